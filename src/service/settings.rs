//! `/settings`: a server's defaults (clock, challenge expiry, vacation days per year,
//! reminder DMs allowed, thread per game) and the language of its public posts, shown and
//! changed by members who may manage the server. Replies are ephemeral.

use crate::i18n::{Arg, Locale};
use crate::msg;
use crate::service::text::refusal::{finish, said, Refusal};
use crate::service::{Ctx, Reply, Service, ServiceError, Span, Text};
use crate::store::{
    duration_text, parse_duration, GuildSettings, TimeControl, TimeTextError, DAY_MS, HOUR_MS,
};

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
    /// The language of public posts: a code (`ko`), a Discord locale or the language's
    /// own name (`Русский`); `auto` follows Discord's server locale again.
    pub language: Option<String>,
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
        finish(async {
            let guild = check_manager(ctx)?;
            let s = self.guild_settings(ctx.guild).await?;
            let m = self.store().call(move |db| db.moderation(guild)).await?;
            let mut t = msg!("settings-show", settings = describe(&s));
            t.push("\n");
            t.append(self.language_line(guild).await?);
            // Who moderates ladders and where their actions go (set with Manage Server only).
            t.push("\n");
            t.append(match m.moderator_role {
                Some(r) => msg!("settings-moderator-role", role = Span::Role(r)),
                None => msg!("settings-moderator-role-none"),
            });
            t.push("\n");
            t.append(match m.modlog_channel {
                Some(c) => msg!("settings-modlog", channel = Span::Channel(c)),
                None => msg!("settings-modlog-none"),
            });
            t.push("\n");
            t.append(msg!("settings-show-footer"));
            Ok(Reply::ephemeral(t))
        })
        .await
    }

    /// `/settings change [clock] [challenge-expiry] [vacation-days] [reminder-dms]
    /// [thread] [language]`: stores the new defaults and confirms them (ephemeral). A bad
    /// value changes nothing.
    pub async fn settings_change(
        &self,
        ctx: &Ctx,
        change: &SettingsChange,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let guild = check_manager(ctx)?;
            if change.is_empty() {
                return Err(said(msg!("settings-nothing-to-change")));
            }
            // `None`: unchanged; `Some(None)`: follow Discord's server locale again.
            let language = match change.language.as_deref().map(str::trim) {
                None => None,
                Some(a) if a.eq_ignore_ascii_case("auto") => Some(None),
                Some(text) => match Locale::find(text) {
                    Some(l) => Some(Some(l)),
                    None => return Err(said(unknown_language(text))),
                },
            };
            let mut s = self.guild_settings(Some(guild)).await?;
            if let Some(clock) = &change.clock {
                s.clock = clock.parse::<TimeControl>().map_err(|e| {
                    said(msg!(
                        "settings-bad-clock",
                        error = time_error(&e),
                        presets = crate::service::correspondence::deadline::presets()
                    ))
                })?;
            }
            if let Some(expiry) = &change.challenge_expiry {
                let ms = parse_duration(expiry).map_err(|e| said(time_error(&e)))?;
                if !(HOUR_MS..=MAX_CHALLENGE_EXPIRY_MS).contains(&ms) {
                    return Err(said(msg!(
                        "settings-bad-expiry",
                        expiry = Span::Code(expiry.trim().chars().take(30).collect())
                    )));
                }
                s.challenge_expiry_ms = ms;
            }
            if let Some(days) = change.vacation_days {
                if days > MAX_VACATION_DAYS {
                    return Err(said(msg!(
                        "settings-bad-vacation-days",
                        max = MAX_VACATION_DAYS,
                        days = days
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
                .call(move |db| {
                    db.set_guild_settings(guild, &stored, now)?;
                    if let Some(language) = language {
                        db.set_guild_language(guild, language, now)?;
                    }
                    Ok(())
                })
                .await?;
            if language.is_some() {
                self.language_changed(guild);
            }
            let mut saved = msg!("settings-saved", settings = describe(&s));
            saved.push("\n");
            saved.append(self.language_line(guild).await?);
            Ok(Reply::ephemeral(saved))
        })
        .await
    }

    /// "- language: Русский", or "- language: automatic: 한국어 (…)" when the server
    /// follows Discord's server locale.
    async fn language_line(&self, guild: u64) -> Result<Text, ServiceError> {
        let stored = self
            .store()
            .call(move |db| db.guild_language(guild))
            .await?;
        Ok(match stored.chosen {
            Some(l) => msg!("settings-language", language = l.name()),
            None => msg!(
                "settings-language-auto",
                language = stored.in_force().name()
            ),
        })
    }
}

/// The refusal of a language Breaker does not speak, listing those it does.
fn unknown_language(text: &str) -> Text {
    let languages = Locale::all()
        .map(|l| format!("{} (`{}`)", l.name(), l.code()))
        .collect::<Vec<_>>()
        .join(", ");
    msg!(
        "settings-unknown-language",
        language = Span::Code(text.chars().take(30).collect()),
        languages = Text::template(&languages, vec![])
    )
}

/// A clock or duration that does not read, in words.
fn time_error(e: &TimeTextError) -> Text {
    match e {
        TimeTextError::Duration(t) => msg!("settings-error-duration", text = t.as_str()),
        TimeTextError::Clock(t) => msg!("settings-error-clock", text = t.as_str()),
        TimeTextError::OutOfRange(t) => msg!("settings-error-clock-range", text = t.as_str()),
        TimeTextError::Increment { clock, base } => msg!(
            "settings-error-increment",
            clock = clock.as_str(),
            base = base.as_str()
        ),
    }
}

/// The server, if the caller may manage it.
fn check_manager(ctx: &Ctx) -> Result<u64, Refusal> {
    let Some(guild) = ctx.guild else {
        return Err(Refusal::Said(msg!("settings-in-server")));
    };
    if !ctx.can_manage {
        return Err(Refusal::Said(msg!("settings-manage-server-only")));
    }
    Ok(guild)
}

fn on_off(on: bool) -> Arg {
    Arg::word(if on { "on" } else { "off" })
}

/// The settings, one per line, named as `/settings change` names them.
fn describe(s: &GuildSettings) -> Text {
    msg!(
        "settings-list",
        clock = Span::Code(s.clock.to_string()),
        expiry = Span::Code(duration_text(s.challenge_expiry_ms)),
        vacation_days = s.vacation_days,
        reminder_dms = on_off(s.reminder_dms),
        thread = on_off(s.thread_per_game)
    )
}
