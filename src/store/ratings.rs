//! Ratings per pool: the `ratings` cache and each rated game's `rating_changes`, updated
//! in the same transaction that finishes the game, and recomputable from the games.
//!
//! ```
//! use breaker::games::GameKind;
//! use breaker::store::RatingPool;
//!
//! let casual: RatingPool = "guild:10:breakthrough:8x8".parse().unwrap();
//! assert_eq!(casual, RatingPool::Casual { guild_id: 10, kind: GameKind::Breakthrough, size: "8x8".into() });
//! assert_eq!(RatingPool::Ladder(7).to_string(), "ladder:7");
//! let direct: RatingPool = "direct:breach:10".parse().unwrap();
//! assert_eq!(direct, RatingPool::Direct { kind: GameKind::Breach, size: "10".into() });
//! assert!("ladder:x".parse::<RatingPool>().is_err());
//! ```
//!
//! A game is rated when it counts ([`crate::rating::counts`]: `rated`, finished with a
//! result, not voided, between two people); this file reads the facts. Its pool is its ladder's, or else its
//! server's for its game and size, or for a direct game (no server: Breaker's DM, DMs and
//! group DMs) the direct games' pool for its game and size. Each rated game is one Glicko-2 period for both
//! players ([`crate::rating`]); the stored "before" values are the ones that entered the
//! game, after idle periods grew the deviation.

use std::fmt;
use std::str::FromStr;

use rusqlite::{params, Connection, OptionalExtension};

use super::db::{sql_id, user_id};
use super::rows::parse_kind;
use super::{Db, GameId, Store, StoreError};
use crate::games::GameKind;
use crate::rating::{counts, rate, GameFacts, Pool, RatedGame, Rating, Score};

/// Where a rated game's ratings live.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum RatingPool {
    /// A ladder's own ratings (`ladders.id`).
    Ladder(i64),
    /// Rated games outside ladders, per server, game and size.
    Casual {
        guild_id: u64,
        kind: GameKind,
        size: String,
    },
    /// Rated direct games (outside servers: Breaker's DM, DMs and group DMs, servers
    /// without Breaker), per game and size. They live with shard 0, as those games do.
    Direct { kind: GameKind, size: String },
}

/// Why a pool key text is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a rating pool (ladder:ID, guild:ID:GAME:SIZE or direct:GAME:SIZE)")]
pub struct PoolKeyError(String);

/// The stored key: `ladder:7`, `guild:10:breakthrough:8x8` or `direct:breakthrough:8x8`.
impl fmt::Display for RatingPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingPool::Ladder(id) => write!(f, "ladder:{id}"),
            RatingPool::Casual {
                guild_id,
                kind,
                size,
            } => write!(f, "guild:{guild_id}:{}:{size}", kind.id()),
            RatingPool::Direct { kind, size } => write!(f, "direct:{}:{size}", kind.id()),
        }
    }
}

impl FromStr for RatingPool {
    type Err = PoolKeyError;
    fn from_str(s: &str) -> Result<RatingPool, PoolKeyError> {
        let bad = || PoolKeyError(s.chars().take(60).collect());
        let parts: Vec<&str> = s.split(':').collect();
        match parts.as_slice() {
            ["ladder", id] => id.parse().map(RatingPool::Ladder).map_err(|_| bad()),
            ["guild", guild, kind, size] if !size.is_empty() => Ok(RatingPool::Casual {
                guild_id: guild.parse().map_err(|_| bad())?,
                kind: kind.parse().map_err(|_| bad())?,
                size: size.to_string(),
            }),
            ["direct", kind, size] if !size.is_empty() => Ok(RatingPool::Direct {
                kind: kind.parse().map_err(|_| bad())?,
                size: size.to_string(),
            }),
            _ => Err(bad()),
        }
    }
}

/// A player's stored rating in a pool (raw: no idle growth up to now applied).
#[derive(Debug, Clone, PartialEq)]
pub struct PoolRating {
    pub player_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: u32,
    pub losses: u32,
}

/// One rated game's effect on both players.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    pub game_id: GameId,
    pub pool: RatingPool,
    pub white: u64,
    pub black: u64,
    /// White's result.
    pub score: Score,
    /// What entered the game (idle periods applied) and what came out, for each side.
    pub white_before: Rating,
    pub white_after: Rating,
    pub black_before: Rating,
    pub black_after: Rating,
    /// When the game finished (Unix ms).
    pub at: i64,
}

