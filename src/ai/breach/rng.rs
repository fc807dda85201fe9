//! The search's seeded PRNG: [`crate::games::rng::SplitMix64`] behind a fixed seed
//! whitening, so a bug report's "seed 7, 2000 nodes" replays the same game forever.

use crate::games::rng::SplitMix64;

#[derive(Clone, Debug)]
pub struct Rng(SplitMix64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed ^ 0x5851_F42D_4C95_7F2D))
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n` (`n > 0`), by multiply-shift: no division in the hot loop.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }
}
