//! Breakthrough (Dan Troyka, 2000) on any board from 2×4 to 16×16, exactly as
//! `docs/rules/breakthrough.md` in this repository.
//!
//! ```
//! use breaker::games::{breakthrough::Position, Color, Game, Outcome, WinReason};
//!
//! // A 3×4 race: White's piece on b3 steps onto the far rank.
//! let pos: Position = "b2/1w1/3/w2 w".parse().unwrap();
//! let mv = pos.parse_move("b3-b4").unwrap();
//! let end = pos.play(mv).unwrap();
//! assert_eq!(end.outcome(), Outcome::Win { winner: Color::White, reason: WinReason::FarRow });
//! assert_eq!(pos.parse_move("b3-b5").unwrap_err().to_string(), "b5 is off the 3×4 board");
//! ```
//!
//! Positions are bitboards: a `u64` for boards of up to 64 squares (8×8 is the hot path),
//! wider words for larger boards. Which one is an implementation detail of
//! [`Position`]; every size behaves the same.

pub mod bits;
mod board;
mod notation;

use self::bits::{Bits, U256};
use self::board::Board;
use super::{
    board_text, Color, Game, IllegalWhy, MoveError, Outcome, PositionError, SizeError, Square,
    WinReason,
};
use std::fmt;

pub use self::notation::Move;

/// Smallest and largest supported boards (rules file, rule 1).
pub const MIN_WIDTH: u8 = 2;
pub const MAX_WIDTH: u8 = 16;
pub const MIN_HEIGHT: u8 = 4;
pub const MAX_HEIGHT: u8 = 16;

/// A Breakthrough position: the pieces, the board size and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position(Inner);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Inner {
    Small(Board<u64>),
    Medium(Board<u128>),
    Large(Board<U256>),
}

/// Runs `$body` with `$b` bound to the board, whatever its word size.
macro_rules! with_board {
    ($pos:expr, $b:ident => $body:expr) => {
        match &$pos.0 {
            Inner::Small($b) => $body,
            Inner::Medium($b) => $body,
            Inner::Large($b) => $body,
        }
    };
}

/// Like [`with_board!`], rewrapping a returned board into a `Position`.
macro_rules! map_board {
    ($pos:expr, $b:ident => $body:expr) => {
        match &$pos.0 {
            Inner::Small($b) => Position(Inner::Small($body)),
            Inner::Medium($b) => Position(Inner::Medium($body)),
            Inner::Large($b) => Position(Inner::Large($body)),
        }
    };
}

impl Position {
    /// The start position: White on ranks 1–2, Black on the top two ranks, White to move.
    pub fn new(width: u8, height: u8) -> Result<Position, PositionError> {
        let mut pos = Position::empty(width, height, Color::White)?;
        let w = width as usize;
        let h = height as usize;
        for file in 0..w {
            for rank in [0, 1] {
                pos.put(Color::White, rank * w + file);
            }
            for rank in [h - 2, h - 1] {
                pos.put(Color::Black, rank * w + file);
            }
        }
        Ok(pos)
    }

    /// Parses a size such as `8x8` or `5×7` (width × height) and builds its start.
    pub fn from_size(size: &str) -> Result<Position, PositionError> {
        let (width, height) = parse_size(size)?;
        Position::new(width, height)
    }

