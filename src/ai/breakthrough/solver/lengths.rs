//! The solver's length table: what the length search learnt per position (the bounds
//! on "wins within d" and "loses within d") next to df-pn's numbers for ordering, in
//! 16 bytes a position on boards of at most 31 squares, so that one probe (one cache
//! line) answers both and hundreds of millions of positions fit in memory.
//!
//! Buckets of four slots share a cache line; a position may live in either of two
//! buckets. Threads share the table without locks: a slot holds its key mixed with its
//! data (Hyatt's lockless hashing), so a slot read while another thread writes it does
//! not match, and a lost update only loses knowledge (every entry written is true).
//! Between searches the table grows, up to a memory budget; when both buckets of a new
//! position are full, it replaces the least valuable entry there (the shallowest
//! bounds; proven results are kept).

use crate::ai::breakthrough::board::splitmix;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};

/// A whole position packed into one integer (never 0: a position in play has pieces).
pub(in crate::ai::breakthrough) trait Packed:
    Copy + Eq + Default + Send + Sync
{
    /// The atomic words the key is stored in, mixed with the data word.
    type Cell: Default + Send + Sync;
    fn spread(self) -> u64;
    fn load(cell: &Self::Cell, data: u64) -> Self;
    fn store(cell: &Self::Cell, key: Self, data: u64);
}

impl Packed for u64 {
    type Cell = AtomicU64;

    #[inline]
    fn spread(self) -> u64 {
        splitmix(self)
    }

    #[inline]
    fn load(cell: &AtomicU64, data: u64) -> u64 {
        cell.load(Relaxed) ^ data
    }

    #[inline]
    fn store(cell: &AtomicU64, key: u64, data: u64) {
        cell.store(key ^ data, Relaxed);
    }
}

impl Packed for u128 {
    type Cell = [AtomicU64; 2];

    #[inline]
    fn spread(self) -> u64 {
        splitmix(self as u64 ^ splitmix((self >> 64) as u64))
    }

    #[inline]
    fn load(cell: &[AtomicU64; 2], data: u64) -> u128 {
        (cell[0].load(Relaxed) ^ data) as u128 | ((cell[1].load(Relaxed) ^ data) as u128) << 64
    }

    #[inline]
    fn store(cell: &[AtomicU64; 2], key: u128, data: u64) {
        cell[0].store(key as u64 ^ data, Relaxed);
        cell[1].store((key >> 64) as u64 ^ data, Relaxed);
    }
}

/// What the length search learnt about a position: "wins within d" is true from
/// `win_yes` on and false up to `win_no`; the same for "loses within d". `u32::MAX`:
/// never answered yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ai::breakthrough) struct Bounds {
    pub win_yes: u32,
    pub win_no: u32,
    pub lose_yes: u32,
    pub lose_no: u32,
}

impl Default for Bounds {
    fn default() -> Bounds {
        Bounds {
            win_yes: u32::MAX,
            win_no: 0,
            lose_yes: u32::MAX,
            lose_no: 0,
        }
    }
}

impl Bounds {
    /// The deepest question answered here: what it would cost to learn again.
    pub fn depth(&self) -> u32 {
        let yes = |d: u32| if d == u32::MAX { 0 } else { d };
        yes(self.win_yes)
            .max(yes(self.lose_yes))
            .max(self.win_no)
            .max(self.lose_no)
    }
}

/// A position's entry: its bounds and, when df-pn reached it, its proof and disproof
/// numbers (approximate above 2,047; 0 and `u32::MAX` exact).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(in crate::ai::breakthrough) struct Known {
    pub bounds: Bounds,
    pub numbers: Option<(u32, u32)>,
}

/// Depths are stored in 7 bits; deeper questions are not stored (no board this
/// solver measures lasts that long).
const NO_DEPTH: u32 = 127;
/// Bits a proof or disproof number is stored in.
const NUMBER_BITS: u32 = 18;
const NUMBER_MASK: u64 = (1 << NUMBER_BITS) - 1;
/// Both numbers' codes at their largest: "df-pn never reached this position" (both
/// numbers `u32::MAX` cannot happen).
const UNKNOWN: u64 = (1 << (2 * NUMBER_BITS)) - 1;
/// Numbers below 2^14 are stored exactly, larger ones with 14 significant bits.
const EXACT_BITS: u32 = 14;

