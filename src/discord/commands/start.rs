//! Starting games: `/challenge`, `/ai`, `/accept`, `/decline`.

use super::{games, me};
use crate::discord::answer::answer;
use crate::discord::autocomplete::{autocomplete_clock, autocomplete_game};
use crate::discord::identity::option_user;
use crate::discord::options::{ColorOption, GameOption};
use crate::discord::{Context, Error};
use crate::service::{ChallengeOptions, MAX_DAYS_PER_MOVE};
use poise::serenity_prelude as serenity;

// Discord enforces `days_per_move`'s #[max] below; keep it in step with the service.
const _: () = assert!(MAX_DAYS_PER_MOVE == 60);

/// Challenge someone to a game; they get Accept and Decline buttons.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameOption,
    #[description = "Who to play (challenge Breaker itself to play the AI)"]
    opponent: serenity::User,
    #[description = "Board size: WxH for Breakthrough (default 8x8), N for Breach (default 10)"]
    #[max_length = 10]
    size: Option<String>,
    #[description = "Your colour (default random); White moves first"] color: Option<ColorOption>,
    #[description = "Days each player has per move (default 3)"]
    #[min = 1]
    #[max = 60]
    days_per_move: Option<u32>,
    #[description = "Clock: days per move (3d) or a Fischer bank (3d+1d); wins over days_per_move"]
    #[max_length = 20]
    #[autocomplete = "autocomplete_clock"]
    clock: Option<String>,
    #[description = "Rated: the result changes both players' ratings in this server (people only)"]
    rated: Option<bool>,
    #[description = "Play in a thread of its own (the channel gets only the start and result)"]
    thread: Option<bool>,
) -> Result<(), Error> {
    let opponent = option_user(ctx, &opponent);
    let me = me(ctx);
    answer(
        ctx,
        games(ctx).challenge_with(
            &me,
            &opponent,
            game.into(),
            &ChallengeOptions {
                size: size.as_deref(),
                color: color.map(Into::into),
                days_per_move,
                clock: clock.as_deref(),
                rated: rated.unwrap_or(false),
                thread,
            },
        ),
    )
    .await
}

/// Accept a challenge (the same as its Accept button).
#[poise::command(slash_command, guild_only)]
pub async fn accept(
    ctx: Context<'_>,
    #[description = "Which challenge (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(ctx, games(ctx).accept(&me(ctx), game.as_deref())).await
}

/// Decline a challenge (the same as its Decline button).
#[poise::command(slash_command, guild_only)]
pub async fn decline(
    ctx: Context<'_>,
    #[description = "Which challenge (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(ctx, games(ctx).decline(&me(ctx), game.as_deref())).await
}

/// Play against Breaker's AI, from level 1 (a beginner) to 5 (the strongest).
#[poise::command(slash_command, guild_only)]
pub async fn ai(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameOption,
    #[description = "Board size: WxH for Breakthrough (default 8x8), N for Breach (default 10)"]
    #[max_length = 10]
    size: Option<String>,
    #[description = "AI level, 1 (beginner) to 5 (strongest); default 3"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    #[description = "Your colour (default random); White moves first"] color: Option<ColorOption>,
) -> Result<(), Error> {
    let me = me(ctx);
    answer(
        ctx,
        games(ctx).ai_game(
            &me,
            game.into(),
            size.as_deref(),
            level,
            color.map(Into::into),
        ),
    )
    .await
}
