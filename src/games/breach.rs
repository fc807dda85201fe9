//! Breach (Nick Bentley): a Connect6-like placement game scored on a track. The spec
//! is `rules/breach.md`; rule numbers in comments refer to it.
//!
//! ```
//! use breaker::games::{breach, Color, Game, Outcome};
//!
//! let start = breach::Position::new(10).unwrap();
//! assert_eq!(start.to_string(), "10/10/10/10/10/10/10/10/10/10 w 0 0 -");
//! let opened = start.play(start.parse_move("e5").unwrap()).unwrap();
//! // Black places two adjacent stones: a row of 2 sets the record, White gets the option.
//! let mv = opened.parse_move("d4 e4").unwrap();
//! let next = opened.play(mv).unwrap();
//! assert_eq!(next.marker(Color::Black), 2);
//! assert!(next.has_option());
//! assert_eq!(next.to_string(), "10/10/10/10/10/4w5/3bb5/10/10/10 w 0 2 r");
//! // White may now place one stone and replace one black stone.
//! let replace = next.parse_move("xd4 f6").unwrap();
//! assert_eq!(replace.to_string(), "f6 xd4");
//! assert_eq!(next.play(replace).unwrap().outcome(), Outcome::Ongoing);
//! ```
//!
//! # Representation
//! Each colour is a 384-bit bitboard with a row stride of N+1: the extra column is a
//! permanently empty guard, so shifting by 1, N, N+1 or N+2 (the four directions) never
//! wraps from one rank's edge into the next rank. The longest row of each colour is
//! cached and updated only through the stones a move touches, so `play_unchecked` costs
//! a few bit walks, not a board scan (a replacement may shorten the victim's rows: that
//! rare case rescans the victim's bitboard).

use super::{board_text, Color, Game, MoveError, Outcome, PositionError, Square, WinReason};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// Smallest supported board side.
pub const MIN_SIZE: u8 = 5;
/// Largest supported board side (19×19, a Go board).
pub const MAX_SIZE: u8 = 19;

const WORDS: usize = 6;

/// A set of sites, indexed `rank * (N + 1) + file`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
struct Bits([u64; WORDS]);

impl Bits {
    #[inline]
    fn get(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    #[inline]
    fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }

    #[inline]
    fn clear(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Bit `i` of the result is bit `i + s` of `self`; `0 < s < 64`.
    fn shr(&self, s: u32) -> Bits {
        let mut out = [0u64; WORDS];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i] >> s;
            if i + 1 < WORDS {
                *o |= self.0[i + 1] << (64 - s);
            }
        }
        Bits(out)
    }

    fn and(&self, other: &Bits) -> Bits {
        let mut out = self.0;
        for (o, w) in out.iter_mut().zip(other.0) {
            *o &= w;
        }
        Bits(out)
    }

    /// The set bits, ascending (ascending index is ascending (rank, file)).
    fn ones(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(w, mut word)| {
            std::iter::from_fn(move || {
                if word == 0 {
                    return None;
                }
                let b = word.trailing_zeros() as usize;
                word &= word - 1;
                Some(w * 64 + b)
            })
        })
    }
}

/// Fixed-seed Zobrist keys: splitmix64 at compile time, so hashes are stable across runs
/// and builds (the service may store them).
const fn zobrist_table() -> [u64; ZOBRIST_LEN] {
    let mut table = [0u64; ZOBRIST_LEN];
    let mut state: u64 = 0x6272_6561_6368_2121; // "breach!!"
    let mut i = 0;
    while i < ZOBRIST_LEN {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        table[i] = z ^ (z >> 31);
        i += 1;
    }
    table
}

const SITES: usize = MAX_SIZE as usize * MAX_SIZE as usize;
const MARKS: usize = MAX_SIZE as usize + 1;
// Layout: stones [colour][site], markers [colour][0..=19], sizes, then single keys.
const Z_STONE: usize = 0;
const Z_MARKER: usize = Z_STONE + 2 * SITES;
const Z_SIZE: usize = Z_MARKER + 2 * MARKS;
const Z_BLACK_TO_MOVE: usize = Z_SIZE + MARKS;
const Z_OPTION: usize = Z_BLACK_TO_MOVE + 1;
const Z_VARIANT_OFF: usize = Z_OPTION + 1;
const ZOBRIST_LEN: usize = Z_VARIANT_OFF + 1;
static ZOBRIST: [u64; ZOBRIST_LEN] = zobrist_table();

#[inline]
fn stone_key(color: Color, sq: Square) -> u64 {
    ZOBRIST
        [Z_STONE + color.index() * SITES + sq.rank as usize * MAX_SIZE as usize + sq.file as usize]
}

