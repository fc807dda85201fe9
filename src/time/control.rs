//! A game's clock, as players write it: `3d` (simple: three days for every move) or
//! `3d+1d` (Fischer: a bank of three days per player that gains a day after each of
//! their moves, capped at three days). Durations are `m`, `h`, `d` units, combinable.
//!
//! ```
//! use breaker::time::{parse_duration, TimeControl};
//!
//! let simple: TimeControl = "3d".parse().unwrap();
//! assert_eq!(simple.to_string(), "3d");
//! assert_eq!(simple.increment_ms, None);
//! let lg: TimeControl = "10d+36h".parse().unwrap();
//! assert_eq!(lg.to_string(), "10d+1d12h");
//! assert_eq!(parse_duration("2d3h"), Ok(51 * 3_600_000));
//! assert!("3x".parse::<TimeControl>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

/// One minute, hour and day in milliseconds.
pub const MINUTE_MS: i64 = 60_000;
pub const HOUR_MS: i64 = 60 * MINUTE_MS;
pub const DAY_MS: i64 = 24 * HOUR_MS;

/// The longest clock (base or increment) a game may have: 60 days.
pub const MAX_CLOCK_MS: i64 = 60 * DAY_MS;

/// How much time a player has to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Simple: the time for every move. Fischer: the bank each player starts with, and
    /// its cap.
    pub base_ms: i64,
    /// Fischer: what a player's bank gains after each of their moves.
    pub increment_ms: Option<i64>,
}

impl TimeControl {
    /// `days` days for every move.
    pub fn simple_days(days: u32) -> TimeControl {
        TimeControl::simple(i64::from(days) * DAY_MS)
    }

    /// `base_ms` for every move.
    pub fn simple(base_ms: i64) -> TimeControl {
        TimeControl {
            base_ms,
            increment_ms: None,
        }
    }

    /// A bank of `base_ms` gaining `increment_ms` after each move, capped at `base_ms`.
    pub fn fischer(base_ms: i64, increment_ms: i64) -> TimeControl {
        TimeControl {
            base_ms,
            increment_ms: Some(increment_ms),
        }
    }

    /// Whether each player has a bank (Fischer) rather than a fixed time per move.
    pub fn is_fischer(&self) -> bool {
        self.increment_ms.is_some()
    }

    /// Whole days, rounded up (what the old `days_per_move` column holds).
    pub fn days_rounded_up(&self) -> u32 {
        ((self.base_ms + DAY_MS - 1) / DAY_MS).clamp(1, u32::MAX as i64) as u32
    }

    /// The bank after a move that took `used` ms from `bank` (Fischer): the increment
    /// added, capped at the base. For simple clocks, the base.
    pub fn bank_after_move(&self, bank: i64, used: i64) -> i64 {
        match self.increment_ms {
            Some(inc) => (bank - used.max(0) + inc).min(self.base_ms).max(0),
            None => self.base_ms,
        }
    }
}

/// Why a clock or duration text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeTextError {
    #[error("`{0}` is not a duration: write a number and a unit, m, h or d, combinable (`3d`, `36h`, `2d3h`)")]
    Duration(String),
    #[error("`{0}` is not a clock: write `3d` (days per move) or `3d+1d` (a bank that gains a day per move)")]
    Clock(String),
    #[error("a clock's time must be between 1 hour and 60 days, not `{0}`")]
    OutOfRange(String),
    #[error("in `{clock}` the increment must be at least 1 minute and at most the bank ({base}): a bank never holds more than its base, so a larger increment could never be used")]
    Increment { clock: String, base: String },
}

/// Reads a duration such as `25h`, `3d`, `2d3h` or `90m` into milliseconds.
pub fn parse_duration(text: &str) -> Result<i64, TimeTextError> {
    let bad = || TimeTextError::Duration(text.chars().take(30).collect());
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Err(bad());
    }
    let mut total: i64 = 0;
    let mut number = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'm' => MINUTE_MS,
            'h' => HOUR_MS,
            'd' => DAY_MS,
            _ => return Err(bad()),
        };
        let n: i64 = number.parse().map_err(|_| bad())?;
        number.clear();
        total = n
            .checked_mul(unit)
            .and_then(|v| total.checked_add(v))
            .filter(|v| *v <= 100_000 * DAY_MS)
            .ok_or_else(bad)?;
    }
    if !number.is_empty() {
        return Err(bad());
    }
    Ok(total)
}

/// Writes milliseconds as `3d`, `1d12h`, `90m` (largest units first).
pub fn duration_text(ms: i64) -> String {
    if ms <= 0 {
        return "0m".into();
    }
    let mut out = String::new();
    let mut rest = ms;
    for (unit, name) in [(DAY_MS, 'd'), (HOUR_MS, 'h'), (MINUTE_MS, 'm')] {
        if rest >= unit {
            out.push_str(&format!("{}{name}", rest / unit));
            rest %= unit;
        }
    }
    if out.is_empty() {
        out.push_str("0m");
    }
    out
}

