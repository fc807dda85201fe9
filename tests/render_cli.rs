//! `breaker render` writes a PNG that decodes and refuses illegal moves.

#[path = "support/cli.rs"]
mod cli;

#[test]
fn renders_a_position_after_moves() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("b.png");
    let run = cli::breaker([
        "render",
        "--game",
        "breach",
        "--size",
        "7",
        "--moves",
        "d4; c3 c4; d5 xc3",
        "--out",
    ])
    .arg(&out)
    .run();
    assert!(run.success(), "{}", run.stderr);
    let stdout = run.stdout;
    assert!(stdout.contains("Score: White 0, Black 2"), "{stdout}");
    let img = image::load_from_memory(&std::fs::read(&out).unwrap()).unwrap();
    assert!(img.width() > 300 && img.height() > 300);

    let bad = cli::breaker([
        "render",
        "--game",
        "breakthrough",
        "--moves",
        "b2-b4",
        "--out",
    ])
    .arg(dir.path().join("c.png"))
    .run();
    assert!(!bad.success());
    assert!(bad.stderr.contains("pieces move one square forward"));
}
