//! A game's time as one value: the turn's start, each side's bank, the deadline, the next
//! reminder and the pause (a vacation). Every change is a transition returning the new
//! value; the store persists it and nothing else computes a deadline.
//!
//! ```
//! use breaker::games::Color;
//! use breaker::time::{GameTime, TimeControl, DAY_MS, HOUR_MS};
//!
//! let clock: TimeControl = "3d+1d".parse().unwrap();
//! let t = GameTime::started(clock, 0, true); // White's clock runs from 0
//! assert_eq!(t.due(), Some(3 * DAY_MS));
//! // White moves after a day: 2 days left, plus a day's increment.
//! let t = t.moved(Color::White, DAY_MS, true);
//! assert_eq!(t.bank(Color::White), Some(3 * DAY_MS));
//! assert_eq!(t.due(), Some(4 * DAY_MS)); // Black's 3 days from now
//! // Black's opponent goes on vacation for 5 days: nothing is due meanwhile…
//! let t = t.paused(2 * DAY_MS);
//! assert_eq!(t.due(), None);
//! // …and the deadline moves by the pause when it ends.
//! let t = t.resumed(7 * DAY_MS);
//! assert_eq!(t.due(), Some(9 * DAY_MS));
//! assert_eq!(t.reminders(), vec![9 * DAY_MS - 18 * HOUR_MS, 9 * DAY_MS - 2 * HOUR_MS]);
//! ```
//!
//! The rules (`docs/correspondence.md` states them for players):
//! - Simple clock (`3d`): every move has the base time. Fischer (`3d+1d`): each side has a
//!   bank, starting at the base; after each of its moves it keeps what was left and gains
//!   the increment, capped at the base.
//! - During a pause (either player on vacation) time is charged to nobody: the deadline
//!   and the reminders move by the pause's length when it ends. A move made while the
//!   game waits is charged only up to the pause's start, and the next turn starts paused.
//! - `/moretime` moves the deadline (and a Fischer bank) by the time given, paused or not.
//! - Reminders: a quarter of the turn's time before the deadline (at most 24 h before),
//!   only when that falls before the 2 h reminder; and 2 h before. None before the turn
//!   starts; they follow the deadline when it moves. After a gap in which several came
//!   (Breaker offline, a console `/wait`), only the latest is sent, as of its instant
//!   ([`GameTime::reminder_to_send`]): the earlier ones would say the same, and a
//!   reminder not yet delivered is dropped when the next one of its game is sent.

use super::control::{TimeControl, HOUR_MS};
use crate::games::Color;

/// The time of one game. `deadline` is `None` when nobody's clock runs (the AI to move, a
/// game not running); while `paused_at` is set, `deadline` and `remind_at` are as they
/// stood when the pause began, and nothing is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameTime {
    pub control: TimeControl,
    /// Fischer banks as of the running turn's start (`None` with a simple clock).
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
    /// When the running turn's time started counting (moved on by ended pauses).
    pub turn_started_at: Option<i64>,
    /// When the player to move runs out of time (as of the pause's start while paused).
    pub deadline: Option<i64>,
    /// The turn's next reminder (as of the pause's start while paused).
    pub remind_at: Option<i64>,
    /// Since when the game waits for a vacation to end.
    pub paused_at: Option<i64>,
}

impl GameTime {
    /// A clock with nothing running yet: full banks.
    pub fn new(control: TimeControl) -> GameTime {
        let bank = control.is_fischer().then_some(control.base_ms);
        GameTime {
            control,
            white_bank: bank,
            black_bank: bank,
            turn_started_at: None,
            deadline: None,
            remind_at: None,
            paused_at: None,
        }
    }

    /// A game starting at `now` with White to move; White's clock runs if `white_runs`
    /// (not when the AI plays White).
    pub fn started(control: TimeControl, now: i64, white_runs: bool) -> GameTime {
        let t = GameTime {
            turn_started_at: Some(now),
            ..GameTime::new(control)
        };
        if white_runs {
            t.turn_of(Color::White, now)
        } else {
            t
        }
    }

    /// The bank of `color` (Fischer).
    pub fn bank(&self, color: Color) -> Option<i64> {
        match color {
            Color::White => self.white_bank,
            Color::Black => self.black_bank,
        }
    }

    fn set_bank(&mut self, color: Color, bank: Option<i64>) {
        match color {
            Color::White => self.white_bank = bank,
            Color::Black => self.black_bank = bank,
        }
    }

    /// Whether the game waits for a vacation.
    pub fn is_paused(&self) -> bool {
        self.paused_at.is_some()
    }

    /// When the player to move runs out of time; `None` while paused or when nobody's
    /// clock runs.
    pub fn due(&self) -> Option<i64> {
        self.deadline.filter(|_| !self.is_paused())
    }

