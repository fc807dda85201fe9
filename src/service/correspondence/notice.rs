//! Notices: messages nobody asked for (reminders, time forfeits, aborted games, expired
//! challenges, vacations that ended).
//!
//! Each is a row of the outbox, written in the same transaction as the state change that
//! causes it ([`Correspondence::settle_due`](crate::service::Correspondence::settle_due) and the players'
//! actions that settle overdue time). Its words are made when it is delivered, from the
//! row and the stored game ([`Correspondence::notices_waiting`]), and it stays in the outbox
//! until the front end says it was delivered: Discord's worker after Discord accepted it
//! (retried with doubling waits, given up after [`GIVE_UP_MS`]), the console at once.

use super::schedule::offline;
use super::Correspondence;
use crate::i18n::Locale;
use crate::msg;
use crate::service::text::phrases::{game_title, mention, player};
use crate::service::{Board, ServiceError, Span, Text};
use crate::store::{GameId, GameRow, GameStatus, NewNotice, OutboxKind, StoreError, Vacation};

/// One unprompted message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// What to say.
    pub text: Text,
    /// The game's channel, where it is posted.
    pub channel: u64,
    /// Also send it by direct message to this user (they asked for reminders by DM).
    /// Delivery failing must never break anything.
    pub dm: Option<u64>,
    /// The language to resolve `text` in for the post in `channel` (and
    /// `also_in_channel`): the server's ([`Service::server_language`](crate::service::Service::server_language)), as of composing.
    pub language: Locale,
    /// The language of the direct message to `dm`: its recipient's
    /// ([`Service::user_language`](crate::service::Service::user_language)); the server's when there is no direct message.
    pub dm_language: Locale,
    /// Exactly the users it may ping.
    pub mentions: Vec<u64>,
    /// The board, when the game ended.
    pub board: Option<Board>,
    /// The game it is about (for a vacation's end: the first game it resumes, or
    /// `GameId(0)` if none).
    pub game: GameId,
    /// When it fell due (Unix ms); earlier than delivery if Breaker was offline.
    pub due_at: i64,
    /// What kind of notice it is.
    pub kind: NoticeKind,
    /// A game played in a thread that just ended: its result is also posted in this
    /// channel.
    pub also_in_channel: Option<u64>,
    /// A game Breaker may not post in (answer-only): instead of the post in `channel`,
    /// the notice goes to each of these players by DM.
    pub direct: Option<DirectDelivery>,
}

/// How a notice about an answer-only game reaches its players: by DM to each, with a
/// link to the game's last post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectDelivery {
    /// Each human player and the language of their DM.
    pub players: Vec<(u64, Locale)>,
    /// The line with the link to the game's last post, if it is known.
    pub last_post: Option<Text>,
}

/// What a [`Notice`] is about: the kind of its outbox row.
pub use crate::store::OutboxKind as NoticeKind;

impl Notice {
    /// A notice of `kind` posted in `channel` in `language`, pinging `mentions`: no direct
    /// message, no board.
    fn post(
        kind: NoticeKind,
        channel: u64,
        game: GameId,
        due_at: i64,
        text: Text,
        language: Locale,
        mentions: Vec<u64>,
    ) -> Notice {
        Notice {
            text,
            channel,
            dm: None,
            language,
            dm_language: language,
            mentions,
            board: None,
            game,
            due_at,
            kind,
            also_in_channel: None,
            direct: None,
        }
    }

    /// Outbox row `row`'s notice about `game`, posted where the game is played.
    fn about(
        game: &GameRow,
        row: &NewNotice,
        text: Text,
        language: Locale,
        mentions: Vec<u64>,
    ) -> Notice {
        let channel = super::thread::post_channel(game);
        Notice::post(
            row.kind, channel, game.id, row.due_at, text, language, mentions,
        )
    }

