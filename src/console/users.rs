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

/// The names seen so far, to print `<@id>` mentions as `@name` (and channels as
/// `#name`, roles as `@name`).
#[derive(Debug, Default)]
pub struct Directory {
    names: HashMap<u64, String>,
    channels: HashMap<u64, String>,
    roles: HashMap<u64, String>,
}

impl Directory {
    pub fn new() -> Directory {
        let mut names = HashMap::new();
        names.insert(BOT_ID, BOT_NAME.to_string());
        Directory {
            names,
            ..Directory::default()
        }
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

    /// Remembers `name` for `id` (a player the store knows from an earlier session),
    /// unless a name was seen for it already.
    pub fn learn(&mut self, id: u64, name: &str) {
        self.names.entry(id).or_insert_with(|| name.to_string());
    }

    /// The name behind an id, if seen.
    pub fn name(&self, id: u64) -> Option<&str> {
        self.names.get(&id).map(String::as_str)
    }

    /// The channel called `name` (`#mod-log` or `mod-log`); `#console` is the console's.
    /// Ids come from the name, so the same name is the same channel in every session.
    pub fn channel(&mut self, name: &str) -> u64 {
        let name = name.trim().trim_start_matches('#').trim();
        if name.eq_ignore_ascii_case("console") {
            return CHANNEL;
        }
        let id = id_of(&format!("#{name}"));
        self.channels.entry(id).or_insert_with(|| name.to_string());
        id
    }

    /// The channel name behind an id, if seen.
    pub fn channel_name(&self, id: u64) -> Option<&str> {
        self.channels.get(&id).map(String::as_str)
    }

    /// The role called `name` (`@Ladder Mods`): console users hold no roles, so a role
    /// is only stored and shown.
    pub fn role(&mut self, name: &str) -> u64 {
        let name = name
            .trim()
            .trim_start_matches('@')
            .trim_start_matches('&')
            .trim();
        let id = id_of(&format!("@&{name}"));
        self.roles.entry(id).or_insert_with(|| name.to_string());
        id
    }

    /// The role name behind an id, if seen.
    pub fn role_name(&self, id: u64) -> Option<&str> {
        self.roles.get(&id).map(String::as_str)
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
        let log = d.channel("#mod-log");
        assert_eq!(d.channel("mod-log"), log);
        assert_eq!(d.channel_name(log), Some("mod-log"));
        assert_ne!(log, id_of("mod-log"));
        assert_eq!(d.channel("#console"), CHANNEL);
        let mods = d.role("@Ladder Mods");
        assert_eq!(d.role_name(mods), Some("Ladder Mods"));
        assert_ne!(mods, log);
    }
}
