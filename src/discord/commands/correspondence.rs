//! Correspondence: `/moretime`, `/vacation start|end|show`, `/notify`,
//! `/conditional add|list|clear`, `/note add|list|clear`.
//!
//! Discord cannot run a command that has subcommands by itself, so the bare `/vacation`
//! of the console is `/vacation show` here.

use super::{correspondence, me};
use crate::discord::answer::answer;
use crate::discord::autocomplete::autocomplete_game;
use crate::discord::options::OnOff;
use crate::discord::{Context, Error};
use crate::service::MAX_MORE_TIME_DAYS;

// Discord enforces `text`'s #[max_length] below; keep it in step with the service.
const _: () = assert!(crate::service::MAX_NOTE_CHARS == 1000);

// Discord enforces `days`' #[max] below; keep it in step with the service.
const _: () = assert!(MAX_MORE_TIME_DAYS == 7);

/// Give your opponent more time for their move (at most 7 days per game).
#[poise::command(slash_command, guild_only)]
pub async fn moretime(
    ctx: Context<'_>,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
    #[description = "Days to add to their deadline (default 1)"]
    #[min = 1]
    #[max = 7]
    days: Option<u32>,
) -> Result<(), Error> {
    answer(
        ctx,
        correspondence(ctx).more_time(&me(ctx), game.as_deref(), days),
    )
    .await
}

/// Vacation: your games in this server wait while you are away.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("vacation_start", "vacation_end", "vacation_show")
)]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord only ever runs the subcommands.
    Ok(())
}

/// Go on vacation: every deadline of your games here waits until you are back.
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn vacation_start(
    ctx: Context<'_>,
    #[description = "How many days (default: all you have left this year)"]
    #[min = 1]
    #[max = 365]
    days: Option<u32>,
) -> Result<(), Error> {
    answer(ctx, correspondence(ctx).vacation_start(&me(ctx), days)).await
}

/// End your vacation early: your games resume.
#[poise::command(slash_command, guild_only, rename = "end")]
pub async fn vacation_end(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, correspondence(ctx).vacation_end(&me(ctx))).await
}

/// How many vacation days you have left this year.
#[poise::command(slash_command, guild_only, rename = "show")]
pub async fn vacation_show(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, correspondence(ctx).vacation_show(&me(ctx))).await
}

/// Reminders by direct message too, or not.
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Also remind me by DM"] dm: OnOff,
) -> Result<(), Error> {
    answer(ctx, correspondence(ctx).notify(&me(ctx), dm.into())).await
}

/// Conditional moves: answers played at once when your opponent makes the move you expect.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("conditional_add", "conditional_list", "conditional_clear")
)]
pub async fn conditional(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord only ever runs the subcommands.
    Ok(())
}

/// Store a line (only you see it): their move, your answer, their next, yours, …
#[poise::command(slash_command, guild_only, rename = "add")]
pub async fn conditional_add(
    ctx: Context<'_>,
    #[description = "Moves separated by commas, their move first, ending with yours: c4-c3, b2xc3"]
    #[max_length = 1000]
    line: String,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let c = correspondence(ctx);
    answer(ctx, c.conditional_add(&me(ctx), &line, game.as_deref())).await
}

/// Your conditional moves in a game, as a tree (only you see them).
#[poise::command(slash_command, guild_only, rename = "list")]
pub async fn conditional_list(
    ctx: Context<'_>,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let c = correspondence(ctx);
    answer(ctx, c.conditional_list(&me(ctx), game.as_deref())).await
}

/// Remove your conditional moves in a game.
#[poise::command(slash_command, guild_only, rename = "clear")]
pub async fn conditional_clear(
    ctx: Context<'_>,
    #[description = "Which game (if you have several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let c = correspondence(ctx);
    answer(ctx, c.conditional_clear(&me(ctx), game.as_deref())).await
}

/// Private notes on a game: only you see them.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("note_add", "note_list", "note_clear")
)]
pub async fn note(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord only ever runs the subcommands.
    Ok(())
}

/// Add a note, stamped with the game's current move.
#[poise::command(slash_command, guild_only, rename = "add")]
pub async fn note_add(
    ctx: Context<'_>,
    #[description = "The note (at most 1000 characters)"]
    #[max_length = 1000]
    text: String,
    #[description = "Which game (if there are several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    let c = correspondence(ctx);
    answer(ctx, c.note_add(&me(ctx), &text, game.as_deref())).await
}

/// Your notes on a game.
#[poise::command(slash_command, guild_only, rename = "list")]
pub async fn note_list(
    ctx: Context<'_>,
    #[description = "Which game (if there are several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        correspondence(ctx).note_list(&me(ctx), game.as_deref()),
    )
    .await
}

/// Remove your notes on a game.
#[poise::command(slash_command, guild_only, rename = "clear")]
pub async fn note_clear(
    ctx: Context<'_>,
    #[description = "Which game (if there are several here)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), Error> {
    answer(
        ctx,
        correspondence(ctx).note_clear(&me(ctx), game.as_deref()),
    )
    .await
}