impl RatingChange {
    /// `player`'s (before, after), if they played in the game.
    pub fn of(&self, player: u64) -> Option<(Rating, Rating)> {
        if player == self.white {
            Some((self.white_before, self.white_after))
        } else if player == self.black {
            Some((self.black_before, self.black_after))
        } else {
            None
        }
    }

    /// `player`'s result: 1 for a win, -1 for a loss, 0 for a draw (or not a player).
    pub fn result_of(&self, player: u64) -> i32 {
        let white = match self.score {
            Score::WhiteWins => 1,
            Score::BlackWins => -1,
            Score::Draw => 0,
        };
        if player == self.white {
            white
        } else if player == self.black {
            -white
        } else {
            0
        }
    }

    /// The other player.
    pub fn opponent_of(&self, player: u64) -> u64 {
        if player == self.white {
            self.black
        } else {
            self.white
        }
    }
}

/// The columns [`facts`] reads (from `g` and its players `w` and `b`): whether a game
/// counts is decided by [`crate::rating::counts`], not here.
const FACTS: &str = "g.status AS status, g.rated AS rated, g.voided_at AS voided_at,
    g.termination AS termination, g.reason AS reason, g.ai_level AS ai_level,
    w.is_ai AS white_is_ai, b.is_ai AS black_is_ai";

/// The facts of a game row selected with [`FACTS`].
fn facts(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameFacts> {
    Ok(GameFacts {
        finished: r.get::<_, String>("status")? == "finished",
        rated: r.get("rated")?,
        voided: r.get::<_, Option<i64>>("voided_at")?.is_some(),
        terminated: r.get::<_, Option<String>>("termination")?.is_some(),
        decided: r.get::<_, Option<String>>("reason")?.is_some(),
        with_ai: r.get::<_, Option<i64>>("ai_level")?.is_some()
            || r.get::<_, bool>("white_is_ai")?
            || r.get::<_, bool>("black_is_ai")?,
    })
}

fn score_of(winner: Option<&str>) -> Score {
    match winner {
        Some("white") => Score::WhiteWins,
        Some("black") => Score::BlackWins,
        _ => Score::Draw,
    }
}

/// The pool a game belongs to, if it is rated and counts (see the module docs).
fn counting_game(
    conn: &Connection,
    id: GameId,
) -> Result<Option<(RatingPool, RatedGame)>, StoreError> {
    let sql = format!(
        "SELECT g.ladder_id, g.guild_id, g.kind, g.size, g.white_id, g.black_id, g.winner,
             COALESCE(g.finished_at, g.updated_at) AS at, {FACTS}
         FROM games g
         JOIN players w ON w.id = g.white_id
         JOIN players b ON b.id = g.black_id
         WHERE g.id = ?1"
    );
    type Row = (
        Option<i64>,
        Option<i64>,
        String,
        String,
        i64,
        i64,
        Option<String>,
        i64,
        GameFacts,
    );
    let row: Option<Row> = conn
        .query_row(&sql, [id.0], |r| {
            Ok((
                r.get("ladder_id")?,
                r.get("guild_id")?,
                r.get("kind")?,
                r.get("size")?,
                r.get("white_id")?,
                r.get("black_id")?,
                r.get("winner")?,
                r.get("at")?,
                facts(r)?,
            ))
        })
        .optional()?;
    let Some((ladder, guild, kind, size, white, black, winner, at, facts)) = row else {
        return Ok(None);
    };
    if !counts(&facts) {
        return Ok(None);
    }
    let pool = match (ladder, guild) {
        (Some(ladder), _) => RatingPool::Ladder(ladder),
        (None, Some(guild)) => RatingPool::Casual {
            guild_id: user_id(guild),
            kind: parse_kind(&kind)?,
            size,
        },
        (None, None) => RatingPool::Direct {
            kind: parse_kind(&kind)?,
            size,
        },
    };
    let game = RatedGame {
        white: user_id(white),
        black: user_id(black),
        score: score_of(winner.as_deref()),
        at,
    };
    Ok(Some((pool, game)))
}

/// A player's stored entry in a pool: rating, when last rated, wins/losses/draws.
struct Entry {
    rating: Rating,
    last_rated_at: i64,
    record: [u32; 3],
}

fn entry(conn: &Connection, pool: &str, player: u64) -> Result<Option<Entry>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT rating, deviation, volatility, last_rated_at, wins, losses, draws
             FROM ratings WHERE pool = ?1 AND player_id = ?2",
            params![pool, sql_id(player)],
            |r| {
                Ok(Entry {
                    rating: Rating {
                        rating: r.get("rating")?,
                        deviation: r.get("deviation")?,
                        volatility: r.get("volatility")?,
                    },
                    last_rated_at: r.get("last_rated_at")?,
                    record: [r.get("wins")?, r.get("losses")?, r.get("draws")?],
                })
            },
        )
        .optional()?)
}