    /// The notice that a vacation reached its planned end at `at`, posted in `channel`
    /// (`game`: the first game it resumes, or `GameId(0)`).
    pub(crate) fn vacation_ended(
        player: u64,
        channel: u64,
        game: GameId,
        at: i64,
        text: Text,
        language: Locale,
    ) -> Notice {
        let kind = NoticeKind::VacationEnded;
        Notice::post(kind, channel, game, at, text, language, vec![player])
    }

    /// The notice that a vacation from the direct games reached its planned end at `at`:
    /// to the player alone, by DM, in their `language` (no channel post: Breaker may not
    /// post where most direct games are played).
    pub(crate) fn vacation_ended_by_dm(
        player: u64,
        game: GameId,
        at: i64,
        text: Text,
        language: Locale,
    ) -> Notice {
        let kind = NoticeKind::VacationEnded;
        Notice {
            direct: Some(DirectDelivery {
                players: vec![(player, language)],
                last_post: None,
            }),
            ..Notice::post(kind, 0, game, at, text, language, vec![player])
        }
    }
}

/// A notice from the outbox, ready to deliver: [`Correspondence::notice_delivered`] once Discord
/// accepted it, [`Correspondence::notice_failed`] otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    /// Its outbox number: unique across databases, so also its Discord nonce.
    pub id: i64,
    /// What to deliver.
    pub notice: Notice,
    /// Deliveries tried before this one.
    pub attempts: u32,
    /// When it was settled (Unix ms): it is given up [`GIVE_UP_MS`] after.
    pub settled_at: i64,
}

/// What became of a failed delivery.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retry {
    /// Tried again at this instant (Unix ms).
    At(i64),
    /// Given up: refused for good, or older than [`GIVE_UP_MS`].
    GaveUp,
}

/// A notice not delivered this long after it was settled is given up (logged and
/// counted): a day covers any Discord outage we have seen.
pub const GIVE_UP_MS: i64 = 24 * 3600 * 1000;
/// Delivered notices are kept this long (then pruned).
const KEEP_MS: i64 = 7 * 24 * 3600 * 1000;
/// The first retry waits this long; each next one twice as long, up to [`RETRY_MAX_MS`].
const RETRY_FIRST_MS: i64 = 1_000;
const RETRY_MAX_MS: i64 = 60 * 1000;

