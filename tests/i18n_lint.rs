//! The translation lint: every message of every language but English, rendered with sample
//! arguments (Hangul, Latin and Cyrillic names; the counts 1, 2, 5, 11, 21, 22, 101), must
//! read as a native writer would have written it. It fails on:
//! - a bracketed Korean particle (`이(가)`), or a particle glued to a user's name;
//! - an English duration unit (`3d`, `12h`) outside a code span;
//! - English words left in a Korean, Russian or Romanian sentence;
//! - a user's name where the style guide (docs/languages.md) forbids one: in Russian after
//!   a preposition or before a gendered past tense, in Romanian after a clitic pronoun or
//!   before a gendered participle.
//!
//! A variable's kind is read from its name (users, counts, names, times, durations) and
//! from the English message (a select on words is a keyword).

use std::collections::{BTreeMap, BTreeSet};

use breaker::games::{Color, GameKind};
use breaker::i18n::catalog::catalog;
use breaker::i18n::{duration, Arg, Locale, Message, Span, Text};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

const USERS: &[&str] = &[
    "player",
    "white",
    "black",
    "winner",
    "loser",
    "moderator",
    "bot",
    "opponent",
    "challenger",
    "challenged",
    "giver",
    "asker",
    "defender",
    "mover",
    "user",
    "late",
    "winner_player",
    "loser_player",
    "leader",
];
const COUNTS: &[&str] = &[
    "count",
    "max",
    "min",
    "round",
    "rounds",
    "number",
    "page",
    "pages",
    "days",
    "played",
    "level",
    "season",
    "games",
    "wins",
    "losses",
    "draws",
    "position",
    "positions",
    "limit",
    "least",
    "most",
    "allowance",
    "n",
    "streak",
    "points",
    "places",
    "rank",
    "players",
    "league_size",
    "max_out",
    "max_in",
    "rematch_days",
    "min_range",
    "vacation_days",
    "min_width",
    "max_width",
    "min_height",
    "max_height",
    "nodes",
    "extra",
    "undone",
    "white_total",
    "black_total",
    "white_good",
    "black_good",
    "target",
    "id",
    "mine",
    "theirs",
    "done",
    "up",
    "down",
    "highest",
    "reach",
    "closed",
    "agreed",
    "asked",
    "tournaments",
    "ladders",
    "forfeited",
    "challenger_position",
    "defender_position",
];
const NAMES: &[&str] = &[
    "tournament",
    "ladder",
    "name",
    "league",
    "pool",
    "role_name",
    "channel_name",
];
const TIMES: &[&str] = &["time", "until", "at", "date"];
const DURATIONS: &[&str] = &["length", "left", "total", "given", "base", "increment"];

/// Names of people in three scripts, each ending differently.
const PEOPLE: &[&[&str]] = &[
    &["민수", "지훈", "하늘"],
    &["alice", "Bob", "Ștefan"],
    &["Алиса", "Борис", "Вика"],
];

/// For each message: its variables that English selects on words, with those words.
fn word_selectors() -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
    let mut out: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for (_, source) in Locale::ENGLISH.files() {
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let Entry::Message(m) = entry else { continue };
            let mut add = |id: String, p: &Pattern<&str>| {
                let mut found = BTreeMap::new();
                selectors(p, &mut found);
                out.insert(id, found);
            };
            if let Some(v) = &m.value {
                add(m.id.name.to_string(), v);
            }
            for a in &m.attributes {
                add(format!("{}.{}", m.id.name, a.id.name), &a.value);
            }
        }
    }
    out
}

