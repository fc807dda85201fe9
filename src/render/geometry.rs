//! Pixel geometry of a rendered board: image size, where each square or point is, and
//! (Breach) where the scoring track's slots are. Depends only on the board size, so tests
//! and callers can find any square's pixels without rendering.
//!
//! ```
//! use breaker::games::Square;
//! use breaker::render::geometry::Layout;
//!
//! let layout = Layout::breakthrough(8, 8).unwrap();
//! let (x, y) = layout.square_center(Square::new(0, 0)).unwrap(); // a1
//! let (x8, y8) = layout.square_center(Square::new(0, 7)).unwrap(); // a8
//! assert_eq!(x, x8);
//! assert!(y > y8, "rank 1 is at the bottom");
//! assert!(layout.square_center(Square::new(8, 0)).is_none(), "i1 is off the board");
//! ```

use crate::games::{Color, Square};

use super::RenderError;

/// Height of the header (players and status) at the top of every image.
pub(crate) const HEADER_HEIGHT: f32 = 74.0;
/// Images are never narrower than this, so the header has room.
pub(crate) const MIN_WIDTH: f32 = 520.0;
/// Space around the content.
pub(crate) const PAD: f32 = 16.0;
/// Breach: height of the note line under the board.
pub(crate) const FOOTER_HEIGHT: f32 = 46.0;
/// Breach: gap between the board and the scoring track.
const TRACK_GAP: f32 = 16.0;

/// Largest board side this module will lay out (files are letters a..z).
const MAX_SIDE: u8 = 26;

/// A rectangle in image pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PxRect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl PxRect {
    pub fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    pub fn contains(&self, x: f32, y: f32) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }
}

/// How pieces sit on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardKind {
    /// Breakthrough: pieces in the middle of chequered squares.
    Squares,
    /// Breach: stones on the intersections of a Go-style grid.
    Points,
}

/// Breach's scoring track, beside the board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrackLayout {
    /// The whole track panel (title included).
    pub panel: PxRect,
    /// Highest score on the track (the board size N).
    pub max_score: u8,
}

/// Where everything is in a board image of a given size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// Image width in pixels.
    pub width: u32,
    /// Image height in pixels.
    pub height: u32,
    /// Number of files (columns, `a`..) on the board.
    pub files: u8,
    /// Number of ranks (rows, `1`..) on the board.
    pub ranks: u8,
    /// Side of a square (Breakthrough) or grid spacing (Breach), in pixels.
    pub cell: f32,
    pub kind: BoardKind,
    /// Width of the coordinate bands around the board.
    pub(crate) band: f32,
    /// Breakthrough: the chequered squares. Breach: the wooden panel.
    board: PxRect,
    /// Centre of the bottom-left square (a1 when seen from White).
    a1: (f32, f32),
    track: Option<TrackLayout>,
    /// The side at the bottom: Black turns the board half a turn (a1 top-right).
    view: Color,
}

