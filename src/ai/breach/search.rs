//! Monte Carlo tree search with heuristic priors (PUCT) over half-turns.
//!
//! A turn of two stones is searched as two tree levels by the same player: first stone
//! (or the stone to convert, with the option), then second stone. With K candidate sites
//! a node has K children instead of K²/2 pairs, the second stone is chosen knowing the
//! first (the candidates are recomputed with it on the board, so `ww_ _ww` finds its
//! second gap), and statistics for "a stone on e5" are shared across all its partners.
//! A replacement turn is always searched convert-first, so it has one path in the tree.
//!
//! Leaves are valued by one playout to the end of the game ([`super::rollout`]): the
//! winner of Breach is whoever set the last record, a fact decided by the whole rest of
//! the race, which playouts see and a static evaluation does not.
//!
//! MCTS-solver (Winands, Björnsson and Saito 2008): a turn that ends the game proves
//! its edge; a node is proven won once one edge wins for its chooser, and lost once every
//! edge loses and the node is complete (every legal action is an edge, which holds in
//! the endgame, where every empty site and every stone to convert is a candidate).
//! Selection skips proven losses, the move played is a proven win if there is one, and
//! the search stops once the root is proven: a finishing move is played at once, and a
//! reply that lets the opponent finish is never chosen while another is unproven.

use super::board::{stone, Board, Side, Turn, CELLS, EMPTY};
use super::rng::Rng;
use super::rollout::playout;
use super::sites::{site_values, victim_values, Lines};
use crate::ai::{Clock, Limits};

/// A tree edge's action: a stone on a site, or (with the option) the opponent stone to
/// convert.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Place(u16),
    Victim(u16),
}

struct Edge {
    act: Action,
    prior: f32,
    visits: u32,
    /// Sum of results for the player who chose this edge (1 win, 0.5 draw, 0 loss).
    wins: f32,
    /// The node below, 0 while none (node 0 is the root, nobody's child).
    child: u32,
    /// The game-theoretic winner after this edge, once proven (see [`Proof`]).
    proof: Proof,
}

/// A proven result (MCTS-solver, Winands et al. 2008): the side that wins under best
/// play, as `side + 1`; 0 while unknown. Draws (only 0-0, never after a full board)
/// are left unproven.
type Proof = u8;
const UNPROVEN: Proof = 0;

#[inline]
fn proof_of(winner: Option<Side>) -> Proof {
    winner.map_or(UNPROVEN, |w| w as Proof + 1)
}

#[derive(Clone, Copy, Default)]
struct Node {
    first: u32,
    len: u32,
    visits: u32,
    expanded: bool,
    /// Who chooses here (the side to move; both halves of a turn are the mover's).
    side: u8,
    /// Whether the edges are every legal action, so that all of them losing proves a
    /// loss (a pruned node can only be proven won).
    complete: bool,
    proof: Proof,
}

/// How a level searches.
#[derive(Debug, Clone)]
pub struct Params {
    /// Simulations at most (the level's own bound, inside the caller's limits).
    pub max_sims: u64,
    /// Candidate sites per node.
    pub sites: usize,
    /// Candidate stones to convert per node (with the option).
    pub victims: usize,
    /// PUCT exploration constant.
    pub c_puct: f32,
    /// Sites sampled per stone in playouts.
    pub samples: usize,
    /// Chance in 1000 that a turn is a beginner's: a random legal turn (seeded).
    pub blunder: u32,
}

/// What a search did: for the report and the benches.
#[derive(Debug, Clone, Default)]
pub struct Stats {
    pub sims: u64,
    pub nodes: usize,
    pub seconds: f64,
}

/// Stops growing the tree past this many edges (≈ 100 MB); playouts go on.
const MAX_EDGES: usize = 4_000_000;

pub struct Search {
    lines: Lines,
    nodes: Vec<Node>,
    edges: Vec<Edge>,
    /// Reused buffers: candidate (value, cell) pairs and the per-cell site values.
    cand: Vec<(f32, u16)>,
    values: Box<[f32; CELLS]>,
    path: Vec<(u32, u32, Side)>,
    rng: Rng,
    params: Params,
}

