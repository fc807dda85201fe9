//! `breaker play` as a process: scripted sessions on stdin play whole games.

use breaker::games::{AnyPosition, Color, GameKind};
use std::path::Path;

#[path = "support/cli.rs"]
mod cli;

/// Runs `breaker play` on `script` with a fresh database and output folder; returns
/// stdout and the folder.
fn play(script: &str, dir: &Path) -> String {
    play_with(script, dir, &[])
}

/// [`play`] with more arguments (e.g. `--now` for a manual clock); the database is
/// `console.db` in `dir`, kept between runs.
fn play_with(script: &str, dir: &Path, extra: &[&str]) -> String {
    cli::console(dir, extra, script)
}

/// Every `Board: <path>` the session printed, checked to be a decodable PNG.
fn boards(out: &str) -> Vec<String> {
    let paths: Vec<String> = out
        .lines()
        .filter_map(|l| l.strip_prefix("Board: "))
        .map(str::to_string)
        .collect();
    for p in &paths {
        let bytes = std::fs::read(p).unwrap_or_else(|e| panic!("{p}: {e}"));
        let img = image::load_from_memory(&bytes).unwrap_or_else(|e| panic!("{p}: {e}"));
        assert!(img.width() > 100 && img.height() > 100);
    }
    paths
}

#[test]
fn a_scripted_breakthrough_game_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
# comments and blank lines are skipped

alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white days_per_move:2
bob: /accept
alice: /move move:b2-b3
bob: /move move:a4xb3
alice: /move move:b2-b3
/move move:c2xb3
carol: /move move:c4-c3 game:1
bob: /move move:c4-c3
alice: /move move:b3-a4
bob: /move move:c3-c2
alice: /move move:a4xb5
/board
/games
";
    let out = play(script, dir.path());
    assert!(
        out.contains("@bob, @alice challenges you to Breakthrough 3x5 (game `1`)"),
        "{out}"
    );
    assert!(out.contains("[Accept] /accept game:1"));
    assert!(out.contains("#1 Breakthrough 3x5 begins: @alice (White) vs @bob (Black), clock `2d`"));
    // Mistakes are shown to their author only.
    assert!(out.contains("(only you can see this) That move is not possible in game #1"));
    assert!(out.contains("(only you can see this) You are not playing in game #1"));
    // A line without a user acts as the last one named (alice's capture).
    assert!(out.contains("@alice (White) played c2xb3. @bob (Black), your move, due "));
    assert!(out.contains("#1 Breakthrough 3x5 · @alice (White) played a4xb5. White wins: a piece reached rank 5. @alice beats @bob."));
    assert!(
        out.contains("White wins: a piece reached rank 5.\n"),
        "the text diagram shows the result"
    );
    assert!(out.contains("(only you can see this) No open games in this channel."));
    let paths = boards(&out);
    assert_eq!(paths.len(), 1 + 7 + 1, "start, seven moves, /board");
    assert!(paths.iter().any(|p| p.ends_with("game-1-ply-7.png")));
}

/// A whole Breach game on 5×5: the script is made by playing legal moves on a position
/// kept here, so it runs to a full board or a full row whatever the rules decide.
#[test]
fn a_scripted_breach_game_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "carol: /challenge game:Breach opponent:dave size:5 color:black\ndave: /accept\n",
    );
    let mut pos = AnyPosition::start(GameKind::Breach, Some("5")).unwrap();
    let mut turn = 0;
    while !pos.outcome().is_over() {
        let moves = pos.legal_moves();
        let mv = moves[(turn * 37 + 11) % moves.len()];
        let who = if pos.turn() == Color::White {
            "dave"
        } else {
            "carol"
        };
        script.push_str(&format!("{who}: /move move:{mv}\n"));
        pos = pos.play(mv).unwrap();
        turn += 1;
    }
    // After the end: a move is refused, resigning is refused, the board shows the result.
    script.push_str("carol: /move move:a1 b1 game:1\n/resign confirm:yes\n/board\n");
    let out = play(&script, dir.path());
    let Some(winner) = pos.outcome().winner() else {
        panic!("Breach on 5x5 has a winner")
    };
    let breaker::games::Outcome::Win { reason, .. } = pos.outcome() else {
        unreachable!()
    };
    let result = format!("{winner} wins: {}.", pos.reason_text(winner, reason));
    assert!(out.contains(&result), "expected `{result}` in:\n{out}");
    let (w, l) = if winner == Color::White {
        ("dave", "carol")
    } else {
        ("carol", "dave")
    };
    assert!(out.contains(&format!("@{w} beats @{l}.")));
    assert!(out.contains("(only you can see this) Game #1 is over."));
    assert!(out.contains("(only you can see this) You have no game in progress in this channel."));
    assert!(out.contains("Score: White "));
    assert_eq!(boards(&out).len(), 1 + turn + 1);
}

