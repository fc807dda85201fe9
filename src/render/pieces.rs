//! Shaded pieces and stones: soft shadow, a radial gradient lit from the upper left, a rim.

use crate::games::Color;

use super::canvas::{rgb, rgba, Canvas, Rgba};

/// Body colours of a Breakthrough piece or Breach stone: (highlight, mid, edge).
fn body(color: Color) -> [Rgba; 3] {
    match color {
        Color::White => [rgb(255, 255, 255), rgb(236, 236, 233), rgb(186, 186, 182)],
        Color::Black => [rgb(104, 106, 110), rgb(46, 47, 50), rgb(14, 14, 16)],
    }
}

fn rim(color: Color) -> Rgba {
    match color {
        Color::White => rgba(120, 120, 116, 200),
        Color::Black => rgba(0, 0, 0, 230),
    }
}

/// A domed disc lit from the upper left, with a soft shadow below right.
fn domed_disc(canvas: &mut Canvas, color: Color, cx: f32, cy: f32, r: f32, shadow: f32) {
    if shadow > 0.0 {
        canvas.soft_shadow(cx + r * 0.08, cy + r * 0.14, r * 1.02, shadow);
    }
    let [hi, mid, edge] = body(color);
    canvas.fill_circle_radial(
        cx,
        cy,
        r,
        cx - r * 0.38,
        cy - r * 0.42,
        r * 1.08,
        &[(0.0, hi), (0.45, mid), (1.0, edge)],
    );
    canvas.stroke_circle(cx, cy, r - 0.5, (r * 0.04).clamp(0.8, 1.6), rim(color));
}

/// A Breakthrough piece: a draughts-like man with a carved inner ring, so it reads as a
/// piece rather than a Go stone.
pub(crate) fn piece(canvas: &mut Canvas, color: Color, cx: f32, cy: f32, r: f32) {
    domed_disc(canvas, color, cx, cy, r, 0.42);
    let ring = r * 0.6;
    let width = (r * 0.075).clamp(1.2, 3.0);
    // The groove: a dark line with a lighter one just below it, as if cut into the top.
    let (groove, lip) = match color {
        Color::White => (rgba(130, 130, 126, 190), rgba(255, 255, 255, 230)),
        Color::Black => (rgba(0, 0, 0, 200), rgba(130, 132, 138, 150)),
    };
    canvas.stroke_circle(cx, cy + width * 0.6, ring, width, lip);
    canvas.stroke_circle(cx, cy, ring, width, groove);
    // The raised centre catches a little more light.
    let [hi, mid, _] = body(color);
    canvas.fill_circle_radial(
        cx,
        cy,
        ring - width / 2.0,
        cx - ring * 0.4,
        cy - ring * 0.45,
        ring * 1.3,
        &[(0.0, hi.fade(0.55)), (0.7, mid.fade(0.0))],
    );
}

/// A Go stone (Breach), slightly flatter-looking than a Breakthrough piece.
pub(crate) fn stone(canvas: &mut Canvas, color: Color, cx: f32, cy: f32, r: f32) {
    domed_disc(canvas, color, cx, cy, r, 0.38);
    if color == Color::Black {
        // A soft specular glint on black stones.
        canvas.fill_circle_radial(
            cx - r * 0.36,
            cy - r * 0.4,
            r * 0.32,
            cx - r * 0.36,
            cy - r * 0.4,
            r * 0.32,
            &[
                (0.0, rgba(255, 255, 255, 70)),
                (1.0, rgba(255, 255, 255, 0)),
            ],
        );
    }
}

/// A small icon-sized stone for headers, legends and the scoring track.
pub(crate) fn token(canvas: &mut Canvas, color: Color, cx: f32, cy: f32, r: f32) {
    domed_disc(canvas, color, cx, cy, r, 0.3);
}
