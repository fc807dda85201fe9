//! Breach rules: the must-pass cases of `docs/rules/breach.md`, perft, and property tests
//! against a naive reference scorer.

use breaker::games::breach::{Move, Position};
use breaker::games::perft::perft;
use breaker::games::{
    Color, Game, MoveError, Outcome, PositionError, Square, StoneCount, WinReason,
};
use proptest::prelude::*;

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

/// Parses and plays, panicking with the reason on failure.
fn play(p: &Position, text: &str) -> Position {
    let mv = p
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
    p.play(mv).unwrap()
}

/// Plays a sequence of moves from the empty N×N board.
fn game(n: u8, moves: &[&str]) -> Position {
    moves
        .iter()
        .fold(Position::new(n).unwrap(), |p, mv| play(&p, mv))
}

// ---------------------------------------------------------------------------------------
// Naive reference: scans the board through the public API only.

const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

fn at(p: &Position, file: i32, rank: i32) -> Option<Color> {
    let n = p.size() as i32;
    if file < 0 || rank < 0 || file >= n || rank >= n {
        return None;
    }
    p.stone_at(Square::new(file as u8, rank as u8))
}

fn naive_row_through(p: &Position, s: Square, c: Color) -> u8 {
    let (f, r) = (s.file as i32, s.rank as i32);
    if at(p, f, r) != Some(c) {
        return 0;
    }
    DIRS.iter()
        .map(|&(df, dr)| {
            let mut len = 1;
            for sign in [1, -1] {
                let (mut x, mut y) = (f + sign * df, r + sign * dr);
                while at(p, x, y) == Some(c) {
                    len += 1;
                    x += sign * df;
                    y += sign * dr;
                }
            }
            len
        })
        .max()
        .unwrap()
}

fn naive_longest(p: &Position, c: Color) -> u8 {
    let n = p.size();
    (0..n)
        .flat_map(|r| (0..n).map(move |f| Square::new(f, r)))
        .map(|s| naive_row_through(p, s, c))
        .max()
        .unwrap_or(0)
}

// ---------------------------------------------------------------------------------------
// Cases every implementation must get right.

#[test]
fn black_first_turn_adjacent_scores_two_and_gives_option() {
    let p = game(10, &["e5", "a1 b1"]);
    assert_eq!(p.marker(Color::Black), 2);
    assert_eq!(p.marker(Color::White), 0);
    assert_eq!(p.turn(), Color::White);
    assert!(p.has_option());
    assert_eq!(p.to_string(), "10/10/10/10/10/4w5/10/10/10/bb8 w 0 2 r");
    // Diagonal adjacency is adjacency too.
    let p = game(10, &["e5", "a1 b2"]);
    assert_eq!(p.marker(Color::Black), 2);
    assert!(p.has_option());
    // Apart: nothing.
    let p = game(10, &["e5", "a1 c1"]);
    assert_eq!(p.marker(Color::Black), 0);
    assert!(!p.has_option());
}

#[test]
fn white_opening_stone_scores_nothing() {
    let p = game(10, &["e5"]);
    assert_eq!((p.marker(Color::White), p.marker(Color::Black)), (0, 0));
    assert!(!p.has_option());
    assert_eq!(p.turn(), Color::Black);
    assert_eq!(p.to_string(), "10/10/10/10/10/4w5/10/10/10/10 b 0 0 -");
}

#[test]
fn one_turn_makes_three_and_four_marker_goes_to_four() {
    let p = pos("7w1w/10/9w/10/5b4/5b4/10/10/10/bb1b6 b 0 2 -");
    let q = play(&p, "c1 f7");
    assert_eq!(q.marker(Color::Black), 4);
    assert_eq!(q.marker(Color::White), 0);
    assert_eq!(q.longest_row(Color::Black), 4);
    assert!(q.has_option());
    assert_eq!(q.turn(), Color::White);
}

