//! Solving small boards: depth-first proof-number search (df-pn) proves who wins, then a
//! bounded search finds the length of the win under best play.
//!
//! ```
//! use breaker::ai::{breakthrough::solver, Limits};
//! use breaker::games::{breakthrough::Position, Color};
//!
//! let s = solver::solve(&Position::new(3, 4).unwrap(), &Limits::nodes_only(100_000)).unwrap();
//! assert_eq!((s.winner, s.plies), (Color::Black, Some(12)));
//! ```
//!
//! # Proving: df-pn
//! Nagai's depth-first proof-number search over a transposition table keyed by the
//! whole board (two bitboards with the side to move in the top bit, so no two positions
//! share an entry, and boards of at most 63 squares), in the negamax form: a node's proof
//! number is the least disproof number of its children, its disproof number the sum of
//! their proof numbers. A board and its mirror image share one entry: the rules do not
//! tell left from right. A new node starts at proof 1 and disproof "its number of moves"
//! (mobility), and thresholds use the 1 + ε trick of Pawlewicz and Lew (ε = 1/4), which
//! avoids many re-expansions. Breakthrough positions never repeat (pieces only move
//! forward), so the graph is acyclic and df-pn needs no cycle handling. Exact rules end
//! lines early: `Board::decided` (a piece one step from its goal wins, an uncapturable
//! one loses the opponent the game, a step onto an unguarded square before the goal wins
//! in three) and the race patterns of `Lanes::race` (a runaway no enemy piece can
//! reach wins when nothing is quicker); a side under threat only searches the captures
//! of the threatening piece.
//!
//! The proof reported is the size of one proof graph: from the root, one winning move at
//! the winner's turns, every reply at the loser's, counting distinct positions (the
//! positions those rules settle are its leaves).
//!
//! # The length of the win
//! Under best play the winner hurries and the loser holds out as long as it can. The
//! length is found by iterative deepening on a boolean question, "does the side to move
//! win within d plies?", with a table of the bounds learnt per position. Almost all of
//! its work goes into the "no" answers below the length, where every move of the winner
//! must be refuted, so it cuts wherever it can: where the winner's nearest piece (or
//! taking every enemy piece) cannot win in time (`Lanes::fastest_win`, sharper in a
//! position the rules leave open: `Lanes::fastest_open_win`), where a child's
//! answer is already in the table (enhanced transposition cut-offs), and where df-pn
//! proved the result outright. Moves are tried in df-pn's order (its numbers), ties
//! broken by the history heuristic.
//!
//! The length search runs on every core (at most 4 threads) over one lock-free table
//! of 16 bytes a position (`lengths`), which also carries df-pn's numbers so that a
//! child costs one probe, and may grow to half the memory available; the threads share
//! the work as in ABDADA (`measure`).

mod lengths;
mod measure;

use super::board::{splitmix, to_sq, Board, Geometry, SMove};
use super::race::Lanes;
use crate::ai::{Clock, Limits};
use crate::games::breakthrough::bits::Bits;
use crate::games::breakthrough::{Move, Position};
use crate::games::{Color, Game};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// What solving a position found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Who wins with best play by both sides.
    pub winner: Color,
    /// Plies from the position to the end of the game when the winner wins as fast as it
    /// can and the loser holds out as long as it can; `None` when the budget ran out
    /// measuring it (the winner is proven all the same).
    pub plies: Option<u32>,
    /// What the length search proved before it stopped: under best play the game lasts
    /// at least this many plies (equal to `plies` when that is known).
    pub plies_at_least: u32,
    /// Distinct positions in one proof graph.
    pub proof_nodes: u64,
    /// Positions expanded by the search (df-pn and the length search).
    pub searched: u64,
    /// When the side to move is the winner, a move that wins in `plies` (or, with the
    /// length unknown, a move that keeps the proven win).
    pub best: Option<Move>,
}

/// Why a position was not solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("the solver handles boards of at most 63 squares; {0} has more")]
    TooLarge(String),
    #[error("the game is already over")]
    Over,
    #[error("no result within the budget ({0} positions searched)")]
    OutOfBudget(u64),
    #[error("the side to move does not win")]
    NotWon,
}

