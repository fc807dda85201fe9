//! Post-game analysis: the AI evaluates every position of a game at a fixed node budget,
//! giving White's winning chances over the moves, the largest swings, and how often each
//! player chose a move within 5% of the engine's best.
//!
//! ```
//! use breaker::analysis::{self, Analysis};
//! use breaker::games::{AnyPosition, GameKind};
//!
//! let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
//! let mut moves = Vec::new();
//! let mut pos = start.clone();
//! for text in ["a2-a3", "e4-e3", "b2-b3"] {
//!     let (next, mv) = pos.play_text(text).unwrap();
//!     moves.push(mv);
//!     pos = next;
//! }
//! let a = analysis::analyze(&start, &moves, 500).unwrap();
//! assert_eq!(a.plies.len(), 3);
//! assert!(a.plies.iter().all(|p| (0.0..=1.0).contains(&p.white_win)));
//! // A fixed node budget gives the same analysis every time.
//! assert_eq!(a, analysis::analyze(&start, &moves, 500).unwrap());
//! ```
//!
//! Both games share one scale: White's chance from 0 to 1. Breakthrough turns the
//! alpha-beta score (hundredths of a piece, proven wins exact) into a chance with a
//! logistic curve ([`chance_from_score`]); Breach uses the MCTS win rate of the chosen
//! move. A position where the game is over is worth exactly 1 or 0 (½ for a draw), and
//! so is every position whose winner Breaker proves ([`proof`]: the solver and its stored
//! proofs on small Breakthrough boards, a forced win found by the search, Breach's last
//! turns searched to the end, and any position whose mover then played into a proven win
//! of their own). A "better" move is better by the same measure as the move played (the
//! position after it, evaluated the same way): never one worth no more to the mover, nor
//! the mirror image of the move played.

mod chance;
pub mod proof;

pub use chance::chance_from_score;

use crate::ai::{self, Limits};
use crate::games::{AnyMove, AnyPosition, Color, GameKind, MoveError, Outcome};
use serde::{Deserialize, Serialize};

/// A move counts as "within 5% of the engine's best" when it costs the mover at most
/// this much winning chance.
pub const GOOD_MOVE_LOSS: f64 = 0.05;

/// The node budget per position used by `/analyze` and `breaker analyze`: a 60-ply 8×8
/// Breakthrough game or a 50-turn 10×10 Breach game takes a few seconds (release).
pub fn default_nodes(kind: GameKind) -> u64 {
    match kind {
        GameKind::Breakthrough => 100_000,
        // Level 5's playouts stop at a horizon (until the last 30 empty sites), so a
        // simulation costs about a quarter of what it did when this was 2,000.
        GameKind::Breach => 8_000,
    }
}

/// One move played, evaluated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ply {
    /// Counts from 1.
    pub ply: u32,
    /// Who played it.
    #[serde(with = "color_letter")]
    pub mover: Color,
    /// The move played, in canonical notation.
    #[serde(rename = "move")]
    pub played: String,
    /// The engine's choice in the position before the move.
    pub best: String,
    /// White's winning chance after the move (0..=1).
    pub white_win: f64,
    /// White's winning chance before the move.
    pub white_before: f64,
}

impl Ply {
    /// The move's number as players see it (`14…`: Black's 14th move), not its ply.
    pub fn number(&self) -> crate::games::numbering::MoveNumber {
        use crate::games::numbering::MoveNumber;
        let index = self.ply.saturating_sub(1);
        MoveNumber::of(MoveNumber::first_mover(self.mover, index), index)
    }

    /// The mover's winning chance before and after the move.
    pub fn mover_chances(&self) -> (f64, f64) {
        match self.mover {
            Color::White => (self.white_before, self.white_win),
            Color::Black => (1.0 - self.white_before, 1.0 - self.white_win),
        }
    }

    /// How much winning chance the move cost its player (negative: it gained).
    pub fn loss(&self) -> f64 {
        let (before, after) = self.mover_chances();
        before - after
    }