impl Search {
    pub fn new(root: &Board, params: Params, seed: u64) -> Search {
        Search {
            lines: Lines::new(root),
            nodes: Vec::with_capacity(1 << 14),
            edges: Vec::with_capacity(1 << 16),
            cand: Vec::with_capacity(CELLS),
            values: Box::new([0.0; CELLS]),
            path: Vec::with_capacity(256),
            rng: Rng::new(seed),
            params,
        }
    }

    /// Runs the search from `root` (not over) and returns the chosen turn.
    pub fn run(&mut self, root: &Board, limits: &Limits) -> (Turn, Stats) {
        let clock = Clock::start(limits);
        self.nodes.clear();
        self.edges.clear();
        self.nodes.push(Node::default());
        self.expand(0, root, None);
        let mut sims = 0u64;
        // A root with one move needs no search (the last empty site without option), and
        // a proven root no more.
        if self.nodes[0].len > 1 || !root.single() {
            while sims < self.params.max_sims
                && self.nodes[0].proof == UNPROVEN
                && !clock.out_of_budget(sims)
            {
                self.simulate(root);
                sims += 1;
            }
        }
        let turn = self.best_turn(root);
        let stats = Stats {
            sims,
            nodes: self.nodes.len(),
            seconds: clock.elapsed().as_secs_f64(),
        };
        (turn, stats)
    }

    fn simulate(&mut self, root: &Board) {
        let mut b = root.clone();
        let mut node = 0u32;
        let mut half: Option<Action> = None;
        self.path.clear();
        let winner = loop {
            let n = node as usize;
            if self.nodes[n].proof != UNPROVEN {
                // Solved below here: no playout needed.
                break Some(self.nodes[n].proof as Side - 1);
            }
            if !self.nodes[n].expanded {
                if self.edges.len() > MAX_EDGES {
                    break playout(
                        &mut b,
                        half.map(half_turn),
                        self.params.samples,
                        &mut self.rng,
                    );
                }
                self.expand(node, &b, half);
            }
            let e = self.select(node);
            self.path.push((node, e, b.turn));
            let act = self.edges[e as usize].act;
            // Apply the action: a whole turn, or the first half of one.
            match (half, act) {
                (None, _) if !b.single() => half = Some(act),
                (None, Action::Place(a)) => b.play(Turn::One(a)),
                (None, Action::Victim(v)) => b.play(Turn::Replace(b.empties[0], v)),
                (Some(Action::Place(a)), Action::Place(c)) => {
                    half = None;
                    b.play(Turn::Two(a, c));
                }
                (Some(Action::Victim(v)), Action::Place(a)) => {
                    half = None;
                    b.play(Turn::Replace(a, v));
                }
                (Some(_), Action::Victim(_)) => unreachable!("victims come first"),
            }
            if b.is_over() {
                let winner = b.winner();
                self.edges[e as usize].proof = proof_of(winner);
                break winner;
            }
            let child = self.edges[e as usize].child;
            if child == 0 {
                // Past the memory cap the tree stops growing: the edge stays a leaf.
                if self.edges.len() <= MAX_EDGES {
                    let id = self.nodes.len() as u32;
                    self.nodes.push(Node::default());
                    self.edges[e as usize].child = id;
                }
                break playout(
                    &mut b,
                    half.map(half_turn),
                    self.params.samples,
                    &mut self.rng,
                );
            }
            node = child;
        };
        // Leaf to root, so a proof found below can climb as far as it holds.
        for k in (0..self.path.len()).rev() {
            let (node, e, mover) = self.path[k];
            let result = match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            let edge = &mut self.edges[e as usize];
            edge.visits += 1;
            edge.wins += result;
            if edge.proof == UNPROVEN && edge.child != 0 {
                edge.proof = self.nodes[edge.child as usize].proof;
            }
            let proven = edge.proof != UNPROVEN;
            self.nodes[node as usize].visits += 1;
            if proven && self.nodes[node as usize].proof == UNPROVEN {
                self.nodes[node as usize].proof = self.solve(node);
            }
        }
    }

