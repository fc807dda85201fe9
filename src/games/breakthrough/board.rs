//! The generic bitboard position behind [`super::Position`].

use super::bits::{squares, Bits};
use crate::games::rng::splitmix;
use crate::games::Color;

/// Square-by-colour random keys for the Zobrist hash, fixed at compile time so hashes
/// are the same in every run (reproducible searches).
pub(crate) static ZOBRIST: [[u64; 256]; 2] = zobrist_table();
pub(crate) const ZOBRIST_BLACK_TO_MOVE: u64 = 0x9e37_79b9_7f4a_7c15;

const fn zobrist_table() -> [[u64; 256]; 2] {
    let mut t = [[0u64; 256]; 2];
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 256 {
            t[c][i] = splitmix(0xb7ea_c0de_0000_0000 ^ ((c as u64) << 16) ^ i as u64);
            i += 1;
        }
        c += 1;
    }
    t
}

/// A Breakthrough position on a board of `width × height` squares held in `B`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Board<B: Bits> {
    pub pieces: [B; 2],
    pub turn: Color,
    pub width: u8,
    pub height: u8,
    pub hash: u64,
    /// Every square of the board.
    full: B,
    /// Squares not on file a (may step towards file a).
    not_first_file: B,
    /// Squares not on the last file (may step towards it).
    not_last_file: B,
    /// Rank 1 and the top rank: the goals of Black and White.
    goal: [B; 2],
}

/// The three kinds of step, as (set of destination squares, offset back to the origin).
#[derive(Clone, Copy)]
pub(crate) struct Steps<B> {
    pub straight: B,
    pub toward_first_file: B,
    pub toward_last_file: B,
}

impl<B: Bits> Board<B> {
    pub fn empty(width: u8, height: u8, turn: Color) -> Self {
        let (w, h) = (width as usize, height as usize);
        debug_assert!(w * h <= B::CAPACITY);
        let mut full = B::ZERO;
        let mut not_first_file = B::ZERO;
        let mut not_last_file = B::ZERO;
        let mut top = B::ZERO;
        let mut bottom = B::ZERO;
        for rank in 0..h {
            for file in 0..w {
                let b = B::bit(rank * w + file);
                full = full | b;
                if file != 0 {
                    not_first_file = not_first_file | b;
                }
                if file != w - 1 {
                    not_last_file = not_last_file | b;
                }
                if rank == 0 {
                    bottom = bottom | b;
                }
                if rank == h - 1 {
                    top = top | b;
                }
            }
        }
        Board {
            pieces: [B::ZERO; 2],
            turn,
            width,
            height,
            hash: if turn == Color::Black {
                ZOBRIST_BLACK_TO_MOVE
            } else {
                0
            },
            full,
            not_first_file,
            not_last_file,
            goal: [top, bottom],
        }
    }

    pub fn put(&mut self, color: Color, sq: usize) {
        self.pieces[color.index()] = self.pieces[color.index()] | B::bit(sq);
        self.hash ^= ZOBRIST[color.index()][sq];
    }

    pub fn color_at(&self, sq: usize) -> Option<Color> {
        let b = B::bit(sq);
        Color::BOTH
            .into_iter()
            .find(|c| !(self.pieces[c.index()] & b).is_empty())
    }

    /// Destination sets of the side to move; empty once the game is over.
    #[inline(always)]
    pub fn steps(&self) -> Steps<B> {
        let us = self.turn.index();
        let own = self.pieces[us];
        let enemy = self.pieces[1 - us];
        let empty = self.full & !(own | enemy);
        let w = self.width as u32;
        // Shifting by w-1 / w+1 moves a rank forward and a file sideways; the file masks
        // stop pieces from wrapping round the board's edge.
        match self.turn {
            Color::White => Steps {
                straight: own.up(w) & empty,
                toward_first_file: (own & self.not_first_file).up(w - 1) & !own & self.full,
                toward_last_file: (own & self.not_last_file).up(w + 1) & !own & self.full,
            },
            Color::Black => Steps {
                straight: own.down(w) & empty,
                toward_first_file: (own & self.not_first_file).down(w + 1) & !own,
                toward_last_file: (own & self.not_last_file).down(w - 1) & !own,
            },
        }
    }

    /// Who has won, if anyone: a piece on its goal rank, or a side with no pieces.
    #[inline(always)]
    pub fn winner(&self) -> Option<(Color, bool)> {
        // The side that just moved is the only one that can have just won; checking it
        // first also settles hand-written positions where both conditions hold.
        let mover = !self.turn;
        for c in [mover, self.turn] {
            if !(self.pieces[c.index()] & self.goal[c.index()]).is_empty() {
                return Some((c, true));
            }
            if self.pieces[(!c).index()].is_empty() {
                return Some((c, false));
            }
        }
        None
    }

    #[inline(always)]
    pub fn count_moves(&self) -> u64 {
        if self.winner().is_some() {
            return 0;
        }
        let s = self.steps();
        (s.straight.count() + s.toward_first_file.count() + s.toward_last_file.count()) as u64
    }

    /// Every legal move as (from, to, capture) square indices.
    pub fn for_each_move(&self, mut f: impl FnMut(usize, usize, bool)) {
        if self.winner().is_some() {
            return;
        }
        let s = self.steps();
        let w = self.width as usize;
        let enemy = self.pieces[1 - self.turn.index()];
        let forward = |to: usize, back: usize| match self.turn {
            Color::White => to - back,
            Color::Black => to + back,
        };
        for to in squares(s.straight) {
            f(forward(to, w), to, false);
        }
        let (first_back, last_back) = match self.turn {
            Color::White => (w - 1, w + 1),
            Color::Black => (w + 1, w - 1),
        };
        for to in squares(s.toward_first_file) {
            f(
                forward(to, first_back),
                to,
                !(enemy & B::bit(to)).is_empty(),
            );
        }
        for to in squares(s.toward_last_file) {
            f(forward(to, last_back), to, !(enemy & B::bit(to)).is_empty());
        }
    }

    #[inline(always)]
    pub fn play(&self, from: usize, to: usize, capture: bool) -> Self {
        let mut next = *self;
        let us = self.turn.index();
        next.pieces[us] = next.pieces[us] ^ B::bit(from) ^ B::bit(to);
        next.hash ^= ZOBRIST[us][from] ^ ZOBRIST[us][to] ^ ZOBRIST_BLACK_TO_MOVE;
        if capture {
            next.pieces[1 - us] = next.pieces[1 - us] ^ B::bit(to);
            next.hash ^= ZOBRIST[1 - us][to];
        }
        next.turn = !self.turn;
        next
    }
}
