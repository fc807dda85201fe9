//! `/settings show` and `/settings change`: this server's defaults, for members with
//! Manage Server. Discord hides the command from others (`default_member_permissions`);
//! the service checks again ([`crate::service::Ctx::can_manage`], read from the
//! interaction). The moderation subcommands (`moderator-role`, `modlog`) live in
//! `moderation.rs` and are listed on the parent here.

use super::moderation::{moderator_role, modlog};
use crate::discord::answer::answer;
use crate::discord::autocomplete::autocomplete_clock;
use crate::discord::identity::command_ctx;
use crate::discord::options::OnOff;
use crate::discord::{Context, Error};
use crate::service::SettingsChange;

/// `language:` on `/settings change`: each language by its own name, or `auto` (follow
/// Discord's server locale).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageOption {
    #[name = "English"]
    English,
    #[name = "한국어"]
    Korean,
    #[name = "Русский"]
    Russian,
    #[name = "Română"]
    Romanian,
    #[name = "auto"]
    Auto,
}

impl LanguageOption {
    /// What `/settings change language:` takes: a language code, or `auto`.
    pub fn code(self) -> &'static str {
        match self {
            LanguageOption::English => "en",
            LanguageOption::Korean => "ko",
            LanguageOption::Russian => "ru",
            LanguageOption::Romanian => "ro",
            LanguageOption::Auto => "auto",
        }
    }
}

/// This server's defaults (clock, expiry, vacation, DMs, threads, language) and moderation.
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("settings_show", "settings_change", "moderator_role", "modlog"),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord only ever runs the subcommands.
    Ok(())
}

/// Show this server's settings.
#[poise::command(slash_command, guild_only, rename = "show")]
pub async fn settings_show(ctx: Context<'_>) -> Result<(), Error> {
    let me = command_ctx(ctx);
    answer(ctx, ctx.data().service.settings_show(&me)).await
}

/// Change this server's settings (only the options you give).
#[poise::command(slash_command, guild_only, rename = "change")]
pub async fn settings_change(
    ctx: Context<'_>,
    #[description = "Default clock of new challenges: 3d, or a Fischer bank 3d+1d"]
    #[max_length = 20]
    #[autocomplete = "autocomplete_clock"]
    clock: Option<String>,
    #[rename = "challenge-expiry"]
    #[description = "How long a challenge waits for an answer, e.g. 7d or 36h"]
    #[max_length = 20]
    challenge_expiry: Option<String>,
    #[rename = "vacation-days"]
    #[description = "Vacation days each player has per year"]
    #[min = 0]
    #[max = 365]
    vacation_days: Option<u32>,
    #[rename = "reminder-dms"]
    #[description = "May players get reminders by DM"]
    reminder_dms: Option<OnOff>,
    #[description = "A thread for every new game"] thread: Option<OnOff>,
    #[description = "Language of public posts (auto: the server's language on Discord)"]
    language: Option<LanguageOption>,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    let change = SettingsChange {
        clock,
        challenge_expiry,
        vacation_days,
        reminder_dms: reminder_dms.map(Into::into),
        thread_per_game: thread.map(Into::into),
        language: language.map(|l| l.code().to_string()),
    };
    answer(ctx, ctx.data().service.settings_change(&me, &change)).await
}
