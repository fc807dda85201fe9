//! A message by id with typed arguments, resolved to words in a language by
//! [`Text::resolve`](super::Text::resolve) through the Fluent bundles of `locales/`.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::locale::{Locale, LANGUAGES};
use super::text::{Span, Text};

/// A message of `locales/<lang>/*.ftl` with its arguments. Build it with
/// [`msg!`](crate::msg).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The message id (`game-started`), or `id.attribute`.
    pub id: &'static str,
    /// The Fluent variables, by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// The value of one variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number: shown as digits, and the key of plural forms (`[one]`, `[few]`, `[many]`).
    Number(i64),
    /// A keyword for a select expression (`{ $color -> [white] … }`), shown as it is.
    Word(&'static str),
    /// A number with a fraction, `units` / 10^`places` (`Decimal(25, 1)` is 2.5): shown
    /// with the language's decimal mark (`2.5`, `2,5`), no trailing zeros.
    Decimal(i64, u8),
    /// Text: users, times, code, names, or another message.
    Text(Text),
}

impl Arg {
    /// A keyword for a select expression.
    pub fn word(w: &'static str) -> Arg {
        Arg::Word(w)
    }

    /// A number with a fraction: `units` / 10^`places`.
    pub fn decimal(units: i64, places: u8) -> Arg {
        Arg::Decimal(units, places)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Number(v as i64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

macro_rules! text_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Text(Text::from(v))
            }
        }
    )*};
}
text_arg!(
    Text,
    &Text,
    Span,
    &str,
    String,
    &String,
    char,
    Message,
    crate::games::Color,
    crate::games::GameKind
);

impl Message {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { id, args }
    }

    /// The value of variable `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// One bundle per language, in the order of `locales/languages.txt`. A file that does not
/// parse is a build defect the tests catch (`every_language_parses`); here its good
/// entries still load.
fn bundles() -> &'static [FluentBundle<FluentResource>] {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|lang| {
                let id: unic_langid::LanguageIdentifier = lang.code.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Discord and terminals lay out the words; isolation marks would show.
                bundle.set_use_isolating(false);
                for (_, source) in lang.files {
                    let resource = match FluentResource::try_new(source.to_string()) {
                        Ok(r) => r,
                        Err((r, _)) => r,
                    };
                    // Overriding keeps the later file's message; duplicates fail the tests.
                    bundle.add_resource_overriding(resource);
                }
                // Fluent writes numbers with a point; a language whose `number-decimal-mark`
                // is a comma (Russian, Romanian) gets its numbers with a comma.
                let own = |bundle: &FluentBundle<FluentResource>, id: &str| {
                    bundle.get_message(id).and_then(|m| m.value()).map(|p| {
                        bundle
                            .format_pattern(p, None, &mut vec![])
                            .trim_matches(|c| c == '"' || c == ' ')
                            .to_string()
                    })
                };
                if own(&bundle, "number-decimal-mark").as_deref() == Some(",") {
                    bundle.set_formatter(Some(decimal_comma));
                }
                let group = own(&bundle, "number-group-mark")
                    .map(|g| {
                        if g.is_empty() {
                            "\u{a0}".to_string()
                        } else {
                            g
                        }
                    })
                    .unwrap_or_else(|| ",".into());
                functions(&mut bundle, group);
                bundle
            })
            .collect()
    })
}

/// The functions translations may call: `JOSA($x, "이/가")` (the value and the Korean
/// particle that fits it), `FORM($side, "lower")` (a message argument in another of its
/// forms: the attribute `.lower` of `color-white`), `BIG($nodes)` (a count with the
/// language's digit grouping from 10 000 on).
fn functions(bundle: &mut FluentBundle<FluentResource>, group: String) {
    let pair = |args: &[FluentValue]| match args.get(1) {
        Some(FluentValue::String(p)) => p.to_string(),
        _ => String::new(),
    };
    // A bundle is new and these names are ours: adding cannot collide.
    let _ = bundle.add_function("JOSA", move |args, _| match args.first() {
        Some(FluentValue::Number(n)) => {
            FluentValue::from(super::josa::attach(&n.as_string(), &pair(args)))
        }
        Some(FluentValue::String(s)) => {
            FluentValue::from(format!("{s}{PARTICLE_OPEN}{}{PARTICLE_CLOSE}", pair(args)))
        }
        _ => FluentValue::Error,
    });
    let _ = bundle.add_function("FORM", move |args, _| match args.first() {
        Some(FluentValue::String(s)) => match s.strip_suffix(CLOSE) {
            Some(hole) if hole.starts_with(OPEN) => {
                FluentValue::from(format!("{hole}{FORM_MARK}{}{CLOSE}", pair(args)))
            }
            _ => FluentValue::from(s.to_string()),
        },
        Some(other) => other.clone(),
        None => FluentValue::Error,
    });
    let _ = bundle.add_function("BIG", move |args, _| match args.first() {
        Some(FluentValue::Number(n)) if n.value.fract() == 0.0 => {
            FluentValue::from(grouped(n.value as i64, &group))
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    });
}

/// `n` with `mark` between groups of three digits, from 10 000 on (`100.000`); shorter
/// numbers as they are (`2027`, `9999`).
fn grouped(n: i64, mark: &str) -> String {
    let digits = n.unsigned_abs().to_string();
    if digits.len() < 5 {
        return n.to_string();
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(mark);
        }
        out.push(c);
    }
    if n < 0 {
        out.insert(0, '-');
    }
    out
}

