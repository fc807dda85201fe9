//! Finishing a game: the one store operation every path that ends a game with a result
//! calls inside its own transaction, so that the game and everything that follows from
//! its end commit together, or none of it does.
//!
//! The callers: [`Db::append_move`](super::Db::append_move) (a move that ends the game),
//! [`Db::finish`](super::Db::finish) (a resignation, a loss on time) and
//! [`Db::adjudicate`](super::Db::adjudicate) (a moderator's result or void for a running
//! game, a withdrawal's running games); a pairing decided without a game
//! ([`Db::tournament_forfeits`](super::Db::tournament_forfeits)) writes its record alone.
//!
//! The consequences, in order:
//! 1. **Takebacks**: the game's open takeback request expires (not for a void).
//! 2. **The game row**: finished with its result (or voided), nothing due any more, its
//!    version bumped (`games::write_result`, `games::write_void`).
//! 3. **Ratings**: if the game counts ([`crate::rating::counts`]), both players' ratings
//!    in its pool take one Glicko-2 period and the change is stored
//!    (`ratings::rate_finished`).
//! 4. **Ladder**: a ladder game's `result` event joins its ladder's history, from which
//!    the positions are computed (`ladders::record_result`).
//! 5. **The record**: the game's row in `game_ends` ([`record_end`]), the one record of
//!    its end. What cannot be a write in this transaction (a tournament's next round or
//!    season, which pairs and starts games) follows from it after commit: the row stays
//!    unsettled until the service has done it ([`Db::settle_end`]), and a row a crash
//!    left unsettled is done again after the restart ([`Db::ends_unsettled`]). A pairing
//!    decided without a game (a withdrawal's forfeit) is recorded the same way.
//!
//! Not a finish: an aborted game or an expired challenge
//! ([`Db::end_without_result`](super::Db::end_without_result)) has none of these
//! consequences, and a moderator replacing a finished game's result changes the row
//! alone (the ladder's event reads the new result).

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::shards::owned_by;
use super::{Db, GameId, StoreError};
use crate::games::Outcome;
use crate::shards::Shards;

/// How a game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// With this result; `Outcome::Ongoing` is no ending, and changes nothing.
    Result(Outcome),
    /// Voided by a moderator: over, counting for nothing.
    Void,
}

/// Ends active game `id` at `now` with every consequence above, in the caller's
/// transaction `tx`.
pub(crate) fn finish_game(
    tx: &Connection,
    id: GameId,
    ending: Ending,
    now: i64,
) -> Result<(), StoreError> {
    match ending {
        Ending::Result(Outcome::Ongoing) => return Ok(()),
        Ending::Result(outcome) => {
            super::takebacks::expire_pending(tx, id, now)?;
            super::games::write_result(tx, id, outcome, now)?;
        }
        Ending::Void => super::games::write_void(tx, id, now)?,
    }
    super::ratings::rate_finished(tx, id)?;
    super::ladders::record_result(tx, id, now)?;
    record_end(tx, End::Game(id), now)?;
    Ok(())
}

/// What ended: a game, or a tournament pairing decided without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum End {
    Game(GameId),
    Pairing(i64),
}

/// Writes the record of an end at `now`, in the caller's transaction: unsettled when its
/// tournament has something to do after commit, settled at once otherwise.
pub(crate) fn record_end(tx: &Connection, end: End, now: i64) -> Result<(), StoreError> {
    // The pairing's id, its tournament and its server.
    let pairing_row = |r: &rusqlite::Row<'_>| -> rusqlite::Result<(i64, i64, i64)> {
        Ok((r.get("id")?, r.get("tournament_id")?, r.get("guild_id")?))
    };
    let pairing: Option<(i64, i64, i64)> = match end {
        End::Game(id) => tx
            .query_row(
                "SELECT id, tournament_id, guild_id FROM tournament_games WHERE game_id = ?1",
                [id.0],
                pairing_row,
            )
            .optional()?,
        End::Pairing(id) => Some(tx.query_row(
            "SELECT id, tournament_id, guild_id FROM tournament_games WHERE id = ?1",
            [id],
            pairing_row,
        )?),
    };
    let (game, guild) = match end {
        End::Game(id) => {
            let guild: Option<i64> =
                tx.query_row("SELECT guild_id FROM games WHERE id = ?1", [id.0], |r| {
                    r.get("guild_id")
                })?;
            (Some(id.0), guild)
        }
        End::Pairing(_) => (None, pairing.map(|p| p.2)),
    };
    let settled = pairing.is_none().then_some(now);
    tx.execute(
        "INSERT INTO game_ends (guild_id, game_id, pairing_id, tournament_id, ended_at,
             settled_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            guild,
            game,
            pairing.map(|p| p.0),
            pairing.map(|p| p.1),
            now,
            settled
        ],
    )?;
    Ok(())
}

/// What a game's end moved its tournament on to, as the result notes tell it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moved {
    /// Round `round` of season `season` started.
    Round { season: u32, round: u32 },
    /// League season `season` is over; the next one starts at `at`.
    Season { season: u32, at: i64 },
    /// The event is over.
    Over,
    /// Swiss round `round` could not be paired: the event is over with the rounds before.
    Unpaired { round: u32 },
}

