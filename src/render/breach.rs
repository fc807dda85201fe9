//! The Breach board: a Go-style grid on wood with stones on the points, coordinates on all
//! four edges, the last move marked (placed stones: red rings; the replaced stone: a blue
//! square), the scoring track with both markers beside the board, and a note line saying
//! whether the side to move may replace a stone.

use crate::games::rng::SplitMix64;
use crate::games::{Color, Square};

use super::canvas::{rgb, rgba, Canvas, IRect, Rgba};
use super::encode::Palette;
use super::font::{Style, Weight};
use super::geometry::{Layout, PxRect};
use super::header::{self, Mark};
use super::layers::{self, Layers};
use super::strips::{self, Drawn};
use super::{pieces, Header, RenderError, Words};
use std::sync::Arc;

pub(crate) const BACKGROUND: Rgba = rgb(49, 51, 56);
pub(crate) const WOOD: Rgba = rgb(224, 183, 104);
const WOOD_EDGE: Rgba = rgb(176, 132, 62);
const GRID: Rgba = rgb(64, 45, 22);
const COORD: Rgba = rgb(92, 64, 30);
pub(crate) const PLACED_MARK: Rgba = rgb(222, 48, 40);
pub(crate) const REPLACED_MARK: Rgba = rgb(24, 132, 255);
const TRACK_BG: Rgba = rgb(38, 40, 44);
const SLOT: Rgba = rgb(60, 63, 69);
const SLOT_ZERO: Rgba = rgb(47, 49, 54);
const SLOT_TEXT: Rgba = rgb(214, 217, 222);
const RECORD: Rgba = rgb(240, 190, 60);
const MUTED: Rgba = rgb(160, 165, 172);
const OPTION_BG: Rgba = rgb(250, 200, 80);
const OPTION_TEXT: Rgba = rgb(46, 32, 6);

/// Everything the renderer needs from a Breach position, as plain data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Board {
    pub size: u8,
    /// Rank by rank from rank 1, file a first: `cells[rank * size + file]`.
    pub cells: Vec<Option<Color>>,
    /// Each side's marker, indexed by [`Color::index`] (0 = off the track).
    pub markers: [u8; 2],
    pub record: u8,
    /// The side to move holds the replacement option.
    pub option: bool,
    pub turn: Color,
    pub mark: Mark,
    /// The last move: stones placed, and the opponent stone replaced (if any).
    pub placed: Vec<Square>,
    pub replaced: Option<Square>,
}

impl Board {
    pub fn at(&self, sq: Square) -> Option<Color> {
        if sq.file >= self.size || sq.rank >= self.size {
            return None;
        }
        let i = sq.rank as usize * self.size as usize + sq.file as usize;
        self.cells.get(i).copied().flatten()
    }

    fn over(&self) -> bool {
        !matches!(self.mark, Mark::ToMove(_))
    }
}

/// Star points: the usual Go hoshi on 9, 13 and 19, and the same rule on other sizes.
pub(crate) fn star_points(n: u8) -> Vec<(u8, u8)> {
    let d = match n {
        0..=6 => {
            return if n % 2 == 1 {
                vec![(n / 2, n / 2)]
            } else {
                Vec::new()
            }
        }
        7..=12 => 2,
        _ => 3,
    };
    let far = n - 1 - d;
    let mut points = vec![(d, d), (d, far), (far, d), (far, far)];
    if n % 2 == 1 {
        let mid = n / 2;
        points.push((mid, mid));
        if n >= 15 {
            points.extend([(d, mid), (far, mid), (mid, d), (mid, far)]);
        }
    }
    points
}

/// Draws `board` with `view` at the bottom of the image, on the layers of its size.
pub(crate) fn draw(
    board: &Board,
    header: &Header,
    view: Color,
) -> Result<(Canvas, Layout, Arc<Layers>), RenderError> {
    let layout = Layout::breach(board.size)?.seen_from(view);
    let layers = layers::of(&layout, view, build_layers)?;
    let parts = parts(board, header, &layout, &layers);
    let mut canvas = layers.base.clone();
    let whole = (0, 0, layout.width as i32, layout.height as i32);
    let scene = Scene {
        board,
        header,
        layout: &layout,
        layers: &layers,
    };
    scene.paint(&mut canvas, &parts, &vec![true; parts.len()], &[whole]);
    Ok((canvas, layout, layers))
}