/// Solves `pos` within `limits` (time, nodes = positions expanded, cancel).
pub fn solve(pos: &Position, limits: &Limits) -> Result<Solution, SolveError> {
    solve_measuring_for(pos, limits, None)
}

/// [`solve`], with measuring the length also stopped once `length_by` has passed since
/// the start (the winner is still proven within `limits` alone): on a board whose length
/// costs hours, the proven winner comes back in a bounded time.
pub fn solve_measuring_for(
    pos: &Position,
    limits: &Limits,
    length_by: Option<std::time::Duration>,
) -> Result<Solution, SolveError> {
    solve_on(pos, limits, length_by, default_threads())
}

/// The threads the length search uses by default: every core, at most 4 (beyond that
/// they mostly repeat each other's work).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(4))
}

/// [`solve_measuring_for`] with the length measured on `threads` threads (proving the
/// winner takes one).
pub fn solve_on(
    pos: &Position,
    limits: &Limits,
    length_by: Option<std::time::Duration>,
    threads: usize,
) -> Result<Solution, SolveError> {
    let (g, root) = setup(pos)?;
    let clock = Clock::start(limits);
    let mut s = Solver::new(&g, &clock);
    s.threads = threads;
    let win = s.prove(&root).ok_or(SolveError::OutOfBudget(s.searched))?;
    s.length_deadline =
        length_by.map(|t| std::time::Instant::now() + t.saturating_sub(clock.elapsed()));
    let winner = if win { pos.turn() } else { !pos.turn() };
    let proof_nodes = s.proof_size(&root);
    let (plies, plies_at_least, best) = match s.length(&root, win) {
        Ok((plies, best)) => (Some(plies), plies, best),
        // Out of budget: the proof stands; a proven move is still worth giving.
        Err(at_least) if win => {
            // Whatever the budget: the move must be a proven one.
            (s.unbounded, s.stopped) = (true, false);
            (None, at_least, s.proven_move(&root))
        }
        Err(at_least) => (None, at_least, None),
    };
    Ok(Solution {
        winner,
        plies,
        plies_at_least,
        proof_nodes,
        searched: s.searched,
        best: best.map(|m| root.rules_move(&g, m)),
    })
}

/// A move that keeps a proven win for the side to move, if df-pn proves one within
/// `limits`; `None` when the side to move loses, the board is too large, or the budget
/// ran out. Cheaper than [`solve`]: it neither measures the win nor counts the proof.
pub fn winning_move(pos: &Position, limits: &Limits) -> Option<Move> {
    let (g, root) = setup(pos).ok()?;
    let clock = Clock::start(limits);
    let mut s = Solver::new(&g, &clock);
    if s.prove(&root)? {
        let m = s.proven_move(&root)?;
        Some(root.rules_move(&g, m))
    } else {
        None
    }
}

/// Who wins `pos` with best play, if df-pn proves it within `limits` (`None` when the
/// budget ran out, the board is too large, or the game is over), and a move keeping the
/// win when the side to move wins. Cheaper than [`solve`]: it neither measures the win
/// nor counts the proof (the analysis's proofs).
pub fn winner(pos: &Position, limits: &Limits) -> Option<(Color, Option<Move>)> {
    let (g, root) = setup(pos).ok()?;
    let clock = Clock::start(limits);
    let mut s = Solver::new(&g, &clock);
    if s.prove(&root)? {
        let mv = s.proven_move(&root).map(|m| root.rules_move(&g, m));
        Some((pos.turn(), mv))
    } else {
        Some((!pos.turn(), None))
    }
}

