//! The yardstick, never a level: a plain UCT Monte-Carlo tree search with uniformly
//! random playouts and a small solver, the "strong plain MCTS" the issue measures level 5
//! against (`breaker bench ai`).
//!
//! - one node added per simulation; children chosen by UCB1 (`C` = 0.7 with rewards in 0..1);
//! - playouts are uniformly random, except that a side with a piece one step from its
//!   goal wins at once (immediate win detection, as in the literature's baselines);
//! - the solver marks a node won when its side to move has such a piece or a child is
//!   lost, and lost when every child is won, so proven lines are not sampled again;
//! - the move played is the proven win if one exists, else the most visited child.
//!
//! ```
//! use breaker::ai::{breakthrough::baseline, Limits};
//! use breaker::games::{breakthrough::Position, Game};
//! let pos = Position::new(5, 5).unwrap();
//! let mv = baseline::choose(&pos, &Limits::nodes(500)).unwrap();
//! assert!(pos.play(mv).is_ok());
//! ```

use super::board::{to_sq, Board, Geometry, SMove};
use crate::ai::{Clock, Limits};
use crate::games::breakthrough::bits::{Bits, U256};
use crate::games::breakthrough::{Move, Position};
use crate::games::rng::{splitmix, SplitMix64, GOLDEN};
use crate::games::Game;

const C: f64 = 0.7;
const NONE: u32 = u32::MAX;

/// What a baseline search did.
#[derive(Clone, Copy, Debug)]
pub struct Stats {
    pub best: Move,
    pub simulations: u64,
}

/// The baseline's move within `limits` (simulations count as nodes), or `None` when the
/// game is over.
pub fn choose(pos: &Position, limits: &Limits) -> Option<Move> {
    analyse(pos, limits).map(|s| s.best)
}

pub fn analyse(pos: &Position, limits: &Limits) -> Option<Stats> {
    if pos.outcome().is_over() {
        return None;
    }
    let squares = pos.width() as usize * pos.height() as usize;
    if squares <= 64 {
        Some(run::<u64>(pos, limits))
    } else if squares <= 128 {
        Some(run::<u128>(pos, limits))
    } else {
        Some(run::<U256>(pos, limits))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Proof {
    Unknown,
    /// The side to move at this node wins with best play.
    Win,
    Loss,
}

struct Node<B: Bits> {
    board: Board<B>,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    mv: SMove,
    moves: u16,
    tried: u16,
    visits: u32,
    /// Wins of the side that moved into this node.
    wins: f32,
    proof: Proof,
}

struct Rng(SplitMix64);

impl Rng {
    /// The stream this baseline always used: SplitMix64 one step past `seed`.
    fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed.wrapping_add(GOLDEN)))
    }

    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        self.0.below(n as usize) as u32
    }
}

fn run<B: Bits>(pos: &Position, limits: &Limits) -> Stats {
    let clock = Clock::start(limits);
    let g = Geometry::<B>::new(pos.width() as usize, pos.height() as usize);
    let root_board = Board::from_position(pos, &g);
    let mut tree = Tree {
        g: &g,
        nodes: Vec::new(),
        rng: Rng::new(limits.seed ^ 0x5eed),
    };
    tree.add(root_board, NONE, 0);
    let mut sims = 0u64;
    while tree.nodes[0].proof == Proof::Unknown {
        if sims.is_multiple_of(256) && clock.out_of_budget(sims) {
            break;
        }
        if limits.nodes.is_some_and(|n| sims >= n) {
            break;
        }
        tree.simulate();
        sims += 1;
    }
    let best = tree.best_move();
    Stats {
        best: root_board.rules_move(&g, best),
        simulations: sims,
    }
}

struct Tree<'a, B: Bits> {
    g: &'a Geometry<B>,
    nodes: Vec<Node<B>>,
    rng: Rng,
}

