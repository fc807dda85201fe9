//! `/settings`: a server's defaults (clock, challenge expiry, vacation days per year,
//! reminder DMs allowed, thread per game), shown and changed by members who may manage
//! the server. Replies are ephemeral.

use super::refusal::{finish, said, Fail, Refusal};
use super::{Ctx, Reply, Service, ServiceError, Span, Text};
use crate::store::{duration_text, parse_duration, GuildSettings, TimeControl, DAY_MS, HOUR_MS};
use crate::text;

/// The most vacation days a server may give per year.
pub const MAX_VACATION_DAYS: u32 = 365;
/// The longest a challenge may wait for an answer.
pub const MAX_CHALLENGE_EXPIRY_MS: i64 = 60 * DAY_MS;

/// What `/settings change` asks to change; `None` keeps the current value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// The default clock, as players write it (`3d`, `3d+1d`).
    pub clock: Option<String>,
    /// How long challenges wait, a duration (`7d`, `36h`).
    pub challenge_expiry: Option<String>,
    pub vacation_days: Option<u32>,
    pub reminder_dms: Option<bool>,
    pub thread_per_game: Option<bool>,
}

impl SettingsChange {
    fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }
}

impl Service {
    /// The settings in force in `guild`: the stored ones, else the configured defaults.
    pub async fn guild_settings(&self, guild: Option<u64>) -> Result<GuildSettings, ServiceError> {
        let stored = match guild {
            Some(g) => {
                self.store()
                    .call(move |db| db.stored_guild_settings(g))
                    .await?
            }
            None => None,
        };
        Ok(stored.unwrap_or_else(|| {
            let c = self.config();
            GuildSettings {
                clock: TimeControl::simple_days(c.default_days_per_move),
                challenge_expiry_ms: c.challenge_expiry_ms,
                ..GuildSettings::default()
            }
        }))
    }

    /// `/settings show`: this server's defaults.
    pub async fn settings_show(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        finish(self.settings_show_inner(ctx).await)
    }

    async fn settings_show_inner(&self, ctx: &Ctx) -> Result<Reply, Fail> {
        let guild = check_manager(ctx)?;
        let s = self.guild_settings(ctx.guild).await?;
        let m = self.store().call(move |db| db.moderation(guild)).await?;
        let mut t = text!("**Settings of this server**\n{}", describe(&s));
        // Who moderates ladders and where their actions go (set with Manage Server only).
        t.append(match m.moderator_role {
            Some(r) => text!("\n- moderator-role: {}", Span::Role(r)),
            None => Text::from("\n- moderator-role: none (Manage Server only)"),
        });
        t.append(match m.modlog_channel {
            Some(c) => text!("\n- modlog: {}", Span::Channel(c)),
            None => Text::from("\n- modlog: none"),
        });
        t.append(Text::from(
            "\nChange them with `/settings change`; the last two with `/settings moderator-role` and `/settings modlog` (Manage Server only).",
        ));
        Ok(Reply::ephemeral(t))
    }

    /// `/settings change [clock] [challenge-expiry] [vacation-days] [reminder-dms]
    /// [thread]`: stores the new defaults and confirms them (ephemeral). A bad value
    /// changes nothing.
    pub async fn settings_change(
        &self,
        ctx: &Ctx,
        change: &SettingsChange,
    ) -> Result<Reply, ServiceError> {
        finish(self.settings_change_inner(ctx, change).await)
    }

    async fn settings_change_inner(
        &self,
        ctx: &Ctx,
        change: &SettingsChange,
    ) -> Result<Reply, Fail> {
        let guild = check_manager(ctx)?;
        if change.is_empty() {
            return Err(said(text!(
                "Nothing to change: name at least one setting, e.g. `/settings change clock:5d vacation-days:21`."
            )));
        }
        let mut s = self.guild_settings(Some(guild)).await?;
        if let Some(clock) = &change.clock {
            s.clock = clock.parse::<TimeControl>().map_err(|e| {
                said(text!(
                    "{}. Presets: {}.",
                    e.to_string(),
                    super::deadline::PRESETS.join(", ")
                ))
            })?;
        }
        if let Some(expiry) = &change.challenge_expiry {
            let ms = parse_duration(expiry).map_err(|e| said(Text::from(e.to_string())))?;
            if !(HOUR_MS..=MAX_CHALLENGE_EXPIRY_MS).contains(&ms) {
                return Err(said(text!(
                    "A challenge may wait between 1 hour and 60 days, not {}.",
                    Span::Code(expiry.trim().chars().take(30).collect())
                )));
            }
            s.challenge_expiry_ms = ms;
        }
        if let Some(days) = change.vacation_days {
            if days > MAX_VACATION_DAYS {
                return Err(said(text!(
                    "Vacation days per year must be 0 to {}, not {}.",
                    MAX_VACATION_DAYS,
                    days
                )));
            }
            s.vacation_days = days;
        }
        if let Some(on) = change.reminder_dms {
            s.reminder_dms = on;
        }
        if let Some(on) = change.thread_per_game {
            s.thread_per_game = on;
        }
        let (stored, now) = (s.clone(), self.now());
        self.store()
            .call(move |db| db.set_guild_settings(guild, &stored, now))
            .await?;
        Ok(Reply::ephemeral(text!("Settings saved.\n{}", describe(&s))))
    }
}

/// The server, if the caller may manage it.
fn check_manager(ctx: &Ctx) -> Result<u64, Refusal> {
    let Some(guild) = ctx.guild else {
        return Err(Refusal::Said(text!(
            "Settings belong to a server: use `/settings` there."
        )));
    };
    if !ctx.can_manage {
        return Err(Refusal::Said(text!(
            "Only members with the Manage Server permission can use `/settings`."
        )));
    }
    Ok(guild)
}

fn yes_no(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// The settings, one per line, named as `/settings change` names them.
fn describe(s: &GuildSettings) -> Text {
    text!(
        "- clock: {}\n- challenge-expiry: {}\n- vacation-days: {} per year\n- reminder-dms: {}\n- thread: {}",
        Span::Code(s.clock.to_string()),
        Span::Code(duration_text(s.challenge_expiry_ms)),
        s.vacation_days,
        yes_no(s.reminder_dms),
        yes_no(s.thread_per_game)
    )
}
