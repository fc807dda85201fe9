//! REST faults through the fake Discord: interaction callbacks answered with 500s, with a
//! 429 and `Retry-After` (per route and global), or so late the 3 s window passes; channel
//! posts answered with 502s and a 429; a follow-up whose token has expired. Every answer
//! lands within its window or goes to the channel instead, no interaction is answered
//! twice, and no failure to post takes back a committed move: `/board` and the record show
//! every one.
//!
//! Behind `DISCORD_PROXY_URL` (as here) serenity's rate limiter is off and a 429 reaches
//! the bot, which retries it ([`breaker`]'s `discord::retry`); talking to Discord directly,
//! serenity's limiter waits out `Retry-After` itself.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded, RestFault, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE, BOB, BREAKER, CHANNEL_ID};
use support::registered::choice;

const WAIT: Duration = Duration::from_secs(30);
const CHANNEL_MESSAGE: u64 = 4;
const DEFERRED_UPDATE: u64 = 6;
/// Discord's window for the first answer to an interaction.
const CALLBACK_WINDOW: Duration = Duration::from_secs(3);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn callbacks_and_posts_survive_rest_faults() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    // Discord's windows: 3 s for a callback; tokens live 15 min, cut to 20 s here.
    fake.expire_tokens(CALLBACK_WINDOW, Duration::from_secs(20));
    let (_bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", "50")]).await;
    let breakthrough = choice(&commands, "challenge", "game", "Breakthrough");
    let white = choice(&commands, "challenge", "color", "white");

    // Alice challenges Bob; Bob accepts with the button, but the follow-up carrying the
    // start board is refused (its token expired in a long outage): it goes to the channel.
    let opts: Vec<Opt> = vec![
        ("game", 4, breakthrough.clone()),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("5x5")),
        ("color", 4, white.clone()),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
    let invite = callback(&fake, &id, body).await;
    let accept = invite.json["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .expect("an Accept button")
        .to_string();
    let game = accept.trim_start_matches("accept:").to_string();
    let channel_posts = format!("/channels/{CHANNEL_ID}/messages");
    fake.fail(
        "POST",
        &format!("/webhooks/{APP_ID}/"),
        1,
        RestFault::Status(401),
    );
    let message = interactions::message_from_response(&fake, &invite.json["data"]);
    let (id, body) = interactions::button(&fake, BOB, &accept, message);
    let ack = callback(&fake, &id, body).await;
    assert_eq!(ack.json["type"], json!(DEFERRED_UPDATE));
    let start = nth_post(&fake, &channel_posts, 1).await;
    assert!(
        text(&start.json).contains(&ALICE.mention()) && start.files.len() == 1,
        "the start board, in the channel: {}",
        start.json
    );

    // Callbacks refused twice with 500, then once each with a per-route and a global 429:
    // every move is answered within 3 s, once.
    let mut played = Vec::new();
    let faults = [
        RestFault::Status(500),
        RestFault::RateLimited {
            retry_after: 0.3,
            global: false,
        },
        RestFault::RateLimited {
            retry_after: 0.3,
            global: true,
        },
    ];
    let line = [(ALICE, "a2-a3"), (BOB, "e4-e3"), (ALICE, "b2-b3")];
    for ((who, mv), fault) in line.into_iter().zip(faults) {
        let times = if matches!(fault, RestFault::Status(_)) {
            2
        } else {
            1
        };
        fake.fail("POST", "/callback", times, fault.clone());
        let (id, answer) = play(&fake, who, mv).await;
        let sent = fake.sent_at(&id).unwrap();
        let took = answer.at.duration_since(sent);
        assert!(took < CALLBACK_WINDOW, "{fault:?}: answered in {took:?}");
        assert_eq!(answer.json["type"], json!(CHANNEL_MESSAGE));
        assert!(text(&answer.json["data"]).contains(mv), "{}", answer.json);
        let attempts = fake
            .recorded()
            .iter()
            .filter(|r| r.path == format!("/interactions/{id}/token-{id}/callback"))
            .count();
        assert_eq!(attempts, times + 1, "{fault:?}: retried");
        assert_eq!(fake.callback_count(&id), 1, "answered once");
        played.push(mv);
    }

    // A callback so slow the 3 s window passes: the move is committed, and its post goes
    // to the channel instead.
    fake.fail(
        "POST",
        "/callback",
        1,
        RestFault::Slow(Duration::from_millis(3500)),
    );
    let (id, body) = interactions::slash(&fake, BOB, "move", &[("move", 3, json!("d4-d3"))], &[]);
    fake.dispatch("INTERACTION_CREATE", body);
    let post = nth_post(&fake, &channel_posts, 2).await;
    assert!(text(&post.json).contains("d4-d3"), "{}", post.json);
    assert!(
        post.at.duration_since(fake.sent_at(&id).unwrap()) < Duration::from_secs(6),
        "posted once the window passed"
    );
    played.push("d4-d3");
    // Discord refuses the late callback when it finally arrives: nothing answered twice.
    assert!(
        fake.callback_count(&id) == 0,
        "the late callback was refused"
    );

    // Against the AI, its move posts in the channel: two 502s and a 429 first.
    let opts: Vec<Opt> = vec![
        ("game", 4, breakthrough),
        ("opponent", 6, json!(BREAKER.id.to_string())),
        ("size", 3, json!("5x5")),
        ("color", 4, white),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BREAKER]);
    let ai_game = callback(&fake, &id, body).await;
    assert!(ai_game.files.len() == 1, "{}", ai_game.json);
    fake.fail("POST", &channel_posts, 2, RestFault::Status(502));
    fake.fail(
        "POST",
        &channel_posts,
        1,
        RestFault::RateLimited {
            retry_after: 0.5,
            global: false,
        },
    );
    let ai_text = fake
        .recorded()
        .iter()
        .filter(|r| r.path == channel_posts && r.status == 200)
        .count();
    let (id, body) = interactions::slash(
        &fake,
        ALICE,
        "move",
        &[
            ("move", 3, json!("a2-a3")),
            ("game", 3, json!(ai_game_id(&ai_game))),
        ],
        &[],
    );
    callback(&fake, &id, body).await;
    let ai_post = nth_post(&fake, &channel_posts, ai_text + 1).await;
    assert!(
        text(&ai_post.json).contains(&ALICE.mention()),
        "{}",
        ai_post.json
    );
    let refused = fake
        .recorded()
        .iter()
        .filter(|r| r.path == channel_posts && r.status != 200)
        .count();
    assert_eq!(refused, 3, "two 502s and a 429 before the AI's post");

    // Nothing was lost: the board and the record hold every move of the first game.
    let (id, body) = interactions::slash(&fake, BOB, "board", &[("game", 3, json!(game))], &[]);
    let board = callback(&fake, &id, body).await;
    assert_eq!(board.files.len(), 1, "the board: {}", board.json);
    let (id, body) = interactions::slash(&fake, BOB, "export", &[("game", 3, json!(game))], &[]);
    let record = callback(&fake, &id, body).await;
    let record = String::from_utf8(record.files[0].2.clone()).unwrap();
    let moves = record.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        moves.contains(&format!(
            "1. {} {} 2. {} {}",
            played[0], played[1], played[2], played[3]
        )),
        "{record}"
    );
}

