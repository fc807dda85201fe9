//! The length search (see the solver's documentation), on every core: each thread asks
//! the same question over one shared table ([`Lengths`]) and they split the work as in
//! ABDADA (Weill): a thread marks the position it searches, and the others put off the
//! moves into marked positions (all but the first) until they have tried the rest, by
//! when the table usually holds the answer. The first thread to answer ends the
//! question for all.

use super::lengths::{memory_budget, Bounds, Known, Lengths};
use super::{fresh_numbers, Entry, Key, Map, Mirror, CHECK_EVERY, INF};
use crate::ai::breakthrough::board::{from_sq, splitmix, to_sq, Board, Geometry, SMove};
use crate::ai::breakthrough::race::Lanes;
use crate::ai::Clock;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

/// What the length search reads besides its table.
pub(super) struct Setting<'a> {
    pub g: &'a Geometry<u64>,
    pub lanes: &'a Lanes,
    pub mirror: &'a Mirror,
    pub clock: &'a Clock,
    /// When measuring must stop, besides the clock's budget.
    pub deadline: Option<Instant>,
    /// Positions the solver searched before (the clock's node budget counts them).
    pub searched_before: u64,
    /// How many threads search.
    pub threads: usize,
}

/// The length of the game under best play from `root` (not settled by the rules; won
/// for its side to move if `win`) with df-pn's table `tt`, and the move that achieves
/// it for a winner; if the budget runs out, the least length proven so far. Also
/// returns the positions searched.
pub(super) fn length(
    setting: &Setting,
    tt: &Map<Entry>,
    root: &Board<u64>,
    win: bool,
) -> (Result<(u32, Option<SMove>), u32>, u64) {
    // df-pn's numbers move into the length table: one probe a child.
    let squares = (setting.g.width * setting.g.height) as u32;
    let mut table = LengthTable::new(squares);
    table.reserve(tt.len());
    for (&key, e) in tt {
        table.update(key, |k| k.numbers = Some((e.pn, e.dn)));
    }
    let threads = setting.threads.max(1);
    let mut shared = Shared {
        setting,
        table,
        searched: AtomicU64::new(0),
        answered: AtomicBool::new(false),
        busy: (0..if threads > 1 { BUSY_MARKS } else { 0 })
            .map(|_| AtomicU64::new(0))
            .collect(),
    };
    let mut workers: Vec<Worker> = (0..threads).map(|_| Worker::new()).collect();
    let mut d = if win { 1 } else { 2 };
    loop {
        // Each question costs a few times the last: room for its answers.
        let stored = shared.table.len();
        shared.table.reserve(2 * stored);
        shared.answered.store(false, Relaxed);
        let answer = std::thread::scope(|scope| {
            let shared = &shared;
            let asked: Vec<_> = workers
                .iter_mut()
                .map(|w| scope.spawn(move || w.ask(shared, root, d, win)))
                .collect();
            let answers: Vec<Option<bool>> = asked
                .into_iter()
                .map(|h| h.join().expect("a length search thread panicked"))
                .collect();
            answers.into_iter().flatten().next()
        });
        tracing::debug!(
            plies = d,
            ?answer,
            searched = shared.searched.load(Relaxed),
            stored = shared.table.len(),
            seconds = setting.clock.elapsed().as_secs_f64(),
            "length search: does the game end within this many plies?"
        );
        match answer {
            // Every bound below `d` was answered "no".
            None => return (Err(d), shared.searched.into_inner()),
            Some(true) => break,
            Some(false) => d += 2,
        }
    }
    let best = if win {
        shared.answered.store(false, Relaxed);
        let w = &mut workers[0];
        let moves = super::relevant_moves(setting.g, root);
        moves
            .into_iter()
            .find(|&m| w.lose_within(&shared, &root.play(setting.g, m), d - 1))
    } else {
        None
    };
    (Ok((d, best)), shared.searched.into_inner())
}

/// The length table with keys of one word where the board allows (2 × 31 squares and
/// the side to move), two otherwise.
enum LengthTable {
    Narrow(Lengths<u64>, u32),
    Wide(Lengths<u128>, u32),
}

