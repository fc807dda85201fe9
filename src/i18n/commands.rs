//! Slash commands as each reader sees them. Discord shows a Korean, Russian or Romanian
//! member the commands' localized names (`locales/<code>/commands.ftl`), so a reply that
//! tells them to type `/vacation end` names it as their menu does: `/concediu încheie`.
//! Messages write commands in code spans by their English names; [`localize_code`]
//! rewrites such a span for the reader, and [`english`] reads a localized name back (the
//! console takes either).
//!
//! ```
//! use breaker::i18n::commands::{english, localize_code};
//! use breaker::i18n::Locale;
//!
//! let ro: Locale = "ro".parse().unwrap();
//! let shown = localize_code("/vacation end", ro);
//! assert_ne!(shown, "/vacation end");
//! assert_eq!(english(&shown[1..]).as_deref(), Some("vacation end"));
//! assert_eq!(localize_code("b2-b3", ro), "b2-b3"); // not a command: as it is
//! ```
//!
//! Ids, as in every `commands.ftl`: a command or subcommand is its path joined by `_`
//! (`vacation_end`) with the localized name as its value; an option is the attribute
//! `.<option>` of its command; a choice is `choice-<value>`.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_syntax::ast::Entry;
use fluent_syntax::parser;

use super::{format_checked, has_message, Locale};

/// One language's names: command path id → name; (path id, option) → name; option →
/// name where every command that has the option calls it the same.
#[derive(Debug, Default)]
struct Names {
    commands: HashMap<String, String>,
    options: HashMap<(String, String), String>,
    lone_options: HashMap<String, String>,
    choices: HashMap<String, String>,
}

/// The English structure: each command path id with its options, and the choices.
struct Structure {
    commands: Vec<(String, Vec<String>)>,
    choices: Vec<String>,
}

fn structure() -> &'static Structure {
    static S: OnceLock<Structure> = OnceLock::new();
    S.get_or_init(|| {
        let mut commands = vec![];
        let mut choices = vec![];
        for (file, source) in Locale::ENGLISH.files() {
            if *file != "commands.ftl" {
                continue;
            }
            let resource = match parser::parse(*source) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            for entry in &resource.body {
                let Entry::Message(m) = entry else { continue };
                let id = m.id.name.to_string();
                if id.starts_with("choice-") {
                    choices.push(id);
                    continue;
                }
                let options = m
                    .attributes
                    .iter()
                    .map(|a| a.id.name.to_string())
                    .filter(|a| a != "description" && !a.ends_with("-description"))
                    .collect();
                commands.push((id, options));
            }
        }
        Structure { commands, choices }
    })
}

/// `id` in `locale`'s own files, trimmed, if it has it (no English fallback: Discord
/// falls back to a command's own words, and a missing name is not another language's).
pub fn own(locale: Locale, id: &str) -> Option<String> {
    if !has_message(locale, id) {
        return None;
    }
    let (words, errors) = format_checked(locale, id, &[]);
    let words = words.trim();
    (errors.is_empty() && !words.is_empty()).then(|| words.to_string())
}

fn names(locale: Locale) -> &'static Names {
    static ALL: OnceLock<Vec<Names>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        Locale::all()
            .map(|l| {
                let s = structure();
                let mut n = Names::default();
                let mut lone: HashMap<String, Vec<String>> = HashMap::new();
                for (id, options) in &s.commands {
                    n.commands
                        .insert(id.clone(), own(l, id).unwrap_or_else(|| last(id)));
                    for o in options {
                        let name = own(l, &format!("{id}.{o}")).unwrap_or_else(|| o.clone());
                        lone.entry(o.clone()).or_default().push(name.clone());
                        n.options.insert((id.clone(), o.clone()), name);
                    }
                }
                for (o, mut all) in lone {
                    all.sort();
                    all.dedup();
                    if let [one] = all.as_slice() {
                        n.lone_options.insert(o, one.clone());
                    }
                }
                for c in &s.choices {
                    if let Some(name) = own(l, c) {
                        n.choices.insert(c.clone(), name);
                    }
                }
                n
            })
            .collect()
    });
    &all[locale.index()]
}

