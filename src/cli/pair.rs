//! `breaker pair --dutch INPUT.trf -p [OUTPUT]` and `-c`: the FIDE Dutch pairing engine
//! behind the command-line convention of JaVaFo and bbpPairings, so tournament software
//! and arbiters' scripts can call it as they call those.
//!
//! `-p` writes the number of boards, then one `white black` line of pairing numbers per
//! board (`N 0` for the bye). `-c` re-pairs every recorded round from the ones before it
//! and lists the boards that differ. Exit status: 0 done, 1 no valid pairing, 3 invalid
//! input, 5 file error.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use crate::tournament::dutch::{self, NoValidPairing, Pairing};
use crate::tournament::trf::{Colour, Tournament};

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("action").required(true).args(["pair", "check"])))]
pub struct PairArgs {
    /// Pair by the FIDE Dutch system; the tournament file (TRF with XXR and XXC lines).
    #[arg(long, value_name = "INPUT")]
    pub dutch: PathBuf,
    /// Pair the next round, writing it to OUTPUT (standard output without one).
    #[arg(short = 'p', value_name = "OUTPUT", num_args = 0..=1)]
    pub pair: Option<Option<PathBuf>>,
    /// Check every recorded round against the engine's pairing of it.
    #[arg(short = 'c')]
    pub check: bool,
}

pub const EXIT_NO_PAIRING: i32 = 1;
pub const EXIT_INVALID: i32 = 3;
pub const EXIT_FILE: i32 = 5;

/// The pairing output: the count, then `white black` per board.
pub fn format_pairings(boards: &[Pairing]) -> String {
    let mut out = format!("{}\n", boards.len());
    for b in boards {
        out.push_str(&format!("{} {}\n", b.white, b.black.unwrap_or(0)));
    }
    out
}

/// The boards recorded for `round` (1-based) in a tournament file.
fn recorded(t: &Tournament, round: usize) -> Vec<(u32, Option<u32>, bool)> {
    let mut boards = Vec::new();
    for p in &t.players {
        let Some(e) = p.rounds.get(round - 1) else {
            continue;
        };
        // Once per game: from White's side, or the lower number's when colourless.
        match (e.opponent, e.colour) {
            (Some(o), Some(Colour::White)) => boards.push((p.number, Some(o), true)),
            (Some(o), None) if p.number < o => boards.push((p.number, Some(o), false)),
            (None, _) if e.is_pairing_bye() => boards.push((p.number, None, true)),
            _ => {}
        }
    }
    boards
}

/// The discrepancies between the recorded rounds and the engine's pairing of each.
pub fn check(t: &Tournament) -> Vec<String> {
    let mut out = Vec::new();
    for round in 1..=t.rounds_recorded() {
        let before = t.before_round(round);
        let rec = recorded(t, round);
        match dutch::pair(&before) {
            Err(e) => out.push(format!("round {round}: the engine finds no pairing: {e}")),
            Ok(boards) => {
                for b in &boards {
                    let found = rec.iter().any(|&(w, bl, coloured)| {
                        (w, bl) == (b.white, b.black)
                            || (!coloured && b.black == Some(w) && bl == Some(b.white))
                    });
                    if !found {
                        out.push(format!(
                            "round {round}: the engine pairs {} {}, not recorded",
                            b.white,
                            b.black.unwrap_or(0)
                        ));
                    }
                }
                for &(w, bl, coloured) in &rec {
                    let found = boards.iter().any(|b| {
                        (b.white, b.black) == (w, bl)
                            || (!coloured && b.black == Some(w) && bl == Some(b.white))
                    });
                    if !found {
                        out.push(format!(
                            "round {round}: recorded {} {}, not the engine's pairing",
                            w,
                            bl.unwrap_or(0)
                        ));
                    }
                }
            }
        }
    }
    out
}

fn read(path: &Path) -> Result<Tournament, i32> {
    let text = std::fs::read(path).map_err(|e| {
        eprintln!("error: cannot read {}: {e}", path.display());
        EXIT_FILE
    })?;
    String::from_utf8_lossy(&text)
        .parse::<Tournament>()
        .map_err(|e| {
            eprintln!("error: {}: {e}", path.display());
            EXIT_INVALID
        })
}

/// Runs the command and returns the exit status.
pub fn execute(args: &PairArgs) -> i32 {
    let t = match read(&args.dutch) {
        Ok(t) => t,
        Err(code) => return code,
    };
    if args.check {
        for line in check(&t) {
            println!("{line}");
        }
        return 0;
    }
    let boards = match dutch::pair(&t) {
        Ok(b) => b,
        Err(e @ NoValidPairing::Impossible) => {
            eprintln!("error: {e}");
            return EXIT_NO_PAIRING;
        }
        Err(e) => {
            eprintln!("error: {}: {e}", args.dutch.display());
            return EXIT_INVALID;
        }
    };
    let text = format_pairings(&boards);
    match args.pair.as_ref().and_then(|o| o.as_ref()) {
        Some(path) => {
            if let Err(e) = std::fs::write(path, text) {
                eprintln!("error: cannot write {}: {e}", path.display());
                return EXIT_FILE;
            }
        }
        None => {
            let mut out = std::io::stdout().lock();
            if out
                .write_all(text.as_bytes())
                .and_then(|_| out.flush())
                .is_err()
            {
                return EXIT_FILE;
            }
        }
    }
    0
}

pub fn run(args: PairArgs) -> anyhow::Result<()> {
    let code = execute(&args);
    if code != 0 {
        std::process::exit(code);
    }
    Ok(())
}
