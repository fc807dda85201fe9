//! The FIDE Dutch system (Handbook C.04.3, with the general rules C.04.1 and C.04.2):
//! pairs the next round of a Swiss tournament given as a TRF file.
//!
//! ```
//! use breaker::tournament::{dutch, trf};
//! let t: trf::Tournament = "XXR 3\nXXC white1\n\
//! 001    1      A                                 2000                             0.0    1\n\
//! 001    2      B                                 1900                             0.0    2\n\
//! 001    3      C                                 1800                             0.0    3\n\
//! 001    4      D                                 1700                             0.0    4\n"
//!     .parse()
//!     .unwrap();
//! let round = dutch::pair(&t).unwrap();
//! // Round 1: top half against bottom half, player 1 White, colours alternating.
//! assert_eq!(round, vec![
//!     dutch::Pairing { white: 1, black: Some(3) },
//!     dutch::Pairing { white: 4, black: Some(2) },
//! ]);
//! ```
//!
//! How: every possible pair gets a weight whose bit fields are the criteria in priority
//! order (absolute criteria decide whether the edge exists; C.5-C.21 fill the fields), and
//! the pairing is a maximum weight matching; brackets are then settled from the top down,
//! each choice fixed by re-solving with a probe added, so that lower brackets stay
//! completable. This is the construction of bbpPairings, a FIDE-endorsed engine, whose
//! pairings this engine reproduces (tests/fixtures/pairing/).

mod brackets;
mod colours;
mod matching;
mod state;
mod weights;
pub mod wide;

use crate::tournament::trf::{self, Colour};

/// One board: pairing numbers; `black: None` is the pairing-allocated bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub white: u32,
    pub black: Option<u32>,
}

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoValidPairing {
    /// The absolute criteria (no rematch, colours, one bye per player) leave no pairing.
    #[error(
        "no pairing satisfies the absolute criteria (no rematches, colours, one bye per player)"
    )]
    Impossible,
    /// The file has no `XXR` line, so the last round is unknown.
    #[error("the number of rounds is unknown: add an `XXR N` line")]
    RoundsUnknown,
    /// Every round has been paired already.
    #[error("all {rounds} rounds have been paired already")]
    Finished { rounds: usize },
}

/// Pairs the next round of `t` (the round after the last one with any result).
/// Players who already have an entry for that round (e.g. `0000 - H` half-point bye,
/// `0000 - -` absent/withdrawn) are not paired, as in JaVaFo/bbpPairings input.
pub fn pair(t: &trf::Tournament) -> Result<Vec<Pairing>, NoValidPairing> {
    pair_avoiding(t, &[])
}

/// [`pair`], with pairs of pairing numbers that must not meet (a moderator's forbidden
/// pairings, as Lichess allows): treated as if they had played each other.
pub fn pair_avoiding(
    t: &trf::Tournament,
    forbidden: &[(u32, u32)],
) -> Result<Vec<Pairing>, NoValidPairing> {
    let mut st = state::State::from_trf(t)?;
    for &(a, b) in forbidden {
        if let (Some(a), Some(b)) = (a.checked_sub(1), b.checked_sub(1)) {
            st.forbid(a as usize, b as usize);
        }
    }
    let sorted = brackets::sorted_players(&st);
    if sorted.is_empty() {
        return Ok(Vec::new());
    }
    let (sg_bits, all_scores, shifts, runs) = brackets::fields(&st, &sorted);
    // A bracket's scores are its own, the next group's and those of the few players
    // moved down into it: per-score-group fields with room for the four widest groups
    // are usually enough, and much narrower than room for every score (a round of
    // 1 000 players has about twenty). The odd round's first weights hold a sum of two
    // offsets in that field.
    let mut widest: Vec<u32> = runs.values().copied().collect();
    widest.sort_unstable_by(|a, b| b.cmp(a));
    let narrow = widest
        .iter()
        .take(4)
        .sum::<u32>()
        .max(weights::bits(2 * all_scores as usize) + 1)
        .min(all_scores);
    let mut pairs = None;
    for sg_shift in [narrow, all_scores] {
        let ctx = weights::Ctx {
            st: &st,
            sg_bits,
            sg_shift,
            shifts: shifts.clone(),
            runs: runs.clone(),
            bye_score: 0,
            single_downfloater_is_bye: false,
            unplayed_ranks: Default::default(),
        };
        // Room for the matching's doubled weights and dual sums.
        let need = ctx.width() + 8;
        // The narrowest integer that holds it: every limb costs time in the matching.
        pairs = match need.div_ceil(64) {
            0..=2 => brackets::pair_round::<2>(&st, &sorted, ctx)?,
            3 => brackets::pair_round::<3>(&st, &sorted, ctx)?,
            4 => brackets::pair_round::<4>(&st, &sorted, ctx)?,
            5 => brackets::pair_round::<5>(&st, &sorted, ctx)?,
            6 => brackets::pair_round::<6>(&st, &sorted, ctx)?,
            7..=8 => brackets::pair_round::<8>(&st, &sorted, ctx)?,
            9..=12 => brackets::pair_round::<12>(&st, &sorted, ctx)?,
            13..=16 => brackets::pair_round::<16>(&st, &sorted, ctx)?,
            17..=24 => brackets::pair_round::<24>(&st, &sorted, ctx)?,
            25..=32 => brackets::pair_round::<32>(&st, &sorted, ctx)?,
            _ => brackets::pair_round::<64>(&st, &sorted, ctx)?,
        };
        if pairs.is_some() {
            break;
        }
    }
    let mut pairs = pairs.expect("every score fits in the widest layout");
    // One entry per board: the pair from its first player's side.
    pairs.retain(|&(p, m)| m.is_none_or(|m| p < m));
    colours::board_order(&st, &mut pairs);
    Ok(pairs
        .into_iter()
        .map(|(p, m)| match m {
            None => Pairing {
                white: p as u32 + 1,
                black: None,
            },
            Some(m) => {
                let white =
                    colours::colour_of(&st, &st.players[p], &st.players[m]) == Colour::White;
                let (w, b) = if white { (p, m) } else { (m, p) };
                Pairing {
                    white: w as u32 + 1,
                    black: Some(b as u32 + 1),
                }
            }
        })
        .collect())
}

#[cfg(test)]
mod tests;
