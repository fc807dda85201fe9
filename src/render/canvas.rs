//! A thin drawing surface over a `tiny_skia::Pixmap`: filled and stroked shapes, gradients,
//! coverage blending for text, and PNG encoding. Everything is anti-aliased.

use tiny_skia::{
    FillRule, GradientStop, LineCap, Paint, PathBuilder, Pixmap, Point, PremultipliedColorU8,
    RadialGradient, Rect, Shader, SpreadMode, Stroke, Transform,
};

use super::RenderError;

/// A straight (non-premultiplied) sRGB colour with alpha.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

pub(crate) const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
    Rgba { r, g, b, a: 255 }
}

pub(crate) const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Rgba {
    Rgba { r, g, b, a }
}

impl Rgba {
    fn skia(self) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.r, self.g, self.b, self.a)
    }

    /// The same colour with its alpha multiplied by `k` (0..=1).
    pub fn fade(self, k: f32) -> Rgba {
        let a = (self.a as f32 * k.clamp(0.0, 1.0)).round() as u8;
        Rgba { a, ..self }
    }
}

/// A rectangle of whole pixels: `(x0, y0, x1, y1)`, the ends exclusive.
pub(crate) type IRect = (i32, i32, i32, i32);

/// A gradient stop: position 0..=1 along the gradient, and a colour.
pub(crate) type Stop = (f32, Rgba);

#[derive(Clone)]
pub(crate) struct Canvas {
    pixmap: Pixmap,
}

impl Canvas {
    pub fn new(width: u32, height: u32, background: Rgba) -> Result<Canvas, RenderError> {
        let mut pixmap = Pixmap::new(width, height).ok_or(RenderError::Canvas { width, height })?;
        pixmap.fill(background.skia());
        Ok(Canvas { pixmap })
    }

    /// A fully transparent canvas, for sprites drawn once and stamped many times.
    pub fn transparent(width: u32, height: u32) -> Result<Canvas, RenderError> {
        let pixmap = Pixmap::new(width, height).ok_or(RenderError::Canvas { width, height })?;
        Ok(Canvas { pixmap })
    }

    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// Composites `sprite` (whose rows `runs` describes: [`Runs::of`]) over this canvas
    /// with its top-left corner at (`x`, `y`), changing only the pixels inside `clip`
    /// (`x0, y0, x1, y1`, ends exclusive; source-over on premultiplied pixels). Only the
    /// sprite's non-transparent pixels are visited, its opaque ones copied a run at a
    /// time; each pixel comes out as a whole stamp would leave it.
    pub fn stamp_runs_within(&mut self, sprite: &Canvas, runs: &Runs, x: i32, y: i32, clip: IRect) {
        let (dw, dh) = (self.width() as i32, self.height() as i32);
        let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
        let (x0, y0) = (x.max(0).max(clip.0), y.max(0).max(clip.1));
        let (x1, y1) = ((x + sw).min(dw).min(clip.2), (y + sh).min(dh).min(clip.3));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let src = sprite.pixmap.data();
        let dst = self.pixmap.data_mut();
        for dy in y0..y1 {
            let sy = dy - y;
            for &(a, b, opaque) in &runs.rows[sy as usize] {
                // The run's pixels on the canvas, within the clip.
                let (from, to) = ((x + a as i32).max(x0), (x + b as i32).min(x1));
                if from >= to {
                    continue;
                }
                let s_at = ((sy * sw + (from - x)) * 4) as usize;
                let d_at = ((dy * dw + from) * 4) as usize;
                let n = ((to - from) * 4) as usize;
                let (s, d) = (&src[s_at..s_at + n], &mut dst[d_at..d_at + n]);
                if opaque {
                    d.copy_from_slice(s);
                } else {
                    blend_over(s, d);
                }
            }
        }
    }

    /// Copies the pixels inside `rect` from `src` (a canvas of the same size) as they are.
    pub fn restore(&mut self, src: &Canvas, rect: IRect) {
        let w = self.width() as i32;
        if (src.width(), src.height()) != (self.width(), self.height()) {
            return;
        }
        let (x0, y0) = (rect.0.max(0), rect.1.max(0));
        let (x1, y1) = (rect.2.min(w), rect.3.min(self.height() as i32));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let from = src.pixmap.data();
        let to = self.pixmap.data_mut();
        for y in y0..y1 {
            let row = (y * w + x0) as usize * 4..(y * w + x1) as usize * 4;
            to[row.clone()].copy_from_slice(&from[row]);
        }
    }