/// A proof or disproof number in 18 bits, order kept (see [`EXACT_BITS`]); `u32::MAX`
/// (proven) is the largest code.
fn encode(n: u32) -> u64 {
    if n == u32::MAX {
        NUMBER_MASK
    } else if n < 1 << EXACT_BITS {
        n as u64
    } else {
        // n >> e has EXACT_BITS bits.
        let e = 32 - EXACT_BITS - n.leading_zeros();
        ((e as u64) << (EXACT_BITS - 1)) + (n >> e) as u64
    }
}

fn decode(code: u64) -> u32 {
    let half = 1u64 << (EXACT_BITS - 1);
    match code {
        NUMBER_MASK => u32::MAX,
        c if c < 2 * half => c as u32,
        c => {
            let e = (c / half - 1) as u32;
            ((c % half + half) as u32) << e
        }
    }
}

fn pack(k: &Known) -> u64 {
    let numbers = match k.numbers {
        Some((pn, dn)) => encode(pn) | encode(dn) << NUMBER_BITS,
        None => UNKNOWN,
    };
    let depth = |d: u32| d.min(NO_DEPTH) as u64;
    numbers
        | depth(k.bounds.win_yes) << 36
        | depth(k.bounds.win_no) << 43
        | depth(k.bounds.lose_yes) << 50
        | depth(k.bounds.lose_no) << 57
}

fn unpack(data: u64) -> Known {
    let numbers = match data & UNKNOWN {
        UNKNOWN => None,
        n => Some((decode(n & NUMBER_MASK), decode(n >> NUMBER_BITS))),
    };
    let depth = |shift: u32| ((data >> shift) & 0x7F) as u32;
    let yes = |d: u32| if d == NO_DEPTH { u32::MAX } else { d };
    Known {
        numbers,
        bounds: Bounds {
            win_yes: yes(depth(36)),
            win_no: depth(43),
            lose_yes: yes(depth(50)),
            lose_no: depth(57),
        },
    }
}

/// How much an entry is worth keeping: proven results above all, then deeper bounds.
fn value(data: u64) -> u32 {
    let known = unpack(data);
    match known.numbers {
        Some((0, _)) | Some((_, 0)) => u32::MAX,
        _ => known.bounds.depth(),
    }
}

#[derive(Default)]
struct Slot<K: Packed> {
    key: K::Cell,
    data: AtomicU64,
}

impl<K: Packed> Slot<K> {
    /// The key and data, or a key that matches nothing if read half-written.
    #[inline]
    fn read(&self) -> (K, u64) {
        let data = self.data.load(Relaxed);
        (K::load(&self.key, data), data)
    }

    #[inline]
    fn write(&self, key: K, data: u64) {
        self.data.store(data, Relaxed);
        K::store(&self.key, key, data);
    }
}

const WAYS: usize = 4;

#[derive(Default)]
#[repr(align(64))]
struct Bucket<K: Packed> {
    slots: [Slot<K>; WAYS],
}

fn empty_buckets<K: Packed>(n: usize) -> Vec<Bucket<K>> {
    let mut buckets = Vec::with_capacity(n);
    advise_huge_pages(
        buckets.as_ptr() as usize,
        n * std::mem::size_of::<Bucket<K>>(),
    );
    buckets.extend((0..n).map(|_| Bucket::default()));
    buckets
}

