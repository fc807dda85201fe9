//! Deadline rules on a manual clock: simple and Fischer clocks, time forfeit vs abort,
//! reminders at the right instants and once, challenge expiry, catch-up after downtime,
//! bad clock text.

mod service_support;

use breaker::games::GameKind;
use breaker::service::{ChallengeOptions, Clock, ManualClock, NoticeKind, Service, Span};
use breaker::store::{GameStatus, Termination, DAY_MS, HOUR_MS};
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

fn clocked(path: &std::path::Path, clock: &ManualClock) -> Service {
    open_clocked(path, clock)
}

async fn start(s: &Service, clock: Option<&str>) -> breaker::store::GameId {
    let invite = invite_to(
        s,
        &ctx("alice"),
        &user("bob"),
        GameKind::Breakthrough,
        "3x5",
        clock,
    )
    .await;
    let id = game_id(&invite);
    s.games().accept(&ctx("bob"), None).await.unwrap();
    id
}

#[tokio::test]
async fn simple_clock_time_forfeit_after_both_moved_and_reminders_once() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir.path().join("b.db"), &clock);
    let id = start(&s, Some("3d")).await;
    assert_eq!(game(&s, id).await.timing.deadline_at, Some(T0 + 3 * DAY_MS));
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    clock.advance(HOUR_MS);
    s.games()
        .play_move(&ctx("bob"), "c4-c3", None)
        .await
        .unwrap();
    let g = game(&s, id).await;
    // Black moved: White's deadline is 3 days from Black's move.
    assert_eq!(g.timing.deadline_at, Some(T0 + HOUR_MS + 3 * DAY_MS));
    // A quarter of 3 days (18 h, under the 24 h cap): reminded 18 h before, then 2 h before.
    let deadline = T0 + HOUR_MS + 3 * DAY_MS;
    assert_eq!(g.timing.remind_at, Some(deadline - 18 * HOUR_MS));
    assert_eq!(
        s.correspondence().next_due().await.unwrap(),
        Some(deadline - 18 * HOUR_MS)
    );
    clock.set(deadline - 18 * HOUR_MS - 1);
    assert!(s.correspondence().run_due().await.unwrap().is_empty());
    clock.set(deadline - 18 * HOUR_MS);
    let n = s.correspondence().run_due().await.unwrap();
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].kind, NoticeKind::Reminder);
    assert_eq!(n[0].mentions, vec![user("alice").id]);
    assert!(
        s.correspondence().run_due().await.unwrap().is_empty(),
        "only once"
    );
    clock.set(deadline - 2 * HOUR_MS);
    assert_eq!(
        s.correspondence().run_due().await.unwrap()[0].kind,
        NoticeKind::Reminder
    );
    clock.set(deadline);
    let n = s.correspondence().run_due().await.unwrap();
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].kind, NoticeKind::TimeForfeit);
    said_with(
        &n[0].text,
        "notice-time-forfeit",
        &[("winner", "color-black")],
    );
    let g = game(&s, id).await;
    assert_eq!(g.status, GameStatus::Finished);
    assert_eq!(g.termination(), Some(Termination::TimeForfeit));
    assert_eq!(s.correspondence().next_due().await.unwrap(), None);
}

#[tokio::test]
async fn never_moved_casual_game_is_aborted() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir.path().join("b.db"), &clock);
    let id = start(&s, None).await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    clock.advance(3 * DAY_MS);
    let n = s.correspondence().run_due().await.unwrap();
    assert_eq!(n.last().unwrap().kind, NoticeKind::Aborted);
    let g = game(&s, id).await;
    assert_eq!(
        (g.status, g.termination()),
        (GameStatus::Finished, Some(Termination::Aborted))
    );
    assert_eq!(g.outcome.winner(), None);
}

#[tokio::test]
async fn fischer_bank_gains_increment_capped_at_base() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir.path().join("b.db"), &clock);
    let id = start(&s, Some("3d+1d")).await;
    clock.advance(2 * DAY_MS);
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    let g = game(&s, id).await;
    assert_eq!(g.clock.to_string(), "3d+1d");
    assert_eq!(g.timing.white_bank, Some(2 * DAY_MS)); // 3d - 2d + 1d
    clock.advance(HOUR_MS);
    s.games()
        .play_move(&ctx("bob"), "c4-c3", None)
        .await
        .unwrap();
    let g = game(&s, id).await;
    assert_eq!(g.timing.black_bank, Some(3 * DAY_MS)); // capped
    assert_eq!(
        g.timing.deadline_at,
        Some(T0 + 2 * DAY_MS + HOUR_MS + 2 * DAY_MS)
    );
}

