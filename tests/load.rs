//! Load through the real bot: many games at once driven through the fake Discord
//! (`breaker run`, its real serenity client), each player pausing about a second
//! (jittered) after seeing the opponent's move acknowledged, so N games offer about
//! N moves/s. Meanwhile another player types into `/move move:` on a 200-ply Breach
//! game, so autocomplete is measured under the same load.
//!
//! Every interaction's latency is the time from the fake writing its INTERACTION_CREATE
//! to the websocket to the fake receiving its callback (`POST /interactions/{id}/{token}/
//! callback`); both are timestamped by the fake. Printed: p50/p99/max per kind, moves/s
//! achieved, errors. Checked: every interaction answered exactly once, none refused, and
//! afterwards every acknowledged move is in the database exactly once, at its ply, and
//! every game replays to its stored position. Timing is reported, never asserted (CI is
//! noisy; speed targets live in benchmarks and in this test's printed figures).
//!
//! The short form (20 games, 10 s) runs by default; the full forms (100 games and 200
//! games, 60 s each), one after the other so they do not share the CPU, with
//! `cargo test --release --test load -- --ignored --nocapture --test-threads=1`.
//!
//! The 200-ply game (Breakthrough 16×16, the board where a game lasts that long; no
//! Breach board holds 200 plies) is set up before the bot starts, by the same service the
//! bot runs, on the same database file: 200 interactions through the bot would only slow
//! the test.

mod support;

use breaker::games::{AnyPosition, GameKind};
use breaker::service::{ColorChoice, Config, Ctx, Service, User};
use breaker::store::{Db, GameId, Store};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, Recorded, APP_ID, BOT_ID, BOT_NAME};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, GUILD_ID};
use support::metrics::{free_port, scrape};
use support::registered::{choice, is_ephemeral};

/// Longest wait for one answer before it counts as unanswered.
const WAIT: Duration = Duration::from_secs(30);
const DEFERRED: u64 = 5;
const AUTOCOMPLETE_RESULT: u64 = 8;
/// Every `BREACH_EVERY`th game is Breach 10×10, the rest Breakthrough 8×8.
const BREACH_EVERY: usize = 4;
/// The autocompleting player types a keystroke this often.
const KEYSTROKE: Duration = Duration::from_millis(100);
/// Autocompletes before the games start: the figure without load, for comparison.
const IDLE_AUTOCOMPLETES: usize = 50;
/// The long game: Breakthrough on the largest board, its players and channel.
const LONG_SIZE: &str = "16x16";
/// The long game's players and channel.
const CAROL: u64 = 720_000_000_000_000_001;
const DAVE: u64 = 720_000_000_000_000_002;
const LONG_CHANNEL: u64 = 810_000_000_000_000_000;

/// One run's shape.
struct Plan {
    games: usize,
    /// Seconds of play; no move is sent after it.
    seconds: u64,
    /// The mean pause between seeing a move and sending the next; jittered ±25%.
    pause: Duration,
    /// Plies of the long game autocomplete runs on.
    long_plies: usize,
    /// Whether a player types into `/move` on the long game through the run (issue 39's
    /// measure has the games alone, as its floor does).
    typist: bool,
    seed: u64,
    /// Every `n`th game is Breach 10×10 (`None`: all Breakthrough 8×8).
    breach_every: Option<usize>,
}

