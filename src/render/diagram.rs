//! Plain-text boards for terminals: ranks top to bottom with their numbers, files below,
//! `W` / `B` / `.` for pieces, stones and empty sites. The last move is bracketed:
//! Breakthrough `[ ]` around its from and to squares; Breach `( )` around placed stones
//! and `[ ]` around the replaced one (`|` where two marked sites touch).

use std::fmt::Write;

use crate::games::{Color, Square};

use super::header::Mark;
use super::{breach, breakthrough, Words};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bracket {
    None,
    Round,
    Square,
}

impl Bracket {
    fn open(self) -> char {
        match self {
            Bracket::None => ' ',
            Bracket::Round => '(',
            Bracket::Square => '[',
        }
    }

    fn close(self) -> char {
        match self {
            Bracket::None => ' ',
            Bracket::Round => ')',
            Bracket::Square => ']',
        }
    }
}

fn letter(c: Option<Color>) -> char {
    match c {
        Some(Color::White) => 'W',
        Some(Color::Black) => 'B',
        None => '.',
    }
}

/// The grid, `files` wide and `ranks` high, with coordinates, `view` at the bottom
/// (from Black: rank 1 on top, files right to left).
fn grid(
    files: u8,
    ranks: u8,
    view: Color,
    at: impl Fn(Square) -> Option<Color>,
    bracket: impl Fn(Square) -> Bracket,
) -> String {
    let mut out = String::new();
    let num_w = ranks.to_string().len();
    let ordered = |n: u8, reverse: bool| -> Vec<u8> {
        if reverse {
            (0..n).rev().collect()
        } else {
            (0..n).collect()
        }
    };
    let from_white = view == Color::White;
    for r in ordered(ranks, from_white) {
        let _ = write!(out, "{:>num_w$} ", r as u32 + 1);
        let mut prev = Bracket::None;
        for f in ordered(files, !from_white) {
            let sq = Square::new(f, r);
            let b = bracket(sq);
            let sep = match (prev, b) {
                (Bracket::None, Bracket::None) => ' ',
                (Bracket::None, b) => b.open(),
                (p, Bracket::None) => p.close(),
                _ => '|',
            };
            out.push(sep);
            out.push(letter(at(sq)));
            prev = b;
        }
        out.push(prev.close());
        let trimmed = out.trim_end().len();
        out.truncate(trimmed);
        out.push('\n');
    }
    let _ = write!(out, "{:num_w$} ", "");
    for f in ordered(files, !from_white) {
        out.push(' ');
        out.push((b'a' + f) as char);
    }
    out.push('\n');
    out
}

/// The last move's line (if `last_text`) and the closing line.
fn last_and_status(
    out: &mut String,
    last_text: Option<&str>,
    mark: Mark,
    status: Option<&str>,
    words: &Words,
) {
    if let Some(text) = last_text {
        let _ = writeln!(
            out,
            "{}",
            Words::fill(&words.diagram_last_move, &[("move", &text)])
        );
    }
    let _ = writeln!(out, "{}", status_line(mark, status, words));
}

/// The closing line: `status` (the caller's words for how the game stands) if given,
/// else what the mark says.
fn status_line(mark: Mark, status: Option<&str>, words: &Words) -> String {
    if let Some(s) = status {
        return format!("{}.", s.trim_end_matches('.'));
    }
    match mark {
        Mark::ToMove(c) => Words::fill(&words.diagram_to_move, &[("side", &words.side(c))]),
        Mark::Winner(c) => Words::fill(&words.diagram_wins, &[("side", &words.side(c))]),
        Mark::Nobody => words.diagram_draw.to_string(),
    }
}

/// A Breakthrough board as text, its lines in `words`.
pub(crate) fn breakthrough_text_in(
    board: &breakthrough::Board,
    last_text: Option<&str>,
    view: Color,
    status: Option<&str>,
    words: &Words,
) -> String {
    let last = board.last;
    let mut out = grid(
        board.width,
        board.height,
        view,
        |sq| board.at(sq),
        |sq| match last {
            Some((from, to)) if sq == from || sq == to => Bracket::Square,
            _ => Bracket::None,
        },
    );
    last_and_status(&mut out, last_text, board.mark, status, words);
    out
}

/// A Breach board as text, its lines in `words`.
pub(crate) fn breach_text_in(
    board: &breach::Board,
    last_text: Option<&str>,
    view: Color,
    status: Option<&str>,
    words: &Words,
) -> String {
    let mut out = grid(
        board.size,
        board.size,
        view,
        |sq| board.at(sq),
        |sq| {
            if board.replaced == Some(sq) {
                Bracket::Square
            } else if board.placed.contains(&sq) {
                Bracket::Round
            } else {
                Bracket::None
            }
        },
    );
    let [w, b] = [
        board.markers[Color::White.index()],
        board.markers[Color::Black.index()],
    ];
    let score = Words::fill(
        &words.diagram_score,
        &[
            ("white", &w),
            ("black", &b),
            ("record", &board.record),
            ("size", &board.size),
        ],
    );
    let _ = writeln!(out, "{score}");
    last_and_status(&mut out, last_text, board.mark, status, words);
    if board.option && matches!(board.mark, Mark::ToMove(_)) {
        let side = words.side(board.turn);
        let line = Words::fill(&words.diagram_may_replace, &[("side", &side)]);
        let _ = writeln!(out, "{line}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breakthrough_grid() {
        let mut board = breakthrough::Board::start(3, 4);
        board.cells[3] = None; // a2
        board.cells[6] = Some(Color::White); // a3
        board.last = Some((Square::new(0, 1), Square::new(0, 2)));
        let text = breakthrough_text_in(&board, Some("a2-a3"), Color::White, None, &Words::ENGLISH);
        assert_eq!(
            text,
            "4  B B B\n3 [W]B B\n2 [.]W W\n1  W W W\n   a b c\nLast move: a2-a3\nWhite to move.\n"
        );
    }

    #[test]
    fn breach_grid_marks_adjacent_stones() {
        let mut board = breach::tests::empty(5);
        board.cells[0] = Some(Color::Black);
        board.cells[1] = Some(Color::Black);
        board.cells[2] = Some(Color::White);
        board.placed = vec![Square::new(0, 0), Square::new(1, 0)];
        board.replaced = Some(Square::new(2, 0));
        board.option = true;
        board.markers = [0, 2];
        board.record = 2;
        let text = breach_text_in(&board, None, Color::White, None, &Words::ENGLISH);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[4], "1 (B|B|W]. .");
        assert_eq!(lines[5], "   a b c d e");
        assert!(text.contains("Score: White 0, Black 2 (record 2 of 5)"));
        assert!(text.contains("White may replace a stone this turn."));
    }
}
