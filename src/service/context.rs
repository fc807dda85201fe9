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

/// How Breaker may reach the place a command came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reach {
    /// Breaker may post there on its own: a server that installed it, its own DM, the
    /// console. Notices and the AI's moves are posted in the game's channel.
    #[default]
    Post,
    /// Breaker may only answer the interactions it is given there (a user install in a
    /// DM or group DM between people, or in a server that has not installed it): the AI's
    /// move follows up the move before it, notices go to the players by DM, and every
    /// board carries buttons (Move, Resign) for a player who cannot use its commands.
    AnswerOnly,
}

/// Where a command was typed and by whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ctx {
    /// The space the game lives in: a server, or `None` for the direct games (Breaker's
    /// DM, DMs and group DMs between people, servers that have not installed Breaker),
    /// which have their own settings defaults, vacations and ratings.
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
    /// Whether Breaker may post in `channel` on its own.
    pub reach: Reach,
    /// Whether Breaker may open a public thread for a game in `channel` (on Discord, from
    /// the interaction's permissions for Breaker there; always in the console).
    pub threads: bool,
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
            reach: Reach::Post,
            threads: true,
        }
    }

    /// The same caller, where Breaker reaches the channel as `reach` says.
    pub fn reaching(mut self, reach: Reach) -> Ctx {
        self.reach = reach;
        self
    }

    /// The same caller, where Breaker may (or may not) open threads for games.
    pub fn threading(mut self, threads: bool) -> Ctx {
        self.threads = threads;
        self
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
