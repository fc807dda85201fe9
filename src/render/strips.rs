//! A whole image compressed strip by strip, each strip's DEFLATE kept under a name.
//!
//! Images that are not made in bands (Breach boards, Breakthrough sizes whose squares do
//! not fall on whole pixels) still change in a few places from one move to the next: a
//! stone or two, a marker, the header's words. So they are cut into strips (the
//! header's two parts, then [`ROWS`] rows each: [`spans`]), and a strip whose name was compressed before reuses that DEFLATE; the zlib
//! stream is assembled as for bands (`bands::png`). A strip is named one of two ways:
//!
//! - [`png_of`]: by what reaches into its rows (Breach: the stones, marks, the track,
//!   the footer, the header, each with the rows it may change). Only the strips not
//!   kept are drawn (only what reaches into them), indexed and compressed.
//! - [`png`]: by the 128-bit hash of its pixels, for an image already drawn whole.
//!
//! Either way the picture is the whole image's pixel for pixel (the tests draw random
//! games both ways). A strip refers to nothing before it, so matches across strips are
//! lost: a 10×10 Breach image grows by about 3% (its ranks lie further apart than
//! DEFLATE's window anyway), a full 19×19 one from 38 to 65 KB. Priming each strip with
//! the one before brought the size back but cost more time than the strips saved.

use std::sync::Arc;

use super::bands::{self, Deflated};
use super::canvas::{Canvas, IRect};
use super::encode::Palette;
use super::header;
use super::layers::Layers;
use super::RenderError;

/// Rows per strip below the header: a stone of a 10×10 board reaches into five or six.
const ROWS: usize = 16;

/// The strips of an image `height` rows high, as rows `y0..y1`: the header's pills and
/// its status line (which a move redraws every time) each one strip, then strips of
/// [`ROWS`] rows.
fn spans(height: usize) -> Vec<(usize, usize)> {
    let (status, below) = header::Part::Status.rows();
    let mut cuts = vec![0, status as usize, below as usize];
    cuts.extend((below as usize..height).step_by(ROWS).skip(1));
    cuts.push(height);
    cuts.retain(|&c| c <= height);
    cuts.dedup();
    cuts.windows(2).map(|w| (w[0], w[1])).collect()
}

