//! `breaker bench render`: board images per size, best of N, in milliseconds and KB, with
//! the targets beside them. The positions are seeded random playouts, so every run draws
//! the same pictures.

use crate::games::rng::SplitMix64;
use crate::games::{breach, breakthrough, AnyMove, AnyPosition, Color, Game};
use crate::render::{self, Header};
use clap::Args;
use std::time::Instant;

#[derive(Args, Debug, Clone)]
pub struct RenderBenchArgs {
    /// render: images drawn per case (the best and the median are shown).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    iterations: u32,
    /// render: only the cases whose name contains this text (e.g. "move + board").
    #[arg(long)]
    case: Option<String>,
}

/// One picture to draw, with its targets (`None`: no target).
pub struct Case {
    pub name: &'static str,
    pub pos: AnyPosition,
    pub last: Option<AnyMove>,
    pub target_ms: Option<f64>,
    pub target_kb: Option<f64>,
    /// The players' names, if not the usual Latin ones ([`header`]).
    pub names: Option<(&'static str, &'static str)>,
    /// Time moves, not the picture alone: a game goes on from the position by seeded
    /// random moves, each read from its text and played, then its board drawn (what a
    /// `/move` costs in process, before the database and Discord).
    pub with_move: bool,
}

/// Plays seeded random moves from `pos` while `go_on` holds and moves are left: the
/// position reached and the last move.
pub fn playout<G: Game + Clone>(
    mut pos: G,
    seed: u64,
    go_on: impl Fn(&G, usize) -> bool,
) -> (G, Option<G::Move>) {
    let mut rng = SplitMix64::new(seed);
    let (mut last, mut moves, mut plies) = (None, Vec::new(), 0);
    while go_on(&pos, plies) {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        pos = pos.play(mv).expect("a legal move");
        last = Some(mv);
        plies += 1;
    }
    (pos, last)
}

fn stones(p: &breach::Position) -> usize {
    p.stone_count(Color::White) + p.stone_count(Color::Black)
}

fn breakthrough_case(name: &'static str, size: u8, plies: usize) -> Case {
    let start = breakthrough::Position::new(size, size).expect("a supported size");
    let (pos, last) = playout(start, 5, |_, n| n < plies);
    Case {
        name,
        pos: AnyPosition::Breakthrough(pos),
        last: last.map(AnyMove::Breakthrough),
        target_ms: None,
        target_kb: None,
        names: None,
        with_move: false,
    }
}

fn breach_case(name: &'static str, size: u8, min_stones: usize) -> Case {
    let start = breach::Position::new(size).expect("a supported size");
    let (pos, last) = playout(start, 5, |p, _| stones(p) < min_stones);
    Case {
        name,
        pos: AnyPosition::Breach(pos),
        last: last.map(AnyMove::Breach),
        target_ms: None,
        target_kb: None,
        names: None,
        with_move: false,
    }
}

/// The cases of the targets, plus a few sizes without targets.
pub fn cases() -> Vec<Case> {
    vec![
        Case {
            target_ms: Some(6.0),
            target_kb: Some(60.0),
            ..breakthrough_case("breakthrough 8x8 midgame", 8, 24)
        },
        breakthrough_case("breakthrough 8x8 start", 8, 0),
        // The midgame again with names in Hangul (the fallback font) and an emoji (a
        // hex box).
        Case {
            names: Some(("민수 김", "Дмитрий 🐉")),
            ..breakthrough_case("breakthrough 8x8 hangul", 8, 24)
        },
        breakthrough_case("breakthrough 16x16 midgame", 16, 60),
        Case {
            target_ms: Some(8.0),
            target_kb: Some(80.0),
            ..breach_case("breach 10x10, 50 stones", 10, 50)
        },
        Case {
            target_ms: Some(20.0),
            ..breach_case("breach 19x19 full", 19, 19 * 19)
        },
        breach_case("breach 5x5, 12 stones", 5, 12),
        Case {
            target_ms: Some(3.0),
            with_move: true,
            ..breakthrough_case("move + board 8x8", 8, 24)
        },
        Case {
            target_ms: Some(3.5),
            with_move: true,
            ..breach_case("move + board breach 10x10", 10, 50)
        },
    ]
}

/// A header like the service's: names and a status line.
pub fn header(pos: &AnyPosition) -> Header {
    Header::new(
        "Kestrel",
        "amaryllis_42",
        format!("{} to move · move 12", pos.turn()),
    )
}

fn verdict(value: f64, target: Option<f64>) -> String {
    match target {
        Some(t) if value <= t => format!("≤ {t} ok"),
        Some(t) => format!("≤ {t} MISSED"),
        None => "-".to_string(),
    }
}

