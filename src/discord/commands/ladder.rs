//! `/ladder join|leave|standings|challenge|list|info`: ladders for players.

use crate::discord::answer::answer;
use crate::discord::identity::{command_ctx, option_user};
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
    #[description = "The ladder's name"]
    #[max_length = 40]
    name: String,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    answer(ctx, ctx.data().service.ladders().join(&me, &name)).await
}

/// Leave a ladder (running ladder games still finish and count).
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The ladder's name"]
    #[max_length = 40]
    name: String,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    answer(ctx, ctx.data().service.ladders().leave(&me, &name)).await
}

/// A ladder's standings, and whom you may challenge.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The ladder's name"]
    #[max_length = 40]
    name: String,
    #[description = "Page (20 players each)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    answer(
        ctx,
        ctx.data().service.ladders().standings(&me, &name, page),
    )
    .await
}

/// Challenge a player above you: the rated game starts at once.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The ladder's name"]
    #[max_length = 40]
    name: String,
    #[description = "Who to challenge (up to max(3, ⌈√p⌉) places above you)"]
    opponent: serenity::User,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    let opponent = option_user(ctx, &opponent);
    answer(
        ctx,
        ctx.data()
            .service
            .ladders()
            .challenge(&me, &name, &opponent),
    )
    .await
}

/// This server's ladders.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let me = command_ctx(ctx);
    answer(ctx, ctx.data().service.ladders().list(&me)).await
}

/// A ladder's settings, season and player count.
#[poise::command(slash_command, guild_only)]
pub async fn info(
    ctx: Context<'_>,
    #[description = "The ladder's name"]
    #[max_length = 40]
    name: String,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    answer(ctx, ctx.data().service.ladders().info(&me, &name)).await
}
