//! The values stored: typed rows, so nothing above the store sees SQL text or columns.

use crate::games::{Color, GameKind, Outcome, WinReason};
use std::fmt;
use std::str::FromStr;

use super::{StoreError, TimeControl};
use crate::time::GameTime;

/// A game's number, shown to players as `#12`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

/// A game number in a message: digits (`#{ $game }` in a translation).
impl From<GameId> for crate::i18n::Arg {
    fn from(id: GameId) -> crate::i18n::Arg {
        crate::i18n::Arg::Number(id.0)
    }
}

impl From<GameId> for crate::i18n::Span {
    fn from(id: GameId) -> crate::i18n::Span {
        crate::i18n::Span::Plain(id.to_string())
    }
}

impl From<GameId> for crate::i18n::Text {
    fn from(id: GameId) -> crate::i18n::Text {
        crate::i18n::Text::new().with(id)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for GameId {
    type Err = std::num::ParseIntError;
    /// Reads `12` or `#12`.
    fn from_str(s: &str) -> Result<GameId, Self::Err> {
        s.trim().trim_start_matches('#').parse().map(GameId)
    }
}

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Challenged, waiting for the opponent to accept or decline.
    Pending,
    /// Being played.
    Active,
    /// Over, with a result.
    Finished,
    /// The challenge was declined or withdrawn.
    Declined,
}

impl GameStatus {
    /// The stored text.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Pending => "pending",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Declined => "declined",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<GameStatus, StoreError> {
        match s {
            "pending" => Ok(GameStatus::Pending),
            "active" => Ok(GameStatus::Active),
            "finished" => Ok(GameStatus::Finished),
            "declined" => Ok(GameStatus::Declined),
            _ => Err(StoreError::Corrupt(format!("game status `{s}`"))),
        }
    }

    /// Pending or active: a game someone still has to act on.
    pub fn is_open(self) -> bool {
        matches!(self, GameStatus::Pending | GameStatus::Active)
    }
}

pub(crate) fn color_text(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

pub(crate) fn parse_color(s: &str) -> Result<Color, StoreError> {
    match s {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(StoreError::Corrupt(format!("colour `{s}`"))),
    }
}

pub(crate) fn parse_kind(s: &str) -> Result<GameKind, StoreError> {
    s.parse()
        .map_err(|_| StoreError::Corrupt(format!("game kind `{s}`")))
}

/// The stored reason text of a finished game's outcome.
pub(crate) fn reason_text(outcome: Outcome) -> Option<&'static str> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Draw => Some("draw"),
        Outcome::Win { reason, .. } => Some(match reason {
            WinReason::FarRow => "far_row",
            WinReason::AllCaptured => "all_captured",
            WinReason::BoardFull => "board_full",
            WinReason::RecordReached => "record_reached",
            WinReason::Resignation => "resignation",
            WinReason::Timeout => "timeout",
            // The column's CHECK predates moderators: an adjudicated win is stored as a
            // resignation with `adjudicated_at` set, and read back as `Adjudication`.
            WinReason::Adjudication => "resignation",
        }),
    }
}

/// Reads the stored winner and reason back into an outcome.
pub(crate) fn parse_outcome(
    winner: Option<&str>,
    reason: Option<&str>,
) -> Result<Outcome, StoreError> {
    let reason = match reason {
        None => return Ok(Outcome::Ongoing),
        Some("draw") => return Ok(Outcome::Draw),
        Some("far_row") => WinReason::FarRow,
        Some("all_captured") => WinReason::AllCaptured,
        Some("board_full") => WinReason::BoardFull,
        Some("record_reached") => WinReason::RecordReached,
        Some("resignation") => WinReason::Resignation,
        Some("timeout") => WinReason::Timeout,
        Some(other) => return Err(StoreError::Corrupt(format!("result reason `{other}`"))),
    };
    let winner = winner.ok_or_else(|| StoreError::Corrupt("a win without a winner".into()))?;
    Ok(Outcome::Win {
        winner: parse_color(winner)?,
        reason,
    })
}

/// A player as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: u64,
    pub name: String,
    /// True for the bot's own user, which plays with the AI.
    pub is_ai: bool,
    /// The AI's default level, for AI players.
    pub ai_level: Option<u8>,
}

/// What a new game starts with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    pub guild: Option<u64>,
    pub channel: u64,
    pub kind: GameKind,
    /// `8x8` or `10`, as [`crate::games::AnyPosition::size_text`] prints it.
    pub size: String,
    pub white: u64,
    pub black: u64,
    pub challenger: u64,
    /// Pending for a challenge, Active for a game against the AI.
    pub status: GameStatus,
    pub days_per_move: u32,
    /// The clock; `None`: `days_per_move` days per move.
    pub clock: Option<TimeControl>,
    /// Its first deadline (or the challenge's expiry), banks and reminder.
    pub timing: Timing,
    pub ai_level: Option<u8>,
    /// Rated between people (`/challenge rated:true`): the result updates the pool's
    /// ratings.
    pub rated: bool,
    /// The start position text.
    pub position: String,
    /// When it was created (Unix ms, from the service's clock).
    pub at: i64,
    /// Breaker may only answer interactions where it is played (`answer_only_games`).
    pub answer_only: bool,
}

