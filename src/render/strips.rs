//! A whole image compressed strip by strip, each strip's DEFLATE kept under its pixels'
//! hash.
//!
//! Images drawn whole (Breach boards, and Breakthrough sizes that do not split into
//! bands) still change in a few places from one move to the next: a stone or two, a
//! marker, the header's words. So the drawn image is cut into strips of [`ROWS`] rows;
//! a strip whose pixels (by a 128-bit hash, with the layers and the strip's place) were
//! compressed before reuses that DEFLATE, and only the other strips are indexed and
//! compressed. The pixels are the drawn ones, so the picture is the whole path's,
//! pixel for pixel; only the work of indexing and compressing unchanged rows is saved.
//! The zlib stream is assembled as for bands (`bands::png`).
//!
//! A strip refers to nothing before it, so matches across strips are lost: a 10×10
//! Breach image grows by about 3% (its ranks lie further apart than DEFLATE's window
//! anyway), a full 19×19 one by 60% (still under 70 KB). Priming each strip with the
//! one before brought the size back but cost more time than the strips saved.

use std::sync::Arc;

use super::bands::{self, Deflated};
use super::canvas::Canvas;
use super::encode::Palette;

/// Rows per strip: a stone changes two or three strips of a 10×10 board.
const ROWS: usize = 32;

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
    let mut pieces: Vec<Arc<Deflated>> = Vec::with_capacity(height.div_ceil(ROWS));
    for (i, y0) in (0..height).step_by(ROWS).enumerate() {
        let (a, b) = (y0 * width, (y0 + ROWS).min(height) * width);
        let strip = &rgba[a * 4..b * 4];
        let key = name(layers, width, i, strip);
        let found = bands::kept().get(&key);
        let deflated = match found {
            Some(d) => d,
            None => {
                let indices = palette.index_covered_over(
                    strip,
                    &base_rgba[a * 4..b * 4],
                    &base_index[a..b],
                )?;
                #[cfg(test)]
                COMPRESSED.set(COMPRESSED.get() + 1);
                let d = Arc::new(bands::deflate_band(&indices, width));
                bands::kept().put(key, d.clone());
                d
            }
        };
        pieces.push(deflated);
    }
    Some(bands::png(width as u32, height as u32, palette, &pieces))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::SplitMix64;
    use crate::games::Color;
    use crate::render::breach::{self, tests::empty};
    use crate::render::header::Mark;
    use crate::render::Header;

    fn pixels(png: &[u8]) -> Vec<u8> {
        image::load_from_memory(png).unwrap().to_rgb8().into_raw()
    }

    #[test]
    fn strips_make_the_whole_image_and_a_stone_recompresses_few() {
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
                let strips = (canvas.height() as usize).div_ceil(ROWS) as u64;

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
                // A stone's sprite (its shadow included) reaches 1.45 radii around it.
                let reach = (2.9 * layout.piece_radius()).ceil() as u64;
                assert!(
                    (1..=reach.div_ceil(ROWS as u64) + 1).contains(&compressed),
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
