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

use super::board::{stone, Board, Side, Turn, CELLS, EMPTY};
use super::rng::Rng;
use super::rollout::{playout, white_score};
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
}

/// A tree node: its edges are `edges[first..first + len]` once expanded. Also the
/// plain MCTS yardstick's ([`super::baseline::Mcts`]).
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub first: u32,
    pub len: u32,
    pub visits: u32,
    pub expanded: bool,
}

impl Node {
    /// A node not yet expanded.
    pub const LEAF: Node = Node {
        first: 0,
        len: 0,
        visits: 0,
        expanded: false,
    };
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
    /// Playout turns before the record holder is scored ahead (0: to the end).
    pub horizon: usize,
    /// Empty sites at or below which playouts go to the end despite the horizon.
    pub endgame: usize,
    /// Share of the prior spread evenly over a node's candidates.
    pub even_prior: f32,
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
        self.nodes.push(Node::LEAF);
        self.expand(0, root, None);
        let mut sims = 0u64;
        // A root with one move needs no search (the last empty site without option).
        if self.nodes[0].len > 1 || !root.single() {
            while sims < self.params.max_sims && !clock.out_of_budget(sims) {
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
        // White's score: a finished game's result, or the playout's.
        let white = loop {
            if b.is_over() {
                break white_score(&b);
            }
            let n = node as usize;
            if !self.nodes[n].expanded {
                if self.edges.len() > MAX_EDGES {
                    break self.rollout(&mut b, half);
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
            let child = self.edges[e as usize].child;
            if child == 0 {
                // Past the memory cap the tree stops growing: the edge stays a leaf.
                if self.edges.len() <= MAX_EDGES {
                    let id = self.nodes.len() as u32;
                    self.nodes.push(Node::LEAF);
                    self.edges[e as usize].child = id;
                }
                break if b.is_over() {
                    white_score(&b)
                } else {
                    self.rollout(&mut b, half)
                };
            }
            node = child;
        };
        for &(node, e, mover) in &self.path {
            let result = if mover == 0 { white } else { 1.0 - white };
            let edge = &mut self.edges[e as usize];
            edge.visits += 1;
            edge.wins += result;
            self.nodes[node as usize].visits += 1;
        }
    }

    /// White's score from a playout of `b` (`half`: this turn's first action, if taken).
    fn rollout(&mut self, b: &mut Board, half: Option<Action>) -> f32 {
        let horizon = self.horizon(b);
        playout(
            b,
            half.map(half_turn),
            self.params.samples,
            horizon,
            &mut self.rng,
        )
    }

    /// The playout horizon from `b`: none once the end is near.
    fn horizon(&self, b: &Board) -> usize {
        if b.n_empty <= self.params.endgame {
            0
        } else {
            self.params.horizon
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
        push_top(
            &mut self.cand,
            self.params.sites,
            &mut self.edges,
            Action::Place,
        );
        let places = self.edges.len() - first as usize;
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
            push_top(
                &mut self.cand,
                self.params.victims,
                &mut self.edges,
                Action::Victim,
            );
        }
        // Places and victims each get half of the prior mass when both exist.
        let all = &mut self.edges[first as usize..];
        let share = if all.len() > places { 0.5 } else { 1.0 };
        let (p, v) = all.split_at_mut(places);
        let even = self.params.even_prior;
        for group in [p, v] {
            let total: f32 = group.iter().map(|e| e.prior).sum();
            let k = group.len() as f32;
            for e in group.iter_mut() {
                e.prior = share * ((1.0 - even) * e.prior / total + even / k);
            }
        }
        let nd = &mut self.nodes[node as usize];
        nd.first = first;
        nd.len = self.edges.len() as u32 - first;
        nd.expanded = true;
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
            self.nodes.push(Node::LEAF);
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

    fn most_visited(&self, node: u32) -> u32 {
        let nd = self.nodes[node as usize];
        let mut best = nd.first;
        for k in nd.first..nd.first + nd.len {
            let (e, b) = (&self.edges[k as usize], &self.edges[best as usize]);
            if (e.visits, e.prior) > (b.visits, b.prior) {
                best = k;
            }
        }
        best
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
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::breach::level_params;
    use crate::games::breach::Position;

    #[test]
    fn playouts_near_a_full_board_go_to_the_end() {
        let params = level_params(5);
        let mut b = Board::from_position(&Position::new(10).unwrap());
        let search = Search::new(&b, params.clone(), 1);
        assert!(params.horizon > 0 && params.endgame > 0);
        // Only the count of empty sites matters here.
        b.n_empty = params.endgame + 1;
        assert_eq!(search.horizon(&b), params.horizon);
        b.n_empty = params.endgame;
        assert_eq!(search.horizon(&b), 0);
    }
}
