//! Notices are never lost and never doubled: games whose deadlines and reminders fell due
//! while Breaker was offline, and games waiting for the AI's move, then the real bot
//! (`breaker run` against the fake Discord) started to deliver them while Discord answers
//! 5xx and 429 for a while and posts are slow, and the bot killed with SIGKILL at random
//! moments and restarted. Afterwards every notice that fell due is in the channel exactly
//! once, in the order it fell due (the same notices, in the same order, as the service
//! settles on a copy of the database), and each AI move is posted exactly once.
//!
//! The fake Discord answers a post whose `enforce_nonce` nonce it saw in the channel with
//! the first message, as Discord does, so a post retried after a crash shows once.
//!
//! The short form runs by default; `-- --ignored` runs more games and kills.

mod support;

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use breaker::games::GameKind;
use breaker::service::{
    ChallengeOptions, ColorChoice, Config, Ctx, ManualClock, Reply, Service, User,
};
use breaker::store::{parse_utc, GameId, Store};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::fake_discord::{FakeDiscord, RestFault, BOT_ID};
use support::harness::Harness;
use support::interactions::{CHANNEL_ID, GUILD_ID};

const HOUR: i64 = 3600 * 1000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_survive_kill_9_and_discord_failures() {
    run(10, 3, 5).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the long form: 40 games, 8 kills (a few minutes)"]
async fn notices_survive_kill_9_and_discord_failures_long() {
    run(40, 8, 17).await;
}

/// One outbox row as the oracle settled it: its number (the Discord nonce) and game.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Expected {
    id: i64,
    game: i64,
    kind: String,
}

async fn run(games: usize, kills: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut e2e = Harness::new().await;
    let database = e2e.database.clone();
    let t0 = parse_utc("2027-01-04T00:00:00Z").unwrap();
    // Deadlines 1 h apart from t0 + 1 d; the bot starts half-way through them, so the
    // first half have timed out and the rest owe reminders.
    prepare(&database, t0, games).await;
    let ai_games = prepare_ai(&database, t0, games / 3).await;
    let start = t0 + 24 * HOUR + (games as i64 / 2) * HOUR + HOUR / 2;
    let expected = oracle(&database, e2e.dir(), start).await;
    assert!(
        expected.len() >= games / 2,
        "the scenario owes many notices: {expected:?}"
    );
    let kinds: Vec<&str> = expected.iter().map(|e| e.kind.as_str()).collect();
    assert!(kinds.contains(&"reminder") && kinds.iter().any(|k| *k != "reminder"));

    let fake = e2e.fake.clone();
    fake.keep_files(false);
    // Discord failing for a while: errors, rate limits, slow answers.
    fake.fail("POST", "/messages", 2, RestFault::Status(502));
    fake.fail(
        "POST",
        "/messages",
        2,
        RestFault::RateLimited {
            retry_after: 0.2,
            global: false,
        },
    );
    fake.fail(
        "POST",
        "/messages",
        4,
        RestFault::Slow(Duration::from_millis(400)),
    );
    let now = format!("2027-01-05T{:02}:30:00Z", games / 2);
    assert_eq!(parse_utc(&now), Some(start));
    let env = [
        ("BREAKER_NOW", now.as_str()),
        ("RUST_LOG", "warn,breaker=info"),
    ];
    let (mut bot, _) = e2e.start(&env).await;
    let channel = CHANNEL_ID.to_string();
    for k in 0..kills {
        // Kill once a random number more of the notices are out (or after a while).
        let created = posts(&fake, &channel);
        let more = rng.gen_range(0..=2);
        let wait = Duration::from_millis(rng.gen_range(50..1500));
        let until = tokio::time::Instant::now() + wait;
        while posts(&fake, &channel) < created + more && tokio::time::Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        bot.kill();
        if k % 2 == 0 {
            fake.fail("POST", "/messages", 1, RestFault::Status(500));
        }
        (bot, _) = e2e.start(&env).await;
    }
    // After the last restart everything goes out (retries wait seconds, not minutes).
    let owed = expected.len() + ai_games.len();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    while posts(&fake, &channel) < owed && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let log = bot.log();
    let created: Vec<(String, Option<String>, String)> = fake
        .created_messages()
        .into_iter()
        .filter(|(c, _, _)| *c == channel)
        .collect();
    assert!(
        created.iter().all(|(_, nonce, _)| nonce.is_some()),
        "every post from the outbox carries its nonce"
    );
    // Each post names its game first (`#12` in its title, or `12` in an expiry).
    let games_posted: Vec<i64> = created
        .iter()
        .map(|(_, _, text)| first_game(text))
        .collect();
    let notices: Vec<i64> = games_posted
        .iter()
        .copied()
        .filter(|g| !ai_games.contains(g))
        .collect();
    let want: Vec<i64> = expected.iter().map(|e| e.game).collect();
    assert_eq!(
        notices, want,
        "every notice exactly once, in the order it fell due\nlog:\n{log}"
    );
    let mut ai_posted: Vec<i64> = games_posted
        .iter()
        .copied()
        .filter(|g| ai_games.contains(g))
        .collect();
    ai_posted.sort();
    assert_eq!(ai_posted, ai_games, "each AI move posted once\nlog:\n{log}");
    for (_, _, text) in created
        .iter()
        .filter(|(_, _, t)| ai_games.contains(&first_game(t)))
    {
        assert!(text.contains("played"), "an AI move post: {text}");
    }
    // Nothing is left to deliver.
    let left = Store::open(&database)
        .unwrap()
        .call(|db| db.outbox_undelivered())
        .await
        .unwrap();
    assert_eq!(left, 0, "log:\n{log}");
    bot.kill();
}