    /// Rows `y0..y1` of this canvas as a canvas of their own (a band of an image, drawn
    /// apart and encoded apart: see `bands`).
    pub fn rows(&self, y0: u32, y1: u32) -> Result<Canvas, RenderError> {
        let (w, h) = (self.width(), y1.saturating_sub(y0));
        let from = y0 as usize * w as usize * 4;
        let data = self.pixmap.data()[from..from + h as usize * w as usize * 4].to_vec();
        let size = tiny_skia::IntSize::from_wh(w, h).ok_or(RenderError::Canvas {
            width: w,
            height: h,
        })?;
        let pixmap = Pixmap::from_vec(data, size).ok_or(RenderError::Canvas {
            width: w,
            height: h,
        })?;
        Ok(Canvas { pixmap })
    }

    /// Writes `rows` (a canvas as wide as this one, e.g. from [`Canvas::rows`]) over this
    /// canvas's rows from `y0`, as far as this canvas reaches.
    pub fn put_rows(&mut self, y0: u32, rows: &Canvas) {
        if rows.width() != self.width() {
            return;
        }
        let from = (y0 as usize * self.width() as usize * 4).min(self.pixmap.data().len());
        let to = self.pixmap.data_mut();
        let n = rows.rgba().len().min(to.len() - from);
        to[from..from + n].copy_from_slice(&rows.rgba()[..n]);
    }

    /// The pixels as RGBA rows, in place.
    pub fn rgba(&self) -> &[u8] {
        self.pixmap.data()
    }

