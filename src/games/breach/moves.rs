//! The Breach move: one stone, two stones, or a stone and a replacement.

use super::*;

/// (rank, file): the canonical order of sites in move text, a1 < b1 < … < a2.
pub(super) fn site_order(a: Square, b: Square) -> Ordering {
    (a.rank, a.file).cmp(&(b.rank, b.file))
}

/// A Breach move. Build pairs with [`Move::pair`] to get the canonical order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// One stone: White's opening, or the single last empty site.
    Place(Square),
    /// Two stones, stored with the first < second in (rank, file) order.
    Pair(Square, Square),
    /// With the replacement option: place one stone, and turn one opponent stone into
    /// one of the mover's.
    Replace { place: Square, replace: Square },
}

impl Move {
    /// A two-stone move in canonical order.
    pub fn pair(a: Square, b: Square) -> Move {
        if site_order(a, b) == Ordering::Greater {
            Move::Pair(b, a)
        } else {
            Move::Pair(a, b)
        }
    }

    /// The sites that receive a new stone (1 or 2).
    pub fn placed(&self) -> impl Iterator<Item = Square> {
        let (sites, len) = match *self {
            Move::Place(a) | Move::Replace { place: a, .. } => ([a, a], 1),
            Move::Pair(a, b) => ([a, b], 2),
        };
        sites.into_iter().take(len)
    }

    /// The opponent stone turned into the mover's, if any.
    pub fn replaced(&self) -> Option<Square> {
        match *self {
            Move::Replace { replace, .. } => Some(replace),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Place(a) => write!(f, "{a}"),
            Move::Pair(a, b) => {
                let (a, b) = if site_order(a, b) == Ordering::Greater {
                    (b, a)
                } else {
                    (a, b)
                };
                write!(f, "{a} {b}")
            }
            Move::Replace { place, replace } => write!(f, "{place} x{replace}"),
        }
    }
}
