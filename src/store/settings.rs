//! A server's defaults, changed with `/settings`: the clock of new challenges, how long a
//! challenge waits, vacation days per year, whether reminders may come by DM, and whether
//! each game gets a thread.
//!
//! ```
//! use breaker::store::{Db, GuildSettings, TimeControl};
//!
//! let mut db = Db::open_in_memory().unwrap();
//! // A server nobody configured has the defaults.
//! assert_eq!(db.guild_settings(10).unwrap(), GuildSettings::default());
//! let mut s = GuildSettings::default();
//! s.clock = "5d".parse::<TimeControl>().unwrap();
//! s.vacation_days = 21;
//! db.set_guild_settings(10, &s, 1_799_150_400_000).unwrap();
//! assert_eq!(db.guild_settings(10).unwrap().vacation_days, 21);
//! assert_eq!(db.guild_settings(11).unwrap(), GuildSettings::default());
//! ```

use rusqlite::{params, OptionalExtension};

use super::db::sql_id;
use super::{Db, StoreError, TimeControl, DAY_MS};

/// One server's defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuildSettings {
    /// The clock of a challenge that names none (default `3d`).
    pub clock: TimeControl,
    /// How long a challenge waits for an answer (ms; default 7 days).
    pub challenge_expiry_ms: i64,
    /// Vacation days each player has per calendar year (default 14).
    pub vacation_days: u32,
    /// Whether players may ask for reminders by DM (default yes).
    pub reminder_dms: bool,
    /// Whether every game gets its own thread (default no).
    pub thread_per_game: bool,
}

impl Default for GuildSettings {
    fn default() -> GuildSettings {
        GuildSettings {
            clock: TimeControl::simple_days(3),
            challenge_expiry_ms: 7 * DAY_MS,
            vacation_days: 14,
            reminder_dms: true,
            thread_per_game: false,
        }
    }
}

impl Db {
    /// The settings of `guild`: the stored ones, or the defaults.
    pub fn guild_settings(&self, guild: u64) -> Result<GuildSettings, StoreError> {
        Ok(self.stored_guild_settings(guild)?.unwrap_or_default())
    }

    /// The settings stored for `guild`, `None` if nobody changed them yet.
    pub fn stored_guild_settings(&self, guild: u64) -> Result<Option<GuildSettings>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT clock, challenge_expiry_ms, vacation_days, reminder_dms, thread_per_game
                 FROM guild_settings WHERE guild_id = ?1",
                [sql_id(guild)],
                |r| {
                    Ok((
                        r.get::<_, String>("clock")?,
                        r.get::<_, i64>("challenge_expiry_ms")?,
                        r.get::<_, i64>("vacation_days")?,
                        r.get::<_, i64>("reminder_dms")?,
                        r.get::<_, i64>("thread_per_game")?,
                    ))
                },
            )
            .optional()?;
        let Some((clock, expiry, vacation, dms, thread)) = row else {
            return Ok(None);
        };
        Ok(Some(GuildSettings {
            clock: clock
                .parse()
                .map_err(|_| StoreError::Corrupt(format!("server clock `{clock}`")))?,
            challenge_expiry_ms: expiry,
            vacation_days: vacation.clamp(0, 366) as u32,
            reminder_dms: dms != 0,
            thread_per_game: thread != 0,
        }))
    }

    /// Stores `settings` for `guild` at `now`.
    pub fn set_guild_settings(
        &mut self,
        guild: u64,
        settings: &GuildSettings,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO guild_settings (guild_id, clock, challenge_expiry_ms, vacation_days,
                     reminder_dms, thread_per_game, updated_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT (guild_id) DO UPDATE SET clock = ?2, challenge_expiry_ms = ?3,
                     vacation_days = ?4, reminder_dms = ?5, thread_per_game = ?6,
                     updated_at = ?7",
                params![
                    sql_id(guild),
                    settings.clock.to_string(),
                    settings.challenge_expiry_ms,
                    settings.vacation_days,
                    settings.reminder_dms as i64,
                    settings.thread_per_game as i64,
                    now
                ],
            )?;
            Ok(())
        })
    }
}
