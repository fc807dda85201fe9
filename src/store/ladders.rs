//! Ladders: their rows and settings, their event history (from which positions are
//! computed), the moderators' audit log, season archives and moderation settings.
//! Every moderator write commits together with its audit row.

use std::collections::HashMap;

use rusqlite::{params, Connection, OptionalExtension, Row, Transaction};

use super::audit::{insert_audit, Audit};
use super::db::{sql_id, user_id};
use super::finish::{finish_game, Ending};
use super::games::load;
use super::rows::{color_text, parse_kind};
use super::{Db, GameId, GameRow, GameStatus, NewGame, Player, StoreError, TimeControl};
use crate::games::{Color, GameKind, Outcome, WinReason};
use crate::ladder::{Event, Rules};

/// A ladder as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderRow {
    pub id: i64,
    pub guild: u64,
    pub kind: GameKind,
    pub size: String,
    pub name: String,
    pub season: u32,
    pub clock: TimeControl,
    pub rules: Rules,
    pub created_by: u64,
    pub created_at: i64,
    pub closed_at: Option<i64>,
}

/// A ladder to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLadder {
    pub guild: u64,
    pub kind: GameKind,
    pub size: String,
    pub name: String,
    pub clock: TimeControl,
    pub created_by: Player,
    pub at: i64,
}

/// A ladder event to append (not results: those are appended when a game finishes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewEvent {
    Join(u64),
    Leave(u64),
    Kick(u64),
    Restore(u64),
    SetPosition(u64, usize),
    Reseed(Vec<u64>),
}

/// A moderator's verdict on a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Wins(Color),
    /// As if never played.
    Void,
}

/// A positioned player as archived at a season's end.
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonRow {
    pub position: usize,
    pub player: u64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: u32,
    pub losses: u32,
}

/// A server's moderation settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Moderation {
    pub moderator_role: Option<u64>,
    pub modlog_channel: Option<u64>,
}

const LADDER_COLUMNS: &str = "id, guild_id, kind, size, name, season, clock, min_range,
    max_outgoing, max_incoming, rematch_days, created_by, created_at, closed_at";

fn read_ladder(r: &Row<'_>) -> rusqlite::Result<Result<LadderRow, StoreError>> {
    let kind: String = r.get("kind")?;
    let clock: String = r.get("clock")?;
    let count =
        |i: &str| -> rusqlite::Result<u32> { Ok(r.get::<_, i64>(i)?.clamp(0, 1 << 20) as u32) };
    let rules = Rules {
        min_range: count("min_range")? as usize,
        max_outgoing: count("max_outgoing")?,
        max_incoming: count("max_incoming")?,
        rematch_days: count("rematch_days")?,
    };
    let fixed = (|| {
        Ok::<_, StoreError>((
            parse_kind(&kind)?,
            clock
                .parse::<TimeControl>()
                .map_err(|_| StoreError::Corrupt(format!("ladder clock `{clock}`")))?,
        ))
    })();
    let (kind, clock) = match fixed {
        Ok(v) => v,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(LadderRow {
        id: r.get("id")?,
        guild: user_id(r.get("guild_id")?),
        kind,
        size: r.get("size")?,
        name: r.get("name")?,
        season: count("season")?,
        clock,
        rules,
        created_by: user_id(r.get("created_by")?),
        created_at: r.get("created_at")?,
        closed_at: r.get("closed_at")?,
    }))
}

fn ladder_by_id(conn: &Connection, id: i64) -> Result<Option<LadderRow>, StoreError> {
    let sql = format!("SELECT {LADDER_COLUMNS} FROM ladders WHERE id = ?1");
    conn.query_row(&sql, [id], read_ladder)
        .optional()?
        .transpose()
}

