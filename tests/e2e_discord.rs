//! End to end: the real bot (`breaker run`, serenity + poise) against a fake Discord on
//! 127.0.0.1. Alice challenges Bob to Breakthrough 5x5, the bot is killed and restarted,
//! Bob accepts with the button, and they play to White's win; the test asserts on what the
//! bot sent to Discord and measures how fast it answers.

mod support;

use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE, BOB, BREAKER, CAROL, CHANNEL_ID};
use support::registered::is_ephemeral;

/// Generous: a cold debug binary on a busy 2-core machine; the happy path takes far less.
const WAIT: Duration = Duration::from_secs(30);
/// Interaction response types (Discord API).
const CHANNEL_MESSAGE: u64 = 4;
const DEFERRED_UPDATE: u64 = 6;
const AUTOCOMPLETE_RESULT: u64 = 8;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_the_real_bot() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();

    // Start-up: the commands are registered in the configured guild.
    let (bot, commands) = e2e.start(&[]).await;
    let names: BTreeSet<&str> = commands
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    let expected = [
        "accept",
        "ai",
        "analyze",
        "board",
        "challenge",
        "conditional",
        "decline",
        "export",
        "games",
        "hint",
        "moretime",
        "ladder",
        "ladder-admin",
        "move",
        "note",
        "notify",
        "rating",
        "replay",
        "resign",
        "rules",
        "settings",
        "vacation",
        "takeback",
        "tournament",
        "tournament-admin",
    ];
    assert_eq!(names, expected.into_iter().collect(), "registered commands");
    let settings = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "settings")
        .unwrap();
    assert_eq!(
        settings["default_member_permissions"],
        json!("32"),
        "/settings is for Manage Server"
    );
    let move_option = option(&commands, "move", "move");
    assert_eq!(
        move_option["autocomplete"],
        json!(true),
        "/move move: autocompletes"
    );
    assert_eq!(
        option(&commands, "board", "game")["autocomplete"],
        json!(true),
        "game: autocompletes"
    );
    // Rated challenges and /rating's options, as the issue names them (3: text, 4: a
    // choice, 5: boolean, 6: user).
    assert_eq!(option(&commands, "challenge", "rated")["type"], json!(5));
    for (name, kind) in [
        ("player", 6),
        ("game", 4),
        ("size", 3),
        ("ladder", 3),
        ("vs", 6),
    ] {
        assert_eq!(
            option(&commands, "rating", name)["type"],
            json!(kind),
            "/rating {name}:"
        );
    }

    // Alice challenges Bob: an invite pinging Bob only, with Accept and Decline.
    let invite = interactions::challenge(&fake, &commands, ALICE, BOB, "white", &[]).await;
    assert_eq!(invite.json["type"], json!(CHANNEL_MESSAGE));
    let invite_data = &invite.json["data"];
    assert!(
        !is_ephemeral(invite_data),
        "the invite is public: {invite_data}"
    );
    assert!(
        text(invite_data).contains(&BOB.mention()),
        "the invite pings Bob: {invite_data}"
    );
    assert_pings_only(invite_data, &[BOB]);
    let buttons = custom_ids(invite_data);
    let accept = buttons
        .iter()
        .find(|b| b.starts_with("accept:"))
        .expect("an Accept button")
        .clone();
    assert!(
        buttons.iter().any(|b| b.starts_with("decline:")),
        "a Decline button: {buttons:?}"
    );

    // A restart between the invite and the click: the button must still work.
    bot.kill();
    let (bot, _) = e2e.start(&[]).await;

    // Alice cannot accept her own challenge: an ephemeral refusal; the invite is untouched.
    let invite_message = interactions::message_from_response(&fake, invite_data);
    let (id, body) = interactions::button(&fake, ALICE, &accept, invite_message.clone());
    let refusal = push_and_callback(&fake, &id, body).await;
    assert_eq!(refusal.json["type"], json!(CHANNEL_MESSAGE));
    assert!(is_ephemeral(&refusal.json["data"]), "{}", refusal.json);
    assert_pings_only(&refusal.json["data"], &[]);

    // Bob accepts: the click is acknowledged, the invite loses its buttons (and keeps any
    // attachment: no `attachments` key), and the start board pings Alice, who is White.
    let (id, body) = interactions::button(&fake, BOB, &accept, invite_message);
    let ack = push_and_callback(&fake, &id, body).await;
    assert_eq!(
        ack.json["type"],
        json!(DEFERRED_UPDATE),
        "the click is acknowledged"
    );
    let token = format!("token-{id}");
    let edit = wait_call(
        &fake,
        "PATCH",
        &format!("/webhooks/{APP_ID}/{token}/messages/@original"),
    )
    .await;
    assert_eq!(edit.json["components"], json!([]), "spent buttons removed");
    assert!(
        edit.json.get("attachments").is_none(),
        "an edit must not drop the attachments: {}",
        edit.json
    );
    let start = wait_call(&fake, "POST", &format!("/webhooks/{APP_ID}/{token}")).await;
    assert_board_post(&start.json, &start.files, Some(ALICE));

    // Autocomplete offers Alice's legal moves: all 13 of the 5x5 start, then those typed.
    let all = autocomplete(&fake, ALICE, "").await;
    assert_eq!(all.len(), 13, "5x5 has 13 opening moves: {all:?}");
    assert!(
        all.contains(&"a2-a3".to_string()) && all.contains(&"e2-d3".to_string()),
        "{all:?}"
    );
    let a2 = autocomplete(&fake, ALICE, "a2").await;
    assert_eq!(a2, ["a2-a3", "a2-b3"], "moves starting a2");
    assert!(
        autocomplete(&fake, BOB, "").await.is_empty(),
        "nothing to offer Bob: not his turn"
    );

    // Refusals are ephemeral and change nothing: an illegal move, then a move out of turn.
    let mut refusal_latencies = vec![
        refused(&fake, ALICE, "a2-a4").await,
        refused(&fake, BOB, "a4-a3").await,
    ];

    // The game: White (Alice) breaks through on b5 in three moves.
    let line = [
        (ALICE, "a2-a3", BOB),
        (BOB, "a4-b3", ALICE),
        (ALICE, "a3-a4", BOB),
        (BOB, "b4-a3", ALICE),
    ];
    let mut latencies = Vec::new();
    for (i, (mover, mv, next)) in line.into_iter().enumerate() {
        let (post, latency) = play(&fake, mover, mv).await;
        latencies.push(latency);
        assert!(
            text(&post.json["data"]).contains(mv),
            "the post names the move: {}",
            post.json
        );
        assert_board_post(&post.json["data"], &post.files, Some(next));
        if i == 0 {
            refusal_latencies.push(refused(&fake, ALICE, "b2-b3").await); // Alice again: not her turn.
        }
    }
    let (last, latency) = play(&fake, ALICE, "a4xb5").await;
    latencies.push(latency);
    let last_data = &last.json["data"];
    assert_board_post(last_data, &last.files, None);
    assert!(
        text(last_data).contains("White wins"),
        "the result: {last_data}"
    );
    assert_pings_only(last_data, &[BOB]);
    refusal_latencies.push(refused(&fake, BOB, "a3-a2").await); // The game is over.

    // Every REST call the bot made was one Discord knows.
    let unknown: Vec<String> = fake
        .recorded()
        .iter()
        .filter(|r| r.status == 404)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        unknown.is_empty(),
        "calls the fake did not know: {unknown:?}"
    );
    // One IDENTIFY per process and no RESUME: the gateway never dropped.
    let ops = fake.gateway_ops();
    assert_eq!(
        ops.iter().filter(|op| **op == 2).count(),
        2,
        "gateway ops: {ops:?}"
    );
    assert!(!ops.contains(&6), "no resume: {ops:?}");
    let status = bot.terminate();
    assert!(
        status.success(),
        "`breaker run` stops cleanly on SIGTERM: {status}"
    );
    eprintln!(
        "interaction -> callback, moves with a board: {}",
        summary(latencies)
    );
    eprintln!(
        "interaction -> callback, ephemeral refusals: {}",
        summary(refusal_latencies)
    );
}

