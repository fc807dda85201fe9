//! Conditional lines: a player's prepared answers in a game, stored until the opponent's
//! move fires or drops them. What they mean (the tree, matching a move) is the service's
//! (`service/correspondence/conditional.rs`); here only the rows.

use rusqlite::{params, Connection, Transaction};

use super::db::{sql_id, user_id};
use super::news::{hold_in, HeldNews};
use super::shards::owned_by;
use super::{Db, GameId, StoreError};
use crate::shards::Shards;

/// One stored line of one player in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredLine {
    /// The game's ply when the line's first ply is to be played.
    pub from_ply: u32,
    /// The plies in canonical notation, the opponent's expected move first.
    pub plies: Vec<String>,
}

/// How plies are joined in a row (a Breach turn holds a space, never a comma).
const SEPARATOR: &str = ", ";

impl Db {
    /// `player`'s lines in game `id`, in the order stored: one step down the primary key.
    pub fn conditional_lines(
        &self,
        id: GameId,
        player: u64,
    ) -> Result<Vec<StoredLine>, StoreError> {
        lines_in(&self.conn, id, player)
    }

    /// Replaces `player`'s lines in game `id` with `lines` (none: removes them), if they
    /// are still the lines `expected` (another write got there first otherwise:
    /// [`StoreError::Conflict`] and nothing changes).
    pub fn replace_conditional_lines(
        &mut self,
        id: GameId,
        player: u64,
        expected: &[StoredLine],
        lines: &[StoredLine],
        now: i64,
    ) -> Result<(), StoreError> {
        self.replace_conditional_lines_telling(id, player, expected, lines, None, now)
    }

    /// [`Db::replace_conditional_lines`], holding `news` for `player` in the same
    /// transaction (their lines dropped, and they take no DMs: they are told in their
    /// next reply).
    pub fn replace_conditional_lines_telling(
        &mut self,
        id: GameId,
        player: u64,
        expected: &[StoredLine],
        lines: &[StoredLine],
        news: Option<&HeldNews>,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            if lines_in(tx, id, player)? != expected {
                return Err(StoreError::Conflict {
                    expected: 0,
                    found: 1,
                });
            }
            tx.execute(
                "DELETE FROM conditional_lines WHERE game_id = ?1 AND player_id = ?2",
                params![id.0, sql_id(player)],
            )?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO conditional_lines (game_id, player_id, seq, from_ply, plies, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (seq, line) in lines.iter().enumerate() {
                insert.execute(params![
                    id.0,
                    sql_id(player),
                    seq as i64,
                    i64::from(line.from_ply),
                    line.plies.join(SEPARATOR),
                    now
                ])?;
            }
            if let Some(news) = news {
                hold_in(tx, news)?;
            }
            Ok(())
        })
    }

    /// The games of this process with lines stored for a position they have left (a
    /// move was played, the game ended) and whose lines' owner: what a restart between
    /// a move and its answer leaves to settle.
    pub fn conditional_lines_behind(
        &self,
        shards: &Shards,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        let owned = owned_by(shards, "g.guild_id");
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT DISTINCT c.game_id AS game_id, c.player_id AS player_id FROM conditional_lines c
             JOIN games g ON g.id = c.game_id
             WHERE (g.ply != c.from_ply OR g.status != 'active') AND {owned}
             ORDER BY c.game_id"
        ))?;
        let rows = stmt.query_map([], |r| {
            Ok((GameId(r.get("game_id")?), user_id(r.get("player_id")?)))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

fn lines_in(conn: &Connection, id: GameId, player: u64) -> Result<Vec<StoredLine>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT from_ply, plies FROM conditional_lines
         WHERE game_id = ?1 AND player_id = ?2 ORDER BY seq",
    )?;
    let rows = stmt.query_map(params![id.0, sql_id(player)], |r| {
        let from: i64 = r.get("from_ply")?;
        let plies: String = r.get("plies")?;
        Ok(StoredLine {
            from_ply: from.clamp(0, u32::MAX as i64) as u32,
            plies: plies
                .split(SEPARATOR)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect(),
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Removes both players' lines in game `id`, inside the caller's transaction (an accepted
/// takeback).
pub(crate) fn drop_lines_in(tx: &Transaction<'_>, id: GameId) -> Result<(), StoreError> {
    tx.execute("DELETE FROM conditional_lines WHERE game_id = ?1", [id.0])?;
    Ok(())
}
