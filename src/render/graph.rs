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

use super::canvas::rgb;
use super::chart::{Frame, TOP};
use super::font::{Style, Weight};
use super::{RenderError, Words};
use crate::games::Color;

/// Image size in pixels.
pub use super::chart::{HEIGHT, WIDTH};

/// Draws `chances` (White's, 0..=1; index 0 is the start, index i after move i) as a
/// PNG graph titled `title`, marking the points in `marks` (indices into `chances`)
/// with 1, 2, 3… in that order. Values outside 0..=1 are clamped; an empty slice draws
/// empty axes.
pub fn win_chances(chances: &[f64], marks: &[usize], title: &str) -> Result<Vec<u8>, RenderError> {
    let words = Words::english();
    win_chances_numbered_with(
        chances,
        marks,
        title,
        Color::White,
        &words.graph_moves,
        words,
    )
}

/// [`win_chances`] with the x axis numbered as players number moves (the game record's
/// move pairs, see [`crate::games::numbering::MoveNumber`]): `first` moved first, and `word` names the axis
/// ("move", or "turn" for Breach).
pub fn win_chances_numbered(
    chances: &[f64],
    marks: &[usize],
    title: &str,
    first: Color,
    word: &str,
) -> Result<Vec<u8>, RenderError> {
    win_chances_numbered_with(chances, marks, title, first, word, Words::english())
}

/// [`win_chances_numbered`] with the graph's own words (the y axis's) in `words`.
pub fn win_chances_numbered_with(
    chances: &[f64],
    marks: &[usize],
    title: &str,
    first: Color,
    word: &str,
    words: &Words,
) -> Result<Vec<u8>, RenderError> {
    let plies = chances.len().saturating_sub(1).max(1);
    let frame = Frame {
        x0: 0.0,
        x1: plies as f64,
        y0: 0.0,
        y1: 1.0,
    };
    // NaN would poison the interpolation: treat it as an even game.
    let chances: Vec<f64> = chances
        .iter()
        .map(|v| if v.is_nan() { 0.5 } else { *v })
        .collect();
    let mut c = Frame::canvas(title, &words.graph_chance)?;
    let (_, h) = Frame::size();

    // The area between the curve and 50%: light above, dark below.
    let halves: Vec<f64> = vec![0.5; chances.len()];
    let above: Vec<f64> = chances.iter().map(|v| v.max(0.5)).collect();
    let below: Vec<f64> = chances.iter().map(|v| v.min(0.5)).collect();
    frame.band(&mut c, &halves, &above, rgb(226, 222, 214));
    frame.band(&mut c, &below, &halves, rgb(92, 88, 84));

    let grid: Vec<(f64, String, bool)> = [0.0, 0.25, 0.5, 0.75, 1.0]
        .into_iter()
        .map(|v| (v, format!("{:.0}%", v * 100.0), v == 0.5))
        .collect();
    frame.y_grid(&mut c, &grid);
    frame.x_labels(&mut c, &move_ticks(plies, first), word);

    let curve: Vec<(f64, f64)> = chances
        .iter()
        .enumerate()
        .map(|(i, v)| (i as f64, *v))
        .collect();
    frame.line(&mut c, &curve, 2.0, rgb(200, 120, 30));

    // Numbered marks on the turning points.
    let badge = Style::new(Weight::Bold, 12.0);
    for (n, &i) in marks.iter().enumerate() {
        let Some(&v) = chances.get(i) else { continue };
        let (x, y) = (frame.x_of(i as f64), frame.y_of(v));
        c.line(x, TOP, x, TOP + h, 1.0, rgb(200, 60, 50));
        c.fill_circle(x, y, 9.0, rgb(200, 60, 50));
        badge.draw_centered(&mut c, &(n + 1).to_string(), x, y, rgb(255, 255, 255));
    }
    c.encode_png()
}

/// The x axis's ticks for a game of `plies` moves that `first` began: after each pair
/// of moves, labelled with the pairs completed (the game record's numbers: Black's 14th
/// move ends at 14), not with plies.
fn move_ticks(plies: usize, first: Color) -> Vec<(f64, String)> {
    let offset = usize::from(first == Color::Black);
    (0..=plies)
        .filter(|i| (i + offset).is_multiple_of(2))
        .map(|i| (i as f64, ((i + offset) / 2).to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::chart::{BOTTOM, LEFT, RIGHT};
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
    fn the_axis_counts_move_pairs_not_plies() {
        let labels = |plies, first| -> Vec<(f64, String)> { move_ticks(plies, first) };
        let at = |v: &[(f64, String)]| {
            v.iter()
                .map(|(x, l)| (*x as usize, l.clone()))
                .collect::<Vec<_>>()
        };
        // 5 plies from White: ticks at the start and after moves 1 and 2.
        assert_eq!(
            at(&labels(5, Color::White)),
            [(0, "0".into()), (2, "1".into()), (4, "2".into())]
        );
        // From Black: its first move completes pair 1.
        assert_eq!(
            at(&labels(3, Color::Black)),
            [(1, "1".into()), (3, "2".into())]
        );
    }

    #[test]
    fn odd_inputs_do_not_panic() {
        for chances in [&[][..], &[0.5][..], &[f64::NAN, 2.0, -1.0][..]] {
            let png = win_chances(chances, &[0, 99], "").unwrap();
            assert!(image::load_from_memory(&png).is_ok());
        }
    }
}