/// The AI (challenging the bot's own user) answers with a post in the channel, pinging the
/// human: the follow-up path that answers no interaction.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_moves_in_the_channel() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", "50")]).await;

    // Alice takes Black, so the AI opens: the start board now, its move right after.
    let start = interactions::challenge(&fake, &commands, ALICE, BREAKER, "black", &[]).await;
    assert_board_post(&start.json["data"], &start.files, None);
    let channel_posts = format!("/channels/{CHANNEL_ID}/messages");
    let first = ai_post(&fake, &channel_posts, 1).await;
    assert_board_post(&first.json, &first.files, Some(ALICE));

    // Alice answers with a move the autocomplete offers; the AI answers again.
    let offered = autocomplete(&fake, ALICE, "").await;
    assert!(!offered.is_empty(), "Alice has legal moves");
    let (post, _) = play(&fake, ALICE, &offered[0]).await;
    assert!(
        text(&post.json["data"]).contains(&BREAKER.mention()),
        "the AI is to move: {}",
        post.json
    );
    assert_pings_only(&post.json["data"], &[]);
    let second = ai_post(&fake, &channel_posts, 2).await;
    assert_board_post(&second.json, &second.files, Some(ALICE));

    // `/ai` starts a game against the AI at once: Alice takes Black, so the AI opens.
    let breach = choice_value(&option(&commands, "ai", "game"), "Breach");
    let black = choice_value(&option(&commands, "ai", "color"), "black");
    let opts: Vec<Opt> = vec![
        ("game", 4, breach),
        ("size", 3, json!("5")),
        ("level", 4, json!(1)),
        ("color", 4, black),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "ai", &opts, &[]);
    let start = push_and_callback(&fake, &id, body).await;
    assert_board_post(&start.json["data"], &start.files, None);
    let third = ai_post(&fake, &channel_posts, 3).await;
    assert_board_post(&third.json, &third.files, Some(ALICE));
    assert!(
        text(&third.json).contains("Breach"),
        "the AI opened the Breach game: {}",
        third.json
    );
}

