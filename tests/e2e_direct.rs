//! End to end, issue 37: Breaker played where a user installed it. The registration
//! offers the play commands everywhere and a server's commands in servers only; Alice,
//! who installed Breaker, and Bob, who did not, play a whole rated game in their group DM,
//! Bob through the Move button's form, Breaker never posting there on its own (with a
//! restart in the middle), and it counts in the direct games' rating pool, not the
//! server's; the AI plays a whole game in Breaker's own DM, where it may post; a
//! direct game's notices (reminders, a time forfeit, a vacation's end, an expired
//! challenge) come by DM, and `/vacation` in a DM pauses a direct game's clock; in a
//! server channel where Breaker may not post, it only answers.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{dm_channel, FakeDiscord, Recorded, APP_ID};
use support::harness::Harness;
use support::interactions::{
    self, in_private, Person, ALICE, BOB, CAROL, IN_BOT_DM, IN_PRIVATE_CHANNEL,
};
use support::registered::{choice, is_ephemeral};

const WAIT: Duration = Duration::from_secs(30);
/// Interaction response types.
const CHANNEL_MESSAGE: u64 = 4;
const DEFERRED_UPDATE: u64 = 6;
const MODAL: u64 = 9;
/// Alice and Bob's group DM (channel type 3).
const GROUP_DM: u64 = 800_000_000_000_000_100;

