//! `breaker tournament standings --db PATH --tournament ID [--json]` and `breaker
//! tournament export --db PATH --tournament ID` (a FIDE TRF-16 file): a tournament,
//! by the number `/tournament info` shows, read from the database.

use clap::{Args, Subcommand};
use std::path::PathBuf;

use crate::service::{standings_json, tournament_table, trf};
use crate::store::Db;

#[derive(Args, Debug)]
pub struct TournamentArgs {
    #[command(subcommand)]
    pub command: TournamentCommand,
}

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// The standings: a crosstable, or JSON with --json (rank, player, points,
    /// tiebreaks by FIDE name in order, games, withdrawn).
    Standings(Which),
    /// The tournament as a FIDE TRF-16 file: players, ratings, each round's opponent,
    /// colour and result.
    Export(Which),
}

#[derive(Args, Debug)]
pub struct Which {
    /// The SQLite database file.
    #[arg(long, env = "DATABASE_PATH", default_value = "breaker.db")]
    pub db: PathBuf,
    /// The tournament's number, as `/tournament info` shows it.
    #[arg(long)]
    pub tournament: i64,
    /// Print JSON instead of a table (standings).
    #[arg(long)]
    pub json: bool,
}

/// Runs it; an error is one line on stderr and exit status 2.
pub fn run(args: TournamentArgs) -> anyhow::Result<()> {
    let (which, export) = match &args.command {
        TournamentCommand::Standings(w) => (w, false),
        TournamentCommand::Export(w) => (w, true),
    };
    super::print_or_exit(render(which, export))
}

fn render(w: &Which, export: bool) -> Result<String, String> {
    if !w.db.is_file() {
        return Err(format!("no database at {}", w.db.display()));
    }
    let db = Db::open(&w.db).map_err(|e| e.to_string())?;
    let t = db
        .tournament(w.tournament)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| {
            format!(
                "no tournament number {} in {}",
                w.tournament,
                w.db.display()
            )
        })?;
    let entrants = db.tournament_players(t.id).map_err(|e| e.to_string())?;
    let pairings = db
        .tournament_pairings(t.id, t.season)
        .map_err(|e| e.to_string())?;
    Ok(if export {
        trf(&t, &entrants, &pairings)
    } else if w.json {
        standings_json(&t, &entrants, &pairings)
    } else {
        tournament_table(&t, &entrants, &pairings)
    })
}
