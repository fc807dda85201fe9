//! Every command, subcommand, option and choice is registered with its name and description
//! in every language, within Discord's rules, while the English names stay what they were.

use std::collections::BTreeSet;

use breaker::discord::commands;
use breaker::discord::localize::english_ftl;
use breaker::i18n::{format_checked, Locale};
use serde_json::Value;

/// The registration JSON, as `breaker register` sends it.
fn registration() -> Vec<Value> {
    let commands = poise::builtins::create_application_commands(&commands::all());
    commands
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect()
}

/// The Discord locales of every language but English.
fn discord_locales() -> Vec<&'static str> {
    Locale::all()
        .filter(|l| *l != Locale::ENGLISH)
        .flat_map(|l| l.discord_locales().iter().copied())
        .collect()
}

/// Discord's rule for command and option names: `^[-_\p{L}\p{N}]{1,32}$`, lower case.
fn name_problem(name: &str) -> Option<String> {
    let len = name.chars().count();
    if !(1..=32).contains(&len) {
        return Some(format!("{len} characters"));
    }
    if name != name.to_lowercase() {
        return Some("not lower case".into());
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphabetic() || c.is_numeric() || *c == '-' || *c == '_'))
    {
        return Some(format!("{c:?} is not allowed"));
    }
    None
}

fn length_problem(text: &str, max: usize) -> Option<String> {
    let len = text.chars().count();
    (!(1..=max).contains(&len)).then(|| format!("{len} characters (1–{max})"))
}

/// The localization of `node[field]` for `locale`.
fn localized<'a>(node: &'a Value, field: &str, locale: &str) -> Option<&'a str> {
    node[field][locale].as_str()
}

/// Checks one command, subcommand or option (and its children) at `path`.
fn check_node(node: &Value, path: &str, problems: &mut Vec<String>) {
    let name = node["name"].as_str().unwrap();
    if let Some(p) = name_problem(name) {
        problems.push(format!("{path}: English name: {p}"));
    }
    for locale in discord_locales() {
        match localized(node, "name_localizations", locale) {
            None => problems.push(format!("{path}: no {locale} name")),
            Some(n) => {
                if let Some(p) = name_problem(n) {
                    problems.push(format!("{path}: {locale} name {n:?}: {p}"));
                }
            }
        }
        match localized(node, "description_localizations", locale) {
            None => problems.push(format!("{path}: no {locale} description")),
            Some(d) => {
                if let Some(p) = length_problem(d, 100) {
                    problems.push(format!("{path}: {locale} description {d:?}: {p}"));
                }
            }
        }
    }
    if let Some(p) = length_problem(node["description"].as_str().unwrap_or_default(), 100) {
        problems.push(format!("{path}: English description: {p}"));
    }
    if let Some(choices) = node["choices"].as_array() {
        for choice in choices {
            let c = choice["name"].as_str().unwrap();
            for locale in discord_locales() {
                match localized(choice, "name_localizations", locale) {
                    None => problems.push(format!("{path} choice {c}: no {locale} name")),
                    Some(n) => {
                        if let Some(p) = length_problem(n, 100) {
                            problems.push(format!("{path} choice {c}: {locale} {n:?}: {p}"));
                        }
                    }
                }
            }
        }
        unique(choices, &format!("{path} choices"), problems);
    }
    if let Some(options) = node["options"].as_array() {
        for o in options {
            check_node(
                o,
                &format!("{path} {}", o["name"].as_str().unwrap()),
                problems,
            );
        }
        unique(options, &format!("{path} options"), problems);
    }
}

/// Siblings' names differ in English and in every language.
fn unique(siblings: &[Value], what: &str, problems: &mut Vec<String>) {
    let mut languages = vec![None];
    languages.extend(discord_locales().into_iter().map(Some));
    for locale in languages {
        let mut seen = BTreeSet::new();
        for s in siblings {
            let name = match locale {
                None => s["name"].as_str(),
                Some(l) => localized(s, "name_localizations", l),
            };
            if let Some(n) = name {
                if !seen.insert(n.to_string()) {
                    problems.push(format!(
                        "{what}: {n:?} twice in {}",
                        locale.unwrap_or("English")
                    ));
                }
            }
        }
    }
}

