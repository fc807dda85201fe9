//! The outbox: unprompted messages as rows, written in the same transaction as the state
//! change that causes them and kept until delivered.
//!
//! A caller attaches a [`NewNotice`] to the connection with [`Db::attach_notice`]; the next
//! write transaction that changes something inserts it; one that fails or changes nothing
//! drops it. So
//! a timeout and its result post, or a reminder and its "sent" mark, commit together or
//! not at all. The delivery worker reads [`Db::outbox_waiting`], oldest due first, and
//! marks each row delivered, retried later or given up.
//!
//! ```
//! use breaker::store::{Db, GameId, NewNotice, OutboxKind};
//! use breaker::shards::Shards;
//!
//! let mut db = Db::open_in_memory().unwrap();
//! db.attach_notice(NewNotice {
//!     kind: OutboxKind::Reminder,
//!     guild: Some(1),
//!     game: GameId(7),
//!     channel: 3,
//!     player: 42,
//!     due_at: 1_000,
//!     settled_at: 1_000,
//!     data: "{}".into(),
//! });
//! db.outbox_commit().unwrap();
//! let waiting = db.outbox_waiting(1_000, 10, &Shards::all(1)).unwrap();
//! assert_eq!(waiting.len(), 1);
//! db.outbox_delivered(waiting[0].id, 1_001).unwrap();
//! assert!(db.outbox_waiting(1_000, 10, &Shards::all(1)).unwrap().is_empty());
//! ```

use rusqlite::{params, OptionalExtension, Transaction};

use super::db::{sql_id, user_id};
use super::shards::owned_by;
use super::{Db, GameId, StoreError};
use crate::shards::Shards;

/// What an outbox row announces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutboxKind {
    /// The player to move is reminded of the deadline. A game's new reminder supersedes
    /// its reminders not yet delivered: they are marked done when it is written, never
    /// sent (two alike after a gap).
    Reminder,
    /// The player to move ran out of time and lost.
    TimeForfeit,
    /// The late player never moved: the game ended with no result.
    Aborted,
    /// A challenge was not answered in time.
    Expired,
    /// A vacation reached its planned end.
    VacationEnded,
    /// The AI moved (posted like a player's move).
    AiMove,
    /// A player's conditional line answered the opponent's move (posted like a move).
    ConditionalMove,
    /// The opponent's move was in none of a player's conditional lines: they are
    /// dropped, and their owner told privately.
    ConditionalsMissed,
}

impl OutboxKind {
    fn as_str(self) -> &'static str {
        match self {
            OutboxKind::Reminder => "reminder",
            OutboxKind::TimeForfeit => "time-forfeit",
            OutboxKind::Aborted => "aborted",
            OutboxKind::Expired => "expired",
            OutboxKind::VacationEnded => "vacation-ended",
            OutboxKind::AiMove => "ai-move",
            OutboxKind::ConditionalMove => "conditional-move",
            OutboxKind::ConditionalsMissed => "conditionals-missed",
        }
    }

    fn parse(s: &str) -> Result<OutboxKind, StoreError> {
        Ok(match s {
            "reminder" => OutboxKind::Reminder,
            "time-forfeit" => OutboxKind::TimeForfeit,
            "aborted" => OutboxKind::Aborted,
            "expired" => OutboxKind::Expired,
            "vacation-ended" => OutboxKind::VacationEnded,
            "ai-move" => OutboxKind::AiMove,
            "conditional-move" => OutboxKind::ConditionalMove,
            "conditionals-missed" => OutboxKind::ConditionalsMissed,
            other => return Err(StoreError::Corrupt(format!("outbox kind {other:?}"))),
        })
    }
}

/// A notice to write with the next transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotice {
    /// What it announces.
    pub kind: OutboxKind,
    /// The server (`None`: a DM game).
    pub guild: Option<u64>,
    /// The game it is about (`GameId(0)`: none).
    pub game: GameId,
    /// Where it is posted: each channel's notices go out in the order they fell due.
    pub channel: u64,
    /// The player it is about.
    pub player: u64,
    /// When it fell due (Unix ms).
    pub due_at: i64,
    /// When Breaker settled it.
    pub settled_at: i64,
    /// What its words need beyond the stored game (JSON).
    pub data: String,
}

