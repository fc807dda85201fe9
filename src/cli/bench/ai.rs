//! `breaker bench ai`: how strong and how fast the AI is.
//!
//! - speed: Breakthrough 8×8 level 5 for 1 s from the start and from a midgame position
//!   (nodes, nodes/s, depth), and the baseline MCTS's simulations/s;
//! - levels: a tournament between adjacent levels (n against n+1) for both games, each
//!   pair of games from one seeded random opening with colours swapped, every move
//!   node-bounded, so the table is reproducible; score and Elo difference per pairing;
//! - baseline: Breakthrough level 5 against the plain UCT baseline at equal time on 8×8,
//!   and on 5×5 (a second-player win) level 5 as Black against the baseline and lower
//!   levels, where it must never lose;
//! - breach-baseline: Breach level 5 against a plain UCT MCTS (no priors, random
//!   playouts) on 10×10 at equal time and with 10× the time for the MCTS. Measured
//!   (`--breach-baseline-ms 100 --baseline-games 40`, release, 2-core machine):
//!   39/40 at equal time, 39/40 against 10× the time;
//! - beginner: level 1 against players who only know the rules (Breakthrough: a one-ply
//!   capture-preferring player; Breach: the greedy row-builder); it should lose most.

use crate::ai::{self, breach, breakthrough, Limits};
use crate::games::{breakthrough::Position, AnyMove, AnyPosition, Color, GameKind};
use clap::{Args, ValueEnum};
use std::time::Duration;

/// A fixed 8×8 midgame (White to move, 24 plies in) for the speed figures.
pub const MIDGAME: &str = "bbbb1bb1/1b1bbb1b/b4b2/1b3b2/3w1w2/1w1w2w1/1w2w1ww/ww1wwww1 w";

#[derive(Args, Debug, Clone)]
pub struct AiBenchArgs {
    /// ai: which parts to run.
    #[arg(long, value_enum, default_value = "all")]
    part: Part,
    /// ai: which game's level tournament to run.
    #[arg(long, value_enum, default_value = "both")]
    game: Which,
    /// ai: games per pairing (rounded up to an even number: each opening with both colours).
    /// service: games played at once.
    #[arg(long, default_value_t = 10)]
    pub(super) games: u32,
    /// ai: the node budget of a Breakthrough move in the level tournament (levels 1-4 cap
    /// themselves lower).
    #[arg(long, default_value_t = 1_000_000)]
    nodes: u64,
    /// ai: the node (simulation) budget of a Breach move in the level tournament.
    #[arg(long, default_value_t = 20_000)]
    breach_nodes: u64,
    /// ai: milliseconds a move in games against the baseline MCTS.
    #[arg(long, default_value_t = 1000)]
    baseline_ms: u64,
    /// ai: games against the baseline MCTS on 8×8 (and on Breach 10×10).
    #[arg(long, default_value_t = 10)]
    baseline_games: u32,
    /// ai: milliseconds a move for Breach level 5 against the plain MCTS (which gets this
    /// and then 10× this).
    #[arg(long, default_value_t = 500)]
    breach_baseline_ms: u64,
    /// ai: games of level 1 against the rules-only players.
    #[arg(long, default_value_t = 40)]
    beginner_games: u32,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    All,
    Speed,
    Levels,
    Baseline,
    BreachBaseline,
    Beginner,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    Both,
    Breakthrough,
    Breach,
}

pub fn run(args: &AiBenchArgs) {
    if matches!(args.part, Part::All | Part::Speed) {
        speed();
    }
    if matches!(args.part, Part::All | Part::Levels) {
        if args.game != Which::Breach {
            levels(GameKind::Breakthrough, "8x8", args);
        }
        if args.game != Which::Breakthrough {
            levels(GameKind::Breach, "10", args);
        }
    }
    if matches!(args.part, Part::All | Part::Baseline) {
        baseline(args);
    }
    if matches!(args.part, Part::All | Part::Beginner) {
        beginner(args);
    }
    if matches!(args.part, Part::All | Part::BreachBaseline) {
        breach_baseline(args);
    }
}

