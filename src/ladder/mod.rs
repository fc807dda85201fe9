//! A ladder's rules, pure: who may challenge whom, and how a result moves positions.
//! Positions are a list, best first (position 1 is index 0). Stores and the service keep
//! the history; this module only answers questions about one moment of it.
//!
//! ```
//! use breaker::ladder::{Ladder, Rules};
//!
//! let mut ladder = Ladder::new(vec![10, 20, 30, 40, 50]);
//! ladder.join(60);
//! assert_eq!(ladder.position(60), Some(6));
//! // From position 6 one may challenge up to max(3, ⌈√6⌉) = 3 places up: positions 3 to 5.
//! assert!(Rules::default().check_range(&ladder, 60, 30).is_ok());
//! assert!(Rules::default().check_range(&ladder, 60, 20).is_err());
//! // The challenger wins: they take the defender's place, who moves down one with everyone
//! // between.
//! ladder.challenger_won(60, 30);
//! assert_eq!(ladder.players(), &[10, 20, 60, 30, 40, 50]);
//! ```

mod history;

pub use history::{Event, History, Off};

use std::fmt;

/// A ladder's positions, best first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ladder {
    players: Vec<u64>,
}

impl Ladder {
    /// A ladder with `players` in positions 1, 2, …
    pub fn new(players: Vec<u64>) -> Ladder {
        Ladder { players }
    }

    /// The players, best first.
    pub fn players(&self) -> &[u64] {
        &self.players
    }

    /// A player's position, from 1; `None` if not on the ladder.
    pub fn position(&self, player: u64) -> Option<usize> {
        self.players
            .iter()
            .position(|p| *p == player)
            .map(|i| i + 1)
    }

    /// Puts a newcomer at the bottom (no change if already on).
    pub fn join(&mut self, player: u64) {
        if self.position(player).is_none() {
            self.players.push(player);
        }
    }

    /// Takes a player off; everyone below moves up one. Whether they were on.
    pub fn leave(&mut self, player: u64) -> bool {
        let before = self.players.len();
        self.players.retain(|p| *p != player);
        self.players.len() != before
    }

    /// Moves `player` to `position` (clamped to the ladder), shifting the others; adds
    /// them if they were off.
    pub fn set_position(&mut self, player: u64, position: usize) {
        self.leave(player);
        let index = position.saturating_sub(1).min(self.players.len());
        self.players.insert(index, player);
    }

    /// The challenger beat the defender: if the challenger stood below, they take the
    /// defender's position and everyone from there down to the challenger's old position
    /// moves down one. A defender win (or a challenger already above) changes nothing.
    pub fn challenger_won(&mut self, challenger: u64, defender: u64) {
        if let (Some(c), Some(d)) = (self.position(challenger), self.position(defender)) {
            if c > d {
                self.players.remove(c - 1);
                self.players.insert(d - 1, challenger);
            }
        }
    }
}

/// Why a ladder challenge is not allowed now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    NotOnLadder(u64),
    SelfChallenge,
    /// The defender stands below (or level with) the challenger.
    NotAbove {
        challenger: usize,
        defender: usize,
    },
    /// Too far up: the challenger at `from` may reach `highest` at best.
    OutOfRange {
        from: usize,
        highest: usize,
    },
    TooManyOutgoing {
        limit: u32,
    },
    TooManyIncoming {
        limit: u32,
    },
    /// These two already have an open ladder game.
    PairPlaying,
    /// These two played each other too recently; allowed again at this instant (Unix ms).
    Rematch {
        allowed_at: i64,
    },
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::NotOnLadder(_) => f.write_str("not on this ladder"),
            Refused::SelfChallenge => f.write_str("you cannot challenge yourself"),
            Refused::NotAbove {
                challenger,
                defender,
            } => write!(
                f,
                "position {defender} is not above yours ({challenger}): challenge players above you"
            ),
            Refused::OutOfRange { from, highest } => write!(
                f,
                "from position {from} you may challenge up to position {highest}"
            ),
            Refused::TooManyOutgoing { limit } => {
                write!(f, "you already have {limit} ladder challenges running")
            }
            Refused::TooManyIncoming { limit } => {
                write!(f, "they already defend {limit} ladder games")
            }
            Refused::PairPlaying => f.write_str("you already have a ladder game with them"),
            Refused::Rematch { .. } => f.write_str("you played each other too recently"),
        }
    }
}

/// A ladder's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// The fewest places up one may always challenge; the range is max(this, ⌈√p⌉).
    pub min_range: usize,
    pub max_outgoing: u32,
    pub max_incoming: u32,
    /// Days before the same pair may play again.
    pub rematch_days: u32,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            min_range: 3,
            max_outgoing: 2,
            max_incoming: 3,
            rematch_days: 7,
        }
    }
}

/// What the service knows about the players' open and past ladder games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Load {
    /// Open ladder games the challenger started.
    pub outgoing: u32,
    /// Open ladder games the defender defends.
    pub incoming: u32,
    /// Whether the pair has an open ladder game.
    pub pair_playing: bool,
    /// When the pair's last ladder game started, if ever.
    pub pair_last_at: Option<i64>,
}

impl Rules {
    /// How many places up a player at `position` may challenge.
    pub fn range(&self, position: usize) -> usize {
        let root = (position as f64).sqrt().ceil() as usize;
        root.max(self.min_range)
    }

