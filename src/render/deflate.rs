//! A DEFLATE encoder made for a band of board rows: one dynamic-Huffman block, then a
//! sync flush (byte-aligned, not final, referring to nothing before it).
//!
//! A board's rows repeat: a square's rows are mostly the row above, its flat colour is
//! a run, and the same piece recurs a square or two to the left. zlib searches hash
//! chains for any earlier match; this encoder tries the few places a match can be in
//! such a picture (the row above, the byte before, and the last place the next four
//! bytes were seen) and keeps the longest, greedily. A 64-row band of an 8×8 board (47
//! KB) takes it about 43 µs against zlib-rs's 60 at level 2, and comes out 3 % smaller;
//! a move's picture 8 % smaller (`breaker bench render`).
//!
//! ```
//! # use breaker::render::deflate::deflate_rows;
//! // Two PNG rows of four pixels (filter byte 0 first), the second as the first.
//! let rows = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4];
//! let mut block = deflate_rows(&rows, 5);
//! block.extend([3, 0]); // a final empty block closes the stream
//! let mut inflated = Vec::new();
//! use std::io::Read;
//! flate2::read::DeflateDecoder::new(&block[..]).read_to_end(&mut inflated).unwrap();
//! assert_eq!(inflated, rows);
//! ```

/// DEFLATE's longest match and farthest distance.
pub(super) const MAX_MATCH: usize = 258;
pub(super) const WINDOW: usize = 32_768;
/// Shorter matches cost about what their literals do.
const MIN_MATCH: usize = 4;
/// Positions remembered by the hash of their next four bytes.
const HASH_BITS: u32 = 13;

/// Compresses `rows` (PNG rows of `stride` bytes each, filter bytes included) as one
/// dynamic block and a sync flush: bytes that inflate to `rows`, can follow any whole
/// blocks, and can be followed by any.
pub fn deflate_rows(rows: &[u8], stride: usize) -> Vec<u8> {
    let tokens = tokens(rows, stride);
    let mut out = Writer::with_capacity(rows.len() / 6 + 256);
    block(&tokens, &mut out);
    sync_flush(&mut out);
    out.finish()
}

/// A literal byte, or a match (`len` ≥ 3 bytes from `dist` back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Token {
    Literal(u8),
    Match { len: u16, dist: u16 },
}

/// Greedy parsing: at each byte the longest of the candidate matches, else a literal.
fn tokens(data: &[u8], stride: usize) -> Vec<Token> {
    let mut head = vec![u32::MAX; 1 << HASH_BITS];
    let mut out = Vec::with_capacity(data.len() / 8);
    let mut i = 0;
    // Every match is 4 bytes at least: a candidate whose first four differ is no match.
    while i + 4 <= data.len() {
        let four = read32(data, i);
        let mut best = (0, 0);
        longer(data, i, four, stride, &mut best);
        if best.0 < MAX_MATCH {
            longer(data, i, four, 1, &mut best);
        }
        let h = hash(four);
        let seen = head[h];
        head[h] = i as u32;
        if best.0 < MAX_MATCH && seen != u32::MAX {
            longer(data, i, four, i - seen as usize, &mut best);
        }
        let (len, dist) = best;
        if len >= MIN_MATCH {
            out.push(Token::Match {
                len: len as u16,
                dist: dist as u16,
            });
            i += len;
        } else {
            out.push(Token::Literal(data[i]));
            i += 1;
        }
    }
    out.extend(data[i..].iter().map(|&b| Token::Literal(b)));
    out
}

fn read32(data: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(data[at..at + 4].try_into().unwrap())
}

/// `best` (length, distance) replaced by the match `dist` back from `at`, if longer.
/// `four`: the four bytes at `at`.
#[inline(always)]
fn longer(data: &[u8], at: usize, four: u32, dist: usize, best: &mut (usize, usize)) {
    if dist == 0 || dist > at || dist > WINDOW || read32(data, at - dist) != four {
        return;
    }
    // Only a match that also agrees at the best one's end can be longer (zlib's test).
    let end = best.0;
    if end > 0 && (at + end >= data.len() || data[at + end] != data[at + end - dist]) {
        return;
    }
    let len = match_length(data, at - dist, at);
    if len > best.0 {
        *best = (len, dist);
    }
}

fn hash(four: u32) -> usize {
    (four.wrapping_mul(2_654_435_761) >> (32 - HASH_BITS)) as usize
}