/// Asks Linux to back a large table with 2 MB pages: every probe lands on a random
/// page, and with 4 KB pages most of them also miss the TLB (a third of the length
/// search's time on 6×5).
#[cfg(target_os = "linux")]
fn advise_huge_pages(start: usize, len: usize) {
    const HUGE: usize = 2 << 20;
    // Smaller tables mostly fit the TLB's reach anyway, and finding free 2 MB pages
    // can cost the kernel more time than they save.
    if len < 1 << 30 {
        return;
    }
    let (from, to) = (start.next_multiple_of(HUGE), (start + len) / HUGE * HUGE);
    if to > from {
        // SAFETY: the range lies inside an allocation this table owns and has not
        // written yet; the advice only changes how the kernel backs it.
        unsafe {
            libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: usize, _len: usize) {}

/// The table; see the module's documentation.
pub(in crate::ai::breakthrough) struct Lengths<K: Packed> {
    buckets: Vec<Bucket<K>>,
    len: AtomicUsize,
    max_buckets: usize,
}

impl<K: Packed> Lengths<K> {
    /// An empty table that may grow while the old and the new table together (as it
    /// grows) take at most `max_bytes`.
    pub fn new(max_bytes: usize) -> Lengths<K> {
        let size = std::mem::size_of::<Bucket<K>>();
        let max_buckets = (max_bytes / size).max(1024);
        let start = max_buckets.min(1 << 12);
        Lengths {
            buckets: empty_buckets(start),
            len: AtomicUsize::new(0),
            max_buckets,
        }
    }

    /// Positions stored (about, while threads write).
    pub fn len(&self) -> usize {
        self.len.load(Relaxed)
    }

    /// Grows the table so that `n` positions fill at most half of it, as far as the
    /// budget allows with the old table still beside the new one; a step of less than
    /// half again is not worth moving every entry for.
    pub fn reserve(&mut self, n: usize) {
        let now = self.buckets.len();
        let want = (2 * n).div_ceil(WAYS);
        let room = self.max_buckets.saturating_sub(now);
        let buckets = want.max(2 * now).min(room);
        if want <= now || buckets < now + now / 2 {
            return;
        }
        let old = std::mem::replace(&mut self.buckets, empty_buckets(buckets));
        self.len.store(0, Relaxed);
        for s in old.iter().flat_map(|b| b.slots.iter()) {
            let (key, data) = s.read();
            if key != K::default() {
                self.insert(key, data);
            }
        }
    }

    /// The two buckets a key may live in (two choices keep buckets from overflowing
    /// long before the table is full).
    #[inline]
    fn buckets_of(&self, key: K) -> [usize; 2] {
        // Any number of buckets: a hash times the count, its high word.
        let n = self.buckets.len() as u128;
        let h = key.spread();
        [h, splitmix(h)].map(|h| ((h as u128 * n) >> 64) as usize)
    }

    #[inline]
    fn find(&self, key: K) -> Option<(&Slot<K>, u64)> {
        if key == K::default() {
            return None; // what empty slots hold
        }
        self.buckets_of(key).into_iter().find_map(|b| {
            self.buckets[b].slots.iter().find_map(|s| {
                let (k, data) = s.read();
                (k == key).then_some((s, data))
            })
        })
    }

    /// Starts loading `key`'s buckets into the cache (a probe that follows finds them
    /// there, while the probes of its siblings overlap).
    #[inline]
    pub fn prefetch(&self, key: K) {
        #[cfg(target_arch = "x86_64")]
        for b in self.buckets_of(key) {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let line: *const Bucket<K> = &self.buckets[b];
            // SAFETY: a prefetch reads nothing (it is a hint), and SSE is part of x86-64.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(line.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn get(&self, key: K) -> Option<Known> {
        self.find(key).map(|(_, data)| unpack(data))
    }

    /// Changes `key`'s entry (a default one if it has none) with `f`.
    pub fn update(&self, key: K, f: impl FnOnce(&mut Known)) {
        match self.find(key) {
            Some((slot, data)) => {
                let mut known = unpack(data);
                f(&mut known);
                slot.write(key, pack(&known));
            }
            None => {
                let mut known = Known::default();
                f(&mut known);
                self.insert(key, pack(&known));
            }
        }
    }

    /// Stores a position not in the table: in the emptier of its buckets, or when both
    /// are full, in place of the least valuable entry there.
    fn insert(&self, key: K, data: u64) {
        let [b0, b1] = self.buckets_of(key).map(|b| &self.buckets[b]);
        let empty = |b: &Bucket<K>| {
            b.slots
                .iter()
                .filter(|s| s.read().0 == K::default())
                .count()
        };
        let bucket = if empty(b1) > empty(b0) { b1 } else { b0 };
        if let Some(s) = bucket.slots.iter().find(|s| s.read().0 == K::default()) {
            s.write(key, data);
            self.len.fetch_add(1, Relaxed);
            return;
        }
        let s = b0
            .slots
            .iter()
            .chain(b1.slots.iter())
            .min_by_key(|s| value(s.read().1))
            .expect("a bucket has slots");
        s.write(key, data);
    }
}

/// 60% of the memory the system reports available (16 GB if it does not say): what the
/// length table may take, counting both tables while it grows.
pub(in crate::ai::breakthrough) fn memory_budget() -> usize {
    let available = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| {
            let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
            let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(kb * 1024)
        })
        .unwrap_or(16 << 30);
    available / 10 * 6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_their_order_and_the_proven_values() {
        let mut last = 0;
        let mut ns: Vec<u32> = (0..31)
            .map(|e| 1u32 << e)
            .flat_map(|p| [p - 1, p, p + 1, p + p / 2])
            .collect();
        ns.sort_unstable();
        for n in ns {
            let code = encode(n);
            assert!(code >= last, "{n}");
            last = code;
            let back = decode(code);
            assert!(
                back <= n && n - back <= n >> (EXACT_BITS - 1),
                "{n} came back {back}"
            );
            assert!(code < NUMBER_MASK);
        }
        assert_eq!((decode(encode(0)), decode(encode(u32::MAX))), (0, u32::MAX));
        assert_eq!(decode(encode(16_383)), 16_383);
        assert_eq!(decode(encode(u32::MAX - 1)) >> 19, (u32::MAX - 1) >> 19);
    }

    #[test]
    fn entries_read_back_what_was_stored() {
        let mut t = Lengths::<u64>::new(1 << 20);
        t.reserve(20_000);
        for k in 1..20_000u64 {
            t.update(k, |e| {
                e.bounds.win_no = (k % 50) as u32;
                e.numbers = (k % 3 == 0).then_some((k as u32, 0));
            });
        }
        assert_eq!(t.get(0), None);
        let e = t.get(12_346).expect("a table of 1 MB holds 20,000 entries");
        assert_eq!(e.bounds.win_no, 46);
        assert_eq!(e.numbers, None);
        assert_eq!(t.get(12_003).unwrap().numbers, Some((12_003, 0)));
        t.update(1, |e| e.numbers = Some((1 << 20 | 1, 0)));
        assert_eq!(t.get(1).unwrap().numbers, Some((1 << 20, 0)), "approximate");
        t.update(12_346, |e| e.bounds.lose_yes = 7);
        let e = t.get(12_346).unwrap();
        assert_eq!(
            (e.bounds.win_no, e.bounds.lose_yes, e.bounds.win_yes),
            (46, 7, u32::MAX)
        );
    }

    #[test]
    fn growing_keeps_every_entry() {
        // 16,384 slots to start with: half full, then grown and filled to 120,000.
        let mut t = Lengths::<u64>::new(1 << 30);
        let put = |t: &Lengths<u64>, keys: std::ops::Range<u64>| {
            for k in keys {
                t.update(k, |e| e.bounds.lose_no = (k % 100) as u32);
            }
        };
        put(&t, 1..8_000);
        t.reserve(120_000);
        put(&t, 8_000..120_000);
        assert_eq!(t.len(), 119_999);
        assert!((1..120_000u64).all(|k| t.get(k).unwrap().bounds.lose_no == (k % 100) as u32));
    }

    #[test]
    fn threads_writing_at_once_never_mix_entries() {
        // Four threads store overlapping keys in a table too small for them, each entry
        // saying which key it belongs to: whatever survives must still say so.
        let t = Lengths::<u64>::new(64 << 10);
        let says = |k: u64| ((k % 97) as u32, (k / 97 % 97) as u32);
        std::thread::scope(|scope| {
            for thread in 0..4u64 {
                let t = &t;
                scope.spawn(move || {
                    for i in 0..200_000u64 {
                        let k = 1 + (i * 7 + thread * 1_000) % 50_000;
                        t.update(k, |e| (e.bounds.win_no, e.bounds.lose_no) = says(k));
                    }
                });
            }
        });
        let found: Vec<u64> = (1..=50_000).filter(|&k| t.get(k).is_some()).collect();
        assert!(found.len() > 1_000, "{} entries kept", found.len());
        for k in found {
            let e = t.get(k).unwrap();
            assert_eq!((e.bounds.win_no, e.bounds.lose_no), says(k), "{k}");
        }
    }

    #[test]
    fn growing_never_holds_more_than_the_budget() {
        let bucket = std::mem::size_of::<Bucket<u64>>();
        let mut t = Lengths::<u64>::new(16_384 * bucket);
        assert_eq!(t.buckets.len(), 4_096);
        t.reserve(1 << 30);
        assert_eq!(
            t.buckets.len(),
            12_288,
            "the old 4,096 buckets are still there"
        );
        t.reserve(1 << 31);
        assert_eq!(
            t.buckets.len(),
            12_288,
            "no room for a larger table beside this one"
        );
    }

    #[test]
    fn a_full_table_keeps_proven_results_and_deep_bounds() {
        let mut t = Lengths::<u128>::new(64 << 10);
        t.reserve(1 << 20);
        t.update(1, |e| e.numbers = Some((0, u32::MAX)));
        t.update(2, |e| e.bounds.win_no = 40);
        for k in 3..100_000u128 {
            t.update(k << 70 | k, |e| e.bounds.lose_no = 2);
        }
        assert!(t.len() <= (64 << 10) / 16);
        assert_eq!(t.get(1).unwrap().numbers, Some((0, u32::MAX)));
        assert_eq!(t.get(2).unwrap().bounds.win_no, 40);
    }
}