impl NewGame {
    /// A game between people in `channel` that starts at once from `start`, the
    /// challenger (`white`) against `black`: unrated, 3 days a move, nothing due yet,
    /// created at `at`. What differs is set with struct update syntax.
    pub fn active(
        guild: Option<u64>,
        channel: u64,
        start: &crate::games::AnyPosition,
        [white, black]: [u64; 2],
        at: i64,
    ) -> NewGame {
        NewGame {
            guild,
            channel,
            kind: start.kind(),
            size: start.size_text(),
            white,
            black,
            challenger: white,
            status: GameStatus::Active,
            days_per_move: 3,
            clock: None,
            timing: Timing::default(),
            ai_level: None,
            rated: false,
            position: start.to_string(),
            at,
            answer_only: false,
        }
    }
}

/// What is due in a game, and when (Unix ms); decided by the service, stored by the
/// store, found by the scheduler through indexed queries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Timing {
    /// Active: when the player to move runs out of time. Pending: when the challenge
    /// expires. `None`: nothing is due (the AI to move, paused, over).
    pub deadline_at: Option<i64>,
    /// When the player to move is next reminded.
    pub remind_at: Option<i64>,
    /// Fischer banks: the time each side has for its moves, as of the turn's start.
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
}

impl Timing {
    /// The bank of `color`.
    pub fn bank(&self, color: Color) -> Option<i64> {
        match color {
            Color::White => self.white_bank,
            Color::Black => self.black_bank,
        }
    }

    /// The earliest instant something is due.
    pub fn next_due(&self) -> Option<i64> {
        match (self.deadline_at, self.remind_at) {
            (Some(d), Some(r)) => Some(d.min(r)),
            (d, r) => d.or(r),
        }
    }
}

/// How a game ended (the export's `Termination` tag), or how a challenge ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// By the rules (a piece home, all captured, the board full, a draw).
    Normal,
    Resignation,
    /// The player to move ran out of time and lost.
    TimeForfeit,
    /// The late player never moved in a casual game: over with no winner.
    Aborted,
    /// The challenge was not answered in time.
    Expired,
    /// A moderator decided the result (`/ladder-admin result game outcome:white|black`).
    Adjudication,
    /// A moderator voided the game: as if never played, no result.
    Voided,
}

impl Termination {
    /// As stored in `games.termination` (only the ends `winner`/`reason` cannot say).
    /// Whether the game has a result (a winner or a draw); aborted and expired ones don't.
    pub fn has_result(self) -> bool {
        !matches!(
            self,
            Termination::Aborted | Termination::Expired | Termination::Voided
        )
    }

    pub(crate) fn stored(self) -> Option<&'static str> {
        match self {
            Termination::Aborted => Some("aborted"),
            Termination::Expired => Some("expired"),
            _ => None,
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Termination::Normal => "normal",
            Termination::Resignation => "resignation",
            Termination::TimeForfeit => "time forfeit",
            Termination::Aborted => "aborted",
            Termination::Expired => "expired",
            // The export's word for every moderator decision; a voided game's `[Result]`
            // is `*`, which tells it from a decided one.
            Termination::Adjudication | Termination::Voided => "adjudication",
        })
    }
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    pub guild: Option<u64>,
    pub channel: u64,
    pub kind: GameKind,
    pub size: String,
    pub white: u64,
    pub black: u64,
    pub challenger: u64,
    pub status: GameStatus,
    /// `Ongoing` unless finished.
    pub outcome: Outcome,
    pub days_per_move: u32,
    /// The clock (`3d`, `3d+1d`); games from before clocks: `days_per_move` days.
    pub clock: TimeControl,
    /// What is due next, and the Fischer banks.
    pub timing: Timing,
    /// Extra time given with `/moretime` so far (ms).
    pub more_time: i64,
    /// An aborted game or an expired challenge (what `outcome` cannot say).
    pub ended: Option<Termination>,
    /// Rated games are never aborted: the late player loses.
    pub rated: bool,
    pub ai_level: Option<u8>,
    pub start_position: String,
    /// The position after `ply` moves.
    pub position: String,
    /// Moves played and not taken back (the move number players see is `ply + 1`); new
    /// moves get fresh log ply numbers, which after a takeback are higher.
    pub ply: u32,
    /// Bumped by every write; a write naming an older version is refused.
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_started_at: Option<i64>,
    /// The challenge asked for a thread (`thread:true`): open one when the game starts.
    pub wants_thread: bool,
    /// The game's thread, once opened: its posts go there, not in `channel`.
    pub thread: Option<u64>,
    /// Since when the game waits for a vacation to end; meanwhile what was due is kept
    /// in `paused_deadline_at` and `paused_remind_at`, and `timing` has nothing due.
    pub paused_at: Option<i64>,
    pub paused_deadline_at: Option<i64>,
    pub paused_remind_at: Option<i64>,
}