/// A number with a decimal comma (`2,5`); other values as Fluent writes them.
fn decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

/// The raw Fluent pattern text of `id` formatted in `locale` with these Fluent arguments,
/// falling back to English, then to the id itself.
fn format(locale: Locale, id: &str, args: &FluentArgs) -> String {
    let (name, attribute) = match id.split_once('.') {
        Some((n, a)) => (n, Some(a)),
        None => (id, None),
    };
    for bundle in [
        &bundles()[locale.index()],
        &bundles()[Locale::ENGLISH.index()],
    ] {
        let Some(message) = bundle.get_message(name) else {
            continue;
        };
        let pattern = match attribute {
            Some(a) => message.get_attribute(a).map(|a| a.value()),
            None => message.value(),
        };
        if let Some(pattern) = pattern {
            let mut errors = vec![];
            return bundle
                .format_pattern(pattern, Some(args), &mut errors)
                .into_owned();
        }
    }
    tracing::warn!(id, "no such message in any language");
    id.to_string()
}

/// `id` formatted in `locale`'s own bundle (no fallback) with these numbers as its
/// variables, and the errors Fluent reported (a missing variable or message): for the
/// tests that render every message in every language.
pub fn format_checked(locale: Locale, id: &str, numbers: &[(&str, i64)]) -> (String, Vec<String>) {
    let (name, attribute) = match id.split_once('.') {
        Some((n, a)) => (n, Some(a)),
        None => (id, None),
    };
    let bundle = &bundles()[locale.index()];
    let pattern = bundle.get_message(name).and_then(|m| match attribute {
        Some(a) => m.get_attribute(a).map(|a| a.value()),
        None => m.value(),
    });
    let Some(pattern) = pattern else {
        return (String::new(), vec![format!("no message `{id}`")]);
    };
    let mut args = FluentArgs::new();
    for (name, n) in numbers {
        args.set(*name, FluentValue::from(*n));
    }
    let mut errors = vec![];
    let out = bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned();
    (out, errors.iter().map(|e| format!("{e:?}")).collect())
}

/// Whether `locale`'s own files hold `id` (no fallback).
pub fn has_message(locale: Locale, id: &str) -> bool {
    let (name, attribute) = match id.split_once('.') {
        Some((n, a)) => (n, Some(a)),
        None => (id, None),
    };
    bundles()[locale.index()]
        .get_message(name)
        .is_some_and(|m| match attribute {
            Some(a) => m.get_attribute(a).is_some(),
            None => m.value().is_some(),
        })
}

/// Marks a hole for a text argument in formatted words: private-use characters no
/// translation contains. A hole is `OPEN index CLOSE`, or `OPEN index FORM_MARK form CLOSE`
/// for `FORM($x, "form")`.
const OPEN: char = '\u{F0000}';
const CLOSE: char = '\u{F0001}';
const FORM_MARK: char = '\u{F0002}';
/// Marks a Korean particle to choose once the word before it is known: `JOSA($x, "이/가")`
/// on a text argument, whose words exist only after the holes are filled.
const PARTICLE_OPEN: char = '\u{F0003}';
const PARTICLE_CLOSE: char = '\u{F0004}';

impl Message {
    /// This message in `locale`, as spans: `` `code` `` and `**strong**` in the
    /// translation become spans, text arguments keep theirs.
    pub fn resolve(&self, locale: Locale) -> Text {
        resolve_id(self.id, &self.args, locale)
    }
}

