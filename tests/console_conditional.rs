//! Conditional moves and private notes in the console, with exact outputs: the forms of
//! docs/correspondence.md (`/conditional add|list|clear`, `/note add|list|clear`,
//! `/export notes:true`), on a manual clock.

use breaker::console::Options;

#[path = "support/session.rs"]
mod console_session;
use console_session::reply_to;

fn session(script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::new(dir.path().join("c.db"), dir.path().join("boards"));
    options.now = breaker::store::parse_utc("2027-01-05T12:00:00Z");
    console_session::run(&options, script)
}

const START: &str = "alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white\n\
                     bob: /accept\n\
                     alice: /move move:a2-a3\n";

#[test]
fn a_line_is_stored_checked_listed_and_answers_the_expected_move() {
    let out = session(&format!(
        "{START}\
         alice: /conditional add line:\"c4-c3, b2xc3\" game:1\n\
         alice: /conditional add line:\"c4-c3, b2-b3\"\n\
         alice: /conditional add line:\"c4-c3, b2xc3, b4-b3\"\n\
         alice: /conditional add line:\"c4-c3, c2-c3\"\n\
         alice: /conditional add line:\"c4-c3, b2xc3\"\n\
         alice: /conditional add line:\"a4-b3, a3-a4\"\n\
         alice: /conditional list\n\
         bob: /conditional list\n\
         bob: /conditional add line:\"a3-a4, b4-b3\"\n\
         bob: /move move:c4-c3\n\
         alice: /conditional list game:1\n"
    ));
    let only = "(only you can see this) ";
    assert_eq!(
        reply_to(&out, "alice: /conditional add line:\"c4-c3, b2xc3\" game:1").trim_end(),
        format!("{only}Stored for game #1, seen only by you: `c4-c3, b2xc3`. Your lines in this game: 1.")
    );
    assert_eq!(
        reply_to(&out, "alice: /conditional add line:\"c4-c3, b2-b3\"").trim_end(),
        format!("{only}This line answers `c4-c3` with `b2-b3`, but your stored line `c4-c3, b2xc3` answers it with `b2xc3`. Nothing was stored; `/conditional clear` removes your lines.")
    );
    assert_eq!(
        reply_to(&out, "alice: /conditional add line:\"c4-c3, b2xc3, b4-b3\"").trim_end(),
        format!("{only}A line must end with your own move: add your answer after `b4-b3`. Nothing was stored.")
    );
    assert_eq!(
        reply_to(&out, "alice: /conditional add line:\"c4-c3, c2-c3\"").trim_end(),
        format!("{only}Move 2 of the line, `c2-c3`, cannot be played there: c2-c3 is not a legal move: straight moves never capture, and c3 is occupied. Nothing was stored.")
    );
    assert_eq!(
        reply_to(&out, "alice: /conditional add line:\"c4-c3, b2xc3\"").trim_end(),
        format!("{only}Your lines in game #1 already hold `c4-c3, b2xc3`. Nothing was stored.")
    );
    assert_eq!(
        reply_to(&out, "alice: /conditional list").trim_end(),
        format!("{only}Your conditional moves in game #1 (their move → your answer):\nc4-c3 → b2xc3\na4-b3 → a3-a4")
    );
    assert_eq!(
        reply_to(&out, "bob: /conditional list").trim_end(),
        format!("{only}You have no conditional moves in game #1.")
    );
    assert_eq!(
        reply_to(&out, "bob: /conditional add line:\"a3-a4, b4-b3\"").trim_end(),
        format!("{only}It is your move in game #1: conditional moves are stored while your opponent is to move.")
    );
    // Bob's move, then at once alice's answer, pinging bob; nothing of the line shows.
    let r = reply_to(&out, "bob: /move move:c4-c3");
    assert!(
        r.starts_with("#1 Breakthrough 3x5 · @bob (Black) played c4-c3. @alice (White), your move, due 2027-01-08 12:00 UTC.\n"),
        "{r}"
    );
    let notice = &r[r.find("[notice]").expect(r)..];
    assert_eq!(
        notice.split("Board: ").next().unwrap(),
        "[notice] #1 Breakthrough 3x5 · @alice's conditional move: b2xc3. @bob (Black), your move, due 2027-01-08 12:00 UTC.\n\
         5  B B B\n\
         4  B B .\n\
         3  W .[W]\n\
         2  .[.]W\n\
         1  W W W\n   a b c\n\
         Last move: b2xc3\n\
         Black to move.\n"
    );
    assert!(!r.contains("a4-b3") && !r.contains("a3-a4"), "{r}");
    // Every other line is dropped.
    assert_eq!(
        reply_to(&out, "alice: /conditional list game:1").trim_end(),
        format!("{only}You have no conditional moves in game #1.")
    );
}

