//! A Breakthrough image drawn and compressed band by band, each band's DEFLATE kept.
//!
//! A move changes two or three ranks of a board; the others, and the margins, are the
//! same pixels as in the game's picture before. So the image is cut into horizontal
//! bands (the header, the margin above the squares, one band per row of squares, the
//! margin below), each band named by what it shows (the pieces and tinted squares that
//! reach into its rows; the header's words and marks), and each band's compressed
//! bytes are kept under that name. A
//! move then draws, indexes and compresses only the bands it changed; the PNG is the
//! kept bands' DEFLATE blocks one after another, each ending byte-aligned with no
//! reference to the band before (one block and a sync flush each, [`super::deflate`]),
//! with the zlib checksum combined from the bands' own. A rank band made of tiles is
//! written from codes made ahead for each row of each tile ([`super::stamps`]).
//!
//! The picture is pixel for pixel what the whole-image path draws: a band is drawn
//! from the base layer's rows with the same fills and stamps, clipped to its rows
//! (`tests` compare both on random boards). A size whose squares do not fall on whole
//! pixels, or whose palette does not cover its base, is not split ([`Plan::of`] is
//! `None`) and is drawn whole.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::games::{Color, Square};

use super::breakthrough::{is_dark, Board, DARK_LAST, LIGHT_LAST};
use super::canvas::Canvas;
use super::encode::Palette;
use super::geometry::Layout;
use super::header;
use super::layers::Layers;
use super::stamps::{Grid, RankBand, Stamps};
use super::{Header, RenderError};

/// Bands kept per generation; two generations are kept (about 4 KB a band).
const KEPT: usize = 4096;

/// How an image of one size and view splits into bands.
pub(crate) struct Plan {
    bands: Vec<BandPlan>,
    /// Each way a square can look, indexed, where a piece stays within its square
    /// (`None`: bands are drawn).
    tiles: Option<Tiles>,
    /// A rank band's codes made ahead, where its squares are tiles side by side.
    stamps: Option<Stamped>,
}

/// The stamps and where each file's square lies from the left (the view decides).
struct Stamped {
    stamps: Stamps,
    slot_of_file: Vec<usize>,
}

/// A square's pixels as palette indices for each way it can look: dark or light,
/// tinted or not, empty or holding a piece of either colour. Where a piece stays within
/// its square, a row of squares is the base's indices with these copied over: no
/// drawing and no palette lookups at all.
struct Tiles {
    /// The side of a square.
    cell: usize,
    /// By [`Tiles::at`].
    tiles: Vec<Vec<u8>>,
}

impl Tiles {
    fn at(dark: bool, tinted: bool, piece: Option<Color>) -> usize {
        let piece = match piece {
            None => 0,
            Some(Color::White) => 1,
            Some(Color::Black) => 2,
        };
        usize::from(dark) * 6 + usize::from(tinted) * 3 + piece
    }

    /// How `sq` looks on `board`.
    fn look(board: &Board, sq: Square) -> usize {
        Tiles::at(is_dark(sq), board.lit(sq), board.at(sq))
    }

