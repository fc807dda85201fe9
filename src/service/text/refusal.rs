//! A user's mistake: what was wrong and what to do, shown only to them. Nothing changes.

use crate::games::breakthrough::{MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH};
use crate::games::{
    echo, GameKind, IllegalWhy, MoveError, MoveExample, PositionError, SizeError, StoneCount,
    SyntaxDetail, SyntaxHint,
};
use crate::i18n::Arg;
use crate::msg;
use crate::service::{Reply, ServiceError, Span, Text};
use crate::store::{GameId, StoreError};

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
    Illegal {
        game: GameId,
        error: MoveError,
    },
    /// A move in letters that are not Latin (nor look like them): how moves are written,
    /// with a legal move of the position as the example.
    NotLatin {
        game: GameId,
        typed: String,
        example: String,
    },
    BadSize {
        kind: GameKind,
        error: PositionError,
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
            Refusal::BadGameRef(typed) => {
                msg!("refusal-bad-game-ref", typed = Span::Code(echo(typed)))
            }
            Refusal::UnknownGame(id) => msg!("refusal-unknown-game", game = *id),
            Refusal::NoGame(why) | Refusal::SeveralGames(why) | Refusal::Said(why) => why.clone(),
            Refusal::NotAPlayer(id) => msg!("refusal-not-a-player", game = *id),
            Refusal::NotYourTurn { game, to_move } => msg!(
                "refusal-not-your-turn",
                game = *game,
                player = Span::User(*to_move)
            ),
            Refusal::WrongChannel { game, channel } => msg!(
                "refusal-wrong-channel",
                game = *game,
                channel = Span::Channel(*channel)
            ),
            Refusal::Illegal { game, error } => {
                msg!("refusal-illegal", game = *game, error = move_error(error))
            }
            Refusal::NotLatin {
                game,
                typed,
                example,
            } => msg!(
                "refusal-move-latin",
                game = *game,
                typed = Span::Code(typed.clone()),
                example = Span::Code(example.clone())
            ),
            Refusal::BadSize { kind, error } => size_refusal(*kind, error),
            Refusal::BadDays(days) => msg!(
                "refusal-bad-days",
                days = msg!("count-days", count = *days),
                max = msg!("count-days", count = crate::service::MAX_DAYS_PER_MOVE)
            ),
            Refusal::BadLevel(level) => msg!(
                "refusal-bad-level",
                level = *level,
                min = *crate::ai::LEVELS.start(),
                max = *crate::ai::LEVELS.end()
            ),
            Refusal::SelfChallenge => msg!("refusal-self-challenge"),
            Refusal::BotChallenge { bot } => {
                msg!("refusal-bot-challenge", bot = Span::User(*bot))
            }
            Refusal::NotChallenged { game, challenged } => msg!(
                "refusal-not-challenged",
                player = Span::User(*challenged),
                game = *game
            ),
            Refusal::PositionChanged(game) => msg!("refusal-position-changed", game = *game),
            Refusal::UnknownButton => msg!("refusal-unknown-button"),
        }
    }
}

/// Why a move was refused, in the reader's language: each [`MoveError`] of `games/` (a
/// typed value; its `Display` is the English of `games/`' own callers) as a message.
pub(crate) fn move_error(error: &MoveError) -> Text {
    match error {
        MoveError::Syntax { text, hint } => msg!(
            "refusal-move-syntax",
            text = text.clone(),
            hint = syntax_hint(hint)
        ),
        MoveError::OffBoard { square, board } => msg!(
            "refusal-move-off-board",
            square = square.clone(),
            board = board.clone()
        ),
        MoveError::Occupied(sq) => msg!("refusal-move-occupied", square = sq.to_string()),
        MoveError::NoPiece {
            color,
            thing,
            square,
        } => msg!(
            "refusal-move-no-piece",
            color = Arg::word(color),
            thing = Arg::word(thing),
            square = square.to_string()
        ),
        MoveError::Illegal { mv, why } => msg!(
            "refusal-move-illegal",
            mv = mv.clone(),
            why = illegal_why(why)
        ),
        MoveError::NoReplacementOption => msg!("refusal-move-no-replacement"),
        MoveError::StoneCount(why) => stone_count(why),
        MoveError::GameOver => msg!("refusal-move-game-over"),
    }
}

/// How a move is written, and what was wrong with the text if `games/` says.
fn syntax_hint(hint: &SyntaxHint) -> Text {
    let example = match hint.example {
        MoveExample::Breakthrough => msg!("refusal-hint-breakthrough"),
        MoveExample::OneSite => msg!("refusal-hint-one-site"),
        MoveExample::TwoSites => msg!("refusal-hint-two-sites"),
        MoveExample::TwoSitesOrReplace => msg!("refusal-hint-two-sites-or-replace"),
        MoveExample::WrongGame(kind) => msg!("refusal-hint-wrong-game", kind = kind),
    };
    match hint.detail {
        None => example,
        Some(detail) => msg!(
            "refusal-hint-both",
            hint = example,
            extra = match detail {
                SyntaxDetail::Site => msg!("refusal-hint-site"),
                SyntaxDetail::DanglingX => msg!("refusal-hint-x"),
            }
        ),
    }
}

/// Why a well-written move is not legal.
fn illegal_why(why: &IllegalWhy) -> Text {
    match why {
        IllegalWhy::Forward => msg!("refusal-why-forward"),
        IllegalWhy::DifferentSites => msg!("refusal-why-different-sites"),
        IllegalWhy::OwnPiece(sq) => msg!("refusal-why-own-piece", square = sq.to_string()),
        IllegalWhy::StraightCapture(sq) => {
            msg!("refusal-why-straight-capture", square = sq.to_string())
        }
        IllegalWhy::NothingToCapture { square, write } => msg!(
            "refusal-why-nothing-to-capture",
            square = square.to_string(),
            mv = write.clone()
        ),
    }
}