#[test]
fn replacement_breaking_record_row_moves_no_marker() {
    let p = pos("7w1w/10/9w/10/5b4/5b4/10/10/10/bbbb6 w 0 4 r");
    assert_eq!(p.longest_row(Color::Black), 4);
    let q = play(&p, "j1 xb1");
    assert_eq!(q.stone_at(sq("b1")), Some(Color::White));
    assert_eq!(q.longest_row(Color::Black), 2);
    assert_eq!((q.marker(Color::White), q.marker(Color::Black)), (0, 4));
    assert!(!q.has_option());
    assert_eq!(
        q.to_string(),
        "7w1w/10/9w/10/5b4/5b4/10/10/10/bwbb5w b 0 4 -"
    );
}

#[test]
fn replacement_completing_record_moves_replacers_marker_and_gives_option() {
    let p = pos("10/10/10/10/10/10/10/2b7/2b7/wwbw6 w 2 3 r");
    let q = play(&p, "j10 xc1");
    assert_eq!(q.marker(Color::White), 4);
    assert_eq!(q.marker(Color::Black), 3);
    assert_eq!(q.longest_row(Color::Black), 2);
    assert_eq!(q.turn(), Color::Black);
    assert!(q.has_option(), "the former leader holds the option");
    // Either input order is the same move, recorded place-then-replace.
    assert_eq!(
        p.parse_move("xc1 j10").unwrap(),
        p.parse_move("j10 xc1").unwrap()
    );
    assert_eq!(p.parse_move("xc1 j10").unwrap().to_string(), "j10 xc1");
}

#[test]
fn variant_off_replacement_rows_do_not_score() {
    let p = pos("10/10/10/10/10/10/10/2b7/2b7/wwbw6 w 2 3 r").with_replacement_rows_count(false);
    assert!(!p.replacement_rows_count());
    let q = play(&p, "j10 xc1");
    assert_eq!(q.longest_row(Color::White), 4);
    assert_eq!((q.marker(Color::White), q.marker(Color::Black)), (2, 3));
    assert!(!q.has_option());
    assert!(!q.replacement_rows_count(), "the flag is kept");
}

#[test]
fn variant_off_row_through_placed_stone_counts_in_full() {
    // The placed e1 extends a1-d1, whose c1 is the replaced stone: the whole row counts.
    let p = pos("10/10/10/10/10/10/10/2b7/2b7/wwbw6 w 2 3 r").with_replacement_rows_count(false);
    let q = play(&p, "e1 xc1");
    assert_eq!(q.marker(Color::White), 5);
    assert!(q.has_option());
}

#[test]
fn variant_off_old_replacement_row_scores_only_when_extended() {
    // White made a row of 4 by replacement earlier, unscored (R = 3).
    let p = pos("10/10/10/10/10/10/10/2b7/2b7/wwbw6 w 2 3 r").with_replacement_rows_count(false);
    let q = play(&play(&p, "j10 xc1"), "h8 h9");
    // White's later turn elsewhere scores nothing even though her longest row is 4 > R.
    let r = play(&q, "a9 c9");
    assert_eq!(r.marker(Color::White), 2);
    // With the flag on, the same longest row would score at once.
    let on = pos(&q.to_string());
    assert_eq!(play(&on, "a9 c9").marker(Color::White), 4);
    // Extending the row with a placed stone scores its full length.
    let r = play(&q, "e1 a9");
    assert_eq!(r.marker(Color::White), 5);
}

#[test]
fn row_equal_to_record_scores_nothing() {
    // Black holds the record 3; White makes a row of exactly 3.
    let p = pos("10/10/10/10/10/10/10/b9/b9/bw1w6 w 0 3 -");
    let q = play(&p, "c1 j10");
    assert_eq!(q.longest_row(Color::White), 3);
    assert_eq!((q.marker(Color::White), q.marker(Color::Black)), (0, 3));
    assert!(!q.has_option(), "nobody gets the option");
}

#[test]
fn leader_extending_own_record_gives_option_again() {
    let p = pos("10/10/10/10/10/10/10/b9/b9/bw1w6 b 0 3 -");
    let q = play(&p, "a4 j10");
    assert_eq!(q.marker(Color::Black), 4);
    assert!(q.has_option());
}

