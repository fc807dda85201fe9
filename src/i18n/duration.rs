//! A length of time in words of the reader's language ("1 day 12 hours", "1일 12시간",
//! "1 день 12 часов", "21 de zile"), built from the messages `duration-days`,
//! `duration-hours`, `duration-minutes` and `duration-join` so that each language writes its
//! own units and plural forms. A clock as a player types it (`3d+1d`) stays code.
//!
//! ```
//! use breaker::i18n::{duration, Locale};
//!
//! let ru: Locale = "ru".parse().unwrap();
//! assert_eq!(duration(36 * 3_600_000).to_string(), "1 day 12 hours");
//! assert!(!duration(36 * 3_600_000).resolve(ru).to_string().contains('h'));
//! ```

use super::Text;
use crate::msg;

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 60 * MINUTE_MS;
const DAY_MS: i64 = 24 * HOUR_MS;

/// `ms` as days, hours and minutes (largest first, zero parts left out; under a minute is
/// "0 minutes").
pub fn duration(ms: i64) -> Text {
    let ms = ms.max(0);
    let parts: Vec<Text> = [
        (ms / DAY_MS, "duration-days"),
        (ms % DAY_MS / HOUR_MS, "duration-hours"),
        (ms % HOUR_MS / MINUTE_MS, "duration-minutes"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, id)| match id {
        "duration-days" => msg!("duration-days", count = n),
        "duration-hours" => msg!("duration-hours", count = n),
        _ => msg!("duration-minutes", count = n),
    })
    .collect();
    parts
        .into_iter()
        .reduce(|first, second| msg!("duration-join", first = first, second = second))
        .unwrap_or_else(|| msg!("duration-minutes", count = 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn largest_units_first_and_zero_parts_left_out() {
        assert_eq!(duration(3 * DAY_MS).to_string(), "3 days");
        assert_eq!(
            duration(DAY_MS + 12 * HOUR_MS).to_string(),
            "1 day 12 hours"
        );
        assert_eq!(duration(90 * MINUTE_MS).to_string(), "1 hour 30 minutes");
        assert_eq!(duration(0).to_string(), "0 minutes");
        assert_eq!(duration(-5).to_string(), "0 minutes");
    }
}