/// A notice waiting in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    /// Its number, unique in this database (also its Discord nonce).
    pub id: i64,
    /// What it says and when.
    pub notice: NewNotice,
    /// Deliveries tried so far.
    pub attempts: u32,
}

impl Db {
    /// Attaches `notice` to the next write transaction: inserted if it commits, dropped if
    /// it fails. [`Store::call`](super::Store::call) drops what no write took.
    pub fn attach_notice(&mut self, notice: NewNotice) {
        self.attached.push(notice);
    }

    /// Drops notices attached but not written (the call ended without a write).
    pub(crate) fn drop_attached(&mut self) {
        self.attached.clear();
    }

    /// Writes the attached notices on their own (tests, and a notice with no state change).
    pub fn outbox_commit(&mut self) -> Result<(), StoreError> {
        let notices = std::mem::take(&mut self.attached);
        self.write(|tx| insert(tx, &notices))
    }

    /// Up to `limit` undelivered notices of the servers `shards` owns whose next try is
    /// due at `now`, oldest due first; none of a channel whose oldest undelivered notice
    /// waits for a later try (they keep their order behind it).
    pub fn outbox_waiting(
        &self,
        now: i64,
        limit: usize,
        shards: &Shards,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        let sql = format!(
            "SELECT id, kind, guild_id, game_id, channel_id, player_id, due_at, settled_at,
                    data, attempts
             FROM outbox o WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_try_at <= ?1
             AND {} AND NOT EXISTS (
                SELECT 1 FROM outbox e WHERE e.channel_id = o.channel_id
                AND e.delivered_at IS NULL AND e.gave_up_at IS NULL
                AND e.next_try_at > ?1 AND (e.due_at, e.id) < (o.due_at, o.id))
             ORDER BY due_at, id LIMIT ?2",
            owned_by(shards, "guild_id")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![now, limit as i64], |r| {
            Ok((
                r.get::<_, i64>("id")?,
                r.get::<_, String>("kind")?,
                r.get::<_, Option<i64>>("guild_id")?,
                r.get::<_, i64>("game_id")?,
                r.get::<_, i64>("channel_id")?,
                r.get::<_, i64>("player_id")?,
                r.get::<_, i64>("due_at")?,
                r.get::<_, i64>("settled_at")?,
                r.get::<_, String>("data")?,
                r.get::<_, i64>("attempts")?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, kind, guild, game, channel, player, due_at, settled_at, data, attempts) = row?;
            out.push(OutboxRow {
                id,
                notice: NewNotice {
                    kind: OutboxKind::parse(&kind)?,
                    guild: guild.map(user_id),
                    game: GameId(game),
                    channel: user_id(channel),
                    player: user_id(player),
                    due_at,
                    settled_at,
                    data,
                },
                attempts: attempts.max(0) as u32,
            });
        }
        Ok(out)
    }

    /// When the next undelivered notice of the servers `shards` owns is to be tried.
    pub fn outbox_next_try(&self, shards: &Shards) -> Result<Option<i64>, StoreError> {
        let sql = format!(
            "SELECT next_try_at FROM outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL
             AND {} ORDER BY next_try_at LIMIT 1",
            owned_by(shards, "guild_id")
        );
        Ok(self
            .conn
            .query_row(&sql, [], |r| r.get::<_, i64>("next_try_at"))
            .optional()?)
    }

    /// Sets `set` (`?2` is `at`) on notice `id`'s row.
    fn update_outbox(&mut self, set: &str, id: i64, at: i64) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                &format!("UPDATE outbox SET {set} WHERE id = ?1"),
                params![id, at],
            )?;
            Ok(())
        })
    }

    /// Notice `id` was delivered (or had nothing left to say) at `now`.
    pub fn outbox_delivered(&mut self, id: i64, now: i64) -> Result<(), StoreError> {
        self.update_outbox("delivered_at = ?2", id, now)
    }

    /// Delivering notice `id` failed; try again at `at`.
    pub fn outbox_retry(&mut self, id: i64, at: i64) -> Result<(), StoreError> {
        self.update_outbox("attempts = attempts + 1, next_try_at = ?2", id, at)
    }

    /// Notice `id` will never be delivered (Discord refused it for good, or it waited too
    /// long); kept for the record.
    pub fn outbox_gave_up(&mut self, id: i64, now: i64) -> Result<(), StoreError> {
        self.update_outbox("attempts = attempts + 1, gave_up_at = ?2", id, now)
    }

    /// Deletes the rows delivered or given up before `before` (the worker calls it when
    /// idle, so the table holds about a week of notices).
    pub fn outbox_prune(&mut self, before: i64) -> Result<usize, StoreError> {
        self.write(|tx| {
            Ok(tx.execute(
                "DELETE FROM outbox WHERE COALESCE(delivered_at, gave_up_at) < ?1",
                [before],
            )?)
        })
    }

    /// Undelivered notices, all servers (for `breaker` status and tests).
    pub fn outbox_undelivered(&self) -> Result<i64, StoreError> {
        Ok(self.conn.query_row(
            "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL",
            [],
            |r| r.get("n"),
        )?)
    }
}