#[test]
fn option_lapses_after_one_turn() {
    let p = game(10, &["e5", "a1 b1"]);
    assert!(p.has_option());
    let q = play(&p, "j10 h10");
    assert!(!q.has_option());
    assert!(matches!(
        q.parse_move("c5 xe5"),
        Err(MoveError::NoReplacementOption)
    ));
    let r = play(&q, "c5 c7");
    assert!(!r.has_option(), "White did not use it and cannot keep it");
    assert_eq!(r.parse_move("d4 xa1"), Err(MoveError::NoReplacementOption));
}

#[test]
fn holder_may_still_place_two_stones() {
    let p = game(10, &["e5", "a1 b1"]);
    let q = play(&p, "j10 h10");
    assert_eq!(q.stone_count(Color::White), 3);
}

#[test]
fn markers_never_move_backwards() {
    // White replaces into a 3 while Black leads with 4: nothing moves.
    let p = pos("7w1w/10/9w/10/5b4/5b4/10/10/10/bbbb6 w 0 4 r");
    let q = play(&p, "d2 xc1");
    assert_eq!(q.longest_row(Color::White), 2);
    assert_eq!((q.marker(Color::White), q.marker(Color::Black)), (0, 4));
}

#[test]
fn ten_by_ten_last_turn_places_one_stone() {
    let p = fill_with_pairs(10, 3);
    assert_eq!(p.empty_count(), 1);
    let last = p.to_string();
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let place: Vec<&Move> = moves.iter().filter(|m| m.replaced().is_none()).collect();
    assert_eq!(place.len(), 1, "{last}");
    let Move::Place(site) = *place[0] else {
        panic!("{:?}", place[0])
    };
    let expected = 1 + if p.has_option() {
        p.stone_count(!p.turn())
    } else {
        0
    };
    assert_eq!(moves.len(), expected);
    assert_eq!(p.count_moves(), expected as u64);
    assert!(matches!(
        p.parse_move(&format!("{site} a1")),
        Err(MoveError::StoneCount(_))
    ));
    let q = play(&p, &site.to_string());
    assert_eq!(q.empty_count(), 0);
    assert!(!q.has_option());
    let Outcome::Win { winner, reason } = q.outcome() else {
        panic!("{q}")
    };
    assert_eq!(reason, WinReason::BoardFull);
    assert!(q.marker(winner) > q.marker(!winner));
    assert_eq!(q.parse_move("a1"), Err(MoveError::GameOver));
    assert_eq!(q.count_moves(), 0);
}

#[test]
fn last_site_with_option_may_replace() {
    // 5×5, one empty site e5, White holds the option.
    let p = pos("wbwb1/bwbwb/wbwbw/bwbwb/wbwbw w 0 2 r");
    assert_eq!(p.count_moves(), 1 + 12);
    let mv = p.parse_move("e5 xb1").unwrap();
    assert_eq!(
        mv,
        Move::Replace {
            place: sq("e5"),
            replace: sq("b1")
        }
    );
    assert_eq!(p.parse_move("xb1 e5").unwrap(), mv);
    assert_eq!(mv.to_string(), "e5 xb1");
    let q = p.play(mv).unwrap();
    assert_eq!(q.empty_count(), 0);
    assert!(q.outcome().is_over());
    assert!(q.to_string().ends_with(" -"), "{q}");
}

/// Plays pseudo-random two-stone moves (never a replacement) until 1 site is left.
fn fill_with_pairs(n: u8, seed: u64) -> Position {
    let mut rng = seed;
    let mut p = Position::new(n).unwrap();
    let mut moves = Vec::new();
    while p.empty_count() > 1 {
        assert!(!p.outcome().is_over(), "{p}");
        p.legal_moves(&mut moves);
        moves.retain(|m| m.replaced().is_none());
        let mv = moves[next(&mut rng) as usize % moves.len()];
        p = p.play(mv).unwrap();
    }
    p
}

