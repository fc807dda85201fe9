//! The playout policy: a fast, noisy version of the heuristics, played to the end of
//! the game so the result is a real win or loss (who set the last record).
//!
//! Each stone goes to the best of a few sampled empty sites by a local score (the rows
//! it makes and the opponent rows it blocks, with a large bonus for a new record that
//! ends the game); with the option, the policy converts a stone of the opponent's longest
//! row (the one that best extends its own rows) and places one stone. Sampling keeps a
//! playout at a few microseconds per turn while biasing it toward row-building and
//! blocking, so its results track who is ahead in the race rather than pure chance.

use super::board::{stone, Board, Side, Turn, EMPTY};
use super::rng::Rng;

/// A placement's local value for `me`: rows made, rows blocked.
#[inline]
pub fn local_score(b: &Board, me: Side, i: usize) -> u32 {
    let mut own = 0u32;
    let mut opp = 0u32;
    let mut best = 0usize;
    for d in b.dirs {
        let (u, l) = b.arms(me, i, d);
        let run = u + l + 1;
        best = best.max(run);
        own += (run * run) as u32;
        let (u, l) = b.arms(1 - me, i, d);
        let run = u + l;
        opp += (run * run) as u32;
    }
    let mut score = 4 * own + 3 * opp;
    if best > b.record() as usize {
        score += 40;
        if best >= b.n {
            score += 10_000;
        }
    }
    score
}

/// The best of `samples` random empty sites by [`local_score`] (a site already taken this
/// turn is skipped).
///
/// Measured (10×10, 1000 simulations a move, 30 games): also looking at the ends of the
/// rows just played ("hot" sites) scored 30% against this plain sampling, and 12 samples
/// 40% against 6; 3–4 samples play as well as 6 and run 30–50% more playouts a second.
/// Playouts that are too sharp seem to make both sides block alike and wash out the
/// difference the tree is asking about.
pub fn pick_site(b: &Board, me: Side, samples: usize, rng: &mut Rng) -> usize {
    let mut best = usize::MAX;
    let mut best_score = 0;
    for _ in 0..samples {
        let i = b.empties[rng.below(b.n_empty)] as usize;
        if b.cells[i] != EMPTY {
            continue;
        }
        let s = local_score(b, me, i) * 8 + rng.below(8) as u32;
        if best == usize::MAX || s > best_score {
            best = i;
            best_score = s;
        }
    }
    if best == usize::MAX {
        // Every sample hit the stone placed this turn: take the first free site.
        best = b.empties[..b.n_empty]
            .iter()
            .map(|&i| i as usize)
            .find(|&i| b.cells[i] == EMPTY)
            .expect("a free site remains");
    }
    best
}

/// The opponent stone whose conversion matters most: rows of theirs it breaks and rows
/// of the mover's it joins, longer rows counting exponentially more (so the record row,
/// or a blocker between two of the mover's runs, comes first).
pub fn pick_victim(b: &Board, me: Side) -> Option<usize> {
    let them = 1 - me;
    let s = stone(them);
    let mut best = None;
    let mut best_key = 0u32;
    for rank in 0..b.n {
        for file in 0..b.n {
            let i = b.cell(file, rank);
            if b.cells[i] != s {
                continue;
            }
            let mut key = 0u32;
            for d in b.dirs {
                let (u, l) = b.arms(them, i, d);
                key += 1 << (u + l + 1).min(20);
                let (u, l) = b.arms(me, i, d);
                key += 1 << (u + l + 1).min(20);
            }
            if best.is_none() || key > best_key {
                best = Some(i);
                best_key = key;
            }
        }
    }
    best
}

/// Plays the policy for the rest of the game, or for `horizon` turns when that is not 0,
/// and returns White's score: 1 or 0 for a finished game (0.5 for the defensive draw),
/// and at the horizon [`LEAD`] for the record holder (0.5 at 0–0). `first` is the stone
/// already chosen this turn, if any (a search node between a turn's two stones).
///
/// Why a horizon: a record takes a row longer than any before it, and against a player
/// who blocks, each new record is harder to make than the last. The policy blocks far
/// less than a real opponent, so its long playouts broke records that real play does
/// not, and level 5 let a searching opponent set a high record early (6–0 at turn 12 in
/// one lost game), expecting to beat it later, and never scored again. Scored at a
/// horizon of 8 turns, a record counts for what it is worth against a defender. It is
/// scored short of a win so that a game lost at once still scores lower than a record
/// lost at the horizon: behind on the track, the search must still block a row of N.
pub fn playout(
    b: &mut Board,
    first: Option<Turn>,
    samples: usize,
    horizon: usize,
    rng: &mut Rng,
) -> f32 {
    let mut next = first.map(|half| finish_turn(b, half, samples, rng));
    let mut turns = 0;
    loop {
        turns += 1;
        if horizon > 0 && turns > horizon {
            // The finished game's score pulled toward 0.5: 1 → LEAD, 0 → 1 − LEAD.
            return 0.5 + (white_score(b) - 0.5) * (2.0 * LEAD - 1.0);
        }
        if let Some(t) = next {
            b.play(t);
        }
        if b.is_over() {
            return white_score(b);
        }
        let me = b.turn;
        next = Some(if b.option {
            match pick_victim(b, me) {
                Some(v) => {
                    b.cells[v] = stone(me);
                    let a = pick_site(b, me, samples, rng);
                    b.cells[v] = stone(1 - me);
                    Turn::Replace(a as u16, v as u16)
                }
                None => plain_turn(b, me, samples, rng),
            }
        } else {
            plain_turn(b, me, samples, rng)
        });
    }
}

/// The record holder's score at the playout horizon.
pub const LEAD: f32 = 0.85;

/// White's score in a finished game: 1 win, 0.5 draw, 0 loss.
pub fn white_score(b: &Board) -> f32 {
    match b.winner() {
        Some(0) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

fn plain_turn(b: &mut Board, me: Side, samples: usize, rng: &mut Rng) -> Turn {
    let a = pick_site(b, me, samples, rng);
    if b.single() {
        return Turn::One(a as u16);
    }
    b.cells[a] = stone(me);
    let c = pick_site(b, me, samples, rng);
    b.cells[a] = EMPTY;
    Turn::Two(a as u16, c as u16)
}

/// Completes a turn whose first half the tree chose: `Turn::One(a)` stands for "stone on
/// `a`, second stone to come", `Turn::Replace(_, v)` for "convert `v`, stone to come".
fn finish_turn(b: &mut Board, half: Turn, samples: usize, rng: &mut Rng) -> Turn {
    let me = b.turn;
    match half {
        Turn::One(a) => {
            b.cells[a as usize] = stone(me);
            let c = pick_site(b, me, samples, rng);
            b.cells[a as usize] = EMPTY;
            Turn::Two(a, c as u16)
        }
        Turn::Replace(_, v) => {
            b.cells[v as usize] = stone(me);
            let a = pick_site(b, me, samples, rng);
            b.cells[v as usize] = stone(1 - me);
            Turn::Replace(a as u16, v)
        }
        full => full,
    }
}