/// Message `id` (or `id.attribute`) with `args` in `locale`.
fn resolve_id(id: &str, args: &[(&'static str, Arg)], locale: Locale) -> Text {
    let mut fluent = FluentArgs::new();
    let mut holes: Vec<&Text> = vec![];
    for (name, arg) in args {
        match arg {
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
            Arg::Word(w) => fluent.set(*name, FluentValue::from(*w)),
            Arg::Decimal(units, places) => {
                let value = *units as f64 / 10f64.powi(i32::from(*places));
                fluent.set(*name, FluentValue::from(value))
            }
            Arg::Text(t) => {
                fluent.set(*name, format!("{OPEN}{}{CLOSE}", holes.len()));
                holes.push(t);
            }
        }
    }
    let words = format(locale, id, &fluent);
    let built = Text::build(&words, |rest| {
        let inner = rest.strip_prefix(OPEN)?;
        let end = inner.find(CLOSE)?;
        let (index, form) = match inner[..end].split_once(FORM_MARK) {
            Some((i, f)) => (i, Some(f)),
            None => (&inner[..end], None),
        };
        let arg = holes.get(index.parse::<usize>().ok()?)?;
        let shown = match form {
            Some(form) => in_form(arg, form, locale),
            None => arg.resolve(locale),
        };
        Some((shown, OPEN.len_utf8() + end + CLOSE.len_utf8()))
    });
    // Commands are named as the reader sees them before a particle looks at them.
    let mut named = Text::new();
    for span in built.spans() {
        named.push(match span {
            Span::Code(c) => Span::Code(super::commands::localize_code(c, locale)),
            other => other.clone(),
        });
    }
    settle_particles(named)
}

/// `text` in another of its forms: when it is one message whose id has the attribute
/// `form` in `locale`'s own files (`color-white.lower`), that attribute; else as it is.
fn in_form(text: &Text, form: &str, locale: Locale) -> Text {
    if let [Span::Msg(m)] = text.spans() {
        if !m.id.contains('.') {
            let id = format!("{}.{form}", m.id);
            if has_message(locale, &id) {
                return resolve_id(&id, &m.args, locale);
            }
        }
    }
    text.resolve(locale)
}

/// Replaces each particle mark (`JOSA` on a text argument) with the particle that fits the
/// words just before it. After a span whose words the bot does not know (a mention, a
/// time) both forms stay, bracketed, for the translation lint to find.
fn settle_particles(text: Text) -> Text {
    let has_mark = |s: &str| s.contains(PARTICLE_OPEN);
    if !text.spans().iter().any(|s| match s {
        Span::Plain(t) | Span::Strong(t) | Span::Code(t) => has_mark(t),
        _ => false,
    }) {
        return text;
    }
    let mut out = Text::new();
    let mut before: Option<String> = None;
    for span in text.spans() {
        let settle = |t: &str, before: &Option<String>| {
            let mut done = String::new();
            let mut rest = t;
            while let Some(start) = rest.find(PARTICLE_OPEN) {
                done.push_str(&rest[..start]);
                let after = &rest[start + PARTICLE_OPEN.len_utf8()..];
                let end = after.find(PARTICLE_CLOSE).unwrap_or(after.len());
                let pair = &after[..end];
                let word = if done.trim().is_empty() {
                    before.clone().unwrap_or_default()
                } else {
                    done.clone()
                };
                let with = super::josa::attach(&word, pair);
                done.push_str(&with[word.len()..]);
                rest = after.get(end + PARTICLE_CLOSE.len_utf8()..).unwrap_or("");
            }
            done.push_str(rest);
            done
        };
        let next = match span {
            Span::Plain(t) => Span::Plain(settle(t, &before)),
            Span::Strong(t) => Span::Strong(settle(t, &before)),
            Span::Code(t) => Span::Code(settle(t, &before)),
            other => other.clone(),
        };
        before = match &next {
            Span::Plain(t) | Span::Strong(t) | Span::Code(t) | Span::Name(t) => Some(t.clone()),
            _ => None,
        };
        out.push(next);
    }
    out
}

impl From<Message> for Span {
    fn from(m: Message) -> Span {
        Span::Msg(Box::new(m))
    }
}

impl From<Message> for Text {
    fn from(m: Message) -> Text {
        Text::new().with(Span::from(m))
    }
}

/// A message by id with named arguments, as [`Text`]:
/// `msg!("count-games", count = 3)`. Numbers become Fluent
/// numbers (plural forms), [`Arg::word`] a select keyword, anything else text.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Text::from($crate::i18n::Message::new(
            $id,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        ))
    };
}
