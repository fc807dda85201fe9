//! Charts: one plotting path for the analysis graph ([`super::graph`]) and the rating
//! chart of `/rating`. A `Frame` maps values to pixels inside fixed margins and draws
//! the title, grid, ticks and series; each chart adds what is its own.
//!
//! ```
//! use breaker::render::chart::{self, RatingPoint};
//!
//! let points = [
//!     RatingPoint { rating: 1500.0, deviation: 350.0 },
//!     RatingPoint { rating: 1662.3, deviation: 290.3 },
//!     RatingPoint { rating: 1590.0, deviation: 250.1 },
//! ];
//! let png = chart::rating_history(&points, "alice · Breakthrough 8x8", "2027-01-05 to 2027-02-01").unwrap();
//! let img = image::load_from_memory(&png).unwrap();
//! assert_eq!((img.width(), img.height()), (chart::WIDTH, chart::HEIGHT));
//! ```
//!
//! Why the board renderer's canvas and not a plotting crate (`plotters`): the charts need
//! a title, a grid, a line and a shaded band, which are a few dozen lines over the
//! tiny-skia canvas and the embedded DejaVu font the boards already use. A plotting
//! crate would bring a second rasteriser and font stack (and its own font loading) into
//! the binary for that, and the charts would look unlike the boards.

use super::canvas::{rgb, Canvas, Rgba};
use super::font::{Style, Weight};
use super::{RenderError, Words};

/// Image size in pixels (both charts).
pub const WIDTH: u32 = 800;
pub const HEIGHT: u32 = 360;

pub(crate) const LEFT: f32 = 56.0;
pub(crate) const RIGHT: f32 = 20.0;
pub(crate) const TOP: f32 = 44.0;
pub(crate) const BOTTOM: f32 = 40.0;

pub(crate) const PAPER: Rgba = rgb(250, 248, 244);
pub(crate) const INK: Rgba = rgb(60, 56, 52);
const GRID: Rgba = rgb(215, 210, 204);
/// How far inside the plot's left and right edges the rating chart's first and last
/// points sit, in pixels (more than a dot's radius).
const POINT_INSET: f32 = 8.0;
/// The rating chart's line and dots.
const RATING_INK: Rgba = rgb(90, 60, 170);

/// The plot area of a chart: x from `x0` to `x1`, y from `y0` (bottom) to `y1` (top).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Frame {
    pub x0: f64,
    pub x1: f64,
    pub y0: f64,
    pub y1: f64,
}

impl Frame {
    /// The plot area's width and height in pixels.
    pub fn size() -> (f32, f32) {
        (WIDTH as f32 - LEFT - RIGHT, HEIGHT as f32 - TOP - BOTTOM)
    }

    /// The pixel column of `x`.
    pub fn x_of(&self, x: f64) -> f32 {
        let span = (self.x1 - self.x0).max(f64::EPSILON);
        LEFT + Frame::size().0 * ((x - self.x0) / span) as f32
    }

    /// The pixel row of `y`, clamped into the plot area.
    pub fn y_of(&self, y: f64) -> f32 {
        let span = (self.y1 - self.y0).max(f64::EPSILON);
        let t = ((y - self.y0) / span).clamp(0.0, 1.0);
        TOP + Frame::size().1 * (1.0 - t as f32)
    }

    /// The x value under pixel column `px` of the plot area.
    pub fn x_at(&self, px: u32) -> f64 {
        self.x0 + (self.x1 - self.x0) * px as f64 / Frame::size().0 as f64
    }

    /// A blank chart: the title (bold, left) and a note (right) above the plot area.
    pub fn canvas(title: &str, note: &str) -> Result<Canvas, RenderError> {
        let mut c = Canvas::new(WIDTH, HEIGHT, PAPER)?;
        let (w, _) = Frame::size();
        let small = Style::new(Weight::Regular, 13.0);
        let bold = Style::new(Weight::Bold, 16.0);
        let note_w = small.width(note);
        bold.draw(
            &mut c,
            &bold.ellipsize(title, (w - note_w - 16.0).max(40.0)),
            LEFT,
            26.0,
            INK,
        );
        small.draw(&mut c, note, LEFT + w - note_w, 26.0, INK);
        Ok(c)
    }

    /// Horizontal grid lines with their labels left of the plot; `strong` lines thicker.
    pub fn y_grid(&self, c: &mut Canvas, lines: &[(f64, String, bool)]) {
        let small = Style::new(Weight::Regular, 13.0);
        let (w, _) = Frame::size();
        for (v, label, strong) in lines {
            let y = self.y_of(*v);
            let (width, color) = if *strong {
                (1.5, rgb(150, 140, 130))
            } else {
                (1.0, GRID)
            };
            c.line(LEFT, y, LEFT + w, y, width, color);
            let lw = small.width(label);
            small.draw(c, label, LEFT - 8.0 - lw, y + small.cap_height() / 2.0, INK);
        }
    }

