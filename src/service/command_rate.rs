//! The per-user command rate: at most [`CommandRate::limit`] commands in any
//! [`CommandRate::window_ms`], by the service's clock. Beyond it the reply is "slow down,
//! try again in N s" (ephemeral) and the command is not run. The adapters do not count
//! `/move`: a game paces its moves (the opponent or the AI answers first), so players of
//! a fast game are never slowed down, and a move out of turn is refused at once anyway.
//!
//! ```
//! use breaker::service::CommandRate;
//!
//! let rate: CommandRate = "10/10s".parse().unwrap();
//! assert_eq!(rate, CommandRate::DEFAULT);
//! assert_eq!(rate.to_string(), "10/10s");
//! assert!("0/10s".parse::<CommandRate>().is_err());
//! ```

use crate::msg;
use crate::service::{Ctx, Reply, Service};
use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::str::FromStr;
use std::sync::Mutex;

/// How many commands one user may give in a sliding window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandRate {
    /// Commands allowed per window (at least 1).
    pub limit: u32,
    /// The window, in milliseconds (at least 1 s).
    pub window_ms: i64,
}

impl CommandRate {
    /// 10 commands in 10 s: the Discord bot's default.
    pub const DEFAULT: CommandRate = CommandRate {
        limit: 10,
        window_ms: 10_000,
    };
}

impl fmt::Display for CommandRate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}s", self.limit, self.window_ms / 1000)
    }
}

/// A command rate text that is not one: what was typed (shortened). `Display` is for
/// operators (the command line); [`BadCommandRate::text`] says it in a reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a command rate: write COUNT/SECONDS, e.g. `10/10s`")]
pub struct BadCommandRate(pub String);

impl BadCommandRate {
    /// The mistake in the reader's language.
    pub fn text(&self) -> crate::service::Text {
        msg!(
            "command-rate-bad",
            typed = crate::service::Span::Code(self.0.clone())
        )
    }
}

impl FromStr for CommandRate {
    type Err = BadCommandRate;

    /// `COUNT/SECONDSs`, e.g. `10/10s` (the trailing `s` is optional).
    fn from_str(s: &str) -> Result<CommandRate, BadCommandRate> {
        let bad = || BadCommandRate(crate::games::echo(s));
        let (count, secs) = s.trim().split_once('/').ok_or_else(bad)?;
        let secs = secs.trim().strip_suffix('s').unwrap_or(secs.trim());
        let limit: u32 = count.trim().parse().map_err(|_| bad())?;
        let secs: u32 = secs.trim().parse().map_err(|_| bad())?;
        if limit == 0 || secs == 0 || secs > 86_400 {
            return Err(bad());
        }
        Ok(CommandRate {
            limit,
            window_ms: i64::from(secs) * 1000,
        })
    }
}

/// Past this many remembered users, forget the ones whose window has passed.
const PRUNE_AT: usize = 10_000;

/// The instants of each user's recent admitted commands.
#[derive(Default)]
pub(crate) struct RateLimiter {
    recent: Mutex<HashMap<u64, VecDeque<i64>>>,
}

impl RateLimiter {
    /// Admits a command by `user` at `now` under `rate`, or says how many ms to wait.
    /// A refused command does not count, so waiting the time said is always enough.
    fn admit(&self, rate: CommandRate, user: u64, now: i64) -> Result<(), i64> {
        let mut recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        let since = now - rate.window_ms;
        if recent.len() >= PRUNE_AT {
            recent.retain(|_, times| times.back().is_some_and(|&t| t > since));
        }
        let times = recent.entry(user).or_default();
        while times.front().is_some_and(|&t| t <= since) {
            times.pop_front();
        }
        if times.len() >= rate.limit as usize {
            let oldest = times[times.len() - rate.limit as usize];
            return Err(oldest + rate.window_ms - now);
        }
        times.push_back(now);
        Ok(())
    }
}

impl Service {
    /// Counts one command (or button click) by `ctx.user` against
    /// [`Config::command_rate`](crate::service::Config::command_rate): `None` to go ahead, or the
    /// ephemeral "slow down" reply to send instead of running it. Front ends call this
    /// before every command; autocomplete does not count.
    pub fn admit(&self, ctx: &Ctx) -> Option<Reply> {
        let rate = self.config().command_rate?;
        let wait_ms = self.inner.rate.admit(rate, ctx.user.id, self.now()).err()?;
        let secs = (wait_ms + 999) / 1000;
        Some(Reply::ephemeral(msg!(
            "rate-too-fast",
            wait = secs.max(1),
            limit = rate.limit,
            window = rate.window_ms / 1000
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sliding_window() {
        let rate = CommandRate {
            limit: 3,
            window_ms: 10_000,
        };
        let limiter = RateLimiter::default();
        for t in [0, 1_000, 2_000] {
            assert_eq!(limiter.admit(rate, 1, t), Ok(()));
        }
        // The 4th within the window waits until the 1st leaves it.
        assert_eq!(limiter.admit(rate, 1, 2_500), Err(7_500));
        // Someone else is not slowed by user 1.
        assert_eq!(limiter.admit(rate, 2, 2_500), Ok(()));
        // Refused commands do not count: at 10 s the first one has left the window.
        assert_eq!(limiter.admit(rate, 1, 10_000), Ok(()));
        assert_eq!(limiter.admit(rate, 1, 10_500), Err(500));
    }

    #[test]
    fn parses_rates() {
        assert_eq!(
            "5/60".parse::<CommandRate>(),
            Ok(CommandRate {
                limit: 5,
                window_ms: 60_000
            })
        );
        for bad in ["", "10", "x/10s", "10/0s", "-1/10s", "10/10m"] {
            assert!(bad.parse::<CommandRate>().is_err(), "{bad}");
        }
    }
}
