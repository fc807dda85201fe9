//! Notices: messages nobody asked for (reminders, time forfeits, aborted games, expired
//! challenges, vacations that ended), produced by [`Service::run_due`](super::Service::run_due) as data and
//! delivered by each front end (Discord: a channel message, and a DM if asked for; the
//! console: printed).

use super::{Board, Text};
use crate::store::GameId;

/// One unprompted message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// What to say.
    pub text: Text,
    /// The game's channel, where it is posted.
    pub channel: u64,
    /// Also send it by direct message to this user (they asked for reminders by DM).
    /// Delivery failing must never break anything.
    pub dm: Option<u64>,
    /// Exactly the users it may ping.
    pub mentions: Vec<u64>,
    /// The board, when the game ended.
    pub board: Option<Board>,
    /// The game it is about (for a vacation's end: the first game it resumes, or
    /// `GameId(0)` if none).
    pub game: GameId,
    /// When it fell due (Unix ms); earlier than delivery if Breaker was offline.
    pub due_at: i64,
    /// What kind of notice it is.
    pub kind: NoticeKind,
}

/// What a [`Notice`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    /// The player to move is reminded of the deadline.
    Reminder,
    /// The player to move ran out of time and lost.
    TimeForfeit,
    /// The late player never moved: the game is over with no result.
    Aborted,
    /// A challenge was not answered in time.
    Expired,
    /// A player's vacation reached its planned end: their games resume.
    VacationEnded,
}