impl Layout {
    /// The layout of a Breakthrough board `width` files by `height` ranks (supported:
    /// 2..=16 × 4..=16; anything from 1 to 26 is laid out).
    pub fn breakthrough(width: u8, height: u8) -> Result<Layout, RenderError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(RenderError::BoardSize { width, height });
        }
        let longest = width.max(height) as f32;
        let cell = (640.0 / longest).floor().clamp(40.0, 88.0);
        let band = (cell * 0.42).round().clamp(24.0, 34.0);
        let board_w = width as f32 * cell;
        let board_h = height as f32 * cell;
        let image_w = (board_w + 2.0 * (band + PAD)).max(MIN_WIDTH);
        let board_x = ((image_w - board_w) / 2.0).round();
        let board_y = HEADER_HEIGHT + PAD + band;
        let image_h = board_y + board_h + band + PAD;
        Ok(Layout {
            width: image_w as u32,
            height: image_h as u32,
            files: width,
            ranks: height,
            cell,
            kind: BoardKind::Squares,
            band,
            board: PxRect {
                x: board_x,
                y: board_y,
                w: board_w,
                h: board_h,
            },
            a1: (board_x + cell / 2.0, board_y + board_h - cell / 2.0),
            track: None,
            view: Color::White,
        })
    }

    /// The layout of a Breach board of `size` × `size` points (supported: 5..=19;
    /// anything from 2 to 26 is laid out), with its scoring track on the right.
    pub fn breach(size: u8) -> Result<Layout, RenderError> {
        if !(2..=MAX_SIDE).contains(&size) {
            return Err(RenderError::BoardSize {
                width: size,
                height: size,
            });
        }
        let n = size as f32;
        let cell = (580.0 / n).round().clamp(30.0, 76.0);
        let band = (cell * 0.5).round().clamp(22.0, 32.0);
        let edge = (cell * 0.6).round() + band;
        let wood = (n - 1.0) * cell + 2.0 * edge;
        let track_w = (cell * 2.2).round().clamp(100.0, 150.0);
        let content_w = wood + TRACK_GAP + track_w;
        let image_w = (content_w + 2.0 * PAD).max(MIN_WIDTH);
        let wood_x = ((image_w - content_w) / 2.0).round();
        let wood_y = HEADER_HEIGHT + PAD;
        let image_h = wood_y + wood + FOOTER_HEIGHT + PAD / 2.0;
        Ok(Layout {
            width: image_w as u32,
            height: image_h as u32,
            files: size,
            ranks: size,
            cell,
            kind: BoardKind::Points,
            band,
            board: PxRect {
                x: wood_x,
                y: wood_y,
                w: wood,
                h: wood,
            },
            a1: (wood_x + edge, wood_y + edge + (n - 1.0) * cell),
            track: Some(TrackLayout {
                panel: PxRect {
                    x: wood_x + wood + TRACK_GAP,
                    y: wood_y,
                    w: track_w,
                    h: wood,
                },
                max_score: size,
            }),
            view: Color::White,
        })
    }

    /// The same layout with `side` at the bottom: from Black, the board is turned half a
    /// turn (a1 top-right, files `h..a` left to right, rank 1 at the top). Breach's
    /// scoring track is a scale of scores, not of rows, so it never turns.
    pub fn seen_from(self, side: Color) -> Layout {
        Layout { view: side, ..self }
    }

    /// The side at the bottom of the image.
    pub fn view(&self) -> Color {
        self.view
    }

    /// Whether `sq` is on the board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.file < self.files && sq.rank < self.ranks
    }

    /// The pixel centre of a square (Breakthrough) or point (Breach); `None` off the board.
    pub fn square_center(&self, sq: Square) -> Option<(f32, f32)> {
        if !self.contains(sq) {
            return None;
        }
        let (file, rank) = match self.view {
            Color::White => (sq.file, sq.rank),
            Color::Black => (self.files - 1 - sq.file, self.ranks - 1 - sq.rank),
        };
        Some((
            self.a1.0 + file as f32 * self.cell,
            self.a1.1 - rank as f32 * self.cell,
        ))
    }

    /// The cell around a square or point: for Breakthrough exactly the coloured square.
    pub fn square_rect(&self, sq: Square) -> Option<PxRect> {
        let (x, y) = self.square_center(sq)?;
        let half = self.cell / 2.0;
        Some(PxRect {
            x: x - half,
            y: y - half,
            w: self.cell,
            h: self.cell,
        })
    }

    /// Breakthrough: the chequered area. Breach: the wooden panel (grid and coordinates).
    pub fn board_rect(&self) -> PxRect {
        self.board
    }

    /// The header band at the top (players, turn, status).
    pub fn header_rect(&self) -> PxRect {
        PxRect {
            x: 0.0,
            y: 0.0,
            w: self.width as f32,
            h: HEADER_HEIGHT,
        }
    }

    /// Breach: the note line under the board (replacement option, last move).
    pub fn footer_rect(&self) -> Option<PxRect> {
        self.track?;
        let y = self.board.y + self.board.h;
        Some(PxRect {
            x: self.board.x,
            y,
            w: self.width as f32 - 2.0 * self.board.x,
            h: FOOTER_HEIGHT,
        })
    }

    /// Radius of a piece or stone.
    pub fn piece_radius(&self) -> f32 {
        match self.kind {
            BoardKind::Squares => self.cell * 0.37,
            BoardKind::Points => self.cell * 0.475,
        }
    }

    /// Breach: the scoring track, if this is a Breach layout.
    pub fn track(&self) -> Option<TrackLayout> {
        self.track
    }

    /// Breach: the slot of `score` on the track: 2..=N, each level with the board row of
    /// the same number, and 0 (markers not yet on the track) level with row 1.
    /// `None` for 1, scores above N, or a Breakthrough layout.
    pub fn track_slot(&self, score: u8) -> Option<PxRect> {
        let track = self.track?;
        let row = match score {
            0 => 0,
            s if (2..=track.max_score).contains(&s) => s - 1,
            _ => return None,
        };
        let cy = self.a1.1 - row as f32 * self.cell;
        let h = (self.cell - 6.0).max(self.cell * 0.8);
        Some(PxRect {
            x: track.panel.x + 6.0,
            y: cy - h / 2.0,
            w: track.panel.w - 12.0,
            h,
        })
    }

    /// Breach: where a player's marker is drawn when it stands at `score`
    /// (White in the left lane of the slot, Black in the right lane).
    pub fn marker_center(&self, color: Color, score: u8) -> Option<(f32, f32)> {
        let slot = self.track_slot(score)?;
        let (_, cy) = slot.center();
        let lane = match color {
            Color::White => 0.2,
            Color::Black => 0.8,
        };
        Some((slot.x + slot.w * lane, cy))
    }

    /// Breach: radius of a marker on the track.
    pub fn marker_radius(&self) -> f32 {
        let slot_w = self.track.map_or(100.0, |t| t.panel.w - 12.0);
        (self.cell * 0.36).min(slot_w * 0.16).min(16.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breakthrough_sizes_stay_reasonable() {
        for w in 2..=16 {
            for h in 4..=16 {
                let l = Layout::breakthrough(w, h).unwrap();
                assert!((520..=900).contains(&l.width), "{w}x{h}: {}", l.width);
                assert!(l.height <= 900, "{w}x{h}: {}", l.height);
                assert!(l.cell >= 40.0);
                let (x, y) = l.square_center(Square::new(w - 1, h - 1)).unwrap();
                assert!(x < l.width as f32 && y > HEADER_HEIGHT);
            }
        }
        assert!(Layout::breakthrough(0, 8).is_err());
        assert!(Layout::breakthrough(8, 27).is_err());
    }

    #[test]
    fn breach_sizes_stay_reasonable() {
        for n in 5..=19 {
            let l = Layout::breach(n).unwrap();
            assert!((520..=900).contains(&l.width), "{n}: {}", l.width);
            assert!(l.height <= 900, "{n}: {}", l.height);
            let track = l.track().unwrap();
            assert!(track.panel.x + track.panel.w <= l.width as f32);
            // Track slots line up with the board rows.
            let (_, y) = l.square_center(Square::new(0, n - 1)).unwrap();
            assert_eq!(l.track_slot(n).unwrap().center().1, y);
            assert!(l.track_slot(1).is_none() && l.track_slot(n + 1).is_none());
            assert!(l.track_slot(0).is_some());
            let (wx, _) = l.marker_center(Color::White, 0).unwrap();
            let (bx, _) = l.marker_center(Color::Black, 0).unwrap();
            assert!(wx < bx);
        }
    }
}