    /// Ticks under the plot at whole numbers `0..=last` (at most about 12), and `label`.
    pub fn x_ticks(&self, c: &mut Canvas, last: usize, label: &str) {
        let small = Style::new(Weight::Regular, 13.0);
        let (w, h) = Frame::size();
        let step = [1usize, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
            .into_iter()
            .find(|s| last as f32 / *s as f32 <= 12.0)
            .unwrap_or(10_000);
        for i in (0..=last).step_by(step) {
            let x = self.x_of(i as f64);
            c.line(x, TOP + h, x, TOP + h + 4.0, 1.0, INK);
            small.draw_centered(c, &i.to_string(), x, TOP + h + 16.0, INK);
        }
        small.draw_centered(c, label, LEFT + w / 2.0, TOP + h + 32.0, INK);
    }

    /// Ticks under the plot at the given `(x, label)` points (thinned to about 12), and
    /// `label` under them.
    pub fn x_labels(&self, c: &mut Canvas, ticks: &[(f64, String)], label: &str) {
        let small = Style::new(Weight::Regular, 13.0);
        let (w, h) = Frame::size();
        let step = [1usize, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
            .into_iter()
            .find(|s| ticks.len() as f32 / *s as f32 <= 13.0)
            .unwrap_or(10_000);
        for (x, text) in ticks.iter().step_by(step) {
            let x = self.x_of(*x);
            c.line(x, TOP + h, x, TOP + h + 4.0, 1.0, INK);
            small.draw_centered(c, text, x, TOP + h + 16.0, INK);
        }
        small.draw_centered(c, label, LEFT + w / 2.0, TOP + h + 32.0, INK);
    }

    /// A polyline through `(x, y)` points.
    pub fn line(&self, c: &mut Canvas, points: &[(f64, f64)], width: f32, color: Rgba) {
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            c.line(
                self.x_of(a.0),
                self.y_of(a.1),
                self.x_of(b.0),
                self.y_of(b.1),
                width,
                color,
            );
        }
    }

    /// `f` at x, linearly between the points `values[i]` at x = i.
    pub fn interpolate(values: &[f64], x: f64) -> f64 {
        match values.len() {
            0 => 0.0,
            1 => values[0],
            n => {
                let x = x.clamp(0.0, (n - 1) as f64);
                let i = (x.floor() as usize).min(n - 2);
                let f = x - i as f64;
                values[i] * (1.0 - f) + values[i + 1] * f
            }
        }
    }

    /// Fills, one pixel column at a time, between `low` and `high` (values at x = i).
    pub fn band(&self, c: &mut Canvas, low: &[f64], high: &[f64], color: Rgba) {
        if low.len() < 2 || high.len() < 2 {
            return;
        }
        let (w, _) = Frame::size();
        for px in 0..w as u32 {
            let x = self.x_at(px);
            let top = self.y_of(Frame::interpolate(high, x));
            let bottom = self.y_of(Frame::interpolate(low, x));
            if bottom > top {
                c.fill_rect(LEFT + px as f32, top, 1.0, bottom - top, color);
            }
        }
    }
}

/// One point of a rating chart: the rating and deviation after a game (the first point:
/// before the first game).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingPoint {
    pub rating: f64,
    pub deviation: f64,
}

/// A rating over a player's rated games, with the ±2·deviation band shaded: x is the
/// number of games played (0: before the first), y the rating. `note` goes top right
/// (e.g. the dates covered). Non-finite values are drawn as 1500 ± 700, others clamped
/// to -1000..=5000 ± 700; an empty slice draws empty axes around 1500.
pub fn rating_history(
    points: &[RatingPoint],
    title: &str,
    note: &str,
) -> Result<Vec<u8>, RenderError> {
    rating_history_with(points, title, note, Words::english())
}