fn next(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn record_reaching_n_ends_game() {
    let p = pos("5/5/ww3/5/bbbb1 b 2 4 -");
    let q = play(&p, "e1 c3");
    assert_eq!(q.marker(Color::Black), 5);
    assert_eq!(
        q.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::RecordReached
        }
    );
    assert!(!q.has_option(), "the option lapses when the game ends");
    assert_eq!(q.to_string(), "5/5/wwb2/5/bbbbb w 2 5 -");
    assert_eq!(q.count_moves(), 0);
    let mut moves = vec![Move::Place(sq("a1"))];
    q.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert_eq!(q.parse_move("a5 b5"), Err(MoveError::GameOver));
    assert_eq!(
        q.play(Move::pair(sq("a5"), sq("b5"))),
        Err(MoveError::GameOver)
    );
}

#[test]
fn record_reaching_n_by_replacement_ends_game() {
    let p = pos("5/5/5/bbb2/wwbww w 2 3 r");
    let q = play(&p, "a5 xc1");
    assert_eq!(
        q.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::RecordReached
        }
    );
    assert_eq!(q.to_string(), "w4/5/5/bbb2/wwwww b 5 3 -");
}

#[test]
fn full_board_higher_marker_wins() {
    let p: Position = "wbwbw/bwbwb/wbwbw/bwbwb/wbwbw b 2 3 -".parse().unwrap();
    assert_eq!(
        p.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::BoardFull
        }
    );
    let p: Position = "wbwbw/bwbwb/wbwbw/bwbwb/wbwbw b 0 0 -".parse().unwrap();
    assert_eq!(p.outcome(), Outcome::Draw);
}

// ---------------------------------------------------------------------------------------
// Notation.

#[test]
fn move_text_is_canonical() {
    let p = game(10, &["e5"]);
    for text in ["d4 f5", "f5 d4", " F5   D4 ", "d4,f5", "f5, d4", "d4;f5"] {
        assert_eq!(p.parse_move(text).unwrap().to_string(), "d4 f5", "{text:?}");
    }
    assert_eq!(p.parse_move("b2 a2").unwrap().to_string(), "a2 b2");
    assert_eq!(p.parse_move("a2 j1").unwrap().to_string(), "j1 a2");
    assert_eq!(
        Move::pair(sq("a2"), sq("j1")),
        Move::Pair(sq("j1"), sq("a2"))
    );
    let mv = p.parse_move("a2 j1").unwrap();
    assert_eq!(mv.placed().collect::<Vec<_>>(), vec![sq("j1"), sq("a2")]);
    assert_eq!(mv.replaced(), None);
    assert_eq!(
        game(10, &[]).parse_move("E5").unwrap(),
        Move::Place(sq("e5"))
    );
}

#[test]
fn replacement_notation_variants() {
    let p = game(10, &["e5", "a1 b1"]);
    let expected = Move::Replace {
        place: sq("d4"),
        replace: sq("b1"),
    };
    for text in [
        "d4 xb1", "xb1 d4", "D4 XB1", "d4xb1", "d4, xb1", "x b1 d4", "d4 x b1",
    ] {
        assert_eq!(p.parse_move(text), Ok(expected), "{text}");
    }
    assert_eq!(expected.placed().collect::<Vec<_>>(), vec![sq("d4")]);
    assert_eq!(expected.replaced(), Some(sq("b1")));
}

