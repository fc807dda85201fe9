//! A table as a PNG (ladder standings): a title, a header row and rows of cells in the
//! embedded font, columns sized to their widest cell, rows striped.
//!
//! ```
//! use breaker::render::table;
//!
//! let rows = vec![vec!["1".to_string(), "alice".to_string(), "1627".to_string()]];
//! let png = table::png("spring", &["#", "Player", "Rating"], &rows).unwrap();
//! let img = image::load_from_memory(&png).unwrap();
//! assert!(img.width() > 100 && img.height() > 40);
//! ```

use super::canvas::{rgb, Canvas};
use super::font::{Style, Weight};
use super::RenderError;

const PAD: f32 = 14.0;
const ROW: f32 = 26.0;
const GAP: f32 = 22.0;
/// Cells wider than this are cut short with an ellipsis.
const MAX_CELL: f32 = 260.0;

/// Draws `rows` under `headers`, titled `title`. Missing cells are blank; extra ones
/// are ignored.
pub fn png(title: &str, headers: &[&str], rows: &[Vec<String>]) -> Result<Vec<u8>, RenderError> {
    let cell = Style::new(Weight::Regular, 15.0);
    let head = Style::new(Weight::Bold, 15.0);
    let big = Style::new(Weight::Bold, 19.0);
    let widths: Vec<f32> = headers
        .iter()
        .enumerate()
        .map(|(i, h)| {
            rows.iter()
                .filter_map(|r| r.get(i))
                .map(|c| cell.width(c).min(MAX_CELL))
                .fold(head.width(h), f32::max)
        })
        .collect();
    let mut widths = widths;
    let mut table_w: f32 = widths.iter().sum::<f32>() + GAP * widths.len().saturating_sub(1) as f32;
    let width = (table_w + 2.0 * PAD)
        .max(big.width(title) + 2.0 * PAD)
        .ceil();
    // A title wider than the columns: the columns share the room, so the table spans
    // the image rather than two thirds of it.
    let room = width - 2.0 * PAD - table_w;
    if room > 0.0 && !widths.is_empty() {
        let more = room / widths.len() as f32;
        for w in &mut widths {
            *w += more;
        }
        table_w = width - 2.0 * PAD;
    }
    let top = PAD + 30.0;
    let height = (top + ROW * (rows.len() as f32 + 1.0) + PAD).ceil();
    let mut c = Canvas::new(width as u32, height as u32, rgb(250, 248, 244))?;
    let ink = rgb(50, 46, 42);
    big.draw(
        &mut c,
        &big.ellipsize(title, width - 2.0 * PAD),
        PAD,
        PAD + 18.0,
        ink,
    );
    let baseline = |row: usize| top + ROW * row as f32 + ROW / 2.0 + cell.cap_height() / 2.0;
    c.fill_rect(PAD, top, table_w, ROW, rgb(226, 222, 214));
    let mut x = PAD;
    for (i, h) in headers.iter().enumerate() {
        head.draw(&mut c, h, x, baseline(0), ink);
        x += widths[i] + GAP;
    }
    for (r, cells) in rows.iter().enumerate() {
        if r % 2 == 1 {
            c.fill_rect(
                PAD,
                top + ROW * (r + 1) as f32,
                table_w,
                ROW,
                rgb(240, 237, 231),
            );
        }
        let mut x = PAD;
        for (i, w) in widths.iter().enumerate() {
            if let Some(text) = cells.get(i) {
                cell.draw(&mut c, &cell.ellipsize(text, *w), x, baseline(r + 1), ink);
            }
            x += w + GAP;
        }
    }
    c.encode_png()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_rows_make_a_taller_image_and_odd_input_is_fine() {
        let row = |n: usize| vec![n.to_string(), "x".repeat(n * 40)];
        let one = png("t", &["#", "Player"], &[row(1)]).unwrap();
        let three = png("t", &["#", "Player"], &[row(1), row(2), vec![]]).unwrap();
        let a = image::load_from_memory(&one).unwrap();
        let b = image::load_from_memory(&three).unwrap();
        assert_eq!(b.height() as f32 - a.height() as f32, 2.0 * ROW);
        assert!(b.width() <= (MAX_CELL * 2.0 + 200.0) as u32);
        assert!(png("", &[], &[]).is_ok());
    }

    #[test]
    fn the_table_spans_the_image_under_a_long_title() {
        let title = "Ladder spring · Breakthrough 8x8 · season 1 · page 1/1 and a long tail";
        let rows = vec![vec!["1".to_string(), "ann".to_string()]];
        let img = image::load_from_memory(&png(title, &["#", "Player"], &rows).unwrap())
            .unwrap()
            .to_rgb8();
        // The header row's band runs from one margin to the other.
        let y = (PAD + 30.0 + 2.0) as u32;
        let band: Vec<u32> = (0..img.width())
            .filter(|&x| img.get_pixel(x, y).0 == [226, 222, 214])
            .collect();
        let (first, last) = (band[0], *band.last().unwrap());
        assert_eq!(first, PAD as u32);
        assert!(
            last + 1 + PAD as u32 >= img.width() - 1,
            "band ends at {last} of {}",
            img.width()
        );
    }
}