    /// Whether `challenger` may challenge `defender` by position alone.
    pub fn check_range(
        &self,
        ladder: &Ladder,
        challenger: u64,
        defender: u64,
    ) -> Result<(), Refused> {
        if challenger == defender {
            return Err(Refused::SelfChallenge);
        }
        let c = ladder
            .position(challenger)
            .ok_or(Refused::NotOnLadder(challenger))?;
        let d = ladder
            .position(defender)
            .ok_or(Refused::NotOnLadder(defender))?;
        if d >= c {
            return Err(Refused::NotAbove {
                challenger: c,
                defender: d,
            });
        }
        let highest = c.saturating_sub(self.range(c)).max(1);
        if d < highest {
            return Err(Refused::OutOfRange { from: c, highest });
        }
        Ok(())
    }

    /// Every rule at once, at `now` (Unix ms); the first that refuses.
    pub fn check(
        &self,
        ladder: &Ladder,
        challenger: u64,
        defender: u64,
        load: Load,
        now: i64,
    ) -> Result<(), Refused> {
        self.check_range(ladder, challenger, defender)?;
        if load.pair_playing {
            return Err(Refused::PairPlaying);
        }
        if load.outgoing >= self.max_outgoing {
            return Err(Refused::TooManyOutgoing {
                limit: self.max_outgoing,
            });
        }
        if load.incoming >= self.max_incoming {
            return Err(Refused::TooManyIncoming {
                limit: self.max_incoming,
            });
        }
        if let Some(last) = load.pair_last_at {
            let allowed_at = last + i64::from(self.rematch_days) * 86_400_000;
            if now < allowed_at {
                return Err(Refused::Rematch { allowed_at });
            }
        }
        Ok(())
    }
}

/// Timeouts within this window count towards removal.
pub const STRIKE_WINDOW_MS: i64 = 30 * 86_400_000;
/// Strikes within the window that take a player off the ladder.
pub const STRIKES_TO_REMOVE: usize = 2;

/// Whether timeouts at `strikes` (Unix ms, any order) put a player off the ladder at `now`.
pub fn struck_off(strikes: &[i64], now: i64) -> bool {
    strikes
        .iter()
        .filter(|t| **t <= now && now - **t < STRIKE_WINDOW_MS)
        .count()
        >= STRIKES_TO_REMOVE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ladder(n: u64) -> Ladder {
        Ladder::new((1..=n).collect())
    }

    #[test]
    fn range_is_at_least_three_and_grows_with_the_square_root() {
        let r = Rules::default();
        assert_eq!(
            [2, 9, 10, 16, 17, 100].map(|p| r.range(p)),
            [3, 3, 4, 4, 5, 10]
        );
        let l = ladder(20);
        // Position 17 reaches 5 places up: 12..16.
        assert!(r.check_range(&l, 17, 12).is_ok());
        assert_eq!(
            r.check_range(&l, 17, 11),
            Err(Refused::OutOfRange {
                from: 17,
                highest: 12
            })
        );
        assert!(r.check_range(&l, 2, 1).is_ok());
        assert_eq!(
            r.check_range(&l, 5, 7),
            Err(Refused::NotAbove {
                challenger: 5,
                defender: 7
            })
        );
        assert_eq!(r.check_range(&l, 5, 5), Err(Refused::SelfChallenge));
        assert_eq!(r.check_range(&l, 5, 99), Err(Refused::NotOnLadder(99)));
    }

    #[test]
    fn limits_pairs_and_rematches() {
        let r = Rules::default();
        let l = ladder(10);
        let day = 86_400_000;
        let ok = Load::default();
        assert!(r.check(&l, 8, 6, ok, 0).is_ok());
        let busy = Load { outgoing: 2, ..ok };
        assert_eq!(
            r.check(&l, 8, 6, busy, 0),
            Err(Refused::TooManyOutgoing { limit: 2 })
        );
        let defended = Load { incoming: 3, ..ok };
        assert_eq!(
            r.check(&l, 8, 6, defended, 0),
            Err(Refused::TooManyIncoming { limit: 3 })
        );
        let pair = Load {
            pair_playing: true,
            ..ok
        };
        assert_eq!(r.check(&l, 8, 6, pair, 0), Err(Refused::PairPlaying));
        let recent = Load {
            pair_last_at: Some(day),
            ..ok
        };
        assert_eq!(
            r.check(&l, 8, 6, recent, 3 * day),
            Err(Refused::Rematch {
                allowed_at: 8 * day
            })
        );
        assert!(r.check(&l, 8, 6, recent, 8 * day).is_ok());
    }

    #[test]
    fn results_move_positions() {
        let mut l = ladder(6);
        l.challenger_won(6, 3);
        assert_eq!(l.players(), &[1, 2, 6, 3, 4, 5]);
        // A defender win, or a "challenger" above, changes nothing.
        l.challenger_won(1, 2);
        assert_eq!(l.players(), &[1, 2, 6, 3, 4, 5]);
        assert!(l.leave(6));
        assert!(!l.leave(6));
        assert_eq!(l.players(), &[1, 2, 3, 4, 5]);
        l.set_position(5, 1);
        assert_eq!(l.players(), &[5, 1, 2, 3, 4]);
        l.set_position(9, 99);
        assert_eq!(l.players(), &[5, 1, 2, 3, 4, 9]);
        l.join(9);
        assert_eq!(l.position(9), Some(6));
    }

    #[test]
    fn two_strikes_in_thirty_days() {
        let day = 86_400_000;
        assert!(!struck_off(&[0], 0));
        assert!(struck_off(&[0, 29 * day], 29 * day));
        assert!(!struck_off(&[0, 30 * day], 30 * day));
    }
}