    /// The next reminder; `None` while paused.
    pub fn reminder_due(&self) -> Option<i64> {
        self.remind_at.filter(|_| !self.is_paused())
    }

    /// Whether the player to move has run out of time at `now`.
    pub fn expired(&self, now: i64) -> bool {
        self.due().is_some_and(|d| d <= now)
    }

    /// The instant the turn's clock stands at: `now`, or the pause's start.
    fn clock_at(&self, now: i64) -> i64 {
        self.paused_at.map_or(now, |p| p.min(now))
    }

    /// What the player to move has left at `now` (as of the pause's start while paused).
    pub fn left(&self, now: i64) -> Option<i64> {
        self.deadline.map(|d| (d - self.clock_at(now)).max(0))
    }

    /// A fresh turn for `color` from `now`: its bank (Fischer) or the base, and its
    /// reminders. Counting from `now` even while paused: the pause then moves it.
    fn turn_of(mut self, color: Color, now: i64) -> GameTime {
        let time = self.bank(color).unwrap_or(self.control.base_ms);
        self.turn_started_at = Some(now);
        self.deadline = Some(now + time);
        self.remind_at = None;
        self.remind_at = self.next_reminder_after(now);
        if let Some(p) = self.paused_at.as_mut() {
            // The new turn waits from its start.
            *p = now;
        }
        self
    }

    /// Nobody's clock runs (the AI to move).
    fn idle(mut self, now: i64) -> GameTime {
        self.turn_started_at = Some(now);
        self.deadline = None;
        self.remind_at = None;
        if let Some(p) = self.paused_at.as_mut() {
            *p = now;
        }
        self
    }

    /// `mover` moved at `now`; the opponent's clock runs if `next_runs` (a person).
    /// The time used is counted up to `now`, or to the pause's start while paused.
    pub fn moved(mut self, mover: Color, now: i64, next_runs: bool) -> GameTime {
        if self.control.is_fischer() {
            let before = self.bank(mover).unwrap_or(self.control.base_ms);
            let left = match self.deadline {
                Some(_) => self.left(now).unwrap_or(0),
                // The mover's clock was not running (an AI move): nothing used.
                None => before,
            };
            let inc = self.control.increment_ms.unwrap_or(0);
            self.set_bank(mover, Some((left + inc).min(self.control.base_ms)));
        }
        if next_runs {
            self.turn_of(!mover, now)
        } else {
            self.idle(now)
        }
    }

    /// A takeback at `now` gave the turn to `to_move` with the banks `banks` (White,
    /// Black: what they were before the retracted plies; ignored with a simple clock).
    pub fn taken_back(
        mut self,
        banks: (Option<i64>, Option<i64>),
        to_move: Color,
        now: i64,
        runs: bool,
    ) -> GameTime {
        if self.control.is_fischer() {
            self.white_bank = banks.0.or(self.white_bank);
            self.black_bank = banks.1.or(self.black_bank);
        }
        if runs {
            self.turn_of(to_move, now)
        } else {
            self.idle(now)
        }
    }

    /// The game starts waiting at `at` (a player went on vacation). No change if it
    /// waits already.
    pub fn paused(mut self, at: i64) -> GameTime {
        if self.paused_at.is_none() {
            self.paused_at = Some(at);
        }
        self
    }

    /// The game stops waiting at `at`: the deadline, the reminder and the turn's start
    /// move by the pause's length.
    pub fn resumed(mut self, at: i64) -> GameTime {
        let Some(since) = self.paused_at.take() else {
            return self;
        };
        let shift = (at - since).max(0);
        let moved = |t: Option<i64>| t.map(|t| t + shift);
        self.deadline = moved(self.deadline);
        self.remind_at = moved(self.remind_at);
        self.turn_started_at = moved(self.turn_started_at);
        self
    }

    /// `/moretime`: `extra` ms more for `to_move`'s running turn, given at `now` (paused
    /// or not). With a Fischer clock the bank grows by the same, since the deadline is
    /// the turn's start plus the bank. The reminders follow the new deadline.
    pub fn extended(mut self, extra: i64, to_move: Color, now: i64) -> GameTime {
        let Some(deadline) = self.deadline else {
            return self;
        };
        self.deadline = Some(deadline + extra);
        if self.control.is_fischer() {
            let bank = self.bank(to_move).map(|b| b + extra);
            self.set_bank(to_move, bank);
        }
        self.remind_at = self.next_reminder_after(self.clock_at(now));
        self
    }

