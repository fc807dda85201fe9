//! The edge weight of a possible pair: the Dutch quality criteria as bit fields, most
//! important first, so that a maximum weight matching optimises them in priority order
//! (bbpPairings' construction; C.04.3 C.5-C.21 and the bye criteria of C.04.2).

use std::collections::HashMap;

use super::state::{Float, Player, State};
use super::wide::Wide;
use crate::tournament::trf::Colour;

/// Number of bits needed to write `x`.
pub(super) fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

/// The fixed inputs of every weight in one round.
pub(super) struct Ctx<'a> {
    pub st: &'a State,
    /// Bits of one "count of players" field (the largest score group).
    pub sg_bits: u32,
    /// Bits of one "per score group" field.
    pub sg_shift: u32,
    /// Where each score's sub-field starts inside a per-score-group field: only the
    /// scores of the bracket being paired need one (see [`Ctx::remap`]).
    pub shifts: HashMap<u32, u32>,
    /// Each score's sub-field width: the bits of its score group's size.
    pub runs: HashMap<u32, u32>,
    pub bye_score: u32,
    pub single_downfloater_is_bye: bool,
    pub unplayed_ranks: HashMap<u32, u64>,
}

impl Ctx<'_> {
    /// Width of every weight (the bits the fields take, plus the top field's two bits).
    pub fn width(&self) -> u32 {
        let (b, s) = (self.sg_bits, self.sg_shift);
        let pr = self.st.played_rounds;
        let mut total = b + s + b + s + 2 * b + 4 * b + 3 * b + 1;
        if pr >= 1 {
            total += 2 * b + 2 * s;
        }
        if pr > 1 {
            total += 2 * b + 2 * s;
        }
        total + 2
    }

    /// Where the per-score-group fields start, lowest first (see [`Ctx::weight`]).
    fn score_fields(&self) -> Vec<u32> {
        let (b, s) = (self.sg_bits, self.sg_shift);
        let pr = self.st.played_rounds;
        let mut at = 3 * b + 1;
        let mut out = Vec::new();
        let backs = pr.min(2) as u32;
        for _ in 0..2 * backs {
            out.push(at);
            at += s;
        }
        at += 2 * b * backs + 4 * b + 2 * b;
        out.push(at);
        at += s + b;
        out.push(at);
        out
    }

    /// The score sub-fields laid out for `scores` (each group's width, lowest score
    /// first), or None when they do not fit in a per-score-group field.
    pub fn layout(&self, scores: &[u32]) -> Option<HashMap<u32, u32>> {
        let mut sorted = scores.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let mut at = 0;
        let mut shifts = HashMap::new();
        for score in sorted {
            shifts.insert(score, at);
            at += self.runs[&score];
        }
        (at <= self.sg_shift).then_some(shifts)
    }

    /// `w`, written with the sub-fields at `from`, rewritten with them at `self.shifts`
    /// (a weight set for an earlier bracket that stays in the graph). The lowest fields
    /// may hold a negative amount the bracket procedure added (an exchange's), which has
    /// borrowed from the fields above: it is taken off first and put back after.
    pub fn remap<const L: usize>(&self, w: Wide<L>, from: &HashMap<u32, u32>) -> Wide<L> {
        if w.is_zero() {
            return w;
        }
        let low_bits = 3 * self.sg_bits + 1;
        let mut low = w;
        let mut high = w;
        high.shr_bits(low_bits);
        high.shl(low_bits);
        low.sub(&high);
        if low.bits_at(low_bits - 1, 1) == 1 {
            // Negative: the fields above lent one unit.
            high.add(&Wide::bit(low_bits));
            low.sub(&Wide::bit(low_bits));
        }
        let mut moved = Wide::<L>::ZERO;
        for at in self.score_fields() {
            for (score, &old) in from {
                let width = self.runs[score];
                let v = high.bits_at(at + old, width);
                if v == 0 {
                    continue;
                }
                let mut part = Wide::from_u64(v);
                part.shl(at + old);
                high.sub(&part);
                let mut part = Wide::from_u64(v);
                part.shl(at + self.shifts[score]);
                moved.add(&part);
            }
        }
        high.add(&moved);
        high.add(&low);
        high
    }

    fn shift_of(&self, score: u32) -> u32 {
        self.shifts[&score]
    }

    fn bye_candidate(&self, p: &Player) -> bool {
        p.eligible_for_bye() && p.score <= self.bye_score
    }

    /// The weight of pairing `higher` (earlier in score/rank order) with `lower`.
    /// `in_current`: `lower` belongs to the bracket being paired; `in_next`: to the next
    /// score group (it would be an upfloater's opponent... a downfloat target).
    pub fn weight<const L: usize>(
        &self,
        higher: &Player,
        lower: &Player,
        in_current: bool,
        in_next: bool,
    ) -> Wide<L> {
        let st = self.st;
        if !st.compatible(higher, lower) {
            return Wide::ZERO;
        }
        let (b, s) = (self.sg_bits, self.sg_shift);
        let mut w = Wide::<L>::from_u64(
            1 + !self.bye_candidate(higher) as u64 + !self.bye_candidate(lower) as u64,
        );
        // Maximise the pairs, then the scores paired, in this bracket (C.6, C.7).
        w.shl(b);
        w.or_small(in_current as u64);
        w.shl(s);
        if in_current {
            w.add(&Wide::bit(self.shift_of(higher.score)));
        }
        // The same for the next bracket (completion, C.4 and C.7 applied ahead).
        w.shl(b);
        w.or_small(in_next as u64);
        w.shl(s);
        if in_next {
            w.add(&Wide::bit(self.shift_of(higher.score)));
        }
        // C.9: the bye assignee with the fewest unplayed games.
        w.shl(b);
        w.shl(b);
        if self.single_downfloater_is_bye {
            if higher.score == self.bye_score {
                w.or_small(self.unplayed_ranks[&higher.played_games]);
            }
            if lower.score == self.bye_score {
                w.add_small(self.unplayed_ranks[&lower.played_games]);
            }
        }
        colour_bits(&mut w, lower, higher, in_current, b);
        let pr = st.played_rounds;
        let (hs, ls) = (higher.score, lower.score);
        for back in [1, 2] {
            if pr < back {
                continue;
            }
            // C.14/C.16 (back 1), C.15/C.17 (back 2): repeated downfloaters, upfloaters.
            w.shl(b);
            if in_current {
                w.or_small((st.float(lower, back) == Float::Down) as u64);
                w.add_small((hs <= ls && st.float(higher, back) == Float::Down) as u64);
            }
            w.shl(b);
            if in_current {
                w.or_small(!(hs > ls && st.float(lower, back) == Float::Up) as u64);
            }
        }
        for back in [1, 2] {
            if pr < back {
                continue;
            }
            // C.18-C.21: the scores of repeated floaters.
            w.shl(s);
            if in_current {
                if st.float(lower, back) == Float::Down {
                    w.add(&Wide::bit(self.shift_of(ls)));
                }
                if st.float(higher, back) == Float::Down {
                    w.add(&Wide::bit(self.shift_of(hs)));
                }
            }
            w.shl(s);
            if in_current && !(st.float(lower, back) == Float::Up && hs > ls) {
                w.add(&Wide::bit(self.shift_of(hs)));
            }
        }
        // Room for the exchange and ordering fields the bracket procedure adds.
        w.shl(b);
        w.shl(b);
        w.shl(b);
        w.shl(1);
        w
    }
}

/// C.10-C.13: colour preferences (A.6) met.
fn colour_bits<const L: usize>(w: &mut Wide<L>, p: &Player, o: &Player, mask: bool, b: u32) {
    w.shl(b);
    w.or_small(
        (mask
            && (!p.absolute_imbalance() || !o.absolute_imbalance() || p.preference != o.preference))
            as u64,
    );
    w.shl(b);
    let repeated_ok = if p.imbalance == o.imbalance {
        p.repeated.is_none() || p.repeated != o.repeated
    } else {
        let q = if p.imbalance > o.imbalance { o } else { p };
        q.repeated != p.preference.map(Colour::invert)
    };
    w.or_small(
        (mask && (!p.absolute() || !o.absolute() || p.preference != o.preference || repeated_ok))
            as u64,
    );
    w.shl(b);
    w.or_small((mask && compatible_preferences(p.preference, o.preference)) as u64);
    w.shl(b);
    w.or_small(
        (mask
            && ((!p.strong && !p.absolute())
                || (!o.strong && !o.absolute())
                || (p.absolute() && o.absolute())
                || p.preference != o.preference)) as u64,
    );
}

pub(super) fn compatible_preferences(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}
