//! A position's value for analysis: the search's move and the root's win rate.

use super::board::Board;
use super::search::Search;
use super::{level_params, Limits};
use crate::games::breach::{Move, Position};
use crate::games::Game;

/// Level 5's move in `pos` and the side to move's winning chance (0..=1) by the MCTS
/// win rate of that move; `None` once the game is over. Reproducible for a node budget
/// without a time limit.
pub fn evaluate(pos: &Position, limits: &Limits) -> Option<(Move, f64)> {
    let board = Board::from_position(pos);
    if board.is_over() {
        return None;
    }
    let mut search = Search::new(&board, level_params(5), limits.seed ^ pos.hash());
    let (turn, _) = search.run(&board, limits);
    let mv = board.to_move(turn);
    // The same guard as `choose`: always a legal move.
    let mv = if board.is_legal(turn) && pos.play(mv).is_ok() {
        mv
    } else {
        super::choose(pos, 5, limits)?
    };
    Some((mv, search.root_value()))
}
