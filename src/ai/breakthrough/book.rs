//! Stored proofs for openings the solver cannot prove within a move's budget.
//!
//! ```
//! use breaker::ai::breakthrough::book;
//! use breaker::games::{breakthrough::Position, Game};
//!
//! // 6×5 is a win for Black, from every first move of White's.
//! let start = Position::new(6, 5).unwrap();
//! let after = start.play(start.parse_move("c2-c3").unwrap()).unwrap();
//! let reply = book::winning_move(&after).unwrap();
//! assert!(after.play(reply).is_ok());
//! ```
//!
//! 5×5 and 6×5 are wins for Black, but early in the game proving Black's move takes the
//! solver longer than its share of a move (on 6×5, about a minute after White's first
//! move). So the first moves of one proof are stored: [`build`] walks the proof,
//! following every White reply, and keeps Black's move wherever a fresh solver needs
//! more than [`ENTRY_NODES`] positions to prove one ([`needs_entry`]); below those
//! positions level 5's solver proves its moves in time. A position and its mirror image
//! share one line. The files (`books/WxH.txt`: the position text, a tab, the move) are
//! `breaker solve --book`'s output, and a test walks every White line against them.

use super::solver;
use crate::ai::Limits;
use crate::games::breakthrough::{Move, Position};
use crate::games::Game;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A position is stored when a fresh solver needs more positions than this to prove the
/// winner's move there (about half a second; level 5's solver gets a second a move).
pub const ENTRY_NODES: u64 = 250_000;

/// Whether the book needs `pos`'s move: a fresh solver cannot prove the winner's move
/// within [`ENTRY_NODES`] positions in it or in its mirror image (either may come up in
/// a game, and the solver's move order tells them apart).
pub fn needs_entry(pos: &Position) -> bool {
    let budget = Limits::nodes_only(ENTRY_NODES);
    [*pos, pos.mirrored()]
        .iter()
        .any(|p| solver::winning_move(p, &budget).is_none())
}

/// A book for the board of `pos` (which must be solved from it): the winner's proven
/// move wherever [`needs_entry`] says so, along one proof that follows every reply of
/// the loser's. `breaker solve --book` prints it; the files here are its output.
pub fn build(pos: &Position) -> Result<Vec<(Position, Move)>, solver::SolveError> {
    solver::proof_book(pos, needs_entry)
}

/// The stored books: the board (files × ranks) and its file.
const FILES: &[((u8, u8), &str)] = &[
    ((5, 5), include_str!("books/5x5.txt")),
    ((6, 5), include_str!("books/6x5.txt")),
];

/// Position text → the winner's proven move, over every file.
fn book() -> &'static HashMap<&'static str, &'static str> {
    static BOOK: OnceLock<HashMap<&str, &str>> = OnceLock::new();
    BOOK.get_or_init(|| {
        FILES
            .iter()
            .flat_map(|(_, file)| file.lines())
            .filter_map(|line| line.split_once('\t'))
            .collect()
    })
}

/// Whether the book holds the openings of a `width`×`height` board.
pub fn covers(width: u8, height: u8) -> bool {
    FILES.iter().any(|&(size, _)| size == (width, height))
}

/// The stored winning move for `pos` (or for its mirror image, mirrored), if any.
pub fn winning_move(pos: &Position) -> Option<Move> {
    if let Some(mv) = book().get(pos.to_string().as_str()) {
        return pos.parse_move(mv).ok();
    }
    let mirror = pos.mirrored();
    let mv = mirror
        .parse_move(book().get(mirror.to_string().as_str())?)
        .ok()?;
    let w = pos.width();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .find(|m| m.from() == mv.from().mirrored(w) && m.to() == mv.to().mirrored(w))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Color;

    fn first_moves(width: u8, height: u8) -> Vec<Position> {
        let start = Position::new(width, height).unwrap();
        let mut moves = Vec::new();
        start.legal_moves(&mut moves);
        moves.into_iter().map(|m| start.play(m).unwrap()).collect()
    }

    /// Every White first move on 5×5 and 6×5 has a stored reply, a legal move, and a
    /// first move and its mirror image (when they differ) get mirrored replies.
    #[test]
    fn covers_every_first_move_on_5x5_and_6x5() {
        for (w, h) in [(5, 5), (6, 5)] {
            assert!(covers(w, h));
            for p in first_moves(w, h) {
                let reply = winning_move(&p).unwrap_or_else(|| panic!("no reply in {p}"));
                assert!(p.play(reply).is_ok(), "{p} {reply}");
                if p.mirrored() == p {
                    continue;
                }
                let back = winning_move(&p.mirrored()).unwrap();
                assert_eq!(back.from(), reply.from().mirrored(w));
                assert_eq!(back.to(), reply.to().mirrored(w));
            }
        }
        assert!(!covers(8, 8) && !covers(5, 6));
    }

    /// Every line is a position of the board it names, with a legal move.
    #[test]
    fn every_line_reads() {
        for (text, mv) in book() {
            let p: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(p.turn(), Color::Black, "{text}");
            p.parse_move(mv)
                .unwrap_or_else(|e| panic!("{text} {mv}: {e}"));
        }
    }

    /// From the start, every White move against Black playing the book: where the book
    /// ends, the solver proves Black's win within [`ENTRY_NODES`] positions, as level 5
    /// does within a move. So every stored move keeps the win, no line leaves both the
    /// book and the solver's reach, and every line of the book is used.
    fn walk(width: u8, height: u8) {
        let mut stack = first_moves(width, height);
        let mut seen = std::collections::HashSet::new();
        let mut used = 0;
        while let Some(p) = stack.pop() {
            if !seen.insert(p.to_string().min(p.mirrored().to_string())) {
                continue;
            }
            let Some(mv) = winning_move(&p) else {
                assert!(!needs_entry(&p), "{p}: no stored move, none proven in time");
                continue;
            };
            used += 1;
            let after = p.play(mv).unwrap();
            if after.outcome().is_over() {
                assert_eq!(after.outcome().winner(), Some(Color::Black), "{p} {mv}");
                continue;
            }
            let mut replies = Vec::new();
            after.legal_moves(&mut replies);
            for r in replies {
                let next = after.play(r).unwrap();
                match next.outcome().winner() {
                    Some(winner) => assert_eq!(winner, Color::Black, "{after} {r}"),
                    None => stack.push(next),
                }
            }
        }
        let size = (width, height);
        let file = FILES.iter().find(|(s, _)| *s == size).unwrap().1;
        assert_eq!(
            used,
            file.lines().count(),
            "every line of {width}x{height} is used"
        );
    }

    #[test]
    #[ignore = "about 20 s in release: cargo test --release -- --ignored"]
    fn the_5x5_book_and_the_solver_win_every_line() {
        walk(5, 5);
    }

    #[test]
    #[ignore = "minutes in release: cargo test --release -- --ignored"]
    fn the_6x5_book_and_the_solver_win_every_line() {
        walk(6, 5);
    }
}
