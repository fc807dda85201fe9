//! Proven results for the analysis: where Breaker can prove who wins, the chance shown
//! is 0 or 100%, whatever the engine's estimate.
//!
//! Breakthrough boards of at most 63 squares go to the solver (df-pn) at a small node
//! budget, after the stored opening proofs (`ai::breakthrough::book`); on a board the
//! book covers, a position the budget does not settle is proven one move deeper, every
//! move answered by the book or a small proof (so the start of 5×5, a win for Black, is
//! shown as 0% for White). On other boards the same is tried where a game's move led
//! from a position the budget does not settle into a proven loss for its mover (the
//! start of 4×5, which the solver proves for Black, but not within one budget). Breach is proven by exhaustive search when few empty sites
//! are left: a terminal position, a move that ends the game, and so on back, as in
//! Winands et al.'s MCTS-Solver, which backs proven wins and losses up the tree.
//! Every budget counts positions, never time, so the analysis stays reproducible.

use crate::ai::breakthrough::{book, solver};
use crate::games::{breach, breakthrough, AnyMove, AnyPosition, Color, Game, Outcome};

/// df-pn's budget (positions) for one Breakthrough position, as level 5's solver gets in
/// the analysis (its node budget).
pub const BREAKTHROUGH_NODES: u64 = 100_000;
/// Breach positions with at most this many empty sites are searched to the end.
pub const BREACH_SITES: usize = 6;
/// The budget (positions played) of that search, for one position.
pub const BREACH_NODES: u64 = 20_000;

/// A proven result: the winner, and a move that keeps the win when the side to move is
/// the winner (if one was found).
pub type Proven = Option<(Color, Option<AnyMove>)>;

/// Who wins `pos` with best play, if proven within the budgets above.
pub fn proven(pos: &AnyPosition) -> Proven {
    proven_all(std::slice::from_ref(pos)).pop().flatten()
}

/// [`proven`] for each of `positions` (one game's, all of one board): the Breakthrough
/// solver keeps its table from one position to the next.
pub fn proven_all(positions: &[AnyPosition]) -> Vec<Proven> {
    let mut bt = Vec::new();
    let mut out: Vec<Proven> = Vec::with_capacity(positions.len());
    for pos in positions {
        match pos {
            AnyPosition::Breakthrough(p) => {
                bt.push((out.len(), *p));
                out.push(None);
            }
            AnyPosition::Breach(p) => out.push(breach_proof(p)),
        }
    }
    let found = breakthrough_proofs(&bt.iter().map(|(_, p)| *p).collect::<Vec<_>>());
    for ((i, _), f) in bt.into_iter().zip(found) {
        out[i] = f.map(|(w, mv)| (w, mv.map(AnyMove::Breakthrough)));
    }
    out
}

fn breach_proof(p: &breach::Position) -> Proven {
    if p.empty_count() > BREACH_SITES || p.outcome().is_over() {
        return None;
    }
    let mut budget = BREACH_NODES;
    let (winner, mv) = exhaustive::<breach::Position>(p, &mut budget)?;
    Some((winner, mv.map(AnyMove::Breach)))
}

/// Whether [`proven`] hands `pos` to the Breakthrough solver (a board of at most 63
/// squares).
pub fn solvable(pos: &AnyPosition) -> bool {
    match pos {
        AnyPosition::Breakthrough(p) => p.width() as usize * p.height() as usize <= 63,
        AnyPosition::Breach(_) => false,
    }
}

type BtProven = Option<(Color, Option<breakthrough::Move>)>;

/// What one move from `p` leads to, by the rules or the book alone: `Some(winner)`.
fn settled_child(child: &breakthrough::Position) -> Option<Option<Color>> {
    match child.outcome() {
        Outcome::Win { winner, .. } => Some(Some(winner)),
        Outcome::Draw => Some(None),
        Outcome::Ongoing => book::winning_move(child).map(|_| Some(child.turn())),
    }
}

/// The winner of `p` from its children's winners (`None`: unknown or a draw).
fn from_children(
    p: &breakthrough::Position,
    children: impl IntoIterator<Item = (breakthrough::Move, Option<Color>)>,
) -> BtProven {
    let turn = p.turn();
    let mut all_lost = true;
    for (mv, winner) in children {
        match winner {
            Some(w) if w == turn => return Some((turn, Some(mv))),
            Some(_) => {}
            None => all_lost = false,
        }
    }
    all_lost.then_some((!turn, None))
}

