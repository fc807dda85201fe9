//! The games table: creating games, reading them, and the status changes of their life.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::db::{sql_id, user_id};
use super::finish::{finish_game, Ending};
use super::rows::{color_text, parse_kind, parse_outcome, reason_text, Named};
use super::{
    Db, GameId, GameRow, GameStatus, NewGame, Player, StoreError, Termination, TimeControl, Timing,
};
use crate::games::{Outcome, WinReason};
use crate::time::GameTime;

const COLUMNS: &str = "id, guild_id, channel_id, kind, size, white_id, black_id, challenger_id,
    status, winner, reason, days_per_move, ai_level, start_position, position, ply, version,
    created_at, updated_at, turn_started_at, clock, white_bank, black_bank, deadline_at,
    remind_at, more_time, termination, rated, wants_thread, thread_id, adjudicated_at, voided_at,
    paused_at, paused_deadline_at, paused_remind_at";

fn read_row(r: &Row<'_>) -> rusqlite::Result<Result<GameRow, StoreError>> {
    let r = &Named::new(r);
    let kind: String = r.get("kind")?;
    let status: String = r.get("status")?;
    let winner: Option<String> = r.get("winner")?;
    let reason: Option<String> = r.get("reason")?;
    let guild: Option<i64> = r.get("guild_id")?;
    let days: i64 = r.get("days_per_move")?;
    let ply: i64 = r.get("ply")?;
    let clock: Option<String> = r.get("clock")?;
    let ended: Option<String> = r.get("termination")?;
    let adjudicated = r.get::<Option<i64>>("adjudicated_at")?.is_some();
    let voided = r.get::<Option<i64>>("voided_at")?.is_some();
    let fixed = (|| {
        let clock = match clock {
            Some(c) => c
                .parse::<TimeControl>()
                .map_err(|_| StoreError::Corrupt(format!("clock `{c}`")))?,
            None => TimeControl::simple_days(days.clamp(1, 60) as u32),
        };
        let ended = match ended.as_deref() {
            None => None,
            Some("aborted") => Some(Termination::Aborted),
            Some("expired") => Some(Termination::Expired),
            Some(other) => return Err(StoreError::Corrupt(format!("termination `{other}`"))),
        };
        // A moderator's decision overrides how the game ended by itself.
        let ended = if voided {
            Some(Termination::Voided)
        } else {
            ended
        };
        let outcome = match parse_outcome(winner.as_deref(), reason.as_deref())? {
            Outcome::Win { winner, .. } if adjudicated => Outcome::Win {
                winner,
                reason: WinReason::Adjudication,
            },
            other => other,
        };
        Ok::<_, StoreError>((
            parse_kind(&kind)?,
            GameStatus::parse(&status)?,
            outcome,
            clock,
            ended,
        ))
    })();
    let (kind, status, outcome, clock, ended) = match fixed {
        Ok(v) => v,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(GameRow {
        id: GameId(r.get("id")?),
        guild: guild.map(user_id),
        channel: user_id(r.get("channel_id")?),
        kind,
        size: r.get("size")?,
        white: user_id(r.get("white_id")?),
        black: user_id(r.get("black_id")?),
        challenger: user_id(r.get("challenger_id")?),
        status,
        outcome,
        days_per_move: days.clamp(0, u32::MAX as i64) as u32,
        clock,
        timing: Timing {
            white_bank: r.get("white_bank")?,
            black_bank: r.get("black_bank")?,
            deadline_at: r.get("deadline_at")?,
            remind_at: r.get("remind_at")?,
        },
        more_time: r.get("more_time")?,
        ended,
        rated: r.get::<i64>("rated")? != 0,
        ai_level: r.get("ai_level")?,
        start_position: r.get("start_position")?,
        position: r.get("position")?,
        ply: ply.clamp(0, u32::MAX as i64) as u32,
        version: r.get("version")?,
        created_at: r.get("created_at")?,
        updated_at: r.get("updated_at")?,
        turn_started_at: r.get("turn_started_at")?,
        wants_thread: r.get::<i64>("wants_thread")? != 0,
        thread: r.get::<Option<i64>>("thread_id")?.map(user_id),
        paused_at: r.get("paused_at")?,
        paused_deadline_at: r.get("paused_deadline_at")?,
        paused_remind_at: r.get("paused_remind_at")?,
    }))
}

