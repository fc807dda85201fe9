//! The search's board: two bitboards, the side to move and an incremental Zobrist hash,
//! copied on every move (24 bytes on 8×8: cheaper than make/unmake bookkeeping).
//! Board-size facts that never change during a search live in [`Geometry`].

use crate::games::breakthrough::bits::{squares, Bits};
use crate::games::breakthrough::{Move, Position};
use crate::games::{Color, Game, Square};

pub const WHITE: usize = 0;
pub const BLACK: usize = 1;

/// A move inside the search: `from | to << 8` (squares < 256). 0 is "no move" (a move never
/// goes from a1 to a1). Whether it captures is read off the board when it is played.
pub type SMove = u16;
pub const NO_MOVE: SMove = 0;

#[inline(always)]
pub fn pack(from: usize, to: usize) -> SMove {
    (from | (to << 8)) as SMove
}

#[inline(always)]
pub fn from_sq(m: SMove) -> usize {
    (m & 0xff) as usize
}

#[inline(always)]
pub fn to_sq(m: SMove) -> usize {
    (m >> 8) as usize
}

/// Everything about the board size, precomputed once per search.
pub struct Geometry<B: Bits> {
    pub width: usize,
    pub height: usize,
    pub full: B,
    not_first_file: B,
    not_last_file: B,
    /// The rank each side wins on (White: the top rank).
    pub goal: [B; 2],
    /// One step from the goal: a piece here wins next move, whatever is in front of it.
    pub pre_goal: [B; 2],
    /// Two steps from the goal.
    pub pre_pre_goal: [B; 2],
    /// Each side's first rank.
    pub home: [B; 2],
    /// The half of the board nearer each side's goal (its "attack half").
    pub far_half: [B; 2],
    /// `dist[c][sq]`: ranks between `sq` and `c`'s goal (0 on the goal).
    pub dist: [Vec<u8>; 2],
    /// `cone[c][sq]`: squares from which an enemy piece could still meet a piece of `c`
    /// running from `sq` to its goal; an empty cone means a runaway.
    pub cone: [Vec<B>; 2],
    zobrist: [Vec<u64>; 2],
}

const ZOBRIST_BLACK_TO_MOVE: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64: the keys and every seeded random choice of the search.
pub use crate::games::rng::splitmix;

impl<B: Bits> Geometry<B> {
    pub fn new(width: usize, height: usize) -> Geometry<B> {
        assert!(width * height <= B::CAPACITY && width >= 2 && height >= 3);
        let n = width * height;
        let mut full = B::ZERO;
        let mut not_first_file = B::ZERO;
        let mut not_last_file = B::ZERO;
        let rank_set = |r: usize| (0..width).fold(B::ZERO, |acc, f| acc | B::bit(r * width + f));
        for sq in 0..n {
            full = full | B::bit(sq);
            if sq % width != 0 {
                not_first_file = not_first_file | B::bit(sq);
            }
            if sq % width != width - 1 {
                not_last_file = not_last_file | B::bit(sq);
            }
        }
        let (top, bottom) = (height - 1, 0);
        let far_half = |c: usize| {
            (0..height)
                .filter(|&r| {
                    if c == WHITE {
                        2 * r >= height
                    } else {
                        2 * r < height
                    }
                })
                .fold(B::ZERO, |acc, r| acc | rank_set(r))
        };
        let dist: [Vec<u8>; 2] = [
            (0..n).map(|sq| (top - sq / width) as u8).collect(),
            (0..n).map(|sq| (sq / width) as u8).collect(),
        ];
        let cone = |c: usize| -> Vec<B> {
            (0..n)
                .map(|sq| {
                    let (f, r) = ((sq % width) as i32, (sq / width) as i32);
                    let mut set = B::ZERO;
                    for s in 0..n {
                        let (f2, r2) = ((s % width) as i32, (s / width) as i32);
                        // Ranks ahead of the runner; the cone widens by one file per rank,
                        // plus one for the tempo the defender may have.
                        let ahead = if c == WHITE { r2 - r } else { r - r2 };
                        if ahead > 0 && (f2 - f).abs() <= ahead + 1 {
                            set = set | B::bit(s);
                        }
                    }
                    set
                })
                .collect()
        };
        let keys = |c: u64| {
            (0..n as u64)
                .map(|i| splitmix(0xb7ea_c0de_5eed_0000 ^ (c << 16) ^ i))
                .collect()
        };
        Geometry {
            width,
            height,
            full,
            not_first_file,
            not_last_file,
            goal: [rank_set(top), rank_set(bottom)],
            pre_goal: [rank_set(top - 1), rank_set(bottom + 1)],
            pre_pre_goal: [rank_set(top - 2), rank_set(bottom + 2)],
            home: [rank_set(bottom), rank_set(top)],
            far_half: [far_half(WHITE), far_half(BLACK)],
            dist,
            cone: [cone(WHITE), cone(BLACK)],
            zobrist: [keys(0), keys(1)],
        }
    }

