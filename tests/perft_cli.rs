//! `breaker perft` as players and scripts use it: the last line is the count alone.

#[path = "support/cli.rs"]
mod cli;

fn perft(args: &[&str]) -> (bool, String) {
    let out = cli::breaker(["perft"]).args(args).run();
    (out.success(), out.stdout)
}

#[test]
fn counts_from_the_start_and_from_a_position() {
    let (ok, out) = perft(&["--game", "breakthrough", "--depth", "3"]);
    assert!(ok);
    assert_eq!(out.trim(), "11132");
    let (ok, out) = perft(&["--game", "breakthrough", "--size", "5x5", "--depth", "4"]);
    assert!(ok);
    assert_eq!(out.trim(), "23084");
    let (ok, out) = perft(&["--game", "breach", "--size", "5", "--depth", "2"]);
    assert!(ok);
    assert_eq!(out.trim(), "6900");
    let (ok, out) = perft(&[
        "--game",
        "breakthrough",
        "--position",
        "8/8/8/3b4/2w5/8/8/8 w",
        "--depth",
        "1",
    ]);
    assert!(ok);
    assert_eq!(out.trim(), "3");
}

#[test]
fn divide_lists_every_move_then_the_total() {
    let (ok, out) = perft(&[
        "--game",
        "breakthrough",
        "--size",
        "6x6",
        "--depth",
        "2",
        "--divide",
    ]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 17);
    assert_eq!(*lines.last().unwrap(), "256");
    assert!(lines.contains(&"a2-a3: 16"), "{lines:?}");
    let sum: u64 = lines[..16]
        .iter()
        .map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 256);
    let (ok, out) = perft(&[
        "--game", "breach", "--size", "5", "--depth", "1", "--divide",
    ]);
    assert!(ok);
    assert!(out.lines().any(|l| l == "c3: 1"), "{out}");
}

#[test]
fn bad_arguments_fail_with_a_message() {
    for args in [
        vec!["--game", "chess", "--depth", "1"],
        vec!["--game", "breakthrough", "--size", "1x4", "--depth", "1"],
        vec!["--game", "breach", "--size", "30", "--depth", "1"],
        vec![
            "--game",
            "breakthrough",
            "--position",
            "zz w",
            "--depth",
            "1",
        ],
    ] {
        let out = cli::breaker(["perft"]).args(&args).run();
        assert!(!out.success(), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}
