//! SplitMix64: the one seeded random stream of the crate (Zobrist keys, the AIs' seeded
//! choices, benchmarks and tests' random games).
//!
//! ```
//! use breaker::games::rng::{splitmix, SplitMix64};
//!
//! let mut rng = SplitMix64::new(7);
//! let a = rng.next_u64();
//! assert_eq!(SplitMix64::new(7).next_u64(), a, "the same seed, the same stream");
//! assert!(rng.below(10) < 10);
//! assert_ne!(splitmix(1), splitmix(2));
//! ```
//!
//! Written out rather than taken from `rand` so the stream for a seed can never change
//! under a dependency upgrade: hashes are stored, and a bug report's "seed 7" must replay
//! the same game forever.

/// The increment of SplitMix64 (the golden ratio in 64 bits).
pub const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// The SplitMix64 output function of one state: `state + GOLDEN`, mixed. Usable in
/// constants (the Zobrist tables are built at compile time).
#[inline]
pub const fn splitmix(state: u64) -> u64 {
    mix(state.wrapping_add(GOLDEN))
}

/// The SplitMix64 finaliser.
#[inline]
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A SplitMix64 stream: the state advances by [`GOLDEN`] and each output is its mix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A stream whose state starts at `seed` exactly.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next output.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GOLDEN);
        mix(self.0)
    }

    /// Uniform in `0..n` (`n > 0`) by multiply-shift of the high 32 bits: no division.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_stream() {
        // The first outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(splitmix(0), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn below_stays_in_range_and_spreads() {
        let mut rng = SplitMix64::new(3);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[rng.below(7)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }
}