fn speed() {
    println!("== speed (level 5, 1 s a position)");
    for (name, text) in [("8x8 start", None), ("8x8 midgame", Some(MIDGAME))] {
        let pos = match text {
            Some(t) => t.parse::<Position>().expect("the midgame text is valid"),
            None => Position::new(8, 8).expect("8x8 is supported"),
        };
        let limits = Limits::time(1000);
        let t = std::time::Instant::now();
        let a = breakthrough::analyse(&pos, 5, &limits).expect("a move");
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{name}: {} in {secs:.2} s, {:.2} M nodes/s, depth {}, best {} (score {})",
            a.nodes,
            a.nodes as f64 / secs / 1e6,
            a.depth,
            a.best,
            a.score
        );
        let t = std::time::Instant::now();
        let s = breakthrough::baseline::analyse(&pos, &limits).expect("a move");
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{name}: baseline MCTS {} simulations, {:.0} k simulations/s, best {}",
            s.simulations,
            s.simulations as f64 / secs / 1e3,
            s.best
        );
    }
}

/// Who plays a side.
#[derive(Clone, Copy, Debug)]
enum Player {
    Level(u8),
    /// The plain UCT baseline, with this many times the move budget.
    Mcts(u64),
    /// Rules only: Breakthrough's one-ply capturer, Breach's greedy row-builder.
    Rules,
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(l) => write!(f, "L{l}"),
            Player::Mcts(1) => f.write_str("MCTS"),
            Player::Mcts(k) => write!(f, "MCTS×{k}"),
            Player::Rules => f.write_str("rules-only"),
        }
    }
}

/// How each move is bounded.
#[derive(Clone, Copy)]
enum Budget {
    Nodes(u64),
    Millis(u64),
}

fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 31)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z ^ (z >> 29)
}

/// A start position after `plies` seeded random moves (the same for both colour orders).
fn opening(kind: GameKind, size: &str, plies: u32, seed: u64) -> AnyPosition {
    let mut pos = AnyPosition::start(kind, Some(size)).expect("bench sizes are supported");
    for i in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[(mix(seed, i as u64) % moves.len() as u64) as usize];
        pos = pos.play(mv).expect("a legal move");
    }
    pos
}

/// Plays one game to its end; the winner (`None` for a draw or a move-less stalemate).
fn play(
    start: &AnyPosition,
    white: Player,
    black: Player,
    budget: Budget,
    seed: u64,
) -> Option<Color> {
    let mut pos = start.clone();
    for ply in 0..10_000u64 {
        if let Some(w) = pos.outcome().winner() {
            return Some(w);
        }
        if pos.outcome().is_over() {
            return None;
        }
        let who = if pos.turn() == Color::White {
            white
        } else {
            black
        };
        let times = match who {
            Player::Mcts(k) => k,
            _ => 1,
        };
        let limits = match budget {
            Budget::Nodes(n) => Limits {
                time: None,
                nodes: Some(n * times),
                ..Limits::default()
            },
            Budget::Millis(ms) => Limits {
                time: Some(Duration::from_millis(ms * times)),
                nodes: None,
                ..Limits::default()
            },
        }
        .with_seed(mix(seed, ply));
        let mv = match (who, &pos) {
            (Player::Level(l), _) => ai::choose(&pos, l, &limits),
            (Player::Mcts(_), AnyPosition::Breakthrough(p)) => {
                breakthrough::baseline::choose(p, &limits).map(AnyMove::Breakthrough)
            }
            (Player::Mcts(_), AnyPosition::Breach(p)) => {
                breach::baseline::mcts(p, &limits).map(AnyMove::Breach)
            }
            (Player::Rules, AnyPosition::Breakthrough(p)) => {
                breakthrough::baseline::capturer(p, limits.seed).map(AnyMove::Breakthrough)
            }
            (Player::Rules, AnyPosition::Breach(p)) => {
                breach::baseline::greedy(p, limits.seed).map(AnyMove::Breach)
            }
        };
        let mv = mv?;
        pos = pos.play(mv).expect("the AI plays legal moves");
    }
    None
}

