//! `breaker bench replay`: the time and size of `/replay`'s GIF for an 8×8 game of 60
//! moves (120 plies) and of 60 plies, played through the service on a real SQLite file;
//! then the case, a 384-ply 16×16 game of straight pawn pushes: the first replay's
//! time and memory above the idle process (targets ≤ 1 s, ≤ 30 MB), and a cached one
//! (≤ 5 ms).

use super::common::{in_temp_dir, rss_mb, runtime};
use super::service::Table;
use crate::games::rng::SplitMix64;
use crate::service::{Config, Service, User};
use crate::store::Store;
use anyhow::bail;
use std::time::Instant;

/// Replays per length: the first makes the GIF, the best of the rest is the cached time.
const RUNS: usize = 3;

pub fn run() -> anyhow::Result<()> {
    in_temp_dir("replay", |dir| runtime()?.block_on(bench(dir)))
}

async fn bench(dir: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open_async(dir.join("bench.db")).await?;
    let service = Service::new(store, Config::new(User::bot(1, "Breaker")));
    println!("replay: 8x8 Breakthrough, random legal moves: first replay, then cached");
    for (i, plies) in [60usize, 120].into_iter().enumerate() {
        let table = Table::new(i as u64);
        play_game(&service, &table, plies, i as u64).await?;
        // The first replay makes the GIF; later ones come from the cache.
        let mut first = None;
        let mut best = f64::INFINITY;
        let mut bytes = 0;
        for _ in 0..RUNS {
            let t = Instant::now();
            let reply = service.games().replay_gif(&table.white, None).await?;
            let ms = t.elapsed().as_secs_f64() * 1e3;
            if first.is_none() {
                first = Some(ms);
            } else {
                best = best.min(ms);
            }
            let Some(gif) = reply.files.first() else {
                bail!("no GIF: {}", reply.content);
            };
            bytes = gif.bytes.len();
        }
        println!(
            "  {plies:>3} plies ({} frames): {:>7.0} ms, {:>6.0} KB; cached {best:.2} ms",
            plies + 1,
            first.unwrap_or(0.0),
            bytes as f64 / 1024.0
        );
    }
    long_game(&service).await
}

/// The CPU time (user + system) the whole process has used so far, in seconds: around
/// the replay, which runs alone, it is the replay's own, whatever else the machine runs.
fn cpu_seconds() -> Option<f64> {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage fills the struct it is given; RUSAGE_SELF is always valid.
    let usage = unsafe {
        if libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) != 0 {
            return None;
        }
        usage.assume_init()
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Some(seconds(usage.ru_utime) + seconds(usage.ru_stime))
}

/// Linux: starts the peak (VmHWM) again from the current resident set.
fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// White's `k`-th straight push on a 16×16 board (Black's mirrors it): file by file, the
/// front pawn six squares, then the one behind it six; no capture, nobody arrives, so
/// 384 plies in all (12 a side per file).
fn push(k: usize, white: bool) -> String {
    let file = (b'a' + (k / 12) as u8) as char;
    let j = (k % 12) as u32;
    let (from, to) = if j < 6 {
        (2 + j, 3 + j)
    } else {
        (1 + j - 6, 2 + j - 6)
    };
    if white {
        format!("{file}{from}-{file}{to}")
    } else {
        format!("{file}{}-{file}{}", 17 - from, 17 - to)
    }
}

async fn long_game(service: &Service) -> anyhow::Result<()> {
    const PLIES: usize = 384;
    let table = Table::new(99);
    table
        .start_game(service, crate::games::GameKind::Breakthrough, "16x16")
        .await?;
    for ply in 0..PLIES {
        let (ctx, mv) = if ply % 2 == 0 {
            (&table.white, push(ply / 2, true))
        } else {
            (&table.black, push(ply / 2, false))
        };
        let reply = service.games().play_move(ctx, &mv, None).await?;
        if reply.ephemeral {
            bail!("move {mv} refused: {}", reply.content);
        }
    }
    // Idle: the game stored, the allocator settled.
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let idle = rss_mb();
    let peak_reset = reset_peak();
    let cpu = cpu_seconds();
    let t = Instant::now();
    let reply = service.games().replay_gif(&table.white, None).await?;
    let first = t.elapsed().as_secs_f64();
    let cpu = cpu_seconds().zip(cpu).map(|(after, before)| after - before);
    let after = rss_mb();
    let Some(gif) = reply.files.first() else {
        bail!("no GIF: {}", reply.content);
    };
    let mut cached = f64::INFINITY;
    for _ in 0..20 {
        let t = Instant::now();
        let again = service.games().replay_gif(&table.white, None).await?;
        cached = cached.min(t.elapsed().as_secs_f64());
        if again.files.first().map(|f| f.bytes.len()) != Some(gif.bytes.len()) {
            bail!("the cached replay differs");
        }
    }
    println!(
        "replay: 16x16 Breakthrough, {PLIES} plies of straight pawn pushes ({} frames, at most {})",
        PLIES + 1,
        crate::render::animation::MAX_FRAMES
    );
    println!(
        "  first replay: {:>7.0} ms (target ≤ 1000 ms), {:>6.0} KB; CPU {}",
        first * 1e3,
        gif.bytes.len() as f64 / 1024.0,
        cpu.map_or("unknown".to_string(), |s| format!(
            "{:.0} ms (the time on a machine not shared)",
            s * 1e3
        ))
    );
    match (idle, after, peak_reset) {
        (Some((idle, _)), Some((_, peak)), true) => println!(
            "  memory: idle {idle:.1} MB, peak during the replay {peak:.1} MB: {:.1} MB above idle (target ≤ 30 MB)",
            peak - idle
        ),
        _ => println!("  memory: unknown (no /proc/self/status or clear_refs)"),
    }
    println!(
        "  cached replay: {:>7.2} ms (target ≤ 5 ms), best of 20",
        cached * 1e3
    );
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
        pos = table.play(service, &pos, mv).await?;
    }
    Ok(())
}
