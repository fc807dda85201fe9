//! The moderators' audit log: one row per moderator action (and a player's own
//! withdrawal), as typed values. Each value is stored as the English words Breaker has
//! always written, so old rows read back; a stored word this binary does not know is
//! refused as corrupt data, never read as some default. Readers show each value in their
//! own words (`service/ladder/admin/log.rs`).

use std::fmt;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{params, Row, ToSql, Transaction};

use super::db::{sql_id, user_id};
use super::{Db, Moderation, StoreError, TimeControl};
use crate::games::words::words;
use crate::games::{Color, GameKind};
use crate::ladder::{Off, Rules};

/// One row of the audit log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audit {
    pub guild: u64,
    pub ladder: Option<i64>,
    pub moderator: u64,
    pub action: AuditAction,
    pub target: Option<String>,
    pub before: Option<AuditValue>,
    pub after: Option<AuditValue>,
    pub reason: AuditReason,
    pub at: i64,
}

words!(
    /// The command that wrote a row: its subcommand, as stored.
    AuditAction {
        Create = "create",
        Settings = "settings",
        Close = "close",
        Kick = "kick",
        Restore = "restore",
        SetPosition = "set-position",
        Result = "result",
        SeasonEnd = "season-end",
        TournamentCreate = "tournament create",
        TournamentSettings = "tournament settings",
        TournamentStart = "tournament start",
        TournamentEndRound = "tournament end-round",
        TournamentForbid = "tournament forbid",
        TournamentPause = "tournament pause",
        TournamentResume = "tournament resume",
        TournamentClose = "tournament close",
        TournamentResult = "tournament result",
        /// A moderator's withdrawal of a player, or a player's own.
        TournamentWithdraw = "tournament withdraw",
        TournamentCancel = "tournament cancel",
        ModeratorRole = "settings moderator-role",
        ModLog = "settings modlog",
    }
);

impl AuditAction {
    /// The slash command that does it, as a reader types it: `/ladder-admin kick`.
    pub fn command(self) -> String {
        let word = self.as_str();
        match word.strip_prefix("tournament ") {
            Some(sub) => format!("/tournament-admin {sub}"),
            None if word.starts_with("settings ") => format!("/{word}"),
            None => format!("/ladder-admin {word}"),
        }
    }

    /// Whether its before and after are [`AuditValue::Text`]: the tournament's settings
    /// as Breaker summarised them (they hold a date written for people).
    fn writes_text(self) -> bool {
        matches!(
            self,
            AuditAction::TournamentCreate | AuditAction::TournamentSettings
        )
    }

    /// Breaker's own reason for this action, written when the moderator gives none (or
    /// the action takes none).
    fn own_reason(self) -> Option<AuditReason> {
        use AuditAction as A;
        Some(match self {
            A::Create | A::TournamentCreate => AuditReason::Created,
            A::Settings | A::ModeratorRole | A::ModLog => AuditReason::SettingsChanged,
            A::TournamentSettings => AuditReason::Changed,
            A::TournamentStart => AuditReason::Started,
            A::Close => AuditReason::Closed,
            A::TournamentWithdraw => AuditReason::Withdrew,
            A::TournamentEndRound
            | A::TournamentForbid
            | A::TournamentPause
            | A::TournamentResume
            | A::TournamentClose => AuditReason::NoneGiven,
            A::Kick
            | A::Restore
            | A::SetPosition
            | A::Result
            | A::SeasonEnd
            | A::TournamentResult
            | A::TournamentCancel => return None,
        })
    }
}

/// A row's reason: the moderator's, as typed, or Breaker's own for a row it wrote
/// without one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuditReason {
    /// As typed by the moderator (trimmed, at most 500 characters).
    Moderator(String),
    Created,
    Started,
    /// A tournament's settings changed.
    Changed,
    /// A ladder's or the server's settings changed.
    SettingsChanged,
    /// A ladder closed with no reason given.
    Closed,
    /// A player withdrew from a tournament themselves.
    Withdrew,
    /// A tournament steered with no reason given.
    NoneGiven,
}

