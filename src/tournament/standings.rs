//! A tournament's standings from its pairings and their results, with FIDE's rules of
//! results: scores in halves, forfeits (`+`/`-`, unplayed for tie-breaks and ratings)
//! and the withdrawal rule.
//!
//! Withdrawal (FIDE): in a round robin, a player who withdrew having played less than
//! half of their games has all their results deleted (as if they never entered);
//! otherwise their remaining games are forfeits, won by their opponents. In a Swiss, a
//! withdrawn player is simply not paired again: their results stand.

use std::collections::BTreeMap;

use super::tiebreak::{self, Entry, Tiebreak};

/// How a pairing ended, or not yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Not started or still being played.
    Pending,
    /// Played to the end: White or Black won.
    WhiteWon,
    BlackWon,
    /// Not played: White wins by forfeit (`+` for White, `-` for Black), or Black.
    WhiteByForfeit,
    BlackByForfeit,
    /// Voided by a moderator: counts for nothing.
    Void,
}

/// One pairing: White, Black (`None`: White's bye, worth `bye_halves`), and how it
/// ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    pub round: u32,
    pub white: u64,
    pub black: Option<u64>,
    pub outcome: Outcome,
    /// What a bye is worth, in halves (2: pairing-allocated bye; 1: half-point bye).
    pub bye_halves: u32,
}

/// The format's rules of results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    RoundRobin,
    Swiss,
}

/// One ranked player.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub rank: usize,
    pub player: u64,
    /// Points in halves.
    pub halves: u32,
    /// Tie-break values in the format's order.
    pub tiebreaks: Vec<(Tiebreak, f64)>,
    /// Games played over the board (finished).
    pub games: u32,
    pub withdrawn: bool,
    /// The round robin's withdrawal rule deleted this player's results.
    pub deleted: bool,
}

/// The result of `pairing` for its `player`, as a crosstable cell would show it:
/// `1`, `0`, `+`, `-`, `½` (half-point bye), `*` (running / not played yet).
pub fn cell(p: &Pairing, player: u64) -> &'static str {
    let white = p.white == player;
    match (p.black, p.outcome) {
        (None, _) => {
            if p.bye_halves == 2 {
                "+"
            } else {
                "½"
            }
        }
        (_, Outcome::Pending) => "*",
        (_, Outcome::Void) => "·",
        (_, Outcome::WhiteWon) => ["0", "1"][white as usize],
        (_, Outcome::BlackWon) => ["1", "0"][white as usize],
        (_, Outcome::WhiteByForfeit) => ["-", "+"][white as usize],
        (_, Outcome::BlackByForfeit) => ["+", "-"][white as usize],
    }
}

/// Applies the withdrawal rule: the pairings that count, with a withdrawn player's
/// unfinished games turned into forfeits (or, in a round robin under half played, every
/// game of theirs dropped). Also the players whose results were deleted.
pub fn effective(kind: Kind, pairings: &[Pairing], withdrawn: &[u64]) -> (Vec<Pairing>, Vec<u64>) {
    let mut deleted = Vec::new();
    if kind == Kind::RoundRobin {
        for &w in withdrawn {
            let theirs: Vec<&Pairing> = pairings
                .iter()
                .filter(|p| p.black.is_some() && (p.white == w || p.black == Some(w)))
                .collect();
            let played = theirs
                .iter()
                .filter(|p| matches!(p.outcome, Outcome::WhiteWon | Outcome::BlackWon))
                .count();
            if played * 2 < theirs.len() {
                deleted.push(w);
            }
        }
    }
    let out = pairings
        .iter()
        .filter(|p| !deleted.contains(&p.white) && !p.black.is_some_and(|b| deleted.contains(&b)))
        .map(|p| {
            let mut p = *p;
            if p.outcome == Outcome::Pending && p.black.is_some() {
                let w = withdrawn.contains(&p.white);
                let b = p.black.is_some_and(|b| withdrawn.contains(&b));
                p.outcome = match (w, b) {
                    (true, false) => Outcome::BlackByForfeit,
                    (false, true) => Outcome::WhiteByForfeit,
                    // Both gone: nobody scores.
                    (true, true) => Outcome::Void,
                    (false, false) => Outcome::Pending,
                };
            }
            p
        })
        .collect();
    (out, deleted)
}

/// Each player's rounds as tie-break entries (pending and void games give none).
pub fn records(players: &[u64], pairings: &[Pairing]) -> BTreeMap<u64, Vec<Entry>> {
    let mut r: BTreeMap<u64, Vec<Entry>> = players.iter().map(|&p| (p, Vec::new())).collect();
    for p in pairings {
        let Some(black) = p.black else {
            r.entry(p.white)
                .or_default()
                .push(Entry::bye(p.round, p.bye_halves));
            continue;
        };
        let (w, b) = match p.outcome {
            Outcome::Pending | Outcome::Void => continue,
            Outcome::WhiteWon => (
                Entry::played(p.round, black, 2),
                Entry::played(p.round, p.white, 0),
            ),
            Outcome::BlackWon => (
                Entry::played(p.round, black, 0),
                Entry::played(p.round, p.white, 2),
            ),
            Outcome::WhiteByForfeit => (
                Entry::forfeit(p.round, black, true),
                Entry::forfeit(p.round, p.white, false),
            ),
            Outcome::BlackByForfeit => (
                Entry::forfeit(p.round, black, false),
                Entry::forfeit(p.round, p.white, true),
            ),
        };
        r.entry(p.white).or_default().push(w);
        r.entry(black).or_default().push(b);
    }
    r
}

