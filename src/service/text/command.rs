//! Commands Breaker suggests in its replies (`/tournament join name:"Spring cup"`),
//! written as the console reads a line, so that each works pasted into `breaker play` as
//! well as read on Discord: every option named, a value with spaces in quotes, except the
//! options whose value runs on to the next option ([`FREE_TEXT`]). Every command or
//! option a reply suggests with a value a user gave (a name, a player) is made here.
//!
//! ```
//! use breaker::service::text::command::{option, value, Suggested};
//! use breaker::service::User;
//!
//! assert_eq!(option("name", "spring"), "name:spring");
//! assert_eq!(option("name", "Весенний кубок"), "name:\"Весенний кубок\"");
//! assert_eq!(option("reason", "no show"), "reason:no show");
//! assert_eq!(value("name", "Spring cup"), "\"Spring cup\"");
//! let c = Suggested::new("/rating")
//!     .user("player", &User::new(7, "Алиса"))
//!     .with("game", "breakthrough");
//! assert_eq!(c.to_string(), "/rating player:@Алиса game:breakthrough");
//! ```

use crate::service::User;

/// Options whose values hold spaces without quotes: a Breach move (`move:d4 e5`), a
/// moderator's reason, a role's name (`role:@Ladder Mods`). Any other value with a space
/// is written in quotes (`name:"spring cup"`).
pub const FREE_TEXT: &[&str] = &["move", "reason", "role"];

/// `name:value` as a console line takes it: the value in quotes when it holds a space
/// and `name` is not one of [`FREE_TEXT`].
pub fn option(name: &str, value: &str) -> String {
    format!("{name}:{}", self::value(name, value))
}

/// The value of option `name` as written after `name:` (see [`option`]): for the
/// messages whose command is written out with the value as an argument
/// (`` `/ladder join name:{ $name }` ``).
pub fn value(name: &str, value: &str) -> String {
    if value.chars().any(char::is_whitespace) && !FREE_TEXT.contains(&name) {
        format!("\"{value}\"")
    } else {
        value.to_string()
    }
}

/// A suggested command: the command, then its options in the order given, each written
/// by [`option`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggested(String);

impl Suggested {
    /// `command` with its slash (`/rating`, `/ladder join`), no options yet.
    pub fn new(command: &str) -> Suggested {
        Suggested(command.to_string())
    }

    /// Adds `name:value`.
    pub fn with(mut self, name: &str, value: impl std::fmt::Display) -> Suggested {
        self.0.push(' ');
        self.0.push_str(&option(name, &value.to_string()));
        self
    }

    /// Adds a user option, `name:@user` (as the console and Discord's menu write a
    /// member).
    pub fn user(self, name: &str, user: &User) -> Suggested {
        self.with(name, format!("@{}", user.name))
    }
}

impl std::fmt::Display for Suggested {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Suggested> for String {
    fn from(c: Suggested) -> String {
        c.0
    }
}
