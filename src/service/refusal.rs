//! A user's mistake: what was wrong and what to do, shown only to them. Nothing changes.

use std::fmt;

use super::{Reply, ServiceError};
use crate::games::{GameKind, MoveError};
use crate::store::{GameId, StoreError};

/// Why the service refused a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// `game:` is not a number.
    BadGameRef(String),
    /// No such game, or one in another server.
    UnknownGame(GameId),
    /// No `game:` given and nothing fits; the text says what was looked for.
    NoGame(String),
    /// No `game:` given and several fit; the text lists them.
    SeveralGames(String),
    NotAPlayer(GameId),
    NotYourTurn {
        game: GameId,
        to_move: u64,
    },
    WrongChannel {
        game: GameId,
        channel: u64,
    },
    /// The game is not in the state the command needs; the text says which it is.
    WrongState {
        game: GameId,
        why: String,
    },
    Illegal {
        game: GameId,
        error: MoveError,
    },
    BadSize {
        kind: GameKind,
        why: String,
    },
    BadDays(u32),
    BadLevel(u8),
    SelfChallenge,
    BotChallenge {
        bot: u64,
    },
    /// Someone other than the challenged player tried to accept.
    NotChallenged {
        game: GameId,
        challenged: u64,
    },
    /// Another write got there first.
    PositionChanged(GameId),
    UnknownButton,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::BadGameRef(text) => write!(
                f,
                "`{}` is not a game number. Use the number shown with the game (e.g. `12`); `/games` lists them.",
                short(text)
            ),
            Refusal::UnknownGame(id) => {
                write!(f, "There is no game #{id} here. `/games` lists the games in this channel and yours.")
            }
            Refusal::NoGame(why) | Refusal::SeveralGames(why) => f.write_str(why),
            Refusal::NotAPlayer(id) => {
                write!(f, "You are not playing in game #{id}. Anyone may look with `/board game:{id}`.")
            }
            Refusal::NotYourTurn { game, to_move } => write!(
                f,
                "It is not your turn in game #{game}: <@{to_move}> is to move. You will be pinged when it is yours."
            ),
            Refusal::WrongChannel { game, channel } => {
                write!(f, "Game #{game} is played in <#{channel}>: make your move there.")
            }
            Refusal::WrongState { game, why } => write!(f, "Game #{game} {why}"),
            Refusal::Illegal { game, error } => write!(
                f,
                "That move is not possible in game #{game}: {error}. `/board game:{game}` shows the position; the `move` option suggests legal moves as you type."
            ),
            Refusal::BadSize { kind, why } => {
                write!(f, "{why}. A {kind} size is {}; leave it out for {}.", kind.size_help(), kind.default_size())
            }
            Refusal::BadDays(days) => write!(
                f,
                "{days} days per move is not possible: choose 1 to {} days.",
                super::MAX_DAYS_PER_MOVE
            ),
            Refusal::BadLevel(level) => write!(
                f,
                "There is no AI level {level}: choose {} (beginner) to {} (strongest).",
                crate::ai::LEVELS.start(),
                crate::ai::LEVELS.end()
            ),
            Refusal::SelfChallenge => f.write_str(
                "You cannot challenge yourself. Challenge another member, or play the AI with `/ai`.",
            ),
            Refusal::BotChallenge { bot } => write!(
                f,
                "Bots cannot play. Challenge a person, or challenge <@{bot}> (Breaker's AI) or use `/ai`."
            ),
            Refusal::NotChallenged { game, challenged } => write!(
                f,
                "Only <@{challenged}> can accept game #{game}: the challenge is theirs. Challenge someone yourself with `/challenge`."
            ),
            Refusal::PositionChanged(game) => write!(
                f,
                "The position changed while your command was on its way: look at the board again (`/board game:{game}`) and retry."
            ),
            Refusal::UnknownButton => f.write_str("This button no longer works. Use the matching command instead."),
        }
    }
}

/// At most 30 characters of user text, for quoting it back.
fn short(text: &str) -> String {
    let t: String = text.trim().chars().take(30).collect();
    t.replace('`', "'")
}

impl From<Refusal> for Reply {
    fn from(r: Refusal) -> Reply {
        Reply::ephemeral(r.to_string())
    }
}

/// What a step inside the service can end with besides success.
#[derive(Debug)]
pub(crate) enum Fail {
    Refused(Refusal),
    Error(ServiceError),
}

impl From<Refusal> for Fail {
    fn from(r: Refusal) -> Fail {
        Fail::Refused(r)
    }
}

macro_rules! fail_from_error {
    ($($t:ty),*) => {$(
        impl From<$t> for Fail {
            fn from(e: $t) -> Fail {
                Fail::Error(e.into())
            }
        }
    )*};
}
fail_from_error!(
    ServiceError,
    StoreError,
    crate::render::RenderError,
    tokio::task::JoinError
);

/// Turns a step's result into the API's: refusals become ephemeral replies, and text
/// fits in a Discord message.
pub(crate) fn finish(result: Result<Reply, Fail>) -> Result<Reply, ServiceError> {
    match result {
        Ok(reply) => Ok(reply.clamped()),
        Err(Fail::Refused(r)) => Ok(Reply::from(r).clamped()),
        Err(Fail::Error(e)) => Err(e),
    }
}

/// Maps a store conflict on `game` to "the position changed"; other errors pass through.
pub(crate) fn conflict_to_refusal(game: GameId) -> impl Fn(StoreError) -> Fail {
    move |e| match e {
        StoreError::Conflict { .. } => Fail::Refused(Refusal::PositionChanged(game)),
        other => Fail::Error(other.into()),
    }
}
