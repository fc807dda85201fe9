//! The greedy baseline the levels are measured against (not a shipped level): it plays
//! the turn that makes its own longest row longest, and when it holds the replacement
//! option it always uses it to break the opponent's record row.
//!
//! Ties go to the turn whose stones touch more of its own stones (it builds shapes
//! rather than scattering), then to a seeded coin, so games against it vary by seed.

use super::board::{Board, Turn, EMPTY};
use super::rng::Rng;
use crate::games::breach::{Move, Position};
use crate::games::Game;

/// The greedy player's move, or `None` once the game is over.
pub fn greedy(pos: &Position, seed: u64) -> Option<Move> {
    let board = Board::from_position(pos);
    if board.is_over() {
        return None;
    }
    let mut rng = Rng::new(seed ^ pos.hash());
    Some(board.to_move(greedy_turn(&board, &mut rng)))
}

/// Own stones next to `i` over the four lines: how much a stone there builds.
fn touching(b: &Board, i: usize) -> usize {
    b.dirs
        .iter()
        .map(|&d| {
            let (u, l) = b.arms(b.turn, i, d);
            u + l
        })
        .sum()
}

/// Own longest row, minus the opponent's, stones touched, coin: compared in order.
type Key = (u8, i32, usize, u64);

fn consider(best: &mut Option<(Key, Turn)>, key: Key, t: Turn) {
    if best.as_ref().is_none_or(|(k, _)| key > *k) {
        *best = Some((key, t));
    }
}

fn greedy_turn(b: &Board, rng: &mut Rng) -> Turn {
    let me = b.turn;
    let them = 1 - me;
    let empties = &b.empties[..b.n_empty];
    let mut best: Option<(Key, Turn)> = None;
    if b.option {
        // Break the record row: replace a stone of one of the opponent's longest rows,
        // placing the other stone for the longest own row.
        for v in 0..b.cells.len() {
            if b.cells[v] != super::board::stone(them) || b.row_through(them, v) < b.longest[them] {
                continue;
            }
            for &a in empties {
                let mut next = b.clone();
                let t = Turn::Replace(a, v as u16);
                next.play(t);
                let key = (
                    next.longest[me],
                    -(next.longest[them] as i32),
                    touching(b, a as usize),
                    rng.next_u64(),
                );
                consider(&mut best, key, t);
            }
        }
        if let Some((_, t)) = best {
            return t;
        }
    }
    if b.single() {
        for &a in empties {
            let key = (
                b.row_through(me, a as usize),
                0,
                touching(b, a as usize),
                rng.next_u64(),
            );
            consider(&mut best, key, Turn::One(a));
        }
        return best.expect("a non-empty board has an empty site").1;
    }
    let mut scratch = b.clone();
    for (k, &a) in empties.iter().enumerate() {
        scratch.cells[a as usize] = super::board::stone(me);
        for &c in &empties[k + 1..] {
            scratch.cells[c as usize] = super::board::stone(me);
            let row = scratch
                .row_through(me, a as usize)
                .max(scratch.row_through(me, c as usize))
                .max(b.longest[me]);
            let build = touching(&scratch, a as usize) + touching(&scratch, c as usize);
            consider(&mut best, (row, 0, build, rng.next_u64()), Turn::Two(a, c));
            scratch.cells[c as usize] = EMPTY;
        }
        scratch.cells[a as usize] = EMPTY;
    }
    best.expect("two empty sites give a pair").1
}

/// A uniformly random move among placements (with the option, a replacement half the
/// time): the floor every level must clear, and a cheap way to reach random positions.
pub fn random(pos: &Position, seed: u64) -> Option<Move> {
    let b = Board::from_position(pos);
    if b.is_over() {
        return None;
    }
    let mut rng = Rng::new(seed ^ pos.hash());
    let e = b.n_empty;
    let a = b.empties[rng.below(e)];
    let t = if b.option && rng.below(2) == 0 {
        let them = super::board::stone(1 - b.turn);
        let victims = b.cells.iter().filter(|&&c| c == them).count();
        let k = rng.below(victims);
        let v = (0..b.cells.len())
            .filter(|&i| b.cells[i] == them)
            .nth(k)
            .expect("k < victims");
        Turn::Replace(a, v as u16)
    } else if b.single() {
        Turn::One(a)
    } else {
        let mut c = b.empties[rng.below(e - 1)];
        if c == a {
            c = b.empties[e - 1];
        }
        Turn::Two(a, c)
    };
    Some(b.to_move(t))
}
