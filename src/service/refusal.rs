//! A user's mistake: what was wrong and what to do, shown only to them. Nothing changes.

use super::{Reply, ServiceError, Span, Text};
use crate::games::{GameKind, MoveError};
use crate::store::{GameId, StoreError};
use crate::text;

/// Why the service refused a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// `game:` is not a number.
    BadGameRef(String),
    /// No such game, or one in another server.
    UnknownGame(GameId),
    /// No `game:` given and nothing fits; the text says what was looked for.
    NoGame(Text),
    /// No `game:` given and several fit; the text lists them.
    SeveralGames(Text),
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
        why: Text,
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
    /// A refusal whose text says it all (clocks, more time, vacation, settings).
    Said(Text),
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

impl Refusal {
    /// What was wrong and what to do.
    pub(crate) fn text(&self) -> Text {
        match self {
            Refusal::BadGameRef(typed) => text!(
                "{} is not a game number. Use the number shown with the game (e.g. `12`); `/games` lists them.",
                Span::Code(short(typed))
            ),
            Refusal::UnknownGame(id) => text!(
                "There is no game #{} here. `/games` lists the games in this channel and yours.",
                *id
            ),
            Refusal::NoGame(why) | Refusal::SeveralGames(why) | Refusal::Said(why) => {
                why.clone()
            }
            Refusal::NotAPlayer(id) => text!(
                "You are not playing in game #{}. Anyone may look with `/board game:{}`.",
                *id,
                *id
            ),
            Refusal::NotYourTurn { game, to_move } => text!(
                "It is not your turn in game #{}: {} is to move. You will be pinged when it is yours.",
                *game,
                Span::User(*to_move)
            ),
            Refusal::WrongChannel { game, channel } => text!(
                "Game #{} is played in {}: make your move there.",
                *game,
                Span::Channel(*channel)
            ),
            Refusal::WrongState { game, why } => text!("Game #{} {}", *game, why),
            Refusal::Illegal { game, error } => text!(
                "That move is not possible in game #{}: {}. `/board game:{}` shows the position; the `move` option suggests legal moves as you type.",
                *game,
                error.to_string(),
                *game
            ),
            Refusal::BadSize { kind, why } => text!(
                "{}. A {} size is {}; leave it out for {}.",
                why,
                *kind,
                kind.size_help(),
                kind.default_size()
            ),
            Refusal::BadDays(days) => text!(
                "{} days per move is not possible: choose 1 to {} days.",
                *days,
                super::MAX_DAYS_PER_MOVE
            ),
            Refusal::BadLevel(level) => text!(
                "There is no AI level {}: choose {} (beginner) to {} (strongest).",
                *level,
                *crate::ai::LEVELS.start(),
                *crate::ai::LEVELS.end()
            ),
            Refusal::SelfChallenge => text!(
                "You cannot challenge yourself. Challenge another member, or play the AI with `/ai`."
            ),
            Refusal::BotChallenge { bot } => text!(
                "Bots cannot play. Challenge a person, or challenge {} (Breaker's AI) or use `/ai`.",
                Span::User(*bot)
            ),
            Refusal::NotChallenged { game, challenged } => text!(
                "Only {} can accept game #{}: the challenge is theirs. Challenge someone yourself with `/challenge`.",
                Span::User(*challenged),
                *game
            ),
            Refusal::PositionChanged(game) => text!(
                "The position changed while your command was on its way: look at the board again (`/board game:{}`) and retry.",
                *game
            ),
            Refusal::UnknownButton => {
                text!("This button no longer works. Use the matching command instead.")
            }
        }
    }
}

/// At most 30 characters of user text, for quoting it back.
fn short(text: &str) -> String {
    text.trim().chars().take(30).collect()
}

impl From<Refusal> for Reply {
    fn from(r: Refusal) -> Reply {
        Reply {
            refused: true,
            ..Reply::ephemeral(r.text())
        }
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

/// A refusal in the service's own words, as a [`Fail`]: `Err(said(text!(…)))`.
pub(crate) fn said(text: Text) -> Fail {
    Refusal::Said(text).into()
}

/// Turns a step's result into the API's: refusals become ephemeral replies.
pub(crate) fn finish<T: From<Reply>>(result: Result<T, Fail>) -> Result<T, ServiceError> {
    match result {
        Ok(reply) => Ok(reply),
        Err(Fail::Refused(r)) => Ok(Reply::from(r).into()),
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
