//! `/rating`: a player's rating in one pool of this server, with its chart.

use crate::discord::answer::answer;
use crate::discord::identity::{command_ctx, option_user};
use crate::discord::options::GameOption;
use crate::discord::{Context, Error};
use poise::serenity_prelude as serenity;

/// A rating with its chart: deviation, wins and losses, streaks; vs: adds the head-to-head.
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose rating (default yours)"] player: Option<serenity::User>,
    #[description = "Which game (default: the only one played rated here)"] game: Option<
        GameOption,
    >,
    #[description = "Board size: WxH for Breakthrough, N for Breach (default for the game)"]
    #[max_length = 10]
    size: Option<String>,
    #[description = "A ladder of this server, by name (its own ratings)"]
    #[max_length = 100]
    ladder: Option<String>,
    #[description = "Add the head-to-head record against this player"] vs: Option<serenity::User>,
) -> Result<(), Error> {
    let me = command_ctx(ctx);
    let player = player.map(|u| option_user(ctx, &u));
    let vs = vs.map(|u| option_user(ctx, &u));
    answer(
        ctx,
        ctx.data().service.ratings().rating(
            &me,
            player.as_ref(),
            game.map(Into::into),
            size.as_deref(),
            ladder.as_deref(),
            vs.as_ref(),
        ),
    )
    .await
}
