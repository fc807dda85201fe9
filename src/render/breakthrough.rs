//! The Breakthrough board: chequered squares, shaded pieces, coordinates on all four
//! edges, the last move's squares tinted.

use crate::games::{Color, Square};

use super::canvas::{rgb, Canvas, IRect, Rgba};
use super::encode::Palette;
use super::font::{Style, Weight};
use super::geometry::Layout;
use super::header::{self, Mark};
use super::layers::{self, Layers};
use super::{bands, pieces, Header, RenderError};
use std::sync::Arc;

pub(crate) const BACKGROUND: Rgba = rgb(49, 51, 56);
pub(crate) const LIGHT: Rgba = rgb(240, 217, 181);
pub(crate) const DARK: Rgba = rgb(181, 136, 99);
pub(crate) const LIGHT_LAST: Rgba = rgb(214, 214, 118);
pub(crate) const DARK_LAST: Rgba = rgb(198, 196, 94);
const COORD: Rgba = rgb(192, 196, 202);
const FRAME: Rgba = rgb(32, 33, 37);

/// Everything the renderer needs from a Breakthrough position, as plain data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Board {
    pub width: u8,
    pub height: u8,
    /// Rank by rank from rank 1, file a first: `cells[rank * width + file]`.
    pub cells: Vec<Option<Color>>,
    pub mark: Mark,
    /// The last move's from and to squares.
    pub last: Option<(Square, Square)>,
}

impl Board {
    /// Whether `sq` is one of the last move's squares (tinted).
    pub fn lit(&self, sq: Square) -> bool {
        self.last.is_some_and(|(f, t)| f == sq || t == sq)
    }

    pub fn at(&self, sq: Square) -> Option<Color> {
        if sq.file >= self.width || sq.rank >= self.height {
            return None;
        }
        let i = sq.rank as usize * self.width as usize + sq.file as usize;
        self.cells.get(i).copied().flatten()
    }

    /// The start position of a `w` × `h` board, as plain data.
    pub(crate) fn start(w: u8, h: u8) -> Board {
        let mut cells = vec![None; w as usize * h as usize];
        for r in 0..h {
            for f in 0..w {
                let c = if r < 2 {
                    Some(Color::White)
                } else if r >= h - 2 {
                    Some(Color::Black)
                } else {
                    None
                };
                cells[r as usize * w as usize + f as usize] = c;
            }
        }
        Board {
            width: w,
            height: h,
            cells,
            mark: Mark::ToMove(Color::White),
            last: None,
        }
    }

    fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.height).flat_map(move |r| (0..self.width).map(move |f| Square::new(f, r)))
    }
}

/// Whether a square is a dark one (a1 is dark, as in chess).
pub(crate) fn is_dark(sq: Square) -> bool {
    (sq.file + sq.rank).is_multiple_of(2)
}

/// Draws `board` with `view` at the bottom of the image, on the layers of its size.
pub(crate) fn draw(
    board: &Board,
    header: &Header,
    view: Color,
) -> Result<(Canvas, Layout, Arc<Layers>), RenderError> {
    let layout = Layout::breakthrough(board.width, board.height)?.seen_from(view);
    let (mut canvas, layers) = layers::begin(&layout, view, header, board.mark, build_layers)?;

    // The base holds plain squares; only the last move's two are drawn again.
    if let Some((from, to)) = board.last {
        for sq in [from, to] {
            if let Some(rect) = layout.square_rect(sq) {
                let color = if is_dark(sq) { DARK_LAST } else { LIGHT_LAST };
                canvas.fill_rect(rect.x, rect.y, rect.w, rect.h, color);
            }
        }
    }
    for sq in board.squares() {
        if let (Some(color), Some((x, y))) = (board.at(sq), layout.square_center(sq)) {
            layers.piece(color).stamp(&mut canvas, x, y);
        }
    }
    Ok((canvas, layout, layers))
}

/// Draws boards of one size one after another (a replay's frames), each over the one
/// before: the header band and the squares whose piece or highlight changed are drawn
/// again, the rest is left as it is. Each picture is pixel for pixel what [`draw`]
/// makes of its board: a square is repainted from the base layer with the pieces whose
/// sprites reach into it stamped again in the same order, clipped to it.
pub(crate) struct Painter {
    layout: Layout,
    layers: Arc<Layers>,
    canvas: Canvas,
    /// The board the canvas shows.
    board: Board,
    view: Color,
}

