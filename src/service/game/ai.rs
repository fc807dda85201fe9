//! AI turns: the bot's own user plays with [`crate::ai`], off the async threads, a
//! bounded number of searches at a time, served round-robin by user ([`super::fair`]).
//!
//! A search is a blocking task: one that panics is caught (the bot and the game carry on),
//! one that overruns its time budget is cancelled and given up on. Either way the turn is
//! tried once more, then the game says the AI could not move ([`Games::ai_move`]).

use super::Games;
use crate::ai::{self, Limits};
use crate::games::{AnyMove, AnyPosition};
use crate::i18n::Arg;
use crate::msg;
use crate::service::text::phrases::{game_title, mention};
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{Reply, ServiceError};
use crate::store::{GameId, GameRow, GameStatus, NewGame, Player};
use std::sync::atomic::Ordering;
use std::time::Duration;

/// How long past twice its budget a search may run before it counts as runaway.
const RUNAWAY_GRACE: Duration = Duration::from_secs(3);

impl Games<'_> {
    /// Plays the AI's move in `game` if it is the AI's turn there, and returns the post
    /// (like a player's move; with [`Config::ai_moves_in_outbox`](crate::service::Config) the post
    /// waits in the outbox instead, and this is `None`). `None` if there is nothing to do: the game is over, not an
    /// AI game, not the AI's turn, or it changed while the AI was thinking (e.g. a
    /// resignation). Takes up to the configured AI move time, plus any wait for a free
    /// AI slot. A search that panics or runs away is retried once; if the retry fails too,
    /// the reply says the AI could not move, and the game stays open (its turn is tried
    /// again at the next start-up).
    pub async fn ai_move(&self, game: GameId) -> Result<Option<Reply>, ServiceError> {
        self.ai_turn(game, self.config().ai_moves_in_outbox).await
    }

    /// [`Games::ai_move`] in a game Breaker may only answer in, right after the move it
    /// answers: its post is returned (never left to the outbox) to follow up that move's
    /// interaction; the caller tells the players by DM if the follow-up fails.
    pub async fn ai_move_answering(&self, game: GameId) -> Result<Option<Reply>, ServiceError> {
        self.ai_turn(game, false).await
    }

    /// The AI's turn in `game`, its post left to the outbox if `outbox`.
    async fn ai_turn(&self, game: GameId, outbox: bool) -> Result<Option<Reply>, ServiceError> {
        let bot = self.config().bot.id;
        let Some(row) = self.store().call_short(move |db| db.game(game)).await? else {
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
        let human = row.player(!color);
        let chosen = match self
            .think(human, &pos, level, limits().with_seed(seed))
            .await
        {
            Ok(chosen) => chosen,
            Err(e) => {
                tracing::warn!(%game, "the AI's search failed, trying once more: {e}");
                match self
                    .think(human, &pos, level, limits().with_seed(!seed))
                    .await
                {
                    Ok(chosen) => chosen,
                    Err(e) => {
                        tracing::error!(%game, "the AI's search failed again: {e}");
                        return Ok(Some(Reply {
                            mentions: vec![human],
                            ..Reply::public(msg!(
                                "ai-search-failed",
                                game = game_title(&row),
                                bot = mention(bot),
                                player = mention(human)
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
        match self
            .commit_move_with(&row, row.version, color, next, mv, outbox)
            .await
        {
            // Its post waits in the outbox.
            Ok(_) if outbox => Ok(None),
            Ok(reply) => Ok(Some(reply)),
            Err(Fail::Refused(_)) => Ok(None),
            Err(Fail::Error(e)) => Err(e),
        }
    }

    /// The AI's move in `pos` at `level` for `user` (the human player the search serves),
    /// searched ([`crate::service::Config::ai_search`]) on a thread of its own once the fair queue
    /// ([`super::fair`]) gives `user` one of the AI slots. A search that panics is
    /// [`ServiceError::Task`]; so is one still running at twice its time budget plus
    /// [`RUNAWAY_GRACE`], which is cancelled and left behind (its slot is freed).
    pub(crate) async fn think(
        &self,
        user: u64,
        pos: &AnyPosition,
        level: u8,
        limits: Limits,
    ) -> Result<Option<AnyMove>, ServiceError> {
        let waiting = crate::metrics::AiWaiting::start();
        let _slot = self.inner.ai.acquire(user).await;
        drop(waiting);
        let thinking = pos.clone();
        let search = self.config().ai_search;
        let budget = limits.time.unwrap_or(self.config().ai_move_time);
        let cancel = limits.cancel.clone();
        let task = crate::service::on_own_thread("the AI search", move || {
            search(&thinking, level, &limits)
        });
        match tokio::time::timeout(budget * 2 + RUNAWAY_GRACE, task).await {
            Ok(done) => done,
            Err(_) => {
                cancel.store(true, Ordering::Relaxed);
                Err(ServiceError::Task(format!(
                    "the AI search ran away (no move after {:.1?})",
                    budget * 2 + RUNAWAY_GRACE
                )))
            }
        }
    }

    /// How many AI requests (turns, hints) are searching or waiting for a slot.
    pub fn ai_backlog(&self) -> usize {
        self.inner.ai.backlog()
    }

    /// How many AI requests are ahead of a new one for `user` (served round-robin by user:
    /// those served before it, and the one whose slot it waits for), or `None` if a slot
    /// is free for it.
    pub fn ai_queue_ahead(&self, user: u64) -> Option<usize> {
        self.inner.ai.ahead_of_new(user)
    }

    /// Refuses an action that would hand the AI one more request for `user` (a turn after a
    /// move, the first move of a new game, a hint) while its queue is full
    /// ([`Config::ai_queue`](crate::service::Config::ai_queue) waiting): nothing is done. `what`
    /// says what was not done, e.g. "your move was not played".
    pub(crate) fn check_ai_queue(&self, user: u64, what: &str) -> Result<(), Refusal> {
        let waiting = self.inner.ai.waiting();
        if self.ai_queue_ahead(user).is_some() && waiting >= self.config().ai_queue {
            // The callers say what was not done in English words; each is a whole
            // sentence of its own here.
            let undone = match what {
                "your move was not played" => Arg::word("move"),
                "no game was started" => Arg::word("game"),
                "no hint was given" => Arg::word("hint"),
                _ => Arg::word("other"),
            };
            return Err(Refusal::Said(msg!(
                "ai-queue-full",
                bot = mention(self.config().bot.id),
                count = waiting,
                undone = undone
            )));
        }
        Ok(())
    }

    /// Creates `game` against the AI for `user` unless they already have
    /// [`Config::ai_games`](crate::service::Config::ai_games) open ones: counted inside the
    /// transaction that writes the game, so commands sent at once cannot pass the cap
    /// together. A refusal writes nothing.
    pub(crate) async fn create_ai_game(
        &self,
        user: u64,
        game: NewGame,
        players: [Player; 2],
    ) -> Result<GameRow, Fail> {
        let bot = self.config().bot.id;
        let shards = self.config().shards.clone();
        let cap = self.config().ai_games;
        let made = self
            .store()
            .call(move |db| db.create_ai_game_within(&game, &players, (user, bot), &shards, cap))
            .await?;
        made.map_err(|open| {
            Refusal::Said(msg!(
                "ai-too-many-games",
                count = open,
                bot = self.config().bot.name.clone(),
                max = cap
            ))
            .into()
        })
    }

    /// The games where the AI is to move, in the servers this process owns (after a
    /// restart, run [`Games::ai_move`] on each and post the replies).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::service::{test_table, ColorChoice, Config, User};

    /// With the one AI slot taken, a move against the AI says the game is queued and how
    /// many are ahead; with the queue full too, the move is refused and nothing is played.
    #[tokio::test]
    async fn a_busy_ai_queues_then_refuses() {
        let mut config = Config::new(User::bot(1, "Breaker"));
        config.ai_threads = 1;
        config.ai_queue = 1;
        let (_dir, service, alice, bob) = test_table(config);
        for who in [&alice, &bob] {
            let start = service
                .games()
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
        let ready = service
            .games()
            .play_move(&alice, "a2-a3", Some("1"))
            .await
            .unwrap();
        assert!(
            ready.content.to_string().contains("is thinking"),
            "{}",
            ready.content
        );
        assert!(service.games().ai_move(GameId(1)).await.unwrap().is_some());
        assert_eq!(service.games().ai_backlog(), 0);

        // Another user's search holds the only slot.
        let _searching = service.inner.ai.acquire(300).await;
        let queued = service
            .games()
            .play_move(&bob, "a2-a3", Some("2"))
            .await
            .unwrap();
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

        // Bob's turn waits in the queue; the queue (1) is now full.
        let service2 = service.clone();
        let waiting = tokio::spawn(async move { service2.games().ai_move(GameId(2)).await });
        while service.inner.ai.waiting() == 0 {
            tokio::task::yield_now().await;
        }
        assert_eq!(
            service.games().ai_queue_ahead(100),
            Some(2),
            "Bob's turn, then the search"
        );
        let before = service.store().call(|db| db.game(GameId(1))).await.unwrap();
        let refused = service
            .games()
            .play_move(&alice, "b2-b3", Some("1"))
            .await
            .unwrap();
        assert!(refused.ephemeral);
        assert!(
            refused.content.to_string().contains("busy"),
            "{}",
            refused.content
        );
        let after = service.store().call(|db| db.game(GameId(1))).await.unwrap();
        assert_eq!(before, after, "a refused move changes nothing");
        waiting.abort();
    }
}
