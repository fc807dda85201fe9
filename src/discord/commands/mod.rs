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
    commands
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