fn insert_event(
    tx: &Transaction<'_>,
    ladder: i64,
    e: &NewEvent,
    at: i64,
) -> Result<(), StoreError> {
    let (kind, player, position, players) = match e {
        NewEvent::Join(p) => ("join", Some(*p), None, None),
        NewEvent::Leave(p) => ("leave", Some(*p), None, None),
        NewEvent::Kick(p) => ("kick", Some(*p), None, None),
        NewEvent::Restore(p) => ("restore", Some(*p), None, None),
        NewEvent::SetPosition(p, n) => ("set_position", Some(*p), Some(*n as i64), None),
        NewEvent::Reseed(order) => (
            "reseed",
            None,
            None,
            Some(
                order
                    .iter()
                    .map(|p| sql_id(*p).to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            ),
        ),
    };
    tx.execute(
        "INSERT INTO ladder_events (ladder_id, kind, player_id, position, players, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![ladder, kind, player.map(sql_id), position, players, at],
    )?;
    Ok(())
}

/// Appends the `result` event of game `id` if it is a ladder game (a consequence of
/// [`super::finish::finish_game`], inside its transaction).
pub(crate) fn record_result(conn: &Connection, id: GameId, now: i64) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO ladder_events (ladder_id, kind, game_id, at)
         SELECT ladder_id, 'result', id, ?2 FROM games WHERE id = ?1 AND ladder_id IS NOT NULL",
        params![id.0, now],
    )?;
    Ok(())
}

