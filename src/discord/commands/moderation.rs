//! Moderation settings (`/settings moderator-role`, `/settings modlog`) and what every
//! moderator command shares: the caller's member facts for the service, and delivering
//! the service's mod-log post.

use super::{ladders, me};
use crate::discord::answer::answer;
use crate::discord::{reply, Context, Error};
use crate::service::{AdminReply, Member, Reply, ServiceError};
use poise::serenity_prelude as serenity;

/// The caller's Manage Server permission and roles, from the interaction itself.
pub fn member(ctx: Context<'_>) -> Member {
    let m = match ctx {
        poise::Context::Application(actx) => actx.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    Member {
        manage_guild: m
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        roles: m.map_or(Vec::new(), |m| m.roles.iter().map(|r| r.get()).collect()),
    }
}

/// Answers a moderator command, then posts to the mod-log channel if the service says so
/// (a failed post is logged, never an error for the moderator).
pub async fn answer_admin(
    ctx: Context<'_>,
    work: impl std::future::Future<Output = Result<AdminReply, ServiceError>> + Send,
) -> Result<(), Error> {
    let mut modlog = None;
    let reply = async {
        let done = work.await?;
        modlog = done.modlog;
        Ok::<Reply, ServiceError>(done.reply)
    };
    answer(ctx, reply).await?;
    if let Some(post) = modlog {
        let message = reply::channel_message(&Reply::public(post.text));
        if let Err(e) = serenity::ChannelId::new(post.channel)
            .send_message(ctx.http(), message)
            .await
        {
            tracing::warn!(channel = post.channel, "mod-log post failed: {e}");
        }
    }
    Ok(())
}

/// Set the role whose members moderate ladders (besides Manage Server).
#[poise::command(slash_command, guild_only, rename = "moderator-role")]
pub async fn moderator_role(
    ctx: Context<'_>,
    #[description = "The moderator role (leave out to clear it)"] role: Option<serenity::Role>,
) -> Result<(), Error> {
    let who = member(ctx);
    let role = role.map(|r| r.id.get());
    answer_admin(ctx, ladders(ctx).set_moderator_role(&me(ctx), &who, role)).await
}

/// Set the channel where moderator actions are posted.
#[poise::command(slash_command, guild_only)]
pub async fn modlog(
    ctx: Context<'_>,
    #[description = "The mod-log channel (leave out to stop posting)"] channel: Option<
        serenity::Channel,
    >,
) -> Result<(), Error> {
    let who = member(ctx);
    let channel = channel.map(|c| c.id().get());
    answer_admin(ctx, ladders(ctx).set_modlog(&me(ctx), &who, channel)).await
}
