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
                let mark = bundle
                    .get_message("number-decimal-mark")
                    .and_then(|m| m.value())
                    .map(|p| {
                        bundle
                            .format_pattern(p, None, &mut vec![])
                            .trim()
                            .to_string()
                    });
                if mark.as_deref() == Some(",") {
                    bundle.set_formatter(Some(decimal_comma));
                }
                bundle
            })
            .collect()
    })
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
/// translation contains.
const OPEN: char = '\u{F0000}';
const CLOSE: char = '\u{F0001}';

impl Message {
    /// This message in `locale`, as spans: `` `code` `` and `**strong**` in the
    /// translation become spans, text arguments keep theirs.
    pub fn resolve(&self, locale: Locale) -> Text {
        let mut args = FluentArgs::new();
        let mut holes: Vec<Text> = vec![];
        for (name, arg) in &self.args {
            match arg {
                Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Word(w) => args.set(*name, FluentValue::from(*w)),
                Arg::Decimal(units, places) => {
                    let value = *units as f64 / 10f64.powi(i32::from(*places));
                    args.set(*name, FluentValue::from(value))
                }
                Arg::Text(t) => {
                    args.set(*name, format!("{OPEN}{}{CLOSE}", holes.len()));
                    holes.push(t.resolve(locale));
                }
            }
        }
        let words = format(locale, self.id, &args);
        Text::build(&words, |rest| {
            let inner = rest.strip_prefix(OPEN)?;
            let end = inner.find(CLOSE)?;
            let index: usize = inner[..end].parse().ok()?;
            let arg = holes.get(index)?.clone();
            Some((arg, OPEN.len_utf8() + end + CLOSE.len_utf8()))
        })
    }
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
