//! Command-line subcommands (clap). Thin: each one calls into the library.

mod analyze;
mod backup;
mod bench;
mod engine;
mod export;
pub mod pair;
mod perft;
mod play;
mod register;
mod render;
mod reshard;
mod run;
mod solve;
mod standings;
mod start;
mod tournament;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(
    name = "breaker",
    version,
    about = "Breakthrough and Breach by message: a Discord bot, a terminal front end and an engine"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count legal move sequences of exactly DEPTH plies (the move-generator check).
    Perft(perft::PerftArgs),
    /// The AI behind a line protocol on stdin/stdout (`game`, `position`, `play`, `go`, `quit`).
    Engine(engine::EngineArgs),
    /// Measure speed: perft, ai, render, service, replay, scheduler, ratings, ladder, autocomplete or pairing.
    Bench(bench::BenchArgs),
    /// Connect to Discord, register the slash commands and serve (needs DISCORD_TOKEN).
    Run(run::RunArgs),
    /// Register the slash commands (globally, or in DISCORD_GUILD_ID's server) and exit.
    Register(register::RegisterArgs),
    /// Move every server's rows into the database of the process owning it under a new
    /// shard layout (`--total-shards 2 --ranges 0..1,1..2 --from a.db --out-dir DIR`).
    Reshard(reshard::ReshardArgs),
    /// Draw a position to a PNG file (and as text), e.g. to check a reported position.
    Render(render::RenderArgs),
    /// Prove who wins a small Breakthrough board (e.g. 5x5) and in how many plies.
    Solve(solve::SolveArgs),
    /// Copy the database to a file, consistently, while the bot keeps running.
    Backup(backup::BackupArgs),
    /// Play in the terminal: `USER: /command option:value` lines, boards as text and PNG files.
    Play(play::PlayArgs),
    /// Analyse a finished game: White's winning chances, the turning points, good-move shares.
    Analyze(analyze::AnalyzeArgs),
    /// Print a stored game's record (tags and numbered moves, as `/export` attaches it).
    Export(export::ExportArgs),
    /// A ladder's standings from the database: a text table, or JSON with --json.
    Standings(standings::StandingsArgs),
    /// Pair the next round of a Swiss (FIDE Dutch system) from a TRF file, as JaVaFo and
    /// bbpPairings do: `pair --dutch INPUT.trf -p [OUTPUT]`, or `-c` to check all rounds.
    Pair(pair::PairArgs),
    /// A tournament from the database: `standings [--json]` or `export` (FIDE TRF-16).
    Tournament(tournament::TournamentArgs),
}

pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Perft(args) => perft::run(args),
        Command::Engine(args) => engine::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Run(args) => run::run(args),
        Command::Register(args) => register::run(args),
        Command::Reshard(args) => reshard::run(args),
        Command::Play(args) => play::run(args),
        Command::Render(args) => render::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Analyze(args) => analyze::run(args),
        Command::Backup(args) => backup::run(args),
        Command::Export(args) => export::run(args),
        Command::Standings(args) => standings::run(args),
        Command::Pair(args) => pair::run(args),
        Command::Tournament(args) => tournament::run(args),
    }
}

/// Prints a read-only command's output; an error is one line on stderr and exit
/// status 2.
fn print_or_exit(out: Result<String, String>) -> anyhow::Result<()> {
    match out {
        Ok(out) => {
            print!("{out}");
            Ok(())
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
