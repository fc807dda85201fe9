//! Reading a console line: `USER: /command option:value ...`, as Discord shows a slash
//! command. Every option is named (`name:value`); a value with spaces is quoted
//! (`name:"spring cup"`), except a move, a reason or a role (`alice: /move move:d4 e5`).
//! What is wrong with a line is said as [`Text`], in the console's language.

use crate::i18n::{Span, Text};
use crate::msg;

/// What is wrong with a line's options, in words to resolve in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError(pub Text);

impl From<LineError> for Text {
    fn from(e: LineError) -> Text {
        e.0
    }
}

/// In English (the reference form), for callers that still say their mistakes as strings.
impl From<LineError> for String {
    fn from(e: LineError) -> String {
        e.0.to_string()
    }
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// One parsed line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The user before `:`, if the line names one.
    pub user: Option<String>,
    /// The command without its `/`, lower case.
    pub command: String,
    /// The rest of the line after the command (not yet split into options).
    pub rest: String,
}

/// Reads a line; `None` for blank lines and `#` comments, `Err` for anything that is
/// not a command.
pub fn parse(text: &str) -> Option<Result<Line, Text>> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('#') {
        return None;
    }
    let (user, command_text) = match text.find('/') {
        Some(0) => (None, text),
        Some(i) => {
            let (head, tail) = text.split_at(i);
            match head.trim_end().strip_suffix(':') {
                Some(name) if !name.trim().is_empty() => (Some(name.trim().to_string()), tail),
                _ => return Some(Err(not_a_command(text))),
            }
        }
        None => return Some(Err(not_a_command(text))),
    };
    let command_text = &command_text[1..];
    let (command, rest) = match command_text.split_once(char::is_whitespace) {
        Some((c, r)) => (c, r.trim()),
        None => (command_text, ""),
    };
    if command.is_empty() {
        return Some(Err(not_a_command(text)));
    }
    let (command, rest) = in_english(command, rest);
    Some(Ok(Line {
        user,
        command,
        rest,
    }))
}

/// A command as Discord shows it in any language (`/concediu încheie zile:3`, `/이동
/// 수:b2-b3`) written with its English names, which the rest of the console reads: the
/// command, its subcommands, its options' names and choice values. Words that are no
/// command's in any language stay as typed (the console's own `/wait`, `/help`).
fn in_english(command: &str, rest: &str) -> (String, String) {
    let lower = command.to_lowercase();
    let Some(path) = crate::i18n::commands::english(&format!("{lower} {rest}")) else {
        return (lower, rest.to_string());
    };
    let mut parts = path.split(' ');
    let english = parts.next().unwrap_or(&lower).to_string();
    let subs: Vec<&str> = parts.collect();
    // Skip the subcommand words as typed; what follows is options.
    let mut tail = rest.trim_start();
    for _ in &subs {
        tail = tail
            .split_once(char::is_whitespace)
            .map_or("", |(_, t)| t.trim_start());
    }
    let mut out: Vec<String> = subs.iter().map(|s| s.to_string()).collect();
    for token in tail.split(' ') {
        let translated = match token.split_once(':') {
            Some((name, value)) if !name.is_empty() && !name.contains('"') => {
                match crate::i18n::commands::english_option(&path, name) {
                    Some(option) => {
                        let value = if super::table::takes_choice(&option) {
                            crate::i18n::commands::english_choice(value)
                                .map_or_else(|| value.to_string(), |c| c.to_lowercase())
                        } else {
                            value.to_string()
                        };
                        format!("{option}:{value}")
                    }
                    None => token.to_string(),
                }
            }
            _ => token.to_string(),
        };
        out.push(translated);
    }
    (english, out.join(" ").trim().to_string())
}

fn not_a_command(text: &str) -> Text {
    let shown: String = text.chars().take(40).collect();
    msg!("console-not-a-command", typed = Span::Code(shown))
}

use crate::service::text::command::option;
/// Options whose values hold spaces without quotes (a move, a reason, a role); the
/// service writes the commands it suggests by the same list.
pub use crate::service::text::command::FREE_TEXT;

/// One word of an option list, its quotes removed.
struct Word {
    text: String,
    /// Whether the word began with a quote (so it is never an option name).
    quoted_start: bool,
}

