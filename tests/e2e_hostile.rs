//! Hostile and malformed interactions through the real bot and the fake Discord: each
//! gets a clear ephemeral reply, nothing panics, nothing in the database changes; user
//! text never pings; too many commands get "slow down"; the token never reaches the logs.

mod support;

use breaker::store::{GameId, GameRow, MoveRow, Store};
use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, BOB, CAROL, CHANNEL_ID, GUILD_ID};

const WAIT: Duration = Duration::from_secs(30);
const CHANNEL_MESSAGE: u64 = 4;
const EPHEMERAL: u64 = 64;
const TOKEN: &str = "fake-token-for-tests";

/// A member whose display name tries to ping everyone and a role and to break formatting.
const MALLORY: Person = Person {
    id: 700_000_000_000_000_066,
    name: "@everyone **x** `y` <@&123> @here",
    bot: false,
};

async fn push_and_callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.push_and_callback(id, body, WAIT).await
}

/// Sends `body` and asserts the answer is an ephemeral message pinging nobody that
/// contains `needle`; returns its text.
async fn refused(fake: &FakeDiscord, id: &str, body: Value, needle: &str) -> String {
    let answer = push_and_callback(fake, id, body).await;
    assert_eq!(
        answer.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        answer.json
    );
    let data = &answer.json["data"];
    assert!(
        data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0,
        "ephemeral: {data}"
    );
    assert!(answer.files.is_empty(), "no board with a refusal");
    assert_eq!(data["allowed_mentions"]["parse"], json!([]), "{data}");
    let users = data["allowed_mentions"]["users"].as_array().cloned();
    assert!(users.unwrap_or_default().is_empty(), "pings nobody: {data}");
    let text = data["content"].as_str().unwrap_or_default().to_string();
    assert!(text.chars().count() <= 2000, "within Discord's limit");
    assert!(
        text.to_lowercase().contains(&needle.to_lowercase()),
        "expected `{needle}` in: {text}"
    );
    text
}

/// Every game and its moves, to show a refusal changed nothing.
async fn snapshot(database: &std::path::Path) -> Vec<(GameRow, Vec<MoveRow>)> {
    let store = Store::open(database).unwrap();
    store
        .call(|db| {
            let mut all = Vec::new();
            for g in db.games_in_channel(CHANNEL_ID, false)? {
                let m = db.moves(g.id)?;
                all.push((g, m));
            }
            for g in db.games_in_channel(CHANNEL_ID + 1, false)? {
                let m = db.moves(g.id)?;
                all.push((g, m));
            }
            Ok(all)
        })
        .await
        .unwrap()
}

