//! Prometheus metrics, off unless `METRICS_ADDR` is set (`breaker run`): through the
//! `metrics` facade, so every call below is a no-op until [`serve`] installs the exporter.
//!
//! | metric | type | labels |
//! |---|---|---|
//! | `breaker_interactions_total` | counter | `command`, `outcome` = `ok`, `refused`, `error` |
//! | `breaker_move_latency_seconds` | histogram | – (a `/move` from interaction to reply) |
//! | `breaker_games_active` | gauge | – |
//! | `breaker_ai_queue_depth` | gauge | – (AI searches waiting for a thread) |
//! | `breaker_scheduler_lag_seconds` | histogram | – (due instant to the scheduler's wake-up) |
//!
//! ```
//! // Without an exporter the calls cost next to nothing and record nothing.
//! breaker::metrics::interaction("move", breaker::metrics::Outcome::Ok);
//! let waiting = breaker::metrics::AiWaiting::start();
//! drop(waiting);
//! ```

use std::net::SocketAddr;
use std::time::Duration;

pub const INTERACTIONS: &str = "breaker_interactions_total";
pub const MOVE_LATENCY: &str = "breaker_move_latency_seconds";
pub const GAMES_ACTIVE: &str = "breaker_games_active";
pub const AI_QUEUE_DEPTH: &str = "breaker_ai_queue_depth";
pub const SCHEDULER_LAG: &str = "breaker_scheduler_lag_seconds";
pub const NOTICES: &str = "breaker_notices_total";

/// How an interaction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Done (a move played, a board shown).
    Ok,
    /// A user mistake, refused with a private reply; nothing changed.
    Refused,
    /// An internal failure.
    Error,
}

impl Outcome {
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Error => "error",
        }
    }
}

/// Starts the exporter: `GET http://ADDR/metrics` (any path) answers the text format.
/// Must run inside the tokio runtime, which then serves the listener.
pub fn serve(addr: SocketAddr) -> anyhow::Result<()> {
    use metrics_exporter_prometheus::{Matcher, PrometheusBuilder};
    // Moves take milliseconds; the scheduler's lag is normally below a second.
    let fast = [
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0,
    ];
    let slow = [0.01, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 300.0];
    PrometheusBuilder::new()
        .with_http_listener(addr)
        .set_buckets_for_metric(Matcher::Full(MOVE_LATENCY.into()), &fast)?
        .set_buckets_for_metric(Matcher::Full(SCHEDULER_LAG.into()), &slow)?
        .install()
        .map_err(|e| anyhow::anyhow!("cannot serve metrics on {addr}: {e}"))?;
    metrics::describe_counter!(INTERACTIONS, "Interactions handled, by command and outcome");
    metrics::describe_histogram!(
        MOVE_LATENCY,
        metrics::Unit::Seconds,
        "A /move from interaction to reply"
    );
    metrics::describe_gauge!(GAMES_ACTIVE, "Games in progress");
    metrics::describe_gauge!(AI_QUEUE_DEPTH, "AI searches waiting for a thread");
    metrics::describe_histogram!(
        SCHEDULER_LAG,
        metrics::Unit::Seconds,
        "How late the scheduler woke for a due deadline or reminder"
    );
    metrics::describe_counter!(
        NOTICES,
        "Unprompted messages from the outbox, by outcome: delivered, retried, given_up"
    );
    // Present from the first scrape, before anything happened.
    metrics::gauge!(AI_QUEUE_DEPTH).set(0.0);
    Ok(())
}

pub fn interaction(command: &str, outcome: Outcome) {
    metrics::counter!(INTERACTIONS, "command" => command.to_string(), "outcome" => outcome.label())
        .increment(1);
}

pub fn move_latency(took: Duration) {
    metrics::histogram!(MOVE_LATENCY).record(took.as_secs_f64());
}

pub fn games_active(count: u64) {
    metrics::gauge!(GAMES_ACTIVE).set(count as f64);
}

pub fn scheduler_lag(late: Duration) {
    metrics::histogram!(SCHEDULER_LAG).record(late.as_secs_f64());
}

/// A notice from the outbox: `delivered`, `retried` or `given_up`.
pub fn notice(outcome: &'static str) {
    metrics::counter!(NOTICES, "outcome" => outcome).increment(1);
}

/// An AI search waiting for a thread: counted in the queue depth while it lives.
#[derive(Debug)]
pub struct AiWaiting(());

impl AiWaiting {
    pub fn start() -> AiWaiting {
        metrics::gauge!(AI_QUEUE_DEPTH).increment(1.0);
        AiWaiting(())
    }
}

impl Drop for AiWaiting {
    fn drop(&mut self) {
        metrics::gauge!(AI_QUEUE_DEPTH).decrement(1.0);
    }
}
