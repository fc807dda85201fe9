//! Hand-worked cases.

use super::*;

fn line(n: u32, points: &str, rounds: &[&str]) -> String {
    let mut s = format!(
        "001 {n:>4}      {:<33} {:>4}                            {points:>4} {n:>4}",
        format!("P{n}"),
        2400 - n * 10
    );
    for r in rounds {
        s.push_str("  ");
        s.push_str(r);
    }
    s
}

fn tournament(rounds: u32, lines: &[String]) -> trf::Tournament {
    let mut text = format!("XXR {rounds}\nXXC white1\n");
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    text.parse().unwrap()
}

fn p(white: u32, black: u32) -> Pairing {
    Pairing {
        white,
        black: Some(black),
    }
}

#[test]
fn round_one_is_top_half_against_bottom_half_with_alternating_colours() {
    let lines: Vec<String> = (1..=7).map(|n| line(n, "0.0", &[])).collect();
    let t = tournament(5, &lines);
    // Seven players: 1-4 .. 3-6 by halves (the lowest, 7, gets the bye).
    assert_eq!(
        pair(&t).unwrap(),
        vec![
            p(1, 4),
            p(5, 2),
            p(3, 6),
            Pairing {
                white: 7,
                black: None
            }
        ]
    );
}

#[test]
fn no_rematch_and_colours_alternate_in_round_two() {
    // Round 1: 1-3 (1 won), 4-2 (2 won as Black).
    let lines = vec![
        line(1, "1.0", &["   3 w 1"]),
        line(2, "1.0", &["   4 b 1"]),
        line(3, "0.0", &["   1 b 0"]),
        line(4, "0.0", &["   2 w 0"]),
    ];
    let t = tournament(3, &lines);
    // 1 and 2 (1 point) meet, 2 is due White; 3 and 4 meet, 3 due White.
    assert_eq!(pair(&t).unwrap(), vec![p(2, 1), p(3, 4)]);
}

#[test]
fn players_with_an_entry_for_the_round_are_not_paired() {
    let lines = vec![
        line(1, "1.0", &["   3 w 1"]),
        line(2, "1.0", &["   4 b 1", "0000 - H"]),
        line(3, "0.0", &["   1 b 0"]),
        line(4, "0.0", &["   2 w 0"]),
        line(5, "1.0", &["0000 - U"]),
    ];
    let t = tournament(3, &lines);
    let round = pair(&t).unwrap();
    assert!(round.iter().all(|b| b.white != 2 && b.black != Some(2)));
    assert_eq!(round.len(), 2);
    // 5 had the bye: not again; 1 and 5 lead with 1 point.
    assert_eq!(round[0], p(5, 1));
}

#[test]
fn the_bye_goes_to_the_lowest_player_who_has_not_had_one() {
    // Round 1: 1-2 (1 won), 3 had the bye. Round 2 pairs three players again.
    let lines = vec![
        line(1, "1.0", &["   2 w 1"]),
        line(2, "0.0", &["   1 b 0"]),
        line(3, "1.0", &["0000 - U"]),
    ];
    let t = tournament(3, &lines);
    // 2 is the lowest and has had no bye: 1 meets 3.
    assert_eq!(
        pair(&t).unwrap(),
        vec![
            p(3, 1),
            Pairing {
                white: 2,
                black: None
            }
        ]
    );
}

#[test]
fn impossible_rounds_and_bad_files_are_refused() {
    // Two players who have met: no second game.
    let lines = vec![line(1, "1.0", &["   2 w 1"]), line(2, "0.0", &["   1 b 0"])];
    assert_eq!(
        pair(&tournament(3, &lines)),
        Err(NoValidPairing::Impossible)
    );
    // All rounds played.
    assert_eq!(
        pair(&tournament(1, &lines)),
        Err(NoValidPairing::Finished { rounds: 1 })
    );
    let no_xxr: trf::Tournament = lines.join("\n").parse().unwrap();
    assert_eq!(pair(&no_xxr), Err(NoValidPairing::RoundsUnknown));
}
