//! Gateway faults through the fake Discord, mid-game: the connection dropped (the bot
//! resumes), op 7 RECONNECT (resumes), op 9 INVALID SESSION (identifies afresh) and
//! heartbeats left without an ACK (the bot notices and reconnects). Moves sent right
//! before a fault, lost on the wire in a drop (replayed on resume) and sent after the bot
//! is back are each answered exactly once, and the game holds every one of them.

mod support;

use serde_json::{json, Value};
use std::time::{Duration, Instant};
use support::fake_discord::{FakeDiscord, GatewayFault, Recorded};
use support::harness::Harness;
use support::interactions::{self, Opt, ALICE, BOB};
use support::registered::choice;

const WAIT: Duration = Duration::from_secs(30);
const CHANNEL_MESSAGE: u64 = 4;
const EPHEMERAL: u64 = 64;

/// Gateway opcodes the bot sends.
const IDENTIFY: u64 = 2;
const RESUME: u64 = 6;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_interaction_lost_or_answered_twice_across_gateway_faults() {
    let mut e2e = Harness::new().await;
    let fake = e2e.fake.clone();
    // Heartbeats every 300 ms, so a missing ACK is noticed within a second.
    fake.set_heartbeat_interval(Duration::from_millis(300));
    let (_bot, commands) = e2e.start(&[]).await;
    let breakthrough = choice(&commands, "challenge", "game", "Breakthrough");
    let white = choice(&commands, "challenge", "color", "white");
    let opts: Vec<Opt> = vec![
        ("game", 4, breakthrough),
        ("opponent", 6, json!(BOB.id.to_string())),
        ("size", 3, json!("8x8")),
        ("color", 4, white),
    ];
    let (id, body) = interactions::slash(&fake, ALICE, "challenge", &opts, &[BOB]);
    let invite = push(&fake, &id, body).await;
    let game = invite.json["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .and_then(|c| c.strip_prefix("accept:"))
        .expect("an Accept button")
        .to_string();
    let (id, body) = interactions::slash(&fake, BOB, "accept", &[("game", 3, json!(game))], &[]);
    push(&fake, &id, body).await;

    // White and Black walk their a- and h-pawns up, a move per step, never meeting.
    let line = [
        (ALICE, "a2-a3"),
        (BOB, "h7-h6"),
        (ALICE, "a3-a4"),
        (BOB, "h6-h5"),
        (ALICE, "b2-b3"),
        (BOB, "g7-g6"),
        (ALICE, "b3-b4"),
        (BOB, "g6-g5"),
        (ALICE, "c2-c3"),
        (BOB, "f7-f6"),
    ];
    let mut moves = line.iter();
    let mut sent = Vec::new();
    let mut play = |fake: &FakeDiscord| {
        let (who, mv) = *moves.next().expect("moves left");
        let (id, body) = interactions::slash(fake, who, "move", &[("move", 3, json!(mv))], &[]);
        fake.dispatch("INTERACTION_CREATE", body);
        sent.push((id.clone(), mv));
        id
    };

    // A move before any fault.
    let id = play(&fake);
    answered_move(&fake, &id).await;

    // The connection drops right after a move went out: the bot resumes, the move is
    // answered once (replayed on resume if the bot had not read it), and play goes on.
    for (fault, reconnects_with) in [
        (GatewayFault::Drop, RESUME),
        (GatewayFault::Reconnect, RESUME),
    ] {
        let before = count(&fake, reconnects_with);
        let id = play(&fake);
        fake.gateway_fault(fault);
        reconnected(&fake, reconnects_with, before, &format!("{fault:?}")).await;
        answered_move(&fake, &id).await;
        let id = play(&fake);
        answered_move(&fake, &id).await;
    }

    // The connection drops with a move counted in the session but never written: the bot
    // resumes and gets it replayed.
    let before = count(&fake, RESUME);
    fake.gateway_fault(GatewayFault::DropBeforeNext);
    tokio::time::sleep(Duration::from_millis(50)).await;
    let id = play(&fake);
    reconnected(&fake, RESUME, before, "a drop before a dispatch").await;
    answered_move(&fake, &id).await;

    // Op 9, not resumable: the bot identifies afresh; what it sends after that is answered.
    let before = count(&fake, IDENTIFY);
    fake.gateway_fault(GatewayFault::InvalidSession { resumable: false });
    reconnected(&fake, IDENTIFY, before, "op 9").await;
    let id = play(&fake);
    answered_move(&fake, &id).await;

    // Heartbeats without ACK: the bot gives the connection up and connects again
    // (serenity 0.12.5 identifies afresh).
    let before = count(&fake, IDENTIFY) + count(&fake, RESUME);
    fake.ack_heartbeats(false);
    let deadline = Instant::now() + WAIT;
    while count(&fake, IDENTIFY) + count(&fake, RESUME) <= before {
        assert!(
            Instant::now() < deadline,
            "no reconnect: {:?}",
            fake.gateway_ops()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    fake.ack_heartbeats(true);
    let id = play(&fake);
    answered_move(&fake, &id).await;

    // Every interaction answered exactly once; the game holds every move, in order.
    for (id, mv) in &sent {
        assert_eq!(fake.callback_count(id), 1, "{mv} ({id}) answered once");
    }
    let (id, body) = interactions::slash(&fake, ALICE, "export", &[("game", 3, json!(game))], &[]);
    let record = push(&fake, &id, body).await;
    let file = record
        .files
        .iter()
        .find(|(_, name, _)| name.ends_with(".txt"))
        .expect("the record attached");
    let record = String::from_utf8(file.2.clone()).unwrap();
    let played: Vec<&str> = sent.iter().map(|(_, mv)| *mv).collect();
    let expected = played
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        record
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains(&expected),
        "{expected} in:\n{record}"
    );
    let ops = fake.gateway_ops();
    eprintln!(
        "gateway faults: {} moves answered once each; {} IDENTIFY, {} RESUME",
        sent.len(),
        ops.iter().filter(|op| **op == IDENTIFY).count(),
        ops.iter().filter(|op| **op == RESUME).count()
    );
}

/// How many times the bot sent gateway opcode `op`.
fn count(fake: &FakeDiscord, op: u64) -> usize {
    fake.gateway_ops().iter().filter(|o| **o == op).count()
}

/// Waits until the bot sent `op` once more than `before` (it reconnected).
async fn reconnected(fake: &FakeDiscord, op: u64, before: usize, after: &str) {
    let deadline = Instant::now() + WAIT;
    while count(fake, op) <= before {
        assert!(
            Instant::now() < deadline,
            "no op {op} after {after}: {:?}",
            fake.gateway_ops()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The move interaction `id` is answered with its public post.
async fn answered_move(fake: &FakeDiscord, id: &str) -> Recorded {
    let answer = fake
        .wait_callback(id, WAIT)
        .await
        .unwrap_or_else(|| panic!("no answer to {id}: {:?}", fake.gateway_ops()));
    assert_eq!(
        answer.json["type"],
        json!(CHANNEL_MESSAGE),
        "{}",
        answer.json
    );
    let flags = answer.json["data"]["flags"].as_u64().unwrap_or(0);
    assert_eq!(flags & EPHEMERAL, 0, "the move was played: {}", answer.json);
    answer
}

async fn push(fake: &FakeDiscord, id: &str, body: Value) -> Recorded {
    fake.dispatch("INTERACTION_CREATE", body);
    fake.wait_callback(id, WAIT)
        .await
        .unwrap_or_else(|| panic!("no callback for {id}"))
}
