//! Command names and descriptions in every language Breaker speaks, from
//! `locales/<code>/commands.ftl`, as Discord's `name_localizations` and
//! `description_localizations`. The English names stay the commands' `name`s, so every
//! interaction (and every test) keeps naming them in English; a reader whose Discord speaks
//! Korean, Russian or Romanian sees (and types) the names of their language.
//!
//! Ids, the same in every language's `commands.ftl`:
//! - a command or subcommand: its path joined by `_` (`games`, `tournament-admin_create`),
//!   the localized name as the value, `.description` its description;
//! - an option: `.<option>` (its name) and `.<option>-description` on its command's message;
//! - a choice: `choice-<value>` (lower case: `choice-white`, `choice-breakthrough`), shared
//!   by every option that offers it.

use std::borrow::Cow;

use crate::i18n::commands::own;
use crate::i18n::Locale;

use super::{Data, Error};

/// The message id of a command at `path` (`["tournament-admin", "create"]`).
pub fn command_id(path: &[&str]) -> String {
    path.join("_")
}

/// The message id of the choice named `name`.
pub fn choice_id(name: &str) -> String {
    if !name.is_ascii() {
        // A Fluent id is ASCII: a name in another script (한국어) by its code points.
        let points: Vec<String> = name.chars().map(|c| format!("{:x}", c as u32)).collect();
        return format!("choice-u{}", points.join("-"));
    }
    format!("choice-{}", name.to_lowercase().replace(' ', "-"))
}

/// Adds the localized names and descriptions of every language but English to `commands`,
/// their subcommands, options and choices.
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        walk(command, &[]);
    }
}

fn walk(command: &mut poise::Command<Data, Error>, parent: &[&str]) {
    let name = command.name.to_string();
    let mut path = parent.to_vec();
    path.push(&name);
    let id = command_id(&path);
    for locale in Locale::all().filter(|l| *l != Locale::ENGLISH) {
        for discord in locale.discord_locales() {
            let key = Cow::Borrowed(*discord);
            if let Some(n) = own(locale, &id) {
                command
                    .name_localizations
                    .to_mut()
                    .push((key.clone(), n.into()));
            }
            if let Some(d) = own(locale, &format!("{id}.description")) {
                command
                    .description_localizations
                    .to_mut()
                    .push((key.clone(), d.into()));
            }
            for p in &mut command.parameters {
                if let Some(n) = own(locale, &format!("{id}.{}", p.name)) {
                    p.name_localizations.to_mut().push((key.clone(), n.into()));
                }
                if let Some(d) = own(locale, &format!("{id}.{}-description", p.name)) {
                    p.description_localizations
                        .to_mut()
                        .push((key.clone(), d.into()));
                }
                for c in p.choices.to_mut() {
                    if let Some(n) = own(locale, &choice_id(&c.name)) {
                        c.localizations.to_mut().push((key.clone(), n.into()));
                    }
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        walk(sub, &path);
    }
}

/// The English `commands.ftl` the commands' own words make (names, descriptions, options,
/// choices): what `locales/en/commands.ftl` must say, for the registration test.
pub fn english_ftl(commands: &[poise::Command<Data, Error>]) -> String {
    fn one(
        c: &poise::Command<Data, Error>,
        parent: &[&str],
        out: &mut String,
        choices: &mut Vec<String>,
    ) {
        let mut path = parent.to_vec();
        path.push(&c.name);
        out.push_str(&format!("{} = {}\n", command_id(&path), c.name));
        out.push_str(&format!(
            "    .description = {}\n",
            c.description.as_deref().unwrap_or_default()
        ));
        for p in &c.parameters {
            out.push_str(&format!("    .{} = {}\n", p.name, p.name));
            out.push_str(&format!(
                "    .{}-description = {}\n",
                p.name,
                p.description.as_deref().unwrap_or_default()
            ));
            for ch in p.choices.iter() {
                let line = format!("{} = {}\n", choice_id(&ch.name), ch.name);
                if !choices.contains(&line) {
                    choices.push(line);
                }
            }
        }
        for s in &c.subcommands {
            one(s, &path, out, choices);
        }
    }
    let mut out = String::new();
    let mut choices = vec![];
    for c in commands {
        one(c, &[], &mut out, &mut choices);
    }
    out.push('\n');
    for c in choices {
        out.push_str(&c);
    }
    out
}
