//! Board images: position + last move + header → PNG bytes, and plain-text diagrams.
//!
//! ```
//! use breaker::games::{AnyPosition, GameKind};
//! use breaker::render::{self, Header};
//!
//! let start = AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap();
//! let (pos, last) = start.play_text("b2-b3").unwrap();
//! let header = Header::new("Kestrel", "amaryllis_42", "Black to move · move 1");
//! let png = render::board(&pos, Some(&last), &header).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//!
//! // The same board as text, for terminals.
//! let text = render::text_diagram(&pos, Some(&last));
//! assert!(text.starts_with("8  B B B B B B B B\n"));
//! assert!(text.contains("2  W[.]W W W W W W\n"));
//! ```
//!
//! Rendering is pure and deterministic: no I/O, no system fonts (DejaVu Sans and, for
//! Hangul, Breaker Hangul are embedded; a character neither has is drawn as a box with
//! its code point in hex), the same bytes for the same input. The words the renderer
//! writes itself ("to move", the Breach footer…) are [`Words`], English by default. Every image is a header band (both players, each
//! with a token of their colour; the side to move, or the winner, marked; the caller's
//! status line) above the board, with coordinates on all four edges in the games'
//! notation (files `a..` left to right, rank 1 at the bottom).
//!
//! - Breakthrough: chequered squares, shaded pieces, the last move's from and to
//!   squares tinted.
//! - Breach: a Go-style grid with stones on the points, placed stones ringed in red and a
//!   replaced stone marked with a blue square, the scoring track (2..N, plus a 0 slot for
//!   markers not yet on it) with both markers, and a note line saying whether the side
//!   to move may replace a stone.
//!
//! [`geometry::Layout`] gives the pixel geometry (image size, square centres, track
//! slots) from the board size alone.
//!
//! Speed: each size's empty board and piece sprites are drawn once and cached (`layers`),
//! and images are written as indexed PNGs (`encode`); `breaker bench render` measures it
//! and `tests/render_reference.rs` checks the pictures against the original renderer's.

pub mod animation;
mod bands;
mod breach;
mod breakthrough;
mod canvas;
pub mod chart;
pub mod deflate;
mod diagram;
mod encode;
mod font;
pub mod geometry;
pub mod graph;
mod header;
mod layers;
mod pieces;
mod stamps;
mod strips;
pub mod table;
mod words;

#[cfg(test)]
mod names;

pub use bands::forget_kept_bands;
pub use geometry::Layout;
pub use words::{Word, Words};

use crate::games::{self, AnyMove, AnyPosition, Color, Game, Outcome, Square};
use header::Mark;

/// The players and status shown above the board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Header {
    /// White's display name.
    pub white: String,
    /// Black's display name.
    pub black: String,
    /// A short status line, e.g. "Black to move · move 12" or "White wins: a piece
    /// reached rank 8".
    pub status: String,
    /// The sides whose player is on vacation (their pill is tagged "away"); say until
    /// when in [`Header::status`].
    pub away: Vec<Color>,
    /// How the game ended when the position alone cannot tell (a resignation, a
    /// timeout, an abort, a moderator's decision): it decides whose pill is marked,
    /// over what the rules say. `None`: as the position says.
    pub finish: Option<Finish>,
    /// The renderer's own words in the picture and the text diagram ("to move",
    /// "away", the Breach footer…): English unless set with [`Header::with_words`].
    pub words: Words,
}

/// The end of a game as the header marks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// This side won (its pill says "wins").
    Winner(Color),
    /// Over with no winner (a draw, an aborted or voided game): nobody is marked.
    NoWinner,
}

impl Header {
    pub fn new(
        white: impl Into<String>,
        black: impl Into<String>,
        status: impl Into<String>,
    ) -> Header {
        Header {
            white: white.into(),
            black: black.into(),
            status: status.into(),
            away: Vec::new(),
            finish: None,
            words: Words::default(),
        }
    }