/// [`rating_history`] with the chart's own words (the x axis's) in `words`.
pub fn rating_history_with(
    points: &[RatingPoint],
    title: &str,
    note: &str,
    words: &Words,
) -> Result<Vec<u8>, RenderError> {
    let clean: Vec<RatingPoint> = points
        .iter()
        .map(|p| RatingPoint {
            // Glicko-2 ratings stay far inside this; anything else is drawn at its edge.
            rating: if p.rating.is_finite() {
                p.rating.clamp(-1000.0, 5000.0)
            } else {
                1500.0
            },
            deviation: if p.deviation.is_finite() {
                p.deviation.clamp(0.0, 700.0)
            } else {
                700.0
            },
        })
        .collect();
    let low: Vec<f64> = clean.iter().map(|p| p.rating - 2.0 * p.deviation).collect();
    let high: Vec<f64> = clean.iter().map(|p| p.rating + 2.0 * p.deviation).collect();
    let min = low.iter().copied().fold(1500.0f64, f64::min);
    let max = high.iter().copied().fold(1500.0f64, f64::max);
    let step = [50.0, 100.0, 200.0, 250.0, 500.0, 1000.0, 2000.0]
        .into_iter()
        .find(|s| (max - min) / s <= 8.0)
        .unwrap_or(5000.0);
    let games = clean.len().saturating_sub(1);
    // The first and newest points sit a few pixels inside the plot, not on its edges
    // (where half of each dot was cut off).
    let span = games.max(1) as f64;
    let inset = f64::from(POINT_INSET) * span / f64::from(Frame::size().0 - 2.0 * POINT_INSET);
    let frame = Frame {
        x0: -inset,
        x1: span + inset,
        y0: (min / step).floor() * step,
        y1: (max / step).ceil() * step,
    };
    let mut c = Frame::canvas(title, note)?;
    frame.band(&mut c, &low, &high, rgb(228, 222, 240));
    let steps = ((frame.y1 - frame.y0) / step).round() as usize;
    let lines: Vec<(f64, String, bool)> = (0..=steps.min(40))
        .map(|i| {
            let v = frame.y0 + step * i as f64;
            (v, format!("{v:.0}"), false)
        })
        .collect();
    frame.y_grid(&mut c, &lines);
    frame.x_ticks(&mut c, games.max(1), &words.chart_games);
    let series: Vec<(f64, f64)> = clean
        .iter()
        .enumerate()
        .map(|(i, p)| (i as f64, p.rating))
        .collect();
    let ink = RATING_INK;
    frame.line(&mut c, &series, 2.0, ink);
    if series.len() <= 60 {
        for &(x, y) in &series {
            c.fill_circle(frame.x_of(x), frame.y_of(y), 3.0, ink);
        }
    }
    c.encode_png()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(rating: f64, deviation: f64) -> RatingPoint {
        RatingPoint { rating, deviation }
    }

    #[test]
    fn chart_decodes_and_shows_the_band() {
        let points = [
            p(1500.0, 350.0),
            p(1662.0, 290.0),
            p(1700.0, 120.0),
            p(1650.0, 80.0),
        ];
        let png = rating_history(&points, "alice", "note").unwrap();
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        let frame_y = |v: f64| {
            // The same y range the chart picks: 800..2200 in steps of 200.
            let f = Frame {
                x0: 0.0,
                x1: 3.0,
                y0: 800.0,
                y1: 2200.0,
            };
            f.y_of(v) as u32
        };
        // Near the start the band spans 1500 ± 700; at the end only 1650 ± 160.
        let x_start = LEFT as u32 + 3;
        let x_end = WIDTH - RIGHT as u32 - 3;
        assert_eq!(
            img.get_pixel(x_start, frame_y(1000.0) - 3).0,
            [228, 222, 240]
        );
        assert_eq!(img.get_pixel(x_end, frame_y(1000.0) - 3).0, PAPER_RGB);
        let without_band = rating_history(&points[..1], "alice", "note").unwrap();
        assert_ne!(png, without_band);
    }

    const PAPER_RGB: [u8; 3] = [PAPER.r, PAPER.g, PAPER.b];

    #[test]
    fn the_newest_point_is_whole_inside_the_plot() {
        let points = [p(1500.0, 350.0), p(1600.0, 300.0), p(1700.0, 250.0)];
        let png = rating_history(&points, "alice", "note").unwrap();
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        let ink = [RATING_INK.r, RATING_INK.g, RATING_INK.b];
        let columns: Vec<u32> = (0..img.width())
            .filter(|&x| (0..img.height()).any(|y| img.get_pixel(x, y).0 == ink))
            .collect();
        let (first, last) = (columns[0], *columns.last().unwrap());
        let (left, right) = (LEFT as u32, WIDTH - RIGHT as u32);
        // The whole dot (radius 3) lies inside the plot, with room to spare.
        assert!(
            last < right - 2,
            "the newest dot reaches column {last}, plot ends at {right}"
        );
        assert!(
            last > right - 16,
            "the newest dot is at the right end: {last}"
        );
        assert!(
            first > left + 2,
            "the first dot starts at {first}, plot at {left}"
        );
    }

    #[test]
    fn odd_inputs_do_not_panic() {
        for points in [
            &[][..],
            &[p(1500.0, 350.0)][..],
            &[p(f64::NAN, f64::INFINITY), p(-1e300, 1e300), p(1e9, -5.0)][..],
        ] {
            let png = rating_history(points, "", "").unwrap();
            assert!(image::load_from_memory(&png).is_ok());
        }
    }

    #[test]
    fn interpolation_between_points() {
        assert_eq!(Frame::interpolate(&[0.0, 10.0], 0.5), 5.0);
        assert_eq!(Frame::interpolate(&[0.0, 10.0, 20.0], 9.0), 20.0);
        assert_eq!(Frame::interpolate(&[7.0], 3.0), 7.0);
    }
}
