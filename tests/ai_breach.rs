//! The Breach AI: its rules mirror, tactics as named positions, determinism, legality
//! everywhere, and (ignored, run in release) strength against the greedy baseline and
//! between levels.
//!
//! Strength runs: `cargo test --release --test ai_breach -- --ignored --nocapture`.

use breaker::ai::breach::{self, baseline, board::Board, board::Turn};
use breaker::ai::Limits;
use breaker::games::breach::{Move, Position};
use breaker::games::rng::SplitMix64;
use breaker::games::{Color, Game, Outcome, Square};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

/// SplitMix64, for picking random moves in tests.
struct Rng(SplitMix64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
}

/// A uniformly random legal move (small boards: the list is at most a few thousand).
fn random_move(p: &Position, rng: &mut Rng, buf: &mut Vec<Move>) -> Move {
    p.legal_moves(buf);
    buf[rng.below(buf.len())]
}

fn turn_of(b: &Board, mv: Move) -> Turn {
    let at = |s: Square| b.cell(s.file as usize, s.rank as usize) as u16;
    match mv {
        Move::Place(a) => Turn::One(at(a)),
        Move::Pair(a, c) => Turn::Two(at(a), at(c)),
        Move::Replace { place, replace } => Turn::Replace(at(place), at(replace)),
    }
}

fn assert_same(b: &Board, p: &Position, context: &str) {
    let fresh = Board::from_position(p);
    assert_eq!(&b.cells[..], &fresh.cells[..], "{context}: cells");
    assert_eq!(b.markers, fresh.markers, "{context}: markers");
    assert_eq!(b.longest, fresh.longest, "{context}: longest rows");
    assert_eq!(b.turn, fresh.turn, "{context}: turn");
    assert_eq!(b.option, fresh.option, "{context}: option");
    assert_eq!(b.n_empty, fresh.n_empty, "{context}: empties");
    assert_eq!(b.is_over(), p.outcome().is_over(), "{context}: over");
    assert!(
        breach::board::mirrors(p),
        "{context}: longest rows vs rules"
    );
}