/// A game by id, inside any connection or transaction.
pub(crate) fn load(conn: &Connection, id: GameId) -> Result<Option<GameRow>, StoreError> {
    // Read three times by every move: prepared once per connection.
    let sql = format!("SELECT {COLUMNS} FROM games WHERE id = ?1");
    conn.prepare_cached(&sql)?
        .query_row([id.0], read_row)
        .optional()?
        .transpose()
}

/// The game `id` at exactly `expected` version, or why not.
pub(crate) fn load_at(conn: &Connection, id: GameId, expected: i64) -> Result<GameRow, StoreError> {
    let game = load(conn, id)?.ok_or(StoreError::NoGame(id.0))?;
    if game.version != expected {
        return Err(stale(expected, &game));
    }
    Ok(game)
}

/// Game `id` if it is still at version `expected` and in `status`; otherwise the write
/// is stale.
pub(crate) fn load_in(
    conn: &Connection,
    id: GameId,
    expected: i64,
    status: GameStatus,
) -> Result<GameRow, StoreError> {
    let game = load_at(conn, id, expected)?;
    if game.status != status {
        return Err(stale(expected, &game));
    }
    Ok(game)
}

/// The refusal of a write that expected version `expected` of `game`.
pub(crate) fn stale(expected: i64, game: &GameRow) -> StoreError {
    StoreError::Conflict {
        expected,
        found: game.version,
    }
}

pub(crate) fn query(
    conn: &Connection,
    filter: &str,
    args: &[&dyn rusqlite::ToSql],
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM games WHERE {filter} ORDER BY id");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(args, read_row)?;
    rows.map(|r| r?).collect()
}

impl Db {
    /// Records the players and creates the game, in one transaction.
    pub fn create_game(
        &mut self,
        game: &NewGame,
        players: &[Player],
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            let id = insert(tx, game, players)?;
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }

