//! `breaker bench ladder`: a ladder of 500 players with 10 000 finished rated games on a
//! real SQLite file; measures `/ladder standings` (time and PNG size of a page) and an
//! adjudication (`/ladder-admin result … void`, which recomputes positions and the pool)
//! plus `recompute_pool` alone. Best of N: the machines are shared and noisy.
//! Ratings are the pool's (`store/ratings.rs`): the games are stored straight through the
//! store, so the pool is recomputed first and the standings show its ratings.

use super::common::{in_temp_dir, runtime};
use crate::games::{AnyPosition, Color, GameKind, Outcome, WinReason};
use crate::service::{AdminAction, Config, Ctx, Member, Service, User};
use crate::store::{NewGame, Player, RatingPool, Store, TimeControl};
use std::time::Instant;

const PLAYERS: u64 = 500;
const GAMES: u64 = 10_000;
const RUNS: usize = 5;

pub fn run() -> anyhow::Result<()> {
    in_temp_dir("ladder", |dir| runtime()?.block_on(bench(dir)))
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

async fn bench(dir: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open_async(dir.join("bench.db")).await?;
    let service = Service::new(store, Config::new(User::bot(1, "Breaker")));
    let guild = 7;
    let player = |i: u64| User::new(10_000 + i, format!("player{i:03}"));
    let ctx = |u: User| Ctx::new(Some(guild), 20, u);
    let moderator = ctx(User::new(9, "mod"));
    service
        .ladders()
        .admin(
            &moderator,
            &Member::manager(),
            AdminAction::Create {
                name: "bench".into(),
                game: GameKind::Breakthrough,
                size: Some("8x8".into()),
                clock: None,
            },
        )
        .await?;
    let t = Instant::now();
    for i in 0..PLAYERS {
        service.ladders().join(&ctx(player(i)), "bench").await?;
    }
    println!("{PLAYERS} joins: {:.0} ms", ms(t));

    // 10 000 finished rated games between random pairs, one minute apart.
    let t = Instant::now();
    let start = AnyPosition::start(GameKind::Breakthrough, Some("8x8"))?;
    let mut rng = crate::games::rng::SplitMix64::new(7);
    let base = 1_799_150_400_000i64;
    let clock: TimeControl = "3d+1d".parse().map_err(|_| anyhow::anyhow!("clock"))?;
    service
        .store()
        .call(move |db| {
            for g in 0..GAMES {
                let a = rng.next_u64() % PLAYERS;
                let b = (a + 1 + rng.next_u64() % (PLAYERS - 1)) % PLAYERS;
                let at = base + g as i64 * 60_000;
                let new = NewGame {
                    clock: Some(clock),
                    rated: true,
                    ..NewGame::active(Some(guild), 20, &start, [10_000 + a, 10_000 + b], at)
                };
                let players: [Player; 0] = [];
                let row = db.create_ladder_game(1, &new, &players)?;
                let winner = if rng.next_u64().is_multiple_of(2) {
                    Color::White
                } else {
                    Color::Black
                };
                let outcome = Outcome::Win {
                    winner,
                    reason: WinReason::FarRow,
                };
                db.finish(row.id, row.version, outcome, at + 30_000)?;
            }
            Ok(())
        })
        .await?;
    println!("{GAMES} rated ladder games stored: {:.0} ms", ms(t));

    let mut best = f64::MAX;
    let mut counted = 0;
    for _ in 0..RUNS {
        let t = Instant::now();
        counted = service
            .store()
            .call(move |db| db.recompute_pool(&RatingPool::Ladder(1), base))
            .await?;
        best = best.min(ms(t));
    }
    println!("recompute_pool ({counted} rated games): best of {RUNS} {best:.1} ms");
    let viewer = ctx(player(PLAYERS - 1));
    for page in [1u32, 25] {
        let mut best = f64::MAX;
        let mut size = 0;
        for _ in 0..RUNS {
            let t = Instant::now();
            let reply = service
                .ladders()
                .standings(&viewer, "bench", Some(page))
                .await?;
            best = best.min(ms(t));
            size = reply.files.first().map_or(0, |f| f.bytes.len());
        }
        println!(
            "/ladder standings page {page} of a {PLAYERS}-player ladder with {GAMES} games: best of {RUNS} {best:.1} ms, PNG {:.1} KB",
            size as f64 / 1024.0
        );
    }
    let mut best = f64::MAX;
    for (i, outcome) in ["void", "white", "black", "void", "white"]
        .iter()
        .enumerate()
    {
        let t = Instant::now();
        let done = service
            .ladders()
            .admin(
                &moderator,
                &Member::manager(),
                AdminAction::Result {
                    game: (i + 1).to_string(),
                    outcome: outcome.to_string(),
                    reason: "bench".into(),
                },
            )
            .await?;
        best = best.min(ms(t));
        anyhow::ensure!(
            done.reply.content.contains("recomputed"),
            "{}",
            done.reply.content
        );
    }
    println!("/ladder-admin result (adjudicate + recompute the pool of {GAMES} games): best of {RUNS} {best:.1} ms");
    Ok(())
}
