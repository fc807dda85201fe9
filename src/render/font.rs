//! Text: DejaVu Sans (regular and bold), embedded in the binary, laid out with kerning and
//! rasterised with anti-aliased coverage onto a [`Canvas`].

use std::sync::OnceLock;

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::canvas::{Canvas, Rgba};

static REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Weight {
    Regular,
    Bold,
}

fn font(weight: Weight) -> Option<&'static FontRef<'static>> {
    static REGULAR: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    static BOLD: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR.get_or_init(|| FontRef::try_from_slice(REGULAR_TTF).ok()),
        Weight::Bold => BOLD.get_or_init(|| FontRef::try_from_slice(BOLD_TTF).ok()),
    }
    .as_ref()
}

/// A font at a pixel size (`size` is roughly the em size in pixels).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Style {
    pub weight: Weight,
    pub size: f32,
}

impl Style {
    pub const fn new(weight: Weight, size: f32) -> Style {
        Style { weight, size }
    }

    fn scaled(self) -> Option<ab_glyph::PxScaleFont<&'static FontRef<'static>>> {
        let font = font(self.weight)?;
        // ab_glyph scales by ascent - descent; convert from an em size.
        let scale: PxScale = font
            .pt_to_px_scale(self.size * 0.75)
            .unwrap_or(PxScale::from(self.size));
        Some(font.as_scaled(scale))
    }

    /// Height above the baseline of capitals and digits, in pixels.
    pub fn cap_height(self) -> f32 {
        self.size * 0.729
    }

    /// Height above the baseline of lower-case letters without ascenders, in pixels.
    pub fn x_height(self) -> f32 {
        self.size * 0.547
    }

    /// The advance width of `text`, with kerning.
    pub fn width(self, text: &str) -> f32 {
        let Some(font) = self.scaled() else {
            return 0.0;
        };
        let mut width = 0.0;
        let mut prev: Option<GlyphId> = None;
        for c in text.chars().filter(|c| !c.is_control()) {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                width += font.kern(p, id);
            }
            width += font.h_advance(id);
            prev = Some(id);
        }
        width
    }

    /// `text` shortened with an ellipsis so that it is at most `max_width` wide.
    pub fn ellipsize(self, text: &str, max_width: f32) -> String {
        if self.width(text) <= max_width {
            return text.to_string();
        }
        let chars: Vec<char> = text.chars().collect();
        let mut keep = chars.len();
        while keep > 0 {
            keep -= 1;
            let candidate: String = chars[..keep]
                .iter()
                .collect::<String>()
                .trim_end()
                .to_string()
                + "…";
            if self.width(&candidate) <= max_width {
                return candidate;
            }
        }
        String::new()
    }

    /// Draws `text` with its baseline starting at (`x`, `baseline`); returns the advance.
    pub fn draw(self, canvas: &mut Canvas, text: &str, x: f32, baseline: f32, color: Rgba) -> f32 {
        let Some(font) = self.scaled() else {
            return 0.0;
        };
        let mut caret = x;
        let mut prev: Option<GlyphId> = None;
        for c in text.chars().filter(|c| !c.is_control()) {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                caret += font.kern(p, id);
            }
            let glyph = id.with_scale_and_position(font.scale(), point(caret, baseline));
            caret += font.h_advance(id);
            prev = Some(id);
            if let Some(outlined) = font.outline_glyph(glyph) {
                let bounds = outlined.px_bounds();
                let (ox, oy) = (bounds.min.x as i32, bounds.min.y as i32);
                outlined.draw(|gx, gy, coverage| {
                    canvas.blend_pixel(ox + gx as i32, oy + gy as i32, coverage, color);
                });
            }
        }
        caret - x
    }

    /// Draws `text` horizontally centred on `cx`, its capitals vertically centred on `cy`.
    pub fn draw_centered(self, canvas: &mut Canvas, text: &str, cx: f32, cy: f32, color: Rgba) {
        let x = cx - self.width(text) / 2.0;
        self.draw(canvas, text, x, cy + self.cap_height() / 2.0, color);
    }

    /// Like [`Style::draw_centered`] but centres lower-case letters (x-height) on `cy`.
    pub fn draw_centered_lower(
        self,
        canvas: &mut Canvas,
        text: &str,
        cx: f32,
        cy: f32,
        color: Rgba,
    ) {
        let x = cx - self.width(text) / 2.0;
        self.draw(canvas, text, x, cy + self.x_height() / 2.0, color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::rgb;

    #[test]
    fn fonts_load_and_measure() {
        assert!(font(Weight::Regular).is_some());
        assert!(font(Weight::Bold).is_some());
        let s = Style::new(Weight::Regular, 16.0);
        let w = s.width("Breakthrough");
        assert!(w > 60.0 && w < 140.0, "{w}");
        assert!(Style::new(Weight::Bold, 16.0).width("Breakthrough") > w);
        let short = s.ellipsize("a very long player name indeed", 80.0);
        assert!(short.ends_with('…') && s.width(&short) <= 80.0, "{short}");
        assert_eq!(s.ellipsize("ok", 80.0), "ok");
    }

    #[test]
    fn draws_ink() {
        let mut c = Canvas::new(60, 30, rgb(255, 255, 255)).unwrap();
        Style::new(Weight::Bold, 20.0).draw_centered(&mut c, "H", 30.0, 15.0, rgb(0, 0, 0));
        let dark = (0..60)
            .flat_map(|x| (0..30).map(move |y| (x, y)))
            .filter(|&(x, y)| c.pixel(x, y).unwrap().0 < 100)
            .count();
        assert!(dark > 30, "{dark}");
    }
}