    /// How many games are in progress (for the metrics' gauge).
    pub fn count_active_games(&self) -> Result<u64, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) AS n FROM games WHERE status = 'active'",
            [],
            |r| r.get("n"),
        )?;
        Ok(n as u64)
    }

    /// A game by id.
    pub fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        load(&self.conn, id)
    }

    /// The games in a channel (or played in a thread with that id), oldest first; only pending and active ones if `open_only`.
    pub fn games_in_channel(
        &self,
        channel: u64,
        open_only: bool,
    ) -> Result<Vec<GameRow>, StoreError> {
        let filter = if open_only {
            "(channel_id = ?1 OR thread_id = ?1) AND status IN ('pending', 'active')"
        } else {
            "(channel_id = ?1 OR thread_id = ?1)"
        };
        query(&self.conn, filter, &[&sql_id(channel)])
    }

    /// The game `player` played in `channel` most recently (any status).
    pub fn latest_game_of_in(
        &self,
        player: u64,
        channel: u64,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM games WHERE (channel_id = ?1 OR thread_id = ?1)
                 AND (white_id = ?2 OR black_id = ?2)
             ORDER BY updated_at DESC, id DESC LIMIT 1"
        );
        // A `/move` without its game asks this: prepared once per connection.
        self.conn
            .prepare_cached(&sql)?
            .query_row([sql_id(channel), sql_id(player)], read_row)
            .optional()?
            .transpose()
    }

    /// A player's pending and active games in a guild (`None`: in direct messages).
    pub fn open_games_of(
        &self,
        player: u64,
        guild: Option<u64>,
    ) -> Result<Vec<GameRow>, StoreError> {
        query(
            &self.conn,
            "(white_id = ?1 OR black_id = ?1) AND guild_id IS ?2 AND status IN ('pending', 'active')",
            &[&sql_id(player), &guild.map(sql_id)],
        )
    }

    /// How many challenges `challenger` has made that nobody has answered yet (any server).
    pub fn open_challenges_by(&self, challenger: u64) -> Result<usize, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT COUNT(*) AS n FROM games WHERE challenger_id = ?1 AND status = 'pending'",
            [sql_id(challenger)],
            |r| r.get("n"),
        )?;
        Ok(n as usize)
    }

    /// Every active game in which `player` plays, in the servers `shards` owns (to find
    /// pending AI turns after a restart).
    pub fn active_games_of(
        &self,
        player: u64,
        shards: &crate::shards::Shards,
    ) -> Result<Vec<GameRow>, StoreError> {
        let owned = super::shards::owned_by(shards, "guild_id");
        query(
            &self.conn,
            &format!("(white_id = ?1 OR black_id = ?1) AND status = 'active' AND {owned}"),
            &[&sql_id(player)],
        )
    }

    /// Marks game `id` as wanting a thread once it starts (`thread:true`).
    pub fn set_wants_thread(&mut self, id: GameId) -> Result<(), StoreError> {
        self.conn
            .execute("UPDATE games SET wants_thread = 1 WHERE id = ?1", [id.0])?;
        Ok(())
    }

    /// Records `thread` as the thread game `id` is played in.
    pub fn set_thread(&mut self, id: GameId, thread: u64) -> Result<(), StoreError> {
        let changed = self.conn.execute(
            "UPDATE games SET thread_id = ?2 WHERE id = ?1",
            params![id.0, sql_id(thread)],
        )?;
        if changed == 0 {
            return Err(StoreError::NoGame(id.0));
        }
        Ok(())
    }

    /// Moves game `id` from status `from` to `to` (accept: pending → active; decline:
    /// pending → declined) at `now`, with what is then due (`timing`), if it is still at
    /// version `expected`.
    pub fn set_status(
        &mut self,
        id: GameId,
        expected: i64,
        from: GameStatus,
        to: GameStatus,
        now: i64,
        timing: Timing,
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            load_in(tx, id, expected, from)?;
            let turn_started = (to == GameStatus::Active).then_some(now);
            tx.execute(
                "UPDATE games SET status = ?2, version = version + 1, updated_at = ?3,
                     turn_started_at = COALESCE(?4, turn_started_at)
                 WHERE id = ?1",
                params![id.0, to.as_str(), now, turn_started],
            )?;
            write_timing(tx, id, &timing)?;
            if to == GameStatus::Active {
                pause_if_away(tx, id, now)?;
            }
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }

    /// Ends an active game with `outcome` (resignation, timeout) without a move, if it is
    /// still at version `expected`, at `now`.
    pub fn finish(
        &mut self,
        id: GameId,
        expected: i64,
        outcome: Outcome,
        now: i64,
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            load_in(tx, id, expected, GameStatus::Active)?;
            finish_game(tx, id, Ending::Result(outcome), now)?;
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }
}

/// Records the players and inserts `game`, inside a transaction (paused if a player is
/// on vacation); its id.
pub(crate) fn insert(
    tx: &Connection,
    game: &NewGame,
    players: &[Player],
) -> Result<GameId, StoreError> {
    for p in players {
        super::players::upsert(tx, p, game.at)?;
    }
    let now = game.at;
    let turn_started = (game.status == GameStatus::Active).then_some(now);
    tx.execute(
        "INSERT INTO games (guild_id, channel_id, kind, size, white_id, black_id,
             challenger_id, status, days_per_move, ai_level, start_position, position,
             created_at, updated_at, turn_started_at, clock, white_bank, black_bank,
             deadline_at, remind_at, rated)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11, ?12, ?12, ?13,
             ?14, ?15, ?16, ?17, ?18, ?19)",
        params![
            game.guild.map(sql_id),
            sql_id(game.channel),
            game.kind.id(),
            game.size,
            sql_id(game.white),
            sql_id(game.black),
            sql_id(game.challenger),
            game.status.as_str(),
            game.days_per_move,
            game.ai_level,
            game.position,
            now,
            turn_started,
            game.clock.map(|c| c.to_string()),
            game.timing.white_bank,
            game.timing.black_bank,
            game.timing.deadline_at,
            game.timing.remind_at,
            game.rated,
        ],
    )?;
    let id = GameId(tx.last_insert_rowid());
    if game.answer_only {
        tx.execute(
            "INSERT INTO answer_only_games (game_id) VALUES (?1)",
            [id.0],
        )?;
    }
    // A game started while a player is away waits for them, however it started.
    pause_if_away(tx, id, now)?;
    Ok(id)
}