    /// The tiles of `layout`, drawn as `draw_band` draws a square; `None` if a piece
    /// reaches out of its square or the palette does not cover a tile.
    fn of(layout: &Layout, layers: &Layers, palette: &Palette) -> Option<Tiles> {
        let (dark, light) = (
            Square::new(0, 0),
            Square::new(1 % layout.files, 1 / layout.files),
        );
        if !layout.contains(light) {
            return None;
        }
        let mut tiles = vec![Vec::new(); 12];
        for sq in [dark, light] {
            let rect = layout.square_rect(sq)?;
            let (cx, cy) = layout.square_center(sq)?;
            let (x0, y0, cell) = (
                whole(rect.x)? as i32,
                whole(rect.y)? as i32,
                whole(rect.w)? as i32,
            );
            for color in [Color::White, Color::Black] {
                let a = layers.piece(color).opaque_area(cx, cy)?;
                if a.0 < x0 || a.1 < y0 || a.2 > x0 + cell || a.3 > y0 + cell {
                    return None;
                }
            }
            for tinted in [false, true] {
                for piece in [None, Some(Color::White), Some(Color::Black)] {
                    let mut canvas = layers.base.rows(y0 as u32, (y0 + cell) as u32).ok()?;
                    if tinted {
                        let color = if is_dark(sq) { DARK_LAST } else { LIGHT_LAST };
                        canvas.fill_rect(rect.x, 0.0, rect.w, rect.h, color);
                    }
                    if let Some(color) = piece {
                        layers.piece(color).stamp(&mut canvas, cx, cy - y0 as f32);
                    }
                    let width = canvas.width() as usize;
                    let mut square = Vec::with_capacity((cell * cell * 4) as usize);
                    for row in canvas.rgba().chunks_exact(width * 4) {
                        square.extend_from_slice(&row[x0 as usize * 4..(x0 + cell) as usize * 4]);
                    }
                    tiles[Tiles::at(is_dark(sq), tinted, piece)] =
                        palette.index_covered(&square)?;
                }
            }
        }
        Some(Tiles {
            cell: whole(layout.cell)? as usize,
            tiles,
        })
    }
}

struct BandPlan {
    /// Image rows `y0..y1`.
    y0: u32,
    y1: u32,
    /// A band of the header: drawn, not made of tiles.
    header: Option<header::Part>,
    /// Ranks whose squares (and their tints) lie in these rows.
    squares: Vec<u8>,
    /// Ranks whose pieces reach into these rows.
    pieces: Vec<u8>,
}

impl Plan {
    /// The bands of `layout`'s images over `layers`; `None` if its squares are not on
    /// whole pixels (then the image is drawn whole).
    pub fn of(
        layout: &Layout,
        layers: &Layers,
        palette: &Palette,
        base_index: &[u8],
    ) -> Option<Plan> {
        let head = layout.header_rect();
        let header_end = whole(head.y + head.h)?;
        let area = layout.board_rect();
        let (top, cell) = (whole(area.y)?, whole(layout.cell)?);
        let bottom = top + cell * layout.ranks as u32;
        // The header's parts end where the header does.
        let (status_top, status_end) = header::Part::Status.rows();
        if whole(area.x).is_none()
            || header_end > top
            || bottom > layout.height
            || status_end != header_end
        {
            return None;
        }
        // The display row of each rank, and the rows its pieces really reach.
        let mut reach = Vec::new();
        for rank in 0..layout.ranks {
            let (_, cy) = layout.square_center(Square::new(0, rank))?;
            let rect = layout.square_rect(Square::new(0, rank))?;
            let rows = [Color::White, Color::Black]
                .iter()
                .filter_map(|&c| layers.piece(c).opaque_area(0.0, cy))
                .map(|a| (a.1, a.3))
                .fold((i32::MAX, i32::MIN), |a, r| (a.0.min(r.0), a.1.max(r.1)));
            reach.push((rank, whole(rect.y)?, rows));
        }
        let mut cuts = vec![0, status_top, header_end, top];
        cuts.extend((1..=layout.ranks as u32).map(|i| top + i * cell));
        cuts.push(layout.height);
        cuts.dedup();
        let bands: Vec<BandPlan> = cuts
            .windows(2)
            .map(|w| {
                let (y0, y1) = (w[0], w[1]);
                let meets = |a: i32, b: i32| a < y1 as i32 && (y0 as i32) < b;
                BandPlan {
                    y0,
                    y1,
                    header: [header::Part::Players, header::Part::Status]
                        .into_iter()
                        .find(|p| p.rows() == (y0, y1)),
                    squares: reach
                        .iter()
                        .filter(|(_, y, _)| meets(*y as i32, (y + cell) as i32))
                        .map(|r| r.0)
                        .collect(),
                    pieces: reach
                        .iter()
                        .filter(|(_, _, rows)| meets(rows.0, rows.1))
                        .map(|r| r.0)
                        .collect(),
                }
            })
            .collect();
        // Tiles only where no piece reaches into another band.
        let tiles = bands
            .iter()
            .all(|b: &BandPlan| b.pieces.iter().all(|r| b.squares.contains(r)))
            .then(|| Tiles::of(layout, layers, palette))
            .flatten();
        let stamps = tiles
            .as_ref()
            .and_then(|t| Stamped::of(layout, &bands, t, base_index));
        Some(Plan {
            bands,
            tiles,
            stamps,
        })
    }
}

