//! Bitboards: a set of sites as six 64-bit words, a row stride of N+1 (see the
//! module docs of [`super`]).

pub(super) const WORDS: usize = 6;

/// A set of sites, indexed `rank * (N + 1) + file`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(super) struct Bits(pub(super) [u64; WORDS]);

impl Bits {
    #[inline]
    pub(super) fn get(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    #[inline]
    pub(super) fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }

    #[inline]
    pub(super) fn clear(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    pub(super) fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Bit `i` of the result is bit `i + s` of `self`; `0 < s < 64`.
    pub(super) fn shr(&self, s: u32) -> Bits {
        let mut out = [0u64; WORDS];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i] >> s;
            if i + 1 < WORDS {
                *o |= self.0[i + 1] << (64 - s);
            }
        }
        Bits(out)
    }

    pub(super) fn and(&self, other: &Bits) -> Bits {
        let mut out = self.0;
        for (o, w) in out.iter_mut().zip(other.0) {
            *o &= w;
        }
        Bits(out)
    }

    /// The set bits, ascending (ascending index is ascending (rank, file)).
    pub(super) fn ones(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(w, mut word)| {
            std::iter::from_fn(move || {
                if word == 0 {
                    return None;
                }
                let b = word.trailing_zeros() as usize;
                word &= word - 1;
                Some(w * 64 + b)
            })
        })
    }
}
