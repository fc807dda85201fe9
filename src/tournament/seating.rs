//! Who sits where when a tournament (or a league season) starts: players ordered by
//! rating, their pairing numbers and leagues, and a round robin's pairings from the
//! Berger tables. Pure: the service reads the ratings and stores what this returns.
//!
//! ```
//! use breaker::tournament::seating::{by_rating, round_robin};
//! use std::collections::HashMap;
//!
//! // Player 3 is rated highest; 1 and 2 tie at the start rating, by join order.
//! let ratings = HashMap::from([(3, 1700.0)]);
//! let order = by_rating(&[(1, 1), (2, 2), (3, 3)], &ratings);
//! assert_eq!(order.iter().map(|(p, _)| *p).collect::<Vec<_>>(), [3, 1, 2]);
//! // Three players: three rounds, one rests each round.
//! let pairings = round_robin(&[3, 1, 2], false, 1, 0);
//! assert_eq!(pairings.iter().filter(|p| p.black.is_none()).count(), 3);
//! ```

use std::collections::HashMap;

use super::berger;

/// One pairing to store: a season's league (0 outside leagues), round and board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPairing {
    pub season: u32,
    pub league: u32,
    pub round: u32,
    pub board: u32,
    pub white: u64,
    /// `None`: `white` rests this round (a bye).
    pub black: Option<u64>,
}

/// A player's seat for a season: pairing number, seeding rating, league.
#[derive(Debug, Clone, PartialEq)]
pub struct Seat {
    pub player: u64,
    pub rating: f64,
    pub pairing: u32,
    pub league: Option<u32>,
}

/// The highest rating a pairing engine and a TRF file take (four digits).
pub const MAX_PAIRING_RATING: u32 = 9999;

/// A rating as pairing engines and TRF files take it: whole, within 0..=9999.
pub fn pairing_rating(rating: f64) -> u32 {
    rating.round().clamp(0.0, f64::from(MAX_PAIRING_RATING)) as u32
}

/// `players` (player, join order) by rating, highest first, ties by join order: the
/// pairing order. A player without a rating in `ratings` has the start rating.
pub fn by_rating(players: &[(u64, u32)], ratings: &HashMap<u64, f64>) -> Vec<(u64, f64)> {
    let start = crate::rating::Rating::START.rating;
    let mut v: Vec<(u64, f64, u32)> = players
        .iter()
        .map(|&(p, seq)| (p, ratings.get(&p).copied().unwrap_or(start), seq))
        .collect();
    v.sort_by(|a, b| {
        b.1.partial_cmp(&a.1)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.2.cmp(&b.2))
    });
    v.into_iter().map(|(p, r, _)| (p, r)).collect()
}

/// Seats for `ordered` (pairing order, with ratings): pairing numbers from 1, in
/// `league` if any.
pub fn seats(ordered: &[(u64, f64)], league: Option<u32>) -> Vec<Seat> {
    ordered
        .iter()
        .enumerate()
        .map(|(k, &(player, rating))| Seat {
            player,
            rating,
            pairing: k as u32 + 1,
            league,
        })
        .collect()
}

/// The pairings of a round robin (double: each pair twice, colours swapped) of
/// `players` in pairing order, in `season` and league `league`.
pub fn round_robin(players: &[u64], double: bool, season: u32, league: u32) -> Vec<NewPairing> {
    let n = players.len() as u32;
    let table = if double {
        berger::double_rounds(n)
    } else {
        berger::rounds(n)
    };
    let mut out = Vec::new();
    for (r, boards) in table.iter().enumerate() {
        for (b, board) in boards.iter().enumerate() {
            out.push(NewPairing {
                season,
                league,
                round: r as u32 + 1,
                board: b as u32 + 1,
                white: players[board.white as usize - 1],
                black: board.black.map(|x| players[x as usize - 1]),
            });
        }
    }
    out
}

/// Seats and pairings of a league season: `leagues` (best first, each a list of
/// players), each league's players by rating (`entrants`: player and join order), each
/// league a double round robin.
pub fn league_seats(
    leagues: &[Vec<u64>],
    ratings: &HashMap<u64, f64>,
    entrants: &[(u64, u32)],
    season: u32,
) -> (Vec<Seat>, Vec<NewPairing>) {
    let mut all_seats = Vec::new();
    let mut pairings = Vec::new();
    for (i, players) in leagues.iter().enumerate() {
        let league = i as u32 + 1;
        let members: Vec<(u64, u32)> = entrants
            .iter()
            .filter(|(p, _)| players.contains(p))
            .copied()
            .collect();
        let ordered = by_rating(&members, ratings);
        all_seats.extend(seats(&ordered, Some(league)));
        let ids: Vec<u64> = ordered.iter().map(|(p, _)| *p).collect();
        pairings.extend(round_robin(&ids, true, season, league));
    }
    (all_seats, pairings)
}

/// The leagues of a season whose seats are in `leagues` (each seat's league, if any):
/// 1 to the highest seated.
pub fn leagues_seated(leagues: impl IntoIterator<Item = Option<u32>>) -> Vec<u32> {
    let n = leagues.into_iter().flatten().max().unwrap_or(0);
    (1..=n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_clamped_to_what_pairing_takes() {
        assert_eq!(pairing_rating(1499.5), 1500);
        assert_eq!(pairing_rating(-20.0), 0);
        assert_eq!(pairing_rating(12_345.0), 9999);
        assert_eq!(pairing_rating(f64::NAN), 0);
    }

    #[test]
    fn ties_keep_join_order_and_the_unrated_start_at_the_start_rating() {
        let start = crate::rating::Rating::START.rating;
        let ratings = HashMap::from([(7, start + 1.0), (8, start - 1.0)]);
        let order = by_rating(&[(8, 1), (9, 3), (10, 2), (7, 4)], &ratings);
        assert_eq!(
            order,
            [(7, start + 1.0), (10, start), (9, start), (8, start - 1.0)]
        );
    }

    #[test]
    fn a_league_season_seats_each_league_by_rating_and_pairs_it_twice() {
        let ratings = HashMap::from([(1, 1400.0), (2, 1600.0), (3, 1500.0), (4, 1550.0)]);
        let entrants = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)];
        let leagues = vec![vec![1, 2, 3], vec![4, 5]];
        let (seats, pairings) = league_seats(&leagues, &ratings, &entrants, 2);
        let league1: Vec<(u64, u32)> = seats
            .iter()
            .filter(|s| s.league == Some(1))
            .map(|s| (s.player, s.pairing))
            .collect();
        assert_eq!(league1, [(2, 1), (3, 2), (1, 3)]);
        // 3 players: 6 rounds of a double round robin, a game and a rest each.
        let in_league = |l| pairings.iter().filter(|p| p.league == l).count();
        assert_eq!((in_league(1), in_league(2)), (12, 2));
        assert!(pairings.iter().all(|p| p.season == 2));
        // Each pair meets twice, once with each colour.
        let meet = |w, b| {
            pairings
                .iter()
                .filter(|p| p.white == w && p.black == Some(b))
                .count()
        };
        assert_eq!((meet(2, 3), meet(3, 2)), (1, 1));
    }

    #[test]
    fn the_leagues_are_one_to_the_highest_seated() {
        assert_eq!(leagues_seated([Some(2), None, Some(1)]), [1, 2]);
        assert!(leagues_seated([None, None]).is_empty());
    }
}
