//! The header band: both players with a token of their colour, the side to move (or the
//! winner) marked, a player on vacation tagged "away", and the caller's status line.

use crate::games::Color;

use super::canvas::{rgb, Canvas, Rgba};
use super::font::{Style, Weight};
use super::geometry::{Layout, HEADER_HEIGHT, PAD};
use super::{pieces, Header, Words};

pub(crate) const HEADER_BG: Rgba = rgb(30, 31, 34);
const HEADER_RULE: Rgba = rgb(20, 21, 23);
const NAME: Rgba = rgb(242, 243, 245);
const NAME_IDLE: Rgba = rgb(181, 186, 193);
const STATUS: Rgba = rgb(200, 203, 208);
const ACTIVE_BG: Rgba = rgb(56, 58, 64);
const ACTIVE_EDGE: Rgba = rgb(120, 140, 235);
const WINNER_EDGE: Rgba = rgb(240, 190, 60);
/// The "away" tag of a player on vacation.
const AWAY: Rgba = rgb(110, 200, 190);

/// Who the header should mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The game goes on and this side is to move.
    ToMove(Color),
    /// The game is over and this side won.
    Winner(Color),
    /// The game is over without a winner.
    Nobody,
}

/// The band's background, the same in every image of a size (kept in the base layer).
pub(crate) fn draw_background(canvas: &mut Canvas, layout: &Layout) {
    let w = layout.width as f32;
    canvas.fill_rect(0.0, 0.0, w, HEADER_HEIGHT, HEADER_BG);
    canvas.fill_rect(0.0, HEADER_HEIGHT - 1.0, w, 1.0, HEADER_RULE);
}

/// The players and the status, over a band drawn by [`draw_background`].
pub(crate) fn draw(canvas: &mut Canvas, layout: &Layout, header: &Header, mark: Mark) {
    for part in [Part::Players, Part::Status] {
        part.draw(canvas, 0, layout, header, mark);
    }
}

/// The header's two bands of rows, drawn apart: a move changes the status line (its
/// move number) every time, the players' pills only with the side to move, so a picture
/// after a move redraws only the status's rows where the pills' are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Part {
    /// The players' pills, their tokens, names and tags.
    Players,
    /// The status line below them.
    Status,
}

impl Part {
    /// The image rows `y0..y1` this part draws in (nothing outside them, even where a
    /// glyph would reach further).
    pub(crate) fn rows(self) -> (u32, u32) {
        match self {
            Part::Players => (0, STATUS_TOP),
            Part::Status => (STATUS_TOP, HEADER_HEIGHT as u32),
        }
    }

    /// What this part shows, as bytes, for the kept bands' names: everything it is
    /// drawn from.
    pub(crate) fn name(self, header: &Header, mark: Mark) -> Vec<u8> {
        match self {
            Part::Players => format!(
                "{:?} {:?} {:?} {:?} {mark:?}",
                header.white, header.black, header.away, header.words
            )
            .into_bytes(),
            Part::Status => header.status.trim().as_bytes().to_vec(),
        }
    }

    /// Draws this part on `canvas`, whose first row is the image's row `top`, within
    /// its own rows alone.
    pub(crate) fn draw(
        self,
        canvas: &mut Canvas,
        top: u32,
        layout: &Layout,
        header: &Header,
        mark: Mark,
    ) {
        let (y0, y1) = self.rows();
        let paint = |c: &mut Canvas| {
            let dy = y0 as f32;
            match self {
                Part::Players => draw_players(c, layout, header, mark, dy),
                Part::Status => draw_status(c, layout, header, dy),
            }
        };
        let (from, to) = (y0.saturating_sub(top), y1.saturating_sub(top));
        if from == 0 && to == canvas.height() {
            paint(canvas);
        } else if let Ok(mut rows) = canvas.rows(from, to.min(canvas.height())) {
            paint(&mut rows);
            canvas.put_rows(from, &rows);
        }
    }
}

/// The first row of the status line's band: the pills (rows 7 to 45) end above it.
pub(crate) const STATUS_TOP: u32 = 46;

/// The players' pills on `canvas`, whose first row is the image's row `dy`.
fn draw_players(canvas: &mut Canvas, layout: &Layout, header: &Header, mark: Mark, dy: f32) {
    let w = layout.width as f32;
    let pill_max = (w - 2.0 * PAD - 24.0) / 2.0;
    for (color, name, x, right) in [
        (Color::White, &header.white, PAD, false),
        (Color::Black, &header.black, w - PAD, true),
    ] {
        let away = header.away.contains(&color);
        let words = &header.words;
        player(
            canvas,
            color,
            (name, words),
            (mark, away),
            (x, pill_max, dy),
            right,
        );
    }
}

/// The status line on `canvas`, whose first row is the image's row `dy`.
fn draw_status(canvas: &mut Canvas, layout: &Layout, header: &Header, dy: f32) {
    let w = layout.width as f32;
    let (style, lines) = status_lines(header.status.trim(), w - 2.0 * PAD);
    let centres: &[f32] = match lines.len() {
        1 => &[57.0],
        _ => &[52.5, 65.5],
    };
    for (line, cy) in lines.iter().zip(centres) {
        style.draw_centered(canvas, line, w / 2.0, *cy - dy, STATUS);
    }
}

