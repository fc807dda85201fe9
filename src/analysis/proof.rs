//! Proven results for the analysis: where Breaker can prove who wins, the chance shown
//! is 0 or 100%, whatever the engine's estimate.
//!
//! Breakthrough boards of at most 63 squares go to the solver (df-pn) at a small node
//! budget, after the stored opening proofs (`ai::breakthrough::book`); on a board the
//! book covers, a position the budget does not settle is proven one move deeper, every
//! move answered by the book or a small proof (so the start of 5×5, a win for Black, is
//! shown as 0% for White). Breach is proven by exhaustive search when few empty sites
//! are left: a terminal position, a move that ends the game, and so on back, as in
//! Winands et al.'s MCTS-Solver, which backs proven wins and losses up the tree.
//! Every budget counts positions, never time, so the analysis stays reproducible.

use crate::ai::breakthrough::{book, solver};
use crate::ai::Limits;
use crate::games::{breach, breakthrough, AnyMove, AnyPosition, Color, Game, Outcome};

/// df-pn's budget (positions) for one Breakthrough position (about 10–20 ms).
pub const BREAKTHROUGH_NODES: u64 = 20_000;
/// Breach positions with at most this many empty sites are searched to the end.
pub const BREACH_SITES: usize = 6;
/// The budget (positions played) of that search, for one position.
pub const BREACH_NODES: u64 = 20_000;

/// Who wins `pos` with best play, if proven within the budgets above, and a move that
/// keeps the win when the side to move is the winner (if one was found).
pub fn proven(pos: &AnyPosition) -> Option<(Color, Option<AnyMove>)> {
    match pos {
        AnyPosition::Breakthrough(p) => {
            let (winner, mv) = breakthrough_proof(p)?;
            Some((winner, mv.map(AnyMove::Breakthrough)))
        }
        AnyPosition::Breach(p) => {
            if p.empty_count() > BREACH_SITES || p.outcome().is_over() {
                return None;
            }
            let mut budget = BREACH_NODES;
            let (winner, mv) = exhaustive::<breach::Position>(p, &mut budget)?;
            Some((winner, mv.map(AnyMove::Breach)))
        }
    }
}

fn breakthrough_proof(p: &breakthrough::Position) -> Option<(Color, Option<breakthrough::Move>)> {
    if p.outcome().is_over() || p.width() as usize * p.height() as usize > 63 {
        return None;
    }
    let turn = p.turn();
    if let Some(mv) = book::winning_move(p) {
        return Some((turn, Some(mv)));
    }
    let budget = Limits::nodes_only(BREAKTHROUGH_NODES);
    if let Some(found) = solver::winner(p, &budget) {
        return Some(found);
    }
    if !book::covers(p.width(), p.height()) {
        return None;
    }
    // One move deeper: the openings the book holds are too deep for the budget, but
    // each of their moves leads to a stored proof or a small one.
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    for mv in moves {
        let child = p.play_unchecked(mv);
        let child_winner = match child.outcome() {
            Outcome::Win { winner, .. } => winner,
            Outcome::Draw => return None,
            Outcome::Ongoing if book::winning_move(&child).is_some() => child.turn(),
            Outcome::Ongoing => solver::winner(&child, &budget)?.0,
        };
        if child_winner == turn {
            return Some((turn, Some(mv)));
        }
    }
    Some((!turn, None))
}

/// Searches `pos` to the end of the game within `budget` positions: the winner (a draw
/// is never proven), and the winning move when the side to move wins.
fn exhaustive<G: Game>(pos: &G, budget: &mut u64) -> Option<(Color, Option<G::Move>)> {
    let turn = pos.turn();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut open = Vec::with_capacity(moves.len());
    let mut all_lost = true;
    // Moves that end the game first: one winning move settles the position.
    for mv in moves {
        *budget = budget.checked_sub(1)?;
        let child = pos.play_unchecked(mv);
        match child.outcome() {
            Outcome::Win { winner, .. } if winner == turn => return Some((turn, Some(mv))),
            Outcome::Win { .. } => {}
            Outcome::Draw => all_lost = false,
            Outcome::Ongoing => open.push((mv, child)),
        }
    }
    for (mv, child) in open {
        match exhaustive(&child, budget) {
            Some((winner, _)) if winner == turn => return Some((turn, Some(mv))),
            Some(_) => {}
            None if *budget == 0 => return None,
            None => all_lost = false,
        }
    }
    all_lost.then_some((!turn, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    #[test]
    fn the_5x5_start_is_proven_for_black() {
        let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
        assert_eq!(proven(&start).map(|(w, _)| w), Some(Color::Black));
        // 8×8 is beyond the solver: nothing is claimed.
        let big = AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap();
        assert_eq!(proven(&big), None);
    }

    #[test]
    fn a_breach_board_one_turn_from_full_is_proven() {
        // A 5×5 game by level 2 until at most 3 sites are left (a row of 5 ends a game
        // early: then the next seed).
        let start = AnyPosition::start(GameKind::Breach, Some("5")).unwrap();
        let pos = (0..50)
            .find_map(|seed| {
                let mut pos = start.clone();
                while !pos.outcome().is_over() {
                    if let AnyPosition::Breach(p) = &pos {
                        if p.empty_count() <= 3 {
                            return Some(pos);
                        }
                    }
                    let limits = Limits::nodes(50).with_seed(seed);
                    pos = pos.play(crate::ai::choose(&pos, 2, &limits)?).ok()?;
                }
                None
            })
            .expect("a game reaching three empty sites");
        // Far from the end nothing is claimed.
        assert_eq!(proven(&start.play_text("c3").unwrap().0), None);
        let (winner, mv) = proven(&pos).expect("three sites are searched to the end");
        if winner == pos.turn() {
            let mv = mv.expect("the winner's move");
            let after = pos.play(mv).unwrap();
            // The winning move keeps the win: the side to move after it loses.
            assert_ne!(proven(&after).map(|(w, _)| w), Some(after.turn()));
        }
    }
}