/// What an image draws over the base, in the order it draws them.
enum Part {
    Header(header::Part),
    Stone(Square, Color),
    Placed(Square),
    Replaced(Square),
    /// The track's title, where it is not the base's English one.
    Title,
    /// The record's slot and both markers.
    Track,
    Footer,
}

/// The parts of `board`'s image, each with the rows it may change and its name (what it
/// shows), for [`strips::png_of`].
fn parts(board: &Board, header: &Header, layout: &Layout, layers: &Layers) -> Vec<Drawn<Part>> {
    let mut parts = Vec::new();
    let mut add = |part, rows, name| parts.push(Drawn { part, rows, name });
    for (tag, part) in [(0, header::Part::Players), (7, header::Part::Status)] {
        let (y0, y1) = part.rows();
        let mut name = vec![tag];
        name.extend(part.name(header, board.mark));
        add(Part::Header(part), vec![(y0 as i32, y1 as i32)], name);
    }
    let r = layout.piece_radius();
    // A mark stays within its stone's radius and stroke.
    let marked = |y: f32| vec![((y - r - 6.0).floor() as i32, (y + r + 6.0).ceil() as i32)];
    for rank in 0..board.size {
        for file in 0..board.size {
            let sq = Square::new(file, rank);
            if let (Some(color), Some((_, y))) = (board.at(sq), layout.square_center(sq)) {
                let rows = vec![layers.piece(color).rows(y)];
                add(
                    Part::Stone(sq, color),
                    rows,
                    vec![1, file, rank, color.index() as u8],
                );
            }
        }
    }
    for &sq in &board.placed {
        if let Some((_, y)) = layout.square_center(sq) {
            add(Part::Placed(sq), marked(y), vec![2, sq.file, sq.rank]);
        }
    }
    if let Some(sq) = board.replaced {
        if let Some((_, y)) = layout.square_center(sq) {
            add(Part::Replaced(sq), marked(y), vec![3, sq.file, sq.rank]);
        }
    }
    if let (Some(track), Some(top)) = (layout.track(), layout.track_slot(layout.files)) {
        let title = &header.words.score_title;
        if *title != Words::ENGLISH.score_title {
            let rows = vec![(track.panel.y.floor() as i32 - 1, top.y.ceil() as i32 + 1)];
            let mut name = vec![4];
            name.extend_from_slice(title.as_bytes());
            add(Part::Title, rows, name);
        }
        let mut rows = Vec::new();
        if let Some(slot) = layout
            .track_slot(board.record)
            .filter(|_| board.record >= 2)
        {
            rows.push((
                slot.y.floor() as i32 - 2,
                (slot.y + slot.h).ceil() as i32 + 2,
            ));
        }
        let reach = layout.marker_radius() * 1.6 + 3.0;
        for color in Color::BOTH {
            let score = board.markers[color.index()].min(track.max_score);
            let score = if score == 1 { 0 } else { score };
            if let Some((_, y)) = layout.marker_center(color, score) {
                rows.push(((y - reach).floor() as i32, (y + reach).ceil() as i32));
            }
        }
        let name = vec![5, board.record, board.markers[0], board.markers[1]];
        add(Part::Track, rows, name);
    }
    if let Some(footer) = layout.footer_rect() {
        let rows = vec![(footer.y.floor() as i32 - 1, layout.height as i32)];
        let mut name = vec![
            6,
            u8::from(board.option),
            u8::from(board.over()),
            board.turn.index() as u8,
            board.markers[0],
            board.markers[1],
        ];
        // The last move's legend names its stones.
        for sq in &board.placed {
            name.extend_from_slice(&[sq.file, sq.rank]);
        }
        if let Some(sq) = board.replaced {
            name.extend_from_slice(&[0xff, sq.file, sq.rank]);
        }
        name.extend_from_slice(format!(" {:?}", header.words).as_bytes());
        add(Part::Footer, rows, name);
    }
    parts
}

