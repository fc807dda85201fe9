//! End to end: a conditional line stored privately through the real bot, the opponent's
//! move answered in the same post sequence, and nothing of the line visible to anyone
//! else.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::harness::Harness;
use support::interactions::{self, ALICE, BOB, CHANNEL_ID};
use support::registered::is_ephemeral;

const WAIT: Duration = Duration::from_secs(30);

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_line_answers_the_opponents_move() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[]).await;
    let invite = interactions::challenge(&fake, &commands, ALICE, BOB, "white", &[]).await;
    let game = invite.json["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .trim_start_matches("accept:")
        .to_string();
    let (id, body) = interactions::slash(&fake, BOB, "accept", &[("game", 3, json!(game))], &[]);
    fake.push_and_callback(&id, body, WAIT).await;
    let (id, body) = interactions::slash(&fake, ALICE, "move", &[("move", 3, json!("a2-a3"))], &[]);
    fake.push_and_callback(&id, body, WAIT).await;

    // Alice's line, stored privately.
    let line = "a4-b3, c2xb3";
    let (stored, _) = interactions::subcommand(
        &fake,
        ALICE,
        false,
        "conditional",
        "add",
        &[("line", 3, json!(line))],
        &[],
    )
    .await;
    assert!(is_ephemeral(&stored), "{stored}");
    assert!(text(&stored).contains("Stored for game"), "{stored}");
    let (listed, _) =
        interactions::subcommand(&fake, ALICE, false, "conditional", "list", &[], &[]).await;
    assert!(is_ephemeral(&listed), "{listed}");
    assert!(text(&listed).contains("a4-b3 → c2xb3"), "{listed}");

    // Bob plays the expected move: his post, then at once Alice's answer, pinging Bob.
    let (id, body) = interactions::slash(&fake, BOB, "move", &[("move", 3, json!("a4-b3"))], &[]);
    let moved = fake.push_and_callback(&id, body, WAIT).await;
    assert!(
        text(&moved.json["data"]).contains("played **a4-b3**"),
        "{}",
        moved.json
    );
    let channel_posts = format!("/channels/{CHANNEL_ID}/messages");
    let answer = fake
        .wait_for("the conditional answer", WAIT, |recs| {
            recs.iter()
                .filter(|r| r.method == "POST" && r.path == channel_posts)
                .find(|r| text(&r.json).contains("conditional move"))
                .cloned()
        })
        .await;
    let said = text(&answer.json);
    assert!(
        said.contains(&format!(
            "{}'s conditional move: **c2xb3**",
            ALICE.mention()
        )) && said.contains(&BOB.mention()),
        "{said}"
    );
    let users: Vec<String> = answer.json["allowed_mentions"]["users"]
        .as_array()
        .map(|u| {
            u.iter()
                .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        users,
        [BOB.id.to_string()],
        "only Bob is pinged: {}",
        answer.json
    );
    assert!(!answer.files.is_empty(), "the board");

    // The line itself was only ever in Alice's private answers.
    for r in fake.recorded() {
        let body = r.json.to_string();
        if body.contains(line) || body.contains("→ c2xb3") {
            assert!(
                is_ephemeral(&r.json["data"]),
                "the line shown publicly: {body}"
            );
        }
    }
    // And Bob's own list shows nothing of it.
    let (bobs, _) =
        interactions::subcommand(&fake, BOB, false, "conditional", "list", &[], &[]).await;
    assert!(!text(&bobs).contains("c2xb3"), "{bobs}");

    // A new line, and Bob plays a move it does not expect: Alice (no DMs) is told in her
    // next answer, privately, beside her public `/board`, and nobody else ever sees it.
    let (stored, _) = interactions::subcommand(
        &fake,
        ALICE,
        false,
        "conditional",
        "add",
        &[("line", 3, json!("c4-c3, b2xc3"))],
        &[],
    )
    .await;
    assert!(text(&stored).contains("Stored for game"), "{stored}");
    let (id, body) = interactions::slash(&fake, BOB, "move", &[("move", 3, json!("a5-a4"))], &[]);
    let moved = fake.push_and_callback(&id, body, WAIT).await;
    assert!(
        text(&moved.json["data"]).contains("played **a5-a4**"),
        "{}",
        moved.json
    );
    let (id, body) = interactions::slash(&fake, ALICE, "board", &[], &[]);
    let board = fake.push_and_callback(&id, body, WAIT).await;
    assert!(!is_ephemeral(&board.json["data"]), "{}", board.json);
    let followups = format!("/webhooks/{}/token-{id}", support::fake_discord::APP_ID);
    let told = fake
        .wait_for("the news beside Alice's board", WAIT, |recs| {
            recs.iter()
                .find(|r| r.method == "POST" && r.path == followups)
                .cloned()
        })
        .await;
    assert!(is_ephemeral(&told.json), "{}", told.json);
    assert_eq!(
        text(&told.json),
        format!(
            "Your conditional moves in **#{game} Breakthrough 5x5** did not apply: {} played **a5-a4**, which none of your lines expected. They are removed.",
            BOB.mention()
        )
    );
    // Once: her next answer has nothing more.
    let (listed, _) =
        interactions::subcommand(&fake, ALICE, false, "conditional", "list", &[], &[]).await;
    assert!(!text(&listed).contains("did not apply"), "{listed}");
    for r in fake.recorded() {
        if r.json.to_string().contains("did not apply") {
            assert!(
                is_ephemeral(&r.json) || is_ephemeral(&r.json["data"]),
                "the news shown publicly: {}",
                r.json
            );
        }
    }
}
