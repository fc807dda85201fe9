// Temporary tuning probe (removed before hand-off): match weight sets at a node budget.
use breaker::ai::{breakthrough, Limits};
use breaker::games::{breakthrough::Position, Color, Game};

fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 31)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z ^ (z >> 29)
}

fn variant(name: &str) -> breakthrough::Weights {
    let mut w = breakthrough::Weights::default();
    for kv in name.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').unwrap();
        let v: i32 = v.parse().unwrap();
        match k {
            "home" => w.home = v,
            "advance" => w.advance = v,
            "lmr" => w.lmr = v,
            "qchecks" => w.qchecks = v,
            "hanging" => w.hanging = v,
            "defended" => w.defended = v,
            _ => panic!("{k}"),
        }
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let a = variant(&args[1]);
    let b = variant(&args[2]);
    let games: u64 = args[3].parse().unwrap();
    let nodes: u64 = args[4].parse().unwrap();
    let mut points_b = 0.0;
    for i in 0..games / 2 {
        let mut start = Position::new(8, 8).unwrap();
        for k in 0..4 {
            let mut moves = Vec::new();
            start.legal_moves(&mut moves);
            start = start.play(moves[(mix(i + 1000, k) % moves.len() as u64) as usize]).unwrap();
        }
        for b_white in [false, true] {
            let mut pos = start;
            while !pos.outcome().is_over() {
                let use_b = (pos.turn() == Color::White) == b_white;
                let w = if use_b { &b } else { &a };
                let mv = breakthrough::analyse_with(&pos, 5, &Limits::nodes(nodes), w).unwrap().best;
                pos = pos.play(mv).unwrap();
            }
            if (pos.outcome().winner() == Some(Color::White)) == b_white {
                points_b += 1.0;
            }
        }
    }
    println!("{} vs {}: B scores {points_b}/{games}", args[1], args[2]);
}
