//! Glicko-2 ratings as Breaker applies them: each rated game is one rating period for
//! both players (through `skillratings`, tau 0.5), a deviation that grows by one idle
//! period for every full 30 days without a rated game in the pool, provisional ratings
//! while the deviation is 110 or more, and a pool's ratings recomputed from its games in
//! order. Pure: no I/O, no clock (times come in as Unix milliseconds).
//!
//! ```
//! use breaker::rating::{Pool, RatedGame, Score};
//!
//! let mut pool = Pool::new();
//! let day = 86_400_000;
//! pool.record(&RatedGame { white: 1, black: 2, score: Score::WhiteWins, at: day });
//! let alice = pool.get(1);
//! assert_eq!(alice.rating.round(), 1662.0);
//! assert!(alice.is_provisional());
//! assert_eq!(alice.to_string(), "1662?");
//! assert_eq!((pool.record_of(1).wins, pool.record_of(2).losses), (1, 1));
//! ```

mod counts;
mod pool;

pub use counts::{counts, GameFacts};
pub use pool::{Pool, RatedGame, Record, Score};

use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::fmt;

/// A deviation at or above this marks a rating as provisional (`1500?`).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// The length of one idle rating period.
pub const IDLE_PERIOD_MS: i64 = 30 * 86_400_000;
/// No deviation grows beyond the starting one.
pub const MAX_DEVIATION: f64 = 350.0;

/// A player's Glicko-2 rating in a pool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// Where everyone starts: 1500 / 350 / 0.06.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// Whether the rating is still provisional.
    pub fn is_provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating after `idle_ms` without a rated game: the deviation grows by one
    /// Glicko-2 idle period (φ ← √(φ² + σ²)) per full 30 days, capped at 350.
    pub fn after_idle(self, idle_ms: i64) -> Rating {
        let periods = idle_ms.max(0) / IDLE_PERIOD_MS;
        let mut r = self.to_glicko();
        for _ in 0..periods {
            let before = r.deviation;
            r = decay_deviation(&r);
            if r.deviation >= MAX_DEVIATION || r.deviation == before {
                r.deviation = r.deviation.min(MAX_DEVIATION);
                break;
            }
        }
        Rating::from_glicko(r)
    }

    fn to_glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_glicko(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::START
    }
}

/// `1627`, or `1500?` while provisional.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rating.round() as i64)?;
        if self.is_provisional() {
            f.write_str("?")?;
        }
        Ok(())
    }
}

/// One game as one rating period for both players; `score` is White's.
pub fn rate(white: Rating, black: Rating, score: Score) -> (Rating, Rating) {
    let outcome = match score {
        Score::WhiteWins => Outcomes::WIN,
        Score::BlackWins => Outcomes::LOSS,
        Score::Draw => Outcomes::DRAW,
    };
    let (w, b) = glicko2(
        &white.to_glicko(),
        &black.to_glicko(),
        &outcome,
        &Glicko2Config::new(),
    );
    (Rating::from_glicko(w), Rating::from_glicko(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// Glickman's worked example ("Example of the Glicko-2 system", glicko2.pdf): a
    /// 1500/200/0.06 player beats 1400/30 and loses to 1550/100 and 1700/300 in one
    /// period, ending at 1464.06 / 151.52 / 0.05999.
    #[test]
    fn glickmans_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let games = [
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player, &games, &Glicko2Config::new());
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!(
            (after.deviation - 151.52).abs() < 0.01,
            "{}",
            after.deviation
        );
        assert!((after.volatility - 0.05999).abs() < 0.00001);
    }

    #[test]
    fn one_game_is_one_period_for_both() {
        let (w, b) = rate(Rating::START, Rating::START, Score::WhiteWins);
        assert_eq!((w.rating.round(), b.rating.round()), (1662.0, 1338.0));
        assert_eq!((w.deviation.round(), b.deviation.round()), (290.0, 290.0));
        let (w, b) = rate(Rating::START, Rating::START, Score::Draw);
        assert_eq!((w.rating, b.rating), (1500.0, 1500.0));
        // The same as the crate's own call, from Black's side too.
        let (b2, w2) = glicko2(
            &Rating::START.to_glicko(),
            &Rating::START.to_glicko(),
            &Outcomes::DRAW,
            &Glicko2Config::new(),
        );
        assert_eq!((w.deviation, b.deviation), (w2.deviation, b2.deviation));
    }

    #[test]
    fn idle_periods_grow_the_deviation_up_to_350() {
        let settled = Rating {
            rating: 1700.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        assert_eq!(settled.after_idle(29 * 86_400_000), settled);
        let once = settled.after_idle(IDLE_PERIOD_MS);
        let expected = ((60.0f64 / 173.7178).powi(2) + 0.06f64.powi(2)).sqrt() * 173.7178;
        assert!((once.deviation - expected).abs() < 1e-9);
        assert_eq!(once.rating, 1700.0);
        let twice = settled.after_idle(2 * IDLE_PERIOD_MS + 5);
        assert!(twice.deviation > once.deviation);
        let years = settled.after_idle(100 * IDLE_PERIOD_MS);
        // √(φ² + 100·σ²) on the Glicko-2 scale: about 120.
        assert!((years.deviation - 120.2).abs() < 0.5, "{}", years.deviation);
        assert_eq!(
            settled.after_idle(10_000 * IDLE_PERIOD_MS).deviation,
            MAX_DEVIATION
        );
        assert_eq!(Rating::START.after_idle(IDLE_PERIOD_MS), Rating::START);
    }

    #[test]
    fn provisional_until_the_deviation_drops_below_110() {
        let r = |deviation| Rating {
            rating: 1612.4,
            deviation,
            volatility: 0.06,
        };
        assert_eq!(r(110.0).to_string(), "1612?");
        assert_eq!(r(109.9).to_string(), "1612");
    }
}