    /// A node's proof from its edges': won if one edge wins for the chooser, lost if
    /// the node is complete and every edge loses.
    fn solve(&self, node: u32) -> Proof {
        let nd = self.nodes[node as usize];
        let win = nd.side as Proof + 1;
        let edges = &self.edges[nd.first as usize..(nd.first + nd.len) as usize];
        if edges.iter().any(|e| e.proof == win) {
            win
        } else if nd.complete && edges.iter().all(|e| e.proof != UNPROVEN) {
            // No draws are proven, so every edge is a win for the other side.
            edges[0].proof
        } else {
            UNPROVEN
        }
    }

    /// PUCT: mean result plus an exploration term weighted by the prior. Unvisited
    /// edges start a little below the node's mean (first-play urgency), so a strong
    /// prior is tried early but a weak one waits.
    fn select(&self, node: u32) -> u32 {
        let nd = self.nodes[node as usize];
        let edges = &self.edges[nd.first as usize..(nd.first + nd.len) as usize];
        let (mut w, mut v) = (0.0f32, 0u32);
        for e in edges {
            w += e.wins;
            v += e.visits;
        }
        let fpu = if v > 0 { w / v as f32 - 0.1 } else { 0.5 };
        let sqrt_n = ((nd.visits + 1) as f32).sqrt();
        let mut best = 0;
        let mut best_score = f32::MIN;
        for (k, e) in edges.iter().enumerate() {
            // A proven edge here is a proven loss (a win would have solved the node):
            // taken only when every edge is one.
            if e.proof != UNPROVEN {
                if best_score == f32::MIN {
                    best = k;
                    best_score = -1.0;
                }
                continue;
            }
            let q = if e.visits > 0 {
                e.wins / e.visits as f32
            } else {
                fpu
            };
            let score = q + self.params.c_puct * e.prior * sqrt_n / (1 + e.visits) as f32;
            if score > best_score {
                best_score = score;
                best = k;
            }
        }
        nd.first + best as u32
    }

    /// Creates `node`'s edges: the best candidate sites (and victims, with the option)
    /// by window value, priors proportional to value.
    fn expand(&mut self, node: u32, b: &Board, half: Option<Action>) {
        let me = b.turn;
        let mut work = b.clone();
        match half {
            Some(Action::Place(a)) => work.cells[a as usize] = stone(me),
            Some(Action::Victim(v)) => work.cells[v as usize] = stone(me),
            None => {}
        }
        self.values.fill(0.0);
        site_values(&work, &self.lines, me, &mut self.values);
        self.cand.clear();
        for &i in &work.empties[..work.n_empty] {
            if work.cells[i as usize] == EMPTY {
                self.cand.push((self.values[i as usize], i));
            }
        }
        let first = self.edges.len() as u32;
        // Every empty site is a candidate once they are few (the endgame): then the
        // node can be complete, and a proven loss can be proven.
        let all_sites = self.cand.len() <= self.params.sites;
        push_top(
            &mut self.cand,
            self.params.sites,
            &mut self.edges,
            Action::Place,
        );
        let places = self.edges.len() - first as usize;
        let mut complete = all_sites;
        if half.is_none() && work.option {
            self.values.fill(0.0);
            victim_values(&work, &self.lines, me, &mut self.values);
            self.cand.clear();
            let them = stone(1 - me);
            for i in 0..CELLS {
                if work.cells[i] == them {
                    self.cand.push((self.values[i], i as u16));
                }
            }
            // In the endgame every stone may be converted, as every site is a candidate.
            let victims = if all_sites {
                self.cand.len()
            } else {
                self.params.victims
            };
            complete &= victims >= self.cand.len();
            push_top(&mut self.cand, victims, &mut self.edges, Action::Victim);
        }
        // Places and victims each get half of the prior mass when both exist.
        let all = &mut self.edges[first as usize..];
        let share = if all.len() > places { 0.5 } else { 1.0 };
        let (p, v) = all.split_at_mut(places);
        for group in [p, v] {
            let total: f32 = group.iter().map(|e| e.prior).sum();
            for e in group.iter_mut() {
                e.prior = share * e.prior / total;
            }
        }
        let nd = &mut self.nodes[node as usize];
        nd.first = first;
        nd.len = self.edges.len() as u32 - first;
        nd.expanded = true;
        nd.side = me as u8;
        nd.complete = complete;
    }

