//! The greedy baseline the levels are measured against (not a shipped level): it plays
//! the turn that makes its own longest row longest, and when it holds the replacement
//! option it always uses it to break the opponent's record row.
//!
//! Ties go to the turn whose stones touch more of its own stones (it builds shapes
//! rather than scattering), then to a seeded coin, so games against it vary by seed.

use super::board::{Board, Turn, EMPTY};
use super::rng::Rng;
use super::search::Node;
use crate::games::breach::{Move, Position};
use crate::games::Game;

/// The greedy player's move, or `None` once the game is over.
pub fn greedy(pos: &Position, seed: u64) -> Option<Move> {
    let board = Board::from_position(pos);
    if board.is_over() {
        return None;
    }
    let mut rng = Rng::new(seed ^ pos.hash());
    Some(board.to_move(greedy_turn(&board, &mut rng)))
}

/// Own stones next to `i` over the four lines: how much a stone there builds.
fn touching(b: &Board, i: usize) -> usize {
    b.dirs
        .iter()
        .map(|&d| {
            let (u, l) = b.arms(b.turn, i, d);
            u + l
        })
        .sum()
}

/// Own longest row, minus the opponent's, stones touched, coin: compared in order.
type Key = (u8, i32, usize, u64);

fn consider(best: &mut Option<(Key, Turn)>, key: Key, t: Turn) {
    if best.as_ref().is_none_or(|(k, _)| key > *k) {
        *best = Some((key, t));
    }
}

fn greedy_turn(b: &Board, rng: &mut Rng) -> Turn {
    let me = b.turn;
    let them = 1 - me;
    let empties = &b.empties[..b.n_empty];
    let mut best: Option<(Key, Turn)> = None;
    if b.option {
        // Break the record row: replace a stone of one of the opponent's longest rows,
        // placing the other stone for the longest own row.
        for v in 0..b.cells.len() {
            if b.cells[v] != super::board::stone(them) || b.row_through(them, v) < b.longest[them] {
                continue;
            }
            for &a in empties {
                let mut next = b.clone();
                let t = Turn::Replace(a, v as u16);
                next.play(t);
                let key = (
                    next.longest[me],
                    -(next.longest[them] as i32),
                    touching(b, a as usize),
                    rng.next_u64(),
                );
                consider(&mut best, key, t);
            }
        }
        if let Some((_, t)) = best {
            return t;
        }
    }
    if b.single() {
        for &a in empties {
            let key = (
                b.row_through(me, a as usize),
                0,
                touching(b, a as usize),
                rng.next_u64(),
            );
            consider(&mut best, key, Turn::One(a));
        }
        return best.expect("a non-empty board has an empty site").1;
    }
    let mut scratch = b.clone();
    for (k, &a) in empties.iter().enumerate() {
        scratch.cells[a as usize] = super::board::stone(me);
        for &c in &empties[k + 1..] {
            scratch.cells[c as usize] = super::board::stone(me);
            let row = scratch
                .row_through(me, a as usize)
                .max(scratch.row_through(me, c as usize))
                .max(b.longest[me]);
            let build = touching(&scratch, a as usize) + touching(&scratch, c as usize);
            consider(&mut best, (row, 0, build, rng.next_u64()), Turn::Two(a, c));
            scratch.cells[c as usize] = EMPTY;
        }
        scratch.cells[a as usize] = EMPTY;
    }
    best.expect("two empty sites give a pair").1
}

/// A uniformly random move among placements (with the option, a replacement half the
/// time): the floor every level must clear, and a cheap way to reach random positions.
pub fn random(pos: &Position, seed: u64) -> Option<Move> {
    let b = Board::from_position(pos);
    if b.is_over() {
        return None;
    }
    let mut rng = Rng::new(seed ^ pos.hash());
    let e = b.n_empty;
    let a = b.empties[rng.below(e)];
    let t = if b.option && rng.below(2) == 0 {
        let them = super::board::stone(1 - b.turn);
        let victims = b.cells.iter().filter(|&&c| c == them).count();
        let k = rng.below(victims);
        let v = (0..b.cells.len())
            .filter(|&i| b.cells[i] == them)
            .nth(k)
            .expect("k < victims");
        Turn::Replace(a, v as u16)
    } else if b.single() {
        Turn::One(a)
    } else {
        let mut c = b.empties[rng.below(e - 1)];
        if c == a {
            c = b.empties[e - 1];
        }
        Turn::Two(a, c)
    };
    Some(b.to_move(t))
}

