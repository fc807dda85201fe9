//! The clock's regressions, each as a player met it in `breaker play` (issue: "a clock
//! players can trust"): a vacation never charges a Fischer bank, a ladder challenge waits
//! for an away defender, and a player out of time cannot act.

use breaker::console::Options;

#[path = "support/session.rs"]
mod console_session;
use console_session::reply_to;

fn session(script: &str, moderators: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::new(dir.path().join("c.db"), dir.path().join("boards"));
    options.now = breaker::time::parse_utc("2027-03-01T12:00:00Z");
    options.moderators = moderators.iter().map(|m| m.to_string()).collect();
    console_session::run(&options, script)
}

#[test]
fn a_vacation_never_drains_the_opponents_fischer_bank() {
    let out = session(
        "alice: /challenge game:breakthrough opponent:bob size:5x5 color:white clock:3d+1d\n\
         bob: /accept\n\
         alice: /move move:a2-a3\n\
         alice: /vacation start days:10\n\
         /wait 9d\n\
         bob: /move move:e4-e3\n\
         alice: /vacation end\n\
         alice: /move move:b2-b3\n\
         /wait 1m\n\
         /games\n",
        &[],
    );
    // Bob's move was made while the game waited: his bank is whole, and alice's turn
    // waits for her.
    let r = reply_to(&out, "bob: /move move:e4-e3");
    assert!(r.contains("The game waits"), "{r}");
    // Alice came back at 2027-03-10 12:00 and moved at once: Bob has his full 3 days.
    let r = reply_to(&out, "alice: /move move:b2-b3");
    assert!(r.contains("2027-03-13 12:00 UTC"), "{r}");
    let r = reply_to(&out, "/wait 1m");
    assert!(!r.contains("ran out of time"), "{r}");
    assert!(!out.contains("wins on time"), "{out}");
}

#[test]
fn a_ladder_challenge_waits_for_an_away_defender() {
    let out = session(
        "carol: /ladder-admin create name:spring game:breakthrough size:5x5 clock:3d\n\
         alice: /ladder join name:spring\n\
         bob: /ladder join name:spring\n\
         alice: /vacation start days:14\n\
         bob: /ladder challenge name:spring opponent:alice\n\
         bob: /move move:a2-a3\n\
         /wait 4d\n\
         /games\n\
         /wait 11d\n\
         alice: /games\n",
        &["carol"],
    );
    // Issue 36: the start says it waits, as a casual game's start does.
    let r = reply_to(&out, "bob: /ladder challenge name:spring opponent:alice");
    assert!(r.contains("begins at once"), "{r}");
    assert!(
        r.contains("The game waits: @alice is on vacation until 2027-03-15 12:00 UTC."),
        "{r}"
    );
    assert!(!r.contains("due"), "a waiting game shows no deadline: {r}");
    let r = reply_to(&out, "bob: /move move:a2-a3");
    assert!(r.contains("The game waits"), "{r}");
    assert!(!r.contains("due"), "a waiting game shows no deadline: {r}");
    let r = reply_to(&out, "/wait 4d");
    assert!(!r.contains("ran out of time"), "{r}");
    // Alice is back on 2027-03-15 12:00 with her 3 days: due on the 18th.
    let r = reply_to(&out, "/wait 11d");
    assert!(r.contains("vacation ended"), "{r}");
    assert!(!r.contains("ran out of time"), "{r}");
    let r = reply_to(&out, "alice: /games");
    assert!(r.contains("2027-03-18 12:00 UTC"), "{r}");
}

/// Issue 36: a `/wait` past both of a turn's reminders printed both, alike; only the
/// latest, still ahead of the deadline, is delivered.
#[test]
fn a_long_wait_delivers_only_the_latest_reminder() {
    let out = session(
        "alice: /challenge game:breakthrough opponent:bob size:5x5 color:white clock:3d\n\
         bob: /accept\n\
         /wait 2d23h\n\
         /wait 2h\n",
        &[],
    );
    let r = reply_to(&out, "/wait 2d23h");
    assert_eq!(r.matches("your move in").count(), 1, "{r}");
    // The 2 h reminder: the deadline is 2027-03-04 12:00.
    assert!(r.contains("2027-03-04 12:00 UTC"), "{r}");
    let r = reply_to(&out, "/wait 2h");
    assert!(!r.contains("your move in"), "{r}");
    assert!(
        r.contains("aborted") || r.contains("ran out of time"),
        "{r}"
    );
}
