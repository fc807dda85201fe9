//! One abuser among honest players, through the fake Discord and the real bot
//! (`breaker run`): the honest players keep their speed and their turn with the AI.
//!
//! Honest players: pairs of people playing each other (each player moving about once a
//! second) and people playing the AI at level 2, each in a channel of their own. The
//! abuser, alone in its channel, sends `/replay`, `/analyze`, `/ai` and `/hint` at the
//! default command rate (10 per 10 s: one a second), replaying a 384-ply 16×16 game and
//! the honest games as they grow (so most replays are new GIFs, not the cache), and it
//! moves at once in its games against the AI (moves are not rate-limited), which it opens
//! at level 5 (the whole search budget each turn) and level 3 (hints allowed).
//!
//! Measured: the honest moves' latency (the fake writing INTERACTION_CREATE to the fake
//! receiving the callback), how long each honest AI reply took (the move's callback to
//! the AI's post in the channel), the bot's resident memory (sampled; idle before the
//! load, peak during). The long form also measures the harness floor first: the same
//! interaction rate against a responder (serenity, in this process) that answers at once.
//!
//! Checked, short and long: every honest interaction answered once and none refused;
//! every honest AI reply within [`AI_MOVE_MS`]·2 + [`AI_SLACK`] (the AI serves users in
//! turn: one abuser search at most is ahead of an honest one, not all of the abuser's);
//! the abuser was really served (replays, an analysis, AI games, hints) and refused when
//! over a cap; the bot's memory stays within [`MEMORY_MB`] of idle. The long form also
//! checks the honest moves' p99 ≤ 50 ms; run it in release, alone:
//! `cargo test --release --test load_abuser -- --ignored --nocapture`.

mod support;

use breaker::games::{AnyPosition, GameKind};
use breaker::service::{ColorChoice, Config, Ctx, Service, User};
use breaker::store::{Db, GameId, Store};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, APP_ID, BOT_ID, BOT_NAME};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, GUILD_ID};
use support::registered::{choice, is_ephemeral};

/// Longest wait for one answer before it counts as unanswered.
const WAIT: Duration = Duration::from_secs(30);
const DEFERRED: u64 = 5;
/// The AI's search budget per move (the abuser's level-5 games use all of it).
const AI_MOVE_MS: u64 = 500;
/// Beyond the two searches an honest AI turn may wait for (the abuser's one in progress,
/// then its own): the other honest players' quick searches and the posting.
const AI_SLACK: Duration = Duration::from_millis(1500);
/// The most the bot's resident memory may grow over idle: the replay cache's 64 MB, two
/// replays being made (about 15 MB each), a level-5 AI search's 32 MB table and an
/// analysis's (up to as much), and the allocator's slack on a loaded machine.
const MEMORY_MB: f64 = 256.0;
/// The honest moves' p99 target (long form).
const P99_MS: f64 = 50.0;
/// The abuser and its channel; the long game it replays and analyses.
const MALLORY: Person = Person {
    id: 730_000_000_000_000_001,
    name: "mallory",
    bot: false,
};
const MALLORY_CHANNEL: u64 = 830_000_000_000_000_001;
const TRENT: u64 = 730_000_000_000_000_002;
const LONG_PLIES: usize = 384;