impl Correspondence<'_> {
    /// Up to `limit` notices waiting in the outbox of the servers this process owns whose
    /// (next) delivery is due, oldest due first, each with its words made now from the
    /// stored game. A notice with nothing left to say (a reminder for a turn already
    /// played) is marked done instead.
    pub async fn notices_waiting(&self, limit: usize) -> Result<Vec<Outgoing>, ServiceError> {
        let (now, shards) = (self.now(), self.config().shards.clone());
        let rows = self
            .store()
            .call(move |db| db.outbox_waiting(now, limit, &shards))
            .await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let composed = match self.compose(&row.notice).await {
                Ok(Some(notice)) => self.direct(notice).await.map(Some),
                other => other,
            };
            match composed {
                Ok(Some(notice)) => out.push(Outgoing {
                    id: row.id,
                    notice,
                    attempts: row.attempts,
                    settled_at: row.notice.settled_at,
                }),
                Ok(None) => self.notice_delivered(row.id).await?,
                // One notice that cannot be made now must not hold up the others: it is
                // tried again later like a failed post (and given up after a day).
                Err(e) => {
                    tracing::warn!(notice = row.id, game = %row.notice.game, "making a notice failed: {e:#}");
                    self.retry_or_give_up(row.id, row.attempts, row.notice.settled_at, false)
                        .await?;
                }
            }
        }
        Ok(out)
    }

    /// Notice `id` was delivered.
    pub async fn notice_delivered(&self, id: i64) -> Result<(), ServiceError> {
        let now = self.now();
        self.store()
            .call(move |db| db.outbox_delivered(id, now))
            .await?;
        Ok(())
    }

    /// Delivering `notice` failed; `lasting` when Discord refused it for good (no such
    /// channel, no permission). Schedules the next try (doubling waits) or gives up.
    pub async fn notice_failed(
        &self,
        notice: &Outgoing,
        lasting: bool,
    ) -> Result<Retry, ServiceError> {
        self.retry_or_give_up(notice.id, notice.attempts, notice.settled_at, lasting)
            .await
    }

    /// Schedules outbox row `id`'s next try after `attempts` failed ones (doubling
    /// waits), or gives it up: `lasting`, or more than [`GIVE_UP_MS`] after `settled_at`.
    async fn retry_or_give_up(
        &self,
        id: i64,
        attempts: u32,
        settled_at: i64,
        lasting: bool,
    ) -> Result<Retry, ServiceError> {
        let now = self.now();
        if lasting || now - settled_at > GIVE_UP_MS {
            self.store()
                .call(move |db| db.outbox_gave_up(id, now))
                .await?;
            return Ok(Retry::GaveUp);
        }
        let wait = RETRY_FIRST_MS
            .saturating_mul(1 << attempts.min(20))
            .min(RETRY_MAX_MS);
        let at = now + wait;
        self.store().call(move |db| db.outbox_retry(id, at)).await?;
        self.poke();
        Ok(Retry::At(at))
    }

    /// When the next notice in the outbox is to be tried, if any is waiting.
    pub async fn next_notice(&self) -> Result<Option<i64>, ServiceError> {
        let shards = self.config().shards.clone();
        Ok(self
            .store()
            .call(move |db| db.outbox_next_try(&shards))
            .await?)
    }

    /// Forgets notices delivered (or given up) more than a week ago.
    pub async fn prune_notices(&self) -> Result<usize, ServiceError> {
        let before = self.now() - KEEP_MS;
        Ok(self.store().call(move |db| db.outbox_prune(before)).await?)
    }

    /// The words of an outbox row, from the row and the game as stored now (`None`: it
    /// has nothing left to say).
    async fn compose(&self, row: &NewNotice) -> Result<Option<Notice>, ServiceError> {
        let data: serde_json::Value = serde_json::from_str(&row.data)
            .map_err(|e| StoreError::Corrupt(format!("outbox data: {e}")))?;
        let num = |key: &str| data.get(key).and_then(|v| v.as_i64());
        if row.kind == OutboxKind::VacationEnded {
            let vacation = Vacation {
                id: num("vacation").unwrap_or(0),
                guild: row.guild,
                player: row.player,
                channel: num("channel").unwrap_or(0) as u64,
                started_at: num("started_at").unwrap_or(row.due_at),
                ends_at: num("ends_at").unwrap_or(row.due_at),
                ended_at: Some(row.due_at),
            };
            let games = num("games").unwrap_or(0).max(0) as usize;
            return Ok(Some(
                self.vacation_ended_notice(&vacation, games, row.settled_at, row.game)
                    .await?,
            ));
        }
        let id = row.game;
        let Some(game) = self.store().call(move |db| db.game(id)).await? else {
            return Ok(None);
        };
        Ok(match row.kind {
            OutboxKind::Reminder => {
                self.reminder_notice(&game, row, num("ply"), num("deadline"))
                    .await?
            }
            OutboxKind::TimeForfeit => Some(self.time_forfeit_notice(&game, row).await?),
            OutboxKind::Aborted => Some(self.aborted_notice(&game, row).await?),
            OutboxKind::Expired => {
                let language = self.server_language(game.guild).await?;
                Some(expired_notice(&game, row, language))
            }
            OutboxKind::AiMove => self.ai_move_notice(&game, row, num("ply"), false).await?,
            OutboxKind::ConditionalMove => {
                self.ai_move_notice(&game, row, num("ply"), true).await?
            }
            OutboxKind::ConditionalsMissed => {
                let mv = data.get("mv").and_then(|v| v.as_str()).unwrap_or("");
                self.conditionals_missed_notice(&game, row, mv).await?
            }
            OutboxKind::VacationEnded => None,
        })
    }
}