#[test]
fn a_move_in_no_line_drops_them_and_tells_their_owner_by_dm() {
    let out = session(&format!(
        "alice: /notify dm:on\n\
         {START}\
         alice: /conditional add line:\"c4-c3, b2xc3\"\n\
         bob: /move move:b4-b3\n\
         alice: /conditional list\n\
         alice: /conditional add line:\"b3xa2, b1xa2\"\n\
         alice: /conditional clear\n\
         alice: /conditional clear\n"
    ));
    let r = reply_to(&out, "bob: /move move:b4-b3");
    let notice = &r[r.find("[notice]").expect(r)..];
    assert_eq!(
        notice.trim_end(),
        "[notice] (also by DM to @alice) Your conditional moves in #1 Breakthrough 3x5 did not apply: @bob played b4-b3, which none of your lines expected. They are removed."
    );
    assert!(reply_to(&out, "alice: /conditional list").contains("no conditional moves"));
    assert!(
        reply_to(&out, "alice: /conditional add line:\"b3xa2, b1xa2\"").contains("It is your move")
    );
    let out = session(&format!(
        "{START}\
         alice: /conditional add line:\"c4-c3, b2xc3\"\n\
         alice: /conditional clear\n\
         alice: /conditional list\n\
         /ai game:Breakthrough size:3x5 color:black\n\
         alice: /conditional add line:\"a2-a3, b4-b3\" game:2\n"
    ));
    assert_eq!(
        reply_to(&out, "alice: /conditional clear").trim_end(),
        "(only you can see this) Your conditional moves in game #1 are removed (lines: 1)."
    );
    assert!(reply_to(&out, "alice: /conditional list").contains("no conditional moves"));
    let r = reply_to(&out, "alice: /conditional add line:\"a2-a3, b4-b3\" game:2");
    assert!(r.contains("who answers at once"), "{r}");
}

/// A player who takes no DMs is told in the next reply Breaker gives them: beside a public
/// one, once; in a later session on the same database (a restart) too.
#[test]
fn a_move_in_no_line_is_told_in_the_owners_next_reply() {
    let out = session(&format!(
        "{START}\
         alice: /conditional add line:\"c4-c3, b2xc3\"\n\
         bob: /move move:b4-b3\n\
         bob: /board\n\
         alice: /board\n\
         alice: /conditional list\n"
    ));
    let told = "(only you can see this) Your conditional moves in #1 Breakthrough 3x5 did not apply: @bob played b4-b3, which none of your lines expected. They are removed.";
    assert!(!reply_to(&out, "bob: /move move:b4-b3").contains("did not apply"));
    assert!(!reply_to(&out, "bob: /board").contains("did not apply"));
    let r = reply_to(&out, "alice: /board");
    assert!(r.starts_with("#1 Breakthrough 3x5 · "), "{r}");
    assert!(r.trim_end().ends_with(&format!("\n{told}")), "{r}");
    assert_eq!(
        reply_to(&out, "alice: /conditional list").trim_end(),
        "(only you can see this) You have no conditional moves in game #1."
    );

    // Held across a restart, and appended to a private reply.
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::new(dir.path().join("c.db"), dir.path().join("boards"));
    options.now = breaker::store::parse_utc("2027-01-05T12:00:00Z");
    let first = console_session::run(
        &options,
        &format!(
            "{START}\
             alice: /conditional add line:\"c4-c3, b2xc3\"\n\
             bob: /move move:a4-b3\n"
        ),
    );
    assert!(!first.contains("did not apply"), "{first}");
    let second = console_session::run(&options, "alice: /conditional list\nalice: /games\n");
    assert_eq!(
        reply_to(&second, "alice: /conditional list").trim_end(),
        "(only you can see this) You have no conditional moves in game #1.\n\
         Your conditional moves in #1 Breakthrough 3x5 did not apply: @bob played a4-b3, which none of your lines expected. They are removed."
    );
    assert!(!reply_to(&second, "alice: /games").contains("did not apply"));
}

