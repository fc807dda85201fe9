//! AI turns: the bot's own user plays with [`crate::ai`], off the async threads, a
//! bounded number of searches at a time.
//!
//! A search is a blocking task: one that panics is caught (the bot and the game carry on),
//! one that overruns its time budget is cancelled and given up on. Either way the turn is
//! tried once more, then the game says the AI could not move ([`Service::ai_move`]).

use super::phrases::{mention, title};
use super::refusal::Fail;
use super::{Reply, Service, ServiceError};
use crate::ai::{self, Limits};
use crate::games::{AnyMove, AnyPosition};
use crate::store::{GameId, GameStatus};
use crate::text;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// How long past twice its budget a search may run before it counts as runaway.
const RUNAWAY_GRACE: Duration = Duration::from_secs(3);

impl Service {
    /// Plays the AI's move in `game` if it is the AI's turn there, and returns the post
    /// (like a player's move). `None` if there is nothing to do: the game is over, not an
    /// AI game, not the AI's turn, or it changed while the AI was thinking (e.g. a
    /// resignation). Takes up to the configured AI move time, plus any wait for a free
    /// AI slot. A search that panics or runs away is retried once; if the retry fails too,
    /// the reply says the AI could not move, and the game stays open (its turn is tried
    /// again at the next start-up).
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
        let seed = (row.id.0 as u64) << 16 ^ row.ply as u64;
        let limits = || Limits::time(self.config().ai_move_time.as_millis() as u64);
        let chosen = match self.think(&pos, level, limits().with_seed(seed)).await {
            Ok(chosen) => chosen,
            Err(e) => {
                tracing::warn!(%game, "the AI's search failed, trying once more: {e}");
                match self.think(&pos, level, limits().with_seed(!seed)).await {
                    Ok(chosen) => chosen,
                    Err(e) => {
                        tracing::error!(%game, "the AI's search failed again: {e}");
                        let human = row.player(!color);
                        return Ok(Some(Reply {
                            mentions: vec![human],
                            ..Reply::public(text!(
                                "**{}** · {} could not move: its search failed twice. {}, the game stays open; {} tries again when it restarts, and `/board` shows the position.",
                                title(&row),
                                mention(bot),
                                mention(human),
                                mention(bot)
                            ))
                        }));
                    }
                }
            }
        };
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

    /// The AI's move in `pos` at `level`, searched ([`super::Config::ai_search`]) off the
    /// async threads once one of the bounded AI slots is free. A search that panics is
    /// [`ServiceError::Task`]; so is one still running at twice its time budget plus
    /// [`RUNAWAY_GRACE`], which is cancelled and left behind (its slot is freed).
    pub(crate) async fn think(
        &self,
        pos: &AnyPosition,
        level: u8,
        limits: Limits,
    ) -> Result<Option<AnyMove>, ServiceError> {
        let _slot = self
            .inner
            .ai_slots
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        let thinking = pos.clone();
        let search = self.config().ai_search;
        let budget = limits.time.unwrap_or(self.config().ai_move_time);
        let cancel = limits.cancel.clone();
        let task = tokio::task::spawn_blocking(move || search(&thinking, level, &limits));
        match tokio::time::timeout(budget * 2 + RUNAWAY_GRACE, task).await {
            Ok(Ok(chosen)) => Ok(chosen),
            Ok(Err(e)) if e.is_panic() => {
                let panic = e.into_panic();
                let why = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic".to_string());
                Err(ServiceError::Task(format!("the AI search panicked: {why}")))
            }
            Ok(Err(e)) => Err(e.into()),
            Err(_) => {
                cancel.store(true, Ordering::Relaxed);
                Err(ServiceError::Task(format!(
                    "the AI search ran away (no move after {:.1?})",
                    budget * 2 + RUNAWAY_GRACE
                )))
            }
        }
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