impl Stamped {
    /// The stamps of `layout`'s rank bands, where its squares lie side by side on whole
    /// pixels; the code made from a few boards of pieces and tints on every rank.
    fn of(layout: &Layout, bands: &[BandPlan], tiles: &Tiles, base: &[u8]) -> Option<Stamped> {
        let cell = tiles.cell;
        let area = layout.board_rect();
        let left = whole(area.x)? as usize;
        let files = layout.files;
        let mut slot_of_file = vec![usize::MAX; files as usize];
        for file in 0..files {
            let x = whole(layout.square_rect(Square::new(file, 0))?.x)? as usize;
            let slot = x.checked_sub(left)?;
            if slot % cell != 0 || slot / cell >= files as usize {
                return None;
            }
            slot_of_file[file as usize] = slot / cell;
        }
        let mut seen = slot_of_file.clone();
        seen.sort_unstable();
        seen.dedup();
        if seen.len() != files as usize {
            return None;
        }
        let looks = |rank: u8, look: &mut dyn FnMut(Square) -> usize| {
            let mut by_slot = vec![0u8; files as usize];
            for file in 0..files {
                by_slot[slot_of_file[file as usize]] = look(Square::new(file, rank)) as u8;
            }
            by_slot
        };
        let mut ranks = Vec::new();
        let mut samples = Vec::new();
        // A fixed pseudo-random spread of pieces and tints: the code's sample.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (index, band) in bands.iter().enumerate() {
            let ([rank], None) = (band.squares.as_slice(), band.header) else {
                continue;
            };
            let rank = *rank;
            let rect = layout.square_rect(Square::new(0, rank))?;
            if band.y1 - band.y0 != cell as u32 || whole(rect.y)? != band.y0 {
                continue;
            }
            let plain = looks(rank, &mut |sq| Tiles::at(is_dark(sq), false, None));
            ranks.push(RankBand {
                index,
                y0: band.y0 as usize,
                plain,
            });
            for _ in 0..4 {
                let by_slot = looks(rank, &mut |sq| {
                    let r = next();
                    let piece = match r % 4 {
                        0 | 1 => None,
                        2 => Some(Color::White),
                        _ => Some(Color::Black),
                    };
                    Tiles::at(is_dark(sq), (r >> 8) % 16 == 0, piece)
                });
                samples.push((index, by_slot));
            }
        }
        // A piece's inside is the same on every square: looks holding one colour are kin.
        let kin: Vec<u8> = (0..tiles.tiles.len())
            .map(|look| (look % 3) as u8)
            .collect();
        let grid = Grid {
            base,
            width: layout.width as usize,
            cell,
            left,
            slots: files as usize,
            tiles: &tiles.tiles,
            kin: &kin,
        };
        let stamps = Stamps::of(&grid, bands.len(), &ranks, &samples)?;
        Some(Stamped {
            stamps,
            slot_of_file,
        })
    }

    /// Band `i` of `band`'s rank as stamped DEFLATE; `None` where it is not a rank band.
    fn deflate(&self, board: &Board, i: usize, band: &BandPlan) -> Option<Deflated> {
        let [rank] = band.squares[..] else {
            return None;
        };
        let mut looks = vec![0u8; self.slot_of_file.len()];
        for (file, &slot) in self.slot_of_file.iter().enumerate() {
            looks[slot] = Tiles::look(board, Square::new(file as u8, rank)) as u8;
        }
        self.stamps.deflate(i, &looks)
    }
}

fn whole(v: f32) -> Option<u32> {
    (v >= 0.0 && v.fract() == 0.0).then_some(v as u32)
}

/// A band's pixels as zlib stream pieces: DEFLATE blocks ending byte-aligned, and the
/// Adler-32 and length of the rows (filter bytes included) they hold.
pub(super) struct Deflated {
    pub(super) bytes: Vec<u8>,
    pub(super) adler: u32,
    pub(super) len: u64,
}