/// What one picture shows, and where.
struct Scene<'a> {
    board: &'a Board,
    header: &'a Header,
    layout: &'a Layout,
    layers: &'a Layers,
}

impl Scene<'_> {
    /// The `wanted` ones of `parts` drawn over `canvas`, in their order. Stones change
    /// only the pixels inside `clips` (the rows a picture reads; a stone reaching
    /// another strip is stamped for its rows here only); the other parts are small and
    /// drawn whole.
    fn paint(&self, canvas: &mut Canvas, parts: &[Drawn<Part>], wanted: &[bool], clips: &[IRect]) {
        let (board, layout) = (self.board, self.layout);
        let r = layout.piece_radius();
        let center = |sq: Square| layout.square_center(sq);
        for (drawn, _) in parts.iter().zip(wanted).filter(|(_, w)| **w) {
            match drawn.part {
                Part::Header(part) => part.draw(canvas, 0, layout, self.header, board.mark),
                Part::Stone(sq, color) => {
                    if let Some((x, y)) = center(sq) {
                        for &clip in clips {
                            self.layers.piece(color).stamp_within(canvas, x, y, clip);
                        }
                    }
                }
                Part::Placed(sq) => {
                    if let Some((x, y)) = center(sq) {
                        placed_mark(canvas, x, y, r);
                    }
                }
                Part::Replaced(sq) => {
                    if let Some((x, y)) = center(sq) {
                        replaced_mark(canvas, x, y, r);
                    }
                }
                Part::Title => retitle_track(canvas, layout, &self.header.words),
                Part::Track => draw_track_state(canvas, layout, board),
                Part::Footer => draw_footer(canvas, layout, board, &self.header.words),
            }
        }
    }
}

/// The empty board of this size (wood, grid, coordinates, the empty scoring track, the
/// header band's background) and the two stone sprites.
fn build_layers(layout: &Layout) -> Result<Layers, RenderError> {
    let mut canvas = Canvas::new(layout.width, layout.height, BACKGROUND)?;
    header::draw_background(&mut canvas, layout);
    draw_wood(&mut canvas, layout);
    draw_grid(&mut canvas, layout);
    draw_coordinates(&mut canvas, layout);
    draw_empty_track(&mut canvas, layout);

    Layers::with_pieces(canvas, layout, pieces::stone)
}

/// The palette of every image of this size: made from three boards that between them show
/// stones of both colours, each last-move mark on each, a record slot and both markers,
/// the footer's option note, its plain note and its legend, each header mark and the
/// "away" tag.
fn sample_palette(size: u8, view: Color) -> Option<Palette> {
    let n = size as usize;
    // Stones on two points in five, seeded at random so that every way two stones touch
    // (and their shadows overlap on the wood) is there: a fair share of a game's picture.
    let mut rng = SplitMix64::new(size as u64);
    let cells: Vec<Option<Color>> = (0..n * n)
        .map(|_| match rng.below(5) {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        })
        .collect();
    let stone = |color: Color| {
        (0..n * n)
            .filter(|&i| cells[i] == Some(color))
            .map(|i| Square::new((i % n) as u8, (i / n) as u8))
            .collect::<Vec<_>>()
    };
    let (white, black) = (stone(Color::White), stone(Color::Black));
    let board = |turn: Color, mark, option, placed: &[Square], replaced: Option<&Square>| Board {
        size,
        cells: cells.clone(),
        markers: [size, size / 2],
        record: size,
        option,
        turn,
        mark,
        placed: placed.iter().take(2).copied().collect(),
        replaced: replaced.copied(),
    };
    let samples = [
        board(
            Color::Black,
            Mark::ToMove(Color::Black),
            true,
            &white,
            black.first(),
        ),
        board(
            Color::White,
            Mark::ToMove(Color::White),
            false,
            &black,
            white.first(),
        ),
        board(
            Color::White,
            Mark::Winner(Color::Black),
            false,
            &black,
            None,
        ),
    ];
    let header = Header::new("White", "Black", "White to move · move 1")
        .with_away(Color::White)
        .with_away(Color::Black);
    let mut images = Vec::new();
    for sample in &samples {
        let (canvas, ..) = draw(sample, &header, view).ok()?;
        images.push(canvas.into_rgba());
    }
    Palette::from_images(&images.iter().map(Vec::as_slice).collect::<Vec<_>>())
}