impl LengthTable {
    fn new(squares: u32) -> LengthTable {
        if 2 * squares < 64 {
            LengthTable::Narrow(Lengths::new(memory_budget()), squares)
        } else {
            LengthTable::Wide(Lengths::new(memory_budget()), squares)
        }
    }

    /// `key` in one integer: White's squares, Black's, the side to move.
    #[inline]
    fn pack(key: Key, squares: u32) -> u128 {
        let turn = (key.black >> 63) as u128;
        let black = (key.black & !(1 << 63)) as u128;
        key.white as u128 | black << squares | turn << (2 * squares)
    }

    #[inline]
    fn get(&self, key: Key) -> Known {
        match self {
            LengthTable::Narrow(t, n) => t.get(Self::pack(key, *n) as u64),
            LengthTable::Wide(t, n) => t.get(Self::pack(key, *n)),
        }
        .unwrap_or_default()
    }

    #[inline]
    fn prefetch(&self, key: Key) {
        match self {
            LengthTable::Narrow(t, n) => t.prefetch(Self::pack(key, *n) as u64),
            LengthTable::Wide(t, n) => t.prefetch(Self::pack(key, *n)),
        }
    }

    #[inline]
    fn update(&self, key: Key, f: impl FnOnce(&mut Known)) {
        match self {
            LengthTable::Narrow(t, n) => t.update(Self::pack(key, *n) as u64, f),
            LengthTable::Wide(t, n) => t.update(Self::pack(key, *n), f),
        }
    }

    fn len(&self) -> usize {
        match self {
            LengthTable::Narrow(t, _) => t.len(),
            LengthTable::Wide(t, _) => t.len(),
        }
    }

    fn reserve(&mut self, n: usize) {
        match self {
            LengthTable::Narrow(t, _) => t.reserve(n),
            LengthTable::Wide(t, _) => t.reserve(n),
        }
    }
}

/// What the threads share while they answer a question.
struct Shared<'a> {
    setting: &'a Setting<'a>,
    table: LengthTable,
    /// Positions searched by all threads (added in batches).
    searched: AtomicU64,
    /// Set by the first thread to answer: the others stop.
    answered: AtomicBool,
    /// The positions threads are searching, by hash (none with one thread): a
    /// collision only puts a move off.
    busy: Vec<AtomicU64>,
}

/// How many positions can be marked busy at once (a power of two).
const BUSY_MARKS: usize = 1 << 16;

impl Shared<'_> {
    #[inline]
    fn mark(key: Key) -> u64 {
        splitmix(key.white ^ splitmix(key.black)) | 1
    }

    #[inline]
    fn busy_slot(&self, mark: u64) -> Option<&AtomicU64> {
        self.busy.get((mark >> 1) as usize & (BUSY_MARKS - 1))
    }

    /// Marks `key` as being searched; returns the mark to clear.
    #[inline]
    fn enter(&self, key: Key) -> u64 {
        let mark = Self::mark(key);
        if let Some(slot) = self.busy_slot(mark) {
            slot.store(mark, Relaxed);
        }
        mark
    }

    #[inline]
    fn leave(&self, mark: u64) {
        if let Some(slot) = self.busy_slot(mark) {
            let _ = slot.compare_exchange(mark, 0, Relaxed, Relaxed);
        }
    }

    /// Whether another thread is searching `key`.
    #[inline]
    fn is_busy(&self, key: Key) -> bool {
        let mark = Self::mark(key);
        self.busy_slot(mark)
            .is_some_and(|slot| slot.load(Relaxed) == mark)
    }
}

/// A child in the length search.
#[derive(Clone, Copy)]
struct Kid {
    /// Its proof and disproof numbers as df-pn left them.
    pn: u32,
    dn: u32,
    /// The move that made it, and how often that move settled a question before.
    mv: SMove,
    history: u32,
    board: Board<u64>,
    key: Key,
    /// What the length search knows of it.
    bounds: Bounds,
}

fn history_index(turn: usize, mv: SMove) -> usize {
    turn * 4096 + from_sq(mv) * 64 + to_sq(mv)
}