struct Plan {
    /// Pairs of people playing each other.
    tables: usize,
    /// People playing the AI.
    ai_players: usize,
    seconds: u64,
    seed: u64,
    /// Assert the p99 target (release runs only).
    strict: bool,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abuser_does_not_slow_the_others() {
    run(Plan {
        tables: 6,
        ai_players: 4,
        seconds: 8,
        seed: 1,
        strict: false,
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the full form: 50 honest players for 60 s, with the harness floor; run in release"]
async fn an_abuser_does_not_slow_50_players() {
    let floor = floor(50, Duration::from_secs(20)).await;
    eprintln!("\n==== harness floor: 50 senders at 1/s + 1 at 1/s against a responder that answers at once ====\n{floor}");
    run(Plan {
        tables: 20,
        ai_players: 10,
        seconds: 60,
        seed: 50,
        strict: true,
    })
    .await;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Kind {
    Challenge,
    Accept,
    Ai,
    Move,
    Replay,
    Analyze,
    Hint,
}

/// One interaction sent and what became of it.
struct Sample {
    kind: Kind,
    /// Gateway send to callback received; `None`: no callback within [`WAIT`].
    latency: Option<Duration>,
    /// Answered privately: a refusal (or an error).
    refused: bool,
    /// What the answer said (the callback's, or its follow-up's).
    text: String,
}

/// What the players share.
struct Run {
    fake: FakeDiscord,
    db: Mutex<Db>,
    breakthrough: Value,
    white: Value,
    black: Value,
    end: Instant,
    /// The human tables' current games, for the abuser to replay.
    live: Mutex<Vec<String>>,
    /// Each honest AI reply: its time from the move's callback to the AI's post.
    ai_waits: Mutex<Vec<Duration>>,
}

fn person(id: u64, name: String) -> Person {
    Person {
        id,
        name: Box::leak(name.into_boxed_str()),
        bot: false,
    }
}

async fn run(plan: Plan) {
    let mut e2e = Harness::new().await;
    let database = e2e.database.clone();
    let long_game = long_game(&database).await;

    let fake = e2e.fake.clone();
    fake.keep_files(false);
    let ai_ms = AI_MOVE_MS.to_string();
    // The default command rate (10/10s) applies: the abuser works within it.
    let (bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", &ai_ms)]).await;
    let shared = Arc::new(Run {
        fake: fake.clone(),
        db: Mutex::new(Db::open(&database).unwrap()),
        breakthrough: choice(&commands, "ai", "game", "Breakthrough"),
        white: choice(&commands, "ai", "color", "white"),
        black: choice(&commands, "ai", "color", "black"),
        end: Instant::now() + Duration::from_secs(plan.seconds),
        live: Mutex::new(Vec::new()),
        ai_waits: Mutex::new(Vec::new()),
    });

    // Memory: idle now, then sampled through the run.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let idle = rss_mb(bot.pid()).unwrap_or(0.0);
    let sampling = Arc::new(AtomicBool::new(true));
    let peak_kb = Arc::new(AtomicU64::new(0));
    let sampler = {
        let (sampling, peak_kb, pid) = (sampling.clone(), peak_kb.clone(), bot.pid());
        tokio::spawn(async move {
            while sampling.load(Ordering::SeqCst) {
                if let Some(mb) = rss_mb(pid) {
                    peak_kb.fetch_max((mb * 1024.0) as u64, Ordering::SeqCst);
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };

    let began = Instant::now();
    let mut honest = Vec::new();
    for i in 0..plan.tables {
        let shared = shared.clone();
        let seed = plan.seed * 10_000 + i as u64;
        honest.push(tokio::spawn(async move { table(&shared, i, seed).await }));
    }
    for i in 0..plan.ai_players {
        let shared = shared.clone();
        let seed = plan.seed * 20_000 + i as u64;
        honest.push(tokio::spawn(
            async move { ai_player(&shared, i, seed).await },
        ));
    }
    let abuser = {
        let shared = shared.clone();
        tokio::spawn(async move { abuse(&shared, long_game, plan.seed).await })
    };
    let mover = {
        let shared = shared.clone();
        tokio::spawn(async move { abuser_moves(&shared, plan.seed).await })
    };
    let mut samples = Vec::new();
    for h in honest {
        samples.extend(h.await.expect("an honest player"));
    }
    let abused = abuser.await.expect("the abuser");
    let abuser_moves = mover.await.expect("the abuser's moves");
    let elapsed = began.elapsed();
    sampling.store(false, Ordering::SeqCst);
    sampler.await.unwrap();
    let peak = peak_kb.load(Ordering::SeqCst) as f64 / 1024.0;
    let bot_errors = bot.log().lines().filter(|l| l.contains("ERROR")).count();
    let answers = callbacks_per_interaction(&fake);
    drop(bot);

    let moves: Vec<&Sample> = samples.iter().filter(|s| s.kind == Kind::Move).collect();
    let unanswered = samples.iter().filter(|s| s.latency.is_none()).count();
    let refused: Vec<&str> = samples
        .iter()
        .filter(|s| s.refused)
        .map(|s| s.text.as_str())
        .collect();
    let twice = answers.values().filter(|&&n| n > 1).count();
    let mut ai_waits = shared.ai_waits.lock().unwrap().clone();
    ai_waits.sort_unstable();
    let ai_max = ai_waits.last().copied().unwrap_or_default();
    let by_kind =
        |kind: Kind| -> Vec<&Sample> { abused.iter().filter(|s| s.kind == kind).collect() };
    let served = |kind: Kind| by_kind(kind).iter().filter(|s| !s.refused).count();
    let abuse_line = [Kind::Replay, Kind::Analyze, Kind::Ai, Kind::Hint]
        .map(|k| {
            format!(
                "{k:?} {} sent, {} served, {}",
                by_kind(k).len(),
                served(k),
                summary(&by_kind(k))
            )
        })
        .join("; ");
    let slowed = abused
        .iter()
        .filter(|s| s.text.contains("slow down"))
        .count();
    // What the abuser was refused, each kind of answer once (its first words).
    let mut refusals: Vec<String> = abused
        .iter()
        .filter(|s| s.refused)
        .map(|s| {
            format!(
                "{:?}: {}",
                s.kind,
                s.text.chars().take(70).collect::<String>()
            )
        })
        .collect();
    refusals.sort();
    refusals.dedup();
    eprintln!(
        "\n==== an abuser among {} honest players ({} pairs, {} against the AI), {} s ====\n\
         honest moves   {} in {elapsed:.1?} ({:.1}/s): {}\n\
         honest all     {} interactions: {}; {} refused, {unanswered} unanswered, {twice} answered twice\n\
         honest AI      {} replies, move→AI post: {} (bound {:.1?})\n\
         abuser         {abuse_line}; {slowed} told to slow down; {abuser_moves} moves in its AI games\n\
         refused        {refusals:#?}\n\
         memory         bot idle {idle:.1} MB, peak {peak:.1} MB: +{:.1} MB (bound {MEMORY_MB} MB)\n\
         bot log        {bot_errors} ERROR lines",
        2 * plan.tables + plan.ai_players,
        plan.tables,
        plan.ai_players,
        plan.seconds,
        moves.len(),
        moves.len() as f64 / elapsed.as_secs_f64(),
        summary(&moves),
        samples.len(),
        summary(&samples.iter().collect::<Vec<_>>()),
        refused.len(),
        ai_waits.len(),
        durations(&ai_waits),
        ai_bound(),
        peak - idle,
    );

    assert_eq!(unanswered, 0, "every honest interaction answered");
    assert!(refused.is_empty(), "no honest refusals: {refused:?}");
    assert_eq!(twice, 0, "no interaction answered twice");
    assert_eq!(bot_errors, 0, "the bot logged no errors");
    assert!(
        moves.len() >= plan.tables * plan.seconds as usize / 2,
        "the honest games went on: {} moves",
        moves.len()
    );
    assert!(
        ai_waits.len() >= plan.ai_players,
        "the AI answered the honest players: {} replies",
        ai_waits.len()
    );
    assert!(
        ai_max <= ai_bound(),
        "every honest AI reply in turn: the slowest took {ai_max:.1?}"
    );
    // The abuser got real work done, and the caps held it.
    assert!(served(Kind::Replay) >= 1, "replays were made");
    assert!(served(Kind::Analyze) >= 1, "an analysis was made or queued");
    assert!(served(Kind::Ai) >= 1, "the abuser got an AI game");
    assert!(
        abused.iter().all(|s| s.latency.is_some()),
        "every abuser command answered"
    );
    assert!(
        peak - idle <= MEMORY_MB,
        "memory bounded: +{:.1} MB",
        peak - idle
    );
    if plan.strict {
        let p99 = quantile(&moves, 0.99).map_or(f64::INFINITY, ms);
        assert!(p99 <= P99_MS, "honest moves' p99 {p99:.1} ms > {P99_MS} ms");
    }
}

fn ai_bound() -> Duration {
    Duration::from_millis(2 * AI_MOVE_MS) + AI_SLACK
}

/// One pair of people: challenge, accept, moves about every half second (each player
/// once a second), a new game when one ends.
async fn table(run: &Run, i: usize, seed: u64) -> Vec<Sample> {
    let white = person(740_000_000_000_000_000 + 2 * i as u64, format!("w{i}"));
    let black = person(740_000_000_000_000_001 + 2 * i as u64, format!("b{i}"));
    let channel = 840_000_000_000_000_000 + i as u64;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut samples = Vec::new();
    let pause = Duration::from_millis(500);
    tokio::time::sleep(pause.mul_f64(rng.gen_range(0.0..2.0))).await;
    while Instant::now() < run.end {
        let opts: Vec<Opt> = vec![
            ("game", 4, run.breakthrough.clone()),
            ("opponent", 6, json!(black.id.to_string())),
            ("size", 3, json!("8x8")),
            ("color", 4, run.white.clone()),
        ];
        let (sample, post) = send(
            run,
            white,
            channel,
            Kind::Challenge,
            "challenge",
            &opts,
            &[black],
        )
        .await;
        samples.push(sample);
        let Some(post) = post else { break };
        let Some(game) = post["components"][0]["components"][0]["custom_id"]
            .as_str()
            .and_then(|c| c.strip_prefix("accept:"))
            .map(str::to_string)
        else {
            panic!("an Accept button: {post}");
        };
        let opts: Vec<Opt> = vec![("game", 3, json!(game))];
        let (sample, post) = send(run, black, channel, Kind::Accept, "accept", &opts, &[]).await;
        samples.push(sample);
        if post.is_none() {
            break;
        }
        run.live.lock().unwrap().push(game.clone());
        let mut pos = AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap();
        let mut ply = 0;
        while !pos.outcome().is_over() && Instant::now() < run.end {
            tokio::time::sleep(pause.mul_f64(rng.gen_range(0.75..1.25))).await;
            let legal = pos.legal_moves();
            let mv = legal[rng.gen_range(0..legal.len())];
            let who = if ply % 2 == 0 { white } else { black };
            let opts: Vec<Opt> = vec![("move", 3, json!(mv.to_string())), ("game", 3, json!(game))];
            let (sample, post) = send(run, who, channel, Kind::Move, "move", &opts, &[]).await;
            samples.push(sample);
            if post.is_none() {
                return samples;
            }
            pos = pos.play(mv).unwrap();
            ply += 1;
        }
    }
    samples
}

/// One person playing the AI (level 2, White) in a channel of their own: a move, the AI's
/// answer posted in the channel (timed), a pause of about a second, and again.
async fn ai_player(run: &Run, i: usize, seed: u64) -> Vec<Sample> {
    let me = person(750_000_000_000_000_000 + i as u64, format!("a{i}"));
    let channel = 850_000_000_000_000_000 + i as u64;
    let posts = format!("/channels/{channel}/messages");
    let mut rng = StdRng::seed_from_u64(seed);
    let mut samples = Vec::new();
    tokio::time::sleep(Duration::from_millis(rng.gen_range(0..1000))).await;
    while Instant::now() < run.end {
        let opts: Vec<Opt> = vec![
            ("game", 4, run.breakthrough.clone()),
            ("size", 3, json!("8x8")),
            ("level", 4, json!(2)),
            ("color", 4, run.white.clone()),
        ];
        let (sample, post) = send(run, me, channel, Kind::Ai, "ai", &opts, &[]).await;
        samples.push(sample);
        if post.is_none() {
            break;
        }
        let Some(game) = latest_game(run, me.id) else {
            panic!("{}'s game against the AI is stored", me.name)
        };
        loop {
            tokio::time::sleep(Duration::from_millis(rng.gen_range(750..1250))).await;
            if Instant::now() >= run.end {
                return samples;
            }
            let pos = position(run, game);
            if pos.outcome().is_over() {
                break;
            }
            let legal = pos.legal_moves();
            let mv = legal[rng.gen_range(0..legal.len())];
            let seen = run.fake.post_count(&posts);
            let opts: Vec<Opt> = vec![
                ("move", 3, json!(mv.to_string())),
                ("game", 3, json!(game.0.to_string())),
            ];
            let (sample, post) = send(run, me, channel, Kind::Move, "move", &opts, &[]).await;
            let answered = sample.latency.map(|_| Instant::now());
            samples.push(sample);
            if post.is_none() {
                return samples;
            }
            if pos.play(mv).unwrap().outcome().is_over() {
                break;
            }
            // The AI's answer: the next post in this channel.
            let Some(reply) = run.fake.wait_post(&posts, seen + 1, WAIT).await else {
                panic!("the AI never answered {} in game {game}", me.name);
            };
            if let Some(t) = answered {
                run.ai_waits
                    .lock()
                    .unwrap()
                    .push(reply.at.saturating_duration_since(t));
            }
        }
    }
    samples
}

/// The abuser's commands, one a second (the command rate), cycling through its
/// repertoire; each answer waited for on the side, so the pace holds.
async fn abuse(run: &Arc<Run>, long_game: GameId, seed: u64) -> Vec<Sample> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pending = Vec::new();
    let mut n = 0usize;
    while Instant::now() < run.end {
        let honest = {
            let live = run.live.lock().unwrap();
            (!live.is_empty()).then(|| live[rng.gen_range(0..live.len())].clone())
        };
        let long = long_game.0.to_string();
        let (kind, name, opts): (Kind, &str, Vec<Opt>) = match n % 6 {
            0 => (Kind::Replay, "replay", vec![("game", 3, json!(long))]),
            1 => (Kind::Analyze, "analyze", vec![("game", 3, json!(long))]),
            2 | 4 => {
                // Level 5 takes the whole budget each turn; level 3 allows hints.
                let level = if n % 12 == 2 { 5 } else { 3 };
                (
                    Kind::Ai,
                    "ai",
                    vec![
                        ("game", 4, run.breakthrough.clone()),
                        ("size", 3, json!("8x8")),
                        ("level", 4, json!(level)),
                        ("color", 4, run.black.clone()),
                    ],
                )
            }
            3 => match latest_game(run, MALLORY.id) {
                Some(game) => (
                    Kind::Hint,
                    "hint",
                    vec![("game", 3, json!(game.0.to_string()))],
                ),
                None => (Kind::Hint, "hint", vec![]),
            },
            _ => match honest {
                Some(game) => (Kind::Replay, "replay", vec![("game", 3, json!(game))]),
                None => (Kind::Hint, "hint", vec![]),
            },
        };
        n += 1;
        let run = run.clone();
        pending.push(tokio::spawn(async move {
            send(&run, MALLORY, MALLORY_CHANNEL, kind, name, &opts, &[])
                .await
                .0
        }));
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    let mut out = Vec::new();
    for p in pending {
        out.push(p.await.expect("an abuser command"));
    }
    out
}

/// The abuser's moves in its games against the AI: whenever it is its turn, at once (a
/// move is never rate-limited), so its AI turns are always queued.
async fn abuser_moves(run: &Run, seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut moved = 0;
    while Instant::now() < run.end {
        let games: Vec<(GameId, AnyPosition)> = {
            let db = run.db.lock().unwrap();
            db.open_games_of(MALLORY.id, Some(GUILD_ID))
                .unwrap()
                .into_iter()
                .filter(|g| g.white == BOT_ID)
                .map(|g| (g.id, AnyPosition::parse(g.kind, &g.position).unwrap()))
                .collect()
        };
        for (game, pos) in games {
            // Mallory plays Black: its turn once the AI (White) has moved.
            if pos.outcome().is_over() || pos.turn() != breaker::games::Color::Black {
                continue;
            }
            let legal = pos.legal_moves();
            let mv = legal[rng.gen_range(0..legal.len())];
            let opts: Vec<Opt> = vec![
                ("move", 3, json!(mv.to_string())),
                ("game", 3, json!(game.0.to_string())),
            ];
            let _ = send(
                run,
                MALLORY,
                MALLORY_CHANNEL,
                Kind::Move,
                "move",
                &opts,
                &[],
            )
            .await;
            moved += 1;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    moved
}

fn latest_game(run: &Run, player: u64) -> Option<GameId> {
    let db = run.db.lock().unwrap();
    let games = db.open_games_of(player, Some(GUILD_ID)).unwrap();
    games.iter().map(|g| g.id).max_by_key(|id| id.0)
}

fn position(run: &Run, game: GameId) -> AnyPosition {
    let db = run.db.lock().unwrap();
    let row = db.game(game).unwrap().expect("the game is stored");
    AnyPosition::parse(row.kind, &row.position).unwrap()
}

/// Sends `/name` from `who` in `channel` and waits for its answer: the callback, or the
/// follow-up of a deferred one. The public post's data, `None` if none came or the
/// answer was private.
async fn send(
    run: &Run,
    who: Person,
    channel: u64,
    kind: Kind,
    name: &str,
    opts: &[Opt],
    users: &[Person],
) -> (Sample, Option<Value>) {
    let (id, body) = interactions::slash(&run.fake, who, name, opts, users);
    let body = interactions::in_guild(body, GUILD_ID, channel);
    run.fake.dispatch("INTERACTION_CREATE", body);
    let mut sample = Sample {
        kind,
        latency: None,
        refused: false,
        text: String::new(),
    };
    let Some(callback) = run.fake.wait_callback_alone(&id, WAIT).await else {
        return (sample, None);
    };
    sample.latency = run
        .fake
        .sent_at(&id)
        .map(|sent| callback.at.saturating_duration_since(sent));
    let post = if callback.json["type"] == json!(DEFERRED) {
        let path = format!("/webhooks/{APP_ID}/token-{id}");
        run.fake.wait_post(&path, 1, WAIT).await.map(|r| r.json)
    } else {
        Some(callback.json["data"].clone())
    };
    sample.text = post
        .as_ref()
        .and_then(|p| p["content"].as_str())
        .unwrap_or_default()
        .to_string();
    match post {
        // A hint is the one private answer that is not a refusal.
        Some(data)
            if is_ephemeral(&data) && kind == Kind::Hint && sample.text.starts_with("Hint for") =>
        {
            (sample, Some(data))
        }
        Some(data) if is_ephemeral(&data) => {
            sample.refused = true;
            (sample, None)
        }
        post => (sample, post),
    }
}

/// The game the abuser replays and analyses: 384 plies of straight pawn pushes on 16×16
/// (as `breaker bench replay`), then resigned, set up through the service before the bot
/// starts.
async fn long_game(database: &Path) -> GameId {
    let store = Store::open(database).unwrap();
    let service = Service::new(store, Config::new(User::bot(BOT_ID, BOT_NAME)));
    let ctx = |id, name: &str| Ctx::new(Some(GUILD_ID), MALLORY_CHANNEL, User::new(id, name));
    let (mallory, trent) = (ctx(MALLORY.id, "mallory"), ctx(TRENT, "trent"));
    let invite = service
        .games()
        .challenge(
            &mallory,
            &trent.user,
            GameKind::Breakthrough,
            Some("16x16"),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let id = invite.buttons[0]
        .custom_id
        .split_once(':')
        .unwrap()
        .1
        .to_string();
    let started = service.games().accept(&trent, Some(&id)).await.unwrap();
    assert!(!started.ephemeral, "{}", started.content);
    for ply in 0..LONG_PLIES {
        let (who, mv) = if ply % 2 == 0 {
            (&mallory, push(ply / 2, true))
        } else {
            (&trent, push(ply / 2, false))
        };
        let reply = service
            .games()
            .play_move(who, &mv, Some(&id))
            .await
            .unwrap();
        assert!(!reply.ephemeral, "{mv}: {}", reply.content);
    }
    // Finished, so it may be analysed (never during a game).
    let resigned = service
        .games()
        .resign_confirmed(&trent, Some(&id))
        .await
        .unwrap();
    assert!(!resigned.ephemeral, "{}", resigned.content);
    GameId(id.parse().unwrap())
}

/// White's `k`-th straight push on 16×16 (Black's mirrors it), as in `breaker bench
/// replay`: file by file, the front pawn six squares, then the one behind it six.
fn push(k: usize, white: bool) -> String {
    let file = (b'a' + (k / 12) as u8) as char;
    let j = k % 12;
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

/// The harness floor: `senders` people sending a command about once a second each, and
/// one more at one a second, to a responder that answers every interaction at once (a
/// serenity client in this process). Their latency is what the fake, the gateway and
/// serenity cost before the bot does anything.
async fn floor(senders: usize, length: Duration) -> String {
    let fake = FakeDiscord::start().await;
    let responder = support::null_bot::start(&fake, None).await;
    let end = Instant::now() + length;
    let mut tasks = Vec::new();
    for i in 0..=senders {
        let fake = fake.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = StdRng::seed_from_u64(i as u64);
            let who = person(760_000_000_000_000_000 + i as u64, format!("f{i}"));
            let mut times = Vec::new();
            tokio::time::sleep(Duration::from_millis(rng.gen_range(0..1000))).await;
            while Instant::now() < end {
                let opts: Vec<Opt> = vec![("move", 3, json!("a2-a3"))];
                let (id, body) = interactions::slash(&fake, who, "move", &opts, &[]);
                fake.dispatch("INTERACTION_CREATE", body);
                if let Some(cb) = fake.wait_callback_alone(&id, WAIT).await {
                    if let Some(sent) = fake.sent_at(&id) {
                        times.push(cb.at.saturating_duration_since(sent));
                    }
                }
                let pause = if i == senders {
                    1000
                } else {
                    rng.gen_range(750..1250)
                };
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            times
        }));
    }
    let mut times = Vec::new();
    for t in tasks {
        times.extend(t.await.unwrap());
    }
    responder.abort();
    times.sort_unstable();
    durations(&times)
}

/// The bot's resident memory now, in MB (Linux `/proc`).
fn rss_mb(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<f64>().ok()? / 1024.0)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn quantile(samples: &[&Sample], q: f64) -> Option<Duration> {
    let mut times: Vec<Duration> = samples.iter().filter_map(|s| s.latency).collect();
    times.sort_unstable();
    times
        .get(((times.len().max(1) - 1) as f64 * q).round() as usize)
        .copied()
}

/// p50, p99 and max of the answered samples.
fn summary(samples: &[&Sample]) -> String {
    let mut times: Vec<Duration> = samples.iter().filter_map(|s| s.latency).collect();
    times.sort_unstable();
    durations(&times)
}

/// p50, p99 and max of sorted durations.
fn durations(times: &[Duration]) -> String {
    if times.is_empty() {
        return "no answers".to_string();
    }
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    format!(
        "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (n {})",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(times[times.len() - 1]),
        times.len()
    )
}

/// How many callbacks each interaction got accepted (Discord takes one).
fn callbacks_per_interaction(fake: &FakeDiscord) -> HashMap<String, usize> {
    let mut out = HashMap::new();
    for r in fake.recorded().iter().filter(|r| r.status < 300) {
        if let ["interactions", id, _, "callback"] =
            r.path.trim_matches('/').split('/').collect::<Vec<_>>()[..]
        {
            *out.entry(id.to_string()).or_insert(0) += 1;
        }
    }
    out
}
