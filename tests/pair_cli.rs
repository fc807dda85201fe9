//! `breaker pair`: the JaVaFo/bbpPairings command line (output format and exit codes).

#[path = "support/cli.rs"]
mod cli;

fn breaker(args: &[&str]) -> (i32, String, String) {
    let out = cli::breaker(args).run();
    (out.code().unwrap_or(-1), out.stdout, out.stderr)
}

fn player(n: u32, rounds: &str) -> String {
    format!(
        "001 {n:>4}      {:<33} {:>4}                            {:>4} {n:>4}{rounds}\n",
        format!("P{n}"),
        2400 - n * 10,
        "0.0"
    )
}

#[test]
fn pairs_the_next_round_to_stdout_or_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.trf");
    let text: String =
        "XXR 5\nXXC white1\n".to_string() + &(1..=5).map(|n| player(n, "")).collect::<String>();
    std::fs::write(&input, text).unwrap();
    let (code, out, _) = breaker(&["pair", "--dutch", input.to_str().unwrap(), "-p"]);
    assert_eq!(code, 0);
    // Five players: 1-3 and 4-2 by halves, 5 has the bye (`5 0`).
    assert_eq!(out, "3\n1 3\n4 2\n5 0\n");
    let output = dir.path().join("out.txt");
    let (code, out, _) = breaker(&[
        "pair",
        "--dutch",
        input.to_str().unwrap(),
        "-p",
        output.to_str().unwrap(),
    ]);
    assert_eq!((code, out.as_str()), (0, ""));
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        "3\n1 3\n4 2\n5 0\n"
    );
}

#[test]
fn checks_recorded_rounds_and_lists_discrepancies() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.trf");
    // Round 1 recorded as 1-2, 3-4: the Dutch pairing is 1-3, 4-2.
    let text = "XXR 3\nXXC white1\n".to_string()
        + &player(1, "     2 w 1")
        + &player(2, "     1 b 0")
        + &player(3, "     4 w 1")
        + &player(4, "     3 b 0");
    std::fs::write(&input, text).unwrap();
    let (code, out, _) = breaker(&["pair", "--dutch", input.to_str().unwrap(), "-c"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("round 1: the engine pairs 1 3, not recorded"),
        "{out}"
    );
    assert!(
        out.contains("round 1: recorded 1 2, not the engine's pairing"),
        "{out}"
    );
}

#[test]
fn exit_codes_say_what_went_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.trf");
    let (code, _, err) = breaker(&["pair", "--dutch", missing.to_str().unwrap(), "-p"]);
    assert_eq!(code, 5, "{err}");
    assert!(err.contains("cannot read"));

    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, "XXR five\n").unwrap();
    let (code, _, err) = breaker(&["pair", "--dutch", bad.to_str().unwrap(), "-p"]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("XXR"));

    // Two players who have met cannot be paired again.
    let met = dir.path().join("met.trf");
    let text = "XXR 3\n".to_string() + &player(1, "     2 w 1") + &player(2, "     1 b 0");
    std::fs::write(&met, text).unwrap();
    let (code, _, err) = breaker(&["pair", "--dutch", met.to_str().unwrap(), "-p"]);
    assert_eq!(code, 1, "{err}");

    let output = dir.path().join("no/such/dir/out.txt");
    let ok = dir.path().join("ok.trf");
    std::fs::write(&ok, "XXR 3\n".to_string() + &player(1, "") + &player(2, "")).unwrap();
    let (code, _, err) = breaker(&[
        "pair",
        "--dutch",
        ok.to_str().unwrap(),
        "-p",
        output.to_str().unwrap(),
    ]);
    assert_eq!(code, 5, "{err}");

    // A malformed command line (neither `-p` nor `-c`, or an unknown flag) is invalid
    // input too, as the engines' convention has it; `--help` still exits 0.
    let (code, _, err) = breaker(&["pair", "--dutch", ok.to_str().unwrap(), "--frobnicate"]);
    assert_eq!(code, 3, "{err}");
    let (code, _, _) = breaker(&["pair", "--help"]);
    assert_eq!(code, 0);
}
