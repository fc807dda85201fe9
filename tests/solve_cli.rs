//! `breaker solve` as players and scripts use it: readable lines, or one JSON object.

#[path = "support/cli.rs"]
mod cli;

fn solve(args: &[&str]) -> (bool, String, String) {
    let out = cli::breaker(["solve"]).args(args).run();
    (out.success(), out.stdout, out.stderr)
}

#[test]
fn prints_the_winner_the_length_and_the_proof() {
    let (ok, out, _) = solve(&["--game", "breakthrough", "--size", "4x4"]);
    assert!(ok, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "winner: black");
    assert_eq!(lines[1], "plies: 14");
    assert!(
        lines[2].starts_with("proof: ") && lines[2].ends_with(" nodes"),
        "{out}"
    );
    assert!(out.lines().any(|l| l.starts_with("time: ")), "{out}");
}

#[test]
fn prints_json_on_request() {
    let (ok, out, _) = solve(&["--game", "breakthrough", "--size", "3x5", "--json"]);
    assert!(ok, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["winner"], "black");
    assert_eq!(v["plies"], 18);
    assert!(v["proof_nodes"].as_u64().unwrap() > 1);
    assert!(v["seconds"].as_f64().is_some());
}

#[test]
fn refuses_what_it_cannot_solve_with_a_clear_message() {
    let (ok, _, err) = solve(&["--game", "breach", "--size", "5"]);
    assert!(!ok);
    assert!(err.contains("only Breakthrough"), "{err}");
    let (ok, _, err) = solve(&["--game", "breakthrough", "--size", "8x9"]);
    assert!(!ok);
    assert!(err.contains("at most 63 squares"), "{err}");
    let (ok, _, err) = solve(&["--game", "breakthrough", "--size", "9x7", "--nodes", "1000"]);
    assert!(!ok);
    assert!(err.contains("budget"), "{err}");
}

#[test]
fn a_proven_winner_is_printed_when_the_length_runs_out_of_budget() {
    // 4x5 is proven within 0.3 M positions; its length needs more.
    let args = [
        "--game",
        "breakthrough",
        "--size",
        "4x5",
        "--nodes",
        "300000",
    ];
    let (ok, out, err) = solve(&args);
    assert!(ok, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "winner: black");
    assert!(lines[1].starts_with("plies: unknown, at least "), "{out}");
    let (ok, out, _) = solve(&[&args[..], &["--json"]].concat());
    assert!(ok, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["winner"], "black");
    assert!(v["plies"].is_null(), "{out}");
    assert!(v["plies_at_least"].as_u64().unwrap() <= 22, "{out}");
}

/// `--book` prints level 5's stored book for the board, line for line.
#[test]
#[ignore = "about 30 s in release: cargo test --release -- --ignored"]
fn the_5x5_book_is_what_solve_book_prints() {
    let (ok, out, err) = solve(&["--game", "breakthrough", "--size", "5x5", "--book"]);
    assert!(ok, "{err}");
    assert_eq!(out, include_str!("../src/ai/breakthrough/books/5x5.txt"));
}

/// A board the solver proves at once needs no book, and `--book` takes no other output
/// or budget options.
#[test]
fn solve_book_prints_nothing_for_a_quick_board_and_refuses_other_options() {
    let (ok, out, err) = solve(&["--game", "breakthrough", "--size", "4x4", "--book"]);
    assert!(ok, "{err}");
    assert_eq!(out, "");
    let (ok, _, err) = solve(&[
        "--game",
        "breakthrough",
        "--size",
        "4x4",
        "--book",
        "--json",
    ]);
    assert!(!ok);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn help_names_what_solve_and_bench_accept() {
    let help = |args: &[&str]| {
        let out = cli::breaker(args).run();
        assert!(out.success());
        out.stdout
    };
    let solve = help(&["solve", "--help"]);
    assert!(
        solve.contains("breakthrough (the only game solvable this way")
            && !solve.contains("breakthrough or breach"),
        "{solve}"
    );
    let top = help(&["--help"]);
    let bench = top
        .lines()
        .find(|l| l.trim_start().starts_with("bench"))
        .expect("a bench line");
    for target in [
        "perft",
        "ai",
        "render",
        "service",
        "replay",
        "scheduler",
        "ratings",
        "ladder",
        "autocomplete",
    ] {
        assert!(bench.contains(target), "{target} missing: {bench}");
    }
    // And they are the targets `bench` takes.
    let targets = help(&["bench", "--help"]);
    for target in ["perft", "autocomplete", "ladder"] {
        assert!(targets.contains(target), "{targets}");
    }
}