/// The plain MCTS yardstick's move within `limits` (simulations count as nodes), or
/// `None` once the game is over: UCT (UCB1, no priors) over every empty site, random
/// playouts. See [`Mcts`].
pub fn mcts(pos: &Position, limits: &crate::ai::Limits) -> Option<Move> {
    mcts_with_stats(pos, limits).map(|(mv, _)| mv)
}

/// [`mcts`] and the number of simulations it ran.
pub fn mcts_with_stats(pos: &Position, limits: &crate::ai::Limits) -> Option<(Move, u64)> {
    let board = Board::from_position(pos);
    if board.is_over() {
        return None;
    }
    let mut tree = Mcts::new(limits.seed ^ pos.hash());
    let (turn, sims) = tree.run(&board, limits);
    Some((board.to_move(turn), sims))
}

/// A plain UCT Monte Carlo tree search, the "strong plain MCTS" the issue measures level
/// 5 against: no priors, no candidate pruning, uniformly random playouts (about 3–4×
/// as many a second as level 5's biased ones).
///
/// A turn is two tree levels (first stone, then second; with the option, the stone to
/// convert and then the stone to place), as in the real search: over whole pairs a
/// 10×10 node would have ≈ 5,000 children and UCB1 would never revisit one.
pub struct Mcts {
    nodes: Vec<Node>,
    edges: Vec<MctsEdge>,
    rng: Rng,
}

#[derive(Clone, Copy)]
struct MctsEdge {
    /// A site to place on, or (`victim`) the opponent stone to convert.
    cell: u16,
    victim: bool,
    visits: u32,
    /// Results for the player who chose this edge (1 win, 0.5 draw).
    wins: f32,
    child: u32,
}

/// UCB1's exploration constant (rewards in 0..1).
const UCB_C: f32 = 0.7;
/// Stop growing the tree past this many edges (memory); playouts go on.
const MAX_MCTS_EDGES: usize = 8_000_000;

impl Mcts {
    pub fn new(seed: u64) -> Mcts {
        Mcts {
            nodes: Vec::new(),
            edges: Vec::new(),
            rng: Rng::new(seed),
        }
    }

    pub fn run(&mut self, root: &Board, limits: &crate::ai::Limits) -> (Turn, u64) {
        let clock = crate::ai::Clock::start(limits);
        self.nodes.clear();
        self.edges.clear();
        self.nodes.push(Node::LEAF);
        self.expand(0, root, None);
        let mut sims = 0u64;
        while !(sims.is_multiple_of(64) && clock.out_of_budget(sims)) {
            self.simulate(root);
            sims += 1;
        }
        (self.best_turn(root), sims)
    }

    fn expand(&mut self, node: u32, b: &Board, half: Option<(u16, bool)>) {
        let first = self.edges.len() as u32;
        let me = b.turn;
        for &i in &b.empties[..b.n_empty] {
            if half.is_some_and(|(c, victim)| !victim && c == i) {
                continue;
            }
            self.edges.push(MctsEdge {
                cell: i,
                victim: false,
                visits: 0,
                wins: 0.0,
                child: 0,
            });
        }
        if half.is_none() && b.option {
            let them = super::board::stone(1 - me);
            for v in 0..b.cells.len() {
                if b.cells[v] == them {
                    self.edges.push(MctsEdge {
                        cell: v as u16,
                        victim: true,
                        visits: 0,
                        wins: 0.0,
                        child: 0,
                    });
                }
            }
        }
        let nd = &mut self.nodes[node as usize];
        nd.first = first;
        nd.len = self.edges.len() as u32 - first;
        nd.expanded = true;
    }

    fn select(&mut self, node: u32) -> u32 {
        let nd = self.nodes[node as usize];
        let range = nd.first as usize..(nd.first + nd.len) as usize;
        // Unvisited edges first, a random one of them (no prior says which).
        let unvisited = self.edges[range.clone()]
            .iter()
            .filter(|e| e.visits == 0)
            .count();
        if unvisited > 0 {
            let k = self.rng.below(unvisited);
            let pos = self.edges[range.clone()]
                .iter()
                .enumerate()
                .filter(|(_, e)| e.visits == 0)
                .nth(k)
                .map(|(i, _)| i)
                .expect("k < unvisited");
            return nd.first + pos as u32;
        }
        let log_n = ((nd.visits.max(1)) as f32).ln();
        let mut best = 0;
        let mut best_score = f32::MIN;
        for (k, e) in self.edges[range].iter().enumerate() {
            let n = e.visits as f32;
            let score = e.wins / n + UCB_C * (log_n / n).sqrt();
            if score > best_score {
                best_score = score;
                best = k;
            }
        }
        nd.first + best as u32
    }