/// (rank, file): the canonical order of sites in move text, a1 < b1 < … < a2.
fn site_order(a: Square, b: Square) -> Ordering {
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

/// A Breach position: board, side to move, both markers, the replacement option and the
/// rule variant flag (rule 12).
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    n: u8,
    stones: [Bits; 2],
    empty: Bits,
    turn: Color,
    markers: [u8; 2],
    option: bool,
    replacement_rows_count: bool,
    /// Longest row of each colour anywhere: a cache, a function of `stones`.
    longest: [u8; 2],
    /// Zobrist of the stones only; the rest is folded in by `hash()`.
    stone_hash: u64,
}

impl Position {
    /// The empty N×N board, White to open, default variant (rows made by a replacement
    /// count).
    pub fn new(n: u8) -> Result<Position, PositionError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
            return Err(PositionError::Size(format!(
                "Breach is played on {MIN_SIZE}×{MIN_SIZE} to {MAX_SIZE}×{MAX_SIZE} boards, not {n}×{n}"
            )));
        }
        let mut empty = Bits::default();
        for rank in 0..n {
            for file in 0..n {
                empty.set(rank as usize * (n as usize + 1) + file as usize);
            }
        }
        Ok(Position {
            n,
            stones: [Bits::default(); 2],
            empty,
            turn: Color::White,
            markers: [0; 2],
            option: false,
            replacement_rows_count: true,
            longest: [0; 2],
            stone_hash: 0,
        })
    }

    /// Sets rule 12's variant flag: `true` (default) scores rows made by a replacement;
    /// `false` scores only rows through a stone placed this turn.
    pub fn with_replacement_rows_count(mut self, on: bool) -> Position {
        self.replacement_rows_count = on;
        self
    }

    pub fn replacement_rows_count(&self) -> bool {
        self.replacement_rows_count
    }

    /// The board side N.
    pub fn size(&self) -> u8 {
        self.n
    }

    /// The stone on `sq`; `None` for an empty or off-board site.
    pub fn stone_at(&self, sq: Square) -> Option<Color> {
        let i = self.index(sq)?;
        Color::BOTH
            .into_iter()
            .find(|c| self.stones[c.index()].get(i))
    }

    /// A player's score on the track (0 = off the track).
    pub fn marker(&self, c: Color) -> u8 {
        self.markers[c.index()]
    }

    /// The record R: the higher marker.
    pub fn record(&self) -> u8 {
        self.markers[0].max(self.markers[1])
    }

    /// Whether the side to move holds the replacement option.
    pub fn has_option(&self) -> bool {
        self.option
    }

    pub fn empty_count(&self) -> usize {
        self.empty.count()
    }

    pub fn stone_count(&self, c: Color) -> usize {
        self.stones[c.index()].count()
    }

    /// The length of `c`'s longest row anywhere on the board (0 without stones).
    pub fn longest_row(&self, c: Color) -> u8 {
        self.longest[c.index()]
    }

    fn stride(&self) -> usize {
        self.n as usize + 1
    }

    fn index(&self, sq: Square) -> Option<usize> {
        (sq.file < self.n && sq.rank < self.n)
            .then(|| sq.rank as usize * self.stride() + sq.file as usize)
    }

    fn square(&self, i: usize) -> Square {
        Square::new((i % self.stride()) as u8, (i / self.stride()) as u8)
    }

    /// Steps between neighbours: horizontal, vertical, and the two diagonals.
    fn steps(&self) -> [usize; 4] {
        let n = self.n as usize;
        [1, n + 1, n + 2, n]
    }

    /// The longest row of `bits` through site `i` (which must be in `bits`).
    fn row_through(&self, bits: &Bits, i: usize) -> u8 {
        let limit = self.n as usize * self.stride();
        let mut best = 0;
        for s in self.steps() {
            let mut len = 1;
            let mut j = i + s;
            while j < limit && bits.get(j) {
                len += 1;
                j += s;
            }
            let mut j = i;
            while j >= s && bits.get(j - s) {
                len += 1;
                j -= s;
            }
            best = best.max(len);
        }
        best
    }

    /// The longest row of `bits` anywhere: AND with shifted copies until nothing is left.
    fn longest_in(&self, bits: &Bits) -> u8 {
        if bits.is_empty() {
            return 0;
        }
        let mut best = 1;
        for s in self.steps() {
            let mut run = *bits;
            let mut len = 1;
            loop {
                let next = run.and(&run.shr(s as u32));
                if next.is_empty() {
                    break;
                }
                run = next;
                len += 1;
            }
            best = best.max(len);
        }
        best
    }

    fn is_over(&self) -> bool {
        self.record() >= self.n || self.empty.is_empty()
    }

    fn is_opening(&self) -> bool {
        self.stones[0].is_empty() && self.stones[1].is_empty()
    }

    fn board_name(&self) -> String {
        format!("{0}×{0}", self.n)
    }

    fn in_board(&self, sq: Square) -> Result<usize, MoveError> {
        self.index(sq).ok_or_else(|| MoveError::OffBoard {
            square: sq.to_string(),
            board: self.board_name(),
        })
    }

    fn check_empty(&self, sq: Square) -> Result<usize, MoveError> {
        let i = self.in_board(sq)?;
        if self.empty.get(i) {
            Ok(i)
        } else {
            Err(MoveError::Occupied(sq))
        }
    }

    fn two_stones_hint(&self) -> String {
        if self.option {
            "place 2 stones, e.g. `d4 e5`, or 1 stone and replace 1, e.g. `d4 xe5`".into()
        } else {
            "place 2 stones, e.g. `d4 e5`".into()
        }
    }

    fn last_site(&self) -> Square {
        self.square(self.empty.ones().next().unwrap_or(0))
    }

    /// Why `mv` is not legal here, if it is not.
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let single = self.is_opening() || self.empty_count() == 1;
        match mv {
            Move::Place(a) => {
                if !single {
                    return Err(MoveError::StoneCount(self.two_stones_hint()));
                }
                self.check_empty(a)?;
            }
            Move::Pair(a, b) => {
                if self.is_opening() {
                    return Err(MoveError::StoneCount(
                        "White opens with 1 stone, e.g. `e5`".into(),
                    ));
                }
                if single {
                    return Err(MoveError::StoneCount(format!(
                        "only 1 empty site is left: place 1 stone, `{}`",
                        self.last_site()
                    )));
                }
                self.in_board(a)?;
                self.in_board(b)?;
                if a == b {
                    return Err(MoveError::Illegal {
                        mv: format!("{a} {b}"),
                        why: "place the 2 stones on 2 different sites".into(),
                    });
                }
                self.check_empty(a)?;
                self.check_empty(b)?;
            }
            Move::Replace { place, replace } => {
                if !self.option {
                    return Err(MoveError::NoReplacementOption);
                }
                self.in_board(place)?;
                let r = self.in_board(replace)?;
                self.check_empty(place)?;
                let victim = !self.turn;
                if !self.stones[victim.index()].get(r) {
                    return Err(MoveError::NoPiece {
                        color: if victim == Color::White {
                            "white"
                        } else {
                            "black"
                        },
                        thing: "stone",
                        square: replace,
                    });
                }
            }
        }
        Ok(())
    }

    fn put(&mut self, c: Color, i: usize) {
        self.stones[c.index()].set(i);
        self.empty.clear(i);
        self.stone_hash ^= stone_key(c, self.square(i));
    }

    fn remove(&mut self, c: Color, i: usize) {
        self.stones[c.index()].clear(i);
        self.empty.set(i);
        self.stone_hash ^= stone_key(c, self.square(i));
    }

    /// The site indices of the empty sites, ascending, on the stack (no allocation).
    fn empties(&self) -> ([u16; SITES], usize) {
        let mut out = [0u16; SITES];
        let mut len = 0;
        for i in self.empty.ones() {
            out[len] = i as u16;
            len += 1;
        }
        (out, len)
    }
}

