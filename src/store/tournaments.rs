//! Tournaments: their rows, entrants and pairings (issue 28). Only SQL: what a
//! tournament does is decided in `service::tournament`. Every moderator write commits
//! together with its audit row.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{params, Connection, OptionalExtension, Row, ToSql};

use super::audit::insert_audit;
use super::db::{sql_id, user_id};
use super::games::load;
use super::rows::{parse_color, parse_kind};
use super::{Audit, Db, GameId, GameRow, GameStatus, NewGame, Player, StoreError, TimeControl};
use crate::games::{Color, GameKind};
pub use crate::tournament::{Format, Schedule, Status};

/// A tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: i64,
    pub guild: u64,
    pub channel: u64,
    pub name: String,
    pub format: Format,
    pub kind: GameKind,
    pub size: String,
    pub clock: TimeControl,
    /// Swiss: the number of rounds.
    pub rounds: Option<u32>,
    pub rated: bool,
    pub schedule: Schedule,
    pub league_size: Option<u32>,
    pub up: Option<u32>,
    pub down: Option<u32>,
    /// League: days between a season's end and the next one's start.
    pub pause_days: u32,
    pub max_players: Option<u32>,
    pub status: Status,
    pub season: u32,
    /// Rounds started this season.
    pub round: u32,
    pub next_season_at: Option<i64>,
    pub created_by: u64,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    /// Entries close then (a registration deadline, or when a moderator closed them).
    pub closes_at: Option<i64>,
    /// Paused by a moderator then: no round or season starts.
    pub paused_at: Option<i64>,
    /// A league closed by a moderator ends after this season.
    pub last_season: Option<u32>,
    /// Each game gets its own thread when it starts.
    pub threads: bool,
    /// Swiss: a late entrant gets a half-point bye for each round paired before they
    /// joined (else nothing for them).
    pub late_byes: bool,
}

/// What `/tournament join` did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    Entered,
    /// On the list already.
    Already,
    /// The entry cap is reached.
    Full,
}

/// One entrant.
#[derive(Debug, Clone, PartialEq)]
pub struct EntrantRow {
    pub player: u64,
    pub name: String,
    pub seq: u32,
    pub joined_at: i64,
    pub rating: Option<f64>,
    pub pairing: Option<u32>,
    pub league: Option<u32>,
    pub left_at: Option<i64>,
    pub withdrawn_at: Option<i64>,
    /// A late entrant's half-point byes: rounds 1 to this one (0: none).
    pub half_byes: u32,
}

/// A pairing and, once its game started, that game's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingRow {
    pub id: i64,
    pub season: u32,
    pub league: u32,
    pub round: u32,
    pub board: u32,
    pub white: u64,
    /// `None`: White's bye.
    pub black: Option<u64>,
    pub game: Option<GameId>,
    /// Unplayed, decided: who wins by forfeit (`None` inside: neither).
    pub forfeit: Option<Option<Color>>,
    /// The game's status, winner and whether it was voided.
    pub game_status: Option<GameStatus>,
    pub winner: Option<Color>,
    pub voided: bool,
}

/// A pairing to store and a season's seat: the tournament's own types, kept here as rows.
pub use crate::tournament::seating::{NewPairing, Seat};

const COLUMNS: &str = "id, guild_id, channel_id, name, format, kind, size, clock, rounds, rated,
    schedule, league_size, up, down, pause_days, max_players, status, season, round,
    next_season_at, created_by, created_at, started_at, finished_at, closes_at, paused_at,
    last_season, threads, late_byes";

/// A tournament's words as stored: written as the word, and a word this binary does not
/// know read as corrupt data (never as some default).
macro_rules! stored_words {
    ($($ty:ty),*) => {$(
        impl ToSql for $ty {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.as_str()))
            }
        }

        impl FromSql for $ty {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<$ty> {
                let word = value.as_str()?;
                <$ty>::parse(word).ok_or_else(|| {
                    FromSqlError::Other(Box::new(StoreError::Corrupt(format!(
                        "{} `{word}`",
                        stringify!($ty).to_ascii_lowercase()
                    ))))
                })
            }
        }
    )*};
}
stored_words!(Format, Status, Schedule);

