//! What falls due: deadlines, reminders and challenge expiries, found through the
//! partial indexes on `games.deadline_at` and `games.remind_at`.

use rusqlite::{params, OptionalExtension};

use super::games::{load, load_at, stale, write_time};
use super::shards::owned_by;
use super::{Db, GameId, GameRow, GameStatus, StoreError, Termination};
use crate::shards::Shards;
use crate::time::GameTime;

/// Games with something due by `?1`, among those `owned` (a [`owned_by`] condition).
fn due_sql(owned: &str) -> String {
    format!(
        "SELECT id FROM games WHERE deadline_at <= ?1 AND {owned}
         UNION SELECT id FROM games WHERE remind_at <= ?1 AND {owned}"
    )
}

impl Db {
    /// The earliest instant anything is due in any game of the servers `shards` owns
    /// (two index look-ups).
    pub fn next_due(&self, shards: &Shards) -> Result<Option<i64>, StoreError> {
        let owned = owned_by(shards, "guild_id");
        let min = |col: &str| -> Result<Option<i64>, StoreError> {
            let sql = format!(
                "SELECT {col} AS due_at FROM games WHERE {col} IS NOT NULL AND {owned}
                 ORDER BY {col} LIMIT 1"
            );
            Ok(self
                .conn
                .query_row(&sql, [], |r| r.get::<_, i64>("due_at"))
                .optional()?)
        };
        Ok(match (min("deadline_at")?, min("remind_at")?) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        })
    }

    /// Up to `limit` games of the servers `shards` owns with something due at `now`,
    /// earliest due first.
    pub fn due_games(
        &self,
        now: i64,
        limit: usize,
        shards: &Shards,
    ) -> Result<Vec<GameRow>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached(&due_sql(&owned_by(shards, "guild_id")))?;
        let ids: Vec<i64> = stmt
            .query_map([now], |r| r.get("id"))?
            .collect::<Result<_, _>>()?;
        let mut games = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(g) = load(&self.conn, GameId(id))? {
                games.push(g);
            }
        }
        games.sort_by_key(|g| (g.timing.next_due(), g.id));
        games.truncate(limit);
        Ok(games)
    }

    /// Replaces active game `id`'s time (a reminder sent, more time given) and the extra
    /// time given so far, if it is still at version `expected`; bumps the version, so a
    /// write based on an older read (a scheduler batch, a command) fails instead of undoing
    /// this one. `false` if the game changed.
    pub fn set_time(
        &mut self,
        id: GameId,
        expected: i64,
        time: GameTime,
        more_time: i64,
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            let game = load(tx, id)?.ok_or(StoreError::NoGame(id.0))?;
            if game.version != expected || game.status != GameStatus::Active {
                return Ok(false);
            }
            write_time(tx, id, &time)?;
            tx.execute(
                "UPDATE games SET more_time = ?2, version = version + 1 WHERE id = ?1",
                params![id.0, more_time],
            )?;
            Ok(true)
        })
    }

    /// Moves pending challenge `id`'s expiry to `at` (or clears it), if it is still at
    /// version `expected`; bumps the version. `false` if the challenge changed.
    pub fn set_expiry(
        &mut self,
        id: GameId,
        expected: i64,
        at: Option<i64>,
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            let game = load(tx, id)?.ok_or(StoreError::NoGame(id.0))?;
            if game.version != expected || game.status != GameStatus::Pending {
                return Ok(false);
            }
            tx.execute(
                "UPDATE games SET deadline_at = ?2, version = version + 1 WHERE id = ?1",
                params![id.0, at],
            )?;
            Ok(true)
        })
    }

    /// Ends active game `id` with no winner (`Aborted`), or a pending challenge as
    /// `Expired`, at `now`, if it is still at version `expected`.
    pub fn end_without_result(
        &mut self,
        id: GameId,
        expected: i64,
        how: Termination,
        now: i64,
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            let game = load_at(tx, id, expected)?;
            let (from, to) = match how {
                Termination::Aborted => (GameStatus::Active, GameStatus::Finished),
                Termination::Expired => (GameStatus::Pending, GameStatus::Declined),
                _ => return Err(StoreError::Corrupt(format!("ending a game as {how}"))),
            };
            if game.status != from {
                return Err(stale(expected, &game));
            }
            tx.execute(
                "UPDATE games SET status = ?2, termination = ?3, finished_at = ?4,
                     updated_at = ?4, turn_started_at = NULL, deadline_at = NULL,
                     remind_at = NULL, version = version + 1
                 WHERE id = ?1",
                params![id.0, to.as_str(), how.stored(), now],
            )?;
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }
}

impl Db {
    /// Whether `player` wants reminders by direct message too.
    pub fn notify_dm(&self, player: u64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT notify_dm FROM player_settings WHERE player_id = ?1",
                [super::db::sql_id(player)],
                |r| r.get::<_, i64>("notify_dm"),
            )
            .optional()?
            .is_some_and(|v| v != 0))
    }

    /// Records whether `player` wants reminders by direct message.
    pub fn set_notify_dm(
        &mut self,
        player: &super::Player,
        on: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            super::players::upsert(tx, player, now)?;
            tx.execute(
                "INSERT INTO player_settings (player_id, notify_dm, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (player_id) DO UPDATE SET notify_dm = ?2, updated_at = ?3",
                params![super::db::sql_id(player.id), on as i64, now],
            )?;
            Ok(())
        })
    }
}
