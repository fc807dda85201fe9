//! The round, bracket by bracket from the top score group down (C.04.3 B): each bracket's
//! choices (which moved-down players to pair, whom they meet, which exchanges, which
//! pairs) are fixed one at a time by probing the maximum weight matching of the whole
//! remaining round, so that every later bracket can still be completed (C.4). This is
//! bbpPairings' procedure, step for step.

use std::collections::HashMap;

use super::matching::Matcher;
use super::state::State;
use super::weights::{bits, Ctx};
use super::wide::Wide;
use super::NoValidPairing;

/// The players to pair, best first: score, then rank.
pub(super) fn sorted_players(st: &State) -> Vec<usize> {
    let mut sorted: Vec<usize> = st
        .players
        .iter()
        .filter(|p| p.to_pair)
        .map(|p| p.id)
        .collect();
    sorted.sort_by(|&a, &b| {
        let (pa, pb) = (&st.players[a], &st.players[b]);
        pb.score.cmp(&pa.score).then(pa.rank.cmp(&pb.rank))
    });
    sorted
}

/// Bits per count, the per-score-group field's full width, each score's offset and
/// each score's sub-field width.
pub(super) type Fields = (u32, u32, HashMap<u32, u32>, HashMap<u32, u32>);

/// Field sizes of the weights: bits per count, the width of a per-score-group field
/// with every score in it, each score's offset there, and each score's sub-field width.
pub(super) fn fields(st: &State, sorted: &[usize]) -> Fields {
    let mut shift = 0;
    let mut shifts = HashMap::new();
    let mut runs = HashMap::new();
    let mut max_group = 0;
    let mut run = 0;
    for (i, &p) in sorted.iter().enumerate().rev() {
        run += 1;
        let score = st.players[p].score;
        if i == 0 || score < st.players[sorted[i - 1]].score {
            shifts.insert(score, shift);
            runs.insert(score, bits(run));
            max_group = max_group.max(run);
            shift += bits(run);
            run = 0;
        }
    }
    (bits(max_group), shift, shifts, runs)
}

/// How [`fix_opponent`] raises the candidates' weights, from the least preferred: by 0,
/// 1, 2 … counting every candidate, or from a first amount counting only the edges set.
#[derive(Clone, Copy)]
enum Raise {
    EveryOne,
    From(u64),
}

/// Fixes `pv`'s opponent, the most preferred possible: each candidate `(vertex, weight)`,
/// listed from the least preferred, gets its weight raised a little more than the last
/// (a zero weight stays unset), then the matching is solved again and `pv`'s mate fixed.
/// Returns the mate; `stable` becomes the new matching.
fn fix_opponent<const L: usize>(
    mc: &mut Matcher<L>,
    stable: &mut Vec<usize>,
    pv: usize,
    candidates: impl Iterator<Item = (usize, Wide<L>)>,
    raise: Raise,
) -> usize {
    let mut add = match raise {
        Raise::EveryOne => 0,
        Raise::From(first) => first,
    };
    for (ov, mut w) in candidates {
        if !w.is_zero() {
            w.add_small(add);
            mc.set(pv, ov, w);
            add += 1;
        } else if matches!(raise, Raise::EveryOne) {
            add += 1;
        }
    }
    mc.solve();
    *stable = mc.mates().to_vec();
    let mv = stable[pv];
    mc.finalize(pv, mv);
    mv
}

/// A player and their opponent (`None`: the bye).
pub(super) type Pair = (usize, Option<usize>);