/// A conditional answer that wins at the far row: the result, the rating change, the
/// final board, posted as the conditional move.
#[test]
fn a_conditional_move_that_wins_the_game() {
    let out = session(
        "alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white rated:true\n\
         bob: /accept\n\
         alice: /move move:b2-b3\n\
         bob: /move move:c4-c3\n\
         alice: /move move:b3xa4\n\
         alice: /conditional add line:\"c3-b2, a4xb5\"\n\
         alice: /conditional add line:\"b4-b3, a4xb5\"\n\
         bob: /move move:c3-b2\n\
         alice: /conditional list game:1\n",
    );
    let r = reply_to(&out, "bob: /move move:c3-b2");
    let notice = &r[r.find("[notice]").expect(r)..];
    assert_eq!(
        notice.split("Board: ").next().unwrap(),
        "[notice] #1 Breakthrough 3x5 · @alice's conditional move: a4xb5. White wins: a piece reached rank 5. @alice beats @bob.\n\
         Ratings: @alice 1500? → 1662? (+162) · @bob 1500? → 1338? (-162)\n\
         5  B[W]B\n\
         4 [.]B .\n\
         3  . . .\n\
         2  W B W\n\
         1  W W W\n   a b c\n\
         Last move: a4xb5\n\
         White wins: a piece reached rank 5.\n"
    );
    let r = reply_to(&out, "alice: /conditional list game:1");
    assert_eq!(r.trim_end(), "(only you can see this) Game #1 is over.");
}

#[test]
fn private_notes_and_the_export_with_them() {
    let out = session(&format!(
        "{START}\
         alice: /note add text:\"bob likes the c-file\"\n\
         alice: /note add text:\"  \"\n\
         alice: /note list\n\
         bob: /note list\n\
         bob: /move move:c4-c3\n\
         alice: /note add text:\"expected\"\n\
         alice: /export notes:true\n\
         bob: /export notes:true\n\
         /export\n\
         alice: /note clear\n\
         alice: /note list\n"
    ));
    let only = "(only you can see this) ";
    assert_eq!(
        reply_to(&out, "alice: /note add text:\"bob likes the c-file\"").trim_end(),
        format!("{only}Note stored on game #1 after move 1, seen only by you.")
    );
    assert_eq!(
        reply_to(&out, "alice: /note add text:\"  \"").trim_end(),
        format!("{only}`/note` needs `text:`. Usage: /note add text:\"…\" [game:<id>] | note list [game:<id>] | note clear [game:<id>]   (private notes on a game, only you see them)")
    );
    assert_eq!(
        reply_to(&out, "alice: /note list").trim_end(),
        format!("{only}Your notes on game #1:\nafter move 1: bob likes the c-file")
    );
    assert_eq!(
        reply_to(&out, "bob: /note list").trim_end(),
        format!("{only}You have no notes on game #1.")
    );
    let r = reply_to(&out, "alice: /export notes:true");
    assert!(r.starts_with(&format!("{only}Record of #1 Breakthrough 3x5: @alice (White) vs @bob (Black), with your 2 notes as comments. Only you see it.\n")), "{r}");
    assert!(
        r.contains("\n1. a2-a3 { bob likes the c-file } 1... c4-c3 { expected } *\n"),
        "{r}"
    );
    let r = reply_to(&out, "bob: /export notes:true");
    assert!(
        r.contains("\n1. a2-a3 c4-c3 *\n") && !r.contains("c-file"),
        "{r}"
    );
    let r = reply_to(&out, "/export");
    assert!(
        r.contains("\n1. a2-a3 c4-c3 *\n") && !r.contains("c-file"),
        "{r}"
    );
    assert!(!r.starts_with("(only you"), "{r}");
    assert_eq!(
        reply_to(&out, "alice: /note clear").trim_end(),
        format!("{only}Your notes on game #1 are removed (notes: 2).")
    );
}