    /// The same header with the renderer's own words in another language.
    pub fn with_words(mut self, words: Words) -> Header {
        self.words = words;
        self
    }

    /// The same header for a game that ended as `finish` says, whatever the position.
    pub fn finished(mut self, finish: Finish) -> Header {
        self.finish = Some(finish);
        self
    }

    /// The same header with `color`'s player marked as away (on vacation).
    pub fn with_away(mut self, color: Color) -> Header {
        if !self.away.contains(&color) {
            self.away.push(color);
        }
        self
    }
}

/// Why an image could not be made. None of these happen for a valid position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    #[error("cannot draw a {width}×{height} board")]
    BoardSize { width: u8, height: u8 },
    #[error("cannot allocate a {width}×{height} image")]
    Canvas { width: u32, height: u32 },
    #[error("the last move is for the other game")]
    WrongGame,
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

fn mark(outcome: Outcome, turn: Color, finish: Option<Finish>) -> Mark {
    match (finish, outcome) {
        (Some(Finish::Winner(c)), _) => Mark::Winner(c),
        (Some(Finish::NoWinner), _) => Mark::Nobody,
        (None, Outcome::Ongoing) => Mark::ToMove(turn),
        (None, Outcome::Win { winner, .. }) => Mark::Winner(winner),
        (None, Outcome::Draw) => Mark::Nobody,
    }
}

fn breakthrough_board(
    pos: &games::breakthrough::Position,
    last: Option<games::breakthrough::Move>,
    finish: Option<Finish>,
) -> breakthrough::Board {
    let (width, height) = (pos.width(), pos.height());
    let mut cells = Vec::with_capacity(width as usize * height as usize);
    for rank in 0..height {
        for file in 0..width {
            cells.push(pos.piece_at(Square::new(file, rank)));
        }
    }
    breakthrough::Board {
        width,
        height,
        cells,
        mark: mark(pos.outcome(), pos.turn(), finish),
        last: last.map(|mv| (mv.from(), mv.to())),
    }
}

fn breach_board(
    pos: &games::breach::Position,
    last: Option<games::breach::Move>,
    finish: Option<Finish>,
) -> breach::Board {
    let size = pos.size();
    let mut cells = Vec::with_capacity(size as usize * size as usize);
    for rank in 0..size {
        for file in 0..size {
            cells.push(pos.stone_at(Square::new(file, rank)));
        }
    }
    breach::Board {
        size,
        cells,
        markers: [pos.marker(Color::White), pos.marker(Color::Black)],
        record: pos.record(),
        option: pos.has_option(),
        turn: pos.turn(),
        mark: mark(pos.outcome(), pos.turn(), finish),
        placed: last.map(|mv| mv.placed().collect()).unwrap_or_default(),
        replaced: last.and_then(|mv| mv.replaced()),
    }
}

/// A Breakthrough board as PNG bytes, with `last` (the move that led to `pos`) highlighted.
pub fn breakthrough(
    pos: &games::breakthrough::Position,
    last: Option<games::breakthrough::Move>,
    header: &Header,
) -> Result<Vec<u8>, RenderError> {
    breakthrough::render(
        &breakthrough_board(pos, last, header.finish),
        header,
        Color::White,
    )
}

/// A Breach board with its scoring track as PNG bytes, with `last` marked.
pub fn breach(
    pos: &games::breach::Position,
    last: Option<games::breach::Move>,
    header: &Header,
) -> Result<Vec<u8>, RenderError> {
    breach::render(
        &breach_board(pos, last, header.finish),
        header,
        Color::White,
    )
}

/// Boards drawn as PNG by this process ([`board_seen_from`]): a test's count of the
/// renders a move costs.
static BOARDS_DRAWN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many boards this process has drawn as PNG so far.
pub fn boards_drawn() -> u64 {
    BOARDS_DRAWN.load(std::sync::atomic::Ordering::Relaxed)
}

