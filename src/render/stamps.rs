//! A rank band's DEFLATE stamped from codes made ahead for each square's rows.
//!
//! Where a board's squares are tiles ([`super::bands`]), a band of one rank is, row
//! after row, the left margin, one row of each square's tile, and the right margin.
//! Each of those pieces of a row is known before any game: its tokens and their codes
//! under one Huffman code made once per size and view, whether it repeats the row
//! above, the nearest earlier row of its tile it repeats, and its Adler-32 sums. A
//! band is then written without searching for matches, counting symbols or building a
//! code. Each piece is, in this order of preference:
//! - a copy, extending the copy before it where it can: of the row above, of an equal
//!   square to its left, of an earlier equal row of its square;
//! - its tokens made against the nearest square to its left holding a piece of the
//!   same colour (a piece's inside is the same on any square, its edges are not);
//! - its own codes, made ahead.
//!
//! The band inflates to exactly the rows `bands::tiled` makes (tests there).

use super::bands::Deflated;
use super::deflate::{self, Bits, Code, Token, Writer, DISTANCES, LITERALS, MAX_MATCH};

/// The rows of a size's squares and margins, for [`Stamps::of`].
pub(super) struct Grid<'a> {
    /// The whole image's palette indices, `width` a row.
    pub base: &'a [u8],
    pub width: usize,
    /// The side of a square, in pixels.
    pub cell: usize,
    /// Where the leftmost square begins.
    pub left: usize,
    /// Squares in a row.
    pub slots: usize,
    /// Each look's `cell` × `cell` indices.
    pub tiles: &'a [Vec<u8>],
    /// Each look's kin: looks of one kin (not 0) show the same piece on different
    /// squares.
    pub kin: &'a [u8],
}

/// A band of one rank: its index, its first image row and the look of each of its
/// squares when plain (no piece, no tint), left to right.
pub(super) struct RankBand {
    pub index: usize,
    pub y0: usize,
    pub plain: Vec<u8>,
}

/// A match to the same place in a kin square's row, its distance known only in a band.
const KIN: u16 = 0;

/// One piece of a row, made ahead.
#[derive(Default)]
struct Piece {
    /// Its codes under the size's code (only its own bytes and the row above referred to).
    bits: Bits,
    /// Its tokens, while the code is being made.
    tokens: Vec<Token>,
    /// By look: its tokens made against that kin look's row (`KIN` for its distance);
    /// empty for a look not its kin.
    against: Vec<Vec<Token>>,
    /// Adler-32 sums of its bytes alone: Σ byte, and Σ (len − i) · byte.
    a: u64,
    b: u64,
    /// The same bytes as the row above (in the band: never on its first row).
    same_above: bool,
    /// The nearest earlier row of the same tile or margin with the same bytes, as rows
    /// back (0: none, or too far for DEFLATE's window).
    earlier: usize,
}

impl Piece {
    /// Row `r` of `rows` (a tile's or a margin's), `stride` apart in every band.
    fn of(rows: &[Vec<u8>], r: usize, seen: &Seen, stride: usize) -> Piece {
        let bytes = &rows[r];
        let (mut a, mut b) = (0u64, 0u64);
        let len = bytes.len() as u64;
        for (i, &d) in bytes.iter().enumerate() {
            a += d as u64;
            b += (len - i as u64) * d as u64;
        }
        let back = (0..r).rev().find(|&e| rows[e] == *bytes).map(|e| r - e);
        Piece {
            tokens: tokens_over(rows, r, seen, stride, None),
            a,
            b,
            same_above: r > 0 && rows[r - 1] == *bytes,
            // An earlier row is copied only from within DEFLATE's window.
            earlier: back.filter(|k| k * stride <= deflate::WINDOW).unwrap_or(0),
            ..Piece::default()
        }
    }
}

/// Where each four bytes occur in a tile's (or margin's) rows: (row, position), rows
/// in order.
struct Seen(std::collections::HashMap<[u8; 4], Vec<(usize, usize)>>);

impl Seen {
    fn of(rows: &[Vec<u8>]) -> Seen {
        let mut seen = std::collections::HashMap::<[u8; 4], Vec<(usize, usize)>>::new();
        for (r, row) in rows.iter().enumerate() {
            for (i, four) in row.windows(4).enumerate() {
                seen.entry(four.try_into().unwrap())
                    .or_default()
                    .push((r, i));
            }
        }
        Seen(seen)
    }
}