#[test]
fn parse_errors_speak_to_players() {
    let start = Position::new(10).unwrap();
    let opened = game(10, &["e5"]);
    let option = game(10, &["e5", "a1 b1"]);
    let msg = |p: &Position, t: &str| p.parse_move(t).unwrap_err().to_string();
    assert_eq!(msg(&opened, "t5 d4"), "t5 is off the 10×10 board");
    assert_eq!(
        opened.parse_move("t5 d4"),
        Err(MoveError::OffBoard {
            square: "t5".into(),
            board: "10×10".into()
        })
    );
    assert_eq!(msg(&opened, "k1 d4"), "k1 is off the 10×10 board");
    assert_eq!(msg(&opened, "a11 d4"), "a11 is off the 10×10 board");
    assert_eq!(
        opened.parse_move("e5 d4"),
        Err(MoveError::Occupied(sq("e5")))
    );
    assert_eq!(msg(&opened, "e5 d4"), "e5 is not empty");
    assert_eq!(
        opened.parse_move("d4 xe5"),
        Err(MoveError::NoReplacementOption)
    );
    assert_eq!(
        msg(&opened, "d4 xe5"),
        "you may only replace a stone right after your opponent set a new record"
    );
    assert_eq!(
        opened.parse_move("d4"),
        Err(MoveError::StoneCount(StoneCount::Two {
            replace: false,
            more: false
        }))
    );
    assert!(
        matches!(option.parse_move("d4"), Err(MoveError::StoneCount(m)) if m.to_string().contains("xe5"))
    );
    assert_eq!(
        start.parse_move("d4 e5"),
        Err(MoveError::StoneCount(StoneCount::Opening))
    );
    assert_eq!(
        option.parse_move("d4 xc1"),
        Err(MoveError::NoPiece {
            color: "black",
            thing: "stone",
            square: sq("c1")
        })
    );
    assert_eq!(msg(&option, "d4 xe5"), "there is no black stone on e5");
    assert_eq!(msg(&option, "d4 xd4"), "there is no black stone on d4");
    assert!(matches!(
        opened.parse_move("d4 d4"),
        Err(MoveError::Illegal { .. })
    ));
    assert!(msg(&opened, "d4 d4").contains("2 different sites"));
    assert!(matches!(
        option.parse_move("d4 xa1 xb1"),
        Err(MoveError::StoneCount(_))
    ));
    assert!(matches!(
        option.parse_move("xa1"),
        Err(MoveError::StoneCount(_))
    ));
    assert!(matches!(
        option.parse_move("c3 d4 xa1"),
        Err(MoveError::StoneCount(_))
    ));
    assert!(matches!(
        opened.parse_move("a1 a2 a3"),
        Err(MoveError::StoneCount(_))
    ));
    for garbage in [
        "", "   ", "hello", "e", "5", "d0 e5", "xx", "x", "d4 x", "é4", "d4-e5", "🙂",
    ] {
        assert!(
            matches!(opened.parse_move(garbage), Err(MoveError::Syntax { .. })),
            "{garbage:?}"
        );
    }
}

#[test]
fn play_checks_legality() {
    let opened = game(10, &["e5"]);
    assert_eq!(
        opened.play(Move::Place(sq("d4"))),
        Err(MoveError::StoneCount(StoneCount::Two {
            replace: false,
            more: false
        }))
    );
    assert!(matches!(
        opened.play(Move::Pair(sq("a1"), sq("z9"))),
        Err(MoveError::OffBoard { .. })
    ));
    // A pair given in the wrong order is still the same move.
    let a = opened.play(Move::Pair(sq("b2"), sq("a1"))).unwrap();
    assert_eq!(a, opened.play(Move::pair(sq("a1"), sq("b2"))).unwrap());
}

#[test]
fn position_text_round_trips_and_validates() {
    for text in [
        "10/10/10/10/10/10/10/10/10/10 w 0 0 -",
        "5/5/5/5/5 w 0 0 -",
        "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 w 0 0 -",
        "7w1w/10/9w/10/5b4/5b4/10/10/10/bbbb6 w 0 4 r",
        "w18/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/18b b 0 0 -",
    ] {
        let p = pos(text);
        assert_eq!(p.to_string(), text);
    }
    // Dots are accepted and printed back as digit runs.
    assert_eq!(
        pos("w..../5/5/5/5 b 0 0 -").to_string(),
        "w4/5/5/5/5 b 0 0 -"
    );
    for bad in [
        "",
        "4/4/4/4 w 0 0 -",
        "20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20 w 0 0 -",
        "5/5/5/5/6 b 0 0 -",
        "5/5/5/5/4 b 0 0 -",
        "5/5/5/5/w3 b 0 0 -",
        "5/5/5/5/w4 x 0 0 -",
        "5/5/5/5/w4 b 6 0 -",
        "5/5/5/5/w4 b 0 -1 -",
        "5/5/5/5/w4 b 2 2 -",
        "5/5/5/5/w4 b 0 0 q",
        "5/5/5/5/w4 b 0 0 - extra",
        "5/5/5/5/w4 b 0 0",
        "5/5/5/5/5 b 0 0 -",
        "5/5/5/5/5 w 0 0 r",
        "5/5/5/5/w4 w 2 0 r",
        "5/5/5/5/bbbbb w 0 5 r",
        "5/5/5/5/z4 w 0 0 -",
        "5/5/5/5/05 w 0 0 -",
    ] {
        assert!(
            matches!(bad.parse::<Position>(), Err(PositionError::Text(_))),
            "{bad:?}"
        );
    }
    assert!(Position::new(4)
        .unwrap_err()
        .to_string()
        .contains("5×5 to 19×19"));
    assert!(Position::new(20).is_err());
}