fn selectors(p: &Pattern<&str>, found: &mut BTreeMap<String, Vec<String>>) {
    for e in &p.elements {
        let PatternElement::Placeable { expression } = e else {
            continue;
        };
        if let Expression::Select { selector, variants } = expression {
            let words: Vec<String> = variants
                .iter()
                .filter_map(|v| match &v.key {
                    VariantKey::Identifier { name } => Some(name.to_string()),
                    VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            let plural = words
                .iter()
                .all(|w| ["zero", "one", "two", "few", "many", "other"].contains(&w.as_str()));
            if let InlineExpression::VariableReference { id } = selector {
                if !plural && !words.is_empty() {
                    found.insert(id.name.to_string(), words);
                }
            }
            for v in variants {
                selectors(&v.value, found);
            }
        }
    }
}

/// The sample value of `var` in message `id`.
fn sample(
    id: &str,
    var: &str,
    words: Option<&Vec<String>>,
    n: i64,
    people: &[&str],
    k: usize,
) -> Arg {
    if let Some(words) = words {
        let w: &'static str = Box::leak(words[k % words.len()].clone().into_boxed_str());
        return Arg::Word(w);
    }
    // A result's winner and loser are sides, not people.
    if id.starts_with("phrase-win") && (var == "winner" || var == "loser") {
        return Arg::from(Color::White);
    }
    if USERS.contains(&var) {
        return Arg::from(Text::from(Span::User(1 + (k % people.len()) as u64)));
    }
    if COUNTS.contains(&var) || var == "game" {
        return Arg::Number(n);
    }
    if NAMES.contains(&var) {
        return Arg::from(Text::from(Span::Name(
            ["봄 대회", "spring cup", "Весенний кубок"][k % 3].to_string(),
        )));
    }
    if TIMES.contains(&var) {
        return Arg::from(Text::from(Span::Time(1_799_150_400_000)));
    }
    if DURATIONS.contains(&var) {
        return Arg::from(duration(n * 86_400_000 + 3_600_000));
    }
    match var {
        "side" | "color" | "other_side" => Arg::from(Color::Black),
        "kind" => Arg::from(GameKind::Breach),
        _ => Arg::from(Text::from(Span::Code("b2-b3".into()))),
    }
}

/// The words a reader sees: users by name, code in backticks.
fn shown(t: &Text, people: &[&str]) -> String {
    let mut out = String::new();
    for s in t.spans() {
        match s {
            Span::User(id) => {
                out.push('@');
                out.push_str(people[(*id as usize - 1) % people.len()]);
            }
            Span::Code(c) => {
                out.push('`');
                out.push_str(c);
                out.push('`');
            }
            Span::Plain(p) | Span::Strong(p) | Span::Name(p) => out.push_str(p),
            Span::Time(_) => out.push_str("2027-01-05 12:00 UTC"),
            other => out.push_str(&Text::from(other.clone()).to_string()),
        }
    }
    out
}

/// Text outside code spans.
fn prose(s: &str) -> String {
    s.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// Words of English that have no place in another language's sentence.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "game",
    "games",
    "move",
    "moves",
    "player",
    "players",
    "round",
    "ladder",
    "tournament",
    "white",
    "black",
    "rated",
    "with",
    "your",
    "you",
    "not",
    "days",
    "hours",
    "minutes",
    "wins",
    "win",
    "lost",
    "resign",
    "resigned",
    "challenge",
    "turn",
    "vacation",
    "season",
    "bank",
    "clock",
    "forfeit",
    "draw",
    "away",
    "page",
    "none",
    "this",
    "that",
    "for",
    "from",
    "has",
    "have",
    "will",
    "only",
    "here",
    "there",
];

/// Latin words allowed in Korean and Russian prose (names, units of the trade).
const LATIN_OK: &[&str] = &[
    "Breaker",
    "UTC",
    "Breakthrough",
    "Breach",
    "Glicko",
    "Fischer",
    "Sonneborn",
    "Berger",
    "Buchholz",
    "TRF",
    "PNG",
    "GIF",
    "Discord",
    "DM",
    "WxH",
    "AI",
    "Elo",
    "SB",
    "alice",
    "Bob",
    "Ștefan",
    "spring",
    "cup",
    "ID",
    "MCTS",
    "RD",
    "URL",
    "CSV",
    "JSON",
    "Dan",
    "Troyka",
    "Nick",
    "Bentley",
    "Dutch",
    "FIDE",
    "bbpPairings",
    "max",
];

fn problems_of(locale: Locale, out: &str, people: &[&str]) -> Vec<&'static str> {
    let mut found = vec![];
    let text = prose(out);
    let bracket = regex_lite(
        &text,
        &[
            "(가)", "(를)", "(는)", "(와)", "(로)", "(야)", "(이)", "(을)", "(은)", "(과)", "(으)",
        ],
    );
    if bracket {
        found.push("a bracketed particle");
    }
    if english_unit(&text) {
        found.push("an English unit outside code");
    }
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    let code = locale.code();
    if code == "ko" || code == "ru" {
        if words.iter().any(|w| {
            w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()) && !LATIN_OK.contains(w)
        }) {
            found.push("a Latin word in a Korean or Russian sentence");
        }
    } else if words
        .iter()
        .any(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
    {
        found.push("an English word");
    }
    for name in people {
        let at = format!("@{name}");
        for (i, _) in text.match_indices(&at) {
            let after = &text[i + at.len()..];
            let before = text[..i].trim_end();
            let last_word = before
                .rsplit(|c: char| !c.is_alphabetic() && c != '-')
                .next()
                .unwrap_or("");
            match code {
                "ko" => {
                    let glued = [
                        "이", "가", "은", "는", "을", "를", "과", "와", "의", "에게", "로", "도",
                    ];
                    if glued.iter().any(|p| after.starts_with(p)) {
                        found.push("a Korean particle glued to a user (write 님 first)");
                    }
                }
                "ru" => {
                    let prepositions = [
                        "против",
                        "у",
                        "от",
                        "для",
                        "с",
                        "со",
                        "к",
                        "ко",
                        "о",
                        "об",
                        "без",
                        "до",
                        "при",
                        "по",
                        "за",
                        "через",
                        "над",
                        "под",
                        "перед",
                        "между",
                        "из",
                        "ход",
                        "отпуск",
                        "даёт",
                        "обыгрывает",
                    ];
                    if prepositions.contains(&last_word.to_lowercase().as_str()) {
                        found.push("a Russian name after a word that needs its case");
                    }
                    // The word right after the name (not after a bracket or a colon).
                    let next = after
                        .strip_prefix(' ')
                        .filter(|a| a.starts_with(char::is_alphabetic))
                        .and_then(|a| a.split(|c: char| !c.is_alphabetic()).next())
                        .unwrap_or("");
                    if next.ends_with("ла") && next.chars().count() > 3
                        || next.ends_with("лся")
                        || next.ends_with("лась")
                    {
                        found.push("a Russian gendered past tense after a name");
                    }
                }
                "ro" => {
                    let clitics = ["îl", "o", "l-a", "o-a", "lui", "ei"];
                    if last_word == "pe" {
                        // "îl învinge pe @X", "l-a readus pe @X": a clitic a few words back.
                        let words_before: Vec<&str> = before
                            .trim_end_matches("pe")
                            .split_whitespace()
                            .rev()
                            .take(3)
                            .collect();
                        if words_before.iter().any(|w| {
                            clitics.contains(w) || w.starts_with("l-") || w.starts_with("o-")
                        }) {
                            found.push("a Romanian clitic pronoun for a named player");
                        }
                    }
                    if before.ends_with("lui") {
                        found.push("a Romanian 'lui' before a named player");
                    }
                }
                _ => {}
            }
        }
    }
    found
}

fn regex_lite(text: &str, needles: &[&str]) -> bool {
    needles.iter().any(|n| text.contains(n))
}

/// `3d`, `12h`, `0m` as a word of their own.
fn english_unit(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if !matches!(c, 'd' | 'h' | 'm') || i == 0 || !chars[i - 1].is_ascii_digit() {
            continue;
        }
        let end_ok = chars.get(i + 1).is_none_or(|n| !n.is_alphanumeric());
        let mut j = i;
        while j > 0 && chars[j - 1].is_ascii_digit() {
            j -= 1;
        }
        let start_ok = j == 0 || !chars[j - 1].is_alphanumeric();
        if end_ok && start_ok {
            return true;
        }
    }
    false
}

