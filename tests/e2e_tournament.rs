//! End to end through the real bot and the fake Discord: each format played out. A
//! moderator creates the event, a member without Manage Server is refused, players join,
//! the start posts the games pinging each player once, resignations end the games, each
//! result line names the tournament and round, a Swiss event pairs its next round by
//! itself, and the last result posts the final standings; the standings come as a PNG.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE, BOB, CAROL, CHANNEL_ID, DAVE};
use support::registered::{is_ephemeral, sub_choice};

const WAIT: Duration = Duration::from_secs(30);

async fn push_and_callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.push_and_callback(id, body, WAIT).await
}

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

/// The games a post starts: (game, White, Black) from its `#N: <@w> (White) vs <@b>
/// (Black)` lines.
fn games(post: &str) -> Vec<(u64, u64, u64)> {
    post.lines()
        .filter_map(|l| {
            let l = l.trim_start_matches("- ");
            let (game, rest) = l.strip_prefix('#')?.split_once(": <@")?;
            let (white, rest) = rest.split_once("> (White) vs <@")?;
            let (black, _) = rest.split_once("> (Black)")?;
            Some((game.parse().ok()?, white.parse().ok()?, black.parse().ok()?))
        })
        .collect()
}

fn person(id: u64) -> Person {
    [ALICE, BOB, CAROL, DAVE]
        .into_iter()
        .find(|p| p.id == id)
        .unwrap()
}

/// Black resigns each game; returns the last post.
async fn white_wins(fake: &FakeDiscord, games: &[(u64, u64, u64)]) -> String {
    let mut last = String::new();
    for &(game, _, black) in games {
        let (id, body) = interactions::slash(
            fake,
            person(black),
            "resign",
            &[("game", 3, json!(game.to_string()))],
            &[],
        );
        // An ephemeral confirmation with a button; the click posts the result.
        let confirm = push_and_callback(fake, &id, body).await.json["data"].clone();
        assert!(is_ephemeral(&confirm), "{confirm}");
        let message = interactions::message_from_response(fake, &confirm);
        let click = format!("resign:{game}");
        let (id, body) = interactions::button(fake, person(black), &click, message);
        push_and_callback(fake, &id, body).await;
        let path = format!("/webhooks/{APP_ID}/token-{id}");
        let post = fake
            .wait_for(&format!("POST {path}"), WAIT, |recs| {
                recs.iter()
                    .find(|r| r.method == "POST" && r.path == path)
                    .cloned()
            })
            .await
            .json;
        assert!(!is_ephemeral(&post), "{post}");
        last = text(&post);
    }
    last
}

/// The value Discord sends for choice `name` of `/tournament-admin create`'s `option`.
fn choice(admin: &Value, option: &str, name: &str) -> Value {
    sub_choice(admin, "create", option, name)
}

