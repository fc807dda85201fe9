//! Vacations: while a player is away, every active game of theirs in that space (a
//! server, or the direct games) waits (their opponent's clock too). Starting one parks
//! each game's deadline and reminder in `paused_*` (so nothing falls due); ending it puts
//! them back, moved by the length of the pause, unless the opponent is on vacation too
//! (then the game waits for them).
//!
//! The direct games (Breaker's DM, DMs and group DMs, servers without Breaker; `guild_id`
//! NULL in `games`) are one vacation scope of their own, stored with `guild_id`
//! [`DIRECT_SPACE`] (0): no server has that id, the table's key stays a plain integer,
//! and Discord's shard rule sends 0 to shard 0, where the direct games live, so the
//! scheduler's and `breaker reshard`'s guild filters place these rows with them.

use rusqlite::{params, OptionalExtension, Row, Transaction};

use super::db::{sql_id, user_id};
use super::games::{bump_version, load, write_time};
use super::outbox::{NewNotice, OutboxKind};
use super::shards::owned_by;
use super::{Db, GameId, GameRow, Player, StoreError};
use crate::shards::Shards;

/// `vacations.guild_id` of a vacation from the direct games (see the module docs).
pub const DIRECT_SPACE: i64 = 0;

/// The stored `guild_id` of a vacation in `guild` (`None`: the direct games).
fn space_id(guild: Option<u64>) -> i64 {
    guild.map_or(DIRECT_SPACE, sql_id)
}

/// One vacation of a player in a server, or in the direct games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vacation {
    pub id: i64,
    /// The server, or `None` for the direct games.
    pub guild: Option<u64>,
    pub player: u64,
    /// Where it was started (its end is announced there); 0 if unknown.
    pub channel: u64,
    pub started_at: i64,
    /// When it ends by itself.
    pub ends_at: i64,
    /// When it ended (early with `/vacation end`, or at `ends_at`); `None` while running.
    pub ended_at: Option<i64>,
}

impl Vacation {
    /// When it ends or ended.
    pub fn end(&self) -> i64 {
        self.ended_at.unwrap_or(self.ends_at)
    }
}

const COLUMNS: &str = "id, guild_id, player_id, channel_id, started_at, ends_at, ended_at";

fn read(r: &Row<'_>) -> rusqlite::Result<Vacation> {
    Ok(Vacation {
        id: r.get("id")?,
        guild: Some(r.get::<_, i64>("guild_id")?)
            .filter(|g| *g != DIRECT_SPACE)
            .map(user_id),
        player: user_id(r.get("player_id")?),
        channel: r.get::<_, Option<i64>>("channel_id")?.map_or(0, user_id),
        started_at: r.get("started_at")?,
        ends_at: r.get("ends_at")?,
        ended_at: r.get("ended_at")?,
    })
}

fn running(
    conn: &rusqlite::Connection,
    player: u64,
    guild: Option<u64>,
) -> Result<Option<Vacation>, StoreError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM vacations
         WHERE player_id = ?1 AND guild_id = ?2 AND ended_at IS NULL
         ORDER BY started_at DESC LIMIT 1"
    );
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([sql_id(player), space_id(guild)], read)
        .optional()?)
}

impl Db {
    /// The vacation `player` is on in `guild` (`None`: the direct games), if any.
    pub fn vacation(
        &self,
        player: u64,
        guild: Option<u64>,
    ) -> Result<Option<Vacation>, StoreError> {
        running(&self.conn, player, guild)
    }