    fn empty(width: u8, height: u8, turn: Color) -> Result<Position, PositionError> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) || !(MIN_HEIGHT..=MAX_HEIGHT).contains(&height)
        {
            return Err(PositionError::Size(SizeError::BreakthroughRange {
                width,
                height,
            }));
        }
        let squares = width as usize * height as usize;
        Ok(Position(if squares <= 64 {
            Inner::Small(Board::empty(width, height, turn))
        } else if squares <= 128 {
            Inner::Medium(Board::empty(width, height, turn))
        } else {
            Inner::Large(Board::empty(width, height, turn))
        }))
    }

    fn put(&mut self, color: Color, sq: usize) {
        match &mut self.0 {
            Inner::Small(b) => b.put(color, sq),
            Inner::Medium(b) => b.put(color, sq),
            Inner::Large(b) => b.put(color, sq),
        }
    }

    pub fn width(&self) -> u8 {
        with_board!(self, b => b.width)
    }

    pub fn height(&self) -> u8 {
        with_board!(self, b => b.height)
    }

    /// The board size as players write it, e.g. `8×8`.
    pub fn size_text(&self) -> String {
        format!("{}×{}", self.width(), self.height())
    }

    /// The position in a mirror: files reversed, the side to move the same. The rules do
    /// not tell left from right, so it has the same result as this one.
    pub fn mirrored(&self) -> Position {
        struct Mirror<'a>(&'a Position);
        impl fmt::Display for Mirror<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let (p, w) = (self.0, self.0.width());
                board_text::write_board(f, w, p.height(), |sq| p.piece_at(sq.mirrored(w)))?;
                write!(f, " {}", p.turn().letter())
            }
        }
        Mirror(self)
            .to_string()
            .parse()
            .expect("a mirrored position is a position")
    }

    /// The piece on a square; `None` for an empty or off-board square.
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        let idx = self.index(sq)?;
        with_board!(self, b => b.color_at(idx))
    }

    pub fn piece_count(&self, color: Color) -> u32 {
        with_board!(self, b => b.pieces[color.index()].count())
    }

    /// The squares holding `color`'s pieces, lowest rank first.
    pub fn pieces(&self, color: Color) -> Vec<Square> {
        let w = self.width() as usize;
        with_board!(self, b => bits::squares(b.pieces[color.index()]).map(|i| square_of(i, w)).collect())
    }

    fn index(&self, sq: Square) -> Option<usize> {
        (sq.file < self.width() && sq.rank < self.height())
            .then(|| sq.rank as usize * self.width() as usize + sq.file as usize)
    }

    /// The move from `from` to `to` if it is legal, else why not.
    fn check(
        &self,
        from: Square,
        to: Square,
        says_capture: Option<bool>,
    ) -> Result<Move, MoveError> {
        for sq in [from, to] {
            if self.index(sq).is_none() {
                return Err(MoveError::OffBoard {
                    square: sq.to_string(),
                    board: self.size_text(),
                });
            }
        }
        if self.outcome().is_over() {
            return Err(MoveError::GameOver);
        }
        let us = self.turn();
        if self.piece_at(from) != Some(us) {
            return Err(MoveError::NoPiece {
                color: if us == Color::White { "white" } else { "black" },
                thing: "piece",
                square: from,
            });
        }
        let text = |capture| Move::new(from, to, capture).to_string();
        let forward = match us {
            Color::White => to.rank as i32 - from.rank as i32,
            Color::Black => from.rank as i32 - to.rank as i32,
        };
        let sideways = (to.file as i32 - from.file as i32).abs();
        if forward != 1 || sideways > 1 {
            let mv = text(says_capture.unwrap_or(false));
            return Err(MoveError::Illegal {
                mv,
                why: IllegalWhy::Forward,
            });
        }
        let target = self.piece_at(to);
        let capture = target == Some(!us);
        match (sideways, target) {
            (_, Some(c)) if c == us => Err(MoveError::Illegal {
                mv: text(false),
                why: IllegalWhy::OwnPiece(to),
            }),
            (0, Some(_)) => Err(MoveError::Illegal {
                mv: text(false),
                why: IllegalWhy::StraightCapture(to),
            }),
            (_, None) if says_capture == Some(true) => Err(MoveError::Illegal {
                mv: text(true),
                why: IllegalWhy::NothingToCapture {
                    square: to,
                    write: text(false),
                },
            }),
            _ => Ok(Move::new(from, to, capture)),
        }
    }
}

fn square_of(idx: usize, width: usize) -> Square {
    Square::new((idx % width) as u8, (idx / width) as u8)
}