async fn create_and_join(
    fake: &FakeDiscord,
    admin: &Value,
    name: &str,
    format: &str,
    extra: &[Opt],
    players: &[Person],
) -> (Value, Vec<(String, String, Vec<u8>)>) {
    let mut options: Vec<Opt> = vec![
        ("name", 3, json!(name)),
        ("format", 4, choice(admin, "format", format)),
        ("game", 4, choice(admin, "game", "breakthrough")),
        ("size", 3, json!("5x5")),
        ("clock", 3, json!("3d")),
    ];
    options.extend_from_slice(extra);
    // A member without Manage Server (and no moderator role) is refused.
    let (no, _) = interactions::subcommand(
        fake,
        BOB,
        false,
        "tournament-admin",
        "create",
        &options,
        &[],
    )
    .await;
    assert!(is_ephemeral(&no), "{no}");
    assert!(
        text(&no).contains("Only moderators may use `/tournament-admin create`"),
        "{no}"
    );
    let (made, _) = interactions::subcommand(
        fake,
        ALICE,
        true,
        "tournament-admin",
        "create",
        &options,
        &[],
    )
    .await;
    assert!(text(&made).contains("created"), "{made}");
    for &p in players {
        let (joined, _) = interactions::subcommand(
            fake,
            p,
            false,
            "tournament",
            "join",
            &[("name", 3, json!(name))],
            &[],
        )
        .await;
        assert!(text(&joined).contains("joined tournament"), "{joined}");
    }
    let (started, files) = interactions::subcommand(
        fake,
        ALICE,
        true,
        "tournament-admin",
        "start",
        &[("name", 3, json!(name))],
        &[],
    )
    .await;
    assert!(!is_ephemeral(&started), "{started}");
    (started, files)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn round_robin_swiss_and_league_played_out_through_discord() {
    let mut e2e = Harness::new().await;
    let (_bot, commands) = e2e.start(&[("COMMAND_RATE", "off")]).await;
    let fake = &e2e.fake;
    let admin = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "tournament-admin")
        .unwrap();
    let subs: Vec<&str> = admin["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for s in [
        "create",
        "settings",
        "start",
        "end-round",
        "result",
        "withdraw",
        "forbid",
        "pause",
        "resume",
        "close",
        "cancel",
    ] {
        assert!(subs.contains(&s), "/tournament-admin {s}: {subs:?}");
    }
    let players = [BOB, CAROL, DAVE];

    // A round robin of three: every game at once (Berger, a rest each round).
    let (started, _) = create_and_join(fake, admin, "spring", "round-robin", &[], &players).await;
    let content = text(&started);
    let rr = games(&content);
    assert_eq!(rr.len(), 3, "{content}");
    // Each player pinged once.
    let mut pinged: Vec<String> = started["allowed_mentions"]["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u.as_str().unwrap().to_string())
        .collect();
    pinged.sort();
    let mut want: Vec<String> = players.iter().map(|p| p.id.to_string()).collect();
    want.sort();
    assert_eq!(pinged, want);
    let over = white_wins(fake, &rr).await;
    assert!(over.contains("Tournament spring, round"), "{over}");
    assert!(
        over.contains("Tournament spring is over. Final standings:"),
        "{over}"
    );
    let (table, files) = interactions::subcommand(
        fake,
        DAVE,
        false,
        "tournament",
        "standings",
        &[("name", 3, json!("spring"))],
        &[],
    )
    .await;
    assert!(text(&table).contains("Sonneborn-Berger"), "{table}");
    let png = files
        .iter()
        .find(|f| f.1.ends_with(".png"))
        .expect("a crosstable picture");
    assert!(png.2.starts_with(b"\x89PNG"));

    // A Swiss event of three, two rounds: round 1 (a bye), then round 2 by itself.
    let (started, _) = create_and_join(
        fake,
        admin,
        "open",
        "swiss",
        &[("rounds", 4, json!(2))],
        &players,
    )
    .await;
    let content = text(&started);
    let r1 = games(&content);
    assert_eq!(r1.len(), 1, "{content}");
    assert!(content.contains("has a bye"), "{content}");
    let next = white_wins(fake, &r1).await;
    assert!(next.contains("Tournament open, round 1."), "{next}");
    assert!(next.contains("round 1 is over; round 2 begins"), "{next}");
    let r2 = games(&next);
    assert_eq!(r2.len(), 1, "{next}");
    let (w1, b1) = (r1[0].1, r1[0].2);
    assert!(
        !(r2[0].1 == w1 && r2[0].2 == b1 || r2[0].1 == b1 && r2[0].2 == w1),
        "no rematch: {r1:?} {r2:?}"
    );
    let over = white_wins(fake, &r2).await;
    assert!(
        over.contains("Tournament open is over. Final standings:"),
        "{over}"
    );
    let (table, _) = interactions::subcommand(
        fake,
        BOB,
        false,
        "tournament",
        "standings",
        &[("name", 3, json!("open"))],
        &[],
    )
    .await;
    assert!(text(&table).contains("Buchholz Cut-1"), "{table}");

    // A league of three: a double round robin, six games at once; its season ends.
    let (started, _) = create_and_join(
        fake,
        admin,
        "ladderless",
        "league",
        &[
            ("league-size", 4, json!(3)),
            ("up", 4, json!(1)),
            ("down", 4, json!(0)),
        ],
        &players,
    )
    .await;
    let content = text(&started);
    let season = games(&content);
    assert_eq!(season.len(), 6, "{content}");
    let over = white_wins(fake, &season).await;
    assert!(over.contains("season 1 is over"), "{over}");
    assert!(over.contains("Season 2 starts"), "{over}");

    // Games in threads: each game of a `thread:true` event gets its own thread, named
    // after it, and only those games do.
    let path = format!("/channels/{CHANNEL_ID}/threads");
    assert!(
        !fake
            .recorded()
            .iter()
            .any(|r| r.method == "POST" && r.path == path),
        "no thread before"
    );
    let (started, _) = create_and_join(
        fake,
        admin,
        "threaded",
        "round-robin",
        &[("thread", 5, json!(true))],
        &players,
    )
    .await;
    let threaded = games(&text(&started));
    assert_eq!(threaded.len(), 3);
    let names = fake
        .wait_for("three threads", WAIT, |recs| {
            let names: Vec<String> = recs
                .iter()
                .filter(|r| r.method == "POST" && r.path == path)
                .map(|r| r.json["name"].as_str().unwrap_or_default().to_string())
                .collect();
            (names.len() >= 3).then_some(names)
        })
        .await;
    assert_eq!(names.len(), 3, "{names:?}");
    for (game, _, _) in &threaded {
        assert!(
            names.iter().any(|n| n.starts_with(&format!("#{game} "))),
            "#{game}: {names:?}"
        );
    }
}
