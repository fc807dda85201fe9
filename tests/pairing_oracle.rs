//! The Dutch engine against a FIDE-endorsed one: tests/fixtures/pairing/ holds random
//! tournaments made by bbpPairings' generator (`NAME.trf`, complete with `XXR`/`XXC`) and
//! bbpPairings' own pairing of every round from the rounds before it (`NAME.pairs`:
//! `round K`, then its `-p` output). Every round must come out the same, board for board.

use breaker::tournament::{dutch, trf::Tournament};
use std::path::Path;

fn output(t: &Tournament) -> String {
    match dutch::pair(t) {
        Ok(boards) => {
            let mut s = format!("{}\n", boards.len());
            for b in boards {
                s.push_str(&format!("{} {}\n", b.white, b.black.unwrap_or(0)));
            }
            s
        }
        Err(e) => format!("error: {e}\n"),
    }
}

/// `round K` blocks of the expected file, in order.
fn expected_rounds(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    for line in text.lines() {
        if let Some(k) = line.strip_prefix("round ") {
            out.push((k.parse().unwrap(), String::new()));
        } else {
            let last = out.last_mut().expect("a round header first");
            last.1.push_str(line);
            last.1.push('\n');
        }
    }
    out
}

#[test]
fn pairings_equal_bbppairings_on_generated_tournaments() {
    // PAIRING_FIXTURES=DIR runs a larger corpus made the same way.
    let dir = std::env::var_os("PAIRING_FIXTURES")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pairing"));
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "trf").then_some(p)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 10, "fixtures missing in {}", dir.display());
    let (mut rounds, mut differ) = (0, Vec::new());
    let mut slowest = (std::time::Duration::ZERO, 0);
    for path in &names {
        let t: Tournament = std::fs::read_to_string(path).unwrap().parse().unwrap();
        let expected = std::fs::read_to_string(path.with_extension("pairs")).unwrap();
        for (k, want) in expected_rounds(&expected) {
            rounds += 1;
            let start = std::time::Instant::now();
            let got = output(&t.before_round(k));
            slowest = slowest.max((start.elapsed(), t.players.len()));
            if got != want {
                differ.push(format!(
                    "{} round {k}:\nwant\n{want}got\n{got}",
                    path.display()
                ));
            }
        }
    }
    eprintln!(
        "{rounds} rounds of {} tournaments compared, {} differ; slowest round {:?} ({} players)",
        names.len(),
        differ.len(),
        slowest.0,
        slowest.1
    );
    assert!(
        differ.is_empty(),
        "{} of {rounds} rounds differ in {} tournaments; first:\n{}",
        differ.len(),
        names.len(),
        differ[0]
    );
}