    /// The turn to play: the most visited first action, then the most visited second.
    fn best_turn(&mut self, root: &Board) -> Turn {
        let first = self.most_visited(0);
        let act = self.edges[first as usize].act;
        if root.single() {
            return match act {
                Action::Place(a) => Turn::One(a),
                Action::Victim(v) => Turn::Replace(root.empties[0], v),
            };
        }
        let mut child = self.edges[first as usize].child;
        if child == 0 || !self.nodes[child as usize].expanded {
            child = self.nodes.len() as u32;
            self.nodes.push(Node::default());
            self.expand(child, root, Some(act));
        }
        let second = self.edges[self.most_visited(child) as usize].act;
        match (act, second) {
            (Action::Place(a), Action::Place(c)) => Turn::Two(a, c),
            (Action::Victim(v), Action::Place(a)) => Turn::Replace(a, v),
            _ => unreachable!("victims come first"),
        }
    }

    /// After [`Search::run`]: the win rate of the most visited root edge, for the side
    /// to move at the root (1 win, 0.5 draw, 0 loss); 0.5 with no simulations.
    pub fn root_value(&self) -> f64 {
        if self.nodes.is_empty() || self.nodes[0].len == 0 {
            return 0.5;
        }
        if let Some(won) = self.root_proof() {
            return if won { 1.0 } else { 0.0 };
        }
        let e = &self.edges[self.most_visited(0) as usize];
        if e.visits == 0 {
            0.5
        } else {
            f64::from(e.wins) / f64::from(e.visits)
        }
    }

    /// The root's edges and, under the most visited, its children: for probing.
    pub fn dump(&self, root: &Board) -> String {
        let mut out = String::new();
        let name = |a: Action| match a {
            Action::Place(i) => format!("{}", root.square(i as usize)),
            Action::Victim(i) => format!("x{}", root.square(i as usize)),
        };
        let line = |node: u32, depth: usize, out: &mut String| {
            let nd = self.nodes[node as usize];
            for k in nd.first..nd.first + nd.len {
                let e = &self.edges[k as usize];
                out.push_str(&format!(
                    "{}{} n={} q={:.3} p={:.3}\n",
                    "  ".repeat(depth),
                    name(e.act),
                    e.visits,
                    e.wins / e.visits.max(1) as f32,
                    e.prior
                ));
            }
        };
        line(0, 0, &mut out);
        let best = self.most_visited(0);
        let child = self.edges[best as usize].child;
        if child != 0 && self.nodes[child as usize].expanded {
            out.push_str(&format!("under {}:\n", name(self.edges[best as usize].act)));
            line(child, 1, &mut out);
        }
        out
    }

    /// The edge to play at `node`: a proven win, else the most visited edge not proven
    /// lost (ties to the prior), else the most visited.
    fn most_visited(&self, node: u32) -> u32 {
        let nd = self.nodes[node as usize];
        let win = nd.side as Proof + 1;
        let key = |e: &Edge| {
            let class = match e.proof {
                UNPROVEN => 1,
                p if p == win => 2,
                _ => 0,
            };
            (class, e.visits, e.prior)
        };
        let mut best = nd.first;
        for k in nd.first..nd.first + nd.len {
            if key(&self.edges[k as usize]) > key(&self.edges[best as usize]) {
                best = k;
            }
        }
        best
    }

    /// After [`Search::run`]: the root's proof for the side to move there (`Some(true)`
    /// a proven win, `Some(false)` a proven loss), `None` while unproven.
    pub fn root_proof(&self) -> Option<bool> {
        match self.nodes.first() {
            Some(nd) if nd.proof != UNPROVEN => Some(nd.proof == nd.side + 1),
            _ => None,
        }
    }
}

/// A first half in the playout's encoding (see `rollout::playout`).
fn half_turn(act: Action) -> Turn {
    match act {
        Action::Place(a) => Turn::One(a),
        Action::Victim(v) => Turn::Replace(0, v),
    }
}