impl AuditReason {
    /// The moderator's reason, or `own` when they gave none.
    pub fn given_or(reason: &str, own: AuditReason) -> AuditReason {
        if reason.is_empty() {
            own
        } else {
            AuditReason::Moderator(reason.to_string())
        }
    }

    /// The text as stored.
    pub fn as_str(&self) -> &str {
        match self {
            AuditReason::Moderator(text) => text,
            AuditReason::Created => "created",
            AuditReason::Started => "started",
            AuditReason::Changed => "changed",
            AuditReason::SettingsChanged => "settings changed",
            AuditReason::Closed => "closed",
            AuditReason::Withdrew => "withdrew",
            AuditReason::NoneGiven => "-",
        }
    }

    /// A stored reason of a row of `action`: that action's own word, or the moderator's.
    /// (A moderator who typed exactly the action's own word reads back as that word.)
    fn read(action: AuditAction, text: String) -> AuditReason {
        match action.own_reason() {
            Some(own) if own.as_str() == text => own,
            _ => AuditReason::Moderator(text),
        }
    }
}

/// How a new season's positions were set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reseed {
    ByRating,
    Kept,
}

/// A ladder's settings as a row of `settings` records them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderSettings {
    pub kind: GameKind,
    pub size: String,
    pub clock: TimeControl,
    pub rules: Rules,
    pub season: u32,
}

/// A value a row records before or after its action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuditValue {
    /// `position 3`
    Position(usize),
    /// `off the ladder`: not on it (never joined, or set back on by a moderator).
    OffLadder,
    /// `off (Kicked)`: off the ladder for that reason, before a restore.
    Off(Off),
    /// `season 2`, `season 3 (reseeded by rating)`, `season 3 (positions kept)`
    Season { number: u32, reseed: Option<Reseed> },
    /// `Breakthrough 5x5 clock 3d+1d`: a ladder as created.
    Created {
        kind: GameKind,
        size: String,
        clock: TimeControl,
    },
    /// A ladder's settings, as `/ladder-admin settings` records them.
    LadderSettings(LadderSettings),
    /// `moderator role 12, mod log none`
    Moderation(Moderation),
    /// `open`: a ladder or tournament.
    Open,
    /// `closed`: a ladder.
    Closed,
    /// `running`: a game or a tournament under way.
    Running,
    /// `paused`: a tournament.
    Paused,
    /// `finished`: a tournament.
    Finished,
    /// `cancelled`: a tournament.
    Cancelled,
    /// `white`, `black`: the winner a moderator named.
    Winner(Color),
    /// `White wins`: a game's result.
    Won(Color),
    /// `White wins by forfeit`: a tournament game's.
    WonByForfeit(Color),
    /// `draw`
    Draw,
    /// `no result`
    NoResult,
    /// `void`
    Void,
    /// `void (as if never played)`: a moderator's verdict on a tournament game.
    VoidAsIfNeverPlayed,
    /// `running, 8 players`: a tournament started.
    Started { players: usize },
    /// `3 games unfinished`: a round ended early.
    Unfinished(usize),
    /// `round over; unfinished games outside the standings`
    RoundOver,
    /// `never paired together`: a forbidden Swiss pair.
    NeverPaired,
    /// `entries open`
    EntriesOpen,
    /// `entries closed`, `entries closed, ends after season 2`
    EntriesClosed { last_season: Option<u32> },
    /// `entered`: in a tournament.
    Entered,
    /// `withdrawn`: from a tournament.
    Withdrawn,
    /// Free text: a tournament's settings as `/tournament-admin create` and `settings`
    /// summarised them (with a date written for people). Only those actions write it,
    /// and only their rows read it; any other row's unknown value is corrupt.
    Text(String),
}

impl From<crate::tournament::Status> for AuditValue {
    fn from(status: crate::tournament::Status) -> AuditValue {
        use crate::tournament::Status;
        match status {
            Status::Open => AuditValue::Open,
            Status::Running => AuditValue::Running,
            Status::Finished => AuditValue::Finished,
            Status::Cancelled => AuditValue::Cancelled,
        }
    }
}

