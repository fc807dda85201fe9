use super::*;

fn pos(text: &str) -> Position {
    text.parse().unwrap()
}

#[test]
fn bit_layout_never_wraps_between_ranks() {
    // a row of 5 ending on the h file, then a stone on a1 of the next rank
    let p = pos("5/5/5/w4/1wwww w 0 0 -");
    assert_eq!(p.longest_row(Color::White), 4);
    let p = pos("5/5/5/4w/w4 w 0 0 -");
    assert_eq!(p.longest_row(Color::White), 1);
    let p = pos("5/5/4w/5/w4 w 0 0 -");
    assert_eq!(p.longest_row(Color::White), 1);
    let p = pos("w4/4w/5/5/5 w 0 0 -");
    assert_eq!(p.longest_row(Color::White), 1);
}

#[test]
fn longest_rows_in_every_direction() {
    assert_eq!(pos("5/5/5/5/wwwww w 0 0 -").longest_row(Color::White), 5);
    assert_eq!(pos("b4/b4/b4/5/5 w 0 0 -").longest_row(Color::Black), 3);
    assert_eq!(
        pos("4w/3w1/2w2/1w3/w4 w 0 0 -").longest_row(Color::White),
        5
    );
    assert_eq!(pos("w4/1w3/2w2/3w1/5 w 0 0 -").longest_row(Color::White), 4);
    let big = Position::new(19).unwrap();
    assert_eq!(big.longest_row(Color::White), 0);
}

#[test]
fn row_through_matches_full_scan() {
    let p = pos("wb1w1/1wbw1/bbwwb/1w1w1/w1b1w b 0 0 -");
    for c in Color::BOTH {
        let bits = p.stones[c.index()];
        let max = bits.ones().map(|i| p.row_through(&bits, i)).max().unwrap();
        assert_eq!(max, p.longest_in(&bits), "{c}");
    }
}

#[test]
fn zobrist_is_incremental() {
    let p = pos("5/1wb2/2b2/5/5 w 0 2 r");
    let q = p.play(Move::Replace {
        place: Square::new(0, 0),
        replace: Square::new(2, 2),
    });
    let q = q.unwrap();
    let fresh: Position = q.to_string().parse().unwrap();
    assert_eq!(q, fresh);
    assert_eq!(q.hash(), fresh.hash());
    assert_ne!(p.hash(), q.hash());
    assert_ne!(
        q.hash(),
        q.clone().with_replacement_rows_count(false).hash()
    );
}
