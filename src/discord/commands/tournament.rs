//! `/tournament …` for players and `/tournament-admin …` for moderators (registered
//! with `default_member_permissions` Manage Server; the service checks every call).

use super::ladder_admin::OutcomeOption;
use super::moderation::{answer_admin, member};
use super::{me, tournaments};
use crate::discord::answer::answer;
use crate::discord::identity::option_user;
use crate::discord::options::{GameOption, Name, Reason};
use crate::discord::{Context, Error};
use crate::service::{CreateTournament, TournamentAction, TournamentChange};
use poise::serenity_prelude as serenity;
use poise::ChoiceParameter;

/// `format:` of `/tournament-admin create`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatOption {
    #[name = "round-robin"]
    RoundRobin,
    #[name = "double-round-robin"]
    DoubleRoundRobin,
    #[name = "swiss"]
    Swiss,
    #[name = "league"]
    League,
}

/// `schedule:` of `/tournament-admin create`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ScheduleOption {
    #[name = "at-once"]
    AtOnce,
    #[name = "rounds"]
    Rounds,
}

/// `confirm:` of `/tournament withdraw`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ConfirmOption {
    #[name = "yes"]
    Yes,
}

/// Tournaments of this server: join, standings, pairings, games.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "list",
        "info",
        "join",
        "leave",
        "withdraw",
        "standings",
        "pairings",
        "games"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// This server's tournaments.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).list(&me(ctx))).await
}

/// A tournament's settings, state, players and number.
#[poise::command(slash_command, guild_only)]
pub async fn info(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).info(&me(ctx), &name)).await
}

/// Enter a tournament (a running league: from its next season).
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).join(&me(ctx), &name)).await
}

/// Leave before the start (a running league: after this season).
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).leave(&me(ctx), &name)).await
}

/// Withdraw from a started tournament (asks you to confirm).
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
    #[description = "yes: withdraw now"] confirm: Option<ConfirmOption>,
) -> Result<(), Error> {
    answer(
        ctx,
        tournaments(ctx).withdraw(&me(ctx), &name, confirm.is_some()),
    )
    .await
}

/// The standings: a crosstable with FIDE tie-breaks.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).standings(&me(ctx), &name)).await
}

/// A round's pairings (default: every round).
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
    #[description = "The round"]
    #[min = 1]
    round: Option<u32>,
) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).pairings(&me(ctx), &name, round)).await
}

/// Every game of a tournament.
#[poise::command(slash_command, guild_only)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: Name,
) -> Result<(), Error> {
    answer(ctx, tournaments(ctx).games(&me(ctx), &name)).await
}

async fn run(ctx: Context<'_>, action: TournamentAction) -> Result<(), Error> {
    let who = member(ctx);
    answer_admin(ctx, tournaments(ctx).admin(&me(ctx), &who, action)).await
}

/// Moderators: create, start and run tournaments.
#[poise::command(
    slash_command,
    guild_only,
    rename = "tournament-admin",
    default_member_permissions = "MANAGE_GUILD",
    subcommands(
        "create",
        "settings",
        "start",
        "end_round",
        "result",
        "admin_withdraw",
        "forbid",
        "pause",
        "resume",
        "close",
        "cancel"
    ),
    subcommand_required
)]
pub async fn tournament_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a tournament.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Its name (unique in this server)"] name: Name,
    #[description = "Format"] format: FormatOption,
    #[description = "Which game"] game: GameOption,
    #[description = "Board size: WxH for Breakthrough, N for Breach"]
    #[max_length = 10]
    size: String,
    #[description = "Clock of its games (3d, 3d+1d)"]
    #[max_length = 20]
    clock: String,
    #[description = "Swiss: number of rounds"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Rated (default true)"] rated: Option<bool>,
    #[description = "Round robin: every game at once (default) or round by round"] schedule: Option<
        ScheduleOption,
    >,
    #[description = "League: players per league (default 10)"]
    #[rename = "league-size"]
    #[min = 3]
    #[max = 20]
    league_size: Option<u32>,
    #[description = "League: players moving up each season (default 2)"]
    #[min = 0]
    #[max = 10]
    up: Option<u32>,
    #[description = "League: players moving down each season (default 2)"]
    #[min = 0]
    #[max = 10]
    down: Option<u32>,
    #[description = "The most players who may enter"]
    #[rename = "max-players"]
    #[min = 2]
    #[max = 500]
    max_players: Option<u32>,
    #[description = "When entries close: a time from now (3d, 12h) or a UTC date (2027-01-05)"]
    #[max_length = 30]
    deadline: Option<String>,
    #[description = "Each game in its own thread (default: the server's setting)"] thread: Option<
        bool,
    >,
    #[description = "Swiss: late entrants get a half-point bye for each round they missed"]
    #[rename = "late-byes"]
    late_byes: Option<bool>,
) -> Result<(), Error> {
    let action = TournamentAction::Create(CreateTournament {
        name: name.into(),
        format: format.name().to_string(),
        game: crate::games::GameKind::from(game).to_string(),
        size: Some(size),
        clock: Some(clock),
        rounds,
        rated,
        schedule: schedule.map(|s| s.name().to_string()),
        league_size,
        up,
        down,
        max_players,
        deadline,
        thread,
        late_byes,
    });
    run(ctx, action).await
}