/// The nth message the bot posted in the channel on its own.
async fn ai_post(fake: &FakeDiscord, path: &str, nth: usize) -> Recorded {
    fake.wait_for(&format!("AI post #{nth}"), WAIT, |recs| {
        recs.iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .nth(nth - 1)
            .cloned()
    })
    .await
}

/// `[..]; median ..` of some durations.
fn summary(mut times: Vec<Duration>) -> String {
    times.sort();
    let median = times[times.len() / 2];
    format!("median {median:.1?} of {times:.1?}")
}

fn option(commands: &Value, command: &str, name: &str) -> Value {
    let command = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == command)
        .expect("command registered");
    let options = command["options"].as_array().expect("options");
    options
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("/{command} {name}:"))
        .clone()
}

/// The value Discord sends for a registered choice.
fn choice_value(option: &Value, name: &str) -> Value {
    let choices = option["choices"].as_array().expect("choices");
    choices
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("choice {name}"))
        .get("value")
        .unwrap()
        .clone()
}

/// Pushes an interaction and waits for its callback.
async fn push_and_callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.push_and_callback(id, body, WAIT).await
}

async fn wait_call(fake: &FakeDiscord, method: &str, path: &str) -> Recorded {
    fake.wait_call(method, path, WAIT).await
}

/// The autocomplete choices offered to `who` typing `partial` into `/move move:`.
async fn autocomplete(fake: &FakeDiscord, who: Person, partial: &str) -> Vec<String> {
    let (id, body) = interactions::autocomplete(fake, who, "move", "move", partial);
    let answer = push_and_callback(fake, &id, body).await;
    assert_eq!(answer.json["type"], json!(AUTOCOMPLETE_RESULT));
    let choices = answer.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .clone();
    assert!(choices.len() <= 25, "Discord's limit");
    choices
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect()
}

/// `/move` by `who`; returns the callback and the time from push to callback.
async fn play(fake: &FakeDiscord, who: Person, mv: &str) -> (Recorded, Duration) {
    let (id, body) = interactions::slash(fake, who, "move", &[("move", 3, json!(mv))], &[]);
    let post = push_and_callback(fake, &id, body).await;
    let sent = fake.sent_at(&id).expect("the fake wrote the interaction");
    assert_eq!(
        post.json["type"],
        json!(CHANNEL_MESSAGE),
        "{who:?} {mv}: {}",
        post.json
    );
    (post.clone(), post.at.duration_since(sent))
}

