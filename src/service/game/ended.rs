//! What follows a game's end after the commit that ended it. The end itself, with every
//! consequence that is a write (takebacks, the row, ratings, the ladder, the record), is
//! one store operation (`store/finish.rs`); what has to run after commit (a tournament's
//! next round or season) runs here from the end's record, once: right away by the caller
//! that ended the game, and for an end a crash left unsettled, by the scheduler after the
//! restart. Posts and notices only read the record.

use super::Games;
use crate::service::ServiceError;
use crate::store::{GameEnd, GameId, Moved};

/// An end older than this that is still unsettled was left by a caller that failed or
/// crashed: the scheduler settles it. Younger ones are their callers' to settle, so
/// that the caller's post says what its end moved on.
const LEFT_AFTER_MS: i64 = 60_000;

impl Games<'_> {
    /// After the commit that ended game `id`: what follows from its end, and what it
    /// moved its tournament on to, if this call did.
    pub(crate) async fn ended(&self, id: GameId) -> Result<Option<Moved>, ServiceError> {
        let end = self
            .store()
            .call_short(move |db| db.end_of_game(id))
            .await?;
        match end {
            Some(end) => self.after_end(&end).await,
            None => Ok(None),
        }
    }

    /// What follows from `end`, unless it was done already; what it moved on, if this
    /// call did.
    pub(crate) async fn after_end(&self, end: &GameEnd) -> Result<Option<Moved>, ServiceError> {
        if end.settled_at.is_some() {
            return Ok(None);
        }
        self.tournaments().on_end(end).await
    }

    /// Settles the ends left unsettled in the servers this process owns: every one the
    /// first time after start-up (a crash between a commit and its step), afterwards the
    /// ones older than a minute (a caller that failed). Run by the scheduler.
    pub async fn settle_ends(&self) -> Result<(), ServiceError> {
        let before = if self.first_sweep() {
            i64::MAX
        } else {
            self.now() - LEFT_AFTER_MS
        };
        let shards = self.config().shards.clone();
        let left = self
            .store()
            .call(move |db| db.ends_unsettled(before, &shards))
            .await?;
        for end in left {
            self.after_end(&end).await?;
        }
        Ok(())
    }
}
