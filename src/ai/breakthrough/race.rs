//! Races settled without search: a piece that no enemy can stop (a runaway) decides the
//! game when nothing on the board is quicker. The solver uses it to end lines early, the
//! way Saffidine, Jouandeau and Cazenave's race patterns do.
//!
//! # The lanes
//! A runner of the side to move on rank `r`, file `f`, going straight to its goal, can be
//! stopped only by an enemy piece `a ≥ 1` ranks ahead of it with `|Δf| ≤ ⌊a/2⌋`. To take
//! the runner on its `k`-th step the enemy must stand diagonally in front of the square
//! the runner reached (rank `r + k + 1`) after at most `k − 1` moves of its own; it only
//! moves towards the runner and changes file only by stepping a rank, so
//! `a ≤ 2k` and `|Δf| ≤ a − k` bound it. Blocking the runner's path needs one rank less
//! and so lies inside the same lane. When the enemy is to move it has one more tempo and
//! the lane widens to `|Δf| ≤ ⌈a/2⌉`.
//!
//! A lane is a superset of what could interfere, so an empty lane proves the runaway.

use super::board::{Board, Geometry, BLACK, WHITE};
use crate::games::breakthrough::bits::{squares, Bits};

/// Enemy squares that could stop a runner, per colour and square.
pub struct Lanes {
    /// The runner's side is to move.
    mover: [Vec<u64>; 2],
    /// The enemy is to move (a tempo more for it).
    waiter: [Vec<u64>; 2],
    width: usize,
    top: usize,
}

impl Lanes {
    pub fn new(g: &Geometry<u64>) -> Lanes {
        let (w, h) = (g.width, g.height);
        let lane = |c: usize, reach: fn(i32) -> i32| -> Vec<u64> {
            (0..w * h)
                .map(|sq| {
                    let (f, r) = ((sq % w) as i32, (sq / w) as i32);
                    let mut set = 0u64;
                    for s in 0..w * h {
                        let (f2, r2) = ((s % w) as i32, (s / w) as i32);
                        let ahead = if c == WHITE { r2 - r } else { r - r2 };
                        if ahead >= 1 && (f2 - f).abs() <= reach(ahead) {
                            set |= 1 << s;
                        }
                    }
                    set
                })
                .collect()
        };
        Lanes {
            mover: [lane(WHITE, |a| a / 2), lane(BLACK, |a| a / 2)],
            waiter: [lane(WHITE, |a| (a + 1) / 2), lane(BLACK, |a| (a + 1) / 2)],
            width: w,
            top: h - 1,
        }
    }

    /// The distance of `c`'s nearest piece to its goal and the pieces at that distance.
    #[inline]
    fn front(&self, c: usize, set: u64) -> (u32, u64) {
        let w = self.width;
        let rank = if c == WHITE {
            (63 - set.leading_zeros() as usize) / w
        } else {
            set.trailing_zeros() as usize / w
        };
        let dist = if c == WHITE { self.top - rank } else { rank };
        let row = ((1u64 << w) - 1) << (rank * w);
        (dist as u32, set & row)
    }

    /// The fewest plies in which the side to move could win: its nearest piece walks to
    /// the goal (one step a move), or it takes every enemy piece (one a move).
    #[inline]
    pub fn fastest_win(&self, b: &Board<u64>) -> u32 {
        let (own, enemy) = (b.us(), b.them());
        if own.is_empty() || enemy.is_empty() {
            return 0;
        }
        2 * self.front(b.turn, own).0.min(enemy.count()) - 1
    }

    /// The fewest plies in which the side to move could lose: the enemy's own fastest
    /// win, a ply later.
    #[inline]
    pub fn fastest_loss(&self, b: &Board<u64>) -> u32 {
        let (own, enemy) = (b.us(), b.them());
        if own.is_empty() || enemy.is_empty() {
            return 0;
        }
        2 * self.front(1 - b.turn, enemy).0.min(own.count())
    }

    /// [`Lanes::fastest_win`] for a position [`Board::decided`] leaves open, where no
    /// walk wins in fewer than five plies: `decided` settles every win in one, and every
    /// win in three that does not take the last enemy pieces (a step before the goal
    /// either lands unguarded, which `decided` sees, or is taken at once; under a threat the
    /// capture it forces lands short of the pre-goal rank on boards of four ranks or more).
    #[inline]
    pub fn fastest_open_win(&self, b: &Board<u64>) -> u32 {
        let (own, enemy) = (b.us(), b.them());
        if own.is_empty() || enemy.is_empty() {
            return 0;
        }
        let walk = (2 * self.front(b.turn, own).0 - 1).max(5);
        walk.min(2 * enemy.count() - 1)
    }

    /// [`Lanes::fastest_loss`] for a position [`Board::decided`] leaves open, where no
    /// walk loses in fewer than four plies: `decided` settles every loss in two, save
    /// one where our last piece is taken.
    #[inline]
    pub fn fastest_open_loss(&self, b: &Board<u64>) -> u32 {
        let (own, enemy) = (b.us(), b.them());
        if own.is_empty() || enemy.is_empty() {
            return 0;
        }
        let walk = (2 * self.front(1 - b.turn, enemy).0).max(4);
        walk.min(2 * own.count())
    }

