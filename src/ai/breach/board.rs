//! The search's own copy of the Breach rules: a padded mailbox that is cheap to copy,
//! to probe ("how long would my row be if I put a stone here?") and to play forward.
//!
//! Why not search on [`crate::games::breach::Position`] directly: its bitboards are ideal for the
//! service (compact, hashable), but the search asks thousands of local questions per
//! node ("the run through this site in this direction"), which a mailbox answers with a
//! few byte loads. The rules here mirror `games::breach` exactly (rule numbers refer to
//! `docs/rules/breach.md`); `tests/ai_breach.rs` checks them against it on random games.

use crate::games::breach::{Move, Position};
use crate::games::{Color, Game, Square};

/// Cell contents. Stones are `side + 1`; the 1-cell border stops every walk.
pub const EMPTY: u8 = 0;
pub const BORDER: u8 = 3;

/// Largest padded side (19 + 2) and cell count.
const MAX_W: usize = 21;
pub const CELLS: usize = MAX_W * MAX_W;
/// Most sites on a board (19 × 19).
pub const MAX_SITES: usize = 361;

/// A side as an index: 0 = White, 1 = Black (as `Color::index`).
pub type Side = usize;

#[inline]
pub fn stone(side: Side) -> u8 {
    side as u8 + 1
}

/// One turn in cell indices. `Two` places `a` and `b`; `One` places `a` (the opening or
/// the last empty site); `Replace` places `a` and turns the opponent stone on `b` into
/// the mover's (rule 8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Turn {
    One(u16),
    Two(u16, u16),
    Replace(u16, u16),
}

/// A Breach position in mailbox form. Cell `i` of an N×N board is at
/// `(rank + 1) * (N + 2) + file + 1`.
#[derive(Clone)]
pub struct Board {
    pub n: usize,
    /// Padded width N + 2: also the vertical step.
    pub w: usize,
    pub cells: [u8; CELLS],
    /// The empty cells in no particular order, and where each sits in that list, so a
    /// stone is removed from it in O(1) (rollouts pick random empties from it).
    pub empties: [u16; MAX_SITES],
    slot: [u16; CELLS],
    pub n_empty: usize,
    pub stones: [u16; 2],
    pub markers: [u8; 2],
    /// Longest row of each side anywhere (rule 10's M before the turn).
    pub longest: [u8; 2],
    pub turn: Side,
    pub option: bool,
    /// Rule 12's variant flag (true: rows made by a replacement score).
    pub rows_count: bool,
    /// The four line steps: horizontal, vertical, and both diagonals.
    pub dirs: [usize; 4],
}

impl Board {
    pub fn from_position(pos: &Position) -> Board {
        let n = pos.size() as usize;
        let w = n + 2;
        let mut b = Board {
            n,
            w,
            cells: [BORDER; CELLS],
            empties: [0; MAX_SITES],
            slot: [0; CELLS],
            n_empty: 0,
            stones: [0; 2],
            markers: [pos.marker(Color::White), pos.marker(Color::Black)],
            longest: [pos.longest_row(Color::White), pos.longest_row(Color::Black)],
            turn: pos.turn().index(),
            option: pos.has_option(),
            rows_count: pos.replacement_rows_count(),
            dirs: [1, w, w + 1, w - 1],
        };
        for rank in 0..n {
            for file in 0..n {
                let i = b.cell(file, rank);
                match pos.stone_at(Square::new(file as u8, rank as u8)) {
                    Some(c) => {
                        b.cells[i] = stone(c.index());
                        b.stones[c.index()] += 1;
                    }
                    None => {
                        b.cells[i] = EMPTY;
                        b.slot[i] = b.n_empty as u16;
                        b.empties[b.n_empty] = i as u16;
                        b.n_empty += 1;
                    }
                }
            }
        }
        b
    }

    #[inline]
    pub fn cell(&self, file: usize, rank: usize) -> usize {
        (rank + 1) * self.w + file + 1
    }

    pub fn square(&self, i: usize) -> Square {
        Square::new((i % self.w - 1) as u8, (i / self.w - 1) as u8)
    }

    /// The rules' move for a turn.
    pub fn to_move(&self, t: Turn) -> Move {
        let sq = |i: u16| self.square(i as usize);
        match t {
            Turn::One(a) => Move::Place(sq(a)),
            Turn::Two(a, b) => Move::pair(sq(a), sq(b)),
            Turn::Replace(a, b) => Move::Replace {
                place: sq(a),
                replace: sq(b),
            },
        }
    }

    /// The record R.
    #[inline]
    pub fn record(&self) -> u8 {
        self.markers[0].max(self.markers[1])
    }

    #[inline]
    pub fn is_over(&self) -> bool {
        self.record() as usize >= self.n || self.n_empty == 0
    }

