//! What the benches share: a temporary directory for the database, the process's memory
//! as /proc tells it, and percentiles.

use anyhow::Context;
use std::path::Path;

/// Runs `bench` with a fresh directory `breaker-bench-{name}-{pid}` under the system's
/// temporary directory, removed afterwards whatever the result.
pub(super) fn in_temp_dir(
    name: &str,
    bench: impl FnOnce(&Path) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("breaker-bench-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).context("creating the bench's temp directory")?;
    let result = bench(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// A multi-threaded runtime with everything enabled, as the bot runs.
pub(super) fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
}

/// The process's resident set now (VmRSS) and at its peak (VmHWM), in MB.
pub(super) fn rss_mb() -> Option<(f64, f64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |name: &str| -> Option<f64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        Some(line.split_whitespace().nth(1)?.parse::<f64>().ok()? / 1024.0)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

/// The `p`-quantile (0..=1) of `sorted`, the nearest rank.
pub(super) fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}