fn write_entry(conn: &Connection, pool: &str, player: u64, e: &Entry) -> Result<(), StoreError> {
    let [w, l, d] = e.record;
    conn.execute(
        "INSERT INTO ratings (pool, player_id, rating, deviation, volatility, last_rated_at,
             games, wins, losses, draws)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (pool, player_id) DO UPDATE SET rating = ?3, deviation = ?4,
             volatility = ?5, last_rated_at = ?6, games = ?7, wins = ?8, losses = ?9,
             draws = ?10",
        params![
            pool,
            sql_id(player),
            e.rating.rating,
            e.rating.deviation,
            e.rating.volatility,
            e.last_rated_at,
            w + l + d,
            w,
            l,
            d
        ],
    )?;
    Ok(())
}

fn write_change(
    conn: &Connection,
    id: GameId,
    pool: &str,
    game: &RatedGame,
    (wb, wa): (Rating, Rating),
    (bb, ba): (Rating, Rating),
) -> Result<(), StoreError> {
    conn.execute(
        "INSERT OR REPLACE INTO rating_changes (game_id, pool, white_id, black_id,
             white_rating_before, white_deviation_before, white_volatility_before,
             white_rating_after, white_deviation_after, white_volatility_after,
             black_rating_before, black_deviation_before, black_volatility_before,
             black_rating_after, black_deviation_after, black_volatility_after, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
        params![
            id.0,
            pool,
            sql_id(game.white),
            sql_id(game.black),
            wb.rating,
            wb.deviation,
            wb.volatility,
            wa.rating,
            wa.deviation,
            wa.volatility,
            bb.rating,
            bb.deviation,
            bb.volatility,
            ba.rating,
            ba.deviation,
            ba.volatility,
            game.at
        ],
    )?;
    Ok(())
}

/// `slot` 0 for a win, 1 for a loss, 2 for a draw, from `white`'s side when `white`.
fn result_slot(score: Score, white: bool) -> usize {
    match (score, white) {
        (Score::Draw, _) => 2,
        (Score::WhiteWins, true) | (Score::BlackWins, false) => 0,
        _ => 1,
    }
}

/// Rates game `id` if it counts (called inside the transaction that finishes it):
/// both players' ratings as they stand, grown by their idle periods, one Glicko-2 period.
pub(crate) fn rate_finished(
    conn: &Connection,
    id: GameId,
) -> Result<Option<RatingChange>, StoreError> {
    let Some((pool, game)) = counting_game(conn, id)? else {
        return Ok(None);
    };
    let key = pool.to_string();
    let stored = |player| -> Result<(Rating, [u32; 3]), StoreError> {
        Ok(match entry(conn, &key, player)? {
            Some(e) => (e.rating.after_idle(game.at - e.last_rated_at), e.record),
            None => (Rating::START, [0; 3]),
        })
    };
    let (white_before, mut white_record) = stored(game.white)?;
    let (black_before, mut black_record) = stored(game.black)?;
    let (white_after, black_after) = rate(white_before, black_before, game.score);
    white_record[result_slot(game.score, true)] += 1;
    black_record[result_slot(game.score, false)] += 1;
    for (player, rating, record) in [
        (game.white, white_after, white_record),
        (game.black, black_after, black_record),
    ] {
        let e = Entry {
            rating,
            last_rated_at: game.at,
            record,
        };
        write_entry(conn, &key, player, &e)?;
    }
    write_change(
        conn,
        id,
        &key,
        &game,
        (white_before, white_after),
        (black_before, black_after),
    )?;
    Ok(Some(RatingChange {
        game_id: id,
        pool,
        white: game.white,
        black: game.black,
        score: game.score,
        white_before,
        white_after,
        black_before,
        black_after,
        at: game.at,
    }))
}