/// Bands already compressed, by name: two generations, the older dropped when the
/// newer fills (a cheap near-LRU: a band in use is moved to the newer one).
#[derive(Default)]
pub(super) struct Kept {
    new: HashMap<Vec<u8>, Arc<Deflated>>,
    old: HashMap<Vec<u8>, Arc<Deflated>>,
}

impl Kept {
    pub(super) fn get(&mut self, key: &[u8]) -> Option<Arc<Deflated>> {
        if let Some(d) = self.new.get(key) {
            return Some(d.clone());
        }
        let d = self.old.remove(key)?;
        self.put(key.to_vec(), d.clone());
        Some(d)
    }

    pub(super) fn put(&mut self, key: Vec<u8>, d: Arc<Deflated>) {
        if self.new.len() >= KEPT {
            self.old = std::mem::take(&mut self.new);
        }
        self.new.insert(key, d);
    }
}

pub(super) fn kept() -> std::sync::MutexGuard<'static, Kept> {
    static KEPT_BANDS: OnceLock<Mutex<Kept>> = OnceLock::new();
    // A poisoned lock only means a render panicked between whole-value updates.
    KEPT_BANDS
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// Drops every kept band: the next images are drawn whole (`breaker bench render`
/// times a picture alone this way).
pub fn forget_kept_bands() {
    let mut kept = kept();
    kept.new.clear();
    kept.old.clear();
}

/// The kept bands are the process's: a test that counts what is compressed holds this,
/// so that no other test fills the map meanwhile (its older half is dropped when full).
#[cfg(test)]
pub(super) static COUNTING: Mutex<()> = Mutex::new(());