/// Change a tournament's settings (after the start: a Swiss event's rounds, the entry cap).
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "Clock of its games (3d, 3d+1d)"]
    #[max_length = 20]
    clock: Option<String>,
    #[description = "Swiss: number of rounds"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Rated"] rated: Option<bool>,
    #[description = "The most players who may enter"]
    #[rename = "max-players"]
    #[min = 2]
    #[max = 500]
    max_players: Option<u32>,
    #[description = "When entries close: a time from now (3d, 12h) or a UTC date (2027-01-05)"]
    #[max_length = 30]
    deadline: Option<String>,
    #[description = "Each game from now on in its own thread"] thread: Option<bool>,
) -> Result<(), Error> {
    let change = TournamentChange {
        clock,
        rounds,
        rated,
        max_players,
        deadline,
        thread,
    };
    run(
        ctx,
        TournamentAction::Settings {
            name: name.into(),
            change,
        },
    )
    .await
}

/// End the current round now: unfinished games finish outside the standings.
#[poise::command(slash_command, guild_only, rename = "end-round")]
pub async fn end_round(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "Why (goes in the audit log)"] reason: Option<Reason>,
) -> Result<(), Error> {
    let (name, reason) = (name.into(), reason.unwrap_or_default().into());
    run(ctx, TournamentAction::EndRound { name, reason }).await
}

/// Two players who must never be paired together (Swiss).
#[poise::command(slash_command, guild_only)]
pub async fn forbid(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "One player"] player: serenity::User,
    #[description = "The other player"] opponent: serenity::User,
    #[description = "Why (goes in the audit log)"] reason: Option<Reason>,
) -> Result<(), Error> {
    let player = option_user(ctx, &player);
    let opponent = option_user(ctx, &opponent);
    let (name, reason) = (name.into(), reason.unwrap_or_default().into());
    let action = TournamentAction::Forbid {
        name,
        player,
        opponent,
        reason,
    };
    run(ctx, action).await
}

/// Pause a tournament: no new round or season starts until resumed.
#[poise::command(slash_command, guild_only)]
pub async fn pause(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "Why (goes in the audit log)"] reason: Option<Reason>,
) -> Result<(), Error> {
    let (name, reason) = (name.into(), reason.unwrap_or_default().into());
    run(ctx, TournamentAction::Pause { name, reason }).await
}

/// Resume a paused tournament: what became due starts.
#[poise::command(slash_command, guild_only)]
pub async fn resume(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
) -> Result<(), Error> {
    run(ctx, TournamentAction::Resume { name: name.into() }).await
}

/// Close entries now; a running league ends after its current season.
#[poise::command(slash_command, guild_only)]
pub async fn close(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "Why (goes in the audit log)"] reason: Option<Reason>,
) -> Result<(), Error> {
    let (name, reason) = (name.into(), reason.unwrap_or_default().into());
    run(ctx, TournamentAction::Close { name, reason }).await
}

/// Start a tournament: pairing numbers by rating, the first games begin.
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
) -> Result<(), Error> {
    run(ctx, TournamentAction::Start { name: name.into() }).await
}

/// Decide or void a tournament game (audited; standings and ratings recomputed).
#[poise::command(slash_command, guild_only)]
pub async fn result(
    ctx: Context<'_>,
    #[description = "The game's number"]
    #[max_length = 20]
    game: String,
    #[description = "white, black or void"] outcome: OutcomeOption,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    let outcome = outcome.name().to_string();
    run(
        ctx,
        TournamentAction::Result {
            game,
            outcome,
            reason: reason.into(),
        },
    )
    .await
}

/// Withdraw a player (FIDE's withdrawal rule applies).
#[poise::command(slash_command, guild_only, rename = "withdraw")]
pub async fn admin_withdraw(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "The player"] player: serenity::User,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    let player = option_user(ctx, &player);
    run(
        ctx,
        TournamentAction::Withdraw {
            name: name.into(),
            player,
            reason: reason.into(),
        },
    )
    .await
}

/// Cancel a tournament: no more rounds or seasons.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The tournament"] name: Name,
    #[description = "Why (goes in the audit log)"] reason: Reason,
) -> Result<(), Error> {
    run(
        ctx,
        TournamentAction::Cancel {
            name: name.into(),
            reason: reason.into(),
        },
    )
    .await
}
