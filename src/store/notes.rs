//! Private notes on a game: each seen only by its author.

use rusqlite::params;

use super::db::sql_id;
use super::{Db, GameId, StoreError};

/// One note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteRow {
    /// Moves played in the game when it was written.
    pub ply: u32,
    pub text: String,
    pub created_at: i64,
}

impl Db {
    /// `player`'s notes on game `id`, oldest first.
    pub fn notes(&self, id: GameId, player: u64) -> Result<Vec<NoteRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT ply, text, created_at FROM game_notes
             WHERE game_id = ?1 AND player_id = ?2 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![id.0, sql_id(player)], |r| {
            let ply: i64 = r.get("ply")?;
            Ok(NoteRow {
                ply: ply.clamp(0, u32::MAX as i64) as u32,
                text: r.get("text")?,
                created_at: r.get("created_at")?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Adds a note if `player` has fewer than `limit` on game `id`; `false` (nothing
    /// written) when they have `limit` already.
    pub fn add_note(
        &mut self,
        id: GameId,
        player: u64,
        note: &NoteRow,
        limit: usize,
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            let (count, next): (i64, i64) = tx.query_row(
                "SELECT count(*) AS n, coalesce(max(seq) + 1, 0) AS next_seq FROM game_notes
                 WHERE game_id = ?1 AND player_id = ?2",
                params![id.0, sql_id(player)],
                |r| Ok((r.get("n")?, r.get("next_seq")?)),
            )?;
            if count >= limit as i64 {
                return Ok(false);
            }
            tx.execute(
                "INSERT INTO game_notes (game_id, player_id, seq, ply, text, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    id.0,
                    sql_id(player),
                    next,
                    i64::from(note.ply),
                    note.text,
                    note.created_at
                ],
            )?;
            Ok(true)
        })
    }

    /// Removes `player`'s notes on game `id`; how many there were.
    pub fn clear_notes(&mut self, id: GameId, player: u64) -> Result<usize, StoreError> {
        self.write(|tx| {
            Ok(tx.execute(
                "DELETE FROM game_notes WHERE game_id = ?1 AND player_id = ?2",
                params![id.0, sql_id(player)],
            )?)
        })
    }
}