/// A Breach turn with the wrong number of stones.
fn stone_count(why: &StoneCount) -> Text {
    match why {
        StoneCount::Two {
            replace: false,
            more: false,
        } => msg!("refusal-stones-two"),
        StoneCount::Two {
            replace: true,
            more: false,
        } => msg!("refusal-stones-two-or-replace"),
        StoneCount::Two {
            replace: false,
            more: true,
        } => msg!("refusal-stones-two-not-more"),
        StoneCount::Two {
            replace: true,
            more: true,
        } => msg!("refusal-stones-two-or-replace-not-more"),
        StoneCount::Opening => msg!("refusal-stones-opening"),
        StoneCount::OneReplace => msg!("refusal-stones-one-replace"),
        StoneCount::WithReplacement => msg!("refusal-stones-with-replacement"),
        StoneCount::OnlyOne => msg!("refusal-stones-only-one"),
        StoneCount::LastSite(site) => msg!("refusal-stones-last-site", site = site.to_string()),
    }
}

/// What sizes of `kind` look like ("one number from 5 to 19 (e.g. 10)"), the limits
/// as `games/` sets them.
pub(crate) fn size_help(kind: GameKind) -> Text {
    let (smallest, largest) = match kind {
        GameKind::Breakthrough => (
            format!("{MIN_WIDTH}x{MIN_HEIGHT}"),
            format!("{MAX_WIDTH}x{MAX_HEIGHT}"),
        ),
        GameKind::Breach => (
            crate::games::breach::MIN_SIZE.to_string(),
            crate::games::breach::MAX_SIZE.to_string(),
        ),
    };
    msg!(
        "refusal-size-help",
        kind = super::phrases::kind_word(kind),
        smallest = smallest,
        largest = largest,
        example = kind.default_size()
    )
}

/// A board size `games/` refused, with what sizes of `kind` look like.
fn size_refusal(kind: GameKind, error: &PositionError) -> Text {
    let help = size_help(kind);
    let default = kind.default_size();
    match error {
        PositionError::Size(detail) => msg!(
            "refusal-bad-size",
            detail = size_error(detail),
            kind = kind,
            help = help,
            default = default
        ),
        other => msg!(
            "refusal-bad-size-other",
            why = position_error(other),
            kind = kind,
            help = help,
            default = default
        ),
    }
}

/// Why `games/` refused a board size, in the reader's language.
pub(crate) fn size_error(error: &SizeError) -> Text {
    match error {
        SizeError::BreachRange { min, max, size } => msg!(
            "refusal-size-breach-range",
            min = format!("{min}×{min}"),
            max = format!("{max}×{max}"),
            size = format!("{size}×{size}")
        ),
        SizeError::BreakthroughRange { width, height } => msg!(
            "refusal-size-breakthrough-range",
            size = format!("{width}×{height}"),
            min_width = MIN_WIDTH,
            max_width = MAX_WIDTH,
            min_height = MIN_HEIGHT,
            max_height = MAX_HEIGHT
        ),
        SizeError::BreakthroughSyntax(typed) => {
            msg!("refusal-size-breakthrough-syntax", size = typed.clone())
        }
        SizeError::BreachSquare(typed) => msg!("refusal-size-breach-square", size = typed.clone()),
        SizeError::BreachSyntax(typed) => msg!("refusal-size-breach-syntax", size = typed.clone()),
        SizeError::TooLarge { width, height } => msg!(
            "refusal-size-too-large",
            size = format!("{width}×{height}"),
            max = format!("{MAX_WIDTH}×{MAX_HEIGHT}")
        ),
    }
}

/// Why `games/` refused a game name, a size or a position text, in the reader's language.
/// (A position text's own detail is the notation's, which only operators write.)
pub(crate) fn position_error(error: &PositionError) -> Text {
    match error {
        PositionError::Size(detail) => size_error(detail),
        PositionError::UnknownGame(typed) => {
            msg!("refusal-unknown-game-kind", game = Span::Code(echo(typed)))
        }
        PositionError::Text(detail) => msg!("refusal-position-text", detail = detail.clone()),
    }
}

/// A clock or duration text `time/` refused, in the reader's language.
pub(crate) fn time_text_error(error: &crate::time::TimeTextError) -> Text {
    use crate::time::TimeTextError;
    match error {
        TimeTextError::Duration(t) => msg!("refusal-time-duration", text = t.clone()),
        TimeTextError::Clock(t) => msg!("refusal-time-clock", text = t.clone()),
        TimeTextError::OutOfRange(t) => msg!("refusal-time-range", text = t.clone()),
        TimeTextError::Increment { clock, base } => msg!(
            "refusal-time-increment",
            clock = Span::Code(clock.clone()),
            base = Span::Code(base.clone())
        ),
    }
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

/// A refusal in the service's own words, as a [`Fail`]: `Err(said(msg!(…)))`.
pub(crate) fn said(text: impl Into<Text>) -> Fail {
    Refusal::Said(text.into()).into()
}

/// Runs a step and turns its result into the API's: refusals become ephemeral replies.
pub(crate) async fn finish<T: From<Reply>>(
    step: impl std::future::Future<Output = Result<T, Fail>>,
) -> Result<T, ServiceError> {
    match step.await {
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