/// The words of each kind of notice.
impl Correspondence<'_> {
    /// "@alice, your move in **game #12** (White): time runs out <t>." while it is still
    /// the reminded turn (`ply`); the deadline as it stands now (more time may have moved
    /// it), else the one reminded of.
    async fn reminder_notice(
        &self,
        game: &GameRow,
        row: &NewNotice,
        ply: Option<i64>,
        deadline: Option<i64>,
    ) -> Result<Option<Notice>, ServiceError> {
        if game.status != GameStatus::Active || ply.is_some_and(|p| p != i64::from(game.ply)) {
            return Ok(None);
        }
        let Some(deadline) = game.time().due().or(deadline) else {
            return Ok(None);
        };
        let pos = crate::service::game::board::position(game)?;
        let to_move = row.player;
        let dms_allowed = self.guild_settings(game.guild).await?.reminder_dms;
        let dm = (dms_allowed && self.store().call(move |db| db.notify_dm(to_move)).await?)
            .then_some(to_move);
        let text = offline(
            row.due_at,
            row.settled_at,
            msg!(
                "notice-reminder",
                player = mention(to_move),
                game = game_title(game),
                color = pos.turn(),
                deadline = Span::Time(deadline)
            ),
        );
        let language = self.server_language(game.guild).await?;
        let dm_language = match dm {
            Some(user) => self.user_language(user).await?,
            None => language,
        };
        Ok(Some(Notice {
            dm,
            dm_language,
            ..Notice::about(game, row, text, language, vec![to_move])
        }))
    }

    /// The result post of a loss on time, with the ratings and ladder it moved, and the
    /// final board.
    async fn time_forfeit_notice(
        &self,
        game: &GameRow,
        row: &NewNotice,
    ) -> Result<Notice, ServiceError> {
        let late = late_side(game, row)?;
        let (pos, last) = self.games().replay(game).await?;
        let mut result = msg!(
            "notice-time-forfeit",
            game = game_title(game),
            late = player(game, late),
            winner = !late,
            winner_player = mention(game.player(!late)),
            loser_player = mention(game.player(late))
        );
        result.append(self.ratings().rating_note(game).await?);
        let mut text = offline(row.due_at, row.settled_at, result);
        if let Some(note) = self
            .ladders()
            .timeout_note(game, game.player(late), row.settled_at)
            .await?
        {
            text.append(note);
        }
        let board = self.games().draw(game, pos, last).await?;
        let language = self.server_language(game.guild).await?;
        Ok(Notice {
            board: Some(board),
            also_in_channel: game.thread.map(|_| game.channel),
            ..Notice::about(game, row, text, language, self.humans(game))
        })
    }

    /// An unrated game whose late player never moved, aborted.
    async fn aborted_notice(
        &self,
        game: &GameRow,
        row: &NewNotice,
    ) -> Result<Notice, ServiceError> {
        let late = late_side(game, row)?;
        let text = offline(
            row.due_at,
            row.settled_at,
            msg!(
                "notice-aborted",
                game = game_title(game),
                late = player(game, late)
            ),
        );
        let language = self.server_language(game.guild).await?;
        Ok(Notice::about(game, row, text, language, self.humans(game)))
    }

    /// The post of the AI's move at `ply`, as a player's move is posted, while that is
    /// still the game's last move (a player who already answered has seen it); a player's
    /// `conditional` move the same way, saying it was one.
    async fn ai_move_notice(
        &self,
        game: &GameRow,
        row: &NewNotice,
        ply: Option<i64>,
        conditional: bool,
    ) -> Result<Option<Notice>, ServiceError> {
        if ply != Some(i64::from(game.ply)) {
            return Ok(None);
        }
        // The player may answer while this is made: then the log and the row read a
        // moment apart disagree, and the move has been seen anyway.
        let replayed = match self.games().replay(game).await {
            Ok(replayed) => replayed,
            Err(e) => {
                let id = game.id;
                let now = self.store().call(move |db| db.game(id)).await?;
                if now.is_some_and(|g| g.ply != game.ply) {
                    return Ok(None);
                }
                return Err(e);
            }
        };
        let (Some(mover), (pos, Some(mv))) = (game.color_of(row.player), replayed) else {
            return Ok(None);
        };
        let post = match conditional {
            false => self.games().move_post(game, pos, mv, mover).await?,
            true => {
                let played = msg!(
                    "conditional-played",
                    game = game_title(game),
                    player = mention(row.player),
                    mv = mv.to_string()
                );
                self.games()
                    .move_post_as(game, pos, mv, mover, played)
                    .await?
            }
        };
        let language = self.server_language(game.guild).await?;
        Ok(Some(Notice {
            board: post.board,
            also_in_channel: post.also_in_channel,
            ..Notice::about(game, row, post.content, language, post.mentions)
        }))
    }

    /// "Your conditional moves in game #12 did not apply": to their owner alone, by DM
    /// (written only for a player who allowed DMs when the lines were dropped; the others
    /// are told in their next reply, [`Correspondence::with_news`]). Never a post: others
    /// would see they had lines.
    async fn conditionals_missed_notice(
        &self,
        game: &GameRow,
        row: &NewNotice,
        mv: &str,
    ) -> Result<Option<Notice>, ServiceError> {
        let owner = row.player;
        let Some(text) = super::conditional::missed_text(game, owner, mv) else {
            return Ok(None);
        };
        let language = self.user_language(owner).await?;
        Ok(Some(Notice {
            dm: Some(owner),
            dm_language: language,
            // No channel post: the direct message alone.
            channel: 0,
            ..Notice::about(game, row, text, language, vec![owner])
        }))
    }

    /// The players of `game` who can be pinged (not Breaker itself).
    /// `notice` as it reaches the players of an answer-only game: by DM to each, in their
    /// language, with the link to the game's last post. Other notices are unchanged.
    async fn direct(&self, mut notice: Notice) -> Result<Notice, ServiceError> {
        let game = notice.game;
        // A DM to one player alone (their conditional lines dropped), or a notice that
        // already says whom it goes to by DM, keeps its recipients.
        let own = notice.kind == NoticeKind::ConditionalsMissed || notice.direct.is_some();
        if game.0 == 0 || own {
            return Ok(notice);
        }
        let Some(last_post) = self.store().call(move |db| db.answer_only(game)).await? else {
            return Ok(notice);
        };
        let Some(row) = self.store().call(move |db| db.game(game)).await? else {
            return Ok(notice);
        };
        let mut players = Vec::new();
        for player in self.humans(&row) {
            players.push((player, self.user_language(player).await?));
        }
        notice.direct = Some(DirectDelivery {
            players,
            last_post: last_post.map(|link| msg!("notice-last-post", link = link)),
        });
        Ok(notice)
    }

    fn humans(&self, game: &GameRow) -> Vec<u64> {
        [game.white, game.black]
            .into_iter()
            .filter(|p| *p != self.config().bot.id)
            .collect()
    }
}

/// A challenge nobody answered.
fn expired_notice(game: &GameRow, row: &NewNotice, language: Locale) -> Notice {
    let text = offline(
        row.due_at,
        row.settled_at,
        msg!(
            "notice-expired",
            challenger = mention(game.challenger),
            challenged = mention(game.challenged()),
            game = game.id
        ),
    );
    Notice::about(game, row, text, language, vec![game.challenger])
}

/// The side of the player a time notice is about (the one who ran out of time).
fn late_side(game: &GameRow, row: &NewNotice) -> Result<crate::games::Color, ServiceError> {
    game.color_of(row.player)
        .ok_or_else(|| StoreError::Corrupt(format!("game {} outbox player", game.id)).into())
}
