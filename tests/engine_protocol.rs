//! `breaker engine` as a tournament harness sees it: a process fed one command a line,
//! answering one line each.

use breaker::games::{AnyPosition, GameKind};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn spawn() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_breaker"))
            .arg("engine")
            .env("AI_MOVE_TIME_MS", "100")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn ask(&mut self, line: &str) -> String {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let mut answer = String::new();
        self.stdout.read_line(&mut answer).unwrap();
        assert!(answer.ends_with('\n'), "`{line}` got no answer line");
        answer.trim_end().to_string()
    }

    /// Asks for a move and checks it is legal in `pos`; returns its text.
    fn go(&mut self, line: &str, pos: &AnyPosition) -> String {
        let answer = self.ask(line);
        let mv = answer
            .strip_prefix("bestmove ")
            .unwrap_or_else(|| panic!("`{line}`: {answer}"));
        let parsed = pos
            .parse_move(mv)
            .unwrap_or_else(|e| panic!("`{line}`: {mv} is illegal in {pos}: {e}"));
        assert_eq!(parsed.to_string(), mv, "the move text is canonical");
        mv.to_string()
    }

    fn wait(mut self) -> i32 {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout.read_line(&mut rest).unwrap();
        assert_eq!(rest, "", "nothing more on stdout");
        self.child.wait().unwrap().code().unwrap()
    }
}

#[test]
fn a_breakthrough_session() {
    let mut e = Engine::spawn();
    assert_eq!(e.ask("game breakthrough 6x6"), "ok");
    let mut pos = AnyPosition::start(GameKind::Breakthrough, Some("6x6")).unwrap();
    let mv = e.go("go nodes 2000", &pos);
    assert_eq!(
        e.go("go nodes 2000", &pos),
        mv,
        "a node budget is reproducible"
    );
    assert_eq!(e.ask(&format!("play {mv}")), "ok");
    pos = pos.play_text(&mv).unwrap().0;
    let reply = e.go("go level 1", &pos);
    assert_eq!(
        e.ask(&format!(
            "play {}",
            reply.to_uppercase().replace(['-', 'X'], "")
        )),
        "ok"
    );
    pos = pos.play_text(&reply).unwrap().0;
    e.go("go movetime 50", &pos);
    e.go("go level 2 nodes 500 seed 3", &pos);

    assert!(
        e.ask("play a1-a3").starts_with("error "),
        "two squares at once"
    );
    assert!(e.ask("play hello").starts_with("error "));
    assert!(e.ask("go level 9").starts_with("error "));
    assert!(e.ask("go nodes").starts_with("error "));
    assert!(e.ask("go sideways 3").starts_with("error "));
    assert_eq!(e.ask("frobnicate"), "error unknown command");
    assert!(e.ask("position bbb/ww w").starts_with("error "));
    assert!(e.ask("game chess").starts_with("error "));

    assert_eq!(e.ask("position bbbbb/bbbbb/5/wwwww/wwwww b"), "ok");
    let pos5 = AnyPosition::parse(GameKind::Breakthrough, "bbbbb/bbbbb/5/wwwww/wwwww b").unwrap();
    e.go("go nodes 1000", &pos5);
    assert_eq!(e.ask("position w4/5/5/5/b4 b"), "ok");
    assert_eq!(e.ask("go nodes 100"), "error the game is over");
    // `quit` ends the process at once; nothing else is printed.
    writeln!(e.stdin.as_mut().unwrap(), "quit").unwrap();
    e.stdin.as_mut().unwrap().flush().unwrap();
    let mut rest = String::new();
    e.stdout.read_line(&mut rest).unwrap();
    assert_eq!(rest, "", "no answer to quit");
    assert_eq!(e.child.wait().unwrap().code(), Some(0));
}

#[test]
fn a_breach_session_through_the_same_protocol() {
    let mut e = Engine::spawn();
    assert_eq!(e.ask("game breach 7"), "ok");
    let mut pos = AnyPosition::start(GameKind::Breach, Some("7")).unwrap();
    for _ in 0..3 {
        let mv = e.go("go nodes 300", &pos);
        assert_eq!(e.ask(&format!("play {mv}")), "ok");
        pos = pos.play_text(&mv).unwrap().0;
    }
    e.go("go level 1", &pos);
    assert!(e.ask("play z99").starts_with("error "));
    // A position text of the other game switches games.
    assert_eq!(e.ask("position bb/bb/ww/ww w"), "ok");
    let bt = AnyPosition::parse(GameKind::Breakthrough, "bb/bb/ww/ww w").unwrap();
    e.go("go nodes 200", &bt);
    assert_eq!(
        e.ask(&format!(
            "position {}",
            AnyPosition::start(GameKind::Breach, Some("5")).unwrap()
        )),
        "ok"
    );
    assert_eq!(e.wait(), 0, "end of input exits cleanly");
}
