//! The renderer's own words: every word it writes into a picture or a text diagram
//! itself (the caller's names, status lines and titles come in ready-made). English by
//! default; a caller may pass another language's in [`Header::words`](super::Header)
//! (board pictures and diagrams) or to the `*_with` functions of [`chart`](super::chart)
//! and [`graph`](super::graph).
//!
//! A value that goes inside a phrase is a named slot, `{white}`, filled by
//! [`Words::fill`]:
//!
//! ```
//! use breaker::render::Words;
//!
//! let words = Words::default();
//! assert_eq!(
//!     Words::fill(&words.final_score, &[("white", &3), ("black", &5)]),
//!     "Final score: White 3 · Black 5"
//! );
//! ```

use std::borrow::Cow;
use std::fmt::Display;

use crate::games::Color;

/// A word or a template with `{slot}`s.
pub type Word = Cow<'static, str>;

/// The words the renderer writes itself. [`Words::default`] is English, exactly what the
/// pictures have always said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The white side, where a picture names it ("White"): the pill of a player without
    /// a name, the Breach footer, the text diagrams' lines.
    pub white: Word,
    /// The black side ("Black").
    pub black: Word,

    /// Header: the tag of the player to move ("to move").
    pub tag_to_move: Word,
    /// Header: the tag of the winner ("wins").
    pub tag_wins: Word,
    /// Header: the tag of a player on vacation ("away").
    pub tag_away: Word,
    /// Header: a tag and "away" together; slot `{tag}` ("{tag} · away").
    pub tag_and_away: Word,

    /// Breach: the scoring track's title ("SCORE").
    pub score_title: Word,
    /// Breach footer: the side to move holds the option; slot `{side}`.
    pub may_replace: Word,
    /// Breach footer: nobody holds the option.
    pub no_replacement: Word,
    /// Breach footer at the end; slots `{white}`, `{black}` (the scores).
    pub final_score: Word,
    /// Breach footer: the label before the last move's stones ("Last:").
    pub last_placed: Word,

    /// Diagram: the last move; slot `{move}`.
    pub diagram_last_move: Word,
    /// Diagram: the closing line of a game going on; slot `{side}`.
    pub diagram_to_move: Word,
    /// Diagram: the closing line of a won game; slot `{side}`.
    pub diagram_wins: Word,
    /// Diagram: the closing line of a drawn game.
    pub diagram_draw: Word,
    /// Diagram, Breach: the scores; slots `{white}`, `{black}`, `{record}`, `{size}`.
    pub diagram_score: Word,
    /// Diagram, Breach: the side to move holds the option; slot `{side}`.
    pub diagram_may_replace: Word,

    /// Analysis graph: the y axis, top right.
    pub graph_chance: Word,
    /// Analysis graph: the x axis of [`graph::win_chances`](super::graph::win_chances).
    pub graph_moves: Word,
    /// Rating chart: the x axis.
    pub chart_games: Word,
}

impl Words {
    /// English: the words of every picture so far.
    pub const ENGLISH: Words = Words {
        white: Cow::Borrowed("White"),
        black: Cow::Borrowed("Black"),
        tag_to_move: Cow::Borrowed("to move"),
        tag_wins: Cow::Borrowed("wins"),
        tag_away: Cow::Borrowed("away"),
        tag_and_away: Cow::Borrowed("{tag} · away"),
        score_title: Cow::Borrowed("SCORE"),
        may_replace: Cow::Borrowed("{side} may replace a stone this turn"),
        no_replacement: Cow::Borrowed("No replacement option this turn"),
        final_score: Cow::Borrowed("Final score: White {white} · Black {black}"),
        last_placed: Cow::Borrowed("Last:"),
        diagram_last_move: Cow::Borrowed("Last move: {move}"),
        diagram_to_move: Cow::Borrowed("{side} to move."),
        diagram_wins: Cow::Borrowed("{side} wins."),
        diagram_draw: Cow::Borrowed("Game over: draw."),
        diagram_score: Cow::Borrowed(
            "Score: White {white}, Black {black} (record {record} of {size})",
        ),
        diagram_may_replace: Cow::Borrowed("{side} may replace a stone this turn."),
        graph_chance: Cow::Borrowed("White's winning chance"),
        graph_moves: Cow::Borrowed("move"),
        chart_games: Cow::Borrowed("rated games (shaded: rating ± 2 deviations)"),
    };

    /// [`Words::ENGLISH`] as a value that lives for ever.
    pub fn english() -> &'static Words {
        static ENGLISH: Words = Words::ENGLISH;
        &ENGLISH
    }

    /// `color`'s name.
    pub fn side(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// `template` with each `{name}` of `slots` replaced by its value. Braces that name
    /// no slot are left as they are.
    pub fn fill(template: &str, slots: &[(&str, &dyn Display)]) -> String {
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let slot = after
                .find('}')
                .and_then(|close| Some((slots.iter().find(|s| s.0 == &after[..close])?, close)));
            match slot {
                Some(((_, value), close)) => {
                    use std::fmt::Write as _;
                    let _ = write!(out, "{value}");
                    rest = &after[close + 1..];
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

impl Default for Words {
    fn default() -> Words {
        Words::ENGLISH
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_named_slots_only() {
        assert_eq!(
            Words::fill("{a} and {b}, {a}", &[("a", &1), ("b", &"two")]),
            "1 and two, 1"
        );
        assert_eq!(Words::fill("{nope} {", &[("a", &1)]), "{nope} {");
        assert_eq!(Words::fill("민수 {side}", &[("side", &"흑")]), "민수 흑");
        assert_eq!(Words::fill("", &[]), "");
    }

    #[test]
    fn english_names_the_sides_as_the_games_do() {
        let words = Words::default();
        for color in Color::BOTH {
            assert_eq!(words.side(color), color.name());
            assert_eq!(words.side(color), color.to_string());
        }
    }
}
