//! Text: DejaVu Sans (regular and bold) for Latin, Greek and Cyrillic, then Breaker Hangul
//! (Nanum Gothic's Hangul) for Korean, all embedded in the binary (`assets/fonts/`), laid
//! out with kerning and rasterised with anti-aliased coverage onto a [`Canvas`].
//!
//! Each character is drawn with the first font that has it; measuring, kerning (only
//! between two glyphs of one font) and drawing follow the same choice ([`Style::walk`]).
//! A character no font has is drawn as a small rounded box holding its code point in
//! hex ([`missing_glyphs`] lists them), so that it neither vanishes nor looks like any
//! other.

use std::sync::OnceLock;

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, PxScaleFont, ScaleFont};

use super::canvas::{Canvas, Rgba};

static REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");
static HANGUL_REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/BreakerHangul-Regular.ttf");
static HANGUL_BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/BreakerHangul-Bold.ttf");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Weight {
    Regular,
    Bold,
}

/// How many fonts each weight has: DejaVu Sans, then the Hangul font.
const FACES: usize = 2;

/// One embedded font and how it sits beside DejaVu Sans.
struct Face {
    font: FontRef<'static>,
    /// Its em size as a share of the style's size.
    scale: f32,
    /// How far its baseline is raised, as a share of the style's size.
    rise: f32,
}

/// DejaVu Sans: the reference, as drawn before the fallback existed.
const DEJAVU: (f32, f32) = (1.0, 0.0);
/// Nanum Gothic's capitals are 0.742 em tall and hang 0.043 em below the baseline,
/// DejaVu's 0.729 em from it: scaled and raised to match, its Hangul (-0.13..0.78 em)
/// then sits centred on DejaVu's capitals, a little taller, as Korean is set beside
/// Latin.
const HANGUL: (f32, f32) = (0.98, 0.045);

/// The fonts of `weight` in fallback order (one that does not parse is left out).
fn faces(weight: Weight) -> &'static [Option<Face>; FACES] {
    fn load(ttfs: [(&'static [u8], (f32, f32)); FACES]) -> [Option<Face>; FACES] {
        ttfs.map(|(ttf, (scale, rise))| {
            FontRef::try_from_slice(ttf)
                .ok()
                .map(|font| Face { font, scale, rise })
        })
    }
    static REGULAR: OnceLock<[Option<Face>; FACES]> = OnceLock::new();
    static BOLD: OnceLock<[Option<Face>; FACES]> = OnceLock::new();
    match weight {
        Weight::Regular => {
            REGULAR.get_or_init(|| load([(REGULAR_TTF, DEJAVU), (HANGUL_REGULAR_TTF, HANGUL)]))
        }
        Weight::Bold => BOLD.get_or_init(|| load([(BOLD_TTF, DEJAVU), (HANGUL_BOLD_TTF, HANGUL)])),
    }
}

/// Which font of `faces` draws `c` and its glyph there; `None` if none has it.
fn pick(faces: &[Option<Face>; FACES], c: char) -> Option<(usize, GlyphId)> {
    faces.iter().enumerate().find_map(|(i, face)| {
        let id = face.as_ref()?.font.glyph_id(c);
        (id.0 != 0).then_some((i, id))
    })
}

/// Characters meant to be invisible (joiners, variation selectors, direction marks, tag
/// characters: Unicode's Default_Ignorable_Code_Point): left out when no font has them
/// rather than boxed, as every text renderer does.
fn ignorable(c: char) -> bool {
    matches!(
        c as u32,
        0x00AD
            | 0x034F
            | 0x061C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// The characters of `text` that no embedded font has in some weight, each once in the
/// order they come: those are drawn as a hex box. (Used by the tests; a caller may use it
/// to tell a player which characters of a name will not show.)
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) fn missing_glyphs(text: &str) -> Vec<char> {
    let mut missing = Vec::new();
    for c in text.chars().filter(|c| !c.is_control() && !ignorable(*c)) {
        let lacking = [Weight::Regular, Weight::Bold]
            .into_iter()
            .any(|w| pick(faces(w), c).is_none());
        if lacking && !missing.contains(&c) {
            missing.push(c);
        }
    }
    missing
}

/// A font at a pixel size (`size` is roughly the em size in pixels).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Style {
    pub weight: Weight,
    pub size: f32,
}

/// The box drawn for a character no font has.
struct HexBox {
    /// The caret's advance over it.
    advance: f32,
    /// Space on either side of the box.
    margin: f32,
    w: f32,
    h: f32,
    /// The digits' style and the digits.
    small: Style,
    digits: String,
}

/// One step of a laid-out text, at its caret position.
enum Piece<'a> {
    /// A glyph of a font, with the baseline raised by `rise` pixels.
    Glyph {
        font: &'a PxScaleFont<&'static FontRef<'static>>,
        id: GlyphId,
        rise: f32,
    },
    /// A character no font has, drawn as [`Style::hex_box`].
    Missing(char),
}