#[cfg(test)]
thread_local! {
    /// Strips this thread compressed (not found kept), for the tests.
    static COMPRESSED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// `canvas` (the size of `base`, whose indices under `palette` are `base_index`) as an
/// indexed PNG, strip by strip; `None` if the palette does not cover a strip (the caller
/// then encodes the image whole). `layers` names the layers the image was drawn on.
pub(crate) fn png(
    canvas: &Canvas,
    layers: u64,
    base: &Canvas,
    palette: &Palette,
    base_index: &[u8],
) -> Option<Vec<u8>> {
    let (width, height) = (canvas.width() as usize, canvas.height() as usize);
    if (base.width() as usize, base.height() as usize) != (width, height) {
        return None;
    }
    let (rgba, base_rgba) = (canvas.rgba(), base.rgba());
    let spans = spans(height);
    let mut pieces: Vec<Arc<Deflated>> = Vec::with_capacity(spans.len());
    for (i, &(y0, y1)) in spans.iter().enumerate() {
        let key = name(layers, width, i, &rgba[y0 * width * 4..y1 * width * 4]);
        let found = bands::kept().get(&key);
        let deflated = match found {
            Some(d) => d,
            None => compress(rgba, base_rgba, (palette, base_index), (y0, y1, width), key)?,
        };
        pieces.push(deflated);
    }
    Some(bands::png(width as u32, height as u32, palette, &pieces))
}

/// Rows `y0..y1` of `rgba` (an image `width` pixels wide over `base`) indexed and
/// compressed, kept under `key`; `None` if the palette does not cover them.
fn compress(
    rgba: &[u8],
    base: &[u8],
    (palette, base_index): (&Palette, &[u8]),
    (y0, y1, width): (usize, usize, usize),
    key: Vec<u8>,
) -> Option<Arc<Deflated>> {
    let (a, b) = (y0 * width, y1 * width);
    let indices =
        palette.index_covered_over(&rgba[a * 4..b * 4], &base[a * 4..b * 4], &base_index[a..b])?;
    #[cfg(test)]
    COMPRESSED.set(COMPRESSED.get() + 1);
    let d = Arc::new(bands::deflate_band(&indices, width));
    bands::kept().put(key, d.clone());
    Some(d)
}

/// A strip's name among the kept bands: a zero byte (no band's name starts so: theirs
/// start with the board's width), the layers, the image's width, the strip's place and
/// the 128-bit hash of its pixels.
fn name(layers: u64, width: usize, i: usize, strip: &[u8]) -> Vec<u8> {
    let mut key = Vec::with_capacity(1 + 8 + 4 + 4 + 16);
    key.push(0);
    key.extend_from_slice(&layers.to_le_bytes());
    key.extend_from_slice(&(width as u32).to_le_bytes());
    key.extend_from_slice(&(i as u32).to_le_bytes());
    key.extend_from_slice(&xxhash_rust::xxh3::xxh3_128(strip).to_le_bytes());
    key
}

/// Something drawn over the base layer (`part`, the drawer's own description): the
/// image rows it may change (one or more spans, ends exclusive) and what it shows, as
/// bytes.
pub(crate) struct Drawn<P> {
    pub part: P,
    pub rows: Vec<(i32, i32)>,
    pub name: Vec<u8>,
}

impl<P> Drawn<P> {
    fn reaches(&self, y0: usize, y1: usize) -> bool {
        self.rows
            .iter()
            .any(|&(a, b)| a < y1 as i32 && (y0 as i32) < b)
    }
}

/// An image that is `layers`' base with `drawn` drawn over it, as PNG strip by strip,
/// where a strip is named by what reaches into its rows: only the strips not kept are
/// drawn, indexed and compressed. `paint(canvas, wanted, clips)` draws the things it is
/// told to (those reaching into a strip not kept; drawing the others too would change
/// nothing) in `drawn`'s order, over a canvas whose rows in `clips` (full-width
/// rectangles) are the base's: the rest of it is left over from other pictures, so
/// what `paint` draws there is never read. `None` if the palette does not cover a
/// strip: the caller then draws the image whole.
pub(crate) fn png_of<P>(
    layers: &Layers,
    palette: &Palette,
    base_index: &[u8],
    drawn: &[Drawn<P>],
    paint: impl FnOnce(&mut Canvas, &[bool], &[IRect]),
) -> Option<Result<Vec<u8>, RenderError>> {
    let (width, height) = (layers.base.width() as usize, layers.base.height() as usize);
    let spans = spans(height);
    let mut pieces: Vec<Option<Arc<Deflated>>> = Vec::with_capacity(spans.len());
    let mut missing = Vec::new();
    for (i, &(y0, y1)) in spans.iter().enumerate() {
        let mut key = Vec::with_capacity(64);
        key.push(1);
        key.extend_from_slice(&layers.id.to_le_bytes());
        key.extend_from_slice(&(i as u32).to_le_bytes());
        for d in drawn.iter().filter(|d| d.reaches(y0, y1)) {
            key.extend_from_slice(&(d.name.len() as u32).to_le_bytes());
            key.extend_from_slice(&d.name);
        }
        let found = bands::kept().get(&key);
        if found.is_none() {
            missing.push((i, y0, y1, key));
        }
        pieces.push(found);
    }
    if !missing.is_empty() {
        let wanted: Vec<bool> = drawn
            .iter()
            .map(|d| missing.iter().any(|(_, y0, y1, _)| d.reaches(*y0, *y1)))
            .collect();
        // The missing strips' rows, neighbours joined.
        let mut clips: Vec<IRect> = Vec::new();
        for &(_, y0, y1, _) in &missing {
            match clips.last_mut() {
                Some(last) if last.3 == y0 as i32 => last.3 = y1 as i32,
                _ => clips.push((0, y0 as i32, width as i32, y1 as i32)),
            }
        }
        let mut canvas = layers.take_scratch();
        for &clip in &clips {
            canvas.restore(&layers.base, clip);
        }
        paint(&mut canvas, &wanted, &clips);
        let (rgba, base) = (canvas.rgba(), layers.base.rgba());
        let compressed: Option<Vec<_>> = missing
            .into_iter()
            .map(|(i, y0, y1, key)| {
                compress(rgba, base, (palette, base_index), (y0, y1, width), key).map(|d| (i, d))
            })
            .collect();
        layers.put_scratch(canvas);
        for (i, d) in compressed? {
            pieces[i] = Some(d);
        }
    }
    let pieces: Vec<Arc<Deflated>> = pieces.into_iter().flatten().collect();
    Some(Ok(bands::png(
        width as u32,
        height as u32,
        palette,
        &pieces,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::SplitMix64;
    use crate::games::{Color, Square};
    use crate::render::breach::{self, tests::empty};
    use crate::render::header::Mark;
    use crate::render::Header;

    fn pixels(png: &[u8]) -> Vec<u8> {
        image::load_from_memory(png).unwrap().to_rgb8().into_raw()
    }

    /// Random Breach boards one after another (stones come and go, marks, markers, the
    /// record, the option, the side to move, the header's words and mark), each drawn
    /// strip by strip after the one before: every picture is the whole image's, pixel
    /// for pixel, whatever strips were kept.
    #[test]
    fn a_game_of_random_pictures_is_the_whole_images() {
        let _one = bands::COUNTING.lock().unwrap_or_else(|e| e.into_inner());
        for (n, seed) in [(5u8, 1u64), (10, 2), (19, 3)] {
            let mut rng = SplitMix64::new(seed);
            let mut board = empty(n);
            let other = crate::render::Words {
                score_title: "점수".into(),
                white: "백".into(),
                black: "흑".into(),
                last_placed: "직전:".into(),
                tag_to_move: "차례".into(),
                ..Default::default()
            };
            let words = [crate::render::Words::default(), other];
            for step in 0..40 {
                let cells = board.cells.len();
                let mut placed = Vec::new();
                for _ in 0..1 + rng.below(3) {
                    let i = rng.below(cells);
                    board.cells[i] = [None, Some(Color::White), Some(Color::Black)][rng.below(3)];
                    placed.push(Square::new((i % n as usize) as u8, (i / n as usize) as u8));
                }
                board.placed = placed.into_iter().take(rng.below(3)).collect();
                board.replaced = board.placed.first().copied().filter(|_| rng.below(3) == 0);
                board.markers = [
                    rng.below(n as usize + 1) as u8,
                    rng.below(n as usize + 1) as u8,
                ];
                board.record = rng.below(n as usize + 1) as u8;
                board.option = rng.below(2) == 0;
                board.turn = Color::BOTH[rng.below(2)];
                board.mark =
                    [Mark::ToMove(board.turn), Mark::Winner(Color::Black)][rng.below(4) / 3];
                let header = Header::new("alice", "bob", format!("move {}", step / 3))
                    .with_words(words[rng.below(2)].clone());
                let view = Color::BOTH[rng.below(2)];
                let png = breach::render(&board, &header, view).unwrap();
                // The image drawn whole, encoded as a whole image is.
                let (canvas, _, layers) = breach::draw(&board, &header, view).unwrap();
                let whole = layers.encode(&canvas, || None).unwrap();
                assert_eq!(pixels(&png), pixels(&whole), "{n}, step {step}");
            }
        }
    }

    #[test]
    fn strips_make_the_whole_image_and_a_stone_recompresses_few() {
        let _one = bands::COUNTING.lock().unwrap_or_else(|e| e.into_inner());
        let header = Header::new("alice", "bob", "White to move · move 12");
        for n in [5u8, 10, 19] {
            for view in Color::BOTH {
                let mut rng = SplitMix64::new(n as u64);
                let mut board = empty(n);
                for cell in board.cells.iter_mut() {
                    *cell = match rng.below(4) {
                        0 => Some(Color::White),
                        1 => Some(Color::Black),
                        _ => None,
                    };
                }
                board.markers = [n / 2, 3];
                board.mark = Mark::ToMove(Color::Black);
                let png = breach::render(&board, &header, view).unwrap();
                // The same pixels as the image drawn and encoded whole, with the
                // size's palette.
                let (canvas, layout, layers) = breach::draw(&board, &header, view).unwrap();
                let palette = layers.palette.get().unwrap().as_ref();
                assert!(palette.is_some(), "{n}: no palette, so no strips");
                let whole = canvas.encode_png_with(palette).unwrap();
                assert_eq!(pixels(&png), pixels(&whole), "{n} {view:?}");
                let strips = spans(canvas.height() as usize).len();

                // The same image again compresses nothing; a stone more, the strips
                // it reaches into.
                let before = COMPRESSED.get();
                assert_eq!(breach::render(&board, &header, view).unwrap(), png);
                assert_eq!(COMPRESSED.get(), before, "{n} {view:?}");
                let empty_point = (0..board.cells.len()).find(|&i| board.cells[i].is_none());
                let i = empty_point.unwrap();
                board.cells[i] = Some(Color::White);
                let next = breach::render(&board, &header, view).unwrap();
                let compressed = COMPRESSED.get() - before;
                // Exactly the strips the stone's sprite (its shadow included) reaches.
                let sq = Square::new((i % n as usize) as u8, (i / n as usize) as u8);
                let (_, cy) = layout.square_center(sq).unwrap();
                let (r0, r1) = layers.piece(Color::White).rows(cy);
                let reached = spans(canvas.height() as usize)
                    .into_iter()
                    .filter(|&(y0, y1)| r0 < y1 as i32 && (y0 as i32) < r1)
                    .count() as u64;
                let rows = (r1 - r0) as u64;
                assert!(
                    reached <= rows.div_ceil(ROWS as u64) + 1 && 2 * reached < strips as u64,
                    "{n} {view:?}: a stone reaches {reached} of {strips} strips"
                );
                assert_eq!(
                    compressed, reached,
                    "{n} {view:?}: {compressed} of {strips} strips compressed"
                );
                let (canvas, ..) = breach::draw(&board, &header, view).unwrap();
                assert_eq!(
                    pixels(&next),
                    pixels(&canvas.encode_png_with(palette).unwrap())
                );
            }
        }
    }
}
