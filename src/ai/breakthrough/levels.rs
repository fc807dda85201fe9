//! What each level may do. Strength comes from search effort (a node cap per level) and,
//! at the bottom, from seeded evaluation noise that makes it misjudge positions the way a
//! beginner does, while it still sees an immediate win or loss (those are exact, see
//! [`super::search`]).
//!
//! The caps were set by the level tournament (`breaker bench ai`, 8×8, 30 games a
//! pairing, 1 M nodes a move for level 5): each level beat the one below in 73–83% of
//! games. Level 5 has no cap of its own: in the product it gets the whole time budget
//! (about 15 M nodes in 2 s), so the last step is larger there than in the bench.

/// Level 1's blunder rate (per mille). Measured (`breaker bench ai --part beginner`, 8×8,
/// 40 games): the one-ply capturer beats level 1 in 55% of games; level 2 beats it 40/40.
pub const BLUNDER_1: u32 = 500;

/// One level's bounds; the caller's `Limits` still apply on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    pub max_depth: i32,
    pub max_nodes: Option<u64>,
    /// Half-width of the evaluation noise, in hundredths of a piece.
    pub noise: i32,
    /// Chance in 1000 that a move is a beginner's: any move, chosen at random (seeded),
    /// except that an immediate win is always taken and a piece about to break through
    /// is always captured if it can be.
    pub blunder: u32,
}

/// The settings of `level` (1..=5; others are clamped).
pub fn settings(level: u8) -> LevelSettings {
    match level.clamp(1, 5) {
        1 => LevelSettings {
            max_depth: 2,
            max_nodes: Some(2_000),
            noise: 45,
            blunder: BLUNDER_1,
        },
        2 => LevelSettings {
            max_depth: 3,
            max_nodes: Some(5_000),
            noise: 40,
            blunder: 0,
        },
        3 => LevelSettings {
            max_depth: 64,
            max_nodes: Some(15_000),
            noise: 0,
            blunder: 0,
        },
        4 => LevelSettings {
            max_depth: 64,
            max_nodes: Some(100_000),
            noise: 0,
            blunder: 0,
        },
        _ => LevelSettings {
            max_depth: 64,
            max_nodes: None,
            noise: 0,
            blunder: 0,
        },
    }
}
