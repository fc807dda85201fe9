//! `breaker bench scheduler --games N [--overdue M]`: the scheduler's cost on a real
//! SQLite file and a manual clock.
//!
//! - N active correspondence games (8×8, 3d clock, deadlines spread over three days):
//!   the process's resident memory with them stored, the cost of the scheduler's
//!   "what is due next" query, and how often it wakes in an hour: once per distinct due
//!   instant (a reminder or a deadline), never by polling.
//! - M games whose deadlines passed while Breaker was offline (both players moved, so
//!   each is a time forfeit with a board): how long the start-up catch-up takes to
//!   settle them all ([`Correspondence::settle_due`](crate::service::Correspondence::settle_due): each decision with its outbox row) and
//!   to make and mark their notices oldest first ([`Correspondence::notices_waiting`](crate::service::Correspondence::notices_waiting)).
//! - What an outbox row adds to a write (the same write with and without one).

use super::common::rss_mb;
use crate::games::{AnyPosition, GameKind};
use crate::service::{Config, ManualClock, Service, User};
use crate::store::{Db, NewGame, NewMove, Player, Store, TimeControl, Timing};
use crate::store::{DAY_MS, HOUR_MS};
use crate::time::GameTime;
use clap::Args;
use std::sync::Arc;
use std::time::Instant;

#[derive(Args, Debug, Clone)]
pub struct SchedulerBenchArgs {
    /// scheduler: games overdue at start-up, settled by the catch-up.
    #[arg(long, default_value_t = 1000)]
    overdue: u32,
}

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z
const BOT: u64 = 1;

fn player(id: u64) -> Player {
    Player {
        id,
        name: format!("p{id}"),
        is_ai: false,
        ai_level: None,
    }
}

/// Stores game `i` in its own channel, White to move with `deadline` (and its reminder);
/// with `both_moved`, after one move each (so running out of time is a forfeit).
fn store_game(
    db: &mut Db,
    i: u64,
    now: i64,
    deadline: i64,
    both_moved: bool,
) -> anyhow::Result<()> {
    let start = AnyPosition::start(GameKind::Breakthrough, Some("8x8"))?;
    let (white, black) = (1_000_000 + 2 * i, 1_000_001 + 2 * i);
    let clock = TimeControl::simple_days(3);
    let turn_start = deadline - clock.base_ms;
    // A turn that started `clock.base_ms` before `at`.
    let time = |at: i64| GameTime::started(clock, at - clock.base_ms, true);
    let timing = |at: i64| {
        let t = time(at);
        Timing {
            deadline_at: t.deadline,
            remind_at: t.remind_at,
            ..Timing::default()
        }
    };
    let game = db.create_game(
        &NewGame {
            clock: Some(clock),
            timing: timing(deadline),
            ..NewGame::active(
                Some(1),
                50_000 + i,
                &start,
                [white, black],
                now.min(turn_start),
            )
        },
        &[player(white), player(black)],
    )?;
    if both_moved {
        let mut pos = start;
        let mut version = game.version;
        for (mover, text) in [(white, "a2-a3"), (black, "h7-h6")] {
            let (next, mv) = pos.play_text(text)?;
            let after = db.append_move(
                game.id,
                version,
                &NewMove {
                    player: mover,
                    text: mv.to_string(),
                    position: next.to_string(),
                    outcome: next.outcome(),
                    at: turn_start,
                    time: time(deadline),
                },
            )?;
            version = after.version;
            pos = next;
        }
    }
    Ok(())
}

