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
    let args = match cli::Cli::try_parse() {
        Ok(args) => args,
        // `breaker pair` follows JaVaFo's and bbpPairings' exit codes: 3 for invalid input.
        Err(e) if e.use_stderr() && std::env::args().nth(1).as_deref() == Some("pair") => {
            let _ = e.print();
            return ExitCode::from(3);
        }
        Err(e) => e.exit(),
    };
    match cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
