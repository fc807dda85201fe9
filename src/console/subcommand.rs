//! The console's subcommands (`/ladder join name:spring`, `/tournament-admin start
//! name:cup`): the words before the first option name the subcommand, as on Discord, and
//! the options are read by name. Shared by [`super::ladder`] and [`super::tournament`].

use super::line::options;
use crate::i18n::{Span, Text};
use crate::msg;

/// Splits `rest` into the subcommand (the words before the first option) and the rest.
pub(super) fn split(rest: &str) -> (String, String) {
    let mut sub = Vec::new();
    let mut words = rest.split_whitespace().peekable();
    while let Some(w) = words.peek() {
        if w.contains(':') {
            break;
        }
        sub.push(words.next().unwrap_or_default().to_ascii_lowercase());
    }
    (sub.join(" "), words.collect::<Vec<_>>().join(" "))
}

/// A command's or subcommand's options as typed (`name:value`), the last of a name winning.
pub(super) struct Opts(pub(super) Vec<(String, String)>);

impl Opts {
    pub(super) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    }

    pub(super) fn require(&self, name: &str, usage: &str) -> Result<&str, Text> {
        self.get(name).ok_or_else(|| needs(usage, name))
    }

    pub(super) fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Text> {
        self.get(name)
            .map(|t| {
                t.parse::<T>()
                    .map_err(|_| super::commands::not_a_number(t, name))
            })
            .transpose()
    }

    /// A boolean option (`true`/`false`, `yes`/`no`, `on`/`off`), if given.
    pub(super) fn flag(&self, name: &str) -> Result<Option<bool>, Text> {
        self.get(name).map(super::commands::yes_no).transpose()
    }
}

/// "`/ladder join` needs `name:`."
pub(super) fn needs(usage: &str, name: &str) -> Text {
    msg!(
        "console-needs-option-bare",
        command = Span::Code(usage.to_string()),
        option = Span::Code(format!("{name}:"))
    )
}

/// `rest` as one of the subcommands of `command` ([`super::table`]) with its options,
/// or why not.
pub(super) fn parse_sub(command: &str, rest: &str) -> Result<(&'static str, Opts), Text> {
    let (sub, rest) = split(rest);
    let table = super::table::find(command).map_or(&[][..], |c| c.subcommands);
    let names = table.iter().map(|s| s.name).collect::<Vec<_>>().join(", ");
    let Some(found) = table.iter().find(|s| s.name == sub) else {
        let command = Span::Code(format!("/{command}"));
        return Err(if sub.is_empty() {
            msg!(
                "console-needs-subcommand",
                command = command,
                subcommands = names
            )
        } else {
            msg!(
                "console-not-a-subcommand",
                command = command,
                typed = Span::Code(sub.chars().take(30).collect()),
                subcommands = names
            )
        });
    };
    let names = super::table::names(found.options);
    Ok((
        found.name,
        Opts(options(
            &format!("/{command} {}", found.name),
            &rest,
            &names,
        )?),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_before_the_first_option_are_the_subcommand() {
        assert_eq!(
            split("challenge name:spring opponent:bob"),
            ("challenge".into(), "name:spring opponent:bob".into())
        );
        assert_eq!(split("list"), ("list".into(), String::new()));
        assert_eq!(split(""), (String::new(), String::new()));
        assert!(parse_sub("ladder", "jump name:x").is_err());
        let (sub, o) = parse_sub(
            "ladder-admin",
            "Season-End name:spring reason:new year reseed:keep",
        )
        .unwrap();
        assert_eq!((sub, o.get("reason")), ("season-end", Some("new year")));
    }
}