pub fn run(args: &RenderBenchArgs) -> anyhow::Result<()> {
    println!(
        "render: best and median of {} images per case (shared CPU: best is the figure; \
         a move + board case is judged on its median)",
        args.iterations
    );
    println!(
        "{:<28} {:>8} {:>8} {:>8} {:>14} {:>8} {:>14}",
        "case", "first ms", "best ms", "median", "target", "KB", "target"
    );
    for case in cases() {
        if args
            .case
            .as_ref()
            .is_some_and(|c| !case.name.contains(c.as_str()))
        {
            continue;
        }
        let mut header = header(&case.pos);
        if let Some((white, black)) = case.names {
            (header.white, header.black) = (white.to_string(), black.to_string());
        }
        let mut times = Vec::with_capacity(args.iterations as usize);
        let mut bytes = 0;
        // A move is timed as games make it: a new move on the position whose picture
        // was drawn just before (so the bands it did not change are kept), in one of
        // `GAMES` games going on at once from the case's position (each with its own
        // players, its status line naming the move as the service's does), a new seeded
        // one where a game ends.
        let mut game = case.with_move.then(|| Walks::new(&case.pos));
        for _ in 0..args.iterations {
            let png = match &mut game {
                Some(walks) => {
                    let (took, png) = walks.step()?;
                    times.push(took);
                    png
                }
                None => {
                    // The picture alone, drawn whole: nothing kept from the last one.
                    render::forget_kept_bands();
                    let t = Instant::now();
                    let png = render::board(&case.pos, case.last.as_ref(), &header)?;
                    times.push(t.elapsed().as_secs_f64() * 1e3);
                    png
                }
            };
            bytes = std::hint::black_box(png).len();
        }
        let first = times[0];
        times.sort_by(f64::total_cmp);
        let (best, median) = (times[0], times[times.len() / 2]);
        // A move's best is one that changed next to nothing: its cases are judged on
        // the median.
        let judged = if case.with_move { median } else { best };
        let kb = bytes as f64 / 1024.0;
        println!(
            "{:<28} {:>8.2} {:>8.2} {:>8.2} {:>14} {:>8.1} {:>14}",
            case.name,
            first,
            best,
            median,
            verdict(judged, case.target_ms),
            kb,
            verdict(kb, case.target_kb),
        );
    }
    Ok(())
}

/// Games going on at once in a `move + board` case: as many as the load test's.
const GAMES: usize = 100;

/// `GAMES` games played on by seeded random moves in turn, each one's picture drawn
/// after each of its moves: what a `/move` costs in process, before the database and
/// Discord, with as many games' bands kept as a busy server has.
struct Walks {
    games: Vec<Walk>,
    next: usize,
}

impl Walks {
    fn new(pos: &AnyPosition) -> Walks {
        let mut games: Vec<Walk> = (0..GAMES).map(|i| Walk::new(pos, i)).collect();
        // Games are at different points when the timing starts, each with its players'
        // pills drawn for both sides to move (as a game's are after its first two
        // moves): game `i` has played 2 + i % 12 moves, untimed, the games taking turns
        // as on a server.
        for round in 0..13 {
            for (i, game) in games.iter_mut().enumerate() {
                if round < 2 + i % 12 {
                    let _ = game.step();
                }
            }
        }
        Walks { games, next: 0 }
    }

    /// The next game's move and board.
    fn step(&mut self) -> anyhow::Result<(f64, Vec<u8>)> {
        let at = self.next;
        self.next = (at + 1) % self.games.len();
        self.games[at].step()
    }
}

/// One game played on by seeded random moves, its picture drawn after each.
struct Walk {
    start: AnyPosition,
    pos: AnyPosition,
    rng: SplitMix64,
    /// Plies played since the start, for the status line's move number.
    plies: usize,
    white: String,
    black: String,
}

impl Walk {
    fn new(pos: &AnyPosition, i: usize) -> Walk {
        let walk = Walk {
            start: pos.clone(),
            pos: pos.clone(),
            rng: SplitMix64::new(39 + i as u64),
            plies: 24,
            white: format!("Kestrel {i}"),
            black: format!("amaryllis_{i}"),
        };
        // The picture the game showed before the first timed move.
        let _ = render::board(pos, None, &walk.header(pos));
        walk
    }

    /// The service's kind of header for `pos`: the players, the side to move and the
    /// move number.
    fn header(&self, pos: &AnyPosition) -> Header {
        Header::new(
            self.white.as_str(),
            self.black.as_str(),
            format!("{} to move · move {}", pos.turn(), self.plies / 2 + 1),
        )
    }

    /// One move, read from its text and played, and its board: the time taken in
    /// milliseconds, and the PNG.
    fn step(&mut self) -> anyhow::Result<(f64, Vec<u8>)> {
        let mut moves = self.pos.legal_moves();
        if moves.is_empty() || self.pos.outcome().is_over() {
            // The game is over: again from the case's position.
            self.pos = self.start.clone();
            self.plies = 24;
            moves = self.pos.legal_moves();
        }
        let text = moves.swap_remove(self.rng.below(moves.len())).to_string();
        let t = Instant::now();
        let (pos, mv) = self.pos.play_text(&text)?;
        self.plies += 1;
        let png = render::board(&pos, Some(&mv), &self.header(&pos))?;
        let took = t.elapsed().as_secs_f64() * 1e3;
        self.pos = pos;
        Ok((took, png))
    }
}
