//! Two `breaker run` processes, shards 0..1 and 1..2 of 2, each with its own database,
//! against one fake Discord whose gateway routes each server to its shard's session:
//! each process answers only its own server's interactions (and ignores one delivered
//! to it by mistake), games in both servers play to the end, killing one process leaves
//! the other serving, and the restarted one resumes its game. Only shard 0's process
//! registers the commands. Every REST call goes to the proxy URL, tagged per process.
//! At the end the two processes' databases are resharded into 4 shards and back into one.

mod support;

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use support::bot::Bot;
use support::cli;
use support::fake_discord::{FakeDiscord, Recorded, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE, BOB, CHANNEL_ID, GUILD_ID};
use support::registered::{choice, registration};

const WAIT: Duration = Duration::from_secs(30);
const CHANNEL_MESSAGE: u64 = 4;
const EPHEMERAL: u64 = 64;
/// A second server, on the other shard of 2 (`(id >> 22) % 2` differs from GUILD_ID's).
const OTHER_GUILD: u64 = GUILD_ID + (1 << 22);
const OTHER_CHANNEL: u64 = CHANNEL_ID + 1;

/// One server as the test drives it: where it is and which process must answer.
#[derive(Clone, Copy)]
struct Server {
    guild: u64,
    channel: u64,
    /// The proxy tag of the process running the guild's shard.
    via: &'static str,
}

fn shard_of(guild: u64) -> u32 {
    ((guild >> 22) % 2) as u32
}

fn tag(shard: u32) -> &'static str {
    ["p0", "p1"][shard as usize]
}

fn start(e2e: &mut Harness, shard: u32) -> Bot {
    let range = format!("{shard}..{}", shard + 1);
    let proxy = format!("{}/{}", e2e.fake.url(), tag(shard));
    let database = e2e.dir().join(format!("shard-{shard}.db"));
    e2e.launch_on(
        &database,
        &[
            ("SHARDS", range.as_str()),
            ("TOTAL_SHARDS", "2"),
            ("DISCORD_PROXY_URL", proxy.as_str()),
        ],
    )
}

async fn push(
    fake: &FakeDiscord,
    at: Server,
    who: Person,
    name: &str,
    opts: &[Opt],
    users: &[Person],
) -> Recorded {
    let (id, body) = interactions::slash(fake, who, name, opts, users);
    fake.dispatch(
        "INTERACTION_CREATE",
        interactions::in_guild(body, at.guild, at.channel),
    );
    let path = format!("/interactions/{id}/token-{id}/callback");
    let answer = fake
        .wait_for(&format!("/{name} in {}", at.guild), WAIT, |recs| {
            recs.iter().find(|r| r.path == path).cloned()
        })
        .await;
    assert_eq!(
        answer.via.as_deref(),
        Some(at.via),
        "/{name} in guild {} is answered by the process of its shard",
        at.guild
    );
    answer
}

fn content(r: &Recorded) -> String {
    r.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Alice challenges Bob to Breakthrough 3x5 in `at`, Bob accepts.
async fn begin(fake: &FakeDiscord, at: Server, commands: &Value) {
    let opts: Vec<Opt> = vec![
        (
            "game",
            4,
            choice(commands, "challenge", "game", "Breakthrough"),
        ),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("3x5")),
        ("color", 4, choice(commands, "challenge", "color", "white")),
    ];
    let invite = push(fake, at, ALICE, "challenge", &opts, &[BOB]).await;
    assert!(content(&invite).contains(&BOB.mention()), "{}", invite.json);
    let start = push(fake, at, BOB, "accept", &[], &[]).await;
    assert_eq!(start.json["type"], json!(CHANNEL_MESSAGE), "{}", start.json);
}

/// Plays `line` (mover, move) in `at`: each a public post naming the move.
async fn play(fake: &FakeDiscord, at: Server, line: &[(Person, &str)]) -> Recorded {
    let mut last = None;
    for (who, mv) in line {
        let post = push(fake, at, *who, "move", &[("move", 3, json!(mv))], &[]).await;
        let flags = post.json["data"]["flags"].as_u64().unwrap_or(0);
        assert_eq!(flags & EPHEMERAL, 0, "{mv} is played: {}", post.json);
        assert!(content(&post).contains(mv), "{}", post.json);
        last = Some(post);
    }
    last.expect("a move")
}

