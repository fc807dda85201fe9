//! The `cargo fuzz` targets (`breaker::fuzz`) on stable, bounded: every committed seed
//! under `fuzz/corpus/<target>/`, then generated cases that look like what users type.
//! The long runs are `cargo +nightly fuzz run <target>` (see docs/operations.md, "Fuzzing").

use breaker::fuzz::{self, TARGETS};
use proptest::prelude::*;
use std::path::Path;

/// Cases per target and strategy; `PROPTEST_CASES` overrides it for a longer run.
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1500);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A few selector bytes, then text from the alphabet of moves, positions and options.
fn typed(alphabet: &'static str) -> impl Strategy<Value = Vec<u8>> {
    (prop::collection::vec(any::<u8>(), 0..40), alphabet).prop_map(|(mut head, text)| {
        head.truncate(head.len() % 4 + 2);
        head.extend_from_slice(text.as_bytes());
        head
    })
}

fn raw() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(any::<u8>(), 0..200)
}

#[test]
fn every_committed_seed_runs_clean() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    for (name, target) in TARGETS {
        let dir = corpus.join(name);
        let seeds: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.unwrap().path())
            .collect();
        assert!(seeds.len() >= 3, "{name}: only {} seeds", seeds.len());
        for seed in seeds {
            let data = std::fs::read(&seed).unwrap();
            target(&data);
        }
    }
}

/// Inputs that once crashed a target under libFuzzer (`fuzz/artifacts/<target>/`): each
/// must now run clean.
#[test]
fn every_past_crash_runs_clean() {
    let artifacts = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/artifacts");
    let mut ran = 0;
    for (name, target) in TARGETS {
        let Ok(entries) = std::fs::read_dir(artifacts.join(name)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            eprintln!("{name}: {}", path.display());
            target(&std::fs::read(&path).unwrap());
            ran += 1;
        }
    }
    assert!(
        ran >= 2,
        "only {ran} past crashes found under {}",
        artifacts.display()
    );
}

#[test]
fn well_formed_inputs_pass_every_check() {
    // Inputs that parse, so each target's checks on a success (reads back, is legal) run.
    fuzz::breakthrough_move(b"\x06\x00b2-b3");
    fuzz::breach_move(b"\x05\x00d4 e5");
    fuzz::breakthrough_position(b"\x03bbb/3/3/www w");
    fuzz::breach_position(b"\x02 5/5/5/5/5 w 0 0 -");
    fuzz::console_line(b"\x05alice: /challenge game:Breakthrough opponent:bob size:8x8");
    fuzz::option_value(b"\x00 3d+1d");
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn breakthrough_moves(data in typed("[a-pA-P]{0,2}[0-9]{0,2}[-x ]?[a-pA-P]?[0-9]{0,3}")) {
        fuzz::breakthrough_move(&data);
    }

    #[test]
    fn breach_moves(data in typed("([a-sxX]{1,2}[0-9]{1,2}[ ,;]{0,2}){0,4}")) {
        fuzz::breach_move(&data);
    }

    #[test]
    fn breakthrough_positions(data in typed("[wb1-9/]{0,40} [wbx]?")) {
        fuzz::breakthrough_position(&data);
    }

    #[test]
    fn breach_positions(data in typed("[wb0-9/]{0,60} [wb] [0-9]{1,2} [0-9]{1,2} [r-]")) {
        fuzz::breach_position(&data);
    }

    #[test]
    fn console_lines(data in typed("[a-z ]{0,8}:? ?/[a-z]{0,10}( [a-z]{0,8}:[a-z0-9#+ ]{0,10}){0,4}")) {
        fuzz::console_line(&data);
    }

    #[test]
    fn option_values(data in typed("[0-9]{0,3}[dhmx×:.+#, ]{0,2}[0-9a-z]{0,6}[-:.+dhm]{0,2}[0-9TZ:]{0,20}")) {
        fuzz::option_value(&data);
    }

    #[test]
    fn every_target_on_raw_bytes(data in raw()) {
        for (_, target) in TARGETS {
            target(&data);
        }
    }
}