/// One thread's search state.
struct Worker {
    searched: u64,
    /// Positions already added to the shared count.
    reported: u64,
    next_check: u64,
    stopped: bool,
    /// The child lists (with their numbers) per remaining depth, reused.
    pool: Vec<Vec<Kid>>,
    /// Per side, origin and destination: how much answering a question that move
    /// settled was worth (the history heuristic: a refutation that worked in one line
    /// is tried first in its neighbours, where df-pn's numbers say nothing).
    history: Vec<u32>,
}

impl Worker {
    fn new() -> Worker {
        Worker {
            searched: 0,
            reported: 0,
            next_check: CHECK_EVERY,
            stopped: false,
            pool: Vec::new(),
            history: vec![0; 2 * 64 * 64],
        }
    }

    /// Whether the side to move at `root` wins (`win`) or loses within `d` plies;
    /// `None` if the budget ran out or another thread answered first.
    fn ask(&mut self, s: &Shared, root: &Board<u64>, d: u32, win: bool) -> Option<bool> {
        self.stopped = false;
        let found = if win {
            self.win_within(s, root, d)
        } else {
            self.lose_within(s, root, d)
        };
        self.report(s);
        if self.stopped {
            return None;
        }
        s.answered.store(true, Relaxed);
        Some(found)
    }

    /// Adds what this thread searched to the shared count; returns the total.
    fn report(&mut self, s: &Shared) -> u64 {
        let new = self.searched - self.reported;
        self.reported = self.searched;
        s.searched.fetch_add(new, Relaxed) + new
    }

    #[inline]
    fn tick(&mut self, s: &Shared) {
        self.searched += 1;
        if self.searched >= self.next_check {
            let total = self.report(s);
            self.next_check = self.searched + CHECK_EVERY;
            let setting = s.setting;
            let late = setting.deadline.is_some_and(|t| Instant::now() >= t);
            if late
                || s.answered.load(Relaxed)
                || setting.clock.out_of_budget(setting.searched_before + total)
            {
                self.stopped = true;
            }
        }
    }

    #[inline]
    fn settled(&self, s: &Shared, b: &Board<u64>) -> Option<(bool, u32)> {
        b.decided(s.setting.g).or_else(|| s.setting.lanes.race(b))
    }

    /// `b`'s children with their df-pn numbers and bounds, each looked up once, in the
    /// list for depth `d` (reused: one list per remaining depth).
    fn ranked(&mut self, s: &Shared, b: &Board<u64>, d: u32) -> Vec<Kid> {
        let d = d as usize;
        while self.pool.len() <= d {
            self.pool.push(Vec::with_capacity(48));
        }
        let mut kids = std::mem::take(&mut self.pool[d]);
        kids.clear();
        let g = s.setting.g;
        // Positions first, their probes started together; then what the table knows.
        b.for_each_relevant_move(g, |mv| {
            let board = b.play(g, mv);
            let key = s.setting.mirror.key(&board);
            s.table.prefetch(key);
            kids.push(Kid {
                pn: 1,
                dn: 1,
                mv,
                history: self.history[history_index(b.turn, mv)],
                board,
                key,
                bounds: Bounds::default(),
            });
        });
        for k in kids.iter_mut() {
            (k.pn, k.dn) = match self.settled(s, &k.board) {
                Some((true, _)) => (0, INF),
                Some((false, _)) => (INF, 0),
                None => {
                    let known = s.table.get(k.key);
                    k.bounds = known.bounds;
                    known.numbers.unwrap_or_else(|| fresh_numbers(g, &k.board))
                }
            };
        }
        kids
    }

    /// Searches `kids` in order with `search` until it says the question is settled or
    /// the search stops; a child another thread is searching (but the first) waits
    /// until the others are done.
    fn each_kid(
        &mut self,
        s: &Shared,
        kids: &[Kid],
        mut search: impl FnMut(&mut Worker, &Kid) -> bool,
    ) {
        let mut put_off = 0u128;
        for (i, k) in kids.iter().enumerate() {
            if self.stopped {
                return;
            }
            if i > 0 && i < 128 && s.is_busy(k.key) {
                put_off |= 1 << i;
            } else if search(self, k) {
                return;
            }
        }
        while put_off != 0 && !self.stopped {
            let i = put_off.trailing_zeros() as usize;
            put_off &= put_off - 1;
            if search(self, &kids[i]) {
                return;
            }
        }
    }

