//! `breaker bench ratings [--rated-games N]`: a pool of N rated games among 200 players
//! on a real SQLite file: the time of a rated finish (result + rating update in one
//! transaction), of recomputing the whole pool (what an adjudication costs), and of
//! `/rating` with its chart. Best of three where repeated: the machines are shared.

use crate::games::{AnyPosition, Color, GameKind, Outcome, WinReason};
use crate::service::{Config, Ctx, Service, User};
use crate::store::{Db, NewGame, Player, RatingPool, Store, DAY_MS};
use clap::Args;
use std::time::{Duration, Instant};

#[derive(Args, Debug, Clone)]
pub struct RatingsBenchArgs {
    /// ratings: rated games in the pool.
    #[arg(long, default_value_t = 10_000)]
    rated_games: usize,
}

const GUILD: u64 = 1;
const PLAYERS: u64 = 200;
const T0: i64 = 1_799_150_400_000;

pub fn run(args: &RatingsBenchArgs) -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("breaker-bench-ratings-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let result = measure(args, &dir.join("ratings.db"));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(args: &RatingsBenchArgs, path: &std::path::Path) -> anyhow::Result<()> {
    let mut db = Db::open(path)?;
    let start = AnyPosition::start(GameKind::Breakthrough, Some("8x8"))?;
    let players: Vec<Player> = (0..PLAYERS)
        .map(|i| Player {
            id: 1000 + i,
            name: format!("p{i}"),
            is_ai: false,
            ai_level: None,
        })
        .collect();
    let mut finishes = Vec::with_capacity(args.rated_games);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for n in 0..args.rated_games {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let white = (seed % PLAYERS) as usize;
        let black = (white + 1 + (seed >> 20) as usize % (PLAYERS as usize - 1)) % PLAYERS as usize;
        // Spread over about three years, so idle periods happen.
        let at = T0 + n as i64 * (3 * 365 * DAY_MS / args.rated_games.max(1) as i64);
        let new = NewGame {
            rated: true,
            ..NewGame::active(
                Some(GUILD),
                2,
                &start,
                [players[white].id, players[black].id],
                at,
            )
        };
        let game = db.create_game(&new, &[players[white].clone(), players[black].clone()])?;
        let winner = if (seed >> 40).is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        let outcome = Outcome::Win {
            winner,
            reason: WinReason::Resignation,
        };
        let t = Instant::now();
        db.finish(game.id, game.version, outcome, at + 1)?;
        finishes.push(t.elapsed());
    }
    finishes.sort();
    let pool = RatingPool::Casual {
        guild_id: GUILD,
        kind: GameKind::Breakthrough,
        size: start.size_text(),
    };
    let mut recompute = Duration::MAX;
    for _ in 0..3 {
        let t = Instant::now();
        let counted = db.recompute_pool(&pool, T0)?;
        recompute = recompute.min(t.elapsed());
        anyhow::ensure!(counted == args.rated_games, "counted {counted} games");
    }
    drop(db);
    let rt = tokio::runtime::Runtime::new()?;
    let (rating, png) = rt.block_on(async {
        let service = Service::new(Store::open(path)?, Config::new(User::bot(1, "Breaker")));
        let ctx = Ctx::new(Some(GUILD), 2, User::new(1000, "p0"));
        let mut best = Duration::MAX;
        let mut png = 0;
        for _ in 0..3 {
            let t = Instant::now();
            let reply = service
                .ratings()
                .rating(&ctx, None, None, None, None, None)
                .await?;
            best = best.min(t.elapsed());
            png = reply.files.first().map_or(0, |f| f.bytes.len());
        }
        anyhow::Ok((best, png))
    })?;
    let pct = |q: f64| finishes[((finishes.len() - 1) as f64 * q) as usize];
    println!(
        "ratings: {} rated games, {PLAYERS} players; rated finish p50 {:?} p99 {:?}; recompute the pool {:?} (best of 3); /rating with chart {:?} (best of 3), PNG {} bytes",
        args.rated_games,
        pct(0.5),
        pct(0.99),
        recompute,
        rating,
        png
    );
    Ok(())
}