fn off_word(off: Off) -> &'static str {
    match off {
        Off::Left => "Left",
        Off::Kicked => "Kicked",
        Off::StruckOff => "StruckOff",
    }
}

fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn some_id(id: Option<u64>) -> String {
    id.map_or("none".into(), |id| id.to_string())
}

/// The stored text.
impl fmt::Display for AuditValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use AuditValue as V;
        match self {
            V::Position(p) => write!(f, "position {p}"),
            V::OffLadder => f.write_str("off the ladder"),
            V::Off(why) => write!(f, "off ({})", off_word(*why)),
            V::Season { number, reseed } => {
                write!(f, "season {number}")?;
                match reseed {
                    None => Ok(()),
                    Some(Reseed::ByRating) => f.write_str(" (reseeded by rating)"),
                    Some(Reseed::Kept) => f.write_str(" (positions kept)"),
                }
            }
            V::Created { kind, size, clock } => write!(f, "{kind} {size} clock {clock}"),
            V::LadderSettings(s) => write!(
                f,
                "{} {}, clock {}, range max({}, ⌈√p⌉), at most {} outgoing / {} incoming games, rematch after {} days, season {}",
                s.kind, s.size, s.clock, s.rules.min_range, s.rules.max_outgoing,
                s.rules.max_incoming, s.rules.rematch_days, s.season
            ),
            V::Moderation(m) => write!(
                f,
                "moderator role {}, mod log {}",
                some_id(m.moderator_role),
                some_id(m.modlog_channel)
            ),
            V::Open => f.write_str("open"),
            V::Closed => f.write_str("closed"),
            V::Running => f.write_str("running"),
            V::Paused => f.write_str("paused"),
            V::Finished => f.write_str("finished"),
            V::Cancelled => f.write_str("cancelled"),
            V::Winner(c) => f.write_str(color_word(*c)),
            V::Won(c) => write!(f, "{c} wins"),
            V::WonByForfeit(c) => write!(f, "{c} wins by forfeit"),
            V::Draw => f.write_str("draw"),
            V::NoResult => f.write_str("no result"),
            V::Void => f.write_str("void"),
            V::VoidAsIfNeverPlayed => f.write_str("void (as if never played)"),
            V::Started { players } => write!(f, "running, {players} players"),
            V::Unfinished(n) => write!(f, "{n} games unfinished"),
            V::RoundOver => f.write_str("round over; unfinished games outside the standings"),
            V::NeverPaired => f.write_str("never paired together"),
            V::EntriesOpen => f.write_str("entries open"),
            V::EntriesClosed { last_season: None } => f.write_str("entries closed"),
            V::EntriesClosed {
                last_season: Some(s),
            } => write!(f, "entries closed, ends after season {s}"),
            V::Entered => f.write_str("entered"),
            V::Withdrawn => f.write_str("withdrawn"),
            V::Text(text) => f.write_str(text),
        }
    }
}

impl AuditValue {
    /// The typed value stored as `text`, if it has a shape Breaker writes (never
    /// [`AuditValue::Text`]): each shape read back must write the same text, so a
    /// number with a leading zero or a clock in another spelling is no known shape.
    pub fn parse(text: &str) -> Option<AuditValue> {
        let value = AuditValue::shape(text)?;
        (value.to_string() == text).then_some(value)
    }

