//! Command-line subcommands (clap). Thin: each one calls into the library.

mod bench;
mod perft;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "breaker", version, about = "Breakthrough and Breach by message: a Discord bot, a terminal front end and an engine")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count legal move sequences of exactly DEPTH plies (the move-generator check).
    Perft(perft::PerftArgs),
    /// Measure speed: `perft` (move generation).
    Bench(bench::BenchArgs),
}

pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Perft(args) => perft::run(args),
        Command::Bench(args) => bench::run(args),
    }
}
