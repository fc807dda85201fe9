//! Fuzz targets: every parser that reads text a user typed, driven from raw bytes.
//!
//! Each target takes any bytes, must never panic, and checks what must hold of what it
//! parsed (a parsed move is legal and reads back from its own text; a parsed position
//! prints to a text that reads back as the same position; errors stay short enough to
//! show). `fuzz/` runs them under `cargo fuzz` (libFuzzer, nightly); `tests/fuzz_props.rs`
//! runs the same functions on stable for a bounded number of generated cases.
//!
//! ```
//! use breaker::fuzz::{TARGETS, option_value};
//!
//! option_value(b"\x00 3d+1d");
//! for (_, target) in TARGETS {
//!     target(b"");
//!     target(b"\xff\xfe b2-b3 10/10 w 0 0 -");
//! }
//! ```

use crate::console;
use crate::games::{breach, breakthrough, AnyPosition, Game, GameKind, Square};
use crate::service::{ButtonAction, ColorChoice};
use crate::shards::{self, ShardRange, TotalShards};
use crate::store::{self, GameId, RatingPool, TimeControl};

/// A fuzz target: any bytes in, a panic if something that must hold did not.
pub type Target = fn(&[u8]);

/// Every target by name (the names of `fuzz/fuzz_targets/*.rs` and their corpora).
pub const TARGETS: &[(&str, Target)] = &[
    ("breakthrough_move", breakthrough_move),
    ("breach_move", breach_move),
    ("breakthrough_position", breakthrough_position),
    ("breach_position", breach_position),
    ("console_line", console_line),
    ("option_value", option_value),
];

/// The longest error message a parser may produce: it echoes the input, cut short, so a
/// 6 000-character option never turns into a 6 000-character reply.
pub const MAX_ERROR_CHARS: usize = 400;

/// Bytes read from the front of the input: a size, moves to reach a position, then text.
struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((b, rest)) => {
                self.data = rest;
                *b
            }
            None => 0,
        }
    }

    /// The rest as text; invalid UTF-8 becomes U+FFFD, as a lossy front end would pass it.
    fn text(self) -> String {
        String::from_utf8_lossy(self.data).into_owned()
    }
}

fn check_error(what: &str, input: &str, error: impl std::fmt::Display) {
    let text = error.to_string();
    assert!(!text.is_empty(), "{what}: empty error for {input:?}");
    let chars = text.chars().count();
    assert!(
        chars <= MAX_ERROR_CHARS,
        "{what}: a {chars}-character error for a {}-character input: {}…",
        input.chars().count(),
        text.chars().take(120).collect::<String>()
    );
}

/// Plays up to `plies` legal moves chosen by the input's bytes.
fn walk<G: Game>(mut pos: G, input: &mut Input, plies: u8) -> G {
    let mut moves = Vec::new();
    for _ in 0..plies {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[input.byte() as usize % moves.len()];
        pos = pos.play(mv).expect("a generated move is legal");
    }
    pos
}

/// Reads `text` as a move in `pos`; a parsed move must be legal and read back from its text.
fn check_move<G: Game>(pos: &G, text: &str) {
    match pos.parse_move(text) {
        Ok(mv) => {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            assert!(
                moves.contains(&mv),
                "{mv} parsed from {text:?} is not legal"
            );
            let next = pos.play(mv).expect("a parsed move plays");
            let _ = (next.outcome(), next.hash(), next.to_string());
            let again = pos.parse_move(&mv.to_string());
            assert_eq!(again.as_ref(), Ok(&mv), "{mv} does not read back");
        }
        Err(e) => check_error("move", text, e),
    }
}

/// A Breakthrough move typed on a board of any size, a few plies into a game.
pub fn breakthrough_move(data: &[u8]) {
    let mut input = Input { data };
    let size = input.byte();
    let (width, height) = (2 + size % 15, 4 + (size / 15) % 13);
    let start = breakthrough::Position::new(width, height).expect("a size in range");
    let plies = input.byte() % 32;
    let pos = walk(start, &mut input, plies);
    check_move(&pos, &input.text());
}

/// A Breach move (placements, a replacement) typed on a board of any size, a few plies in.
pub fn breach_move(data: &[u8]) {
    let mut input = Input { data };
    let size = input.byte();
    let start = breach::Position::new(5 + size % 15)
        .expect("a size in range")
        .with_replacement_rows_count(size & 0x80 == 0);
    let plies = input.byte() % 32;
    let pos = walk(start, &mut input, plies);
    check_move(&pos, &input.text());
}

/// Reads a position text; a parsed position prints to a text that reads back as itself,
/// and its moves can be generated and played.
fn check_position<G: Game>(what: &str, data: &[u8]) {
    let mut input = Input { data };
    let plies = input.byte() % 8;
    let text = input.text();
    match text.parse::<G>() {
        Ok(pos) => {
            let printed = pos.to_string();
            let again: G = printed
                .parse()
                .unwrap_or_else(|e| panic!("{what} {printed:?} does not read back: {e}"));
            assert_eq!(again, pos, "{what} {printed:?} reads back differently");
            let _ = (pos.outcome(), pos.count_moves());
            let mut bytes = Input {
                data: text.as_bytes(),
            };
            let end = walk(pos, &mut bytes, plies);
            let _ = (end.outcome(), end.hash());
        }
        Err(e) => check_error(what, &text, e),
    }
}