impl Game for Position {
    type Move = Move;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_over() {
            return;
        }
        let (empties, e) = self.empties();
        let empties = &empties[..e];
        let sq = |i: u16| self.square(i as usize);
        if self.is_opening() || e == 1 {
            moves.extend(empties.iter().map(|&i| Move::Place(sq(i))));
        } else {
            moves.reserve(e * (e - 1) / 2);
            // Ascending index order is (rank, file) order, so pairs come out canonical.
            for (k, &a) in empties.iter().enumerate() {
                let a = sq(a);
                moves.extend(empties[k + 1..].iter().map(|&b| Move::Pair(a, sq(b))));
            }
        }
        if self.option {
            let victims = self.stones[(!self.turn).index()];
            for &p in empties {
                let place = sq(p);
                moves.extend(victims.ones().map(|r| Move::Replace {
                    place,
                    replace: self.square(r),
                }));
            }
        }
    }

    fn count_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let e = self.empty_count() as u64;
        let base = if self.is_opening() || e == 1 {
            e
        } else {
            e * (e - 1) / 2
        };
        let replaces = if self.option {
            e * self.stone_count(!self.turn) as u64
        } else {
            0
        };
        base + replaces
    }

    fn play(&self, mv: Move) -> Result<Position, MoveError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let me = self.turn;
        let them = !me;
        let at = |sq: Square| self.index(sq).unwrap_or(0);
        let (placed, n_placed, replaced) = match mv {
            Move::Place(a) => ([at(a), 0], 1, None),
            Move::Pair(a, b) => ([at(a), at(b)], 2, None),
            Move::Replace { place, replace } => ([at(place), 0], 1, Some(at(replace))),
        };
        for &i in &placed[..n_placed] {
            next.put(me, i);
        }
        if let Some(r) = replaced {
            next.remove(them, r);
            next.put(me, r);
            // Only rows through the lost stone can shrink; rescan only if one of them
            // was (one of) the victim's longest.
            if self.row_through(&self.stones[them.index()], r) >= self.longest[them.index()] {
                next.longest[them.index()] = next.longest_in(&next.stones[them.index()]);
            }
        }
        let mine = &next.stones[me.index()];
        let through_placed = placed[..n_placed]
            .iter()
            .map(|&i| next.row_through(mine, i))
            .max()
            .unwrap_or(0);
        let through_replaced = replaced.map_or(0, |r| next.row_through(mine, r));
        // The mover only gains stones, so her longest row is the old one or a new row
        // through a touched site (rule 10: M is the longest row anywhere).
        let longest = self.longest[me.index()]
            .max(through_placed)
            .max(through_replaced);
        next.longest[me.index()] = longest;
        let m = if self.replacement_rows_count {
            longest
        } else {
            through_placed
        };
        // Rule 10/11/13: a strictly higher row of at least 2 moves the marker up, never down.
        let scored = m >= 2 && m > self.record();
        if scored {
            next.markers[me.index()] = m;
        }
        next.turn = them;
        // Rule 8: the option lasts one turn; rules 14-16: it lapses when the game ends.
        next.option = scored && !next.is_over();
        next
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let syntax = |hint: &str| MoveError::Syntax {
            text: shorten(text),
            hint: hint.to_string(),
        };
        let example = if self.is_opening() || self.empty_count() == 1 {
            "give a site like `e5`"
        } else if self.option {
            "give 2 sites like `d4 e5`, or a site and a stone to replace like `d4 xe5`"
        } else {
            "give 2 sites like `d4 e5`"
        };
        // At most 2 sites: anything longer is refused after a few tokens, whatever its size.
        let mut places: [Option<Square>; 3] = [None; 3];
        let mut n_places = 0;
        let mut replaces = 0;
        let mut replace = None;
        let mut pending_x = false;
        let mut tokens = 0;
        for token in tokenize(text) {
            tokens += 1;
            if tokens > 4 {
                break;
            }
            if token.eq_ignore_ascii_case("x") {
                pending_x = true;
                continue;
            }
            let (is_replace, site) = match token.strip_prefix(['x', 'X']).and_then(Square::parse) {
                Some(sq) => (true, sq),
                None => match Square::parse(token) {
                    Some(sq) => (pending_x, sq),
                    None => {
                        return Err(syntax(&format!(
                            "{example}; a site is a letter and a number"
                        )))
                    }
                },
            };
            pending_x = false;
            self.in_board(site)?;
            if is_replace {
                replaces += 1;
                replace = Some(site);
            } else {
                if n_places < places.len() {
                    places[n_places] = Some(site);
                }
                n_places += 1;
            }
        }
        if pending_x {
            return Err(syntax(&format!(
                "{example}; `x` goes right before the stone to replace"
            )));
        }
        if tokens == 0 {
            return Err(syntax(example));
        }
        if replaces > 0 && !self.option {
            return Err(MoveError::NoReplacementOption);
        }
        if replaces > 1 {
            return Err(MoveError::StoneCount(
                "replace only 1 stone, e.g. `d4 xe5`".into(),
            ));
        }
        let mv = match (n_places, places, replace) {
            (1, [Some(a), ..], None) => Move::Place(a),
            (2, [Some(a), Some(b), _], None) => Move::pair(a, b),
            (1, [Some(place), ..], Some(replace)) => Move::Replace { place, replace },
            (0, _, Some(_)) => {
                return Err(MoveError::StoneCount(
                    "place 1 stone as well as the replacement, e.g. `d4 xe5`".into(),
                ))
            }
            _ if self.is_opening() => {
                return Err(MoveError::StoneCount(
                    "White opens with 1 stone, e.g. `e5`".into(),
                ))
            }
            _ if self.empty_count() == 1 => {
                return Err(MoveError::StoneCount(format!(
                    "only 1 empty site is left: place 1 stone, `{}`",
                    self.last_site()
                )))
            }
            _ if replace.is_some() => {
                return Err(MoveError::StoneCount(
                    "with a replacement, place only 1 stone, e.g. `d4 xe5`".into(),
                ))
            }
            _ => {
                return Err(MoveError::StoneCount(format!(
                    "{}, not more",
                    self.two_stones_hint()
                )))
            }
        };
        self.check(mv)?;
        Ok(mv)
    }

    fn outcome(&self) -> Outcome {
        let [white, black] = self.markers;
        if self.record() >= self.n {
            // Rule 15: the record can only be reached by the leader.
            let winner = if white > black {
                Color::White
            } else {
                Color::Black
            };
            return Outcome::Win {
                winner,
                reason: WinReason::RecordReached,
            };
        }
        if !self.empty.is_empty() {
            return Outcome::Ongoing;
        }
        match white.cmp(&black) {
            Ordering::Greater => Outcome::Win {
                winner: Color::White,
                reason: WinReason::BoardFull,
            },
            Ordering::Less => Outcome::Win {
                winner: Color::Black,
                reason: WinReason::BoardFull,
            },
            // Unreachable on a real board (rule 14), kept as a defensive result.
            Ordering::Equal => Outcome::Draw,
        }
    }

    fn hash(&self) -> u64 {
        let mut h = self.stone_hash ^ ZOBRIST[Z_SIZE + self.n as usize];
        for c in Color::BOTH {
            h ^= ZOBRIST[Z_MARKER + c.index() * MARKS + self.markers[c.index()] as usize];
        }
        if self.turn == Color::Black {
            h ^= ZOBRIST[Z_BLACK_TO_MOVE];
        }
        if self.option {
            h ^= ZOBRIST[Z_OPTION];
        }
        if !self.replacement_rows_count {
            h ^= ZOBRIST[Z_VARIANT_OFF];
        }
        h
    }
}

