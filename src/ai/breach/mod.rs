//! The Breach AI: Monte Carlo tree search over candidate placements, with priors from a
//! window heuristic and playouts that race to the end of the game.
//!
//! ```
//! use breaker::ai::{breach, Limits};
//! use breaker::games::{breach::Position, Game};
//!
//! let pos: Position = "10/10/10/10/4w5/10/10/10/10/10 b 0 0 -".parse().unwrap();
//! let mv = breach::choose(&pos, 3, &Limits::nodes(300).with_seed(1)).expect("a legal move");
//! assert!(pos.play(mv).is_ok());
//! // Same seed and node budget: same move.
//! assert_eq!(breach::choose(&pos, 3, &Limits::nodes(300).with_seed(1)), Some(mv));
//! ```
//!
//! # Design
//! Breach is won by whoever sets the *last* record, so a move's worth depends on the
//! race to the end of the game: a new record hands the opponent the replacement option,
//! a row that can still grow is a threat, a row with one opponent stone in it is a
//! threat to whoever holds the option. That is what playouts see and a static
//! evaluation struggles to: hence MCTS ([`search`]), whose leaves are valued by fast
//! biased playouts ([`rollout`]).
//!
//! The branching factor (≈ 5,000 pairs on an empty 10×10) is cut twice: a turn is
//! searched as two half-turns (first stone, then second, by the same player), and each
//! node keeps only the best few sites by a Connect6-style window count ([`sites`]) —
//! sites that extend rows which can still reach the next record, or block the
//! opponent's. With the option, the candidate stones to convert are the opponent's row
//! stones ranked by how much converting them breaks their rows and builds the mover's.
//! The priors steer PUCT toward those; nothing forces a record, so the search is free to
//! wait when a record would only hand the opponent the option.
//!
//! Levels differ by simulations, candidate breadth and playout quality ([`level_params`]);
//! level 5 searches until the caller's limits. A node is one simulation.

pub mod baseline;
pub mod board;
mod rng;
mod rollout;
mod search;
mod sites;

pub use search::{Params, Stats};

use super::Limits;
use crate::games::breach::{Move, Position};
use crate::games::Game;
use board::{Board, Turn};

/// The AI's move at `level` (1..=5) within `limits`, or `None` once the game is over.
pub fn choose(pos: &Position, level: u8, limits: &Limits) -> Option<Move> {
    choose_with_stats(pos, level_params(level), limits).map(|(mv, _)| mv)
}

/// [`choose`] with explicit search parameters, also returning what the search did.
pub fn choose_with_stats(pos: &Position, params: Params, limits: &Limits) -> Option<(Move, Stats)> {
    let board = Board::from_position(pos);
    if board.is_over() {
        return None;
    }
    let mut search = search::Search::new(&board, params, limits.seed ^ pos.hash());
    let (turn, stats) = search.run(&board, limits);
    let mv = board.to_move(turn);
    if board.is_legal(turn) && pos.play(mv).is_ok() {
        Some((mv, stats))
    } else {
        // Never expected; the guard keeps "always a legal move" true whatever happens.
        debug_assert!(false, "search chose an illegal turn {turn:?} in {pos}");
        Some((board.to_move(fallback(&board)), stats))
    }
}

/// The search tree's top after a search: for probing by hand.
#[doc(hidden)]
pub fn analyse(pos: &Position, params: Params, limits: &Limits) -> String {
    let board = Board::from_position(pos);
    if board.is_over() {
        return String::new();
    }
    let mut search = search::Search::new(&board, params, limits.seed ^ pos.hash());
    let (turn, stats) = search.run(&board, limits);
    format!("{} {stats:?}\n{}", board.to_move(turn), search.dump(&board))
}

fn fallback(b: &Board) -> Turn {
    if b.single() {
        Turn::One(b.empties[0])
    } else {
        Turn::Two(b.empties[0], b.empties[1])
    }
}

/// The search settings of a level (clamped to 1..=5).
pub fn level_params(level: u8) -> Params {
    let (max_sims, sites, victims, samples) = match level.clamp(1, 5) {
        1 => (30, 6, 3, 4),
        2 => (150, 10, 4, 4),
        3 => (700, 16, 6, 4),
        4 => (3_000, 20, 8, 4),
        _ => (u64::MAX, 24, 8, 4),
    };
    Params {
        max_sims,
        sites,
        victims,
        c_puct: 1.0,
        samples,
    }
}
