//! The clock where writes meet: a scheduler batch read before `/moretime` or a vacation
//! cannot undo them (every timing write bumps the version), and a player out of time
//! cannot act before the scheduler gets there (the action is refused and settles it).

mod service_support;

use breaker::games::{Color, GameKind};
use breaker::service::{ManualClock, NoticeKind, Service};
use breaker::store::{GameId, GameStatus, Termination};
use breaker::time::{DAY_MS, HOUR_MS};
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

fn service(dir: &tempfile::TempDir, clock: &ManualClock) -> Service {
    open_clocked(&dir.path().join("b.db"), clock)
}

async fn start(s: &Service, clock: &str) -> GameId {
    let invite = invite_to(
        s,
        &ctx("alice"),
        &user("bob"),
        GameKind::Breakthrough,
        "5x5",
        Some(clock),
    )
    .await;
    let id = game_id(&invite);
    let r = s
        .games()
        .accept(&ctx("bob"), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    id
}

#[tokio::test]
async fn a_scheduler_batch_read_before_more_time_cannot_undo_it() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = service(&dir, &clock);
    let id = start(&s, "3d").await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    // The scheduler reads its batch at the first reminder…
    clock.set(T0 + 3 * DAY_MS - 18 * HOUR_MS);
    let read = game(&s, id).await;
    // …alice gives bob two more days meanwhile…
    let r = s
        .correspondence()
        .more_time(&ctx("alice"), None, Some(2))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let extended = game(&s, id).await;
    assert!(
        extended.version > read.version,
        "more time bumps the version"
    );
    assert_eq!(extended.time().due(), Some(T0 + 5 * DAY_MS));
    // …and its stale writes fail instead of undoing the extension.
    let stale = read.time().reminded(s.now());
    let (v, more) = (read.version, read.more_time);
    let written = s
        .store()
        .call(move |db| db.set_time(id, v, stale, more))
        .await
        .unwrap();
    assert!(!written, "a reminder based on the old read is refused");
    let lost = s
        .store()
        .call(move |db| {
            db.finish(
                id,
                v,
                breaker::games::Outcome::Win {
                    winner: Color::White,
                    reason: breaker::games::WinReason::Timeout,
                },
                T0,
            )
        })
        .await;
    assert!(lost.is_err(), "a timeout on the old version is refused");
    assert_eq!(game(&s, id).await.time().due(), Some(T0 + 5 * DAY_MS));
    // The scheduler's own next round sees the extension.
    for n in s.correspondence().run_due().await.unwrap() {
        assert_eq!(n.kind, NoticeKind::Reminder);
    }
    assert_eq!(game(&s, id).await.status, GameStatus::Active);
}

#[tokio::test]
async fn starting_a_vacation_bumps_the_version_of_the_games_it_pauses() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = service(&dir, &clock);
    let id = start(&s, "3d").await;
    let before = game(&s, id).await.version;
    let r = s
        .correspondence()
        .vacation_start(&ctx("bob"), Some(3))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let paused = game(&s, id).await;
    assert!(paused.version > before);
    assert!(paused.time().is_paused());
    let r = s.correspondence().vacation_end(&ctx("bob")).await.unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert!(game(&s, id).await.version > paused.version);
}

#[tokio::test]
async fn an_overdue_move_is_refused_and_settles_the_timeout_once() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = service(&dir, &clock);
    let id = start(&s, "1d").await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    s.games()
        .play_move(&ctx("bob"), "b4-b3", None)
        .await
        .unwrap();
    // Alice's deadline passes with no scheduler running (Breaker just restarted).
    let deadline = game(&s, id).await.time().due().unwrap();
    clock.set(deadline + HOUR_MS);
    let r = s
        .games()
        .play_move(&ctx("alice"), "c2-c3", None)
        .await
        .unwrap();
    assert!(r.ephemeral, "{}", r.content);
    said(&r.content, "too-late-time-ran-out");
    let g = game(&s, id).await;
    assert_eq!(g.termination(), Some(Termination::TimeForfeit));
    assert_eq!(g.outcome.winner(), Some(Color::Black));
    assert_eq!(g.ply, 2, "the late move was not played");
    // Its notice goes out once, with the instant it fell due.
    let notices = s.correspondence().run_due().await.unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::TimeForfeit);
    assert_eq!(notices[0].due_at, deadline);
    assert!(s.correspondence().run_due().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_player_out_of_time_cannot_go_on_vacation() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = service(&dir, &clock);
    let id = start(&s, "1d").await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    clock.set(T0 + DAY_MS + 1);
    // Bob (to move) ran out: his vacation is refused and the game settled (aborted: he
    // never moved in a casual game).
    let r = s
        .correspondence()
        .vacation_start(&ctx("bob"), Some(3))
        .await
        .unwrap();
    assert!(r.ephemeral, "{}", r.content);
    said(&r.content, "too-late-time-ran-out");
    assert_eq!(game(&s, id).await.termination(), Some(Termination::Aborted));
    // Alice, not late, may go: the overdue game was settled first, not paused.
    let dir2 = tempfile::tempdir().unwrap();
    let clock2 = ManualClock::new(T0);
    let s2 = service(&dir2, &clock2);
    let id2 = start(&s2, "1d").await;
    s2.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    clock2.set(T0 + DAY_MS + 1);
    let r = s2
        .correspondence()
        .vacation_start(&ctx("alice"), Some(3))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert_eq!(
        game(&s2, id2).await.termination(),
        Some(Termination::Aborted)
    );
}