/// A Breakthrough position text (`bbbbbbbb/…/wwwwwwww w`), as `breaker render` reads it.
pub fn breakthrough_position(data: &[u8]) {
    check_position::<breakthrough::Position>("Breakthrough position", data);
}

/// A Breach position text (`10/10/… w 0 0 -`), as `breaker render` reads it.
pub fn breach_position(data: &[u8]) {
    check_position::<breach::Position>("Breach position", data);
}

/// The option names the console splits on: every option some command takes.
const OPTION_NAMES: &[&str] = &[
    "game", "opponent", "size", "color", "clock", "move", "level", "confirm", "days", "player",
    "ladder", "name", "reason", "view", "answer", "dm", "vs", "thread", "plies",
];

/// A console line (`USER: /command option:value …`) and its options.
pub fn console_line(data: &[u8]) {
    let mut input = Input { data };
    // How many option names this command takes, so "not an option" paths run too.
    let known = &OPTION_NAMES[..input.byte() as usize % (OPTION_NAMES.len() + 1)];
    let text = input.text();
    let Some(parsed) = console::parse(&text) else {
        return;
    };
    let line = match parsed {
        Ok(line) => line,
        Err(e) => return check_error("console line", &text, e),
    };
    assert!(!line.command.is_empty(), "an empty command from {text:?}");
    assert!(!line.command.chars().any(char::is_whitespace));
    if let Some(user) = &line.user {
        assert!(!user.trim().is_empty(), "a blank user from {text:?}");
    }
    match console::options("/command", &line.rest, known) {
        Ok(options) => {
            for (name, value) in options {
                assert!(known.contains(&name.as_str()), "`{name}` is not an option");
                assert!(value.len() <= line.rest.len());
            }
        }
        Err(e) => check_error("console options", &text, e),
    }
}

/// An option value as the service reads it, the first byte choosing which: clock and
/// duration texts, board sizes, game and colour names, game references, button and page
/// ids, rating pool keys, UTC instants and shard layouts.
pub fn option_value(data: &[u8]) {
    let mut input = Input { data };
    let which = input.byte();
    let text = input.text();
    let text = text.as_str();
    match which % 12 {
        0 => match text.parse::<TimeControl>() {
            Ok(clock) => {
                let again: TimeControl = clock.to_string().parse().expect("a clock reads back");
                assert_eq!(again, clock, "clock {text:?}");
            }
            Err(e) => check_error("clock", text, e),
        },
        1 => match store::parse_duration(text) {
            Ok(ms) => {
                assert!(ms >= 0, "a negative duration from {text:?}");
                let again = store::parse_duration(&store::duration_text(ms));
                // `0m` and the empty sum are both zero.
                assert_eq!(again, Ok(ms), "duration {text:?}");
            }
            Err(e) => check_error("duration", text, e),
        },
        2 => {
            let kind = if which & 0x80 == 0 {
                GameKind::Breakthrough
            } else {
                GameKind::Breach
            };
            match AnyPosition::start(kind, Some(text)) {
                Ok(pos) => {
                    let again = AnyPosition::start(kind, Some(&pos.size_text()));
                    assert_eq!(again, Ok(pos), "size {text:?}");
                }
                Err(e) => check_error("size", text, e),
            }
            if let Ok((w, h)) = breakthrough::parse_size(text) {
                assert!(breakthrough::Position::new(w, h).is_ok());
            }
        }
        3 => match text.parse::<GameKind>() {
            Ok(kind) => assert_eq!(kind.to_string().parse(), Ok(kind)),
            Err(e) => check_error("game", text, e),
        },
        4 => {
            if let Err(e) = text.parse::<ColorChoice>() {
                check_error("colour", text, e);
            }
        }
        5 => match crate::service::parse_game_ref(text) {
            Ok(id) => {
                assert!(id.0 > 0);
                assert_eq!(id.to_string().parse::<GameId>(), Ok(id));
            }
            Err(e) => check_error("game reference", text, e),
        },
        6 => {
            if let Some(action) = ButtonAction::parse(text) {
                assert!(action.game().0 > 0);
            }
            if let Some((ladder, page)) = crate::service::parse_standings_page(text) {
                assert!(ladder > 0 && page > 0);
            }
        }
        7 => match text.parse::<RatingPool>() {
            Ok(pool) => assert_eq!(pool.to_string().parse::<RatingPool>(), Ok(pool)),
            Err(e) => check_error("pool key", text, e),
        },
        8 => {
            if let Some(ms) = store::parse_utc(text) {
                let _ = crate::config::parse_now(text).expect("parse_now agrees with parse_utc");
                assert_eq!(crate::config::parse_now(text), Ok(ms));
            }
        }
        9 => {
            if let Ok(range) = text.parse::<ShardRange>() {
                assert!(!range.is_empty());
                assert_eq!(range.to_string().parse::<ShardRange>(), Ok(range));
            }
            let _ = text.parse::<TotalShards>();
        }
        10 => {
            let total = 1 + u32::from(which / 12);
            if let Ok(layout) = shards::parse_layout(text, total) {
                assert!(!layout.is_empty());
            }
        }
        _ => {
            let _ = Square::parse(text);
            let _ = text.parse::<GameId>();
        }
    }
}
