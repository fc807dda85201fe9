//! Tie-breaks by their FIDE names (Handbook C.07, Tie-Break Regulations 2023).
//!
//! Scores are in half points. Unplayed rounds follow C.07's rules for them:
//! - a player's own unplayed round (a forfeit won or lost, a bye) counts in Buchholz
//!   and Sonneborn–Berger as a game against a dummy opponent with the player's own
//!   final score;
//! - an opponent's score is their **adjusted** score: rounds they did not play by their
//!   own choice or fault (forfeits lost, requested byes, absences) count as draws;
//!   forfeits won and pairing-allocated byes count as scored;
//! - Buchholz Cut-1 drops the lowest single contribution;
//! - direct encounter counts only games played between the tied players, and only when
//!   every pair of them has met (otherwise it separates nobody);
//! - number of wins counts every round scored as a win, played or not.
//!
//! ```
//! use breaker::tournament::tiebreak::{Entry, Tiebreak, values};
//! use std::collections::BTreeMap;
//!
//! // 1 beat 2 and 3; 2 beat 3.
//! let mut r: BTreeMap<u64, Vec<Entry>> = BTreeMap::new();
//! r.insert(1, vec![Entry::played(1, 2, 2), Entry::played(2, 3, 2)]);
//! r.insert(2, vec![Entry::played(1, 1, 0), Entry::played(2, 3, 2)]);
//! r.insert(3, vec![Entry::played(1, 2, 0), Entry::played(2, 1, 0)]);
//! let sb = values(&r, Tiebreak::SonnebornBerger);
//! assert_eq!(sb[&1], 1.0); // beat 2 (1 point) and 3 (0 points)
//! ```

use std::collections::{BTreeMap, BTreeSet};

/// How a round went for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub round: u32,
    /// The opponent, if the game was paired against someone.
    pub opponent: Option<u64>,
    /// Points scored this round, in halves (0, 1 or 2).
    pub halves: u32,
    /// Played over the board (a finished game), not a forfeit or bye.
    pub played: bool,
    /// Unplayed by the player's own choice or fault (a forfeit lost, a requested bye, an
    /// absence): counts as a draw in the player's adjusted score.
    pub voluntary: bool,
}

impl Entry {
    /// A game played against `opponent` scoring `halves`.
    pub fn played(round: u32, opponent: u64, halves: u32) -> Entry {
        Entry {
            round,
            opponent: Some(opponent),
            halves,
            played: true,
            voluntary: false,
        }
    }

    /// A forfeit won (`+`) or lost (`-`) against `opponent`.
    pub fn forfeit(round: u32, opponent: u64, won: bool) -> Entry {
        Entry {
            round,
            opponent: Some(opponent),
            halves: if won { 2 } else { 0 },
            played: false,
            voluntary: !won,
        }
    }

    /// A bye worth `halves` (2 for a pairing-allocated bye; 1 for a requested half-point
    /// bye, which is voluntary).
    pub fn bye(round: u32, halves: u32) -> Entry {
        Entry {
            round,
            opponent: None,
            halves,
            played: false,
            voluntary: halves < 2,
        }
    }
}

/// A tie-break, by FIDE's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tiebreak {
    DirectEncounter,
    SonnebornBerger,
    Wins,
    BuchholzCut1,
    Buchholz,
}

impl Tiebreak {
    /// FIDE's name, as shown in standings and the JSON export.
    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::DirectEncounter => "Direct encounter",
            Tiebreak::SonnebornBerger => "Sonneborn-Berger",
            Tiebreak::Wins => "Number of wins",
            Tiebreak::BuchholzCut1 => "Buchholz Cut-1",
            Tiebreak::Buchholz => "Buchholz",
        }
    }
}

/// Round robin order (after points): direct encounter, Sonneborn–Berger, wins.
pub const ROUND_ROBIN: &[Tiebreak] = &[
    Tiebreak::DirectEncounter,
    Tiebreak::SonnebornBerger,
    Tiebreak::Wins,
];

/// Swiss order (after points): Buchholz Cut-1, Buchholz, Sonneborn–Berger, direct
/// encounter.
pub const SWISS: &[Tiebreak] = &[
    Tiebreak::BuchholzCut1,
    Tiebreak::Buchholz,
    Tiebreak::SonnebornBerger,
    Tiebreak::DirectEncounter,
];

/// A player's points, in halves.
pub fn points(entries: &[Entry]) -> u32 {
    entries.iter().map(|e| e.halves).sum()
}

/// A player's adjusted score (for their opponents' tie-breaks), in points.
pub fn adjusted(entries: &[Entry]) -> f64 {
    entries
        .iter()
        .map(|e| if e.voluntary { 1 } else { e.halves })
        .sum::<u32>() as f64
        / 2.0
}

