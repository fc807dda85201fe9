//! Which sites matter: a Connect6-style window count, the heuristic behind the search's
//! candidate placements and their priors.
//!
//! Every window of `T` consecutive sites on a line that holds no opponent stone is a
//! place where the mover could still make a row of `T`; the fewer stones it misses, the
//! more each of its empty sites is worth. Windows of the opponent's are counted too, at
//! a lower weight: a site in them blocks. Two lengths are counted: `T = R + 1`, the next
//! record (the race right now), and a longer one (rows that can keep growing, so they
//! stay useful once the record has moved on). Gaps are handled for free: `ww__ww` is a
//! window missing 2 for `T = 6`, so both gap sites rank high, which run lengths alone
//! would miss.
//!
//! Cost: one pass per line with running counts and a sliding sum, O(N²) per length, no
//! allocation (the line table is built once per search).

use super::board::{stone, Board, Side, BORDER, CELLS, EMPTY};

/// The cells of every line of the board (all four directions), concatenated, with the
/// start of each line: built once per search.
pub struct Lines {
    cells: Vec<u16>,
    starts: Vec<u32>,
}

impl Lines {
    pub fn new(b: &Board) -> Lines {
        let mut lines = Lines {
            cells: Vec::with_capacity(4 * b.n * b.n),
            starts: Vec::with_capacity(6 * b.n + 1),
        };
        let n = b.n;
        let push_line = |lines: &mut Lines, mut i: usize, d: usize| {
            lines.starts.push(lines.cells.len() as u32);
            while b.cells[i] != BORDER {
                lines.cells.push(i as u16);
                i += d;
            }
        };
        let [h, v, up_right, up_left] = b.dirs;
        for r in 0..n {
            push_line(&mut lines, b.cell(0, r), h);
            push_line(&mut lines, b.cell(0, r), up_right);
            push_line(&mut lines, b.cell(n - 1, r), up_left);
        }
        for f in 0..n {
            push_line(&mut lines, b.cell(f, 0), v);
            if f > 0 {
                push_line(&mut lines, b.cell(f, 0), up_right);
            }
            if f + 1 < n {
                push_line(&mut lines, b.cell(f, 0), up_left);
            }
        }
        lines.starts.push(lines.cells.len() as u32);
        lines
    }

    fn iter(&self) -> impl Iterator<Item = &[u16]> {
        self.starts
            .windows(2)
            .map(|w| &self.cells[w[0] as usize..w[1] as usize])
    }
}

/// Weight of a window by how many stones it misses (index 0 = complete, unused).
const MISS_WEIGHT: [f32; 8] = [0.0, 120.0, 40.0, 9.0, 3.0, 1.2, 0.6, 0.3];

/// [`WIN_BONUS`] for a window of N that misses at most `reach` sites, else 1.
#[inline]
fn win_bonus(b: &Board, t: usize, missing: usize, reach: usize) -> f32 {
    if t == b.n && missing <= reach {
        WIN_BONUS
    } else {
        1.0
    }
}

#[inline]
fn weight(missing: usize) -> f32 {
    MISS_WEIGHT[missing.min(MISS_WEIGHT.len() - 1)]
}

/// A window of N is the game: completing it wins at once (rule 15), so one that can be
/// completed this turn outranks everything else.
const WIN_BONUS: f32 = 200.0;

/// The window lengths counted: the next record, a longer one, and N (the win).
fn lengths(b: &Board) -> [(usize, f32); 3] {
    let r = b.record() as usize;
    let next = (r + 1).clamp(2, b.n);
    let long = (r + 3).clamp(5, b.n);
    let long_w = if long == next { 0.0 } else { LONG_WEIGHT };
    let win_w = if b.n == next || b.n == long {
        0.0
    } else {
        LONG_WEIGHT
    };
    [(next, 1.0), (long, long_w), (b.n, win_w)]
}

/// How much the mover's opponent's windows count against the mover's own.
pub const DEFENCE: f32 = 0.8;
/// How much the long windows count against the next-record ones.
const LONG_WEIGHT: f32 = 0.35;

/// Adds to `out[i]` (for every empty cell `i`) the window value of a stone of `me` there.
/// `out` must be zeroed by the caller.
pub fn site_values(b: &Board, lines: &Lines, me: Side, out: &mut [f32; CELLS]) {
    for (t, scale) in lengths(b) {
        if scale > 0.0 {
            add_windows(b, lines, me, t, scale, out);
        }
    }
}