#[test]
fn hash_tracks_everything_that_matters() {
    let a = pos("5/5/5/5/ww3 b 0 2 -");
    let b = pos("5/5/5/5/ww3 w 0 2 -");
    let c = pos("5/5/5/5/ww3 b 2 0 -");
    let d = pos("5/5/5/5/bb3 b 0 2 -");
    let e = pos("5/5/5/5/ww3 w 0 2 r");
    let hashes = [
        a.hash(),
        b.hash(),
        c.hash(),
        d.hash(),
        e.hash(),
        a.clone().with_replacement_rows_count(false).hash(),
    ];
    for i in 0..hashes.len() {
        for j in i + 1..hashes.len() {
            assert_ne!(hashes[i], hashes[j], "{i} {j}");
        }
    }
    assert_eq!(a.hash(), pos("5/5/5/5/ww3 b 0 2 -").hash());
    // Same stones reached in different orders hash alike.
    let x = game(7, &["a1", "b2 c3", "d4 e5"]);
    let y = game(7, &["d4", "c3 b2", "a1 e5"]);
    assert_eq!(x.to_string(), y.to_string());
    assert_eq!(x.hash(), y.hash());
}

// ---------------------------------------------------------------------------------------
// perft (docs/rules/breach.md).

fn perft_n(n: u8, depth: u32) -> u64 {
    perft(&Position::new(n).unwrap(), depth)
}

#[test]
fn perft_5x5() {
    assert_eq!(perft_n(5, 1), 25);
    assert_eq!(perft_n(5, 2), 6900);
    assert_eq!(perft_n(5, 3), 1666764);
}

#[test]
fn perft_6x6() {
    assert_eq!(perft_n(6, 1), 36);
    assert_eq!(perft_n(6, 2), 21420);
    assert_eq!(perft_n(6, 3), 11556600);
}

#[test]
fn perft_7x7() {
    assert_eq!(perft_n(7, 1), 49);
    assert_eq!(perft_n(7, 2), 55272);
}

#[test]
fn perft_10x10() {
    assert_eq!(perft_n(10, 1), 100);
    assert_eq!(perft_n(10, 2), 485100);
}

#[test]
fn perft_variant_off_agrees_while_no_replacement_happened() {
    // Within 3 plies no replacement has been made yet, so the flag changes nothing.
    let off = Position::new(5).unwrap().with_replacement_rows_count(false);
    assert_eq!(perft(&off, 3), 1666764);
}

// The bulk count makes these cheap (milliseconds even in debug), so they always run.
#[test]
fn perft_5x5_depth_4() {
    assert_eq!(perft_n(5, 4), 360987552);
}

#[test]
fn perft_7x7_depth_3() {
    assert_eq!(perft_n(7, 3), 57881064);
}

#[test]
fn perft_10x10_depth_3() {
    assert_eq!(perft_n(10, 3), 2265127704);
}

/// perft that builds and plays every move, last ply included: checks `count_moves`
/// against `legal_moves` and `play_unchecked`.
fn perft_full(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert_eq!(moves.len() as u64, p.count_moves(), "{p:?}");
    moves
        .iter()
        .map(|&mv| perft_full(&p.play_unchecked(mv), depth - 1))
        .sum()
}