/// A tournament game won by a conditional answer: the result moves the tournament on (to
/// its end here) in the answer's post, and the standings count it.
#[test]
fn a_conditional_move_ends_a_tournament_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::new(dir.path().join("c.db"), dir.path().join("boards"));
    options.now = breaker::store::parse_utc("2027-01-05T12:00:00Z");
    options.moderators = vec!["carol".into()];
    let out = console_session::run(
        &options,
        "carol: /tournament-admin create name:spring format:round-robin game:breakthrough size:5x5 clock:3d\n\
         alice: /tournament join name:spring\n\
         bob: /tournament join name:spring\n\
         carol: /tournament-admin start name:spring\n\
         alice: /move move:b2-b3 game:1\n\
         bob: /move move:e4-e3 game:1\n\
         alice: /move move:b3xa4 game:1\n\
         alice: /conditional add line:\"d4-d3, a4xb5\" game:1\n\
         bob: /move move:d4-d3 game:1\n\
         /tournament standings name:spring\n",
    );
    let r = reply_to(&out, "bob: /move move:d4-d3 game:1");
    let notice = &r[r.find("[notice]").expect(r)..];
    assert!(
        notice.starts_with(
            "[notice] #1 Breakthrough 5x5 · @alice's conditional move: a4xb5. White wins: a piece reached rank 5. @alice beats @bob.\n\
             Ratings: @alice 1500? → 1662? (+162) · @bob 1500? → 1338? (-162)\n\
             Tournament spring, round 1.\n\
             Tournament spring is over. Final standings:\n\
             1. @alice: 1 point\n\
             2. @bob: 0 points\n"
        ),
        "{notice}"
    );
    let standings = reply_to(&out, "/tournament standings name:spring");
    assert!(standings.contains("1 alice  × 1   1"), "{standings}");
}

/// A ladder game won by a conditional answer: ratings and ladder positions move as after
/// a `/move`.
#[test]
fn a_conditional_move_wins_a_ladder_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::new(dir.path().join("c.db"), dir.path().join("boards"));
    options.now = breaker::store::parse_utc("2027-01-05T12:00:00Z");
    options.moderators = vec!["carol".into()];
    let out = console_session::run(
        &options,
        "carol: /ladder-admin create name:spring game:breakthrough size:5x5\n\
         alice: /ladder join name:spring\n\
         bob: /ladder join name:spring\n\
         bob: /ladder challenge name:spring opponent:alice\n\
         bob: /move move:b2-b3\n\
         alice: /move move:e4-e3\n\
         bob: /move move:b3xa4\n\
         bob: /conditional add line:\"d4-d3, a4xb5\"\n\
         alice: /move move:d4-d3\n\
         /ladder standings name:spring\n",
    );
    let r = reply_to(&out, "alice: /move move:d4-d3");
    let notice = &r[r.find("[notice]").expect(r)..];
    assert!(
        notice.starts_with(
            "[notice] #1 Breakthrough 5x5 · @bob's conditional move: a4xb5. White wins: a piece reached rank 5. @bob beats @alice.\n\
             Ratings: @bob 1500? → 1662? (+162) · @alice 1500? → 1338? (-162)\n\
             Ladder spring: @bob takes position 1; @alice moves down to 2.\n"
        ),
        "{notice}"
    );
    let standings = reply_to(&out, "/ladder standings name:spring");
    assert!(standings.contains("1. bob 1662? 1–0"), "{standings}");
}