/// How many bytes from `at` repeat those from `from` (`from` < `at`), at most 258.
fn match_length(data: &[u8], from: usize, at: usize) -> usize {
    let limit = (data.len() - at).min(MAX_MATCH);
    let mut n = 0;
    while n + 8 <= limit {
        let a = u64::from_le_bytes(data[from + n..from + n + 8].try_into().unwrap());
        let b = u64::from_le_bytes(data[at + n..at + n + 8].try_into().unwrap());
        let diff = a ^ b;
        if diff != 0 {
            return n + (diff.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    while n < limit && data[from + n] == data[at + n] {
        n += 1;
    }
    n
}

/// RFC 1951 3.2.5: a length's symbol (257..) and extra bits, from its base.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order the code-length code's lengths are sent in.
const CLEN_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// The code (index into the bases) of `value` in `bases`.
const fn code_of(bases: &[u16], value: u16) -> usize {
    let mut c = 0;
    while c + 1 < bases.len() && bases[c + 1] <= value {
        c += 1;
    }
    c
}

/// A match length's code, by length (3..=258).
const LENGTH_CODE: [u8; 259] = {
    let mut t = [0u8; 259];
    let mut len = 3;
    while len <= 258 {
        t[len] = code_of(&LENGTH_BASE, len as u16) as u8;
        len += 1;
    }
    t
};

/// A distance's code: by distance up to 256, by distance / 128 above (zlib's table).
const DIST_CODE: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut d = 1;
    while d <= 256 {
        t[d - 1] = code_of(&DIST_BASE, d as u16) as u8;
        d += 1;
    }
    let mut k = 2;
    while k < 256 {
        t[256 + k] = code_of(&DIST_BASE, (k * 128 + 1) as u16) as u8;
        k += 1;
    }
    t
};

fn length_code(len: u16) -> usize {
    LENGTH_CODE[len as usize] as usize
}

fn distance_code(dist: u16) -> usize {
    let d = dist as usize - 1;
    (if d < 256 {
        DIST_CODE[d]
    } else {
        DIST_CODE[256 + (d >> 7)]
    }) as usize
}

/// One dynamic-Huffman block (not final) of `tokens`, end-of-block included.
fn block(tokens: &[Token], out: &mut Writer) {
    let mut lit_freq = [0u32; LITERALS];
    let mut dist_freq = [0u32; DISTANCES];
    count(tokens, &mut lit_freq, &mut dist_freq);
    let code = Code::of(lit_freq, dist_freq);
    code.header(out);
    for &t in tokens {
        code.token(t, out);
    }
    code.end(out);
}

/// Literal/length symbols (0..=285) and distance symbols (0..=29).
pub(super) const LITERALS: usize = 286;
pub(super) const DISTANCES: usize = 30;

/// Adds the symbols `tokens` use to the counts.
pub(super) fn count(
    tokens: &[Token],
    lit_freq: &mut [u32; LITERALS],
    dist_freq: &mut [u32; DISTANCES],
) {
    for t in tokens {
        match *t {
            Token::Literal(b) => lit_freq[b as usize] += 1,
            Token::Match { len, dist } => {
                lit_freq[257 + length_code(len)] += 1;
                dist_freq[distance_code(dist)] += 1;
            }
        }
    }
}

/// A dynamic block's two Huffman codes (literals and lengths, distances), with the
/// block header that sends them.
pub(super) struct Code {
    lit_len: Vec<u8>,
    lit_code: Vec<u32>,
    dist_len: Vec<u8>,
    dist_code: Vec<u32>,
}

impl Code {
    /// The codes for these symbol counts: a symbol counted 0 gets no code.
    pub(super) fn of(mut lit_freq: [u32; LITERALS], mut dist_freq: [u32; DISTANCES]) -> Code {
        lit_freq[256] = 1;
        // Every code needs two symbols at least to be a complete code.
        for f in lit_freq[..2].iter_mut().chain(dist_freq[..2].iter_mut()) {
            *f = (*f).max(1);
        }
        let lit_len = lengths(&lit_freq, 15);
        let dist_len = lengths(&dist_freq, 15);
        Code {
            lit_code: codes(&lit_len),
            dist_code: codes(&dist_len),
            lit_len,
            dist_len,
        }
    }

    /// The block's header: not final, dynamic, and the two codes' lengths.
    pub(super) fn header(&self, out: &mut impl Sink) {
        let hlit = 257.max(last_used(&self.lit_len));
        let hdist = 1.max(last_used(&self.dist_len));
        // The code lengths, run-length coded with symbols 16 (repeat), 17 and 18 (zeros).
        let all: Vec<u8> = self.lit_len[..hlit]
            .iter()
            .chain(&self.dist_len[..hdist])
            .copied()
            .collect();
        let runs = run_lengths(&all);
        let mut clen_freq = [0u32; 19];
        for &(sym, _) in &runs {
            clen_freq[sym as usize] += 1;
        }
        for f in clen_freq[..2].iter_mut() {
            *f = (*f).max(1);
        }
        let clen_len = lengths(&clen_freq, 7);
        let clen_code = codes(&clen_len);
        let hclen = 4.max(
            CLEN_ORDER
                .iter()
                .rposition(|&s| clen_len[s] != 0)
                .map_or(0, |p| p + 1),
        );

        out.bits(0b100, 3); // not final, dynamic Huffman (BTYPE 10)
        out.bits((hlit - 257) as u32, 5);
        out.bits((hdist - 1) as u32, 5);
        out.bits((hclen - 4) as u32, 4);
        for &s in &CLEN_ORDER[..hclen] {
            out.bits(clen_len[s] as u32, 3);
        }
        for &(sym, extra) in &runs {
            out.bits(clen_code[sym as usize], clen_len[sym as usize] as u32);
            match sym {
                16 => out.bits(extra as u32, 2),
                17 => out.bits(extra as u32, 3),
                18 => out.bits(extra as u32, 7),
                _ => {}
            }
        }
    }

    /// One token's codes (a symbol with no code is a caller's bug: checked in debug).
    #[inline(always)]
    pub(super) fn token(&self, t: Token, out: &mut impl Sink) {
        match t {
            Token::Literal(b) => {
                debug_assert!(self.lit_len[b as usize] > 0);
                out.bits(self.lit_code[b as usize], self.lit_len[b as usize] as u32)
            }
            Token::Match { len, dist } => {
                // A match's four fields in one write: at most 15 + 5 + 15 + 13 bits.
                let l = length_code(len);
                let d = distance_code(dist);
                debug_assert!(self.lit_len[257 + l] > 0 && self.dist_len[d] > 0);
                let (ll, le) = (self.lit_len[257 + l] as u32, LENGTH_EXTRA[l] as u32);
                let dl = self.dist_len[d] as u32;
                let bits = self.lit_code[257 + l] as u64
                    | ((len - LENGTH_BASE[l]) as u64) << ll
                    | (self.dist_code[d] as u64) << (ll + le)
                    | ((dist - DIST_BASE[d]) as u64) << (ll + le + dl);
                out.wide(bits, ll + le + dl + DIST_EXTRA[d] as u32);
            }
        }
    }

    /// The end of the block.
    pub(super) fn end(&self, out: &mut impl Sink) {
        out.bits(self.lit_code[256], self.lit_len[256] as u32);
    }
}

/// The sync flush closing a band: an empty stored block, its length and complement
/// byte-aligned.
pub(super) fn sync_flush(out: &mut Writer) {
    out.bits(0, 3);
    out.align();
    out.bytes(&[0, 0, 0xFF, 0xFF]);
}

/// One past the last symbol with a code.
fn last_used(lengths: &[u8]) -> usize {
    lengths.iter().rposition(|&l| l != 0).map_or(0, |p| p + 1)
}

/// Code lengths as run-length symbols: (symbol, its extra bits' value).
fn run_lengths(lengths: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let run = lengths[i..].iter().take_while(|&&x| x == l).count();
        if l == 0 && run >= 11 {
            let n = run.min(138);
            out.push((18, (n - 11) as u8));
            i += n;
        } else if l == 0 && run >= 3 {
            out.push((17, (run - 3) as u8));
            i += run;
        } else if l != 0 && run >= 4 {
            // The length once, then repeats of it, 3 to 6 at a time.
            out.push((l, 0));
            let mut left = run - 1;
            while left >= 3 {
                let n = left.min(6);
                out.push((16, (n - 3) as u8));
                left -= n;
            }
            for _ in 0..left {
                out.push((l, 0));
            }
            i += run;
        } else {
            out.push((l, 0));
            i += 1;
        }
    }
    out
}

/// Huffman code lengths for `freq` (0: unused), none over `limit` bits.
fn lengths(freq: &[u32], limit: u8) -> Vec<u8> {
    // Weight and symbol in one word, so the sort compares integers.
    let mut used: Vec<u64> = freq
        .iter()
        .enumerate()
        .filter(|(_, &f)| f > 0)
        .map(|(s, &f)| (f as u64) << 16 | s as u64)
        .collect();
    let mut out = vec![0u8; freq.len()];
    if used.len() == 1 {
        out[(used[0] & 0xFFFF) as usize] = 1;
        return out;
    }
    used.sort_unstable();
    // The tree by two queues: leaves in order of weight, then the merged nodes.
    let n = used.len();
    let mut weight: Vec<u64> = used.iter().map(|&w| w >> 16).collect();
    let mut parent = vec![0usize; 2 * n - 1];
    let (mut leaf, mut node) = (0, n);
    weight.reserve(n - 1);
    for next in n..2 * n - 1 {
        let mut pick = || {
            if leaf < n && (node >= next || weight[leaf] <= weight[node]) {
                leaf += 1;
                leaf - 1
            } else {
                node += 1;
                node - 1
            }
        };
        let (a, b) = (pick(), pick());
        weight.push(weight[a] + weight[b]);
        parent[a] = next;
        parent[b] = next;
    }
    // Depths from the root down (parents come after their children).
    let mut depth = vec![0u8; 2 * n - 1];
    for i in (0..2 * n - 2).rev() {
        depth[i] = depth[parent[i]] + 1;
    }
    // Too deep: move the deepest leaves up while keeping the code complete (Kraft sum
    // exactly one), then hand the shortest lengths to the most frequent symbols.
    let mut count = [0u32; 64];
    for &d in &depth[..n] {
        count[(d as usize).min(63)] += 1;
    }
    let limit = limit as usize;
    for d in limit + 1..64 {
        count[limit] += count[d];
        count[d] = 0;
    }
    let kraft =
        |count: &[u32; 64]| -> u64 { (1..=limit).map(|d| (count[d] as u64) << (limit - d)).sum() };
    let mut total = kraft(&count);
    while total > 1 << limit {
        count[limit] -= 1;
        if let Some(d) = (1..limit).rev().find(|&d| count[d] != 0) {
            count[d] -= 1;
            count[d + 1] += 2;
        }
        total -= 1;
    }
    // Shortest lengths to the heaviest symbols (`used` is lightest first).
    let mut sym = n;
    for (d, &c) in count.iter().enumerate().take(limit + 1).skip(1) {
        for _ in 0..c {
            sym -= 1;
            out[(used[sym] & 0xFFFF) as usize] = d as u8;
        }
    }
    out
}

/// Canonical codes for `lengths` (RFC 1951 3.2.2), bit-reversed for an LSB-first stream.
fn codes(lengths: &[u8]) -> Vec<u32> {
    let mut count = [0u32; 16];
    for &l in lengths {
        count[l as usize] += 1;
    }
    count[0] = 0;
    let mut next = [0u32; 16];
    let mut code = 0;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[l as usize];
            next[l as usize] += 1;
            c.reverse_bits() >> (32 - l as u32)
        })
        .collect()
}