    /// Within [`GOOD_MOVE_LOSS`] of the engine's best (or the best move itself).
    pub fn is_good(&self) -> bool {
        self.played == self.best || self.loss() <= GOOD_MOVE_LOSS
    }
}

/// The analysis's method: a cached analysis made by another is made again.
pub const VERSION: u32 = 3;

/// A whole game's analysis.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// [`VERSION`] when it was made (absent, 0, before proofs were used).
    #[serde(default)]
    pub version: u32,
    /// The node budget per position it was made with.
    pub nodes: u64,
    /// White's winning chance in the start position.
    pub white_start: f64,
    /// One entry per move played.
    pub plies: Vec<Ply>,
}

/// Why a game cannot be analysed: a move in its log is not legal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply}: {error}")]
pub struct AnalysisError {
    pub ply: u32,
    pub error: MoveError,
}

/// Evaluates `start` and every position after `moves` with level 5 at `nodes` per
/// position. Blocking and CPU-bound (call it off the async threads); deterministic.
pub fn analyze(
    start: &AnyPosition,
    moves: &[AnyMove],
    nodes: u64,
) -> Result<Analysis, AnalysisError> {
    let mut positions = vec![start.clone()];
    for (i, mv) in moves.iter().enumerate() {
        let next = positions[i].play(*mv).map_err(|error| AnalysisError {
            ply: i as u32 + 1,
            error,
        })?;
        positions.push(next);
    }
    let proofs = proof::proven_all(&positions);
    let mut evals: Vec<Eval> = positions
        .iter()
        .zip(proofs)
        .map(|(p, proven)| eval_with(p, nodes, proven))
        .collect();
    // A move into a position its mover has won proves the position before it won too
    // (MCTS-Solver's backing up of a win; a loss needs every move, which `proof` checks).
    for i in (0..moves.len()).rev() {
        let mover = positions[i].turn();
        if evals[i].proven.is_none() && evals[i + 1].proven == Some(mover) {
            evals[i] = Eval {
                best: Some(moves[i]),
                white: white_chance(mover),
                proven: Some(mover),
            };
        }
    }
    // A move that lost more than [`GOOD_MOVE_LOSS`] is shown with the engine's choice as
    // "better": only if it is better by the same measure, the position after it
    // evaluated as every position of the game is. A choice whose position is the mirror
    // image of the played one's, or that leaves the mover no more than the move played
    // (both proven lost, say), is not better: the move played stands as the engine's.
    for i in 0..moves.len() {
        let mover = positions[i].turn();
        let Some(best) = evals[i].best.filter(|&b| b != moves[i]) else {
            continue;
        };
        let of_mover = |white: f64| match mover {
            Color::White => white,
            Color::Black => 1.0 - white,
        };
        let played = of_mover(evals[i + 1].white);
        if of_mover(evals[i].white) - played <= GOOD_MOVE_LOSS {
            continue;
        }
        let Ok(after) = positions[i].play(best) else {
            continue;
        };
        if mirror_images(&after, &positions[i + 1]) || of_mover(eval(&after, nodes).white) <= played
        {
            evals[i].best = Some(moves[i]);
        }
    }
    let plies = moves
        .iter()
        .enumerate()
        .map(|(i, mv)| Ply {
            ply: i as u32 + 1,
            mover: positions[i].turn(),
            played: mv.to_string(),
            best: evals[i].best.map(|b| b.to_string()).unwrap_or_default(),
            white_win: evals[i + 1].white,
            white_before: evals[i].white,
        })
        .collect();
    Ok(Analysis {
        version: VERSION,
        nodes,
        white_start: evals[0].white,
        plies,
    })
}

/// Whether `a` is `b` seen in a mirror (Breakthrough: the rules do not tell left from
/// right, so the two are worth the same).
fn mirror_images(a: &AnyPosition, b: &AnyPosition) -> bool {
    match (a, b) {
        (AnyPosition::Breakthrough(a), AnyPosition::Breakthrough(b)) => a.mirrored() == *b,
        _ => false,
    }
}

