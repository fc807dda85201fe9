//! The Breakthrough AI: alpha-beta search over bitboards with an exact treatment of
//! breakthroughs, a hand-tuned evaluation, and five levels.
//!
//! ```
//! use breaker::ai::{breakthrough, Limits};
//! use breaker::games::{breakthrough::Position, Game};
//!
//! // White's piece on c7 wins by stepping onto rank 8; the AI never misses it.
//! let pos: Position = "bbbbbbbb/2w5/8/8/8/8/wwwwwwww/wwwwwww1 w".parse().unwrap();
//! let mv = breakthrough::choose(&pos, 1, &Limits::nodes(1_000)).unwrap();
//! assert!(pos.play(mv).unwrap().outcome().is_over());
//!
//! // Same seed and node budget, same move: searches are reproducible.
//! let start = Position::new(8, 8).unwrap();
//! let a = breakthrough::choose(&start, 4, &Limits::nodes(5_000).with_seed(7));
//! let b = breakthrough::choose(&start, 4, &Limits::nodes(5_000).with_seed(7));
//! assert_eq!(a, b);
//! ```
//!
//! # Why alpha-beta and not MCTS
//! Both approaches won in the literature (see the rules notes). We chose by measurement
//! (`breaker bench ai`, release build, one core): at 1 s a move on 8×8 this search won
//! 20 games of 20 against our plain UCT baseline ([`baseline`], random playouts with a
//! win-in-one solver), searching about 7.6 M nodes/s to depth 11–12, where the baseline
//! runs about 0.5 M playouts/s. On 5×5 (a second-player win) it never lost as Black, at
//! 1 s a move, to the baseline or to any lower level. The reason is Breakthrough's
//! decisive tactics: short and exact (a piece one step from its goal wins; one two steps
//! away wins unless attacked on arrival), settled by a depth-first search with a few
//! bitboard operations per node, where random playouts blur them. An MCTS with
//! evaluation cut-offs would have to beat that margin to be worth its complexity.
//!
//! # Layout
//! - `board`: the search's board on the rules core's bitboard words
//!   ([`crate::games::breakthrough::bits`]: `u64` for 8×8 and smaller, `u128`, `U256` up
//!   to 16×16) with copy-make moves, packed moves and an incremental Zobrist hash;
//! - `search`: negamax PVS, iterative deepening, forced-reply rules, quiescence;
//! - `eval`: the evaluation; `tt`: the transposition table; `ordering`: killers/history;
//! - `levels`: what levels 1..=5 may do; [`baseline`]: the yardstick, never a level;
//! - [`solver`]: proves small boards, which level 5 asks first; [`book`]: its stored
//!   proofs of the openings it cannot prove in a move's time (5×5 and 6×5).

pub mod baseline;
mod board;
pub mod book;
mod eval;
mod levels;
#[cfg(test)]
mod minimax;
mod ordering;
mod race;
mod search;
pub mod solver;
mod tt;

pub use eval::Weights;
pub use levels::{settings as level_settings, LevelSettings};

use self::board::{to_sq, Board, Geometry, SMove};
use self::eval::Evaluator;
use self::search::{Searcher, Settings};
use super::{Clock, Limits};
use crate::games::breakthrough::bits::{Bits, U256};
use crate::games::breakthrough::{Move, Position};
use crate::games::Game;

/// Boards up to this many squares (5×5), and those the book holds (6×5), are handed to
/// the solver at level 5 first.
const SOLVE_SQUARES: usize = 25;
/// The solver's node budget for one move (4×5 is proven in about 0.7 M).
const SOLVE_NODES: u64 = 3_000_000;

/// What a search found: the move and how it got there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub best: Move,
    /// In hundredths of a piece, from the side to move's view; beyond ±29 000 a proven
    /// win or loss (30 000 minus the plies to the end).
    pub score: i32,
    /// The deepest fully searched depth (0 when the move was forced or decided at once).
    pub depth: i32,
    pub nodes: u64,
}

/// The AI's move at `level` (1..=5) within `limits`, or `None` when the game is over.
pub fn choose(pos: &Position, level: u8, limits: &Limits) -> Option<Move> {
    analyse(pos, level, limits).map(|a| a.best)
}

