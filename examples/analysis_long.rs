//! Times the analysis of a long game (release): 16×16 Breakthrough played with straight
//! pawn pushes (no captures while any push is left) to 400 plies, analysed at the budget
//! `/analyze` gives a game that long (`breaker::service::analysis_nodes`) and, for
//! comparison, at the full per-position budget.
//! `cargo run --release --example analysis_long [plies] [full]`.

use breaker::analysis;
use breaker::games::{AnyMove, AnyPosition, GameKind};
use std::time::Instant;

/// Straight pushes first (cycling through the files), then any move that does not end
/// the game, then any move.
fn pushes(plies: usize) -> (AnyPosition, Vec<AnyMove>) {
    let start = AnyPosition::start(GameKind::Breakthrough, Some("16x16")).unwrap();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for i in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() || pos.outcome().is_over() {
            break;
        }
        let straight = |m: &AnyMove| {
            let t = m.to_string();
            let (from, to) = t.split_once('-').unwrap_or(("", "x"));
            from.chars().next() == to.chars().next()
        };
        let quiet = |m: &AnyMove| !pos.play(*m).unwrap().outcome().is_over();
        let mut candidates: Vec<AnyMove> = legal
            .iter()
            .copied()
            .filter(|m| straight(m) && quiet(m))
            .collect();
        if candidates.is_empty() {
            candidates = legal.iter().copied().filter(|m| quiet(m)).collect();
        }
        if candidates.is_empty() {
            candidates = legal;
        }
        let mv = candidates[(i / 2 * 7) % candidates.len()];
        pos = pos.play(mv).unwrap();
        moves.push(mv);
    }
    (start, moves)
}

fn main() {
    let plies: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(400);
    let full = std::env::args().nth(2).is_some_and(|a| a == "full");
    let (start, moves) = pushes(plies);
    let mut budgets = vec![breaker::service::analysis_nodes(
        GameKind::Breakthrough,
        moves.len() as u32,
    )];
    if full {
        budgets.push(analysis::default_nodes(GameKind::Breakthrough));
    }
    for nodes in budgets {
        let t = Instant::now();
        let a = analysis::analyze(&start, &moves, nodes).unwrap();
        assert_eq!(a.plies.len(), moves.len());
        println!(
            "Breakthrough 16x16: {} plies at {nodes} nodes a position: {:.2} s",
            moves.len(),
            t.elapsed().as_secs_f64()
        );
    }
}