/// One position evaluated: the engine's (or the proof's) move, White's chance, and the
/// winner if it is proven.
struct Eval {
    best: Option<AnyMove>,
    white: f64,
    proven: Option<Color>,
}

fn white_chance(winner: Color) -> f64 {
    if winner == Color::White {
        1.0
    } else {
        0.0
    }
}

/// Level 5's move in `pos` and White's winning chance there (0 or 1 where proven).
pub fn evaluate(pos: &AnyPosition, nodes: u64) -> (Option<AnyMove>, f64) {
    let e = eval(pos, nodes);
    (e.best, e.white)
}

fn eval(pos: &AnyPosition, nodes: u64) -> Eval {
    let proven = if pos.outcome().is_over() {
        None
    } else {
        proof::proven(pos)
    };
    eval_with(pos, nodes, proven)
}

/// [`eval`] with the position's proof already sought.
fn eval_with(pos: &AnyPosition, nodes: u64, proven: proof::Proven) -> Eval {
    match pos.outcome() {
        Outcome::Win { winner, .. } => {
            return Eval {
                best: None,
                white: white_chance(winner),
                proven: Some(winner),
            }
        }
        Outcome::Draw => {
            return Eval {
                best: None,
                white: 0.5,
                proven: None,
            }
        }
        Outcome::Ongoing => {}
    }
    if let Some((winner, mv)) = proven {
        // The loser's (or a winner's unnamed) move is still the engine's choice.
        let best = mv.or_else(|| engine(pos, nodes, false).best);
        return Eval {
            best,
            white: white_chance(winner),
            proven: Some(winner),
        };
    }
    // Where `proof` ran the solver already, level 5's own call of it is skipped.
    engine(pos, nodes, !proof::solvable(pos))
}

/// Level 5 at `nodes` (without its solver unless `solver`, so level 4's search at the
/// same budget): its move and White's chance; a forced win it finds is proven.
fn engine(pos: &AnyPosition, nodes: u64, solver: bool) -> Eval {
    let limits = Limits::nodes(nodes);
    let level = if solver { 5 } else { 4 };
    let turn = pos.turn();
    let white = |mover_chance: f64| match turn {
        Color::White => mover_chance,
        Color::Black => 1.0 - mover_chance,
    };
    match pos {
        AnyPosition::Breakthrough(p) => match ai::breakthrough::analyse(p, level, &limits) {
            Some(a) => Eval {
                best: Some(AnyMove::Breakthrough(a.best)),
                white: white(chance_from_score(a.score)),
                proven: if a.score > chance::PROVEN {
                    Some(turn)
                } else if a.score < -chance::PROVEN {
                    Some(!turn)
                } else {
                    None
                },
            },
            None => Eval {
                best: None,
                white: 0.5,
                proven: None,
            },
        },
        AnyPosition::Breach(p) => match ai::breach::evaluate(p, &limits) {
            Some((mv, chance)) => Eval {
                best: Some(AnyMove::Breach(mv)),
                white: white(chance),
                proven: None,
            },
            None => Eval {
                best: None,
                white: 0.5,
                proven: None,
            },
        },
    }
}

impl Analysis {
    /// White's chance at each point of the game: the start, then after every move.
    pub fn curve(&self) -> Vec<f64> {
        std::iter::once(self.white_start)
            .chain(self.plies.iter().map(|p| p.white_win))
            .collect()
    }

    /// The `n` moves that cost their player the most winning chance (largest first;
    /// only moves that lost more than [`GOOD_MOVE_LOSS`] and were not the engine's move).
    pub fn swings(&self, n: usize) -> Vec<&Ply> {
        let mut bad: Vec<&Ply> = self.plies.iter().filter(|p| !p.is_good()).collect();
        // Stable: equal losses keep game order.
        bad.sort_by(|a, b| b.loss().total_cmp(&a.loss()));
        bad.truncate(n);
        bad
    }

    /// `(good, total)`: how many of `color`'s moves were within 5% of the engine's best.
    pub fn accuracy(&self, color: Color) -> (usize, usize) {
        let mine = self.plies.iter().filter(|p| p.mover == color);
        let total = mine.clone().count();
        (mine.filter(|p| p.is_good()).count(), total)
    }