impl Painter {
    /// A painter showing `board`, drawn whole.
    pub fn new(board: &Board, header: &Header, view: Color) -> Result<Painter, RenderError> {
        let (canvas, layout, layers) = draw(board, header, view)?;
        Ok(Painter {
            layout,
            layers,
            canvas,
            board: board.clone(),
            view,
        })
    }

    /// The picture of the last board drawn.
    pub fn canvas(&self) -> &Canvas {
        &self.canvas
    }

    /// Draws `board` with `header` over the picture of the board before.
    pub fn draw(&mut self, board: &Board, header: &Header) -> Result<(), RenderError> {
        if (board.width, board.height) != (self.board.width, self.board.height) {
            *self = Painter::new(board, header, self.view)?;
            return Ok(());
        }
        let width = self.layout.width as i32;
        let band = self.layout.header_rect();
        self.canvas
            .restore(&self.layers.base, (0, 0, width, band.h.ceil() as i32));
        header::draw(&mut self.canvas, &self.layout, header, board.mark);
        let changed: Vec<Square> = board
            .squares()
            .filter(|&sq| board.at(sq) != self.board.at(sq) || board.lit(sq) != self.board.lit(sq))
            .collect();
        for sq in changed {
            if let Some(area) = self.area(sq) {
                self.repaint(board, area);
            }
        }
        self.board = board.clone();
        Ok(())
    }

    /// The pixels square `sq` may change: the square and a piece's sprite on it.
    fn area(&self, sq: Square) -> Option<IRect> {
        let rect = self.layout.square_rect(sq)?;
        let (cx, cy) = self.layout.square_center(sq)?;
        let sprite = self.layers.piece(Color::White).area(cx, cy);
        Some((
            sprite.0.min(rect.x.floor() as i32),
            sprite.1.min(rect.y.floor() as i32),
            sprite.2.max((rect.x + rect.w).ceil() as i32),
            sprite.3.max((rect.y + rect.h).ceil() as i32),
        ))
    }

    /// Draws `area` of `board` again, as [`draw`] does, changing nothing outside.
    fn repaint(&mut self, board: &Board, area: IRect) {
        let canvas = &mut self.canvas;
        canvas.restore(&self.layers.base, area);
        let overlaps = |r: IRect| r.0 < area.2 && area.0 < r.2 && r.1 < area.3 && area.1 < r.3;
        if let Some((from, to)) = board.last {
            for sq in [from, to] {
                let Some(rect) = self.layout.square_rect(sq) else {
                    continue;
                };
                // Squares are whole pixels: the clipped rectangle fills as the whole does.
                let (x0, y0) = (rect.x.max(area.0 as f32), rect.y.max(area.1 as f32));
                let x1 = (rect.x + rect.w).min(area.2 as f32);
                let y1 = (rect.y + rect.h).min(area.3 as f32);
                if x0 < x1 && y0 < y1 {
                    let color = if is_dark(sq) { DARK_LAST } else { LIGHT_LAST };
                    canvas.fill_rect(x0, y0, x1 - x0, y1 - y0, color);
                }
            }
        }
        for sq in board.squares() {
            if let (Some(color), Some((x, y))) = (board.at(sq), self.layout.square_center(sq)) {
                let sprite = self.layers.piece(color);
                if overlaps(sprite.area(x, y)) {
                    sprite.stamp_within(canvas, x, y, area);
                }
            }
        }
    }
}

/// The empty board of this size (frame, plain squares, coordinates, the header band's
/// background) and the two piece sprites.
fn build_layers(layout: &Layout) -> Result<Layers, RenderError> {
    let mut canvas = Canvas::new(layout.width, layout.height, BACKGROUND)?;
    header::draw_background(&mut canvas, layout);
    let area = layout.board_rect();
    canvas.fill_round_rect(
        area.x - 4.0,
        area.y - 4.0,
        area.w + 8.0,
        area.h + 8.0,
        5.0,
        FRAME,
    );
    for rank in 0..layout.ranks {
        for file in 0..layout.files {
            let sq = Square::new(file, rank);
            if let Some(rect) = layout.square_rect(sq) {
                let color = if is_dark(sq) { DARK } else { LIGHT };
                canvas.fill_rect(rect.x, rect.y, rect.w, rect.h, color);
            }
        }
    }
    draw_coordinates(&mut canvas, layout);

    Layers::with_pieces(canvas, layout, pieces::piece)
}