/// The game id of an AI game's start post (its board header names it: `#12`).
fn ai_game_id(start: &Recorded) -> String {
    let content = text(&start.json["data"]);
    let at = content.find('#').expect("the game's number");
    content[at + 1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}

/// `/move` by `who`; returns the interaction id and its callback.
async fn play(fake: &FakeDiscord, who: Person, mv: &str) -> (String, Recorded) {
    let (id, body) = interactions::slash(fake, who, "move", &[("move", 3, json!(mv))], &[]);
    let answer = callback(fake, &id, body).await;
    (id, answer)
}

/// Pushes an interaction and waits for its (successful) callback.
async fn callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.dispatch("INTERACTION_CREATE", body);
    fake.wait_callback(id, WAIT)
        .await
        .unwrap_or_else(|| panic!("no callback for {id}: {:?}", paths(fake)))
}

fn paths(fake: &FakeDiscord) -> Vec<String> {
    fake.recorded()
        .iter()
        .map(|r| format!("{} {} {}", r.method, r.path, r.status))
        .collect()
}

/// The nth successful post at `path`.
async fn nth_post(fake: &FakeDiscord, path: &str, nth: usize) -> Recorded {
    fake.wait_for(&format!("post #{nth} at {path}"), WAIT, |recs| {
        recs.iter()
            .filter(|r| r.method == "POST" && r.path == path && r.status == 200)
            .nth(nth - 1)
            .cloned()
    })
    .await
}

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}