/// The last part of a path id: `vacation_end` → `end`.
fn last(id: &str) -> String {
    id.rsplit('_').next().unwrap_or(id).to_string()
}

/// A code span as the reader sees it: `/vacation end` in Romanian is `/concediu încheie`,
/// its options (`clock:3d`) by their localized names with the values as typed; a lone
/// option (`clock:`) when every command calls it the same. Anything else as it is.
pub fn localize_code(code: &str, locale: Locale) -> String {
    if locale == Locale::ENGLISH {
        return code.to_string();
    }
    let names = names(locale);
    let Some(rest) = code.strip_prefix('/') else {
        return match code.split_once(':') {
            Some((option, value)) if !option.is_empty() && !option.contains(' ') => names
                .lone_options
                .get(option)
                .map_or_else(|| code.to_string(), |n| format!("{n}:{value}")),
            _ => code.to_string(),
        };
    };
    let mut words = rest.split(' ');
    let Some(first) = words.next() else {
        return code.to_string();
    };
    let Some(shown) = names.commands.get(first) else {
        return code.to_string();
    };
    let mut path = first.to_string();
    let mut out = format!("/{shown}");
    let mut in_options = false;
    for word in words {
        out.push(' ');
        let sub = format!("{path}_{word}");
        if !in_options && !word.contains(':') {
            if let Some(n) = names.commands.get(&sub) {
                out.push_str(n);
                path = sub;
                continue;
            }
        }
        match word.split_once(':') {
            Some((option, value)) => {
                in_options = true;
                match names.options.get(&(path.clone(), option.to_string())) {
                    Some(n) => out.push_str(&format!("{n}:{}", choice(names, value))),
                    None => out.push_str(word),
                }
            }
            None => out.push_str(word),
        }
    }
    out
}

/// A choice's value (`yes`, `white`, `accept`) as the reader's menu names it; any other
/// value (a number, a move, a name) as it is.
fn choice(names: &Names, value: &str) -> String {
    if value.is_empty() || !value.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return value.to_string();
    }
    let id = format!("choice-{}", value.to_lowercase());
    match names.choices.get(&id) {
        // A game's name stays as players write it in commands (`game:breakthrough`).
        Some(n) if !id.starts_with("choice-breach") && !id.starts_with("choice-breakthrough") => {
            n.clone()
        }
        _ => value.to_string(),
    }
}

/// A command path typed in any language (`concediu încheie`, `휴가 종료`, `vacation end`),
/// as its English path (`vacation end`); `None` when the first word is no command's name
/// in any language. Words after the path are not included.
pub fn english(typed: &str) -> Option<String> {
    let mut words = typed.split_whitespace();
    let first = words.next()?.to_lowercase();
    let id = find(&first, |id| !id.contains('_'))?;
    let mut path = id.clone();
    for word in words {
        let word = word.to_lowercase();
        match find(&word, |candidate| {
            candidate
                .strip_prefix(&format!("{path}_"))
                .is_some_and(|rest| !rest.contains('_'))
        }) {
            Some(sub) => path = sub,
            None => break,
        }
    }
    Some(path.replace('_', " "))
}

/// The English id of the command whose name in some language is `word`, among the ids
/// `fits` accepts (English first).
fn find(word: &str, fits: impl Fn(&str) -> bool) -> Option<String> {
    let s = structure();
    let named = |l: Locale, id: &str| {
        names(l)
            .commands
            .get(id)
            .is_some_and(|n| n.to_lowercase() == word)
    };
    let ids = || s.commands.iter().map(|(id, _)| id).filter(|id| fits(id));
    // An English name wins over a look-alike in another language.
    ids()
        .find(|id| named(Locale::ENGLISH, id))
        .or_else(|| ids().find(|id| Locale::all().any(|l| named(l, id))))
        .cloned()
}