    /// Whether this turn places a single stone (White's opening, or one empty site left).
    #[inline]
    pub fn single(&self) -> bool {
        self.n_empty == 1 || self.stones == [0, 0]
    }

    /// The winner once the game is over (`None` for the defensive 0-0 draw).
    pub fn winner(&self) -> Option<Side> {
        match self.markers[0].cmp(&self.markers[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Stones of `side` next to `i` along step `d`, on the + and − sides.
    #[inline]
    pub fn arms(&self, side: Side, i: usize, d: usize) -> (usize, usize) {
        let s = stone(side);
        let mut up = 0;
        let mut j = i + d;
        while self.cells[j] == s {
            up += 1;
            j += d;
        }
        let mut down = 0;
        let mut j = i - d;
        while self.cells[j] == s {
            down += 1;
            j -= d;
        }
        (up, down)
    }

    /// The longest row `side` has (or would have) through `i`, counting `i` as its stone.
    #[inline]
    pub fn row_through(&self, side: Side, i: usize) -> u8 {
        let mut best = 0;
        for d in self.dirs {
            let (u, l) = self.arms(side, i, d);
            best = best.max(u + l + 1);
        }
        best as u8
    }

    /// The longest row of `side` anywhere: each run is walked once from its start.
    pub fn scan_longest(&self, side: Side) -> u8 {
        let s = stone(side);
        let mut best = 0;
        for rank in 0..self.n {
            for file in 0..self.n {
                let i = self.cell(file, rank);
                if self.cells[i] != s {
                    continue;
                }
                for d in self.dirs {
                    if self.cells[i - d] == s {
                        continue;
                    }
                    let mut len = 1;
                    let mut j = i + d;
                    while self.cells[j] == s {
                        len += 1;
                        j += d;
                    }
                    best = best.max(len);
                }
            }
        }
        best as u8
    }

    #[inline]
    fn put(&mut self, side: Side, i: usize) {
        self.cells[i] = stone(side);
        self.stones[side] += 1;
        let k = self.slot[i] as usize;
        self.n_empty -= 1;
        let last = self.empties[self.n_empty];
        self.empties[k] = last;
        self.slot[last as usize] = k as u16;
    }

    /// Plays a legal turn (rules 8–16), as `Position::play_unchecked` does.
    pub fn play(&mut self, t: Turn) {
        let me = self.turn;
        let them = 1 - me;
        let (through_placed, through_replaced) = match t {
            Turn::One(a) => {
                self.put(me, a as usize);
                (self.row_through(me, a as usize), 0)
            }
            Turn::Two(a, b) => {
                self.put(me, a as usize);
                self.put(me, b as usize);
                let ra = self.row_through(me, a as usize);
                (ra.max(self.row_through(me, b as usize)), 0)
            }
            Turn::Replace(a, r) => {
                let r = r as usize;
                let victim_row = self.row_through(them, r);
                self.put(me, a as usize);
                self.cells[r] = stone(me);
                self.stones[them] -= 1;
                self.stones[me] += 1;
                // Only rows through the lost stone shrink: rescan only if one of them
                // was (one of) the victim's longest.
                if victim_row >= self.longest[them] {
                    self.longest[them] = self.scan_longest(them);
                }
                (self.row_through(me, a as usize), self.row_through(me, r))
            }
        };
        let longest = self.longest[me].max(through_placed).max(through_replaced);
        self.longest[me] = longest;
        let m = if self.rows_count {
            longest
        } else {
            through_placed
        };
        let scored = m >= 2 && m > self.record();
        if scored {
            self.markers[me] = m;
        }
        self.turn = them;
        self.option = scored && !self.is_over();
    }

    /// Whether `t` is legal here (used to guard the search's answer).
    pub fn is_legal(&self, t: Turn) -> bool {
        if self.is_over() {
            return false;
        }
        let empty = |i: u16| (i as usize) < CELLS && self.cells[i as usize] == EMPTY;
        match t {
            Turn::One(a) => self.single() && empty(a),
            Turn::Two(a, b) => !self.single() && a != b && empty(a) && empty(b),
            Turn::Replace(a, r) => {
                self.option
                    && empty(a)
                    && (r as usize) < CELLS
                    && self.cells[r as usize] == stone(1 - self.turn)
            }
        }
    }
}

/// Checks the mirror against the rules on one position: used by the tests.
#[doc(hidden)]
pub fn mirrors(pos: &Position) -> bool {
    let b = Board::from_position(pos);
    b.is_over() == pos.outcome().is_over()
        && b.scan_longest(0) == pos.longest_row(Color::White)
        && b.scan_longest(1) == pos.longest_row(Color::Black)
}
