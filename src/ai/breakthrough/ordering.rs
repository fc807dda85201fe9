//! Move ordering: the order moves are tried in decides how much alpha-beta prunes.
//! TT move first, then captures (the most advanced victim first: it is the most
//! dangerous enemy piece), then moves that step next to the goal (they force a reply),
//! then the two killer moves of the ply, then quiet moves by history score.

use super::board::{from_sq, to_sq, Board, Geometry, SMove, NO_MOVE};
use crate::games::breakthrough::bits::Bits;

pub const MAX_PLY: usize = 128;

const TT_SCORE: i32 = 1 << 30;
const CAPTURE_SCORE: i32 = 1 << 26;
const THREAT_SCORE: i32 = 1 << 25;
const KILLER_SCORE: i32 = 1 << 24;
/// History scores stay within ±HISTORY_MAX, below the killers.
const HISTORY_MAX: i32 = 16384;

pub struct Ordering {
    killers: Vec<[SMove; 2]>,
    /// Indexed by colour, from square and to square.
    history: Vec<i32>,
    squares: usize,
}

impl Ordering {
    pub fn new(squares: usize) -> Ordering {
        Ordering {
            killers: vec![[NO_MOVE; 2]; MAX_PLY + 1],
            history: vec![0; 2 * squares * squares],
            squares,
        }
    }

    #[inline]
    fn hist_index(&self, turn: usize, m: SMove) -> usize {
        (turn * self.squares + from_sq(m)) * self.squares + to_sq(m)
    }

    /// The ordering key of `m` (higher first).
    #[inline]
    pub fn score<B: Bits>(
        &self,
        g: &Geometry<B>,
        b: &Board<B>,
        m: SMove,
        tt_move: SMove,
        ply: usize,
    ) -> i32 {
        if m == tt_move {
            return TT_SCORE;
        }
        let to = to_sq(m);
        let us = b.turn;
        if b.them().has(to) {
            // The victim's progress towards its goal (our home), then a cheaper attacker
            // (a less advanced one) first.
            let victim_progress = g.height as i32 - g.dist[1 - us][to] as i32;
            return CAPTURE_SCORE + victim_progress * 64 + g.dist[us][from_sq(m)] as i32;
        }
        if g.pre_goal[us].has(to) {
            return THREAT_SCORE;
        }
        let k = &self.killers[ply];
        if m == k[0] {
            return KILLER_SCORE + 1;
        }
        if m == k[1] {
            return KILLER_SCORE;
        }
        self.history[self.hist_index(us, m)]
    }

    /// A quiet move caused a beta cut-off at `depth`.
    pub fn reward(&mut self, turn: usize, m: SMove, depth: i32, ply: usize, tried: &[SMove]) {
        let k = &mut self.killers[ply];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        let bonus = (depth * depth).min(400);
        let i = self.hist_index(turn, m);
        self.history[i] += bonus - self.history[i] * bonus / HISTORY_MAX;
        // Quiet moves tried before it failed to cut: push them down.
        for &q in tried {
            if q != m {
                let j = self.hist_index(turn, q);
                self.history[j] -= bonus + self.history[j] * bonus / HISTORY_MAX;
            }
        }
    }

    pub fn clear_killers(&mut self, ply: usize) {
        if ply < self.killers.len() {
            self.killers[ply] = [NO_MOVE; 2];
        }
    }
}

/// Moves the best remaining entry to position `i` (selection sort, one step at a time:
/// most nodes cut off after the first move or two, so sorting all would waste work).
#[inline]
pub fn pick_next(list: &mut [(SMove, i32)], i: usize) {
    let mut best = i;
    for j in i + 1..list.len() {
        if list[j].1 > list[best].1 {
            best = j;
        }
    }
    list.swap(i, best);
}
