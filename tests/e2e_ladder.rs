//! End to end through the real bot and the fake Discord: a moderator creates a ladder, a
//! member lacking Manage Server is refused a `/ladder-admin` command, two players join, a
//! ladder challenge is played to its result, and the standings page shows the swap.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE, BOB};
use support::registered::{is_ephemeral, sub_choice};

const WAIT: Duration = Duration::from_secs(30);

async fn push_and_callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.push_and_callback(id, body, WAIT).await
}

async fn slash(fake: &FakeDiscord, who: Person, name: &str, options: &[Opt]) -> Value {
    let (id, body) = interactions::slash(fake, who, name, options, &[]);
    push_and_callback(fake, &id, body).await.json["data"].clone()
}

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ladder_challenge_to_its_result_and_the_standings() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    // Bob tries every moderator command in a row, more than the per-user command rate
    // allows in 10 s (tests/e2e_hostile.rs tests that limit): no limit here.
    let (_bot, commands) = e2e.start(&[("COMMAND_RATE", "off")]).await;
    let find = |name: &str| -> Value {
        commands
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("no /{name}"))
    };
    let admin = find("ladder-admin");
    assert_eq!(
        admin["default_member_permissions"],
        json!("32"),
        "hidden from non-managers"
    );
    let subs: Vec<&str> = admin["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        subs,
        [
            "create",
            "settings",
            "close",
            "kick",
            "restore",
            "set-position",
            "result",
            "season-end",
            "log"
        ]
    );
    // `close` takes an optional reason, like every other moderator action's.
    let close_reason = admin["options"][2]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "reason")
        .expect("/ladder-admin close has a reason option");
    assert!(!close_reason["required"].as_bool().unwrap_or(false));
    let create = &admin["options"][0];
    let game = create["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "game")
        .unwrap();
    let breakthrough = game["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "Breakthrough")
        .unwrap()["value"]
        .clone();
    find("ladder");

    // Alice (Manage Server) creates the ladder: an ephemeral confirmation.
    let (made, _) = interactions::subcommand(
        &fake,
        ALICE,
        true,
        "ladder-admin",
        "create",
        &[
            ("name", 3, json!("spring")),
            ("game", 4, breakthrough.clone()),
            ("size", 3, json!("5x5")),
        ],
        &[],
    )
    .await;
    assert!(
        is_ephemeral(&made) && text(&made).contains("Ladder spring created"),
        "{made}"
    );
    // Bob lacks Manage Server: refused, ephemeral, nothing changes.
    let (refused, _) = interactions::subcommand(
        &fake,
        BOB,
        false,
        "ladder-admin",
        "close",
        &[("name", 3, json!("spring"))],
        &[],
    )
    .await;
    assert!(is_ephemeral(&refused), "{refused}");
    assert!(
        text(&refused).contains("Only moderators may use `/ladder-admin close`"),
        "{refused}"
    );
    // And so for every other moderator command, each with options that would work.
    let choice = |sub: &str, option: &str, name: &str| sub_choice(&admin, sub, option, name);
    let spring = ("name", 3, json!("spring"));
    let why = ("reason", 3, json!("testing"));
    let alice = ("player", 6, json!(ALICE.id.to_string()));
    let attempts: Vec<(&str, &str, Vec<Opt>)> = vec![
        (
            "ladder-admin",
            "create",
            vec![
                ("name", 3, json!("autumn")),
                ("game", 4, breakthrough.clone()),
                ("size", 3, json!("5x5")),
            ],
        ),
        (
            "ladder-admin",
            "settings",
            vec![spring.clone(), ("range", 4, json!(5))],
        ),
        (
            "ladder-admin",
            "kick",
            vec![spring.clone(), alice.clone(), why.clone()],
        ),
        (
            "ladder-admin",
            "restore",
            vec![spring.clone(), alice.clone(), why.clone()],
        ),
        (
            "ladder-admin",
            "set-position",
            vec![
                spring.clone(),
                alice.clone(),
                ("position", 4, json!(1)),
                why.clone(),
            ],
        ),
        (
            "ladder-admin",
            "result",
            vec![
                ("game", 3, json!("1")),
                ("outcome", 4, choice("result", "outcome", "white")),
                why.clone(),
            ],
        ),
        (
            "ladder-admin",
            "season-end",
            vec![spring.clone(), why.clone()],
        ),
        ("ladder-admin", "log", vec![spring.clone()]),
        ("settings", "moderator-role", vec![]),
        ("settings", "modlog", vec![]),
    ];
    for (command, name, options) in attempts {
        let (no, _) =
            interactions::subcommand(&fake, BOB, false, command, name, &options, &[ALICE]).await;
        assert!(is_ephemeral(&no), "/{command} {name}: {no}");
        // Who moderates and where it is logged needs Manage Server, not just the role.
        let who_may = if command == "settings" {
            "Only members with Manage Server may use"
        } else {
            "Only moderators may use"
        };
        assert!(
            text(&no).contains(&format!("{who_may} `/{command} {name}`")),
            "/{command} {name}: {no}"
        );
    }

    for p in [ALICE, BOB] {
        let (joined, _) = interactions::subcommand(
            &fake,
            p,
            true,
            "ladder",
            "join",
            &[("name", 3, json!("spring"))],
            &[],
        )
        .await;
        assert!(!is_ephemeral(&joined), "{joined}");
    }
    // Bob (2) challenges Alice (1): the game starts at once, Bob White, Alice pinged.
    let (start, files) = interactions::subcommand(
        &fake,
        BOB,
        true,
        "ladder",
        "challenge",
        &[
            ("name", 3, json!("spring")),
            ("opponent", 6, json!(ALICE.id.to_string())),
        ],
        &[ALICE],
    )
    .await;
    assert!(text(&start).contains("begins at once"), "{start}");
    assert_eq!(
        start["allowed_mentions"]["users"],
        json!([ALICE.id.to_string()])
    );
    assert!(files.iter().any(|f| f.1 == "board.png"));
    // Bob breaks through; the result is a ladder win for the challenger.
    for (who, mv) in [
        (BOB, "a2-a3"),
        (ALICE, "a4-b3"),
        (BOB, "a3-a4"),
        (ALICE, "b4-a3"),
        (BOB, "a4xb5"),
    ] {
        let post = slash(&fake, who, "move", &[("move", 3, json!(mv))]).await;
        assert!(!is_ephemeral(&post), "{post}");
        if mv == "a4xb5" {
            assert!(text(&post).contains("takes position 1"), "{post}");
        }
    }
    let (page, files) = interactions::subcommand(
        &fake,
        ALICE,
        true,
        "ladder",
        "standings",
        &[("name", 3, json!("spring"))],
        &[],
    )
    .await;
    let content = text(&page);
    assert!(
        content.contains("1. bob") && content.contains("2. alice"),
        "{content}"
    );
    assert!(content.contains("1–0"), "{content}");
    let png = files
        .iter()
        .find(|f| f.1 == "standings.png")
        .expect("the standings image");
    assert!(png.2.starts_with(b"\x89PNG"));
    assert!(
        page["allowed_mentions"]["users"]
            .as_array()
            .is_none_or(|u| u.is_empty()),
        "{page}"
    );
}