#[test]
fn perft_full_enumeration_matches_table() {
    assert_eq!(perft_full(&Position::new(5).unwrap(), 3), 1666764);
    assert_eq!(perft_full(&Position::new(10).unwrap(), 2), 485100);
}

#[test]
#[ignore = "slow: 360M moves built and played; run with --release --ignored"]
fn perft_full_enumeration_5x5_depth_4() {
    assert_eq!(perft_full(&Position::new(5).unwrap(), 4), 360987552);
}

#[test]
#[ignore = "slow: 58M moves built and played; run with --release --ignored"]
fn perft_full_enumeration_7x7_depth_3() {
    assert_eq!(perft_full(&Position::new(7).unwrap(), 3), 57881064);
}

// ---------------------------------------------------------------------------------------
// Property tests.

/// Checks one move against the naive reference and the notation round trips.
fn check_move(p: &Position, mv: Move) -> Position {
    let q = p.play(mv).unwrap_or_else(|e| panic!("{mv} in {p:?}: {e}"));
    assert_eq!(q, p.play_unchecked(mv));
    assert_eq!(p.parse_move(&mv.to_string()), Ok(mv), "{mv} in {p:?}");
    let me = p.turn();
    // Reference scoring (rules 10-13).
    let m = if p.replacement_rows_count() {
        naive_longest(&q, me)
    } else {
        mv.placed()
            .map(|s| naive_row_through(&q, s, me))
            .max()
            .unwrap()
    };
    let scored = m >= 2 && m > p.record();
    let expected = if scored { m } else { p.marker(me) };
    assert_eq!(q.marker(me), expected, "{mv} in {p:?}");
    assert_eq!(q.marker(!me), p.marker(!me));
    assert_eq!(
        q.has_option(),
        scored && !q.outcome().is_over(),
        "{mv} in {p:?}"
    );
    assert_eq!(q.turn(), !me);
    for c in Color::BOTH {
        assert_eq!(
            q.longest_row(c),
            naive_longest(&q, c),
            "{c} after {mv} in {p:?}"
        );
    }
    let placed = mv.placed().count();
    let replaced = mv.replaced().is_some() as usize;
    assert_eq!(q.stone_count(me), p.stone_count(me) + placed + replaced);
    assert_eq!(q.stone_count(!me), p.stone_count(!me) - replaced);
    assert_eq!(q.empty_count(), p.empty_count() - placed);
    // Position text round trip, hash from scratch equals incremental hash.
    let text = q.to_string();
    let back = pos(&text).with_replacement_rows_count(q.replacement_rows_count());
    assert_eq!(back, q, "{text}");
    assert_eq!(back.hash(), q.hash());
    q
}

/// A random game; returns the final position and the number of turns.
fn random_game(n: u8, variant: bool, seed: u64, replace_bias: u64) -> (Position, usize) {
    let mut rng = seed;
    let mut p = Position::new(n)
        .unwrap()
        .with_replacement_rows_count(variant);
    let mut moves = Vec::new();
    let mut turns = 0;
    loop {
        p.legal_moves(&mut moves);
        assert_eq!(moves.len() as u64, p.count_moves());
        if moves.is_empty() {
            break;
        }
        let replaces = moves.iter().filter(|m| m.replaced().is_some()).count();
        let pick = if replaces > 0 && next(&mut rng) % 100 < replace_bias {
            moves.len() - 1 - next(&mut rng) as usize % replaces
        } else {
            next(&mut rng) as usize % moves.len()
        };
        p = check_move(&p, moves[pick]);
        turns += 1;
        assert!(turns <= n as usize * n as usize);
    }
    (p, turns)
}