#[cfg(test)]
thread_local! {
    /// Bands this thread compressed (not found kept), for the tests.
    static COMPRESSED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// The image rows of those bands.
    static ROWS_COMPRESSED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// Of those, the bands made from tiles.
    static TILED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// `board` as PNG bytes band by band; `None` where this size is drawn whole (no plan, or
/// a band the palette does not cover).
pub(crate) fn render(
    board: &Board,
    header: &Header,
    layout: &Layout,
    layers: &Layers,
    palette: &Palette,
    base_index: &[u8],
) -> Option<Result<Vec<u8>, RenderError>> {
    let plan = layers
        .bands
        .get_or_init(|| Plan::of(layout, layers, palette, base_index))
        .as_ref()?;
    // The plan was made from the same layout as the base: the image is the base's size.
    let (width, height) = (layers.base.width(), layers.base.height());
    let mut pieces = Vec::with_capacity(plan.bands.len());
    for (i, band) in plan.bands.iter().enumerate() {
        let key = name(board, header, layout, i, band);
        let found = kept().get(&key);
        let deflated = match found {
            Some(d) => d,
            None => {
                let stamped = plan.stamps.as_ref().and_then(|s| s.deflate(board, i, band));
                let d = match stamped {
                    Some(d) => {
                        counted((band.y1 - band.y0) as u64, true);
                        d
                    }
                    None => {
                        let indices = match (&plan.tiles, band.header) {
                            (Some(tiles), None) => tiled(board, layout, band, tiles, base_index),
                            _ => match draw_band(board, header, layout, layers, band) {
                                Ok(canvas) => {
                                    index_band(&canvas, band, layers, palette, base_index)?
                                }
                                Err(e) => return Some(Err(e)),
                            },
                        };
                        deflate_band(&indices, width as usize)
                    }
                };
                let d = Arc::new(d);
                kept().put(key, d.clone());
                d
            }
        };
        pieces.push(deflated);
    }
    Some(Ok(png(width, height, palette, &pieces)))
}

/// What band `i` shows, as bytes: the size and view, the band, and for each rank that
/// reaches into it its pieces (and its tints, where its squares lie in the band); for
/// a band of the header, everything it shows (a game's pills take two forms, the side
/// to move alternating, so they are kept too).
fn name(board: &Board, header: &Header, layout: &Layout, i: usize, band: &BandPlan) -> Vec<u8> {
    let view = match layout.view() {
        Color::White => 0,
        Color::Black => 1,
    };
    let mut key = vec![board.width, board.height, view, i as u8];
    if let Some(part) = band.header {
        key.extend_from_slice(&part.name(header, board.mark));
        return key;
    }
    for (ranks, tints) in [(&band.squares, true), (&band.pieces, false)] {
        key.push(0xff);
        for &rank in ranks {
            key.push(rank);
            for file in 0..board.width {
                let sq = Square::new(file, rank);
                let piece = match board.at(sq) {
                    None => 0,
                    Some(Color::White) => 1,
                    Some(Color::Black) => 2,
                };
                key.push(piece | if tints && board.lit(sq) { 4 } else { 0 });
            }
        }
    }
    key
}

/// The band's rows drawn as the whole image draws them (see `breakthrough::draw`).
fn draw_band(
    board: &Board,
    header: &Header,
    layout: &Layout,
    layers: &Layers,
    band: &BandPlan,
) -> Result<Canvas, RenderError> {
    let mut canvas = layers.base.rows(band.y0, band.y1)?;
    let dy = band.y0 as f32;
    if let Some(part) = band.header {
        part.draw(&mut canvas, band.y0, layout, header, board.mark);
    }
    if let Some((from, to)) = board.last {
        for sq in [from, to] {
            if !band.squares.contains(&sq.rank) {
                continue;
            }
            if let Some(rect) = layout.square_rect(sq) {
                let color = if is_dark(sq) { DARK_LAST } else { LIGHT_LAST };
                canvas.fill_rect(rect.x, rect.y - dy, rect.w, rect.h, color);
            }
        }
    }
    for &rank in &band.pieces {
        for file in 0..board.width {
            let sq = Square::new(file, rank);
            if let (Some(color), Some((x, y))) = (board.at(sq), layout.square_center(sq)) {
                layers.piece(color).stamp(&mut canvas, x, y - dy);
            }
        }
    }
    Ok(canvas)
}

/// The band's pixels as palette indices; `None` if the palette lacks a colour covering
/// an area of it.
fn index_band(
    canvas: &Canvas,
    band: &BandPlan,
    layers: &Layers,
    palette: &Palette,
    base_index: &[u8],
) -> Option<Vec<u8>> {
    let width = canvas.width() as usize;
    let (a, b) = (band.y0 as usize * width, band.y1 as usize * width);
    let base = &layers.base.rgba()[a * 4..b * 4];
    palette.index_covered_over(canvas.rgba(), base, &base_index[a..b])
}

/// A band's indices from the base's and the tiles of the squares in it that are not
/// plain (a piece on them, or tinted).
fn tiled(
    board: &Board,
    layout: &Layout,
    band: &BandPlan,
    tiles: &Tiles,
    base_index: &[u8],
) -> Vec<u8> {
    #[cfg(test)]
    TILED.set(TILED.get() + 1);
    let width = layout.width as usize;
    let mut out = base_index[band.y0 as usize * width..band.y1 as usize * width].to_vec();
    for &rank in &band.squares {
        for file in 0..board.width {
            let sq = Square::new(file, rank);
            if board.at(sq).is_none() && !board.lit(sq) {
                continue;
            }
            let Some(rect) = layout.square_rect(sq) else {
                continue;
            };
            let (x, y) = (rect.x as usize, rect.y as usize - band.y0 as usize);
            let tile = &tiles.tiles[Tiles::look(board, sq)];
            for (r, row) in tile.chunks_exact(tiles.cell).enumerate() {
                let at = (y + r) * width + x;
                out[at..at + tiles.cell].copy_from_slice(row);
            }
        }
    }
    out
}

/// Counts a band of `rows` compressed (made of tiles or not), for the tests.
fn counted(rows: u64, tiled: bool) {
    #[cfg(test)]
    {
        COMPRESSED.set(COMPRESSED.get() + 1);
        ROWS_COMPRESSED.set(ROWS_COMPRESSED.get() + rows);
        TILED.set(TILED.get() + u64::from(tiled));
    }
    #[cfg(not(test))]
    let _ = (rows, tiled);
}

/// A band's indices as PNG rows (filter byte 0, none, before each), compressed.
pub(super) fn deflate_band(indices: &[u8], width: usize) -> Deflated {
    counted((indices.len() / width.max(1)) as u64, false);
    let mut raw = Vec::with_capacity(indices.len() + indices.len() / width);
    for row in indices.chunks_exact(width) {
        raw.push(0);
        raw.extend_from_slice(row);
    }
    Deflated {
        bytes: super::deflate::deflate_rows(&raw, width + 1),
        adler: adler32(&raw),
        len: raw.len() as u64,
    }
}

const ADLER_MOD: u32 = 65_521;

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    // 5552 bytes is the most that cannot overflow `b` before the modulo (zlib's NMAX).
    for chunk in data.chunks(5552) {
        for &byte in chunk {
            a += byte as u32;
            b += a;
        }
        a %= ADLER_MOD;
        b %= ADLER_MOD;
    }
    b << 16 | a
}