    fn shape(text: &str) -> Option<AuditValue> {
        use AuditValue as V;
        let color = |c: &str| match c {
            "White" => Some(Color::White),
            "Black" => Some(Color::Black),
            _ => None,
        };
        let word = match text {
            "off the ladder" => Some(V::OffLadder),
            "off (Left)" => Some(V::Off(Off::Left)),
            "off (Kicked)" => Some(V::Off(Off::Kicked)),
            "off (StruckOff)" => Some(V::Off(Off::StruckOff)),
            "open" => Some(V::Open),
            "closed" => Some(V::Closed),
            "running" => Some(V::Running),
            "paused" => Some(V::Paused),
            "finished" => Some(V::Finished),
            "cancelled" => Some(V::Cancelled),
            "white" => Some(V::Winner(Color::White)),
            "black" => Some(V::Winner(Color::Black)),
            "draw" => Some(V::Draw),
            "no result" => Some(V::NoResult),
            "void" => Some(V::Void),
            "void (as if never played)" => Some(V::VoidAsIfNeverPlayed),
            "round over; unfinished games outside the standings" => Some(V::RoundOver),
            "never paired together" => Some(V::NeverPaired),
            "entries open" => Some(V::EntriesOpen),
            "entries closed" => Some(V::EntriesClosed { last_season: None }),
            "entered" => Some(V::Entered),
            "withdrawn" => Some(V::Withdrawn),
            _ => None,
        };
        if word.is_some() {
            return word;
        }
        if let Some(n) = text.strip_prefix("position ") {
            return n.parse().ok().map(V::Position);
        }
        if let Some(rest) = text.strip_prefix("season ") {
            let (number, reseed) = match rest.split_once(' ') {
                None => (rest, None),
                Some((n, "(reseeded by rating)")) => (n, Some(Reseed::ByRating)),
                Some((n, "(positions kept)")) => (n, Some(Reseed::Kept)),
                Some(_) => return None,
            };
            let number = number.parse().ok()?;
            return Some(V::Season { number, reseed });
        }
        if let Some(s) = text.strip_prefix("entries closed, ends after season ") {
            let last_season = Some(s.parse().ok()?);
            return Some(V::EntriesClosed { last_season });
        }
        if let Some(n) = text.strip_prefix("running, ") {
            let players = n.strip_suffix(" players")?.parse().ok()?;
            return Some(V::Started { players });
        }
        if let Some(n) = text.strip_suffix(" games unfinished") {
            return n.parse().ok().map(V::Unfinished);
        }
        if let Some(c) = text.strip_suffix(" wins by forfeit") {
            return color(c).map(V::WonByForfeit);
        }
        if let Some(c) = text.strip_suffix(" wins") {
            return color(c).map(V::Won);
        }
        if let Some(rest) = text.strip_prefix("moderator role ") {
            let (role, log) = rest.split_once(", mod log ")?;
            let id = |s: &str| -> Option<Option<u64>> {
                match s {
                    "none" => Some(None),
                    s => s.parse().ok().map(Some),
                }
            };
            return Some(V::Moderation(Moderation {
                moderator_role: id(role)?,
                modlog_channel: id(log)?,
            }));
        }
        if text.contains(", range max(") {
            return ladder_settings(text).map(V::LadderSettings);
        }
        // A ladder's creation: `Breakthrough 5x5 clock 3d+1d`.
        let (what, clock) = text.split_once(" clock ")?;
        let (kind, size) = what.split_once(' ')?;
        Some(V::Created {
            kind: kind.parse().ok()?,
            size: size.to_string(),
            clock: clock.parse().ok()?,
        })
    }
}

/// `Breakthrough 5x5, clock 3d+1d, range max(3, ⌈√p⌉), at most 2 outgoing / 3 incoming
/// games, rematch after 7 days, season 1`
fn ladder_settings(text: &str) -> Option<LadderSettings> {
    let (head, rest) = text.split_once(", clock ")?;
    let (kind, size) = head.split_once(' ')?;
    let (clock, rest) = rest.split_once(", range max(")?;
    let (min_range, rest) = rest.split_once(", ⌈√p⌉), at most ")?;
    let (max_outgoing, rest) = rest.split_once(" outgoing / ")?;
    let (max_incoming, rest) = rest.split_once(" incoming games, rematch after ")?;
    let (rematch_days, season) = rest.split_once(" days, season ")?;
    Some(LadderSettings {
        kind: kind.parse().ok()?,
        size: size.to_string(),
        clock: clock.parse().ok()?,
        rules: Rules {
            min_range: min_range.parse().ok()?,
            max_outgoing: max_outgoing.parse().ok()?,
            max_incoming: max_incoming.parse().ok()?,
            rematch_days: rematch_days.parse().ok()?,
        },
        season: season.parse().ok()?,
    })
}

fn corrupt(what: String) -> FromSqlError {
    FromSqlError::Other(Box::new(StoreError::Corrupt(what)))
}

