//! Who and where, from a Discord interaction to the service's [`Ctx`] and [`User`].

use super::Context;
use crate::i18n::Locale;
use crate::service::{Ctx, Reach, User};
use poise::serenity_prelude as serenity;

/// The caller of a slash command or autocomplete.
pub fn command_ctx(ctx: Context<'_>) -> Ctx {
    let (member, locale, guild_locale, place) = match ctx {
        poise::Context::Application(actx) => {
            let i = actx.interaction;
            (
                i.member.as_deref(),
                i.locale.as_str(),
                i.guild_locale.as_deref(),
                place(
                    i.guild_id,
                    i.context,
                    &i.authorizing_integration_owners,
                    Allowed::of(i.app_permissions, i.channel.as_ref()),
                ),
            )
        }
        // Slash commands only.
        poise::Context::Prefix(_) => (None, "", None, (None, Reach::Post, true)),
    };
    let (space, reach, threads) = place;
    Ctx::new(
        space,
        ctx.channel_id().get(),
        user(ctx.author(), member.and_then(|m| m.nick.as_deref())),
    )
    .managing(space.is_some() && manages(member))
    .reaching(reach)
    .threading(threads)
    .speaking(
        caller_locale(locale),
        guild_locale.and_then(Locale::from_discord),
    )
}

/// What Breaker may do on its own in an interaction's channel, from the interaction's
/// `app_permissions` (Discord computes them for that channel; no extra request).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowed {
    /// Post there: see the channel, send messages (in a thread: send messages in
    /// threads) and attach files (every board is a picture).
    pub post: bool,
    /// Open a public thread for a game there and post in it.
    pub threads: bool,
}

impl Allowed {
    /// Everything: what an interaction without `app_permissions` (older payloads) is
    /// taken to allow, as before Discord sent them.
    pub const ALL: Allowed = Allowed {
        post: true,
        threads: true,
    };

    /// What `permissions` (the interaction's `app_permissions`) allow in `channel`.
    pub fn of(
        permissions: Option<serenity::Permissions>,
        channel: Option<&serenity::PartialChannel>,
    ) -> Allowed {
        use serenity::ChannelType as Kind;
        let Some(p) = permissions else {
            return Allowed::ALL;
        };
        let in_thread = channel.is_some_and(|c| {
            matches!(
                c.kind,
                Kind::PublicThread | Kind::PrivateThread | Kind::NewsThread
            )
        });
        let send = if in_thread {
            p.send_messages_in_threads()
        } else {
            p.send_messages()
        };
        Allowed {
            post: p.view_channel() && send && p.attach_files(),
            threads: !in_thread
                && p.view_channel()
                && p.create_public_threads()
                && p.send_messages_in_threads()
                && p.attach_files(),
        }
    }
}

/// Where an interaction came from, as the service knows it: the space (the server, or
/// `None` for the direct games), whether Breaker may post there on its own, and whether
/// it may open a game's thread there.
///
/// - Breaker's own DM (context 1): the direct games; Breaker may post in its DM.
/// - A DM or group DM between people (context 2): the direct games, answer only.
/// - A server (context 0) that installed Breaker (`authorizing_integration_owners` holds
///   the server install, key `0`, for this server): that server, posting as ever if its
///   `app_permissions` let it post in this channel (`allowed`); if not, answer only (a
///   channel post Discord would refuse is never tried), and threads only if allowed.
/// - A server where only the user installed Breaker: the direct games, answer only (a
///   user-installed Breaker never posts or opens threads on its own in a server).
/// - No context at all (older payloads): the server if there is one, else a DM.
pub fn place(
    guild: Option<serenity::GuildId>,
    context: Option<serenity::InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
    allowed: Allowed,
) -> (Option<u64>, Reach, bool) {
    use serenity::{AuthorizingIntegrationOwner as Owner, InteractionContext as In};
    match context {
        Some(In::BotDm) => (None, Reach::Post, false),
        Some(In::PrivateChannel) => (None, Reach::AnswerOnly, false),
        _ => {
            let Some(guild) = guild else {
                return (None, Reach::Post, false);
            };
            let server_install = owners.0.is_empty()
                || owners
                    .0
                    .iter()
                    .any(|o| matches!(o, Owner::GuildInstall(Some(g)) if *g == guild));
            if !server_install {
                return (None, Reach::AnswerOnly, false);
            }
            let reach = if allowed.post {
                Reach::Post
            } else {
                Reach::AnswerOnly
            };
            (Some(guild.get()), reach, allowed.threads)
        }
    }
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
    let allowed = Allowed::of(ci.app_permissions, ci.channel.as_ref());
    let (space, reach, threads) = place(
        ci.guild_id,
        ci.context,
        &ci.authorizing_integration_owners,
        allowed,
    );
    Ctx::new(space, ci.channel_id.get(), user(&ci.user, nick))
        .managing(space.is_some() && manages(ci.member.as_ref()))
        .reaching(reach)
        .threading(threads)
        .speaking(
            caller_locale(&ci.locale),
            ci.guild_locale.as_deref().and_then(Locale::from_discord),
        )
}

