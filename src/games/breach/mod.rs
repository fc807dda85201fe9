//! Breach (Nick Bentley): a Connect6-like placement game scored on a track. The spec
//! is `docs/rules/breach.md` in this repository; rule numbers in comments refer to it.
//!
//! ```
//! use breaker::games::{breach, Color, Game, Outcome};
//!
//! let start = breach::Position::new(10).unwrap();
//! assert_eq!(start.to_string(), "10/10/10/10/10/10/10/10/10/10 w 0 0 -");
//! let opened = start.play(start.parse_move("e5").unwrap()).unwrap();
//! // Black places two adjacent stones: a row of 2 sets the record, White gets the option.
//! let mv = opened.parse_move("d4 e4").unwrap();
//! let next = opened.play(mv).unwrap();
//! assert_eq!(next.marker(Color::Black), 2);
//! assert!(next.has_option());
//! assert_eq!(next.to_string(), "10/10/10/10/10/4w5/3bb5/10/10/10 w 0 2 r");
//! // White may now place one stone and replace one black stone.
//! let replace = next.parse_move("xd4 f6").unwrap();
//! assert_eq!(replace.to_string(), "f6 xd4");
//! assert_eq!(next.play(replace).unwrap().outcome(), Outcome::Ongoing);
//! ```
//!
//! # Representation
//! Each colour is a 384-bit bitboard with a row stride of N+1: the extra column is a
//! permanently empty guard, so shifting by 1, N, N+1 or N+2 (the four directions) never
//! wraps from one rank's edge into the next rank. The longest row of each colour is
//! cached and updated only through the stones a move touches, so `play_unchecked` costs
//! a few bit walks, not a board scan (a replacement may shorten the victim's rows: that
//! rare case rescans the victim's bitboard).

use super::{
    board_text, echo, Color, Game, IllegalWhy, MoveError, MoveExample, Outcome, PositionError,
    SizeError, Square, StoneCount, SyntaxDetail, SyntaxHint, WinReason,
};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// Smallest supported board side.
pub const MIN_SIZE: u8 = 5;
/// Largest supported board side (19×19, a Go board).
pub const MAX_SIZE: u8 = 19;

mod bits;
mod moves;
mod notation;
mod rules;
#[cfg(test)]
mod tests;
mod zobrist;

use self::bits::*;
use self::notation::*;
use self::zobrist::*;

pub use self::moves::Move;

/// A Breach position: board, side to move, both markers, the replacement option and the
/// rule variant flag (rule 12).
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    n: u8,
    stones: [Bits; 2],
    empty: Bits,
    turn: Color,
    markers: [u8; 2],
    option: bool,
    replacement_rows_count: bool,
    /// Longest row of each colour anywhere: a cache, a function of `stones`.
    longest: [u8; 2],
    /// Zobrist of the stones only; the rest is folded in by `hash()`.
    stone_hash: u64,
}

