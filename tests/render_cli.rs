//! `breaker render` writes a PNG that decodes and refuses illegal moves.

use std::process::Command;

#[test]
fn renders_a_position_after_moves() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("b.png");
    let run = Command::new(env!("CARGO_BIN_EXE_breaker"))
        .args([
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
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(stdout.contains("Score: White 0, Black 2"), "{stdout}");
    let img = image::load_from_memory(&std::fs::read(&out).unwrap()).unwrap();
    assert!(img.width() > 300 && img.height() > 300);

    let bad = Command::new(env!("CARGO_BIN_EXE_breaker"))
        .args([
            "render",
            "--game",
            "breakthrough",
            "--moves",
            "b2-b4",
            "--out",
        ])
        .arg(dir.path().join("c.png"))
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("pieces move one square forward"));
}
