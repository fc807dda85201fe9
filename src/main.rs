//! `breaker`: the command line. Each subcommand lives in `cli/`; this file only parses.

use breaker::cli;
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    // A missing .env is normal; a broken one is worth a warning.
    if let Err(e) = dotenvy::dotenv() {
        if !e.not_found() {
            eprintln!("warning: could not read .env: {e}");
        }
    }
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
