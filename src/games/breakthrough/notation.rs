//! Move and rank notation: `b2-b3`, `c4xd5`, also `b2b3`, any case, spaces around.

use crate::games::{MoveError, MoveExample, Square, SyntaxHint};
use std::fmt;

/// A Breakthrough move. Its `Display` is the canonical text: `b2-b3` or `c4xd5`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    capture: bool,
}

impl Move {
    pub(crate) fn new(from: Square, to: Square, capture: bool) -> Move {
        Move { from, to, capture }
    }

    pub fn from(&self) -> Square {
        self.from
    }

    pub fn to(&self) -> Square {
        self.to
    }

    pub fn is_capture(&self) -> bool {
        self.capture
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{}{}", self.from, sep, self.to)
    }
}

/// Reads the two squares and whether the text claims a capture (`x`), `-` or nothing.
pub(crate) fn parse(text: &str) -> Result<(Square, Square, Option<bool>), MoveError> {
    let shown: String = text.trim().chars().take(40).collect();
    let syntax = || MoveError::Syntax {
        text: shown.clone(),
        hint: SyntaxHint {
            example: MoveExample::Breakthrough,
            detail: None,
        },
    };
    let t: String = text.trim().to_ascii_lowercase();
    if t.len() > 12 || !t.is_ascii() {
        return Err(syntax());
    }
    let bytes = t.as_bytes();
    // The first square is a letter and its digits; what follows is `-`, `x` or the second square.
    let first_end = 1 + bytes
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count();
    let (first, rest) = t.split_at(first_end.min(t.len()));
    let rest = rest.trim_start();
    let (says_capture, second) = if let Some(r) = rest.strip_prefix('x') {
        (Some(true), r)
    } else if let Some(r) = rest.strip_prefix('-') {
        (Some(false), r)
    } else {
        (None, rest)
    };
    let from = Square::parse(first).ok_or_else(syntax)?;
    let to = Square::parse(second.trim()).ok_or_else(syntax)?;
    Ok((from, to, says_capture))
}