fn add_windows(b: &Board, lines: &Lines, me: Side, t: usize, scale: f32, out: &mut [f32; CELLS]) {
    scan_windows(b, lines, me, t, EMPTY, out, |own, opp, _, _| {
        let mut v = 0.0;
        if opp == 0 {
            v += weight(t - own) * win_bonus(b, t, t - own, 2);
        }
        if own == 0 {
            v += DEFENCE * weight(t - opp) * win_bonus(b, t, t - opp, 2);
        }
        v * scale
    });
}

/// Adds to `out[v]` (for every opponent stone `v`) the value of converting it with the
/// replacement option: windows it is the only opponent stone of (converting it opens
/// them to the mover, and the turn's placement can fill one more site), and opponent
/// windows it belongs to (converting it closes them). `out` must be zeroed.
pub fn victim_values(b: &Board, lines: &Lines, me: Side, out: &mut [f32; CELLS]) {
    for (t, scale) in lengths(b) {
        if scale > 0.0 {
            add_victim_windows(b, lines, me, t, scale, out);
        }
    }
}

fn add_victim_windows(
    b: &Board,
    lines: &Lines,
    me: Side,
    t: usize,
    scale: f32,
    out: &mut [f32; CELLS],
) {
    scan_windows(
        b,
        lines,
        me,
        t,
        stone(1 - me),
        out,
        |own, opp, last_opp, out| {
            // The lone opponent stone is the last one seen (the only one inside).
            if opp == 1 {
                // After converting it the window misses `t - own - 1` sites, and the
                // turn still places one stone: score it like a pair-turn window
                // missing one more.
                out[last_opp] += scale * weight(t - own) * win_bonus(b, t, t - own - 1, 1);
            }
            if own == 0 && opp > 0 {
                scale * DEFENCE * weight(t - opp) * win_bonus(b, t, t - opp, 2)
            } else {
                0.0
            }
        },
    );
}

/// Slides a window of `t` sites along every line long enough, counting the mover's
/// (`own`) and the opponent's (`opp`) stones in it; `value(own, opp, last_opp, out)`
/// values each window (`last_opp`: the last opponent stone seen on the line), and the
/// values are spread over the line's cells holding `wanted`.
fn scan_windows(
    b: &Board,
    lines: &Lines,
    me: Side,
    t: usize,
    wanted: u8,
    out: &mut [f32; CELLS],
    mut value: impl FnMut(usize, usize, usize, &mut [f32; CELLS]) -> f32,
) {
    let mine = stone(me);
    let theirs = stone(1 - me);
    // Per-window weights of one line, reused across lines (at most 19 windows).
    let mut wv = [0f32; 20];
    for line in lines.iter() {
        let len = line.len();
        if len < t {
            continue;
        }
        let (mut own, mut opp) = (0usize, 0usize);
        let mut last_opp = 0usize;
        for (k, &c) in line.iter().enumerate() {
            match b.cells[c as usize] {
                x if x == mine => own += 1,
                x if x == theirs => {
                    opp += 1;
                    last_opp = c as usize;
                }
                _ => {}
            }
            if k >= t {
                match b.cells[line[k - t] as usize] {
                    x if x == mine => own -= 1,
                    x if x == theirs => opp -= 1,
                    _ => {}
                }
            }
            if k + 1 >= t {
                wv[k + 1 - t] = value(own, opp, last_opp, out);
            }
        }
        spread(line, t, &wv, out, |c| b.cells[c] == wanted);
    }
}

/// Adds to `out[c]`, for every cell `c` of `line` that `wanted` accepts, the summed value
/// of the windows of length `t` through it (`wv[i]` is the window starting at `i`). Cell
/// k lies in windows max(0, k+1-t) ..= min(k, len-t): a sliding sum.
fn spread(line: &[u16], t: usize, wv: &[f32], out: &mut [f32], wanted: impl Fn(usize) -> bool) {
    let windows = line.len() + 1 - t;
    let mut acc = 0.0;
    for (k, &c) in line.iter().enumerate() {
        if k < windows {
            acc += wv[k];
        }
        if k >= t {
            acc -= wv[k - t];
        }
        if wanted(c as usize) {
            out[c as usize] += acc;
        }
    }
}
