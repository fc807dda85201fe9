//! The board part of both games' position texts: ranks from the top down, separated by
//! `/`, with `w`, `b`, `.` and decimal runs of empty squares (as in chess FEN).

use super::{Color, Square};
use std::fmt;

/// Writes the ranks of a `width × height` board, top rank first, with digit runs.
pub(crate) fn write_board(
    f: &mut fmt::Formatter<'_>,
    width: u8,
    height: u8,
    cell: impl Fn(Square) -> Option<Color>,
) -> fmt::Result {
    for rank in (0..height).rev() {
        let mut run = 0;
        for file in 0..width {
            match cell(Square::new(file, rank)) {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        write!(f, "{run}")?;
                        run = 0;
                    }
                    write!(f, "{}", c.letter())?;
                }
            }
        }
        if run > 0 {
            write!(f, "{run}")?;
        }
        if rank > 0 {
            f.write_str("/")?;
        }
    }
    Ok(())
}

/// Reads the ranks, top rank first, each as its cells from file a. Ranks may differ in
/// length here; the caller checks the shape its game needs. At most `max` ranks of at
/// most `max` cells are read, so a huge text costs nothing.
pub(crate) fn parse_board(text: &str, max: usize) -> Result<Vec<Vec<Option<Color>>>, String> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() > max {
        return Err(format!(
            "the board has {} ranks, more than {max}",
            ranks.len()
        ));
    }
    ranks
        .iter()
        .enumerate()
        .map(|(i, rank)| {
            parse_rank(rank, max).map_err(|why| format!("rank {}: {why}", ranks.len() - i))
        })
        .collect()
}

fn parse_rank(text: &str, max: usize) -> Result<Vec<Option<Color>>, String> {
    let mut cells = Vec::new();
    let mut run = String::new();
    let flush = |run: &mut String, cells: &mut Vec<Option<Color>>| -> Result<(), String> {
        if !run.is_empty() {
            let n: usize = match run.parse() {
                Ok(n) if n > 0 && n <= max && !run.starts_with('0') => n,
                _ => return Err(format!("bad run of empty squares `{run}`")),
            };
            cells.extend(std::iter::repeat_n(None, n));
            run.clear();
        }
        Ok(())
    };
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            if run.len() >= 3 {
                return Err(format!("bad run of empty squares `{run}{ch}…`"));
            }
            run.push(ch);
            continue;
        }
        flush(&mut run, &mut cells)?;
        match ch {
            '.' => cells.push(None),
            'w' | 'b' => cells.push(Color::from_letter(ch)),
            other => {
                return Err(format!(
                    "unexpected `{other}`: ranks hold `w`, `b`, `.` and digits"
                ))
            }
        }
        if cells.len() > max {
            return Err(format!("more than {max} squares"));
        }
    }
    flush(&mut run, &mut cells)?;
    if cells.is_empty() {
        return Err("it is empty".into());
    }
    if cells.len() > max {
        return Err(format!("more than {max} squares"));
    }
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_runs_dots_and_stones() {
        let ranks = parse_board("b2/1w./12", 16).unwrap();
        assert_eq!(ranks[0], vec![Some(Color::Black), None, None]);
        assert_eq!(ranks[1], vec![None, Some(Color::White), None]);
        assert_eq!(ranks[2].len(), 12);
        for bad in [
            "",
            "b/",
            "0b",
            "b01",
            "x",
            "17",
            "1234",
            "b/b/b/b/b/b/b/b/b/b/b/b/b/b/b/b/b",
        ] {
            assert!(parse_board(bad, 16).is_err(), "{bad}");
        }
    }
}