    /// Credits the move that settled a question `d` plies deep.
    fn reward(&mut self, turn: usize, mv: SMove, d: u32) {
        let h = &mut self.history[history_index(turn, mv)];
        *h = h.saturating_add(d * d);
    }

    /// Ends a question `d` plies deep at `key`: gives the child list back and, unless the
    /// search stopped, stores `result` in the bounds `which` picks (yes, no).
    fn answer(
        &mut self,
        s: &Shared,
        key: Key,
        d: u32,
        kids: Vec<Kid>,
        which: impl FnOnce(&mut Bounds) -> (&mut u32, &mut u32),
        result: bool,
    ) -> bool {
        self.pool[d as usize] = kids;
        if self.stopped {
            return false;
        }
        s.table.update(key, |e| {
            let (yes, no) = which(&mut e.bounds);
            if result {
                *yes = (*yes).min(d);
            } else {
                *no = (*no).max(d);
            }
        });
        result
    }

    /// Whether the side to move wins within `d` plies.
    fn win_within(&mut self, s: &Shared, b: &Board<u64>, d: u32) -> bool {
        if let Some((win, k)) = self.settled(s, b) {
            return win && k <= d;
        }
        if d < s.setting.lanes.fastest_open_win(b) {
            return false;
        }
        let key = s.setting.mirror.key(b);
        let known = s.table.get(key);
        if known.bounds.win_yes <= d {
            return true;
        }
        if known.bounds.win_no >= d || known.numbers.is_some_and(|(_, dn)| dn == 0) {
            return false;
        }
        self.tick(s);
        let mut kids = self.ranked(s, b, d);
        // Moves into proven wins for the opponent never win, nor do moves the opponent
        // cannot lose after in time or is known to survive; a move known to win settles it.
        let mut result = false;
        let lanes = s.setting.lanes;
        kids.retain(|k| {
            if k.pn == 0 || lanes.fastest_loss(&k.board) >= d {
                return false;
            }
            result |= k.bounds.lose_yes < d;
            k.bounds.lose_no < d - 1
        });
        // Moves into proven losses first, then the moves that won most elsewhere.
        kids.sort_unstable_by_key(|k| (k.dn, std::cmp::Reverse(k.history)));
        if !result {
            let mark = s.enter(key);
            self.each_kid(s, &kids, |w, k| {
                if w.lose_within(s, &k.board, d - 1) {
                    result = true;
                    w.reward(b.turn, k.mv, d);
                }
                result
            });
            s.leave(mark);
        }
        self.answer(
            s,
            key,
            d,
            kids,
            |bounds| (&mut bounds.win_yes, &mut bounds.win_no),
            result,
        )
    }

    /// Whether the side to move loses within `d` plies whatever it plays.
    fn lose_within(&mut self, s: &Shared, b: &Board<u64>, d: u32) -> bool {
        if let Some((win, k)) = self.settled(s, b) {
            return !win && k <= d;
        }
        let lanes = s.setting.lanes;
        if d < lanes.fastest_open_loss(b) {
            return false;
        }
        let key = s.setting.mirror.key(b);
        let known = s.table.get(key);
        if known.bounds.lose_yes <= d {
            return true;
        }
        if known.bounds.lose_no >= d || known.numbers.is_some_and(|(pn, _)| pn == 0) {
            return false;
        }
        self.tick(s);
        let mut kids = self.ranked(s, b, d);
        // A reply the opponent cannot win after in time, or is known not to, escapes.
        let mut result = !kids
            .iter()
            .any(|k| lanes.fastest_win(&k.board) >= d || k.bounds.win_no >= d - 1);
        // The likeliest escapes first: replies that escaped most elsewhere, then those
        // the opponent is furthest from winning.
        kids.sort_unstable_by_key(|k| std::cmp::Reverse((k.pn, k.history)));
        if result {
            let mark = s.enter(key);
            self.each_kid(s, &kids, |w, k| {
                if !w.win_within(s, &k.board, d - 1) {
                    result = false;
                    w.reward(b.turn, k.mv, d);
                }
                !result
            });
            s.leave(mark);
        }
        self.answer(
            s,
            key,
            d,
            kids,
            |bounds| (&mut bounds.lose_yes, &mut bounds.lose_no),
            result,
        )
    }
}
