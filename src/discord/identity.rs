//! Who and where, from a Discord interaction to the service's [`Ctx`] and [`User`].

use super::Context;
use crate::i18n::Locale;
use crate::service::{Ctx, User};
use poise::serenity_prelude as serenity;

/// The caller of a slash command or autocomplete.
pub fn command_ctx(ctx: Context<'_>) -> Ctx {
    let (member, locale, guild_locale) = match ctx {
        poise::Context::Application(actx) => (
            actx.interaction.member.as_deref(),
            actx.interaction.locale.as_str(),
            actx.interaction.guild_locale.as_deref(),
        ),
        poise::Context::Prefix(_) => (None, "", None), // slash commands only
    };
    Ctx::new(
        ctx.guild_id().map(serenity::GuildId::get),
        ctx.channel_id().get(),
        user(ctx.author(), member.and_then(|m| m.nick.as_deref())),
    )
    .managing(manages(member))
    .speaking(
        caller_locale(locale),
        guild_locale.and_then(Locale::from_discord),
    )
}

/// The caller's language from Discord's `locale`: one Breaker speaks, else English.
pub fn caller_locale(locale: &str) -> Locale {
    Locale::from_discord(locale).unwrap_or(Locale::ENGLISH)
}

/// The language of the caller of a slash command (for the adapter's own words).
pub fn command_locale(ctx: Context<'_>) -> Locale {
    match ctx {
        poise::Context::Application(actx) => caller_locale(&actx.interaction.locale),
        poise::Context::Prefix(_) => Locale::ENGLISH,
    }
}

/// Whether the member may manage the server, from the permissions Discord sends with
/// the interaction (no extra request).
fn manages(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// The user who pressed a button.
pub fn component_ctx(ci: &serenity::ComponentInteraction) -> Ctx {
    let nick = ci.member.as_ref().and_then(|m| m.nick.as_deref());
    Ctx::new(
        ci.guild_id.map(serenity::GuildId::get),
        ci.channel_id.get(),
        user(&ci.user, nick),
    )
    .managing(manages(ci.member.as_ref()))
    .speaking(
        caller_locale(&ci.locale),
        ci.guild_locale.as_deref().and_then(Locale::from_discord),
    )
}

/// A user option (e.g. `/challenge opponent`), with their server nickname if Discord sent it.
pub fn option_user(ctx: Context<'_>, target: &serenity::User) -> User {
    let nick = match ctx {
        poise::Context::Application(actx) => actx
            .interaction
            .data
            .resolved
            .members
            .get(&target.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    user(target, nick.as_deref())
}

/// The name people see: server nickname, else display name, else user name.
fn user(user: &serenity::User, nick: Option<&str>) -> User {
    let name = nick
        .or(user.global_name.as_deref())
        .unwrap_or(&user.name)
        .to_string();
    User {
        id: user.id.get(),
        name,
        is_bot: user.bot,
    }
}
