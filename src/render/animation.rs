//! Animated GIFs from board PNGs: one frame per position, the last one held longer, under
//! a size limit by dropping frames evenly.
//!
//! Boards have few colours and a move changes a few squares, so the frames share one
//! palette (chosen from the first and last boards) and each frame after the first holds
//! only the rectangle that changed from the frame before. The frames come as drawn pixels
//! (a replay paints each over the one before, [`crate::render::FramePainter`]), not as
//! PNGs quantised one by one, so unchanged areas stay identical and only the changed
//! rectangle is indexed; its unchanged pixels are compressed as runs (`Lzw`). Pictures
//! with too many colours fall back to the `image` crate's GIF encoder, whole frames each
//! quantised on its own.

use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, Frame, RgbaImage};
use std::borrow::Cow;

use super::encode::Palette;
use super::{Pixels, RenderError};

/// How long each frame shows, and the last one.
pub const FRAME_MS: u32 = 800;
pub const LAST_FRAME_MS: u32 = 4000;

/// The indices of `count` frames kept out of `total`, evenly spread, first and last kept.
pub fn spread(total: usize, count: usize) -> Vec<usize> {
    if count >= total {
        return (0..total).collect();
    }
    match count {
        0 => vec![],
        1 => vec![total - 1],
        _ => (0..count).map(|i| i * (total - 1) / (count - 1)).collect(),
    }
}

/// An animated GIF of `frames` (PNG bytes, all the same size): [`gif_of`] over the
/// decoded images.
pub fn gif(frames: &[Vec<u8>], max_bytes: usize) -> Result<Vec<u8>, RenderError> {
    gif_of(
        frames.len(),
        |i| {
            let image = image::load_from_memory_with_format(&frames[i], image::ImageFormat::Png)
                .map_err(|e| RenderError::Encode(e.to_string()))?
                .into_rgba8();
            Ok(Pixels {
                width: image.width(),
                height: image.height(),
                rgba: image.into_raw(),
            })
        },
        max_bytes,
    )
}

/// The most frames a replay shows: longer games drop frames evenly (never the first or
/// last), so a GIF's making time and size are bounded whatever the game's length.
pub const MAX_FRAMES: usize = 400;

/// An animated GIF of `count` frames, frame `i` drawn by `frame(i)` (all the same size),
/// of at most `max_bytes` and [`MAX_FRAMES`] frames, looping forever; frames are dropped
/// evenly (never the first or last) until it fits. The first and last frames choose the
/// palette. Frames are drawn, turned into palette indices and written to the encoder one
/// at a time, so only a few pictures are held at once whatever the game's length (a GIF
/// over the limit is made again from fewer frames, drawn again).
pub fn gif_of(
    count: usize,
    mut frame: impl FnMut(usize) -> Result<Pixels, RenderError>,
    max_bytes: usize,
) -> Result<Vec<u8>, RenderError> {
    if count == 0 {
        return Err(RenderError::Encode("a replay needs a frame".to_string()));
    }
    let first = frame(0)?;
    let last = if count > 1 {
        Some(frame(count - 1)?)
    } else {
        None
    };
    let (width, height) = (first.width, first.height);
    let same_size = |p: &Pixels| {
        if (p.width, p.height) == (width, height) {
            Ok(())
        } else {
            Err(RenderError::Encode(
                "replay frames differ in size".to_string(),
            ))
        }
    };
    if let Some(l) = &last {
        same_size(l)?;
    }
    let mut sample = first.rgba.clone();
    if let Some(l) = &last {
        sample.extend_from_slice(&l.rgba);
    }
    // One index stays free: "unchanged" in frames after the first.
    let Some(mut palette) = Palette::from_samples_within(&sample, 255) else {
        drop(sample);
        return gif_whole(count, first, last, frame, max_bytes);
    };
    drop(sample);
    // The ends kept as drawn: every attempt starts and ends with them.
    fit(count, max_bytes, |chosen| {
        let n = chosen.len();
        let mut next = |k: usize| -> Result<Cow<'_, Pixels>, RenderError> {
            let i = chosen[k];
            if i == 0 {
                return Ok(Cow::Borrowed(&first));
            }
            if i + 1 == count {
                if let Some(l) = &last {
                    return Ok(Cow::Borrowed(l));
                }
            }
            let pixels = frame(i)?;
            same_size(&pixels)?;
            Ok(Cow::Owned(pixels))
        };
        encode_indexed(width, height, &mut palette, n, &mut next)
    })
}