/// Greedy tokens of row `r` of `rows` (a tile's or a margin's, `stride` apart in a
/// band): matches within it (the byte before, the last place its next four bytes were
/// seen), from its earlier rows (the row above first), and from `kin` (the same place
/// in another square, at distance [`KIN`]), where given; only these, since what else
/// lies before the piece differs from band to band.
fn tokens_over(
    rows: &[Vec<u8>],
    r: usize,
    seen: &Seen,
    stride: usize,
    kin: Option<&[u8]>,
) -> Vec<Token> {
    const MIN: usize = 4;
    /// Earlier places tried for a match, the nearest first.
    const TRIES: usize = 8;
    let same = |a: &[u8], b: &[u8]| {
        a.iter()
            .zip(b)
            .take(MAX_MATCH)
            .take_while(|(x, y)| x == y)
            .count()
    };
    let row = &rows[r];
    let above = r.checked_sub(1).map(|a| rows[a].as_slice());
    let mut out = Vec::new();
    let mut i = 0;
    while i < row.len() {
        let mut best = (0, 0);
        let mut consider = |n: usize, dist: usize| {
            if n > best.0 {
                best = (n, dist);
            }
        };
        if let Some(up) = above {
            consider(same(&row[i..], &up[i..]), stride);
        }
        if let Some(kin) = kin {
            consider(same(&row[i..], &kin[i..]), KIN as usize);
        }
        if let Some(four) = row.get(i..i + MIN) {
            let places = seen.0.get(four).map_or(&[][..], |p| p.as_slice());
            let end = places.partition_point(|&(e, j)| e < r || (e == r && j < i));
            for &(e, j) in places[..end].iter().rev().take(TRIES) {
                let dist = (r - e) * stride + i - j;
                if dist > deflate::WINDOW {
                    break;
                }
                consider(same(&row[i..], &rows[e][j..]), dist);
            }
        }
        if i > 0 {
            consider(same(&row[i..], &row[i - 1..]), 1);
        }
        if best.0 >= MIN {
            out.push(Token::Match {
                len: best.0 as u16,
                dist: best.1 as u16,
            });
            i += best.0;
        } else {
            out.push(Token::Literal(row[i]));
            i += 1;
        }
    }
    out
}

/// `t` with a match to a kin square placed `dist` back.
fn placed(t: Token, dist: usize) -> Token {
    match t {
        Token::Match { len, dist: KIN } => Token::Match {
            len,
            dist: dist as u16,
        },
        t => t,
    }
}

/// The codes of one size and view's rank bands.
pub(super) struct Stamps {
    code: Code,
    /// The block header sending `code`.
    head: Bits,
    /// A PNG row: the filter byte and `width` indices.
    stride: usize,
    cell: usize,
    /// The left piece's length: the filter byte and the margin.
    left: usize,
    right: usize,
    /// By look, by row of the square.
    looks: Vec<Vec<Piece>>,
    kin: Vec<u8>,
    /// By band index: each row's left and right margin (`None`: not a rank band).
    margins: Vec<Option<Vec<[Piece; 2]>>>,
}