    /// The vacation `player` was (or is) on in `guild` at instant `at`, if any: started
    /// by then and not ended (or planned to end) before it.
    pub fn vacation_at(
        &self,
        player: u64,
        guild: Option<u64>,
        at: i64,
    ) -> Result<Option<Vacation>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM vacations
             WHERE player_id = ?1 AND guild_id = ?2 AND started_at <= ?3
                 AND COALESCE(ended_at, ends_at) > ?3
             ORDER BY started_at DESC LIMIT 1"
        );
        Ok(self
            .conn
            .query_row(&sql, params![sql_id(player), space_id(guild), at], read)
            .optional()?)
    }

    /// The running vacations in `guild` of the `players` of a game (a move's post and
    /// picture say who is away): two index steps, however many are away in the server.
    pub fn vacations_of(
        &self,
        guild: Option<u64>,
        players: [u64; 2],
    ) -> Result<Vec<Vacation>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM vacations
             WHERE player_id IN (?2, ?3) AND guild_id = ?1 AND ended_at IS NULL ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(
            [space_id(guild), sql_id(players[0]), sql_id(players[1])],
            read,
        )?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every running vacation in `guild` (`None`: the direct games).
    pub fn vacations_in(&self, guild: Option<u64>) -> Result<Vec<Vacation>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM vacations WHERE guild_id = ?1 AND ended_at IS NULL ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([space_id(guild)], read)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How long (ms) `player` has been or will be on vacation in `guild`, counting the
    /// vacations started in `from..to` (a calendar year) to their (planned) end.
    pub fn vacation_used(
        &self,
        player: u64,
        guild: Option<u64>,
        from: i64,
        to: i64,
    ) -> Result<i64, StoreError> {
        Ok(self.conn.query_row(
            "SELECT COALESCE(SUM(COALESCE(ended_at, ends_at) - started_at), 0) AS away_ms
             FROM vacations
             WHERE player_id = ?1 AND guild_id = ?2 AND started_at >= ?3 AND started_at < ?4",
            params![sql_id(player), space_id(guild), from, to],
            |r| r.get("away_ms"),
        )?)
    }

    /// Starts a vacation of `player` in `guild` at `now`, planned to end at `ends_at`, and
    /// pauses their active games there. `None` if they are already on vacation. Returns
    /// the vacation and the games paused.
    pub fn start_vacation(
        &mut self,
        player: &Player,
        guild: Option<u64>,
        channel: u64,
        now: i64,
        ends_at: i64,
    ) -> Result<Option<(Vacation, Vec<GameId>)>, StoreError> {
        self.write(|tx| {
            if running(tx, player.id, guild)?.is_some() {
                return Ok(None);
            }
            super::players::upsert(tx, player, now)?;
            tx.execute(
                "INSERT INTO vacations (guild_id, player_id, channel_id, started_at, ends_at)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    space_id(guild),
                    sql_id(player.id),
                    sql_id(channel),
                    now,
                    ends_at
                ],
            )?;
            let vacation = running(tx, player.id, guild)?
                .ok_or_else(|| StoreError::Corrupt("a vacation vanished".into()))?;
            let games = games_of(tx, player.id, guild, false)?;
            for &id in &games {
                let game = load(tx, id)?.ok_or(StoreError::NoGame(id.0))?;
                if game.paused_at.is_none() {
                    write_time(tx, id, &game.time().paused(now))?;
                    bump_version(tx, id)?;
                }
            }
            Ok(Some((vacation, games)))
        })
    }

    /// Ends the running vacation of `player` in `guild` as of `at`, and resumes their
    /// paused games there whose opponent is not on vacation too: each deadline and
    /// reminder moves by the length of its pause. `None` if they are not on vacation.
    /// Returns the vacation and the games resumed. With `announce` (the instant it is
    /// settled), the notice that it ended is written to the outbox in the same
    /// transaction (a planned end; an early end is answered to the player instead).
    pub fn end_vacation(
        &mut self,
        player: u64,
        guild: Option<u64>,
        at: i64,
        announce: Option<i64>,
    ) -> Result<Option<(Vacation, Vec<GameId>)>, StoreError> {
        self.write(|tx| {
            let Some(mut vacation) = running(tx, player, guild)? else {
                return Ok(None);
            };
            // Never before it began (a planned end settled late keeps its planned instant).
            let at = at.max(vacation.started_at);
            tx.execute(
                "UPDATE vacations SET ended_at = ?2 WHERE id = ?1",
                params![vacation.id, at],
            )?;
            vacation.ended_at = Some(at);
            let mut resumed = Vec::new();
            for id in games_of(tx, player, guild, true)? {
                let game = load(tx, id)?.ok_or(StoreError::NoGame(id.0))?;
                // A game between two away players waits for both.
                if either_away(tx, &game)? {
                    continue;
                }
                write_time(tx, id, &game.time().resumed(at))?;
                bump_version(tx, id)?;
                resumed.push(id);
            }
            if let Some(settled_at) = announce {
                let notice = NewNotice {
                    kind: OutboxKind::VacationEnded,
                    guild,
                    game: resumed.first().copied().unwrap_or(GameId(0)),
                    channel: vacation.channel,
                    player,
                    due_at: at,
                    settled_at,
                    data: serde_json::json!({
                        "vacation": vacation.id,
                        "channel": vacation.channel,
                        "started_at": vacation.started_at,
                        "ends_at": vacation.ends_at,
                        "games": resumed.len(),
                    })
                    .to_string(),
                };
                super::outbox::insert(tx, &[notice])?;
            }
            Ok(Some((vacation, resumed)))
        })
    }

    /// The earliest planned end of a running vacation in the servers `shards` owns (an
    /// index look-up).
    pub fn next_vacation_end(&self, shards: &Shards) -> Result<Option<i64>, StoreError> {
        let sql = format!(
            "SELECT ends_at FROM vacations WHERE ended_at IS NULL AND {}
             ORDER BY ends_at LIMIT 1",
            owned_by(shards, "guild_id")
        );
        Ok(self
            .conn
            .query_row(&sql, [], |r| r.get("ends_at"))
            .optional()?)
    }

    /// Running vacations planned to end by `now` in the servers `shards` owns, earliest
    /// first.
    pub fn due_vacations(&self, now: i64, shards: &Shards) -> Result<Vec<Vacation>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM vacations WHERE ended_at IS NULL AND ends_at <= ?1 AND {}
             ORDER BY ends_at, id",
            owned_by(shards, "guild_id")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([now], read)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// The active games of `player` in `guild` (`None`: the direct games; only the paused
/// ones if `paused`).
fn games_of(
    tx: &Transaction<'_>,
    player: u64,
    guild: Option<u64>,
    paused: bool,
) -> Result<Vec<GameId>, StoreError> {
    let mut stmt = tx.prepare_cached(
        "SELECT id FROM games WHERE status = 'active' AND guild_id IS ?2
             AND (white_id = ?1 OR black_id = ?1) AND (paused_at IS NOT NULL OR NOT ?3)
         ORDER BY id",
    )?;
    let rows = stmt.query_map(params![sql_id(player), guild.map(sql_id), paused], |r| {
        Ok(GameId(r.get("id")?))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Whether a player of `game` is on vacation in its space (its server, or the direct
/// games) now.
pub(crate) fn either_away(conn: &rusqlite::Connection, game: &GameRow) -> Result<bool, StoreError> {
    let guild = game.guild;
    Ok(running(conn, game.white, guild)?.is_some() || running(conn, game.black, guild)?.is_some())
}
