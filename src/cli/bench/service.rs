//! `breaker bench service --games N`: N games at once played through [`Service`] on a
//! real SQLite file, every move rendered as the post's board, as Discord would drive it:
//! pairs of players, each game in its own channel, random legal moves until the game
//! ends, then a new challenge. Prints moves/s, p50/p99 per move and the peak RSS.

use super::common::{in_temp_dir, percentile, rss_mb};
use crate::games::rng::SplitMix64;
use crate::games::{AnyMove, AnyPosition, Color, GameKind};
use crate::service::{ColorChoice, Config, Ctx, Service, User};
use crate::store::Store;
use anyhow::bail;
use clap::Args;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Barrier;

#[derive(Args, Debug, Clone)]
pub struct ServiceBenchArgs {
    /// service: seconds of timed play (after every game has started).
    #[arg(long, default_value_t = 10.0)]
    seconds: f64,
    /// service: moves per second offered in all, spread over the games (each player
    /// pauses between moves, as people do); 0 plays every game flat out, which measures
    /// the most moves per second but makes each move queue behind all the others.
    #[arg(long, default_value_t = 0.0)]
    rate: f64,
    /// service: the players' and the server's language (`en`, `ko`, `ru`, `ro`): boards
    /// are drawn in it and every reply is made words in it, as the Discord adapter does
    /// before sending.
    #[arg(long, default_value = "en")]
    locale: crate::i18n::Locale,
}

/// One game's pair of players, in its own channel.
pub(super) struct Table {
    pub(super) white: Ctx,
    pub(super) black: Ctx,
}

impl Table {
    pub(super) fn new(i: u64) -> Table {
        let channel = 50_000 + i;
        Table {
            white: Ctx::new(
                Some(1),
                channel,
                User::new(1_000_000 + 2 * i, format!("w{i}")),
            ),
            black: Ctx::new(
                Some(1),
                channel,
                User::new(1_000_001 + 2 * i, format!("b{i}")),
            ),
        }
    }

