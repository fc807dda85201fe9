//! The AI: a search for each game, bounded by [`Limits`], reproducible for a seed.
//!
//! ```
//! use breaker::ai::{self, Limits};
//! use breaker::games::{AnyPosition, GameKind};
//!
//! let pos = AnyPosition::start(GameKind::Breakthrough, Some("6x6")).unwrap();
//! let mv = ai::choose(&pos, 3, &Limits::nodes(2_000)).expect("a legal move");
//! assert!(pos.play(mv).is_ok());
//! ```
//!
//! Levels run from 1 (a beginner: sensible, but blunders) to 5 (the strongest within the
//! limits). `limits` is the outer bound (time, nodes, cancel); a level may use less.

pub mod breach;
pub mod breakthrough;
mod limits;

pub use limits::{Clock, Limits};

use crate::games::{AnyMove, AnyPosition};
use std::ops::RangeInclusive;

/// The levels players can choose.
pub const LEVELS: RangeInclusive<u8> = 1..=5;
/// The level used when none is given.
pub const DEFAULT_LEVEL: u8 = 3;

/// The AI's move at `level` (clamped to 1..=5), or `None` when the game is over.
pub fn choose(pos: &AnyPosition, level: u8, limits: &Limits) -> Option<AnyMove> {
    let level = level.clamp(*LEVELS.start(), *LEVELS.end());
    match pos {
        AnyPosition::Breakthrough(p) => {
            breakthrough::choose(p, level, limits).map(AnyMove::Breakthrough)
        }
        AnyPosition::Breach(p) => breach::choose(p, level, limits).map(AnyMove::Breach),
    }
}
