//! Game records: a PGN-like text, tag pairs then numbered moves, from a game row, its
//! current line of moves and the players' names. Pure: no database, no clock.
//!
//! ```
//! use breaker::games::GameKind;
//! use breaker::service::record::{record, Names};
//! use breaker::store::{GameId, GameRow, GameStatus};
//! use breaker::games::Outcome;
//!
//! let game = GameRow {
//!     id: GameId(1), guild: Some(123), channel: 456, kind: GameKind::Breakthrough,
//!     size: "8x8".into(), white: 1, black: 2, challenger: 1, status: GameStatus::Active,
//!     outcome: Outcome::Ongoing, days_per_move: 3, clock: "3d".parse().unwrap(),
//!     timing: Default::default(), more_time: 0, ended: None, rated: false, ai_level: None,
//!     start_position: "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w".into(),
//!     position: String::new(), ply: 3, version: 3,
//!     created_at: 1_796_040_000_000, updated_at: 0, turn_started_at: None,
//!     wants_thread: false, thread: None, paused_at: None, paused_deadline_at: None,
//!     paused_remind_at: None,
//! };
//! let names = Names { white: "alice".into(), black: "bob".into(), site: None };
//! let text = record(&game, &["b2-b3", "g7-g6", "b3-b4"], &names).unwrap();
//! assert!(text.contains("[Site \"Discord guild 123 channel 456\"]\n"));
//! assert!(text.contains("[Result \"*\"]\n"));
//! assert!(text.ends_with("\n\n1. b2-b3 g7-g6 2. b3-b4 *\n"));
//! ```

use std::fmt::Write;

use crate::games::{AnyPosition, Color, GameKind, MoveError, Outcome, PositionError};
use crate::service::text::civil_from_days;
use crate::store::{GameRow, GameStatus};

/// Who played and where, for the tags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    pub white: String,
    pub black: String,
    /// The `[Site]` tag; `None`: `Discord guild G channel C` (or `Discord DM channel C`).
    pub site: Option<String>,
}

/// Why a record could not be written: the stored game does not replay.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("start position: {0}")]
    Start(PositionError),
    #[error("move {ply} `{text}`: {error}")]
    Move {
        ply: usize,
        text: String,
        error: MoveError,
    },
}

/// The `[Clock]` tag: `3d` (one place, so other clock kinds change only this).
pub fn clock_tag(game: &GameRow) -> String {
    game.clock.to_string()
}

/// The `[Result]` tag: `1-0`, `0-1`, `1/2-1/2`, or `*` while running (or never played).
pub fn result_tag(game: &GameRow) -> &'static str {
    if game.status != GameStatus::Finished || game.ended.is_some_and(|t| !t.has_result()) {
        return "*";
    }
    match game.outcome {
        Outcome::Win {
            winner: Color::White,
            ..
        } => "1-0",
        Outcome::Win {
            winner: Color::Black,
            ..
        } => "0-1",
        Outcome::Draw => "1/2-1/2",
        Outcome::Ongoing => "*",
    }
}

/// The `[Termination]` tag of an ended game (`normal`, `resignation`, `time forfeit`,
/// `aborted`, …), from the store's one reading of how it ended.
pub fn termination_tag(game: &GameRow) -> Option<String> {
    game.termination().map(|t| t.to_string())
}

/// `2026.11.30`: the UTC date of Unix milliseconds `ms`.
pub fn date_tag(ms: i64) -> String {
    let (y, m, d) = civil_from_days(ms.div_euclid(86_400_000));
    format!("{y:04}.{m:02}.{d:02}")
}

/// The record of `game` whose current line is `moves` (canonical move texts, in order;
/// retracted moves left out).
pub fn record(game: &GameRow, moves: &[&str], names: &Names) -> Result<String, RecordError> {
    record_with_notes(game, moves, names, &[])
}

/// [`record`] with `notes` (the ply each was written at, its text) as comments `{ … }`
/// after the move of that ply (before the first move for ply 0; after the last for a
/// ply the game no longer reaches).
pub fn record_with_notes(
    game: &GameRow,
    moves: &[&str],
    names: &Names,
    notes: &[(u32, &str)],
) -> Result<String, RecordError> {
    let start = AnyPosition::parse(game.kind, &game.start_position).map_err(RecordError::Start)?;
    let standard = AnyPosition::start(game.kind, Some(&game.size))
        .is_ok_and(|s| s.to_string() == start.to_string());
    let site = names.site.clone().unwrap_or_else(|| match game.guild {
        Some(g) => format!("Discord guild {g} channel {}", game.channel),
        None => format!("Discord DM channel {}", game.channel),
    });
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        // Tag values are quoted: a quote or backslash in a name is escaped, as in PGN.
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = writeln!(out, "[{name} \"{value}\"]");
    };
    tag("Game", game.kind.name());
    tag("Size", &game.size);
    tag("Site", &site);
    tag("Date", &date_tag(game.created_at));
    tag("White", &names.white);
    tag("Black", &names.black);
    tag("Clock", &clock_tag(game));
    tag("Result", result_tag(game));
    if let Some(t) = termination_tag(game) {
        tag("Termination", &t);
    }
    if !standard {
        tag("Position", &start.to_string());
    }
    out.push('\n');
    out.push_str(&movetext(game.kind, start, moves, notes)?);
    out.push_str(result_tag(game));
    out.push('\n');
    Ok(out)
}