/// `board` as PNG: strip by strip where the palette covers the image (only what the
/// last picture did not show is drawn and compressed), else drawn and encoded whole.
pub(crate) fn render(board: &Board, header: &Header, view: Color) -> Result<Vec<u8>, RenderError> {
    let layout = Layout::breach(board.size)?.seen_from(view);
    let layers = layers::of(&layout, view, build_layers)?;
    if let Some((palette, base_index)) =
        layers.palette_and_base(|| sample_palette(board.size, view))
    {
        let parts = parts(board, header, &layout, &layers);
        let scene = Scene {
            board,
            header,
            layout: &layout,
            layers: &layers,
        };
        let paint = |canvas: &mut Canvas, wanted: &[bool], clips: &[IRect]| {
            scene.paint(canvas, &parts, wanted, clips)
        };
        if let Some(png) = strips::png_of(&layers, palette, base_index, &parts, paint) {
            return png;
        }
    }
    let (canvas, _, layers) = draw(board, header, view)?;
    layers.encode(&canvas, || sample_palette(board.size, view))
}

fn draw_wood(canvas: &mut Canvas, layout: &Layout) {
    let b = layout.board_rect();
    canvas.fill_round_rect(b.x - 1.0, b.y - 1.0, b.w + 2.0, b.h + 2.0, 7.0, WOOD_EDGE);
    canvas.fill_round_rect(b.x, b.y, b.w, b.h, 6.0, WOOD);
}

fn line_width(layout: &Layout) -> f32 {
    (layout.cell / 40.0).clamp(1.0, 1.6)
}

fn draw_grid(canvas: &mut Canvas, layout: &Layout) {
    let n = layout.files;
    // The empty grid (star points included) looks the same from either side; drawn from
    // White's, its corners are top-left and bottom-right.
    let plain = layout.seen_from(Color::White);
    let corner = |f: u8, r: u8| plain.square_center(Square::new(f, r));
    let (Some((x0, y0)), Some((x1, y1))) = (corner(0, n - 1), corner(n - 1, 0)) else {
        return;
    };
    let lw = line_width(layout);
    for i in 1..n.saturating_sub(1) {
        let d = i as f32 * layout.cell;
        // Snap thin lines to the pixel grid for crispness.
        let x = (x0 + d).round() + 0.5 * (lw.round() % 2.0);
        let y = (y0 + d).round() + 0.5 * (lw.round() % 2.0);
        canvas.line(x, y0, x, y1, lw, GRID);
        canvas.line(x0, y, x1, y, lw, GRID);
    }
    let border = lw * 2.0;
    canvas.line(x0, y0, x1, y0, border, GRID);
    canvas.line(x0, y1, x1, y1, border, GRID);
    canvas.line(x0, y0, x0, y1, border, GRID);
    canvas.line(x1, y0, x1, y1, border, GRID);
    let dot = (layout.cell * 0.09).clamp(2.5, 4.5);
    for (f, r) in star_points(n) {
        if let Some((x, y)) = corner(f, r) {
            canvas.fill_circle(x, y, dot, GRID);
        }
    }
}

fn draw_coordinates(canvas: &mut Canvas, layout: &Layout) {
    let style = Style::new(Weight::Regular, (layout.cell * 0.3).clamp(13.0, 18.0));
    let area = layout.board_rect();
    let inset = layout.band / 2.0 + 4.0;
    for f in 0..layout.files {
        let Some((x, _)) = layout.square_center(Square::new(f, 0)) else {
            continue;
        };
        let label = ((b'a' + f) as char).to_string();
        style.draw_centered_lower(canvas, &label, x, area.y + inset, COORD);
        style.draw_centered_lower(canvas, &label, x, area.y + area.h - inset, COORD);
    }
    for r in 0..layout.ranks {
        let Some((_, y)) = layout.square_center(Square::new(0, r)) else {
            continue;
        };
        let label = (r as u32 + 1).to_string();
        style.draw_centered(canvas, &label, area.x + inset, y, COORD);
        style.draw_centered(canvas, &label, area.x + area.w - inset, y, COORD);
    }
}

