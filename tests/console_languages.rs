//! `breaker play --locale`: the console plays a whole game in each language, every reply
//! and post in it (names, moves and command forms stay as typed).

#[path = "support/cli.rs"]
mod cli;

fn play(script: &str, locale: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    cli::console(dir.path(), &["--locale", locale], script)
}

const GAME: &str = "\
alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white days_per_move:2
bob: /accept
alice: /move move:b2-b3
bob: /move move:a4xb3
alice: /move move:c2xb3
bob: /move move:c4-c3
alice: /move move:b3-a4
bob: /move move:c3-c2
alice: /move move:a4xb5
/games
";

/// The lines Breaker wrote in words: not the echoed input (`> …`), not the text diagrams
/// (rank rows start with a digit, the file row is single letters).
fn said(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| !l.starts_with("> ") && !l.trim().is_empty())
        .filter(|l| !l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .filter(|l| !l.split_whitespace().all(|w| w.chars().count() == 1))
        .collect()
}

fn check(locale: &str, script_of: fn(char) -> bool) {
    let out = play(GAME, locale);
    let english = play(GAME, "en");
    let english: Vec<&str> = said(&english);
    let lines = said(&out);
    assert!(lines.len() > 8, "{out}");
    // No line of the English session shows untranslated.
    for line in &lines {
        assert!(
            !english.contains(line),
            "{locale}: an English line: {line}\n{out}"
        );
    }
    // The game ended with alice's win, said in the language.
    let last_move = out
        .split("> alice: /move move:a4xb5")
        .nth(1)
        .expect("the last move");
    assert!(
        last_move.contains("@alice") && last_move.chars().any(script_of),
        "{last_move}"
    );
}

#[test]
fn a_whole_game_in_korean() {
    check("ko", |c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
}

#[test]
fn a_whole_game_in_russian() {
    check("ru", |c| ('\u{0400}'..='\u{04FF}').contains(&c));
}

#[test]
fn a_whole_game_in_romanian() {
    check("ro-RO", |c| "ăâîșțĂÂÎȘȚ".contains(c));
}

#[test]
fn an_unknown_language_is_refused_with_the_list() {
    let out = cli::breaker(["play", "--locale", "xx"]).run();
    assert_eq!(out.code(), Some(2));
    let err = out.stderr;
    assert!(
        err.contains("no language `xx`") && err.contains("ko"),
        "{err}"
    );
}
