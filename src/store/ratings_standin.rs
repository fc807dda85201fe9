//! STAND-IN until the rating branch merges (the lead deletes this file and uses
//! `store/ratings.rs`): a pool's ratings computed on demand by replaying its finished,
//! rated, non-voided games in finish order through [`crate::rating::Pool::replay`].
//! Same names and signatures as the real store API, so callers need no change.

use rusqlite::params;

use super::db::{sql_id, user_id};
use super::{Db, GameId, StoreError};
use crate::games::GameKind;
use crate::rating::{Pool, RatedGame, Score};

/// Where a rated game's ratings live.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum RatingPool {
    /// A ladder's own ratings.
    Ladder(i64),
    /// Rated games outside ladders, per server, game and size.
    Casual {
        guild_id: u64,
        kind: GameKind,
        size: String,
    },
}

/// A player's stored rating in a pool (no idle growth applied).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PoolRating {
    pub player_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: u32,
    pub losses: u32,
}

/// Both players' ratings before and after one rated game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingChange {
    pub game_id: i64,
    pub white_before: f64,
    pub white_after: f64,
    pub black_before: f64,
    pub black_after: f64,
}

impl Db {
    fn pool_games(&self, pool: &RatingPool) -> Result<Vec<(GameId, RatedGame)>, StoreError> {
        let base = "SELECT id, white_id, black_id, winner, finished_at FROM games
             WHERE status = 'finished' AND rated = 1 AND voided_at IS NULL
               AND termination IS NULL AND finished_at IS NOT NULL";
        let read = |r: &rusqlite::Row<'_>| {
            let winner: Option<String> = r.get(3)?;
            Ok((
                GameId(r.get(0)?),
                RatedGame {
                    white: user_id(r.get(1)?),
                    black: user_id(r.get(2)?),
                    score: match winner.as_deref() {
                        Some("white") => Score::WhiteWins,
                        Some("black") => Score::BlackWins,
                        _ => Score::Draw,
                    },
                    at: r.get(4)?,
                },
            ))
        };
        let rows = match pool {
            RatingPool::Ladder(id) => {
                let sql = format!("{base} AND ladder_id = ?1 ORDER BY finished_at, id");
                let mut stmt = self.conn.prepare_cached(&sql)?;
                let rows = stmt.query_map(params![id], read)?;
                rows.collect::<Result<Vec<_>, _>>()?
            }
            RatingPool::Casual {
                guild_id,
                kind,
                size,
            } => {
                let sql = format!(
                    "{base} AND ladder_id IS NULL AND guild_id = ?1 AND kind = ?2 AND size = ?3
                     ORDER BY finished_at, id"
                );
                let mut stmt = self.conn.prepare_cached(&sql)?;
                let rows = stmt.query_map(params![sql_id(*guild_id), kind.id(), size], read)?;
                rows.collect::<Result<Vec<_>, _>>()?
            }
        };
        Ok(rows)
    }

    /// Every rated player of `pool` (stand-in: replayed from the games).
    pub fn pool_ratings(&self, pool: &RatingPool) -> Result<Vec<PoolRating>, StoreError> {
        let games: Vec<RatedGame> = self.pool_games(pool)?.into_iter().map(|g| g.1).collect();
        let replayed = Pool::replay(&games);
        let mut out: Vec<PoolRating> = replayed
            .players()
            .map(|(id, r)| {
                let record = replayed.record_of(id);
                PoolRating {
                    player_id: id as i64,
                    rating: r.rating,
                    deviation: r.deviation,
                    volatility: r.volatility,
                    wins: record.wins,
                    losses: record.losses,
                }
            })
            .collect();
        out.sort_by_key(|p| p.player_id);
        Ok(out)
    }

    /// Recomputes `pool` from its games; the number of games counted. (Stand-in: nothing
    /// is cached, so this replays and discards.)
    pub fn recompute_pool(&mut self, pool: &RatingPool, _now_ms: i64) -> Result<usize, StoreError> {
        let games: Vec<RatedGame> = self.pool_games(pool)?.into_iter().map(|g| g.1).collect();
        let _ = Pool::replay(&games);
        Ok(games.len())
    }

    /// Both players' ratings before and after `game_id` (stand-in: replayed).
    pub fn rating_change(&self, game_id: i64) -> Result<Option<RatingChange>, StoreError> {
        let pool = self.conn.query_row(
            "SELECT ladder_id, guild_id, kind, size FROM games WHERE id = ?1 AND rated = 1",
            [game_id],
            |r| {
                Ok((
                    r.get::<_, Option<i64>>(0)?,
                    r.get::<_, Option<i64>>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                ))
            },
        );
        let pool = match pool {
            Ok((Some(l), ..)) => RatingPool::Ladder(l),
            Ok((None, Some(g), kind, size)) => RatingPool::Casual {
                guild_id: user_id(g),
                kind: super::rows::parse_kind(&kind)?,
                size,
            },
            Ok(_) | Err(rusqlite::Error::QueryReturnedNoRows) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let mut replayed = Pool::new();
        for (id, g) in self.pool_games(&pool)? {
            let ((wb, wa), (bb, ba)) = replayed.record(&g);
            if id.0 == game_id {
                return Ok(Some(RatingChange {
                    game_id,
                    white_before: wb.rating,
                    white_after: wa.rating,
                    black_before: bb.rating,
                    black_after: ba.rating,
                }));
            }
        }
        Ok(None)
    }
}
