//! `breaker solve`: the game-theoretic result of a small Breakthrough board.

use super::start::StartArgs;
use crate::ai::breakthrough::{book, solver};
use crate::ai::Limits;
use crate::games::AnyPosition;
use clap::Args;
use std::time::{Duration, Instant};

/// How long measuring the length may run by default, counted from the start: 6x5's
/// length takes about 18 minutes on 2 cores, and a board whose length would take
/// hours still answers within the hour (with a lower bound).
const DEFAULT_LENGTH_TIME: Duration = Duration::from_secs(55 * 60);

#[derive(Args, Debug)]
#[command(mut_arg("game", |a| a.help("breakthrough (the only game solvable this way: Breach boards are far too large)")))]
pub struct SolveArgs {
    #[command(flatten)]
    start: StartArgs,
    /// Print one JSON object: {"winner","plies","plies_at_least","proof_nodes","searched_nodes","best","seconds"}.
    #[arg(long)]
    json: bool,
    /// Give up after this many seconds. Default: no limit on proving the winner, and
    /// measuring the length of the win stops 55 minutes into the run (then the length is
    /// printed as a proven lower bound).
    #[arg(long)]
    seconds: Option<u64>,
    /// Give up after expanding this many positions (default: no limit).
    #[arg(long)]
    nodes: Option<u64>,
    /// Threads measuring the length (default: every core, at most 4).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
    threads: Option<u16>,
    /// Print an opening book instead, a position text, a tab and the winner's proven move
    /// a line: the positions of one proof where the solver needs more than 250,000
    /// positions to prove the move (level 5's stored books are this output).
    #[arg(long, conflicts_with_all = ["json", "seconds", "nodes", "threads"])]
    book: bool,
}

pub fn run(args: SolveArgs) -> anyhow::Result<()> {
    // RUST_LOG=breaker=debug follows the length search question by question.
    super::run::init_logging();
    let pos = match args.start.position()? {
        AnyPosition::Breakthrough(p) => p,
        AnyPosition::Breach(_) => {
            anyhow::bail!("only Breakthrough boards can be solved (Breach's are far too large)")
        }
    };
    if args.book {
        for (p, m) in book::build(&pos)? {
            println!("{p}\t{m}");
        }
        return Ok(());
    }
    let limits = Limits {
        time: args.seconds.map(Duration::from_secs),
        nodes: args.nodes,
        ..Limits::default()
    };
    let t = Instant::now();
    // Without a time limit, a board whose length costs hours still answers.
    let length_by = args.seconds.is_none().then_some(DEFAULT_LENGTH_TIME);
    let threads = args
        .threads
        .map_or_else(solver::default_threads, usize::from);
    let s = solver::solve_on(&pos, &limits, length_by, threads)?;
    let seconds = t.elapsed().as_secs_f64();
    let winner = s.winner.name().to_lowercase();
    let best = s.best.map(|m| m.to_string());
    if args.json {
        let v = serde_json::json!({
            "winner": winner,
            "plies": s.plies,
            "plies_at_least": s.plies_at_least,
            "proof_nodes": s.proof_nodes,
            "searched_nodes": s.searched,
            "best": best,
            "seconds": (seconds * 1000.0).round() / 1000.0,
        });
        println!("{v}");
    } else {
        println!("winner: {winner}");
        match s.plies {
            Some(plies) => println!("plies: {plies}"),
            None => println!(
                "plies: unknown, at least {} (the budget ran out measuring the length)",
                s.plies_at_least
            ),
        }
        println!("proof: {} nodes", s.proof_nodes);
        println!("searched: {} nodes", s.searched);
        if let Some(m) = best {
            println!("best: {m}");
        }
        println!("time: {seconds:.2} s");
    }
    Ok(())
}
