//! The console's correspondence forms, exactly as docs/correspondence.md gives them: `/moretime`,
//! `/vacation start days:5`, `/vacation end`, bare `/vacation`, `/notify dm:on`,
//! `/settings show`, `/settings change clock:5d vacation-days:21`, on a manual clock.

use breaker::console::Options;

#[path = "support/session.rs"]
mod console_session;
use console_session::reply_to;

fn session(script: &str, manage: bool) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::new(dir.path().join("c.db"), dir.path().join("boards"));
    options.now = breaker::store::parse_utc("2027-01-05T12:00:00Z");
    options.can_manage = manage;
    console_session::run(&options, script)
}

#[test]
fn vacation_moretime_notify_and_settings_in_the_console() {
    let out = session(
        "alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white\n\
         bob: /accept\n\
         bob: /moretime days:2\n\
         alice: /moretime\n\
         bob: /vacation start days:5\n\
         /games\n\
         /vacation start\n\
         /wait 2d\n\
         /vacation end\n\
         /vacation\n\
         /vacation end\n\
         /vacation frob\n\
         alice: /notify dm:on\n\
         /settings show\n\
         /settings change clock:5d vacation-days:21\n\
         /settings change clock:5x\n\
         alice: /vacation\n\
         bob: /vacation start days:3\n\
         /wait 4d\n",
        true,
    );
    let r = reply_to(&out, "bob: /moretime days:2");
    assert!(r.contains("@bob gives @alice (White) 2 more days"), "{r}");
    assert!(r.contains("2027-01-10 12:00 UTC"), "{r}");
    let r = reply_to(&out, "alice: /moretime");
    assert!(
        r.starts_with("(only you can see this)") && r.contains("only your opponent"),
        "{r}"
    );
    let r = reply_to(&out, "bob: /vacation start days:5");
    assert!(
        r.contains("@bob is on vacation until 2027-01-10 12:00 UTC"),
        "{r}"
    );
    let r = reply_to(&out, "/games");
    assert!(
        r.contains("@bob on vacation until 2027-01-10 12:00 UTC"),
        "{r}"
    );
    assert!(reply_to(&out, "/vacation start").contains("already on vacation"));
    let r = reply_to(&out, "/vacation end");
    assert!(
        r.contains("vacation ended") && r.contains("moved by 2 days"),
        "{r}"
    );
    assert!(r.contains("12 vacation days are left"), "{r}");
    let r = reply_to(&out, "/vacation");
    assert!(r.contains("12 vacation days left this year (of 14"), "{r}");
    assert!(reply_to(&out, "/vacation frob").contains("no `frob` subcommand"));
    assert!(reply_to(&out, "alice: /notify dm:on").contains("by DM"));
    assert!(reply_to(&out, "/settings show").contains("vacation-days: 14"));
    let r = reply_to(&out, "/settings change clock:5d vacation-days:21");
    assert!(
        r.contains("Settings saved") && r.contains("clock: `5d`"),
        "{r}"
    );
    assert!(reply_to(&out, "/settings change clock:5x").contains("not a clock"));
    // Alice's own allowance, now 21 a year.
    assert!(reply_to(&out, "alice: /vacation").contains("of 21 per year"));
    // A planned vacation ends by itself while the clock runs.
    let r = reply_to(&out, "/wait 4d");
    assert!(r.contains("[notice] @bob's vacation ended"), "{r}");
}

#[test]
fn settings_need_manage_server_when_the_console_says_so() {
    let out = session("alice: /settings show\n", false);
    assert!(reply_to(&out, "alice: /settings show").contains("Manage Server"));
}