/// `/move` by `who` must be refused: ephemeral, no board, pinging nobody. Returns the time
/// from push to callback.
async fn refused(fake: &FakeDiscord, who: Person, mv: &str) -> Duration {
    let (id, body) = interactions::slash(fake, who, "move", &[("move", 3, json!(mv))], &[]);
    let answer = push_and_callback(fake, &id, body).await;
    let data = &answer.json["data"];
    assert!(
        is_ephemeral(data),
        "{who:?} {mv} is refused ephemerally: {data}"
    );
    assert!(answer.files.is_empty(), "no board with a refusal");
    assert!(!text(data).is_empty(), "the refusal says why");
    assert_pings_only(data, &[]);
    answer
        .at
        .duration_since(fake.sent_at(&id).expect("the fake wrote the interaction"))
}

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

/// allowed_mentions pings exactly `people`, never @everyone or roles.
fn assert_pings_only(data: &Value, people: &[Person]) {
    let allowed = &data["allowed_mentions"];
    assert_eq!(
        allowed["parse"],
        json!([]),
        "no @everyone/@here/role parsing: {data}"
    );
    let users: BTreeSet<String> = allowed["users"]
        .as_array()
        .map(|u| {
            u.iter()
                .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let expected: BTreeSet<String> = people.iter().map(|p| p.id.to_string()).collect();
    assert_eq!(users, expected, "who may be pinged: {data}");
}

/// A public post with the board as an embedded, decodable `board.png`, pinging `to_move`.
fn assert_board_post(data: &Value, files: &[(String, String, Vec<u8>)], to_move: Option<Person>) {
    assert!(!is_ephemeral(data), "a board post is public: {data}");
    assert_eq!(
        data["embeds"][0]["image"]["url"],
        json!("attachment://board.png"),
        "{data}"
    );
    let [(_, name, png)] = files else {
        panic!("exactly one file, got {}", files.len())
    };
    assert_eq!(name, "board.png");
    let image = image::load_from_memory(png).expect("a decodable PNG");
    assert!(
        image.width() >= 100 && image.height() >= 100,
        "a legible board"
    );
    if let Some(next) = to_move {
        assert!(
            text(data).contains(&next.mention()),
            "pings the player to move: {data}"
        );
        assert_pings_only(data, &[next]);
    }
}

fn custom_ids(data: &Value) -> Vec<String> {
    let rows = data["components"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The other commands, each through poise: `/accept` and `/decline` typed (not clicked),
/// `/board`, `/games`, `/rules`, and `/resign` with its confirm button on an ephemeral message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_commands() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[]).await;
    let breakthrough = choice_value(&option(&commands, "challenge", "game"), "Breakthrough");
    let breach = choice_value(&option(&commands, "rules", "game"), "Breach");

    // Two challenges; Bob declines one by command and accepts the other by command, naming
    // each with the game option (which autocompletes his games).
    let mut ids = Vec::new();
    for size in ["6x6", "7x7"] {
        let opts: Vec<Opt> = vec![
            ("game", 4, breakthrough.clone()),
            ("opponent", 6, json!(BOB.id.to_string())),
            ("size", 3, json!(size)),
        ];
        let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
        let invite = push_and_callback(&fake, &id, body).await;
        let accept = custom_ids(&invite.json["data"])[0].clone();
        ids.push(accept.trim_start_matches("accept:").to_string());
    }
    let (id, body) = interactions::autocomplete(&fake, BOB, "accept", "game", "");
    let offered = push_and_callback(&fake, &id, body).await;
    let values: Vec<&str> = offered.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(values.len(), 2, "Bob's two challenges: {}", offered.json);
    let (declined, accepted) = (&ids[0], &ids[1]);

    let (id, body) = command(&fake, BOB, "decline", &[("game", 3, json!(declined))]);
    let note = push_and_callback(&fake, &id, body).await;
    assert!(!is_ephemeral(&note.json["data"]), "{}", note.json);
    assert_pings_only(&note.json["data"], &[ALICE]);

    let (id, body) = command(&fake, BOB, "accept", &[("game", 3, json!(accepted))]);
    let start = push_and_callback(&fake, &id, body).await;
    let start_data = &start.json["data"];
    let white = if text(start_data).contains(&format!("{} (White)", ALICE.mention())) {
        ALICE
    } else {
        BOB
    };
    assert_board_post(start_data, &start.files, Some(white));

    // Anyone may look at the board; it pings nobody.
    let (id, body) = command(&fake, ALICE, "board", &[]);
    let board = push_and_callback(&fake, &id, body).await;
    assert!(!is_ephemeral(&board.json["data"]));
    assert_board_post(&board.json["data"], &board.files, None);
    assert_pings_only(&board.json["data"], &[]);

    // Lists and rules are for the caller only.
    let (id, body) = command(&fake, BOB, "games", &[]);
    let games = push_and_callback(&fake, &id, body).await;
    assert!(is_ephemeral(&games.json["data"]), "{}", games.json);
    assert!(
        text(&games.json["data"]).contains(&format!("#{accepted}")),
        "{}",
        games.json
    );
    let (id, body) = command(&fake, BOB, "rules", &[("game", 4, breach)]);
    let rules = push_and_callback(&fake, &id, body).await;
    assert!(is_ephemeral(&rules.json["data"]), "{}", rules.json);
    assert!(
        text(&rules.json["data"]).contains("Breach"),
        "{}",
        rules.json
    );

    // Bob resigns: an ephemeral confirmation with a button, then the result for everyone.
    let (id, body) = command(&fake, BOB, "resign", &[]);
    let confirm = push_and_callback(&fake, &id, body).await;
    let confirm_data = &confirm.json["data"];
    assert!(is_ephemeral(confirm_data), "{}", confirm.json);
    let resign = custom_ids(confirm_data);
    assert_eq!(resign, [format!("resign:{accepted}")]);
    let message = interactions::message_from_response(&fake, confirm_data);
    let (id, body) = interactions::button(&fake, BOB, &resign[0], message);
    let ack = push_and_callback(&fake, &id, body).await;
    assert_eq!(ack.json["type"], json!(DEFERRED_UPDATE));
    let spent = format!("/webhooks/{APP_ID}/token-{id}/messages/@original");
    let edit = wait_call(&fake, "PATCH", &spent).await;
    assert_eq!(
        edit.json["components"],
        json!([]),
        "the confirm button is spent"
    );
    let result = wait_call(&fake, "POST", &format!("/webhooks/{APP_ID}/token-{id}")).await;
    assert!(!is_ephemeral(&result.json), "{}", result.json);
    assert!(text(&result.json).contains("resign"), "{}", result.json);
    assert_pings_only(&result.json, &[ALICE]);
}

/// `/name` with plain options and no user options.
fn command(fake: &FakeDiscord, who: Person, name: &str, options: &[Opt]) -> (String, Value) {
    interactions::slash(fake, who, name, options, &[])
}

/// Correspondence through the real bot: a `1d` game, the bot restarted "hours later"
/// (`BREAKER_NOW`, real time running from that instant) to find a reminder due, then again
/// after the deadline to find the time forfeit; both notices ping exactly the right players.
/// Then `/export` and `/replay` attach the record and a GIF that decodes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_runs_out_of_time() {
    const T0: &str = "2027-01-05T12:00:00Z";
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (bot, commands) = e2e.start(&[("BREAKER_NOW", T0)]).await;
    let invite = interactions::challenge(
        &fake,
        &commands,
        ALICE,
        BOB,
        "white",
        &[("clock", 3, json!("1d"))],
    )
    .await;
    assert!(text(&invite.json["data"]).contains("1d"), "{}", invite.json);
    let accept = custom_ids(&invite.json["data"])[0].clone();
    let game = accept.trim_start_matches("accept:").to_string();
    let (id, body) = command(&fake, BOB, "accept", &[("game", 3, json!(game))]);
    let start = push_and_callback(&fake, &id, body).await;
    assert_board_post(&start.json["data"], &start.files, Some(ALICE));
    // Both have moved (so Bob's timeout is a loss, not an abort); Bob is to move.
    for (who, mv) in [(ALICE, "a2-a3"), (BOB, "a4-b3"), (ALICE, "a3-a4")] {
        let (post, _) = play(&fake, who, mv).await;
        let moved = text(&post.json["data"]);
        assert!(
            moved.contains("<t:"),
            "the deadline as a Discord timestamp: {moved}"
        );
    }
    bot.kill();

    // 20 hours later Bob has not moved: the quarter-left reminder (due 18 h in) is sent on
    // start-up, saying it is late, pinging Bob alone.
    let channel_posts = format!("/channels/{CHANNEL_ID}/messages");
    let bot = e2e.launch(&[("BREAKER_NOW", "2027-01-06T08:00:00Z")]);
    let reminder = wait_call(&fake, "POST", &channel_posts).await;
    let said = text(&reminder.json);
    assert!(said.contains("While Breaker was offline"), "{said}");
    assert!(
        said.contains(&BOB.mention()) && said.contains("<t:"),
        "{said}"
    );
    assert_pings_only(&reminder.json, &[BOB]);
    bot.kill();

    // Past the deadline: Bob loses on time; the notice pings both players and shows the board.
    let bot = e2e.launch(&[("BREAKER_NOW", "2027-01-06T13:00:00Z")]);
    let forfeit = fake
        .wait_for("the time-forfeit notice", WAIT, |recs| {
            recs.iter()
                .filter(|r| r.method == "POST" && r.path == channel_posts)
                .find(|r| text(&r.json).contains("on time"))
                .cloned()
        })
        .await;
    let said = text(&forfeit.json);
    assert!(said.contains("White wins on time"), "{said}");
    assert_pings_only(&forfeit.json, &[ALICE, BOB]);
    let [(_, name, png)] = &forfeit.files[..] else {
        panic!("the final board, got {} files", forfeit.files.len())
    };
    assert_eq!(name, "board.png");
    image::load_from_memory(png).expect("the board decodes");

    // The record and the replay, attached.
    let (id, body) = command(&fake, BOB, "export", &[("game", 3, json!(game))]);
    let (data, files) = answer_with_files(&fake, &id, body).await;
    let record_name = format!("game-{game}.txt");
    let record = files
        .iter()
        .find(|(_, name, _)| *name == record_name)
        .unwrap_or_else(|| panic!("{record_name} attached: {data}"));
    let record = String::from_utf8(record.2.clone()).unwrap();
    for tag in [
        "[Game \"Breakthrough\"]",
        "[Size \"5x5\"]",
        "[Clock \"1d\"]",
        "[Result \"1-0\"]",
        "[Termination \"time forfeit\"]",
    ] {
        assert!(record.contains(tag), "{tag} in:\n{record}");
    }
    assert!(record.contains("1. a2-a3 a4-b3 2. a3-a4"), "{record}");
    let (id, body) = command(&fake, ALICE, "replay", &[("game", 3, json!(game))]);
    let (data, files) = answer_with_files(&fake, &id, body).await;
    let gif_name = format!("game-{game}.gif");
    let gif = files
        .iter()
        .find(|(_, name, _)| *name == gif_name)
        .unwrap_or_else(|| panic!("{gif_name} attached: {data}"));
    let frames =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif.2.clone())).expect("a GIF");
    use image::AnimationDecoder;
    let frames = frames
        .into_frames()
        .collect_frames()
        .expect("frames decode");
    assert_eq!(frames.len(), 4, "the start and three moves");
    drop(bot);
}