/// An accepted takeback gives both banks back as they were before the retracted plies:
/// the time spent on them and the increments they earned are undone.
#[tokio::test]
async fn fischer_banks_after_a_takeback_are_those_before_the_retracted_plies() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir.path().join("b.db"), &clock);
    let id = start(&s, Some("3d+1d")).await;
    clock.advance(2 * DAY_MS);
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap(); // White: 2d
    clock.advance(HOUR_MS);
    s.games()
        .play_move(&ctx("bob"), "c4-c3", None)
        .await
        .unwrap(); // Black: 3d (capped)
    clock.advance(30 * HOUR_MS);
    s.games()
        .play_move(&ctx("alice"), "b2-b3", None)
        .await
        .unwrap(); // White: 2d - 30h + 1d
    clock.advance(2 * DAY_MS);
    s.games()
        .play_move(&ctx("bob"), "c5-c4", None)
        .await
        .unwrap(); // Black: 3d - 2d + 1d
    let g = game(&s, id).await;
    assert_eq!(
        (g.timing.white_bank, g.timing.black_bank),
        (Some(42 * HOUR_MS), Some(2 * DAY_MS))
    );
    clock.advance(HOUR_MS);
    s.correspondence()
        .takeback(&ctx("alice"), None)
        .await
        .unwrap();
    let granted = s
        .correspondence()
        .answer_takeback(&ctx("bob"), None, true)
        .await
        .unwrap();
    assert!(!granted.ephemeral, "{}", granted.content);
    let g = game(&s, id).await;
    assert_eq!(g.ply, 2, "b2-b3 and c5-c4 are retracted");
    assert_eq!(
        (g.timing.white_bank, g.timing.black_bank),
        (Some(2 * DAY_MS), Some(3 * DAY_MS)),
        "the banks after a2-a3 and c4-c3"
    );
    assert_eq!(g.timing.deadline_at, Some(clock.now() + 2 * DAY_MS));
    // Taking back a player's first move gives them the whole base again.
    s.correspondence()
        .takeback(&ctx("bob"), None)
        .await
        .unwrap();
    s.correspondence()
        .answer_takeback(&ctx("alice"), None, true)
        .await
        .unwrap();
    let g = game(&s, id).await;
    assert_eq!(g.ply, 1);
    assert_eq!(
        (g.timing.white_bank, g.timing.black_bank),
        (Some(2 * DAY_MS), Some(3 * DAY_MS))
    );
    assert_eq!(g.timing.deadline_at, Some(clock.now() + 3 * DAY_MS));
}

#[tokio::test]
async fn challenge_expires_and_catch_up_says_offline() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.db");
    let clock = ManualClock::new(T0);
    let s = clocked(&path, &clock);
    let invite = s
        .games()
        .challenge(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breakthrough,
            None,
            None,
            None,
        )
        .await
        .unwrap();
    let id = game_id(&invite);
    drop(s);
    // Breaker was down for 8 days.
    let later = ManualClock::new(T0 + 8 * DAY_MS);
    let s = clocked(&path, &later);
    let n = s.correspondence().run_due().await.unwrap();
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].kind, NoticeKind::Expired);
    assert!(
        matches!(n[0].text.spans().first(), Some(Span::Msg(m)) if m.id == "notice-offline"),
        "{}",
        n[0].text
    );
    assert_eq!(game(&s, id).await.termination(), Some(Termination::Expired));
    let late = s
        .games()
        .accept(&ctx("bob"), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(late.ephemeral);
}

#[tokio::test]
async fn bad_clock_text_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir.path().join("b.db"), &clock);
    for bad in ["3x", "0d", "99d", "3d+"] {
        let r = s
            .games()
            .challenge_with(
                &ctx("alice"),
                &user("bob"),
                GameKind::Breakthrough,
                &ChallengeOptions {
                    clock: Some(bad),
                    thread: Some(false),
                    ..ChallengeOptions::default()
                },
            )
            .await
            .unwrap();
        refused_with(&r, "challenge-bad-clock");
    }
    assert_eq!(s.correspondence().next_due().await.unwrap(), None);
}
