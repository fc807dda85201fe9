//! Reading a console line: `USER: /command option:value ...`, as Discord shows a slash
//! command. An option runs until the next `name:` of that command, so the last option
//! takes the rest of the line (`alice: /move move:d4 e5`).

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
pub fn parse(text: &str) -> Option<Result<Line, String>> {
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
    Some(Ok(Line {
        user,
        command: command.to_ascii_lowercase(),
        rest: rest.to_string(),
    }))
}

fn not_a_command(text: &str) -> String {
    let shown: String = text.chars().take(40).collect();
    format!("`{shown}` is not a command: write `USER: /command option:value` (or just `/command …` as the last user); `/help` lists the commands")
}

/// Splits `rest` into `(name, value)` pairs, recognising only `names` as option names;
/// any other word continues the current value. Text before the first option is an error.
pub fn options(rest: &str, names: &[&str]) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for word in rest.split_whitespace() {
        let named = word
            .split_once(':')
            .filter(|(n, _)| names.contains(&n.to_ascii_lowercase().as_str()));
        match (named, out.last_mut()) {
            (Some((n, v)), _) => out.push((n.to_ascii_lowercase(), v.to_string())),
            (None, Some((_, value))) => {
                if !value.is_empty() {
                    value.push(' ');
                }
                value.push_str(word);
            }
            (None, None) => {
                let shown: String = word.chars().take(30).collect();
                return Err(if names.is_empty() {
                    format!("this command takes no options, but got `{shown}`")
                } else {
                    format!(
                        "`{shown}` is not an option here: use {}",
                        names
                            .iter()
                            .map(|n| format!("`{n}:`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                });
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
            options(&l.rest, &["move", "game"]).unwrap(),
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
    fn options_run_to_the_next_name() {
        let o = options("move:f6 xd4 game:3", &["move", "game"]).unwrap();
        assert_eq!(
            o,
            vec![
                ("move".into(), "f6 xd4".into()),
                ("game".into(), "3".into())
            ]
        );
        // A colon inside a value that is not an option name stays in the value.
        let o = options("move:a b:c", &["move"]).unwrap();
        assert_eq!(o, vec![("move".into(), "a b:c".into())]);
        assert!(options("d4", &["move"]).is_err());
        assert!(options("x", &[]).is_err());
    }
}
