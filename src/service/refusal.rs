//! A user's mistake: what was wrong and what to do, shown only to them. Nothing changes.

use super::{Reply, ServiceError, Span, Text};
use crate::games::{GameKind, MoveError};
use crate::i18n::Arg;
use crate::msg;
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
            Refusal::BadGameRef(typed) => {
                msg!("refusal-bad-game-ref", typed = Span::Code(short(typed)))
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
            Refusal::BadSize { kind, why } => size_refusal(*kind, why),
            Refusal::BadDays(days) => msg!(
                "refusal-bad-days",
                days = msg!("count-days", count = *days),
                max = msg!("count-days", count = super::MAX_DAYS_PER_MOVE)
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

/// Why a move was refused, in the reader's language: each [`MoveError`] of `games/`
/// (which words its errors in English for its own callers) as a message. A hint or
/// reason `games/` words in a way this does not know stays as `games/` says it.
pub(crate) fn move_error(error: &MoveError) -> Text {
    match error {
        MoveError::Syntax { text, hint } => msg!(
            "refusal-move-syntax",
            text = text.clone(),
            hint = move_hint(hint)
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

/// A syntax hint of `games/`: an example, then perhaps "; " and what was wrong.
fn move_hint(hint: &str) -> Text {
    if let Some((example, extra)) = hint.split_once("; ") {
        let extra = match extra {
            "a site is a letter and a number" => msg!("refusal-hint-site"),
            "`x` goes right before the stone to replace" => msg!("refusal-hint-x"),
            other => Text::from(other),
        };
        return msg!(
            "refusal-hint-both",
            hint = move_hint(example),
            extra = extra
        );
    }
    match hint {
        "write the square a piece leaves and the square it goes to, e.g. `b2-b3` or `c4xd5`" => {
            msg!("refusal-hint-breakthrough")
        }
        "give a site like `e5`" => msg!("refusal-hint-one-site"),
        "give 2 sites like `d4 e5`" => msg!("refusal-hint-two-sites"),
        "give 2 sites like `d4 e5`, or a site and a stone to replace like `d4 xe5`" => {
            msg!("refusal-hint-two-sites-or-replace")
        }
        other => match other
            .strip_prefix("that is not a ")
            .and_then(|k| k.strip_suffix(" move"))
            .and_then(|k| k.parse::<GameKind>().ok())
        {
            Some(kind) => msg!("refusal-hint-wrong-game", kind = kind),
            None => Text::from(other),
        },
    }
}

/// Why a well-written move is not legal, as `games/` words it.
fn illegal_why(why: &str) -> Text {
    match why {
        "pieces move one square forward, straight or diagonally" => msg!("refusal-why-forward"),
        "place the 2 stones on 2 different sites" => msg!("refusal-why-different-sites"),
        _ => {
            if let Some(sq) = why.strip_suffix(" holds your own piece") {
                msg!("refusal-why-own-piece", square = sq.to_string())
            } else if let Some(sq) = why
                .strip_prefix("straight moves never capture, and ")
                .and_then(|r| r.strip_suffix(" is occupied"))
            {
                msg!("refusal-why-straight-capture", square = sq.to_string())
            } else if let Some((sq, mv)) = why
                .strip_prefix("there is nothing to capture on ")
                .and_then(|r| r.split_once("; write "))
            {
                msg!(
                    "refusal-why-nothing-to-capture",
                    square = sq.to_string(),
                    mv = mv.to_string()
                )
            } else {
                Text::from(why)
            }
        }
    }
}

/// A wrong number of stones, as `games/` words it.
fn stone_count(why: &str) -> Text {
    match why {
        "place 2 stones, e.g. `d4 e5`" => msg!("refusal-stones-two"),
        "place 2 stones, e.g. `d4 e5`, or 1 stone and replace 1, e.g. `d4 xe5`" => {
            msg!("refusal-stones-two-or-replace")
        }
        "place 2 stones, e.g. `d4 e5`, not more" => msg!("refusal-stones-two-not-more"),
        "place 2 stones, e.g. `d4 e5`, or 1 stone and replace 1, e.g. `d4 xe5`, not more" => {
            msg!("refusal-stones-two-or-replace-not-more")
        }
        "White opens with 1 stone, e.g. `e5`" => msg!("refusal-stones-opening"),
        "replace only 1 stone, e.g. `d4 xe5`" => msg!("refusal-stones-one-replace"),
        "place 1 stone as well as the replacement, e.g. `d4 xe5`" => {
            msg!("refusal-stones-with-replacement")
        }
        "with a replacement, place only 1 stone, e.g. `d4 xe5`" => msg!("refusal-stones-only-one"),
        _ => match why
            .strip_prefix("only 1 empty site is left: place 1 stone, `")
            .and_then(|r| r.strip_suffix('`'))
        {
            Some(site) => msg!("refusal-stones-last-site", site = site.to_string()),
            None => Text::from(why),
        },
    }
}

/// A board size `games/` refused (its [`PositionError`](crate::games::PositionError)
/// text), with what sizes of `kind` look like.
fn size_refusal(kind: GameKind, why: &str) -> Text {
    let help = msg!("refusal-size-help", kind = super::phrases::kind_word(kind));
    let default = kind.default_size();
    let detail = why
        .strip_prefix("Unsupported board size: ")
        .or_else(|| why.strip_prefix("unsupported board size: "));
    let Some(detail) = detail.and_then(size_detail) else {
        return msg!(
            "refusal-bad-size-other",
            why = why,
            kind = kind,
            help = help,
            default = default
        );
    };
    msg!(
        "refusal-bad-size",
        detail = detail,
        kind = kind,
        help = help,
        default = default
    )
}

/// The words of a [`PositionError::Size`](crate::games::PositionError::Size), as a
/// message, if they are ones `games/` says.
fn size_detail(detail: &str) -> Option<Text> {
    if let Some(rest) = detail.strip_prefix("Breach is played on ") {
        let (min, rest) = rest.split_once(" to ")?;
        let (max, size) = rest.split_once(" boards, not ")?;
        return Some(msg!(
            "refusal-size-breach-range",
            min = min.to_string(),
            max = max.to_string(),
            size = size.to_string()
        ));
    }
    if let Some((size, rest)) = detail.split_once(": Breakthrough boards are ") {
        let n: Vec<u32> = rest
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|t| t.parse().ok())
            .collect();
        let [min_width, max_width, min_height, max_height] = n[..] else {
            return None;
        };
        return Some(msg!(
            "refusal-size-breakthrough-range",
            size = size.to_string(),
            min_width = min_width,
            max_width = max_width,
            min_height = min_height,
            max_height = max_height
        ));
    }
    let (typed, rest) = detail.strip_prefix('`')?.split_once("`: ")?;
    let typed = typed.to_string();
    if rest == "write the size as width x height, e.g. 8x8" {
        Some(msg!("refusal-size-breakthrough-syntax", size = typed))
    } else if rest.starts_with("Breach boards are square: ") {
        Some(msg!("refusal-size-breach-square", size = typed))
    } else if rest.starts_with("a Breach size is ") {
        Some(msg!("refusal-size-breach-syntax", size = typed))
    } else {
        None
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
            clock = clock.clone(),
            base = base.clone()
        ),
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

/// A refusal in the service's own words, as a [`Fail`]: `Err(said(msg!(…)))`.
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