/// The status line laid out to fit `max_w`: one line at 15 px, or smaller down to
/// 12 px; else two lines (12 px down to 10 px) split at a " · " (or a space) so both
/// halves are as short as can be. Only a status too long even for that is cut short.
pub(crate) fn status_lines(text: &str, max_w: f32) -> (Style, Vec<String>) {
    for size in [15.0, 14.0, 13.0, 12.0] {
        let style = Style::new(Weight::Regular, size);
        if style.width(text) <= max_w {
            return (style, vec![text.to_string()]);
        }
    }
    // Split points: after each " · " if there are any, else at each space.
    let mut cuts: Vec<(usize, usize)> = text
        .match_indices(" · ")
        .map(|(i, m)| (i, i + m.len()))
        .collect();
    if cuts.is_empty() {
        cuts = text.match_indices(' ').map(|(i, _)| (i, i + 1)).collect();
    }
    for size in [12.0, 11.0, 10.0] {
        let style = Style::new(Weight::Regular, size);
        let best = cuts
            .iter()
            .map(|&(end, start)| (&text[..end], &text[start..]))
            .map(|(a, b)| (style.width(a).max(style.width(b)), a, b))
            .min_by(|x, y| x.0.total_cmp(&y.0));
        if let Some((widest, a, b)) = best {
            if widest <= max_w {
                return (style, vec![a.to_string(), b.to_string()]);
            }
        }
    }
    let style = Style::new(Weight::Regular, 10.0);
    match cuts.get(cuts.len() / 2) {
        Some(&(end, start)) => (
            style,
            vec![
                style.ellipsize(&text[..end], max_w),
                style.ellipsize(&text[start..], max_w),
            ],
        ),
        None => (style, vec![style.ellipsize(text, max_w)]),
    }
}

/// One player's pill, anchored at `x` (its left edge, or its right edge if `right`), at
/// most `max_w` wide, on a canvas whose first row is the image's row `dy`; `away` tags a
/// player on vacation; `words` are the tags'.
fn player(
    canvas: &mut Canvas,
    color: Color,
    (name, words): (&str, &Words),
    (mark, away): (Mark, bool),
    (x, max_w, dy): (f32, f32, f32),
    right: bool,
) {
    let name_style = Style::new(Weight::Bold, 17.0);
    let tag_style = Style::new(Weight::Regular, 12.0);
    let (tag, edge) = match mark {
        Mark::ToMove(c) if c == color => (Some(&*words.tag_to_move), Some(ACTIVE_EDGE)),
        Mark::Winner(c) if c == color => (Some(&*words.tag_wins), Some(WINNER_EDGE)),
        _ => (None, None),
    };
    let (tag, tag_color) = match (tag, away) {
        (Some(t), true) => (
            Some(Words::fill(&words.tag_and_away, &[("tag", &t)])),
            edge.unwrap_or(AWAY),
        ),
        (None, true) => (Some(words.tag_away.to_string()), AWAY),
        (t, false) => (t.map(str::to_string), edge.unwrap_or(AWAY)),
    };
    let token_r = 9.0;
    let inner_pad = 10.0;
    let gap = 8.0;
    let tag_w = tag.as_deref().map_or(0.0, |t| tag_style.width(t) + gap);
    let fixed = inner_pad + 2.0 * token_r + gap + tag_w + inner_pad;
    let name = name.trim();
    let name = if name.is_empty() {
        words.side(color)
    } else {
        name
    };
    let name = name_style.ellipsize(name, (max_w - fixed).max(20.0));
    let pill_w = fixed + name_style.width(&name);
    let (top, h) = (7.0 - dy, 38.0);
    let left = if right { x - pill_w } else { x };
    if let Some(edge) = edge {
        canvas.fill_round_rect(left, top, pill_w, h, h / 2.0, ACTIVE_BG);
        canvas.stroke_round_rect(
            left + 0.75,
            top + 0.75,
            pill_w - 1.5,
            h - 1.5,
            h / 2.0,
            1.5,
            edge,
        );
    }
    let cy = top + h / 2.0;
    let mut cursor = left + inner_pad;
    pieces::token(canvas, color, cursor + token_r, cy, token_r);
    cursor += 2.0 * token_r + gap;
    let text_color = if edge.is_some() || mark == Mark::Nobody {
        NAME
    } else {
        NAME_IDLE
    };
    cursor += name_style.draw(
        canvas,
        &name,
        cursor,
        cy + name_style.cap_height() / 2.0,
        text_color,
    );
    if let Some(tag) = tag {
        tag_style.draw(
            canvas,
            &tag,
            cursor + gap,
            cy + tag_style.x_height() / 2.0,
            tag_color,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_status_wraps_to_two_lines_that_fit() {
        // Both players away on the smallest common board, 4×5.
        let text = "White to move · move 3 · bob on vacation until 2027-01-21 · alice on vacation until 2027-01-22";
        let layout = Layout::breakthrough(4, 5).unwrap();
        let max = layout.width as f32 - 2.0 * PAD;
        eprintln!(
            "4x5: {} px wide, text {} px at 15 px",
            layout.width,
            Style::new(Weight::Regular, 15.0).width(text)
        );
        let (style, lines) = status_lines(text, max);
        assert_eq!(lines.len(), 2, "{lines:?}");
        for line in &lines {
            assert!(
                style.width(line) <= max,
                "{line} is {} wide",
                style.width(line)
            );
            assert!(!line.contains('…'), "{line}");
        }
        assert_eq!(lines.join(" · "), text);
        // A short one stays on one line at full size.
        let (style, lines) = status_lines("White to move · move 3", max);
        assert_eq!((lines.len(), style.size), (1, 15.0));
    }
}