/// [`winner`] for each of `positions` (all of one board size), each within `nodes_each`
/// positions searched, over one table: the positions of one game, or the moves of one
/// position, share most of their proofs, so later ones reuse what earlier ones proved.
/// Deterministic for the same list.
pub fn winners(positions: &[Position], nodes_each: u64) -> Vec<Option<(Color, Option<Move>)>> {
    let Some(first) = positions.first() else {
        return Vec::new();
    };
    let (w, h) = (first.width() as usize, first.height() as usize);
    if w * h > 63 {
        return vec![None; positions.len()];
    }
    let g = Geometry::<u64>::new(w, h);
    let clock = Clock::start(&Limits::nodes_only(nodes_each));
    let mut s = Solver::new(&g, &clock);
    positions
        .iter()
        .map(|p| {
            if p.outcome().is_over() || (p.width() as usize, p.height() as usize) != (w, h) {
                return None;
            }
            // A fresh budget for each position; the table stays.
            (s.searched, s.next_check, s.stopped) = (0, CHECK_EVERY, false);
            let root = Board::from_position(p, &g);
            if s.prove(&root)? {
                let mv = s.proven_move(&root).map(|m| root.rules_move(&g, m));
                Some((p.turn(), mv))
            } else {
                Some((!p.turn(), None))
            }
        })
        .collect()
}

/// Proven moves for an opening book: walks one proof of the winner of `pos` (from each
/// of the loser's moves when the side to move loses) and returns the winner's move at
/// every position of it for which `needs_entry` says so (each position once, a position
/// and its mirror image counted as one); below a position it declines, the walk stops
/// (the solver proves the move there in time). The winner's moves are the ones whose
/// proofs were cheapest; every loser reply is followed.
pub fn proof_book(
    pos: &Position,
    mut needs_entry: impl FnMut(&Position) -> bool,
) -> Result<Vec<(Position, Move)>, SolveError> {
    let (g, root) = setup(pos)?;
    let clock = Clock::start(&Limits::nodes_only(u64::MAX));
    let mut s = Solver::new(&g, &clock);
    s.unbounded = true;
    let won = s.prove(&root).ok_or(SolveError::OutOfBudget(s.searched))?;
    let mut stack = Vec::new();
    if won {
        stack.push((root, *pos));
    } else {
        push_replies(&g, &root, pos, &mut stack);
    }
    let mut book = Vec::new();
    let mut seen: HashSet<Key, BuildHasherDefault<PassHasher>> = HashSet::default();
    while let Some((b, p)) = stack.pop() {
        if s.settled(&b).is_some() || !seen.insert(s.key(&b)) || !needs_entry(&p) {
            continue;
        }
        let m = s.cheapest_proven_move(&b);
        let mv = b.rules_move(&g, m);
        let after = b.play(&g, m);
        let p_after = p.play(mv).expect("a proven move is legal");
        book.push((p, mv));
        push_replies(&g, &after, &p_after, &mut stack);
    }
    Ok(book)
}

/// Every position one move after `b` (`p` in the rules' terms) where the game goes on.
fn push_replies(
    g: &Geometry<u64>,
    b: &Board<u64>,
    p: &Position,
    stack: &mut Vec<(Board<u64>, Position)>,
) {
    if p.outcome().is_over() {
        return;
    }
    b.for_each_move(g, |reply| {
        let next = p
            .play(b.rules_move(g, reply))
            .expect("a generated move is legal");
        if !next.outcome().is_over() {
            stack.push((b.play(g, reply), next));
        }
    });
}

fn setup(pos: &Position) -> Result<(Geometry<u64>, Board<u64>), SolveError> {
    if pos.outcome().is_over() {
        return Err(SolveError::Over);
    }
    let (w, h) = (pos.width() as usize, pos.height() as usize);
    if w * h > 63 {
        return Err(SolveError::TooLarge(pos.size_text()));
    }
    let g = Geometry::<u64>::new(w, h);
    let root = Board::from_position(pos, &g);
    Ok((g, root))
}

/// Proof and disproof numbers: `INF` is proven; finite sums stop just below it.
const INF: u32 = u32::MAX;

#[inline]
fn add(a: u32, b: u32) -> u32 {
    if a == INF || b == INF {
        INF
    } else {
        a.saturating_add(b).min(INF - 1)
    }
}

/// A table key: the whole board (the side to move in the top bit, so boards of at most
/// 63 squares), the same for a board and its mirror image: the rules do not tell left
/// from right, so a position and its mirror have the same result and length.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    white: u64,
    black: u64,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_u64(splitmix(self.white ^ splitmix(self.black)));
    }
}