impl Position {
    /// The empty N×N board, White to open, default variant (rows made by a replacement
    /// count).
    pub fn new(n: u8) -> Result<Position, PositionError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
            return Err(PositionError::Size(SizeError::BreachRange {
                min: MIN_SIZE,
                max: MAX_SIZE,
                size: n,
            }));
        }
        let mut empty = Bits::default();
        for rank in 0..n {
            for file in 0..n {
                empty.set(rank as usize * (n as usize + 1) + file as usize);
            }
        }
        Ok(Position {
            n,
            stones: [Bits::default(); 2],
            empty,
            turn: Color::White,
            markers: [0; 2],
            option: false,
            replacement_rows_count: true,
            longest: [0; 2],
            stone_hash: 0,
        })
    }

    /// Sets rule 12's variant flag: `true` (default) scores rows made by a replacement;
    /// `false` scores only rows through a stone placed this turn.
    pub fn with_replacement_rows_count(mut self, on: bool) -> Position {
        self.replacement_rows_count = on;
        self
    }

    pub fn replacement_rows_count(&self) -> bool {
        self.replacement_rows_count
    }

    /// The board side N.
    pub fn size(&self) -> u8 {
        self.n
    }

    /// The stone on `sq`; `None` for an empty or off-board site.
    pub fn stone_at(&self, sq: Square) -> Option<Color> {
        let i = self.index(sq)?;
        Color::BOTH
            .into_iter()
            .find(|c| self.stones[c.index()].get(i))
    }

    /// A player's score on the track (0 = off the track).
    pub fn marker(&self, c: Color) -> u8 {
        self.markers[c.index()]
    }

    /// The record R: the higher marker.
    pub fn record(&self) -> u8 {
        self.markers[0].max(self.markers[1])
    }

    /// Whether the side to move holds the replacement option.
    pub fn has_option(&self) -> bool {
        self.option
    }

    pub fn empty_count(&self) -> usize {
        self.empty.count()
    }

    pub fn stone_count(&self, c: Color) -> usize {
        self.stones[c.index()].count()
    }

    /// The length of `c`'s longest row anywhere on the board (0 without stones).
    pub fn longest_row(&self, c: Color) -> u8 {
        self.longest[c.index()]
    }

    fn stride(&self) -> usize {
        self.n as usize + 1
    }

    fn index(&self, sq: Square) -> Option<usize> {
        (sq.file < self.n && sq.rank < self.n)
            .then(|| sq.rank as usize * self.stride() + sq.file as usize)
    }

    fn square(&self, i: usize) -> Square {
        Square::new((i % self.stride()) as u8, (i / self.stride()) as u8)
    }

    /// Steps between neighbours: horizontal, vertical, and the two diagonals.
    fn steps(&self) -> [usize; 4] {
        let n = self.n as usize;
        [1, n + 1, n + 2, n]
    }

    /// The longest row of `bits` through site `i` (which must be in `bits`).
    fn row_through(&self, bits: &Bits, i: usize) -> u8 {
        let limit = self.n as usize * self.stride();
        let mut best = 0;
        for s in self.steps() {
            let mut len = 1;
            let mut j = i + s;
            while j < limit && bits.get(j) {
                len += 1;
                j += s;
            }
            let mut j = i;
            while j >= s && bits.get(j - s) {
                len += 1;
                j -= s;
            }
            best = best.max(len);
        }
        best
    }

    /// The longest row of `bits` anywhere: AND with shifted copies until nothing is left.
    fn longest_in(&self, bits: &Bits) -> u8 {
        if bits.is_empty() {
            return 0;
        }
        let mut best = 1;
        for s in self.steps() {
            let mut run = *bits;
            let mut len = 1;
            loop {
                let next = run.and(&run.shr(s as u32));
                if next.is_empty() {
                    break;
                }
                run = next;
                len += 1;
            }
            best = best.max(len);
        }
        best
    }

    fn is_over(&self) -> bool {
        self.record() >= self.n || self.empty.is_empty()
    }

    fn is_opening(&self) -> bool {
        self.stones[0].is_empty() && self.stones[1].is_empty()
    }

    fn board_name(&self) -> String {
        format!("{0}×{0}", self.n)
    }

    fn in_board(&self, sq: Square) -> Result<usize, MoveError> {
        self.index(sq).ok_or_else(|| MoveError::OffBoard {
            square: sq.to_string(),
            board: self.board_name(),
        })
    }

    fn check_empty(&self, sq: Square) -> Result<usize, MoveError> {
        let i = self.in_board(sq)?;
        if self.empty.get(i) {
            Ok(i)
        } else {
            Err(MoveError::Occupied(sq))
        }
    }

    fn two_stones_hint(&self, more: bool) -> StoneCount {
        StoneCount::Two {
            replace: self.option,
            more,
        }
    }

    fn last_site(&self) -> Square {
        self.square(self.empty.ones().next().unwrap_or(0))
    }

    /// Why `mv` is not legal here, if it is not.
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let single = self.is_opening() || self.empty_count() == 1;
        match mv {
            Move::Place(a) => {
                if !single {
                    return Err(MoveError::StoneCount(self.two_stones_hint(false)));
                }
                self.check_empty(a)?;
            }
            Move::Pair(a, b) => {
                if self.is_opening() {
                    return Err(MoveError::StoneCount(StoneCount::Opening));
                }
                if single {
                    return Err(MoveError::StoneCount(StoneCount::LastSite(
                        self.last_site(),
                    )));
                }
                self.in_board(a)?;
                self.in_board(b)?;
                if a == b {
                    return Err(MoveError::Illegal {
                        mv: format!("{a} {b}"),
                        why: IllegalWhy::DifferentSites,
                    });
                }
                self.check_empty(a)?;
                self.check_empty(b)?;
            }
            Move::Replace { place, replace } => {
                if !self.option {
                    return Err(MoveError::NoReplacementOption);
                }
                self.in_board(place)?;
                let r = self.in_board(replace)?;
                self.check_empty(place)?;
                let victim = !self.turn;
                if !self.stones[victim.index()].get(r) {
                    return Err(MoveError::NoPiece {
                        color: if victim == Color::White {
                            "white"
                        } else {
                            "black"
                        },
                        thing: "stone",
                        square: replace,
                    });
                }
            }
        }
        Ok(())
    }

    fn put(&mut self, c: Color, i: usize) {
        self.stones[c.index()].set(i);
        self.empty.clear(i);
        self.stone_hash ^= stone_key(c, self.square(i));
    }

    fn remove(&mut self, c: Color, i: usize) {
        self.stones[c.index()].clear(i);
        self.empty.set(i);
        self.stone_hash ^= stone_key(c, self.square(i));
    }

    /// The site indices of the empty sites, ascending, on the stack (no allocation).
    fn empties(&self) -> ([u16; SITES], usize) {
        let mut out = [0u16; SITES];
        let mut len = 0;
        for i in self.empty.ones() {
            out[len] = i as u16;
            len += 1;
        }
        (out, len)
    }
}