/// The Adler-32 of two pieces one after the other, from each one's own (zlib's
/// `adler32_combine`): `len2` is the second piece's length.
fn adler32_combine(adler1: u32, adler2: u32, len2: u64) -> u32 {
    let rem = (len2 % ADLER_MOD as u64) as u32;
    let mut sum1 = adler1 & 0xffff;
    let mut sum2 = (rem * sum1) % ADLER_MOD;
    sum1 += (adler2 & 0xffff) + ADLER_MOD - 1;
    sum2 += (adler1 >> 16) + (adler2 >> 16) + ADLER_MOD - rem;
    if sum1 >= ADLER_MOD {
        sum1 -= ADLER_MOD;
    }
    if sum1 >= ADLER_MOD {
        sum1 -= ADLER_MOD;
    }
    if sum2 >= ADLER_MOD << 1 {
        sum2 -= ADLER_MOD << 1;
    }
    if sum2 >= ADLER_MOD {
        sum2 -= ADLER_MOD;
    }
    sum2 << 16 | sum1
}

/// The PNG: signature, header, palette, one IDAT holding the zlib stream of the bands,
/// end. The bands are copied once, straight into the IDAT chunk (a board's image is
/// about 50 KB; a stream built apart and then chunked was a second copy of it).
pub(super) fn png(width: u32, height: u32, palette: &Palette, bands: &[Arc<Deflated>]) -> Vec<u8> {
    let size: usize = bands.iter().map(|b| b.bytes.len()).sum();
    let plte = palette.rgb();
    let mut out = Vec::with_capacity(size + plte.len() + 128);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    // 8 bits per index, colour type 3 (indexed), deflate, adaptive filters, no interlace.
    ihdr[8..].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", |c| c.extend_from_slice(&ihdr));
    chunk(&mut out, b"PLTE", |c| c.extend_from_slice(&plte));
    chunk(&mut out, b"IDAT", |z| {
        // zlib header: deflate with a 32 KB window, fastest-level flag, check bits.
        z.extend_from_slice(&[0x78, 0x01]);
        let mut adler = 1;
        for band in bands {
            z.extend_from_slice(&band.bytes);
            adler = adler32_combine(adler, band.adler, band.len);
        }
        // The last block: final, stored, empty.
        z.extend_from_slice(&[0x01, 0x00, 0x00, 0xff, 0xff]);
        z.extend_from_slice(&adler.to_be_bytes());
    });
    chunk(&mut out, b"IEND", |_| ());
    out
}

