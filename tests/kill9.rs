//! Nothing lost to `kill -9`: a stream of moves in many games through the real bot
//! (`breaker run` against the fake Discord), the bot killed with SIGKILL at random moments
//! and restarted. Afterwards every move that was acknowledged (its public post came back
//! as the interaction callback) is in the database exactly once at the ply it was played,
//! no interaction was answered twice, every game replays to its stored position, and play
//! went on after the last restart.
//!
//! The short form (4 games, 200 moves, 3 kills) runs by default; the full form (20 games,
//! 2 000 moves, 12 kills) with `cargo test --test kill9 -- --ignored`.
//!
//! The driver plays Breach 15×15 (a game only a full board ends, so every game lasts past
//! 100 moves), one move in flight per game. A move in flight when the bot dies is either
//! committed or not: the driver then reads the database (as a second process may, WAL)
//! to learn which, and goes on from there. Interactions queued while the bot is down are
//! dropped, as Discord does not hold them.

mod support;

use breaker::games::{AnyPosition, GameKind};
use breaker::store::{Db, GameId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::bot::Bot;
use support::fake_discord::{FakeDiscord, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, ALICE, BOB};
use support::registered::{choice, is_ephemeral, registration};
use tokio::sync::Mutex;

const WAIT: Duration = Duration::from_secs(60);
const CHANNEL_MESSAGE: u64 = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_kill_9() {
    run(4, 50, 3, 7).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the full form: 2 000 moves, 12 kills (minutes)"]
async fn acknowledged_moves_survive_kill_9_full() {
    run(20, 100, 12, 11).await;
}

/// The bot as the killer sees it: the process and how many times it started.
struct Life {
    bot: Option<Bot>,
    starts: usize,
}

/// One move sent: which game, at which ply, what.
#[derive(Clone)]
struct Sent {
    interaction: String,
    game: GameId,
    ply: usize,
    text: String,
    /// Its public post came back: the callback, or the follow-up of a deferred callback.
    acked: Option<Instant>,
}

async fn run(games: usize, moves_per_game: usize, kills: usize, seed: u64) {
    let began = Instant::now();
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    fake.keep_files(false);
    let database = e2e.database.clone();
    let (bot, commands) = e2e.start(&[]).await;
    let breach = choice(&commands, "challenge", "game", "Breach");
    let white = choice(&commands, "challenge", "color", "white");

    // The games: Alice (White) challenges Bob, who accepts by command.
    let mut ids = Vec::new();
    for _ in 0..games {
        let opts: Vec<Opt> = vec![
            ("game", 4, breach.clone()),
            ("opponent", 6, json!(BOB.id.to_string())),
            ("size", 3, json!("15")),
            ("color", 4, white.clone()),
        ];
        let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
        let invite = push(&fake, &id, body).await;
        let game = invite.json["data"]["components"][0]["components"][0]["custom_id"]
            .as_str()
            .and_then(|c| c.strip_prefix("accept:"))
            .unwrap_or_else(|| panic!("an Accept button: {}", invite.json))
            .to_string();
        let (id, body) =
            interactions::slash(&fake, BOB, "accept", &[("game", 3, json!(game))], &[]);
        let start = push(&fake, &id, body).await;
        assert!(!is_ephemeral(&start.json["data"]), "{}", start.json);
        ids.push(GameId(game.parse().unwrap()));
    }

    let life = Arc::new(Mutex::new(Life {
        bot: Some(bot),
        starts: 1,
    }));
    let acked = Arc::new(AtomicUsize::new(0));
    let total = games * moves_per_game;
    let mut rng = StdRng::seed_from_u64(seed);
    // Kill points spread over the stream, the last well before its end.
    let mut points: Vec<usize> = (0..kills)
        .map(|_| rng.gen_range(total / 20..total * 9 / 10))
        .collect();
    points.sort_unstable();

    let mut drivers = Vec::new();
    for (i, &game) in ids.iter().enumerate() {
        let (fake, life, acked) = (fake.clone(), life.clone(), acked.clone());
        let database = database.clone();
        let seed = seed * 1000 + i as u64;
        drivers.push(tokio::spawn(async move {
            drive(&fake, &life, &acked, &database, game, moves_per_game, seed).await
        }));
    }

    // The killer: SIGKILL as the stream passes each point, at a random moment within a
    // move, then a restart.
    let mut killed = 0;
    let mut last_restart = Instant::now();
    for point in points {
        while acked.load(Ordering::SeqCst) < point {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        tokio::time::sleep(Duration::from_millis(rng.gen_range(0..60))).await;
        let mut life = life.lock().await;
        life.bot.take().expect("a bot").kill();
        fake.drop_queued();
        killed += 1;
        life.starts += 1;
        life.bot = Some(e2e.launch(&[]));
        let starts = life.starts;
        drop(life);
        registration(&fake, starts).await;
        last_restart = Instant::now();
    }
    let mut sent = Vec::new();
    for driver in drivers {
        sent.extend(driver.await.expect("a driver"));
    }
    let played = began.elapsed();
    let life = life.lock().await;
    let restarts = life.starts - 1;
    drop(life);

    // The accounting, from what the fake recorded and what the database holds.
    let db = Db::open(&database).expect("open the database");
    let mut acknowledged = 0;
    let mut unacknowledged_but_stored = 0;
    let mut after_last_kill = 0;
    for &game in &ids {
        let stored = db.moves(game).unwrap();
        let row = db.game(game).unwrap().unwrap();
        // Replays to its stored position.
        let mut pos = AnyPosition::parse(GameKind::Breach, &row.start_position).unwrap();
        for m in &stored {
            pos = pos.play_text(&m.text).expect("a stored move replays").0;
        }
        assert_eq!(pos.to_string(), row.position, "game {game} replays");
        assert_eq!(stored.len(), row.ply as usize, "game {game}: ply count");
        assert_eq!(stored.len(), moves_per_game, "game {game} was played on");
        let mut acked_plies = vec![false; stored.len()];
        for s in sent.iter().filter(|s| s.game == game) {
            let callbacks = fake.callback_count(&s.interaction);
            assert!(
                callbacks <= 1,
                "{} answered {callbacks} times",
                s.interaction
            );
            // The driver's view, or a public callback recorded after it gave up waiting.
            let late = || {
                fake.callback(&s.interaction)
                    .filter(|r| r.json["type"] == json!(CHANNEL_MESSAGE))
                    .filter(|r| !is_ephemeral(&r.json["data"]))
                    .map(|r| r.at)
            };
            let Some(at) = s.acked.or_else(late) else {
                continue;
            };
            acknowledged += 1;
            // Exactly once: at its ply, and no other acknowledgement for that ply.
            assert_eq!(
                stored.get(s.ply).map(|m| m.text.as_str()),
                Some(s.text.as_str()),
                "game {game}: the acknowledged move at ply {} is stored there",
                s.ply
            );
            assert!(
                !acked_plies[s.ply],
                "game {game} ply {} acknowledged twice",
                s.ply
            );
            acked_plies[s.ply] = true;
            if at > last_restart {
                after_last_kill += 1;
            }
        }
        unacknowledged_but_stored += acked_plies.iter().filter(|a| !**a).count();
    }
    assert!(
        after_last_kill >= games,
        "play went on after the last restart"
    );
    assert_eq!(killed, kills, "kills");
    assert_eq!(restarts, kills);
    assert!(
        unacknowledged_but_stored <= kills * games,
        "at most one unacknowledged move per game per kill"
    );
    eprintln!(
        "kill -9: {games} games, {} moves stored, {acknowledged} acknowledged ({after_last_kill} \
         after the last restart), {} sent, {unacknowledged_but_stored} stored but not \
         acknowledged (in flight at a kill), {kills} kills, duplicates 0, lost 0; {played:.1?}",
        games * moves_per_game,
        sent.len()
    );
}

/// Plays `moves` moves of `game`, one in flight at a time, resyncing from the database
/// whenever the bot died under a move. Returns every move sent.
async fn drive(
    fake: &FakeDiscord,
    life: &Mutex<Life>,
    acked: &AtomicUsize,
    database: &Path,
    game: GameId,
    moves: usize,
    seed: u64,
) -> Vec<Sent> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = AnyPosition::start(GameKind::Breach, Some("15")).unwrap();
    let mut ply = 0;
    let mut sent = Vec::new();
    while ply < moves {
        let legal = pos.legal_moves();
        let mv = legal[rng.gen_range(0..legal.len())];
        let text = mv.to_string();
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let opts: Vec<Opt> = vec![
            ("move", 3, json!(text)),
            ("game", 3, json!(game.0.to_string())),
        ];
        let (id, body) = interactions::slash(fake, who, "move", &opts, &[]);
        // Pushed under the lock, so a kill is either before (and the push waits for the
        // new bot) or after (and the kill drops it if it was still queued).
        let starts = {
            let life = life.lock().await;
            fake.dispatch("INTERACTION_CREATE", body);
            life.starts
        };
        let acked_at = answered(fake, life, &id, starts, &text).await;
        sent.push(Sent {
            interaction: id.clone(),
            game,
            ply,
            text: text.clone(),
            acked: acked_at,
        });
        match acked_at {
            Some(_) => {
                pos = pos.play(mv).unwrap();
                ply += 1;
                acked.fetch_add(1, Ordering::SeqCst);
            }
            None => {
                // Not acknowledged: stored or not, the database says.
                let stored = stored_moves(database, game).await;
                assert!(
                    stored.len() == ply || (stored.len() == ply + 1 && stored[ply] == text),
                    "game {game}: {} moves stored, {ply} acknowledged, {text} in flight",
                    stored.len()
                );
                if stored.len() == ply + 1 {
                    pos = pos.play(mv).unwrap();
                    ply += 1;
                }
            }
        }
    }
    sent
}

/// When the public post of move interaction `id` reached Discord: its callback, or the
/// follow-up of its deferred callback. `None` if the bot was killed first.
async fn answered(
    fake: &FakeDiscord,
    life: &Mutex<Life>,
    id: &str,
    starts: usize,
    text: &str,
) -> Option<Instant> {
    let deadline = Instant::now() + WAIT;
    let killed = || async { life.lock().await.starts != starts };
    let callback = loop {
        if let Some(answer) = fake.wait_callback(id, Duration::from_millis(200)).await {
            break answer;
        }
        if killed().await {
            // Killed under this move: a callback already on its way is recorded by now
            // or never.
            tokio::time::sleep(Duration::from_millis(100)).await;
            break fake.callback(id)?;
        }
        assert!(Instant::now() < deadline, "no answer to {text} ({id})");
    };
    if callback.json["type"] == json!(CHANNEL_MESSAGE) {
        let data = &callback.json["data"];
        assert!(!is_ephemeral(data), "{text} refused: {data}");
        return Some(callback.at);
    }
    // Deferred (a slow moment): the post is the follow-up.
    let edit = format!("/webhooks/{APP_ID}/token-{id}");
    loop {
        let found = fake
            .recorded()
            .into_iter()
            .find(|r| r.method == "POST" && r.path == edit);
        if let Some(edit) = found {
            assert!(!is_ephemeral(&edit.json), "{text} refused: {}", edit.json);
            return Some(edit.at);
        }
        if killed().await {
            tokio::time::sleep(Duration::from_millis(100)).await;
            return fake
                .recorded()
                .into_iter()
                .find(|r| r.method == "POST" && r.path == edit)
                .map(|r| r.at);
        }
        assert!(Instant::now() < deadline, "no post for {text} ({id})");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The moves stored for `game`, read by a second connection.
async fn stored_moves(database: &Path, game: GameId) -> Vec<String> {
    let database: PathBuf = database.to_path_buf();
    tokio::task::spawn_blocking(move || {
        let db = Db::open(&database).expect("open the database");
        db.moves(game)
            .unwrap()
            .into_iter()
            .map(|m| m.text)
            .collect()
    })
    .await
    .unwrap()
}

async fn push(fake: &FakeDiscord, id: &str, body: Value) -> support::fake_discord::Recorded {
    fake.dispatch("INTERACTION_CREATE", body);
    fake.wait_callback(id, WAIT)
        .await
        .unwrap_or_else(|| panic!("no callback for {id}"))
}
