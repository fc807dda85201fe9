//! A ladder's positions as its history computes them: joins, leaves, moderator moves,
//! results (with timeout strikes) and season reseeds, replayed in order. A corrected or
//! voided result is a changed event, and the positions follow by replaying again.
//!
//! ```
//! use breaker::ladder::{Event, History};
//!
//! let day = 86_400_000;
//! let h = History::replay(&[
//!     Event::Join { player: 1, at: 0 },
//!     Event::Join { player: 2, at: 0 },
//!     Event::Result { challenger: 2, defender: 1, winner: Some(2), timed_out: None, at: day },
//! ]);
//! assert_eq!(h.ladder.players(), &[2, 1]);
//! ```

use std::collections::HashMap;

use super::{struck_off, Ladder, STRIKE_WINDOW_MS};

/// One thing that happened to a ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    Join {
        player: u64,
        at: i64,
    },
    Leave {
        player: u64,
        at: i64,
    },
    /// A moderator took the player off; they may not join again until restored.
    Kick {
        player: u64,
        at: i64,
    },
    /// A moderator put a kicked or struck-off player back where they stood.
    Restore {
        player: u64,
        at: i64,
    },
    SetPosition {
        player: u64,
        position: usize,
        at: i64,
    },
    /// A ladder game ended. `winner: None`: a draw or a voided game (no change).
    /// `timed_out`: the player who lost on time (a strike).
    Result {
        challenger: u64,
        defender: u64,
        winner: Option<u64>,
        timed_out: Option<u64>,
        at: i64,
    },
    /// A new season's order (players not listed keep their relative order below).
    Reseed {
        players: Vec<u64>,
        at: i64,
    },
}

/// Why a player is off the ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Off {
    Left,
    Kicked,
    /// Two timeouts within 30 days.
    StruckOff,
}

/// The ladder after its history.
#[derive(Debug, Clone, Default)]
pub struct History {
    pub ladder: Ladder,
    /// Timeouts (Unix ms) since the player's last restore.
    pub strikes: HashMap<u64, Vec<i64>>,
    /// Players off the ladder, why, and the position they last held.
    pub off: HashMap<u64, (Off, usize)>,
}

impl History {
    /// Replays `events` in order.
    pub fn replay<'a>(events: impl IntoIterator<Item = &'a Event>) -> History {
        let mut h = History::default();
        for e in events {
            h.apply(e);
        }
        h
    }

    /// Strikes within the 30 days before `now`.
    pub fn strikes_at(&self, player: u64, now: i64) -> usize {
        self.strikes.get(&player).map_or(0, |s| {
            s.iter()
                .filter(|t| **t <= now && now - **t < STRIKE_WINDOW_MS)
                .count()
        })
    }

    fn take_off(&mut self, player: u64, why: Off) {
        if let Some(p) = self.ladder.position(player) {
            self.ladder.leave(player);
            self.off.insert(player, (why, p));
        }
    }

    /// Applies one event.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Join { player, .. } => {
                self.off.remove(&player);
                self.ladder.join(player);
            }
            Event::Leave { player, .. } => self.take_off(player, Off::Left),
            Event::Kick { player, .. } => self.take_off(player, Off::Kicked),
            Event::Restore { player, .. } => {
                self.strikes.remove(&player);
                if let Some((_, position)) = self.off.remove(&player) {
                    self.ladder.set_position(player, position);
                }
            }
            Event::SetPosition {
                player, position, ..
            } => {
                self.off.remove(&player);
                self.ladder.set_position(player, position.max(1));
            }
            Event::Result {
                challenger,
                defender,
                winner,
                timed_out,
                at,
            } => {
                if winner == Some(challenger) {
                    self.ladder.challenger_won(challenger, defender);
                }
                if let Some(late) = timed_out {
                    let strikes = self.strikes.entry(late).or_default();
                    strikes.push(at);
                    if struck_off(strikes, at) {
                        self.take_off(late, Off::StruckOff);
                    }
                }
            }
            Event::Reseed { ref players, .. } => {
                let mut order: Vec<u64> = players
                    .iter()
                    .copied()
                    .filter(|p| self.ladder.position(*p).is_some())
                    .collect();
                for p in self.ladder.players() {
                    if !order.contains(p) {
                        order.push(*p);
                    }
                }
                self.ladder = Ladder::new(order);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400_000;

    fn joins(n: u64) -> Vec<Event> {
        (1..=n)
            .map(|player| Event::Join { player, at: 0 })
            .collect()
    }

    fn timeout(challenger: u64, defender: u64, late: u64, day: i64) -> Event {
        let winner = if late == challenger {
            defender
        } else {
            challenger
        };
        Event::Result {
            challenger,
            defender,
            winner: Some(winner),
            timed_out: Some(late),
            at: day * DAY,
        }
    }

    #[test]
    fn two_timeouts_in_thirty_days_strike_off_and_restore_puts_back() {
        let mut events = joins(5);
        events.push(timeout(5, 3, 3, 1));
        let h = History::replay(&events);
        // The challenger won on time: swap, and one strike for 3.
        assert_eq!(h.ladder.players(), &[1, 2, 5, 3, 4]);
        assert_eq!(h.strikes_at(3, DAY), 1);
        events.push(timeout(4, 3, 3, 20));
        let h = History::replay(&events);
        assert_eq!(h.ladder.players(), &[1, 2, 5, 4]);
        // 4 took 3's place first, then 3 was struck off from the bottom.
        assert_eq!(h.off.get(&3), Some(&(Off::StruckOff, 5)));
        events.push(Event::Restore {
            player: 3,
            at: 21 * DAY,
        });
        let h = History::replay(&events);
        assert_eq!(h.ladder.players(), &[1, 2, 5, 4, 3]);
        assert_eq!(h.strikes_at(3, 21 * DAY), 0);
    }

    #[test]
    fn strikes_far_apart_do_not_remove() {
        let mut events = joins(4);
        events.push(timeout(4, 2, 2, 1));
        events.push(timeout(3, 2, 2, 40));
        let h = History::replay(&events);
        assert!(h.ladder.position(2).is_some());
    }

    #[test]
    fn reseed_keeps_unlisted_players_below() {
        let mut events = joins(4);
        events.push(Event::Leave { player: 2, at: 0 });
        events.push(Event::Reseed {
            players: vec![4, 2, 1],
            at: 0,
        });
        let h = History::replay(&events);
        assert_eq!(h.ladder.players(), &[4, 1, 3]);
        assert_eq!(h.off.get(&2), Some(&(Off::Left, 2)));
    }
}
