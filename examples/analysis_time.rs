//! Times the post-game analysis (release): a 60-ply 8×8 Breakthrough game, a 5×5 one
//! (where the solver proves positions) and a 50-turn 10×10 Breach game, self-played by
//! AI levels 2 and 3 at a node budget, then analysed at the bot's default budget.
//! `cargo run --release --example analysis_time [runs]`.

use breaker::ai::{self, Limits};
use breaker::analysis;
use breaker::games::{AnyPosition, GameKind};
use std::time::Instant;

fn self_play(
    kind: GameKind,
    size: &str,
    plies: usize,
) -> (AnyPosition, Vec<breaker::games::AnyMove>) {
    let start = AnyPosition::start(kind, Some(size)).unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for i in 0..plies {
        let level = if i % 2 == 0 { 2 } else { 3 };
        let Some(mv) = ai::choose(&pos, level, &Limits::nodes(2_000).with_seed(i as u64)) else {
            break;
        };
        pos = pos.play(mv).unwrap();
        moves.push(mv);
    }
    (start, moves)
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    for (kind, size, plies) in [
        (GameKind::Breakthrough, "8x8", 60),
        (GameKind::Breakthrough, "5x5", 60),
        (GameKind::Breach, "10", 50),
    ] {
        let (start, moves) = self_play(kind, size, plies);
        let nodes = analysis::default_nodes(kind);
        let mut best = f64::MAX;
        for _ in 0..runs {
            let t = Instant::now();
            let a = analysis::analyze(&start, &moves, nodes).unwrap();
            best = best.min(t.elapsed().as_secs_f64());
            assert_eq!(a.plies.len(), moves.len());
            if kind == GameKind::Breakthrough && size == "8x8" {
                // The README's sample graph.
                let marks: Vec<usize> = a.swings(3).iter().map(|p| p.ply as usize).collect();
                let png = breaker::render::graph::win_chances(
                    &a.curve(),
                    &marks,
                    "Breakthrough 8×8 · level 2 vs level 3",
                )
                .unwrap();
                std::fs::write("docs/analysis.png", png).unwrap();
            }
        }
        println!(
            "{kind} {size}: {} plies at {nodes} nodes a position: best of {runs} {best:.2} s",
            moves.len()
        );
    }
}
