//! The players table.

use rusqlite::{params, Connection, OptionalExtension};

use super::db::{sql_id, user_id};
use super::{Db, Player, StoreError};

/// Inserts `player` or updates its name and AI fields (people rename themselves).
/// `now` is the service's clock (Unix ms).
pub(crate) fn upsert(conn: &Connection, player: &Player, now: i64) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO players (id, name, is_ai, ai_level, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, is_ai = excluded.is_ai,
             ai_level = excluded.ai_level, updated_at = excluded.updated_at
         WHERE name <> excluded.name OR is_ai <> excluded.is_ai
             OR ai_level IS NOT excluded.ai_level",
        params![
            sql_id(player.id),
            player.name,
            player.is_ai,
            player.ai_level,
            now
        ],
    )?;
    Ok(())
}

impl Db {
    /// Records a player (or their new name).
    pub fn upsert_player(&mut self, player: &Player, now: i64) -> Result<(), StoreError> {
        self.write(|tx| upsert(tx, player, now))
    }

    /// A player by id.
    pub fn player(&self, id: u64) -> Result<Option<Player>, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT id, name, is_ai, ai_level FROM players WHERE id = ?1")?
            .query_row([sql_id(id)], |r| {
                Ok(Player {
                    id: user_id(r.get("id")?),
                    name: r.get("name")?,
                    is_ai: r.get("is_ai")?,
                    ai_level: r.get("ai_level")?,
                })
            })
            .optional()?)
    }

    /// The stored names of two players (a board's header) in one statement.
    pub fn player_names(&self, ids: [u64; 2]) -> Result<[Option<String>; 2], StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, name FROM players WHERE id IN (?1, ?2)")?;
        let mut names = [None, None];
        let rows = stmt.query_map([sql_id(ids[0]), sql_id(ids[1])], |r| {
            Ok((user_id(r.get("id")?), r.get::<_, String>("name")?))
        })?;
        for row in rows {
            let (id, name) = row?;
            for (i, want) in ids.iter().enumerate() {
                if *want == id {
                    names[i] = Some(name.clone());
                }
            }
        }
        Ok(names)
    }

    /// A player's name, or `None` if unknown.
    pub fn player_name(&self, id: u64) -> Result<Option<String>, StoreError> {
        Ok(self.player(id)?.map(|p| p.name))
    }
}