/// Encodes the frames `encode` is given (at most [`MAX_FRAMES`]), dropping frames evenly
/// until the GIF fits.
fn fit(
    count: usize,
    max_bytes: usize,
    mut encode: impl FnMut(&[usize]) -> Result<Vec<u8>, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    let mut keep = count.min(MAX_FRAMES);
    loop {
        let bytes = encode(&spread(count, keep))?;
        if bytes.len() <= max_bytes || keep <= 2 {
            return Ok(bytes);
        }
        // Frames cost about the same, so aim a little under the limit.
        let per_frame = bytes.len() / keep;
        keep = (max_bytes * 9 / 10 / per_frame.max(1)).clamp(2, keep - 1);
    }
}

/// The fallback for pictures with too many colours to share a palette: whole frames,
/// each quantised on its own by the `image` crate's encoder, drawn and written one at a
/// time.
fn gif_whole(
    count: usize,
    first: Pixels,
    last: Option<Pixels>,
    mut frame: impl FnMut(usize) -> Result<Pixels, RenderError>,
    max_bytes: usize,
) -> Result<Vec<u8>, RenderError> {
    let image = |p: Pixels| {
        RgbaImage::from_raw(p.width, p.height, p.rgba)
            .ok_or_else(|| RenderError::Encode("a frame's pixels do not fill it".to_string()))
    };
    let first = image(first)?;
    let last = last.map(image).transpose()?;
    fit(count, max_bytes, |chosen| {
        let images = chosen
            .iter()
            .map(|&i| -> Result<Cow<'_, RgbaImage>, RenderError> {
                if i == 0 {
                    return Ok(Cow::Borrowed(&first));
                }
                if i + 1 == count {
                    if let Some(l) = &last {
                        return Ok(Cow::Borrowed(l));
                    }
                }
                Ok(Cow::Owned(image(frame(i)?)?))
            });
        encode(chosen.len(), images)
    })
}

/// Frames as palette indices: the first whole, each later one as the rectangle where it
/// differs from the one before, drawn over it, with the pixels that did not change in
/// the transparent index (one past the palette; long runs of one index cost next to
/// nothing in LZW). The rectangle is found on the drawn pixels and only it is indexed,
/// so a frame costs its drawing and the squares that changed.
fn encode_indexed<'a>(
    width: u32,
    height: u32,
    palette: &mut Palette,
    n: usize,
    next: &mut dyn FnMut(usize) -> Result<Cow<'a, Pixels>, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let too_big = || RenderError::Encode(format!("{width}x{height} is too big for a GIF"));
    let w = u16::try_from(width).map_err(|_| too_big())?;
    let h = u16::try_from(height).map_err(|_| too_big())?;
    let keep = palette.len() as u8;
    let mut rgb = palette.rgb();
    rgb.extend_from_slice(&[0, 0, 0]);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, w, h, &rgb).map_err(err)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        // The frame before, as drawn: the only other picture held.
        let mut previous: Option<Cow<'a, Pixels>> = None;
        let mut buffer = Vec::new();
        let mut lzw = Lzw::new();
        let mut packed = Vec::new();
        for i in 0..n {
            let current = next(i)?;
            let ms = if i + 1 == n { LAST_FRAME_MS } else { FRAME_MS };
            let (left, top, right, bottom) = match &previous {
                None => (0, 0, width, height),
                Some(before) => changed(&before.rgba, &current.rgba, width, height),
            };
            buffer.clear();
            for y in top..bottom {
                let span = (y * width + left) as usize * 4..(y * width + right) as usize * 4;
                let row = &current.rgba[span.clone()];
                match &previous {
                    None => buffer.extend_from_slice(&palette.index(row)),
                    Some(before) => {
                        palette.index_changes(row, &before.rgba[span], keep, &mut buffer)
                    }
                }
            }
            packed.clear();
            lzw.encode(&buffer, keep, &mut packed);
            let frame = gif::Frame {
                delay: (ms / 10) as u16,
                dispose: gif::DisposalMethod::Keep,
                left: left as u16,
                top: top as u16,
                width: (right - left) as u16,
                height: (bottom - top) as u16,
                buffer: Cow::Borrowed(&packed),
                transparent: previous.as_ref().map(|_| keep),
                ..gif::Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).map_err(err)?;
            previous = Some(current);
        }
    }
    Ok(out)
}