/// `games`: active games for the idle measurement (`--games`, shared with `bench ai`).
pub fn run(args: &SchedulerBenchArgs, games: u32) -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("breaker-bench-scheduler-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let result = bench(args, games, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn bench(args: &SchedulerBenchArgs, games: u32, dir: &std::path::Path) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let base = rss_mb();

    // N games, deadlines spread evenly over three days from a day from now (so the
    // first reminder, 18 h before its deadline, is 6 h away).
    let path = dir.join("scheduler.db");
    let store = Store::open(&path)?;
    let t = Instant::now();
    let n = i64::from(games.max(1));
    store.call_blocking(|db| {
        for i in 0..n {
            let deadline = T0 + DAY_MS + i * 3 * DAY_MS / n;
            store_game(db, i as u64, T0, deadline, false)
                .map_err(|e| crate::store::StoreError::Corrupt(e.to_string()))?;
        }
        Ok(())
    })?;
    println!(
        "stored {games} active games in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let clock = ManualClock::new(T0);
    let service = Service::with_clock(
        store,
        Config::new(User::bot(BOT, "Breaker")),
        Arc::new(clock.clone()),
    );
    // The next-due query, best of many (the machine is shared).
    let mut best = f64::MAX;
    for _ in 0..200 {
        let t = Instant::now();
        runtime.block_on(service.correspondence().next_due())?;
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!("next due instant: {:.0} µs (best of 200)", best * 1e6);
    // An hour as the scheduler lives it: sleep to the next due instant, settle, repeat.
    let mut wakeups = 0u32;
    let mut notices = 0usize;
    // Before the first deadline (an hour away) nothing is due: an idle hour.
    let first = runtime
        .block_on(service.correspondence().next_due())?
        .unwrap_or(i64::MAX);
    println!(
        "idle hour: {} wake-ups (the next due instant is {} min away; with nothing due at all the task wakes once an hour as a safety net)",
        u32::from(first <= T0 + HOUR_MS),
        (first - T0) / 60_000
    );
    // A busy hour: the first hour of due instants.
    clock.set(first);
    let t = Instant::now();
    let busy_end = first + HOUR_MS;
    while let Some(next) = runtime.block_on(service.correspondence().next_due())? {
        if next > busy_end {
            break;
        }
        clock.set(next.max(clock_now(&service)));
        wakeups += 1;
        notices += runtime.block_on(service.correspondence().run_due())?.len();
    }
    println!(
        "busy hour ({games} games due over 3 days, each with a reminder): {wakeups} wake-ups for {notices} due notices, {:.2} s of work",
        t.elapsed().as_secs_f64()
    );
    if let (Some((b, _)), Some((now, peak))) = (base, rss_mb()) {
        println!(
            "memory with {games} active games: RSS {now:.1} MB (peak {peak:.1} MB; {b:.1} MB before storing them; SQLite's page cache is bounded, games live on disk)"
        );
    }
    drop(service);

    // M games overdue at start-up: both players moved, so each is a time forfeit.
    let path = dir.join("catchup.db");
    let store = Store::open(&path)?;
    let m = i64::from(args.overdue.max(1));
    store.call_blocking(|db| {
        for i in 0..m {
            store_game(db, i as u64, T0, T0 + i * HOUR_MS / m, true)
                .map_err(|e| crate::store::StoreError::Corrupt(e.to_string()))?;
        }
        Ok(())
    })?;
    let clock = ManualClock::new(T0 + 2 * DAY_MS);
    let service = Service::with_clock(
        store,
        Config::new(User::bot(BOT, "Breaker")),
        Arc::new(clock),
    );
    // The catch-up as the Discord worker lives it: settle (each decision commits with its
    // outbox row), then the outbox drained oldest first, each notice's words and board
    // made at delivery (Discord's own time per post not included).
    let t = Instant::now();
    runtime.block_on(service.correspondence().settle_due())?;
    let settle_secs = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut settled = Vec::new();
    loop {
        let batch = runtime.block_on(service.correspondence().notices_waiting(100))?;
        if batch.is_empty() {
            break;
        }
        for out in batch {
            runtime.block_on(service.correspondence().notice_delivered(out.id))?;
            settled.push(out.notice);
        }
    }
    let deliver_secs = t.elapsed().as_secs_f64();
    let forfeits = settled
        .iter()
        .filter(|n| n.kind == crate::service::NoticeKind::TimeForfeit)
        .count();
    let ordered = settled.windows(2).all(|w| w[0].due_at <= w[1].due_at);
    let each = |secs: f64| secs * 1000.0 / settled.len().max(1) as f64;
    println!(
        "start-up catch-up: {} overdue games settled in {settle_secs:.2} s ({:.2} ms each, outbox row included); their notices made and marked delivered in {deliver_secs:.2} s ({:.1} ms each, board drawn for each), {forfeits} time forfeits, oldest due first: {ordered}",
        settled.len(),
        each(settle_secs),
        each(deliver_secs),
    );
    drop(service);
    outbox_cost(&dir.join("outbox.db"))
}

/// What the outbox adds to a write: the same game-time write, 2 000 times, with and
/// without a notice attached (best of five rounds each).
fn outbox_cost(path: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open(path)?;
    let n = 2_000;
    let (bare, noted) = store.call_blocking(|db| {
        let err = |e: anyhow::Error| crate::store::StoreError::Corrupt(e.to_string());
        store_game(db, 0, T0, T0 + DAY_MS, false).map_err(err)?;
        let id = crate::store::GameId(1);
        let mut best = [f64::MAX; 2];
        for _ in 0..5 {
            for (i, best) in best.iter_mut().enumerate() {
                let t = Instant::now();
                for _ in 0..n {
                    let game = db.game(id)?.expect("stored");
                    if i == 1 {
                        db.attach_notice(crate::store::NewNotice {
                            kind: crate::store::OutboxKind::Reminder,
                            guild: game.guild,
                            game: id,
                            channel: game.channel,
                            player: game.white,
                            due_at: T0,
                            settled_at: T0,
                            data: "{}".into(),
                        });
                    }
                    db.set_time(id, game.version, game.time(), game.more_time)?;
                }
                *best = best.min(t.elapsed().as_secs_f64() / f64::from(n));
            }
        }
        Ok((best[0], best[1]))
    })?;
    println!(
        "outbox: a game-time write takes {:.1} µs alone, {:.1} µs with its notice row (+{:.1} µs; a move writes no notice)",
        bare * 1e6,
        noted * 1e6,
        (noted - bare) * 1e6
    );
    Ok(())
}

fn clock_now(service: &Service) -> i64 {
    service.now()
}
