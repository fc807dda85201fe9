//! Bitboards wide enough for every supported board: `u64` (≤ 64 squares, the 8×8 fast
//! path), `u128` (≤ 128) and [`U256`] (≤ 256 = 16×16). Square `i` is bit `i`, with
//! `i = rank * width + file`, so moving a rank forward is a shift by the width.
//! Public so the AI's search can use the same words as the rules.

use std::ops::{BitAnd, BitOr, BitXor, Not};

pub trait Bits:
    Copy
    + Eq
    + std::fmt::Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
{
    const ZERO: Self;
    /// How many squares fit.
    const CAPACITY: usize;
    fn bit(i: usize) -> Self;
    /// Shift towards higher squares by `n` (1..64).
    fn up(self, n: u32) -> Self;
    /// Shift towards lower squares by `n` (1..64).
    fn down(self, n: u32) -> Self;
    fn count(self) -> u32;
    /// The lowest set square; the caller ensures the set is not empty.
    fn lowest(self) -> usize;
    /// The set without its lowest square.
    fn without_lowest(self) -> Self;
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        !(self & Self::bit(i)).is_empty()
    }
    /// The `k`-th lowest square (0-based); the caller ensures `k < count()`.
    #[inline]
    fn nth(self, k: u32) -> usize {
        let mut set = self;
        for _ in 0..k {
            set = set.without_lowest();
        }
        set.lowest()
    }
}

macro_rules! native_bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const CAPACITY: usize = <$t>::BITS as usize;
            #[inline(always)]
            fn bit(i: usize) -> Self {
                1 << i
            }
            #[inline(always)]
            fn up(self, n: u32) -> Self {
                self << n
            }
            #[inline(always)]
            fn down(self, n: u32) -> Self {
                self >> n
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
            #[inline(always)]
            fn has(self, i: usize) -> bool {
                (self >> i) & 1 != 0
            }
        }
    };
}

native_bits!(u64);
native_bits!(u128);

/// 256 bits as four words, least significant first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct U256([u64; 4]);

impl BitAnd for U256 {
    type Output = Self;
    #[inline(always)]
    fn bitand(self, o: Self) -> Self {
        U256(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }
}

impl BitOr for U256 {
    type Output = Self;
    #[inline(always)]
    fn bitor(self, o: Self) -> Self {
        U256(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }
}

impl BitXor for U256 {
    type Output = Self;
    #[inline(always)]
    fn bitxor(self, o: Self) -> Self {
        U256(std::array::from_fn(|i| self.0[i] ^ o.0[i]))
    }
}

impl Not for U256 {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        U256(self.0.map(|w| !w))
    }
}

impl Bits for U256 {
    const ZERO: Self = U256([0; 4]);
    const CAPACITY: usize = 256;

    #[inline]
    fn bit(i: usize) -> Self {
        let mut w = [0; 4];
        w[i / 64] = 1 << (i % 64);
        U256(w)
    }

    #[inline]
    fn up(self, n: u32) -> Self {
        debug_assert!(n > 0 && n < 64);
        let w = self.0;
        U256([
            w[0] << n,
            (w[1] << n) | (w[0] >> (64 - n)),
            (w[2] << n) | (w[1] >> (64 - n)),
            (w[3] << n) | (w[2] >> (64 - n)),
        ])
    }

    #[inline]
    fn down(self, n: u32) -> Self {
        debug_assert!(n > 0 && n < 64);
        let w = self.0;
        U256([
            (w[0] >> n) | (w[1] << (64 - n)),
            (w[1] >> n) | (w[2] << (64 - n)),
            (w[2] >> n) | (w[3] << (64 - n)),
            w[3] >> n,
        ])
    }

    #[inline]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    #[inline]
    fn lowest(self) -> usize {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return i * 64 + w.trailing_zeros() as usize;
            }
        }
        256
    }

    #[inline]
    fn without_lowest(self) -> Self {
        let mut w = self.0;
        for x in w.iter_mut() {
            if *x != 0 {
                *x &= *x - 1;
                break;
            }
        }
        U256(w)
    }

    #[inline(always)]
    fn has(self, i: usize) -> bool {
        (self.0[i / 64] >> (i % 64)) & 1 != 0
    }
}

/// The squares of a set, lowest first.
#[inline]
pub fn squares<B: Bits>(mut set: B) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set.is_empty() {
            None
        } else {
            let sq = set.lowest();
            set = set.without_lowest();
            Some(sq)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u256_shifts_carry_across_words_and_nth_counts_from_the_bottom() {
        let b = U256::bit(63) | U256::bit(200);
        assert_eq!(squares(b.up(5)).collect::<Vec<_>>(), vec![68, 205]);
        assert_eq!(squares(b.down(17)).collect::<Vec<_>>(), vec![46, 183]);
        assert!(b.has(200) && !b.has(199));
        assert_eq!(b.nth(1), 200);
        assert_eq!((0b1011_u64).nth(2), 3);
    }
}
