//! A running Swiss event's next round: the event's players and their results so far
//! written as the TRF tournament the [Dutch engine](super::dutch) reads, then paired.
//!
//! ```
//! use breaker::tournament::standings::Outcome;
//! use breaker::tournament::swiss::{next_round, Board, Entrant};
//!
//! // Four players in pairing-number order (player ids 10, 20, 30, 40); round 1 was
//! // 10-30 (White won) and 40-20 (Black won).
//! let entrants: Vec<Entrant> = [10, 20, 30, 40]
//!     .iter()
//!     .map(|&id| Entrant { player: id, rating: 1500, active: true, half_byes: 0 })
//!     .collect();
//! let played = vec![
//!     Board { round: 1, white: 10, black: Some(30), outcome: Outcome::WhiteWon },
//!     Board { round: 1, white: 40, black: Some(20), outcome: Outcome::BlackWon },
//! ];
//! let round2 = next_round(&entrants, &played, 3, &[]).unwrap();
//! // The two winners meet, and the two losers; nobody plays the same opponent twice.
//! assert_eq!(round2, vec![(20, Some(10)), (30, Some(40))]);
//! ```
//!
//! How each stored result reads in TRF: a win `1`/`0`, a forfeit `+`/`-` (unplayed: the
//! two may still meet), a void or a game left outside the standings `-`/`-` (nobody
//! scores, unplayed), the pairing-allocated bye `0000 - U` (a win). A withdrawn player
//! gets `0000 - -` for the round to pair, so the engine leaves them out; a late entrant
//! gets `0000 - -` for the rounds before they joined (no points), or `0000 - H` (a
//! half-point bye) for those their event grants byes for.

use super::dutch::{self, NoValidPairing};
use super::standings::Outcome;
use super::trf::{self, Colour, ResultCode, RoundEntry};

/// A player of the event, in pairing-number order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entrant {
    pub player: u64,
    /// The seeding rating (TRF writes whole points).
    pub rating: u32,
    /// Not withdrawn: paired in the next round.
    pub active: bool,
    /// A late entrant's half-point byes: rounds 1 to this one, where they have no board.
    pub half_byes: u32,
}

/// A paired board of an earlier round (`black: None` is the pairing-allocated bye).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub round: u32,
    pub white: u64,
    pub black: Option<u64>,
    pub outcome: Outcome,
}

/// The Swiss event as a TRF tournament of `rounds` rounds: one `001` line per entrant
/// with every round paired so far, and `0000 - -` for the round to pair for those
/// who will not be paired.
pub fn to_trf(entrants: &[Entrant], boards: &[Board], rounds: u32) -> trf::Tournament {
    let played = boards.iter().map(|b| b.round).max().unwrap_or(0);
    let number = |p: u64| {
        entrants
            .iter()
            .position(|e| e.player == p)
            .map(|i| i as u32 + 1)
    };
    let absent = RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::ForfeitLoss,
    };
    let half_bye = RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::HalfBye,
    };
    let players = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let mut entries: Vec<RoundEntry> = (1..=played)
                .map(|r| {
                    boards
                        .iter()
                        .find(|b| {
                            b.round == r && (b.white == e.player || b.black == Some(e.player))
                        })
                        .map_or(if r <= e.half_byes { half_bye } else { absent }, |b| {
                            entry(b, e.player, &number)
                        })
                })
                .collect();
            if !e.active {
                entries.push(absent);
            }
            let points = entries.iter().map(|x| x.result.tenths()).sum();
            trf::Player {
                number: i as u32 + 1,
                name: e.player.to_string(),
                rating: e.rating,
                points,
                rounds: entries,
                ..trf::Player::default()
            }
        })
        .collect();
    trf::Tournament {
        rounds: Some(rounds),
        initial_colour: Some(Colour::White),
        players,
        ..trf::Tournament::default()
    }
}

/// `player`'s entry for board `b`.
fn entry(b: &Board, player: u64, number: &impl Fn(u64) -> Option<u32>) -> RoundEntry {
    let Some(black) = b.black else {
        return RoundEntry {
            opponent: None,
            colour: None,
            result: ResultCode::PairingBye,
        };
    };
    let white = b.white == player;
    let opponent = number(if white { black } else { b.white });
    let colour = Some(if white { Colour::White } else { Colour::Black });
    let won = |c: Colour| (c == Colour::White) == white;
    let result = match b.outcome {
        Outcome::WhiteWon => win_or_loss(won(Colour::White), false),
        Outcome::BlackWon => win_or_loss(won(Colour::Black), false),
        Outcome::WhiteByForfeit => win_or_loss(won(Colour::White), true),
        Outcome::BlackByForfeit => win_or_loss(won(Colour::Black), true),
        // Nobody scores and the game counts as unplayed (it may be played again).
        Outcome::Void | Outcome::Pending => ResultCode::ForfeitLoss,
    };
    RoundEntry {
        opponent,
        colour,
        result,
    }
}

fn win_or_loss(won: bool, forfeit: bool) -> ResultCode {
    match (won, forfeit) {
        (true, false) => ResultCode::Win,
        (false, false) => ResultCode::Loss,
        (true, true) => ResultCode::ForfeitWin,
        (false, true) => ResultCode::ForfeitLoss,
    }
}