/// The SQL filter selecting a pool's games (`g`), with its parameters.
fn pool_filter(pool: &RatingPool) -> (String, Vec<rusqlite::types::Value>) {
    use rusqlite::types::Value;
    match pool {
        RatingPool::Ladder(id) => ("g.ladder_id = ?1".into(), vec![Value::Integer(*id)]),
        RatingPool::Casual {
            guild_id,
            kind,
            size,
        } => (
            "g.ladder_id IS NULL AND g.guild_id = ?1 AND g.kind = ?2 AND g.size = ?3".into(),
            vec![
                Value::Integer(sql_id(*guild_id)),
                Value::Text(kind.id().into()),
                Value::Text(size.clone()),
            ],
        ),
        RatingPool::Direct { kind, size } => (
            "g.ladder_id IS NULL AND g.guild_id IS NULL AND g.kind = ?1 AND g.size = ?2".into(),
            vec![Value::Text(kind.id().into()), Value::Text(size.clone())],
        ),
    }
}

/// Rebuilds `pool`'s ratings and rating changes from its counting games, in the order
/// they finished (inside the caller's transaction). Returns the number of games.
pub(crate) fn recompute(conn: &Connection, pool: &RatingPool) -> Result<usize, StoreError> {
    let key = pool.to_string();
    let (filter, args) = pool_filter(pool);
    let sql = format!(
        "SELECT g.id AS game_id, g.white_id, g.black_id, g.winner,
             COALESCE(g.finished_at, g.updated_at) AS at,
             {FACTS}
         FROM games g
         JOIN players w ON w.id = g.white_id
         JOIN players b ON b.id = g.black_id
         WHERE {filter}
         ORDER BY at, g.id"
    );
    let games: Vec<(GameId, RatedGame)> = {
        let mut stmt = conn.prepare(&sql)?;
        let rows = stmt.query_map(rusqlite::params_from_iter(args), |r| {
            Ok((
                facts(r)?,
                GameId(r.get("game_id")?),
                RatedGame {
                    white: user_id(r.get("white_id")?),
                    black: user_id(r.get("black_id")?),
                    score: score_of(r.get::<_, Option<String>>("winner")?.as_deref()),
                    at: r.get("at")?,
                },
            ))
        })?;
        let rows = rows.collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .filter(|(facts, ..)| counts(facts))
            .map(|(_, id, game)| (id, game))
            .collect()
    };
    conn.execute("DELETE FROM rating_changes WHERE pool = ?1", [&key])?;
    conn.execute("DELETE FROM ratings WHERE pool = ?1", [&key])?;
    let mut replay = Pool::new();
    for (id, game) in &games {
        let (white, black) = replay.record(game);
        write_change(conn, *id, &key, game, white, black)?;
    }
    for (player, rating) in replay.players() {
        let r = replay.record_of(player);
        let e = Entry {
            rating,
            last_rated_at: r.last_game_at.unwrap_or_default(),
            record: [r.wins, r.losses, r.draws],
        };
        write_entry(conn, &key, player, &e)?;
    }
    Ok(games.len())
}

/// A rating change selected with [`CHANGE_COLUMNS`], and its pool's stored key.
fn read_change(r: &rusqlite::Row<'_>) -> rusqlite::Result<(String, RatingChange)> {
    let rating = |rating: &str, deviation: &str, volatility: &str| -> rusqlite::Result<Rating> {
        Ok(Rating {
            rating: r.get(rating)?,
            deviation: r.get(deviation)?,
            volatility: r.get(volatility)?,
        })
    };
    let pool: String = r.get("pool")?;
    Ok((
        pool,
        RatingChange {
            game_id: GameId(r.get("game_id")?),
            // Replaced by the parsed key below.
            pool: RatingPool::Ladder(0),
            white: user_id(r.get("white_id")?),
            black: user_id(r.get("black_id")?),
            white_before: rating(
                "white_rating_before",
                "white_deviation_before",
                "white_volatility_before",
            )?,
            white_after: rating(
                "white_rating_after",
                "white_deviation_after",
                "white_volatility_after",
            )?,
            black_before: rating(
                "black_rating_before",
                "black_deviation_before",
                "black_volatility_before",
            )?,
            black_after: rating(
                "black_rating_after",
                "black_deviation_after",
                "black_volatility_after",
            )?,
            at: r.get("at")?,
            score: score_of(r.get::<_, Option<String>>("winner")?.as_deref()),
        },
    ))
}

const CHANGE_COLUMNS: &str = "c.game_id, c.pool, c.white_id, c.black_id,
    c.white_rating_before, c.white_deviation_before, c.white_volatility_before,
    c.white_rating_after, c.white_deviation_after, c.white_volatility_after,
    c.black_rating_before, c.black_deviation_before, c.black_volatility_before,
    c.black_rating_after, c.black_deviation_after, c.black_volatility_after, c.at, g.winner";

