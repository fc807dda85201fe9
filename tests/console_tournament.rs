//! Tournaments in `breaker play --now … --moderators …`: a round robin played out (with
//! refusals, a moderator's adjudication recomputing standings and ratings, and the
//! CLI's JSON standings and TRF export), a withdrawal under FIDE's rule, and a league
//! season through to the next season starting after the pause (`/wait`).

use std::path::Path;

#[path = "support/cli.rs"]
mod cli;

fn play(script: &str, dir: &Path) -> String {
    let args = ["--now", "2027-01-05T12:00:00Z", "--moderators", "carol"];
    cli::console(dir, &args, script)
}

fn cli(dir: &Path, args: &[&str]) -> cli::Run {
    cli::breaker(["tournament"])
        .args(args)
        .arg("--db")
        .arg(dir.join("console.db"))
        .env_remove(&["DATABASE_PATH"])
        .in_dir(dir)
        .run()
}

/// As [`after`], for the last time `line` was run.
fn last<'a>(out: &'a str, line: &str) -> &'a str {
    let at = out
        .rfind(&format!("> {line}\n"))
        .unwrap_or_else(|| panic!("no `{line}` in:\n{out}"));
    cli::after(&out[at..], line)
}

const CREATE: &str = "carol: /tournament-admin create name:spring format:round-robin game:breakthrough size:5x5 clock:3d";