/// Appends a chunk of `kind` to `out` holding what `write` appends; its length and CRC
/// are filled in around it.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], write: impl FnOnce(&mut Vec<u8>)) {
    let start = out.len();
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(kind);
    write(out);
    let len = (out.len() - start - 8) as u32;
    out[start..start + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[start + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::render::breakthrough::{render, render_whole};
    use crate::render::header::Mark;

    fn pixels(png: &[u8]) -> Vec<u8> {
        image::load_from_memory(png).unwrap().to_rgb8().into_raw()
    }

    /// A random board of `w` × `h` from `seed`: pieces, a last move, a mark.
    fn board(w: u8, h: u8, seed: u64) -> Board {
        let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut next = |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        };
        let cells = (0..w as usize * h as usize)
            .map(|_| match next(3) {
                0 => None,
                1 => Some(Color::White),
                _ => Some(Color::Black),
            })
            .collect();
        let sq = |n: &mut dyn FnMut(u64) -> u64| Square::new(n(w as u64) as u8, n(h as u64) as u8);
        let last = (next(4) != 0).then(|| (sq(&mut next), sq(&mut next)));
        let mark = match next(3) {
            0 => Mark::ToMove(Color::White),
            1 => Mark::Winner(Color::Black),
            _ => Mark::ToMove(Color::Black),
        };
        Board {
            width: w,
            height: h,
            cells,
            mark,
            last,
        }
    }

    #[test]
    fn banded_images_are_the_whole_images_pixel_for_pixel() {
        let _one = COUNTING.lock().unwrap_or_else(|e| e.into_inner());
        let header = Header::new("Kestrel", "amaryllis_42", "White to move · move 12");
        for (w, h) in [(8, 8), (3, 5), (5, 7), (16, 16), (2, 4), (12, 6), (7, 16)] {
            let tiled = TILED.get();
            for view in [Color::White, Color::Black] {
                for seed in 0..6 {
                    let b = board(w, h, seed * 31 + w as u64);
                    let before = COMPRESSED.get();
                    let banded = render(&b, &header, view).unwrap();
                    assert!(COMPRESSED.get() > before, "{w}x{h} drawn by bands");
                    let whole = render_whole(&b, &header, view).unwrap();
                    assert_eq!(
                        pixels(&banded),
                        pixels(&whole),
                        "{w}x{h} from {view:?}, seed {seed}"
                    );
                    // Drawn again: every band is kept (the header too), the same bytes.
                    let before = COMPRESSED.get();
                    assert_eq!(render(&b, &header, view).unwrap(), banded);
                    assert_eq!(COMPRESSED.get() - before, 0);
                }
            }
            // The common sizes' pieces stay within their squares: their rows of
            // squares are made from tiles, and compared above.
            if (w, h) == (8, 8) || (w, h) == (5, 7) {
                assert!(TILED.get() > tiled, "{w}x{h} made from tiles");
            }
        }
    }

    /// A band's DEFLATE closed by a final empty block, inflated.
    fn inflate(d: &Deflated) -> Vec<u8> {
        use std::io::Read;
        let stream = [d.bytes.as_slice(), &[3, 0]].concat();
        let mut out = Vec::new();
        flate2::read::DeflateDecoder::new(&stream[..])
            .read_to_end(&mut out)
            .expect("a valid stream");
        out
    }

    #[test]
    fn stamped_rank_bands_inflate_to_their_tiled_rows() {
        use crate::render::breakthrough::layers_for;
        for (w, h) in [(8, 8), (5, 7), (3, 5), (12, 6)] {
            for view in [Color::White, Color::Black] {
                let (layout, layers) = layers_for(w, h, view).unwrap();
                let sample = || crate::render::breakthrough::sample_palette(w, h, view);
                let (palette, base_index) = layers.palette_and_base(sample).unwrap();
                let plan = Plan::of(&layout, &layers, palette, base_index).unwrap();
                let (Some(stamped), Some(tiles)) = (&plan.stamps, &plan.tiles) else {
                    assert!((w, h) != (8, 8) && (w, h) != (5, 7), "{w}x{h} stamped");
                    continue;
                };
                let (mut sizes, mut stamped_rows) = ((0, 0), 0);
                for seed in 0..8 {
                    let b = board(w, h, seed * 17 + w as u64);
                    for (i, band) in plan.bands.iter().enumerate() {
                        let Some(d) = stamped.deflate(&b, i, band) else {
                            continue;
                        };
                        let indices = tiled(&b, &layout, band, tiles, base_index);
                        let whole = deflate_band(&indices, layout.width as usize);
                        let rows = inflate(&whole);
                        assert_eq!(inflate(&d), rows, "{w}x{h} {view:?} seed {seed} band {i}");
                        assert_eq!((d.adler, d.len), (adler32(&rows), rows.len() as u64));
                        sizes = (sizes.0 + d.bytes.len(), sizes.1 + whole.bytes.len());
                        stamped_rows += 1;
                    }
                }
                assert!(
                    stamped_rows >= 8 * h as usize,
                    "{w}x{h}: every rank stamped"
                );
                // Made ahead, the codes miss some matches a search finds: a little bigger.
                assert!(
                    sizes.0 * 100 <= sizes.1 * 125,
                    "{w}x{h} {view:?}: stamped {} B, searched {} B",
                    sizes.0,
                    sizes.1
                );
            }
        }
    }

    #[test]
    fn a_move_compresses_only_the_bands_it_changed() {
        let _one = COUNTING.lock().unwrap_or_else(|e| e.into_inner());
        use crate::games::{AnyPosition, GameKind};
        use crate::render::board_seen_from;
        let header = |status: &str| Header::new("Kestrel", "amaryllis_42", status);
        let start = AnyPosition::start(GameKind::Breakthrough, Some("9x10")).unwrap();
        let (pos, last) = start.play_text("c2-c3").unwrap();
        let status = "Black to move · move 1";
        board_seen_from(&pos, Some(&last), &header(status), Color::White).unwrap();
        let (pos2, last2) = pos.play_text("d9-d8").unwrap();
        let before = COMPRESSED.get();
        let status = "White to move · move 2";
        board_seen_from(&pos2, Some(&last2), &header(status), Color::White).unwrap();
        let compressed = COMPRESSED.get() - before;
        // Of 14 bands: the pills (the side to move), the status line, ranks 2 and 3
        // (c2-c3's tints gone), ranks 9 and 8 (d9-d8). A piece's shadow stays within
        // its square at this size, so no neighbouring rank is drawn again.
        assert_eq!(compressed, 6, "bands compressed");
        // The next move shows the pills of the first picture again: they are kept.
        let (pos3, last3) = pos2.play_text("c3-c4").unwrap();
        let (before, rows_before) = (COMPRESSED.get(), ROWS_COMPRESSED.get());
        let status = "Black to move · move 2";
        board_seen_from(&pos3, Some(&last3), &header(status), Color::White).unwrap();
        let compressed = COMPRESSED.get() - before;
        // The status line, ranks 9 and 8 (tints gone), ranks 3 and 4.
        assert_eq!(compressed, 5, "bands compressed");
        let layout = crate::render::geometry::Layout::breakthrough(9, 10).unwrap();
        let (y0, y1) = header::Part::Status.rows();
        let rows = u64::from(y1 - y0) + 4 * layout.cell as u64;
        assert_eq!(ROWS_COMPRESSED.get() - rows_before, rows, "rows compressed");
    }

    #[test]
    fn adler_of_pieces_combines_to_the_whole() {
        let data: Vec<u8> = (0..200_000u32).map(|i| (i * 7 + i / 13) as u8).collect();
        for cut in [0, 1, 5551, 5552, 65_521, 100_000, 200_000] {
            let (a, b) = data.split_at(cut);
            assert_eq!(
                adler32_combine(adler32(a), adler32(b), b.len() as u64),
                adler32(&data),
                "cut at {cut}"
            );
        }
        // zlib's value for "Wikipedia".
        assert_eq!(adler32(b"Wikipedia"), 0x11e6_0398);
    }

    #[test]
    fn bands_deflated_apart_inflate_as_one_stream() {
        use std::io::Read;
        let parts: Vec<Vec<u8>> = (0..4u8)
            .map(|k| (0..30_000u32).map(|i| (i / (k as u32 + 3)) as u8).collect())
            .collect();
        let mut z = vec![0x78, 0x01];
        let mut adler = 1;
        for p in &parts {
            z.extend_from_slice(&super::super::deflate::deflate_rows(p, 1000));
            adler = adler32_combine(adler, adler32(p), p.len() as u64);
        }
        z.extend_from_slice(&[0x01, 0x00, 0x00, 0xff, 0xff]);
        z.extend_from_slice(&adler.to_be_bytes());
        let mut back = Vec::new();
        flate2::read::ZlibDecoder::new(&z[..])
            .read_to_end(&mut back)
            .unwrap();
        assert_eq!(back, parts.concat());
    }
}
