//! The static evaluation: a hand-tuned sum of bitboard terms, from the side to move's view.
//!
//! Terms (White's minus Black's, then signed for the side to move):
//! - material and advancement, through a piece-square table built per board size:
//!   advancement grows with the square of the distance travelled, so a piece two steps
//!   from its goal is worth far more than one that has left home;
//! - home-row defence: a piece on its own first rank guards the squares an intruder must
//!   cross, and once it leaves it can never come back;
//! - structure: defended pieces (a capture on them is answered by a recapture); attacked
//!   and undefended pieces of the side to move (it must spend a move on them);
//! - runaways: a piece no enemy piece can ever meet on its way wins by itself, unless
//!   the opponent is faster;
//! - a small tempo bonus for the side to move.
//!
//! The weights were tuned by self-play matches at 100 k nodes a move (4-ply random
//! openings, both colours): raising the home-row bonus from 18 to 70 scored 65% over 200
//! games; advancement 110 → 180 scored 54% over 400; other single changes (defended,
//! hanging, tempo, material) stayed within noise.
//!
//! Immediate tactics (a piece one step from its goal, a step to an unguarded square two
//! steps from it) are the search's job ([`super::search`]), exact and cheaper there.

use super::board::{Board, Geometry};
use crate::games::breakthrough::bits::{squares, Bits};

/// The weights, in hundredths of a piece.
#[derive(Clone, Debug)]
pub struct Weights {
    pub piece: i32,
    /// Advancement bonus of a piece one step from its goal; it grows quadratically with
    /// the ranks travelled, from 0 on the home row.
    pub advance: i32,
    pub home: i32,
    pub defended: i32,
    /// Extra for a defended piece in the attack half, where support wins exchanges.
    pub defended_far: i32,
    pub hanging: i32,
    /// Runaway bonus, plus `runaway_step` for each rank it no longer has to travel.
    pub runaway: i32,
    pub runaway_step: i32,
    pub tempo: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            piece: 100,
            advance: 180,
            home: 70,
            defended: 6,
            defended_far: 8,
            hanging: 20,
            runaway: 120,
            runaway_step: 25,
            tempo: 8,
        }
    }
}

/// The evaluation tables for one board size.
pub struct Evaluator<B: Bits> {
    /// Material + advancement + home row, per colour and square.
    pst: [Vec<i32>; 2],
    w: Weights,
    _marker: std::marker::PhantomData<B>,
}

impl<B: Bits> Evaluator<B> {
    pub fn new(g: &Geometry<B>, w: Weights) -> Evaluator<B> {
        let n = g.width * g.height;
        let span = (g.height as i32 - 2).max(1);
        let table = |c: usize| -> Vec<i32> {
            (0..n)
                .map(|sq| {
                    let dist = g.dist[c][sq] as i32;
                    let travelled = (g.height as i32 - 1 - dist).clamp(0, span);
                    let adv = w.advance * travelled * travelled / (span * span);
                    let home = if g.home[c].has(sq) { w.home } else { 0 };
                    w.piece + adv + home
                })
                .collect()
        };
        Evaluator {
            pst: [table(0), table(1)],
            w,
            _marker: std::marker::PhantomData,
        }
    }

    /// The score of `b` for its side to move.
    #[inline]
    pub fn eval(&self, g: &Geometry<B>, b: &Board<B>) -> i32 {
        let w = &self.w;
        let mut score = [0i32; 2];
        let att = [g.attacks(0, b.pieces[0]), g.attacks(1, b.pieces[1])];
        let mut best_runaway = [i32::MAX; 2];
        for c in 0..2 {
            let own = b.pieces[c];
            let enemy = b.pieces[1 - c];
            let pst = &self.pst[c];
            let mut s = 0;
            for sq in squares(own) {
                s += pst[sq];
            }
            let defended = own & att[c];
            s += w.defended * defended.count() as i32
                + w.defended_far * (defended & g.far_half[c]).count() as i32;
            if c == b.turn {
                s -= w.hanging * (own & att[1 - c] & !att[c]).count() as i32;
            }
            // Runaways: only pieces already in the attack half can outrun every defender.
            for sq in squares(own & g.far_half[c]) {
                if (g.cone[c][sq] & enemy).is_empty() {
                    let d = g.dist[c][sq] as i32;
                    best_runaway[c] = best_runaway[c].min(d);
                }
            }
            score[c] = s;
        }
        for c in 0..2 {
            let d = best_runaway[c];
            if d == i32::MAX {
                continue;
            }
            // A runaway wins the race unless the opponent's own runaway arrives first
            // (the side to move gains a tempo).
            let opp = best_runaway[1 - c];
            let tempo = if c == b.turn { 0 } else { 1 };
            if d + tempo <= opp {
                score[c] += w.runaway + w.runaway_step * (g.height as i32 - d);
            }
        }
        let us = b.turn;
        score[us] - score[1 - us] + w.tempo
    }
}