/// The user who sent a form (a modal). Discord's form answer does not say how Breaker
/// is installed there (serenity 0.12 reads no `context` from it): a form is only ever
/// about one game, whose own place the service takes ([`crate::service::Games::submit_form`]).
pub fn modal_ctx(mi: &serenity::ModalInteraction) -> Ctx {
    let nick = mi.member.as_ref().and_then(|m| m.nick.as_deref());
    Ctx::new(
        mi.guild_id.map(serenity::GuildId::get),
        mi.channel_id.get(),
        user(&mi.user, nick),
    )
    .speaking(
        caller_locale(&mi.locale),
        mi.guild_locale.as_deref().and_then(Locale::from_discord),
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

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::Permissions as P;

    fn channel(kind: u8) -> serenity::PartialChannel {
        serde_json::from_value(serde_json::json!({ "id": "5", "type": kind })).unwrap()
    }

    #[test]
    fn what_app_permissions_allow() {
        let usual = P::VIEW_CHANNEL
            | P::SEND_MESSAGES
            | P::ATTACH_FILES
            | P::CREATE_PUBLIC_THREADS
            | P::SEND_MESSAGES_IN_THREADS;
        let text = channel(0);
        assert_eq!(Allowed::of(None, Some(&text)), Allowed::ALL);
        assert_eq!(Allowed::of(Some(usual), Some(&text)), Allowed::ALL);
        let no_send = Allowed::of(Some(usual - P::SEND_MESSAGES), Some(&text));
        assert_eq!((no_send.post, no_send.threads), (false, true));
        let no_files = Allowed::of(Some(usual - P::ATTACH_FILES), Some(&text));
        assert_eq!((no_files.post, no_files.threads), (false, false));
        let no_threads = Allowed::of(Some(usual - P::CREATE_PUBLIC_THREADS), Some(&text));
        assert_eq!((no_threads.post, no_threads.threads), (true, false));
        // In a game's thread, posting needs Send Messages in Threads; no thread in a thread.
        let thread = channel(11);
        let inside = Allowed::of(Some(usual - P::SEND_MESSAGES), Some(&thread));
        assert_eq!((inside.post, inside.threads), (true, false));
        let mute = Allowed::of(Some(usual - P::SEND_MESSAGES_IN_THREADS), Some(&thread));
        assert!(!mute.post);
    }

    #[test]
    fn a_server_install_that_may_not_post_only_answers() {
        use poise::serenity_prelude::{
            AuthorizingIntegrationOwner as Owner, InteractionContext as In,
        };
        let guild = serenity::GuildId::new(10);
        let owners = serenity::AuthorizingIntegrationOwners(vec![Owner::GuildInstall(Some(guild))]);
        let muted = Allowed {
            post: false,
            threads: false,
        };
        assert_eq!(
            place(Some(guild), Some(In::Guild), &owners, Allowed::ALL),
            (Some(10), Reach::Post, true)
        );
        assert_eq!(
            place(Some(guild), Some(In::Guild), &owners, muted),
            (Some(10), Reach::AnswerOnly, false)
        );
        // A user install in a server: the direct games, whatever the permissions say.
        let user = serenity::AuthorizingIntegrationOwners(vec![Owner::UserInstall(
            serenity::UserId::new(7),
        )]);
        assert_eq!(
            place(Some(guild), Some(In::Guild), &user, Allowed::ALL),
            (None, Reach::AnswerOnly, false)
        );
        assert_eq!(
            place(None, Some(In::BotDm), &user, Allowed::ALL),
            (None, Reach::Post, false)
        );
    }
}