/// Inserts `notices` in `tx` (called by [`Db::write`] just before it commits).
pub(crate) fn insert(tx: &Transaction<'_>, notices: &[NewNotice]) -> Result<(), StoreError> {
    if notices.is_empty() {
        return Ok(());
    }
    let mut stmt = tx.prepare_cached(
        "INSERT INTO outbox (kind, guild_id, game_id, channel_id, player_id, due_at, settled_at,
                             data, next_try_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?7)",
    )?;
    for n in notices {
        if n.kind == OutboxKind::Reminder {
            // Superseded: the new reminder says the same of the same game, later.
            tx.execute(
                "UPDATE outbox SET delivered_at = ?2 WHERE kind = 'reminder' AND game_id = ?1
                 AND delivered_at IS NULL AND gave_up_at IS NULL",
                params![n.game.0, n.settled_at],
            )?;
        }
        stmt.execute(params![
            n.kind.as_str(),
            n.guild.map(sql_id),
            n.game.0,
            sql_id(n.channel),
            sql_id(n.player),
            n.due_at,
            n.settled_at,
            n.data,
        ])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notice(game: i64, due_at: i64) -> NewNotice {
        NewNotice {
            kind: OutboxKind::TimeForfeit,
            guild: None,
            game: GameId(game),
            channel: 9,
            player: 5,
            due_at,
            settled_at: due_at,
            data: "{}".into(),
        }
    }

    #[test]
    fn a_failed_write_drops_what_was_attached() {
        let mut db = Db::open_in_memory().unwrap();
        db.attach_notice(notice(1, 10));
        let failed: Result<(), StoreError> =
            db.write(|_| Err(StoreError::Corrupt("on purpose".into())));
        assert!(failed.is_err());
        db.outbox_commit().unwrap();
        assert_eq!(db.outbox_undelivered().unwrap(), 0);
    }

    #[test]
    fn waiting_rows_come_oldest_due_first_and_retries_wait() {
        let mut db = Db::open_in_memory().unwrap();
        db.attach_notice(notice(1, 30));
        db.attach_notice(notice(2, 10));
        db.outbox_commit().unwrap();
        let all = Shards::all(1);
        let rows = db.outbox_waiting(100, 10, &all).unwrap();
        assert_eq!(
            rows.iter().map(|r| r.notice.game.0).collect::<Vec<_>>(),
            [2, 1]
        );
        db.outbox_retry(rows[0].id, 500).unwrap();
        // The channel's later notice waits behind the one to be retried.
        assert!(db.outbox_waiting(100, 10, &all).unwrap().is_empty());
        assert_eq!(db.outbox_next_try(&all).unwrap(), Some(30));
        db.outbox_gave_up(rows[1].id, 100).unwrap();
        assert_eq!(db.outbox_next_try(&all).unwrap(), Some(500));
        let again = db.outbox_waiting(500, 10, &all).unwrap();
        assert_eq!(again[0].attempts, 1);
        assert_eq!(again[0].notice, notice(2, 10));
    }
}
