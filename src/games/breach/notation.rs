//! Text: move tokens, and the position text (`10/10/… w 0 0 -`) both ways.

use super::*;

/// Splits on spaces, commas and semicolons, and between a site and a following `x`
/// (`d4xe5`), without allocating.
pub(super) fn tokenize(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .flat_map(|t| {
            // `x` is never a file on a 19×19 board, so "d4xe5" can only mean "d4 xe5".
            let cut = t
                .char_indices()
                .skip(1)
                .find(|&(i, c)| (c == 'x' || c == 'X') && t.as_bytes()[i - 1].is_ascii_digit())
                .map(|(i, _)| i);
            match cut {
                Some(i) => [Some(&t[..i]), Some(&t[i..])],
                None => [Some(t), None],
            }
            .into_iter()
            .flatten()
        })
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        board_text::write_board(f, self.n, self.n, |sq| self.stone_at(sq))?;
        write!(
            f,
            " {} {} {} {}",
            self.turn.letter(),
            self.markers[0],
            self.markers[1],
            if self.option { 'r' } else { '-' }
        )
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "breach::Position(\"{self}\"")?;
        if !self.replacement_rows_count {
            f.write_str(", replacement rows do not count")?;
        }
        f.write_str(")")
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// Reads the position text; the variant flag is not part of it and is left at the
    /// default (set it with [`Position::with_replacement_rows_count`]).
    fn from_str(text: &str) -> Result<Position, PositionError> {
        let bad = |why: String| PositionError::Text(why);
        let fields: Vec<&str> = text.split_whitespace().take(6).collect();
        let [board, side, white, black, option] = fields[..] else {
            return Err(bad(
                "expected 5 fields: board, side to move, White's marker, Black's marker, option (r or -)".into(),
            ));
        };
        let ranks = board_text::parse_board(board, MAX_SIZE as usize).map_err(bad)?;
        let n = ranks.len();
        if !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&n) {
            return Err(bad(format!(
                "the board has {n} ranks; Breach boards are {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE}"
            )));
        }
        let mut pos = Position::new(n as u8).map_err(|e| bad(e.to_string()))?;
        for (k, cells) in ranks.iter().enumerate() {
            let rank = n - 1 - k;
            if cells.len() != n {
                return Err(bad(format!(
                    "rank {} has {} sites, not {n}",
                    rank + 1,
                    cells.len()
                )));
            }
            for (file, cell) in cells.iter().enumerate() {
                if let Some(color) = cell {
                    pos.put(*color, rank * (n + 1) + file);
                }
            }
        }
        pos.turn = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => {
                return Err(bad(format!(
                    "the side to move must be w or b, not `{}`",
                    echo(side)
                )))
            }
        };
        for (c, field) in [(Color::White, white), (Color::Black, black)] {
            match field.parse::<u8>() {
                Ok(m) if m as usize <= n && (field == "0" || !field.starts_with('0')) => {
                    pos.markers[c.index()] = m
                }
                _ => {
                    return Err(bad(format!(
                        "{c}'s marker must be a number from 0 to {n}, not `{}`",
                        echo(field)
                    )))
                }
            }
        }
        pos.option = match option {
            "r" => true,
            "-" => false,
            _ => {
                return Err(bad(format!(
                    "the option field must be r or -, not `{}`",
                    echo(option)
                )))
            }
        };
        let [w, b] = pos.markers;
        // A marker only ever moves to a new record, so markers are equal only at 0-0.
        if w == b && w > 0 {
            return Err(bad(format!(
                "both markers are {w}: markers can only be equal at 0"
            )));
        }
        if pos.is_opening() && (pos.turn != Color::White || w > 0 || b > 0 || pos.option) {
            return Err(bad("an empty board must be `w 0 0 -`: White opens".into()));
        }
        if pos.option {
            if pos.is_over() {
                return Err(bad(
                    "the game is over, so nobody holds the option (`-`)".into()
                ));
            }
            // The option comes from the opponent's new record, so she leads.
            if pos.markers[(!pos.turn).index()] <= pos.markers[pos.turn.index()] {
                return Err(bad(format!(
                    "{} holds the option, but {} did not set the record",
                    pos.turn, !pos.turn
                )));
            }
        }
        for c in Color::BOTH {
            pos.longest[c.index()] = pos.longest_in(&pos.stones[c.index()]);
        }
        Ok(pos)
    }
}
