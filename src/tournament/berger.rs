//! FIDE Berger tables (Handbook C.05, Annex 1): the rounds of a round robin for any
//! number of players, with Berger's colours. An odd field gets a dummy (the highest
//! number): whoever meets it that round has the bye.
//!
//! Players are numbered 1..=n. For an even `n` (the dummy makes it even), round `r`
//! (1-based) lines up `s_i = ((r-1)·n/2 + i) mod (n-1) + 1` for `i = 0..n-1`: board 1
//! pairs `s_0` with player `n` (`s_0` White in odd rounds, `n` White in even ones), and
//! board `k` pairs `s_k` (White) with `s_{n-1-k}` (Black). This reproduces the
//! published tables:
//!
//! ```
//! use breaker::tournament::berger::{rounds, Board};
//!
//! let r = rounds(4);
//! assert_eq!(r[0], vec![Board::new(1, Some(4)), Board::new(2, Some(3))]);
//! assert_eq!(r[1], vec![Board::new(4, Some(3)), Board::new(1, Some(2))]);
//! assert_eq!(r[2], vec![Board::new(2, Some(4)), Board::new(3, Some(1))]);
//! ```

/// One board of a round: White, and Black (`None`: White has the bye).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: Option<u32>,
}

impl Board {
    pub fn new(white: u32, black: Option<u32>) -> Board {
        Board { white, black }
    }
}

/// The Berger table for `players` players: `players - 1` rounds (`players` rounds when
/// odd), boards in table order. The bye of an odd field is the board with `black: None`
/// (listed last). Fewer than 2 players: no rounds.
pub fn rounds(players: u32) -> Vec<Vec<Board>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let half = n / 2;
    let dummy = (players % 2 == 1).then_some(n);
    (1..n)
        .map(|r| {
            let s = |i: u32| ((r - 1) * half + i) % (n - 1) + 1;
            let mut boards = Vec::with_capacity(half as usize);
            let (a, b) = if r % 2 == 1 { (s(0), n) } else { (n, s(0)) };
            boards.push((a, b));
            for k in 1..half {
                boards.push((s(k), s(n - 1 - k)));
            }
            let mut out: Vec<Board> = Vec::with_capacity(boards.len());
            let mut bye = None;
            for (w, b) in boards {
                match dummy {
                    Some(d) if w == d => bye = Some(Board::new(b, None)),
                    Some(d) if b == d => bye = Some(Board::new(w, None)),
                    _ => out.push(Board::new(w, Some(b))),
                }
            }
            out.extend(bye);
            out
        })
        .collect()
}

/// A double round robin: the Berger table, then again with colours reversed.
pub fn double_rounds(players: u32) -> Vec<Vec<Board>> {
    let first = rounds(players);
    let second: Vec<Vec<Board>> = first
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|b| match b.black {
                    Some(black) => Board::new(black, Some(b.white)),
                    None => *b,
                })
                .collect()
        })
        .collect();
    first.into_iter().chain(second).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    #[test]
    fn the_published_six_player_table() {
        // FIDE Handbook C.05 Annex 1, 5 or 6 players.
        let want = [
            "1-6 2-5 3-4",
            "6-4 5-3 1-2",
            "2-6 3-1 4-5",
            "6-5 1-4 2-3",
            "3-6 4-2 5-1",
        ];
        let got: Vec<String> = rounds(6)
            .iter()
            .map(|r| {
                r.iter()
                    .map(|b| format!("{}-{}", b.white, b.black.unwrap()))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn the_published_ten_player_first_rounds() {
        // Table for 9 or 10 players, rounds 1, 2 and 9.
        let r = rounds(10);
        let line = |i: usize| {
            r[i].iter()
                .map(|b| format!("{}-{}", b.white, b.black.unwrap()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(line(0), "1-10 2-9 3-8 4-7 5-6");
        assert_eq!(line(1), "10-6 7-5 8-4 9-3 1-2");
        assert_eq!(line(8), "5-10 6-4 7-3 8-2 9-1");
    }

    #[test]
    fn three_to_sixteen_players_meet_everyone_once_with_balanced_colours() {
        for n in 3..=16u32 {
            let table = rounds(n);
            let even = n + n % 2;
            assert_eq!(table.len() as u32, even - 1, "{n} players: rounds");
            let mut met = HashSet::new();
            let mut whites: HashMap<u32, i32> = HashMap::new();
            let mut byes: HashMap<u32, u32> = HashMap::new();
            for round in &table {
                let mut seen = HashSet::new();
                for b in round {
                    assert!(seen.insert(b.white), "{n}: twice in a round");
                    match b.black {
                        Some(black) => {
                            assert!(seen.insert(black));
                            assert!(b.white <= n && black <= n && b.white != black);
                            let pair = (b.white.min(black), b.white.max(black));
                            assert!(met.insert(pair), "{n}: {pair:?} meet twice");
                            *whites.entry(b.white).or_default() += 1;
                            *whites.entry(black).or_default() -= 1;
                        }
                        None => *byes.entry(b.white).or_default() += 1,
                    }
                }
                // Everyone plays or has the bye, every round.
                assert_eq!(seen.len() as u32, n, "{n}: someone missing");
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n}: all pairs");
            if n % 2 == 1 {
                assert!(
                    (1..=n).all(|p| byes.get(&p) == Some(&1)),
                    "{n}: one bye each"
                );
            }
            // Berger colours: nobody is more than one game off balance.
            for p in 1..=n {
                let d = whites.get(&p).copied().unwrap_or(0);
                assert!(d.abs() <= 1, "{n}: player {p} colour balance {d}");
            }
        }
    }

    #[test]
    fn a_double_round_robin_swaps_colours_in_its_second_cycle() {
        let d = double_rounds(5);
        assert_eq!(d.len(), 10);
        for (a, b) in d[..5].iter().zip(&d[5..]) {
            for (x, y) in a.iter().zip(b) {
                match x.black {
                    Some(black) => assert_eq!((y.white, y.black), (black, Some(x.white))),
                    None => assert_eq!(x, y),
                }
            }
        }
    }
}
