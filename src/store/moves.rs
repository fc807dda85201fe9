//! The append-only move log.

use rusqlite::params;

use super::db::{sql_id, user_id};
use super::finish::{finish_game, Ending};
use super::games::{load, load_in, write_time};
use super::takebacks::{expire_pending, next_ply};
use super::{Db, GameId, GameRow, GameStatus, MoveRow, NewMove, StoreError};

impl Db {
    /// Appends a move to active game `id` and stores the position it leads to (finishing
    /// the game if `mv.outcome` says so, with the consequences in `store/finish.rs`), all
    /// in one transaction, if the game is still at
    /// version `expected`; otherwise [`StoreError::Conflict`] and nothing changes.
    pub fn append_move(
        &mut self,
        id: GameId,
        expected: i64,
        mv: &NewMove,
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            let game = load_in(tx, id, expected, GameStatus::Active)?;
            let now = mv.at;
            let ply = next_ply(tx, id)?;
            // Kept so that a takeback can give the bank back as it was.
            let bank_after = game.color_of(mv.player).and_then(|c| mv.time.bank(c));
            tx.prepare_cached(
                "INSERT INTO moves (game_id, ply, player_id, move, created_at, bank_after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                id.0,
                ply,
                sql_id(mv.player),
                mv.text,
                now,
                bank_after
            ])?;
            expire_pending(tx, id, now)?;
            tx.prepare_cached(
                "UPDATE games SET position = ?2, ply = ply + 1, version = version + 1,
                     updated_at = ?3, reminded_at = NULL
                 WHERE id = ?1",
            )?
            .execute(params![id.0, mv.position, now])?;
            write_time(tx, id, &mv.time)?;
            finish_game(tx, id, Ending::Result(mv.outcome), now)?;
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }

    /// The moves of game `id` as played, in order: the log without the plies takebacks
    /// retracted.
    pub fn moves(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError> {
        self.read_moves(
            "AND NOT EXISTS (SELECT 1 FROM takebacks t WHERE t.game_id = moves.game_id
                 AND t.status = 'accepted' AND moves.ply BETWEEN t.from_ply AND t.to_ply)
             ORDER BY ply",
            id,
        )
    }

    /// The last move of game `id` as played (retracted plies skipped), without reading
    /// the rest of the log: one step down the `(game_id, ply)` key.
    pub fn last_move(&self, id: GameId) -> Result<Option<MoveRow>, StoreError> {
        let mut moves = self.read_moves(
            "AND NOT EXISTS (SELECT 1 FROM takebacks t WHERE t.game_id = moves.game_id
                 AND t.status = 'accepted' AND moves.ply BETWEEN t.from_ply AND t.to_ply)
             ORDER BY ply DESC LIMIT 1",
            id,
        )?;
        Ok(moves.pop())
    }

    /// Every move ever made in game `id`, retracted ones included, in log order.
    pub fn move_log(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError> {
        self.read_moves("ORDER BY ply", id)
    }

    /// Game `id`'s moves, `rest` (more conditions, the order) after `WHERE game_id = ?1`.
    fn read_moves(&self, rest: &str, id: GameId) -> Result<Vec<MoveRow>, StoreError> {
        let sql = format!(
            "SELECT ply, player_id, move, created_at, bank_after FROM moves
             WHERE game_id = ?1 {rest}"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([id.0], |r| {
            let ply: i64 = r.get("ply")?;
            Ok(MoveRow {
                ply: ply.clamp(0, u32::MAX as i64) as u32,
                player: user_id(r.get("player_id")?),
                text: r.get("move")?,
                created_at: r.get("created_at")?,
                bank_after: r.get("bank_after")?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