/// The English name of option `typed` (in any language) of the command at English `path`
/// (`vacation end`); `None` if no language calls one of its options so.
pub fn english_option(path: &str, typed: &str) -> Option<String> {
    let id = path.replace(' ', "_");
    let typed = typed.to_lowercase();
    let (_, options) = structure().commands.iter().find(|(c, _)| *c == id)?;
    options
        .iter()
        .find(|o| {
            **o == typed
                || Locale::all().any(|l| {
                    names(l)
                        .options
                        .get(&(id.clone(), (*o).clone()))
                        .is_some_and(|n| n.to_lowercase() == typed)
                })
        })
        .cloned()
}

/// The English name of a choice typed in any language (`прорыв`, `브레이크스루`, `albe`),
/// matched without case against every language's choice names and the games' and
/// colours' own names; `None` for anything else.
pub fn english_choice(typed: &str) -> Option<String> {
    let typed = typed.trim().trim_matches('"').to_lowercase();
    if typed.is_empty() {
        return None;
    }
    let en = names(Locale::ENGLISH);
    for c in &structure().choices {
        let english = en.choices.get(c).cloned().unwrap_or_default();
        let mut spellings: Vec<String> = Locale::all()
            .filter_map(|l| names(l).choices.get(c).cloned())
            .collect();
        // A game or a colour is also called by its own word (`game-breakthrough`).
        let word = c.trim_start_matches("choice-");
        for prefix in ["game-", "color-"] {
            for l in Locale::all() {
                spellings.extend(own(l, &format!("{prefix}{word}")));
                for form in ["lower", "short"] {
                    spellings.extend(own(l, &format!("{prefix}{word}.{form}")));
                }
            }
        }
        if spellings.iter().any(|s| s.to_lowercase() == typed) {
            return Some(english);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_code_is_kept() {
        assert_eq!(
            localize_code("/challenge clock:3d", Locale::ENGLISH),
            "/challenge clock:3d"
        );
    }

    #[test]
    fn every_language_reads_its_own_names_back() {
        for l in Locale::all() {
            for path in ["vacation end", "move", "tournament-admin create", "games"] {
                let shown = localize_code(&format!("/{path}"), l);
                assert_eq!(english(&shown[1..]).as_deref(), Some(path), "{l}: {shown}");
            }
        }
    }

    #[test]
    fn options_keep_their_values() {
        for l in Locale::all() {
            let shown = localize_code("/move move:b2-b3 game:4", l);
            assert!(shown.ends_with(":4"), "{shown}");
            assert!(shown.contains(":b2-b3 "), "{shown}");
            let option = shown.split(' ').nth(1).unwrap().split(':').next().unwrap();
            assert_eq!(english_option("move", option).as_deref(), Some("move"));
        }
    }

    #[test]
    fn choice_values_are_shown_as_the_menu_names_them_and_read_back() {
        for l in Locale::all() {
            let shown = localize_code("/resign game:3 confirm:yes", l);
            let value = shown.rsplit(':').next().unwrap();
            assert_eq!(
                english_choice(value).as_deref(),
                Some("yes"),
                "{l}: {shown}"
            );
        }
    }

    #[test]
    fn not_commands_stay() {
        let ko: Locale = "ko".parse().unwrap();
        assert_eq!(localize_code("/nothing here", ko), "/nothing here");
        assert_eq!(localize_code("a2-a3", ko), "a2-a3");
        assert_eq!(english("nothing"), None);
    }

    #[test]
    fn choices_in_any_language() {
        assert_eq!(
            english_choice("Breakthrough").as_deref(),
            Some("Breakthrough")
        );
        assert_eq!(english_choice("breach").as_deref(), Some("Breach"));
        assert_eq!(english_choice("white").as_deref(), Some("white"));
        assert_eq!(english_choice("no such"), None);
    }
}