/// The Elo difference that a score fraction implies (clamped away from 0 and 1).
pub fn elo(score: f64, games: u32) -> f64 {
    let eps = 0.5 / games.max(1) as f64;
    let s = score.clamp(eps, 1.0 - eps);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// A match of `games` games (openings with both colours); the points of `b`.
fn duel(
    kind: GameKind,
    size: &str,
    a: Player,
    b: Player,
    games: u32,
    budget: Budget,
    plies: u32,
) -> (f64, u32) {
    let pairs = games.div_ceil(2);
    let mut points = 0.0;
    for i in 0..pairs {
        let seed = mix(0xbe4c_0000 + i as u64, kind as u64);
        let start = opening(kind, size, plies, seed);
        for (white, black, b_color) in [(a, b, Color::Black), (b, a, Color::White)] {
            points += match play(&start, white, black, budget, seed) {
                Some(w) if w == b_color => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    }
    (points, pairs * 2)
}

fn levels(kind: GameKind, size: &str, args: &AiBenchArgs) {
    let (plies, nodes) = match kind {
        GameKind::Breakthrough => (4, args.nodes),
        GameKind::Breach => (2, args.breach_nodes),
    };
    println!(
        "== {} {size} levels: n against n+1, {} games a pairing from {plies}-ply random openings, ≤ {} nodes a move",
        kind.id(),
        args.games.div_ceil(2) * 2,
        nodes
    );
    for n in 1..5u8 {
        let t = std::time::Instant::now();
        let (points, games) = duel(
            kind,
            size,
            Player::Level(n),
            Player::Level(n + 1),
            args.games,
            Budget::Nodes(nodes),
            plies,
        );
        let frac = points / games as f64;
        println!(
            "L{} vs L{}: L{} scores {points}/{games} ({:.0}%), Elo {:+.0} ({:.0} s)",
            n,
            n + 1,
            n + 1,
            100.0 * frac,
            elo(frac, games),
            t.elapsed().as_secs_f64()
        );
    }
}

fn baseline(args: &AiBenchArgs) {
    let ms = args.baseline_ms;
    println!("== baseline: level 5 against plain UCT MCTS, {ms} ms a move each");
    let (points, games, seconds) =
        level5_against_mcts(GameKind::Breakthrough, "8x8", 1, args.baseline_games, ms);
    println!(
        "8x8: L5 scores {points}/{games} ({:.0}%) against MCTS ({seconds:.0} s)",
        100.0 * points / games as f64,
    );
    // 5×5 is a second-player win: level 5 as Black must never lose.
    let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).expect("5x5 is supported");
    let opponents = [
        Player::Mcts(1),
        Player::Level(1),
        Player::Level(2),
        Player::Level(3),
        Player::Level(4),
    ];
    for opp in opponents {
        let mut losses = 0;
        let rounds = 4;
        for seed in 0..rounds {
            if play(&start, opp, Player::Level(5), Budget::Millis(ms), seed) != Some(Color::Black) {
                losses += 1;
            }
        }
        println!("5x5: L5 as Black against {opp}: {losses} losses in {rounds} games");
    }
}

fn beginner(args: &AiBenchArgs) {
    println!(
        "== beginner: level 1 against rules-only players, {} games each",
        args.beginner_games.div_ceil(2) * 2
    );
    for (kind, size, plies) in [
        (GameKind::Breakthrough, "8x8", 4),
        (GameKind::Breach, "10", 2),
    ] {
        let t = std::time::Instant::now();
        let (points, games) = duel(
            kind,
            size,
            Player::Level(1),
            Player::Rules,
            args.beginner_games,
            Budget::Nodes(args.breach_nodes),
            plies,
        );
        println!(
            "{} {size}: rules-only scores {points}/{games} ({:.0}%) against L1 ({:.0} s)",
            kind.id(),
            100.0 * points / games as f64,
            t.elapsed().as_secs_f64()
        );
        // The ladder must stay ordered above the weakened level 1.
        let (points, games) = duel(
            kind,
            size,
            Player::Level(1),
            Player::Level(2),
            args.beginner_games,
            Budget::Nodes(args.breach_nodes),
            plies,
        );
        println!(
            "{} {size}: L2 scores {points}/{games} ({:.0}%) against L1",
            kind.id(),
            100.0 * points / games as f64,
        );
    }
}

/// Level 5 at `ms` a move against plain MCTS at `times` as long: its points, the games
/// and the seconds they took.
fn level5_against_mcts(
    kind: GameKind,
    size: &str,
    times: u64,
    games: u32,
    ms: u64,
) -> (f64, u32, f64) {
    let t = std::time::Instant::now();
    let (points, games) = duel(
        kind,
        size,
        Player::Mcts(times),
        Player::Level(5),
        games,
        Budget::Millis(ms),
        2,
    );
    (points, games, t.elapsed().as_secs_f64())
}

fn breach_baseline(args: &AiBenchArgs) {
    let ms = args.breach_baseline_ms;
    for times in [1, 10] {
        println!(
            "== breach baseline: level 5 at {ms} ms a move against plain UCT MCTS at {} ms, 10x10",
            ms * times
        );
        let (points, games, seconds) =
            level5_against_mcts(GameKind::Breach, "10", times, args.baseline_games, ms);
        println!(
            "10x10: L5 scores {points}/{games} ({:.0}%) against MCTS×{times} ({seconds:.0} s)",
            100.0 * points / games as f64,
        );
    }
}