fn placed_mark(canvas: &mut Canvas, x: f32, y: f32, r: f32) {
    let width = (r * 0.13).clamp(2.0, 4.0);
    canvas.stroke_circle(x, y, r * 0.42, width, PLACED_MARK);
}

fn replaced_mark(canvas: &mut Canvas, x: f32, y: f32, r: f32) {
    let width = (r * 0.13).clamp(2.0, 4.0);
    let half = r * 0.36;
    canvas.stroke_round_rect(
        x - half,
        y - half,
        2.0 * half,
        2.0 * half,
        1.5,
        width,
        REPLACED_MARK,
    );
}

fn slot_radius(layout: &Layout) -> f32 {
    (layout.cell * 0.12).clamp(3.0, 8.0)
}

/// One slot of the track with its number; the record's slot is outlined and lit.
fn draw_slot(canvas: &mut Canvas, layout: &Layout, score: u8, is_record: bool) {
    let Some(slot) = layout.track_slot(score) else {
        return;
    };
    let radius = slot_radius(layout);
    let fill = if score == 0 { SLOT_ZERO } else { SLOT };
    canvas.fill_round_rect(slot.x, slot.y, slot.w, slot.h, radius, fill);
    if is_record {
        canvas.stroke_round_rect(
            slot.x + 0.75,
            slot.y + 0.75,
            slot.w - 1.5,
            slot.h - 1.5,
            radius,
            1.5,
            RECORD,
        );
    }
    let (cx, cy) = slot.center();
    let color = if is_record {
        RECORD
    } else if score == 0 {
        MUTED
    } else {
        SLOT_TEXT
    };
    let number = Style::new(Weight::Bold, (layout.cell * 0.34).clamp(12.0, 18.0));
    number.draw_centered(canvas, &score.to_string(), cx, cy, color);
}

/// The track as in every image of the size: panel, title, plain slots.
fn draw_empty_track(canvas: &mut Canvas, layout: &Layout) {
    let Some(track) = layout.track() else {
        return;
    };
    let p = track.panel;
    canvas.fill_round_rect(p.x, p.y, p.w, p.h, 6.0, TRACK_BG);

    draw_track_title(canvas, layout, &Words::ENGLISH.score_title);
    for score in (2..=track.max_score).chain([0]) {
        draw_slot(canvas, layout, score, false);
    }
    // A rule between the track proper and the "0" start slot.
    if let (Some(zero), Some(two)) = (layout.track_slot(0), layout.track_slot(2)) {
        let y = ((zero.y + two.y + two.h) / 2.0).round() + 0.5;
        canvas.line(
            p.x + 10.0,
            y,
            p.x + p.w - 10.0,
            y,
            1.0,
            rgba(255, 255, 255, 40),
        );
    }
}

/// The track's title above its top slot. The base layer has the English one; another
/// is drawn over it ([`retitle_track`]).
fn draw_track_title(canvas: &mut Canvas, layout: &Layout, text: &str) {
    let Some(track) = layout.track() else {
        return;
    };
    let p = track.panel;
    if let Some(top) = layout.track_slot(track.max_score) {
        let title = Style::new(Weight::Bold, 13.0);
        let cy = (p.y + top.y) / 2.0;
        let text = title.ellipsize(text, p.w - 8.0);
        title.draw_centered(canvas, &text, p.x + p.w / 2.0, cy, MUTED);
    }
}

/// The track's title in `words` over the base layer's English one, if they differ.
fn retitle_track(canvas: &mut Canvas, layout: &Layout, words: &Words) {
    if words.score_title == Words::ENGLISH.score_title {
        return;
    }
    let Some(track) = layout.track() else {
        return;
    };
    let p = track.panel;
    if let Some(top) = layout.track_slot(track.max_score) {
        // The bare panel between its rounded top and the top slot.
        canvas.fill_rect(
            p.x + 6.0,
            p.y + 1.0,
            p.w - 12.0,
            top.y - p.y - 2.0,
            TRACK_BG,
        );
    }
    draw_track_title(canvas, layout, &words.score_title);
}

