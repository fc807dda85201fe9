//! Stored proofs for openings the solver cannot prove within a move's budget.
//!
//! 5×5 is a win for Black, but proving Black's reply to a White first move takes 1.5–2.3 s,
//! more than the solver's half of a 2 s move. So Black's proven replies to all 13 first
//! moves are stored here, each found by [`super::solver::winning_move`] with no budget
//! (12.5 s for all 13). From Black's second move on, the solver proves its moves in well
//! under a second (0.0–0.7 s in the positions measured).

use crate::games::breakthrough::{Move, Position};
use crate::games::Game;

/// Position text, then the winner's proven move there.
const OPENINGS: &[(&str, &str)] = &[
    ("bbbbb/bbbbb/w4/1wwww/wwwww b", "b4xa3"),  // 1. a2-a3
    ("bbbbb/bbbbb/1w3/w1www/wwwww b", "c4xb3"), // 1. b2-b3
    ("bbbbb/bbbbb/2w2/ww1ww/wwwww b", "e4-d3"), // 1. c2-c3
    ("bbbbb/bbbbb/3w1/www1w/wwwww b", "e4xd3"), // 1. d2-d3
    ("bbbbb/bbbbb/4w/wwww1/wwwww b", "d4xe3"),  // 1. e2-e3
    ("bbbbb/bbbbb/w4/w1www/wwwww b", "b4xa3"),  // 1. b2-a3
    ("bbbbb/bbbbb/1w3/ww1ww/wwwww b", "c4xb3"), // 1. c2-b3
    ("bbbbb/bbbbb/2w2/www1w/wwwww b", "b4xc3"), // 1. d2-c3
    ("bbbbb/bbbbb/3w1/wwww1/wwwww b", "e4xd3"), // 1. e2-d3
    ("bbbbb/bbbbb/1w3/1wwww/wwwww b", "a4xb3"), // 1. a2-b3
    ("bbbbb/bbbbb/2w2/w1www/wwwww b", "d4xc3"), // 1. b2-c3
    ("bbbbb/bbbbb/3w1/ww1ww/wwwww b", "c4xd3"), // 1. c2-d3
    ("bbbbb/bbbbb/4w/www1w/wwwww b", "d4xe3"),  // 1. d2-e3
];

/// The stored winning move for `pos`, if the book has one.
pub fn winning_move(pos: &Position) -> Option<Move> {
    let text = pos.to_string();
    let (_, mv) = OPENINGS.iter().find(|(p, _)| *p == text)?;
    pos.parse_move(mv).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::breakthrough::solver;
    use crate::ai::Limits;

    /// Every White first move on 5×5 has a stored reply, and each is a legal move.
    #[test]
    fn covers_every_first_move_on_5x5() {
        let start = Position::new(5, 5).unwrap();
        let mut moves = Vec::new();
        start.legal_moves(&mut moves);
        assert_eq!(moves.len(), OPENINGS.len());
        for m in moves {
            let p = start.play(m).unwrap();
            let reply = winning_move(&p).unwrap_or_else(|| panic!("no reply to {m}"));
            assert!(p.play(reply).is_ok(), "{m} {reply}");
        }
    }

    /// Every stored move keeps the win: after it, White to move loses.
    #[test]
    #[ignore = "about 15 s in release: cargo test --release -- --ignored"]
    fn every_stored_move_is_proven() {
        for (text, mv) in OPENINGS {
            let p: Position = text.parse().unwrap();
            let after = p.play(p.parse_move(mv).unwrap()).unwrap();
            let s = solver::solve(&after, &Limits::nodes_only(u64::MAX)).unwrap();
            assert_eq!(s.winner, crate::games::Color::Black, "{text} {mv}");
        }
    }
}
