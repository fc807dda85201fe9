//! Who is asking, and where: the data every service call starts from.

use crate::i18n::Locale;
use crate::store::Player;

/// `user` as the store records a human player.
pub(crate) fn person(user: &User) -> Player {
    Player {
        id: user.id,
        name: user.name.clone(),
        is_ai: false,
        ai_level: None,
    }
}

/// A Discord user (or a console user with a made-up id).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct User {
    /// The user's snowflake id.
    pub id: u64,
    /// The name to show (display name or user name).
    pub name: String,
    /// True for bot accounts: they cannot play, except Breaker itself (the AI).
    pub is_bot: bool,
}

impl User {
    /// A human user.
    pub fn new(id: u64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            is_bot: false,
        }
    }

    /// A bot account.
    pub fn bot(id: u64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            is_bot: true,
        }
    }
}

/// Where a command was typed and by whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ctx {
    /// The server, `None` in direct messages.
    pub guild: Option<u64>,
    /// The channel (a DM channel in direct messages).
    pub channel: u64,
    /// Who typed the command or pressed the button.
    pub user: User,
    /// Whether the caller may manage this server (Discord's Manage Server permission):
    /// `/settings` needs it. The Discord adapter reads it from the interaction; the
    /// console grants it to everyone unless started with `--no-admin`.
    pub can_manage: bool,
    /// The caller's language (Discord's `locale`; the console's `--locale`): replies only
    /// they see are in it.
    pub locale: Locale,
    /// The server's locale as Discord sent it (`guild_locale`), if it did: public posts
    /// are in it unless the server chose a language with `/settings`.
    pub guild_locale: Option<Locale>,
}

impl Ctx {
    pub fn new(guild: Option<u64>, channel: u64, user: User) -> Ctx {
        Ctx {
            guild,
            channel,
            user,
            can_manage: false,
            locale: Locale::ENGLISH,
            guild_locale: None,
        }
    }

    /// The same caller, speaking `locale`, in a server whose Discord locale is `guild`.
    pub fn speaking(mut self, locale: Locale, guild: Option<Locale>) -> Ctx {
        self.locale = locale;
        self.guild_locale = guild;
        self
    }

    /// The same caller, who may (or may not) manage the server.
    pub fn managing(mut self, can_manage: bool) -> Ctx {
        self.can_manage = can_manage;
        self
    }
}
