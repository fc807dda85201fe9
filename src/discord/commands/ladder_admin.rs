//! `/ladder-admin …`: moderator actions. Registered with `default_member_permissions`
//! Manage Server so Discord hides it from others; the service checks every call again.

use super::moderation::{answer_admin, member};
use super::{ladders, me};
use crate::discord::identity::option_user;
use crate::discord::options::{GameOption, Name, Reason};
use crate::discord::{Context, Error};
use crate::service::{AdminAction, LadderChange};
use poise::serenity_prelude as serenity;

/// `outcome:` of `/ladder-admin result`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OutcomeOption {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
    #[name = "void"]
    Void,
}

/// `reseed:` of `/ladder-admin season-end`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ReseedOption {
    #[name = "by-rating"]
    ByRating,
    #[name = "keep"]
    Keep,
}

async fn run(ctx: Context<'_>, action: AdminAction) -> Result<(), Error> {
    let who = member(ctx);
    answer_admin(ctx, ladders(ctx).admin(&me(ctx), &who, action)).await
}

/// Moderators: create and run ladders, fix results, end seasons.
#[poise::command(
    slash_command,
    guild_only,
    rename = "ladder-admin",
    default_member_permissions = "MANAGE_GUILD",
    subcommands(
        "create",
        "settings",
        "close",
        "kick",
        "restore",
        "set_position",
        "result",
        "season_end",
        "log"
    ),
    subcommand_required
)]
pub async fn ladder_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a ladder for a game and board size.
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Its name (unique in this server)"] name: Name,
    #[description = "Which game"] game: GameOption,
    #[description = "Board size: WxH for Breakthrough, N for Breach"]
    #[max_length = 10]
    size: String,
    #[description = "Clock of its games (default 3d+1d)"]
    #[max_length = 20]
    clock: Option<String>,
) -> Result<(), Error> {
    let action = AdminAction::Create {
        name: name.into(),
        game: game.into(),
        size: Some(size),
        clock,
    };
    run(ctx, action).await
}

/// Change a ladder's range, limits, rematch days or clock.
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Fewest places up one may challenge (range is max(this, ⌈√p⌉))"]
    #[min = 1]
    #[max = 100]
    range: Option<u32>,
    #[description = "Open challenges a player may start"]
    #[rename = "max-out"]
    #[min = 1]
    #[max = 20]
    max_out: Option<u32>,
    #[description = "Open challenges a player may defend"]
    #[rename = "max-in"]
    #[min = 1]
    #[max = 20]
    max_in: Option<u32>,
    #[description = "Days before the same pair may play again"]
    #[rename = "rematch-days"]
    #[min = 0]
    #[max = 365]
    rematch_days: Option<u32>,
    #[description = "Clock of new games (3d, 3d+1d)"]
    #[max_length = 20]
    clock: Option<String>,
) -> Result<(), Error> {
    let change = LadderChange {
        range,
        max_out,
        max_in,
        rematch_days,
        clock,
    };
    run(
        ctx,
        AdminAction::Settings {
            name: name.into(),
            change,
        },
    )
    .await
}

/// Close a ladder: no joins or challenges; running games finish.
#[poise::command(slash_command, guild_only)]
pub async fn close(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Why (optional; goes in the audit log)"] reason: Option<Reason>,
) -> Result<(), Error> {
    let (name, reason) = (name.into(), reason.unwrap_or_default().into());
    run(ctx, AdminAction::Close { name, reason }).await
}

/// Take a player off a ladder.
#[poise::command(slash_command, guild_only)]
pub async fn kick(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Who"] player: serenity::User,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    let player = option_user(ctx, &player);
    run(
        ctx,
        AdminAction::Kick {
            name: name.into(),
            player,
            reason: reason.into(),
        },
    )
    .await
}

/// Put a kicked or struck-off player back where they stood.
#[poise::command(slash_command, guild_only)]
pub async fn restore(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Who"] player: serenity::User,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    let player = option_user(ctx, &player);
    run(
        ctx,
        AdminAction::Restore {
            name: name.into(),
            player,
            reason: reason.into(),
        },
    )
    .await
}

/// Move a player to a position.
#[poise::command(slash_command, guild_only, rename = "set-position")]
pub async fn set_position(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Who"] player: serenity::User,
    #[description = "The new position (1 is the top)"]
    #[min = 1]
    position: i64,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    let player = option_user(ctx, &player);
    let action = AdminAction::SetPosition {
        name: name.into(),
        player,
        position,
        reason: reason.into(),
    };
    run(ctx, action).await
}

/// Decide a running game or change a finished one (void: as if never played).
#[poise::command(slash_command, guild_only)]
pub async fn result(
    ctx: Context<'_>,
    #[description = "The game number"]
    #[max_length = 20]
    game: String,
    #[description = "Who wins, or void"] outcome: OutcomeOption,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    let outcome = match outcome {
        OutcomeOption::White => "white",
        OutcomeOption::Black => "black",
        OutcomeOption::Void => "void",
    };
    let action = AdminAction::Result {
        game,
        outcome: outcome.into(),
        reason: reason.into(),
    };
    run(ctx, action).await
}

/// End the season: archive standings and ratings, start the next.
#[poise::command(slash_command, guild_only, rename = "season-end")]
pub async fn season_end(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Why (goes in the audit log)"] reason: Reason,
    #[description = "New order: by rating, or keep positions (default keep)"] reseed: Option<
        ReseedOption,
    >,
) -> Result<(), Error> {
    let reseed = reseed.map(|r| match r {
        ReseedOption::ByRating => "by-rating".to_string(),
        ReseedOption::Keep => "keep".to_string(),
    });
    let action = AdminAction::SeasonEnd {
        name: name.into(),
        reason: reason.into(),
        reseed,
    };
    run(ctx, action).await
}

/// The ladder's audit log, newest first.
#[poise::command(slash_command, guild_only)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "The ladder"] name: Name,
    #[description = "Page (10 entries each)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    run(
        ctx,
        AdminAction::Log {
            name: name.into(),
            page,
        },
    )
    .await
}