/// The palette of every image of this size: made from three start positions that
/// between them show both pieces on every kind of square (plain and last-move tinted),
/// a tinted empty square, each header mark and the "away" tag.
pub(super) fn sample_palette(width: u8, height: u8, view: Color) -> Option<Palette> {
    let start = Board::start(width, height);
    let (a, b) = (0, 1);
    let samples = [
        (Mark::ToMove(Color::White), (a, b), (a, b)),
        (Mark::Winner(Color::Black), (a, height - 1), (b, height - 1)),
        (Mark::Nobody, (a, height / 2), (b, height / 2)),
    ];
    let header = Header::new("White", "Black", "White to move · move 1")
        .with_away(Color::White)
        .with_away(Color::Black);
    let mut images = Vec::new();
    for (mark, from, to) in samples {
        let board = Board {
            mark,
            last: Some((Square::new(from.0, from.1), Square::new(to.0, to.1))),
            ..start.clone()
        };
        let (canvas, ..) = draw(&board, &header, view).ok()?;
        images.push(canvas.into_rgba());
    }
    Palette::from_images(&images.iter().map(Vec::as_slice).collect::<Vec<_>>())
}

fn draw_coordinates(canvas: &mut Canvas, layout: &Layout) {
    let style = Style::new(Weight::Regular, (layout.cell * 0.24).clamp(13.0, 18.0));
    let area = layout.board_rect();
    let half_band = layout.band / 2.0;
    for f in 0..layout.files {
        let Some((x, _)) = layout.square_center(Square::new(f, 0)) else {
            continue;
        };
        let label = ((b'a' + f) as char).to_string();
        style.draw_centered_lower(canvas, &label, x, area.y - half_band - 2.0, COORD);
        style.draw_centered_lower(canvas, &label, x, area.y + area.h + half_band + 2.0, COORD);
    }
    for r in 0..layout.ranks {
        let Some((_, y)) = layout.square_center(Square::new(0, r)) else {
            continue;
        };
        let label = (r as u32 + 1).to_string();
        style.draw_centered(canvas, &label, area.x - half_band - 2.0, y, COORD);
        style.draw_centered(canvas, &label, area.x + area.w + half_band + 2.0, y, COORD);
    }
}

pub(crate) fn render(board: &Board, header: &Header, view: Color) -> Result<Vec<u8>, RenderError> {
    let sample = || sample_palette(board.width, board.height, view);
    // Band by band where the size allows (a move then redraws only what it changed).
    let layout = Layout::breakthrough(board.width, board.height)?.seen_from(view);
    let layers = layers::cached((layout.kind, layout.files, layout.ranks, view), || {
        build_layers(&layout)
    })?;
    if let Some((palette, base_index)) = layers.palette_and_base(sample) {
        if let Some(png) = bands::render(board, header, &layout, &layers, palette, base_index) {
            return png;
        }
    }
    let (canvas, _, layers) = draw(board, header, view)?;
    layers.encode(&canvas, sample)
}

/// The layout and layers [`render`] draws `w` × `h` from `view` with, for tests of the
/// band path.
#[cfg(test)]
pub(crate) fn layers_for(
    w: u8,
    h: u8,
    view: Color,
) -> Result<(Layout, std::sync::Arc<super::layers::Layers>), RenderError> {
    let layout = Layout::breakthrough(w, h)?.seen_from(view);
    let layers = layers::cached((layout.kind, layout.files, layout.ranks, view), || {
        build_layers(&layout)
    })?;
    Ok((layout, layers))
}

