//! Board images against reference PNGs in `tests/fixtures/render/`, saved from the
//! renderer before it was made fast: the fast renderer must look the same to the eye.
//!
//! Each case is a position reached by a seeded random playout; its position text and last
//! move are stored beside the PNG, so a change in move generation shows up as a clear
//! failure here rather than as a picture that differs.
//!
//! To rewrite the references (only after a deliberate change of the look):
//! `BREAKER_BLESS_RENDER=1 cargo test --test render_reference`.

use breaker::games::{breach, breakthrough, AnyMove, AnyPosition, Color, Game};
use breaker::render::{self, Header};
use image::RgbImage;
use std::path::PathBuf;

struct Case {
    name: &'static str,
    pos: AnyPosition,
    last: Option<AnyMove>,
    header: Header,
}

fn next(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

/// Plays seeded random moves from `pos` while `go_on` holds and the game is not over.
fn playout<G: Game>(
    mut pos: G,
    seed: u64,
    go_on: impl Fn(&G, usize) -> bool,
) -> (G, Option<G::Move>) {
    let mut state = seed;
    let mut last = None;
    let mut moves = Vec::new();
    let mut plies = 0;
    while go_on(&pos, plies) {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[next(&mut state) as usize % moves.len()];
        pos = pos.play(mv).unwrap();
        last = Some(mv);
        plies += 1;
    }
    (pos, last)
}

fn stones(pos: &breach::Position) -> usize {
    pos.stone_count(Color::White) + pos.stone_count(Color::Black)
}

fn bt(name: &'static str, w: u8, h: u8, plies: usize, status: &str) -> Case {
    let start = breakthrough::Position::new(w, h).unwrap();
    let (pos, last) = playout(start, 5, |_, n| n < plies);
    Case {
        name,
        pos: AnyPosition::Breakthrough(pos),
        last: last.map(AnyMove::Breakthrough),
        header: Header::new("Kestrel", "amaryllis_42", status),
    }
}

fn br(name: &'static str, n: u8, min_stones: usize, status: &str) -> Case {
    let start = breach::Position::new(n).unwrap();
    let (pos, last) = playout(start, n as u64, |p, _| stones(p) < min_stones);
    Case {
        name,
        pos: AnyPosition::Breach(pos),
        last: last.map(AnyMove::Breach),
        header: Header::new("Kestrel", "amaryllis_42", status),
    }
}

fn cases() -> Vec<Case> {
    let option = {
        let pos = breach::Position::new(10).unwrap();
        let pos = pos.play(pos.parse_move("e5").unwrap()).unwrap();
        let mv = pos.parse_move("f6 g7").unwrap();
        (pos.play(mv).unwrap(), mv)
    };
    vec![
        bt("breakthrough-8x8-start", 8, 8, 0, "White to move · move 1"),
        bt("breakthrough-8x8-mid", 8, 8, 24, "White to move · move 13"),
        bt("breakthrough-5x7", 5, 7, 9, "Black to move · move 5"),
        bt("breakthrough-16x16", 16, 16, 60, "White to move · move 31"),
        bt("breakthrough-6x6-over", 6, 6, 1000, "Game over"),
        br("breach-10-50", 10, 50, "Black to move · move 26"),
        br("breach-19-full", 19, 19 * 19, "Game over"),
        br("breach-5", 5, 9, "White to move"),
        Case {
            name: "breach-10-option",
            pos: AnyPosition::Breach(option.0),
            last: Some(AnyMove::Breach(option.1)),
            header: Header::new("Kestrel", "amaryllis_42", "White to move · move 3"),
        },
    ]
}

fn fixture(name: &str, ext: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/render")
        .join(format!("{name}.{ext}"))
}

fn describe(case: &Case) -> String {
    let last = case
        .last
        .as_ref()
        .map_or("-".to_string(), |m| m.to_string());
    format!("{}\nlast: {last}\n", case.pos)
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("a valid PNG").to_rgb8()
}

/// How far apart two images are: the mean absolute difference over all channels, and the
/// share of pixels whose largest channel difference is above `loud`.
fn difference(a: &RgbImage, b: &RgbImage, loud: u8) -> (f64, f64) {
    let mut sum = 0u64;
    let mut loud_pixels = 0usize;
    for (pa, pb) in a.pixels().zip(b.pixels()) {
        let mut worst = 0u8;
        for c in 0..3 {
            let d = pa.0[c].abs_diff(pb.0[c]);
            sum += d as u64;
            worst = worst.max(d);
        }
        if worst > loud {
            loud_pixels += 1;
        }
    }
    let n = a.pixels().len();
    (sum as f64 / (3 * n) as f64, loud_pixels as f64 / n as f64)
}

#[test]
fn boards_look_as_before() {
    let bless = std::env::var_os("BREAKER_BLESS_RENDER").is_some();
    for case in cases() {
        let png = render::board(&case.pos, case.last.as_ref(), &case.header).unwrap();
        let text = describe(&case);
        if bless {
            std::fs::create_dir_all(fixture(case.name, "png").parent().unwrap()).unwrap();
            std::fs::write(fixture(case.name, "png"), &png).unwrap();
            std::fs::write(fixture(case.name, "txt"), &text).unwrap();
            continue;
        }
        let expected_text = std::fs::read_to_string(fixture(case.name, "txt")).unwrap();
        assert_eq!(
            text, expected_text,
            "{}: the playout reached another position",
            case.name
        );
        let reference = decode(&std::fs::read(fixture(case.name, "png")).unwrap());
        let image = decode(&png);
        assert_eq!(image.dimensions(), reference.dimensions(), "{}", case.name);
        let (mean, loud) = difference(&image, &reference, 24);
        println!(
            "{}: mean diff {mean:.3}, {:.3}% pixels off by > 24",
            case.name,
            loud * 100.0
        );
        assert!(mean < 1.0, "{}: mean difference {mean:.3}", case.name);
        assert!(
            loud < 0.002,
            "{}: {:.3}% of pixels differ visibly",
            case.name,
            loud * 100.0
        );
    }
}

/// The comparison itself must catch a changed picture: one moved piece is a failure.
#[test]
fn a_moved_piece_is_caught() {
    let start = breakthrough::Position::new(8, 8).unwrap();
    let header = Header::new("Kestrel", "amaryllis_42", "White to move · move 1");
    let a = decode(&render::breakthrough(&start, None, &header).unwrap());
    let mv = start.parse_move("a2-a3").unwrap();
    let moved = start.play(mv).unwrap();
    let b = decode(&render::breakthrough(&moved, None, &header).unwrap());
    let (_, loud) = difference(&a, &b, 24);
    assert!(loud >= 0.002, "{:.4}%", loud * 100.0);
}