#[test]
fn buttons_have_commands_and_resigning_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:Breach opponent:bob
bob: /decline
alice: /challenge game:Breakthrough opponent:bob color:black size:4x4
bob: /accept game:2
/move move:a2-a3
alice: /resign
/resign confirm:no
/resign confirm:off
/resign confirm:On
/nonsense
hello there
bob: /move
/help
/quit
alice: /games
";
    let out = play(script, dir.path());
    assert!(
        out.contains("@bob declined @alice's challenge (game `1`)."),
        "{out}"
    );
    assert!(out.contains("[Resign] /resign game:2 confirm:yes"));
    // `confirm:` is read as every yes/no option is: `no` and `off` keep the game, `On`
    // resigns.
    assert_eq!(
        out.matches("(only you can see this) Not resigned").count(),
        2,
        "{out}"
    );
    assert!(out.contains("@alice (Black) resigned. White wins: Black resigned. @bob beats @alice."));
    assert!(out.contains("unknown command /nonsense: the commands are /challenge"));
    assert!(out.contains("`hello there` is not a command"));
    assert!(out.contains("`/move` needs `move:`"));
    assert!(out.contains("/challenge game:<Breakthrough|Breach> opponent:<name>"));
    assert!(!out.contains("> alice: /games"), "nothing runs after /quit");
}

#[test]
fn a_game_lost_on_time_is_exported_as_a_time_forfeit() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:Breakthrough opponent:bob size:5x5 color:white clock:1d
bob: /accept
alice: /move move:a2-a3
bob: /move move:a4-b3
alice: /move move:c2-c3
/wait 25h
alice: /export
";
    let out = play_with(script, dir.path(), &["--now", "2027-01-05T12:00:00Z"]);
    // Bob moved once, so he loses on time rather than the game being aborted.
    assert!(out.contains("[notice]"), "{out}");
    assert!(out.contains("[Termination \"time forfeit\"]\n"), "{out}");
    assert!(out.contains("[Result \"1-0\"]\n"), "{out}");
    assert!(out.contains("[Site \"console\"]\n"), "{out}");
    assert!(out.contains("\n1. a2-a3 a4-b3 2. c2-c3 1-0\n"), "{out}");
    assert!(dir.path().join("boards/game-1.txt").exists());

    // `breaker export` prints the same record from the same database.
    let export = cli::breaker(["export", "--db"])
        .arg(dir.path().join("console.db"))
        .args(["--game", "1"])
        .env_remove(&["DATABASE_PATH"])
        .in_dir(dir.path())
        .run();
    assert!(export.success(), "{export:?}");
    let printed = export.stdout;
    let attached = std::fs::read_to_string(dir.path().join("boards/game-1.txt")).unwrap();
    assert_eq!(printed, attached);
}

#[test]
fn breaker_export_says_what_is_missing_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    play(
        "alice: /challenge game:Breakthrough opponent:bob\n",
        dir.path(),
    );
    let db = dir.path().join("console.db");
    let missing = dir.path().join("nowhere.db");
    for (path, game, says) in [
        (&db, "7", "error: there is no game #7 in "),
        (&missing, "1", "error: no database at "),
    ] {
        let run = cli::breaker(["export", "--db"])
            .arg(path)
            .args(["--game", game])
            .env_remove(&["DATABASE_PATH"])
            .in_dir(dir.path())
            .run();
        assert_eq!(run.code(), Some(2), "{run:?}");
        let stderr = run.stderr;
        assert!(stderr.starts_with(says), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(run.stdout.is_empty());
    }
    assert!(!missing.exists(), "exporting never creates a database");
}

#[test]
fn takebacks_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:Breakthrough opponent:bob size:5x5 color:white
bob: /accept
alice: /move move:a2-a3
bob: /move move:e4-e3
/takeback
alice: /takeback answer:accept
bob: /move move:d4-d3
alice: /takeback
bob: /takeback answer:decline
/takeback answer:maybe
alice: /export
";
    let out = play(script, dir.path());
    assert!(
        out.contains("@bob (Black) asks to take back e4-e3"),
        "{out}"
    );
    assert!(
        out.contains("[Accept takeback] /takeback game:1 answer:accept"),
        "{out}"
    );
    assert!(
        out.contains("@bob took back e4-e3. @bob (Black), your move"),
        "{out}"
    );
    assert!(out.contains("@bob declined @alice's takeback"), "{out}");
    assert!(
        out.contains("(only you can see this) `answer:` is `accept` or `decline`"),
        "{out}"
    );
    assert!(out.contains("\n1. a2-a3 d4-d3 *\n"), "{out}");
}

