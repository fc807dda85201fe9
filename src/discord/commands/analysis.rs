//! The AI as a teacher: `/analyze`, `/hint`.

use super::{analysis, me};
use crate::discord::answer::answer;
use crate::discord::autocomplete::autocomplete_game;
use crate::discord::{Context, Error};

/// Analyse a finished game: White's winning chances, the turning points, better moves.
#[poise::command(slash_command, guild_only)]
pub async fn analyze(
    ctx: Context<'_>,
    #[description = "Which game (default: your latest here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    // Slow the first time: `answer` defers past 1.5 s and follows up.
    answer(ctx, analysis(ctx).analyze(&me(ctx), game.as_deref())).await
}

/// The AI's suggestion for your move (games against AI levels 1-3 only; only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(ctx, analysis(ctx).hint(&me(ctx), game.as_deref())).await
}