/// For unit tests: an active game of `kind` on `size` at its start, number 7 in guild
/// 123, channel 456, between players 1 (White, who challenged) and 2, on a 3-day clock,
/// created 2026-11-30 12:00 UTC.
#[cfg(test)]
impl GameRow {
    pub(crate) fn sample(kind: GameKind, size: &str) -> GameRow {
        let start = crate::games::AnyPosition::start(kind, Some(size))
            .unwrap()
            .to_string();
        GameRow {
            id: GameId(7),
            guild: Some(123),
            channel: 456,
            kind,
            size: size.into(),
            white: 1,
            black: 2,
            challenger: 1,
            status: GameStatus::Active,
            outcome: Outcome::Ongoing,
            days_per_move: 3,
            clock: "3d".parse().unwrap(),
            timing: Default::default(),
            more_time: 0,
            ended: None,
            rated: false,
            ai_level: None,
            start_position: start.clone(),
            position: start,
            ply: 0,
            version: 0,
            created_at: 1_796_040_000_000,
            updated_at: 0,
            turn_started_at: None,
            wants_thread: false,
            thread: None,
            paused_at: None,
            paused_deadline_at: None,
            paused_remind_at: None,
        }
    }
}

impl GameRow {
    /// The player id of `color`.
    pub fn player(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The colour `user` plays, if they play in this game.
    pub fn color_of(&self, user: u64) -> Option<Color> {
        if user == self.white {
            Some(Color::White)
        } else if user == self.black {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// How the game ended; `None` while open, or for a declined challenge.
    pub fn termination(&self) -> Option<Termination> {
        if let Some(t) = self.ended {
            return Some(t);
        }
        match (self.status, self.outcome) {
            (GameStatus::Finished, Outcome::Win { reason, .. }) => Some(match reason {
                WinReason::Resignation => Termination::Resignation,
                WinReason::Timeout => Termination::TimeForfeit,
                WinReason::Adjudication => Termination::Adjudication,
                _ => Termination::Normal,
            }),
            (GameStatus::Finished, _) => Some(Termination::Normal),
            _ => None,
        }
    }

    /// The game's time as one value (for an active game; a challenge's expiry is
    /// `timing.deadline_at`).
    pub fn time(&self) -> GameTime {
        let (deadline, remind_at) = match self.paused_at {
            None => (self.timing.deadline_at, self.timing.remind_at),
            Some(_) => (self.paused_deadline_at, self.paused_remind_at),
        };
        GameTime {
            control: self.clock,
            white_bank: self.timing.white_bank,
            black_bank: self.timing.black_bank,
            turn_started_at: self.turn_started_at,
            deadline,
            remind_at,
            paused_at: self.paused_at,
        }
    }

    /// The player who was challenged (the one who may accept).
    pub fn challenged(&self) -> u64 {
        if self.challenger == self.white {
            self.black
        } else {
            self.white
        }
    }
}

/// One move of the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    pub ply: u32,
    pub player: u64,
    /// Canonical move text.
    pub text: String,
    pub created_at: i64,
    /// The mover's Fischer bank (ms) after this move; `None` with a simple clock (or for
    /// moves stored before banks were kept).
    pub bank_after: Option<i64>,
}

/// A move to append, with the position it leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMove {
    pub player: u64,
    /// Canonical move text.
    pub text: String,
    /// The position text after the move.
    pub position: String,
    /// The outcome after the move: the game finishes unless `Ongoing`.
    pub outcome: Outcome,
    /// When it was played (Unix ms, from the service's clock).
    pub at: i64,
    /// The game's time after the move (the next turn's deadline, reminder and banks).
    pub time: GameTime,
}

/// A row read by column name, each name found once per row. rusqlite's own
/// `get("name")` asks SQLite for every column's name (a `strlen` each) on every read,
/// so reading a game's 35 columns by name cost more than its query: the catch-up of
/// 10 000 overdue games spent most of its reads there.
pub(crate) struct Named<'a, 'stmt> {
    row: &'a rusqlite::Row<'stmt>,
    names: Vec<&'a str>,
}

impl<'a, 'stmt> Named<'a, 'stmt> {
    pub(crate) fn new(row: &'a rusqlite::Row<'stmt>) -> Named<'a, 'stmt> {
        Named {
            row,
            names: row.as_ref().column_names(),
        }
    }

    /// The column `name` (any case, as SQLite matches names) as a `T`.
    pub(crate) fn get<T: rusqlite::types::FromSql>(&self, name: &str) -> rusqlite::Result<T> {
        let at = self
            .names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(name))
            .ok_or_else(|| rusqlite::Error::InvalidColumnName(name.to_string()))?;
        // The one place a name becomes a position (tests/architecture.rs knows it).
        self.row.get(at)
    }
}