    /// The exact result of a race, in [`Board::decided`]'s terms (`Some((true, n))`: the
    /// side to move wins in exactly `n` plies), for a position `decided` left open.
    ///
    /// - Our nearest piece, `d` steps away, is a runaway and no enemy piece is nearer
    ///   than `d`: we arrive first, in `2d − 1` plies, and nothing of ours is quicker.
    /// - The enemy's nearest piece, `d` steps away, is a runaway and ours are all at least
    ///   `d + 1` away: it arrives first, in `2d` plies.
    ///
    /// Both also need the loser to keep at least `d` pieces, so that taking them all is
    /// not a quicker win.
    #[inline]
    pub fn race(&self, b: &Board<u64>) -> Option<(bool, u32)> {
        let (us, them) = (b.turn, 1 - b.turn);
        let (own, enemy) = (b.us(), b.them());
        if own.is_empty() || enemy.is_empty() {
            return None;
        }
        let (d_us, front_us) = self.front(us, own);
        let (d_them, front_them) = self.front(them, enemy);
        if d_them >= d_us
            && enemy.count() >= d_us
            && squares(front_us).any(|sq| self.mover[us][sq] & enemy == 0)
        {
            return Some((true, 2 * d_us - 1));
        }
        if d_us > d_them
            && own.count() >= d_them
            && squares(front_them).any(|sq| self.waiter[them][sq] & own == 0)
        {
            return Some((false, 2 * d_them));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::breakthrough::minimax::minimax;
    use crate::games::breakthrough::Position;
    use crate::games::rng::SplitMix64;
    use crate::games::Game;
    use std::collections::HashMap;

    fn race(text: &str) -> Option<(bool, u32)> {
        let pos: Position = text.parse().unwrap();
        let g = Geometry::<u64>::new(pos.width() as usize, pos.height() as usize);
        let b = Board::from_position(&pos, &g);
        assert_eq!(b.decided(&g), None, "{text}: decided settles it");
        Lanes::new(&g).race(&b)
    }

    #[test]
    fn a_runaway_wins_when_nothing_is_quicker() {
        // White's c3 has three steps to go; Black's a5 and e5, off its lane, need four.
        assert_eq!(race("b3b/b3b/5/2w2/5/5 w"), Some((true, 5)));
        // Black to move cannot reach e3's lane either (a6, b6, h6, i6 are too far out).
        assert_eq!(race("bb5bb/9/9/4w4/9/9 b"), Some((false, 6)));
        // Black's e3 needs two steps to c3's three, and nothing of White's can meet it.
        assert_eq!(race("b3b/b3b/5/2w1b/5/w4 w"), Some((false, 4)));
    }

    #[test]
    fn a_lane_with_an_enemy_in_it_is_no_runaway() {
        // Black's b5 stands two ranks ahead of c3, one file over: it takes c3 on c4.
        assert_eq!(race("b3b/1b2b/5/2w2/5/5 w"), None);
        // With Black to move first, a6 reaches b5 in time to take c3 on c4.
        assert_eq!(race("b3b/b3b/5/2w2/5/5 b"), None);
    }

    #[test]
    fn too_few_enemy_pieces_leave_the_length_open() {
        // Taking both black pieces might be quicker than running: not settled here.
        assert_eq!(race("b3b/5/5/2w2/5/5 w"), None);
    }

    /// Every race the lanes settle, in late positions of random games on narrow, tall
    /// boards (where runaways happen), agrees with minimax on the winner and the length;
    /// no game ends sooner than the fastest win or loss allows.
    #[test]
    fn races_and_bounds_agree_with_minimax() {
        let mut rng = SplitMix64::new(11);
        let mut memo = HashMap::new();
        let mut checked = 0;
        for (w, h) in [(3, 6), (4, 6), (3, 7)] {
            let g = Geometry::<u64>::new(w, h);
            let lanes = Lanes::new(&g);
            for _ in 0..400 {
                let mut p = Position::new(w as u8, h as u8).unwrap();
                let mut moves = Vec::new();
                while !p.outcome().is_over() {
                    let b = Board::from_position(&p, &g);
                    let pieces = (b.us() | b.them()).count();
                    // Minimax is cheap enough in the test profile with few pieces left.
                    let settled = match b.decided(&g) {
                        None if pieces <= 8 => lanes.race(&b),
                        _ => None,
                    };
                    if pieces <= 5 || settled.is_some() {
                        let (wins, plies) = minimax(&p, &mut memo);
                        let fastest = if wins {
                            lanes.fastest_win(&b)
                        } else {
                            lanes.fastest_loss(&b)
                        };
                        assert!(plies >= fastest, "{p}: {plies} plies, bound {fastest}");
                        if b.decided(&g).is_none() {
                            let open = if wins {
                                lanes.fastest_open_win(&b)
                            } else {
                                lanes.fastest_open_loss(&b)
                            };
                            assert!(plies >= open, "{p}: {plies} plies, open bound {open}");
                        }
                        if let Some(settled) = settled {
                            assert_eq!((wins, plies), settled, "{p}");
                            checked += 1;
                        }
                    }
                    p.legal_moves(&mut moves);
                    p = p.play_unchecked(moves[rng.below(moves.len())]);
                }
            }
        }
        assert!(checked >= 50, "only {checked} races met");
    }
}
