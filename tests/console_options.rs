//! The console reads options as Discord's structured options: every command takes
//! exactly its own (a test walks them all), typos get the nearest name, and names of a
//! reopened database's players are shown, not their ids.

use breaker::console::{option_table, Options};
use std::path::Path;

#[path = "support/session.rs"]
mod console_session;
use console_session::reply_to;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z
const DAY: i64 = 86_400_000;

fn session(script: &str, dir: &Path, now: i64) -> String {
    let mut o = Options::new(dir.join("console.db"), dir.join("boards"));
    o.now = Some(now);
    o.moderators = vec!["carol".to_string()];
    o.ai_move_time = std::time::Duration::from_millis(20);
    console_session::run(&o, script)
}

#[test]
fn every_command_takes_each_of_its_options_and_refuses_any_other() {
    let dir = tempfile::tempdir().unwrap();
    let table = option_table();
    assert!(table.len() > 30, "commands and ladder subcommands");
    let mut script = String::new();
    for (command, names) in &table {
        for name in names {
            script.push_str(&format!("carol: /{command} {name}:x\n"));
        }
        script.push_str(&format!("carol: /{command} bogus:x\n"));
    }
    let out = session(&script, dir.path(), T0);
    for (command, names) in &table {
        for name in names {
            let reply = reply_to(&out, &format!("carol: /{command} {name}:x"));
            assert!(
                !reply.contains("not an option"),
                "/{command} {name}: {reply}"
            );
        }
        let reply = reply_to(&out, &format!("carol: /{command} bogus:x"));
        // Every command, `/wait` among them, names the option it does not have.
        assert!(
            reply.contains(&format!("`bogus` is not an option of /{command}")),
            "/{command} bogus: {reply}"
        );
    }
}

#[test]
fn mistyped_options_and_commands_are_refused_with_the_nearest_name() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:breakthrough opponent:frank colour:black
alice: /challenge game:breakthrough opponent:frank smith
alice: /games
alice: /board game:6 veiw:black
alice: /mvoe move:a2-a3
alice: /chalenge game:breakthrough opponent:bob
alice: /xyzzy
alice: /challenge game:breakthrough opponent:\"bob\" size:3x5 color:white
bob: /accept
alice: /move a2-a3
alice: /move move:a2-a3
carol: /ladder-admin create name:spring game:breakthrough size:5x5
carol: /ladder-admin close name:spring reason:done
carol: /ladder-admin log name:spring
";
    let out = session(script, dir.path(), T0);
    let colour = reply_to(
        &out,
        "alice: /challenge game:breakthrough opponent:frank colour:black",
    );
    assert!(
        colour.contains("`colour` is not an option of /challenge: did you mean `color`?"),
        "{colour}"
    );
    let glued = reply_to(
        &out,
        "alice: /challenge game:breakthrough opponent:frank smith",
    );
    assert!(glued.contains("`opponent:\"frank smith\"`"), "{glued}");
    // Neither challenge was made.
    assert!(!reply_to(&out, "alice: /games").contains("frank"), "{out}");
    assert!(reply_to(&out, "alice: /board game:6 veiw:black").contains("did you mean `view`?"));
    let typo = reply_to(&out, "alice: /mvoe move:a2-a3");
    assert!(
        typo.contains("unknown command /mvoe: did you mean /move?") && typo.lines().count() < 3,
        "a suggestion, not the whole help: {typo}"
    );
    assert!(
        reply_to(&out, "alice: /chalenge game:breakthrough opponent:bob")
            .contains("did you mean /challenge?")
    );
    assert!(reply_to(&out, "alice: /xyzzy").contains("the commands are /challenge"));
    assert!(reply_to(&out, "alice: /move a2-a3").contains("write `move:a2-a3`"));
    assert!(reply_to(&out, "alice: /move move:a2-a3").contains("played a2-a3"));
    // `/ladder-admin close` takes a reason, recorded like the other actions'.
    let closed = reply_to(&out, "carol: /ladder-admin close name:spring reason:done");
    assert!(
        closed.contains("is closed") && closed.contains("Reason: done"),
        "{closed}"
    );
    assert!(reply_to(&out, "carol: /ladder-admin log name:spring").contains("done"));
}

#[test]
fn an_unknown_game_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let lines = [
        "alice: /challenge game:chess opponent:frank",
        "alice: /ai game:chess",
        "alice: /rules game:go",
        "alice: /rating game:checkers",
    ];
    let out = session(&lines.join("\n"), dir.path(), T0);
    for (line, game) in lines.iter().zip(["chess", "chess", "go", "checkers"]) {
        let reply = reply_to(&out, line);
        assert!(
            reply.contains(&format!(
                "unknown game `{game}`: the games are breakthrough and breach"
            )) && !reply.contains("position"),
            "{line}: {reply}"
        );
    }
}

#[test]
fn a_console_user_who_is_not_a_moderator_is_told_how_to_become_one() {
    let dir = tempfile::tempdir().unwrap();
    let out = session(
        "bob: /ladder-admin create name:spring game:breakthrough size:5x5\nbob: /settings modlog channel:#log\n",
        dir.path(),
        T0,
    );
    for line in [
        "bob: /ladder-admin create name:spring game:breakthrough size:5x5",
        "bob: /settings modlog channel:#log",
    ] {
        let reply = reply_to(&out, line);
        assert!(
            reply.contains("Only moderators") && reply.contains("start with `--moderators alice`"),
            "{reply}"
        );
        assert!(!reply.contains("Manage Server"), "{reply}");
    }
}

