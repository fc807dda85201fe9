//! Deadline rules: when the player to move runs out of time, when they are reminded,
//! and how Fischer banks change. Pure functions of the clock and instants; the service
//! stores what they decide.
//!
//! - Simple clock (`3d`): every move has the base time.
//! - Fischer (`3d+1d`): each player has a bank, starting at the base; after each of their
//!   moves it loses the time used and gains the increment, capped at the base.
//! - Reminders: once when a quarter of the move's time is left (at most 24 h before the
//!   deadline), once at 2 h left; none that would come before the turn starts.

use crate::games::Color;
use crate::store::{GameRow, MoveRow, TimeControl, Timing, HOUR_MS};

/// The clocks autocomplete offers: Lichess's days per move, OGS's and Little Golem's
/// Fischer clocks.
pub const PRESETS: &[&str] = &[
    "1d", "2d", "3d", "5d", "7d", "10d", "14d", "3d+1d", "10d+36h",
];

/// The most extra time `/moretime` may give in one game.
pub const MAX_MORE_TIME_MS: i64 = 7 * crate::store::DAY_MS;

/// The reminder instants of a turn from `start` to `deadline`, in order.
pub fn reminders(start: i64, deadline: i64) -> Vec<i64> {
    let span = deadline - start;
    let quarter = deadline - (span / 4).min(24 * HOUR_MS);
    let late = deadline - 2 * HOUR_MS;
    let mut out: Vec<i64> = [quarter, late]
        .into_iter()
        .filter(|t| *t > start && *t < deadline)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The first reminder of the turn (`start`..`deadline`) strictly after `after`.
pub fn next_reminder(start: i64, deadline: i64, after: i64) -> Option<i64> {
    reminders(start, deadline).into_iter().find(|t| *t > after)
}

/// The timing of a game starting at `now` with White to move (`white_is_ai`: nothing is
/// due until White has moved).
pub fn first_turn(clock: &TimeControl, now: i64, white_is_ai: bool) -> Timing {
    let bank = clock.is_fischer().then_some(clock.base_ms);
    let mut t = Timing {
        white_bank: bank,
        black_bank: bank,
        ..Timing::default()
    };
    if !white_is_ai {
        let deadline = now + clock.base_ms;
        t.deadline_at = Some(deadline);
        t.remind_at = next_reminder(now, deadline, now);
    }
    t
}

/// The timing after `mover` moved in `game` at `now` (`next_is_ai`: the AI moves next,
/// so nothing is due).
pub fn after_move(game: &GameRow, mover: Color, now: i64, next_is_ai: bool) -> Timing {
    let clock = &game.clock;
    let mut t = game.timing;
    if clock.is_fischer() {
        let start = game.turn_started_at.unwrap_or(now);
        let bank = t.bank(mover).unwrap_or(clock.base_ms);
        let left = clock.bank_after_move(bank, now - start);
        match mover {
            Color::White => t.white_bank = Some(left),
            Color::Black => t.black_bank = Some(left),
        }
    }
    if next_is_ai {
        t.deadline_at = None;
        t.remind_at = None;
        return t;
    }
    let time = t.bank(!mover).unwrap_or(clock.base_ms);
    let deadline = now + time;
    t.deadline_at = Some(deadline);
    t.remind_at = next_reminder(now, deadline, now);
    t
}

/// The timing after a takeback at `now` gives the turn to `to_move` (`to_move_is_ai`:
/// nothing is due): a fresh turn, as after a move. With a Fischer clock each bank is
/// what it was before the retracted plies: after that player's last move in `kept` (the
/// moves that stand), or the base if they have none; a move stored without its bank
/// leaves the bank as it is.
pub fn after_takeback(
    game: &GameRow,
    kept: &[MoveRow],
    to_move: Color,
    now: i64,
    to_move_is_ai: bool,
) -> Timing {
    let mut t = game.timing;
    if game.clock.is_fischer() {
        for color in [Color::White, Color::Black] {
            let who = game.player(color);
            let bank = match kept.iter().rev().find(|m| m.player == who) {
                None => Some(game.clock.base_ms),
                Some(m) => m.bank_after.or(t.bank(color)),
            };
            match color {
                Color::White => t.white_bank = bank,
                Color::Black => t.black_bank = bank,
            }
        }
    }
    if to_move_is_ai {
        t.deadline_at = None;
        t.remind_at = None;
        return t;
    }
    let deadline = now + t.bank(to_move).unwrap_or(game.clock.base_ms);
    t.deadline_at = Some(deadline);
    t.remind_at = next_reminder(now, deadline, now);
    t
}