/// Either game's board as PNG bytes. A `last` move of the other game is an error.
pub fn board(
    pos: &AnyPosition,
    last: Option<&AnyMove>,
    header: &Header,
) -> Result<Vec<u8>, RenderError> {
    board_seen_from(pos, last, header, Color::White)
}

/// [`board`] with `view` at the bottom: from Black the board is turned half a turn (a1
/// top-right, files `h..a` left to right, rank 1 on top), coordinates following; Breach's
/// scoring track stays as it is (it counts scores, not rows).
pub fn board_seen_from(
    pos: &AnyPosition,
    last: Option<&AnyMove>,
    header: &Header,
    view: Color,
) -> Result<Vec<u8>, RenderError> {
    BOARDS_DRAWN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    match (pos, last) {
        (AnyPosition::Breakthrough(p), None) => {
            breakthrough::render(&breakthrough_board(p, None, header.finish), header, view)
        }
        (AnyPosition::Breakthrough(p), Some(AnyMove::Breakthrough(m))) => breakthrough::render(
            &breakthrough_board(p, Some(*m), header.finish),
            header,
            view,
        ),
        (AnyPosition::Breach(p), None) => {
            breach::render(&breach_board(p, None, header.finish), header, view)
        }
        (AnyPosition::Breach(p), Some(AnyMove::Breach(m))) => {
            breach::render(&breach_board(p, Some(*m), header.finish), header, view)
        }
        _ => Err(RenderError::WrongGame),
    }
}

/// A drawn image as RGBA rows, before encoding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    /// `width * height * 4` bytes, row by row.
    pub rgba: Vec<u8>,
}

/// [`board`] as pixels rather than PNG bytes: the frames of `/replay`, which are encoded
/// together (one palette for all).
pub fn board_pixels(
    pos: &AnyPosition,
    last: Option<&AnyMove>,
    header: &Header,
) -> Result<Pixels, RenderError> {
    let (canvas, ..) = match (pos, last) {
        (AnyPosition::Breakthrough(p), None) => breakthrough::draw(
            &breakthrough_board(p, None, header.finish),
            header,
            Color::White,
        )?,
        (AnyPosition::Breakthrough(p), Some(AnyMove::Breakthrough(m))) => breakthrough::draw(
            &breakthrough_board(p, Some(*m), header.finish),
            header,
            Color::White,
        )?,
        (AnyPosition::Breach(p), None) => {
            breach::draw(&breach_board(p, None, header.finish), header, Color::White)?
        }
        (AnyPosition::Breach(p), Some(AnyMove::Breach(m))) => breach::draw(
            &breach_board(p, Some(*m), header.finish),
            header,
            Color::White,
        )?,
        _ => return Err(RenderError::WrongGame),
    };
    Ok(Pixels {
        width: canvas.width(),
        height: canvas.height(),
        rgba: canvas.into_rgba(),
    })
}

/// Draws the frames of a replay one after another, each the same picture as
/// [`board_pixels`] makes, but a Breakthrough frame is painted over the one before: only
/// the header and the squares that changed are drawn again (a frame of a 16×16 board then
/// costs a few squares, not the whole board). Breach frames are drawn whole.
#[derive(Default)]
pub struct FramePainter {
    painter: Option<breakthrough::Painter>,
}

impl FramePainter {
    pub fn new() -> FramePainter {
        FramePainter::default()
    }

    /// The picture of `pos` after `last`, with `header`.
    pub fn draw(
        &mut self,
        pos: &AnyPosition,
        last: Option<&AnyMove>,
        header: &Header,
    ) -> Result<Pixels, RenderError> {
        let board = match (pos, last) {
            (AnyPosition::Breakthrough(p), None) => breakthrough_board(p, None, header.finish),
            (AnyPosition::Breakthrough(p), Some(AnyMove::Breakthrough(m))) => {
                breakthrough_board(p, Some(*m), header.finish)
            }
            _ => return board_pixels(pos, last, header),
        };
        let painter = match &mut self.painter {
            Some(painter) => {
                painter.draw(&board, header)?;
                painter
            }
            None => self
                .painter
                .insert(breakthrough::Painter::new(&board, header, Color::White)?),
        };
        let canvas = painter.canvas();
        Ok(Pixels {
            width: canvas.width(),
            height: canvas.height(),
            rgba: canvas.rgba().to_vec(),
        })
    }
}