#[test]
fn a_reopened_database_shows_names_not_ids() {
    let dir = tempfile::tempdir().unwrap();
    session(
        "alice: /challenge game:breakthrough opponent:bob size:3x5 color:white\nbob: /accept\nalice: /move move:a2-a3\nbob: /vacation start days:1\n",
        dir.path(),
        T0,
    );
    // Later, a new session: the vacation's end is settled at start-up, before anyone
    // has typed a name.
    let out = session(
        "carol: /games\ncarol: /board game:1\n",
        dir.path(),
        T0 + 2 * DAY,
    );
    assert!(out.contains("@bob"), "{out}");
    assert!(out.contains("vacation"), "{out}");
    assert!(
        !out.contains("@user-"),
        "ids shown instead of names:\n{out}"
    );
}

/// Every `/command …` a reply suggests in backticks, and every button's command, that
/// names `needle`.
fn suggested(out: &str, needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in out.lines() {
        if let Some(command) = line.strip_prefix('[').and_then(|l| l.split_once("] /")) {
            found.push(format!("/{}", command.1));
        }
        let mut rest = line;
        while let Some(at) = rest.find("`/") {
            let tail = &rest[at + 1..];
            let Some(end) = tail.find('`') else { break };
            found.push(tail[..end].to_string());
            rest = &tail[end + 1..];
        }
    }
    found.retain(|c| c.contains(needle) && !c.contains('…'));
    found.sort();
    found.dedup();
    found
}

/// Issue 36: commands Breaker suggests with a tournament's or a ladder's name that has a
/// space work when pasted into the console: the name is quoted, as the console reads it.
#[test]
fn suggested_commands_with_a_spaced_name_work_pasted_into_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
carol: /tournament-admin create name:\"Весенний кубок\" format:round-robin game:breakthrough size:5x5 clock:3d
alice: /tournament standings name:\"Весенний кубок\"
alice: /tournament join name:\"Весенний кубок\"
bob: /tournament join name:\"Весенний кубок\"
dave: /tournament join name:\"Весенний кубок\"
carol: /tournament-admin start name:\"Весенний кубок\"
alice: /tournament leave name:\"Весенний кубок\"
alice: /tournament withdraw name:\"Весенний кубок\"
carol: /ladder-admin create name:\"Spring cup\" game:breakthrough size:5x5
carol: /ladder standings name:\"Spring cup\"
alice: /ladder challenge name:\"Spring cup\" opponent:bob
alice: /rating Анна Мария
";
    let out = session(script, dir.path(), T0);
    let spring = suggested(&out, "Весенний кубок");
    let cup = suggested(&out, "Spring cup");
    for expected in [
        "/tournament join name:\"Весенний кубок\"",
        "/tournament-admin start name:\"Весенний кубок\"",
        "/tournament info name:\"Весенний кубок\"",
        "/tournament withdraw name:\"Весенний кубок\"",
        "/tournament withdraw name:\"Весенний кубок\" confirm:yes",
    ] {
        assert!(
            spring.iter().any(|c| c == expected),
            "{expected}: {spring:?}\n{out}"
        );
    }
    assert_eq!(cup, vec!["/ladder join name:\"Spring cup\""], "{out}");
    // The console's own hint for a value typed without its option.
    let r = reply_to(&out, "alice: /rating Анна Мария");
    assert!(r.contains("`player:\"Анна Мария\"`"), "{r}");
    // Pasted as suggested (by a player who has not joined, so none is refused for that),
    // each is read with the whole name.
    let pasted: String = spring
        .iter()
        .chain(&cup)
        .map(|c| format!("erin: {c}\n"))
        .collect();
    let again = session(&pasted, dir.path(), T0);
    for c in spring.iter().chain(&cup) {
        let r = reply_to(&again, &format!("erin: {c}"));
        for wrong in [
            "not an option",
            "quote",
            "no tournament called",
            "no ladder called",
        ] {
            assert!(!r.contains(wrong), "{c}: {r}");
        }
    }
}

/// The squares a move's text names, as (file, rank) pairs, in the text's order.
fn squares(mv: &str) -> Vec<(u8, u32)> {
    mv.split([' ', '-', 'x'])
        .filter(|s| !s.is_empty())
        .map(|s| (s.as_bytes()[0], s[1..].parse().unwrap()))
        .collect()
}

/// Issue 36: Breach `/moves` printed 25 of many moves in no clear order, without saying
/// the list was cut. They are listed files then ranks, and the rest counted, with how to
/// narrow them.
#[test]
fn breach_moves_are_listed_in_order_and_the_rest_counted() {
    use breaker::games::{AnyPosition, GameKind};
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:breach opponent:bob size:10 color:white
bob: /accept
alice: /move move:e5
bob: /move move:c3 h8
alice: /moves
alice: /moves move:e6 game:1
";
    let out = session(script, dir.path(), T0);
    let pos = AnyPosition::start(GameKind::Breach, Some("10"))
        .unwrap()
        .play_text("e5")
        .unwrap()
        .0
        .play_text("c3 h8")
        .unwrap()
        .0;
    let all = pos.legal_moves().len();
    let r = reply_to(&out, "alice: /moves");
    let listed: Vec<&str> = r
        .lines()
        .find_map(|l| l.split_once("Moves: ").map(|(_, m)| m))
        .unwrap_or_else(|| panic!("{r}"))
        .split(", ")
        .collect();
    assert_eq!(listed.len(), 25, "{r}");
    let keys: Vec<_> = listed.iter().map(|m| squares(m)).collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "files then ranks: {r}");
    assert!(
        r.contains(&format!("…and {} more", all - 25)),
        "{all} moves: {r}"
    );
    assert!(r.contains("e.g. `/moves move:b2`"), "{r}");
    // Narrowed, the hint keeps the game given.
    let r = reply_to(&out, "alice: /moves move:e6 game:1");
    assert!(r.contains("Moves: "), "{r}");
    assert!(r.contains("e.g. `/moves move:e6 a game:1`"), "{r}");
}
