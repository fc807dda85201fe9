//! The one move numbering players see, the game record's: a number for each pair of
//! turns, White's then Black's, so White's 15th move is `15.` and Black's reply `15…`
//! (Breach numbers its turns the same way). Plies (moves counted one by one) stay in
//! machine output only.
//!
//! ```
//! use breaker::games::{numbering::MoveNumber, Color};
//!
//! // The 29th ply of a game White starts is White's 15th move.
//! let n = MoveNumber::of(Color::White, 28);
//! assert_eq!((n.number, n.mover), (15, Color::White));
//! assert_eq!(n.to_string(), "15.");
//! assert_eq!(MoveNumber::of(Color::White, 27).to_string(), "14…");
//! // A start where Black moves first opens with `1…`.
//! assert_eq!(MoveNumber::of(Color::Black, 0).to_string(), "1…");
//! assert_eq!(MoveNumber::of(Color::Black, 1).to_string(), "2.");
//! ```

use std::fmt;

use super::Color;

/// A move's number as players see it, with who makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveNumber {
    /// Counts from 1; White's move and Black's reply share it.
    pub number: u32,
    /// Who makes the move.
    pub mover: Color,
}

impl MoveNumber {
    /// The move played after `index` moves (0-based plies) from a start where `first`
    /// is to move.
    pub fn of(first: Color, index: u32) -> MoveNumber {
        let shifted = index + u32::from(first == Color::Black);
        MoveNumber {
            number: shifted / 2 + 1,
            mover: if shifted.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
        }
    }

    /// Who moved first in a game where `turn` is to move after `plies` moves (turns
    /// alternate in both games).
    pub fn first_mover(turn: Color, plies: u32) -> Color {
        if plies.is_multiple_of(2) {
            turn
        } else {
            !turn
        }
    }
}

/// `15.` for White's move, `15…` for Black's.
impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mover {
            Color::White => write!(f, "{}.", self.number),
            Color::Black => write!(f, "{}…", self.number),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_count_from_one() {
        let labels: Vec<String> = (0..5)
            .map(|i| MoveNumber::of(Color::White, i).to_string())
            .collect();
        assert_eq!(labels, ["1.", "1…", "2.", "2…", "3."]);
        assert_eq!(MoveNumber::first_mover(Color::Black, 3), Color::White);
        assert_eq!(MoveNumber::first_mover(Color::White, 4), Color::White);
    }
}
