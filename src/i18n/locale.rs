//! The languages Breaker speaks, as listed in `locales/languages.txt`.

use std::fmt;
use std::str::FromStr;

/// One language: its code, the Discord locales it answers, its own name, its `.ftl` files.
#[derive(Debug)]
pub(crate) struct Language {
    pub code: &'static str,
    pub discord: &'static [&'static str],
    pub name: &'static str,
    pub files: &'static [(&'static str, &'static str)],
}

/// Every language, English (the source and the fallback) first.
pub(crate) static LANGUAGES: &[Language] = include!(concat!(env!("OUT_DIR"), "/languages.rs"));

/// A language Breaker speaks (an index into `locales/languages.txt`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Locale(u8);

impl Locale {
    /// English: the source of every message and the fallback for a missing one.
    pub const ENGLISH: Locale = Locale(0);

    /// Every language, English first.
    pub fn all() -> impl Iterator<Item = Locale> {
        (0..LANGUAGES.len()).map(|i| Locale(i as u8))
    }

    /// The language of a Discord locale (`ko`, `ru`, `en-GB`, …), if Breaker speaks it.
    /// Discord sends these with every interaction (`locale`, `guild_locale`).
    pub fn from_discord(locale: &str) -> Option<Locale> {
        Locale::all().find(|l| l.language().discord.contains(&locale))
    }

    /// A Discord locale, else a code (`ko`, `ru`), else a `LANG`-style value
    /// (`ru_RU.UTF-8`): the language it names, if Breaker speaks it.
    pub fn find(text: &str) -> Option<Locale> {
        let text = text.trim();
        if let Some(l) = Locale::from_discord(text) {
            return Some(l);
        }
        let base = text
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .replace('_', "-");
        let lang = base
            .split('-')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Locale::all().find(|l| {
            let code = l.code();
            code.eq_ignore_ascii_case(&base)
                || code.eq_ignore_ascii_case(&lang)
                || l.language()
                    .discord
                    .iter()
                    .any(|d| d.eq_ignore_ascii_case(&base))
                || l.name().eq_ignore_ascii_case(text)
        })
    }

    /// The code: `en`, `ko`, `ru`, `ro`.
    pub fn code(self) -> &'static str {
        self.language().code
    }

    /// The language's own name: `한국어`, `Русский`.
    pub fn name(self) -> &'static str {
        self.language().name
    }

    /// The Discord locales this language answers (for command localizations).
    pub fn discord_locales(self) -> &'static [&'static str] {
        self.language().discord
    }

    /// This language's `.ftl` files: (file name, text).
    pub fn files(self) -> &'static [(&'static str, &'static str)] {
        self.language().files
    }

    pub(crate) fn language(self) -> &'static Language {
        &LANGUAGES[self.0 as usize]
    }

    pub(crate) fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language Breaker does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no language `{0}`: Breaker speaks {codes}", codes = Locale::all().map(|l| l.code()).collect::<Vec<_>>().join(", "))]
pub struct UnknownLocale(pub String);

impl FromStr for Locale {
    type Err = UnknownLocale;

    fn from_str(s: &str) -> Result<Locale, UnknownLocale> {
        Locale::find(s).ok_or_else(|| UnknownLocale(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_and_lang_forms() {
        let ko: Locale = "ko".parse().unwrap();
        assert_eq!(ko.code(), "ko");
        assert_eq!(Locale::from_discord("en-GB"), Some(Locale::ENGLISH));
        assert_eq!(Locale::from_discord("en-US"), Some(Locale::ENGLISH));
        assert_eq!(Locale::find("ru_RU.UTF-8").map(Locale::code), Some("ru"));
        assert_eq!(Locale::find("RO").map(Locale::code), Some("ro"));
        assert_eq!(Locale::find("Română").map(Locale::code), Some("ro"));
        assert_eq!(Locale::from_discord("fr"), None);
        assert!("fr"
            .parse::<Locale>()
            .unwrap_err()
            .to_string()
            .contains("ko"));
    }
}