fn assert_final(p: &Position) {
    let out = p.outcome();
    assert!(out.is_over(), "{p:?}");
    assert!(!p.has_option());
    let (w, b) = (p.marker(Color::White), p.marker(Color::Black));
    let leader = if w > b { Color::White } else { Color::Black };
    let reason = if p.record() == p.size() {
        WinReason::RecordReached
    } else {
        assert_eq!(p.empty_count(), 0);
        WinReason::BoardFull
    };
    assert_ne!(w, b);
    assert_eq!(
        out,
        Outcome::Win {
            winner: leader,
            reason
        }
    );
    assert!(
        p.stone_count(Color::White) + p.stone_count(Color::Black)
            <= p.size() as usize * p.size() as usize
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_follow_the_rules(n in 5u8..=10, variant: bool, seed: u64, bias in 0u64..=100) {
        let (p, _) = random_game(n, variant, seed, bias);
        assert_final(&p);
    }

    #[test]
    fn parse_move_never_panics(text in "\\PC{0,40}", seed: u64) {
        let (p, _) = partial_game(7, seed);
        let _ = p.parse_move(&text);
    }

    #[test]
    fn parse_move_never_panics_on_near_moves(text in "[a-tA-TxX0-9 ,;]{0,16}", seed: u64) {
        let (p, _) = partial_game(10, seed);
        if let Ok(mv) = p.parse_move(&text) {
            prop_assert!(p.play(mv).is_ok());
            prop_assert_eq!(p.parse_move(&mv.to_string()), Ok(mv));
        }
    }

    #[test]
    fn from_str_never_panics(text in "\\PC{0,80}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn from_str_never_panics_on_near_positions(text in "[wb.0-9/]{0,60} [wbx] [0-9]{1,2} [0-9]{1,2} [r-]") {
        if let Ok(p) = text.parse::<Position>() {
            prop_assert_eq!(pos(&p.to_string()), p);
        }
    }
}

/// A game played a random number of random turns into, on the given board.
fn partial_game(n: u8, seed: u64) -> (Position, usize) {
    let mut rng = seed;
    let stop = next(&mut rng) as usize % (n as usize * n as usize / 2);
    let mut p = Position::new(n).unwrap();
    let mut moves = Vec::new();
    for turn in 0..stop {
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            return (p, turn);
        }
        p = p.play_unchecked(moves[next(&mut rng) as usize % moves.len()]);
    }
    (p, stop)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_games_on_edge_boards(variant: bool, seed: u64, bias in 0u64..=100, big: bool) {
        let n = if big { 19 } else { 5 };
        let (p, _) = random_game_fast(n, variant, seed, bias);
        assert_final(&p);
    }
}

/// Like `random_game`, but checks only the cheap invariants (19×19 is large for the
/// naive reference in a debug build).
fn random_game_fast(n: u8, variant: bool, seed: u64, replace_bias: u64) -> (Position, usize) {
    let mut rng = seed;
    let mut p = Position::new(n)
        .unwrap()
        .with_replacement_rows_count(variant);
    let mut moves = Vec::new();
    let mut turns = 0;
    while !p.outcome().is_over() {
        p.legal_moves(&mut moves);
        assert_eq!(moves.len() as u64, p.count_moves());
        let replaces = moves.iter().filter(|m| m.replaced().is_some()).count();
        let pick = if replaces > 0 && next(&mut rng) % 100 < replace_bias {
            moves.len() - 1 - next(&mut rng) as usize % replaces
        } else {
            next(&mut rng) as usize % moves.len()
        };
        let mv = moves[pick];
        assert_eq!(p.parse_move(&mv.to_string()), Ok(mv));
        let q = p.play(mv).unwrap();
        let scored = q.marker(p.turn()) != p.marker(p.turn());
        assert!(!scored || q.marker(p.turn()) > p.record());
        assert_eq!(q.has_option(), scored && !q.outcome().is_over());
        p = q;
        turns += 1;
        assert!(turns <= n as usize * n as usize);
    }
    for c in Color::BOTH {
        assert_eq!(p.longest_row(c), naive_longest(&p, c));
    }
    assert_eq!(
        pos(&p.to_string()),
        p.clone().with_replacement_rows_count(true)
    );
    p.legal_moves(&mut moves);
    assert!(moves.is_empty());
    (p, turns)
}