#[test]
fn a_round_robin_played_out_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let script = format!(
        "\
bob: /tournament-admin create name:spring format:round-robin game:breakthrough size:5x5 clock:3d
carol: /tournament-admin create name:spring format:knockout game:breakthrough size:5x5 clock:3d
carol: /tournament-admin create name:spring format:round-robin game:chess size:5x5 clock:3d
carol: /tournament-admin create name:spring format:round-robin game:breakthrough size:5x5 clock:3d league-size:4
{CREATE}
{CREATE}
alice: /tournament join name:spring
bob: /tournament join name:spring
dave: /tournament join name:spring
dave: /tournament join name:spring
alice: /tournament join name:autumn
alice: /tournament-admin start name:spring
carol: /tournament-admin start name:spring
/tournament pairings name:spring round:1
/tournament pairings name:spring round:9
alice: /tournament games name:spring
bob: /resign game:1 confirm:yes
bob: /resign game:2 confirm:yes
/tournament standings name:spring
alice: /resign game:3 confirm:yes
/tournament info name:spring
alice: /rating game:breakthrough size:5x5
carol: /tournament-admin result game:3 outcome:black
bob: /tournament-admin result game:3 outcome:black reason:alice won on the board
carol: /tournament-admin result game:3 outcome:black reason:alice won on the board
dave: /tournament standings name:spring
alice: /rating game:breakthrough size:5x5
"
    );
    let out = play(&script, dir.path());
    let refused = |line: &str, words: &str| {
        let said = cli::after(&out, line);
        assert!(said.contains(words), "{line}: {said}");
    };
    refused(
        "bob: /tournament-admin create name:spring format:round-robin game:breakthrough size:5x5 clock:3d",
        "Only moderators may use `/tournament-admin create`",
    );
    refused(
        "carol: /tournament-admin create name:spring format:knockout game:breakthrough size:5x5 clock:3d",
        "is not a format: choose round-robin, double-round-robin, swiss or league",
    );
    refused(
        "carol: /tournament-admin create name:spring format:round-robin game:chess size:5x5 clock:3d",
        "is not a game",
    );
    refused(
        "carol: /tournament-admin create name:spring format:round-robin game:breakthrough size:5x5 clock:3d league-size:4",
        "are for leagues",
    );
    // The first valid create makes it (number 1); the second is refused by name.
    let made = out.find(&format!("> {CREATE}\n")).unwrap();
    let second = out[made + 1..].find(&format!("> {CREATE}\n")).unwrap() + made + 1;
    assert!(
        out[made..second].contains("Tournament spring (number 1) created"),
        "{out}"
    );
    assert!(out[second..].contains("already has a tournament called spring"));
    assert!(last(&out, "dave: /tournament join name:spring").contains("already entered"));
    refused(
        "alice: /tournament join name:autumn",
        "no tournament called autumn",
    );
    refused(
        "alice: /tournament-admin start name:spring",
        "Only moderators may use `/tournament-admin start`",
    );
    // Three players: Berger's table for 4 with a dummy; every game starts at once.
    let started = cli::after(&out, "carol: /tournament-admin start name:spring");
    assert!(started.contains("has started with 3 players"), "{started}");
    assert!(started.contains("3 games begin"), "{started}");
    // Issue 36: each rest is numbered by its round (nobody sits out all rounds now).
    let rests: Vec<&str> = started.lines().filter(|l| l.contains("bye")).collect();
    assert_eq!(rests.len(), 3, "{started}");
    for (round, line) in rests.iter().enumerate() {
        assert!(
            line.starts_with(&format!("- round {}: @", round + 1)) && line.ends_with("has a bye"),
            "{started}"
        );
    }
    assert!(rests[0].contains("@alice"), "{started}");
    let r1 = cli::after(&out, "/tournament pairings name:spring round:1");
    assert!(r1.contains("alice has a bye"), "{r1}");
    assert!(
        r1.contains("board 1: bob (White) vs dave (Black) · game #1"),
        "{r1}"
    );
    refused(
        "/tournament pairings name:spring round:9",
        "choose `round:1` to `round:3`",
    );
    // One line per game: number, round, White, Black, as /games writes a game.
    let games = cli::after(&out, "alice: /tournament games name:spring");
    assert!(
        games.contains("#1 Breakthrough 5x5: round 1 · @bob (White) vs @dave (Black)"),
        "{games}"
    );
    assert!(
        games.contains("#2 Breakthrough 5x5: round 2 · @alice (White) vs @bob (Black)"),
        "{games}"
    );
    assert!(
        games.contains("#3 Breakthrough 5x5: round 3 · @dave (White) vs @alice (Black)"),
        "{games}"
    );
    // A result names the tournament and round.
    assert!(
        cli::after(&out, "bob: /resign game:1 confirm:yes").contains("Tournament spring, round 1.")
    );
    let mid = cli::after(&out, "/tournament standings name:spring");
    assert!(
        mid.contains("Direct encounter, Sonneborn-Berger, Number of wins"),
        "{mid}"
    );
    assert!(dir.path().join("boards/standings.png").exists());
    // The last game ends the event with the final standings.
    let last = cli::after(&out, "alice: /resign game:3 confirm:yes");
    assert!(
        last.contains("Tournament spring is over. Final standings:"),
        "{last}"
    );
    assert!(last.contains("1. @dave: 2 points"), "{last}");
    assert!(cli::after(&out, "/tournament info name:spring").contains("(number 1)"));
    refused(
        "carol: /tournament-admin result game:3 outcome:black",
        "needs a reason",
    );
    refused(
        "bob: /tournament-admin result game:3 outcome:black reason:alice won on the board",
        "Only moderators",
    );
    let decided = cli::after(
        &out,
        "carol: /tournament-admin result game:3 outcome:black reason:alice won on the board",
    );
    assert!(decided.contains("is now Black wins"), "{decided}");
    assert!(decided.contains("pool's ratings"), "{decided}");
    // Recomputed: alice now beat both; dave is second.
    let table = cli::after(&out, "dave: /tournament standings name:spring");
    let alice = table.find("1 alice").unwrap_or_else(|| panic!("{table}"));
    let dave = table.find("2 dave").unwrap_or_else(|| panic!("{table}"));
    assert!(alice < dave, "{table}");
    // The ratings moved with the verdict.
    let before = cli::after(&out, "alice: /rating game:breakthrough size:5x5");
    let later_at = out
        .rfind("> alice: /rating game:breakthrough size:5x5\n")
        .unwrap();
    let later = cli::after(
        &out[later_at..],
        "alice: /rating game:breakthrough size:5x5",
    );
    assert_ne!(before, later, "the verdict changed alice's rating");

    // The CLI: JSON standings with the fields, tie-breaks in order.
    let json = cli(dir.path(), &["standings", "--tournament", "1", "--json"]);
    assert_eq!(json.code(), Some(0), "{}", json.stderr);
    let raw = json.stdout.clone();
    let first = raw.lines().nth(1).unwrap();
    let at = |k: &str| {
        first
            .find(&format!("\"{k}\""))
            .unwrap_or_else(|| panic!("{k}: {raw}"))
    };
    let order = [
        "rank",
        "player",
        "points",
        "tiebreaks",
        "Direct encounter",
        "Sonneborn-Berger",
        "Number of wins",
    ];
    assert!(order.windows(2).all(|w| at(w[0]) < at(w[1])), "{raw}");
    let rows: serde_json::Value = serde_json::from_str(&raw).unwrap();
    assert_eq!(rows[0]["player"], "alice");
    assert_eq!(rows[0]["points"], 2);
    assert_eq!(rows[0]["games"], 2);
    assert_eq!(rows[0]["withdrawn"], false);
    // The TRF: one 001 line per player, starting rank = pairing number, each round's
    // opponent, colour and result.
    let trf = cli(dir.path(), &["export", "--tournament", "1"]);
    assert_eq!(trf.code(), Some(0));
    let trf = trf.stdout;
    let alice = trf
        .lines()
        .find(|l| l.starts_with("001    1"))
        .unwrap_or_else(|| panic!("{trf}"));
    assert_eq!(&alice[14..19], "alice");
    assert_eq!(&alice[80..84], " 2.0");
    assert_eq!(&alice[89..], "  0000 - Z     2 w 1     3 b 1", "{trf}");
    assert!(trf.contains("XXR 3"));
    let missing = cli(dir.path(), &["standings", "--tournament", "9"]);
    assert_eq!(missing.code(), Some(2));
}

