//! Information: `/games`, `/rules`.

use super::me;
use crate::discord::answer::answer;
use crate::discord::options::GameOption;
use crate::discord::{Context, Error};

/// List the open games in this channel and your games in this server.
#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Which page of games (10 of each list a page)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    // `super::games`: the facade, not this command.
    answer(ctx, super::games(ctx).list_page(&me(ctx), page)).await
}

/// The rules of a game in short, with its move notation.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameOption,
) -> Result<(), Error> {
    let reply = ctx.data().service.games().rules(Some(game.into()));
    answer(ctx, async { Ok(reply) }).await
}
