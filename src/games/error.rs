use std::fmt;

use super::breakthrough::{MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH};
use super::{GameKind, Square};
use thiserror::Error;

/// Why a move was refused. Every message is written for the player who typed it; the
/// parts are typed values, so a front end can say the same in another language.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move in this game's notation.
    #[error("`{text}` is not a move: {hint}")]
    Syntax { text: String, hint: SyntaxHint },
    /// A square outside the board, e.g. "d9 is off the 8×8 board".
    #[error("{square} is off the {board} board")]
    OffBoard { square: String, board: String },
    #[error("{0} is not empty")]
    Occupied(Square),
    /// e.g. "there is no white piece on b2".
    #[error("there is no {color} {thing} on {square}")]
    NoPiece {
        color: &'static str,
        thing: &'static str,
        square: Square,
    },
    /// e.g. "b2-b4 is not a legal move: pieces move one square forward".
    #[error("{mv} is not a legal move: {why}")]
    Illegal { mv: String, why: IllegalWhy },
    #[error("you may only replace a stone right after your opponent set a new record")]
    NoReplacementOption,
    /// The wrong number of stones, e.g. "place 2 stones, e.g. `d4 e5`".
    #[error("{0}")]
    StoneCount(StoneCount),
    #[error("the game is over")]
    GameOver,
}

/// What a move of the game looks like (and, perhaps, what was wrong with the text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SyntaxHint {
    pub example: MoveExample,
    pub detail: Option<SyntaxDetail>,
}

/// How a move is written, for a text that is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveExample {
    /// A Breakthrough move: `b2-b3` or `c4xd5`.
    Breakthrough,
    /// One Breach site (the opening, or the last empty site).
    OneSite,
    /// Two Breach sites.
    TwoSites,
    /// Two Breach sites, or a site and a stone to replace.
    TwoSitesOrReplace,
    /// A move of the other game.
    WrongGame(GameKind),
}

/// What was wrong in a Breach move's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyntaxDetail {
    /// A word that is not a site.
    Site,
    /// An `x` with no stone after it.
    DanglingX,
}

/// Why a well-written move is not legal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalWhy {
    /// Breakthrough: not one square forward.
    Forward,
    /// Breach: the same site twice.
    DifferentSites,
    /// Breakthrough: the target holds the mover's own piece.
    OwnPiece(Square),
    /// Breakthrough: a straight move onto an occupied square.
    StraightCapture(Square),
    /// Breakthrough: `x` onto an empty square; `write` is the move without it.
    NothingToCapture { square: Square, write: String },
}

/// A Breach turn with the wrong number of stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoneCount {
    /// Two stones are due (`replace`: or one and a replacement); `more`: more were given.
    Two { replace: bool, more: bool },
    /// White opens with one stone.
    Opening,
    /// More than one replacement.
    OneReplace,
    /// A replacement without a stone placed.
    WithReplacement,
    /// A replacement with more than one stone placed.
    OnlyOne,
    /// Only one empty site is left: this one.
    LastSite(Square),
}

/// Why a position text, or a board size, was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("bad position text: {0}")]
    Text(String),
    #[error("unsupported board size: {0}")]
    Size(SizeError),
    /// A game name that is neither game (`chess`): not a position, so no position prefix.
    #[error("unknown game `{0}`: the games are breakthrough and breach")]
    UnknownGame(String),
}

/// A board size a game is not played on, or a size text that is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SizeError {
    /// A Breach board outside `min`…`max` (sides).
    BreachRange { min: u8, max: u8, size: u8 },
    /// A Breakthrough board outside [`breakthrough::MIN_WIDTH`]…[`breakthrough::MAX_WIDTH`]
    /// files by [`breakthrough::MIN_HEIGHT`]…[`breakthrough::MAX_HEIGHT`] ranks.
    ///
    /// [`breakthrough::MIN_WIDTH`]: super::breakthrough::MIN_WIDTH
    /// [`breakthrough::MAX_WIDTH`]: super::breakthrough::MAX_WIDTH
    /// [`breakthrough::MIN_HEIGHT`]: super::breakthrough::MIN_HEIGHT
    /// [`breakthrough::MAX_HEIGHT`]: super::breakthrough::MAX_HEIGHT
    BreakthroughRange { width: u8, height: u8 },
    /// A Breakthrough size text that is not `WxH` (as typed, shortened).
    BreakthroughSyntax(String),
    /// A Breach size of two different sides (as typed).
    BreachSquare(String),
    /// A Breach size text that is not a number (as typed).
    BreachSyntax(String),
    /// A Breakthrough position text's board larger than the largest board.
    TooLarge { width: usize, height: usize },
}

