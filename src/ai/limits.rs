//! How long a search may run: a time budget, a node budget, a cancel flag, and the seed
//! that makes it reproducible.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Bounds for one search. A search stops at whichever bound comes first; with only a
/// node budget (no time) it is deterministic for a given seed.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Wall-clock budget; `None` means nodes alone bound the search.
    pub time: Option<Duration>,
    /// Node (or simulation) budget; `None` means time alone bounds the search.
    pub nodes: Option<u64>,
    /// Seed for every random choice the search makes.
    pub seed: u64,
    /// Set to `true` from another thread to stop the search early; it still returns a move.
    pub cancel: Arc<AtomicBool>,
}

impl Limits {
    pub fn time(ms: u64) -> Limits {
        Limits {
            time: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }

    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// Nodes alone bound the search (no time budget): reproducible anywhere.
    pub fn nodes_only(n: u64) -> Limits {
        Limits {
            time: None,
            ..Limits::nodes(n)
        }
    }

    pub fn with_seed(mut self, seed: u64) -> Limits {
        self.seed = seed;
        self
    }
}

impl Default for Limits {
    /// One second, seed 0.
    fn default() -> Limits {
        Limits {
            time: Some(Duration::from_secs(1)),
            nodes: None,
            seed: 0,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// A running search's view of its limits: cheap to poll in the inner loop.
pub struct Clock {
    start: Instant,
    deadline: Option<Instant>,
    nodes: Option<u64>,
    cancel: Arc<AtomicBool>,
}

impl Clock {
    pub fn start(limits: &Limits) -> Clock {
        let start = Instant::now();
        Clock {
            start,
            deadline: limits.time.map(|t| start + t),
            nodes: limits.nodes,
            cancel: limits.cancel.clone(),
        }
    }

    /// True once `nodes_used` reaches the node budget, the time is up or the search was cancelled.
    /// Reading the clock costs; callers poll every few thousand nodes.
    pub fn out_of_budget(&self, nodes_used: u64) -> bool {
        self.nodes.is_some_and(|n| nodes_used >= n)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.cancel.load(Ordering::Relaxed)
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The fraction of the time budget used, or 0 with no time budget.
    pub fn time_fraction(&self) -> f64 {
        match self.deadline {
            Some(d) => {
                let total = (d - self.start).as_secs_f64().max(1e-9);
                self.start.elapsed().as_secs_f64() / total
            }
            None => 0.0,
        }
    }
}