/// The first pixel where two RGBA rows differ: 16 pixels at a time compared as memory,
/// then pixel by pixel.
fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    let mut at = 0;
    for (x, y) in a.chunks(64).zip(b.chunks(64)) {
        if x != y {
            let pixels = x.chunks_exact(4).zip(y.chunks_exact(4));
            return pixels.map(|(p, q)| p != q).position(|d| d).map(|i| at + i);
        }
        at += x.len() / 4;
    }
    None
}

/// The last pixel where two RGBA rows (of whole pixels) differ.
fn last_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    let mut end = a.len() / 4;
    for (x, y) in a.rchunks(64).zip(b.rchunks(64)) {
        let start = end - x.len() / 4;
        if x != y {
            let pixels = x.chunks_exact(4).zip(y.chunks_exact(4));
            return pixels
                .map(|(p, q)| p != q)
                .rposition(|d| d)
                .map(|i| start + i);
        }
        end = start;
    }
    None
}

/// GIF's LZW compression (8-bit symbols, codes least significant bit first), written as
/// `gif`'s pre-encoded frames take it: the minimum code size, then the codes. The codes
/// follow giflib's rules (the code width grows once the next free code needs it; the table
/// is cleared when full), but a run of one symbol (`run`: the transparent index, a
/// frame's unchanged pixels) costs a step per code written rather than per pixel: the
/// table's codes for that symbol repeated 1, 2, 3… times are kept in a list, so the
/// longest match inside a run is found at once. A frame's rectangle spans the header and
/// the squares that changed, mostly unchanged pixels between them: encoded byte by byte,
/// they were most of a replay's time.
struct Lzw {
    /// Open addressing: `(prefix << 8 | symbol)` and the code of that string.
    keys: Vec<u32>,
    codes: Vec<u16>,
    /// `chain[j - 1]`: the code of `run` repeated `j` times (a contiguous list: the
    /// string of j + 1 is only added after the string of j was written).
    chain: Vec<u16>,
}

const LZW_SLOTS: usize = 1 << 13;
const LZW_EMPTY: u32 = u32::MAX;
const LZW_CLEAR: u16 = 256;
const LZW_END: u16 = 257;
const LZW_FIRST: u16 = 258;
/// giflib's LZ_MAX_CODE: the table is cleared rather than given this code.
const LZW_LIMIT: u16 = 4095;

/// The codes written so far, packed least significant bit first.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits<'_> {
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= u64::from(code) << self.n;
        self.n += width;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    fn flush(&mut self) {
        if self.n > 0 {
            self.out.push(self.acc as u8);
        }
        (self.acc, self.n) = (0, 0);
    }
}

impl Lzw {
    fn new() -> Lzw {
        Lzw {
            keys: vec![LZW_EMPTY; LZW_SLOTS],
            codes: vec![0; LZW_SLOTS],
            chain: Vec::new(),
        }
    }