    /// The reminder to send at `now`, if one is due: the latest of the turn's reminder
    /// instants that has come, from the next one not sent on. An earlier one it passes
    /// over is superseded and never sent (after a gap the player is reminded once, not
    /// twice alike). `None` while paused or when none has come.
    ///
    /// ```
    /// use breaker::time::{GameTime, DAY_MS, HOUR_MS};
    ///
    /// let t = GameTime::started("3d".parse().unwrap(), 0, true);
    /// assert_eq!(t.reminder_to_send(DAY_MS), None);
    /// // 18 h and 2 h before the deadline: both have come, the 2 h one is sent.
    /// assert_eq!(t.reminder_to_send(3 * DAY_MS - HOUR_MS), Some(3 * DAY_MS - 2 * HOUR_MS));
    /// assert_eq!(t.reminded(3 * DAY_MS - HOUR_MS).reminder_due(), None);
    /// ```
    pub fn reminder_to_send(&self, now: i64) -> Option<i64> {
        let next = self.reminder_due().filter(|r| *r <= now)?;
        let latest = self
            .reminders()
            .into_iter()
            .filter(|r| *r >= next && *r <= now)
            .max();
        Some(latest.unwrap_or(next))
    }

    /// The reminder due at `now` was sent: the next one, if any.
    pub fn reminded(mut self, now: i64) -> GameTime {
        self.remind_at = self.next_reminder_after(self.clock_at(now));
        self
    }

    /// The running turn's reminder instants, in order (as of the pause's start while
    /// paused).
    pub fn reminders(&self) -> Vec<i64> {
        match (self.turn_started_at, self.deadline) {
            (Some(start), Some(deadline)) => reminders(start, deadline),
            _ => Vec::new(),
        }
    }

    fn next_reminder_after(&self, after: i64) -> Option<i64> {
        self.reminders().into_iter().find(|t| *t > after)
    }
}

/// The reminder instants of a turn from `start` to `deadline`, in order: a quarter of the
/// turn's time before the deadline (at most 24 h) when that comes before the 2 h
/// reminder, and 2 h before; none before the turn starts.
pub fn reminders(start: i64, deadline: i64) -> Vec<i64> {
    let quarter = deadline - ((deadline - start) / 4).min(24 * HOUR_MS);
    let late = deadline - 2 * HOUR_MS;
    let mut out = Vec::with_capacity(2);
    if quarter < late && quarter > start {
        out.push(quarter);
    }
    if late > start {
        out.push(late);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::{DAY_MS, MINUTE_MS};

    fn fischer() -> TimeControl {
        "3d+1d".parse().unwrap()
    }

    #[test]
    fn reminders_of_a_turn() {
        // 3 days: 18 h before (a quarter), then 2 h before.
        assert_eq!(
            reminders(0, 3 * DAY_MS),
            vec![3 * DAY_MS - 18 * HOUR_MS, 3 * DAY_MS - 2 * HOUR_MS]
        );
        // 10 days: the quarter is capped at 24 h.
        assert_eq!(reminders(0, 10 * DAY_MS)[0], 9 * DAY_MS);
        // 4 hours: the quarter (1 h before) would come after the 2 h reminder: only that.
        assert_eq!(reminders(0, 4 * HOUR_MS), vec![2 * HOUR_MS]);
        // 1 hour: nothing before the turn starts.
        assert_eq!(reminders(0, HOUR_MS), Vec::<i64>::new());
    }

    #[test]
    fn a_move_made_while_paused_is_charged_up_to_the_pause() {
        let t = GameTime::started(fischer(), 0, true).moved(Color::White, 0, true);
        // Black's turn runs from 0; White goes away at 0 and Black moves 9 days later.
        let t = t.paused(0).moved(Color::Black, 9 * DAY_MS, true);
        assert_eq!(t.bank(Color::Black), Some(3 * DAY_MS), "nothing charged");
        assert_eq!(t.due(), None, "White's turn waits");
        let t = t
            .resumed(10 * DAY_MS)
            .moved(Color::White, 10 * DAY_MS, true);
        assert_eq!(t.due(), Some(13 * DAY_MS), "Black has a full bank");
    }

    #[test]
    fn more_time_moves_a_paused_deadline_and_the_reminders() {
        let t = GameTime::started("3d".parse().unwrap(), 0, true).paused(DAY_MS);
        let t = t.extended(DAY_MS, Color::White, 2 * DAY_MS);
        assert_eq!(t.due(), None);
        let t = t.resumed(5 * DAY_MS);
        assert_eq!(t.due(), Some(8 * DAY_MS));
        assert_eq!(t.reminder_due(), Some(7 * DAY_MS));
    }

    #[test]
    fn fischer_increment_and_cap() {
        let t = GameTime::started(fischer(), 0, true).moved(Color::White, 2 * DAY_MS, true);
        assert_eq!(t.bank(Color::White), Some(2 * DAY_MS));
        let t = t.moved(Color::Black, 2 * DAY_MS + MINUTE_MS, true);
        assert_eq!(t.bank(Color::Black), Some(3 * DAY_MS));
        assert_eq!(t.due(), Some(4 * DAY_MS + MINUTE_MS));
    }
}
