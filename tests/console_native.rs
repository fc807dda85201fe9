//! An evening of play in each language, compared with the text native readers approved
//! (`tests/fixtures/native/<code>.txt`): a game with its mistakes, a correspondence time
//! forfeit, a round-robin tournament. A change of wording shows here as a diff to read; run
//! with `BLESS=1` to write the new text after reading it.
//!
//! Also: a player's own words work in every language (commands, options and choices as
//! their menu names them, look-alike letters in moves).

#[path = "support/session.rs"]
mod console_session;

use breaker::console::Options;
use breaker::i18n::commands::localize_code;
use breaker::i18n::Locale;

const EVENING: &str = "\
alice: /challenge game:breakthrough opponent:bob size:3x5 color:white clock:3d+1d
bob: /accept
alice: /move move:a2-a4
alice: /move move:hello
alice: /move move:б2-б3
alice: /move move:а2–а3
bob: /move move:c4-c3
alice: /move move:b2xc3
bob: /takeback
alice: /takeback answer:accept
bob: /move move:b4-b3
bob: /moretime days:2
bob: /vacation start days:2
/wait 3d
alice: /move move:c3-c4
/wait 5d
carol: /tournament-admin create name:\"spring cup\" format:round-robin game:breakthrough size:5x5 clock:3d
alice: /tournament join name:\"spring cup\"
bob: /tournament join name:\"spring cup\"
dave: /tournament join name:\"spring cup\"
carol: /tournament-admin start name:\"spring cup\"
bob: /resign game:3 confirm:yes
dave: /tournament standings name:\"spring cup\"
";

fn evening(locale: Locale) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("boards");
    let mut options = Options::new(dir.path().join("t.db"), &out_dir);
    options.locale = locale;
    options.now = Some(1_799_150_400_000); // 2027-01-05 12:00 UTC
    options.moderators = vec!["carol".into()];
    let out = console_session::run(&options, EVENING);
    out.replace(&out_dir.display().to_string(), "boards")
}

#[test]
fn an_evening_reads_as_native_readers_approved_it() {
    let mut changed = vec![];
    for locale in Locale::all() {
        let out = evening(locale);
        let path = format!(
            "{}/tests/fixtures/native/{}.txt",
            env!("CARGO_MANIFEST_DIR"),
            locale.code()
        );
        if std::env::var_os("BLESS").is_some() {
            std::fs::create_dir_all(std::path::Path::new(&path).parent().unwrap()).unwrap();
            std::fs::write(&path, &out).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if want != out {
            let first = want
                .lines()
                .zip(out.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(want.lines().count().min(out.lines().count()));
            changed.push(format!(
                "{locale}: line {}: approved {:?}, now {:?}",
                first + 1,
                want.lines().nth(first),
                out.lines().nth(first)
            ));
        }
    }
    assert!(changed.is_empty(), "{}", changed.join("\n"));
}

/// A player types what their own menu shows: the console reads it as the English command.
#[test]
fn commands_options_and_choices_in_the_readers_language() {
    for locale in Locale::all() {
        let dir = tempfile::tempdir().unwrap();
        let mut options = Options::new(dir.path().join("t.db"), dir.path().join("b"));
        options.locale = locale;
        let challenge = localize_code(
            "/challenge game:breakthrough opponent:bob size:3x5 color:white",
            locale,
        );
        let accept = localize_code("/accept", locale);
        let board = localize_code("/board view:black", locale);
        let script = format!(
            "alice: {challenge}\nbob: {accept}\nalice: /move move:ａ２－ａ３\nbob: {board}\n"
        );
        let out = console_session::run(&options, &script);
        // The challenge stood and the localized /accept started the game with its board.
        let accepted = console_session::reply_to(&out, &format!("bob: {accept}"));
        assert!(accepted.contains("   a b c"), "{locale}: {accepted}");
        let moved = console_session::reply_to(&out, "alice: /move move:ａ２－ａ３");
        assert!(moved.contains("a2-a3"), "{locale}: {moved}");
        let seen = console_session::reply_to(&out, &format!("bob: {board}"));
        assert!(seen.contains("a2-a3"), "{locale}: {seen}");
    }
}

/// A move in another script is refused with how moves are written and a legal move.
#[test]
fn a_move_in_another_script_is_shown_how_moves_are_written() {
    let dir = tempfile::tempdir().unwrap();
    let options = Options::new(dir.path().join("t.db"), dir.path().join("b"));
    let script = "alice: /challenge game:breakthrough opponent:bob size:3x5 color:white\n\
                  bob: /accept\nalice: /move move:б2-б3\n";
    let out = console_session::run(&options, script);
    let reply = console_session::reply_to(&out, "alice: /move move:б2-б3");
    assert!(reply.contains("Latin letters"), "{reply}");
    assert!(reply.contains("`a2-a3`"), "{reply}");
}

/// A game named in any language Breaker speaks, in any case, is that game: `/rules
/// game:прорыв`, `/rules game:브리치`, typed in an English console too.
#[test]
fn game_names_in_every_language() {
    use breaker::games::GameKind;
    use breaker::i18n::Text;
    let dir = tempfile::tempdir().unwrap();
    let options = Options::new(dir.path().join("t.db"), dir.path().join("b"));
    let mut script = String::new();
    let mut lines = vec![];
    for locale in Locale::all() {
        for kind in [GameKind::Breakthrough, GameKind::Breach] {
            let name = Text::from(kind).resolve(locale).to_string().to_lowercase();
            let line = format!("alice: /rules game:\"{name}\"");
            script.push_str(&line);
            script.push('\n');
            lines.push((line, kind));
        }
    }
    let out = console_session::run(&options, &script);
    for (line, kind) in lines {
        let reply = console_session::reply_to(&out, &line);
        let want = match kind {
            GameKind::Breakthrough => "Dan Troyka",
            GameKind::Breach => "Nick Bentley",
        };
        assert!(reply.contains(want), "{line}: {reply}");
    }
}
