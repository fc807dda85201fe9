//! Abuse limits through the service: open challenges per user, the per-user command
//! rate. (The AI queue is tested beside its code, in `service/ai.rs`.)

mod service_support;

use breaker::games::GameKind;
use breaker::service::{CommandRate, Config, Ctx, ManualClock, Service, User, MAX_OPEN_CHALLENGES};
use breaker::store::Store;
use service_support::*;
use std::sync::Arc;

async fn challenge(h: &Harness, from: &str, to: &str) -> breaker::service::Reply {
    h.service
        .games()
        .challenge(
            &ctx(from),
            &user(to),
            GameKind::Breakthrough,
            Some("5x5"),
            None,
            None,
        )
        .await
        .unwrap()
}

#[tokio::test]
async fn at_most_five_open_challenges() {
    let h = Harness::new();
    let mut invites = Vec::new();
    for to in ["bob", "carol", "dave", "bob", "carol"] {
        let invite = challenge(&h, "alice", to).await;
        assert!(!invite.ephemeral, "{}", invite.content);
        invites.push(game_id(&invite));
    }
    assert_eq!(invites.len(), MAX_OPEN_CHALLENGES);
    let before = h.snapshot().await;
    let sixth = challenge(&h, "alice", "dave").await;
    refused_with(&sixth, "challenge-too-many");
    said_with(
        &sixth.content,
        "challenge-too-many",
        &[("count", "5"), ("max", "5")],
    );
    refused(&sixth, "/decline");
    assert_eq!(
        h.snapshot().await,
        before,
        "the 6th challenge changes nothing"
    );

    // Others are not limited by alice's challenges, even to her.
    assert!(!challenge(&h, "bob", "alice").await.ephemeral);

    // An answered challenge no longer counts: a decline, then an accept.
    let declined = h
        .service
        .games()
        .decline(&ctx("bob"), Some(&invites[0].to_string()))
        .await
        .unwrap();
    assert!(!declined.ephemeral, "{}", declined.content);
    assert!(!challenge(&h, "alice", "dave").await.ephemeral);
    refused_with(&challenge(&h, "alice", "dave").await, "challenge-too-many");
    let accepted = h
        .service
        .games()
        .accept(&ctx("carol"), Some(&invites[1].to_string()))
        .await
        .unwrap();
    assert!(!accepted.ephemeral, "{}", accepted.content);
    assert!(!challenge(&h, "alice", "dave").await.ephemeral);
}

fn limited(rate: Option<CommandRate>) -> (tempfile::TempDir, Service, ManualClock) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("breaker.db")).unwrap();
    let mut config = Config::new(User::bot(BOT, "Breaker"));
    config.command_rate = rate;
    let clock = ManualClock::new(1_800_000_000_000);
    let service = Service::with_clock(store, config, Arc::new(clock.clone()));
    (dir, service, clock)
}

#[tokio::test]
async fn ten_commands_in_ten_seconds_then_slow_down() {
    let (_dir, service, clock) = limited(Some(CommandRate::DEFAULT));
    let alice = ctx("alice");
    for _ in 0..10 {
        assert!(service.admit(&alice).is_none());
        clock.advance(300);
    }
    // 3 s after the first of ten: 7 s to wait.
    let slow = service.admit(&alice).expect("the 11th command is refused");
    refused_with(&slow, "rate-too-fast");
    said_with(&slow.content, "rate-too-fast", &[("wait", "7")]);
    // Someone else, even in the same channel, is not slowed down.
    assert!(service.admit(&ctx("bob")).is_none());
    // The rate is per user, not per channel or server.
    let alice_elsewhere = Ctx::new(Some(99), 98, user("alice"));
    assert!(service.admit(&alice_elsewhere).is_some());
    // Once the first command leaves the window, one more is allowed.
    clock.advance(7_000);
    assert!(service.admit(&alice).is_none());
    assert!(service.admit(&alice).is_some());
}

#[tokio::test]
async fn no_rate_means_no_limit() {
    let (_dir, service, _clock) = limited(None);
    for _ in 0..1000 {
        assert!(service.admit(&ctx("alice")).is_none());
    }
}

/// The console has no command rate unless `--command-rate` asks for one; scripted
/// sessions on a manual clock then wait with `/wait`.
#[test]
fn the_console_limits_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let session = |rate: Option<CommandRate>, db: &str| {
        let mut options =
            breaker::console::Options::new(dir.path().join(db), dir.path().join("boards"));
        options.now = Some(1_800_000_000_000);
        options.command_rate = rate;
        let script = "alice: /rules\n".repeat(11) + "bob: /rules\n/wait 1m\nalice: /rules\n";
        let mut out = Vec::new();
        breaker::console::run(&options, script.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    let free = session(None, "free.db");
    assert!(!free.contains("slow down"), "{free}");
    let limited = session(Some(CommandRate::DEFAULT), "limited.db");
    assert_eq!(
        limited.matches("slow down, try again in 10 s").count(),
        1,
        "only alice's 11th: {limited}"
    );
}

/// Ten `/challenge`s from one user at once: the cap is counted inside the transaction
/// that writes each challenge, so exactly five are made and five refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_challenges_cannot_pass_the_cap() {
    let h = Harness::new();
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..10u64 {
        let s = h.service.clone();
        tasks.spawn(async move {
            s.games()
                .challenge(
                    &ctx("alice"),
                    &User::new(2_000 + i, format!("p{i}")),
                    GameKind::Breakthrough,
                    Some("5x5"),
                    None,
                    None,
                )
                .await
                .unwrap()
        });
    }
    let mut made = 0;
    while let Some(reply) = tasks.join_next().await {
        let reply = reply.unwrap();
        if reply.ephemeral {
            refused_with(&reply, "challenge-too-many");
            said_with(&reply.content, "challenge-too-many", &[("max", "5")]);
        } else {
            made += 1;
        }
    }
    assert_eq!(made, MAX_OPEN_CHALLENGES);
    let open = h
        .service
        .store()
        .call(|db| db.open_challenges_by(100))
        .await
        .unwrap();
    assert_eq!(open, MAX_OPEN_CHALLENGES, "the database holds five");
}