/// Splits on spaces, commas and semicolons, and between a site and a following `x`
/// (`d4xe5`), without allocating.
fn tokenize(text: &str) -> impl Iterator<Item = &str> {
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

/// The input echoed in an error, cut to a readable length on a char boundary.
fn shorten(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
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
                    shorten(side)
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
                        shorten(field)
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
                    shorten(option)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn bit_layout_never_wraps_between_ranks() {
        // a row of 5 ending on the h file, then a stone on a1 of the next rank
        let p = pos("5/5/5/w4/1wwww w 0 0 -");
        assert_eq!(p.longest_row(Color::White), 4);
        let p = pos("5/5/5/4w/w4 w 0 0 -");
        assert_eq!(p.longest_row(Color::White), 1);
        let p = pos("5/5/4w/5/w4 w 0 0 -");
        assert_eq!(p.longest_row(Color::White), 1);
        let p = pos("w4/4w/5/5/5 w 0 0 -");
        assert_eq!(p.longest_row(Color::White), 1);
    }

    #[test]
    fn longest_rows_in_every_direction() {
        assert_eq!(pos("5/5/5/5/wwwww w 0 0 -").longest_row(Color::White), 5);
        assert_eq!(pos("b4/b4/b4/5/5 w 0 0 -").longest_row(Color::Black), 3);
        assert_eq!(
            pos("4w/3w1/2w2/1w3/w4 w 0 0 -").longest_row(Color::White),
            5
        );
        assert_eq!(pos("w4/1w3/2w2/3w1/5 w 0 0 -").longest_row(Color::White), 4);
        let big = Position::new(19).unwrap();
        assert_eq!(big.longest_row(Color::White), 0);
    }

    #[test]
    fn row_through_matches_full_scan() {
        let p = pos("wb1w1/1wbw1/bbwwb/1w1w1/w1b1w b 0 0 -");
        for c in Color::BOTH {
            let bits = p.stones[c.index()];
            let max = bits.ones().map(|i| p.row_through(&bits, i)).max().unwrap();
            assert_eq!(max, p.longest_in(&bits), "{c}");
        }
    }

    #[test]
    fn zobrist_is_incremental() {
        let p = pos("5/1wb2/2b2/5/5 w 0 2 r");
        let q = p.play(Move::Replace {
            place: Square::new(0, 0),
            replace: Square::new(2, 2),
        });
        let q = q.unwrap();
        let fresh: Position = q.to_string().parse().unwrap();
        assert_eq!(q, fresh);
        assert_eq!(q.hash(), fresh.hash());
        assert_ne!(p.hash(), q.hash());
        assert_ne!(
            q.hash(),
            q.clone().with_replacement_rows_count(false).hash()
        );
    }
}
