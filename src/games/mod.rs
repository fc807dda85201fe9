//! The rules core: Breakthrough and Breach as pure values. No I/O, no Discord, no SQL.
//!
//! ```
//! use breaker::games::{breakthrough, Game, Outcome};
//!
//! let start = breakthrough::Position::new(8, 8).unwrap();
//! let mv = start.parse_move("b2-b3").unwrap();
//! let next = start.play(mv).unwrap();
//! assert_eq!(next.to_string(), "bbbbbbbb/bbbbbbbb/8/8/8/1w6/w1wwwwww/wwwwwwww b");
//! assert_eq!(next.outcome(), Outcome::Ongoing);
//! ```
//!
//! # One trait, one enum
//! Each game is its own `Position` type implementing [`Game`], so the AI and perft are
//! generic and monomorphised (move generation is the AI's hot path: no dynamic dispatch,
//! no boxing, each game keeps its own compact move type). The service, which stores games
//! of either kind side by side, uses [`AnyPosition`], a closed enum over the two games:
//! there are exactly two games and matching on them is clearer than trait objects.

mod any;
mod board_text;
pub mod breach;
pub mod breakthrough;
mod color;
mod echo;
mod error;
mod lookalike;
pub mod numbering;
pub mod perft;
mod replay;
pub mod rng;
mod square;
pub(crate) mod words;

pub use any::{AnyMove, AnyPosition, GameKind};
pub use color::Color;
pub use echo::echo;
pub use error::{
    IllegalWhy, MoveError, MoveExample, PositionError, SizeError, StoneCount, SyntaxDetail,
    SyntaxHint,
};
pub use lookalike::{has_foreign_letters, latin};
pub use replay::{replay, ReplayError, Replayed};
pub use square::Square;

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

/// Why a game ended with a winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Breakthrough: a piece reached the far edge row.
    FarRow,
    /// Breakthrough: the loser has no pieces left.
    AllCaptured,
    /// Breach: the board is full and the winner's marker is higher.
    BoardFull,
    /// Breach: the record reached N, so nobody can score higher.
    RecordReached,
    /// The loser resigned (decided by the service, never by the rules).
    Resignation,
    /// The loser ran out of time (decided by the service, never by the rules).
    Timeout,
    /// A moderator decided the game (`/ladder-admin result`; never by the rules).
    Adjudication,
}

/// The state of a game as far as the rules can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Ongoing,
    Win { winner: Color, reason: WinReason },
    Draw,
}

impl Outcome {
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            _ => None,
        }
    }
}

/// What every game offers: the interface the AI, perft and the service rely on.
///
/// Positions are immutable values: [`Game::play`] returns the next position, so a game
/// is just its start position and its move list (as lichess stores games).
pub trait Game:
    Clone + Eq + Debug + Display + FromStr<Err = PositionError> + Send + Sync + 'static
{
    /// A move, small and `Copy`; its `Display` is the canonical notation.
    type Move: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;

    /// The side to move (also defined, and meaningless, once the game is over).
    fn turn(&self) -> Color;

    /// Clears `moves` and fills it with every legal move (none once the game is over).
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// The number of legal moves, counted without building them where possible.
    fn count_moves(&self) -> u64 {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len() as u64
    }

    /// Plays a move after checking it is legal; the error says why it is not.
    fn play(&self, mv: Self::Move) -> Result<Self, MoveError>;

    /// Plays a move known to be legal (e.g. straight from [`Game::legal_moves`]).
    /// An illegal move gives an unspecified but memory-safe position.
    fn play_unchecked(&self, mv: Self::Move) -> Self;

    /// Reads a move in any accepted notation and checks it is legal in this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Who has won, if anyone, by the rules alone.
    fn outcome(&self) -> Outcome;

    /// A 64-bit Zobrist hash of everything that affects the game's future.
    fn hash(&self) -> u64;
}
