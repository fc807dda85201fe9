//! `breaker register`: register the slash commands once, at deploy time, and exit.
//!
//! With several processes only the one running shard 0 registers at start-up; a
//! deployment that starts every process with `--no-register` runs this instead.

use crate::config::DiscordConfig;
use clap::Args;

#[derive(Args, Debug)]
pub struct RegisterArgs {
    #[command(flatten)]
    pub discord: DiscordConfig,
}

pub fn run(args: RegisterArgs) -> anyhow::Result<()> {
    if args.discord.token().is_none() {
        anyhow::bail!(super::run::NO_TOKEN);
    }
    super::run::init_logging();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (count, scope) = runtime.block_on(crate::discord::register(&args.discord))?;
    println!("registered {count} slash commands {scope}");
    Ok(())
}
