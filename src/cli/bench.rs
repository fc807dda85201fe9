use crate::games::{
    breach, breakthrough,
    perft::{perft, perft_played},
};
use clap::{Args, ValueEnum};
use std::time::Instant;

mod ai;
mod autocomplete;
mod common;
mod ladder;
mod pairing;
mod ratings;
mod render;
mod replay;
mod scheduler;
mod service;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// What to measure.
    #[arg(value_enum, default_value = "perft")]
    what: BenchKind,
    #[command(flatten)]
    ai: ai::AiBenchArgs,
    #[command(flatten)]
    render: render::RenderBenchArgs,
    #[command(flatten)]
    service: service::ServiceBenchArgs,
    #[command(flatten)]
    scheduler: scheduler::SchedulerBenchArgs,
    #[command(flatten)]
    ratings: ratings::RatingsBenchArgs,
    #[command(flatten)]
    autocomplete: autocomplete::AutocompleteBenchArgs,
}

#[derive(ValueEnum, Clone, Debug)]
enum BenchKind {
    /// Move generation: Breakthrough 8×8 perft(6) and Breach 10×10 perft(2).
    Perft,
    /// The AI: level tournament, speed, and level 5 against a plain MCTS baseline.
    Ai,
    /// Board images: ms and KB per board size against the targets.
    Render,
    /// Games through the service: moves/s, p50/p99 per move, peak RSS.
    Service,
    /// `/replay`: GIF time and size for 8×8 games of 60 and 120 plies, and a 384-ply 16×16
    /// game: time and memory above idle of the first replay, and a cached one.
    Replay,
    /// The deadline scheduler with `--games` active games (memory, wake-ups per hour) and
    /// the start-up catch-up of `--overdue` games.
    Scheduler,
    /// Ratings: a rated finish, recomputing a pool of rated games, `/rating` with its chart.
    Ratings,
    /// Ladders: standings of 500 players and adjudication over 10 000 rated games.
    Ladder,
    /// The `move` option's autocomplete on a 200-ply game (`--plies`): p50/p99 per answer.
    Autocomplete,
    /// The Dutch Swiss pairing engine: a round of 200 and of 1 000 players.
    Pairing,
}

pub fn run(args: BenchArgs) -> anyhow::Result<()> {
    match args.what {
        BenchKind::Perft => bench_perft(),
        BenchKind::Ai => ai::run(&args.ai),
        BenchKind::Render => render::run(&args.render)?,
        BenchKind::Service => service::run(&args.service, args.ai.games)?,
        BenchKind::Replay => replay::run()?,
        BenchKind::Scheduler => scheduler::run(&args.scheduler, args.ai.games)?,
        BenchKind::Ratings => ratings::run(&args.ratings)?,
        BenchKind::Ladder => ladder::run()?,
        BenchKind::Autocomplete => autocomplete::run(&args.autocomplete)?,
        BenchKind::Pairing => pairing::run()?,
    }
    Ok(())
}

fn bench_perft() {
    let bt = breakthrough::Position::new(8, 8).expect("8x8 is supported");
    timed("breakthrough 8x8 perft(6)", || perft(&bt, 6), 149_264_638);
    let br = breach::Position::new(10).expect("10 is supported");
    timed(
        "breakthrough 8x8 perft(5), every leaf played",
        || perft_played(&bt, 5),
        6_182_818,
    );
    timed("breach 10x10 perft(2)", || perft(&br, 2), 485_100);
    timed(
        "breach 10x10 perft(2), every leaf played",
        || perft_played(&br, 2),
        485_100,
    );
    timed("breach 10x10 perft(3)", || perft(&br, 3), 2_265_127_704);
}

fn timed(name: &str, f: impl Fn() -> u64, expected: u64) {
    // Best of three: the machines are shared and noisy.
    let mut best = f64::MAX;
    let mut leaves = 0;
    for _ in 0..3 {
        let t = Instant::now();
        leaves = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    let status = if leaves == expected { "ok" } else { "WRONG" };
    println!(
        "{name}: {leaves} leaves ({status}) in {:.3} s, {:.1} M leaves/s",
        best,
        leaves as f64 / best / 1e6
    );
}