fn slash(fake: &FakeDiscord, who: Person, name: &str, opts: &[Opt]) -> (String, Value) {
    interactions::slash(fake, who, name, opts, &[])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_interactions_get_private_refusals_and_change_nothing() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let database = e2e.database.clone();
    // Logging everything serenity and Breaker say, to be sure the token is in none of it.
    let (bot, commands) = e2e
        .start(&[(
            "RUST_LOG",
            "trace,h2=info,hyper=info,rustls=info,reqwest=debug",
        )])
        .await;
    // Mallory (a hostile display name) challenges Bob: the invite pings Bob only, and
    // Mallory's name, wherever it shows, neither pings nor formats.
    let invite = interactions::challenge(&fake, &commands, MALLORY, BOB, "white", &[]).await;
    let data = &invite.json["data"];
    assert_eq!(data["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0, "{data}");
    assert_eq!(data["allowed_mentions"]["parse"], json!([]), "{data}");
    assert_eq!(
        data["allowed_mentions"]["users"],
        json!([BOB.id.to_string()]),
        "{data}"
    );
    let content = data["content"].as_str().unwrap();
    for raw in ["@everyone", "@here", "<@&123>", "**x**"] {
        assert!(!content.contains(raw), "{raw} slipped through: {content}");
    }
    let accept = format!("accept:{}", content.split('`').nth(1).unwrap());
    let invite_message = interactions::message_from_response(&fake, data);
    let before = snapshot(&database).await;
    assert_eq!(before.len(), 1);

    // A stranger clicks Accept on someone else's challenge.
    let (id, body) = interactions::button(&fake, CAROL, &accept, invite_message.clone());
    refused(&fake, &id, body, "").await;
    // A button nobody ever sent.
    let (id, body) = interactions::button(&fake, CAROL, "explode:1", invite_message.clone());
    refused(&fake, &id, body, "").await;
    // A command Breaker does not have.
    let (id, body) = slash(&fake, CAROL, "frobnicate", &[]);
    refused(&fake, &id, body, "do not know the command").await;
    // An option of the wrong type (a number where a move's text belongs) and an option
    // that does not exist.
    let (id, body) = slash(&fake, BOB, "move", &[("move", 4, json!(12))]);
    refused(&fake, &id, body, "").await;
    let (id, body) = slash(
        &fake,
        BOB,
        "board",
        &[("colour", 3, json!("mauve")), ("game", 3, json!("999"))],
    );
    refused(&fake, &id, body, "").await;
    // 6 000 characters where a move belongs, and as a game reference.
    let long = "x".repeat(6000);
    let (id, body) = slash(&fake, BOB, "move", &[("move", 3, json!(long.clone()))]);
    refused(&fake, &id, body, "").await;
    let (id, body) = slash(&fake, BOB, "accept", &[("game", 3, json!(long))]);
    refused(&fake, &id, body, "").await;
    assert_eq!(snapshot(&database).await, before, "nothing changed");

    // Bob accepts; then the old invite's Accept is clicked again: a refusal.
    let (id, body) = interactions::button(&fake, BOB, &accept, invite_message.clone());
    push_and_callback(&fake, &id, body).await;
    let started = fake
        .wait_for("the start post", WAIT, |recs| {
            recs.iter()
                .find(|r| r.method == "POST" && r.path == format!("/webhooks/{APP_ID}/token-{id}"))
                .cloned()
        })
        .await;
    assert!(!started.files.is_empty(), "the start board");
    let game: GameId = accept["accept:".len()..].parse().unwrap();
    let before = snapshot(&database).await;
    let (id, body) = interactions::button(&fake, BOB, &accept, invite_message);
    refused(&fake, &id, body, "").await;

    // The game from another server: out of reach there.
    let (id, body) = slash(
        &fake,
        MALLORY,
        "board",
        &[("game", 3, json!(game.to_string()))],
    );
    let body = interactions::in_guild(body, GUILD_ID + 7, CHANNEL_ID + 7);
    refused(&fake, &id, body, "").await;
    let (id, body) = slash(
        &fake,
        MALLORY,
        "resign",
        &[("game", 3, json!(game.to_string()))],
    );
    let body = interactions::in_guild(body, GUILD_ID + 7, CHANNEL_ID + 7);
    refused(&fake, &id, body, "").await;
    // Bob (Black) cannot move for Mallory (White); Carol cannot resign for either.
    let (id, body) = slash(&fake, BOB, "move", &[("move", 3, json!("a2-a3"))]);
    refused(&fake, &id, body, "").await;
    let (id, body) = slash(
        &fake,
        CAROL,
        "resign",
        &[("game", 3, json!(game.to_string()))],
    );
    refused(&fake, &id, body, "").await;
    assert_eq!(snapshot(&database).await, before, "nothing changed");

    // Carol sends commands as fast as she can: the 11th within 10 s is told to slow down.
    for _ in 0..10 {
        let (id, body) = slash(&fake, CAROL, "rules", &[]);
        push_and_callback(&fake, &id, body).await;
    }
    let (id, body) = slash(&fake, CAROL, "rules", &[]);
    refused(&fake, &id, body, "slow down, try again in").await;
    // Bob is not slowed down by Carol.
    let (id, body) = slash(&fake, BOB, "rules", &[]);
    let rules = push_and_callback(&fake, &id, body).await;
    assert!(!rules.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .contains("slow down"));

    // The token is in no log line, whatever happened above.
    let log = bot.log();
    assert!(!log.is_empty(), "the bot logs something");
    assert!(!log.contains(TOKEN), "the bot token leaked into the log");
    assert!(!log.contains("panicked"), "no panic: {log}");
}