/// This position's part of the track: the record's slot and both markers.
fn draw_track_state(canvas: &mut Canvas, layout: &Layout, board: &Board) {
    let Some(track) = layout.track() else {
        return;
    };
    if board.record >= 2 {
        if let Some(slot) = layout.track_slot(board.record) {
            // Back to the bare panel around the slot, then the slot as the record's.
            let (x0, y0) = (slot.x.floor() - 1.0, slot.y.floor() - 1.0);
            let (x1, y1) = (
                (slot.x + slot.w).ceil() + 1.0,
                (slot.y + slot.h).ceil() + 1.0,
            );
            canvas.fill_rect(x0, y0, x1 - x0, y1 - y0, TRACK_BG);
            draw_slot(canvas, layout, board.record, true);
        }
    }

    let r = layout.marker_radius();
    for color in Color::BOTH {
        let mut score = board.markers[color.index()];
        if score > track.max_score {
            score = track.max_score;
        }
        if score == 1 {
            score = 0;
        }
        if let Some((x, y)) = layout.marker_center(color, score) {
            pieces::token(canvas, color, x, y, r);
        }
    }
}

fn draw_footer(canvas: &mut Canvas, layout: &Layout, board: &Board, words: &Words) {
    let Some(footer) = layout.footer_rect() else {
        return;
    };
    let cy = footer.y + footer.h / 2.0 + 2.0;
    let text = Style::new(Weight::Bold, 15.0);
    let muted = Style::new(Weight::Regular, 14.0);
    let max_right = footer.x + footer.w;

    let left_end = if board.option && !board.over() {
        let side = words.side(board.turn);
        let message = Words::fill(&words.may_replace, &[("side", &side)]);
        let icon = 16.0;
        let w = 12.0 + icon + 8.0 + text.width(&message) + 14.0;
        let pill = PxRect {
            x: footer.x,
            y: cy - 15.0,
            w: w.min(footer.w),
            h: 30.0,
        };
        canvas.fill_round_rect(pill.x, pill.y, pill.w, pill.h, 15.0, OPTION_BG);
        let ix = pill.x + 12.0 + icon / 2.0;
        pieces::token(canvas, !board.turn, ix, cy, icon / 2.0);
        replaced_mark(canvas, ix, cy, icon / 2.0);
        let message = text.ellipsize(&message, pill.w - (12.0 + icon + 8.0 + 14.0));
        text.draw(
            canvas,
            &message,
            ix + icon / 2.0 + 8.0,
            cy + text.cap_height() / 2.0,
            OPTION_TEXT,
        );
        pill.x + pill.w
    } else {
        let message = if board.over() {
            Words::fill(
                &words.final_score,
                &[
                    ("white", &board.markers[Color::White.index()]),
                    ("black", &board.markers[Color::Black.index()]),
                ],
            )
        } else {
            words.no_replacement.to_string()
        };
        footer.x
            + 4.0
            + muted.draw(
                canvas,
                &message,
                footer.x + 4.0,
                cy + muted.cap_height() / 2.0,
                MUTED,
            )
    };

    // The last move's legend, right-aligned, if it fits.
    if board.placed.is_empty() && board.replaced.is_none() {
        return;
    }
    let small = Style::new(Weight::Regular, 14.0);
    let placed: Vec<String> = board.placed.iter().map(|s| s.to_string()).collect();
    let placed = placed.join(" ");
    let replaced = board.replaced.map(|s| s.to_string());
    let icon_r = 8.0;
    let mut parts_w = 0.0;
    if !placed.is_empty() {
        parts_w += 2.0 * icon_r + 6.0 + small.width(&placed);
    }
    if let Some(rep) = &replaced {
        parts_w += if placed.is_empty() { 0.0 } else { 14.0 };
        parts_w += 2.0 * icon_r + 6.0 + small.width(rep);
    }
    let label = &*words.last_placed;
    let total = small.width(label) + 8.0 + parts_w;
    let start = max_right - total;
    if start < left_end + 16.0 {
        return;
    }
    let baseline = cy + small.cap_height() / 2.0;
    let mut x = start;
    x += small.draw(canvas, label, x, baseline, MUTED) + 8.0;
    let mover = !board.turn;
    if !placed.is_empty() {
        pieces::token(canvas, mover, x + icon_r, cy, icon_r);
        placed_mark(canvas, x + icon_r, cy, icon_r);
        x += 2.0 * icon_r + 6.0;
        x += small.draw(canvas, &placed, x, baseline, SLOT_TEXT) + 14.0;
    }
    if let Some(rep) = &replaced {
        pieces::token(canvas, mover, x + icon_r, cy, icon_r);
        replaced_mark(canvas, x + icon_r, cy, icon_r);
        x += 2.0 * icon_r + 6.0;
        small.draw(canvas, rep, x, baseline, SLOT_TEXT);
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn empty(n: u8) -> Board {
        Board {
            size: n,
            cells: vec![None; n as usize * n as usize],
            markers: [0, 0],
            record: 0,
            option: false,
            turn: Color::White,
            mark: Mark::ToMove(Color::White),
            placed: Vec::new(),
            replaced: None,
        }
    }

    fn header() -> Header {
        Header {
            white: "Kestrel".into(),
            black: "amaryllis_42".into(),
            status: "White to move · move 3".into(),
            ..Header::default()
        }
    }

    #[test]
    fn stars() {
        assert_eq!(star_points(19).len(), 9);
        assert_eq!(star_points(13).len(), 5);
        assert_eq!(star_points(10).len(), 4);
        assert_eq!(star_points(5), vec![(2, 2)]);
        assert!(star_points(6).is_empty());
    }

    #[test]
    fn stones_and_markers_where_expected() {
        for n in [5u8, 10, 19] {
            let mut board = empty(n);
            let set = |b: &mut Board, f: u8, r: u8, c: Color| {
                b.cells[r as usize * n as usize + f as usize] = Some(c);
            };
            set(&mut board, 0, 0, Color::White);
            set(&mut board, 1, 1, Color::Black);
            set(&mut board, 2, 2, Color::Black);
            board.markers = [0, 2];
            board.record = 2;
            board.option = true;
            board.placed = vec![Square::new(1, 1), Square::new(2, 2)];
            let (canvas, layout, _) = draw(&board, &header(), Color::White).unwrap();
            let px = |(x, y): (f32, f32)| canvas.pixel(x as u32, y as u32).unwrap();
            let white = px(layout.square_center(Square::new(0, 0)).unwrap());
            let black = px(layout.square_center(Square::new(2, 2)).unwrap());
            assert!(white.0 > 200 && black.0 < 90, "{n}: {white:?} {black:?}");
            // A placed stone carries a red ring: sample on the ring.
            let (x, y) = layout.square_center(Square::new(1, 1)).unwrap();
            let ring = px((x + layout.piece_radius() * 0.42, y));
            assert!(ring.0 > 180 && ring.1 < 90, "{n}: {ring:?}");
            // Markers: White at 0, Black at 2.
            let w = px(layout.marker_center(Color::White, 0).unwrap());
            let b = px(layout.marker_center(Color::Black, 2).unwrap());
            assert!(w.0 > 200 && b.0 < 90, "{n}: {w:?} {b:?}");
        }
    }

    #[test]
    fn full_boards_stay_under_150_kb() {
        let mut seed = 5u64;
        for n in 5..=19u8 {
            let mut board = empty(n);
            for cell in board.cells.iter_mut() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                *cell = Some(if (seed >> 40) & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                });
            }
            board.markers = [n / 2, n - 1];
            board.record = n - 1;
            board.option = true;
            board.placed = vec![Square::new(1, 1), Square::new(2, 1)];
            board.replaced = Some(Square::new(3, 3));
            let png = render(&board, &header(), Color::White).unwrap();
            assert!(png.len() < 150_000, "{n}: {} bytes", png.len());
        }
    }
}