    fn slot(&self, key: u32) -> usize {
        let mut i = (key.wrapping_mul(0x9e37_79b1) >> (32 - 13)) as usize;
        while self.keys[i] != key && self.keys[i] != LZW_EMPTY {
            i = (i + 1) & (LZW_SLOTS - 1);
        }
        i
    }

    fn get(&self, prefix: u16, symbol: u8) -> Option<u16> {
        let key = u32::from(prefix) << 8 | u32::from(symbol);
        let i = self.slot(key);
        (self.keys[i] == key).then(|| self.codes[i])
    }

    fn reset(&mut self, run: u8) {
        self.keys.fill(LZW_EMPTY);
        self.chain.clear();
        self.chain.push(u16::from(run));
    }

    /// Appends the minimum code size and the codes of `data` to `out`.
    fn encode(&mut self, data: &[u8], run: u8, out: &mut Vec<u8>) {
        out.push(8);
        let mut bits = Bits { out, acc: 0, n: 0 };
        self.reset(run);
        let (mut width, mut next) = (9u32, LZW_FIRST);
        bits.put(LZW_CLEAR, width);
        let Some(&first) = data.first() else {
            bits.put(LZW_END, width);
            bits.flush();
            return;
        };
        let mut prefix = u16::from(first);
        // The prefix is `run` repeated `j` times when j > 0.
        let mut j = usize::from(first == run);
        let mut i = 1;
        while i < data.len() {
            let symbol = data[i];
            if symbol == run && j > 0 {
                let length = data[i..].iter().take_while(|&&b| b == run).count();
                let mut left = length;
                loop {
                    let take = (self.chain.len() - j).min(left);
                    j += take;
                    left -= take;
                    if left == 0 {
                        break;
                    }
                    // The run goes on past the longest string of it in the table: write
                    // that one; the next string of the run is one longer.
                    let code = self.chain[j - 1];
                    self.emit(&mut bits, code, run, (&mut width, &mut next), run);
                    left -= 1;
                    j = 1;
                }
                prefix = self.chain[j - 1];
                i += length;
                continue;
            }
            match self.get(prefix, symbol) {
                Some(code) => {
                    prefix = code;
                    j = 0;
                }
                None => {
                    self.emit(&mut bits, prefix, symbol, (&mut width, &mut next), run);
                    prefix = u16::from(symbol);
                    j = usize::from(symbol == run);
                }
            }
            i += 1;
        }
        bits.put(prefix, width);
        // The decoder adds an entry on reading that code, and may widen as it does.
        if u32::from(next) >= 1 << width && width < 12 {
            width += 1;
        }
        bits.put(LZW_END, width);
        bits.flush();
    }

    /// Writes `code` (a string followed by `symbol` in the data) and adds that string
    /// plus `symbol` to the table, or clears the table when it is full.
    fn emit(
        &mut self,
        bits: &mut Bits<'_>,
        code: u16,
        symbol: u8,
        (width, next): (&mut u32, &mut u16),
        run: u8,
    ) {
        bits.put(code, *width);
        if u32::from(*next) >= 1 << *width && *width < 12 {
            *width += 1;
        }
        if *next >= LZW_LIMIT {
            bits.put(LZW_CLEAR, *width);
            self.reset(run);
            (*width, *next) = (9, LZW_FIRST);
            return;
        }
        let key = u32::from(code) << 8 | u32::from(symbol);
        let i = self.slot(key);
        self.keys[i] = key;
        self.codes[i] = *next;
        if symbol == run && self.chain.last() == Some(&code) {
            self.chain.push(*next);
        }
        *next += 1;
    }
}

