//! Zobrist keys of stones, markers, sizes and flags, fixed at compile time.

use super::*;
use crate::games::rng::{splitmix, GOLDEN};

/// Fixed-seed Zobrist keys: splitmix64 at compile time, so hashes are stable across runs
/// and builds (the service may store them).
pub(super) const fn zobrist_table() -> [u64; ZOBRIST_LEN] {
    let mut table = [0u64; ZOBRIST_LEN];
    let seed: u64 = 0x6272_6561_6368_2121; // "breach!!"
    let mut i = 0;
    while i < ZOBRIST_LEN {
        // The i-th output of a SplitMix64 stream seeded with `seed`.
        table[i] = splitmix(seed.wrapping_add((i as u64).wrapping_mul(GOLDEN)));
        i += 1;
    }
    table
}

pub(super) const SITES: usize = MAX_SIZE as usize * MAX_SIZE as usize;
pub(super) const MARKS: usize = MAX_SIZE as usize + 1;
// Layout: stones [colour][site], markers [colour][0..=19], sizes, then single keys.
pub(super) const Z_STONE: usize = 0;
pub(super) const Z_MARKER: usize = Z_STONE + 2 * SITES;
pub(super) const Z_SIZE: usize = Z_MARKER + 2 * MARKS;
pub(super) const Z_BLACK_TO_MOVE: usize = Z_SIZE + MARKS;
pub(super) const Z_OPTION: usize = Z_BLACK_TO_MOVE + 1;
pub(super) const Z_VARIANT_OFF: usize = Z_OPTION + 1;
pub(super) const ZOBRIST_LEN: usize = Z_VARIANT_OFF + 1;
pub(super) static ZOBRIST: [u64; ZOBRIST_LEN] = zobrist_table();

#[inline]
pub(super) fn stone_key(color: Color, sq: Square) -> u64 {
    ZOBRIST
        [Z_STONE + color.index() * SITES + sq.rank as usize * MAX_SIZE as usize + sq.file as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_the_splitmix_stream_they_always_were() {
        // The loop the table was first written with: stored hashes must not change.
        let mut state: u64 = 0x6272_6561_6368_2121;
        for &key in ZOBRIST.iter() {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            assert_eq!(key, z ^ (z >> 31));
        }
    }
}