fn parsed((key, mut change): (String, RatingChange)) -> Result<RatingChange, StoreError> {
    change.pool = key
        .parse()
        .map_err(|e: PoolKeyError| StoreError::Corrupt(e.to_string()))?;
    Ok(change)
}

impl Db {
    /// Every rated player of `pool`, best rating first (stored values).
    pub fn pool_ratings(&self, pool: &RatingPool) -> Result<Vec<PoolRating>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT player_id, rating, deviation, volatility, wins, losses FROM ratings
             WHERE pool = ?1 ORDER BY rating DESC, player_id",
        )?;
        let rows = stmt.query_map([pool.to_string()], |r| {
            Ok(PoolRating {
                player_id: r.get("player_id")?,
                rating: r.get("rating")?,
                deviation: r.get("deviation")?,
                volatility: r.get("volatility")?,
                wins: r.get("wins")?,
                losses: r.get("losses")?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Recomputes `pool` from its stored games (after a result was changed or voided),
    /// in one transaction. `now` is when; the ratings keep no time but their games'.
    pub fn recompute_pool(&mut self, pool: &RatingPool, now: i64) -> Result<usize, StoreError> {
        let _ = now;
        self.write(|tx| recompute(tx, pool))
    }

    /// Game `id`'s rating change, if it was rated.
    pub fn rating_change(&self, id: GameId) -> Result<Option<RatingChange>, StoreError> {
        let sql = format!(
            "SELECT {CHANGE_COLUMNS} FROM rating_changes c JOIN games g ON g.id = c.game_id
             WHERE c.game_id = ?1"
        );
        self.conn
            .query_row(&sql, [id.0], read_change)
            .optional()?
            .map(parsed)
            .transpose()
    }

    /// `player`'s rated games in `pool`, in the order they counted.
    pub fn rating_history(
        &self,
        pool: &RatingPool,
        player: u64,
    ) -> Result<Vec<RatingChange>, StoreError> {
        let sql = format!(
            "SELECT {CHANGE_COLUMNS} FROM rating_changes c JOIN games g ON g.id = c.game_id
             WHERE c.pool = ?1 AND (c.white_id = ?2 OR c.black_id = ?2)
             ORDER BY c.at, c.game_id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![pool.to_string(), sql_id(player)], read_change)?;
        rows.map(|r| parsed(r?)).collect()
    }

    /// The pools `player` has a rating in within `guild` (casual pools and the server's
    /// ladders; `None`: the direct games' pools), with their game counts, most played
    /// first.
    pub fn player_pools(
        &self,
        player: u64,
        guild: Option<u64>,
    ) -> Result<Vec<(RatingPool, u32)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT r.pool, r.games FROM ratings r
             LEFT JOIN ladders l ON r.pool = 'ladder:' || l.id
             WHERE r.player_id = ?1 AND (r.pool LIKE ?2 OR l.guild_id = ?3)
             ORDER BY r.games DESC, r.pool",
        )?;
        let prefix = match guild {
            Some(guild) => format!("guild:{guild}:%"),
            None => "direct:%".to_string(),
        };
        // No ladder is in the direct games (a NULL matches no ladder's server).
        let server = guild.map(sql_id);
        let rows = stmt.query_map(params![sql_id(player), prefix, server], |r| {
            Ok((r.get::<_, String>("pool")?, r.get::<_, u32>("games")?))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (key, games) = row?;
            let pool = key
                .parse()
                .map_err(|e: PoolKeyError| StoreError::Corrupt(e.to_string()))?;
            out.push((pool, games));
        }
        Ok(out)
    }
}

impl Store {
    /// [`Db::pool_ratings`] on the blocking pool.
    pub async fn pool_ratings(&self, pool: &RatingPool) -> Result<Vec<PoolRating>, StoreError> {
        let pool = pool.clone();
        self.call(move |db| db.pool_ratings(&pool)).await
    }

    /// [`Db::recompute_pool`] on the blocking pool.
    pub async fn recompute_pool(&self, pool: &RatingPool, now: i64) -> Result<usize, StoreError> {
        let pool = pool.clone();
        self.call(move |db| db.recompute_pool(&pool, now)).await
    }

    /// [`Db::rating_change`] on the blocking pool.
    pub async fn rating_change(&self, id: GameId) -> Result<Option<RatingChange>, StoreError> {
        self.call_short(move |db| db.rating_change(id)).await
    }
}
