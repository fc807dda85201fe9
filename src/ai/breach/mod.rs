//! The Breach AI: Monte Carlo tree search over candidate placements, with priors from a
//! window heuristic and playouts that race toward the end of the game.
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
//! threat to whoever holds the option. Playouts to the end see that race; a static
//! evaluation would have to predict it. Hence Monte Carlo tree search (`search.rs`)
//! whose leaves are valued by fast, biased playouts (`rollout.rs`). Selective
//! alpha-beta was not built: MCTS met the targets (`docs/breach-ai.md`), and the search
//! reaches the end-of-game tactics (a record that only hands over the option, a blocker
//! the opponent can convert) through playouts without a hand-written evaluation of them.
//!
//! The branching factor (≈ 5,000 pairs on an empty 10×10) is cut twice: a turn is
//! searched as two half-turns (first stone, then second, by the same player), and each
//! node keeps only the best few sites by a Connect6-style window count (`sites.rs`):
//! sites in windows that can still become the next record (or a row of N, which wins
//! at once), the opponent's windows counting as blocks. With the option, the stones to
//! convert are ranked by the windows converting them opens for the mover and closes
//! for the opponent. The priors steer PUCT toward those; nothing forces a record, so
//! the search is free to wait when a record would only hand over the option (see the
//! test `breaks_a_split_row_that_would_set_the_record`, which an earlier version
//! failed exactly that way).
//!
//! Levels 4 and 5 stop their playouts at a horizon of 8 turns and score the record
//! holder there ([`HORIZON`], `rollout::playout`), 0.85 rather than a win, so that behind
//! on the track the search still tells a game lost at once from a record held (test
//! `level_5_blocks_a_row_of_n_when_behind`); levels 1–3 play out to the end. A quarter of
//! every node's prior is spread evenly over its candidates ([`EVEN_PRIOR`]), so PUCT
//! still tries the sites no window values (near a full board they decide who sets the
//! last record; test `level_5_weighs_the_sites_no_window_values`), and with at most
//! [`ENDGAME`] empty sites the playouts go to the end. With the option, level 5 weighs
//! 12 stones to convert.
//!
//! Levels differ by simulations, candidate breadth, horizon and even prior
//! ([`level_params`]); level 5 searches until the caller's limits. A node is one
//! simulation. Level 1 plays a beginner's random turns ([`BLUNDER_1`]).
//!
//! Why each of these choices, with the measurements that made them (speeds, tuning,
//! levels against each other, the greedy and plain-MCTS baselines, what was tried and
//! dropped): `docs/breach-ai.md`.

/// Not a level: the greedy player the levels are measured against (tests, benches).
#[doc(hidden)]
pub mod baseline;
/// Public for the rules-mirror tests only.
#[doc(hidden)]
pub mod board;
mod rng;
mod rollout;
mod search;
mod sites;
mod value;

pub use search::{Params, Stats};
pub use value::evaluate;

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
    if params.blunder > 0 {
        let mut roll = rng::Rng::new(limits.seed ^ pos.hash() ^ 0xb1_0dde);
        if roll.below(1000) < params.blunder as usize {
            let mv = baseline::random(pos, roll.next_u64())?;
            return Some((mv, Stats::default()));
        }
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

/// Level 1's chance in 1000 of a random turn: a beginner's. Without it level 1 beat the
/// greedy baseline 18/20, too strong for players who only know the rules.
pub const BLUNDER_1: u32 = 950;

/// The playout horizon of levels 4 and 5, in turns.
pub const HORIZON: usize = 8;

/// Empty sites at or below which levels 4 and 5 play their playouts to the end: the
/// horizon is for the middle game, and near a full board it hid the end (a record held
/// at the horizon read as 0.85 in positions that were lost).
pub const ENDGAME: usize = 30;

/// The share of levels 4 and 5's priors spread evenly over a node's candidates.
pub const EVEN_PRIOR: f32 = 0.25;

/// The search settings of a level (clamped to 1..=5).
pub fn level_params(level: u8) -> Params {
    // Levels 4 and 5 score playouts at a horizon and give every candidate some prior;
    // level 5 keeps more candidate sites and stones to convert (see the module docs).
    let (max_sims, sites, victims, samples, blunder, strong) = match level.clamp(1, 5) {
        1 => (20, 6, 3, 4, BLUNDER_1, false),
        2 => (150, 10, 4, 4, 0, false),
        3 => (1_000, 16, 6, 4, 0, false),
        4 => (6_000, 20, 8, 4, 0, true),
        _ => (u64::MAX, 32, 12, 4, 0, true),
    };
    Params {
        max_sims,
        sites,
        victims,
        c_puct: 1.0,
        samples,
        blunder,
        horizon: if strong { HORIZON } else { 0 },
        endgame: ENDGAME,
        even_prior: if strong { EVEN_PRIOR } else { 0.0 },
    }
}