#[test]
fn a_withdrawal_under_half_played_deletes_the_results() {
    let dir = tempfile::tempdir().unwrap();
    let script = format!(
        "\
{CREATE}
alice: /tournament join name:spring
bob: /tournament join name:spring
dave: /tournament join name:spring
erin: /tournament join name:spring
carol: /tournament-admin start name:spring
alice: /tournament games name:spring
dave: /tournament withdraw name:spring
dave: /tournament withdraw name:spring confirm:yes
dave: /tournament withdraw name:spring confirm:yes
/tournament standings name:spring
/tournament pairings name:spring
"
    );
    let out = play(&script, dir.path());
    assert!(
        cli::after(&out, "dave: /tournament withdraw name:spring").contains("To confirm"),
        "{out}"
    );
    let gone = out
        .find("> dave: /tournament withdraw name:spring confirm:yes\n")
        .unwrap();
    let said = &out[gone..];
    assert!(
        said.contains("dave withdrew from tournament spring (3 running games forfeited)"),
        "{said}"
    );
    assert!(
        last(&out, "dave: /tournament withdraw name:spring confirm:yes")
            .contains("already withdrawn")
    );
    // Dave played none of 3: his results are deleted, he is listed apart.
    let table = cli::after(&out, "/tournament standings name:spring");
    assert!(table.contains("dave (withdrew)"), "{table}");
    let pairings = cli::after(&out, "/tournament pairings name:spring");
    assert!(
        pairings.contains("+–-") || pairings.contains("-–+"),
        "{pairings}"
    );
}