/// Moves the best `k` candidates (value, then cell, for determinism) into `edges`.
fn push_top(cand: &mut [(f32, u16)], k: usize, edges: &mut Vec<Edge>, make: fn(u16) -> Action) {
    let order = |x: &(f32, u16), y: &(f32, u16)| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1));
    let k = k.min(cand.len());
    if k == 0 {
        return;
    }
    if k < cand.len() {
        cand.select_nth_unstable_by(k - 1, order);
    }
    let top = &mut cand[..k];
    top.sort_unstable_by(order);
    for &(v, i) in top.iter() {
        edges.push(Edge {
            act: make(i),
            prior: v.max(1e-3),
            visits: 0,
            wins: 0.0,
            child: 0,
            proof: UNPROVEN,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::breach::{Move, Position};
    use crate::games::{Color, Game, Square};

    fn search(text: &str, nodes: u64) -> (Board, Search, Turn, Stats) {
        let pos: Position = text.parse().expect("a valid position");
        let board = Board::from_position(&pos);
        let mut s = Search::new(&board, crate::ai::breach::level_params(5), 7);
        let (turn, stats) = s.run(&board, &Limits::nodes(nodes).with_seed(7));
        (board, s, turn, stats)
    }

    fn sq(text: &str) -> Square {
        Square::parse(text).expect("a valid square")
    }

    /// The winner under best play, by trying every legal move (tiny endgames only).
    fn minimax(pos: &Position) -> Option<Color> {
        if pos.outcome().is_over() {
            return pos.outcome().winner();
        }
        let me = pos.turn();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut best = Some(!me);
        for mv in moves {
            match minimax(&pos.play_unchecked(mv)) {
                Some(w) if w == me => return Some(me),
                None => best = None,
                _ => {}
            }
        }
        best
    }

    #[test]
    fn a_win_in_one_is_proven_and_played_at_once() {
        // i1 and j1 make White's rank-1 eight a row of ten: the game ends at once.
        let (board, s, turn, stats) = search(
            "10/10/10/5bb3/3bbb4/4b5/3bwb4/10/bbb4ww1/wwwwwwww2 w 8 7 -",
            5_000,
        );
        assert_eq!(s.root_proof(), Some(true));
        assert_eq!(board.to_move(turn), Move::pair(sq("i1"), sq("j1")));
        assert_eq!(s.root_value(), 1.0);
        // Proven, the search stops instead of spending the budget.
        assert!(stats.sims < 5_000, "{} simulations", stats.sims);
    }

    #[test]
    fn replaces_on_the_last_turn_to_win_and_knows_it() {
        // 5×5, e5 left, Black leads 4-3, White holds the option: converting c1 makes
        // White's a1-e1 a row of five.
        let (board, s, turn, _) = search("bbwb1/wbbbw/bwbwb/bwwbb/wwbww w 3 4 r", 2_000);
        assert_eq!(
            board.to_move(turn),
            Move::Replace {
                place: sq("e5"),
                replace: sq("c1")
            }
        );
        assert_eq!(s.root_proof(), Some(true));
    }

    #[test]
    fn proofs_agree_with_exhaustive_play_on_small_endgames() {
        // Random 5×5 games stopped with 3 or 4 empty sites: every node is complete there,
        // so the solver must prove the root, and agree with trying every line.
        let mut rng = Rng::new(11);
        let mut checked = 0;
        // Proven losses and wins for the side to move: both kinds must occur.
        let mut outcomes = [0; 2];
        let mut moves = Vec::new();
        for game in 0..60 {
            let mut pos = Position::new(5).expect("5x5 is supported");
            let stop = 3 + game % 2;
            while !pos.outcome().is_over() && pos.empty_count() > stop {
                moves.clear();
                pos.legal_moves(&mut moves);
                pos = pos.play_unchecked(moves[rng.below(moves.len())]);
            }
            if pos.outcome().is_over() {
                continue;
            }
            let board = Board::from_position(&pos);
            let mut s = Search::new(&board, crate::ai::breach::level_params(5), game as u64);
            let (turn, _) = s.run(&board, &Limits::nodes(50_000).with_seed(1));
            let truth = minimax(&pos).map(|c| c == pos.turn());
            assert_eq!(s.root_proof(), truth, "in {pos}");
            outcomes[usize::from(truth == Some(true))] += 1;
            if truth == Some(true) {
                let next = pos.play(board.to_move(turn)).expect("a legal move");
                assert_eq!(minimax(&next), Some(pos.turn()), "{pos}: a losing move");
            }
            checked += 1;
        }
        assert!(checked >= 30, "only {checked} endgames reached");
        assert!(outcomes.iter().all(|&k| k >= 5), "lost/won: {outcomes:?}");
    }
}
