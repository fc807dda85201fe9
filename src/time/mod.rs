//! Time in correspondence games: clocks as players write them ([`TimeControl`]) and a
//! game's time as one value with transitions ([`GameTime`]). Pure: no I/O, no clock
//! reads; the service passes the instants in and the store persists the values.
//!
//! ```
//! use breaker::time::{GameTime, TimeControl, DAY_MS};
//!
//! let clock: TimeControl = "3d".parse().unwrap();
//! let time = GameTime::started(clock, 0, true);
//! assert_eq!(time.due(), Some(3 * DAY_MS));
//! assert!(time.expired(3 * DAY_MS));
//! ```

mod control;
mod game_time;

pub use control::{
    duration_text, parse_duration, parse_utc, TimeControl, TimeTextError, DAY_MS, HOUR_MS,
    MAX_CLOCK_MS, MINUTE_MS,
};
pub use game_time::{reminders, GameTime};
