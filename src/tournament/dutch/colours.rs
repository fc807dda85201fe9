//! Colour allocation (C.04.3 E) and the order of the boards.

use std::cmp::Reverse;

use super::state::{Player, State};
use super::weights::compatible_preferences;
use crate::tournament::trf::Colour;

/// `a` ranks below `b`: a lower score, or the same score and a later rank.
fn below(a: &Player, b: &Player) -> bool {
    (a.score, b.rank) < (b.score, a.rank)
}

/// The colours of the two players in the latest round, going back, where they differ
/// (E.3: alternate from the most recent time one had a different colour).
fn first_difference(a: &Player, b: &Player) -> (Option<Colour>, Option<Colour>) {
    let mut ia = a.matches.iter().rev().filter(|m| m.played);
    let mut ib = b.matches.iter().rev().filter(|m| m.played);
    loop {
        match (ia.next(), ib.next()) {
            (Some(x), Some(y)) if x.colour == y.colour => continue,
            (x, y) => return (x.and_then(|m| m.colour), y.and_then(|m| m.colour)),
        }
    }
}

/// E.1-E.4, or `None` when the rules leave it to E.5 (rank and the initial colour).
fn neutral(p: &Player, o: &Player) -> Option<Colour> {
    if compatible_preferences(p.preference, o.preference) {
        return p.preference.or(o.preference.map(Colour::invert));
    }
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        return p.preference;
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        return o.preference.map(Colour::invert);
    }
    if p.strong && !o.strong {
        return p.preference;
    }
    if o.strong && !p.strong {
        return o.preference.map(Colour::invert);
    }
    match first_difference(p, o) {
        (Some(_), Some(oc)) => Some(oc),
        _ => None,
    }
}

/// The colour `p` gets against `o`.
pub(super) fn colour_of(st: &State, p: &Player, o: &Player) -> Colour {
    if let Some(c) = neutral(p, o) {
        return c;
    }
    let odd = |rank: usize| rank % 2 == 1;
    match p.preference {
        None => {
            if below(p, o) {
                if odd(o.rank) {
                    st.initial
                } else {
                    st.initial.invert()
                }
            } else if odd(p.rank) {
                st.initial.invert()
            } else {
                st.initial
            }
        }
        Some(pref) => {
            if below(p, o) {
                o.preference.map_or(pref, Colour::invert)
            } else {
                pref
            }
        }
    }
}

/// Boards: games before the bye; by the higher player's score, then the lower
/// player's score, then the higher player's rank.
pub(super) fn board_order(st: &State, pairs: &mut [(usize, Option<usize>)]) {
    let key = |&(a, b): &(usize, Option<usize>)| {
        let pa = &st.players[a];
        let (hi, lo) = match b {
            Some(b) => {
                let pb = &st.players[b];
                if below(pa, pb) {
                    (pb, pa)
                } else {
                    (pa, pb)
                }
            }
            None => (pa, pa),
        };
        (b.is_none(), Reverse(hi.score), Reverse(lo.score), hi.rank)
    };
    pairs.sort_by_key(key);
}