/// White wins 3x5 in five plies (the README's console example).
const OPENING: [(Person, &str); 2] = [(ALICE, "a2-a3"), (BOB, "c4-c3")];
const ENDING: [(Person, &str); 3] = [(ALICE, "a3xb4"), (BOB, "c3xb2"), (ALICE, "b4xc5")];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_serve_their_own_servers() {
    assert_ne!(shard_of(GUILD_ID), shard_of(OTHER_GUILD));
    let mut e2e = Harness::sharded(2).await;
    let fake = e2e.fake.clone();
    let mut bots = [Some(start(&mut e2e, 0)), Some(start(&mut e2e, 1))];
    fake.wait_identified(0, 1, WAIT).await;
    fake.wait_identified(1, 1, WAIT).await;
    let servers = [GUILD_ID, OTHER_GUILD].map(|guild| Server {
        guild,
        channel: if guild == GUILD_ID {
            CHANNEL_ID
        } else {
            OTHER_CHANNEL
        },
        via: tag(shard_of(guild)),
    });
    let commands = registration(&fake, 1).await;

    // A game in each server, played to the end, each answered by its own process.
    for at in servers {
        begin(&fake, at, &commands).await;
        play(&fake, at, &OPENING).await;
        let last = play(&fake, at, &ENDING).await;
        assert!(content(&last).contains("White wins"), "{}", last.json);
    }

    // An interaction for a server delivered to the wrong process is ignored: no answer.
    let mine = servers[0];
    let wrong = 1 - shard_of(mine.guild);
    begin(&fake, mine, &commands).await;
    let (id, body) = interactions::slash(&fake, ALICE, "move", &[("move", 3, json!("a2-a3"))], &[]);
    fake.dispatch_to_shard(
        wrong,
        "INTERACTION_CREATE",
        interactions::in_guild(body, mine.guild, mine.channel),
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(
        !fake
            .recorded()
            .iter()
            .any(|r| r.path.contains(&format!("/interactions/{id}/"))),
        "the process of shard {wrong} must not answer for guild {}",
        mine.guild
    );

    // Kill one process mid-game: the other keeps serving its server.
    let (victim, survivor) = (servers[1], servers[0]);
    begin(&fake, victim, &commands).await;
    play(&fake, victim, &OPENING).await;
    let victim_shard = shard_of(victim.guild);
    bots[victim_shard as usize].take().unwrap().kill();
    play(&fake, survivor, &OPENING).await;
    let last = play(&fake, survivor, &ENDING).await;
    assert!(content(&last).contains("White wins"), "{}", last.json);

    // Restarted, it resumes its game from its database.
    let restarted = Instant::now();
    bots[victim_shard as usize] = Some(start(&mut e2e, victim_shard));
    fake.wait_identified(victim_shard, 2, WAIT).await;
    let identified = restarted.elapsed();
    let last = play(&fake, victim, &ENDING).await;
    assert!(content(&last).contains("White wins"), "{}", last.json);
    let serving = restarted.elapsed();

    // Registered once, by shard 0's process; no session asked for a shard that does
    // not exist (serenity's inclusive range end, handled).
    let recs = fake.recorded();
    let puts: Vec<Option<String>> = recs
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .map(|r| r.via.clone())
        .collect();
    // Once per start of shard 0's process, never by the other.
    let shard_0_starts = if victim_shard == 0 { 2 } else { 1 };
    assert_eq!(
        puts,
        vec![Some("p0".to_string()); shard_0_starts],
        "registrations by process"
    );
    assert!(
        fake.identified().iter().all(|(s, t)| *s < 2 && *t == 2),
        "{:?}",
        fake.identified()
    );
    assert!(
        recs.iter().all(|r| r.via.is_some()),
        "every REST call went through the proxy URL"
    );
    assert!(
        recs.iter().all(|r| r.status != 404),
        "calls the fake did not know"
    );

    let answered = |via: &str| {
        recs.iter()
            .filter(|r| r.path.ends_with("/callback") && r.via.as_deref() == Some(via))
            .count()
    };
    eprintln!(
        "interactions answered: p0 (shard 0) {}, p1 (shard 1) {}; restart: identified after {identified:.2?}, first move answered after {serving:.2?}",
        answered("p0"),
        answered("p1")
    );
    for bot in bots.into_iter().flatten() {
        assert!(bot.terminate().success());
    }

    // The two processes' own databases, resharded into a 4-shard layout and back into one
    // process: every game lands once, with its id, in the file of its server's shard.
    let inputs: Vec<PathBuf> = (0..2)
        .map(|s| e2e.dir().join(format!("shard-{s}.db")))
        .collect();
    let before = games_of(&inputs);
    assert!(
        before.iter().any(|g| g.0 < 1_000_000_000) && before.iter().any(|g| g.0 > 1_000_000_000),
        "each process numbered its own games in its own block: {before:?}"
    );
    let four = reshard(&inputs, 4, "0..1,1..2,2..3,3..4", &e2e.dir().join("four"));
    for (k, file) in four.iter().enumerate() {
        for game in games_of(std::slice::from_ref(file)) {
            let shard = game.1.map_or(0, |g| ((g >> 22) % 4) as usize);
            assert_eq!(shard, k, "game {} is in the file of its shard", game.0);
        }
    }
    assert_eq!(
        games_of(&four),
        before,
        "4 shards: every game once, unchanged"
    );
    let one = reshard(&four, 1, "0..1", &e2e.dir().join("one"));
    assert_eq!(
        games_of(&one),
        before,
        "1 process: every game once, unchanged"
    );
}

/// Every game in `files`: id, server, status, plies and position, sorted by id.
type GameFacts = (i64, Option<u64>, String, i64, String);

fn games_of(files: &[PathBuf]) -> Vec<GameFacts> {
    let mut all = Vec::new();
    for file in files {
        let conn = rusqlite::Connection::open(file).unwrap();
        let mut stmt = conn
            .prepare("SELECT id, guild_id, status, (SELECT count(*) FROM moves WHERE game_id = games.id), position FROM games")
            .unwrap();
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get::<_, Option<i64>>(1)?.map(|g| g as u64),
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                ))
            })
            .unwrap();
        all.extend(rows.map(Result::unwrap));
    }
    all.sort();
    let ids: std::collections::BTreeSet<i64> = all.iter().map(|g| g.0).collect();
    assert_eq!(ids.len(), all.len(), "no id twice: {all:?}");
    all
}