/// Each round's contribution to Buchholz (opponent's adjusted score, or the player's own
/// score for an unplayed round) and the points scored that round.
fn contributions(records: &BTreeMap<u64, Vec<Entry>>, player: u64) -> Vec<(f64, f64)> {
    let Some(mine) = records.get(&player) else {
        return Vec::new();
    };
    let own = points(mine) as f64 / 2.0;
    mine.iter()
        .map(|e| {
            let opp = match (e.played, e.opponent) {
                (true, Some(o)) => records.get(&o).map_or(0.0, |r| adjusted(r)),
                _ => own,
            };
            (opp, e.halves as f64 / 2.0)
        })
        .collect()
}

/// Every player's value of a tie-break that does not depend on ties (all but direct
/// encounter, for which see [`direct_encounter`]).
pub fn values(records: &BTreeMap<u64, Vec<Entry>>, tb: Tiebreak) -> BTreeMap<u64, f64> {
    records
        .keys()
        .map(|&p| {
            let c = contributions(records, p);
            let v = match tb {
                Tiebreak::Buchholz => c.iter().map(|(o, _)| o).sum(),
                Tiebreak::BuchholzCut1 => {
                    let total: f64 = c.iter().map(|(o, _)| o).sum();
                    let low = c.iter().map(|(o, _)| *o).fold(f64::INFINITY, f64::min);
                    if c.is_empty() {
                        0.0
                    } else {
                        total - low
                    }
                }
                Tiebreak::SonnebornBerger => c.iter().map(|(o, s)| o * s).sum(),
                Tiebreak::Wins => records[&p].iter().filter(|e| e.halves == 2).count() as f64,
                Tiebreak::DirectEncounter => 0.0,
            };
            (p, v)
        })
        .collect()
}

/// Direct encounter within a group of tied players: each one's points from games
/// played against the others of the group, if every pair of them met; all 0 otherwise
/// (the rule separates nobody).
pub fn direct_encounter(records: &BTreeMap<u64, Vec<Entry>>, group: &[u64]) -> BTreeMap<u64, f64> {
    let set: BTreeSet<u64> = group.iter().copied().collect();
    let mut met = BTreeSet::new();
    let mut score: BTreeMap<u64, f64> = group.iter().map(|&p| (p, 0.0)).collect();
    for &p in group {
        for e in records.get(&p).into_iter().flatten() {
            if let (true, Some(o)) = (e.played, e.opponent) {
                if set.contains(&o) {
                    met.insert((p.min(o), p.max(o)));
                    *score.entry(p).or_default() += e.halves as f64 / 2.0;
                }
            }
        }
    }
    let pairs = group.len() * group.len().saturating_sub(1) / 2;
    if group.len() < 2 || met.len() < pairs {
        return group.iter().map(|&p| (p, 0.0)).collect();
    }
    score
}

