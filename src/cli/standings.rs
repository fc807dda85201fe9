//! `breaker standings`: a ladder's standings from a database, as JSON (one object per
//! positioned player, best first) or a text table. How a community exports its ladder.

use clap::Args;
use std::path::PathBuf;

use crate::service::{standings, Standing};
use crate::store::{Db, LadderRow};

#[derive(Args, Debug)]
pub struct StandingsArgs {
    /// The SQLite database file.
    #[arg(long, env = "DATABASE_PATH", default_value = "breaker.db")]
    pub db: PathBuf,
    /// The ladder's name (any case).
    #[arg(long)]
    pub ladder: String,
    /// The server (guild id); needed only when several servers have a ladder of that name.
    #[arg(long)]
    pub guild: Option<u64>,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// One positioned player, as the JSON export writes it.
#[derive(Debug, serde::Serialize)]
struct Row<'a> {
    position: usize,
    player: &'a str,
    rating: f64,
    deviation: f64,
    volatility: f64,
    wins: u32,
    losses: u32,
    provisional: bool,
}

/// Runs it; an error is one line on stderr and exit status 2.
pub fn run(args: StandingsArgs) -> anyhow::Result<()> {
    super::print_or_exit(render(&args))
}

fn find(db: &Db, args: &StandingsArgs) -> Result<LadderRow, String> {
    let found = match args.guild {
        Some(g) => db
            .ladder_named(g, &args.ladder)
            .map(|l| l.into_iter().collect::<Vec<_>>()),
        None => db.ladders_named(&args.ladder),
    }
    .map_err(|e| e.to_string())?;
    match found.len() {
        0 => Err(format!(
            "no ladder called `{}` in {}",
            args.ladder,
            args.db.display()
        )),
        1 => Ok(found.into_iter().next().expect("one")),
        n => Err(format!(
            "{n} servers have a ladder called `{}`: choose one with --guild ({})",
            args.ladder,
            found
                .iter()
                .map(|l| l.guild.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

fn render(args: &StandingsArgs) -> Result<String, String> {
    if !args.db.exists() {
        return Err(format!("no database at {}", args.db.display()));
    }
    let db = Db::open(&args.db).map_err(|e| e.to_string())?;
    let ladder = find(&db, args)?;
    // The CLI is an adapter: it may read the system clock (for strikes and vacations).
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let rows = standings(&db, &ladder, now).map_err(|e| e.to_string())?;
    Ok(if args.json {
        json(&rows)
    } else {
        table(&ladder, &rows)
    })
}

fn json(rows: &[Standing]) -> String {
    let out: Vec<Row<'_>> = rows
        .iter()
        .map(|s| Row {
            position: s.position,
            player: &s.name,
            rating: s.rating.rating,
            deviation: s.rating.deviation,
            volatility: s.rating.volatility,
            wins: s.wins,
            losses: s.losses,
            provisional: s.rating.is_provisional(),
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&out).unwrap_or_else(|_| "[]".into());
    text.push('\n');
    text
}

fn table(ladder: &LadderRow, rows: &[Standing]) -> String {
    let width = rows
        .iter()
        .map(|s| crate::i18n::width(&s.name))
        .max()
        .unwrap_or(6)
        .max(6);
    let mut out = format!(
        "Ladder {} ({} {}, season {})\n{:>4}  {:<width$}  {:>7}  {:>7}  Status\n",
        ladder.name, ladder.kind, ladder.size, ladder.season, "#", "Player", "Rating", "W-L"
    );
    for s in rows {
        let status = match (s.on_vacation, s.away) {
            (true, _) => "on vacation",
            (false, true) => "away",
            (false, false) => "-",
        };
        out.push_str(&format!(
            "{:>4}  {}  {:>7}  {:>7}  {status}\n",
            s.position,
            crate::i18n::pad(&s.name, width),
            s.rating.to_string(),
            format!("{}-{}", s.wins, s.losses)
        ));
    }
    if rows.is_empty() {
        out.push_str("(nobody on the ladder yet)\n");
    }
    out
}