/// `breaker reshard` from `from` into `ranges` of `total`; the output files in order.
fn reshard(from: &[PathBuf], total: u32, ranges: &str, out: &Path) -> Vec<PathBuf> {
    let mut args = vec![
        "reshard".to_string(),
        "--total-shards".into(),
        total.to_string(),
        "--ranges".into(),
        ranges.into(),
        "--from".into(),
    ];
    args.extend(from.iter().map(|p| p.display().to_string()));
    args.extend(["--out-dir".into(), out.display().to_string()]);
    let stdout = cli::breaker(&args).env_clear().run().ok();
    assert!(
        stdout.contains("games replay to their stored positions"),
        "{stdout}"
    );
    ranges
        .split(',')
        .map(|r| out.join(format!("shards-{r}.db")))
        .collect()
}

/// `--total-shards auto` asks Discord (`GET /gateway/bot`: 2 shards); with
/// `NO_REGISTER` even shard 0's process leaves the commands alone, and `breaker register`
/// registers them and exits without a gateway session.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn auto_total_and_register_at_deploy_time() {
    let mut e2e = Harness::sharded(2).await;
    let fake = e2e.fake.clone();
    let database = e2e.dir().join("b.db");
    let bot = e2e.launch_on(
        &database,
        &[
            ("SHARDS", "0..1"),
            ("TOTAL_SHARDS", "auto"),
            ("NO_REGISTER", "1"),
        ],
    );
    fake.wait_identified(0, 1, WAIT).await;
    assert_eq!(fake.identified(), vec![(0, 2)]);
    assert!(fake.recorded().iter().any(|r| r.path == "/gateway/bot"));
    // Registration would follow READY at once; give it ample time not to happen.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let registered = |recs: &[Recorded]| recs.iter().filter(|r| r.method == "PUT").count();
    assert_eq!(
        registered(&fake.recorded()),
        0,
        "NO_REGISTER: no registration"
    );
    drop(bot);

    let stdout = cli::breaker(["register"])
        .in_dir(e2e.dir())
        .env_clear()
        .env("DISCORD_TOKEN", "fake-token-for-tests")
        .env("DISCORD_PROXY_URL", format!("{}/deploy", fake.url()))
        .env("NO_PROXY", "127.0.0.1,localhost")
        .run()
        .ok();
    // Every top-level command: 25 since settings, ratings, ladders, takebacks,
    // tournaments, conditional moves and notes came.
    assert!(
        stdout.contains("registered 25 slash commands globally"),
        "{stdout}"
    );
    let global = format!("/applications/{APP_ID}/commands");
    assert!(fake
        .recorded()
        .iter()
        .any(|r| r.method == "PUT" && r.path == global && r.via.as_deref() == Some("deploy")));
    assert_eq!(
        fake.identified().len(),
        1,
        "register opens no gateway session"
    );
}

/// The big version: 20 games at once in each of the two servers (a channel each).
/// `cargo test --test shards -- --ignored --nocapture`
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn many_games_in_both_servers_at_once() {
    let mut e2e = Harness::sharded(2).await;
    let fake = e2e.fake.clone();
    let _bots = [start(&mut e2e, 0), start(&mut e2e, 1)];
    let commands = registration(&fake, 1).await;
    let started = Instant::now();
    let mut games = tokio::task::JoinSet::new();
    for guild in [GUILD_ID, OTHER_GUILD] {
        for i in 0..20 {
            let at = Server {
                guild,
                channel: guild + 100 + i,
                via: tag(shard_of(guild)),
            };
            let (fake, commands) = (fake.clone(), commands.clone());
            games.spawn(async move {
                begin(&fake, at, &commands).await;
                play(&fake, at, &OPENING).await;
                let last = play(&fake, at, &ENDING).await;
                assert!(content(&last).contains("White wins"), "{}", last.json);
            });
        }
    }
    while let Some(done) = games.join_next().await {
        done.unwrap();
    }
    let recs = fake.recorded();
    let answered = |via: &str| {
        recs.iter()
            .filter(|r| r.path.ends_with("/callback") && r.via.as_deref() == Some(via))
            .count()
    };
    eprintln!(
        "40 games (280 interactions) in {:.2?}: p0 answered {}, p1 answered {}",
        started.elapsed(),
        answered("p0"),
        answered("p1")
    );
}