impl<B: Bits> Tree<'_, B> {
    fn add(&mut self, board: Board<B>, parent: u32, mv: SMove) -> u32 {
        let g = self.g;
        let proof = if board.us().is_empty() {
            Proof::Loss
        } else if !(board.us() & g.pre_goal[board.turn]).is_empty()
            || !(board.us() & g.goal[board.turn]).is_empty()
        {
            Proof::Win
        } else if !(board.them() & g.goal[1 - board.turn]).is_empty() {
            Proof::Loss
        } else {
            Proof::Unknown
        };
        let moves = if proof == Proof::Unknown {
            board.count_moves(g) as u16
        } else {
            0
        };
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            board,
            parent,
            first_child: NONE,
            next_sibling: NONE,
            mv,
            moves,
            tried: 0,
            visits: 0,
            wins: 0.0,
            proof,
        });
        if parent != NONE {
            let p = &mut self.nodes[parent as usize];
            self.nodes[id as usize].next_sibling = p.first_child;
            self.nodes[parent as usize].first_child = id;
        }
        id
    }

    fn children(&self, n: u32) -> impl Iterator<Item = u32> + '_ {
        let mut c = self.nodes[n as usize].first_child;
        std::iter::from_fn(move || {
            (c != NONE).then(|| {
                let id = c;
                c = self.nodes[c as usize].next_sibling;
                id
            })
        })
    }

    /// One simulation: select, expand one node, play out, back up.
    fn simulate(&mut self) {
        let mut n = 0u32;
        loop {
            let node = &self.nodes[n as usize];
            if node.proof != Proof::Unknown {
                break;
            }
            if node.tried < node.moves {
                let mv = node.board.nth_move(self.g, node.tried as u32);
                let board = node.board.play(self.g, mv);
                self.nodes[n as usize].tried += 1;
                n = self.add(board, n, mv);
                break;
            }
            n = self.select(n);
        }
        let (proof, board) = (self.nodes[n as usize].proof, self.nodes[n as usize].board);
        let winner = match proof {
            Proof::Win => board.turn,
            Proof::Loss => 1 - board.turn,
            Proof::Unknown => self.playout(board),
        };
        if proof != Proof::Unknown {
            self.prove_upwards(n);
        }
        let mut at = n;
        while at != NONE {
            let node = &mut self.nodes[at as usize];
            node.visits += 1;
            if winner != node.board.turn {
                node.wins += 1.0;
            }
            at = node.parent;
        }
    }

    fn select(&self, n: u32) -> u32 {
        let log_n = (self.nodes[n as usize].visits.max(1) as f64).ln();
        let mut best = NONE;
        let mut best_value = f64::NEG_INFINITY;
        for c in self.children(n) {
            let child = &self.nodes[c as usize];
            let value = match child.proof {
                // The child's side to move loses: a winning move (the parent would be
                // proven already, but stay safe).
                Proof::Loss => f64::INFINITY,
                // Never walk into a proven loss while other moves remain.
                Proof::Win => -1e9,
                Proof::Unknown => {
                    let v = child.visits.max(1) as f64;
                    child.wins as f64 / v + C * (log_n / v).sqrt()
                }
            };
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    /// Marks ancestors proven when a newly proven node settles them.
    fn prove_upwards(&mut self, mut n: u32) {
        loop {
            let parent = self.nodes[n as usize].parent;
            if parent == NONE || self.nodes[parent as usize].proof != Proof::Unknown {
                return;
            }
            let p = &self.nodes[parent as usize];
            let proof = if self.nodes[n as usize].proof == Proof::Loss {
                Proof::Win
            } else if p.tried == p.moves
                && self
                    .children(parent)
                    .all(|c| self.nodes[c as usize].proof == Proof::Win)
            {
                Proof::Loss
            } else {
                return;
            };
            self.nodes[parent as usize].proof = proof;
            n = parent;
        }
    }

    /// A random game to the end; the winner's colour index.
    fn playout(&mut self, mut b: Board<B>) -> usize {
        let g = self.g;
        loop {
            if b.us().is_empty() {
                return 1 - b.turn;
            }
            if !(b.us() & g.pre_goal[b.turn]).is_empty() {
                return b.turn;
            }
            let n = b.count_moves(g);
            let mv = b.nth_move(g, self.rng.below(n));
            b = b.play(g, mv);
        }
    }

    fn best_move(&self) -> SMove {
        let g = self.g;
        let root = &self.nodes[0];
        // A winning step onto the goal is not in the tree (the root is proven at once).
        if !(root.board.us() & g.pre_goal[root.board.turn]).is_empty() {
            let mut win = 0;
            root.board.for_each_move(g, |m| {
                if win == 0 && g.goal[root.board.turn].has(to_sq(m)) {
                    win = m;
                }
            });
            return win;
        }
        let mut best = NONE;
        let mut key = (false, 0u32);
        for c in self.children(0) {
            let child = &self.nodes[c as usize];
            let k = (child.proof == Proof::Loss, child.visits);
            if best == NONE || k > key {
                key = k;
                best = c;
            }
        }
        if best == NONE {
            root.board.nth_move(g, 0)
        } else {
            self.nodes[best as usize].mv
        }
    }
}

/// A player who knows the rules and looks one ply ahead, the yardstick for level 1: it
/// wins when it can, else captures when it can (a random capture), else moves at
/// random. Level 1 must lose at least half its games to it (`breaker bench ai`).
pub fn capturer(pos: &Position, seed: u64) -> Option<Move> {
    if pos.outcome().is_over() {
        return None;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let roll = splitmix(seed ^ pos.hash());
    if let Some(&win) = moves
        .iter()
        .find(|&&m| pos.play_unchecked(m).outcome().is_over())
    {
        return Some(win);
    }
    let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
    let pool = if captures.is_empty() {
        &moves
    } else {
        &captures
    };
    Some(pool[(roll % pool.len() as u64) as usize])
}