/// `1. b2-b3 g7-g6 2. b3-b4 ` (a trailing space before the result). White's move opens
/// each number; a line starting with Black's move opens with `1...`. A Breach turn of two
/// sites is written with a comma (`d4,e5`) so spaces only separate turns.
fn movetext(
    kind: GameKind,
    start: AnyPosition,
    moves: &[&str],
    notes: &[(u32, &str)],
) -> Result<String, RecordError> {
    let mut out = String::new();
    let mut pos = start;
    let mut number = 1;
    // A comment interrupts the line: Black's move after one is numbered again (`3...`).
    let comments = |out: &mut String, ply: usize, last: bool| {
        let mut any = false;
        for (_, text) in notes
            .iter()
            .filter(|(p, _)| *p as usize == ply || (last && *p as usize > ply))
        {
            // A brace would end the comment early.
            let text = text.replace('{', "(").replace('}', ")");
            let _ = write!(out, "{{ {} }} ", text.trim());
            any = true;
        }
        any
    };
    let mut after_comment = comments(&mut out, 0, moves.is_empty());
    for (i, text) in moves.iter().enumerate() {
        let (next, mv) = pos.play_text(text).map_err(|error| RecordError::Move {
            ply: i + 1,
            text: text.to_string(),
            error,
        })?;
        match pos.turn() {
            Color::White => {
                let _ = write!(out, "{number}. ");
            }
            Color::Black if i == 0 || after_comment => {
                let _ = write!(out, "{number}... ");
            }
            Color::Black => {}
        }
        if pos.turn() == Color::Black {
            number += 1;
        }
        let mv = mv.to_string();
        match kind {
            GameKind::Breach => out.push_str(&mv.replace(' ', ",")),
            GameKind::Breakthrough => out.push_str(&mv),
        }
        out.push(' ');
        pos = next;
        after_comment = comments(&mut out, i + 1, i + 1 == moves.len());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::WinReason;

    fn game(kind: GameKind, size: &str) -> GameRow {
        GameRow::sample(kind, size)
    }

    fn names() -> Names {
        Names {
            white: "alice".into(),
            black: "bob".into(),
            site: None,
        }
    }

    #[test]
    fn breakthrough_time_forfeit() {
        let mut g = game(GameKind::Breakthrough, "8x8");
        g.status = GameStatus::Finished;
        g.outcome = Outcome::Win {
            winner: Color::White,
            reason: WinReason::Timeout,
        };
        let text = record(&g, &["b2-b3", "g7-g6", "b3-b4"], &names()).unwrap();
        assert_eq!(
            text,
            "[Game \"Breakthrough\"]\n[Size \"8x8\"]\n[Site \"Discord guild 123 channel 456\"]\n\
             [Date \"2026.11.30\"]\n[White \"alice\"]\n[Black \"bob\"]\n[Clock \"3d\"]\n\
             [Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n1. b2-b3 g7-g6 2. b3-b4 1-0\n"
        );
    }

    #[test]
    fn notes_are_comments_after_their_move() {
        let g = game(GameKind::Breakthrough, "8x8");
        let notes = [(0, "plan: {open} the b-file"), (1, "why g6?"), (9, "late")];
        let text = record_with_notes(&g, &["b2-b3", "g7-g6", "b3-b4"], &names(), &notes).unwrap();
        assert!(
            text.ends_with(
                "\n\n{ plan: (open) the b-file } 1. b2-b3 { why g6? } 1... g7-g6 2. b3-b4 { late } *\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn breach_numbers_turns_and_joins_sites() {
        let mut g = game(GameKind::Breach, "5");
        g.status = GameStatus::Finished;
        g.outcome = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        };
        g.guild = None;
        let n = Names {
            site: Some("console".into()),
            ..names()
        };
        let text = record(&g, &["c3", "b2 d4", "a1 e5"], &n).unwrap();
        assert_eq!(
            text,
            "[Game \"Breach\"]\n[Size \"5\"]\n[Site \"console\"]\n[Date \"2026.11.30\"]\n\
             [White \"alice\"]\n[Black \"bob\"]\n[Clock \"3d\"]\n[Result \"0-1\"]\n\
             [Termination \"resignation\"]\n\n1. c3 b2,d4 2. a1,e5 0-1\n"
        );
    }

    #[test]
    fn other_start_is_tagged_and_black_first_is_numbered() {
        let mut g = game(GameKind::Breakthrough, "8x8");
        g.start_position = "8/8/8/3b4/2w5/8/8/8 b".into();
        g.guild = None;
        let n = Names {
            white: "a \"quoted\" name".into(),
            ..names()
        };
        let text = record(&g, &["d5xc4"], &n).unwrap();
        assert!(
            text.contains("[Site \"Discord DM channel 456\"]\n"),
            "{text}"
        );
        assert!(
            text.contains("[White \"a \\\"quoted\\\" name\"]\n"),
            "{text}"
        );
        assert!(
            text.contains("[Position \"8/8/8/3b4/2w5/8/8/8 b\"]\n"),
            "{text}"
        );
        assert!(!text.contains("Termination"), "{text}");
        assert!(text.ends_with("\n\n1... d5xc4 *\n"), "{text}");
    }

    #[test]
    fn a_move_that_does_not_replay_is_an_error() {
        let g = game(GameKind::Breakthrough, "8x8");
        let err = record(&g, &["b2-b3", "b3-b4"], &names()).unwrap_err();
        assert!(matches!(err, RecordError::Move { ply: 2, .. }), "{err}");
    }

    #[test]
    fn dates_are_utc() {
        assert_eq!(date_tag(0), "1970.01.01");
        assert_eq!(date_tag(1_796_083_199_999), "2026.11.30");
        assert_eq!(date_tag(1_796_083_200_000), "2026.12.01");
    }
}
