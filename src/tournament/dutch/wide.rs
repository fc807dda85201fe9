//! Fixed-width unsigned integers for edge weights.
//!
//! The Dutch criteria become bit fields of one edge weight, highest priority first; with
//! hundreds of players that is hundreds of bits, more than `u128`. Arithmetic wraps modulo
//! 2^(64·L), like the fixed-size integers bbpPairings uses: an intermediate "negative" addend
//! is fine as long as the final weight is in range.

use std::cmp::Ordering;

/// An unsigned integer of `L` 64-bit limbs, least significant first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const L: usize>(pub [u64; L]);

impl<const L: usize> Default for Wide<L> {
    fn default() -> Self {
        Wide([0; L])
    }
}

impl<const L: usize> Wide<L> {
    pub const ZERO: Self = Wide([0; L]);

    pub fn from_u64(v: u64) -> Self {
        let mut w = [0; L];
        w[0] = v;
        Wide(w)
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }

    /// `self << 1` (bits shifted out are lost).
    pub fn shl(&mut self, bits: u32) {
        if bits == 0 {
            return;
        }
        let limbs = (bits / 64) as usize;
        let rem = bits % 64;
        for i in (0..L).rev() {
            let src = i as isize - limbs as isize;
            let mut v = 0u64;
            if src >= 0 {
                v = self.0[src as usize] << rem;
                if rem > 0 && src >= 1 {
                    v |= self.0[src as usize - 1] >> (64 - rem);
                }
            }
            self.0[i] = v;
        }
    }

    /// `self >> 1`.
    pub fn shr1(&mut self) {
        for i in 0..L {
            let hi = if i + 1 < L { self.0[i + 1] << 63 } else { 0 };
            self.0[i] = (self.0[i] >> 1) | hi;
        }
    }

    pub fn or_small(&mut self, v: u64) {
        self.0[0] |= v;
    }

    pub fn add(&mut self, o: &Self) {
        let mut carry = false;
        for i in 0..L {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            self.0[i] = s2;
            carry = c1 || c2;
        }
    }

    pub fn sub(&mut self, o: &Self) {
        let mut borrow = false;
        for i in 0..L {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            self.0[i] = s2;
            borrow = b1 || b2;
        }
    }

    pub fn add_small(&mut self, v: u64) {
        self.add(&Self::from_u64(v));
    }

    pub fn sub_small(&mut self, v: u64) {
        self.sub(&Self::from_u64(v));
    }

    /// `self >> bits` (bits shifted out are lost).
    pub fn shr_bits(&mut self, bits: u32) {
        let limbs = (bits / 64) as usize;
        let rem = bits % 64;
        for i in 0..L {
            let src = i + limbs;
            let mut v = 0u64;
            if src < L {
                v = self.0[src] >> rem;
                if rem > 0 && src + 1 < L {
                    v |= self.0[src + 1] << (64 - rem);
                }
            }
            self.0[i] = v;
        }
    }

    /// `self >> 2`.
    pub fn shr2(&mut self) {
        self.shr1();
        self.shr1();
    }

    /// The `width` (≤ 64) bits from bit `at` up.
    pub fn bits_at(&self, at: u32, width: u32) -> u64 {
        let mut x = *self;
        for _ in 0..at / 64 {
            x.0.rotate_left(1);
            x.0[L - 1] = 0;
        }
        let (limb, off) = (0, at % 64);
        let mut v = x.0[limb] >> off;
        if off > 0 && L > 1 {
            v |= x.0[limb + 1] << (64 - off);
        }
        if width < 64 {
            v &= (1u64 << width) - 1;
        }
        v
    }

    /// 1 << bit.
    pub fn bit(bit: u32) -> Self {
        let mut w = Self::from_u64(1);
        w.shl(bit);
        w
    }

    /// 2^bits − 1.
    pub fn ones(bits: u32) -> Self {
        let mut w = Self::bit(bits);
        w.sub_small(1);
        w
    }
}

impl<const L: usize> Ord for Wide<L> {
    fn cmp(&self, o: &Self) -> Ordering {
        for i in (0..L).rev() {
            match self.0[i].cmp(&o.0[i]) {
                Ordering::Equal => continue,
                other => return other,
            }
        }
        Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to_u128(w: Wide<2>) -> u128 {
        (w.0[1] as u128) << 64 | w.0[0] as u128
    }

    #[test]
    fn shifts_adds_and_wraps_like_u128() {
        let mut w = Wide::<2>::from_u64(0xdead_beef);
        w.shl(70);
        assert_eq!(to_u128(w), 0xdead_beefu128 << 70);
        w.shr1();
        assert_eq!(to_u128(w), 0xdead_beefu128 << 69);
        let mut z = Wide::<2>::ZERO;
        z.sub_small(5);
        assert_eq!(to_u128(z), 0u128.wrapping_sub(5));
        z.add_small(7);
        assert_eq!(to_u128(z), 2);
        assert!(Wide::<2>::bit(100) > Wide::<2>::ones(100));
        assert_eq!(to_u128(Wide::<2>::ones(65)), (1u128 << 65) - 1);
        let mut y = Wide::<3>::from_u64(0b1011);
        y.shl(125);
        assert_eq!(y.bits_at(125, 4), 0b1011);
        assert_eq!(y.bits_at(126, 3), 0b101);
        assert_eq!(y.bits_at(0, 64), 0);
        let mut z = y;
        z.shr_bits(125);
        assert_eq!(z, Wide::from_u64(0b1011));
    }
}
