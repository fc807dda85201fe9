//! `METRICS_ADDR`: `breaker run` against the fake Discord serves Prometheus metrics; after
//! a challenge, an accept, a move and a refused move, `/metrics` counts them.

mod support;

use serde_json::{json, Value};
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, Recorded};
use support::harness::Harness;
use support::interactions::{self, ALICE, BOB};
use support::metrics::{free_port, scrape};

const WAIT: Duration = Duration::from_secs(30);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_interactions_moves_and_games() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    let addr = free_port();
    let (bot, commands) = e2e.start(&[("METRICS_ADDR", &addr)]).await;

    interactions::challenge(&fake, &commands, ALICE, BOB, "white", &[]).await;
    let (id, body) = interactions::slash(&fake, BOB, "accept", &[], &[]);
    push_and_callback(&fake, &id, body).await;
    for (who, mv) in [(ALICE, "a2-a3"), (ALICE, "b2-b3")] {
        // The second is refused: not Alice's turn.
        let (id, body) = interactions::slash(&fake, who, "move", &[("move", 3, json!(mv))], &[]);
        push_and_callback(&fake, &id, body).await;
    }

    // The games gauge is refreshed every few seconds: poll until it shows the game.
    let deadline = Instant::now() + WAIT;
    let text = loop {
        let text = scrape(&addr);
        if value(&text, "breaker_games_active", &[]) == Some(1.0) {
            break text;
        }
        assert!(
            Instant::now() < deadline,
            "no breaker_games_active 1:\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    let count = |command: &str, outcome: &str| {
        value(
            &text,
            "breaker_interactions_total",
            &[("command", command), ("outcome", outcome)],
        )
    };
    assert_eq!(count("challenge", "ok"), Some(1.0), "{text}");
    assert_eq!(count("accept", "ok"), Some(1.0), "{text}");
    assert_eq!(count("move", "ok"), Some(1.0), "{text}");
    assert_eq!(count("move", "refused"), Some(1.0), "{text}");
    assert_eq!(count("move", "error"), None, "{text}");
    assert_eq!(
        value(&text, "breaker_move_latency_seconds_count", &[]),
        Some(2.0),
        "both moves timed: {text}"
    );
    assert!(
        text.contains("breaker_move_latency_seconds_bucket{le=\"0.5\"}"),
        "a histogram with buckets: {text}"
    );
    assert_eq!(
        value(&text, "breaker_ai_queue_depth", &[]),
        Some(0.0),
        "{text}"
    );
    assert!(bot.terminate().success());
}

/// The sample of `name` with exactly these labels, in the text exposition format.
fn value(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|line| {
            let (series, number) = line.rsplit_once(' ')?;
            let (metric, rest) = match series.split_once('{') {
                Some((m, r)) => (m, r.trim_end_matches('}')),
                None => (series, ""),
            };
            let mut found: Vec<(&str, &str)> = rest
                .split(',')
                .filter(|p| !p.is_empty())
                .filter_map(|p| p.split_once('='))
                .map(|(k, v)| (k, v.trim_matches('"')))
                .collect();
            let mut wanted = labels.to_vec();
            found.sort();
            wanted.sort();
            (metric == name && found == wanted).then(|| number.parse().ok())?
        })
}

async fn push_and_callback(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.push_and_callback(id, body, WAIT).await
}