/// The first game number a post names (`#12`).
fn first_game(text: &str) -> i64 {
    let at = text.find('#').expect("a post names its game");
    text[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("a game number")
}

/// Channel messages created in `channel`.
fn posts(fake: &FakeDiscord, channel: &str) -> usize {
    fake.created_messages()
        .iter()
        .filter(|(c, _, _)| c == channel)
        .count()
}

fn service(path: &Path, clock: &ManualClock) -> Service {
    let store = Store::open(path).unwrap();
    let config = Config::new(User::bot(BOT_ID, "Breaker"));
    Service::with_clock(store, config, Arc::new(clock.clone()))
}

fn ctx(id: u64) -> Ctx {
    Ctx::new(Some(GUILD_ID), CHANNEL_ID, User::new(id, format!("p{id}")))
}

/// `games` games in the test channel, game `i` started at `t0 + i h` with a 1-day clock:
/// even ones after a move each (a loss on time when it runs out), odd ones with no move
/// (aborted, or a loss when rated).
async fn prepare(path: &Path, t0: i64, games: usize) {
    let clock = ManualClock::new(t0);
    let s = service(path, &clock);
    for i in 0..games as u64 {
        clock.set(t0 + i as i64 * HOUR);
        let (white, black) = (1_000 + i, 2_000 + i);
        let invite = s
            .games()
            .challenge_with(
                &ctx(white),
                &User::new(black, format!("p{black}")),
                GameKind::Breakthrough,
                &ChallengeOptions {
                    size: Some("5x5"),
                    color: Some(ColorChoice::White),
                    clock: Some("1d"),
                    ..ChallengeOptions::default()
                },
            )
            .await
            .unwrap();
        let id = game_id(&invite);
        let started = s
            .games()
            .accept(&ctx(black), Some(&id.to_string()))
            .await
            .unwrap();
        assert!(!started.ephemeral, "{}", started.content);
        if i % 2 == 0 {
            for (who, mv) in [(white, "a2-a3"), (black, "e4-e3")] {
                let r = s.games().play_move(&ctx(who), mv, None).await.unwrap();
                assert!(!r.ephemeral, "{}", r.content);
            }
        }
    }
}

/// `n` games against Breaker in the test channel, each waiting for its move (a player
/// moved first as White): the bot plays them when it starts. Their ids.
async fn prepare_ai(path: &Path, t0: i64, n: usize) -> Vec<i64> {
    let clock = ManualClock::new(t0);
    let s = service(path, &clock);
    let mut ids = Vec::new();
    for i in 0..n as u64 {
        let human = 3_000 + i;
        let started = s
            .games()
            .challenge_with(
                &ctx(human),
                &User::bot(BOT_ID, "Breaker"),
                GameKind::Breakthrough,
                &ChallengeOptions {
                    size: Some("5x5"),
                    color: Some(ColorChoice::White),
                    clock: Some("30d"),
                    ..ChallengeOptions::default()
                },
            )
            .await
            .unwrap();
        assert!(!started.ephemeral, "{}", started.content);
        let moved = s
            .games()
            .play_move(&ctx(human), "a2-a3", None)
            .await
            .unwrap();
        assert!(!moved.ephemeral, "{}", moved.content);
        ids.push(first_game(&moved.content.to_string()));
    }
    ids
}

fn game_id(invite: &Reply) -> GameId {
    let b = invite.buttons.first().expect("an invite has buttons");
    b.custom_id.split_once(':').unwrap().1.parse().unwrap()
}

/// What the service settles at `at` on a copy of the database: the outbox rows, in the
/// order they fell due.
async fn oracle(path: &Path, dir: &Path, at: i64) -> Vec<Expected> {
    // The preparing service is gone, so the file is whole (its WAL checkpointed).
    let copy = dir.join("oracle.db");
    std::fs::copy(path, &copy).unwrap();
    let clock = ManualClock::new(at);
    let s = service(&copy, &clock);
    s.correspondence().settle_due().await.unwrap();
    let rows = s
        .store()
        .call(|db| db.outbox_waiting(i64::MAX, 10_000, &breaker::shards::Shards::all(1)))
        .await
        .unwrap();
    let kinds: HashMap<_, _> = [
        (breaker::store::OutboxKind::Reminder, "reminder"),
        (breaker::store::OutboxKind::TimeForfeit, "time-forfeit"),
        (breaker::store::OutboxKind::Aborted, "aborted"),
        (breaker::store::OutboxKind::Expired, "expired"),
        (breaker::store::OutboxKind::VacationEnded, "vacation-ended"),
    ]
    .into_iter()
    .collect();
    rows.into_iter()
        .map(|r| Expected {
            id: r.id,
            game: r.notice.game.0,
            kind: kinds[&r.notice.kind].to_string(),
        })
        .collect()
}

/// A graceful stop (SIGTERM) lets a notice being posted finish and records it as
/// delivered, so the next start does not post it again; what was not yet tried waits in
/// the outbox and goes out after the restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graceful_stop_finishes_the_notice_in_flight() {
    let mut e2e = Harness::new().await;
    let database = e2e.database.clone();
    let t0 = parse_utc("2027-01-04T00:00:00Z").unwrap();
    prepare(&database, t0, 4).await;
    let now = "2027-01-06T00:00:00Z";
    let expected = oracle(&database, e2e.dir(), parse_utc(now).unwrap()).await;
    assert_eq!(expected.len(), 4, "{expected:?}");
    let fake = e2e.fake.clone();
    fake.keep_files(false);
    // Every post takes 1.5 s: the stop arrives while one is on its way.
    fake.fail(
        "POST",
        "/messages",
        100,
        RestFault::Slow(Duration::from_millis(1500)),
    );
    let env = [("BREAKER_NOW", now)];
    let (bot, _) = e2e.start(&env).await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    let status = tokio::task::spawn_blocking(move || bot.terminate())
        .await
        .unwrap();
    assert!(status.success(), "{status:?}");
    let channel = CHANNEL_ID.to_string();
    let before = posts(&fake, &channel);
    assert!(before >= 1, "the post in flight finished");
    let left = Store::open(&database)
        .unwrap()
        .call(|db| db.outbox_undelivered())
        .await
        .unwrap();
    assert_eq!(
        before + left as usize,
        expected.len(),
        "each notice either delivered and recorded, or still waiting"
    );
    let (bot, _) = e2e.start(&env).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while posts(&fake, &channel) < expected.len() && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Each nonce was sent once: nothing posted twice, even before Discord's dedupe.
    let sent: Vec<String> = fake
        .recorded()
        .iter()
        .filter(|r| r.method == "POST" && r.path == format!("/channels/{channel}/messages"))
        .map(|r| r.json["nonce"].as_str().unwrap_or_default().to_string())
        .collect();
    let want: Vec<String> = expected.iter().map(|e| e.id.to_string()).collect();
    assert_eq!(sent, want, "log:\n{}", bot.log());
    bot.kill();
}
