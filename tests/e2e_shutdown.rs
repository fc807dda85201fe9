//! Graceful shutdown, end to end: `breaker run` against the fake Discord gets SIGTERM
//! right after a move was acknowledged, and again with a move just pushed. It exits 0,
//! every acknowledged move is in the database exactly once, and a move it did not play
//! was answered with "restarting" (or never reached it) and is not stored.

mod support;

use breaker::store::{Db, GameId};
use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE, BOB};
use support::registered::{choice, is_ephemeral};

const WAIT: Duration = Duration::from_secs(30);
const CHANNEL_MESSAGE: u64 = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_finishes_what_it_acknowledged_and_exits_0() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let database = e2e.database.clone();

    let (bot, commands) = e2e.start(&[]).await;
    let game = choice(&commands, "challenge", "game", "Breakthrough");
    let white = choice(&commands, "challenge", "color", "white");
    let opts: Vec<Opt> = vec![
        ("game", 4, game),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("5x5")),
        ("color", 4, white),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
    let invite = push_and_callback(&fake, &id, body).await;
    assert_eq!(
        invite.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        invite.json
    );
    let (id, body) = interactions::slash(&fake, BOB, "accept", &[], &[]);
    let accepted = push_and_callback(&fake, &id, body).await;
    assert!(!is_ephemeral(&accepted.json["data"]), "{}", accepted.json);

    // Acknowledged, then SIGTERM at once: exit 0, and the move is stored once.
    let played = play(&fake, ALICE, "a2-a3").await;
    assert!(
        !is_ephemeral(&played.json["data"]),
        "the move was played: {}",
        played.json
    );
    let status = bot.terminate();
    assert!(status.success(), "SIGTERM: exit 0, not {status}");
    assert_eq!(stored_moves(&database), ["a2-a3"]);

    // Again, with a move pushed just before SIGTERM goes out (at once, then while the
    // bot is likely still playing it): whatever the race, the answer and the database
    // agree, and a move being played is finished and answered, not cut off.
    let plan = [(BOB, "b4-b3"), (ALICE, "c2-c3"), (BOB, "e4-e3")];
    let mut expected = vec!["a2-a3"];
    for delay in [0, 20, 40] {
        let (mover, mv) = plan[expected.len() - 1];
        let (bot, _) = e2e.start(&[]).await;
        let (id, body) = interactions::slash(&fake, mover, "move", &[("move", 3, json!(mv))], &[]);
        fake.dispatch("INTERACTION_CREATE", body);
        tokio::time::sleep(Duration::from_millis(delay)).await;
        let status = bot.terminate();
        assert!(status.success(), "SIGTERM: exit 0, not {status}");
        let callback = callback(&fake, &id);
        let moves = stored_moves(&database);
        eprintln!(
            "{mv} pushed {delay} ms before SIGTERM: answered {}, stored {moves:?}",
            callback
                .as_ref()
                .map_or("nothing".into(), |c| c.json["data"]["content"].to_string())
        );
        match callback {
            Some(answer) if !is_ephemeral(&answer.json["data"]) => {
                expected.push(mv);
                assert_eq!(moves, expected, "acknowledged, so stored once");
            }
            Some(answer) => {
                let text = answer.json["data"]["content"].as_str().unwrap_or_default();
                assert!(text.contains("restarting"), "{text}");
                assert_eq!(moves, expected, "refused, so not stored");
            }
            None => assert_eq!(moves, expected, "never answered, so not stored"),
        }
    }

    // A last start carries on from what was stored.
    let (bot, _) = e2e.start(&[]).await;
    for &(mover, mv) in &plan[expected.len() - 1..] {
        let played = play(&fake, mover, mv).await;
        assert!(!is_ephemeral(&played.json["data"]), "{}", played.json);
        expected.push(mv);
    }
    assert!(bot.terminate().success());
    assert_eq!(
        stored_moves(&database),
        ["a2-a3", "b4-b3", "c2-c3", "e4-e3"]
    );
}

fn stored_moves(database: &std::path::Path) -> Vec<String> {
    let db = Db::open(database).unwrap();
    db.moves(GameId(1))
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect()
}

async fn play(fake: &FakeDiscord, who: Person, mv: &str) -> Recorded {
    let (id, body) = interactions::slash(fake, who, "move", &[("move", 3, json!(mv))], &[]);
    push_and_callback(fake, &id, body).await
}

fn callback(fake: &FakeDiscord, id: &str) -> Option<Recorded> {
    let path = format!("/interactions/{id}/token-{id}/callback");
    fake.recorded()
        .into_iter()
        .find(|r| r.method == "POST" && r.path == path)
}

async fn push_and_callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.push_and_callback(id, body, WAIT).await
}