/// The whole-image path of [`render`], for comparing the band path against it.
#[cfg(test)]
pub(crate) fn render_whole(
    board: &Board,
    header: &Header,
    view: Color,
) -> Result<Vec<u8>, RenderError> {
    let (canvas, _, layers) = draw(board, header, view)?;
    layers.encode(&canvas, || sample_palette(board.width, board.height, view))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn header() -> Header {
        Header {
            white: "Kestrel".into(),
            black: "amaryllis_42".into(),
            status: "White to move · move 1".into(),
            ..Header::default()
        }
    }

    fn px(c: &Canvas, (x, y): (f32, f32)) -> (u8, u8, u8) {
        c.pixel(x as u32, y as u32).unwrap()
    }

    #[test]
    fn pieces_and_squares_where_expected() {
        for (w, h) in [(2, 4), (8, 8), (16, 16), (5, 7)] {
            let mut board = Board::start(w, h);
            // Move a2 to a3 (on 2×4 the board is full, so just lift the piece).
            let from = Square::new(0, 1);
            let to = Square::new(0, 2);
            let i = |sq: Square| sq.rank as usize * w as usize + sq.file as usize;
            board.cells[i(from)] = None;
            board.cells[i(to)] = Some(Color::White);
            board.last = Some((from, to));
            let (canvas, layout, _) = draw(&board, &header(), Color::White).unwrap();
            assert_eq!(canvas.width(), layout.width);
            let white = px(&canvas, layout.square_center(Square::new(0, 0)).unwrap());
            let black = px(
                &canvas,
                layout.square_center(Square::new(0, h - 1)).unwrap(),
            );
            assert!(
                white.0 > 200 && black.0 < 90,
                "{w}x{h}: {white:?} {black:?}"
            );
            // The emptied from-square shows the highlight, not a plain square.
            let centre = px(&canvas, layout.square_center(from).unwrap());
            let plain = if is_dark(from) { DARK } else { LIGHT };
            let lit = if is_dark(from) { DARK_LAST } else { LIGHT_LAST };
            assert_eq!(centre, (lit.r, lit.g, lit.b), "{w}x{h}");
            assert_ne!(centre, (plain.r, plain.g, plain.b));
        }
    }

    /// A painter's pictures are exactly what a whole drawing makes of each board: through
    /// a played game (moves, captures, the header's status and mark changing), on small
    /// and large boards, and jumping between far-apart boards (a replay draws its last
    /// frame second).
    #[test]
    fn painted_frames_are_the_drawn_ones() {
        use crate::games::breakthrough::Position;
        use crate::games::rng::SplitMix64;
        use crate::games::Game;
        for (w, h, seed) in [(8, 8, 1), (16, 16, 2), (5, 7, 3)] {
            let mut pos = Position::new(w, h).unwrap();
            let mut boards = vec![crate::render::breakthrough_board(&pos, None, None)];
            let mut rng = SplitMix64::new(seed);
            let mut moves = Vec::new();
            while !pos.outcome().is_over() && boards.len() < 120 {
                moves.clear();
                pos.legal_moves(&mut moves);
                let mv = moves[rng.below(moves.len())];
                pos = pos.play(mv).unwrap();
                boards.push(crate::render::breakthrough_board(&pos, Some(mv), None));
            }
            let last = boards.len() - 1;
            let order: Vec<usize> = [0, last].into_iter().chain(1..=last).collect();
            let mut painter: Option<Painter> = None;
            for (n, &i) in order.iter().enumerate() {
                let header = Header::new("Kestrel", "amaryllis_42", format!("frame {i}"));
                match &mut painter {
                    Some(p) => p.draw(&boards[i], &header).unwrap(),
                    None => {
                        painter = Some(Painter::new(&boards[i], &header, Color::White).unwrap())
                    }
                }
                let (want, ..) = draw(&boards[i], &header, Color::White).unwrap();
                let got = painter.as_ref().unwrap().canvas().rgba();
                assert!(
                    got == want.rgba(),
                    "{w}x{h}: frame {i} (drawn {n}th) differs"
                );
            }
        }
    }

    #[test]
    fn start_boards_stay_under_150_kb() {
        // The start position holds the most pieces a game ever has.
        for w in 2..=16 {
            for h in [4, 5, 8, 11, 16] {
                let png = render(&Board::start(w, h), &header(), Color::White).unwrap();
                assert!(png.len() < 150_000, "{w}x{h}: {} bytes", png.len());
            }
        }
    }
}
