//! The analysis graph: White's winning chance (0–100%) after each move, the area above
//! 50% light and below dark, with numbered marks on the moves where the game turned.
//!
//! ```
//! use breaker::render::graph;
//!
//! let png = graph::win_chances(&[0.5, 0.6, 0.2, 0.25, 0.0], &[2], "Game #7").unwrap();
//! let img = image::load_from_memory(&png).unwrap();
//! assert_eq!((img.width(), img.height()), (graph::WIDTH, graph::HEIGHT));
//! ```

use super::canvas::{rgb, Canvas};
use super::font::{Style, Weight};
use super::RenderError;

/// Image size in pixels.
pub const WIDTH: u32 = 800;
pub const HEIGHT: u32 = 360;

const LEFT: f32 = 56.0;
const RIGHT: f32 = 20.0;
const TOP: f32 = 44.0;
const BOTTOM: f32 = 40.0;

/// Draws `chances` (White's, 0..=1; index 0 is the start, index i after move i) as a
/// PNG graph titled `title`, marking the points in `marks` (indices into `chances`)
/// with 1, 2, 3… in that order. Values outside 0..=1 are clamped; an empty slice draws
/// empty axes.
pub fn win_chances(chances: &[f64], marks: &[usize], title: &str) -> Result<Vec<u8>, RenderError> {
    let mut c = Canvas::new(WIDTH, HEIGHT, rgb(250, 248, 244))?;
    let (w, h) = (WIDTH as f32 - LEFT - RIGHT, HEIGHT as f32 - TOP - BOTTOM);
    let plies = chances.len().saturating_sub(1).max(1) as f32;
    let x_of = |i: f32| LEFT + w * i / plies;
    let y_of = |v: f64| TOP + h * (1.0 - v.clamp(0.0, 1.0) as f32);
    let ink = rgb(60, 56, 52);
    let small = Style::new(Weight::Regular, 13.0);
    let bold = Style::new(Weight::Bold, 16.0);

    bold.draw(&mut c, &bold.ellipsize(title, w), LEFT, 26.0, ink);
    small.draw(
        &mut c,
        "White's winning chance",
        LEFT + w - 160.0,
        26.0,
        ink,
    );

    // The area between the curve and 50%, one pixel column at a time.
    let mid = y_of(0.5);
    if chances.len() >= 2 {
        for px in 0..w as u32 {
            let t = px as f32 / w * plies;
            let i = (t.floor() as usize).min(chances.len() - 2);
            let f = (t - i as f32) as f64;
            let v = chances[i] * (1.0 - f) + chances[i + 1] * f;
            let y = y_of(v);
            let x = LEFT + px as f32;
            if y < mid {
                c.fill_rect(x, y, 1.0, mid - y, rgb(226, 222, 214));
            } else {
                c.fill_rect(x, mid, 1.0, y - mid, rgb(92, 88, 84));
            }
        }
    }

    // Grid and axes.
    for (v, label) in [
        (0.0, "0%"),
        (0.25, "25%"),
        (0.5, "50%"),
        (0.75, "75%"),
        (1.0, "100%"),
    ] {
        let y = y_of(v);
        let (width, color) = if v == 0.5 {
            (1.5, rgb(150, 140, 130))
        } else {
            (1.0, rgb(215, 210, 204))
        };
        c.line(LEFT, y, LEFT + w, y, width, color);
        let lw = small.width(label);
        small.draw(
            &mut c,
            label,
            LEFT - 8.0 - lw,
            y + small.cap_height() / 2.0,
            ink,
        );
    }
    let step = [1usize, 2, 5, 10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|s| plies / *s as f32 <= 12.0)
        .unwrap_or(1000);
    for i in (0..=plies as usize).step_by(step) {
        let x = x_of(i as f32);
        c.line(x, TOP + h, x, TOP + h + 4.0, 1.0, ink);
        small.draw_centered(&mut c, &i.to_string(), x, TOP + h + 16.0, ink);
    }
    small.draw_centered(&mut c, "ply", LEFT + w / 2.0, TOP + h + 32.0, ink);

    // The curve.
    for (i, pair) in chances.windows(2).enumerate() {
        let (x0, x1) = (x_of(i as f32), x_of(i as f32 + 1.0));
        c.line(x0, y_of(pair[0]), x1, y_of(pair[1]), 2.0, rgb(200, 120, 30));
    }

    // Numbered marks on the turning points.
    let badge = Style::new(Weight::Bold, 12.0);
    for (n, &i) in marks.iter().enumerate() {
        let Some(&v) = chances.get(i) else { continue };
        let (x, y) = (x_of(i as f32), y_of(v));
        c.line(x, TOP, x, TOP + h, 1.0, rgb(200, 60, 50));
        c.fill_circle(x, y, 9.0, rgb(200, 60, 50));
        badge.draw_centered(&mut c, &(n + 1).to_string(), x, y, rgb(255, 255, 255));
    }
    c.encode_png()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graph_decodes_and_marks_show() {
        let chances = [0.5, 0.55, 0.7, 0.1, 0.15, 0.0];
        let plain = win_chances(&chances, &[], "t").unwrap();
        let marked = win_chances(&chances, &[3], "t").unwrap();
        let a = image::load_from_memory(&plain).unwrap().to_rgb8();
        let b = image::load_from_memory(&marked).unwrap().to_rgb8();
        assert_eq!((a.width(), a.height()), (WIDTH, HEIGHT));
        assert_ne!(a, b, "a mark changes the image");
        // Above 50% early (light), far below late (dark).
        let x = (LEFT + 2.0) as u32;
        let y_dark = (TOP + (HEIGHT as f32 - TOP - BOTTOM) * 0.9) as u32;
        assert_eq!(a.get_pixel(x, y_dark).0, [250, 248, 244]);
        let x_late = WIDTH - RIGHT as u32 - 3;
        assert_eq!(a.get_pixel(x_late, y_dark).0, [92, 88, 84]);
    }

    #[test]
    fn odd_inputs_do_not_panic() {
        for chances in [&[][..], &[0.5][..], &[f64::NAN, 2.0, -1.0][..]] {
            let png = win_chances(chances, &[0, 99], "").unwrap();
            assert!(image::load_from_memory(&png).is_ok());
        }
    }
}
