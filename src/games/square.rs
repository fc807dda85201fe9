use std::fmt;

/// A site on a board: file (column, `a` = 0) and rank (row, rank 1 = 0), both games'
/// notation. Bounds belong to a board, so a `Square` only promises file, rank < 26.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// The square in a mirror on a board `width` files wide: same rank, files reversed.
    pub const fn mirrored(self, width: u8) -> Square {
        Square::new(width - 1 - self.file, self.rank)
    }

    /// Reads `d4` (any case, no spaces). `None` unless it is a letter then 1..=99.
    /// Bounds are the caller's to check, so it can say "d9 is off the 8×8 board".
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        if rank == 0 || digits.starts_with('0') {
            return None;
        }
        Some(Square::new(letter as u8 - b'a', rank - 1))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        assert_eq!(Square::parse("d4"), Some(Square::new(3, 3)));
        assert_eq!(Square::parse("P16"), Some(Square::new(15, 15)));
        assert_eq!(Square::new(18, 18).to_string(), "s19");
        for bad in ["", "d", "4", "d0", "d04", "d100", "dd", "é4", "d-1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }
}
