//! Games created under a limit, checked inside the transaction that creates them: two
//! commands at once cannot both pass a check and then both write (the open-challenge
//! cap, the open games against the AI per player, a ladder's challenge limits, one open
//! game per pair). The service passes the
//! limit, or its check as a function, into the store call; the check reads the rows as
//! they are under the write lock.

use rusqlite::params;

use super::games::{insert, load};
use super::ladders::last_pair;
use super::{Db, GameRow, NewGame, Player, StoreError};
use crate::games::Color;

impl Db {
    /// Creates the challenge `game` unless its challenger already has `max_open`
    /// unanswered challenges (any server): then `Ok(Err(open))` and nothing is written.
    pub fn create_challenge_within(
        &mut self,
        game: &NewGame,
        players: &[Player],
        max_open: usize,
    ) -> Result<Result<GameRow, usize>, StoreError> {
        self.create_game_under(
            "SELECT COUNT(*) AS n FROM games WHERE challenger_id = ?1 AND status = 'pending'",
            [super::db::sql_id(game.challenger)],
            max_open,
            game,
            players,
        )
    }

    /// Creates the game against the AI `game` (between `player` and `bot`) unless `player`
    /// already has `max_open` active games against `bot` in the servers `shards` owns:
    /// then `Ok(Err(open))` and nothing is written.
    pub fn create_ai_game_within(
        &mut self,
        game: &NewGame,
        players: &[Player],
        (player, bot): (u64, u64),
        shards: &crate::shards::Shards,
        max_open: usize,
    ) -> Result<Result<GameRow, usize>, StoreError> {
        let owned = super::shards::owned_by(shards, "guild_id");
        self.create_game_under(
            &format!(
                "SELECT COUNT(*) AS n FROM games WHERE status = 'active'
                   AND ((white_id = ?1 AND black_id = ?2) OR (white_id = ?2 AND black_id = ?1))
                   AND {owned}"
            ),
            [super::db::sql_id(player), super::db::sql_id(bot)],
            max_open,
            game,
            players,
        )
    }

    /// Creates `game` unless `count` (read under the write lock) finds `max_open` or more
    /// open games: then `Ok(Err(open))` and nothing is written.
    fn create_game_under(
        &mut self,
        count: &str,
        args: impl rusqlite::Params,
        max_open: usize,
        game: &NewGame,
        players: &[Player],
    ) -> Result<Result<GameRow, usize>, StoreError> {
        self.write(|tx| {
            let open: i64 = tx.query_row(count, args, |r| r.get("n"))?;
            if open as usize >= max_open {
                return Ok(Err(open as usize));
            }
            let id = insert(tx, game, players)?;
            Ok(Ok(load(tx, id)?.ok_or(StoreError::NoGame(id.0))?))
        })
    }

    /// Creates a rated game of `ladder` (active at once) if `allowed` passes on the
    /// ladder's open games and the pair's last game (when it started, the colour
    /// `game.challenger` had) as they are inside the write transaction; otherwise
    /// `Ok(Err(why))` and nothing is written.
    pub fn create_ladder_game_if<E>(
        &mut self,
        ladder: i64,
        game: &NewGame,
        players: &[Player],
        opponent: u64,
        allowed: impl FnOnce(&[GameRow], Option<(i64, Color)>) -> Result<(), E>,
    ) -> Result<Result<GameRow, E>, StoreError> {
        self.write(|tx| {
            let open = super::games::query(
                tx,
                "ladder_id = ?1 AND status IN ('pending', 'active')",
                &[&ladder],
            )?;
            let last = last_pair(tx, ladder, game.challenger, opponent)?;
            if let Err(why) = allowed(&open, last) {
                return Ok(Err(why));
            }
            let id = insert(tx, game, players)?;
            tx.execute(
                "UPDATE games SET rated = 1, ladder_id = ?2 WHERE id = ?1",
                params![id.0, ladder],
            )?;
            Ok(Ok(load(tx, id)?.ok_or(StoreError::NoGame(id.0))?))
        })
    }
}
