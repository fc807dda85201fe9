//! PNG encoding: an indexed (palette) image when the picture allows, else 24-bit RGB with
//! the `png` crate's fast DEFLATE (fdeflate). A board has large flat areas and a few thousand
//! distinct colours at most (anti-aliased edges, shaded pieces), so 256 colours chosen
//! well look the same to the eye and take a third of the bytes of 24-bit RGB.
//!
//! The palette: every colour that covers a sizeable area is kept exactly (backgrounds,
//! squares, text), and the rest (edges and gradients) is split by median cut into the
//! remaining entries, each mapped to its box's mean. Pictures with 256 colours or fewer
//! are encoded losslessly.

use png::{BitDepth, ColorType, Compression, DeflateCompression, Encoder, Filter};

use super::RenderError;

const PALETTE: usize = 256;
/// Colours covering at least this many pixels are kept exactly.
const FLAT: u32 = 48;
/// The same for a palette made from sample pictures: they hold more colours that cover
/// a little (every header mark, tinted squares under pieces of both sides), and kept
/// exact those would leave too few entries for edges and shading. Chosen against
/// `tests/render_reference.rs`: 48 left 0.2% of a 5x7 board's pixels visibly off,
/// 800 at most 0.04% on every reference board.
const SAMPLE_FLAT: u32 = 800;
/// At most this many palette entries go to exact colours; the rest to the median cut.
const MAX_EXACT: usize = 160;
/// Pictures with more distinct colours than this are written as RGB instead.
const MAX_DISTINCT: usize = 1 << 15;

/// PNG bytes for an opaque `width` × `height` picture given as RGBA quadruples (alpha
/// is ignored: opaque premultiplied pixels are their straight colours).
pub(crate) fn png(rgba: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    match Indexed::new(rgba) {
        Some(indexed) => write(
            width,
            height,
            ColorType::Indexed,
            Some(&indexed.palette),
            &indexed.pixels,
        ),
        None => {
            let rgb: Vec<u8> = rgba
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect();
            write(width, height, ColorType::Rgb, None, &rgb)
        }
    }
}

/// [`png`] indexed with a palette made beforehand (a board size's, from sample images)
/// rather than one made for this picture: the histogram and the median cut are the
/// larger part of an indexed encode. Used only when every colour covering an area is in
/// the palette; a picture with a new flat colour gets its own palette, as in [`png`].
pub(crate) fn png_with(
    rgba: &[u8],
    width: u32,
    height: u32,
    palette: Option<&Palette>,
) -> Result<Vec<u8>, RenderError> {
    match palette.and_then(|p| Some((p, p.index_covered(rgba)?))) {
        Some((p, pixels)) => write(width, height, ColorType::Indexed, Some(&p.rgb()), &pixels),
        None => png(rgba, width, height),
    }
}

