//! AI turns: the bot's own user plays with [`crate::ai`], off the async threads, a
//! bounded number of searches at a time.
//!
//! A search is a blocking task: one that panics is caught (the bot and the game carry on),
//! one that overruns its time budget is cancelled and given up on. Either way the turn is
//! tried once more, then the game says the AI could not move ([`Service::ai_move`]).

use super::phrases::{mention, title};
use super::refusal::{Fail, Refusal};
use super::{Reply, Service, ServiceError};
use crate::ai::{self, Limits};
use crate::games::{AnyMove, AnyPosition};
use crate::store::{GameId, GameStatus};
use crate::text;
use std::sync::atomic::{AtomicUsize, Ordering};
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
        let _queued = Queued::join(&self.inner.ai_waiting);
        let waiting = crate::metrics::AiWaiting::start();
        let _slot = self
            .inner
            .ai_slots
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        drop(waiting);
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

    /// How many AI searches are running or waiting for a slot.
    pub fn ai_backlog(&self) -> usize {
        self.inner.ai_waiting.load(Ordering::SeqCst)
    }

    /// How many AI turns are ahead of a new one that has to wait, or `None` if a slot
    /// is free for it.
    pub(crate) fn ai_queue_ahead(&self) -> Option<usize> {
        let busy = self.ai_backlog();
        let slots = self.config().ai_threads.max(1);
        (busy >= slots).then(|| busy - slots + 1)
    }

    /// Refuses a move that would hand the AI one more turn while its queue is full
    /// ([`Config::ai_queue`](super::Config::ai_queue) waiting): nothing is played.
    pub(crate) fn check_ai_queue(&self) -> Result<(), Refusal> {
        let waiting = self.ai_queue_ahead().unwrap_or(0);
        if waiting > self.config().ai_queue {
            return Err(Refusal::Said(text!(
                "{} is busy: {} games are queued for the AI right now, so your move was not played. Try again in a minute.",
                mention(self.config().bot.id),
                waiting - 1
            )));
        }
        Ok(())
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

/// One AI turn counted in the backlog while it waits and searches.
struct Queued<'a>(&'a AtomicUsize);

impl<'a> Queued<'a> {
    fn join(count: &'a AtomicUsize) -> Queued<'a> {
        count.fetch_add(1, Ordering::SeqCst);
        Queued(count)
    }
}

impl Drop for Queued<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::service::{ColorChoice, Config, Ctx, User};
    use crate::store::Store;

    /// With the one AI slot taken, a move against the AI says the game is queued; with
    /// the queue full too, the move is refused and nothing is played.
    #[tokio::test]
    async fn a_busy_ai_queues_then_refuses() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("breaker.db")).unwrap();
        let mut config = Config::new(User::bot(1, "Breaker"));
        config.ai_threads = 1;
        config.ai_queue = 1;
        let service = Service::new(store, config);
        let alice = Ctx::new(Some(10), 20, User::new(100, "alice"));
        let bob = Ctx::new(Some(10), 20, User::new(200, "bob"));
        for who in [&alice, &bob] {
            let start = service
                .ai_game(
                    who,
                    GameKind::Breakthrough,
                    Some("5x5"),
                    Some(1),
                    Some(ColorChoice::White),
                )
                .await
                .unwrap();
            assert!(!start.ephemeral, "{}", start.content);
        }
        let ready = service.play_move(&alice, "a2-a3", Some("1")).await.unwrap();
        assert!(
            ready.content.to_string().contains("is thinking"),
            "{}",
            ready.content
        );
        assert!(service.ai_move(GameId(1)).await.unwrap().is_some());
        assert_eq!(service.ai_backlog(), 0);

        // Another game's search holds the only slot.
        let _searching = Queued::join(&service.inner.ai_waiting);
        let _slot = service.inner.ai_slots.acquire().await.unwrap();
        let queued = service.play_move(&bob, "a2-a3", Some("2")).await.unwrap();
        assert!(!queued.ephemeral);
        let text = queued.content.to_string();
        assert!(
            text.contains("your game is queued") && text.contains("1 ahead"),
            "{text}"
        );
        assert_eq!(
            queued.follow_up,
            Some(crate::service::FollowUp::AiMove(GameId(2)))
        );

        // Its turn waits in the queue; the queue (1) is now full.
        let _waiting = Queued::join(&service.inner.ai_waiting);
        let before = service.store().call(|db| db.game(GameId(1))).await.unwrap();
        let refused = service.play_move(&alice, "b2-b3", Some("1")).await.unwrap();
        assert!(refused.ephemeral);
        assert!(
            refused.content.to_string().contains("busy"),
            "{}",
            refused.content
        );
        let after = service.store().call(|db| db.game(GameId(1))).await.unwrap();
        assert_eq!(before, after, "a refused move changes nothing");
    }
}