    fn paint(color: Rgba) -> Paint<'static> {
        let mut paint = Paint::default();
        paint.set_color(color.skia());
        paint.anti_alias = true;
        paint
    }

    fn shader_paint(shader: Shader<'static>) -> Paint<'static> {
        Paint {
            shader,
            anti_alias: true,
            ..Paint::default()
        }
    }

    /// An axis-aligned rectangle; pixel-aligned edges stay crisp.
    pub fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Rgba) {
        if let Some(rect) = Rect::from_xywh(x, y, w, h) {
            self.pixmap
                .fill_rect(rect, &Self::paint(color), Transform::identity(), None);
        }
    }

    fn round_rect_path(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        // A circle quadrant as one cubic: control distance 0.5523 r.
        let k = r * 0.552_284_8;
        let mut pb = PathBuilder::new();
        pb.move_to(x + r, y);
        pb.line_to(x + w - r, y);
        pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
        pb.line_to(x + w, y + h - r);
        pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
        pb.line_to(x + r, y + h);
        pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
        pb.line_to(x, y + r);
        pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
        pb.close();
        pb.finish()
    }

    /// Fills `path` (if any) with `color`.
    fn fill_path(&mut self, path: Option<tiny_skia::Path>, color: Rgba) {
        if let Some(path) = path {
            self.pixmap.fill_path(
                &path,
                &Self::paint(color),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// Strokes `path` (if any) in `color`, `width` wide, otherwise as `stroke` says.
    fn stroke_path(
        &mut self,
        path: Option<tiny_skia::Path>,
        stroke: Stroke,
        width: f32,
        color: Rgba,
    ) {
        if let Some(path) = path {
            let stroke = Stroke { width, ..stroke };
            self.pixmap.stroke_path(
                &path,
                &Self::paint(color),
                &stroke,
                Transform::identity(),
                None,
            );
        }
    }

    pub fn fill_round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, color: Rgba) {
        self.fill_path(Self::round_rect_path(x, y, w, h, r), color);
    }

    #[allow(clippy::too_many_arguments)]
    pub fn stroke_round_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        width: f32,
        color: Rgba,
    ) {
        self.stroke_path(
            Self::round_rect_path(x, y, w, h, r),
            Stroke::default(),
            width,
            color,
        );
    }

    pub fn fill_circle(&mut self, cx: f32, cy: f32, r: f32, color: Rgba) {
        self.fill_path(PathBuilder::from_circle(cx, cy, r), color);
    }

    pub fn stroke_circle(&mut self, cx: f32, cy: f32, r: f32, width: f32, color: Rgba) {
        self.stroke_path(
            PathBuilder::from_circle(cx, cy, r),
            Stroke::default(),
            width,
            color,
        );
    }

    /// Fills the circle (`cx`, `cy`, `r`) with a radial gradient whose focal point is
    /// (`fx`, `fy`): an off-centre focus gives the lit, domed look of a stone.
    #[allow(clippy::too_many_arguments)]
    pub fn fill_circle_radial(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fx: f32,
        fy: f32,
        gradient_radius: f32,
        stops: &[Stop],
    ) {
        let stops: Vec<GradientStop> = stops
            .iter()
            .map(|&(pos, color)| GradientStop::new(pos, color.skia()))
            .collect();
        let shader = RadialGradient::new(
            Point::from_xy(fx, fy),
            Point::from_xy(cx, cy),
            gradient_radius,
            stops,
            SpreadMode::Pad,
            Transform::identity(),
        );
        let (Some(shader), Some(path)) = (shader, PathBuilder::from_circle(cx, cy, r)) else {
            return;
        };
        self.pixmap.fill_path(
            &path,
            &Self::shader_paint(shader),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    /// A soft round shadow: opaque-ish at `r * 0.8`, fading out by `r * 1.2`.
    pub fn soft_shadow(&mut self, cx: f32, cy: f32, r: f32, strength: f32) {
        let outer = r * 1.2;
        let color = rgba(0, 0, 0, (strength.clamp(0.0, 1.0) * 255.0) as u8);
        self.fill_circle_radial(
            cx,
            cy,
            outer,
            cx,
            cy,
            outer,
            &[(0.0, color), (0.66, color), (1.0, color.fade(0.0))],
        );
    }

    pub fn line(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, width: f32, color: Rgba) {
        let mut pb = PathBuilder::new();
        pb.move_to(x0, y0);
        pb.line_to(x1, y1);
        let square = Stroke {
            line_cap: LineCap::Square,
            ..Stroke::default()
        };
        self.stroke_path(pb.finish(), square, width, color);
    }

    /// Blends `color` into one pixel with the given coverage (0..=1); used for glyphs.
    pub fn blend_pixel(&mut self, x: i32, y: i32, coverage: f32, color: Rgba) {
        if x < 0 || y < 0 || x >= self.pixmap.width() as i32 || y >= self.pixmap.height() as i32 {
            return;
        }
        let k = (coverage.clamp(0.0, 1.0) * color.a as f32 / 255.0).clamp(0.0, 1.0);
        if k <= 0.0 {
            return;
        }
        let index = y as usize * self.pixmap.width() as usize + x as usize;
        let dst = self.pixmap.pixels()[index];
        let mix = |s: u8, d: u8| (s as f32 * k + d as f32 * (1.0 - k)).round() as u8;
        let a = mix(255, dst.alpha());
        // Destination is premultiplied; the source is opaque before coverage, so blending
        // premultiplied values keeps the invariant channel <= alpha.
        let r = mix(color.r, dst.red()).min(a);
        let g = mix(color.g, dst.green()).min(a);
        let b = mix(color.b, dst.blue()).min(a);
        if let Some(px) = PremultipliedColorU8::from_rgba(r, g, b, a) {
            self.pixmap.pixels_mut()[index] = px;
        }
    }

    /// The pixels as RGBA rows (the canvas is opaque, so premultiplied equals straight).
    pub fn into_rgba(self) -> Vec<u8> {
        self.pixmap.take()
    }

    /// PNG bytes: see [`super::encode`] (the canvas is opaque, so alpha is dropped).
    pub fn encode_png(&self) -> Result<Vec<u8>, RenderError> {
        super::encode::png(
            self.pixmap.data(),
            self.pixmap.width(),
            self.pixmap.height(),
        )
    }

    /// [`Canvas::encode_png`] with a palette made beforehand (see [`super::encode::png_with`]).
    pub fn encode_png_with(
        &self,
        palette: Option<&super::encode::Palette>,
    ) -> Result<Vec<u8>, RenderError> {
        super::encode::png_with(
            self.pixmap.data(),
            self.pixmap.width(),
            self.pixmap.height(),
            palette,
        )
    }

    #[cfg(test)]
    pub fn pixel(&self, x: u32, y: u32) -> Option<(u8, u8, u8)> {
        let c = self.pixmap.pixel(x, y)?.demultiply();
        Some((c.red(), c.green(), c.blue()))
    }
}

/// Premultiplied pixels `s` composited source-over onto `d` (the same length).
#[inline]
fn blend_over(s: &[u8], d: &mut [u8]) {
    for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
        match sp[3] {
            0 => {}
            255 => dp.copy_from_slice(sp),
            a => {
                let keep = 255 - a as u32;
                for c in 0..4 {
                    // d * (255 - a) / 255, rounded, without a division.
                    let t = dp[c] as u32 * keep + 128;
                    dp[c] = sp[c].saturating_add(((t + (t >> 8)) >> 8) as u8);
                }
            }
        }
    }
}

/// A sprite's non-transparent pixels, row by row, as runs `(from, to, opaque)` (ends
/// exclusive): a stone is mostly transparent corners and an opaque middle.
pub struct Runs {
    rows: Vec<Vec<(u16, u16, bool)>>,
}

impl Runs {
    pub fn of(sprite: &Canvas) -> Runs {
        let w = sprite.width() as usize;
        let rows = sprite
            .rgba()
            .chunks_exact(w * 4)
            .map(|row| {
                let mut runs: Vec<(u16, u16, bool)> = Vec::new();
                for (x, px) in row.chunks_exact(4).enumerate() {
                    if px[3] == 0 {
                        continue;
                    }
                    let opaque = px[3] == 255;
                    match runs.last_mut() {
                        Some(last) if last.1 as usize == x && last.2 == opaque => last.1 += 1,
                        _ => runs.push((x as u16, x as u16 + 1, opaque)),
                    }
                }
                runs
            })
            .collect();
        Runs { rows }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sprite with transparent, blended and opaque pixels stamped through its runs,
    /// clipped and hanging off the canvas's edges, is every pixel composited one by one.
    #[test]
    fn stamping_by_runs_is_stamping_each_pixel() {
        let mut sprite = Canvas::transparent(21, 17).unwrap();
        sprite.fill_circle(10.3, 8.6, 7.2, rgba(30, 40, 50, 255));
        sprite.fill_circle(6.0, 5.0, 5.5, rgba(200, 10, 10, 120));
        let runs = Runs::of(&sprite);
        let alphas: Vec<u8> = sprite.rgba().chunks(4).map(|p| p[3]).collect();
        assert!(alphas.contains(&0) && alphas.contains(&255));
        assert!(alphas.iter().any(|&a| a != 0 && a != 255));
        let base = Canvas::new(40, 30, rgb(10, 200, 30)).unwrap();
        for (x, y, clip) in [
            (5, 4, (0, 0, 40, 30)),
            (-6, -3, (0, 0, 40, 30)),
            (30, 20, (0, 0, 40, 30)),
            (9, 6, (12, 8, 22, 15)),
            (9, 6, (0, 30, 40, 40)),
        ] {
            let mut by_runs = base.clone();
            by_runs.stamp_runs_within(&sprite, &runs, x, y, clip);
            let mut each = base.clone();
            let (w, sw) = (40i32, 21i32);
            for sy in 0..17i32 {
                for sx in 0..sw {
                    let (dx, dy) = (x + sx, y + sy);
                    let inside = (clip.0.max(0)..clip.2.min(w)).contains(&dx)
                        && (clip.1.max(0)..clip.3.min(30)).contains(&dy);
                    if inside {
                        let s = ((sy * sw + sx) * 4) as usize;
                        let d = ((dy * w + dx) * 4) as usize;
                        let px = sprite.rgba()[s..s + 4].to_vec();
                        blend_over(&px, &mut each.pixmap.data_mut()[d..d + 4]);
                    }
                }
            }
            assert_eq!(by_runs.rgba(), each.rgba(), "at ({x}, {y}) within {clip:?}");
        }
    }

    #[test]
    fn draws_and_encodes() {
        let mut c = Canvas::new(40, 30, rgb(10, 20, 30)).unwrap();
        c.fill_rect(0.0, 0.0, 20.0, 30.0, rgb(200, 0, 0));
        c.fill_circle(30.0, 15.0, 6.0, rgb(0, 200, 0));
        assert_eq!(c.pixel(5, 5), Some((200, 0, 0)));
        assert_eq!(c.pixel(30, 15), Some((0, 200, 0)));
        assert_eq!(c.pixel(39, 0), Some((10, 20, 30)));
        c.blend_pixel(39, 0, 0.5, rgb(255, 255, 255));
        let (r, _, _) = c.pixel(39, 0).unwrap();
        assert!((130..=135).contains(&r), "{r}");
        c.blend_pixel(-1, 100, 1.0, rgb(0, 0, 0)); // off canvas: ignored
        let png = c.encode_png().unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }
}