/// Messages whose text is not prose for players: command names and descriptions (checked
/// by `command_localizations`), console usage lines and the rules' notation lines.
fn prose_ids() -> Vec<String> {
    let en = catalog(Locale::ENGLISH);
    let commands: BTreeSet<String> = Locale::ENGLISH
        .files()
        .iter()
        .filter(|(f, _)| *f == "commands.ftl")
        .flat_map(|(_, s)| {
            fluent_syntax::parser::parse(*s)
                .unwrap_or_else(|(r, _)| r)
                .body
                .into_iter()
                .filter_map(|e| match e {
                    Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    en.messages
        .keys()
        .filter(|id| {
            let base = id.split('.').next().unwrap_or(id);
            !commands.contains(base)
                && !id.starts_with("console-usage")
                && !id.starts_with("number-")
        })
        .cloned()
        .collect()
}

#[test]
fn every_message_reads_as_written_by_a_native_speaker() {
    let en = catalog(Locale::ENGLISH);
    let selects = word_selectors();
    let mut wrong: BTreeSet<String> = BTreeSet::new();
    let ids = prose_ids();
    let ids: Vec<&String> = ids.iter().collect();
    for locale in Locale::all().skip(1) {
        for id in &ids {
            let vars = &en.messages[*id];
            let words = selects.get(*id);
            for (k, people) in PEOPLE.iter().enumerate() {
                for n in [1, 2, 5, 11, 21, 22, 101] {
                    let args = vars
                        .iter()
                        .map(|v| {
                            let name: &'static str = Box::leak(v.clone().into_boxed_str());
                            (
                                name,
                                sample(id, v, words.and_then(|w| w.get(v)), n, people, k),
                            )
                        })
                        .collect();
                    let leaked: &'static str = Box::leak((*id).clone().into_boxed_str());
                    let text = Text::from(Message::new(leaked, args)).resolve(locale);
                    let out = shown(&text, people);
                    for p in problems_of(locale, &out, people) {
                        wrong.insert(format!("{locale} `{id}`: {p}: {out}"));
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} problems:\n{}",
        wrong.len(),
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_lint_finds_what_it_looks_for() {
    let ko: Locale = "ko".parse().unwrap();
    let ru: Locale = "ru".parse().unwrap();
    let ro: Locale = "ro".parse().unwrap();
    let people = PEOPLE[0];
    assert!(!problems_of(ko, "@민수이(가) 이겼습니다", people).is_empty());
    assert!(!problems_of(ko, "@민수가 이겼습니다", people).is_empty());
    assert!(problems_of(ko, "@민수 님이 이겼습니다", people).is_empty());
    assert!(!problems_of(ko, "수마다 3d", people).is_empty());
    assert!(problems_of(ko, "`3d` (3일)", people).is_empty());
    let people = PEOPLE[2];
    assert!(!problems_of(ru, "против @Борис", people).is_empty());
    assert!(!problems_of(ru, "@Вика сдалась", people).is_empty());
    assert!(problems_of(ru, "Ход: @Алиса", people).is_empty());
    assert!(!problems_of(ru, "ваш ход, game over", people).is_empty());
    let people = PEOPLE[1];
    assert!(!problems_of(ro, "@Ștefan îl învinge pe @Bob", people).is_empty());
    assert!(!problems_of(ro, "rezultatele lui @Bob", people).is_empty());
    assert!(!problems_of(ro, "the game", people).is_empty());
    assert!(problems_of(ro, "@Ștefan câștigă partida cu @Bob", people).is_empty());
}