/// Ranks players: points, then `order`'s tie-breaks. Returns, best first, each player
/// with their tie-break values (in `order`) and their rank (shared when all are equal).
pub fn rank(
    records: &BTreeMap<u64, Vec<Entry>>,
    order: &[Tiebreak],
) -> Vec<(usize, u64, Vec<f64>)> {
    let computed: Vec<Option<BTreeMap<u64, f64>>> = order
        .iter()
        .map(|&tb| (tb != Tiebreak::DirectEncounter).then(|| values(records, tb)))
        .collect();
    let mut keys: BTreeMap<u64, Vec<f64>> = records
        .iter()
        .map(|(&p, e)| (p, vec![points(e) as f64 / 2.0]))
        .collect();
    for (i, tb) in order.iter().enumerate() {
        match &computed[i] {
            Some(v) => {
                for (p, k) in keys.iter_mut() {
                    k.push(v[p]);
                }
            }
            None => {
                debug_assert_eq!(*tb, Tiebreak::DirectEncounter);
                // Groups equal on everything so far.
                let mut groups: BTreeMap<Vec<u64>, Vec<u64>> = BTreeMap::new();
                for (p, k) in &keys {
                    let key = k.iter().map(|x| (x * 1000.0).round() as u64).collect();
                    groups.entry(key).or_default().push(*p);
                }
                let mut de = BTreeMap::new();
                for g in groups.values() {
                    de.extend(direct_encounter(records, g));
                }
                for (p, k) in keys.iter_mut() {
                    k.push(de[p]);
                }
            }
        }
    }
    let mut rows: Vec<(u64, Vec<f64>)> = keys.into_iter().collect();
    rows.sort_by(|a, b| {
        b.1.partial_cmp(&a.1)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.0.cmp(&b.0))
    });
    let mut out = Vec::with_capacity(rows.len());
    for (i, (p, k)) in rows.iter().enumerate() {
        let rank = match out.last() {
            Some((r, _, _)) if rows[i - 1].1 == *k => *r,
            _ => i + 1,
        };
        out.push((rank, *p, k[1..].to_vec()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rr(results: &[(u64, u64, u32)]) -> BTreeMap<u64, Vec<Entry>> {
        // (a, b, a's halves), one round each in order.
        let mut r: BTreeMap<u64, Vec<Entry>> = BTreeMap::new();
        for (i, &(a, b, h)) in results.iter().enumerate() {
            let round = i as u32 + 1;
            r.entry(a).or_default().push(Entry::played(round, b, h));
            r.entry(b).or_default().push(Entry::played(round, a, 2 - h));
        }
        r
    }

    #[test]
    fn sonneborn_berger_and_direct_encounter_on_a_worked_round_robin() {
        // Four players. 1 beats 2, 2 beats 3, 3 beats 1 (a cycle), everyone beats 4,
        // except 4 beats 1. Points: 1: 1, 2: 2, 3: 2, 4: 1.
        let r = rr(&[
            (1, 2, 2),
            (2, 3, 2),
            (3, 1, 2),
            (2, 4, 2),
            (3, 4, 2),
            (4, 1, 2),
        ]);
        assert_eq!(points(&r[&2]), 4);
        assert_eq!(points(&r[&3]), 4);
        // SB(2) = beat 3 (2) + beat 4 (1) = 3; SB(3) = beat 1 (1) + beat 4 (1) = 2.
        let sb = values(&r, Tiebreak::SonnebornBerger);
        assert_eq!((sb[&2], sb[&3]), (3.0, 2.0));
        // 2 and 3 are tied on points: 2 beat 3, so direct encounter puts 2 first.
        let ranked = rank(&r, ROUND_ROBIN);
        let order: Vec<u64> = ranked.iter().map(|(_, p, _)| *p).collect();
        assert_eq!(&order[..2], &[2, 3]);
        assert_eq!(ranked[0].2, vec![1.0, 3.0, 2.0]);
        assert_eq!(ranked[1].2, vec![0.0, 2.0, 2.0]);
        // 1 and 4 tied on 1 point: 4 beat 1.
        assert_eq!(&order[2..], &[4, 1]);
    }

    #[test]
    fn direct_encounter_separates_nobody_unless_all_tied_players_met() {
        let mut r = rr(&[(1, 2, 2)]);
        r.entry(3).or_default().push(Entry::bye(1, 2));
        let de = direct_encounter(&r, &[1, 3]);
        assert_eq!((de[&1], de[&3]), (0.0, 0.0));
        let de = direct_encounter(&r, &[1, 2]);
        assert_eq!((de[&1], de[&2]), (1.0, 0.0));
    }

    #[test]
    fn buchholz_with_cut_and_unplayed_rounds() {
        // Swiss, 3 rounds. Player 1: beat 2, beat 3, then a forfeit win over 4.
        // Player 2: lost to 1, beat 4, beat 3. Player 3: beat 4, lost to 1, lost to 2.
        // Player 4: lost to 3, lost to 2, forfeit loss to 1 (voluntary: a draw in 4's
        // adjusted score).
        let mut r: BTreeMap<u64, Vec<Entry>> = BTreeMap::new();
        r.insert(
            1,
            vec![
                Entry::played(1, 2, 2),
                Entry::played(2, 3, 2),
                Entry::forfeit(3, 4, true),
            ],
        );
        r.insert(
            2,
            vec![
                Entry::played(1, 1, 0),
                Entry::played(2, 4, 2),
                Entry::played(3, 3, 2),
            ],
        );
        r.insert(
            3,
            vec![
                Entry::played(1, 4, 2),
                Entry::played(2, 1, 0),
                Entry::played(3, 2, 0),
            ],
        );
        r.insert(
            4,
            vec![
                Entry::played(1, 3, 0),
                Entry::played(2, 2, 0),
                Entry::forfeit(3, 1, false),
            ],
        );
        assert_eq!(adjusted(&r[&4]), 0.5);
        let bh = values(&r, Tiebreak::Buchholz);
        // 1: opponents 2 (2) + 3 (1) + dummy with 1's own 3 points = 6.
        assert_eq!(bh[&1], 6.0);
        // 2: 1 (3) + 4 (0.5) + 3 (1) = 4.5; cut the lowest (0.5): 4.
        assert_eq!(bh[&2], 4.5);
        assert_eq!(values(&r, Tiebreak::BuchholzCut1)[&2], 4.0);
        // 4: 3 (1) + 2 (2) + dummy with 4's own 0 points = 3.
        assert_eq!(bh[&4], 3.0);
        // SB(1) = 2·1 + 1·1 + dummy 3·1 = 6.
        assert_eq!(values(&r, Tiebreak::SonnebornBerger)[&1], 6.0);
        assert_eq!(values(&r, Tiebreak::Wins)[&1], 3.0);
        let ranked = rank(&r, SWISS);
        assert_eq!(
            ranked.iter().map(|(_, p, _)| *p).collect::<Vec<_>>(),
            vec![1, 2, 3, 4]
        );
    }

    #[test]
    fn equal_on_everything_shares_a_rank() {
        let mut r: BTreeMap<u64, Vec<Entry>> = BTreeMap::new();
        r.insert(1, vec![Entry::bye(1, 2)]);
        r.insert(2, vec![Entry::bye(1, 2)]);
        let ranked = rank(&r, ROUND_ROBIN);
        assert_eq!((ranked[0].0, ranked[1].0), (1, 1));
    }
}
