//! The outbox through the service: a notice stays until it is marked delivered (a
//! restart hands it out again), a failed delivery waits for its retry and holds back its
//! channel, one that cannot be delivered is given up, and a reminder for a turn already
//! played says nothing.

mod service_support;

use std::path::Path;

use breaker::games::GameKind;
use breaker::service::{
    ChallengeOptions, ColorChoice, ManualClock, NoticeKind, Outgoing, Retry, Service, GIVE_UP_MS,
};
use breaker::store::{GameId, DAY_MS, HOUR_MS};
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

fn open(path: &Path, clock: &ManualClock) -> Service {
    open_clocked(path, clock)
}

/// A 1-day game between `white` and `black`, White having moved: Black's turn.
async fn start(s: &Service, white: &str, black: &str) -> GameId {
    let invite = s
        .games()
        .challenge_with(
            &ctx(white),
            &user(black),
            GameKind::Breakthrough,
            &ChallengeOptions {
                size: Some("5x5"),
                color: Some(ColorChoice::White),
                clock: Some("1d"),
                ..ChallengeOptions::default()
            },
        )
        .await
        .unwrap();
    let id = game_id(&invite);
    s.games()
        .accept(&ctx(black), Some(&id.to_string()))
        .await
        .unwrap();
    let moved = s
        .games()
        .play_move(&ctx(white), "a2-a3", None)
        .await
        .unwrap();
    assert!(!moved.ephemeral, "{}", moved.content);
    id
}

async fn waiting(s: &Service) -> Vec<Outgoing> {
    s.correspondence().notices_waiting(100).await.unwrap()
}

#[tokio::test]
async fn a_notice_stays_until_delivered_even_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.db");
    let clock = ManualClock::new(T0);
    let s = open(&path, &clock);
    let game = start(&s, "alice", "bob").await;
    // The quarter reminder (6 h before the deadline) falls due.
    clock.advance(18 * HOUR_MS + 1);
    s.correspondence().settle_due().await.unwrap();
    let first = waiting(&s).await;
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].notice.kind, NoticeKind::Reminder);
    assert_eq!(first[0].notice.game, game);
    assert_eq!(first[0].notice.mentions, vec![user("bob").id]);
    // Settling again does not queue it twice.
    s.correspondence().settle_due().await.unwrap();
    assert_eq!(waiting(&s).await.len(), 1);
    // Breaker dies before Discord accepted it: the next start hands it out again.
    drop(s);
    let s = open(&path, &clock);
    let again = waiting(&s).await;
    assert_eq!(again, first);
    s.correspondence()
        .notice_delivered(again[0].id)
        .await
        .unwrap();
    assert!(waiting(&s).await.is_empty());
    assert_eq!(
        s.correspondence().run_due().await.unwrap(),
        vec![],
        "delivered once"
    );
}

#[tokio::test]
async fn a_failed_delivery_waits_for_its_retry_and_holds_back_its_channel() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = open(&dir.path().join("b.db"), &clock);
    let early = start(&s, "alice", "bob").await;
    clock.advance(HOUR_MS);
    let late = start(&s, "carol", "dave").await;
    // Both games run out of time with Black never having moved (casual games: aborted),
    // the earlier one first.
    clock.advance(2 * DAY_MS);
    s.correspondence().settle_due().await.unwrap();
    let due = waiting(&s).await;
    let games: Vec<GameId> = due.iter().map(|n| n.notice.game).collect();
    assert_eq!(games, vec![early, late]);
    assert!(due.iter().all(|n| n.notice.kind == NoticeKind::Aborted));
    // Discord fails the first: it is retried in a second, and the channel's later
    // notice waits behind it.
    assert_eq!(
        s.correspondence()
            .notice_failed(&due[0], false)
            .await
            .unwrap(),
        Retry::At(s.now() + 1_000)
    );
    assert!(waiting(&s).await.is_empty(), "the channel keeps its order");
    clock.advance(1_000);
    let retried = waiting(&s).await;
    assert_eq!(retried.len(), 2);
    assert_eq!(retried[0].id, due[0].id);
    assert_eq!(retried[0].attempts, 1);
    // The second failure waits twice as long.
    assert_eq!(
        s.correspondence()
            .notice_failed(&retried[0], false)
            .await
            .unwrap(),
        Retry::At(s.now() + 2_000)
    );
    // A lasting refusal gives it up at once; the channel goes on.
    assert_eq!(
        s.correspondence()
            .notice_failed(&retried[0], true)
            .await
            .unwrap(),
        Retry::GaveUp
    );
    let rest = waiting(&s).await;
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].notice.game, late);
    // A day after it was settled, a notice still failing is given up.
    clock.advance(GIVE_UP_MS + 1);
    assert_eq!(
        s.correspondence()
            .notice_failed(&rest[0], false)
            .await
            .unwrap(),
        Retry::GaveUp
    );
    assert!(waiting(&s).await.is_empty());
    assert_eq!(s.correspondence().next_notice().await.unwrap(), None);
}

#[tokio::test]
async fn a_reminder_for_a_turn_already_played_says_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = open(&dir.path().join("b.db"), &clock);
    start(&s, "alice", "bob").await;
    clock.advance(18 * HOUR_MS + 1);
    s.correspondence().settle_due().await.unwrap();
    // Bob moves before the reminder could be delivered.
    s.games()
        .play_move(&ctx("bob"), "e4-e3", None)
        .await
        .unwrap();
    assert!(waiting(&s).await.is_empty());
    assert_eq!(
        s.correspondence().next_notice().await.unwrap(),
        None,
        "marked done"
    );
}

/// Issue 36: a reminder still in the outbox when the turn's next one falls due (Discord
/// down, or a restart before it was delivered) is superseded: only the later one, still
/// ahead of the deadline, is delivered, never two alike.
#[tokio::test]
async fn a_reminder_superseded_before_it_was_delivered_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.db");
    let clock = ManualClock::new(T0);
    let s = open(&path, &clock);
    start(&s, "alice", "bob").await;
    // The quarter reminder (6 h before the 1-day deadline) is queued, never delivered.
    clock.set(T0 + 18 * HOUR_MS + 1);
    s.correspondence().settle_due().await.unwrap();
    assert_eq!(waiting(&s).await.len(), 1);
    drop(s);
    // Back after the 2 h reminder fell due, before the deadline.
    clock.set(T0 + 22 * HOUR_MS + 1);
    let s = open(&path, &clock);
    let n = s.correspondence().run_due().await.unwrap();
    let reminders: Vec<i64> = n
        .iter()
        .filter(|n| n.kind == NoticeKind::Reminder)
        .map(|n| n.due_at)
        .collect();
    assert_eq!(reminders, vec![T0 + 22 * HOUR_MS], "{n:?}");
    assert!(waiting(&s).await.is_empty());
}

/// Issue 36: after a gap in which both of a turn's reminders fell due, the one sent is
/// the latest, as of its instant.
#[tokio::test]
async fn after_a_gap_the_latest_reminder_is_the_one_sent() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = open(&dir.path().join("b.db"), &clock);
    start(&s, "alice", "bob").await;
    clock.set(T0 + 23 * HOUR_MS);
    let n = s.correspondence().run_due().await.unwrap();
    let reminders: Vec<i64> = n
        .iter()
        .filter(|n| n.kind == NoticeKind::Reminder)
        .map(|n| n.due_at)
        .collect();
    assert_eq!(reminders, vec![T0 + 22 * HOUR_MS], "{n:?}");
    // Nothing else is due before the deadline.
    assert_eq!(
        s.correspondence().next_due().await.unwrap(),
        Some(T0 + DAY_MS)
    );
}
