//! The languages stay whole: every file parses, every message of English exists in every
//! language with the same variables, every id the code uses exists and every id exists
//! for a reason, every message renders in every language, and plural forms are right.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use breaker::i18n::catalog::{catalog, Catalog};
use breaker::i18n::{format_checked, Locale, Text};
use breaker::msg;

fn english() -> Catalog {
    catalog(Locale::ENGLISH)
}

#[test]
fn four_languages_at_least() {
    let codes: Vec<_> = Locale::all().map(Locale::code).collect();
    for code in ["en", "ko", "ru", "ro"] {
        assert!(codes.contains(&code), "{codes:?}");
    }
}

#[test]
fn every_language_parses_without_duplicates() {
    for l in Locale::all() {
        let c = catalog(l);
        assert!(c.problems.is_empty(), "{l}: {:#?}", c.problems);
        assert!(!c.messages.is_empty(), "{l} has no messages");
    }
}

#[test]
fn every_message_in_every_language_with_the_same_variables() {
    let en = english();
    let mut wrong = vec![];
    for l in Locale::all().skip(1) {
        let other = catalog(l);
        for (id, vars) in &en.messages {
            match other.messages.get(id) {
                None => wrong.push(format!("{l}: `{id}` is missing")),
                Some(v) if v != vars => {
                    wrong.push(format!("{l}: `{id}` uses {v:?}, English {vars:?}"))
                }
                Some(_) => {}
            }
        }
        for id in other.messages.keys() {
            if !en.messages.contains_key(id) && !is_form(&en, id) {
                wrong.push(format!("{l}: `{id}` is not in English (unused)"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} problems:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Whether `id` is another form of a word of English (`color-white.gen`, read by
/// `FORM($side, "gen")`): an attribute of a message English has with no attributes of its
/// own. Languages add the cases and forms their grammar needs.
fn is_form(en: &Catalog, id: &str) -> bool {
    let Some((base, _)) = id.split_once('.') else {
        return false;
    };
    en.messages.contains_key(base)
        && !en.messages.keys().any(|k| {
            k.strip_prefix(base)
                .is_some_and(|rest| rest.starts_with('.'))
        })
}

/// Every `.rs` file under `src/`, with its text.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push((
                    p.display().to_string(),
                    std::fs::read_to_string(&p).unwrap(),
                ));
            }
        }
    }
    let mut out = vec![];
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// The string literals of a source that look like message ids.
fn literal_ids(source: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    // An escaped quote or a quote character does not open or close a string.
    let source = source.replace("\\\"", "").replace("'\"'", "");
    for part in source.split('"').skip(1).step_by(2) {
        if !part.is_empty()
            && part.len() < 80
            && part.starts_with(|c: char| c.is_ascii_lowercase())
            && part
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.')
        {
            out.insert(part.to_string());
        }
    }
    out
}

#[test]
fn every_id_the_code_names_exists_and_every_id_is_used() {
    let en = english();
    let mut used = BTreeSet::new();
    let mut missing = vec![];
    for (path, source) in sources() {
        // `msg!("id"` and `Message::new("id"`: must exist.
        for marker in ["msg!(\"", "Message::new(\""] {
            for (i, _) in source.match_indices(marker) {
                let rest = &source[i + marker.len()..];
                let id = &rest[..rest.find('"').unwrap()];
                if !en.messages.contains_key(id) {
                    missing.push(format!("{path}: `{id}` is not in locales/en"));
                }
            }
        }
        used.extend(literal_ids(&source));
    }
    // Command names and descriptions are looked up by the command's name, and checked by
    // the registration test; every other message is named somewhere in the code.
    let commands: BTreeSet<String> = Locale::ENGLISH
        .files()
        .iter()
        .filter(|(f, _)| *f == "commands.ftl")
        .flat_map(|(_, src)| literal_ids_of_ftl(src))
        .collect();
    let unused: Vec<_> = en
        .messages
        .keys()
        .filter(|id| !used.contains(*id) && !commands.contains(*id))
        .filter(|id| !id.contains('.') || !used.contains(id.split('.').next().unwrap()))
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    assert!(unused.is_empty(), "ids no code uses: {unused:?}");
}

fn literal_ids_of_ftl(src: &str) -> Vec<String> {
    let mut out = vec![];
    let mut current = None;
    for line in src.lines() {
        // Attributes first: an indented `.name = …` line also holds " =".
        if let (Some(id), Some(attr)) = (&current, line.trim().strip_prefix('.')) {
            if let Some((a, _)) = attr.split_once(" =") {
                out.push(format!("{id}.{}", a.trim()));
            }
        } else if let Some((id, _)) = line.split_once(" =") {
            if !id.starts_with(' ') && !id.starts_with('#') {
                current = Some(id.trim().to_string());
                out.push(id.trim().to_string());
            }
        }
    }
    out
}

#[test]
fn every_message_renders_in_every_language() {
    let en = english();
    let mut failed = vec![];
    for l in Locale::all() {
        for (id, vars) in &en.messages {
            for n in [1, 2, 5, 21, 22] {
                let numbers: Vec<(&str, i64)> = vars.iter().map(|v| (v.as_str(), n)).collect();
                let (out, errors) = format_checked(l, id, &numbers);
                // A digit group mark may be a space of its own (Russian: a no-break space).
                if !errors.is_empty() || out.trim().is_empty() && !id.starts_with("number-") {
                    failed.push(format!("{l} `{id}` ({n}): {errors:?} {out:?}"));
                }
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

fn days(locale: &str, n: i64) -> String {
    let l: Locale = locale.parse().unwrap();
    msg!("count-days", count = n).resolve(l).to_string()
}

#[test]
fn plural_forms() {
    let cases: BTreeMap<&str, [&str; 5]> = [
        ("en", ["1 day", "2 days", "5 days", "21 days", "22 days"]),
        ("ru", ["1 день", "2 дня", "5 дней", "21 день", "22 дня"]),
        (
            "ro",
            ["1 zi", "2 zile", "5 zile", "21 de zile", "22 de zile"],
        ),
        ("ko", ["1일", "2일", "5일", "21일", "22일"]),
    ]
    .into_iter()
    .collect();
    for (locale, want) in cases {
        for (n, want) in [1, 2, 5, 21, 22].into_iter().zip(want) {
            assert_eq!(days(locale, n), want, "{locale} {n}");
        }
    }
    let ru: Locale = "ru".parse().unwrap();
    assert_eq!(
        msg!("count-moves", count = 3).resolve(ru).to_string(),
        "3 хода"
    );
    assert_eq!(
        msg!("count-games", count = 11).resolve(ru).to_string(),
        "11 партий"
    );
    let ro: Locale = "ro".parse().unwrap();
    assert_eq!(
        msg!("count-games", count = 19).resolve(ro).to_string(),
        "19 partide"
    );
    assert_eq!(
        msg!("count-games", count = 20).resolve(ro).to_string(),
        "20 de partide"
    );
}

#[test]
fn arguments_keep_their_spans_in_every_language() {
    use breaker::i18n::Span;
    let t: Text = msg!("count-days", count = 3);
    for l in Locale::all() {
        let r = t.resolve(l);
        assert!(r.is_resolved());
        assert!(r.to_string().contains('3'), "{l}: {r}");
    }
    // A side's name inside another language's words.
    let ko: Locale = "ko".parse().unwrap();
    assert_eq!(
        Text::from(breaker::games::Color::Black).resolve(ko).spans(),
        &[Span::Plain("흑".into())]
    );
}
