//! Visibility decided up front, end to end: with the bot slowed past Discord's deferral
//! point (`BREAKER_TEST_ANSWER_DELAY_MS`), a command that answers privately defers
//! privately, a public one publicly, and a refusal found after a public deferral is sent
//! privately as a follow-up while the public placeholder is deleted. `/export notes:true`,
//! private by its option, defers privately.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::fake_discord::{FakeDiscord, Recorded, APP_ID};
use support::harness::Harness;
use support::interactions::{self, Opt, Person, ALICE};
use support::registered::{choice, is_ephemeral};

const WAIT: Duration = Duration::from_secs(30);
/// DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE.
const DEFERRED: u64 = 5;

async fn wait_call(fake: &FakeDiscord, method: &str, path: &str) -> Recorded {
    fake.wait_for(&format!("{method} {path}"), WAIT, |recs| {
        recs.iter()
            .find(|r| r.method == method && r.path == path)
            .cloned()
    })
    .await
}

/// Sends `/name` by `who` and returns its id and its (deferred) callback.
async fn command(
    fake: &FakeDiscord,
    who: Person,
    name: &str,
    options: &[Opt],
) -> (String, Recorded) {
    let (id, body) = interactions::slash(fake, who, name, options, &[]);
    fake.dispatch("INTERACTION_CREATE", body);
    let callback = wait_call(
        fake,
        "POST",
        &format!("/interactions/{id}/token-{id}/callback"),
    )
    .await;
    assert_eq!(
        callback.json["type"],
        json!(DEFERRED),
        "/{name} is slowed past the deferral point: {}",
        callback.json
    );
    (id, callback)
}

fn original(id: &str) -> String {
    format!("/webhooks/{APP_ID}/token-{id}/messages/@original")
}

fn followup(id: &str) -> String {
    format!("/webhooks/{APP_ID}/token-{id}")
}

fn text(data: &Value) -> String {
    data["content"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_keep_their_visibility() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let (_bot, commands) = e2e.start(&[("BREAKER_TEST_ANSWER_DELAY_MS", "2000")]).await;

    // A private command defers privately: its placeholder and answer are the caller's.
    let (id, deferred) = command(&fake, ALICE, "games", &[]).await;
    assert!(is_ephemeral(&deferred.json["data"]), "{}", deferred.json);
    let answer = wait_call(&fake, "POST", &followup(&id)).await;
    assert!(is_ephemeral(&answer.json), "{}", answer.json);

    // A public command that succeeds defers publicly and answers in place.
    let breakthrough = choice(&commands, "ai", "game", "Breakthrough");
    let white = choice(&commands, "ai", "color", "white");
    let opts: Vec<Opt> = vec![
        ("game", 4, breakthrough),
        ("size", 3, json!("5x5")),
        ("color", 4, white),
    ];
    let (id, deferred) = command(&fake, ALICE, "ai", &opts).await;
    assert!(!is_ephemeral(&deferred.json["data"]), "{}", deferred.json);
    let answer = wait_call(&fake, "POST", &followup(&id)).await;
    assert!(!is_ephemeral(&answer.json), "{}", answer.json);
    assert!(text(&answer.json).contains("begins"), "{}", answer.json);

    // A refusal found after a public deferral: the placeholder is resolved, the refusal
    // follows privately, and the public placeholder is deleted.
    let (id, deferred) = command(&fake, ALICE, "move", &[("move", 3, json!("a2-a9"))]).await;
    assert!(!is_ephemeral(&deferred.json["data"]), "{}", deferred.json);
    let resolved = wait_call(&fake, "PATCH", &original(&id)).await;
    let refusal = wait_call(&fake, "POST", &followup(&id)).await;
    assert!(is_ephemeral(&refusal.json), "{}", refusal.json);
    assert!(!text(&refusal.json).is_empty(), "the refusal says why");
    let deleted = wait_call(&fake, "DELETE", &original(&id)).await;
    assert!(
        resolved.at <= refusal.at && refusal.at <= deleted.at,
        "resolve, then the private follow-up, then the deletion"
    );

    // `/hint` answers privately (the hint, or a refusal at a strong level), so it defers
    // privately too.
    let (id, deferred) = command(&fake, ALICE, "hint", &[]).await;
    assert!(is_ephemeral(&deferred.json["data"]), "{}", deferred.json);
    let hint = wait_call(&fake, "POST", &followup(&id)).await;
    assert!(is_ephemeral(&hint.json), "{}", hint.json);
    assert!(
        fake.find(|r| r.method == "DELETE" && r.path == original(&id))
            .is_none(),
        "nothing to delete when the visibility matches"
    );

    // `/export notes:true` is private by its option: deferred privately, answered
    // privately, and no public placeholder ever shows (nothing to resolve or delete).
    let (id, deferred) = command(&fake, ALICE, "export", &[("notes", 5, json!(true))]).await;
    assert!(is_ephemeral(&deferred.json["data"]), "{}", deferred.json);
    let record = wait_call(&fake, "POST", &followup(&id)).await;
    assert!(is_ephemeral(&record.json), "{}", record.json);
    assert!(
        text(&record.json).contains("Only you see it"),
        "{}",
        record.json
    );
    assert!(
        fake.find(|r| r.path == original(&id)).is_none(),
        "no public placeholder to resolve or delete"
    );
    // Without it the record is public, as before.
    let (id, deferred) = command(&fake, ALICE, "export", &[]).await;
    assert!(!is_ephemeral(&deferred.json["data"]), "{}", deferred.json);
    let record = wait_call(&fake, "POST", &followup(&id)).await;
    assert!(!is_ephemeral(&record.json), "{}", record.json);
}