/// What a band is made of, piece by piece.
enum Step<'a> {
    /// A piece's own codes.
    Fresh(&'a Piece),
    /// Tokens made against a kin square `dist` back.
    Against(&'a [Token], usize),
    Copy {
        len: usize,
        dist: usize,
    },
}

impl Stamps {
    /// The stamps of `grid`'s rank bands, `bands` of them in all; the code made from
    /// `samples` (a band's index and its squares' looks). `None` if a band's plain
    /// squares are not their tiles, a piece is too short to copy or a row too long.
    pub(super) fn of(
        grid: &Grid,
        bands: usize,
        ranks: &[RankBand],
        samples: &[(usize, Vec<u8>)],
    ) -> Option<Stamps> {
        let (cell, width) = (grid.cell, grid.width);
        let stride = width + 1;
        let left = 1 + grid.left;
        let right = width.checked_sub(grid.left + grid.slots * cell)?;
        // Every piece is long enough to be copied (3 bytes), a row near enough.
        if cell < 3
            || left < 3
            || (right != 0 && right < 3)
            || stride > deflate::WINDOW
            || grid.tiles.iter().any(|t| t.len() != cell * cell)
            || grid.kin.len() != grid.tiles.len()
        {
            return None;
        }
        let rows_of = |tile: &[u8]| tile.chunks_exact(cell).map(<[u8]>::to_vec).collect();
        let tiles: Vec<Vec<Vec<u8>>> = grid.tiles.iter().map(|t| rows_of(t)).collect();
        let seen: Vec<Seen> = tiles.iter().map(|rows| Seen::of(rows)).collect();
        let looks: Vec<Vec<Piece>> = (0..tiles.len())
            .map(|look| {
                let rows = &tiles[look];
                (0..cell)
                    .map(|r| {
                        let mut piece = Piece::of(rows, r, &seen[look], stride);
                        piece.against = (0..tiles.len())
                            .map(|other| {
                                let kin = grid.kin[look] != 0
                                    && grid.kin[other] == grid.kin[look]
                                    && other != look;
                                if !kin {
                                    return Vec::new();
                                }
                                let against = Some(tiles[other][r].as_slice());
                                tokens_over(rows, r, &seen[look], stride, against)
                            })
                            .collect();
                        piece
                    })
                    .collect()
            })
            .collect();
        let mut margins: Vec<Option<Vec<[Piece; 2]>>> = (0..bands).map(|_| None).collect();
        for band in ranks {
            let rows: Vec<Vec<u8>> = (band.y0..band.y0 + cell)
                .map(|y| {
                    let mut row = vec![0];
                    row.extend_from_slice(grid.base.get(y * width..(y + 1) * width)?);
                    Some(row)
                })
                .collect::<Option<_>>()?;
            // A plain square of the base must be its tile, or the stamps would differ.
            for (slot, &look) in band.plain.iter().enumerate() {
                let tile = tiles.get(look as usize)?;
                let x = left + slot * cell;
                if rows
                    .iter()
                    .zip(tile)
                    .any(|(row, t)| row[x..x + cell] != t[..])
                {
                    return None;
                }
            }
            let side = |range: std::ops::Range<usize>| {
                let rows: Vec<Vec<u8>> =
                    rows.iter().map(|row| row[range.clone()].to_vec()).collect();
                let seen = Seen::of(&rows);
                (0..cell)
                    .map(|r| Piece::of(&rows, r, &seen, stride))
                    .collect::<Vec<_>>()
            };
            let m = side(0..left)
                .into_iter()
                .zip(side(stride - right..stride))
                .map(|(l, r)| [l, r])
                .collect();
            *margins.get_mut(band.index)? = Some(m);
        }
        let mut stamps = Stamps {
            code: Code::of([0; LITERALS], [0; DISTANCES]),
            head: Bits::default(),
            stride,
            cell,
            left,
            right,
            looks,
            kin: grid.kin.to_vec(),
            margins,
        };
        // One code for every band: what the samples use, and every symbol at least
        // once, so that any band can be written with it.
        let (mut lit, mut dist) = ([1u32; LITERALS], [1u32; DISTANCES]);
        for (band, looks) in samples {
            stamps.walk(*band, looks, |step| match step {
                Step::Fresh(piece) => deflate::count(&piece.tokens, &mut lit, &mut dist),
                Step::Against(tokens, d) => {
                    let placed: Vec<Token> = tokens.iter().map(|&t| placed(t, d)).collect();
                    deflate::count(&placed, &mut lit, &mut dist);
                }
                Step::Copy { len, dist: d } => {
                    let t = [Token::Match {
                        len: len as u16,
                        dist: d as u16,
                    }];
                    deflate::count(&t, &mut lit, &mut dist);
                }
            })?;
        }
        stamps.code = Code::of(lit, dist);
        stamps.code.header(&mut stamps.head);
        let code = &stamps.code;
        let pieces = stamps.looks.iter_mut().flatten().chain(
            stamps
                .margins
                .iter_mut()
                .flatten()
                .flatten()
                .flat_map(|m| m.iter_mut()),
        );
        for piece in pieces {
            for &t in &piece.tokens {
                code.token(t, &mut piece.bits);
            }
            piece.tokens = Vec::new();
        }
        Some(stamps)
    }

    /// Band `band` with these looks, left to right, as DEFLATE; `None` if `band` is not
    /// a rank band or `looks` is not one look per square.
    pub(super) fn deflate(&self, band: usize, looks: &[u8]) -> Option<Deflated> {
        let total = self.cell * self.stride;
        let mut out = Writer::with_capacity(total / 6 + 256);
        out.append(&self.head);
        let code = &self.code;
        self.walk(band, looks, |step| match step {
            Step::Fresh(piece) => out.append(&piece.bits),
            Step::Against(tokens, dist) => {
                for &t in tokens {
                    code.token(placed(t, dist), &mut out);
                }
            }
            Step::Copy { len, dist } => code.token(
                Token::Match {
                    len: len as u16,
                    dist: dist as u16,
                },
                &mut out,
            ),
        })?;
        code.end(&mut out);
        deflate::sync_flush(&mut out);
        Some(Deflated {
            bytes: out.finish(),
            adler: self.adler(band, looks)?,
            len: total as u64,
        })
    }

    /// The band's Adler-32, from its pieces' own sums placed where each lies.
    fn adler(&self, band: usize, looks: &[u8]) -> Option<u32> {
        const MOD: u64 = 65_521;
        let margins = self.margins.get(band)?.as_ref()?;
        let total = (self.cell * self.stride) as u64;
        let (mut a, mut b, mut at) = (1u64, total, 0u64);
        let mut add = |piece: &Piece, len: usize| {
            a += piece.a;
            b += piece.b + (total - at - len as u64) * piece.a;
            at += len as u64;
        };
        for (r, [l, rt]) in margins.iter().enumerate() {
            add(l, self.left);
            for &look in looks {
                add(&self.looks[look as usize][r], self.cell);
            }
            if self.right > 0 {
                add(rt, self.right);
            }
        }
        Some(((b % MOD) << 16 | (a % MOD)) as u32)
    }

    /// The band as steps: each piece a copy where one is known to repeat it (extending
    /// the copy before it where it can), else its tokens against a kin square to its
    /// left, else its own codes.
    fn walk<'a>(&'a self, band: usize, looks: &[u8], mut emit: impl FnMut(Step<'a>)) -> Option<()> {
        let margins = self.margins.get(band)?.as_ref()?;
        if looks.len() * self.cell + self.left + self.right != self.stride
            || looks.iter().any(|&l| l as usize >= self.looks.len())
        {
            return None;
        }
        // The nearest square to the left with the same look, and with a kin look, as
        // squares back (0: none).
        let back = |s: usize, like: &dyn Fn(usize) -> bool| {
            (0..s).rev().find(|&t| like(t)).map_or(0, |t| s - t)
        };
        let twin: Vec<usize> = (0..looks.len())
            .map(|s| back(s, &|t| looks[t] == looks[s]))
            .collect();
        let kin: Vec<usize> = (0..looks.len())
            .map(|s| {
                let k = self.kin[looks[s] as usize];
                back(s, &|t| {
                    k != 0 && self.kin[looks[t] as usize] == k && looks[t] != looks[s]
                })
            })
            .collect();
        let flush = |run: &mut Option<(usize, usize)>, emit: &mut dyn FnMut(Step<'a>)| {
            if let Some((dist, mut len)) = run.take() {
                while len > 0 {
                    // Pieces of 258 at most, none under 3.
                    let n = match len {
                        n if n <= MAX_MATCH => n,
                        n if n - MAX_MATCH < 3 => n - 3,
                        _ => MAX_MATCH,
                    };
                    emit(Step::Copy { len: n, dist });
                    len -= n;
                }
            }
        };
        let stride = self.stride;
        let mut run: Option<(usize, usize)> = None;
        for (r, [l, rt]) in margins.iter().enumerate() {
            // `others`: the distances (besides the row above) this piece is known at.
            let mut place =
                |piece: &'a Piece, len: usize, others: &[usize], kin: Option<(usize, usize)>| {
                    let copies = |dist: usize| {
                        (dist == stride && piece.same_above) || (dist > 0 && others.contains(&dist))
                    };
                    match run {
                        Some((dist, ref mut n)) if copies(dist) => *n += len,
                        _ => {
                            flush(&mut run, &mut emit);
                            let choice = std::iter::once(stride)
                                .chain(others.iter().copied())
                                .find(|&d| copies(d));
                            match (choice, kin) {
                                (Some(dist), _) => run = Some((dist, len)),
                                (None, None) => emit(Step::Fresh(piece)),
                                (None, Some((look, dist))) => {
                                    emit(Step::Against(&piece.against[look], dist))
                                }
                            }
                        }
                    }
                };
            place(l, self.left, &[l.earlier * stride], None);
            for (s, &look) in looks.iter().enumerate() {
                let piece = &self.looks[look as usize][r];
                let others = [twin[s] * self.cell, piece.earlier * stride];
                let kin = (kin[s] > 0).then(|| (looks[s - kin[s]] as usize, kin[s] * self.cell));
                place(piece, self.cell, &others, kin);
            }
            if self.right > 0 {
                place(rt, self.right, &[rt.earlier * stride], None);
            }
        }
        flush(&mut run, &mut emit);
        Some(())
    }
}