#[test]
fn search_board_mirrors_the_rules_on_random_games() {
    let mut rng = Rng(SplitMix64::new(7));
    let mut buf = Vec::new();
    for (game, n) in [5u8, 5, 6, 6, 7, 5, 6, 5].into_iter().enumerate() {
        for variant in [true, false] {
            let mut p = Position::new(n)
                .unwrap()
                .with_replacement_rows_count(variant);
            let mut b = Board::from_position(&p);
            while !p.outcome().is_over() {
                // Prefer replacements when offered: they are the tricky case.
                p.legal_moves(&mut buf);
                let replaces = buf.iter().filter(|m| m.replaced().is_some()).count();
                let mv = if replaces > 0 && rng.below(2) == 0 {
                    let k = rng.below(replaces);
                    *buf.iter()
                        .filter(|m| m.replaced().is_some())
                        .nth(k)
                        .unwrap()
                } else {
                    random_move(&p, &mut rng, &mut buf)
                };
                let t = turn_of(&b, mv);
                assert_eq!(b.to_move(t), mv);
                assert!(b.is_legal(t), "{mv} in {p}");
                b.play(t);
                p = p.play(mv).unwrap();
                assert_same(&b, &p, &format!("game {game}, {mv} → {p}"));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Tactics. Each position is built so that one kind of move is forced; the AI gets a
// small node budget (fast in debug) at a middle level.

fn ai(p: &Position, level: u8, nodes: u64) -> Move {
    let mv = breach::choose(p, level, &Limits::nodes(nodes).with_seed(3))
        .unwrap_or_else(|| panic!("no move in {p}"));
    assert!(p.play(mv).is_ok(), "{mv} is illegal in {p}");
    mv
}

/// Whether the side to move in `p` can reach a record of N at once (so whoever just
/// moved left a win on the board).
fn can_win_now(p: &Position) -> bool {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves
        .iter()
        .any(|&m| p.play_unchecked(m).outcome().winner() == Some(p.turn()))
}

#[test]
fn takes_an_immediate_record_of_n() {
    // White's eight on rank 1 becomes ten with i1 and j1: the game ends at once.
    let p = pos("10/10/10/5bb3/3bbb4/4b5/3bwb4/10/bbb4ww1/wwwwwwww2 w 8 7 -");
    let mv = ai(&p, 3, 400);
    assert_eq!(mv, Move::pair(sq("i1"), sq("j1")));
    assert_eq!(p.play(mv).unwrap().outcome().winner(), Some(Color::White));
}

#[test]
fn breaks_a_row_that_would_win_next_turn() {
    // Black's b1-e1 and g1-j1 need only a1 and f1: White must take one of them, or
    // Black's two stones make a row of ten.
    let p = pos("10/10/10/4w5/3ww5/3w1b4/2ww2b3/2w4b2/w6wb1/1bbbb1bbbb w 4 8 -");
    let mv = ai(&p, 3, 400);
    let next = p.play(mv).unwrap();
    assert!(!can_win_now(&next), "{mv} leaves Black a win in {next}");
}

#[test]
fn breaks_a_split_row_that_would_set_the_record() {
    // Same idea on a diagonal with gaps: a1 b2 c3 _ e5 f6 g7 _ i9 j10 — two black stones
    // on d4 and h8 make a diagonal of ten.
    let p = pos("9b/8b1/10/6b3/5b4/4b5/10/2b7/1b8/b1www1www1 w 3 6 -");
    let mv = ai(&p, 3, 400);
    let next = p.play(mv).unwrap();
    assert!(!can_win_now(&next), "{mv} leaves Black a win in {next}");
}

#[test]
fn replaces_to_complete_its_own_record_of_n() {
    // White holds the option: turning f1 white makes a1-j1 a row of ten.
    let p = pos("10/10/10/10/3b6/3b6/3b6/3b6/3b6/wwwwwbwwww w 5 6 r");
    let mv = ai(&p, 3, 400);
    assert_eq!(mv.replaced(), Some(sq("f1")), "{mv}");
    assert_eq!(p.play(mv).unwrap().outcome().winner(), Some(Color::White));
}

#[test]
fn replaces_the_stone_where_two_winning_rows_cross() {
    // Black threatens ten three ways (rank 10 at j10, file a at a1, file e at e1). Two
    // placements block only two; converting a10 or e10 breaks two rows at once, and the
    // placed stone blocks the third.
    let p = pos("bbbbbbbbb1/b3b5/b3b5/b3b5/b3b5/b3b1w3/b3b1w3/b3b1ww2/b3b2w2/10 w 4 9 r");
    let mv = ai(&p, 3, 600);
    let next = p.play(mv).unwrap();
    assert!(mv.replaced().is_some(), "{mv} does not use the option");
    assert!(!can_win_now(&next), "{mv} leaves Black a win in {next}");
}

/// Level 5 scores short playouts by the record holder: behind on the track, it must
/// still see the difference between a game lost at once and a record held.
#[test]
fn level_5_blocks_a_row_of_n_when_behind() {
    for text in [
        "10/10/10/4w5/3ww5/3w1b4/2ww2b3/2w4b2/w6wb1/1bbbb1bbbb w 4 8 -",
        "9b/8b1/10/6b3/5b4/4b5/10/2b7/1b8/b1www1www1 w 3 6 -",
        "bbbbbbbbb1/b3b5/b3b5/b3b5/b3b5/b3b1w3/b3b1w3/b3b1ww2/b3b2w2/10 w 4 9 r",
    ] {
        let p = pos(text);
        let mv = ai(&p, 5, 3000);
        let next = p.play(mv).unwrap();
        assert!(!can_win_now(&next), "{mv} leaves Black a win in {next}");
    }
}

/// Whether the side to move in `p` wins with best play: exhaustive, for a few empty sites.
fn wins(p: &Position) -> bool {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves.iter().any(|&m| {
        let next = p.play(m).unwrap();
        match next.outcome() {
            Outcome::Ongoing => !wins(&next),
            over => over.winner() == Some(p.turn()),
        }
    })
}

/// Near a full board the window count values most sites at 0, and the game is decided
/// by who must fill what. Level 5 spreads part of its priors evenly, so it still weighs
/// those sites: with none spread, this search never visited the winning pairs.
#[test]
fn level_5_weighs_the_sites_no_window_values() {
    // White leads 7-0 and places two of a4, c4, g4 and b7; Black places the other two.
    // Every pair without b7 wins, every pair with it loses.
    let p = pos(
        "bwbbbbbbbw/bbbbbbwbbw/bwbwwwbwww/w1wwwbwwbw/bwbbwbbbwb/bwwbwbbbbw/1w1wbw1wbw/bwwbwbbbww/wwbwbwwbww/bwbbwbwwbb w 7 0 -",
    );
    assert!(wins(&p));
    for seed in 1..=4 {
        let mv = breach::choose(&p, 5, &Limits::nodes(3000).with_seed(seed)).unwrap();
        let next = p.play(mv).unwrap();
        assert!(!wins(&next), "seed {seed}: {mv} lets Black win from {next}");
    }
}

#[test]
fn replaces_on_the_last_turn_to_overtake() {
    // 5×5, one empty site (e5), Black leads 4 to 3 and White holds the option: the
    // stone on e5 alone scores nothing, converting c1 makes White's a1-e1 a row of five.
    let p = pos("bbwb1/wbbbw/bwbwb/bwwbb/wwbww w 3 4 r");
    let mv = ai(&p, 3, 200);
    assert_eq!(mv.replaced(), Some(sq("c1")), "{mv}");
    assert_eq!(p.play(mv).unwrap().outcome().winner(), Some(Color::White));
}

// ---------------------------------------------------------------------------------------
// Determinism and legality.

#[test]
fn same_seed_and_node_budget_give_the_same_move() {
    for text in [
        "10/10/10/10/4w5/10/10/10/10/10 b 0 0 -",
        "10/10/10/5bb3/3bbb4/4b5/3bwb4/10/bbb4ww1/2wwww4 w 4 5 r",
    ] {
        let p = pos(text);
        for level in [1, 3, 5] {
            let limits = Limits::nodes(300).with_seed(11);
            let a = breach::choose(&p, level, &limits);
            let b = breach::choose(&p, level, &limits);
            assert_eq!(a, b, "level {level} in {text}");
        }
    }
}

/// Random positions reached by random play on an N×N board, with the variant flag.
fn random_positions(n: u8, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng(SplitMix64::new(seed));
    let mut out = Vec::new();
    let mut buf = Vec::new();
    while out.len() < count {
        let mut p = Position::new(n).unwrap();
        let plies = rng.below(n as usize * n as usize / 2);
        for _ in 0..plies {
            if p.outcome().is_over() {
                break;
            }
            // Big boards: a random pair of empty sites, without listing every move.
            let mv = if n > 7 {
                breach::baseline::random(&p, rng.below(1 << 30) as u64).unwrap()
            } else {
                random_move(&p, &mut rng, &mut buf)
            };
            p = p.play(mv).unwrap();
        }
        if !p.outcome().is_over() {
            out.push(p);
        }
    }
    out
}

#[test]
fn any_position_gets_a_legal_move() {
    let mut cases = vec![
        Position::new(5).unwrap(),
        Position::new(19).unwrap(),
        pos("5/5/2w2/5/5 b 0 0 -"),
        // The option, and the last single site with and without it.
        pos("5/5/1bb2/2w2/5 w 0 2 r"),
        pos("bbwb1/wbbbw/bwbwb/bwwbb/wwbww w 3 4 r"),
        pos("bbwb1/wbbbw/bwbwb/bwwbb/wwbww w 3 4 -"),
        pos("bbwbw/wbbbw/bwbwb/bwwbb/wwbw1 b 4 3 -"),
    ];
    cases.extend(random_positions(5, 12, 1));
    cases.extend(random_positions(10, 6, 2));
    cases.extend(random_positions(19, 3, 3));
    for p in &cases {
        for level in 1..=5 {
            ai(p, level, 60);
        }
        // Rule 12's variant: rows made by a replacement do not score.
        ai(&p.clone().with_replacement_rows_count(false), 3, 60);
    }
}

#[test]
fn a_finished_game_has_no_move() {
    let p = pos("bbwbw/wbbbw/bwbwb/bwwbb/wwbww b 3 4 -");
    assert!(p.outcome().is_over());
    assert_eq!(breach::choose(&p, 3, &Limits::nodes(10)), None);
    assert_eq!(baseline::greedy(&p, 0), None);
}

#[test]
fn cancelled_search_still_answers() {
    let p = pos("10/10/10/10/4w5/10/10/10/10/10 b 0 0 -");
    let limits = Limits::default();
    limits
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let mv = breach::choose(&p, 5, &limits).expect("a move");
    assert!(p.play(mv).is_ok());
}

// ---------------------------------------------------------------------------------------
// Strength (ignored: minutes in release).

/// Plays one game; `white`/`black` give a move for a position. Returns the winner.
fn play_game(
    n: u8,
    white: &mut dyn FnMut(&Position) -> Move,
    black: &mut dyn FnMut(&Position) -> Move,
) -> Outcome {
    let mut p = Position::new(n).unwrap();
    while !p.outcome().is_over() {
        let mv = if p.turn() == Color::White {
            white(&p)
        } else {
            black(&p)
        };
        p = p.play(mv).unwrap();
    }
    p.outcome()
}

/// Score of player A over `games` games, alternating colours.
fn match_score(
    n: u8,
    games: u64,
    a: &dyn Fn(&Position, u64) -> Move,
    b: &dyn Fn(&Position, u64) -> Move,
) -> f64 {
    let mut score = 0.0;
    for g in 0..games {
        let a_white = g % 2 == 0;
        let seed = 1000 * g;
        let mut pa = |p: &Position| a(p, seed + p.stone_count(Color::White) as u64);
        let mut pb = |p: &Position| b(p, seed + 7 + p.stone_count(Color::Black) as u64);
        let outcome = if a_white {
            play_game(n, &mut pa, &mut pb)
        } else {
            play_game(n, &mut pb, &mut pa)
        };
        let a_color = if a_white { Color::White } else { Color::Black };
        score += match outcome.winner() {
            Some(c) if c == a_color => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    score
}

fn level(level: u8, nodes: u64) -> impl Fn(&Position, u64) -> Move {
    move |p, seed| breach::choose(p, level, &Limits::nodes(nodes).with_seed(seed)).unwrap()
}

#[test]
#[ignore]
fn level_5_beats_greedy_on_10x10() {
    let games = 40;
    let greedy = |p: &Position, seed| baseline::greedy(p, seed).unwrap();
    let score = match_score(10, games, &level(5, 10_000), &greedy);
    println!("level 5 (10000 simulations) vs greedy, 10×10: {score}/{games}");
    assert!(score >= 0.95 * games as f64);
}

#[test]
#[ignore]
fn each_level_beats_the_one_below() {
    // Level 5 gets 20000 simulations; levels 1–4 stop at their own smaller budgets.
    let games = 20;
    for n in 1..5u8 {
        let score = match_score(10, games, &level(n + 1, 20_000), &level(n, 20_000));
        println!("level {} vs level {n}, 10×10: {score}/{games}", n + 1);
        assert!(score >= 0.6 * games as f64, "level {} vs {n}", n + 1);
    }
}

#[test]
#[ignore]
fn simulations_per_second() {
    let opening = pos("10/10/10/10/4w5/10/10/10/10/10 b 0 0 -");
    let mut mid = opening.clone();
    for k in 0..16 {
        let mv = breach::choose(&mid, 2, &Limits::nodes(150).with_seed(k)).unwrap();
        mid = mid.play(mv).unwrap();
    }
    for (name, p) in [("10×10 after the opening", opening), ("10×10 midgame", mid)] {
        let limits = Limits::time(1000);
        let (_, stats) = breach::choose_with_stats(&p, breach::level_params(5), &limits).unwrap();
        println!(
            "{name} ({p}): {} simulations in {:.2} s = {:.0}/s, {} tree nodes",
            stats.sims,
            stats.seconds,
            stats.sims as f64 / stats.seconds,
            stats.nodes
        );
    }
}