/// Where codes go: the stream ([`Writer`]) or a piece of it made ahead ([`Bits`]).
pub(super) trait Sink {
    /// Up to 48 bits at once, least significant first.
    fn wide(&mut self, value: u64, count: u32);

    fn bits(&mut self, value: u32, count: u32) {
        self.wide(value as u64, count);
    }
}

/// Codes made ahead, to be copied into streams: whole words of 48 bits, then the rest.
#[derive(Clone, Debug, Default)]
pub(super) struct Bits {
    words: Vec<u64>,
    acc: u64,
    n: u32,
}

impl Sink for Bits {
    fn wide(&mut self, value: u64, count: u32) {
        if self.n + count <= 48 {
            self.acc |= value << self.n;
            self.n += count;
        } else {
            let room = 48 - self.n;
            self.words
                .push((self.acc | value << self.n) & ((1 << 48) - 1));
            self.acc = value >> room;
            self.n = count - room;
        }
    }
}

/// Bits written least significant first, as DEFLATE packs them.
pub(super) struct Writer {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Sink for Writer {
    #[inline(always)]
    fn wide(&mut self, value: u64, count: u32) {
        self.put(value, count);
    }
}

impl Writer {
    pub(super) fn with_capacity(bytes: usize) -> Writer {
        Writer {
            out: Vec::with_capacity(bytes),
            acc: 0,
            n: 0,
        }
    }

