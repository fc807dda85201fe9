use super::Square;
use thiserror::Error;

/// Why a move was refused. Every message is written for the player who typed it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move in this game's notation.
    #[error("`{text}` is not a move: {hint}")]
    Syntax { text: String, hint: String },
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
    Illegal { mv: String, why: String },
    #[error("you may only replace a stone right after your opponent set a new record")]
    NoReplacementOption,
    /// The wrong number of stones, e.g. "place 2 stones, e.g. `d4 e5`".
    #[error("{0}")]
    StoneCount(String),
    #[error("the game is over")]
    GameOver,
}

/// Why a position text, or a board size, was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("bad position text: {0}")]
    Text(String),
    #[error("unsupported board size: {0}")]
    Size(String),
    /// A game name that is neither game (`chess`): not a position, so no position prefix.
    #[error("unknown game `{0}`: the games are breakthrough and breach")]
    UnknownGame(String),
}
