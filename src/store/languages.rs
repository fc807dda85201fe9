//! Which language a server's public posts and a player's direct messages are in.
//!
//! ```
//! use breaker::i18n::Locale;
//! use breaker::store::{Db, GuildLanguage, Player};
//!
//! let mut db = Db::open_in_memory().unwrap();
//! let ko: Locale = "ko".parse().unwrap();
//! assert_eq!(db.guild_language(10).unwrap(), GuildLanguage::default());
//! db.note_guild_locale(10, ko, 1).unwrap();
//! assert_eq!(db.guild_language(10).unwrap().in_force(), ko);
//! db.set_guild_language(10, Some(Locale::ENGLISH), 2).unwrap();
//! assert_eq!(db.guild_language(10).unwrap().in_force(), Locale::ENGLISH);
//! let p = Player { id: 7, name: "민수".into(), is_ai: false, ai_level: None };
//! db.note_player_locale(&p, ko, 3).unwrap();
//! assert_eq!(db.player_locale(7).unwrap(), Some(ko));
//! ```

use rusqlite::{params, OptionalExtension};

use super::db::sql_id;
use super::{Db, Player, StoreError};
use crate::i18n::Locale;

/// A server's languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GuildLanguage {
    /// Chosen with `/settings change language:`.
    pub chosen: Option<Locale>,
    /// The server's locale as Discord last sent it (`guild_locale`).
    pub discord: Option<Locale>,
}

impl GuildLanguage {
    /// The language of public posts: the chosen one, else Discord's, else English.
    pub fn in_force(self) -> Locale {
        self.chosen.or(self.discord).unwrap_or(Locale::ENGLISH)
    }
}

/// A stored code as a language; a language no longer listed reads as none.
fn locale(code: Option<String>) -> Option<Locale> {
    code.and_then(|c| Locale::find(&c))
}

impl Db {
    /// `guild`'s languages.
    pub fn guild_language(&self, guild: u64) -> Result<GuildLanguage, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT language, discord_locale FROM guild_languages WHERE guild_id = ?1",
                [sql_id(guild)],
                |r| {
                    Ok((
                        r.get::<_, Option<String>>("language")?,
                        r.get::<_, Option<String>>("discord_locale")?,
                    ))
                },
            )
            .optional()?;
        Ok(row
            .map(|(chosen, discord)| GuildLanguage {
                chosen: locale(chosen),
                discord: locale(discord),
            })
            .unwrap_or_default())
    }

    /// Chooses `guild`'s language (`None`: follow Discord's server locale again).
    pub fn set_guild_language(
        &mut self,
        guild: u64,
        language: Option<Locale>,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO guild_languages (guild_id, language, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (guild_id) DO UPDATE SET language = ?2, updated_at = ?3",
                params![sql_id(guild), language.map(Locale::code), now],
            )?;
            Ok(())
        })
    }

    /// Records the server locale Discord sent for `guild`.
    pub fn note_guild_locale(
        &mut self,
        guild: u64,
        discord: Locale,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO guild_languages (guild_id, discord_locale, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (guild_id) DO UPDATE SET discord_locale = ?2, updated_at = ?3
                 WHERE discord_locale IS NOT ?2",
                params![sql_id(guild), discord.code(), now],
            )?;
            Ok(())
        })
    }

    /// The locale Discord last sent for `player`, if any.
    pub fn player_locale(&self, player: u64) -> Result<Option<Locale>, StoreError> {
        Ok(locale(
            self.conn
                .query_row(
                    "SELECT locale FROM player_settings WHERE player_id = ?1",
                    [sql_id(player)],
                    |r| r.get::<_, Option<String>>("locale"),
                )
                .optional()?
                .flatten(),
        ))
    }

    /// Records the locale Discord sent for `player`.
    pub fn note_player_locale(
        &mut self,
        player: &Player,
        locale: Locale,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            super::players::upsert(tx, player, now)?;
            tx.execute(
                "INSERT INTO player_settings (player_id, locale, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (player_id) DO UPDATE SET locale = ?2, updated_at = ?3
                 WHERE locale IS NOT ?2",
                params![sql_id(player.id), locale.code(), now],
            )?;
            Ok(())
        })
    }
}