#[test]
fn board_views_from_either_side() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white
bob: /accept
alice: /move move:a2-a3
bob: /board view:black
/board view:white
/board view:sideways
";
    let out = play(script, dir.path());
    // From Black: rank 1 on top, files c..a.
    let from_black = "1  W W W\n2  W W[.]\n3  . .[W]\n4  B B B\n5  B B B\n   c b a\n";
    assert!(out.contains(from_black), "{out}");
    let from_white = "5  B B B\n4  B B B\n3 [W]. .\n2 [.]W W\n1  W W W\n   a b c\n";
    assert!(out.contains(from_white), "{out}");
    assert!(
        out.contains("(only you can see this) `sideways` is not a side to view from: use `view:white` or `view:black`."),
        "{out}"
    );
}

#[test]
fn a_thread_per_game_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white thread:true
bob: /accept
alice: /move move:a2-a3
alice: /challenge game:Breakthrough opponent:bob thread:maybe
";
    let out = play(script, dir.path());
    assert!(
        out.contains("[thread #1 alice vs bob] opened for game #1"),
        "{out}"
    );
    assert!(
        out.contains("[thread #1 alice vs bob] #1 Breakthrough 3x5 · @alice (White) played a2-a3."),
        "{out}"
    );
    assert!(
        out.contains("(only you can see this) `thread:` is `true` or `false`."),
        "{out}"
    );
}

#[test]
fn a_rated_game_and_its_rating_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
alice: /challenge @bob game:breakthrough size:3x5 color:white rated:true
bob: /accept
bob: /resign confirm:yes
alice: /challenge @Breaker game:breakthrough rated:true
alice: /rating
/rating player:bob game:breakthrough size:3x5 vs:alice
carol: /rating
/quit
";
    let out = play(script, dir.path());
    assert!(
        out.contains("@bob, @alice challenges you to a rated game of Breakthrough 3x5"),
        "{out}"
    );
    assert!(
        out.contains("Ratings: @alice 1500? → 1662? (+162) · @bob 1500? → 1338? (-162)"),
        "{out}"
    );
    assert!(out.contains("#1 Breakthrough 3x5 begins: @alice (White) vs @bob (Black), clock `3d` (3 days per move). Rated. @alice, your move"), "{out}");
    assert!(out.contains("(only you can see this) Games against the AI are never rated."));
    assert!(out.contains("@alice in Breakthrough 3x5: rating 1662?, deviation 290, 1–0 (W–L)"));
    assert!(out.contains("@bob in Breakthrough 3x5: rating 1338?"));
    assert!(out.contains("Head-to-head against @alice: 0–1 (W–L) in 1 rated game."));
    assert!(out.contains("(only you can see this) @carol has no rated games in this server yet."));
    let charts: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("File: "))
        .filter(|p| p.ends_with("rating.png"))
        .collect();
    assert_eq!(charts.len(), 2, "{out}");
    let img = image::load_from_memory(&std::fs::read(charts[0]).unwrap()).unwrap();
    assert_eq!((img.width(), img.height()), (800, 360));
}

/// Each picture gets its own file: the final board, the board from Black and the
/// analysis graph never overwrite one another; the graph's title names the game once.
#[test]
fn pictures_keep_their_own_files_and_games_pages() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "\
alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white
bob: /accept
alice: /move move:b2-b3
bob: /move move:a4xb3
alice: /move move:c2xb3
bob: /move move:c4-c3
alice: /move move:b3-a4
bob: /move move:c3-c2
alice: /move move:a4xb5
/board
/board view:black
/analyze
",
    );
    // Eleven open challenges to carol in the channel: two pages of games.
    for i in 0..11 {
        script.push_str(&format!(
            "player{i}: /challenge game:Breakthrough opponent:carol\n"
        ));
    }
    script.push_str("carol: /games\ncarol: /games page:2\ncarol: /games page:3\n");
    let out = play(&script, dir.path());
    let boards_dir = dir.path().join("boards");
    let white = std::fs::read(boards_dir.join("game-1-ply-7.png")).unwrap();
    let black = std::fs::read(boards_dir.join("game-1-ply-7-black.png")).unwrap();
    let graph = std::fs::read(boards_dir.join("game-1-analysis.png")).unwrap();
    assert_ne!(white, black, "the view from Black has its own file");
    let (w, g) = (
        image::load_from_memory(&white).unwrap(),
        image::load_from_memory(&graph).unwrap(),
    );
    assert_ne!(
        (w.width(), w.height()),
        (g.width(), g.height()),
        "game-1-ply-7.png is still the board, not the graph"
    );
    assert!(out.contains("Board: "), "{out}");
    assert!(!out.contains("#1 #1"), "{out}");
    // /games pages: the first says how to see the rest, the last is reachable.
    assert!(
        out.contains("Showing page 1 of 2: `/games page:2` for more."),
        "{out}"
    );
    assert!(out.contains("Showing page 2 of 2"), "{out}");
    assert!(
        out.contains("There are 2 pages of games: choose `page:1` to `page:2`."),
        "{out}"
    );
    assert!(!out.contains("more\n…and"), "{out}");
}
