//! The transposition table: positions already searched, keyed by Zobrist hash.
//!
//! Buckets of two entries: one kept for the deepest search seen, one always replaced,
//! the usual scheme that keeps valuable deep results without starving recent ones.
//! A table belongs to one `choose` call, so runs never depend on earlier searches
//! (reproducible for a seed and node budget).

use super::board::SMove;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub mv: SMove,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// An entry is `[key, data]`, data = move (16) | score (16) | depth (8) | bound (8); a
/// zero data word means empty. Plain words, so a new table comes zeroed from the
/// allocator instead of being written entry by entry.
type Entry = [u64; 2];

pub struct Tt {
    entries: Vec<Entry>,
    mask: usize,
}

impl Tt {
    /// A table of `2^bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Tt {
        let n = 1usize << bits.clamp(4, 26);
        Tt {
            entries: vec![[0; 2]; n],
            mask: n - 2,
        }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let i = key as usize & self.mask;
        for &[k, d] in &self.entries[i..i + 2] {
            if k == key && d != 0 {
                let bound = match d >> 56 {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                };
                return Some(Hit {
                    mv: d as u16,
                    score: (d >> 16) as u16 as i16 as i32,
                    depth: (d >> 32) as u8 as i8 as i32,
                    bound,
                });
            }
        }
        None
    }

    #[inline]
    pub fn store(&mut self, key: u64, mv: SMove, score: i32, depth: i32, bound: Bound) {
        let i = key as usize & self.mask;
        let b = match bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let mut data = mv as u64
            | ((score.clamp(-32000, 32000) as i16 as u16 as u64) << 16)
            | ((depth.clamp(-100, 100) as i8 as u8 as u64) << 32)
            | (b << 56);
        let [deep_key, deep_data] = self.entries[i];
        let deep_depth = (deep_data >> 32) as u8 as i8 as i32;
        let slot = if deep_data == 0 || deep_key == key || depth >= deep_depth {
            // A deeper result for another position moves to the always-replace slot.
            if deep_data != 0 && deep_key != key {
                self.entries[i + 1] = [deep_key, deep_data];
            }
            i
        } else {
            i + 1
        };
        // Keep the known best move when a result for the same position has none.
        let [old_key, old_data] = self.entries[slot];
        if mv == 0 && old_key == key {
            data |= old_data & 0xffff;
        }
        self.entries[slot] = [key, data];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_negative_scores_and_depths() {
        let mut tt = Tt::new(8);
        tt.store(0xdead_beef, 0x1234, -2999, 7, Bound::Lower);
        let hit = tt.probe(0xdead_beef).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (0x1234, -2999, 7, Bound::Lower)
        );
        assert!(tt.probe(0xdead_bee0).is_none());
        tt.store(0xdead_beef, 0, 5, -1, Bound::Upper);
        assert_eq!(tt.probe(0xdead_beef).unwrap().mv, 0x1234);
    }
}