    /// The JSON of `breaker analyze --json`: one `{"ply", "move", "best", "white_win"}`
    /// per move played.
    pub fn to_json(&self) -> String {
        let rows: Vec<serde_json::Value> = self
            .plies
            .iter()
            .map(|p| {
                serde_json::json!({
                    "ply": p.ply,
                    "move": p.played,
                    "best": p.best,
                    "white_win": p.white_win,
                })
            })
            .collect();
        serde_json::Value::Array(rows).to_string()
    }
}

/// A colour in the cache's JSON: `"w"` or `"b"`, as in position texts.
mod color_letter {
    use crate::games::Color;
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&c.letter().to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Color::from_letter), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(D::Error::custom(format!("colour `{text}`"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(n: u32, mover: Color, before: f64, after: f64, best: &str) -> Ply {
        Ply {
            ply: n,
            mover,
            played: format!("m{n}"),
            best: best.to_string(),
            white_win: after,
            white_before: before,
        }
    }

    #[test]
    fn breach_analysis_is_reproducible() {
        let start = AnyPosition::start(GameKind::Breach, Some("6")).unwrap();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for i in 0..4 {
            let mv = ai::choose(&pos, 1, &Limits::nodes(50).with_seed(i)).unwrap();
            pos = pos.play(mv).unwrap();
            moves.push(mv);
        }
        let a = analyze(&start, &moves, 200).unwrap();
        let b = analyze(&start, &moves, 200).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_json(), b.to_json());
        assert_eq!(a.plies.len(), 4);
        for (i, p) in a.plies.iter().enumerate() {
            assert_eq!(p.played, moves[i].to_string());
            assert!(start.kind() == GameKind::Breach && !p.best.is_empty());
            assert!((0.0..=1.0).contains(&p.white_win));
        }
        // Each entry's "before" is the previous entry's "after".
        assert_eq!(a.plies[1].white_before, a.plies[0].white_win);
    }

    #[test]
    fn a_finished_position_is_worth_exactly_one_or_zero() {
        let start: AnyPosition = AnyPosition::parse(
            GameKind::Breakthrough,
            "bbbbbbbb/2w5/8/8/8/8/wwwwwwww/wwwwwww1 w",
        )
        .unwrap();
        let win = ai::choose(&start, 1, &Limits::nodes(1_000)).unwrap();
        assert!(start.play(win).unwrap().outcome().is_over());
        let a = analyze(&start, &[win], 100).unwrap();
        assert_eq!(a.white_start, 1.0, "a win in one is proven");
        assert_eq!(a.plies[0].white_win, 1.0);
        assert_eq!(a.plies[0].best, win.to_string());
        assert!(a.plies[0].is_good());
    }

    /// A 5×5 game where Black plays a proof (the stored book, else the solver) against
    /// White's moves chosen by `white`.
    fn proof_game(white: impl Fn(&AnyPosition, usize) -> AnyMove) -> (AnyPosition, Vec<AnyMove>) {
        use crate::ai::breakthrough::{book, solver};
        let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        while !pos.outcome().is_over() {
            let mv = match (&pos, pos.turn()) {
                (AnyPosition::Breakthrough(p), Color::Black) => AnyMove::Breakthrough(
                    book::winning_move(p)
                        .or_else(|| solver::winning_move(p, &Limits::nodes_only(u64::MAX)))
                        .expect("Black has a proven move on 5x5"),
                ),
                _ => white(&pos, moves.len()),
            };
            pos = pos.play(mv).unwrap();
            moves.push(mv);
        }
        assert_eq!(pos.outcome().winner(), Some(Color::Black));
        (start, moves)
    }

    #[test]
    fn the_5x5_opening_reads_0_for_white_where_black_plays_the_proof() {
        let nodes = default_nodes(GameKind::Breakthrough);
        // White by a weak and a strong level: every position is a proven loss for White.
        for level in [1, 4] {
            let (start, moves) = proof_game(|pos, i| {
                ai::choose(pos, level, &Limits::nodes(2_000).with_seed(i as u64)).unwrap()
            });
            let a = analyze(&start, &moves, nodes).unwrap();
            assert_eq!(a.white_start, 0.0, "level {level}: the start");
            for p in &a.plies {
                assert_eq!(
                    p.white_win, 0.0,
                    "level {level}, ply {} {}",
                    p.ply, p.played
                );
            }
            // No move is called a mistake with a "better" move that loses as well.
            assert!(a.swings(3).is_empty(), "level {level}: {:?}", a.swings(3));
            assert_eq!(a.accuracy(Color::White).0, a.accuracy(Color::White).1);
            if level == 1 {
                assert_eq!(a, analyze(&start, &moves, nodes).unwrap(), "reproducible");
            }
        }
    }

    #[test]
    fn a_breach_game_s_last_turns_agree_with_its_result() {
        let start = AnyPosition::start(GameKind::Breach, Some("6")).unwrap();
        for seed in 0..3u64 {
            let mut pos = start.clone();
            let mut moves = Vec::new();
            while let Some(mv) = ai::choose(
                &pos,
                2,
                &Limits::nodes(100).with_seed(seed + moves.len() as u64),
            ) {
                pos = pos.play(mv).unwrap();
                moves.push(mv);
            }
            let winner = pos.outcome().winner().expect("a Breach game has a winner");
            let result = white_chance(winner);
            let a = analyze(&start, &moves, 300).unwrap();
            let curve = a.curve();
            // Replay to find the positions near the end: each of them is proven.
            let mut p = start.clone();
            for (i, mv) in std::iter::once(None)
                .chain(moves.iter().map(Some))
                .enumerate()
            {
                if let Some(mv) = mv {
                    p = p.play(*mv).unwrap();
                }
                let AnyPosition::Breach(b) = &p else {
                    unreachable!()
                };
                if b.empty_count() <= proof::BREACH_SITES {
                    assert_eq!(curve[i], result, "seed {seed}, position {i}: {curve:?}");
                }
            }
        }
    }

    #[test]
    fn json_has_one_object_per_move_with_the_four_fields() {
        let a = Analysis {
            version: VERSION,
            nodes: 1,
            white_start: 0.5,
            plies: vec![ply(1, Color::White, 0.5, 0.25, "a2-a3")],
        };
        let v: serde_json::Value = serde_json::from_str(&a.to_json()).unwrap();
        assert_eq!(
            v,
            serde_json::json!([{"ply": 1, "move": "m1", "best": "a2-a3", "white_win": 0.25}])
        );
    }

    #[test]
    fn swings_are_the_mover_s_largest_losses_and_accuracy_counts_good_moves() {
        let a = Analysis {
            version: VERSION,
            nodes: 1,
            white_start: 0.5,
            plies: vec![
                ply(1, Color::White, 0.5, 0.48, "x"), // lost 2%: good
                ply(2, Color::Black, 0.48, 0.9, "y"), // Black lost 42%
                ply(3, Color::White, 0.9, 0.3, "z"),  // White lost 60%
                ply(4, Color::Black, 0.3, 0.2, "w"),  // Black gained
                ply(5, Color::White, 0.2, 0.1, "v"),  // White lost 10%
                ply(6, Color::Black, 0.1, 0.14, "u"), // Black lost 4%: good
            ],
        };
        let swings: Vec<u32> = a.swings(3).iter().map(|p| p.ply).collect();
        assert_eq!(swings, vec![3, 2, 5]);
        assert_eq!(a.accuracy(Color::White), (1, 3));
        assert_eq!(a.accuracy(Color::Black), (2, 3));
        assert_eq!(a.curve(), vec![0.5, 0.48, 0.9, 0.3, 0.2, 0.1, 0.14]);
        // The cache round-trips.
        let back: Analysis = serde_json::from_str(&serde_json::to_string(&a).unwrap()).unwrap();
        assert_eq!(back, a);
    }
}
