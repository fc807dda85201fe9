//! Breaker's words in its players' languages: every message the bot sends is a
//! [`Message`] (an id of `locales/<lang>/*.ftl`, Project Fluent's format, with typed
//! arguments) carried in a [`Text`], and made words in a [`Locale`] only by the adapters
//! (or, for pictures, just before drawing). English is the source and the fallback.
//!
//! ```
//! use breaker::i18n::{Locale, Text};
//! use breaker::msg;
//!
//! let t: Text = msg!("color-white");
//! assert_eq!(t.to_string(), "White"); // the reference form is English
//! let ru: Locale = "ru".parse().unwrap();
//! assert_eq!(t.resolve(ru).to_string(), "Белые");
//! ```
//!
//! Adding a language: a folder `locales/<code>/` with the same `.ftl` files as
//! `locales/en/`, and one line in `locales/languages.txt`.

pub mod catalog;
pub mod commands;
mod duration;
pub mod josa;
mod locale;
mod message;
pub mod text;
mod width;

pub use duration::duration;
pub use locale::{Locale, UnknownLocale};
pub use message::{format_checked, has_message, Arg, Message};
pub use text::{Span, Text};
pub use width::{pad, pad_left, width};
