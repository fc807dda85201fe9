//! Property tests for Breakthrough against the rules file, not against the generator.

use breaker::games::breakthrough::Position;
use breaker::games::{Color, Game, Outcome, Square, WinReason};
use proptest::prelude::*;

/// A board size, a seed for the random game, and how far to play it.
fn sizes() -> impl Strategy<Value = (u8, u8)> {
    (2u8..=16, 4u8..=16)
}

/// Plays a seeded random game and checks every step against the rules.
fn random_game(w: u8, h: u8, seed: u64) -> (Position, usize) {
    let mut pos = Position::new(w, h).unwrap();
    let mut rng = seed | 1;
    let mut moves = Vec::new();
    let mut plies = 0;
    while !pos.outcome().is_over() {
        pos.legal_moves(&mut moves);
        // Rule 9: with W >= 2 the side to move always has a move.
        assert!(!moves.is_empty(), "no moves in {pos}");
        assert_eq!(pos.count_moves(), moves.len() as u64);
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let mv = moves[(rng % moves.len() as u64) as usize];
        // The canonical text parses back to the same move.
        assert_eq!(pos.parse_move(&mv.to_string()), Ok(mv));
        let next = pos.play(mv).unwrap();
        // Rules 5-6: one piece moves one rank forward; only diagonal moves capture.
        let dir: i32 = if pos.turn() == Color::White { 1 } else { -1 };
        assert_eq!(mv.to().rank as i32 - mv.from().rank as i32, dir);
        assert!((mv.to().file as i32 - mv.from().file as i32).abs() <= 1);
        assert_eq!(mv.is_capture(), pos.piece_at(mv.to()) == Some(!pos.turn()));
        assert!(!(mv.is_capture() && mv.to().file == mv.from().file));
        let captured = u32::from(mv.is_capture());
        assert_eq!(
            next.piece_count(!pos.turn()),
            pos.piece_count(!pos.turn()) - captured
        );
        // Position text round-trips, hash included.
        let back: Position = next.to_string().parse().unwrap();
        assert_eq!(back, next);
        assert_eq!(back.hash(), next.hash());
        pos = next;
        plies += 1;
    }
    (pos, plies)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_by_the_rules((w, h) in sizes(), seed in any::<u64>()) {
        let (end, plies) = random_game(w, h, seed);
        // Every ply moves one piece one rank forward and none moves back, so each side
        // makes at most W·(2H-5)+1 moves (its pieces stop one rank short, then one wins).
        // The 2·W·H is not a bound: on 2×10 random games can take 41+ plies.
        let (wu, hu) = (w as usize, h as usize);
        prop_assert!(plies <= 2 * (wu * (2 * hu - 5) + 1), "{} plies", plies);
        let Outcome::Win { winner, reason } = end.outcome() else { panic!("no draws in Breakthrough") };
        // The winner moved last.
        prop_assert_eq!(winner, !end.turn());
        let goal = if winner == Color::White { h - 1 } else { 0 };
        let on_goal = (0..w).any(|f| end.piece_at(Square::new(f, goal)) == Some(winner));
        match reason {
            WinReason::FarRow => prop_assert!(on_goal),
            WinReason::AllCaptured => prop_assert_eq!(end.piece_count(!winner), 0),
            other => prop_assert!(false, "unexpected reason {:?}", other),
        }
    }

    #[test]
    fn move_parser_never_panics(text in ".{0,30}", (w, h) in sizes()) {
        let _ = Position::new(w, h).unwrap().parse_move(&text);
    }

    #[test]
    fn move_parser_never_panics_on_near_moves(text in "[a-qA-Q][0-9]{1,3}[-xX ]?[a-qA-Q][0-9]{1,3}") {
        let _ = Position::new(16, 16).unwrap().parse_move(&text);
    }

    #[test]
    fn position_parser_never_panics(text in "[wb.0-9/ ]{0,80}") {
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
        }
    }

    #[test]
    fn position_parser_never_panics_on_anything(text in ".{0,60}") {
        let _ = text.parse::<Position>();
    }
}

#[test]
fn two_by_ten_random_game_can_exceed_two_w_h_plies() {
    // The seed proptest found: the game is legal all the way and ends by the rules.
    let (end, plies) = random_game(2, 10, 4452747907771164642);
    assert!(plies > 40, "{plies}");
    assert!(end.outcome().is_over());
}
