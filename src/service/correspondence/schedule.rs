//! The scheduler's side of the service: [`Correspondence::next_due`] says when anything falls
//! due next, [`Correspondence::settle_due`] settles everything due by now (reminders, time
//! forfeits, aborted games, expired challenges, vacations' planned ends) in the order it
//! fell due. Each decision commits in one transaction with its notice in the outbox
//! ([`super::notice`]): a crash loses neither, and a reminder is marked sent in the same
//! write that queues it.

use super::notice::Notice;
use super::Correspondence;
use crate::games::{Outcome, WinReason};
use crate::msg;
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{ServiceError, Span, Text};
use crate::store::{GameRow, GameStatus, NewNotice, OutboxKind, StoreError, Termination};
use crate::time::GameTime;

/// A notice more than this late (ms) was due while Breaker was offline, and says so.
const LATE_MS: i64 = 60_000;
/// Games settled per database round trip.
const BATCH: usize = 200;

impl Correspondence<'_> {
    /// The earliest instant (Unix ms) anything is due (a deadline, a reminder, a challenge's
    /// expiry, a vacation's planned end), if anything is, in the servers this process owns
    /// ([`Config::shards`](crate::service::Config::shards)).
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

    /// Settles everything due at [`Service::now`](crate::service::Service::now) in the servers this process owns and
    /// returns the notices it caused (and any still waiting in the outbox), oldest due
    /// first, marked delivered: for front ends that deliver at once (the console).
    /// Discord's worker uses [`Correspondence::settle_due`] and [`Correspondence::notices_waiting`].
    pub async fn run_due(&self) -> Result<Vec<Notice>, ServiceError> {
        self.settle_due().await?;
        let mut notices = Vec::new();
        loop {
            let batch = self.notices_waiting(BATCH).await?;
            if batch.is_empty() {
                return Ok(notices);
            }
            for out in batch {
                self.notice_delivered(out.id).await?;
                notices.push(out.notice);
            }
        }
    }

    /// Settles everything due at [`Service::now`](crate::service::Service::now) in the servers this process owns,
    /// earliest first: each decision commits with its notice in the outbox.
    pub async fn settle_due(&self) -> Result<(), ServiceError> {
        let now = self.now();
        // Conditional answers a restart left unplayed first: their turns are over, so
        // nothing else is due in them.
        self.settle_conditionals().await?;
        // Ends a crash or a failed caller left unsettled: a tournament waits on them.
        self.games().settle_ends().await?;
        // Vacations first: a game they paused has nothing due until they end.
        self.end_due_vacations(now).await?;
        loop {
            let shards = self.config().shards.clone();
            let due = self
                .store()
                .call(move |db| db.due_games(now, BATCH, &shards))
                .await?;
            if due.is_empty() {
                return Ok(());
            }
            let mut progressed = false;
            for game in due {
                match self.settle(&game, now).await {
                    Ok(()) => progressed = true,
                    // Someone moved meanwhile: the next round sees the new state.
                    Err(ServiceError::Store(StoreError::Conflict { .. })) => {}
                    Err(e) => return Err(e),
                }
            }
            if !progressed {
                return Ok(());
            }
        }
    }

    /// Settles what is due in `game` at `now`.
    async fn settle(&self, game: &GameRow, now: i64) -> Result<(), ServiceError> {
        let t = game.timing;
        let deadline_due = t.deadline_at.filter(|d| *d <= now);
        match (game.status, deadline_due) {
            (GameStatus::Pending, Some(at)) => self.expire_or_wait(game, at, now).await,
            (GameStatus::Active, Some(at)) => self.time_out(game, at, now).await,
            (GameStatus::Active, None) if t.remind_at.is_some_and(|r| r <= now) => {
                self.remind(game, now).await.map(drop)
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
                Ok(())
            }
            _ => {
                // A challenge's stale reminder, or a row left behind: nothing to act on.
                let (id, version) = (game.id, game.version);
                let expiry = t.deadline_at.filter(|d| *d > now);
                self.store()
                    .call(move |db| db.set_expiry(id, version, expiry))
                    .await?;
                Ok(())
            }
        }
    }

    /// Settles a challenge whose expiry `at` has come: it expires, unless the challenged
    /// player was on vacation then, in which case the expiry moves by the vacation's
    /// length, as a game's deadline would.
    async fn expire_or_wait(&self, game: &GameRow, at: i64, now: i64) -> Result<(), ServiceError> {
        // A direct game's challenge waits for the direct games' vacation.
        let (guild, challenged) = (game.guild, game.challenged());
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
            return Ok(());
        }
        self.expire(game, at, now).await
    }

    async fn expire(&self, game: &GameRow, at: i64, now: i64) -> Result<(), ServiceError> {
        let (id, version) = (game.id, game.version);
        let notice = new_notice(OutboxKind::Expired, game, game.challenger, at, now);
        self.store()
            .call(move |db| {
                db.attach_notice(notice);
                db.end_without_result(id, version, Termination::Expired, now)
            })
            .await?;
        self.poke();
        Ok(())
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
            Ok(()) => {}
            // Settled meanwhile by the scheduler: its notice is on its way.
            Err(ServiceError::Store(StoreError::Conflict { .. })) => {}
            Err(e) => return Err(e.into()),
        }
        Err(Refusal::Said(msg!(
            "too-late-time-ran-out",
            game = game.id,
            at = Span::Time(at)
        ))
        .into())
    }

    /// Ends the vacations whose planned end has passed, if one of them is in `guild`
    /// and of a player `whose` accepts (the scheduler had not got there yet), with their
    /// notices. Whether any ended.
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
        if !ending.iter().any(|v| v.guild == guild && whose(v.player)) {
            return Ok(false);
        }
        self.end_due_vacations(now).await?;
        Ok(true)
    }

    /// Ends `game`, whose player to move ran out of time at `at`: a loss on time, or an
    /// abort when an unrated game's late player never moved; with its notice.
    async fn time_out(&self, game: &GameRow, at: i64, now: i64) -> Result<(), ServiceError> {
        let late = crate::service::game::board::position(game)?.turn();
        // The late player's first turn is ply 0 (White) or ply 1 (Black).
        let never_moved = game.ply < 2;
        let (id, version) = (game.id, game.version);
        if never_moved && !game.rated {
            let notice = new_notice(OutboxKind::Aborted, game, game.player(late), at, now);
            self.store()
                .call(move |db| {
                    db.attach_notice(notice);
                    db.end_without_result(id, version, Termination::Aborted, now)
                })
                .await?;
        } else {
            let outcome = Outcome::Win {
                winner: !late,
                reason: WinReason::Timeout,
            };
            let notice = new_notice(OutboxKind::TimeForfeit, game, game.player(late), at, now);
            self.store()
                .call(move |db| {
                    db.attach_notice(notice);
                    db.finish(id, version, outcome, now)
                })
                .await?;
            // Its notice only reads what the end moved on: that is done now, whether or
            // not the notice is ever delivered.
            self.games().ended(id).await?;
        }
        self.poke();
        Ok(())
    }

    /// Sends `game`'s reminder that fell due, if nothing changed since it was read: marked
    /// sent in the same write that puts its notice in the outbox. After a gap, the latest
    /// that came ([`GameTime::reminder_to_send`]); its outbox row supersedes the game's
    /// reminders not yet delivered. Whether it was.
    pub(crate) async fn remind(&self, game: &GameRow, now: i64) -> Result<bool, ServiceError> {
        let time = game.time();
        let (Some(at), Some(deadline)) = (time.reminder_to_send(now), time.due()) else {
            return Ok(false);
        };
        let next = time.reminded(now);
        let (id, version, more) = (game.id, game.version, game.more_time);
        let to_move = game.player(crate::service::game::board::position(game)?.turn());
        let mut notice = new_notice(OutboxKind::Reminder, game, to_move, at, now);
        notice.data = serde_json::json!({ "ply": game.ply, "deadline": deadline }).to_string();
        let marked = self
            .store()
            .call(move |db| {
                db.attach_notice(notice);
                db.set_time(id, version, next, more)
            })
            .await?;
        if marked {
            self.poke();
        }
        Ok(marked)
    }
}

/// The outbox row for a notice of `kind` about `game` and `player`, due at `at`,
/// settled at `now`.
fn new_notice(kind: OutboxKind, game: &GameRow, player: u64, at: i64, now: i64) -> NewNotice {
    NewNotice {
        kind,
        guild: game.guild,
        game: game.id,
        channel: super::thread::post_channel(game),
        player,
        due_at: at,
        settled_at: now,
        data: "{}".into(),
    }
}

/// Prefixes "While Breaker was offline, " when the notice comes late.
pub(crate) fn offline(at: i64, now: i64, text: Text) -> Text {
    if now - at <= LATE_MS {
        return text;
    }
    msg!("notice-offline", at = Span::Time(at), notice = text)
}