/// Splits on spaces outside double quotes, removing the quotes.
fn words(rest: &str) -> Result<Vec<Word>, LineError> {
    let mut out = Vec::new();
    let mut current: Option<Word> = None;
    let mut quoted = false;
    for c in rest.chars() {
        if c == '"' {
            current.get_or_insert_with(|| Word {
                text: String::new(),
                quoted_start: true,
            });
            quoted = !quoted;
        } else if c.is_whitespace() && !quoted {
            out.extend(current.take());
        } else {
            current
                .get_or_insert_with(|| Word {
                    text: String::new(),
                    quoted_start: false,
                })
                .text
                .push(c);
        }
    }
    if quoted {
        return Err(LineError(msg!("console-open-quote")));
    }
    out.extend(current);
    Ok(out)
}

/// `name` of a word written `name:value` (a letter, then letters, digits, `-` or `_`),
/// lower case; `None` for other words (`12:30`, `https://…`, `:smile:`).
fn option_name(word: &Word) -> Option<(String, &str)> {
    if word.quoted_start {
        return None;
    }
    let (name, value) = word.text.split_once(':')?;
    let mut chars = name.chars();
    let first = chars.next()?;
    let named = first.is_ascii_alphabetic()
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        && !value.starts_with("//");
    named.then(|| (name.to_ascii_lowercase(), value))
}

/// The edit distance between `a` and `b`, a swap of neighbours counting one (`veiw`).
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// The candidate nearest to `word`, if it is near enough to be a typo of it.
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_ascii_lowercase();
    let (best, d) = candidates
        .into_iter()
        .map(|c| (c, distance(&word, c)))
        .min_by_key(|&(_, d)| d)?;
    // One edit in short words, two in longer ones; `colour` is two from `color`.
    let allowed = if word.chars().count() <= 3 { 1 } else { 2 };
    (d <= allowed || best.starts_with(&word) && word.len() >= 3).then_some(best)
}

/// `` `game:`, `view:` ``: option names as code.
pub fn listed(names: &[&str]) -> Text {
    let mut out = Text::new();
    for (i, n) in names.iter().enumerate() {
        if i > 0 {
            out.push(", ");
        }
        out.push(Span::Code(format!("{n}:")));
    }
    out
}

