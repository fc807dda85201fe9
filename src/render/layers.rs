//! What every image of one board size shares, drawn once and kept: the base layer (the
//! empty board with its coordinates, the header band, the empty scoring track) and the
//! piece or stone sprites. An image is then a copy of the base, the pieces stamped on,
//! and the few things that change drawn over it: that is what makes a board cheap.
//!
//! The layers also keep the size's palette, made once from sample images, so that each
//! image is indexed without a histogram of its own.
//!
//! The cache holds the most recently used sizes only ([`CAPACITY`]): a server sees a
//! handful of sizes, and each base layer is a full image (about 1.5 MB).

use std::sync::{Arc, Mutex, OnceLock};

use crate::games::{Color, Square};

use super::canvas::{Canvas, IRect, Runs};
use super::encode::Palette;
use super::geometry::{BoardKind, Layout};
use super::header::{self, Mark};
use super::{Header, RenderError};

/// Sizes kept at once.
const CAPACITY: usize = 12;

/// A picture drawn once around a centre and stamped at any centre with the same
/// sub-pixel offset (all squares of a layout share it: the cell is a whole number of
/// pixels).
pub(crate) struct Sprite {
    canvas: Canvas,
    /// Its non-transparent pixels, for stamping only those.
    runs: Runs,
    /// The sprite's top-left corner relative to the floor of the centre.
    offset: i32,
}

impl Sprite {
    /// A sprite of something drawn by `draw(canvas, cx, cy)` that stays within `reach`
    /// pixels of its centre, for centres whose fractional parts are those of `like`.
    pub fn new(
        like: (f32, f32),
        reach: f32,
        draw: impl FnOnce(&mut Canvas, f32, f32),
    ) -> Result<Sprite, RenderError> {
        let half = reach.ceil() as i32 + 2;
        let side = (2 * half + 2) as u32;
        let mut canvas = Canvas::transparent(side, side)?;
        let (fx, fy) = (like.0 - like.0.floor(), like.1 - like.1.floor());
        draw(&mut canvas, half as f32 + fx, half as f32 + fy);
        Ok(Sprite {
            runs: Runs::of(&canvas),
            canvas,
            offset: -half,
        })
    }

    /// The image rows a stamp centred on row `cy` may change, ends exclusive.
    pub fn rows(&self, cy: f32) -> (i32, i32) {
        let y = cy.floor() as i32 + self.offset;
        (y, y + self.canvas.height() as i32)
    }

    /// Stamps the sprite centred on (`cx`, `cy`).
    pub fn stamp(&self, canvas: &mut Canvas, cx: f32, cy: f32) {
        let all = (0, 0, canvas.width() as i32, canvas.height() as i32);
        self.stamp_within(canvas, cx, cy, all);
    }

    /// [`Sprite::stamp`] changing only the pixels inside `clip`.
    pub fn stamp_within(&self, canvas: &mut Canvas, cx: f32, cy: f32, clip: IRect) {
        let x = cx.floor() as i32 + self.offset;
        let y = cy.floor() as i32 + self.offset;
        canvas.stamp_runs_within(&self.canvas, &self.runs, x, y, clip);
    }

    /// The pixels a stamp centred on (`cx`, `cy`) really changes (those not fully
    /// transparent in the sprite), ends exclusive; `None` for an empty sprite.
    pub fn opaque_area(&self, cx: f32, cy: f32) -> Option<IRect> {
        let (w, h) = (self.canvas.width() as usize, self.canvas.height() as usize);
        let alpha = |x: usize, y: usize| self.canvas.rgba()[(y * w + x) * 4 + 3];
        let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
        for y in 0..h {
            for x in 0..w {
                if alpha(x, y) != 0 {
                    (x0, y0) = (x0.min(x), y0.min(y));
                    (x1, y1) = (x1.max(x + 1), y1.max(y + 1));
                }
            }
        }
        if x0 == usize::MAX {
            return None;
        }
        let (x, y) = (
            cx.floor() as i32 + self.offset,
            cy.floor() as i32 + self.offset,
        );
        Some((x + x0 as i32, y + y0 as i32, x + x1 as i32, y + y1 as i32))
    }

    /// The pixels a stamp centred on (`cx`, `cy`) may change.
    pub fn area(&self, cx: f32, cy: f32) -> IRect {
        let x = cx.floor() as i32 + self.offset;
        let y = cy.floor() as i32 + self.offset;
        let (w, h) = (self.canvas.width() as i32, self.canvas.height() as i32);
        (x, y, x + w, y + h)
    }
}

/// The shared layers of one board size.
pub(crate) struct Layers {
    pub base: Canvas,
    /// A piece or stone of each colour, indexed by [`Color::index`].
    pub pieces: [Sprite; 2],
    /// The palette of this size's images, made from samples on first use (`None`: the
    /// samples have too many colours, and each image gets its own).
    pub palette: OnceLock<Option<Palette>>,
    /// The base's pixels as indices of the palette, made with it (`None`: the palette
    /// does not cover the base, and each image is indexed whole).
    base_index: OnceLock<Option<Vec<u8>>>,
    /// How a Breakthrough image of this size splits into bands (`bands`), made on first
    /// use (`None`: it does not split, and images are encoded whole).
    pub bands: OnceLock<Option<super::bands::Plan>>,
    /// This process's name for these layers, in the names of kept strips (`strips`).
    pub(crate) id: u64,
    /// A canvas of the base's size to paint a picture's changed strips on, kept between
    /// pictures (`strips::png_of`): copying the whole base for a few strips cost more
    /// than the strips' drawing.
    scratch: Mutex<Option<Canvas>>,
}