/// A run's move latency (interaction to callback), for the comparison with the floor.
struct Figures {
    moves_per_s: f64,
    p50: Duration,
    p99: Duration,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_games_through_the_bot() {
    run(Plan {
        games: 20,
        seconds: 10,
        pause: Duration::from_secs(1),
        long_plies: 200,
        typist: true,
        seed: 9,
        breach_every: Some(BREACH_EVERY),
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the full form at the target's size: 100 games for 60 s"]
async fn concurrent_games_through_the_bot_100() {
    run(Plan {
        games: 100,
        seconds: 60,
        pause: Duration::from_secs(1),
        long_plies: 200,
        typist: true,
        seed: 100,
        breach_every: Some(BREACH_EVERY),
    })
    .await;
}

/// Issue 39's measure: 100 games of Breakthrough 8×8 through the bot (the games alone,
/// nobody typing into autocomplete, which the floor does not answer), then the harness
/// floor: as many senders as the bot served moves per second, each sending `/move` about
/// once a second to a null bot that answers at once with the same 49 KB picture, once
/// in this process and once in a process of its own (as the bot is). Run in
/// release, alone: `cargo test --release --test load -- --ignored --nocapture
/// --test-threads=1 against_its_floor`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the issue's measure: 100 games for 60 s, then the floor twice for 30 s"]
async fn breakthrough_100_against_its_floor() {
    let bot = run(Plan {
        games: 100,
        seconds: 60,
        pause: Duration::from_secs(1),
        long_plies: 200,
        typist: false,
        seed: 39,
        breach_every: None,
    })
    .await;
    let senders = bot.moves_per_s.round().max(1.0) as usize;
    let inside = floor(senders, Duration::from_secs(30), Responder::InThisProcess).await;
    let apart = floor(senders, Duration::from_secs(30), Responder::Apart).await;
    eprintln!(
        "\n==== the bot against its floor ====\n\
         bot       {:.1} moves/s, p50 {:.1} ms, p99 {:.1} ms",
        bot.moves_per_s,
        ms(bot.p50),
        ms(bot.p99),
    );
    for (floor, where_) in [(inside, "in this process"), (apart, "in its own process")] {
        eprintln!(
            "null bot  {where_}, {senders} senders at 1/s: {:.1} answers/s, p50 {:.1} ms, \
             p99 {:.1} ms; bot p99 / null p99 = {:.1}",
            floor.moves_per_s,
            ms(floor.p50),
            ms(floor.p99),
            ms(bot.p99) / ms(floor.p99).max(0.001),
        );
    }
}

/// Where the floor's null bot runs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Responder {
    /// On this test's runtime, beside the fake.
    InThisProcess,
    /// In a process of its own with a runtime of two workers, as the bot runs: this
    /// test binary again, running only [`null_bot_apart`].
    Apart,
}

/// The floor's null bot in its own process: the parent runs this test binary again with
/// `NULL_BOT_URL` set to its fake, and kills it after the floor.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the floor's responder, started by breakthrough_100_against_its_floor"]
async fn null_bot_apart() {
    let Ok(url) = std::env::var("NULL_BOT_URL") else {
        return;
    };
    let _bot = support::null_bot::connect(&url, Some(picture())).await;
    std::future::pending::<()>().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the full form: 200 games for 60 s"]
async fn concurrent_games_through_the_bot_200() {
    run(Plan {
        games: 200,
        seconds: 60,
        pause: Duration::from_secs(1),
        long_plies: 200,
        typist: true,
        seed: 200,
        breach_every: Some(BREACH_EVERY),
    })
    .await;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Kind {
    Challenge,
    Accept,
    Move,
    Autocomplete,
}

/// One interaction sent and what became of it.
struct Sample {
    kind: Kind,
    interaction: String,
    /// Gateway send to callback received; `None`: no callback within [`WAIT`].
    latency: Option<Duration>,
    /// Answered with a deferral (its post came as a follow-up).
    deferred: bool,
    /// Answered privately: a refusal or an error, never expected here.
    refused: bool,
}

/// A game one table played: its moves as acknowledged, in order.
struct Played {
    game: GameId,
    kind: GameKind,
    acked: Vec<String>,
    /// A move sent and never answered (the game's log may or may not hold it).
    unanswered: Option<String>,
}

/// One pair of players, in its own channel.
struct Table {
    white: Person,
    black: Person,
    channel: u64,
    kind: GameKind,
    size: &'static str,
}

impl Table {
    fn new(i: usize, breach_every: Option<usize>) -> Table {
        let person = |id: u64, name: String| Person {
            id,
            name: Box::leak(name.into_boxed_str()),
            bot: false,
        };
        let (kind, size) = if breach_every.is_some_and(|n| i % n == n - 1) {
            (GameKind::Breach, "10")
        } else {
            (GameKind::Breakthrough, "8x8")
        };
        Table {
            white: person(710_000_000_000_000_000 + 2 * i as u64, format!("w{i}")),
            black: person(710_000_000_000_000_001 + 2 * i as u64, format!("b{i}")),
            channel: 820_000_000_000_000_000 + i as u64,
            kind,
            size,
        }
    }
}

/// What every driver shares.
struct Run {
    fake: FakeDiscord,
    breakthrough: Value,
    breach: Value,
    white: Value,
    end: Instant,
    pause: Duration,
}

async fn run(plan: Plan) -> Figures {
    let mut e2e = Harness::new().await;
    let database = e2e.database.clone();
    let setup = Instant::now();
    let long_game = long_game(&database, plan.long_plies, plan.seed).await;
    let long_setup = setup.elapsed();

    let fake = e2e.fake.clone();
    fake.keep_files(false);
    // Many users challenge at once; the per-user rate is not what this measures. The
    // bot's own move timing (metrics) splits the latency into inside and outside it.
    let metrics_addr = free_port();
    let (bot, commands) = e2e
        .start(&[("COMMAND_RATE", "off"), ("METRICS_ADDR", &metrics_addr)])
        .await;

    // Autocomplete on the long game before any load: the baseline.
    let carol = person(CAROL, "carol");
    let long_pos = {
        let db = Db::open(&database).unwrap();
        let row = db.game(long_game).unwrap().unwrap();
        AnyPosition::parse(GameKind::Breakthrough, &row.position).unwrap()
    };
    let partials = partials(&long_pos);
    // The bot's first answer is sometimes slow (about 100 ms in some full runs, cause not
    // found): shown apart, not counted with the idle ones.
    let first = match autocomplete(&fake, carol, &partials[0]).await.latency {
        Some(t) => format!("{:.1} ms", ms(t)),
        None => "unanswered".to_string(),
    };
    let mut idle = Vec::new();
    for i in 0..IDLE_AUTOCOMPLETES {
        idle.push(autocomplete(&fake, carol, &partials[i % partials.len()]).await);
    }

    let began = Instant::now();
    let cpu_before = (cpu_time(bot.pid()), cpu_time(std::process::id()));
    let shared = Arc::new(Run {
        fake: fake.clone(),
        breakthrough: choice(&commands, "challenge", "game", "Breakthrough"),
        breach: choice(&commands, "challenge", "game", "Breach"),
        white: choice(&commands, "challenge", "color", "white"),
        end: began + Duration::from_secs(plan.seconds),
        pause: plan.pause,
    });
    let mut drivers = Vec::new();
    for i in 0..plan.games {
        let shared = shared.clone();
        let seed = plan.seed * 10_000 + i as u64;
        drivers.push(tokio::spawn(async move {
            drive(&shared, Table::new(i, plan.breach_every), seed).await
        }));
    }
    let typing = Arc::new(AtomicBool::new(plan.typist));
    let typist = {
        let (fake, typing) = (fake.clone(), typing.clone());
        tokio::spawn(async move {
            let mut samples = Vec::new();
            let mut i = 0;
            while typing.load(Ordering::SeqCst) {
                samples.push(autocomplete(&fake, carol, &partials[i % partials.len()]).await);
                i += 1;
                tokio::time::sleep(KEYSTROKE).await;
            }
            samples
        })
    };
    let mut samples = Vec::new();
    let mut played = Vec::new();
    for driver in drivers {
        let (s, p) = driver.await.expect("a driver");
        samples.extend(s);
        played.extend(p);
    }
    let elapsed = began.elapsed();
    let cpu_after = (cpu_time(bot.pid()), cpu_time(std::process::id()));
    typing.store(false, Ordering::SeqCst);
    let under_load = typist.await.expect("the typist");
    let load_average = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();

    // The accounting: every interaction answered once, every acknowledged move stored once.
    let answers = callbacks_per_interaction(&fake.recorded());
    let all: Vec<&Sample> = samples.iter().chain(&under_load).chain(&idle).collect();
    let unanswered = all.iter().filter(|s| s.latency.is_none()).count();
    let refused = all.iter().filter(|s| s.refused).count();
    let twice = all
        .iter()
        .filter(|s| answers.get(s.interaction.as_str()).copied().unwrap_or(0) > 1)
        .count();
    let deferred = all.iter().filter(|s| s.deferred).count();
    let db = Db::open(&database).expect("open the database");
    let mut acknowledged = 0;
    for p in &played {
        let stored: Vec<String> = db
            .moves(p.game)
            .unwrap()
            .into_iter()
            .map(|m| m.text)
            .collect();
        let row = db.game(p.game).unwrap().unwrap();
        let mut pos = AnyPosition::parse(p.kind, &row.start_position).unwrap();
        for m in &stored {
            pos = pos.play_text(m).expect("a stored move replays").0;
        }
        assert_eq!(pos.to_string(), row.position, "game {} replays", p.game);
        assert_eq!(stored.len(), row.ply as usize, "game {}: ply count", p.game);
        // Exactly the acknowledged moves, in order, each once; a move never answered may
        // or may not be there (never expected in a run without faults; counted below).
        let with_unanswered: Vec<String> = p
            .acked
            .iter()
            .cloned()
            .chain(p.unanswered.clone())
            .collect();
        assert!(
            stored == p.acked || stored == with_unanswered,
            "game {}: stored {stored:?}, acknowledged {:?}",
            p.game,
            p.acked
        );
        acknowledged += p.acked.len();
    }
    let long_moves = db.moves(long_game).unwrap().len();
    let bot_errors = bot.log().lines().filter(|l| l.contains("ERROR")).count();
    let inside = bot_side(&scrape(&metrics_addr));
    drop(db);
    drop(bot);

    let moves: Vec<&Sample> = samples.iter().filter(|s| s.kind == Kind::Move).collect();
    let count = |kind: Kind| samples.iter().filter(|s| s.kind == kind).count();
    let breach_games = played.iter().filter(|p| p.kind == GameKind::Breach).count();
    eprintln!(
        "\n==== load through the fake Discord: {} games at once, {} s, pause {:?} ±25% ====\n\
         games played {} ({} Breakthrough 8x8, {breach_games} Breach 10x10); setup of the {}-ply game {long_setup:.1?}\n\
         moves     {acknowledged} acknowledged in {elapsed:.1?}: {:.1} moves/s; interaction→callback {}, mean {:.1} ms\n\
         bot side  {inside}\n\
         all       {} interactions (challenge {}, accept {}, move {}): {}\n\
         autocomplete on the {}-ply Breakthrough {LONG_SIZE} game: first answer {first}; idle {}; under load ({} sent) {}\n\
         errors    {refused} refused, {unanswered} unanswered, {twice} answered twice, {deferred} deferred; {bot_errors} ERROR lines in the bot log\n\
         stored    every acknowledged move once at its ply; {} games replay\n\
         cpu       {}\n\
         machine   load average {}",
        plan.games,
        plan.seconds,
        plan.pause,
        played.len(),
        played.len() - breach_games,
        plan.long_plies,
        acknowledged as f64 / elapsed.as_secs_f64(),
        summary(&moves),
        mean_ms(&moves),
        samples.len(),
        count(Kind::Challenge),
        count(Kind::Accept),
        count(Kind::Move),
        summary(&samples.iter().collect::<Vec<_>>()),
        plan.long_plies,
        summary(&idle.iter().collect::<Vec<_>>()),
        under_load.len(),
        summary(&under_load.iter().collect::<Vec<_>>()),
        played.len(),
        cpu_use(cpu_before, cpu_after, elapsed, acknowledged),
        load_average.trim(),
    );

    assert_eq!(unanswered, 0, "every interaction answered");
    assert_eq!(refused, 0, "no refusals or error replies");
    assert_eq!(twice, 0, "no interaction answered twice");
    assert_eq!(bot_errors, 0, "the bot logged no errors");
    assert!(
        played.iter().all(|p| p.unanswered.is_none()),
        "every move answered"
    );
    assert_eq!(long_moves, plan.long_plies, "autocomplete changes nothing");
    assert!(
        acknowledged >= plan.games * (plan.seconds as usize / 4),
        "every game was played on: {acknowledged} moves"
    );
    assert!(
        under_load.is_empty() != plan.typist,
        "autocomplete ran under load if and only if planned"
    );
    Figures {
        moves_per_s: acknowledged as f64 / elapsed.as_secs_f64(),
        p50: quantile(&moves, 0.5),
        p99: quantile(&moves, 0.99),
    }
}

/// The p-quantile of the answered samples' latency.
fn quantile(samples: &[&Sample], q: f64) -> Duration {
    let mut times: Vec<Duration> = samples.iter().filter_map(|s| s.latency).collect();
    times.sort_unstable();
    times
        .get(((times.len().max(1) - 1) as f64 * q).round() as usize)
        .copied()
        .unwrap_or_default()
}

/// The harness floor: `senders` people sending `/move` about once a second each (±25%)
/// to a null bot (a serenity client in this process) that answers every interaction at
/// once with a 49 KB board picture, as the bot's answer carries: what the fake, the
/// gateway, serenity and the upload cost before the bot does anything.
async fn floor(senders: usize, length: Duration, responder: Responder) -> Figures {
    let fake = FakeDiscord::start().await;
    fake.keep_files(false);
    let (responder, mut apart) = match responder {
        Responder::InThisProcess => (
            Some(support::null_bot::start(&fake, Some(picture())).await),
            None,
        ),
        Responder::Apart => {
            let child = std::process::Command::new(std::env::current_exe().unwrap())
                .args(["--ignored", "--exact", "null_bot_apart", "--test-threads=1"])
                .env("NULL_BOT_URL", fake.url())
                .stdout(std::process::Stdio::null())
                .spawn()
                .expect("this test binary, as the null bot");
            fake.wait_identified(0, 1, Duration::from_secs(30)).await;
            (None, Some(child))
        }
    };
    let began = Instant::now();
    let end = began + length;
    let mut tasks = Vec::new();
    for i in 0..senders {
        let fake = fake.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = StdRng::seed_from_u64(i as u64);
            let who = Person {
                id: 760_000_000_000_000_000 + i as u64,
                name: "floor",
                bot: false,
            };
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
                tokio::time::sleep(Duration::from_millis(rng.gen_range(750..1250))).await;
            }
            times
        }));
    }
    let mut times = Vec::new();
    for t in tasks {
        times.extend(t.await.unwrap());
    }
    let elapsed = began.elapsed();
    if let Some(responder) = responder {
        responder.abort();
    }
    if let Some(child) = apart.as_mut() {
        let _ = child.kill();
        let _ = child.wait();
    }
    times.sort_unstable();
    let at = |q: f64| {
        times
            .get(((times.len().max(1) - 1) as f64 * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    Figures {
        moves_per_s: times.len() as f64 / elapsed.as_secs_f64(),
        p50: at(0.5),
        p99: at(0.99),
    }
}

/// A board as the bot posts it: Breakthrough 8×8 after 24 seeded random plies (about
/// 50 KB).
fn picture() -> Vec<u8> {
    let mut rng = StdRng::seed_from_u64(5);
    let mut pos = AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap();
    let mut last = None;
    for _ in 0..24 {
        let moves = pos.legal_moves();
        let mv = moves[rng.gen_range(0..moves.len())].to_string();
        let (next, m) = pos.play_text(&mv).unwrap();
        (pos, last) = (next, Some(m));
    }
    let header = breaker::render::Header::new("w1", "b1", "Black to move".to_string());
    breaker::render::board(&pos, last.as_ref(), &header).unwrap()
}

/// Plays one table until the end of the run: challenge, accept, moves with a pause
/// before each, and a new game whenever one ends.
async fn drive(run: &Run, table: Table, seed: u64) -> (Vec<Sample>, Vec<Played>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut samples = Vec::new();
    let mut played = Vec::new();
    // Tables start spread over the first pause, as people do not all type at once.
    tokio::time::sleep(run.pause.mul_f64(rng.gen_range(0.0..1.0))).await;
    'games: while Instant::now() < run.end {
        let game_choice = match table.kind {
            GameKind::Breach => run.breach.clone(),
            GameKind::Breakthrough => run.breakthrough.clone(),
        };
        let opts: Vec<Opt> = vec![
            ("game", 4, game_choice),
            ("opponent", 6, json!(table.black.id.to_string())),
            ("size", 3, json!(table.size)),
            ("color", 4, run.white.clone()),
        ];
        let (id, body) =
            interactions::slash(&run.fake, table.white, "challenge", &opts, &[table.black]);
        let (sample, post) = send(run, &table, Kind::Challenge, id, body).await;
        samples.push(sample);
        let Some(post) = post else { break };
        let Some(game) = post["components"][0]["components"][0]["custom_id"]
            .as_str()
            .and_then(|c| c.strip_prefix("accept:"))
            .map(str::to_string)
        else {
            panic!("an Accept button: {post}");
        };
        pause(run, &mut rng).await;
        let (id, body) = interactions::slash(
            &run.fake,
            table.black,
            "accept",
            &[("game", 3, json!(game))],
            &[],
        );
        let (sample, post) = send(run, &table, Kind::Accept, id, body).await;
        samples.push(sample);
        if post.is_none() {
            break;
        }
        let mut pos = AnyPosition::start(table.kind, Some(table.size)).unwrap();
        let mut record = Played {
            game: GameId(game.parse().unwrap()),
            kind: table.kind,
            acked: Vec::new(),
            unanswered: None,
        };
        while !pos.outcome().is_over() {
            pause(run, &mut rng).await;
            if Instant::now() >= run.end {
                played.push(record);
                break 'games;
            }
            let legal = pos.legal_moves();
            let mv = legal[rng.gen_range(0..legal.len())];
            let text = mv.to_string();
            let who = if record.acked.len().is_multiple_of(2) {
                table.white
            } else {
                table.black
            };
            let opts: Vec<Opt> = vec![("move", 3, json!(text)), ("game", 3, json!(game))];
            let (id, body) = interactions::slash(&run.fake, who, "move", &opts, &[]);
            let (sample, post) = send(run, &table, Kind::Move, id, body).await;
            samples.push(sample);
            if post.is_none() {
                record.unanswered = Some(text);
                played.push(record);
                break 'games;
            }
            pos = pos.play(mv).unwrap();
            record.acked.push(text);
        }
        played.push(record);
    }
    (samples, played)
}

/// Sends one interaction in the table's channel and waits for its public post (the
/// callback, or the follow-up of a deferred callback). The post's data, `None` if it
/// never came or was a refusal.
async fn send(
    run: &Run,
    table: &Table,
    kind: Kind,
    id: String,
    body: Value,
) -> (Sample, Option<Value>) {
    let body = interactions::in_guild(body, GUILD_ID, table.channel);
    run.fake.dispatch("INTERACTION_CREATE", body);
    let mut sample = Sample {
        kind,
        interaction: id.clone(),
        latency: None,
        deferred: false,
        refused: false,
    };
    let Some(callback) = run.fake.wait_callback_alone(&id, WAIT).await else {
        return (sample, None);
    };
    sample.latency = latency(&run.fake, &id, &callback);
    let post = if callback.json["type"] == json!(DEFERRED) {
        sample.deferred = true;
        follow_up(&run.fake, &id).await
    } else {
        Some(callback.json["data"].clone())
    };
    match post {
        Some(data) if is_ephemeral(&data) => {
            sample.refused = true;
            eprintln!("{kind:?} {id} refused: {data}");
            (sample, None)
        }
        post => (sample, post),
    }
}

/// The follow-up post of a deferred interaction (its webhook), waited for.
async fn follow_up(fake: &FakeDiscord, id: &str) -> Option<Value> {
    let path = format!("/webhooks/{APP_ID}/token-{id}");
    let deadline = Instant::now() + WAIT;
    while Instant::now() < deadline {
        if let Some(post) = fake.find(|r| r.method == "POST" && r.path == path) {
            return Some(post.json);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    None
}

/// `partial` typed into `/move move:` by `who`: one autocomplete, measured.
async fn autocomplete(fake: &FakeDiscord, who: Person, partial: &str) -> Sample {
    let (id, body) = interactions::autocomplete(fake, who, "move", "move", partial);
    let body = interactions::in_guild(body, GUILD_ID, LONG_CHANNEL);
    fake.dispatch("INTERACTION_CREATE", body);
    let mut sample = Sample {
        kind: Kind::Autocomplete,
        interaction: id.clone(),
        latency: None,
        deferred: false,
        refused: false,
    };
    let Some(callback) = fake.wait_callback_alone(&id, WAIT).await else {
        return sample;
    };
    sample.latency = latency(fake, &id, &callback);
    let choices = callback.json["data"]["choices"]
        .as_array()
        .map_or(0, Vec::len);
    // Every partial is a prefix of a legal move: an empty list is a wrong answer.
    sample.refused = callback.json["type"] != json!(AUTOCOMPLETE_RESULT) || choices == 0;
    if sample.refused {
        eprintln!("autocomplete {partial:?} answered {}", callback.json);
    }
    sample
}

/// Gateway send to callback received, both as the fake saw them.
fn latency(fake: &FakeDiscord, id: &str, callback: &Recorded) -> Option<Duration> {
    let sent = fake.sent_at(id)?;
    Some(callback.at.saturating_duration_since(sent))
}

async fn pause(run: &Run, rng: &mut StdRng) {
    tokio::time::sleep(run.pause.mul_f64(rng.gen_range(0.75..1.25))).await;
}

/// What the typist types: prefixes of legal moves (and nothing, the first keystroke).
fn partials(pos: &AnyPosition) -> Vec<String> {
    let mut out = vec![String::new()];
    for mv in pos.legal_moves().iter().step_by(7).take(8) {
        let text = mv.to_string();
        for end in 1..=text.len() {
            out.push(text[..end].to_string());
        }
    }
    out
}

/// Plays `plies` random moves (none that ends it) of a Breakthrough 16×16 game between
/// Carol (White, so on turn after an even count) and Dave, through the service, on
/// `database`; before the bot runs.
async fn long_game(database: &Path, plies: usize, seed: u64) -> GameId {
    assert!(plies.is_multiple_of(2), "Carol is to move");
    let store = Store::open(database).unwrap();
    let service = Service::new(store, Config::new(User::bot(BOT_ID, BOT_NAME)));
    let ctx = |id, name: &str| Ctx::new(Some(GUILD_ID), LONG_CHANNEL, User::new(id, name));
    let (carol, dave) = (ctx(CAROL, "carol"), ctx(DAVE, "dave"));
    let invite = service
        .games()
        .challenge(
            &carol,
            &dave.user,
            GameKind::Breakthrough,
            Some(LONG_SIZE),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let id = invite.buttons[0].custom_id.split_once(':').unwrap().1;
    let game = GameId(id.parse().unwrap());
    let started = service.games().accept(&dave, Some(id)).await.unwrap();
    assert!(!started.ephemeral, "{}", started.content);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = AnyPosition::start(GameKind::Breakthrough, Some(LONG_SIZE)).unwrap();
    for ply in 0..plies {
        let going_on: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|&mv| !pos.play(mv).unwrap().outcome().is_over())
            .collect();
        let mv = going_on[rng.gen_range(0..going_on.len())];
        let who = if ply % 2 == 0 { &carol } else { &dave };
        let reply = service
            .games()
            .play_move(who, &mv.to_string(), Some(id))
            .await
            .unwrap();
        assert!(!reply.ephemeral, "{}", reply.content);
        pos = pos.play(mv).unwrap();
    }
    assert!(!pos.outcome().is_over(), "the long game is still on");
    game
}

fn person(id: u64, name: &'static str) -> Person {
    Person {
        id,
        name,
        bot: false,
    }
}

/// p50, p99 and max of the answered samples.
fn summary(samples: &[&Sample]) -> String {
    let mut times: Vec<Duration> = samples.iter().filter_map(|s| s.latency).collect();
    if times.is_empty() {
        return "no answers".to_string();
    }
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    format!(
        "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (n {})",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(times[times.len() - 1]),
        times.len()
    )
}

fn mean_ms(samples: &[&Sample]) -> f64 {
    let times: Vec<f64> = samples.iter().filter_map(|s| s.latency).map(ms).collect();
    times.iter().sum::<f64>() / times.len().max(1) as f64
}

/// The bot's own timing of `/move` (handler start to answer sent, its metrics histogram):
/// what is left of interaction→callback is the gateway, serenity and poise's dispatch.
fn bot_side(metrics: &str) -> String {
    let value = |series: &str| {
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(series)?.trim().parse::<f64>().ok())
    };
    let (Some(count), Some(sum)) = (
        value("breaker_move_latency_seconds_count"),
        value("breaker_move_latency_seconds_sum"),
    ) else {
        return "no move timing in the bot's metrics".to_string();
    };
    let within = |le: &str| {
        value(&format!(
            "breaker_move_latency_seconds_bucket{{le=\"{le}\"}}"
        ))
        .map_or(0.0, |n| 100.0 * n / count.max(1.0))
    };
    format!(
        "/move handler to answer sent (the bot's metrics): mean {:.1} ms over {count} moves; \
         within 10 ms {:.1}%, 20 ms {:.1}%, 50 ms {:.1}%",
        1000.0 * sum / count.max(1.0),
        within("0.01"),
        within("0.02"),
        within("0.05"),
    )
}

/// User + system CPU time of process `pid` so far (Linux `/proc`; `None` elsewhere).
fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name (which may hold spaces): state is field 3, utime 14.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // USER_HZ is 100 on every Linux this runs on.
    Some(Duration::from_millis(ticks * 10))
}

/// How much CPU the bot and this test process (the fake Discord and the players) used
/// while the games ran: on a shared 2-core machine, what a move costs in CPU says
/// whether the latency is work or waiting for a core.
fn cpu_use(
    before: (Option<Duration>, Option<Duration>),
    after: (Option<Duration>, Option<Duration>),
    elapsed: Duration,
    moves: usize,
) -> String {
    let (Some(bot0), Some(test0), Some(bot1), Some(test1)) = (before.0, before.1, after.0, after.1)
    else {
        return "n/a (no /proc)".to_string();
    };
    let (bot, test) = (bot1 - bot0, test1 - test0);
    format!(
        "the bot {:.2} cores ({:.1} ms CPU per move, all its work included), the fake Discord \
         and players {:.2} cores",
        bot.as_secs_f64() / elapsed.as_secs_f64(),
        ms(bot) / moves.max(1) as f64,
        test.as_secs_f64() / elapsed.as_secs_f64(),
    )
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// How many callbacks each interaction got accepted (Discord takes one).
fn callbacks_per_interaction(recorded: &[Recorded]) -> HashMap<String, usize> {
    let mut out = HashMap::new();
    for r in recorded.iter().filter(|r| r.status < 300) {
        if let ["interactions", id, _, "callback"] =
            r.path.trim_matches('/').split('/').collect::<Vec<_>>()[..]
        {
            *out.entry(id.to_string()).or_insert(0) += 1;
        }
    }
    out
}