/// The record of a game's end (or of a pairing decided without a game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEnd {
    pub id: i64,
    pub game: Option<GameId>,
    pub pairing: Option<i64>,
    pub tournament: Option<i64>,
    pub ended_at: i64,
    /// When what follows after commit was done; `None` while it is still to do.
    pub settled_at: Option<i64>,
    /// What it moved its tournament on to, if anything.
    pub moved: Option<Moved>,
}

const END_COLUMNS: &str = "id, game_id, pairing_id, tournament_id, ended_at, settled_at, moved,
    moved_season, moved_round, moved_at";

fn read_end(r: &Row<'_>) -> rusqlite::Result<Result<GameEnd, StoreError>> {
    let moved: Option<String> = r.get("moved")?;
    let season: Option<u32> = r.get("moved_season")?;
    let round: Option<u32> = r.get("moved_round")?;
    let at: Option<i64> = r.get("moved_at")?;
    let moved = match (moved.as_deref(), season, round, at) {
        (None, ..) => None,
        (Some("round"), Some(season), Some(round), _) => Some(Moved::Round { season, round }),
        (Some("season"), Some(season), _, Some(at)) => Some(Moved::Season { season, at }),
        (Some("over"), ..) => Some(Moved::Over),
        (Some("unpaired"), _, Some(round), _) => Some(Moved::Unpaired { round }),
        (Some(other), ..) => {
            return Ok(Err(StoreError::Corrupt(format!(
                "game end moved `{other}`"
            ))))
        }
    };
    Ok(Ok(GameEnd {
        id: r.get("id")?,
        game: r.get::<_, Option<i64>>("game_id")?.map(GameId),
        pairing: r.get("pairing_id")?,
        tournament: r.get("tournament_id")?,
        ended_at: r.get("ended_at")?,
        settled_at: r.get("settled_at")?,
        moved,
    }))
}

fn ends(
    conn: &Connection,
    filter: &str,
    args: &[&dyn rusqlite::ToSql],
) -> Result<Vec<GameEnd>, StoreError> {
    let sql = format!("SELECT {END_COLUMNS} FROM game_ends WHERE {filter} ORDER BY id");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(args, read_end)?;
    let mut out = Vec::new();
    for row in rows {
        out.push(row??);
    }
    Ok(out)
}

impl Db {
    /// The ends whose steps after commit are still to do, ended at or before `before`, in
    /// the servers `shards` names; oldest first.
    pub fn ends_unsettled(&self, before: i64, shards: &Shards) -> Result<Vec<GameEnd>, StoreError> {
        ends(
            &self.conn,
            &format!(
                "settled_at IS NULL AND ended_at <= ?1 AND {}",
                owned_by(shards, "guild_id")
            ),
            &[&before],
        )
    }

    /// The record of game `game`'s end, if it ended.
    pub fn end_of_game(&self, game: GameId) -> Result<Option<GameEnd>, StoreError> {
        Ok(ends(&self.conn, "game_id = ?1", &[&game.0])?.pop())
    }

    /// The records of the ends of tournament pairings `pairings` (their games' and
    /// their forfeits'), oldest first.
    pub fn ends_of_pairings(&self, pairings: &[i64]) -> Result<Vec<GameEnd>, StoreError> {
        let mut out = Vec::new();
        for p in pairings {
            out.extend(ends(&self.conn, "pairing_id = ?1", &[p])?);
        }
        out.sort_by_key(|e| e.id);
        Ok(out)
    }

    /// The end `id`'s steps after commit are done at `now`, having moved its tournament
    /// on to `moved`. Settling twice (a restart, two callers) keeps the first time and
    /// the one step that moved anything: only one caller ever moves a tournament on.
    pub fn settle_end(
        &mut self,
        id: i64,
        moved: Option<Moved>,
        now: i64,
    ) -> Result<(), StoreError> {
        let (kind, season, round, at) = match moved {
            None => (None, None, None, None),
            Some(Moved::Round { season, round }) => {
                (Some("round"), Some(season), Some(round), None)
            }
            Some(Moved::Season { season, at }) => (Some("season"), Some(season), None, Some(at)),
            Some(Moved::Over) => (Some("over"), None, None, None),
            Some(Moved::Unpaired { round }) => (Some("unpaired"), None, Some(round), None),
        };
        self.write(|tx| {
            tx.execute(
                "UPDATE game_ends SET settled_at = COALESCE(settled_at, ?2),
                     moved_season = CASE WHEN moved IS NULL THEN ?4 ELSE moved_season END,
                     moved_round = CASE WHEN moved IS NULL THEN ?5 ELSE moved_round END,
                     moved_at = CASE WHEN moved IS NULL THEN ?6 ELSE moved_at END,
                     moved = COALESCE(moved, ?3)
                 WHERE id = ?1",
                params![id, now, kind, season, round, at],
            )?;
            Ok(())
        })
    }
}