/// The key's hash is already uniform: pass it through.
#[derive(Default)]
struct PassHasher(u64);

impl Hasher for PassHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Mirrors boards left to right, rank by rank.
struct Mirror {
    width: u32,
    ranks: u32,
}

impl Mirror {
    #[inline]
    fn flip(&self, set: u64) -> u64 {
        let w = self.width;
        let mask = (1u64 << w) - 1;
        (0..self.ranks).fold(0, |acc, r| {
            acc | (((set >> (r * w)) & mask).reverse_bits() >> (64 - w)) << (r * w)
        })
    }

    #[inline]
    fn key(&self, b: &Board<u64>) -> Key {
        let turn = (b.turn as u64) << 63;
        let plain = Key {
            white: b.pieces[0],
            black: b.pieces[1] | turn,
        };
        let mirrored = Key {
            white: self.flip(b.pieces[0]),
            black: self.flip(b.pieces[1]) | turn,
        };
        if (mirrored.white, mirrored.black) < (plain.white, plain.black) {
            mirrored
        } else {
            plain
        }
    }
}

type Map<V> = HashMap<Key, V, BuildHasherDefault<PassHasher>>;

#[derive(Clone, Copy)]
struct Entry {
    /// Proof number: the cost of proving the side to move wins (0: proven).
    pn: u32,
    /// Disproof number: the cost of proving it loses (0: proven lost).
    dn: u32,
    /// Positions expanded below this one: what it costs to recompute (garbage collection).
    work: u32,
}

/// How many entries df-pn's table keeps before garbage collection (≈ 33 bytes each).
const MAX_ENTRIES: usize = 24_000_000;
/// How often (in positions) the clock and the cancel flag are read.
const CHECK_EVERY: u64 = 4096;

/// The moves the search tries from `b` (only the captures of the threatening piece
/// under a threat).
fn relevant_moves(g: &Geometry<u64>, b: &Board<u64>) -> Vec<SMove> {
    let mut moves = Vec::with_capacity(48);
    b.for_each_relevant_move(g, |m| moves.push(m));
    moves
}

/// The numbers of a position df-pn never reached (and the rules do not settle): proof
/// 1, disproof its number of moves.
#[inline]
fn fresh_numbers(g: &Geometry<u64>, b: &Board<u64>) -> (u32, u32) {
    let threats = b.threats(g);
    let moves = if threats.is_empty() {
        b.count_moves(g)
    } else {
        let mut n = 0;
        b.for_each_capture_on(g, threats.lowest(), |_| n += 1);
        n
    };
    (1, moves.max(1))
}

struct Solver<'a> {
    g: &'a Geometry<u64>,
    lanes: Lanes,
    mirror: Mirror,
    clock: &'a Clock,
    /// When measuring the length must stop, besides the clock's budget.
    length_deadline: Option<std::time::Instant>,
    /// Threads for the length search.
    threads: usize,
    tt: Map<Entry>,
    searched: u64,
    next_check: u64,
    stopped: bool,
    /// Counting the proof re-solves what the table dropped, whatever the budget: a
    /// proven result is reported whole.
    unbounded: bool,
    /// Entries with less work than this are dropped at the next collection.
    gc_floor: u32,
    /// Child lists per depth, reused.
    pool: Vec<Vec<Board<u64>>>,
}

