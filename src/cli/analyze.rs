//! `breaker analyze`: the post-game analysis of a stored game, in the terminal.

use crate::analysis::{self, Analysis};
use crate::games::{AnyPosition, Color};
use crate::render;
use crate::store::{Db, GameId, GameStatus};
use anyhow::{bail, Context};
use clap::Args;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// The SQLite database file.
    #[arg(long, env = "DATABASE_PATH", default_value = "breaker.db")]
    db: PathBuf,
    /// The game's number (`12` or `#12`); it must be finished.
    #[arg(long)]
    game: GameId,
    /// Print a JSON array, one `{"ply", "move", "best", "white_win"}` per move played.
    #[arg(long)]
    json: bool,
    /// Nodes (Breach: simulations) per position; default: the bot's budget for the game.
    #[arg(long)]
    nodes: Option<u64>,
    /// Also write the graph PNG here.
    #[arg(long)]
    graph: Option<PathBuf>,
}

pub fn run(args: AnalyzeArgs) -> anyhow::Result<()> {
    if !args.db.exists() {
        bail!("no database at {}", args.db.display());
    }
    let mut db = Db::open(&args.db).with_context(|| format!("opening {}", args.db.display()))?;
    let Some(game) = db.game(args.game)? else {
        bail!("there is no game #{} in {}", args.game, args.db.display());
    };
    if game.status != GameStatus::Finished {
        bail!(
            "game #{} is not finished: analysis is for finished games",
            game.id
        );
    }
    if game.ply == 0 {
        bail!(
            "game #{} ended before any move was played: nothing to analyse",
            game.id
        );
    }
    let nodes = args
        .nodes
        .unwrap_or_else(|| analysis::default_nodes(game.kind));
    if nodes == 0 {
        bail!("--nodes must be at least 1");
    }
    let cached = db
        .analysis(game.id, nodes)?
        .filter(|(ply, _)| *ply == game.ply)
        .and_then(|(_, data)| serde_json::from_str::<Analysis>(&data).ok())
        .filter(|a| a.version == analysis::VERSION);
    let a = match cached {
        Some(a) => a,
        None => {
            let start = AnyPosition::parse(game.kind, &game.start_position)?;
            let mut pos = start.clone();
            let mut moves = Vec::new();
            for m in db.moves(game.id)? {
                let (next, mv) = pos
                    .play_text(&m.text)
                    .with_context(|| format!("game #{} ply {}", game.id, m.ply))?;
                moves.push(mv);
                pos = next;
            }
            let t = Instant::now();
            let a = analysis::analyze(&start, &moves, nodes)?;
            eprintln!(
                "analysed {} positions at {nodes} nodes in {:.2} s",
                moves.len() + 1,
                t.elapsed().as_secs_f64()
            );
            let at = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_millis() as i64)
                .unwrap_or(0);
            db.save_analysis(game.id, nodes, game.ply, &serde_json::to_string(&a)?, at)?;
            a
        }
    };
    if let Some(path) = &args.graph {
        let marks: Vec<usize> = a.swings(3).iter().map(|p| p.ply as usize).collect();
        let first = a.plies.first().map_or(Color::White, |p| p.mover);
        let png = render::graph::win_chances_numbered(
            &a.curve(),
            &marks,
            &format!("Game #{}", game.id),
            first,
            game.kind.move_word(),
        )?;
        std::fs::write(path, png).with_context(|| format!("writing {}", path.display()))?;
    }
    if args.json {
        println!("{}", a.to_json());
        return Ok(());
    }
    println!(
        "Game #{} · {} nodes a position · White's chance at the start {:.0}%",
        game.id,
        nodes,
        a.white_start * 100.0
    );
    // Numbered as players number moves (`14…`: Black's 14th); plies only in --json.
    for p in &a.plies {
        println!(
            "{:>5}  {:<14} {:>4.0}%   best {}",
            p.number().to_string(),
            p.played,
            p.white_win * 100.0,
            p.best
        );
    }
    for (n, p) in a.swings(3).iter().enumerate() {
        let (before, after) = p.mover_chances();
        println!(
            "{}. {} {} {} dropped {} from {:.0}% to {:.0}%; better: {}",
            n + 1,
            game.kind.move_word(),
            p.number(),
            p.played,
            p.mover.name(),
            before * 100.0,
            after * 100.0,
            p.best
        );
    }
    for color in Color::BOTH {
        let (good, total) = a.accuracy(color);
        let share = if total == 0 {
            0.0
        } else {
            100.0 * good as f64 / total as f64
        };
        println!(
            "{}: {share:.0}% of moves within 5% of the engine's best ({good}/{total})",
            color.name()
        );
    }
    Ok(())
}