    /// The squares `set`'s pieces of colour `c` attack (capture onto).
    #[inline(always)]
    pub fn attacks(&self, c: usize, set: B) -> B {
        let w = self.width as u32;
        if c == WHITE {
            ((set & self.not_first_file).up(w - 1) | (set & self.not_last_file).up(w + 1))
                & self.full
        } else {
            (set & self.not_first_file).down(w + 1) | (set & self.not_last_file).down(w - 1)
        }
    }
}

/// A position inside the search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board<B: Bits> {
    pub pieces: [B; 2],
    pub turn: usize,
    pub hash: u64,
}

/// The destination sets of the side to move, one per kind of step.
pub struct Steps<B> {
    pub straight: B,
    pub to_first_file: B,
    pub to_last_file: B,
}

impl<B: Bits> Board<B> {
    pub fn from_position(pos: &Position, g: &Geometry<B>) -> Board<B> {
        let mut b = Board {
            pieces: [B::ZERO; 2],
            turn: pos.turn().index(),
            hash: if pos.turn() == Color::Black {
                ZOBRIST_BLACK_TO_MOVE
            } else {
                0
            },
        };
        for sq in 0..g.width * g.height {
            let square = Square::new((sq % g.width) as u8, (sq / g.width) as u8);
            if let Some(c) = pos.piece_at(square) {
                b.pieces[c.index()] = b.pieces[c.index()] | B::bit(sq);
                b.hash ^= g.zobrist[c.index()][sq];
            }
        }
        b
    }

    /// The rules core's move for a search move played from this board.
    pub fn rules_move(&self, g: &Geometry<B>, m: SMove) -> Move {
        let sq = |i: usize| Square::new((i % g.width) as u8, (i / g.width) as u8);
        let capture = self.pieces[1 - self.turn].has(to_sq(m));
        Move::new(sq(from_sq(m)), sq(to_sq(m)), capture)
    }

    #[inline(always)]
    pub fn us(&self) -> B {
        self.pieces[self.turn]
    }

    #[inline(always)]
    pub fn them(&self) -> B {
        self.pieces[1 - self.turn]
    }

    #[inline(always)]
    pub fn steps(&self, g: &Geometry<B>) -> Steps<B> {
        let own = self.us();
        let enemy = self.them();
        let empty = g.full & !(own | enemy);
        let w = g.width as u32;
        // Shifting by w∓1 moves a rank forward and a file sideways; the file masks stop
        // pieces from wrapping round the board's edge.
        if self.turn == WHITE {
            Steps {
                straight: own.up(w) & empty,
                to_first_file: (own & g.not_first_file).up(w - 1) & !own & g.full,
                to_last_file: (own & g.not_last_file).up(w + 1) & !own & g.full,
            }
        } else {
            Steps {
                straight: own.down(w) & empty,
                to_first_file: (own & g.not_first_file).down(w + 1) & !own,
                to_last_file: (own & g.not_last_file).down(w - 1) & !own,
            }
        }
    }

    /// The three origin offsets matching [`Steps`]: `from = to - offset` for White,
    /// `to + offset` for Black.
    #[inline(always)]
    fn offsets(&self, g: &Geometry<B>) -> [usize; 3] {
        let w = g.width;
        if self.turn == WHITE {
            [w, w - 1, w + 1]
        } else {
            [w, w + 1, w - 1]
        }
    }

    #[inline(always)]
    fn origin(&self, to: usize, offset: usize) -> usize {
        if self.turn == WHITE {
            to - offset
        } else {
            to + offset
        }
    }

    /// The three step sets, each with the offset back to its moves' origin.
    #[inline(always)]
    fn step_sets(&self, g: &Geometry<B>) -> [(B, usize); 3] {
        let s = self.steps(g);
        let off = self.offsets(g);
        [
            (s.straight, off[0]),
            (s.to_first_file, off[1]),
            (s.to_last_file, off[2]),
        ]
    }

    /// Calls `f(move)` for every legal move (the game is assumed not over).
    #[inline]
    pub fn for_each_move(&self, g: &Geometry<B>, mut f: impl FnMut(SMove)) {
        for (set, o) in self.step_sets(g) {
            for to in squares(set) {
                f(pack(self.origin(to, o), to));
            }
        }
    }

    /// Calls `f(move)` for every move that captures on `target`.
    #[inline]
    pub fn for_each_capture_on(&self, g: &Geometry<B>, target: usize, mut f: impl FnMut(SMove)) {
        let s = self.steps(g);
        let off = self.offsets(g);
        if s.to_first_file.has(target) {
            f(pack(self.origin(target, off[1]), target));
        }
        if s.to_last_file.has(target) {
            f(pack(self.origin(target, off[2]), target));
        }
    }

    /// The number of legal moves and the `k`-th of them, for random playouts.
    #[inline]
    pub fn count_moves(&self, g: &Geometry<B>) -> u32 {
        let s = self.steps(g);
        s.straight.count() + s.to_first_file.count() + s.to_last_file.count()
    }

    #[inline]
    pub fn nth_move(&self, g: &Geometry<B>, mut k: u32) -> SMove {
        for (set, o) in self.step_sets(g) {
            let n = set.count();
            if k < n {
                let to = set.nth(k);
                return pack(self.origin(to, o), to);
            }
            k -= n;
        }
        NO_MOVE
    }

