//! Message text as values: the service says *who*, *when* and *which code*, and each
//! front end decides how to show it (Discord: `<@id>` mentions, `<t:unix:R>` times,
//! escaped user text; the console: `@name`, UTC times). The spans are not markup; only
//! the reference form ([`Text`]'s `Display`, for logs and tests) borrows Discord's `<@id>`
//! shape, and no front end shows it to users.
//!
//! Translated words are [`Span::Msg`]: a message id with typed arguments, made words in a
//! language by [`Text::resolve`] (the adapters do it, in the reader's language).
//!
//! ```
//! use breaker::service::{Span, Text};
//! use breaker::text;
//!
//! let t: Text = text!("It is {}'s turn: try `/move`, due {}.", Span::User(7), Span::Time(86_400_000));
//! assert_eq!(
//!     t.spans(),
//!     &[
//!         Span::Plain("It is ".into()),
//!         Span::User(7),
//!         Span::Plain("'s turn: try ".into()),
//!         Span::Code("/move".into()),
//!         Span::Plain(", due ".into()),
//!         Span::Time(86_400_000),
//!         Span::Plain(".".into()),
//!     ]
//! );
//! // The reference form, for logs and tests.
//! assert_eq!(t.to_string(), "It is <@7>'s turn: try `/move`, due 1970-01-02 00:00 UTC.");
//! ```

use std::fmt;

/// One piece of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Span {
    /// The service's own words.
    Plain(String),
    /// Words to stress (a result).
    Strong(String),
    /// A command, a move or a position text, shown as code.
    Code(String),
    /// A user, by id: a mention on Discord (it pings only if the reply lists the user),
    /// a name in the console.
    User(u64),
    /// Text a user typed (a name, a ladder title, a reason): front ends escape it so it
    /// never formats or pings.
    Name(String),
    /// An instant, in Unix milliseconds (Discord shows it in each reader's time zone).
    Time(i64),
    /// A channel, by id.
    Channel(u64),
    /// A server role, by id: shown as the role, never pinging (replies allow user
    /// mentions only).
    Role(u64),
    /// A message of `locales/` with its arguments, words only once resolved in a language
    /// ([`Text::resolve`]).
    Msg(Box<super::Message>),
}

/// A message: spans in order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text {
    spans: Vec<Span>,
}

impl Text {
    /// Empty text.
    pub fn new() -> Text {
        Text::default()
    }

    /// The spans in order.
    pub fn spans(&self) -> &[Span] {
        &self.spans
    }

    /// Every message in the text, in order, each followed by the messages among its
    /// arguments: what a test asks to learn what was said, whatever the language.
    pub fn messages(&self) -> Vec<&super::Message> {
        let mut out = Vec::new();
        for span in &self.spans {
            if let Span::Msg(m) = span {
                out.push(&**m);
                for (_, arg) in &m.args {
                    if let super::Arg::Text(t) = arg {
                        out.extend(t.messages());
                    }
                }
            }
        }
        out
    }

    /// The first message `id` in the text (nested ones too), if it says it.
    pub fn message(&self, id: &str) -> Option<&super::Message> {
        self.messages().into_iter().find(|m| m.id == id)
    }

    /// Whether there is nothing to show.
    pub fn is_empty(&self) -> bool {
        self.spans.iter().all(|s| match s {
            Span::Plain(t) | Span::Strong(t) | Span::Code(t) | Span::Name(t) => t.is_empty(),
            _ => false,
        })
    }

    /// Appends a span (adjacent plain words merge).
    pub fn push(&mut self, span: impl Into<Span>) {
        match (self.spans.last_mut(), span.into()) {
            (Some(Span::Plain(last)), Span::Plain(more)) => last.push_str(&more),
            (_, Span::Plain(more)) if more.is_empty() => {}
            (_, span) => self.spans.push(span),
        }
    }

    /// `self` followed by `span`.
    pub fn with(mut self, span: impl Into<Span>) -> Text {
        self.push(span);
        self
    }

    /// Appends all of `other`.
    pub fn append(&mut self, other: Text) {
        for s in other.spans {
            self.push(s);
        }
    }

