//! `breaker backup`: a consistent copy of the database, safe while the bot runs.

use crate::store;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct BackupArgs {
    /// The live database.
    #[arg(long, env = "DATABASE_PATH", default_value = "breaker.db")]
    pub db: PathBuf,
    /// Where to write the copy (replaced if it exists, only once the copy is complete).
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: BackupArgs) -> anyhow::Result<()> {
    let done = store::backup(&args.db, &args.out)?;
    println!(
        "backed up {} to {} ({} KB, schema version {})",
        args.db.display(),
        args.out.display(),
        done.bytes.div_ceil(1024),
        done.schema_version
    );
    Ok(())
}