impl ToSql for AuditAction {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.as_str()))
    }
}

impl FromSql for AuditAction {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<AuditAction> {
        let word = value.as_str()?;
        AuditAction::stored(word).ok_or_else(|| corrupt(format!("audit action `{word}`")))
    }
}

impl ToSql for AuditValue {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.to_string()))
    }
}

/// A typed value; a row whose action writes [`AuditValue::Text`] reads its values as
/// text instead (see [`Db::audit_log`]).
impl FromSql for AuditValue {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<AuditValue> {
        let text = value.as_str()?;
        AuditValue::parse(text).ok_or_else(|| corrupt(format!("audit value `{text}`")))
    }
}

impl ToSql for AuditReason {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.as_str()))
    }
}

pub(crate) fn insert_audit(tx: &Transaction<'_>, a: &Audit) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO audit_log (guild_id, ladder_id, moderator_id, action, target, before,
             after, reason, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            sql_id(a.guild),
            a.ladder,
            sql_id(a.moderator),
            a.action,
            a.target,
            a.before,
            a.after,
            a.reason,
            a.at
        ],
    )?;
    Ok(())
}

fn read_audit(r: &Row<'_>) -> rusqlite::Result<Audit> {
    let action: AuditAction = r.get("action")?;
    let value = |column: &str| -> rusqlite::Result<Option<AuditValue>> {
        if action.writes_text() {
            Ok(r.get::<_, Option<String>>(column)?.map(AuditValue::Text))
        } else {
            r.get(column)
        }
    };
    Ok(Audit {
        guild: user_id(r.get("guild_id")?),
        ladder: r.get("ladder_id")?,
        moderator: user_id(r.get("moderator_id")?),
        action,
        target: r.get("target")?,
        before: value("before")?,
        after: value("after")?,
        reason: AuditReason::read(action, r.get("reason")?),
        at: r.get("at")?,
    })
}