fn write(
    width: u32,
    height: u32,
    color: ColorType,
    palette: Option<&[u8]>,
    data: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(data.len() / 8);
    let mut encoder = Encoder::new(&mut out, width, height);
    encoder.set_color(color);
    encoder.set_depth(BitDepth::Eight);
    // Measured on boards (`breaker bench render`): fdeflate's fast mode is built for
    // filtered RGB and leaves palette indices nearly uncompressed (3x the bytes). zlib on
    // unfiltered indices through zlib-rs (flate2's backend, see Cargo.toml): level 2 takes
    // 12% less time than level 4 for 3% more bytes (8x8 midgame 53.6 KB against 51.9,
    // Breach 10x10 72.1 KB against 68.9; level 1 breaks the size targets).
    if palette.is_some() {
        encoder.set_deflate_compression(DeflateCompression::Level(2));
        encoder.set_filter(Filter::NoFilter);
    } else {
        encoder.set_compression(Compression::Fast);
    }
    if let Some(palette) = palette {
        encoder.set_palette(palette);
    }
    let mut writer = encoder.write_header().map_err(err)?;
    writer.write_image_data(data).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

/// Distinct colours and their pixel counts, in an open-addressing table (the picture's
/// pixels are looked up once each; consecutive equal pixels skip the lookup).
struct Histogram {
    keys: Vec<u32>,
    counts: Vec<u32>,
    /// Palette index per slot, filled once the palette is known.
    index: Vec<u8>,
    distinct: usize,
}

const EMPTY: u32 = u32::MAX;

impl Histogram {
    fn with_capacity(n: usize) -> Histogram {
        let cap = (n * 2).next_power_of_two();
        Histogram {
            keys: vec![EMPTY; cap],
            counts: vec![0; cap],
            index: Vec::new(),
            distinct: 0,
        }
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (key.wrapping_mul(0x9e37_79b1) >> 8) as usize & mask;
        while self.keys[i] != key && self.keys[i] != EMPTY {
            i = (i + 1) & mask;
        }
        i
    }

    /// The same lookup in the smallest table that keeps probes short, once counting is
    /// over: a palette kept for many pictures is looked up a million times each.
    fn compact(&mut self) {
        let cap = (self.distinct * 2).next_power_of_two().max(16);
        let mut small = Histogram {
            keys: vec![EMPTY; cap],
            counts: Vec::new(),
            index: vec![0; cap],
            distinct: self.distinct,
        };
        for (i, &k) in self.keys.iter().enumerate() {
            if k != EMPTY {
                let j = small.slot(k);
                small.keys[j] = k;
                small.index[j] = self.index[i];
            }
        }
        *self = small;
    }

    /// The colours of `rgba` and their pixel counts; `None` past [`MAX_DISTINCT`].
    fn of(rgba: &[u8]) -> Option<Histogram> {
        let mut hist = Histogram::with_capacity(MAX_DISTINCT);
        let mut run = (EMPTY, 0u32);
        for p in rgba.chunks_exact(4) {
            let k = key(p);
            if k == run.0 {
                run.1 += 1;
            } else {
                if run.1 > 0 && !hist.add(run.0, run.1) {
                    return None;
                }
                run = (k, 1);
            }
        }
        if run.1 > 0 && !hist.add(run.0, run.1) {
            return None;
        }
        Some(hist)
    }

    /// Raises `key`'s count to at least `n`; `false` once the table is full.
    fn raise(&mut self, key: u32, n: u32) -> bool {
        let i = self.slot(key);
        let have = if self.keys[i] == EMPTY {
            0
        } else {
            self.counts[i]
        };
        n <= have || self.add(key, n - have)
    }

    /// Counts `n` more pixels of `key`; `false` once the table is full.
    fn add(&mut self, key: u32, n: u32) -> bool {
        let i = self.slot(key);
        if self.keys[i] == EMPTY {
            if self.distinct >= MAX_DISTINCT {
                return false;
            }
            self.keys[i] = key;
            self.distinct += 1;
        }
        self.counts[i] += n;
        true
    }
}

fn key(p: &[u8]) -> u32 {
    (p[0] as u32) << 16 | (p[1] as u32) << 8 | p[2] as u32
}

fn channels(key: u32) -> [u8; 3] {
    [(key >> 16) as u8, (key >> 8) as u8, key as u8]
}

struct Indexed {
    palette: Vec<u8>,
    pixels: Vec<u8>,
}

impl Indexed {
    fn new(rgba: &[u8]) -> Option<Indexed> {
        let mut palette = Palette::from_samples(rgba)?;
        let pixels = palette.index(rgba);
        Some(Indexed {
            palette: palette.rgb(),
            pixels,
        })
    }
}

/// At most 256 colours chosen for a picture (or a sample of several, for an animation's
/// shared palette), and the way from any colour to its entry.
pub(crate) struct Palette {
    colours: Vec<[u8; 3]>,
    hist: Histogram,
    /// Colours the samples did not have, mapped to their nearest entry once each.
    unseen: std::collections::HashMap<u32, u8>,
}

impl Palette {
    /// The palette for `rgba`'s colours; `None` when it has too many to index well.
    pub(crate) fn from_samples(rgba: &[u8]) -> Option<Palette> {
        Palette::from_samples_within(rgba, PALETTE)
    }

    /// [`Palette::from_samples`] with at most `size` (1..=256) entries, leaving the other
    /// indices free (a GIF's transparent index).
    pub(crate) fn from_samples_within(rgba: &[u8], size: usize) -> Option<Palette> {
        Palette::build(rgba, size, FLAT)
    }

    /// The palette for several pictures of one kind (`images`), to index every picture
    /// of that kind with: a colour counts as much as it covers in the picture where it
    /// covers most, and is kept exact if that is a large area ([`SAMPLE_FLAT`]).
    pub(crate) fn from_images(images: &[&[u8]]) -> Option<Palette> {
        let mut hist = Histogram::with_capacity(MAX_DISTINCT);
        for rgba in images {
            let one = Histogram::of(rgba)?;
            for (i, &k) in one.keys.iter().enumerate() {
                if k != EMPTY && !hist.raise(k, one.counts[i]) {
                    return None;
                }
            }
        }
        Palette::from_histogram(hist, PALETTE, SAMPLE_FLAT)
    }

    fn build(rgba: &[u8], size: usize, flat: u32) -> Option<Palette> {
        Palette::from_histogram(Histogram::of(rgba)?, size, flat)
    }

    fn from_histogram(mut hist: Histogram, size: usize, flat: u32) -> Option<Palette> {
        let size = size.clamp(1, PALETTE);
        let mut colours: Vec<(u32, u32, usize)> = (0..hist.keys.len())
            .filter(|&i| hist.keys[i] != EMPTY)
            .map(|i| (hist.keys[i], hist.counts[i], i))
            .collect();
        // Most frequent first; ties by colour so the palette is deterministic.
        colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        hist.index = vec![0; hist.keys.len()];
        let mut palette: Vec<[u8; 3]> = Vec::with_capacity(size);
        let exact = if colours.len() <= size {
            colours.len()
        } else {
            colours
                .iter()
                .take(MAX_EXACT.min(size))
                .take_while(|c| c.1 >= flat)
                .count()
        };
        for (n, &(k, _, slot)) in colours[..exact].iter().enumerate() {
            palette.push(channels(k));
            hist.index[slot] = n as u8;
        }
        median_cut(
            &mut colours[exact..],
            size - exact,
            &mut palette,
            &mut hist.index,
        );
        hist.compact();
        Some(Palette {
            colours: palette,
            hist,
            unseen: std::collections::HashMap::new(),
        })
    }

    /// How many entries the palette has.
    pub(crate) fn len(&self) -> usize {
        self.colours.len()
    }

    /// The entries as RGB triples, for the file's colour table.
    pub(crate) fn rgb(&self) -> Vec<u8> {
        self.colours.concat()
    }

    /// `rgba`'s pixels as palette indices.
    pub(crate) fn index(&mut self, rgba: &[u8]) -> Vec<u8> {
        let mut pixels = Vec::with_capacity(rgba.len() / 4);
        let mut last = (EMPTY, 0u8);
        for p in rgba.chunks_exact(4) {
            let k = key(p);
            if k != last.0 {
                last = (k, self.entry(k));
            }
            pixels.push(last.1);
        }
        pixels
    }

    /// The entries of `rgba`'s pixels where they differ from `before`'s (the same
    /// length), `unchanged` where they do not, appended to `out`: a frame drawn over the
    /// one before.
    pub(crate) fn index_changes(
        &mut self,
        rgba: &[u8],
        before: &[u8],
        unchanged: u8,
        out: &mut Vec<u8>,
    ) {
        let mut last = (EMPTY, 0u8);
        // 16 pixels at a time compared as memory: most of a frame's rectangle is unchanged.
        for (ps, bs) in rgba.chunks(64).zip(before.chunks(64)) {
            if ps == bs {
                out.resize(out.len() + ps.len() / 4, unchanged);
                continue;
            }
            for (p, b) in ps.chunks_exact(4).zip(bs.chunks_exact(4)) {
                if p == b {
                    out.push(unchanged);
                    continue;
                }
                let k = key(p);
                if k != last.0 {
                    last = (k, self.entry(k));
                }
                out.push(last.1);
            }
        }
    }

    /// `rgba`'s pixels as indices if the palette covers the picture: a colour it lacks
    /// goes to its nearest entry, but one covering an area ([`FLAT`] pixels) means the
    /// picture has something the palette was not made for (`None`).
    pub(crate) fn index_covered(&self, rgba: &[u8]) -> Option<Vec<u8>> {
        let mut pixels = Vec::with_capacity(rgba.len() / 4);
        self.index_runs(rgba, &mut Unseen::default(), &mut pixels)?;
        Some(pixels)
    }

    /// [`Palette::index_covered`] for a picture drawn over `base` (its size's empty
    /// board, the same size), whose indices are `base_index`: wherever 16 pixels are
    /// still the base's, their indices are copied rather than looked up. Most of a board
    /// is untouched squares and margins, so most of the picture is copied.
    pub(crate) fn index_covered_over(
        &self,
        rgba: &[u8],
        base: &[u8],
        base_index: &[u8],
    ) -> Option<Vec<u8>> {
        if base.len() != rgba.len() || base_index.len() * 4 != base.len() {
            return self.index_covered(rgba);
        }
        let mut pixels = Vec::with_capacity(rgba.len() / 4);
        let mut unseen = Unseen::default();
        const CHUNK: usize = 64;
        let mut start = 0;
        // `start..at` is a stretch that differs from the base, indexed in one go.
        for (at, (ps, bs)) in (0..)
            .step_by(CHUNK)
            .zip(rgba.chunks(CHUNK).zip(base.chunks(CHUNK)))
        {
            if ps == bs {
                if start < at {
                    self.index_runs(&rgba[start..at], &mut unseen, &mut pixels)?;
                }
                pixels.extend_from_slice(&base_index[at / 4..(at + ps.len()) / 4]);
                start = at + ps.len();
            }
        }
        if start < rgba.len() {
            self.index_runs(&rgba[start..], &mut unseen, &mut pixels)?;
        }
        Some(pixels)
    }

    /// Appends `rgba`'s indices to `out`, counting the colours the palette lacks in
    /// `unseen`; `None` once one of them covers an area ([`FLAT`]).
    fn index_runs(&self, rgba: &[u8], unseen: &mut Unseen, out: &mut Vec<u8>) -> Option<()> {
        let (words, _) = rgba.as_chunks::<4>();
        let mut at = out.len();
        out.resize(at + words.len(), 0);
        // A board is mostly runs of one colour (squares, margins): each run is found by
        // comparing whole pixels, looked up once and written at once. Shading (pieces,
        // stones) is runs of one, so the last colour's entry is kept too.
        let mut last = (u32::MAX, 0u8);
        let mut i = 0;
        while i < words.len() {
            let w = u32::from_ne_bytes(words[i]);
            let mut end = i + 1;
            while end < words.len() && u32::from_ne_bytes(words[end]) == w {
                end += 1;
            }
            let run = end - i;
            let k = key(&words[i]);
            let entry = if k == last.0 {
                last.1
            } else {
                let slot = self.hist.slot(k);
                let entry = if self.hist.keys[slot] == k {
                    self.hist.index[slot]
                } else {
                    let e = unseen
                        .entry(k)
                        .or_insert_with(|| (nearest(&self.colours, k), 0));
                    e.1 += run as u32;
                    if e.1 >= FLAT {
                        return None;
                    }
                    e.0
                };
                last = (k, entry);
                entry
            };
            if run == 1 {
                out[at] = entry;
            } else {
                out[at..at + run].fill(entry);
            }
            at += run;
            i = end;
        }
        Some(())
    }

    fn entry(&mut self, k: u32) -> u8 {
        let slot = self.hist.slot(k);
        if self.hist.keys[slot] == k {
            return self.hist.index[slot];
        }
        let colours = &self.colours;
        *self.unseen.entry(k).or_insert_with(|| nearest(colours, k))
    }
}

/// Colours a palette lacks: their nearest entry and how many pixels they cover.
type Unseen = std::collections::HashMap<u32, (u8, u32)>;

/// The index of the entry of `colours` closest to `k`.
fn nearest(colours: &[[u8; 3]], k: u32) -> u8 {
    let c = channels(k);
    let distance = |e: &[u8; 3]| -> u32 {
        (0..3)
            .map(|i| (c[i] as i32 - e[i] as i32).pow(2) as u32)
            .sum()
    };
    (0..colours.len())
        .min_by_key(|&i| distance(&colours[i]))
        .unwrap_or(0) as u8
}

/// Splits `colours` into at most `boxes` boxes (the box with the widest channel range,
/// weighted by its pixels, at its weighted median), appends each box's mean to
/// `palette` and points the colours' slots in `index` at it.
fn median_cut(
    colours: &mut [(u32, u32, usize)],
    boxes: usize,
    palette: &mut Vec<[u8; 3]>,
    index: &mut [u8],
) {
    if colours.is_empty() || boxes == 0 {
        return;
    }
    // Boxes as ranges into `colours`, each with its split score and axis, computed once.
    let measure = |c: &[(u32, u32, usize)], a: usize, b: usize| -> (usize, usize, u64, usize) {
        let mut lo = [255u8; 3];
        let mut hi = [0u8; 3];
        let mut weight = 0u64;
        for &(k, count, _) in &c[a..b] {
            let ch = channels(k);
            for i in 0..3 {
                lo[i] = lo[i].min(ch[i]);
                hi[i] = hi[i].max(ch[i]);
            }
            weight += count as u64;
        }
        let ranges = [0, 1, 2].map(|i| (hi[i] - lo[i]) as u64);
        let axis = (0..3).max_by_key(|&i| ranges[i]).unwrap_or(0);
        let score = if b - a > 1 { ranges[axis] * weight } else { 0 };
        (a, b, score, axis)
    };
    let mut parts = vec![measure(colours, 0, colours.len())];
    while parts.len() < boxes {
        let Some(i) = (0..parts.len())
            .filter(|&i| parts[i].2 > 0)
            .max_by_key(|&i| parts[i].2)
        else {
            break;
        };
        let (a, b, _, axis) = parts[i];
        let part = &mut colours[a..b];
        part.sort_unstable_by_key(|c| (channels(c.0)[axis], c.0));
        let total: u64 = part.iter().map(|c| c.1 as u64).sum();
        let mut acc = 0u64;
        let mut cut = 1;
        for (j, c) in part.iter().enumerate() {
            acc += c.1 as u64;
            if acc * 2 >= total {
                cut = j.clamp(1, part.len() - 1);
                break;
            }
        }
        parts[i] = measure(colours, a, a + cut);
        parts.push(measure(colours, a + cut, b));
    }
    for (a, b, _, _) in parts {
        let n = palette.len() as u8;
        let mut sum = [0u64; 3];
        let mut weight = 0u64;
        for &(k, count, slot) in &colours[a..b] {
            let ch = channels(k);
            for i in 0..3 {
                sum[i] += ch[i] as u64 * count as u64;
            }
            weight += count as u64;
            index[slot] = n;
        }
        let w = weight.max(1);
        palette.push(sum.map(|s| ((s + w / 2) / w) as u8));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> Vec<u8> {
        image::load_from_memory(png).unwrap().to_rgb8().into_raw()
    }

    fn encode(rgb: &[u8], w: u32, h: u32) -> Vec<u8> {
        let rgba: Vec<u8> = rgb
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect();
        png(&rgba, w, h).unwrap()
    }

    #[test]
    fn few_colours_are_lossless() {
        let rgb: Vec<u8> = (0..64 * 32)
            .flat_map(|i| {
                let v = (i % 200) as u8;
                [v, 255 - v, 7]
            })
            .collect();
        let png = encode(&rgb, 64, 32);
        assert_eq!(decode(&png), rgb);
        assert_eq!(png[25], 3, "colour type 3: indexed");
    }

    #[test]
    fn many_colours_come_close() {
        // A smooth two-channel gradient: 4096 colours, none frequent.
        let rgb: Vec<u8> = (0..64u32 * 64)
            .flat_map(|i| [(i % 64 * 4) as u8, (i / 64 * 4) as u8, 90])
            .collect();
        let png = encode(&rgb, 64, 64);
        assert_eq!(png[25], 3);
        let back = decode(&png);
        let worst = rgb.iter().zip(&back).map(|(a, b)| a.abs_diff(*b)).max();
        assert!(worst.unwrap() <= 12, "{worst:?}");
    }

    #[test]
    fn a_kept_palette_indexes_its_kind_and_refuses_a_new_flat_colour() {
        let picture = |flat: [u8; 3], spot: [u8; 3]| -> Vec<u8> {
            (0..64 * 64)
                .flat_map(|i| {
                    let c = if i % 64 < 8 { spot } else { flat };
                    [c[0], c[1], c[2], 255]
                })
                .collect()
        };
        let a = picture([10, 20, 30], [200, 0, 0]);
        let b = picture([10, 20, 30], [0, 0, 200]);
        let palette = Palette::from_images(&[&a, &b]).unwrap();
        assert_eq!(palette.len(), 3);
        let png = png_with(&a, 64, 64, Some(&palette)).unwrap();
        assert_eq!(decode(&png), rgb_of(&a));
        // A colour the samples never had, over an area: the picture gets its own palette
        // and comes out exact all the same.
        let c = picture([10, 20, 30], [0, 250, 0]);
        assert!(palette.index_covered(&c).is_none());
        let png = png_with(&c, 64, 64, Some(&palette)).unwrap();
        assert_eq!(decode(&png), rgb_of(&c));
        // A few pixels of a new colour go to the nearest entry.
        let mut d = a.clone();
        d[..4].copy_from_slice(&[12, 22, 31, 255]);
        assert_eq!(
            palette.index_covered(&d).unwrap()[0],
            palette.index_covered(&a).unwrap()[8]
        );
    }

    fn rgb_of(rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect()
    }

    #[test]
    fn too_many_colours_fall_back_to_rgb() {
        let rgb: Vec<u8> = (0..256u32 * 200)
            .flat_map(|i| [(i % 256) as u8, (i / 256) as u8, (i * 7 % 256) as u8])
            .collect();
        let png = encode(&rgb, 256, 200);
        assert_eq!(png[25], 2, "colour type 2: RGB");
        assert_eq!(decode(&png), rgb);
    }
}
