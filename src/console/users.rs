//! Console users: names typed in the script, each with a stable made-up id.

use std::collections::HashMap;

use crate::service::User;

/// The console's one server.
pub const GUILD: u64 = 1_000;
/// The console's one channel.
pub const CHANNEL: u64 = 2_000;
/// The bot's own user in the console (challenge it to play the AI).
pub const BOT_ID: u64 = 1;
/// The bot's name in the console.
pub const BOT_NAME: &str = "Breaker";

/// A stable id for `name` (FNV-1a of its lower-case form), never the bot's.
pub fn id_of(name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    // Positive as an i64, and far above the small constants.
    (h >> 2) | (1 << 40)
}

/// The names seen so far, to print `<@id>` mentions as `@name`.
#[derive(Debug, Default)]
pub struct Directory {
    names: HashMap<u64, String>,
}

impl Directory {
    pub fn new() -> Directory {
        let mut names = HashMap::new();
        names.insert(BOT_ID, BOT_NAME.to_string());
        Directory { names }
    }

    /// The user called `name`; `Breaker` (or `@Breaker`) is the bot.
    pub fn user(&mut self, name: &str) -> User {
        let name = name.trim().trim_start_matches('@').trim();
        if name.eq_ignore_ascii_case(BOT_NAME) {
            return User::bot(BOT_ID, BOT_NAME);
        }
        let id = id_of(name);
        self.names.entry(id).or_insert_with(|| name.to_string());
        User::new(id, name)
    }

    /// The name behind an id, if seen.
    pub fn name(&self, id: u64) -> Option<&str> {
        self.names.get(&id).map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_and_distinct() {
        assert_eq!(id_of("alice"), id_of("Alice"));
        assert_ne!(id_of("alice"), id_of("bob"));
        assert!(id_of("") > BOT_ID && (id_of("x") as i64) > 0);
        let mut d = Directory::new();
        assert!(d.user("@breaker").is_bot);
        assert_eq!(d.user("bob").id, id_of("bob"));
        assert_eq!(d.name(id_of("bob")), Some("bob"));
    }
}