/// The next round's boards as player ids, White first (`None`: the bye), in board
/// order. `forbidden` pairs never meet.
pub fn next_round(
    entrants: &[Entrant],
    boards: &[Board],
    rounds: u32,
    forbidden: &[(u64, u64)],
) -> Result<Vec<(u64, Option<u64>)>, NoValidPairing> {
    let t = to_trf(entrants, boards, rounds);
    let number = |p: u64| {
        entrants
            .iter()
            .position(|e| e.player == p)
            .map(|i| i as u32 + 1)
    };
    let avoid: Vec<(u32, u32)> = forbidden
        .iter()
        .filter_map(|&(a, b)| Some((number(a)?, number(b)?)))
        .collect();
    let pairs = dutch::pair_avoiding(&t, &avoid)?;
    let id = |n: u32| entrants[n as usize - 1].player;
    Ok(pairs
        .into_iter()
        .map(|p| (id(p.white), p.black.map(id)))
        .collect())
}

/// The default number of rounds for `players`: enough to leave one player on top
/// (⌈log₂ n⌉), and never more than a round robin (n − 1).
pub fn default_rounds(players: usize) -> u32 {
    let n = players.max(2);
    let log = usize::BITS - (n - 1).leading_zeros();
    log.min(n as u32 - 1).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrants(ids: &[u64]) -> Vec<Entrant> {
        ids.iter()
            .map(|&player| Entrant {
                player,
                rating: 1500,
                active: true,
                half_byes: 0,
            })
            .collect()
    }

    #[test]
    fn round_one_is_top_half_against_bottom_half() {
        let e = entrants(&[1, 2, 3, 4, 5]);
        let r1 = next_round(&e, &[], 3, &[]).unwrap();
        // The lowest (5) gets the bye; 1-3 and 4-2, colours alternating from 1 White.
        assert_eq!(r1, vec![(1, Some(3)), (4, Some(2)), (5, None)]);
    }

    /// Round 1 of five: 1 beat 3, 2 beat 4, 5 has the bye, its game not yet counted.
    fn round_one() -> Vec<Board> {
        vec![
            Board {
                round: 1,
                white: 1,
                black: Some(3),
                outcome: Outcome::WhiteWon,
            },
            Board {
                round: 1,
                white: 4,
                black: Some(2),
                outcome: Outcome::BlackWon,
            },
            Board {
                round: 1,
                white: 5,
                black: None,
                outcome: Outcome::Pending,
            },
        ]
    }

    #[test]
    fn a_withdrawn_player_is_not_paired_and_a_bye_is_not_given_twice() {
        let mut e = entrants(&[1, 2, 3, 4, 5]);
        let r1 = round_one();
        e[0].active = false;
        let r2 = next_round(&e, &r1, 3, &[]).unwrap();
        assert_eq!(r2.len(), 2);
        assert!(r2.iter().all(|&(w, b)| w != 1 && b != Some(1)));
        // Four players left: no bye, and 5 (who had it) plays.
        assert!(r2.iter().all(|(_, b)| b.is_some()));
        assert!(r2.iter().any(|&(w, b)| w == 5 || b == Some(5)));
    }

    #[test]
    fn forbidden_pairs_never_meet() {
        let e = entrants(&[1, 2, 3, 4]);
        let free = next_round(&e, &[], 3, &[]).unwrap();
        assert!(free.contains(&(1, Some(3))));
        let r1 = next_round(&e, &[], 3, &[(3, 1)]).unwrap();
        assert!(!r1
            .iter()
            .any(|&(w, b)| (w, b) == (1, Some(3)) || (w, b) == (3, Some(1))));
        assert_eq!(r1.len(), 2);
    }

    #[test]
    fn a_late_entrant_starts_with_no_points() {
        // 6 joined after round 1: no entry for it.
        let e = entrants(&[1, 2, 3, 4, 5, 6]);
        let r1 = round_one();
        let t = to_trf(&e, &r1, 3);
        assert_eq!(t.players[5].points, 0);
        assert_eq!(t.players[5].rounds[0].result, ResultCode::ForfeitLoss);
        assert_eq!(t.players[4].points, 10);
        let r2 = next_round(&e, &r1, 3, &[]).unwrap();
        assert_eq!(r2.len(), 3);
    }

    #[test]
    fn a_late_entrant_granted_byes_has_a_half_point_for_each_round_missed() {
        // 6 joined after round 1 of an event that grants late entrants byes.
        let mut e = entrants(&[1, 2, 3, 4, 5, 6]);
        e[5].half_byes = 1;
        let r1 = round_one();
        let t = to_trf(&e, &r1, 3);
        assert_eq!(t.players[5].points, 5);
        assert_eq!(t.players[5].rounds[0].result, ResultCode::HalfBye);
        assert!(t.to_string().contains("0000 - H"));
        // Paired from round 2 like anyone, and in the half-point score group.
        let r2 = next_round(&e, &r1, 3, &[]).unwrap();
        assert_eq!(r2.len(), 3);
        assert!(r2.iter().any(|&(w, b)| w == 6 || b == Some(6)));
    }

    #[test]
    fn default_rounds_grow_with_the_field() {
        assert_eq!(default_rounds(2), 1);
        assert_eq!(default_rounds(3), 2);
        assert_eq!(default_rounds(4), 2);
        assert_eq!(default_rounds(5), 3);
        assert_eq!(default_rounds(16), 4);
        assert_eq!(default_rounds(17), 5);
    }
}
