//! `breaker bench replay`: the time and size of `/replay`'s GIF for an 8×8 game of 60
//! moves (120 plies) and of 60 plies, played through the service on a real SQLite file.

use super::service::Table;
use crate::games::rng::SplitMix64;
use crate::games::Color;
use crate::service::{Config, Service, User};
use crate::store::Store;
use anyhow::{bail, Context};
use std::time::Instant;

/// Replays per length; the best time is reported (the machine is shared).
const RUNS: usize = 3;

pub fn run() -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("breaker-bench-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).context("creating the bench's temp directory")?;
    let result = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(bench(&dir));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

async fn bench(dir: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open_async(dir.join("bench.db")).await?;
    let service = Service::new(store, Config::new(User::bot(1, "Breaker")));
    println!("replay: 8x8 Breakthrough, random legal moves, best of {RUNS}");
    for (i, plies) in [60usize, 120].into_iter().enumerate() {
        let table = Table::new(i as u64);
        play_game(&service, &table, plies, i as u64).await?;
        let mut best = f64::INFINITY;
        let mut bytes = 0;
        for _ in 0..RUNS {
            let t = Instant::now();
            let reply = service.replay_gif(&table.white, None).await?;
            best = best.min(t.elapsed().as_secs_f64() * 1e3);
            let Some(gif) = reply.files.first() else {
                bail!("no GIF: {}", reply.content);
            };
            bytes = gif.bytes.len();
        }
        println!(
            "  {plies:>3} plies ({} frames): {best:>7.0} ms, {:>6.0} KB",
            plies + 1,
            bytes as f64 / 1024.0
        );
    }
    Ok(())
}

/// Plays `plies` random legal moves that do not end the game (retrying with new seeds).
async fn play_game(
    service: &Service,
    table: &Table,
    plies: usize,
    seed: u64,
) -> anyhow::Result<()> {
    let mut pos = table.start(service).await?;
    let mut rng = SplitMix64::new(seed);
    for ply in 0..plies {
        // Moves that keep the game going, so the game reaches its length.
        let moves: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|mv| pos.play(*mv).is_ok_and(|next| !next.outcome().is_over()))
            .collect();
        if moves.is_empty() {
            bail!("no quiet move left at ply {ply}");
        }
        let mv = moves[rng.below(moves.len())];
        let ctx = match pos.turn() {
            Color::White => &table.white,
            Color::Black => &table.black,
        };
        let reply = service.play_move(ctx, &mv.to_string(), None).await?;
        if reply.ephemeral {
            bail!("move {mv} refused: {}", reply.content);
        }
        pos = pos.play(mv)?;
    }
    Ok(())
}
