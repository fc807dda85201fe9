//! Time, injected: the service asks its [`Clock`] and never the system. Real time in the
//! bot; a [`ManualClock`] in tests and in `breaker play --now`, advanced by `/wait`.
//!
//! ```
//! use breaker::service::{Clock, ManualClock};
//!
//! let clock = ManualClock::new(1_799_150_400_000); // 2027-01-05T12:00:00Z
//! clock.advance(25 * 3_600_000);
//! assert_eq!(clock.now(), 1_799_150_400_000 + 90_000_000);
//! ```

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// Where the service gets "now", in Unix milliseconds.
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> i64;
}

/// The system's real time.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that moves only when told. Clones share the same time.
#[derive(Debug, Clone)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock standing at `now` (Unix ms).
    pub fn new(now: i64) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(now)))
    }

    /// Moves the clock `ms` forward.
    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }

    /// Sets the clock to `now`.
    pub fn set(&self, now: i64) {
        self.0.store(now, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Real time shifted to start at a chosen instant: `breaker run --now` (a host trying out
/// deadlines, or a test restarting the bot "days later") without a manual clock to drive.
#[derive(Debug, Clone, Copy)]
pub struct OffsetClock {
    offset: i64,
}

impl OffsetClock {
    /// A clock reading `now` (Unix ms) at this moment and running at real speed from there.
    pub fn starting_at(now: i64) -> OffsetClock {
        OffsetClock {
            offset: now - SystemClock.now(),
        }
    }
}

impl Clock for OffsetClock {
    fn now(&self) -> i64 {
        SystemClock.now() + self.offset
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offset_clock_starts_at_its_instant_and_runs() {
        let clock = OffsetClock::starting_at(1_799_150_400_000);
        let first = clock.now();
        assert!((1_799_150_400_000..1_799_150_460_000).contains(&first));
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(clock.now() >= first + 5);
    }
}