impl Db {
    /// Creates a server's named row (a ladder, a tournament) with `insert`, after its
    /// creator; `None`, and nothing written, if the server already has one of that name
    /// (any case) in `table`.
    pub(crate) fn create_named<T>(
        &mut self,
        table: &str,
        guild: u64,
        name: &str,
        creator: &Player,
        at: i64,
        insert: impl FnOnce(&Transaction<'_>) -> Result<Option<T>, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        self.write(|tx| {
            super::players::upsert(tx, creator, at)?;
            let taken: bool = tx.query_row(
                &format!(
                    "SELECT EXISTS (SELECT 1 FROM {table} WHERE guild_id = ?1 AND name = ?2 COLLATE NOCASE) AS taken"
                ),
                params![sql_id(guild), name],
                |r| r.get("taken"),
            )?;
            if taken {
                return Ok(None);
            }
            insert(tx)
        })
    }

    /// Creates a ladder with its audit row; `None` if the server already has one of
    /// that name (any case).
    pub fn create_ladder(
        &mut self,
        new: &NewLadder,
        audit: &Audit,
    ) -> Result<Option<LadderRow>, StoreError> {
        self.create_named(
            "ladders",
            new.guild,
            &new.name,
            &new.created_by,
            new.at,
            |tx| {
                tx.execute(
                "INSERT INTO ladders (guild_id, kind, size, name, created_by, created_at, clock)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    sql_id(new.guild),
                    new.kind.id(),
                    new.size,
                    new.name,
                    sql_id(new.created_by.id),
                    new.at,
                    new.clock.to_string()
                ],
            )?;
                let id = tx.last_insert_rowid();
                insert_audit(
                    tx,
                    &Audit {
                        ladder: Some(id),
                        ..audit.clone()
                    },
                )?;
                ladder_by_id(tx, id)
            },
        )
    }

    /// A server's ladder by name (any case).
    pub fn ladder_named(&self, guild: u64, name: &str) -> Result<Option<LadderRow>, StoreError> {
        let sql = format!(
            "SELECT {LADDER_COLUMNS} FROM ladders WHERE guild_id = ?1 AND name = ?2 COLLATE NOCASE"
        );
        self.conn
            .query_row(&sql, params![sql_id(guild), name.trim()], read_ladder)
            .optional()?
            .transpose()
    }

    /// The ladders called `name` (any case) in every server.
    pub fn ladders_named(&self, name: &str) -> Result<Vec<LadderRow>, StoreError> {
        let sql = format!(
            "SELECT {LADDER_COLUMNS} FROM ladders WHERE name = ?1 COLLATE NOCASE ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([name.trim()], read_ladder)?;
        rows.map(|r| r?).collect()
    }

    /// A ladder by id.
    pub fn ladder(&self, id: i64) -> Result<Option<LadderRow>, StoreError> {
        ladder_by_id(&self.conn, id)
    }

    /// A server's ladders, oldest first.
    pub fn ladders(&self, guild: u64) -> Result<Vec<LadderRow>, StoreError> {
        let sql = format!("SELECT {LADDER_COLUMNS} FROM ladders WHERE guild_id = ?1 ORDER BY id");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([sql_id(guild)], read_ladder)?;
        rows.map(|r| r?).collect()
    }

    /// Changes a ladder's settings and clock.
    pub fn set_ladder_settings(
        &mut self,
        id: i64,
        rules: Rules,
        clock: TimeControl,
        audit: &Audit,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE ladders SET min_range = ?2, max_outgoing = ?3, max_incoming = ?4,
                     rematch_days = ?5, clock = ?6 WHERE id = ?1",
                params![
                    id,
                    rules.min_range as i64,
                    rules.max_outgoing,
                    rules.max_incoming,
                    rules.rematch_days,
                    clock.to_string()
                ],
            )?;
            insert_audit(tx, audit)
        })
    }

    /// Closes a ladder: no joins or challenges; running games finish and count.
    pub fn close_ladder(&mut self, id: i64, audit: &Audit) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE ladders SET closed_at = ?2 WHERE id = ?1 AND closed_at IS NULL",
                params![id, audit.at],
            )?;
            insert_audit(tx, audit)
        })
    }

    /// Appends a player's event (join, leave); records their name too.
    pub fn ladder_event(
        &mut self,
        ladder: i64,
        player: &Player,
        event: &NewEvent,
        at: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            super::players::upsert(tx, player, at)?;
            insert_event(tx, ladder, event, at)
        })
    }

    /// Appends a moderator's event with its audit row.
    pub fn moderate_ladder(
        &mut self,
        ladder: i64,
        event: &NewEvent,
        audit: &Audit,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            insert_event(tx, ladder, event, audit.at)?;
            insert_audit(tx, audit)
        })
    }

    /// A ladder's history, in order, with results read from the games as they stand now.
    pub fn ladder_history(&self, ladder: i64) -> Result<Vec<Event>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT e.kind, e.player_id, e.position, e.players, e.at,
                    g.challenger_id, g.white_id, g.black_id, g.winner, g.reason,
                    g.voided_at, g.adjudicated_at, g.termination, g.finished_at
             FROM ladder_events e LEFT JOIN games g ON g.id = e.game_id
             WHERE e.ladder_id = ?1 ORDER BY e.id",
        )?;
        let rows = stmt.query_map([ladder], |r| {
            let kind: String = r.get("kind")?;
            let player = r
                .get::<_, Option<i64>>("player_id")?
                .map(user_id)
                .unwrap_or(0);
            let at: i64 = r.get("at")?;
            Ok(match kind.as_str() {
                "join" => Some(Event::Join { player, at }),
                "leave" => Some(Event::Leave { player, at }),
                "kick" => Some(Event::Kick { player, at }),
                "restore" => Some(Event::Restore { player, at }),
                "set_position" => Some(Event::SetPosition {
                    player,
                    position: r.get::<_, Option<i64>>("position")?.unwrap_or(1).max(1) as usize,
                    at,
                }),
                "reseed" => Some(Event::Reseed {
                    players: r
                        .get::<_, Option<String>>("players")?
                        .unwrap_or_default()
                        .split(',')
                        .filter_map(|p| p.parse::<i64>().ok().map(user_id))
                        .collect(),
                    at,
                }),
                "result" => {
                    let challenger = user_id(r.get("challenger_id")?);
                    let white = user_id(r.get("white_id")?);
                    let black = user_id(r.get("black_id")?);
                    let winner: Option<String> = r.get("winner")?;
                    let reason: Option<String> = r.get("reason")?;
                    let voided = r.get::<_, Option<i64>>("voided_at")?.is_some()
                        || r.get::<_, Option<String>>("termination")?.is_some();
                    let adjudicated = r.get::<_, Option<i64>>("adjudicated_at")?.is_some();
                    let winner = match (voided, winner.as_deref()) {
                        (false, Some("white")) => Some(white),
                        (false, Some("black")) => Some(black),
                        _ => None,
                    };
                    let timed_out = match (reason.as_deref(), winner, adjudicated) {
                        (Some("timeout"), Some(w), false) => {
                            Some(if w == white { black } else { white })
                        }
                        _ => None,
                    };
                    Some(Event::Result {
                        challenger,
                        defender: if challenger == white { black } else { white },
                        winner,
                        timed_out,
                        at: r.get::<_, Option<i64>>("finished_at")?.unwrap_or(at),
                    })
                }
                _ => None,
            })
        })?;
        let mut out = Vec::new();
        for r in rows {
            out.extend(r?);
        }
        Ok(out)
    }

    /// A ladder's open (active) games, oldest first.
    pub fn open_ladder_games(&self, ladder: i64) -> Result<Vec<GameRow>, StoreError> {
        super::games::query(
            &self.conn,
            "ladder_id = ?1 AND status IN ('pending', 'active')",
            &[&ladder],
        )
    }

    /// When the pair last started a ladder game on this ladder, and which colour
    /// `player` had then.
    pub fn last_pair_game(
        &self,
        ladder: i64,
        player: u64,
        other: u64,
    ) -> Result<Option<(i64, Color)>, StoreError> {
        last_pair(&self.conn, ladder, player, other)
    }

    /// When `player` last began a game of `ladder` with each of their opponents (voided
    /// games do not count), in one query: a standings page asks this for every row.
    pub fn last_pair_games(
        &self,
        ladder: i64,
        player: u64,
    ) -> Result<HashMap<u64, i64>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT CASE WHEN white_id = ?2 THEN black_id ELSE white_id END AS opponent,
                    MAX(created_at) AS last_at
               FROM games
              WHERE ladder_id = ?1 AND voided_at IS NULL AND (white_id = ?2 OR black_id = ?2)
              GROUP BY 1",
        )?;
        let rows = stmt.query_map(params![ladder, sql_id(player)], |r| {
            Ok((user_id(r.get("opponent")?), r.get("last_at")?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Creates a rated game of `ladder` (active at once).
    pub fn create_ladder_game(
        &mut self,
        ladder: i64,
        game: &NewGame,
        players: &[Player],
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            let id = super::games::insert(tx, game, players)?;
            tx.execute(
                "UPDATE games SET rated = 1, ladder_id = ?2 WHERE id = ?1",
                params![id.0, ladder],
            )?;
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }

    /// A moderator decides game `id`: a running game ends now with that result (or
    /// void: over, counting for nothing); a finished one's result is replaced. Returns
    /// the game after. The ladder's result event (if any) reads the new result.
    pub fn adjudicate(
        &mut self,
        id: GameId,
        verdict: Verdict,
        audit: &Audit,
    ) -> Result<GameRow, StoreError> {
        self.write(|tx| {
            let game = load(tx, id)?.ok_or(StoreError::NoGame(id.0))?;
            let now = audit.at;
            match (game.status, verdict) {
                (GameStatus::Active, Verdict::Wins(winner)) => {
                    let outcome = Outcome::Win {
                        winner,
                        reason: WinReason::Adjudication,
                    };
                    finish_game(tx, id, Ending::Result(outcome), now)?;
                }
                (GameStatus::Active, Verdict::Void) => {
                    finish_game(tx, id, Ending::Void, now)?;
                }
                (GameStatus::Finished, Verdict::Wins(winner)) => {
                    tx.execute(
                        "UPDATE games SET winner = ?2, voided_at = NULL, version = version + 1,
                             updated_at = ?3, termination = NULL,
                             reason = CASE WHEN reason IN ('draw') OR reason IS NULL
                                 THEN 'resignation' ELSE reason END
                         WHERE id = ?1",
                        params![id.0, color_text(winner), now],
                    )?;
                }
                (GameStatus::Finished, Verdict::Void) => {
                    tx.execute(
                        "UPDATE games SET voided_at = ?2, version = version + 1, updated_at = ?2
                         WHERE id = ?1",
                        params![id.0, now],
                    )?;
                }
                _ => {
                    return Err(StoreError::Conflict {
                        expected: game.version,
                        found: game.version,
                    })
                }
            }
            tx.execute(
                "UPDATE games SET adjudicated_at = ?2 WHERE id = ?1",
                params![id.0, now],
            )?;
            insert_audit(tx, audit)?;
            load(tx, id)?.ok_or(StoreError::NoGame(id.0))
        })
    }

    /// Whether game `id` was voided.
    pub fn is_voided(&self, id: GameId) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT voided_at IS NOT NULL AS voided FROM games WHERE id = ?1",
                [id.0],
                |r| r.get("voided"),
            )
            .optional()?
            .unwrap_or(false))
    }

    /// The ladder a game belongs to, if any.
    pub fn ladder_of_game(&self, id: GameId) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT ladder_id FROM games WHERE id = ?1", [id.0], |r| {
                r.get::<_, Option<i64>>("ladder_id")
            })
            .optional()?
            .flatten())
    }

    /// Ends a season: archives `standings`, starts the next season, and appends the
    /// new order (`reseed`, if any), with the audit row.
    pub fn end_season(
        &mut self,
        ladder: i64,
        season: u32,
        standings: &[SeasonRow],
        reseed: Option<Vec<u64>>,
        audit: &Audit,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            for s in standings {
                tx.execute(
                    "INSERT INTO ladder_seasons (ladder_id, season, position, player_id, rating,
                         deviation, volatility, wins, losses, archived_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                    params![
                        ladder,
                        season,
                        s.position as i64,
                        sql_id(s.player),
                        s.rating,
                        s.deviation,
                        s.volatility,
                        s.wins,
                        s.losses,
                        audit.at
                    ],
                )?;
            }
            tx.execute(
                "UPDATE ladders SET season = season + 1 WHERE id = ?1",
                [ladder],
            )?;
            if let Some(order) = reseed {
                insert_event(tx, ladder, &NewEvent::Reseed(order), audit.at)?;
            }
            insert_audit(tx, audit)
        })
    }

    /// A season's archived standings, best first.
    pub fn season_standings(&self, ladder: i64, season: u32) -> Result<Vec<SeasonRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT position, player_id, rating, deviation, volatility, wins, losses
             FROM ladder_seasons WHERE ladder_id = ?1 AND season = ?2 ORDER BY position",
        )?;
        let rows = stmt.query_map(params![ladder, season], |r| {
            Ok(SeasonRow {
                position: r.get::<_, i64>("position")?.max(0) as usize,
                player: user_id(r.get("player_id")?),
                rating: r.get("rating")?,
                deviation: r.get("deviation")?,
                volatility: r.get("volatility")?,
                wins: r.get("wins")?,
                losses: r.get("losses")?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A server's moderation settings.
    pub fn moderation(&self, guild: u64) -> Result<Moderation, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT moderator_role, modlog_channel FROM moderation_settings WHERE guild_id = ?1",
                [sql_id(guild)],
                |r| {
                    Ok(Moderation {
                        moderator_role: r.get::<_, Option<i64>>("moderator_role")?.map(user_id),
                        modlog_channel: r.get::<_, Option<i64>>("modlog_channel")?.map(user_id),
                    })
                },
            )
            .optional()?
            .unwrap_or_default())
    }

    /// Stores a server's moderation settings, with the audit row.
    pub fn set_moderation(
        &mut self,
        guild: u64,
        settings: Moderation,
        audit: &Audit,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO moderation_settings (guild_id, moderator_role, modlog_channel, updated_at)
                 VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (guild_id) DO UPDATE SET moderator_role = excluded.moderator_role,
                     modlog_channel = excluded.modlog_channel, updated_at = excluded.updated_at",
                params![
                    sql_id(guild),
                    settings.moderator_role.map(sql_id),
                    settings.modlog_channel.map(sql_id),
                    audit.at
                ],
            )?;
            insert_audit(tx, audit)
        })
    }

    /// Whether `player` is on vacation in `guild` at `now`.
    pub fn on_vacation(&self, guild: u64, player: u64, now: i64) -> Result<bool, StoreError> {
        Ok(self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM vacations WHERE guild_id = ?1 AND player_id = ?2
                 AND started_at <= ?3 AND ended_at IS NULL AND ends_at > ?3) AS away",
            params![sql_id(guild), sql_id(player), now],
            |r| r.get("away"),
        )?)
    }
}

/// [`Db::last_pair_game`] on any connection (inside a write transaction too).
pub(crate) fn last_pair(
    conn: &Connection,
    ladder: i64,
    player: u64,
    other: u64,
) -> Result<Option<(i64, Color)>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT created_at, white_id = ?2 AS was_white FROM games
                 WHERE ladder_id = ?1 AND voided_at IS NULL
                   AND ((white_id = ?2 AND black_id = ?3) OR (white_id = ?3 AND black_id = ?2))
                 ORDER BY created_at DESC, id DESC LIMIT 1",
            params![ladder, sql_id(player), sql_id(other)],
            |r| {
                let white: bool = r.get("was_white")?;
                Ok((
                    r.get("created_at")?,
                    if white { Color::White } else { Color::Black },
                ))
            },
        )
        .optional()?)
}