impl fmt::Display for SyntaxHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.example.fmt(f)?;
        match self.detail {
            None => Ok(()),
            Some(d) => write!(f, "; {d}"),
        }
    }
}

impl fmt::Display for MoveExample {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveExample::Breakthrough => f.write_str(
                "write the square a piece leaves and the square it goes to, e.g. `b2-b3` or `c4xd5`",
            ),
            MoveExample::OneSite => f.write_str("give a site like `e5`"),
            MoveExample::TwoSites => f.write_str("give 2 sites like `d4 e5`"),
            MoveExample::TwoSitesOrReplace => f.write_str(
                "give 2 sites like `d4 e5`, or a site and a stone to replace like `d4 xe5`",
            ),
            MoveExample::WrongGame(kind) => write!(f, "that is not a {kind} move"),
        }
    }
}

impl fmt::Display for SyntaxDetail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxDetail::Site => "a site is a letter and a number",
            SyntaxDetail::DanglingX => "`x` goes right before the stone to replace",
        })
    }
}

impl fmt::Display for IllegalWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalWhy::Forward => {
                f.write_str("pieces move one square forward, straight or diagonally")
            }
            IllegalWhy::DifferentSites => f.write_str("place the 2 stones on 2 different sites"),
            IllegalWhy::OwnPiece(sq) => write!(f, "{sq} holds your own piece"),
            IllegalWhy::StraightCapture(sq) => {
                write!(f, "straight moves never capture, and {sq} is occupied")
            }
            IllegalWhy::NothingToCapture { square, write } => {
                write!(f, "there is nothing to capture on {square}; write {write}")
            }
        }
    }
}

impl fmt::Display for StoneCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoneCount::Two { replace, more } => {
                f.write_str("place 2 stones, e.g. `d4 e5`")?;
                if *replace {
                    f.write_str(", or 1 stone and replace 1, e.g. `d4 xe5`")?;
                }
                if *more {
                    f.write_str(", not more")?;
                }
                Ok(())
            }
            StoneCount::Opening => f.write_str("White opens with 1 stone, e.g. `e5`"),
            StoneCount::OneReplace => f.write_str("replace only 1 stone, e.g. `d4 xe5`"),
            StoneCount::WithReplacement => {
                f.write_str("place 1 stone as well as the replacement, e.g. `d4 xe5`")
            }
            StoneCount::OnlyOne => {
                f.write_str("with a replacement, place only 1 stone, e.g. `d4 xe5`")
            }
            StoneCount::LastSite(site) => {
                write!(f, "only 1 empty site is left: place 1 stone, `{site}`")
            }
        }
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let breach_help = GameKind::Breach.size_help();
        match self {
            SizeError::BreachRange { min, max, size } => write!(
                f,
                "Breach is played on {min}×{min} to {max}×{max} boards, not {size}×{size}"
            ),
            SizeError::BreakthroughRange { width, height } => write!(
                f,
                "{width}×{height}: Breakthrough boards are {MIN_WIDTH} to {MAX_WIDTH} files wide and {MIN_HEIGHT} to {MAX_HEIGHT} ranks high"
            ),
            SizeError::BreakthroughSyntax(t) => {
                write!(f, "`{t}`: write the size as width x height, e.g. 8x8")
            }
            SizeError::BreachSquare(t) => write!(f, "`{t}`: Breach boards are square: {breach_help}"),
            SizeError::BreachSyntax(t) => write!(f, "`{t}`: a Breach size is {breach_help}"),
            SizeError::TooLarge { width, height } => write!(
                f,
                "{width}×{height}: boards are at most {MAX_WIDTH}×{MAX_HEIGHT}"
            ),
        }
    }
}
