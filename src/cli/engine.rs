//! `breaker engine`: the AI behind a line protocol on stdin/stdout, for tournament
//! harnesses and other programs. One command a line, exactly one answer line each;
//! nothing else is written to stdout (logs go to stderr).
//!
//! | command | answer |
//! |---|---|
//! | `game breakthrough [WxH]` / `game breach [N]` | `ok` (that game's start position) |
//! | `position <position text>` | `ok` or `error <why>` |
//! | `play <move>` (any accepted notation) | `ok` or `error <why>` |
//! | `go movetime <ms>` / `go nodes <n>` / `go level <1..5>` | `bestmove <move>` (not played) |
//! | `quit` (or end of input) | exits with status 0 |
//! | anything else | `error unknown command` |
//!
//! `go` options combine (`go level 3 nodes 5000 seed 7`). Without `level` the AI plays
//! at level 5; without `movetime` or `nodes` it thinks for `AI_MOVE_TIME_MS` (default
//! 2000 ms). The seed defaults to 0, so `go nodes <n>` is reproducible. Blank lines are
//! ignored. Before any `game` command the game is Breakthrough 8×8.
//!
//! A session (`>` is what the harness sends):
//! ```text
//! > game breakthrough 6x6
//! ok
//! > play b2-b3
//! ok
//! > go nodes 20000
//! bestmove a5-b4
//! > play z9
//! error `z9` is not a move: write the square a piece leaves and the square it goes to, e.g. `b2-b3` or `c4xd5`
//! > quit
//! ```

use crate::ai::{self, Limits};
use crate::games::{AnyPosition, GameKind, Outcome};
use clap::Args;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct EngineArgs {}

/// What a line asks the loop to do.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    /// Write this line.
    Line(String),
    /// Nothing to write (a blank line).
    Silent,
    Quit,
}

/// The engine's state: the current position.
pub struct Session {
    pos: AnyPosition,
}

impl Default for Session {
    fn default() -> Session {
        Session {
            pos: AnyPosition::start(GameKind::Breakthrough, None).expect("the default game exists"),
        }
    }
}

fn default_move_time() -> u64 {
    std::env::var("AI_MOVE_TIME_MS")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(2000)
}

impl Session {
    pub fn handle(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let (cmd, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let answer = match cmd {
            "" => return Reply::Silent,
            "quit" => return Reply::Quit,
            "game" => self.game(rest),
            "position" => self.position(rest),
            "play" => self.play(rest),
            "go" => self.go(rest),
            _ => Err("unknown command".to_string()),
        };
        Reply::Line(answer.unwrap_or_else(|why| format!("error {}", why.replace('\n', " "))))
    }

    fn game(&mut self, rest: &str) -> Result<String, String> {
        let (kind, size) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let kind: GameKind = kind
            .parse()
            .map_err(|e: crate::games::PositionError| e.to_string())?;
        let size = size.trim();
        self.pos = AnyPosition::start(kind, (!size.is_empty()).then_some(size))
            .map_err(|e| e.to_string())?;
        Ok("ok".into())
    }

    fn position(&mut self, text: &str) -> Result<String, String> {
        // The current game first; a text of the other game switches games.
        let kind = self.pos.kind();
        let other = GameKind::ALL
            .into_iter()
            .find(|&k| k != kind)
            .unwrap_or(kind);
        match AnyPosition::parse(kind, text) {
            Ok(p) => self.pos = p,
            Err(e) => self.pos = AnyPosition::parse(other, text).map_err(|_| e.to_string())?,
        }
        Ok("ok".into())
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        let (next, _) = self.pos.play_text(text).map_err(|e| e.to_string())?;
        self.pos = next;
        Ok("ok".into())
    }

    fn go(&mut self, rest: &str) -> Result<String, String> {
        if self.pos.outcome() != Outcome::Ongoing {
            return Err("the game is over".into());
        }
        let words: Vec<&str> = rest.split_whitespace().collect();
        if !words.len().is_multiple_of(2) {
            return Err("write `go movetime <ms>`, `go nodes <n>` or `go level <1..5>`".into());
        }
        let mut level = None;
        let mut limits = Limits {
            time: None,
            nodes: None,
            ..Limits::default()
        };
        for pair in words.chunks(2) {
            let n: u64 = pair[1]
                .parse()
                .map_err(|_| format!("`{}` is not a number", pair[1]))?;
            match pair[0] {
                "movetime" if n > 0 => limits.time = Some(Duration::from_millis(n)),
                "nodes" if n > 0 => limits.nodes = Some(n),
                "level" if ai::LEVELS.contains(&(n.min(255) as u8)) => level = Some(n as u8),
                "seed" => limits.seed = n,
                "movetime" | "nodes" => return Err(format!("{} must be positive", pair[0])),
                "level" => return Err("the level is 1 to 5".into()),
                other => return Err(format!("unknown go option `{other}`")),
            }
        }
        if limits.time.is_none() && limits.nodes.is_none() {
            limits.time = Some(Duration::from_millis(default_move_time()));
        }
        let level = level.unwrap_or(*ai::LEVELS.end());
        let t = Instant::now();
        let mv = ai::choose(&self.pos, level, &limits).ok_or("no legal move")?;
        eprintln!(
            "info level {level} time {} ms move {mv}",
            t.elapsed().as_millis()
        );
        Ok(format!("bestmove {mv}"))
    }
}

pub fn run(_args: EngineArgs) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut session = Session::default();
    for line in stdin.lock().lines() {
        match session.handle(&line?) {
            Reply::Line(answer) => {
                writeln!(out, "{answer}")?;
                out.flush()?;
            }
            Reply::Silent => {}
            Reply::Quit => break,
        }
    }
    Ok(())
}
