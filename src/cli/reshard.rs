//! `breaker reshard`: split or merge the databases for a new shard layout (see
//! docs/scaling.md: stop every process, back up, reshard, start the new layout).

use crate::shards::{parse_layout, TotalShards};
use crate::store::reshard::{reshard, ReshardError};
use clap::Args;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct ReshardArgs {
    /// How many shards the new layout has in all.
    #[arg(long)]
    pub total_shards: TotalShards,
    /// The new processes' shard ranges, e.g. `0..4,4..8`: together exactly 0..N.
    #[arg(long, value_name = "A..B,C..D")]
    pub ranges: String,
    /// The current databases (every process's file; the bot must be stopped).
    #[arg(long, num_args = 1.., required = true, value_name = "DB")]
    pub from: Vec<PathBuf>,
    /// Where to write one database per range, named `shards-A..B.db`; none may exist yet.
    #[arg(long)]
    pub out_dir: PathBuf,
}

/// Exit status of a refused or failed reshard (the outputs are removed).
pub const FAILED: i32 = 2;

pub fn run(args: ReshardArgs) -> anyhow::Result<()> {
    if let Err(e) = reshard_and_report(&args) {
        eprintln!("error: {e}");
        std::process::exit(FAILED);
    }
    Ok(())
}

fn reshard_and_report(args: &ReshardArgs) -> Result<(), ReshardError> {
    let total = match args.total_shards {
        TotalShards::Fixed(n) => n.get(),
        TotalShards::Auto => {
            return Err(ReshardError::Refused(
                "--total-shards must be a number here: the new layout is fixed before the processes start".into(),
            ))
        }
    };
    let layout = parse_layout(&args.ranges, total)
        .map_err(|e| ReshardError::Refused(format!("--ranges {}: {e}", args.ranges)))?;
    let started = Instant::now();
    let report = reshard(&args.from, &layout, &args.out_dir)?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "resharded {} database(s) into {} for {total} shards in {seconds:.2} s",
        args.from.len(),
        report.outputs.len()
    );
    for out in &report.outputs {
        println!(
            "  {}: {}, {} games",
            out.path.display(),
            out.shards,
            out.games
        );
    }
    println!(
        "  {:<16} {:>8} {:>8}  per output",
        "table", "before", "after"
    );
    for t in &report.tables {
        let per: Vec<String> = t.after.iter().map(u64::to_string).collect();
        println!(
            "  {:<16} {:>8} {:>8}  {}{}",
            t.table,
            t.before,
            t.distinct_after,
            per.join(" + "),
            if t.moved {
                ""
            } else {
                " (copied where referenced)"
            }
        );
    }
    println!(
        "checked: {} games replay to their stored positions; no row dropped or duplicated",
        report.games_replayed
    );
    Ok(())
}