/// The standings: every player ranked by points then the format's tie-breaks; players
/// whose results the withdrawal rule deleted come last, unranked (rank 0).
pub fn standings(kind: Kind, players: &[u64], pairings: &[Pairing], withdrawn: &[u64]) -> Vec<Row> {
    let (counted, deleted) = effective(kind, pairings, withdrawn);
    let ranked_players: Vec<u64> = players
        .iter()
        .copied()
        .filter(|p| !deleted.contains(p))
        .collect();
    let recs = records(&ranked_players, &counted);
    let order = match kind {
        Kind::RoundRobin => tiebreak::ROUND_ROBIN,
        Kind::Swiss => tiebreak::SWISS,
    };
    let mut rows: Vec<Row> = tiebreak::rank(&recs, order)
        .into_iter()
        .map(|(rank, player, values)| {
            let e = &recs[&player];
            Row {
                rank,
                player,
                halves: tiebreak::points(e),
                tiebreaks: order.iter().copied().zip(values).collect(),
                games: e.iter().filter(|x| x.played).count() as u32,
                withdrawn: withdrawn.contains(&player),
                deleted: false,
            }
        })
        .collect();
    for &p in players.iter().filter(|p| deleted.contains(p)) {
        rows.push(Row {
            rank: 0,
            player: p,
            halves: 0,
            tiebreaks: Vec::new(),
            games: 0,
            withdrawn: true,
            deleted: true,
        });
    }
    rows
}

/// Points in halves as text: `3`, `2½`, `½`.
pub fn points_text(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(round: u32, white: u64, black: u64, outcome: Outcome) -> Pairing {
        Pairing {
            round,
            white,
            black: Some(black),
            outcome,
            bye_halves: 2,
        }
    }

    /// Four players; player 4 withdrew.
    fn four(played_by_4: usize) -> Vec<Pairing> {
        let mut all = vec![
            game(1, 1, 4, Outcome::Pending),
            game(1, 2, 3, Outcome::WhiteWon),
            game(2, 4, 3, Outcome::Pending),
            game(2, 1, 2, Outcome::WhiteWon),
            game(3, 2, 4, Outcome::Pending),
            game(3, 3, 1, Outcome::BlackWon),
        ];
        // Player 4 lost the first `played_by_4` of their games over the board.
        for p in all
            .iter_mut()
            .filter(|p| p.white == 4 || p.black == Some(4))
            .take(played_by_4)
        {
            p.outcome = if p.white == 4 {
                Outcome::BlackWon
            } else {
                Outcome::WhiteWon
            };
        }
        all
    }

    #[test]
    fn under_half_played_a_withdrawn_players_results_are_deleted() {
        let rows = standings(Kind::RoundRobin, &[1, 2, 3, 4], &four(1), &[4]);
        // 1 of 3 played: deleted. Player 1's win over 4 is gone: 1 has 2 points.
        let one = rows.iter().find(|r| r.player == 1).unwrap();
        assert_eq!(one.halves, 4);
        let four_row = rows.iter().find(|r| r.player == 4).unwrap();
        assert!(four_row.deleted && four_row.rank == 0);
        assert_eq!(rows.last().unwrap().player, 4);
    }

    #[test]
    fn from_half_played_the_rest_are_forfeits() {
        let rows = standings(Kind::RoundRobin, &[1, 2, 3, 4], &four(2), &[4]);
        // 2 of 3 played: 4's last game (vs 2) is a forfeit win for 2.
        let two = rows.iter().find(|r| r.player == 2).unwrap();
        assert_eq!(two.halves, 4); // beat 3, forfeit win over 4, lost to 1
        assert_eq!(two.games, 2, "the forfeit is unplayed");
        let (eff, _) = effective(Kind::RoundRobin, &four(2), &[4]);
        let last = eff.iter().find(|p| p.round == 3 && p.white == 2).unwrap();
        assert_eq!(cell(last, 2), "+");
        assert_eq!(cell(last, 4), "-");
        assert!(!rows.iter().find(|r| r.player == 4).unwrap().deleted);
    }

    #[test]
    fn a_swiss_withdrawal_keeps_results() {
        let rows = standings(Kind::Swiss, &[1, 2, 3, 4], &four(1), &[4]);
        assert!(rows.iter().all(|r| !r.deleted));
        assert_eq!(rows.iter().find(|r| r.player == 1).unwrap().halves, 6);
    }

    #[test]
    fn halves_read_as_points() {
        assert_eq!(points_text(5), "2½");
        assert_eq!(points_text(1), "½");
        assert_eq!(points_text(4), "2");
    }
}
