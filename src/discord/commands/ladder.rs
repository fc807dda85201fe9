//! `/ladder join|leave|standings|challenge|list|info`: ladders for players.

use super::{ladders, me};
use crate::discord::answer::answer;
use crate::discord::identity::option_user;
use crate::discord::options::Name;
use crate::discord::{Context, Error};
use poise::serenity_prelude as serenity;

/// Rated ladders of this server: join, challenge, standings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("join", "leave", "standings", "challenge", "list", "info"),
    subcommand_required
)]
pub async fn ladder(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Join a ladder at the bottom.
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The ladder's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, ladders(ctx).join(&me(ctx), &name)).await
}

/// Leave a ladder (running ladder games still finish and count).
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The ladder's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, ladders(ctx).leave(&me(ctx), &name)).await
}

/// A ladder's standings, and whom you may challenge.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The ladder's name"] name: Name,
    #[description = "Page (20 players each)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    answer(ctx, ladders(ctx).standings(&me(ctx), &name, page)).await
}

/// Challenge a player above you: the rated game starts at once.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The ladder's name"] name: Name,
    #[description = "Who to challenge (up to max(3, ⌈√p⌉) places above you)"]
    opponent: serenity::User,
) -> Result<(), Error> {
    let opponent = option_user(ctx, &opponent);
    answer(ctx, ladders(ctx).challenge(&me(ctx), &name, &opponent)).await
}

/// This server's ladders.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, ladders(ctx).list(&me(ctx))).await
}

/// A ladder's settings, season and player count.
#[poise::command(slash_command, guild_only)]
pub async fn info(
    ctx: Context<'_>,
    #[description = "The ladder's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, ladders(ctx).info(&me(ctx), &name)).await
}
