//! Languages end to end, through the real bot and a fake Discord: a reply only the caller
//! sees is in the caller's `locale`; a public post is in the server's language (Discord's
//! `guild_locale`, until a moderator picks one with `/settings change language:`).

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::FakeDiscord;
use support::harness::Harness;
use support::interactions::{slash, Opt, ALICE, BOB};
use support::registered::{choice, is_ephemeral};

const WAIT: Duration = Duration::from_secs(30);

fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c))
}

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

fn romanian(s: &str) -> bool {
    s.chars().any(|c| "ăâîșțĂÂÎȘȚ".contains(c))
}

/// Sends `body` as `who` speaking `locale` in a server whose locale is `guild_locale`, and
/// returns the callback's message data.
async fn send(
    fake: &FakeDiscord,
    (id, mut body): (String, Value),
    locale: &str,
    guild_locale: &str,
) -> Value {
    body["locale"] = json!(locale);
    body["guild_locale"] = json!(guild_locale);
    fake.dispatch("INTERACTION_CREATE", body);
    let callback = fake
        .wait_callback(&id, WAIT)
        .await
        .unwrap_or_else(|| panic!("no answer to interaction {id}"));
    callback.json["data"].clone()
}

fn content(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_replies_follow_the_caller_and_posts_follow_the_server() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[]).await;
    let breakthrough = choice(&commands, "rules", "game", "Breakthrough");

    // A command Breaker does not have, asked in Korean: the answer is Korean.
    let data = send(
        &fake,
        slash(&fake, ALICE, "no-such-command", &[], &[]),
        "ko",
        "ru",
    )
    .await;
    assert!(
        hangul(&content(&data)) && !cyrillic(&content(&data)),
        "{data}"
    );

    // /rules answers only the caller: in the caller's language, whatever the server's.
    let rules = [("game", 4, breakthrough.clone())];
    for (locale, is_in) in [
        ("ko", hangul as fn(&str) -> bool),
        ("ru", cyrillic),
        ("ro", romanian),
    ] {
        let data = send(
            &fake,
            slash(&fake, ALICE, "rules", &rules, &[]),
            locale,
            "en-US",
        )
        .await;
        assert!(is_ephemeral(&data), "{data}");
        assert!(is_in(&content(&data)), "/rules in {locale}: {data}");
    }

    // A challenge is public: in the server's language (Russian), not the caller's (Korean),
    // and still pings Bob.
    let challenge: Vec<Opt> = vec![
        ("game", 4, breakthrough.clone()),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("5x5")),
    ];
    let data = send(
        &fake,
        slash(&fake, ALICE, "challenge", &challenge, &[BOB]),
        "ko",
        "ru",
    )
    .await;
    assert!(!is_ephemeral(&data), "{data}");
    let text = content(&data);
    assert!(cyrillic(&text) && !hangul(&text), "{text}");
    assert!(text.contains(&BOB.mention()), "{text}");

    // Bob's mistake is his alone: in Romanian, his language.
    let bad = [("move", 3, json!("zz9-zz10"))];
    let data = send(&fake, slash(&fake, BOB, "move", &bad, &[]), "ro", "ru").await;
    assert!(is_ephemeral(&data), "{data}");
    assert!(romanian(&content(&data)), "{data}");

    // A moderator chooses Romanian for the server: public posts follow it from now on,
    // whatever Discord's server locale says.
    let language = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "settings")
        .and_then(|c| {
            c["options"]
                .as_array()?
                .iter()
                .find(|o| o["name"] == "change")
        })
        .and_then(|c| {
            c["options"]
                .as_array()?
                .iter()
                .find(|o| o["name"] == "language")
        })
        .cloned()
        .expect("/settings change language: is registered");
    let romanian_choice = language["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "Română")
        .expect("Română is a choice")["value"]
        .clone();
    let (id, mut body) = slash(&fake, ALICE, "settings", &[], &[]);
    // Alice may manage the server (the Manage Server bit, 1 << 5).
    body["member"]["permissions"] = json!((2_248_473_465_835_073u64 | 32).to_string());
    body["data"]["options"] = json!([{ "name": "change", "type": 1, "options": [
        { "name": "language", "type": language["type"], "value": romanian_choice }
    ]}]);
    let data = send(&fake, (id, body), "en-US", "ru").await;
    assert!(is_ephemeral(&data), "{data}");
    let chosen = content(&data);
    let data = send(
        &fake,
        slash(
            &fake,
            BOB,
            "challenge",
            &[
                ("game", 4, breakthrough),
                ("opponent", 6, json!(ALICE.id.to_string())),
                ("size", 3, json!("6x6")),
            ],
            &[ALICE],
        ),
        "ko",
        "ru",
    )
    .await;
    let text = content(&data);
    assert!(
        !is_ephemeral(&data) && !cyrillic(&text) && !hangul(&text),
        "after {chosen}: {text}"
    );
    assert!(
        text.contains(&ALICE.mention()) && text.contains("provoacă"),
        "{text}"
    );
}