    fn simulate(&mut self, root: &Board) {
        let mut b = root.clone();
        let mut node = 0u32;
        let mut half: Option<(u16, bool)> = None;
        let mut path: Vec<(u32, u32, usize)> = Vec::with_capacity(64);
        let winner = loop {
            if b.is_over() {
                break b.winner();
            }
            if !self.nodes[node as usize].expanded {
                self.expand(node, &b, half);
            }
            let e = self.select(node);
            path.push((node, e, b.turn));
            let edge = self.edges[e as usize];
            let act = (edge.cell, edge.victim);
            match half {
                None if !b.single() => half = Some(act),
                None if act.1 => b.play(Turn::Replace(b.empties[0], act.0)),
                None => b.play(Turn::One(act.0)),
                Some((v, true)) => {
                    half = None;
                    b.play(Turn::Replace(act.0, v));
                }
                Some((a, false)) => {
                    half = None;
                    b.play(Turn::Two(a, act.0));
                }
            }
            if edge.child == 0 {
                if self.edges.len() < MAX_MCTS_EDGES {
                    let id = self.nodes.len() as u32;
                    self.nodes.push(Node::LEAF);
                    self.edges[e as usize].child = id;
                }
                break self.playout(&mut b, half);
            }
            node = edge.child;
        };
        for &(node, e, mover) in &path {
            let result = match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            let edge = &mut self.edges[e as usize];
            edge.visits += 1;
            edge.wins += result;
            self.nodes[node as usize].visits += 1;
        }
    }

    /// Uniformly random turns to the end (with the option, a replacement half the time).
    fn playout(&mut self, b: &mut Board, half: Option<(u16, bool)>) -> Option<super::board::Side> {
        if let Some((c, victim)) = half {
            let t = if victim {
                Turn::Replace(self.random_empty(b, None), c)
            } else {
                Turn::Two(c, self.random_empty(b, Some(c)))
            };
            b.play(t);
        }
        while !b.is_over() {
            let a = self.random_empty(b, None);
            let t = if b.option && self.rng.below(2) == 0 {
                let them = super::board::stone(1 - b.turn);
                // A random opponent stone: sample cells until one is found.
                let v = loop {
                    let rank = self.rng.below(b.n);
                    let file = self.rng.below(b.n);
                    let i = b.cell(file, rank);
                    if b.cells[i] == them {
                        break i as u16;
                    }
                };
                Turn::Replace(a, v)
            } else if b.single() {
                Turn::One(a)
            } else {
                Turn::Two(a, self.random_empty(b, Some(a)))
            };
            b.play(t);
        }
        b.winner()
    }

    fn random_empty(&mut self, b: &Board, not: Option<u16>) -> u16 {
        loop {
            let i = b.empties[self.rng.below(b.n_empty)];
            if Some(i) != not && b.cells[i as usize] == EMPTY {
                return i;
            }
        }
    }

    fn most_visited(&self, node: u32) -> MctsEdge {
        let nd = self.nodes[node as usize];
        let edges = &self.edges[nd.first as usize..(nd.first + nd.len) as usize];
        *edges
            .iter()
            .max_by_key(|e| e.visits)
            .expect("a node in play has edges")
    }

    fn best_turn(&mut self, root: &Board) -> Turn {
        let first = self.most_visited(0);
        if root.single() {
            return if first.victim {
                Turn::Replace(root.empties[0], first.cell)
            } else {
                Turn::One(first.cell)
            };
        }
        let mut child = first.child;
        if child == 0 || !self.nodes[child as usize].expanded {
            child = self.nodes.len() as u32;
            self.nodes.push(Node::LEAF);
            self.expand(child, root, Some((first.cell, first.victim)));
        }
        let second = self.most_visited(child);
        if first.victim {
            Turn::Replace(second.cell, first.cell)
        } else {
            Turn::Two(first.cell, second.cell)
        }
    }
}
