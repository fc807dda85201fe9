//! News held for a player: what they must be told privately and could not be by DM,
//! kept until Breaker next answers them. What it says is the service's
//! (`service/correspondence/conditional.rs`); here only the rows.

use rusqlite::{params, Transaction};

use super::db::{sql_id, user_id};
use super::{Db, GameId, StoreError};

/// What a held row is news of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsKind {
    /// The opponent's move was in none of the player's conditional lines: they were
    /// dropped (`data`: `{"mv": the move}`).
    ConditionalsMissed,
}

impl NewsKind {
    fn as_str(self) -> &'static str {
        match self {
            NewsKind::ConditionalsMissed => "conditionals-missed",
        }
    }

    fn parse(s: &str) -> Result<NewsKind, StoreError> {
        match s {
            "conditionals-missed" => Ok(NewsKind::ConditionalsMissed),
            other => Err(StoreError::Corrupt(format!("held news kind {other:?}"))),
        }
    }
}

/// One piece of news for one player about one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldNews {
    pub game: GameId,
    pub player: u64,
    pub kind: NewsKind,
    /// Its details, as JSON.
    pub data: String,
    pub created_at: i64,
}

impl Db {
    /// Takes (removes and returns) the news held for `player`, oldest first: each row is
    /// returned to one caller only. One indexed read when there is none.
    pub fn take_news(&mut self, player: u64) -> Result<Vec<HeldNews>, StoreError> {
        // Asked by every answer: prepared once per connection.
        let any: bool = self
            .conn
            .prepare_cached("SELECT EXISTS (SELECT 1 FROM held_news WHERE player_id = ?1) AS any")?
            .query_row([sql_id(player)], |r| r.get("any"))?;
        if !any {
            return Ok(Vec::new());
        }
        self.write(|tx| {
            let mut stmt = tx.prepare_cached(
                "SELECT game_id, player_id, kind, data, created_at FROM held_news
                 WHERE player_id = ?1 ORDER BY created_at, game_id",
            )?;
            let rows = stmt.query_map([sql_id(player)], |r| {
                Ok((
                    GameId(r.get("game_id")?),
                    user_id(r.get("player_id")?),
                    r.get::<_, String>("kind")?,
                    r.get::<_, String>("data")?,
                    r.get::<_, i64>("created_at")?,
                ))
            })?;
            let mut news = Vec::new();
            for row in rows {
                let (game, player, kind, data, created_at) = row?;
                news.push(HeldNews {
                    game,
                    player,
                    kind: NewsKind::parse(&kind)?,
                    data,
                    created_at,
                });
            }
            tx.execute(
                "DELETE FROM held_news WHERE player_id = ?1",
                [sql_id(player)],
            )?;
            Ok(news)
        })
    }
}

/// Holds `news` inside the caller's transaction, replacing older news of the same player
/// and game (the newest says what holds now).
pub(crate) fn hold_in(tx: &Transaction<'_>, news: &HeldNews) -> Result<(), StoreError> {
    tx.execute(
        "INSERT OR REPLACE INTO held_news (game_id, player_id, kind, data, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            news.game.0,
            sql_id(news.player),
            news.kind.as_str(),
            news.data,
            news.created_at
        ],
    )?;
    Ok(())
}