fn read(r: &Row<'_>) -> rusqlite::Result<Result<TournamentRow, StoreError>> {
    let kind: String = r.get("kind")?;
    let clock: String = r.get("clock")?;
    let row = |kind, clock| -> rusqlite::Result<TournamentRow> {
        Ok(TournamentRow {
            id: r.get("id")?,
            guild: user_id(r.get("guild_id")?),
            channel: user_id(r.get("channel_id")?),
            name: r.get("name")?,
            format: r.get("format")?,
            kind,
            size: r.get("size")?,
            clock,
            rounds: r.get("rounds")?,
            rated: r.get("rated")?,
            schedule: r.get("schedule")?,
            league_size: r.get("league_size")?,
            up: r.get("up")?,
            down: r.get("down")?,
            pause_days: r.get("pause_days")?,
            max_players: r.get("max_players")?,
            status: r.get("status")?,
            season: r.get("season")?,
            round: r.get("round")?,
            next_season_at: r.get("next_season_at")?,
            created_by: user_id(r.get("created_by")?),
            created_at: r.get("created_at")?,
            started_at: r.get("started_at")?,
            finished_at: r.get("finished_at")?,
            closes_at: r.get("closes_at")?,
            paused_at: r.get("paused_at")?,
            last_season: r.get("last_season")?,
            threads: r.get("threads")?,
            late_byes: r.get("late_byes")?,
        })
    };
    let kind = match parse_kind(&kind) {
        Ok(k) => k,
        Err(e) => return Ok(Err(e)),
    };
    let clock = match clock.parse::<TimeControl>() {
        Ok(c) => c,
        Err(_) => return Ok(Err(StoreError::Corrupt(format!("clock `{clock}`")))),
    };
    Ok(Ok(row(kind, clock)?))
}

fn by_id(conn: &Connection, id: i64) -> Result<Option<TournamentRow>, StoreError> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"),
        [id],
        read,
    )
    .optional()?
    .transpose()
}

