//! One command table for both front ends: every command, subcommand, option and choice
//! that Discord registers (the poise commands of `discord/commands/`, as `breaker
//! register` sends them) is in the console's table (`console::table`) with the same
//! kind, limits and requiredness, and the other way round. The console's own commands
//! (`/moves`, `/wait`, `/help`, `/quit`) and its `/resign confirm:` (Discord confirms
//! with a button) are the only differences, and they are marked in the table.

use std::collections::BTreeMap;

use breaker::console::table::{Kind, Opt, COMMANDS};
use breaker::discord::commands;
use serde_json::Value;

/// Each command, subcommand and option by its path (`/ladder join name:`), described
/// in one line: what a member of either front end may type there.
type Described = BTreeMap<String, String>;

/// The registration JSON, as `breaker register` sends it.
fn registration() -> Vec<Value> {
    poise::builtins::create_application_commands(&commands::english())
        .iter()
        .map(|c| serde_json::to_value(c).expect("a command serializes"))
        .collect()
}

fn number(v: &Value) -> Option<i64> {
    // Discord's limits are whole numbers here; serenity writes them as floats.
    v.as_f64().map(|f| f as i64)
}

/// A maximum written on the command: poise also registers the Rust type's own bound
/// (`u32::MAX` for a `u32`, 2^53 - 1 for an `i64`), which the console's parser holds by
/// the same type, so it is no limit of the command's.
fn written_max(v: &Value) -> Option<i64> {
    number(v).filter(|&max| max < i64::from(u32::MAX))
}

/// An option's line: kind, limits and whether it is required.
fn line(
    kind: &str,
    min: Option<i64>,
    max: Option<i64>,
    len: Option<i64>,
    required: bool,
) -> String {
    let mut out = kind.to_string();
    if let Some(min) = min {
        out.push_str(&format!(" min {min}"));
    }
    if let Some(max) = max {
        out.push_str(&format!(" max {max}"));
    }
    if let Some(len) = len {
        out.push_str(&format!(" at most {len} characters"));
    }
    if required {
        out.push_str(" required");
    }
    out
}

/// What Discord registers.
fn discord() -> Described {
    let mut out = Described::new();
    for command in registration() {
        let name = command["name"].as_str().expect("a name");
        describe_discord(&format!("/{name}"), &command, &mut out);
    }
    out
}

fn describe_discord(path: &str, node: &Value, out: &mut Described) {
    let options = node["options"].as_array().cloned().unwrap_or_default();
    let subcommands = options.iter().any(|o| o["type"] == 1);
    out.insert(
        path.to_string(),
        if subcommands {
            "subcommands"
        } else {
            "options"
        }
        .to_string(),
    );
    for option in &options {
        let name = option["name"].as_str().expect("an option name");
        if option["type"] == 1 {
            describe_discord(&format!("{path} {name}"), option, out);
            continue;
        }
        let choices: Vec<&str> = option["choices"]
            .as_array()
            .map(|c| c.iter().filter_map(|c| c["name"].as_str()).collect())
            .unwrap_or_default();
        let kind = match option["type"].as_u64() {
            _ if !choices.is_empty() => format!("choice of {}", choices.join("|")),
            Some(3) => "text".to_string(),
            Some(4) | Some(10) => "number".to_string(),
            Some(5) => "true/false".to_string(),
            Some(6) => "user".to_string(),
            Some(7) => "channel".to_string(),
            Some(8) => "role".to_string(),
            other => format!("Discord type {other:?}"),
        };
        let required = option["required"].as_bool().unwrap_or(false);
        out.insert(
            format!("{path} {name}:"),
            line(
                &kind,
                number(&option["min_value"]),
                written_max(&option["max_value"]),
                option["max_length"].as_i64(),
                required,
            ),
        );
    }
}

/// What the console's table says, leaving out what only the console has; and that.
fn console() -> (Described, Vec<String>) {
    let mut out = Described::new();
    let mut own = Vec::new();
    for command in COMMANDS {
        let path = format!("/{}", command.name);
        if command.console_only {
            own.push(path);
            continue;
        }
        let parent = if command.subcommands.is_empty() {
            "options"
        } else {
            "subcommands"
        };
        out.insert(path.clone(), parent.to_string());
        describe_console(&path, command.options, &mut out, &mut own);
        for sub in command.subcommands {
            let path = format!("{path} {}", sub.name);
            out.insert(path.clone(), "options".to_string());
            describe_console(&path, sub.options, &mut out, &mut own);
        }
    }
    (out, own)
}

fn describe_console(path: &str, options: &[Opt], out: &mut Described, own: &mut Vec<String>) {
    for option in options {
        let key = format!("{path} {}:", option.name);
        if option.console_only {
            own.push(key);
            continue;
        }
        let (kind, min, max, len) = match option.kind {
            Kind::Text { max_length } => {
                ("text".to_string(), None, None, max_length.map(i64::from))
            }
            Kind::Number { min, max } => ("number".to_string(), min, max, None),
            Kind::Flag => ("true/false".to_string(), None, None, None),
            Kind::Choice(choices) => (format!("choice of {}", choices.join("|")), None, None, None),
            Kind::User => ("user".to_string(), None, None, None),
            Kind::Role => ("role".to_string(), None, None, None),
            Kind::Channel => ("channel".to_string(), None, None, None),
        };
        out.insert(key, line(&kind, min, max, len, option.required));
    }
}

/// Every command, subcommand or option in one and not the other, or described
/// differently, one line each.
fn differences(discord: &Described, console: &Described) -> Vec<String> {
    let mut out = Vec::new();
    for (path, there) in discord {
        match console.get(path) {
            None => out.push(format!(
                "{path} is on Discord ({there}), not in the console's table"
            )),
            Some(here) if here != there => out.push(format!(
                "{path}: Discord has {there}; the console's table {here}"
            )),
            Some(_) => {}
        }
    }
    for (path, here) in console {
        if !discord.contains_key(path) {
            out.push(format!(
                "{path} is in the console's table ({here}), not on Discord"
            ));
        }
    }
    out
}

#[test]
fn the_console_table_is_discords_commands() {
    let discord = discord();
    let (console, _) = console();
    assert!(
        discord.len() > 150,
        "read the registration: {}",
        discord.len()
    );
    let found = differences(&discord, &console);
    assert!(
        found.is_empty(),
        "the console and Discord differ:\n{}",
        found.join("\n")
    );
}

#[test]
fn only_the_named_console_commands_and_options_are_the_consoles_own() {
    let (_, own) = console();
    assert_eq!(
        own,
        ["/moves", "/resign confirm:", "/wait", "/help", "/quit"]
    );
}

#[test]
fn a_drift_is_named() {
    let discord = discord();
    let (mut console, _) = console();
    console.remove("/ladder join name:");
    console.insert("/games bogus:".into(), "text".into());
    console.insert(
        "/board view:".into(),
        "choice of white|black|sideways".into(),
    );
    let found = differences(&discord, &console);
    assert_eq!(
        found,
        [
            "/board view:: Discord has choice of white|black; the console's table choice of white|black|sideways",
            "/ladder join name: is on Discord (text at most 40 characters required), not in the console's table",
            "/games bogus: is in the console's table (text), not on Discord",
        ],
        "{found:#?}"
    );
}
