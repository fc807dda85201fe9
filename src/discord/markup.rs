//! Service [`Text`] as Discord markdown: users as `<@id>` mentions, times as `<t:unix:f> (<t:unix:R>)`
//! (each reader sees their own time zone), code in backticks, user-typed text escaped so it
//! neither formats nor pings, and the whole cut to Discord's 2 000 characters.

use crate::service::{Span, Text};

/// Discord's limit on a message's content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;

/// `text` as message content (words still to resolve in English: replies are resolved in
/// their reader's language before, by [`Reply::in_language`](crate::service::Reply::in_language)).
pub fn markup(text: &Text) -> String {
    let mut out = String::new();
    let resolved;
    let text = if text.is_resolved() {
        text
    } else {
        resolved = text.resolve(crate::i18n::Locale::ENGLISH);
        &resolved
    };
    for span in text.spans() {
        match span {
            Span::Plain(t) => out.push_str(&neutralise(t)),
            Span::Strong(t) => {
                out.push_str("**");
                out.push_str(&neutralise(t));
                out.push_str("**");
            }
            Span::Code(t) => code(&mut out, t),
            Span::User(id) => out.push_str(&format!("<@{id}>")),
            Span::Channel(id) => out.push_str(&format!("<#{id}>")),
            Span::Role(id) => out.push_str(&format!("<@&{id}>")),
            // The date and the time in each reader's own language and zone, then how far off
            // it is: "until <date> (in 3 days)" reads right where "until in 3 days" would not.
            Span::Time(ms) => {
                let secs = ms.div_euclid(1000);
                out.push_str(&format!("<t:{secs}:f> (<t:{secs}:R>)"))
            }
            Span::Name(t) => out.push_str(&escape(t)),
            Span::Msg(_) => unreachable!("resolved above"),
        }
    }
    clamp(out)
}

/// An inline code span that survives backticks in its text.
fn code(out: &mut String, t: &str) {
    // A table of several lines: a code block keeps its columns (inline code would wrap).
    if t.contains('\n') && !t.contains("```") {
        out.push_str("```\n");
        out.push_str(t.trim_end_matches('\n'));
        out.push_str("\n```");
        return;
    }
    if t.contains('`') {
        out.push_str("`` ");
        out.push_str(&t.replace("``", "` `"));
        out.push_str(" ``");
    } else {
        out.push('`');
        out.push_str(t);
        out.push('`');
    }
}

/// User text shown as typed: markdown characters escaped, mentions made inert.
fn escape(t: &str) -> String {
    let mut out = String::with_capacity(t.len() + 8);
    for c in t.chars() {
        if matches!(
            c,
            '\\' | '*'
                | '_'
                | '~'
                | '`'
                | '|'
                | '>'
                | '<'
                | '#'
                | '['
                | ']'
                | '('
                | ')'
                | '-'
                | ':'
        ) {
            out.push('\\');
        }
        out.push(c);
        if c == '@' {
            // A zero-width space keeps `@everyone` and `@here` from pinging or highlighting.
            out.push('\u{200b}');
        }
    }
    out
}

/// The service's own words never ping: `@everyone` or `@here` cannot appear in them, but
/// they may quote a user's typing (a bad move, say).
fn neutralise(t: &str) -> String {
    // A link to a message in a DM (`discord.com/channels/@me/…`) pings nobody and must
    // stay a link.
    t.replace('@', "@\u{200b}")
        .replace("/channels/@\u{200b}me/", "/channels/@me/")
}

fn clamp(out: String) -> String {
    match out.char_indices().nth(MAX_CONTENT_CHARS - 1) {
        Some((cut, _)) => format!("{}…", &out[..cut]),
        None => out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text;

    #[test]
    fn values_become_markup() {
        let t = text!(
            "**#3 Breach 10** · {} played `d4 e5`, due {}.",
            Span::User(42),
            Span::Time(1_799_150_400_000)
        );
        assert_eq!(
            markup(&t),
            "**#3 Breach 10** · <@42> played `d4 e5`, due <t:1799150400:f> (<t:1799150400:R>)."
        );
    }

    #[test]
    fn user_text_cannot_ping_or_format() {
        let t = text!("{}", Span::Name("@everyone **<@&1>**".into()));
        let m = markup(&t);
        assert!(!m.contains("@everyone") && !m.contains("**") && !m.contains("<@&"));
        assert_eq!(markup(&text!("{}", Span::Code("a`b".into()))), "`` a`b ``");
        // A table keeps its columns in a code block.
        assert_eq!(
            markup(&text!("{}", Span::Code("# 민수 1\n1 bob  2\n".into()))),
            "```\n# 민수 1\n1 bob  2\n```"
        );
    }

    /// Hostile display names, ladder names and reasons: no ping of any kind survives,
    /// and no formatting leaks past the name into the rest of the message.
    #[test]
    fn hostile_names_stay_names() {
        for name in [
            "@everyone",
            "@here",
            "<@&123>",
            "<@123>",
            "<@!123>",
            "**x**",
            "`code",
            "```",
            "||spoiler",
            "[link](https://x)",
            "> quote",
        ] {
            let m = markup(&text!(
                "ladder {} by {}: **done**",
                Span::Name(name.into()),
                Span::User(7)
            ));
            let shown = m
                .strip_prefix("ladder ")
                .and_then(|m| m.strip_suffix(" by <@7>: **done**"))
                .unwrap_or_else(|| panic!("the message around {name:?} changed: {m}"));
            // What is left once every backslash-escaped character is taken out.
            let mut bare = String::new();
            let mut chars = shown.chars();
            while let Some(c) = chars.next() {
                if c == '\\' {
                    chars.next();
                } else {
                    bare.push(c);
                }
            }
            for active in ['*', '`', '|', '[', ']', '(', ')', '<', '>', '_', '~'] {
                assert!(
                    !bare.contains(active),
                    "{name:?} left {active:?} active: {m:?}"
                );
            }
            assert!(
                !bare.contains("@everyone") && !bare.contains("@here"),
                "{m:?}"
            );
            assert!(
                !m.contains("<@&") && !m.contains("<@1") && !m.contains("<@!"),
                "{m:?}"
            );
        }
    }

    #[test]
    fn long_text_is_cut() {
        let m = markup(&Text::from("x".repeat(5000)));
        assert_eq!(m.chars().count(), MAX_CONTENT_CHARS);
        assert!(m.ends_with('…'));
    }
}
