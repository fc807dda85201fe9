//! A move log replayed: the one loop that turns a start position and the moves as stored
//! (text) into the position reached and the moves as played. The board, takebacks,
//! analysis and the reshard check all rebuild games this way.
//!
//! ```
//! use breaker::games::{replay, AnyPosition, GameKind};
//!
//! let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
//! let game = replay(&start, ["a2-a3", "b4-b3"]).unwrap();
//! assert_eq!(game.moves.len(), 2);
//! assert_eq!(game.last().map(|m| m.to_string()), Some("b4-b3".to_string()));
//!
//! let bad = replay(&start, ["a2-a3", "a3-a5"]).unwrap_err();
//! assert_eq!(bad.index, 1);
//! ```

use super::{AnyMove, AnyPosition, MoveError};

/// A move log replayed from its start.
#[derive(Debug, Clone)]
pub struct Replayed {
    /// The position after the last move.
    pub position: AnyPosition,
    /// The moves, as played (canonical), in order.
    pub moves: Vec<AnyMove>,
}

impl Replayed {
    /// The last move played, if any.
    pub fn last(&self) -> Option<AnyMove> {
        self.moves.last().copied()
    }
}

/// A move of the log that does not play: its index in the log (0 for the first) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    pub index: usize,
    pub error: MoveError,
}

/// Plays `moves` (as written in the log) from `start`, in order.
pub fn replay<I>(start: &AnyPosition, moves: I) -> Result<Replayed, ReplayError>
where
    I: IntoIterator,
    I::Item: AsRef<str>,
{
    let mut position = start.clone();
    let mut played = Vec::new();
    for (index, text) in moves.into_iter().enumerate() {
        let (next, mv) = position
            .play_text(text.as_ref())
            .map_err(|error| ReplayError { index, error })?;
        played.push(mv);
        position = next;
    }
    Ok(Replayed {
        position,
        moves: played,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    #[test]
    fn an_empty_log_is_the_start() {
        let start = AnyPosition::start(GameKind::Breach, None).unwrap();
        let r = replay(&start, Vec::<String>::new()).unwrap();
        assert_eq!(r.position, start);
        assert_eq!(r.last(), None);
    }

    #[test]
    fn the_position_follows_the_moves() {
        let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
        let step = start.play_text("a2-a3").unwrap().0;
        let r = replay(&start, ["a2-a3"]).unwrap();
        assert_eq!(r.position, step);
        assert_eq!(r.moves.len(), 1);
    }
}