/// Pushes a command whose answer carries files, following a deferred answer to its edit.
async fn answer_with_files(
    fake: &FakeDiscord,
    id: &str,
    body: Value,
) -> (Value, Vec<(String, String, Vec<u8>)>) {
    let callback = push_and_callback(fake, id, body).await;
    if callback.json["type"] == json!(CHANNEL_MESSAGE) {
        return (callback.json["data"].clone(), callback.files);
    }
    let path = format!("/webhooks/{APP_ID}/token-{id}/messages/@original");
    let edit = wait_call(fake, "PATCH", &path).await;
    (edit.json, edit.files)
}

/// Takebacks through the real bot: Bob asks, pinging exactly Alice with Accept/Decline
/// buttons; Alice declines once (the moves stand); Bob asks again, a stranger's click and
/// Bob's own are refused ephemerally and change nothing; Alice's Accept retracts Bob's move
/// and her reply, and `/export` no longer lists them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_through_the_buttons() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[]).await;
    let invite = interactions::challenge(&fake, &commands, ALICE, BOB, "white", &[]).await;
    let game = custom_ids(&invite.json["data"])[0]
        .trim_start_matches("accept:")
        .to_string();
    let (id, body) = command(&fake, BOB, "accept", &[("game", 3, json!(game))]);
    push_and_callback(&fake, &id, body).await;
    for (who, mv) in [(ALICE, "a2-a3"), (BOB, "a4-b3"), (ALICE, "a3-a4")] {
        play(&fake, who, mv).await;
    }
    let played = "1. a2-a3 a4-b3 2. a3-a4";
    assert!(record(&fake, CAROL, &game).await.contains(played));

    // Bob asks: a public request pinging Alice alone, with the two buttons.
    let ask = |fake: &FakeDiscord| command(fake, BOB, "takeback", &[("game", 3, json!(game))]);
    let (id, body) = ask(&fake);
    let request = push_and_callback(&fake, &id, body).await;
    let data = &request.json["data"];
    assert_eq!(request.json["type"], json!(CHANNEL_MESSAGE), "{data}");
    assert!(!is_ephemeral(data), "the request is public: {data}");
    assert!(text(data).contains(&ALICE.mention()), "{data}");
    assert!(text(data).contains("a4-b3"), "names the move: {data}");
    assert_pings_only(data, &[ALICE]);
    let accept = format!("takeback-accept:{game}");
    let decline = format!("takeback-decline:{game}");
    assert_eq!(custom_ids(data), [accept.clone(), decline.clone()]);

    // Alice declines with the button: the buttons go, Bob is told, the moves stand.
    let declined = click_spent(&fake, ALICE, &decline, data).await;
    assert!(
        text(&declined.json).contains("declined"),
        "{}",
        declined.json
    );
    assert_pings_only(&declined.json, &[BOB]);
    assert!(
        record(&fake, ALICE, &game).await.contains(played),
        "a decline changes nothing"
    );

    // Bob asks again; Carol and Bob himself click Accept: refused, ephemeral, no ping.
    let (id, body) = ask(&fake);
    let request = push_and_callback(&fake, &id, body).await;
    let data = request.json["data"].clone();
    assert_pings_only(&data, &[ALICE]);
    for who in [CAROL, BOB] {
        let message = interactions::message_from_response(&fake, &data);
        let (id, body) = interactions::button(&fake, who, &accept, message);
        let refusal = push_and_callback(&fake, &id, body).await;
        assert_eq!(
            refusal.json["type"],
            json!(CHANNEL_MESSAGE),
            "{}",
            refusal.json
        );
        assert!(is_ephemeral(&refusal.json["data"]), "{}", refusal.json);
        assert!(!text(&refusal.json["data"]).is_empty(), "says why");
        assert_pings_only(&refusal.json["data"], &[]);
    }
    assert!(
        record(&fake, CAROL, &game).await.contains(played),
        "refusals change nothing"
    );

    // Alice accepts: Bob's a4-b3 and her a3-a4 are gone; the board pings Bob, to move.
    let granted = click_spent(&fake, ALICE, &accept, &data).await;
    assert!(
        text(&granted.json).contains("took back"),
        "{}",
        granted.json
    );
    assert_board_post(&granted.json, &granted.files, Some(BOB));
    let after = record(&fake, BOB, &game).await;
    assert!(after.contains("1. a2-a3"), "{after}");
    assert!(
        !after.contains("a4-b3") && !after.contains("a3-a4"),
        "{after}"
    );

    // Play goes on from there: Bob's move now is a different one.
    let (post, _) = play(&fake, BOB, "e4-e3").await;
    assert_board_post(&post.json["data"], &post.files, Some(ALICE));
    assert!(record(&fake, ALICE, &game).await.contains("1. a2-a3 e4-e3"));
}