    /// The enemy pieces one step from their goal: each wins next move unless captured.
    #[inline(always)]
    pub fn threats(&self, g: &Geometry<B>) -> B {
        self.them() & g.pre_goal[1 - self.turn]
    }

    /// Whether the side to move (under no threat) can step a piece onto a square before
    /// its goal that no enemy piece attacks: a win in three plies.
    #[inline]
    pub fn wins_in_three(&self, g: &Geometry<B>) -> bool {
        let us = self.turn;
        let runners = self.us() & g.pre_pre_goal[us];
        if runners.is_empty() {
            return false;
        }
        let guarded = g.attacks(1 - us, self.them());
        let empty = g.full & !(self.us() | self.them());
        let w = g.width as u32;
        let straight = if us == WHITE {
            runners.up(w)
        } else {
            runners.down(w)
        } & empty;
        let diagonal = g.attacks(us, runners) & !self.us();
        !((straight | diagonal) & !guarded).is_empty()
    }

    /// The exact result of a position that needs no search, if it is one: `Some((true,
    /// n))` when the side to move wins in exactly `n` plies with best play by both,
    /// `Some((false, n))` when it loses in exactly `n`.
    ///
    /// - no pieces left: lost (0 plies; the capture that took the last one ended the game);
    /// - a piece one step from its goal: it wins next move (a diagonal step is always open);
    /// - two such enemy pieces, or one we cannot capture: lost in 2;
    /// - a step onto an unguarded square before the goal: won in 3.
    #[inline]
    pub fn decided(&self, g: &Geometry<B>) -> Option<(bool, u32)> {
        let us = self.turn;
        if self.us().is_empty() {
            return Some((false, 0));
        }
        if !(self.us() & g.pre_goal[us]).is_empty() {
            return Some((true, 1));
        }
        let threats = self.threats(g);
        if !threats.is_empty() {
            if threats.count() > 1 || (g.attacks(us, self.us()) & threats).is_empty() {
                return Some((false, 2));
            }
            return None;
        }
        if self.wins_in_three(g) {
            return Some((true, 3));
        }
        None
    }

    /// The moves worth searching in an undecided position: only the captures of the
    /// threatening piece when there is one (every other move loses in 2), else all.
    #[inline]
    pub fn for_each_relevant_move(&self, g: &Geometry<B>, f: impl FnMut(SMove)) {
        let threats = self.threats(g);
        if threats.is_empty() {
            self.for_each_move(g, f);
        } else {
            self.for_each_capture_on(g, threats.lowest(), f);
        }
    }

    #[inline(always)]
    pub fn is_capture(&self, m: SMove) -> bool {
        self.them().has(to_sq(m))
    }

    #[inline(always)]
    pub fn play(&self, g: &Geometry<B>, m: SMove) -> Board<B> {
        let (from, to) = (from_sq(m), to_sq(m));
        let us = self.turn;
        let mut next = *self;
        next.pieces[us] = next.pieces[us] ^ B::bit(from) ^ B::bit(to);
        next.hash ^= g.zobrist[us][from] ^ g.zobrist[us][to] ^ ZOBRIST_BLACK_TO_MOVE;
        if self.pieces[1 - us].has(to) {
            next.pieces[1 - us] = next.pieces[1 - us] ^ B::bit(to);
            next.hash ^= g.zobrist[1 - us][to];
        }
        next.turn = 1 - us;
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::breakthrough::Position;

    /// The search's move generator agrees with the rules core's on every size family.
    #[test]
    fn moves_match_the_rules_core() {
        fn check<B: Bits>(text: &str) {
            let pos: Position = text.parse().unwrap();
            let g = Geometry::<B>::new(pos.width() as usize, pos.height() as usize);
            let b = Board::from_position(&pos, &g);
            let mut ours = Vec::new();
            b.for_each_move(&g, |m| ours.push(b.rules_move(&g, m).to_string()));
            let mut theirs = Vec::new();
            pos.legal_moves(&mut theirs);
            let mut theirs: Vec<String> = theirs.iter().map(|m| m.to_string()).collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "{text}");
            assert_eq!(b.count_moves(&g) as usize, ours.len());
            for (i, m) in ours.iter().enumerate() {
                let mut all = Vec::new();
                b.for_each_move(&g, |m| all.push(m));
                let _ = (i, m);
                let k = all[i];
                assert_eq!(b.nth_move(&g, i as u32), k);
                let played = b.play(&g, k);
                let rules = pos.play(b.rules_move(&g, k)).unwrap();
                assert_eq!(
                    played,
                    Board::from_position(&rules, &g),
                    "{text} {}",
                    b.rules_move(&g, k)
                );
            }
        }
        check::<u64>("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w");
        check::<u64>("8/8/3b4/2w1w3/1b6/8/8/8 b");
        check::<u64>("bb/bb/ww/ww w");
        check::<u128>("12/12/5b6/4w7/12/12/12/12/12/12 w");
        check::<crate::games::breakthrough::bits::U256>(
            "16/16/16/16/16/16/16/7b8/6w1w7/16/16/16/16/16/16/16 b",
        );
    }
}