/// Pairs the round: for each paired player, their opponent (`None`: the bye). `Ok(None)`
/// when a bracket's scores do not fit in `ctx`'s per-score-group fields: the caller pairs
/// again with room for every score.
pub(super) fn pair_round<const L: usize>(
    st: &State,
    sorted: &[usize],
    mut ctx: Ctx<'_>,
) -> Result<Option<Vec<Pair>>, NoValidPairing> {
    let n = sorted.len();
    let ps = &st.players;
    let score = |v: usize| ps[sorted[v]].score;
    let (b, s) = (ctx.sg_bits, ctx.sg_shift);
    let mut mc = Matcher::<L>::new(n);
    let odd = n % 2 == 1;
    let top = score(0);

    // First: can everyone (but one bye) be paired at all, and who gets the bye?
    for pi in 0..n {
        for oi in 0..pi {
            let (p, o) = (&ps[sorted[pi]], &ps[sorted[oi]]);
            let w = if odd {
                let mut w = Wide::<L>::ZERO;
                if st.compatible(p, o) {
                    w.or_small(1 + !p.eligible_for_bye() as u64 + !o.eligible_for_bye() as u64);
                    w.shl(s);
                    w.or_small((ctx.shifts[&p.score] + ctx.shifts[&o.score]) as u64);
                    w.shl(b);
                    w.or_small((p.score >= top) as u64);
                }
                w
            } else {
                ctx.weight(o, p, false, false)
            };
            mc.set(pi, oi, w);
        }
    }
    mc.solve();
    {
        let m = mc.mates();
        let mut unmatched = 0;
        for v in 0..n {
            if m[v] == v {
                unmatched += 1;
                if unmatched > 1 || !ps[sorted[v]].eligible_for_bye() {
                    return Err(NoValidPairing::Impossible);
                }
            }
        }
        if odd {
            let bye = (0..n)
                .find(|&v| m[v] == v)
                .expect("an odd count leaves one out");
            ctx.bye_score = score(bye);
            ctx.single_downfloater_is_bye = ctx.bye_score >= top
                && (0..n)
                    .take_while(|&v| score(v) >= top)
                    .all(|v| score(m[v]) >= top);
            let mut counts: Vec<u32> = sorted
                .iter()
                .map(|&p| &ps[p])
                .filter(|p| p.score == ctx.bye_score)
                .map(|p| p.played_games)
                .collect();
            counts.sort_by(|a, b| b.cmp(a));
            for (rank, c) in counts.into_iter().enumerate() {
                ctx.unplayed_ranks.insert(c, rank as u64);
            }
            for pi in 0..n {
                for oi in 0..pi {
                    mc.set(
                        pi,
                        oi,
                        ctx.weight(&ps[sorted[oi]], &ps[sorted[pi]], false, false),
                    );
                }
            }
        }
    }

    let mut mate_of: Vec<Option<usize>> = vec![None; ps.len()];
    // The bracket's players (moved-down ones first) and the next score group, as
    // vertices (positions in `sorted`).
    let mut bracket: Vec<usize> = (0..n).take_while(|&v| score(v) >= top).collect();
    let mut next_group = bracket.len();
    let mut matched = vec![false; n];
    let mut moved_down = 0usize;
    let mut group_vertex = 0usize;

    while bracket.len() > 1 || next_group != n {
        let group_end = bracket.len();
        let group_start_next = next_group;
        let next_vertex = group_vertex + (group_end - moved_down);
        while next_group < n && score(next_group) >= score(group_start_next) {
            bracket.push(next_group);
            next_group += 1;
        }
        let pl = |i: usize| &ps[sorted[bracket[i]]];
        // The per-score-group fields hold only the scores of this bracket and the next
        // score group (the weights are that much narrower); the weights between players
        // moved down from earlier brackets, which stay in the graph, are rewritten for
        // the new layout.
        let scores: Vec<u32> = (0..bracket.len()).map(|i| pl(i).score).collect();
        let Some(shifts) = ctx.layout(&scores) else {
            return Ok(None);
        };
        let old = std::mem::replace(&mut ctx.shifts, shifts);
        for li in 1..moved_down {
            for si in 0..li {
                let w = mc.get(bracket[li], bracket[si]);
                mc.set(bracket[li], bracket[si], ctx.remap(w, &old));
            }
        }
        // base[larger][smaller], for larger in the bracket's own score group or after.
        let mut base: Vec<Vec<Wide<L>>> = (0..bracket.len())
            .map(|li| {
                if li < moved_down {
                    Vec::new()
                } else {
                    (0..li)
                        .map(|si| ctx.weight(pl(si), pl(li), li < group_end, li >= group_end))
                        .collect()
                }
            })
            .collect();
        for li in moved_down..bracket.len() {
            for si in 0..li {
                mc.set(bracket[li], bracket[si], base[li][si]);
            }
        }
        let exchange_weight =
            |base: &Vec<Vec<Wide<L>>>, si: usize, li: usize, sri: usize, pairs: usize| {
                let mut r = base[li][si];
                if !r.is_zero() {
                    let mut add = Wide::<L>::from_u64((sri < pairs) as u64);
                    add.shl(b);
                    add.shl(b);
                    add.sub_small(sri as u64);
                    add.shl(1);
                    r.add(&add);
                }
                r
            };
        let in_group = |m: usize| m >= group_vertex && m < next_vertex;

        mc.solve();
        let mut stable = mc.mates().to_vec();

        // Which moved-down players get paired in this bracket (C.6, C.7: as many as
        // possible, highest scores first), in order.
        let mut md_score = 0;
        let mut left = 0usize;
        let mut left_matched = 0usize;
        for pi in 0..moved_down {
            if pi == 0 || pl(pi).score < md_score {
                md_score = pl(pi).score;
                left = 0;
                left_matched = 0;
                let mut mi = pi;
                while mi < bracket.len() && pl(mi).score >= md_score {
                    left += 1;
                    if in_group(stable[bracket[mi]]) {
                        left_matched += 1;
                    }
                    mi += 1;
                }
            }
            if left_matched == 0 {
                continue;
            }
            let pv = bracket[pi];
            if left <= left_matched {
                matched[pv] = true;
                continue;
            }
            left -= 1;
            if !in_group(stable[pv]) {
                for oi in moved_down..group_end {
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.or_small(1);
                        mc.set(pv, bracket[oi], w);
                    }
                }
                mc.solve();
                stable = mc.mates().to_vec();
            }
            if in_group(stable[pv]) {
                matched[pv] = true;
                left_matched -= 1;
                for oi in moved_down..group_end {
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.or_small((group_end - moved_down) as u64);
                        w.add_small(1);
                        mc.set(pv, bracket[oi], w);
                    }
                }
            }
        }

        // Their opponents: the highest possible in turn.
        for pi in 0..moved_down {
            let pv = bracket[pi];
            if !matched[pv] {
                continue;
            }
            let candidates = (moved_down..group_end)
                .rev()
                .map(|oi| (bracket[oi], base[oi][pi]))
                .filter(|&(ov, _)| !matched[ov]);
            let first = Raise::From(bracket.len() as u64);
            let mv = fix_opponent(&mut mc, &mut stable, pv, candidates, first);
            matched[mv] = true;
        }

        // The remainder: S1 (the top `pairs`) against S2, with as few and as small
        // exchanges as possible (B.3, B.4).
        let mut rem: Vec<usize> = Vec::new();
        let mut pairs = 0usize;
        for (pi, &pv) in bracket.iter().enumerate().take(group_end).skip(moved_down) {
            if stable[pv] < group_vertex {
                continue;
            }
            rem.push(pi);
            if stable[pv] < pv {
                pairs += 1;
            }
        }
        let first_end = pairs;
        for a in 0..rem.len() {
            let oi = rem[a];
            for (sri, &pi) in rem.iter().enumerate() {
                if oi <= pi {
                    break;
                }
                mc.set(
                    bracket[pi],
                    bracket[oi],
                    exchange_weight(&base, pi, oi, sri, pairs),
                );
            }
        }
        mc.solve();
        stable = mc.mates().to_vec();
        let exchanged_s1 =
            |stable: &Vec<usize>, pv: usize| stable[pv] <= pv || stable[pv] >= next_vertex;
        let in_s1 = |stable: &Vec<usize>, pv: usize| stable[pv] > pv && stable[pv] < next_vertex;
        let mut exchanges = 0usize;
        if first_end < rem.len() {
            for &pi in &rem {
                if pi >= rem[first_end] {
                    break;
                }
                exchanges += exchanged_s1(&stable, bracket[pi]) as usize;
            }
        }

        // Exchange the lowest players of S1 that can be.
        let mut remaining = exchanges;
        let mut sri = pairs;
        let mut it = first_end;
        while it != 0 && remaining > 0 {
            sri -= 1;
            it -= 1;
            let pv = bracket[rem[it]];
            if in_s1(&stable, pv) {
                for &oi in &rem[it + 1..] {
                    let mut w = exchange_weight(&base, rem[it], oi, sri, pairs);
                    if !w.is_zero() {
                        w.sub_small(1);
                        mc.set(pv, bracket[oi], w);
                    }
                }
                mc.solve();
                stable = mc.mates().to_vec();
            }
            let exchange = exchanged_s1(&stable, pv);
            remaining -= exchange as usize;
            for o in it + 1..rem.len() {
                if exchange {
                    base[rem[o]][rem[it]] = Wide::ZERO;
                }
                mc.set(
                    pv,
                    bracket[rem[o]],
                    exchange_weight(&base, rem[it], rem[o], sri, pairs),
                );
            }
        }

        // Exchange the highest players of S2 that can be.
        let mut remaining = exchanges;
        // `it` is also the player's index in the remainder (S1 has `pairs` players).
        for it in first_end..rem.len() {
            let ri = it;
            if remaining <= 1 {
                break;
            }
            let pv = bracket[rem[it]];
            let already = in_s1(&stable, pv);
            if !already {
                for &oi in &rem[it + 1..] {
                    let mut w = exchange_weight(&base, rem[it], oi, ri, pairs);
                    if !w.is_zero() {
                        w.add_small(1);
                        mc.set(pv, bracket[oi], w);
                    }
                }
                mc.solve();
                stable = mc.mates().to_vec();
            }
            if in_s1(&stable, pv) {
                remaining -= 1;
                for o in 0..it {
                    base[rem[it]][rem[o]] = Wide::ZERO;
                    mc.set(pv, bracket[rem[o]], Wide::ZERO);
                }
                for oi in group_end..bracket.len() {
                    base[oi][rem[it]] = Wide::ZERO;
                    mc.set(pv, bracket[oi], Wide::ZERO);
                }
            }
            if !already {
                for &oi in &rem[it + 1..] {
                    mc.set(
                        pv,
                        bracket[oi],
                        exchange_weight(&base, rem[it], oi, ri, pairs),
                    );
                }
            }
        }

        // Fix who is in S1 and who in S2.
        for a in 0..rem.len() {
            let pi = rem[a];
            let pv = bracket[pi];
            for &oi in &rem[a + 1..] {
                let ov = bracket[oi];
                if exchanged_s1(&stable, pv) || in_s1(&stable, ov) {
                    base[oi][pi] = Wide::ZERO;
                }
                mc.set(pv, ov, base[oi][pi]);
            }
        }

        // Each S1 player's opponent, the highest possible in turn.
        for &pi in &rem {
            let pv = bracket[pi];
            if !in_s1(&stable, pv) {
                continue;
            }
            let candidates = rem
                .iter()
                .rev()
                .filter(|&&oi| oi > pi)
                .map(|&oi| (bracket[oi], base[oi][pi]))
                .filter(|&(ov, _)| !matched[ov]);
            let mv = fix_opponent(&mut mc, &mut stable, pv, candidates, Raise::EveryOne);
            matched[pv] = true;
            matched[mv] = true;
        }

        // The unpaired go down to the next bracket.
        let mut next_bracket = Vec::new();
        moved_down = 0;
        ctx.single_downfloater_is_bye =
            odd && group_start_next != n && ctx.bye_score >= score(group_start_next);
        for (pi, &pv) in bracket.iter().enumerate() {
            if pi < group_end && matched[pv] {
                mate_of[sorted[pv]] = Some(sorted[stable[pv]]);
                mate_of[sorted[stable[pv]]] = Some(sorted[pv]);
            } else {
                next_bracket.push(pv);
                if pi < group_end {
                    moved_down += 1;
                }
                if ctx.single_downfloater_is_bye && score(stable[pv]) < score(group_start_next) {
                    ctx.single_downfloater_is_bye = false;
                }
            }
        }
        bracket = next_bracket;
        group_vertex = next_vertex;
    }

    Ok(Some(sorted.iter().map(|&p| (p, mate_of[p])).collect()))
}