#[test]
fn every_name_and_description_is_localized_within_discords_rules() {
    let commands = registration();
    let mut problems = vec![];
    for c in &commands {
        check_node(
            c,
            &format!("/{}", c["name"].as_str().unwrap()),
            &mut problems,
        );
    }
    unique(&commands, "commands", &mut problems);
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Each command and subcommand with its options, in English, as a line.
fn english_tree(node: &Value, path: &str, out: &mut Vec<String>) {
    let mut options = vec![];
    for o in node["options"].as_array().into_iter().flatten() {
        let name = o["name"].as_str().unwrap();
        match o["type"].as_u64() {
            // Subcommands and subcommand groups.
            Some(1 | 2) => english_tree(o, &format!("{path} {name}"), out),
            _ => options.push(name.to_string()),
        }
    }
    out.push(format!("{path}: {}", options.join(" ")).trim().to_string());
}

#[test]
fn english_names_are_unchanged() {
    let mut got = vec![];
    for c in registration() {
        english_tree(&c, c["name"].as_str().unwrap(), &mut got);
    }
    got.sort();
    let mut want: Vec<String> = ENGLISH.lines().map(|l| l.trim().to_string()).collect();
    want.retain(|l| !l.is_empty());
    want.sort();
    assert_eq!(got, want, "got:\n{}", got.join("\n"));
}

/// Every command, subcommand and option by its English name, as registered before the
/// translations came.
const ENGLISH: &str = "
    ai: game size level color
    analyze: game
    board: game view
    challenge: game opponent size color days_per_move clock rated thread
    accept: game
    decline: game
    conditional:
    conditional add: line game
    conditional clear: game
    conditional list: game
    export: game notes
    games: page
    hint: game
    ladder:
    ladder challenge: name opponent
    ladder info: name
    ladder join: name
    ladder leave: name
    ladder list:
    ladder standings: name page
    ladder-admin:
    ladder-admin close: name reason
    ladder-admin create: name game size clock
    ladder-admin kick: name player reason
    ladder-admin log: name page
    ladder-admin restore: name player reason
    ladder-admin result: game outcome reason
    ladder-admin season-end: name reason reseed
    ladder-admin set-position: name player position reason
    ladder-admin settings: name range max-out max-in rematch-days clock
    move: move game
    moretime: game days
    note:
    note add: text game
    note clear: game
    note list: game
    notify: dm
    rating: player game size ladder vs
    replay: game
    resign: game
    rules: game
    settings:
    settings change: clock challenge-expiry vacation-days reminder-dms thread language
    settings moderator-role: role
    settings modlog: channel
    settings show:
    takeback: game answer
    tournament:
    tournament games: name
    tournament info: name
    tournament join: name
    tournament leave: name
    tournament list:
    tournament pairings: name round
    tournament standings: name
    tournament withdraw: name confirm
    tournament-admin:
    tournament-admin cancel: name reason
    tournament-admin close: name reason
    tournament-admin create: name format game size clock rounds rated schedule league-size up down max-players deadline thread late-byes
    tournament-admin end-round: name reason
    tournament-admin forbid: name player opponent reason
    tournament-admin pause: name reason
    tournament-admin result: game outcome reason
    tournament-admin resume: name
    tournament-admin settings: name clock rounds rated max-players deadline thread
    tournament-admin start: name
    tournament-admin withdraw: name player reason
    vacation:
    vacation end:
    vacation show:
    vacation start: days
";

/// `locales/en/commands.ftl` says what the code says: the English words are the code's,
/// and the file is where translators find them.
#[test]
fn english_ftl_matches_the_code() {
    let want = english_ftl(&commands::english());
    let mut wrong = vec![];
    let mut message = String::new();
    for line in want.lines().filter(|l| !l.trim().is_empty()) {
        let (key, words) = line.split_once(" = ").unwrap();
        let id = match key.trim().strip_prefix('.') {
            Some(attribute) => format!("{message}.{attribute}"),
            None => {
                message = key.to_string();
                key.to_string()
            }
        };
        let (got, errors) = format_checked(Locale::ENGLISH, &id, &[]);
        if got != words || !errors.is_empty() {
            wrong.push(format!(
                "`{id}`: {got:?}, the code says {words:?} {errors:?}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{}\nlocales/en/commands.ftl should be:\n{want}",
        wrong.join("\n")
    );
}