impl<'a> Solver<'a> {
    fn new(g: &'a Geometry<u64>, clock: &'a Clock) -> Solver<'a> {
        Solver {
            g,
            lanes: Lanes::new(g),
            mirror: Mirror {
                width: g.width as u32,
                ranks: g.height as u32,
            },
            clock,
            length_deadline: None,
            threads: 1,
            tt: Map::default(),
            searched: 0,
            next_check: CHECK_EVERY,
            stopped: false,
            unbounded: false,
            gc_floor: 4,
            pool: Vec::new(),
        }
    }

    #[inline]
    fn key(&self, b: &Board<u64>) -> Key {
        self.mirror.key(b)
    }

    /// The exact result of a position that needs no search: the rules' quick endings
    /// ([`Board::decided`]) and the races ([`Lanes::race`]).
    #[inline]
    fn settled(&self, b: &Board<u64>) -> Option<(bool, u32)> {
        b.decided(self.g).or_else(|| self.lanes.race(b))
    }

    #[inline]
    fn tick(&mut self) {
        self.searched += 1;
        if self.searched >= self.next_check {
            self.next_check = self.searched + CHECK_EVERY;
            let late = self
                .length_deadline
                .is_some_and(|t| std::time::Instant::now() >= t);
            if !self.unbounded && (late || self.clock.out_of_budget(self.searched)) {
                self.stopped = true;
            }
        }
    }

    fn children(&mut self, b: &Board<u64>, depth: usize) -> Vec<Board<u64>> {
        while self.pool.len() <= depth {
            self.pool.push(Vec::with_capacity(48));
        }
        let mut kids = std::mem::take(&mut self.pool[depth]);
        kids.clear();
        let g = self.g;
        b.for_each_relevant_move(g, |m| kids.push(b.play(g, m)));
        kids
    }

    fn moves(&self, b: &Board<u64>) -> Vec<SMove> {
        relevant_moves(self.g, b)
    }

    /// A position's (proof, disproof) numbers as known now.
    #[inline]
    fn numbers(&self, b: &Board<u64>) -> (u32, u32) {
        if let Some((win, _)) = self.settled(b) {
            return if win { (0, INF) } else { (INF, 0) };
        }
        if let Some(e) = self.tt.get(&self.key(b)) {
            return (e.pn, e.dn);
        }
        fresh_numbers(self.g, b)
    }

    /// Whether the side to move wins, or `None` if the budget ran out first.
    fn prove(&mut self, root: &Board<u64>) -> Option<bool> {
        let (pn, dn) = match self.settled(root) {
            Some((win, _)) => return Some(win),
            None => self.mid(root, INF, INF, 0),
        };
        if pn == 0 {
            Some(true)
        } else if dn == 0 {
            Some(false)
        } else {
            None
        }
    }

    /// df-pn's multiple iterative deepening: expands below `b` (not decided) until its
    /// numbers reach a threshold or the budget runs out; stores and returns them.
    fn mid(&mut self, b: &Board<u64>, th_pn: u32, th_dn: u32, depth: usize) -> (u32, u32) {
        self.tick();
        let work_before = self.searched;
        let kids = self.children(b, depth);
        let (mut pn, mut dn);
        loop {
            pn = INF;
            dn = 0;
            let (mut best, mut best_pn, mut second) = (0, 0, INF);
            for (i, c) in kids.iter().enumerate() {
                let (cp, cd) = self.numbers(c);
                dn = add(dn, cp);
                if cd < pn {
                    second = pn;
                    pn = cd;
                    best = i;
                    best_pn = cp;
                } else if cd < second {
                    second = cd;
                }
            }
            if pn >= th_pn || dn >= th_dn || self.stopped {
                break;
            }
            let child_th_pn = if th_dn == INF {
                INF
            } else {
                add(th_dn - dn, best_pn)
            };
            let child_th_dn = th_pn.min(add(second, 1).max(add(second, second / 4)));
            let child = kids[best];
            self.mid(&child, child_th_pn, child_th_dn, depth + 1);
        }
        self.pool[depth] = kids;
        let work = (self.searched - work_before).min(u32::MAX as u64) as u32;
        self.tt.insert(self.key(b), Entry { pn, dn, work });
        if self.tt.len() > MAX_ENTRIES {
            self.collect();
        }
        (pn, dn)
    }

    /// Drops the cheapest entries until the table is at most half full.
    fn collect(&mut self) {
        while self.tt.len() > MAX_ENTRIES / 2 {
            let floor = self.gc_floor;
            self.tt.retain(|_, e| e.work >= floor);
            self.gc_floor = floor.saturating_mul(2);
        }
    }

    /// The (proof, disproof) numbers of `b`, solving it again if the table lost it.
    fn resolve(&mut self, b: &Board<u64>) -> (u32, u32) {
        let (pn, dn) = self.numbers(b);
        if pn == 0 || dn == 0 {
            (pn, dn)
        } else {
            self.mid(b, INF, INF, 0)
        }
    }

    /// A move from `b` (proven won for its side to move) into a proven loss.
    fn proven_move(&mut self, b: &Board<u64>) -> Option<SMove> {
        // A step onto the goal ends the game (even under a threat, where the relevant
        // moves are only the captures): no table or rule below knows that child.
        let goal = self.g.goal[b.turn];
        let mut step = None;
        b.for_each_move(self.g, |m| {
            if goal.has(to_sq(m)) {
                step = Some(m);
            }
        });
        if step.is_some() {
            return step;
        }
        let moves = self.moves(b);
        // Known losses first, then whatever must be solved again.
        for pass in 0..2 {
            for &m in &moves {
                let c = b.play(self.g, m);
                let (pn, dn) = if pass == 0 {
                    self.numbers(&c)
                } else {
                    self.resolve(&c)
                };
                if dn == 0 && pn == INF {
                    return Some(m);
                }
            }
        }
        None
    }

    /// A proven winning move from `b` (won for its side to move): one the rules settle
    /// (no table entry: cost 0), else the one whose proof cost least.
    fn cheapest_proven_move(&mut self, b: &Board<u64>) -> SMove {
        let cheapest = self
            .moves(b)
            .into_iter()
            .map(|m| (m, b.play(self.g, m)))
            .filter(|(_, c)| self.numbers(c) == (INF, 0))
            .min_by_key(|(_, c)| self.tt.get(&self.key(c)).map_or(0, |e| e.work));
        cheapest
            .map(|(m, _)| m)
            .or_else(|| self.proven_move(b))
            .expect("a proven win has a winning move")
    }

    /// The distinct positions of one proof graph below `root` (solved).
    fn proof_size(&mut self, root: &Board<u64>) -> u64 {
        self.unbounded = true;
        self.stopped = false;
        let mut seen: HashSet<Key, BuildHasherDefault<PassHasher>> = HashSet::default();
        let mut stack = vec![*root];
        while let Some(b) = stack.pop() {
            if !seen.insert(self.key(&b)) || self.settled(&b).is_some() {
                continue;
            }
            let (pn, _) = self.resolve(&b);
            if pn == 0 {
                // One winning move: one the rules settle, else the cheapest proof.
                let m = self.cheapest_proven_move(&b);
                stack.push(b.play(self.g, m));
            } else {
                for m in self.moves(&b) {
                    stack.push(b.play(self.g, m));
                }
            }
        }
        self.unbounded = false;
        seen.len() as u64
    }

    /// The length of the game under best play from `root` (won for its side to move if
    /// `win`) and the move that achieves it for a winner; if the budget runs out, the
    /// least length proven so far.
    fn length(&mut self, root: &Board<u64>, win: bool) -> Result<(u32, Option<SMove>), u32> {
        if let Some((_, plies)) = self.settled(root) {
            let best = if win { self.proven_move(root) } else { None };
            return Ok((
                plies.max(1),
                best.or_else(|| self.moves(root).first().copied()),
            ));
        }
        let setting = measure::Setting {
            g: self.g,
            lanes: &self.lanes,
            mirror: &self.mirror,
            clock: self.clock,
            deadline: self.length_deadline,
            searched_before: self.searched,
            threads: self.threads,
        };
        let (answer, searched) = measure::length(&setting, &self.tt, root, win);
        self.searched += searched;
        answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::breakthrough::minimax::minimax;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    #[ignore = "minutes in the test profile: cargo test --release -- --ignored"]
    fn agrees_with_plain_minimax_on_tiny_boards() {
        let mut memo = HashMap::new();
        for text in [
            "bbb/bbb/www/www w",
            "bb/bb/ww/ww w",
            "bbbb/bbbb/wwww/wwww w",
            "1bb/b1b/3/w1w/ww1 b",
            "bb1/3/1w1/w1w/3 w",
            "b1bb/bb1b/4/w1ww/ww1w w",
        ] {
            let p = pos(text);
            let (wins, plies) = minimax(&p, &mut memo);
            let s = solve(&p, &Limits::nodes_only(5_000_000)).unwrap();
            let expected = if wins { p.turn() } else { !p.turn() };
            assert_eq!((s.winner, s.plies), (expected, Some(plies)), "{text}");
            assert!(s.proof_nodes >= 1);
            if let Some(m) = s.best {
                assert_eq!(
                    s.winner,
                    p.turn(),
                    "{text}: a best move only for the winner"
                );
                let after = p.play(m).unwrap();
                if plies > 1 {
                    let (child_wins, child_plies) = minimax(&after, &mut memo);
                    assert_eq!((child_wins, child_plies), (false, plies - 1), "{text} {m}");
                } else {
                    assert!(after.outcome().is_over(), "{text} {m}");
                }
            }
        }
    }

    #[test]
    fn threads_share_the_length_search_and_agree() {
        let on = |p: &Position, threads| {
            solve_on(p, &Limits::nodes_only(u64::MAX), None, threads).unwrap()
        };
        let start = Position::new(4, 5).unwrap();
        let (one, three) = (on(&start, 1), on(&start, 3));
        assert_eq!((one.winner, one.plies), (Color::Black, Some(22)));
        assert_eq!((three.winner, three.plies), (Color::Black, Some(22)));
        assert_eq!(three.proof_nodes, one.proof_nodes);
        // After each first move on 4x4 Black wins, fastest where White errs: the
        // longest line is the start's 14 plies less one.
        let start = Position::new(4, 4).unwrap();
        let (mut longest, mut moves) = (0, Vec::new());
        start.legal_moves(&mut moves);
        for m in moves {
            let p = start.play(m).unwrap();
            let (one, three) = (on(&p, 1), on(&p, 3));
            assert_eq!(
                (one.winner, one.plies, one.best),
                (three.winner, three.plies, three.best),
                "{m}"
            );
            assert_eq!(one.winner, Color::Black, "{m}");
            assert!(one.best.is_some(), "{m}: the winner moves");
            longest = longest.max(one.plies.unwrap());
        }
        assert_eq!(longest, 13);
    }

    #[test]
    fn winning_move_keeps_the_win() {
        let p = pos("bbb/bbb/3/www/www w");
        let (wins, _) = minimax(&p, &mut HashMap::new());
        let mut q = p;
        // Let the winner's side play proven moves against every reply in turn.
        let winner = if wins { p.turn() } else { !p.turn() };
        let mut moves = Vec::new();
        let mut k = 0;
        while !q.outcome().is_over() {
            let m = if q.turn() == winner {
                winning_move(&q, &Limits::nodes_only(1_000_000))
                    .expect("the winner has a proven move")
            } else {
                q.legal_moves(&mut moves);
                k += 1;
                moves[k % moves.len()]
            };
            q = q.play(m).unwrap();
        }
        assert_eq!(q.outcome().winner(), Some(winner));
    }

    #[test]
    fn winning_move_steps_onto_the_goal() {
        // Black's f2 is one step from rank 1 (the rules settle the position at once).
        let p = pos("bbbbbb/bbwb1b/6/ww1wwb/wwwwww b");
        let m = winning_move(&p, &Limits::nodes_only(1_000)).expect("a win in one");
        assert_eq!(p.play(m).unwrap().outcome().winner(), Some(Color::Black));
    }

    #[test]
    fn refuses_what_it_cannot_solve() {
        // 63 squares at most: the side to move takes a table key's top bit.
        let big = Position::new(8, 8).unwrap();
        assert!(matches!(
            solve(&big, &Limits::nodes_only(10)),
            Err(SolveError::TooLarge(_))
        ));
        let over = pos("w2/3/3/3 b");
        assert_eq!(solve(&over, &Limits::nodes_only(10)), Err(SolveError::Over));
        let hard = Position::new(9, 7).unwrap();
        assert!(matches!(
            solve(&hard, &Limits::nodes_only(1_000)),
            Err(SolveError::OutOfBudget(_))
        ));
        assert_eq!(winning_move(&hard, &Limits::nodes_only(1_000)), None);
    }
}
