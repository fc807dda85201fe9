//! The scheduler's side of the service: [`Service::next_due`] says when anything falls
//! due next, [`Service::run_due`] settles everything due by now (reminders, time
//! forfeits, aborted games, expired challenges) in the order it fell due and returns the
//! [`Notice`]s to deliver. Each decision is committed before its notice exists: a crash
//! between commit and delivery loses a message, never a deadline, and a reminder is
//! marked sent in the same write that decides it is due.

use super::notice::{Notice, NoticeKind};
use super::phrases::{mention, player, title};
use super::refusal::{Fail, Refusal};
use super::{Service, ServiceError, Span, Text};
use crate::games::{Outcome, WinReason};
use crate::store::{GameRow, GameStatus, StoreError, Termination};
use crate::text;
use crate::time::GameTime;

/// A notice more than this late (ms) was due while Breaker was offline, and says so.
const LATE_MS: i64 = 60_000;
/// Games settled per database round trip.
const BATCH: usize = 200;

impl Service {
    /// The earliest instant (Unix ms) anything is due (a deadline, a reminder, a challenge's
    /// expiry, a vacation's planned end), if anything is, in the servers this process owns
    /// ([`Config::shards`](super::Config::shards)).
    pub async fn next_due(&self) -> Result<Option<i64>, ServiceError> {
        let shards = self.config().shards.clone();
        let (games, vacations) = self
            .store()
            .call(move |db| Ok((db.next_due(&shards)?, db.next_vacation_end(&shards)?)))
            .await?;
        Ok(match (games, vacations) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        })
    }

    /// Settles everything due at [`Service::now`] in the servers this process owns,
    /// earliest first, and returns the notices to deliver, in that order.
    pub async fn run_due(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let mut notices = self.take_settled();
        // Vacations first: a game they paused has nothing due until they end.
        notices.extend(self.end_due_vacations(now).await?);
        loop {
            let shards = self.config().shards.clone();
            let due = self
                .store()
                .call(move |db| db.due_games(now, BATCH, &shards))
                .await?;
            if due.is_empty() {
                break;
            }
            let mut progressed = false;
            for game in due {
                match self.settle(&game, now).await {
                    Ok(notice) => {
                        progressed = true;
                        notices.extend(notice);
                    }
                    // Someone moved meanwhile: the next round sees the new state.
                    Err(ServiceError::Store(StoreError::Conflict { .. })) => {}
                    Err(e) => return Err(e),
                }
            }
            if !progressed {
                break;
            }
        }
        // Vacations were settled first; the notices still go out in the order they fell due.
        notices.sort_by_key(|n| n.due_at);
        Ok(notices)
    }

    /// Settles what is due in `game` at `now`.
    async fn settle(&self, game: &GameRow, now: i64) -> Result<Option<Notice>, ServiceError> {
        let t = game.timing;
        let deadline_due = t.deadline_at.filter(|d| *d <= now);
        match (game.status, deadline_due) {
            (GameStatus::Pending, Some(at)) => self.expire_or_wait(game, at, now).await,
            (GameStatus::Active, Some(at)) => self.time_out(game, at, now).await.map(Some),
            (GameStatus::Active, None) if t.remind_at.is_some_and(|r| r <= now) => {
                self.remind(game, now).await
            }
            (GameStatus::Active, None) => {
                // A stale instant (read before a write moved it): keep only what is ahead.
                let (id, version, more) = (game.id, game.version, game.more_time);
                let time = game.time();
                let time = GameTime {
                    remind_at: time.remind_at.filter(|r| *r > now),
                    ..time
                };
                self.store()
                    .call(move |db| db.set_time(id, version, time, more))
                    .await?;
                Ok(None)
            }
            _ => {
                // A challenge's stale reminder, or a row left behind: nothing to act on.
                let (id, version) = (game.id, game.version);
                let expiry = t.deadline_at.filter(|d| *d > now);
                self.store()
                    .call(move |db| db.set_expiry(id, version, expiry))
                    .await?;
                Ok(None)
            }
        }
    }

    /// Settles a challenge whose expiry `at` has come: it expires, unless the challenged
    /// player was on vacation then, in which case the expiry moves by the vacation's
    /// length, as a game's deadline would (`None`: nothing to say yet).
    async fn expire_or_wait(
        &self,
        game: &GameRow,
        at: i64,
        now: i64,
    ) -> Result<Option<Notice>, ServiceError> {
        if let Some(guild) = game.guild {
            let challenged = game.challenged();
            let away = self
                .store()
                .call(move |db| db.vacation_at(challenged, guild, at))
                .await?;
            if let Some(v) = away {
                let moved = Some(at + (v.end() - v.started_at).max(1));
                let (id, version) = (game.id, game.version);
                self.store()
                    .call(move |db| db.set_expiry(id, version, moved))
                    .await?;
                return Ok(None);
            }
        }
        self.expire(game, at, now).await.map(Some)
    }

    async fn expire(&self, game: &GameRow, at: i64, now: i64) -> Result<Notice, ServiceError> {
        let (id, version) = (game.id, game.version);
        let game = self
            .store()
            .call(move |db| db.end_without_result(id, version, Termination::Expired, now))
            .await?;
        let text = offline(
            at,
            now,
            text!(
                "{}'s challenge to {} (game `{}`) expired unanswered.",
                mention(game.challenger),
                mention(game.challenged()),
                game.id
            ),
        );
        Ok(Notice {
            text,
            channel: super::thread::post_channel(&game),
            dm: None,
            mentions: vec![game.challenger],
            board: None,
            game: game.id,
            due_at: at,
            kind: NoticeKind::Expired,
        })
    }

    /// What a player's action in `game` must see first: vacations whose planned end has
    /// passed are ended (so the game's clock runs again from that instant), and once the
    /// player to move has run out of time the action is refused: the timeout is settled
    /// now, its notice handed to the scheduler, and the refusal says when time ran out.
    /// Both can happen when the scheduler has not got there yet (catching up after
    /// downtime). Returns the game as it stands.
    pub(crate) async fn check_time(&self, game: GameRow) -> Result<GameRow, Fail> {
        let now = self.now();
        let mut game = game;
        if game.status != GameStatus::Active {
            return Ok(game);
        }
        if game.paused_at.is_some() {
            let (white, black) = (game.white, game.black);
            if self
                .vacations_due(game.guild, |p| p == white || p == black)
                .await?
            {
                let id = game.id;
                game = self
                    .store()
                    .call(move |db| db.game(id))
                    .await?
                    .ok_or(StoreError::NoGame(id.0))?;
            }
        }
        let Some(at) = game.time().due().filter(|at| *at <= now) else {
            return Ok(game);
        };
        match self.time_out(&game, at, now).await {
            Ok(notice) => self.queue_notice(notice),
            // Settled meanwhile by the scheduler: its notice is on its way.
            Err(ServiceError::Store(StoreError::Conflict { .. })) => {}
            Err(e) => return Err(e.into()),
        }
        Err(Refusal::Said(text!(
            "Too late: time ran out in game #{} at {}, and the game is over (see the result post). Nothing was changed.",
            game.id,
            Span::Time(at)
        ))
        .into())
    }

    /// Ends the vacations whose planned end has passed, if one of them is in `guild`
    /// and of a player `whose` accepts (the scheduler had not got there yet), queuing
    /// their notices. Whether any ended.
    pub(crate) async fn vacations_due(
        &self,
        guild: Option<u64>,
        whose: impl Fn(u64) -> bool,
    ) -> Result<bool, ServiceError> {
        let (now, shards) = (self.now(), self.config().shards.clone());
        let ending = self
            .store()
            .call(move |db| db.due_vacations(now, &shards))
            .await?;
        if !ending
            .iter()
            .any(|v| Some(v.guild) == guild && whose(v.player))
        {
            return Ok(false);
        }
        for notice in self.end_due_vacations(now).await? {
            self.queue_notice(notice);
        }
        Ok(true)
    }

    async fn time_out(&self, game: &GameRow, at: i64, now: i64) -> Result<Notice, ServiceError> {
        let pos = super::board::position(game)?;
        let late = pos.turn();
        // The late player's first turn is ply 0 (White) or ply 1 (Black).
        let never_moved = game.ply < 2;
        let (id, version) = (game.id, game.version);
        let humans: Vec<u64> = [game.white, game.black]
            .into_iter()
            .filter(|p| *p != self.config().bot.id)
            .collect();
        if never_moved && !game.rated {
            let game = self
                .store()
                .call(move |db| db.end_without_result(id, version, Termination::Aborted, now))
                .await?;
            let text = offline(
                at,
                now,
                text!(
                    "**{}** · {} did not make a first move in time: **the game is aborted**, with no result.",
                    title(&game),
                    player(&game, late)
                ),
            );
            return Ok(Notice {
                text,
                channel: super::thread::post_channel(&game),
                dm: None,
                mentions: humans,
                board: None,
                game: game.id,
                due_at: at,
                kind: NoticeKind::Aborted,
            });
        }
        let outcome = Outcome::Win {
            winner: !late,
            reason: WinReason::Timeout,
        };
        let game = self
            .store()
            .call(move |db| db.finish(id, version, outcome, now))
            .await?;
        let (pos, last) = self.replay(&game).await?;
        let text = offline(
            at,
            now,
            text!(
                "**{}** · {} ran out of time. **{} wins on time.** {} beats {}.{}",
                title(&game),
                player(&game, late),
                (!late).name(),
                mention(game.player(!late)),
                mention(game.player(late)),
                self.rating_note(&game).await?
            ),
        );
        let mut text = text;
        if let Some(note) = self
            .ladder_timeout_note(&game, game.player(late), now)
            .await?
        {
            text.append(note);
        }
        let board = self.draw(&game, pos, last).await?;
        Ok(Notice {
            text,
            channel: super::thread::post_channel(&game),
            dm: None,
            mentions: humans,
            board: Some(board),
            game: game.id,
            due_at: at,
            kind: NoticeKind::TimeForfeit,
        })
    }

    pub(crate) async fn remind(
        &self,
        game: &GameRow,
        now: i64,
    ) -> Result<Option<Notice>, ServiceError> {
        let time = game.time();
        let (Some(at), Some(deadline)) = (time.reminder_due(), time.due()) else {
            return Ok(None);
        };
        let next = time.reminded(now);
        let (id, version, more) = (game.id, game.version, game.more_time);
        // Marked sent in the same write that decides it is due, if nothing changed since
        // the batch was read.
        let marked = self
            .store()
            .call(move |db| db.set_time(id, version, next, more))
            .await?;
        if !marked {
            return Ok(None);
        }
        let pos = super::board::position(game)?;
        let to_move = game.player(pos.turn());
        let dms_allowed = self.guild_settings(game.guild).await?.reminder_dms;
        let dm = (dms_allowed && self.store().call(move |db| db.notify_dm(to_move)).await?)
            .then_some(to_move);
        let text = offline(
            at,
            now,
            text!(
                "{}, your move in **{}** ({}): time runs out {}.",
                mention(to_move),
                title(game),
                pos.turn().name(),
                Span::Time(deadline)
            ),
        );
        Ok(Some(Notice {
            text,
            channel: super::thread::post_channel(game),
            dm,
            mentions: vec![to_move],
            board: None,
            game: game.id,
            due_at: at,
            kind: NoticeKind::Reminder,
        }))
    }
}

/// Prefixes "While Breaker was offline, " when the notice comes late.
pub(crate) fn offline(at: i64, now: i64, text: Text) -> Text {
    if now - at <= LATE_MS {
        return text;
    }
    let mut out = text!("While Breaker was offline ({}), ", Span::Time(at));
    out.append(text);
    out
}