fn breakthrough_proofs(positions: &[breakthrough::Position]) -> Vec<BtProven> {
    let mut out: Vec<BtProven> = vec![None; positions.len()];
    let Some(first) = positions.first() else {
        return out;
    };
    if first.width() as usize * first.height() as usize > 63 {
        return out;
    }
    let covered = book::covers(first.width(), first.height());
    let moves_of = |p: &breakthrough::Position| {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        moves
    };
    // The stored proofs, and on the book's boards the positions whose every move the
    // rules or the book settle (the start of 5×5: every reply of Black's is stored).
    for (o, p) in out.iter_mut().zip(positions) {
        if p.outcome().is_over() {
            continue;
        }
        if let Some(mv) = book::winning_move(p) {
            *o = Some((p.turn(), Some(mv)));
        } else if covered {
            let kids: Option<Vec<_>> = moves_of(p)
                .into_iter()
                .map(|m| settled_child(&p.play_unchecked(m)).map(|w| (m, w)))
                .collect();
            *o = kids.and_then(|k| from_children(p, k));
        }
    }
    // The solver, on the rest.
    let open: Vec<usize> = (0..positions.len())
        .filter(|&i| out[i].is_none() && !positions[i].outcome().is_over())
        .collect();
    let found = solver::winners(
        &open.iter().map(|&i| positions[i]).collect::<Vec<_>>(),
        BREAKTHROUGH_NODES,
    );
    for (&i, f) in open.iter().zip(found) {
        out[i] = f;
    }
    // One move deeper, each move within the book's own bound (`book::ENTRY_NODES`). On
    // the book's boards: the openings the book holds are too deep for the budget, but
    // along the book's proof each move of the loser leads to a stored proof or to one
    // the solver finds within that bound. On the other boards only where the game
    // crossed from unknown into proven: a position whose move played leads to a proven
    // loss for its mover (the start of 4×5 before `a2-a3`, whose proof takes the solver
    // about 300,000 positions, each position after a first move at most 200,000).
    let lost_next = |i: usize| {
        let (p, turn) = (&positions[i], positions[i].turn());
        positions.get(i + 1).is_some_and(|next| {
            matches!(out[i + 1], Some((w, _)) if w != turn)
                && moves_of(p)
                    .into_iter()
                    .any(|m| p.play_unchecked(m) == *next)
        })
    };
    let open: Vec<usize> = (0..positions.len())
        .filter(|&i| out[i].is_none() && !positions[i].outcome().is_over())
        .filter(|&i| covered || lost_next(i))
        .collect();
    let mut kids = Vec::new();
    let mut to_solve = Vec::new();
    for &i in &open {
        for m in moves_of(&positions[i]) {
            let child = positions[i].play_unchecked(m);
            let settled = settled_child(&child);
            if settled.is_none() {
                to_solve.push(child);
            }
            kids.push((i, m, settled));
        }
    }
    let mut solved = solver::winners(&to_solve, book::ENTRY_NODES).into_iter();
    let mut by_parent: std::collections::BTreeMap<usize, Vec<_>> = Default::default();
    for (i, m, settled) in kids {
        let winner = match settled {
            Some(w) => w,
            None => solved.next().flatten().map(|(w, _)| w),
        };
        by_parent.entry(i).or_default().push((m, winner));
    }
    for (i, children) in by_parent {
        out[i] = from_children(&positions[i], children);
    }
    out
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
    use crate::ai::Limits;
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
    fn the_4x5_start_is_proven_once_a_game_s_first_move_is() {
        // `breaker solve` proves 4×5 for Black, but not within one position's budget.
        let start = AnyPosition::start(GameKind::Breakthrough, Some("4x5")).unwrap();
        assert_eq!(proven(&start), None);
        // A game's first move into a proven loss: every other move is proven one deeper.
        let after = start.play_text("a2-a3").unwrap().0;
        let winners: Vec<_> = proven_all(&[start, after])
            .into_iter()
            .map(|p| p.map(|(w, _)| w))
            .collect();
        assert_eq!(winners, vec![Some(Color::Black); 2]);
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