    /// Whether the reference form ([`Display`](fmt::Display)) contains `pattern`.
    pub fn contains(&self, pattern: &str) -> bool {
        self.to_string().contains(pattern)
    }

    /// Builds text from a template of the service's own: `{}` takes the next argument,
    /// `` `code` `` and `**strong**` mark spans. Arguments inside a code or strong span are
    /// shown as their text. Use [`text!`](crate::text) rather than calling this.
    pub fn template(template: &str, args: Vec<Text>) -> Text {
        let mut args = args.into_iter();
        let out = Text::build(template, |rest| {
            rest.strip_prefix("{}")?;
            let arg = args.next().expect("text! has an argument for every {}");
            Some((arg, 2))
        });
        debug_assert!(args.next().is_none(), "text! has more arguments than {{}}");
        out
    }

    /// Parses words of the service's own (a template, or a translation once formatted):
    /// `` `code` `` and `**strong**` mark spans, and `hole` recognises an argument at the
    /// start of what is left (its text and the bytes it takes). Arguments inside a code or
    /// strong span are shown as their text.
    pub(crate) fn build(source: &str, mut hole: impl FnMut(&str) -> Option<(Text, usize)>) -> Text {
        #[derive(PartialEq, Clone, Copy)]
        enum Mode {
            Plain,
            Code,
            Strong,
        }
        let mut out = Text::new();
        let mut mode = Mode::Plain;
        let mut buf = String::new();
        let close = |out: &mut Text, mode: Mode, buf: &mut String| {
            let t = std::mem::take(buf);
            out.push(match mode {
                Mode::Plain => Span::Plain(t),
                Mode::Code => Span::Code(t),
                Mode::Strong => Span::Strong(t),
            });
        };
        let mut rest = source;
        while !rest.is_empty() {
            if let Some((arg, len)) = hole(rest) {
                if mode == Mode::Plain {
                    close(&mut out, mode, &mut buf);
                    out.append(arg);
                } else {
                    // Inside code or strong words, an argument is its words: code in code
                    // keeps no backticks of its own.
                    for span in arg.spans() {
                        match span {
                            Span::Plain(t) | Span::Strong(t) | Span::Code(t) | Span::Name(t) => {
                                buf.push_str(t)
                            }
                            other => buf.push_str(&Text::new().with(other.clone()).to_string()),
                        }
                    }
                }
                rest = &rest[len..];
            } else if let Some(r) = rest.strip_prefix('`').filter(|_| mode != Mode::Strong) {
                close(&mut out, mode, &mut buf);
                mode = if mode == Mode::Code {
                    Mode::Plain
                } else {
                    Mode::Code
                };
                rest = r;
            } else if let Some(r) = rest.strip_prefix("**").filter(|_| mode != Mode::Code) {
                close(&mut out, mode, &mut buf);
                mode = if mode == Mode::Strong {
                    Mode::Plain
                } else {
                    Mode::Strong
                };
                rest = r;
            } else {
                let c = rest.chars().next().expect("rest is not empty");
                buf.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
        close(&mut out, mode, &mut buf);
        out
    }

    /// The words in `locale`: every message resolved (recursively), commands in code spans
    /// named as `locale`'s readers see them ([`localize_code`](super::commands::localize_code)),
    /// the other spans kept.
    pub fn resolve(&self, locale: super::Locale) -> Text {
        let mut out = Text::new();
        for span in &self.spans {
            match span {
                Span::Msg(m) => out.append(m.resolve(locale)),
                Span::Code(c) => out.push(Span::Code(super::commands::localize_code(c, locale))),
                other => out.push(other.clone()),
            }
        }
        out
    }

    /// Whether the text holds a message still to resolve.
    pub fn is_resolved(&self) -> bool {
        !self.spans.iter().any(|s| matches!(s, Span::Msg(_)))
    }
}

/// Builds a [`Text`] from a template: `text!("game #{} is {}'s", id, Span::User(7))`.
/// Plain values (`&str`, `String`, numbers) become plain words; pass a [`Span`] for a user,
/// a time, code or user-typed text, or a whole [`Text`].
#[macro_export]
macro_rules! text {
    ($template:expr $(, $arg:expr)* $(,)?) => {
        $crate::i18n::Text::template($template, vec![$($crate::i18n::Text::from($arg)),*])
    };
}

impl From<&str> for Span {
    fn from(s: &str) -> Span {
        Span::Plain(s.to_string())
    }
}

impl From<String> for Span {
    fn from(s: String) -> Span {
        Span::Plain(s)
    }
}

impl From<&String> for Span {
    fn from(s: &String) -> Span {
        Span::Plain(s.clone())
    }
}

macro_rules! plain_from_display {
    ($($t:ty),*) => {$(
        impl From<$t> for Span {
            fn from(v: $t) -> Span {
                Span::Plain(v.to_string())
            }
        }
    )*};
}
plain_from_display!(u8, u32, u64, usize, i64, char);

/// One span; plain values as plain words, as they are (no template parsing).
macro_rules! text_from_span {
    ($($t:ty),*) => {$(
        impl From<$t> for Text {
            fn from(v: $t) -> Text {
                Text::new().with(v)
            }
        }
    )*};
}
text_from_span!(
    Span,
    &str,
    String,
    &String,
    u8,
    u32,
    u64,
    usize,
    i64,
    char,
    crate::games::Color,
    crate::games::GameKind
);

/// A side's name is a message (`color-white`): it is a word in every language.
impl From<crate::games::Color> for Span {
    fn from(c: crate::games::Color) -> Span {
        let id = match c {
            crate::games::Color::White => "color-white",
            crate::games::Color::Black => "color-black",
        };
        Span::from(super::Message::new(id, vec![]))
    }
}

/// A game's name is a message (`game-breach`), as each community names it.
impl From<crate::games::GameKind> for Span {
    fn from(k: crate::games::GameKind) -> Span {
        let id = match k {
            crate::games::GameKind::Breakthrough => "game-breakthrough",
            crate::games::GameKind::Breach => "game-breach",
        };
        Span::from(super::Message::new(id, vec![]))
    }
}

impl From<&Text> for Text {
    fn from(t: &Text) -> Text {
        t.clone()
    }
}

/// `2027-01-05 12:00 UTC` for an instant in Unix milliseconds.
pub fn utc(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let of_day = secs.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        of_day / 3600,
        of_day % 3600 / 60
    )
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// The reference form: users as `<@id>`, channels as `<#id>`, code in backticks, strong
/// words as they are, times in UTC. For logs and tests; front ends format spans themselves.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.is_resolved() {
            return self.resolve(super::Locale::ENGLISH).fmt(f);
        }
        for s in &self.spans {
            match s {
                Span::Plain(t) | Span::Strong(t) | Span::Name(t) => f.write_str(t)?,
                Span::Code(t) => write!(f, "`{t}`")?,
                Span::User(id) => write!(f, "<@{id}>")?,
                Span::Channel(id) => write!(f, "<#{id}>")?,
                Span::Role(id) => write!(f, "<@&{id}>")?,
                Span::Time(ms) => f.write_str(&utc(*ms))?,
                Span::Msg(_) => unreachable!("resolved above"),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn template_marks_code_and_strong_and_fills_slots() {
        let t = text!(
            "**{} wins.** Use `/board game:{}` or {}.",
            "White",
            12u64,
            Span::User(5)
        );
        assert_eq!(
            t.spans(),
            &[
                Span::Strong("White wins.".into()),
                Span::Plain(" Use ".into()),
                Span::Code("/board game:12".into()),
                Span::Plain(" or ".into()),
                Span::User(5),
                Span::Plain(".".into()),
            ]
        );
    }

    #[test]
    fn user_text_is_a_value_not_markup() {
        let t = text!("hello {}", Span::Name("**@everyone** `x`".into()));
        assert_eq!(t.spans()[1], Span::Name("**@everyone** `x`".into()));
    }

    #[test]
    fn utc_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        // 2027-01-05T12:00:00Z
        assert_eq!(utc(1_799_150_400_000), "2027-01-05 12:00 UTC");
        assert_eq!(utc(951_782_400_000), "2000-02-29 00:00 UTC");
    }
}