impl Layers {
    pub fn new(base: Canvas, pieces: [Sprite; 2]) -> Layers {
        Layers {
            base,
            pieces,
            palette: OnceLock::new(),
            base_index: OnceLock::new(),
            bands: OnceLock::new(),
            scratch: Mutex::new(None),
            id: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
        }
    }

    /// The layers of `layout` over `base`, with a sprite of each colour drawn by
    /// `piece(canvas, color, cx, cy, radius)`.
    pub fn with_pieces(
        base: Canvas,
        layout: &Layout,
        piece: fn(&mut Canvas, Color, f32, f32, f32),
    ) -> Result<Layers, RenderError> {
        let r = layout.piece_radius();
        let a1 = layout
            .square_center(Square::new(0, 0))
            .ok_or(RenderError::BoardSize {
                width: layout.files,
                height: layout.ranks,
            })?;
        // The shadow reaches furthest: 1.22 r around a centre shifted by 0.16 r.
        let sprite = |color| Sprite::new(a1, r * 1.45, |c, x, y| piece(c, color, x, y, r));
        Ok(Layers::new(
            base,
            [sprite(Color::White)?, sprite(Color::Black)?],
        ))
    }

    /// A canvas of the base's size whose pixels are left over from an earlier picture
    /// (the caller copies the base's rows it paints on), or a copy of the base; give it
    /// back with [`Layers::put_scratch`].
    pub(crate) fn take_scratch(&self) -> Canvas {
        let kept = self
            .scratch
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        kept.unwrap_or_else(|| self.base.clone())
    }

    /// Keeps `canvas` for the next [`Layers::take_scratch`].
    pub(crate) fn put_scratch(&self, canvas: Canvas) {
        *self.scratch.lock().unwrap_or_else(|e| e.into_inner()) = Some(canvas);
    }

    pub fn piece(&self, color: Color) -> &Sprite {
        &self.pieces[color.index()]
    }

    /// This size's palette (made by `sample` on first use) and the base's pixels as its
    /// indices; `None` where the size has no palette or it does not cover the base.
    pub fn palette_and_base(
        &self,
        sample: impl FnOnce() -> Option<Palette>,
    ) -> Option<(&Palette, &[u8])> {
        self.indexed_base(self.palette.get_or_init(sample).as_ref())
    }

    fn indexed_base<'a>(&'a self, palette: Option<&'a Palette>) -> Option<(&'a Palette, &'a [u8])> {
        let base_index = self
            .base_index
            .get_or_init(|| palette.and_then(|p| p.index_covered(self.base.rgba())));
        Some((palette?, base_index.as_deref()?))
    }

    /// `canvas` as PNG with this size's palette, made by `sample` on first use.
    pub fn encode(
        &self,
        canvas: &Canvas,
        sample: impl FnOnce() -> Option<Palette>,
    ) -> Result<Vec<u8>, RenderError> {
        let palette = self.palette.get_or_init(sample).as_ref();
        if let Some((p, base_index)) = self.indexed_base(palette) {
            let same_size =
                (canvas.width(), canvas.height()) == (self.base.width(), self.base.height());
            if same_size {
                if let Some(png) = super::strips::png(canvas, self.id, &self.base, p, base_index) {
                    return Ok(png);
                }
            }
        }
        canvas.encode_png_with(palette)
    }
}

/// An image of a board begun: the layers of `layout` seen from `view` (built by `build`
/// the first time), a copy of their base, and `header` drawn with `mark`.
pub(crate) fn begin(
    layout: &Layout,
    view: Color,
    header: &Header,
    mark: Mark,
    build: impl FnOnce(&Layout) -> Result<Layers, RenderError>,
) -> Result<(Canvas, Arc<Layers>), RenderError> {
    let layers = of(layout, view, build)?;
    let mut canvas = layers.base.clone();
    header::draw(&mut canvas, layout, header, mark);
    Ok((canvas, layers))
}

/// The layers of `layout` seen from `view`, built by `build` the first time.
pub(crate) fn of(
    layout: &Layout,
    view: Color,
    build: impl FnOnce(&Layout) -> Result<Layers, RenderError>,
) -> Result<Arc<Layers>, RenderError> {
    cached((layout.kind, layout.files, layout.ranks, view), || {
        build(layout)
    })
}

/// Kind, files, ranks and the side at the bottom (the coordinates differ).
type Key = (BoardKind, u8, u8, Color);

struct Cache {
    entries: Vec<(Key, Arc<Layers>, u64)>,
    clock: u64,
}

/// The layers of `key`, built by `build` the first time (and again after eviction).
pub(crate) fn cached(
    key: Key,
    build: impl FnOnce() -> Result<Layers, RenderError>,
) -> Result<Arc<Layers>, RenderError> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| {
        Mutex::new(Cache {
            entries: Vec::new(),
            clock: 0,
        })
    });
    // A poisoned lock only means another render panicked mid-lookup; the entries are
    // whole values either way.
    let lock = || cache.lock().unwrap_or_else(|e| e.into_inner());
    {
        let mut c = lock();
        c.clock += 1;
        let now = c.clock;
        if let Some(entry) = c.entries.iter_mut().find(|e| e.0 == key) {
            entry.2 = now;
            return Ok(entry.1.clone());
        }
    }
    // Built outside the lock: two threads may both build a new size once; both results
    // are the same picture.
    let layers = Arc::new(build()?);
    let mut c = lock();
    let now = c.clock;
    if c.entries.iter().all(|e| e.0 != key) {
        if c.entries.len() >= CAPACITY {
            if let Some(oldest) = (0..c.entries.len()).min_by_key(|&i| c.entries[i].2) {
                c.entries.swap_remove(oldest);
            }
        }
        c.entries.push((key, layers.clone(), now));
    }
    Ok(layers)
}