#[test]
fn a_league_season_then_the_next_after_the_pause() {
    let dir = tempfile::tempdir().unwrap();
    let players = ["p1", "p2", "p3", "p4", "p5", "p6"];
    let mut script = String::from(
        "carol: /tournament-admin create name:cup format:league game:breakthrough size:5x5 clock:3d league-size:3 up:1 down:1\n",
    );
    for p in players {
        script.push_str(&format!("{p}: /tournament join name:cup\n"));
    }
    script.push_str("carol: /tournament-admin start name:cup\n/tournament games name:cup\n");
    let first = play(&script, dir.path());
    let started = cli::after(&first, "carol: /tournament-admin start name:cup");
    assert!(started.contains("12 games begin"), "{started}");
    // Strength order: the stronger player of each game wins it.
    let strength = ["p6", "p1", "p2", "p3", "p5", "p4"];
    let rank = |name: &str| strength.iter().position(|s| *s == name).unwrap();
    let games = cli::after(&first, "/tournament games name:cup");
    let mut decide = String::new();
    for line in games.lines().filter(|l| l.starts_with("- #")) {
        let id: u32 = line[3..].split(' ').next().unwrap().parse().unwrap();
        let white = line
            .split(" · @")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap();
        let black = line
            .split(" vs @")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap();
        let winner = if rank(white) < rank(black) {
            "white"
        } else {
            "black"
        };
        decide.push_str(&format!(
            "carol: /tournament-admin result game:{id} outcome:{winner} reason:played out\n"
        ));
    }
    let script = format!(
        "{decide}/tournament info name:cup\np7: /tournament join name:cup\np2: /tournament leave name:cup\n/wait 2d\n/tournament info name:cup\n/wait 2d\n/tournament info name:cup\n/tournament games name:cup\n/tournament standings name:cup\n"
    );
    let out = play(&script, dir.path());
    assert!(out.contains("Tournament cup: season 1 is over."), "{out}");
    assert!(out.contains("Season 2 starts"), "{out}");
    assert!(cli::after(&out, "p7: /tournament join name:cup")
        .contains("you start next season (season 2) in the bottom league"));
    assert!(cli::after(&out, "p2: /tournament leave name:cup").contains("after season 1"));
    let waiting = out.find("> /wait 2d\n").unwrap();
    let paused = cli::after(&out[waiting..], "/tournament info name:cup");
    assert!(
        paused.contains("Season 1 is over; season 2 starts"),
        "{paused}"
    );
    let second_wait = out.rfind("> /wait 2d\n").unwrap();
    let next = cli::after(&out[second_wait..], "/tournament info name:cup");
    assert!(next.contains("Running, season 2"), "{next}");
    // p6 won league 2 and goes up; p3 was last in league 1 and goes down; p2 left;
    // p7 is new in the bottom league.
    for (who, league) in [
        ("p1", 1),
        ("p6", 1),
        ("p3", 2),
        ("p4", 2),
        ("p5", 2),
        ("p7", 2),
    ] {
        assert!(
            next.contains(&format!("@{who} (pairing number"))
                && next.contains(&format!("league {league})")),
            "{who}: {next}"
        );
        let at = next.find(&format!("@{who} (")).unwrap();
        let note = &next[at..at + next[at..].find(')').unwrap()];
        assert!(note.ends_with(&format!("league {league}")), "{who}: {note}");
    }
    assert!(!next.contains("@p2"), "{next}");
    // League 1 has 2 players (a double round robin: 2 games), league 2 four (12).
    let games = cli::after(&out[second_wait..], "/tournament games name:cup");
    assert_eq!(
        games.lines().filter(|l| l.starts_with("- #")).count(),
        14,
        "{games}"
    );
}

#[test]
fn schedule_rounds_starts_each_round_when_the_last_is_over() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
carol: /tournament-admin create name:weekly format:round-robin game:breakthrough size:5x5 clock:3d schedule:rounds
alice: /tournament join name:weekly
bob: /tournament join name:weekly
dave: /tournament join name:weekly
carol: /tournament-admin start name:weekly
bob: /resign game:1 confirm:yes
/tournament info name:weekly
";
    let out = play(script, dir.path());
    let started = cli::after(&out, "carol: /tournament-admin start name:weekly");
    // Round 1 only: one game (alice rests).
    assert!(started.contains("1 game begins"), "{started}");
    let next = cli::after(&out, "bob: /resign game:1 confirm:yes");
    assert!(next.contains("round 1 is over; round 2 begins"), "{next}");
    assert!(
        next.contains("#2: @alice (White) vs @bob (Black)"),
        "{next}"
    );
    assert!(
        cli::after(&out, "/tournament info name:weekly").contains("round 2: 1 of 3 games decided")
    );
}

/// The boards of a `/tournament pairings` answer still being played: (game, White,
/// Black), and who has the bye.
fn boards(text: &str) -> (Vec<(u32, String, String)>, Option<String>) {
    let mut games = Vec::new();
    let mut bye = None;
    for line in text.lines() {
        let line = line.trim_start_matches("- ");
        if let Some(who) = line.strip_suffix(" has a bye") {
            bye = Some(who.to_string());
            continue;
        }
        let Some((_, rest)) = line.split_once(": ") else {
            continue;
        };
        let Some((white, rest)) = rest.split_once(" (White) vs ") else {
            continue;
        };
        let Some((black, rest)) = rest.split_once(" (Black) · game #") else {
            continue;
        };
        games.push((
            rest.trim().parse().unwrap(),
            white.to_string(),
            black.to_string(),
        ));
    }
    (games, bye)
}

