//! Little Golem-style league championships: players grouped by rating into leagues of a
//! chosen size (league 1 the strongest); each season every league plays a double round
//! robin; then the top `up` of each league move up one, the bottom `down` move down one,
//! the others stay, leavers go and newcomers start in the bottom league.
//!
//! ```
//! use breaker::tournament::league::{group, next_season};
//!
//! // Seven players, best first, in leagues of 3: the last two join the league above
//! // rather than play a league of one.
//! let leagues = group(&[1, 2, 3, 4, 5, 6, 7], 3);
//! assert_eq!(leagues, vec![vec![1, 2, 3], vec![4, 5, 6, 7]]);
//! // League 2's winner (7) goes up, league 1's last (3) goes down; 8 is new.
//! let next = next_season(&[vec![2, 1, 3], vec![7, 4, 5, 6]], 1, 1, &[8]);
//! assert_eq!(next, vec![vec![2, 1, 7], vec![3, 4, 5, 6, 8]]);
//! ```

/// The smallest league worth playing: a smaller remainder joins the league above.
pub const MIN_LEAGUE: usize = 3;

/// Players (best first) grouped into leagues of `size` (at least 2), best league first;
/// a last group smaller than [`MIN_LEAGUE`] (or than half of `size`) joins the one above.
pub fn group(players: &[u64], size: usize) -> Vec<Vec<u64>> {
    let size = size.max(2);
    let mut out: Vec<Vec<u64>> = players.chunks(size).map(<[u64]>::to_vec).collect();
    if out.len() > 1 {
        let last = out.last().map_or(0, Vec::len);
        if last < MIN_LEAGUE.min(size) || last * 2 < size {
            let tail = out.pop().unwrap_or_default();
            if let Some(prev) = out.last_mut() {
                prev.extend(tail);
            }
        }
    }
    out
}

/// The next season's leagues from this season's final order in each league (best
/// first, leavers already removed): the top `up` of every league but the first move up,
/// the bottom `down` of every league but the last move down, and `newcomers` join the
/// bottom league. A league emptied below 2 players joins the one above.
pub fn next_season(
    standings: &[Vec<u64>],
    up: usize,
    down: usize,
    newcomers: &[u64],
) -> Vec<Vec<u64>> {
    let n = standings.len();
    let mut next: Vec<Vec<u64>> = vec![Vec::new(); n.max(1)];
    for (i, league) in standings.iter().enumerate() {
        let len = league.len();
        // Never move more than the league holds: up first, then down from the rest.
        let ups = if i > 0 { up.min(len) } else { 0 };
        let downs = if i + 1 < n { down.min(len - ups) } else { 0 };
        for (j, &p) in league.iter().enumerate() {
            let to = if j < ups {
                i - 1
            } else if j >= len - downs {
                i + 1
            } else {
                i
            };
            next[to].push(p);
        }
    }
    if let Some(last) = next.last_mut() {
        last.extend(
            newcomers
                .iter()
                .copied()
                .filter(|p| !standings.iter().flatten().any(|q| q == p)),
        );
    }
    // Movers are listed after the players who stayed (order within a league is only
    // the pairing order, set by rating when the season starts).
    let mut out: Vec<Vec<u64>> = Vec::new();
    for league in next {
        if league.len() < 2 {
            match out.last_mut() {
                Some(prev) => prev.extend(league),
                None => out.push(league),
            }
        } else {
            out.push(league);
        }
    }
    out.retain(|l| !l.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouping_by_size() {
        let p: Vec<u64> = (1..=10).collect();
        assert_eq!(
            group(&p, 5),
            vec![vec![1, 2, 3, 4, 5], vec![6, 7, 8, 9, 10]]
        );
        // A remainder of 2 is too small for a league: it joins the one above.
        assert_eq!(group(&p, 4).len(), 2);
        assert_eq!(group(&p, 4)[1], vec![5, 6, 7, 8, 9, 10]);
        assert_eq!(
            group(&p[..9], 4),
            vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8, 9]]
        );
        assert_eq!(group(&p[..2], 10), vec![vec![1, 2]]);
    }

    #[test]
    fn promotion_and_relegation_over_three_leagues() {
        let s = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10, 11, 12]];
        let next = next_season(&s, 1, 2, &[]);
        // League 1: keeps 1, 2; gets 5 from below. 3, 4 go down.
        assert_eq!(next[0], vec![1, 2, 5]);
        // League 2: keeps 6; gets 3, 4 from above and 9 from below; 7, 8 go down.
        assert_eq!(next[1], vec![3, 4, 6, 9]);
        assert_eq!(next[2], vec![7, 8, 10, 11, 12]);
        assert_eq!(next.iter().map(Vec::len).sum::<usize>(), 12);
    }

    #[test]
    fn a_single_league_keeps_everyone_and_takes_newcomers() {
        assert_eq!(
            next_season(&[vec![3, 1, 2]], 2, 2, &[4, 1]),
            vec![vec![3, 1, 2, 4]]
        );
    }
}
