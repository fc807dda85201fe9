//! `breaker run`: connect to Discord, register the slash commands, serve.

use crate::config::{DiscordConfig, ShardArgs};
use crate::shards::{Shards, TotalShards};
use clap::Args;
use std::io::IsTerminal;
use std::time::Duration;
use tracing_subscriber::EnvFilter;

#[derive(Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    pub discord: DiscordConfig,
    #[command(flatten)]
    pub shards: ShardArgs,
}

/// The one line a user without a token sees.
pub const NO_TOKEN: &str = "DISCORD_TOKEN is not set: see README.md (\"Discord set-up\") to create a bot and put its token in .env, or run `breaker play` to play in the terminal";

pub fn run(args: RunArgs) -> anyhow::Result<()> {
    if args.discord.token().is_none() {
        anyhow::bail!(NO_TOKEN);
    }
    // A range that cannot fit the total is refused before anything connects.
    if let (Some(range), TotalShards::Fixed(total)) = (args.shards.shards, args.shards.total_shards)
    {
        Shards::new(range, total.get())?;
    }
    init_logging();
    // AI searches and analyses run on threads of their own (see `crate::service`).
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(crate::service::BLOCKING_THREADS)
        .build()?;
    let result = runtime.block_on(crate::discord::run(&args.discord, &args.shards));
    // Don't wait forever on a blocking task (a render, an AI search) at exit.
    runtime.shutdown_timeout(Duration::from_secs(5));
    result
}

/// `RUST_LOG` as given (e.g. `serenity=debug`); by default Breaker's info and others' warnings.
pub(super) fn init_logging() {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn,breaker=info"));
    // Another subcommand (or a test) may have installed a subscriber already.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}