/// The smallest rectangle `(left, top, right, bottom)` (exclusive ends) holding every
/// pixel that differs between two RGBA pictures; one pixel when none does, as a frame
/// cannot be empty.
fn changed(before: &[u8], after: &[u8], width: u32, height: u32) -> (u32, u32, u32, u32) {
    let (mut left, mut top, mut right, mut bottom) = (width, height, 0, 0);
    let stride = width as usize * 4;
    for y in 0..height {
        let row = y as usize * stride..(y as usize + 1) * stride;
        let (a, b) = (&before[row.clone()], &after[row]);
        // Rows compare as memory first: most rows of a frame are unchanged.
        if a == b {
            continue;
        }
        let first = first_difference(a, b).unwrap_or(0) as u32;
        let last = last_difference(a, b).unwrap_or(0) as u32;
        left = left.min(first);
        right = right.max(last + 1);
        top = top.min(y);
        bottom = y + 1;
    }
    if right == 0 {
        return (0, 0, 1, 1);
    }
    (left, top, right, bottom)
}

/// Whole frames, each quantised on its own.
fn encode<'a>(
    n: usize,
    images: impl Iterator<Item = Result<Cow<'a, RgbaImage>, RenderError>>,
) -> Result<Vec<u8>, RenderError> {
    let err = |e: image::ImageError| RenderError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        // Speed 10 of 1..=30: the board's few flat colours quantise well even so.
        let mut encoder = GifEncoder::new_with_speed(&mut out, 10);
        encoder.set_repeat(Repeat::Infinite).map_err(err)?;
        for (i, img) in images.enumerate() {
            let ms = if i + 1 == n { LAST_FRAME_MS } else { FRAME_MS };
            let frame =
                Frame::from_parts(img?.into_owned(), 0, 0, Delay::from_numer_denom_ms(ms, 1));
            encoder.encode_frame(frame).map_err(err)?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_keeps_ends_evenly() {
        assert_eq!(spread(5, 10), vec![0, 1, 2, 3, 4]);
        assert_eq!(spread(10, 4), vec![0, 3, 6, 9]);
        assert_eq!(spread(10, 2), vec![0, 9]);
        assert_eq!(spread(10, 1), vec![9]);
    }

    #[test]
    fn changed_is_the_box_around_the_differences() {
        let before = vec![0u8; 5 * 4 * 4];
        let mut after = before.clone();
        assert_eq!(changed(&before, &after, 5, 4), (0, 0, 1, 1));
        after[(5 + 3) * 4 + 2] = 1; // (3, 1), its blue
        after[(2 * 5 + 1) * 4] = 1; // (1, 2), its red
        assert_eq!(changed(&before, &after, 5, 4), (1, 1, 4, 3));
        // Rows longer than the 16 pixels compared at once.
        let row = vec![7u8; 40 * 4];
        for at in [0, 15, 16, 17, 23, 39] {
            let mut other = row.clone();
            other[at * 4 + 1] = 0;
            assert_eq!(first_difference(&row, &other), Some(at));
            assert_eq!(last_difference(&row, &other), Some(at));
        }
        let mut two = row.clone();
        (two[3 * 4], two[30 * 4]) = (0, 0);
        assert_eq!(
            (first_difference(&row, &two), last_difference(&row, &two)),
            (Some(3), Some(30))
        );
        assert_eq!(first_difference(&row, &row), None);
    }

    fn board(colour: [u8; 4], square: Option<(u32, u32)>) -> Vec<u8> {
        let mut img = RgbaImage::from_pixel(40, 30, image::Rgba([200, 180, 140, 255]));
        if let Some((x0, y0)) = square {
            for y in y0..y0 + 10 {
                for x in x0..x0 + 10 {
                    img.put_pixel(x, y, image::Rgba(colour));
                }
            }
        }
        let mut png = Vec::new();
        img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        png
    }

    #[test]
    fn frames_decode_to_the_boards_they_came_from() {
        use image::AnimationDecoder;
        let frames = vec![
            board([0, 0, 0, 255], None),
            board([20, 20, 20, 255], Some((0, 0))),
            board([20, 20, 20, 255], Some((20, 10))),
        ];
        let bytes = gif(&frames, MAX).unwrap();
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
        let decoded = decoder.into_frames().collect_frames().unwrap();
        assert_eq!(decoded.len(), 3);
        for (frame, png) in decoded.iter().zip(&frames) {
            let want = image::load_from_memory(png).unwrap().into_rgba8();
            assert_eq!(frame.buffer(), &want, "each frame shows its whole board");
        }
        let delays: Vec<u32> = decoded
            .iter()
            .map(|f| f.delay().numer_denom_ms().0 / f.delay().numer_denom_ms().1.max(1))
            .collect();
        assert_eq!(delays, [FRAME_MS, FRAME_MS, LAST_FRAME_MS]);
    }

    /// A game longer than the cap shows [`MAX_FRAMES`] frames, its first and last among
    /// them, each drawn once.
    #[test]
    fn long_games_are_capped_at_max_frames() {
        use image::AnimationDecoder;
        let count = 1000;
        let mut drawn = Vec::new();
        let bytes = gif_of(
            count,
            |i| {
                drawn.push(i);
                let mut rgba = vec![255u8; 8 * 8 * 4];
                // A different pixel lit per frame, two colours in all.
                let at = (i % 64) * 4;
                rgba[at..at + 3].copy_from_slice(&[0, 0, 0]);
                Ok(Pixels {
                    width: 8,
                    height: 8,
                    rgba,
                })
            },
            MAX,
        )
        .unwrap();
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
        assert_eq!(decoder.into_frames().count(), MAX_FRAMES);
        assert_eq!(drawn.len(), MAX_FRAMES, "each kept frame drawn once");
        assert_eq!(
            drawn[..2],
            [0, count - 1],
            "the ends first, for the palette"
        );
    }

    /// Frames compressed by [`Lzw`] decode to their pixels: long runs of the run symbol
    /// (longer than the table's strings of it, across table resets), other symbols, a
    /// run broken by one other symbol, data of one symbol, one pixel.
    #[test]
    fn lzw_frames_decode_to_their_pixels() {
        let mut rng = crate::games::rng::SplitMix64::new(7);
        let mut cases: Vec<Vec<u8>> = vec![vec![255], vec![3], vec![255; 100_000], vec![9; 5000]];
        for _ in 0..6 {
            let mut data = Vec::new();
            while data.len() < 60_000 {
                match rng.below(4) {
                    0 => data.extend(std::iter::repeat_n(255, rng.below(3000))),
                    1 => data.push(255),
                    2 => data.extend((0..rng.below(200)).map(|_| rng.below(256) as u8)),
                    _ => data.extend(std::iter::repeat_n(rng.below(8) as u8, rng.below(50))),
                }
            }
            cases.push(data);
        }
        let mut lzw = Lzw::new();
        for data in cases {
            let width = 300.min(data.len()) as u16;
            let height = (data.len() / width as usize) as u16;
            let pixels = &data[..width as usize * height as usize];
            let mut packed = Vec::new();
            lzw.encode(pixels, 255, &mut packed);
            let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
            let mut gif = Vec::new();
            {
                let mut encoder = gif::Encoder::new(&mut gif, width, height, &palette).unwrap();
                let frame = gif::Frame {
                    width,
                    height,
                    buffer: Cow::Borrowed(&packed),
                    ..gif::Frame::default()
                };
                encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
            }
            let mut options = gif::DecodeOptions::new();
            options.set_color_output(gif::ColorOutput::Indexed);
            let mut decoder = options.read_info(std::io::Cursor::new(gif)).unwrap();
            let frame = decoder.read_next_frame().unwrap().unwrap();
            assert!(&frame.buffer[..] == pixels, "{} pixels", pixels.len());
        }
    }

    const MAX: usize = 8 << 20;
}