impl Db {
    /// A ladder's audit rows, newest first: `limit` from `offset`, and the total.
    pub fn audit_log(
        &self,
        ladder: i64,
        offset: usize,
        limit: usize,
    ) -> Result<(Vec<Audit>, usize), StoreError> {
        let total: i64 = self.conn.query_row(
            "SELECT COUNT(*) AS n FROM audit_log WHERE ladder_id = ?1",
            [ladder],
            |r| r.get("n"),
        )?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT guild_id, ladder_id, moderator_id, action, target, before, after, reason, at
             FROM audit_log WHERE ladder_id = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3",
        )?;
        let rows = stmt.query_map(params![ladder, limit as i64, offset as i64], read_audit)?;
        Ok((rows.collect::<Result<_, _>>()?, total.max(0) as usize))
    }

    /// Records a moderator's action that changes no ladder (e.g. adjudicating a casual
    /// rated game is audited through [`Db::adjudicate`]; this is for settings).
    pub fn audit(&mut self, audit: &Audit) -> Result<(), StoreError> {
        self.write(|tx| insert_audit(tx, audit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AuditValue as V;

    /// A database with one ladder (id 1) whose audit rows are `(action, before, after,
    /// reason)` as stored, in that order.
    fn stored(rows: &[(&str, Option<&str>, Option<&str>, &str)]) -> Db {
        let db = Db::open_in_memory().unwrap();
        db.conn
            .execute_batch(
                "INSERT INTO players (id, name, created_at, updated_at) VALUES (1, 'mod', 0, 0);
                 INSERT INTO ladders (guild_id, kind, size, name, created_by, created_at, clock)
                 VALUES (7, 'breakthrough', '5x5', 'spring', 1, 0, '3d+1d')",
            )
            .unwrap();
        for (i, (action, before, after, reason)) in rows.iter().enumerate() {
            db.conn
                .execute(
                    "INSERT INTO audit_log (guild_id, ladder_id, moderator_id, action, target,
                         before, after, reason, at)
                     VALUES (7, 1, 1, ?1, 'x', ?2, ?3, ?4, ?5)",
                    params![action, before, after, reason, i as i64],
                )
                .unwrap();
        }
        db
    }

    /// The rows oldest first.
    fn read(db: &Db) -> Result<Vec<Audit>, StoreError> {
        let (mut rows, _) = db.audit_log(1, 0, 100)?;
        rows.reverse();
        Ok(rows)
    }

    /// Every shape the writers stored before the values were typed (their texts copied
    /// from that code) reads back as its variant, and writes the same text again.
    #[test]
    fn every_stored_shape_reads_back_as_its_variant() {
        let clock: TimeControl = "3d+1d".parse().unwrap();
        let rules = Rules {
            min_range: 3,
            max_outgoing: 2,
            max_incoming: 3,
            rematch_days: 7,
        };
        let settings = LadderSettings {
            kind: GameKind::Breach,
            size: "8x8".into(),
            clock,
            rules,
            season: 4,
        };
        let settings_text = "Breach 8x8, clock 3d+1d, range max(3, ⌈√p⌉), at most 2 outgoing / 3 incoming games, rematch after 7 days, season 4";
        let shapes: Vec<(&str, AuditValue)> = vec![
            ("position 3", V::Position(3)),
            ("off the ladder", V::OffLadder),
            ("off (Left)", V::Off(Off::Left)),
            ("off (Kicked)", V::Off(Off::Kicked)),
            ("off (StruckOff)", V::Off(Off::StruckOff)),
            (
                "season 2",
                V::Season {
                    number: 2,
                    reseed: None,
                },
            ),
            (
                "season 3 (reseeded by rating)",
                V::Season {
                    number: 3,
                    reseed: Some(Reseed::ByRating),
                },
            ),
            (
                "season 3 (positions kept)",
                V::Season {
                    number: 3,
                    reseed: Some(Reseed::Kept),
                },
            ),
            (
                "Breakthrough 5x5 clock 3d+1d",
                V::Created {
                    kind: GameKind::Breakthrough,
                    size: "5x5".into(),
                    clock,
                },
            ),
            (settings_text, V::LadderSettings(settings)),
            (
                "moderator role 12, mod log none",
                V::Moderation(Moderation {
                    moderator_role: Some(12),
                    modlog_channel: None,
                }),
            ),
            (
                "moderator role none, mod log 34",
                V::Moderation(Moderation {
                    moderator_role: None,
                    modlog_channel: Some(34),
                }),
            ),
            ("open", V::Open),
            ("closed", V::Closed),
            ("running", V::Running),
            ("paused", V::Paused),
            ("finished", V::Finished),
            ("cancelled", V::Cancelled),
            ("white", V::Winner(Color::White)),
            ("black", V::Winner(Color::Black)),
            ("White wins", V::Won(Color::White)),
            ("Black wins", V::Won(Color::Black)),
            ("White wins by forfeit", V::WonByForfeit(Color::White)),
            ("Black wins by forfeit", V::WonByForfeit(Color::Black)),
            ("draw", V::Draw),
            ("no result", V::NoResult),
            ("void", V::Void),
            ("void (as if never played)", V::VoidAsIfNeverPlayed),
            ("running, 8 players", V::Started { players: 8 }),
            ("3 games unfinished", V::Unfinished(3)),
            (
                "round over; unfinished games outside the standings",
                V::RoundOver,
            ),
            ("never paired together", V::NeverPaired),
            ("entries open", V::EntriesOpen),
            ("entries closed", V::EntriesClosed { last_season: None }),
            (
                "entries closed, ends after season 2",
                V::EntriesClosed {
                    last_season: Some(2),
                },
            ),
            ("entered", V::Entered),
            ("withdrawn", V::Withdrawn),
        ];
        let rows: Vec<_> = shapes
            .iter()
            .map(|(text, _)| ("kick", Some(*text), None, "spam"))
            .collect();
        let got = read(&stored(&rows)).unwrap();
        for ((text, want), row) in shapes.iter().zip(&got) {
            assert_eq!(row.before.as_ref(), Some(want), "{text}");
            assert_eq!(want.to_string(), *text);
        }
        assert_eq!(got.len(), shapes.len());

        // The actions, and each one's own reason beside a moderator's.
        let words = AuditAction::ALL.iter().map(|a| a.as_str());
        let rows: Vec<_> = words.map(|a| (a, None, None, "spam")).collect();
        let got = read(&stored(&rows)).unwrap();
        let actions: Vec<_> = got.iter().map(|a| a.action).collect();
        assert_eq!(actions, AuditAction::ALL);
        assert!(got
            .iter()
            .all(|a| a.reason == AuditReason::Moderator("spam".into())));
        let got = read(&stored(&[
            (
                "create",
                None,
                Some("Breakthrough 5x5 clock 3d+1d"),
                "created",
            ),
            (
                "settings",
                Some(settings_text),
                Some(settings_text),
                "settings changed",
            ),
            ("close", Some("open"), Some("closed"), "closed"),
            (
                "tournament start",
                Some("open"),
                Some("running, 8 players"),
                "started",
            ),
            (
                "tournament settings",
                Some("clock 1d, rounds -"),
                None,
                "changed",
            ),
            ("tournament pause", Some("running"), Some("paused"), "-"),
            (
                "tournament withdraw",
                Some("entered"),
                Some("withdrawn"),
                "withdrew",
            ),
            ("settings modlog", None, None, "settings changed"),
            // A moderator's reason that is another action's own word stays theirs.
            ("kick", None, None, "created"),
        ]))
        .unwrap();
        let reasons: Vec<_> = got.iter().map(|a| a.reason.clone()).collect();
        assert_eq!(
            reasons,
            [
                AuditReason::Created,
                AuditReason::SettingsChanged,
                AuditReason::Closed,
                AuditReason::Started,
                AuditReason::Changed,
                AuditReason::NoneGiven,
                AuditReason::Withdrew,
                AuditReason::SettingsChanged,
                AuditReason::Moderator("created".into()),
            ]
        );
        // A tournament's settings are free text, read as written.
        assert_eq!(got[4].before, Some(V::Text("clock 1d, rounds -".into())));
    }

    #[test]
    fn typed_rows_are_stored_as_the_old_text() {
        let mut db = stored(&[]);
        let row = Audit {
            guild: 7,
            ladder: Some(1),
            moderator: 1,
            action: AuditAction::SeasonEnd,
            target: Some("spring".into()),
            before: Some(V::Season {
                number: 1,
                reseed: None,
            }),
            after: Some(V::Season {
                number: 2,
                reseed: Some(Reseed::ByRating),
            }),
            reason: AuditReason::Moderator("done".into()),
            at: 5,
        };
        db.audit(&row).unwrap();
        let text: (String, String, String, String) = db
            .conn
            .query_row(
                "SELECT action, before, after, reason FROM audit_log",
                [],
                |r| {
                    Ok((
                        r.get("action")?,
                        r.get("before")?,
                        r.get("after")?,
                        r.get("reason")?,
                    ))
                },
            )
            .unwrap();
        let want = (
            "season-end",
            "season 1",
            "season 2 (reseeded by rating)",
            "done",
        );
        assert_eq!((&*text.0, &*text.1, &*text.2, &*text.3), want);
        assert_eq!(read(&db).unwrap(), [row]);
    }

    /// A word or shape this binary does not know is corrupt data, never free text.
    #[test]
    fn unknown_stored_values_are_corrupt() {
        let corrupt = |row: (&str, Option<&str>, Option<&str>, &str)| match read(&stored(&[row])) {
            Err(StoreError::Corrupt(what)) => what,
            other => panic!("{row:?} read as {other:?}"),
        };
        assert_eq!(corrupt(("ban", None, None, "x")), "audit action `ban`");
        assert_eq!(
            corrupt(("kick", Some("range 3"), None, "x")),
            "audit value `range 3`"
        );
        // Known shapes in another spelling than Breaker writes.
        assert!(corrupt(("kick", Some("position 03"), None, "x")).contains("position 03"));
        assert!(corrupt(("kick", None, Some("season 2 (kept)"), "x")).contains("kept"));
        assert!(corrupt(("result", Some("Green wins"), None, "x")).contains("Green"));
        assert!(corrupt(("create", None, Some("Chess 8x8 clock 1d"), "created")).contains("Chess"));
    }
}
