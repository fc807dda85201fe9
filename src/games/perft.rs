//! perft: the number of legal move sequences of exactly `depth` plies (turns), the
//! standard check that a move generator is exact.
//!
//! ```
//! use breaker::games::{breakthrough, perft::perft};
//! let start = breakthrough::Position::new(8, 8).unwrap();
//! assert_eq!(perft(&start, 2), 484);
//! ```

use super::Game;

/// Counts legal move sequences of exactly `depth` plies; a finished game has no moves,
/// so a line that ends early contributes 0. The last ply is counted in bulk.
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_moves(),
        _ => {
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            moves
                .iter()
                .map(|&mv| perft(&position.play_unchecked(mv), depth - 1))
                .sum()
        }
    }
}

/// perft split by first move: `(canonical move text, count)` for every legal move.
pub fn divide<G: Game>(position: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&mv| {
            let next = position.play_unchecked(mv);
            (mv.to_string(), perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}

/// perft that builds and plays every move down to the leaves (no bulk counting): slower,
/// but it measures the generate-and-play loop a search runs, and cross-checks
/// [`Game::count_moves`] against [`Game::legal_moves`].
pub fn perft_played<G: Game>(position: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&mv| perft_played(&position.play_unchecked(mv), depth - 1))
        .sum()
}
