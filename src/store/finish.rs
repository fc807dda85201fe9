//! Finishing a game: the one store operation every path that ends a game with a result
//! calls inside its own transaction, so that the game and everything that follows from
//! its end commit together, or none of it does.
//!
//! The callers: [`Db::append_move`](super::Db::append_move) (a move that ends the game),
//! [`Db::finish`](super::Db::finish) (a resignation, a loss on time) and
//! [`Db::adjudicate`](super::Db::adjudicate) (a moderator's result or void for a running
//! game).
//!
//! The consequences, in order:
//! 1. **Takebacks**: the game's open takeback request expires (not for a void).
//! 2. **The game row**: finished with its result (or voided), nothing due any more, its
//!    version bumped (`games::write_result`, `games::write_void`).
//! 3. **Ratings**: if the game counts ([`crate::rating::counts`]), both players' ratings
//!    in its pool take one Glicko-2 period and the change is stored
//!    (`ratings::rate_finished`).
//! 4. **Ladder**: a ladder game's `result` event joins its ladder's history, from which
//!    the positions are computed (`ladders::record_result`).
//!
//! Not a finish: an aborted game or an expired challenge
//! ([`Db::end_without_result`](super::Db::end_without_result)) has none of these
//! consequences, and a moderator replacing a finished game's result changes the row
//! alone (the ladder's event reads the new result).

use rusqlite::Connection;

use super::{GameId, StoreError};
use crate::games::Outcome;

/// How a game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// With this result; `Outcome::Ongoing` is no ending, and changes nothing.
    Result(Outcome),
    /// Voided by a moderator: over, counting for nothing.
    Void,
}

/// Ends active game `id` at `now` with every consequence above, in the caller's
/// transaction `tx`.
pub(crate) fn finish_game(
    tx: &Connection,
    id: GameId,
    ending: Ending,
    now: i64,
) -> Result<(), StoreError> {
    match ending {
        Ending::Result(Outcome::Ongoing) => return Ok(()),
        Ending::Result(outcome) => {
            super::takebacks::expire_pending(tx, id, now)?;
            super::games::write_result(tx, id, outcome, now)?;
        }
        Ending::Void => super::games::write_void(tx, id, now)?,
    }
    super::ratings::rate_finished(tx, id)?;
    super::ladders::record_result(tx, id, now)?;
    Ok(())
}