    /// `bits`, made ahead.
    #[inline]
    pub(super) fn append(&mut self, bits: &Bits) {
        for &w in &bits.words {
            self.put(w, 48);
        }
        self.put(bits.acc, bits.n);
    }

    /// Up to 48 bits at once.
    #[inline(always)]
    fn put(&mut self, value: u64, count: u32) {
        if self.n + count < 64 {
            self.acc |= value << self.n;
            self.n += count;
        } else {
            // n > 15 here, so the shift below is under 64.
            let room = 64 - self.n;
            self.acc |= value << self.n;
            self.out.extend_from_slice(&self.acc.to_le_bytes());
            self.acc = value >> room;
            self.n = count - room;
        }
    }

    /// Pads with zero bits to a whole byte and writes out what is pending.
    fn align(&mut self) {
        while self.n > 0 {
            // (n may exceed 8 bits of pending output: up to 63.)
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
        self.acc = 0;
    }

    fn bytes(&mut self, bytes: &[u8]) {
        debug_assert_eq!(self.n, 0);
        self.out.extend_from_slice(bytes);
    }

    pub(super) fn finish(mut self) -> Vec<u8> {
        self.align();
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use std::io::Read;

    /// `block` closed by a final empty block, inflated.
    fn inflate(block: &[u8]) -> Vec<u8> {
        let mut stream = block.to_vec();
        stream.extend([3, 0]);
        let mut out = Vec::new();
        flate2::read::DeflateDecoder::new(&stream[..])
            .read_to_end(&mut out)
            .expect("a valid stream");
        out
    }

    /// Rows like a board's: runs of a few colours, repeated rows, noise in places.
    fn rows(rng: &mut StdRng, width: usize, height: usize) -> Vec<u8> {
        let mut out = Vec::new();
        let mut row = vec![0u8; width];
        for _ in 0..height {
            out.push(0);
            match rng.gen_range(0..4) {
                0 => {}
                1 => rng.fill(&mut row[..]),
                _ => {
                    let mut x = 0;
                    while x < width {
                        let run = rng.gen_range(1..80).min(width - x);
                        let c = rng.gen_range(0..6);
                        row[x..x + run].fill(c);
                        x += run;
                    }
                }
            }
            out.extend_from_slice(&row);
        }
        out
    }

    #[test]
    fn bands_inflate_to_their_rows() {
        let mut rng = StdRng::seed_from_u64(7);
        for case in 0..200 {
            let width = rng.gen_range(1..700);
            let height = rng.gen_range(1..40);
            let data = rows(&mut rng, width, height);
            assert_eq!(
                inflate(&deflate_rows(&data, width + 1)),
                data,
                "case {case}"
            );
        }
    }

    #[test]
    fn bands_one_after_another_inflate_as_one_stream() {
        let mut rng = StdRng::seed_from_u64(8);
        let (a, b) = (rows(&mut rng, 300, 20), rows(&mut rng, 300, 7));
        let mut stream = deflate_rows(&a, 301);
        stream.extend(deflate_rows(&b, 301));
        assert_eq!(inflate(&stream), [a, b].concat());
    }

    #[test]
    fn odd_inputs_inflate_too() {
        for data in [
            vec![],
            vec![0],
            vec![0, 255],
            vec![7; 100_000],
            (0..=255).collect::<Vec<u8>>(),
        ] {
            assert_eq!(inflate(&deflate_rows(&data, 1)), data);
            assert_eq!(inflate(&deflate_rows(&data, 100)), data);
        }
    }

    #[test]
    fn code_lengths_stay_within_their_limit_and_complete() {
        // Fibonacci weights make the deepest trees.
        let mut freq = vec![0u32; 286];
        let (mut a, mut b) = (1u32, 1u32);
        for f in freq.iter_mut().take(30) {
            *f = a;
            (a, b) = (b, a.saturating_add(b));
        }
        for limit in [7, 15] {
            let l = lengths(&freq, limit);
            assert!(l.iter().all(|&x| x <= limit));
            let kraft: f64 = l
                .iter()
                .filter(|&&x| x > 0)
                .map(|&x| 0.5f64.powi(x as i32))
                .sum();
            assert!((kraft - 1.0).abs() < 1e-9, "complete: {kraft}");
        }
    }

    #[test]
    fn a_flat_band_compresses_to_almost_nothing() {
        let data: Vec<u8> = (0..64)
            .flat_map(|_| [[0u8].as_slice(), &[3; 600]].concat())
            .collect();
        let z = deflate_rows(&data, 601);
        assert!(z.len() < 400, "{} bytes for 38 KB of one colour", z.len());
    }
}