/// `who` clicks `custom_id` on the message `data` answered: the click is acknowledged as
/// a deferred update and the message loses its buttons. Returns the follow-up post.
async fn click_spent(fake: &FakeDiscord, who: Person, custom_id: &str, data: &Value) -> Recorded {
    let message = interactions::message_from_response(fake, data);
    let (id, body) = interactions::button(fake, who, custom_id, message);
    let ack = push_and_callback(fake, &id, body).await;
    assert_eq!(ack.json["type"], json!(DEFERRED_UPDATE), "{}", ack.json);
    let spent = format!("/webhooks/{APP_ID}/token-{id}/messages/@original");
    assert_eq!(
        wait_call(fake, "PATCH", &spent).await.json["components"],
        json!([])
    );
    wait_call(fake, "POST", &format!("/webhooks/{APP_ID}/token-{id}")).await
}

/// The record `/export game:` attaches for `who`.
async fn record(fake: &FakeDiscord, who: Person, game: &str) -> String {
    let (id, body) = command(fake, who, "export", &[("game", 3, json!(game))]);
    let (data, files) = answer_with_files(fake, &id, body).await;
    let name = format!("game-{game}.txt");
    let (_, _, record) = files
        .into_iter()
        .find(|(_, n, _)| *n == name)
        .unwrap_or_else(|| panic!("{name} attached: {data}"));
    String::from_utf8(record).unwrap()
}