/// Marks game `id` finished with `outcome` (not `Ongoing`) and bumps its version: the
/// row alone; [`super::finish::finish_game`] is the finish with its consequences.
pub(crate) fn write_result(
    conn: &Connection,
    id: GameId,
    outcome: Outcome,
    now: i64,
) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE games SET status = 'finished', winner = ?2, reason = ?3, finished_at = ?4,
             updated_at = ?4, turn_started_at = NULL, version = version + 1,
             deadline_at = NULL, remind_at = NULL, paused_at = NULL,
             paused_deadline_at = NULL, paused_remind_at = NULL
         WHERE id = ?1",
        params![
            id.0,
            outcome.winner().map(color_text),
            reason_text(outcome),
            now
        ],
    )?;
    Ok(())
}

/// Marks game `id` finished and voided by a moderator at `now` (over, counting for
/// nothing) and bumps its version: the row alone, as [`write_result`]. `voided_at` is
/// the whole record of the void: no termination (it was not aborted), no result, and
/// nothing left of a paused clock.
pub(crate) fn write_void(conn: &Connection, id: GameId, now: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE games SET status = 'finished', termination = NULL, voided_at = ?2,
             finished_at = ?2, updated_at = ?2, turn_started_at = NULL,
             deadline_at = NULL, remind_at = NULL, paused_at = NULL,
             paused_deadline_at = NULL, paused_remind_at = NULL, version = version + 1
         WHERE id = ?1",
        params![id.0, now],
    )?;
    Ok(())
}

/// Stores what is due in game `id` as the columns of a running (not paused) game: a
/// challenge's expiry, or a new game's first deadline.
pub(crate) fn write_timing(conn: &Connection, id: GameId, t: &Timing) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE games SET deadline_at = ?2, remind_at = ?3, white_bank = ?4, black_bank = ?5,
             paused_at = NULL, paused_deadline_at = NULL, paused_remind_at = NULL
         WHERE id = ?1",
        params![id.0, t.deadline_at, t.remind_at, t.white_bank, t.black_bank],
    )?;
    Ok(())
}

/// Stores game `id`'s time. Callers bump the version in the same transaction: a write
/// that changes what is due must make any write based on an older read fail.
pub(crate) fn write_time(conn: &Connection, id: GameId, t: &GameTime) -> Result<(), StoreError> {
    let (due, remind, paused_due, paused_remind) = match t.paused_at {
        None => (t.deadline, t.remind_at, None, None),
        Some(_) => (None, None, t.deadline, t.remind_at),
    };
    conn.prepare_cached(
        "UPDATE games SET deadline_at = ?2, remind_at = ?3, paused_deadline_at = ?4,
             paused_remind_at = ?5, paused_at = ?6, turn_started_at = ?7, white_bank = ?8,
             black_bank = ?9
         WHERE id = ?1",
    )?
    .execute(params![
        id.0,
        due,
        remind,
        paused_due,
        paused_remind,
        t.paused_at,
        t.turn_started_at,
        t.white_bank,
        t.black_bank
    ])?;
    Ok(())
}

/// Pauses active game `id` at `now` if one of its players is on vacation in its space
/// (its server, or the direct games): a game started while a player is away waits for
/// them. Whether it waits.
pub(crate) fn pause_if_away(conn: &Connection, id: GameId, now: i64) -> Result<bool, StoreError> {
    let game = load(conn, id)?.ok_or(StoreError::NoGame(id.0))?;
    if game.status != GameStatus::Active || game.paused_at.is_some() {
        return Ok(game.paused_at.is_some());
    }
    if !super::vacations::either_away(conn, &game)? {
        return Ok(false);
    }
    write_time(conn, id, &game.time().paused(now))?;
    bump_version(conn, id)?;
    Ok(true)
}

/// Bumps game `id`'s version (a change of its time that no other update bumps).
pub(crate) fn bump_version(conn: &Connection, id: GameId) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE games SET version = version + 1 WHERE id = ?1",
        [id.0],
    )?;
    Ok(())
}
