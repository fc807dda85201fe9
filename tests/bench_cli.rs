//! `breaker bench render` and `breaker bench service`, run briefly: every case is drawn
//! and reported against its target, and games are played through the service.

#[path = "support/cli.rs"]
mod cli;

fn bench(args: &[&str]) -> (bool, String, String) {
    let out = cli::breaker(["bench"]).args(args).run();
    (out.success(), out.stdout, out.stderr)
}

#[test]
fn render_reports_every_case_with_its_target() {
    let (ok, out, err) = bench(&["render", "--iterations", "1"]);
    assert!(ok, "{err}");
    for case in [
        "breakthrough 8x8 midgame",
        "breach 10x10, 50 stones",
        "breach 19x19 full",
    ] {
        let line = out.lines().find(|l| l.starts_with(case)).expect(case);
        assert!(line.contains("≤ "), "{line}");
    }
    // Sizes are deterministic, so the size targets are checked here too.
    let mid = out
        .lines()
        .find(|l| l.starts_with("breakthrough 8x8 midgame"))
        .unwrap();
    assert!(mid.contains("≤ 60 ok"), "{mid}");
    let breach = out.lines().find(|l| l.starts_with("breach 10x10")).unwrap();
    assert!(breach.contains("≤ 80 ok"), "{breach}");
}

#[test]
fn render_refuses_zero_iterations() {
    let (ok, _, err) = bench(&["render", "--iterations", "0"]);
    assert!(!ok);
    assert!(err.contains("iterations"), "{err}");
}

#[test]
fn service_plays_games_and_reports() {
    let (ok, out, err) = bench(&["service", "--games", "3", "--seconds", "0.5"]);
    assert!(ok, "{err}");
    let moves = out.lines().find(|l| l.starts_with("moves: ")).expect(&out);
    let n: u64 = moves["moves: ".len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(n > 0, "{moves}");
    assert!(out.contains("p99"), "{out}");
    assert!(out.contains("peak RSS"), "{out}");
}