    /// The player of `side`.
    pub(super) fn player(&self, side: Color) -> &Ctx {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// Plays `mv` in `pos` through the service as the side to move; the position after.
    pub(super) async fn play(
        &self,
        service: &Service,
        pos: &AnyPosition,
        mv: AnyMove,
    ) -> anyhow::Result<AnyPosition> {
        let reply = service
            .games()
            .play_move(self.player(pos.turn()), &mv.to_string(), None)
            .await?;
        if reply.ephemeral {
            bail!("move {mv} refused: {}", reply.content);
        }
        Ok(pos.play(mv)?)
    }

    /// Challenges and accepts a new 8×8 game; its start position.
    pub(super) async fn start(&self, service: &Service) -> anyhow::Result<AnyPosition> {
        self.start_game(service, GameKind::Breakthrough, "8x8")
            .await
    }

    /// Challenges and accepts a new game of `kind` on `size`; its start position.
    pub(super) async fn start_game(
        &self,
        service: &Service,
        kind: GameKind,
        size: &str,
    ) -> anyhow::Result<AnyPosition> {
        let invite = service
            .games()
            .challenge(
                &self.white,
                &self.black.user,
                kind,
                Some(size),
                Some(ColorChoice::White),
                None,
            )
            .await?;
        let Some(accept) = invite.buttons.first() else {
            bail!("the challenge was refused: {}", invite.content);
        };
        let started = service
            .games()
            .handle_button(&self.black, &accept.custom_id)
            .await?;
        if started.ephemeral {
            bail!("the accept was refused: {}", started.content);
        }
        Ok(AnyPosition::start(kind, Some(size))?)
    }
}

/// Starts a game, waits for all others to start, then plays moves for `seconds`; the wall
/// time of each move call, in milliseconds, and when the last one ended.
async fn play(
    service: Service,
    i: u64,
    ready: Arc<Barrier>,
    seconds: Duration,
    pause: Option<Duration>,
    locale: crate::i18n::Locale,
) -> anyhow::Result<(Vec<f64>, Option<Instant>)> {
    let mut table = Table::new(i);
    for ctx in [&mut table.white, &mut table.black] {
        *ctx = ctx.clone().speaking(locale, Some(locale));
    }
    let mut rng = SplitMix64::new(i);
    let started = table.start(&service).await;
    // Wait for the others even on failure, or they would wait forever.
    ready.wait().await;
    let mut pos = started?;
    let until = Instant::now() + seconds;
    let mut times = Vec::new();
    let mut last = None;
    if let Some(pause) = pause {
        // Games start spread over one pause, not all in the same instant.
        tokio::time::sleep(pause.mul_f64(rng.below(1000) as f64 / 1000.0)).await;
    }
    while Instant::now() < until {
        if pos.outcome().is_over() {
            pos = table.start(&service).await?;
        }
        let moves = pos.legal_moves();
        let mv = moves[rng.below(moves.len())];
        let ctx = table.player(pos.turn());
        let text = mv.to_string();
        let t = Instant::now();
        let reply = service.games().play_move(ctx, &text, None).await?;
        // As the adapter sends it: in the server's language, as Discord markup.
        let language = service.reply_language(ctx, reply.ephemeral).await?;
        let refused = reply.ephemeral || reply.board.is_none();
        let reply = reply.in_language(language);
        let content = crate::discord::markup::markup(&reply.content);
        times.push(t.elapsed().as_secs_f64() * 1e3);
        std::hint::black_box(content);
        last = Some(Instant::now());
        if refused {
            bail!("move {text} in game {i} was refused: {}", reply.content);
        }
        pos = pos.play(mv)?;
        if let Some(pause) = pause {
            // ±50 % around the mean pause, so the games do not fall into step.
            let jitter = 0.5 + rng.below(1000) as f64 / 1000.0;
            tokio::time::sleep(pause.mul_f64(jitter)).await;
        }
    }
    Ok((times, last))
}

/// `games`: how many games at once (`--games`, shared with `bench ai`).
pub fn run(args: &ServiceBenchArgs, games: u32) -> anyhow::Result<()> {
    let games = games.clamp(1, 100_000);
    in_temp_dir("service", |dir| {
        tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .max_blocking_threads(crate::service::BLOCKING_THREADS)
            .build()?
            .block_on(bench(args, games, dir))
    })
}

async fn bench(args: &ServiceBenchArgs, games: u32, dir: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open_async(dir.join("bench.db")).await?;
    let service = Service::new(store, Config::new(User::bot(1, "Breaker")));
    // Every game is challenged and accepted first (untimed), then all play at once.
    let seconds = Duration::from_secs_f64(args.seconds.max(0.1));
    let ready = Arc::new(Barrier::new(games as usize + 1));
    // Each game moves every games/rate seconds on average.
    let pause = (args.rate > 0.0).then(|| Duration::from_secs_f64(games as f64 / args.rate));
    let tasks: Vec<_> = (0..games as u64)
        .map(|i| {
            tokio::spawn(play(
                service.clone(),
                i,
                ready.clone(),
                seconds,
                pause,
                args.locale,
            ))
        })
        .collect();
    ready.wait().await;
    let t0 = Instant::now();
    let mut times = Vec::new();
    // Up to the last move's end, not the last task's: a paced game's final pause is idle.
    let mut end = t0;
    for task in tasks {
        let (game, last) = task.await??;
        times.extend(game);
        end = end.max(last.unwrap_or(t0));
    }
    let wall = (end - t0).as_secs_f64().max(1e-3);
    if times.is_empty() {
        bail!("no move was played");
    }
    times.sort_by(f64::total_cmp);
    let moves = times.len();
    let offered = match pause {
        Some(_) => format!("{:.0} moves/s offered", args.rate),
        None => "flat out".to_string(),
    };
    println!(
        "service: {games} concurrent Breakthrough 8x8 games ({offered}), SQLite file, every move with its board, in {}",
        args.locale.name()
    );
    println!(
        "moves: {moves} in {wall:.1} s = {:.0} moves/s (target ≥ 250)",
        moves as f64 / wall
    );
    println!(
        "per move: p50 {:.2} ms, p99 {:.2} ms (target ≤ 30), max {:.2} ms",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[moves - 1]
    );
    match rss_mb().map(|(_, peak)| peak) {
        Some(mb) => println!("peak RSS: {mb:.1} MB"),
        None => println!("peak RSS: unknown (no /proc/self/status)"),
    }
    Ok(())
}