/// Reads `WxH` (also `W×H`, upper-case `X`, spaces around).
pub fn parse_size(text: &str) -> Result<(u8, u8), PositionError> {
    let t = text.trim().to_lowercase();
    let bad = || PositionError::Size(SizeError::BreakthroughSyntax(super::echo(text)));
    let (w, h) = t.split_once(['x', '×']).ok_or_else(bad)?;
    let w: u8 = w.trim().parse().map_err(|_| bad())?;
    let h: u8 = h.trim().parse().map_err(|_| bad())?;
    Position::empty(w, h, Color::White).map(|_| (w, h))
}

impl Game for Position {
    type Move = Move;

    fn turn(&self) -> Color {
        with_board!(self, b => b.turn)
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let w = self.width() as usize;
        with_board!(self, b => b.for_each_move(|from, to, capture| {
            moves.push(Move::new(square_of(from, w), square_of(to, w), capture))
        }));
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        with_board!(self, b => b.count_moves())
    }

    fn play(&self, mv: Move) -> Result<Position, MoveError> {
        let checked = self.check(mv.from(), mv.to(), Some(mv.is_capture()))?;
        Ok(self.play_unchecked(checked))
    }

    #[inline]
    fn play_unchecked(&self, mv: Move) -> Position {
        let w = self.width() as usize;
        let from = mv.from().rank as usize * w + mv.from().file as usize;
        let to = mv.to().rank as usize * w + mv.to().file as usize;
        map_board!(self, b => b.play(from, to, mv.is_capture()))
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let (from, to, says_capture) = notation::parse(text)?;
        self.check(from, to, says_capture)
    }

    fn outcome(&self) -> Outcome {
        match with_board!(self, b => b.winner()) {
            None => Outcome::Ongoing,
            Some((winner, far_row)) => Outcome::Win {
                winner,
                reason: if far_row {
                    WinReason::FarRow
                } else {
                    WinReason::AllCaptured
                },
            },
        }
    }

    fn hash(&self) -> u64 {
        with_board!(self, b => b.hash)
    }
}

impl fmt::Display for Position {
    /// The position text: ranks from the top, `w`/`b` and digit runs, then the side to move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        board_text::write_board(f, self.width(), self.height(), |sq| self.piece_at(sq))?;
        write!(f, " {}", self.turn().letter())
    }
}

impl std::str::FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        let bad = |why: String| PositionError::Text(why);
        let mut parts = text.split_whitespace();
        let board = parts.next().ok_or_else(|| bad("it is empty".into()))?;
        let turn = match parts.next() {
            Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => {
                return Err(bad(format!(
                    "the side to move is `w` or `b`, not `{}`",
                    super::echo(other)
                )))
            }
            None => {
                return Err(bad(
                    "the side to move (`w` or `b`) is missing after the board".into(),
                ))
            }
        };
        if parts.next().is_some() {
            return Err(bad("unexpected text after the side to move".into()));
        }
        let ranks =
            board_text::parse_board(board, MAX_HEIGHT.max(MAX_WIDTH) as usize).map_err(bad)?;
        let height = ranks.len();
        let width = ranks[0].len();
        if let Some((i, r)) = ranks.iter().enumerate().find(|(_, r)| r.len() != width) {
            return Err(bad(format!(
                "rank {} has {} squares but rank {height} has {width}",
                height - i,
                r.len()
            )));
        }
        if width > MAX_WIDTH as usize || height > MAX_HEIGHT as usize {
            return Err(PositionError::Size(SizeError::TooLarge { width, height }));
        }
        let mut pos = Position::empty(width as u8, height as u8, turn)?;
        for (i, rank) in ranks.iter().enumerate() {
            for (file, cell) in rank.iter().enumerate() {
                if let Some(c) = cell {
                    pos.put(*c, (height - 1 - i) * width + file);
                }
            }
        }
        Ok(pos)
    }
}

#[cfg(test)]
mod tests;
