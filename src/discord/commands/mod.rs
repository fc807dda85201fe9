//! The slash commands. Each is a small async fn whose doc comment is its description on
//! Discord; each calls one service function and sends what it answers. The English names
//! and descriptions here are the source: their other languages come from
//! `locales/*/commands.ftl` ([`super::localize`]), and `locales/en/commands.ftl` must say
//! the same words (`tests/command_localizations.rs`).

mod analysis;
mod correspondence;
mod games;
mod ladder;
mod ladder_admin;
mod moderation;
mod play;
mod rating;
pub mod settings;
mod start;
mod tournament;

// `me(ctx)`: the caller, who, in which server and channel.
use super::identity::command_ctx as me;
use super::{Context, Data, Error};
use crate::service::{Analyses, Correspondence, Games, Ladders, Tournaments};

/// Every command, in the order Discord lists them, with its names and descriptions in
/// every language ([`super::localize`]).
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = english();
    super::localize::localize(&mut commands);
    for command in &mut commands {
        place(command);
    }
    commands
}

/// A server's own commands: for server installs, in servers only. Every other command
/// plays anywhere: installed by a server or a user, in servers, Breaker's DM and DMs and
/// group DMs between people.
const SERVER_ONLY: &[&str] = &[
    "settings",
    "ladder",
    "ladder-admin",
    "tournament",
    "tournament-admin",
];

/// Whether `/name` is one of a server's own commands (`SERVER_ONLY`).
pub fn server_only(name: &str) -> bool {
    SERVER_ONLY.contains(&name)
}

/// Where `command` is offered (Discord's `integration_types` and `contexts`).
fn place(command: &mut poise::Command<Data, Error>) {
    use poise::serenity_prelude::{InstallationContext as Install, InteractionContext as In};
    if server_only(&command.name) {
        command.install_context = Some(vec![Install::Guild]);
        command.interaction_context = Some(vec![In::Guild]);
    } else {
        command.install_context = Some(vec![Install::Guild, Install::User]);
        command.interaction_context = Some(vec![In::Guild, In::BotDm, In::PrivateChannel]);
        playable_anywhere(command);
    }
}

/// Lets `command` and its subcommands run outside servers too.
fn playable_anywhere(command: &mut poise::Command<Data, Error>) {
    command.guild_only = false;
    for sub in &mut command.subcommands {
        playable_anywhere(sub);
    }
}

/// Every command with only its English words (the code's own).
pub fn english() -> Vec<poise::Command<Data, Error>> {
    vec![
        start::challenge(),
        start::ai(),
        start::accept(),
        start::decline(),
        play::play_move(),
        play::board(),
        play::resign(),
        play::takeback(),
        play::export(),
        play::replay(),
        games::games(),
        games::rules(),
        analysis::analyze(),
        analysis::hint(),
        correspondence::moretime(),
        correspondence::vacation(),
        correspondence::notify(),
        correspondence::conditional(),
        correspondence::note(),
        settings::settings(),
        rating::rating(),
        ladder::ladder(),
        ladder_admin::ladder_admin(),
        tournament::tournament(),
        tournament::tournament_admin(),
    ]
}

// What a command's body calls, so that each is one line: the caller as the service knows
// them, and the service's facades.

fn games(ctx: Context<'_>) -> Games<'_> {
    ctx.data().service.games()
}

fn correspondence(ctx: Context<'_>) -> Correspondence<'_> {
    ctx.data().service.correspondence()
}

fn ladders(ctx: Context<'_>) -> Ladders<'_> {
    ctx.data().service.ladders()
}

fn tournaments(ctx: Context<'_>) -> Tournaments<'_> {
    ctx.data().service.tournaments()
}

fn analysis(ctx: Context<'_>) -> Analyses<'_> {
    ctx.data().service.analysis()
}