/// Like [`choose`], with the score, depth and node count (for benches and the engine).
pub fn analyse(pos: &Position, level: u8, limits: &Limits) -> Option<Analysis> {
    analyse_with(pos, level, limits, &Weights::default())
}

/// Like [`analyse`] with other evaluation weights (for tuning matches).
pub fn analyse_with(
    pos: &Position,
    level: u8,
    limits: &Limits,
    weights: &Weights,
) -> Option<Analysis> {
    if pos.outcome().is_over() {
        return None;
    }
    let squares = pos.width() as usize * pos.height() as usize;
    if level >= 5 && (squares <= SOLVE_SQUARES || book::covers(pos.width(), pos.height())) {
        // Small boards are solved, not searched: a proven win is never given away.
        let budget = Limits {
            time: limits.time.map(|t| t / 2),
            nodes: Some(limits.nodes.unwrap_or(u64::MAX).min(SOLVE_NODES)),
            ..limits.clone()
        };
        if let Some(best) = book::winning_move(pos).or_else(|| solver::winning_move(pos, &budget)) {
            return Some(Analysis {
                best,
                score: search::MATE_BOUND + 1,
                depth: 0,
                nodes: 0,
            });
        }
    }
    if squares <= 64 {
        run::<u64>(pos, level, limits, weights)
    } else if squares <= 128 {
        run::<u128>(pos, level, limits, weights)
    } else {
        run::<U256>(pos, level, limits, weights)
    }
}

fn run<B: Bits>(pos: &Position, level: u8, limits: &Limits, weights: &Weights) -> Option<Analysis> {
    let clock = Clock::start(limits);
    let g = Geometry::<B>::new(pos.width() as usize, pos.height() as usize);
    let root = Board::from_position(pos, &g);
    let mut moves: Vec<SMove> = Vec::new();
    root.for_each_move(&g, |m| moves.push(m));
    let done = |m: SMove, score: i32| Analysis {
        best: root.rules_move(&g, m),
        score,
        depth: 0,
        nodes: 0,
    };
    let first = *moves.first()?;
    if let Some(&win) = moves.iter().find(|&&m| g.goal[root.turn].has(to_sq(m))) {
        return Some(done(win, search::MATE - 1));
    }
    // A piece about to break through must be captured now; if it cannot be, every move
    // loses and the search below will still pick one.
    let threats = root.them() & g.pre_goal[1 - root.turn];
    if !threats.is_empty() {
        let captures: Vec<SMove> = moves
            .iter()
            .copied()
            .filter(|&m| threats.has(to_sq(m)))
            .collect();
        if !captures.is_empty() {
            moves = captures;
        }
    }
    let level = levels::settings(level);
    if level.blunder > 0 {
        let roll = board::splitmix(root.hash ^ limits.seed ^ 0xb1_0dde);
        if roll % 1000 < level.blunder as u64 {
            let pick = (roll >> 32) as usize % moves.len();
            return Some(done(moves[pick], 0));
        }
    }
    let max_nodes = match (level.max_nodes, limits.nodes) {
        (Some(a), Some(b)) => a.min(b),
        (a, b) => a.or(b).unwrap_or(u64::MAX),
    };
    // The table is sized to the budget: a small search does not pay to clear 32 MB.
    let tt_bits = if max_nodes == u64::MAX {
        21
    } else {
        (64 - max_nodes.leading_zeros()).clamp(10, 21)
    };
    let settings = Settings {
        max_depth: level.max_depth,
        max_nodes,
        noise: level.noise,
        seed: limits.seed,
        timed: limits.time.is_some(),
        tt_bits,
    };
    let ev = Evaluator::new(&g, weights.clone());
    let mut searcher = Searcher::new(&g, &ev, &clock, settings);
    let report = searcher.run(&root, &moves);
    let best = if report.best == 0 { first } else { report.best };
    Some(Analysis {
        best: root.rules_move(&g, best),
        score: report.score,
        depth: report.depth,
        nodes: report.nodes,
    })
}
