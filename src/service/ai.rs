//! AI turns: the bot's own user plays with [`crate::ai`], off the async threads, a
//! bounded number of searches at a time.

use super::refusal::Fail;
use super::{Reply, Service, ServiceError};
use crate::ai::{self, Limits};
use crate::games::{AnyMove, AnyPosition};
use crate::store::{GameId, GameStatus};

impl Service {
    /// Plays the AI's move in `game` if it is the AI's turn there, and returns the post
    /// (like a player's move). `None` if there is nothing to do: the game is over, not an
    /// AI game, not the AI's turn, or it changed while the AI was thinking (e.g. a
    /// resignation). Takes up to the configured AI move time, plus any wait for a free
    /// AI slot.
    pub async fn ai_move(&self, game: GameId) -> Result<Option<Reply>, ServiceError> {
        let bot = self.config().bot.id;
        let Some(row) = self.store().call(move |db| db.game(game)).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active {
            return Ok(None);
        }
        let pos = super::board::position(&row)?;
        let Some(color) = row.color_of(bot).filter(|c| *c == pos.turn()) else {
            return Ok(None);
        };
        let level = row.ai_level.unwrap_or(ai::DEFAULT_LEVEL);
        // Seeded by game and ply, so a bug report names a reproducible search.
        let limits = Limits::time(self.config().ai_move_time.as_millis() as u64)
            .with_seed((row.id.0 as u64) << 16 ^ row.ply as u64);
        let chosen = self.think(&pos, level, limits).await?;
        let Some(mv) = chosen else {
            return Ok(None);
        };
        let next = pos.play(mv).map_err(|e| ServiceError::Corrupt {
            game: row.id.0,
            why: format!("the AI chose an illegal move {mv}: {e}"),
        })?;
        match self.commit_move(&row, row.version, color, next, mv).await {
            Ok(reply) => Ok(Some(reply)),
            Err(Fail::Refused(_)) => Ok(None),
            Err(Fail::Error(e)) => Err(e),
        }
    }

    /// The AI's move in `pos` at `level`, searched off the async threads once one of the
    /// bounded AI slots is free.
    pub(crate) async fn think(
        &self,
        pos: &AnyPosition,
        level: u8,
        limits: Limits,
    ) -> Result<Option<AnyMove>, ServiceError> {
        let waiting = crate::metrics::AiWaiting::start();
        let _slot = self
            .inner
            .ai_slots
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        drop(waiting);
        let thinking = pos.clone();
        Ok(tokio::task::spawn_blocking(move || ai::choose(&thinking, level, &limits)).await?)
    }

    /// The games where the AI is to move, in the servers this process owns (after a
    /// restart, run [`Service::ai_move`] on each and post the replies).
    pub async fn pending_ai_turns(&self) -> Result<Vec<GameId>, ServiceError> {
        let bot = self.config().bot.id;
        let shards = self.config().shards.clone();
        let games = self
            .store()
            .call(move |db| db.active_games_of(bot, &shards))
            .await?;
        let mut due = Vec::new();
        for g in games {
            let pos = super::board::position(&g)?;
            if g.player(pos.turn()) == bot {
                due.push(g.id);
            }
        }
        Ok(due)
    }
}
