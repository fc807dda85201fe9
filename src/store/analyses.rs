//! The analysis cache: one stored analysis per game and node budget.

use rusqlite::{params, OptionalExtension};

use super::{Db, GameId, StoreError};

impl Db {
    /// The cached analysis of game `id` at `nodes` per position, if any, and the number
    /// of moves it covers.
    pub fn analysis(&self, id: GameId, nodes: u64) -> Result<Option<(u32, String)>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT ply, data FROM analyses WHERE game_id = ?1 AND nodes = ?2")?;
        let row = stmt
            .query_row(params![id.0, nodes as i64], |r| {
                let ply: i64 = r.get("ply")?;
                Ok((ply.clamp(0, u32::MAX as i64) as u32, r.get("data")?))
            })
            .optional()?;
        Ok(row)
    }

    /// Stores (or replaces) the analysis of game `id` covering `ply` moves.
    pub fn save_analysis(
        &mut self,
        id: GameId,
        nodes: u64,
        ply: u32,
        data: &str,
        at: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT OR REPLACE INTO analyses (game_id, nodes, ply, data, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![id.0, nodes as i64, ply, data, at],
            )?;
            Ok(())
        })
    }
}