impl FromStr for TimeControl {
    type Err = TimeTextError;
    /// `3d` or `3d+1d` (any units: `10d+36h`).
    fn from_str(s: &str) -> Result<TimeControl, TimeTextError> {
        let shown = || s.trim().chars().take(30).collect::<String>();
        let clock_err = |_| TimeTextError::Clock(shown());
        let in_range = |ms: i64| (HOUR_MS..=MAX_CLOCK_MS).contains(&ms);
        let (base, inc) = match s.trim().split_once('+') {
            Some((b, i)) => (
                parse_duration(b).map_err(clock_err)?,
                Some(parse_duration(i).map_err(clock_err)?),
            ),
            None => (parse_duration(s).map_err(clock_err)?, None),
        };
        if !in_range(base) {
            return Err(TimeTextError::OutOfRange(shown()));
        }
        // A bank is capped at the base, so an increment above it could never be used.
        if let Some(i) = inc {
            if !(MINUTE_MS..=base).contains(&i) {
                return Err(TimeTextError::Increment {
                    clock: shown(),
                    base: duration_text(base),
                });
            }
        }
        Ok(match inc {
            Some(i) => TimeControl::fischer(base, i),
            None => TimeControl::simple(base),
        })
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&duration_text(self.base_ms))?;
        if let Some(inc) = self.increment_ms {
            write!(f, "+{}", duration_text(inc))?;
        }
        Ok(())
    }
}

/// Reads `2027-01-05T12:00:00Z` (UTC, seconds optional) into Unix milliseconds.
pub fn parse_utc(text: &str) -> Option<i64> {
    let t = text.trim().trim_end_matches('Z').trim_end_matches('z');
    let (date, time) = t.split_once(['T', 't', ' ']).unwrap_or((t, "00:00"));
    let mut d = date.split('-').map(|p| p.parse::<i64>().ok());
    let (y, m, day) = (d.next()??, d.next()??, d.next()??);
    if d.next().is_some() || !(1..=12).contains(&m) || !(1..=31).contains(&day) {
        return None;
    }
    let mut h = time.split(':').map(|p| p.parse::<i64>().ok());
    let (hh, mm) = (h.next()??, h.next()??);
    let ss = h.next().map_or(Some(0), |s| s)?;
    if !(0..24).contains(&hh) || !(0..60).contains(&mm) || !(0..61).contains(&ss) {
        return None;
    }
    // Days from the civil date (Howard Hinnant's algorithm).
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = if m > 2 { m - 3 } else { m + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(((days * 24 + hh) * 60 + mm) * MINUTE_MS + ss * 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_and_print() {
        assert_eq!("3d".parse(), Ok(TimeControl::simple_days(3)));
        assert_eq!(
            "3d+1d".parse(),
            Ok(TimeControl::fischer(3 * DAY_MS, DAY_MS))
        );
        assert_eq!("3D+1d".parse::<TimeControl>().unwrap().to_string(), "3d+1d");
        assert_eq!("36h".parse::<TimeControl>().unwrap().to_string(), "1d12h");
        assert_eq!(
            "12h+30m".parse(),
            Ok(TimeControl::fischer(12 * HOUR_MS, 30 * MINUTE_MS))
        );
        assert_eq!("1d+1d".parse::<TimeControl>().unwrap().to_string(), "1d+1d");
        assert!(matches!(
            "1d+2d".parse::<TimeControl>(),
            Err(TimeTextError::Increment { .. })
        ));
        for bad in [
            "", "3", "d", "3x", "+1d", "3d+", "3d+1d+1d", "-3d", "30m", "61d", "1d+2d", "1d+0m",
            "3d+61d",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("25h"), Ok(25 * HOUR_MS));
        assert_eq!(
            parse_duration("2d3h30m"),
            Ok(2 * DAY_MS + 3 * HOUR_MS + 30 * MINUTE_MS)
        );
        assert!(parse_duration("h").is_err());
        assert!(parse_duration("99999999999999d").is_err());
        assert_eq!(duration_text(25 * HOUR_MS + MINUTE_MS), "1d1h1m");
    }

    #[test]
    fn fischer_bank_gains_and_is_capped() {
        let c = TimeControl::fischer(3 * DAY_MS, DAY_MS);
        assert_eq!(c.bank_after_move(3 * DAY_MS, 2 * DAY_MS), 2 * DAY_MS);
        assert_eq!(c.bank_after_move(3 * DAY_MS, HOUR_MS), 3 * DAY_MS);
        assert_eq!(
            TimeControl::simple_days(3).bank_after_move(0, DAY_MS),
            3 * DAY_MS
        );
    }

    #[test]
    fn utc_instants() {
        assert_eq!(parse_utc("2027-01-05T12:00:00Z"), Some(1_799_150_400_000));
        assert_eq!(parse_utc("1970-01-01T00:00Z"), Some(0));
        assert_eq!(parse_utc("2000-03-01"), Some(951_868_800_000));
        assert_eq!(parse_utc("2027-13-05T12:00:00Z"), None);
        assert_eq!(parse_utc("tomorrow"), None);
    }
}