/// Black resigns each game: White wins.
fn white_wins(games: &[(u32, String, String)]) -> String {
    games
        .iter()
        .map(|(g, _, black)| format!("{black}: /resign game:{g} confirm:yes\n"))
        .collect()
}

#[test]
fn a_swiss_event_paired_round_by_round_with_a_late_entrant_a_forbidden_pair_and_a_moderator_ending_a_round(
) {
    let dir = tempfile::tempdir().unwrap();
    // Session 1: refusals, entries (a cap of 5), a forbidden pair, too many rounds.
    let out = play(
        "\
carol: /tournament-admin create name:open format:swiss game:breakthrough size:5x5 clock:3d schedule:at-once
carol: /tournament-admin create name:open format:swiss game:breakthrough size:5x5 clock:3d rounds:3 max-players:5 deadline:2d
alice: /tournament join name:open
bob: /tournament join name:open
dave: /tournament join name:open
erin: /tournament join name:open
carol: /tournament-admin forbid name:open player:alice opponent:dave
carol: /tournament-admin forbid name:open player:dave opponent:alice
carol: /tournament-admin forbid name:open player:alice opponent:alice
carol: /tournament-admin settings name:open rounds:4
carol: /tournament-admin settings name:open
carol: /tournament-admin start name:open
",
        dir.path(),
    );
    assert!(
        cli::after(&out, "carol: /tournament-admin create name:open format:swiss game:breakthrough size:5x5 clock:3d schedule:at-once")
            .contains("its rounds start one after another"),
        "{out}"
    );
    let created = cli::after(&out, "carol: /tournament-admin create name:open format:swiss game:breakthrough size:5x5 clock:3d rounds:3 max-players:5 deadline:2d");
    assert!(created.contains("(number 1) created"), "{created}");
    assert!(
        created.contains("3 rounds, at most 5 players, entries close"),
        "{created}"
    );
    assert!(cli::after(
        &out,
        "carol: /tournament-admin forbid name:open player:alice opponent:dave"
    )
    .contains("will not be paired together"));
    assert!(cli::after(
        &out,
        "carol: /tournament-admin forbid name:open player:dave opponent:alice"
    )
    .contains("already kept apart"));
    assert!(cli::after(
        &out,
        "carol: /tournament-admin forbid name:open player:alice opponent:alice"
    )
    .contains("two different players"));
    assert!(
        cli::after(&out, "carol: /tournament-admin settings name:open rounds:4")
            .contains("4 rounds")
    );
    assert!(
        cli::after(&out, "carol: /tournament-admin settings name:open").contains("Name a setting")
    );
    // Four players and four rounds: more than a Swiss of four can have.
    let start = cli::after(&out, "carol: /tournament-admin start name:open");
    assert!(start.contains("at most 3 rounds"), "{start}");
    // Session 2: three rounds, the start, a late entrant, the cap, settings that can no
    // longer change.
    let out = play(
        "\
carol: /tournament-admin settings name:open rounds:3
carol: /tournament-admin start name:open
frank: /tournament join name:open
gina: /tournament join name:open
carol: /tournament-admin settings name:open clock:5d
/tournament pairings name:open round:1
",
        dir.path(),
    );
    let start = cli::after(&out, "carol: /tournament-admin start name:open");
    assert!(start.contains("has started with 4 players"), "{start}");
    assert!(start.contains("2 games begin"), "{start}");
    let late = cli::after(&out, "frank: /tournament join name:open");
    assert!(
        late.contains("with no points: you are paired from round 2"),
        "{late}"
    );
    assert!(cli::after(&out, "gina: /tournament join name:open").contains("is full (5 players)"));
    assert!(
        cli::after(&out, "carol: /tournament-admin settings name:open clock:5d")
            .contains("has started")
    );
    let (r1, bye) = boards(cli::after(&out, "/tournament pairings name:open round:1"));
    assert_eq!(r1.len(), 2, "{out}");
    assert_eq!(bye, None);
    // The forbidden pair is kept apart.
    for (_, w, b) in &r1 {
        let pair = [w.as_str(), b.as_str()];
        assert!(
            !(pair.contains(&"alice") && pair.contains(&"dave")),
            "{r1:?}"
        );
    }

    // Session 3: White wins round 1; round 2 is paired with frank (5 players: a bye).
    let out = play(
        &format!(
            "{}/tournament pairings name:open round:2\n",
            white_wins(&r1)
        ),
        dir.path(),
    );
    let (_, _, black) = &r1[1];
    let ended = last(
        &out,
        &format!("{black}: /resign game:{} confirm:yes", r1[1].0),
    );
    assert!(ended.contains("round 1 is over; round 2 begins"), "{ended}");
    let (r2, bye) = boards(cli::after(&out, "/tournament pairings name:open round:2"));
    assert_eq!(r2.len(), 2, "{out}");
    let bye = bye.expect("five players: one bye");
    let met: Vec<[String; 2]> = r1.iter().map(|(_, w, b)| [w.clone(), b.clone()]).collect();
    let mut seen = vec![bye.clone()];
    for (_, w, b) in &r2 {
        assert!(
            !met.iter().any(|m| m.contains(w) && m.contains(b)),
            "rematch {w}-{b}"
        );
        let pair = [w.as_str(), b.as_str()];
        assert!(
            !(pair.contains(&"alice") && pair.contains(&"dave")),
            "{r2:?}"
        );
        seen.extend([w.clone(), b.clone()]);
    }
    assert!(seen.contains(&"frank".to_string()), "{seen:?}");

    // Session 4: one game of round 2 ends, a moderator ends the round: the other game
    // goes on outside the standings and round 3 is paired. The pause holds round 3's
    // end until resumed.
    let (g, _, b) = &r2[0];
    let out = play(
        &format!(
            "{b}: /resign game:{g} confirm:yes
bob: /tournament-admin end-round name:open
carol: /tournament-admin end-round name:open
/tournament pairings name:open round:3
"
        ),
        dir.path(),
    );
    assert!(
        cli::after(&out, "bob: /tournament-admin end-round name:open").contains("Only moderators")
    );
    let ended = cli::after(&out, "carol: /tournament-admin end-round name:open");
    assert!(
        ended.contains(&format!(
            "Its unfinished game (#{}) goes on outside the standings",
            r2[1].0
        )),
        "{ended}"
    );
    assert!(ended.contains("round 2 is over; round 3 begins"), "{ended}");
    let (r3, _) = boards(cli::after(&out, "/tournament pairings name:open round:3"));
    assert_eq!(r3.len(), 2, "{out}");

    let out = play(
        &format!(
            "carol: /tournament-admin pause name:open reason:holidays
{}/tournament info name:open
carol: /tournament-admin resume name:open
/tournament standings name:open
",
            white_wins(&r3)
        ),
        dir.path(),
    );
    assert!(cli::after(
        &out,
        "carol: /tournament-admin pause name:open reason:holidays"
    )
    .contains("is paused"));
    let before_resume = &out[..out.find("> carol: /tournament-admin resume").unwrap()];
    assert!(
        !before_resume.contains("is over. Final standings"),
        "paused: {out}"
    );
    assert!(cli::after(&out, "/tournament info name:open").contains("paused since"));
    let resumed = cli::after(&out, "carol: /tournament-admin resume name:open");
    assert!(
        resumed.contains("Tournament open is over. Final standings:"),
        "{resumed}"
    );
    let table = cli::after(&out, "/tournament standings name:open");
    assert!(table.contains("Buchholz Cut-1"), "{table}");

    // The TRF: the bye is the pairing-allocated bye, three rounds.
    let trf = cli(dir.path(), &["export", "--tournament", "1"]).ok();
    assert!(trf.contains("0000 - U"), "{trf}");
    assert!(trf.contains("XXR 3"), "{trf}");
    assert_eq!(
        trf.lines().filter(|l| l.starts_with("001")).count(),
        5,
        "{trf}"
    );
}