fn pairings(
    conn: &Connection,
    filter: &str,
    args: &[&dyn rusqlite::ToSql],
) -> Result<Vec<PairingRow>, StoreError> {
    let sql = format!(
        "SELECT t.id, t.season, t.league, t.round, t.board, t.white_id, t.black_id, t.game_id,
             t.forfeit, g.status AS game_status, g.winner, g.voided_at IS NOT NULL AS voided
         FROM tournament_games t LEFT JOIN games g ON g.id = t.game_id
         WHERE {filter} ORDER BY t.season, t.round, t.league, t.board"
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(args, |r| {
        Ok((
            PairingRow {
                id: r.get("id")?,
                season: r.get("season")?,
                league: r.get("league")?,
                round: r.get("round")?,
                board: r.get("board")?,
                white: user_id(r.get("white_id")?),
                black: r.get::<_, Option<i64>>("black_id")?.map(user_id),
                game: r.get::<_, Option<i64>>("game_id")?.map(GameId),
                forfeit: None,
                game_status: None,
                winner: None,
                voided: r.get::<_, Option<bool>>("voided")?.unwrap_or(false),
            },
            r.get::<_, Option<String>>("forfeit")?,
            r.get::<_, Option<String>>("game_status")?,
            r.get::<_, Option<String>>("winner")?,
        ))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (mut p, forfeit, status, winner) = row?;
        p.forfeit = match forfeit.as_deref() {
            None => None,
            Some("none") => Some(None),
            Some(c) => Some(Some(parse_color(c)?)),
        };
        p.game_status = status.as_deref().map(GameStatus::parse).transpose()?;
        p.winner = winner.as_deref().map(parse_color).transpose()?;
        out.push(p);
    }
    Ok(out)
}

impl Db {
    /// Creates tournament `new` (its settings: the database numbers it and starts it
    /// open, at season 1, round 0) by `creator` at `new.created_at`, with its audit row;
    /// `None` if the server already has one of that name (any case).
    pub fn create_tournament(
        &mut self,
        new: &TournamentRow,
        creator: &Player,
        audit: &Audit,
    ) -> Result<Option<TournamentRow>, StoreError> {
        let (guild, at) = (new.guild, new.created_at);
        self.create_named("tournaments", guild, &new.name, creator, at, |tx| {
            tx.execute(
                "INSERT INTO tournaments (guild_id, channel_id, name, format, kind, size, clock,
                     rounds, rated, schedule, league_size, up, down, created_by, created_at,
                     max_players, closes_at, threads, late_byes)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
                     ?19)",
                params![
                    sql_id(new.guild),
                    sql_id(new.channel),
                    new.name,
                    new.format,
                    new.kind.id(),
                    new.size,
                    new.clock.to_string(),
                    new.rounds,
                    new.rated,
                    new.schedule,
                    new.league_size,
                    new.up,
                    new.down,
                    sql_id(creator.id),
                    new.created_at,
                    new.max_players,
                    new.closes_at,
                    new.threads,
                    new.late_byes
                ],
            )?;
            let id = tx.last_insert_rowid();
            insert_audit(tx, audit)?;
            by_id(tx, id)
        })
    }

    /// A tournament by number.
    pub fn tournament(&self, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        by_id(&self.conn, id)
    }

    /// A server's tournament by name (any case).
    pub fn tournament_named(
        &self,
        guild: u64,
        name: &str,
    ) -> Result<Option<TournamentRow>, StoreError> {
        self.conn
            .query_row(
                &format!("SELECT {COLUMNS} FROM tournaments WHERE guild_id = ?1 AND name = ?2 COLLATE NOCASE"),
                params![sql_id(guild), name.trim()],
                read,
            )
            .optional()?
            .transpose()
    }

    /// A server's tournaments, oldest first.
    pub fn tournaments(&self, guild: u64) -> Result<Vec<TournamentRow>, StoreError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {COLUMNS} FROM tournaments WHERE guild_id = ?1 ORDER BY id"
        ))?;
        let rows = stmt.query_map([sql_id(guild)], read)?;
        let mut out = Vec::new();
        for r in rows {
            out.push(r??);
        }
        Ok(out)
    }

    /// Enters `player`, last in join order, unless the entry cap (counted in the same
    /// transaction, so two joins at once cannot both take the last place) is reached.
    /// `seat`: the seeding rating of a late entrant to a running event, who gets the
    /// next pairing number at once.
    pub fn tournament_join(
        &mut self,
        t: &TournamentRow,
        player: &Player,
        seat: Option<f64>,
        now: i64,
    ) -> Result<Joined, StoreError> {
        self.write(|tx| {
            let (entered, count): (bool, u32) = tx.query_row(
                "SELECT EXISTS (SELECT 1 FROM tournament_players WHERE tournament_id = ?1 AND player_id = ?2) AS entered,
                     (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = ?1) AS n",
                params![t.id, sql_id(player.id)],
                |r| Ok((r.get("entered")?, r.get("n")?)),
            )?;
            if entered {
                return Ok(Joined::Already);
            }
            let cap: Option<u32> = tx.query_row(
                "SELECT max_players FROM tournaments WHERE id = ?1",
                [t.id],
                |r| r.get("max_players"),
            )?;
            if cap.is_some_and(|max| count >= max) {
                return Ok(Joined::Full);
            }
            super::players::upsert(tx, player, now)?;
            tx.execute(
                "INSERT INTO tournament_players (guild_id, tournament_id, player_id, seq, joined_at, rating, pairing,
                     half_byes)
                 VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(seq), 0) + 1 FROM tournament_players WHERE tournament_id = ?2), ?4,
                     ?5, CASE WHEN ?5 IS NULL THEN NULL
                         ELSE (SELECT COALESCE(MAX(pairing), 0) + 1 FROM tournament_players WHERE tournament_id = ?2) END,
                     -- A late entrant to a Swiss event with late byes: every round paired so far.
                     (SELECT CASE WHEN ?5 IS NOT NULL AND late_byes AND format = 'swiss' THEN round ELSE 0 END
                      FROM tournaments WHERE id = ?2))",
                params![sql_id(t.guild), t.id, sql_id(player.id), now, seat],
            )?;
            Ok(Joined::Entered)
        })
    }

    /// Takes `player` off the entry list (before the start). Whether they were on it.
    pub fn tournament_unjoin(&mut self, tournament: i64, player: u64) -> Result<bool, StoreError> {
        self.write(|tx| {
            Ok(tx.execute(
                "DELETE FROM tournament_players WHERE tournament_id = ?1 AND player_id = ?2",
                params![tournament, sql_id(player)],
            )? == 1)
        })
    }

    /// Marks `player` as leaving a running league after this season.
    pub fn tournament_leave_later(
        &mut self,
        tournament: i64,
        player: u64,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE tournament_players SET left_at = ?3 WHERE tournament_id = ?1 AND player_id = ?2",
                params![tournament, sql_id(player), now],
            )?;
            Ok(())
        })
    }

    /// The entrants, in join order.
    pub fn tournament_players(&self, tournament: i64) -> Result<Vec<EntrantRow>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT e.player_id, COALESCE(p.name, '') AS name, e.seq, e.joined_at, e.rating, e.pairing,
                 e.league, e.left_at, e.withdrawn_at, e.half_byes
             FROM tournament_players e LEFT JOIN players p ON p.id = e.player_id
             WHERE e.tournament_id = ?1 ORDER BY e.seq",
        )?;
        let rows = stmt.query_map([tournament], |r| {
            Ok(EntrantRow {
                player: user_id(r.get("player_id")?),
                name: r.get("name")?,
                seq: r.get("seq")?,
                joined_at: r.get("joined_at")?,
                rating: r.get("rating")?,
                pairing: r.get("pairing")?,
                league: r.get("league")?,
                left_at: r.get("left_at")?,
                withdrawn_at: r.get("withdrawn_at")?,
                half_byes: r.get("half_byes")?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every pairing of `season`, in round and board order.
    pub fn tournament_pairings(
        &self,
        tournament: i64,
        season: u32,
    ) -> Result<Vec<PairingRow>, StoreError> {
        pairings(
            &self.conn,
            "t.tournament_id = ?1 AND t.season = ?2",
            &[&tournament, &season],
        )
    }

    /// The tournament and pairing a game belongs to, if any.
    pub fn tournament_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<(TournamentRow, PairingRow)>, StoreError> {
        let t: Option<i64> = self
            .conn
            .query_row(
                "SELECT tournament_id FROM tournament_games WHERE game_id = ?1",
                [game.0],
                |r| r.get("tournament_id"),
            )
            .optional()?;
        let Some(t) = t else { return Ok(None) };
        let Some(row) = by_id(&self.conn, t)? else {
            return Ok(None);
        };
        let p = pairings(&self.conn, "t.game_id = ?1", &[&game.0])?;
        Ok(p.into_iter().next().map(|p| (row, p)))
    }

    /// Starts the tournament (or a new league season): seats, status `running`, the
    /// season's pairings. False (nothing written) if that season already began: two
    /// callers racing to start it start it once.
    #[allow(clippy::too_many_arguments)]
    pub fn tournament_begin(
        &mut self,
        t: &TournamentRow,
        season: u32,
        rounds: Option<u32>,
        seats: &[Seat],
        new: &[NewPairing],
        now: i64,
        audit: Option<&Audit>,
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            let changed = tx.execute(
                "UPDATE tournaments SET status = 'running', season = ?2, round = 0,
                     next_season_at = NULL, started_at = COALESCE(started_at, ?3),
                     rounds = COALESCE(?4, rounds)
                 WHERE id = ?1 AND (status = 'open' OR season < ?2)",
                params![t.id, season, now, rounds],
            )?;
            if changed == 0 {
                return Ok(false);
            }
            for s in seats {
                tx.execute(
                    "UPDATE tournament_players SET rating = ?3, pairing = ?4, league = ?5
                     WHERE tournament_id = ?1 AND player_id = ?2",
                    params![t.id, sql_id(s.player), s.rating, s.pairing, s.league],
                )?;
            }
            for p in new {
                tx.execute(
                    "INSERT INTO tournament_games (guild_id, tournament_id, season, league, round, board, white_id, black_id)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![sql_id(t.guild), t.id, p.season, p.league, p.round, p.board, sql_id(p.white), p.black.map(sql_id)],
                )?;
            }
            if let Some(a) = audit {
                insert_audit(tx, a)?;
            }
            Ok(true)
        })
    }

    /// Tournament games that want their own thread and have none yet.
    pub fn tournament_threads_due(&self) -> Result<Vec<GameId>, StoreError> {
        // Asked after every public post: through the partial index of the few games
        // that want a thread, never a scan of every tournament game ever played.
        let mut stmt = self.conn.prepare_cached(
            "SELECT g.id FROM games g INDEXED BY games_wanting_a_thread
             WHERE g.wants_thread = 1 AND g.thread_id IS NULL AND g.status = 'active'
                 AND EXISTS (SELECT 1 FROM tournament_games t WHERE t.game_id = g.id)
             ORDER BY g.id",
        )?;
        let rows = stmt.query_map([], |r| Ok(GameId(r.get("id")?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Takes game `id`'s wish for a thread, so that only one caller opens it. Whether
    /// this caller got it.
    pub fn claim_thread(&mut self, id: GameId) -> Result<bool, StoreError> {
        self.write(|tx| {
            Ok(tx.execute(
                "UPDATE games SET wants_thread = 0
                 WHERE id = ?1 AND wants_thread = 1 AND thread_id IS NULL",
                [id.0],
            )? == 1)
        })
    }

    /// Adds a Swiss round's pairings. False (nothing written) if that round was paired
    /// already: two results finishing a round at once pair the next one once.
    pub fn tournament_add_round(
        &mut self,
        t: &TournamentRow,
        new: &[NewPairing],
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            for (i, p) in new.iter().enumerate() {
                let added = tx.execute(
                    "INSERT OR IGNORE INTO tournament_games (guild_id, tournament_id, season, league, round, board, white_id, black_id)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![sql_id(t.guild), t.id, p.season, p.league, p.round, p.board, sql_id(p.white), p.black.map(sql_id)],
                )?;
                if added == 0 && i == 0 {
                    return Ok(false);
                }
            }
            Ok(true)
        })
    }

    /// Writes a tournament's settings and controls (clock, rounds, rated, cap, closing
    /// time, pause, last season) as in `t`, with the moderator's audit row; only if its
    /// status is still `t.status` (false otherwise: nothing written).
    pub fn tournament_update(
        &mut self,
        t: &TournamentRow,
        audit: &Audit,
    ) -> Result<bool, StoreError> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE tournaments SET clock = ?3, rounds = ?4, rated = ?5, max_players = ?6,
                     closes_at = ?7, paused_at = ?8, last_season = ?9, threads = ?10
                 WHERE id = ?1 AND status = ?2",
                params![
                    t.id,
                    t.status,
                    t.clock.to_string(),
                    t.rounds,
                    t.rated,
                    t.max_players,
                    t.closes_at,
                    t.paused_at,
                    t.last_season,
                    t.threads
                ],
            )?;
            if n == 1 {
                insert_audit(tx, audit)?;
            }
            Ok(n == 1)
        })
    }

    /// `a` and `b` must not be paired together in `t`. False if that was known.
    pub fn tournament_forbid(
        &mut self,
        t: &TournamentRow,
        a: u64,
        b: u64,
        audit: &Audit,
    ) -> Result<bool, StoreError> {
        let (low, high) = (sql_id(a.min(b)), sql_id(a.max(b)));
        self.write(|tx| {
            let n = tx.execute(
                "INSERT OR IGNORE INTO tournament_forbidden (guild_id, tournament_id, low, high)
                 VALUES (?1, ?2, ?3, ?4)",
                params![sql_id(t.guild), t.id, low, high],
            )?;
            if n == 1 {
                insert_audit(tx, audit)?;
            }
            Ok(n == 1)
        })
    }

    /// The pairs that must not meet in a tournament.
    pub fn tournament_forbidden(&self, tournament: i64) -> Result<Vec<(u64, u64)>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT low, high FROM tournament_forbidden WHERE tournament_id = ?1 ORDER BY low, high",
        )?;
        let rows = stmt.query_map([tournament], |r| {
            Ok((user_id(r.get("low")?), user_id(r.get("high")?)))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Starts the games of pairings (id, game, its players) and counts `round` as
    /// started, in one transaction. Returns the games, and whether this call moved the
    /// tournament to `round` (of two callers starting the same round, only one does).
    pub fn tournament_start_games(
        &mut self,
        tournament: i64,
        round: u32,
        games: &[(i64, NewGame, [Player; 2])],
        threads: bool,
    ) -> Result<(Vec<GameRow>, bool), StoreError> {
        self.write(|tx| {
            let mut out = Vec::with_capacity(games.len());
            for (pairing, game, players) in games {
                // Started already (by a caller that got here first): not twice.
                let open: bool = tx.query_row(
                    "SELECT game_id IS NULL AND forfeit IS NULL AS open FROM tournament_games WHERE id = ?1",
                    [pairing],
                    |r| r.get("open"),
                )?;
                if !open {
                    continue;
                }
                let id = super::games::insert(tx, game, players)?;
                tx.execute(
                    "UPDATE tournament_games SET game_id = ?2 WHERE id = ?1 AND game_id IS NULL",
                    params![pairing, id.0],
                )?;
                if threads {
                    tx.execute("UPDATE games SET wants_thread = 1 WHERE id = ?1", [id.0])?;
                }
                out.push(load(tx, id)?.ok_or(StoreError::NoGame(id.0))?);
            }
            let advanced = tx.execute(
                "UPDATE tournaments SET round = ?2 WHERE id = ?1 AND round < ?2",
                params![tournament, round],
            )? == 1;
            Ok((out, advanced))
        })
    }

    /// Decides unplayed pairings at `now`: `winner` wins each by forfeit (`None`: nobody
    /// scores). Each is recorded as an end (`finish::record_end`), as a game's is.
    pub fn tournament_forfeits(
        &mut self,
        decided: &[(i64, Option<Color>)],
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            for (id, winner) in decided {
                let text = match winner {
                    Some(Color::White) => "white",
                    Some(Color::Black) => "black",
                    None => "none",
                };
                tx.execute(
                    "UPDATE tournament_games SET forfeit = ?2 WHERE id = ?1",
                    params![id, text],
                )?;
                super::finish::record_end(tx, super::finish::End::Pairing(*id), now)?;
            }
            Ok(())
        })
    }

    /// Sets unfinished pairings aside (a moderator ended their round): they count for
    /// nobody (`forfeit = 'none'`); their games go on as ordinary games.
    pub fn tournament_set_aside(
        &mut self,
        pairings: &[i64],
        audit: &Audit,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            for id in pairings {
                tx.execute(
                    "UPDATE tournament_games SET forfeit = 'none' WHERE id = ?1 AND forfeit IS NULL",
                    [id],
                )?;
            }
            insert_audit(tx, audit)?;
            Ok(())
        })
    }

    /// Marks `player` withdrawn at `now` (with the audit row of a moderator's action).
    pub fn tournament_withdraw(
        &mut self,
        tournament: i64,
        player: u64,
        now: i64,
        audit: Option<&Audit>,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE tournament_players SET withdrawn_at = ?3 WHERE tournament_id = ?1 AND player_id = ?2",
                params![tournament, sql_id(player), now],
            )?;
            if let Some(a) = audit {
                insert_audit(tx, a)?;
            }
            Ok(())
        })
    }

    /// Sets the tournament's status (and when it finished, for `finished`/`cancelled`),
    /// and when the next league season starts.
    pub fn tournament_status(
        &mut self,
        tournament: i64,
        status: Status,
        next_season_at: Option<i64>,
        now: i64,
        audit: Option<&Audit>,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE tournaments SET status = ?2, next_season_at = ?3,
                     finished_at = CASE WHEN ?2 IN ('finished', 'cancelled') THEN ?4 ELSE finished_at END
                 WHERE id = ?1",
                params![tournament, status, next_season_at, now],
            )?;
            if let Some(a) = audit {
                insert_audit(tx, a)?;
            }
            Ok(())
        })
    }

    /// Drops the players who left a league (before its next season).
    pub fn tournament_drop_leavers(&mut self, tournament: i64) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "DELETE FROM tournament_players WHERE tournament_id = ?1
                     AND (left_at IS NOT NULL OR withdrawn_at IS NOT NULL)",
                [tournament],
            )?;
            Ok(())
        })
    }
}