/// Splits `rest` into `(name, value)` pairs for `command` (`/challenge`, `/ladder join`),
/// whose options are `names`. As on Discord, every option is named: a `word:` that is
/// not one of `names` is an error naming them, a word before the first option is an
/// error, and a value runs on past a space only in quotes or for a `FREE_TEXT` option.
pub fn options(
    command: &str,
    rest: &str,
    names: &[&str],
) -> Result<Vec<(String, String)>, LineError> {
    let mut out: Vec<(String, String)> = Vec::new();
    let words = words(rest)?;
    for (i, word) in words.iter().enumerate() {
        if let Some((name, value)) = option_name(word) {
            if !names.contains(&name.as_str()) {
                let shown = Span::Code(name.chars().take(30).collect());
                let command = command.to_string();
                return Err(LineError(if names.is_empty() {
                    msg!("console-option-none", name = shown, command = command)
                } else {
                    match nearest(&name, names.iter().copied()) {
                        Some(near) => msg!(
                            "console-option-near",
                            name = shown,
                            command = command,
                            near = Span::Code(near.to_string()),
                            options = listed(names)
                        ),
                        None => msg!(
                            "console-option-unknown",
                            name = shown,
                            command = command,
                            options = listed(names)
                        ),
                    }
                }));
            }
            out.push((name, value.to_string()));
            continue;
        }
        match out.last_mut() {
            // `opponent: bob`: a space after the colon.
            Some((_, value)) if value.is_empty() => value.push_str(&word.text),
            Some((name, value)) if FREE_TEXT.contains(&name.as_str()) => {
                value.push(' ');
                value.push_str(&word.text);
            }
            Some((name, value)) => {
                let shown: String = word.text.chars().take(30).collect();
                let value: String = value.chars().take(30).collect();
                return Err(LineError(msg!(
                    "console-value-spaces",
                    word = Span::Code(shown.clone()),
                    option = Span::Code(format!("{name}:{value}")),
                    command = command.to_string(),
                    options = listed(names),
                    quoted = Span::Code(option(name, &format!("{value} {shown}")))
                )));
            }
            None => {
                let shown: String = words[i..]
                    .iter()
                    .take_while(|w| option_name(w).is_none())
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
                    .chars()
                    .take(30)
                    .collect();
                return Err(LineError(match names.first() {
                    None => msg!(
                        "console-takes-no-options",
                        command = command.to_string(),
                        typed = Span::Code(shown)
                    ),
                    Some(first) => msg!(
                        "console-option-first",
                        typed = Span::Code(shown.clone()),
                        suggestion = Span::Code(option(first, &shown)),
                        command = command.to_string(),
                        options = listed(names)
                    ),
                }));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        let l = parse("alice: /move move:d4 e5").unwrap().unwrap();
        assert_eq!(l.user.as_deref(), Some("alice"));
        assert_eq!(l.command, "move");
        assert_eq!(
            options("/move", &l.rest, &["move", "game"]).unwrap(),
            vec![("move".to_string(), "d4 e5".to_string())]
        );
        let l = parse("/Board").unwrap().unwrap();
        assert_eq!(
            (l.user, l.command.as_str(), l.rest.as_str()),
            (None, "board", "")
        );
        assert!(parse("   ").is_none());
        assert!(parse("# a comment").is_none());
        assert!(parse("hello").unwrap().is_err());
        assert!(parse("bob /move").unwrap().is_err());
        assert!(parse("bob: /").unwrap().is_err());
    }

    #[test]
    fn options_are_named_and_values_with_spaces_quoted() {
        let names = ["move", "game"];
        let o = options("/move", "move:f6 xd4 game:3", &names).unwrap();
        assert_eq!(
            o,
            vec![
                ("move".into(), "f6 xd4".into()),
                ("game".into(), "3".into())
            ]
        );
        // A word before the first option: the first option is suggested.
        let e = options("/move", "d7-d6", &names).unwrap_err().to_string();
        assert!(e.contains("write `move:d7-d6`"), "{e}");
        assert!(options("/games", "x", &[]).is_err());
        // An unknown `word:` is refused with the nearest option, never glued on.
        let names = ["game", "opponent", "color"];
        let e = options("/challenge", "game:bt opponent:frank colour:black", &names)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("`colour` is not an option of /challenge: did you mean `color`?"),
            "{e}"
        );
        let e = options("/board", "game:6 veiw:black", &["game", "view"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("did you mean `view`?"), "{e}");
        let e = options("/board", "game:6 zzz:1", &["game", "view"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("its options are `game:`, `view:`"), "{e}");
        // Spaces in a value need quotes, except in free text (a reason).
        let e = options("/challenge", "opponent:frank smith", &names)
            .unwrap_err()
            .to_string();
        assert!(e.contains("`opponent:\"frank smith\"`"), "{e}");
        let o = options("/challenge", "opponent:\"frank smith\" game:bt", &names).unwrap();
        assert_eq!(o[0], ("opponent".into(), "frank smith".into()));
        let o = options("/x", "reason:new year: done name:a", &["reason", "name"]);
        assert!(
            o.is_err(),
            "an unknown `year:` inside a reason is refused too"
        );
        let o = options("/x", "reason:\"a: b\" name:a", &["reason", "name"]).unwrap();
        assert_eq!(o[0], ("reason".into(), "a: b".into()));
        let o = options("/x", "reason:see https://x.y/z now", &["reason"]).unwrap();
        assert_eq!(o[0].1, "see https://x.y/z now");
        // A space after the colon is forgiven.
        let o = options("/x", "opponent: bob", &["opponent"]).unwrap();
        assert_eq!(o[0].1, "bob");
        assert!(options("/x", "name:\"open", &["name"]).is_err());
    }

    #[test]
    fn nearest_names() {
        assert_eq!(distance("veiw", "view"), 1);
        assert_eq!(nearest("mvoe", ["move", "moves", "board"]), Some("move"));
        assert_eq!(nearest("chalenge", ["challenge", "ai"]), Some("challenge"));
        assert_eq!(nearest("xyzzy", ["challenge", "ai"]), None);
    }
}
