//! Takebacks: requests to undo the last move(s), kept as events. The move log is never
//! changed; an accepted takeback retracts a range of its plies, and [`Db::moves`] skips
//! retracted plies, so every replay gives the game as played.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::db::{sql_id, user_id};
use super::games::{load, load_at, stale, write_time};
use super::{Db, GameId, GameRow, GameStatus, StoreError};

/// Where a takeback request is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TakebackStatus {
    /// Asked, not answered yet.
    Pending,
    /// Granted: its plies are retracted.
    Accepted,
    Declined,
    /// A move was made, or the game ended, before anyone answered.
    Expired,
}

impl TakebackStatus {
    fn as_str(self) -> &'static str {
        match self {
            TakebackStatus::Pending => "pending",
            TakebackStatus::Accepted => "accepted",
            TakebackStatus::Declined => "declined",
            TakebackStatus::Expired => "expired",
        }
    }

    fn parse(s: &str) -> Result<TakebackStatus, StoreError> {
        match s {
            "pending" => Ok(TakebackStatus::Pending),
            "accepted" => Ok(TakebackStatus::Accepted),
            "declined" => Ok(TakebackStatus::Declined),
            "expired" => Ok(TakebackStatus::Expired),
            _ => Err(StoreError::Corrupt(format!("takeback status `{s}`"))),
        }
    }
}

/// One takeback event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakebackRow {
    pub id: i64,
    pub game: GameId,
    pub asked_by: u64,
    pub asked_at: i64,
    /// The log plies it retracts, `from_ply..=to_ply` (plies already retracted in that
    /// range stay so).
    pub from_ply: u32,
    pub to_ply: u32,
    pub status: TakebackStatus,
    pub answered_by: Option<u64>,
    pub answered_at: Option<i64>,
}

/// The position a granted takeback returns to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undo {
    /// The position text after the moves that stay.
    pub position: String,
    /// How many moves stay.
    pub ply: u32,
    /// The game's time after it: the turn's new deadline, reminder and banks.
    pub time: crate::time::GameTime,
}

const COLUMNS: &str =
    "id, game_id, asked_by, asked_at, from_ply, to_ply, status, answered_by, answered_at";

fn read_row(r: &Row<'_>) -> rusqlite::Result<Result<TakebackRow, StoreError>> {
    let status: String = r.get("status")?;
    let status = match TakebackStatus::parse(&status) {
        Ok(s) => s,
        Err(e) => return Ok(Err(e)),
    };
    let ply = |i: &str| -> rusqlite::Result<u32> {
        Ok(r.get::<_, i64>(i)?.clamp(0, u32::MAX as i64) as u32)
    };
    Ok(Ok(TakebackRow {
        id: r.get("id")?,
        game: GameId(r.get("game_id")?),
        asked_by: user_id(r.get("asked_by")?),
        asked_at: r.get("asked_at")?,
        from_ply: ply("from_ply")?,
        to_ply: ply("to_ply")?,
        status,
        answered_by: r.get::<_, Option<i64>>("answered_by")?.map(user_id),
        answered_at: r.get("answered_at")?,
    }))
}

fn pending(conn: &Connection, game: GameId) -> Result<Option<TakebackRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM takebacks WHERE game_id = ?1 AND status = 'pending'");
    conn.query_row(&sql, [game.0], read_row)
        .optional()?
        .transpose()
}

/// Any move (or the game's end) expires the game's open request.
pub(crate) fn expire_pending(conn: &Connection, game: GameId, now: i64) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE takebacks SET status = 'expired', answered_at = ?2
         WHERE game_id = ?1 AND status = 'pending'",
    )?
    .execute(params![game.0, now])?;
    Ok(())
}

/// The log ply the next move of `game` gets: one past the highest stored (retracted plies
/// keep their numbers, so the log stays append-only).
pub(crate) fn next_ply(conn: &Connection, game: GameId) -> Result<i64, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT COALESCE(MAX(ply) + 1, 0) AS next_ply FROM moves WHERE game_id = ?1",
        )?
        .query_row([game.0], |r| r.get("next_ply"))?)
}

impl Db {
    /// The open takeback request of `game`, if any.
    pub fn pending_takeback(&self, game: GameId) -> Result<Option<TakebackRow>, StoreError> {
        pending(&self.conn, game)
    }

    /// Every takeback event of `game`, oldest first.
    pub fn takebacks(&self, game: GameId) -> Result<Vec<TakebackRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM takebacks WHERE game_id = ?1 ORDER BY id");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([game.0], read_row)?;
        rows.map(|r| r?).collect()
    }

    /// Whether `game` counts for ratings or a ladder (no takebacks there).
    pub fn is_competitive(&self, game: GameId) -> Result<bool, StoreError> {
        Ok(self.conn.query_row(
            "SELECT rated <> 0 OR ladder_id IS NOT NULL AS competitive FROM games WHERE id = ?1",
            [game.0],
            |r| r.get("competitive"),
        )?)
    }

    /// Records `player`'s request to retract plies `from_ply..=to_ply` of active game
    /// `game`, if it is still at version `expected` and has no open request.
    pub fn ask_takeback(
        &mut self,
        game: GameId,
        expected: i64,
        player: u64,
        from_ply: u32,
        to_ply: u32,
        now: i64,
    ) -> Result<TakebackRow, StoreError> {
        self.write(|tx| {
            let row = load_at(tx, game, expected)?;
            if row.status != GameStatus::Active || pending(tx, game)?.is_some() {
                return Err(stale(expected, &row));
            }
            tx.execute(
                "INSERT INTO takebacks (game_id, asked_by, asked_at, from_ply, to_ply, status)
                 VALUES (?1, ?2, ?3, ?4, ?5, 'pending')",
                params![game.0, sql_id(player), now, from_ply, to_ply],
            )?;
            pending(tx, game)?.ok_or(StoreError::NoGame(game.0))
        })
    }

    /// Answers request `takeback` of game `game` (at version `expected`): `Some(undo)`
    /// grants it (the plies are retracted and the game goes back to `undo`, as after a
    /// move), `None` declines it. Returns the game afterwards.
    pub fn answer_takeback(
        &mut self,
        game: GameId,
        expected: i64,
        takeback: i64,
        player: u64,
        undo: Option<&Undo>,
        now: i64,
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            let row = load_at(tx, game, expected)?;
            let open = pending(tx, game)?;
            if row.status != GameStatus::Active || open.map(|t| t.id) != Some(takeback) {
                return Err(stale(expected, &row));
            }
            let status = match undo {
                Some(_) => TakebackStatus::Accepted,
                None => TakebackStatus::Declined,
            };
            tx.execute(
                "UPDATE takebacks SET status = ?2, answered_by = ?3, answered_at = ?4
                 WHERE id = ?1",
                params![takeback, status.as_str(), sql_id(player), now],
            )?;
            if let Some(undo) = undo {
                tx.execute(
                    "UPDATE games SET position = ?2, ply = ?3, version = version + 1,
                         updated_at = ?4, reminded_at = NULL
                     WHERE id = ?1",
                    params![game.0, undo.position, undo.ply, now],
                )?;
                write_time(tx, game, &undo.time)?;
                // The position the lines were written for is gone.
                super::conditionals::drop_lines_in(tx, game)?;
            }
            load(tx, game)?.ok_or(StoreError::NoGame(game.0))
        })
    }
}
