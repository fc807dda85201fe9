//! What each level may do. Strength comes from search effort (a node cap per level) and,
//! at the bottom, from seeded evaluation noise that makes it misjudge positions the way a
//! beginner does, while it still sees an immediate win or loss (those are exact, see
//! [`super::search`]).

/// One level's bounds; the caller's `Limits` still apply on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    pub max_depth: i32,
    pub max_nodes: Option<u64>,
    /// Half-width of the evaluation noise, in hundredths of a piece.
    pub noise: i32,
}

/// The settings of `level` (1..=5; others are clamped).
pub fn settings(level: u8) -> LevelSettings {
    match level.clamp(1, 5) {
        1 => LevelSettings {
            max_depth: 2,
            max_nodes: Some(2_000),
            noise: 45,
        },
        2 => LevelSettings {
            max_depth: 3,
            max_nodes: Some(5_000),
            noise: 40,
        },
        3 => LevelSettings {
            max_depth: 64,
            max_nodes: Some(30_000),
            noise: 0,
        },
        4 => LevelSettings {
            max_depth: 64,
            max_nodes: Some(300_000),
            noise: 0,
        },
        _ => LevelSettings {
            max_depth: 64,
            max_nodes: None,
            noise: 0,
        },
    }
}
