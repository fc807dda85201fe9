//! Playing: `/move`, `/board`, `/resign`, `/takeback`, `/export`, `/replay`.

use super::{correspondence, games, me};
use crate::discord::answer::{answer, answer_privately};
use crate::discord::autocomplete::{autocomplete_game, autocomplete_move};
use crate::discord::options::{AnswerOption, ViewOption};
use crate::discord::{Context, Error};

/// Make your move, e.g. b2-b3 (Breakthrough) or e5 f6 (Breach).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your move; start typing to see the legal ones"]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 60]
    mv: String,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(ctx, games(ctx).play_move(&me(ctx), &mv, game.as_deref())).await
}

/// Show the board of a game in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (if there are several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
    #[description = "The side at the bottom (black: the board turned round)"] view: Option<
        ViewOption,
    >,
) -> Result<(), Error> {
    let view = view.map(ViewOption::name);
    answer(ctx, games(ctx).board_view(&me(ctx), game.as_deref(), view)).await
}

/// Resign a game (asks you to confirm).
#[poise::command(slash_command, guild_only)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(ctx, games(ctx).resign(&me(ctx), game.as_deref())).await
}

/// Attach the record of a game (game-<id>.txt, PGN-like).
#[poise::command(slash_command, guild_only)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Which game (if there are several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
    #[description = "Add your own notes as comments (then only you see the record)"] notes: Option<
        bool,
    >,
) -> Result<(), Error> {
    match notes {
        Some(true) => {
            // Only the caller sees it: deferred privately too.
            answer_privately(ctx, games(ctx).export_with_notes(&me(ctx), game.as_deref())).await
        }
        _ => answer(ctx, games(ctx).export(&me(ctx), game.as_deref())).await,
    }
}

/// Post an animated GIF of a game, move by move.
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Which game (if there are several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(ctx, games(ctx).replay_gif(&me(ctx), game.as_deref())).await
}

/// Ask to take back your last move; the opponent answers with answer:accept or decline.
#[poise::command(slash_command, guild_only)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
    #[rename = "answer"]
    #[description = "Answer your opponent's request instead of asking"]
    reply: Option<AnswerOption>,
) -> Result<(), Error> {
    let (me, game) = (me(ctx), game.as_deref());
    match reply {
        None => answer(ctx, correspondence(ctx).takeback(&me, game)).await,
        Some(a) => {
            let accept = a == AnswerOption::Accept;
            answer(ctx, correspondence(ctx).answer_takeback(&me, game, accept)).await
        }
    }
}