/// The pixel geometry of the image [`board_seen_from`] draws for `pos` from `view`.
pub fn layout_seen_from(pos: &AnyPosition, view: Color) -> Result<Layout, RenderError> {
    Ok(layout(pos)?.seen_from(view))
}

/// The pixel geometry of the image [`board`] draws for `pos`.
pub fn layout(pos: &AnyPosition) -> Result<Layout, RenderError> {
    match pos {
        AnyPosition::Breakthrough(p) => Layout::breakthrough(p.width(), p.height()),
        AnyPosition::Breach(p) => Layout::breach(p.size()),
    }
}

/// A Breakthrough board as text: `W`, `B`, `.`, the last move's squares in `[ ]`.
pub fn breakthrough_text(
    pos: &games::breakthrough::Position,
    last: Option<games::breakthrough::Move>,
) -> String {
    let notation = last.map(|mv| mv.to_string());
    diagram::breakthrough_text_in(
        &breakthrough_board(pos, last, None),
        notation.as_deref(),
        Color::White,
        None,
        &Words::ENGLISH,
    )
}

/// A Breach board as text, with both scores, the record and the replacement option;
/// placed stones in `( )`, a replaced stone in `[ ]`.
pub fn breach_text(pos: &games::breach::Position, last: Option<games::breach::Move>) -> String {
    let notation = last.map(|mv| mv.to_string());
    diagram::breach_text_in(
        &breach_board(pos, last, None),
        notation.as_deref(),
        Color::White,
        None,
        &Words::ENGLISH,
    )
}

/// Either game's board as text. A `last` move of the other game is left out.
pub fn text_diagram(pos: &AnyPosition, last: Option<&AnyMove>) -> String {
    text_diagram_seen_from(pos, last, Color::White)
}

/// [`text_diagram`] with `view` at the bottom (from Black: rank 1 on top, files `h..a`).
pub fn text_diagram_seen_from(pos: &AnyPosition, last: Option<&AnyMove>, view: Color) -> String {
    text_diagram_of(pos, last, view, None)
}

/// [`text_diagram_seen_from`] for a game that ended as `header` says: its status line
/// (e.g. "Black wins: White resigned") closes the diagram in place of the rules' own
/// ("White to move."), [`Header::finish`] decides who is marked, and the diagram's own
/// lines are in [`Header::words`].
pub fn text_diagram_finished(
    pos: &AnyPosition,
    last: Option<&AnyMove>,
    view: Color,
    header: &Header,
) -> String {
    text_diagram_of(pos, last, view, Some(header))
}

fn text_diagram_of(
    pos: &AnyPosition,
    last: Option<&AnyMove>,
    view: Color,
    header: Option<&Header>,
) -> String {
    let finish = header.and_then(|h| h.finish);
    let status = header.map(|h| h.status.trim()).filter(|s| !s.is_empty());
    let words = header.map_or(Words::english(), |h| &h.words);
    match pos {
        AnyPosition::Breakthrough(p) => {
            let last = match last {
                Some(AnyMove::Breakthrough(m)) => Some(*m),
                _ => None,
            };
            let notation = last.map(|mv| mv.to_string());
            diagram::breakthrough_text_in(
                &breakthrough_board(p, last, finish),
                notation.as_deref(),
                view,
                status,
                words,
            )
        }
        AnyPosition::Breach(p) => {
            let last = match last {
                Some(AnyMove::Breach(m)) => Some(*m),
                _ => None,
            };
            let notation = last.map(|mv| mv.to_string());
            diagram::breach_text_in(
                &breach_board(p, last, finish),
                notation.as_deref(),
                view,
                status,
                words,
            )
        }
    }
}