impl Style {
    pub const fn new(weight: Weight, size: f32) -> Style {
        Style { weight, size }
    }

    /// Each font of the weight at this size.
    fn scaled(self) -> [Option<(PxScaleFont<&'static FontRef<'static>>, f32)>; FACES] {
        let faces = faces(self.weight);
        std::array::from_fn(|i| {
            let face = faces[i].as_ref()?;
            let em = self.size * face.scale;
            // ab_glyph scales by ascent - descent; convert from an em size.
            let scale: PxScale = face
                .font
                .pt_to_px_scale(em * 0.75)
                .unwrap_or(PxScale::from(em));
            Some((face.font.as_scaled(scale), self.size * face.rise))
        })
    }

    /// Lays `text` out from `x`: calls `visit` with each piece and its caret position,
    /// and returns the advance. Width and drawing both go through here, so they agree.
    fn walk(self, text: &str, x: f32, mut visit: impl FnMut(Piece<'_>, f32)) -> f32 {
        let faces = faces(self.weight);
        let scaled = self.scaled();
        let mut caret = x;
        let mut prev: Option<(usize, GlyphId)> = None;
        for c in text.chars().filter(|c| !c.is_control()) {
            match pick(faces, c) {
                Some((i, id)) => {
                    let Some((font, rise)) = &scaled[i] else {
                        continue;
                    };
                    if let Some((pi, p)) = prev {
                        if pi == i {
                            caret += font.kern(p, id);
                        }
                    }
                    visit(
                        Piece::Glyph {
                            font,
                            id,
                            rise: *rise,
                        },
                        caret,
                    );
                    caret += font.h_advance(id);
                    prev = Some((i, id));
                }
                None if ignorable(c) => {}
                None => {
                    visit(Piece::Missing(c), caret);
                    caret += self.hex_box(c).advance;
                    prev = None;
                }
            }
        }
        caret - x
    }

    /// The replacement for `c`: a box the height of a Hangul syllable holding the code
    /// point's hex digits (at least four, as U+ notation writes them).
    fn hex_box(self, c: char) -> HexBox {
        let digits = format!("{:04X}", c as u32);
        let small = Style::new(Weight::Bold, (self.size * 0.5).max(6.0));
        let margin = (self.size * 0.08).max(1.0);
        let w = small.width(&digits) + 2.0 * (self.size * 0.12).max(2.0);
        HexBox {
            advance: w + 2.0 * margin,
            margin,
            w,
            h: self.cap_height() * 1.3,
            small,
            digits,
        }
    }

    /// Draws the replacement box for `c` with its caret at `x`.
    fn draw_hex_box(self, canvas: &mut Canvas, c: char, x: f32, baseline: f32, color: Rgba) {
        let b = self.hex_box(c);
        let cy = baseline - self.cap_height() / 2.0;
        let stroke = (self.size / 16.0).max(1.0);
        let (left, top) = (x + b.margin, cy - b.h / 2.0);
        canvas.stroke_round_rect(
            left + stroke / 2.0,
            top + stroke / 2.0,
            b.w - stroke,
            b.h - stroke,
            b.h * 0.22,
            stroke,
            color,
        );
        b.small
            .draw_centered(canvas, &b.digits, left + b.w / 2.0, cy, color);
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
        self.walk(text, 0.0, |_, _| {})
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
        self.walk(text, x, |piece, caret| match piece {
            Piece::Glyph { font, id, rise } => {
                let glyph = id.with_scale_and_position(font.scale(), point(caret, baseline - rise));
                if let Some(outlined) = font.outline_glyph(glyph) {
                    let bounds = outlined.px_bounds();
                    let (ox, oy) = (bounds.min.x as i32, bounds.min.y as i32);
                    outlined.draw(|gx, gy, coverage| {
                        canvas.blend_pixel(ox + gx as i32, oy + gy as i32, coverage, color);
                    });
                }
            }
            Piece::Missing(c) => self.draw_hex_box(canvas, c, caret, baseline, color),
        })
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
        for weight in [Weight::Regular, Weight::Bold] {
            assert!(faces(weight).iter().all(Option::is_some), "{weight:?}");
        }
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