const PLAY_COMMANDS: &[&str] = &[
    "challenge",
    "ai",
    "accept",
    "decline",
    "move",
    "board",
    "resign",
    "takeback",
    "games",
    "rules",
    "export",
    "replay",
    "analyze",
    "hint",
    "moretime",
    "rating",
    "notify",
    "vacation",
    "conditional",
    "note",
];
const SERVER_COMMANDS: &[&str] = &[
    "settings",
    "ladder",
    "ladder-admin",
    "tournament",
    "tournament-admin",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_is_offered_where_it_works() {
    let mut e2e = Harness::new().await;
    let (_bot, commands) = e2e.start(&[]).await;
    let all = commands.as_array().unwrap();
    assert_eq!(all.len(), PLAY_COMMANDS.len() + SERVER_COMMANDS.len());
    for c in all {
        let name = c["name"].as_str().unwrap();
        let (installs, contexts) = if PLAY_COMMANDS.contains(&name) {
            (json!([0, 1]), json!([0, 1, 2]))
        } else {
            assert!(
                SERVER_COMMANDS.contains(&name),
                "/{name} is in neither list"
            );
            (json!([0]), json!([0]))
        };
        assert_eq!(
            c["integration_types"], installs,
            "/{name} integration_types"
        );
        assert_eq!(c["contexts"], contexts, "/{name} contexts");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_game_with_a_player_who_did_not_install_breaker() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (bot, commands) = e2e.start(&[]).await;
    let private = |body: Value| in_private(body, IN_PRIVATE_CHANNEL, GROUP_DM, 3, ALICE);

    // A moderator's command never runs outside a server install.
    let (id, body) = interactions::slash(&fake, ALICE, "settings", &[], &[]);
    let refused = fake.push_and_callback(&id, private(body), WAIT).await;
    assert!(is_ephemeral(&refused.json["data"]), "{}", refused.json);

    // Alice (who installed Breaker) challenges Bob in their group DM: the invite is the
    // interaction's answer, with Accept and Decline for Bob.
    let opts = vec![
        (
            "game",
            4,
            choice(&commands, "challenge", "game", "Breakthrough"),
        ),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("5x5")),
        ("color", 4, choice(&commands, "challenge", "color", "white")),
        ("rated", 5, json!(true)),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
    let invite = fake.push_and_callback(&id, private(body), WAIT).await;
    assert!(
        text(&invite.json["data"]).contains("rated"),
        "{}",
        invite.json
    );
    assert_eq!(
        invite.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        invite.json
    );
    let accept = button_id(&invite.json["data"], "accept:");

    // Bob accepts with the button: the board follows up the click, with Move and Resign.
    let message = interactions::message_from_response(&fake, &invite.json["data"]);
    let (id, body) = interactions::button(&fake, BOB, &accept, message);
    let ack = fake.push_and_callback(&id, private(body), WAIT).await;
    assert_eq!(ack.json["type"], json!(DEFERRED_UPDATE), "{}", ack.json);
    let start = wait_call(&fake, "POST", &format!("/webhooks/{APP_ID}/token-{id}")).await;
    let game = button_id(&start.json, "move:")
        .trim_start_matches("move:")
        .to_string();
    button_id(&start.json, "resign-ask:");
    let mut board = interactions::message_from_response(&fake, &start.json);

    // White (Alice) uses /move; Black (Bob) uses the Move button and its form. The bot
    // restarts in the middle: the buttons and the form still work.
    let line = [
        (ALICE, "a2-a3"),
        (BOB, "a4-b3"),
        (ALICE, "a3-a4"),
        (BOB, "b4-a3"),
        (ALICE, "a4xb5"),
    ];
    let mut bot = Some(bot);
    for (i, (who, mv)) in line.into_iter().enumerate() {
        if i == 2 {
            drop(bot.take());
            bot = Some(e2e.start(&[]).await.0);
        }
        let post = if who.id == ALICE.id {
            let (id, body) =
                interactions::slash(&fake, ALICE, "move", &[("move", 3, json!(mv))], &[]);
            fake.push_and_callback(&id, private(body), WAIT).await
        } else {
            // Alice may not use Bob's button: a private refusal, no form.
            let (id, body) =
                interactions::button(&fake, ALICE, &format!("move:{game}"), board.clone());
            let refusal = fake.push_and_callback(&id, private(body), WAIT).await;
            assert_eq!(
                refusal.json["type"],
                json!(CHANNEL_MESSAGE),
                "{}",
                refusal.json
            );
            assert!(is_ephemeral(&refusal.json["data"]), "{}", refusal.json);
            // Bob's click opens the form.
            let (id, body) =
                interactions::button(&fake, BOB, &format!("move:{game}"), board.clone());
            let opened = fake.push_and_callback(&id, private(body), WAIT).await;
            assert_eq!(opened.json["type"], json!(MODAL), "{}", opened.json);
            let form = &opened.json["data"];
            assert_eq!(form["custom_id"], json!(format!("move:{game}")));
            let field = &form["components"][0]["components"][0];
            assert_eq!(field["type"], json!(4), "a text input: {form}");
            let field_id = field["custom_id"].as_str().unwrap().to_string();
            let (id, body) = interactions::form(
                &fake,
                BOB,
                &format!("move:{game}"),
                &field_id,
                mv,
                board.clone(),
            );
            fake.push_and_callback(&id, private(body), WAIT).await
        };
        assert_eq!(post.json["type"], json!(CHANNEL_MESSAGE), "{}", post.json);
        let data = &post.json["data"];
        assert!(!is_ephemeral(data), "{mv}: {data}");
        assert!(text(data).contains(mv), "the post names {mv}: {data}");
        board = interactions::message_from_response(&fake, data);
        if i + 1 < line.len() {
            button_id(data, "move:");
        } else {
            assert!(text(data).contains("White wins"), "{data}");
            assert!(text(data).contains("Ratings"), "a rated result: {data}");
            assert!(custom_ids(data).is_empty(), "no buttons once over: {data}");
        }
    }

    // The game counted in the direct games' pool: `/rating` in Alice's DM with Breaker
    // shows it; the server's pool has nothing of it.
    let dm = dm_channel(ALICE.id);
    let (id, body) = interactions::slash(&fake, ALICE, "rating", &[], &[]);
    let shown = fake
        .push_and_callback(&id, in_private(body, IN_BOT_DM, dm, 1, ALICE), WAIT)
        .await;
    let data = &shown.json["data"];
    assert!(!is_ephemeral(data), "{data}");
    assert!(
        text(data).contains("Breakthrough 5x5 outside servers"),
        "{data}"
    );
    assert!(text(data).contains("1–0"), "{data}");
    let (id, body) = interactions::slash(&fake, BOB, "rating", &[], &[]);
    let in_server = fake.push_and_callback(&id, body, WAIT).await;
    let data = &in_server.json["data"];
    assert!(is_ephemeral(data), "{data}");
    assert!(
        text(data).contains("no rated games in this server"),
        "{data}"
    );

    // Breaker never posted in the group DM on its own, nor anywhere but DMs.
    only_answers_and_dms(&fake);
    drop(bot);
}

/// Every request the bot made is an interaction's answer or follow-up, or a DM to a
/// player: nothing posted in a channel (the group DM, the server's) or a thread.
fn only_answers_and_dms(fake: &FakeDiscord) {
    let dms: Vec<String> = [ALICE, BOB, CAROL]
        .iter()
        .map(|p| format!("/channels/{}/", dm_channel(p.id)))
        .collect();
    let elsewhere: Vec<String> = fake
        .recorded()
        .into_iter()
        .filter(|r| r.path.starts_with("/channels/") || r.path.contains("thread"))
        .filter(|r| !dms.iter().any(|dm| r.path.starts_with(dm)))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(elsewhere.is_empty(), "posts outside DMs: {elsewhere:?}");
    let posts = fake
        .recorded()
        .into_iter()
        .filter(|r| r.path == format!("/channels/{GROUP_DM}/messages"))
        .count();
    assert_eq!(posts, 0, "nothing posted in the group DM");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_plays_in_breakers_dm() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", "50")]).await;
    let dm = dm_channel(ALICE.id);
    // Alice plays Black: the AI opens, posted in Breaker's DM with her (Breaker may post
    // there).
    let opts = vec![
        ("game", 4, choice(&commands, "ai", "game", "Breakthrough")),
        ("size", 3, json!("5x5")),
        ("level", 4, json!(1)),
        ("color", 4, choice(&commands, "ai", "color", "black")),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "ai", &opts, &[]);
    let body = in_private(body, IN_BOT_DM, dm, 1, ALICE);
    let started = fake.push_and_callback(&id, body, WAIT).await;
    assert_eq!(
        started.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        started.json
    );
    let path = format!("/channels/{dm}/messages");
    let ai = fake
        .wait_post(&path, 1, WAIT)
        .await
        .expect("the AI's move in the DM");
    assert!(
        ai.json["embeds"].as_array().is_some_and(|e| !e.is_empty()),
        "a board: {}",
        ai.json
    );
    // Alice answers with /move in the DM: a board, and the AI's answer in the DM again.
    let moves = legal_moves(&fake, ALICE).await;
    let (id, body) =
        interactions::slash(&fake, ALICE, "move", &[("move", 3, json!(moves[0]))], &[]);
    let post = fake
        .push_and_callback(&id, in_private(body, IN_BOT_DM, dm, 1, ALICE), WAIT)
        .await;
    assert_eq!(post.json["type"], json!(CHANNEL_MESSAGE), "{}", post.json);
    assert!(!is_ephemeral(&post.json["data"]), "{}", post.json);
    fake.wait_post(&path, 2, WAIT)
        .await
        .expect("the AI's second move in the DM");
}

/// A whole game against the AI in Breaker's DM, to its end: Alice plays White on 3x5
/// with `/move` (the first move `/move`'s autocomplete offers), the AI answers each move
/// with a post in the DM, until one side wins; then the game is over (no more moves).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_game_in_breakers_dm_to_the_end() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", "20")]).await;
    let dm = dm_channel(ALICE.id);
    let in_dm = |body: Value| in_private(body, IN_BOT_DM, dm, 1, ALICE);
    let opts = vec![
        ("game", 4, choice(&commands, "ai", "game", "Breakthrough")),
        ("size", 3, json!("3x5")),
        ("level", 4, json!(1)),
        ("color", 4, choice(&commands, "ai", "color", "white")),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "ai", &opts, &[]);
    let started = fake.push_and_callback(&id, in_dm(body), WAIT).await;
    assert_eq!(
        started.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        started.json
    );
    let path = format!("/channels/{dm}/messages");
    let mut ai_posts = 0;
    let mut result = None;
    for _ in 0..40 {
        let moves = legal_moves(&fake, ALICE).await;
        assert!(!moves.is_empty(), "Alice has a move while the game runs");
        let (id, body) =
            interactions::slash(&fake, ALICE, "move", &[("move", 3, json!(moves[0]))], &[]);
        let post = fake.push_and_callback(&id, in_dm(body), WAIT).await;
        let data = &post.json["data"];
        assert!(!is_ephemeral(data), "{}: {data}", moves[0]);
        if text(data).contains(" wins") {
            result = Some(text(data));
            break;
        }
        ai_posts += 1;
        let ai = fake
            .wait_post(&path, ai_posts, WAIT)
            .await
            .expect("the AI's move in the DM");
        assert!(
            ai.json["embeds"].as_array().is_some_and(|e| !e.is_empty()),
            "a board: {}",
            ai.json
        );
        if text(&ai.json).contains(" wins") {
            result = Some(text(&ai.json));
            break;
        }
    }
    let result = result.expect("the game ended within 40 moves");
    assert!(
        result.contains("White wins") || result.contains("Black wins"),
        "{result}"
    );
    // Over: `/move` has nothing left to offer, and a move is refused privately.
    assert!(legal_moves(&fake, ALICE).await.is_empty());
    let (id, body) = interactions::slash(&fake, ALICE, "move", &[("move", 3, json!("a1-a2"))], &[]);
    let refused = fake.push_and_callback(&id, in_dm(body), WAIT).await;
    assert!(is_ephemeral(&refused.json["data"]), "{}", refused.json);
    // The AI posted nothing after the end.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(fake.post_count(&path), ai_posts);
}

/// Alice's legal moves in her DM game, from `/move`'s autocomplete.
async fn legal_moves(fake: &FakeDiscord, who: Person) -> Vec<String> {
    let (id, body) = interactions::autocomplete(fake, who, "move", "move", "");
    let body = in_private(body, IN_BOT_DM, dm_channel(who.id), 1, who);
    let r = fake.push_and_callback(&id, body, WAIT).await;
    r.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect()
}

async fn wait_call(fake: &FakeDiscord, method: &str, path: &str) -> Recorded {
    fake.wait_call(method, path, WAIT).await
}

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

fn custom_ids(data: &Value) -> Vec<String> {
    data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The custom id of the button starting with `prefix`.
fn button_id(data: &Value, prefix: &str) -> String {
    custom_ids(data)
        .into_iter()
        .find(|b| b.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button: {data}"))
}

/// A direct game's notices come by DM: a `1d` game in the group DM, the bot restarted
/// "hours later" (`BREAKER_NOW`) to find Bob's reminder due, then past the deadline to
/// find his loss on time; each notice goes to the players by DM (`POST
/// /users/@me/channels`) with a link to the game's last post, Alice (who blocked DMs
/// from Breaker) is only noted in the log, and nothing is posted in the group DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_direct_games_notices_come_by_dm() {
    const T0: &str = "2027-01-05T12:00:00Z";
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (bot, commands) = e2e.start(&[("BREAKER_NOW", T0)]).await;
    let private = |body: Value| in_private(body, IN_PRIVATE_CHANNEL, GROUP_DM, 3, ALICE);
    let opts = vec![
        (
            "game",
            4,
            choice(&commands, "challenge", "game", "Breakthrough"),
        ),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("5x5")),
        ("color", 4, choice(&commands, "challenge", "color", "white")),
        ("clock", 3, json!("1d")),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
    let invite = fake.push_and_callback(&id, private(body), WAIT).await;
    let accept = button_id(&invite.json["data"], "accept:");
    let game = accept.trim_start_matches("accept:").to_string();
    let message = interactions::message_from_response(&fake, &invite.json["data"]);
    let (id, body) = interactions::button(&fake, BOB, &accept, message);
    fake.push_and_callback(&id, private(body), WAIT).await;
    let start = wait_call(&fake, "POST", &format!("/webhooks/{APP_ID}/token-{id}")).await;
    let mut board = interactions::message_from_response(&fake, &start.json);
    for (who, mv) in [(ALICE, "a2-a3"), (BOB, "a4-b3"), (ALICE, "a3-a4")] {
        let post = if who.id == ALICE.id {
            let (id, body) =
                interactions::slash(&fake, ALICE, "move", &[("move", 3, json!(mv))], &[]);
            fake.push_and_callback(&id, private(body), WAIT).await
        } else {
            let (id, body) = interactions::form(
                &fake,
                BOB,
                &format!("move:{game}"),
                "move",
                mv,
                board.clone(),
            );
            fake.push_and_callback(&id, private(body), WAIT).await
        };
        assert!(text(&post.json["data"]).contains(mv), "{}", post.json);
        board = interactions::message_from_response(&fake, &post.json["data"]);
    }
    // The bot reads where its answer went, for the link in the notices.
    wait_call(
        &fake,
        "GET",
        &format!(
            "/webhooks/{APP_ID}/{}/messages/@original",
            last_form_or_move(&fake)
        ),
    )
    .await;
    bot.kill();
    fake.block_dms(ALICE.id);

    // 20 hours later: Bob's reminder, by DM, with the link to the last post.
    let bob_dm = format!("/channels/{}/messages", dm_channel(BOB.id));
    let bot = e2e.launch(&[("BREAKER_NOW", "2027-01-06T08:00:00Z")]);
    let reminder = fake
        .wait_post(&bob_dm, 1, WAIT)
        .await
        .expect("Bob's reminder by DM");
    let said = text(&reminder.json);
    assert!(
        said.contains(&BOB.mention()) && said.contains("<t:"),
        "{said}"
    );
    assert!(
        said.contains(&format!("https://discord.com/channels/@me/{GROUP_DM}/")),
        "a link to the game's last post: {said}"
    );
    let opened = fake.find(|r| r.method == "POST" && r.path == "/users/@me/channels");
    assert!(opened.is_some(), "the DM is opened first");
    bot.kill();

    // Past the deadline: Bob loses on time; the result comes to Bob by DM (Alice blocked
    // Breaker's DMs: the game still ends).
    let bot = e2e.launch(&[("BREAKER_NOW", "2027-01-06T13:00:00Z")]);
    // (The reminder may come again: the first bot was killed right after sending it,
    // perhaps before it recorded it as delivered; its nonce keeps it from showing twice.)
    let forfeit = fake
        .wait_for("the time forfeit by DM", WAIT, |recs| {
            recs.iter()
                .filter(|r| r.method == "POST" && r.path == bob_dm)
                .find(|r| text(&r.json).contains("on time"))
                .cloned()
        })
        .await;
    assert!(
        text(&forfeit.json).contains("White wins on time"),
        "{}",
        forfeit.json
    );
    let alice_dm = format!("/channels/{}/messages", dm_channel(ALICE.id));
    let tried = fake
        .wait_for("a DM to Alice tried", WAIT, |recs| {
            recs.iter()
                .find(|r| r.path == alice_dm && r.status == 403)
                .cloned()
        })
        .await;
    assert_eq!(tried.status, 403);
    let posts = fake
        .recorded()
        .into_iter()
        .filter(|r| r.path == format!("/channels/{GROUP_DM}/messages"))
        .count();
    assert_eq!(posts, 0, "nothing posted in the group DM");
    drop(bot);
}

/// The token of the last interaction answered with a board (the last move).
fn last_form_or_move(fake: &FakeDiscord) -> String {
    let last = fake
        .recorded()
        .into_iter()
        .rev()
        .find(|r| {
            r.path.ends_with("/callback")
                && r.json["data"]["embeds"]
                    .as_array()
                    .is_some_and(|e| !e.is_empty())
        })
        .expect("a move's answer");
    last.path.split('/').nth(3).unwrap().to_string()
}

/// `/vacation` in a DM pauses a direct game's clock, and the direct games' notices of a
/// vacation's end and of an expired challenge come by DM: Bob, away 3 days from his
/// `1d` game with Alice in their group DM, does not lose it on time (the bot restarted
/// "2 days later"); his vacation's end reaches him by DM; Alice's challenge to Carol,
/// never answered, expires with a DM to both; nothing is ever posted in the group DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_in_a_dm_pauses_a_direct_game() {
    const T0: &str = "2027-01-05T12:00:00Z";
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (bot, commands) = e2e.start(&[("BREAKER_NOW", T0)]).await;
    let private = |body: Value| in_private(body, IN_PRIVATE_CHANNEL, GROUP_DM, 3, ALICE);
    let challenge = |opponent: Person, clock: &str| {
        let opts = vec![
            (
                "game",
                4,
                choice(&commands, "challenge", "game", "Breakthrough"),
            ),
            ("opponent", 6, json!(opponent.id.to_string())),
            ("size", 3, json!("5x5")),
            ("color", 4, choice(&commands, "challenge", "color", "white")),
            ("clock", 3, json!(clock)),
        ];
        interactions::slash(&fake, ALICE, "challenge", &opts, &[opponent])
    };
    let (id, body) = challenge(BOB, "1d");
    let invite = fake.push_and_callback(&id, private(body), WAIT).await;
    let accept = button_id(&invite.json["data"], "accept:");
    let game = accept.trim_start_matches("accept:").to_string();
    let message = interactions::message_from_response(&fake, &invite.json["data"]);
    let (id, body) = interactions::button(&fake, BOB, &accept, message);
    fake.push_and_callback(&id, private(body), WAIT).await;
    wait_call(&fake, "POST", &format!("/webhooks/{APP_ID}/token-{id}")).await;
    let (id, body) = interactions::slash(&fake, ALICE, "move", &[("move", 3, json!("a2-a3"))], &[]);
    let moved = fake.push_and_callback(&id, private(body), WAIT).await;
    assert!(
        text(&moved.json["data"]).contains("a2-a3"),
        "{}",
        moved.json
    );
    // A challenge to Carol nobody answers.
    let (id, body) = challenge(CAROL, "3d");
    let to_carol = fake.push_and_callback(&id, private(body), WAIT).await;
    let expired_game = button_id(&to_carol.json["data"], "accept:")
        .trim_start_matches("accept:")
        .to_string();

    // Bob, in his DM with Breaker, goes on vacation for 3 days: his direct game waits.
    let bob_dm = dm_channel(BOB.id);
    let (id, body) = interactions::slash(&fake, BOB, "vacation", &[], &[]);
    let mut body = in_private(body, IN_BOT_DM, bob_dm, 1, BOB);
    body["data"] = json!({
        "id": "600000000000000001", "name": "vacation", "type": 1,
        "options": [{ "name": "start", "type": 1, "options": [{ "name": "days", "type": 4, "value": 3 }] }],
    });
    let away = fake.push_and_callback(&id, body, WAIT).await;
    let said = text(&away.json["data"]);
    assert!(!is_ephemeral(&away.json["data"]), "{said}");
    assert!(said.contains("1 game outside servers waits"), "{said}");
    bot.kill();

    // Two days later, past the game's old deadline: it still runs, waiting for Bob.
    let (bot, _) = e2e.start(&[("BREAKER_NOW", "2027-01-07T12:00:00Z")]).await;
    let (id, body) = interactions::slash(
        &fake,
        ALICE,
        "board",
        &[("game", 3, json!(game.clone()))],
        &[],
    );
    let board = fake.push_and_callback(&id, private(body), WAIT).await;
    let said = text(&board.json["data"]);
    assert!(said.contains("on vacation until"), "{said}");
    assert!(!said.contains("wins"), "{said}");
    bot.kill();

    // Past the vacation's planned end: Bob hears by DM that it ended and the game resumed.
    let bob_path = format!("/channels/{bob_dm}/messages");
    let bot = e2e.launch(&[("BREAKER_NOW", "2027-01-08T13:00:00Z")]);
    let back = fake
        .wait_for("Bob's vacation end by DM", WAIT, |recs| {
            recs.iter()
                .filter(|r| r.method == "POST" && r.path == bob_path)
                .find(|r| text(&r.json).contains("vacation ended"))
                .cloned()
        })
        .await;
    let said = text(&back.json);
    assert!(said.contains("1 game resumes"), "{said}");
    assert!(said.contains(&BOB.mention()), "{said}");
    bot.kill();

    // Carol never answered: a week on, the challenge expires, told by DM.
    let alice_path = format!("/channels/{}/messages", dm_channel(ALICE.id));
    let bot = e2e.launch(&[("BREAKER_NOW", "2027-01-12T13:00:00Z")]);
    let expired = fake
        .wait_for("the expired challenge by DM", WAIT, |recs| {
            recs.iter()
                .filter(|r| r.method == "POST" && r.path == alice_path)
                .find(|r| text(&r.json).contains("expired"))
                .cloned()
        })
        .await;
    let said = text(&expired.json);
    assert!(said.contains(&format!("`{expired_game}`")), "{said}");
    only_answers_and_dms(&fake);
    drop(bot);
}

/// In a server that installed Breaker, a channel where Breaker may not post (no Send
/// Messages in `app_permissions`): its answers are the interactions' own, the AI's move a
/// follow-up, never a channel post Discord would refuse; and where it may not open
/// threads, `thread:true` is refused plainly, with no game started.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_channel_breaker_may_not_post_in() {
    use support::interactions::{
        without_app_permissions, CHANNEL_ID, CREATE_PUBLIC_THREADS, SEND_MESSAGES,
    };
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", "20")]).await;
    // Alice plays Black against the AI: it opens.
    let opts = vec![
        ("game", 4, choice(&commands, "ai", "game", "Breakthrough")),
        ("size", 3, json!("5x5")),
        ("level", 4, json!(1)),
        ("color", 4, choice(&commands, "ai", "color", "black")),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "ai", &opts, &[]);
    let body = without_app_permissions(body, SEND_MESSAGES);
    let started = fake.push_and_callback(&id, body, WAIT).await;
    assert_eq!(
        started.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        started.json
    );
    // The AI's opening move follows up the command.
    let ai = wait_call(&fake, "POST", &format!("/webhooks/{APP_ID}/token-{id}")).await;
    assert!(
        ai.json["embeds"].as_array().is_some_and(|e| !e.is_empty()),
        "a board: {}",
        ai.json
    );
    button_id(&ai.json, "move:");

    // No thread where Breaker may not open one: refused, privately; no challenge made.
    let opts = vec![
        (
            "game",
            4,
            choice(&commands, "challenge", "game", "Breakthrough"),
        ),
        ("opponent", 6, json!(ALICE.id.to_string())),
        ("thread", 5, json!(true)),
    ];
    let (id, body) = interactions::slash(&fake, BOB, "challenge", &opts, &[ALICE]);
    let body = without_app_permissions(body, CREATE_PUBLIC_THREADS);
    let refused = fake.push_and_callback(&id, body, WAIT).await;
    let data = &refused.json["data"];
    assert!(is_ephemeral(data), "{data}");
    assert!(text(data).contains("may not open threads"), "{data}");
    assert!(custom_ids(data).is_empty(), "no Accept button: {data}");

    tokio::time::sleep(Duration::from_millis(300)).await;
    let posts = fake.post_count(&format!("/channels/{CHANNEL_ID}/messages"));
    assert_eq!(posts, 0, "no post in a channel Breaker may not post in");
    let threads = fake.find(|r| r.path.contains("thread"));
    assert!(threads.is_none(), "{threads:?}");
}
