//! The Discord front end: a poise/serenity adapter over [`crate::service`], nothing else.
//!
//! Every slash command, autocomplete and button maps 1:1 onto a service call; the service
//! answers with a [`crate::service::Reply`] (text, board PNG, buttons, who to ping) and
//! `reply` turns it into a Discord message. Buttons are handled by custom_id in one global
//! event handler (`buttons`), so an invite clicked after a restart still works: the state
//! lives in the id and the database, never in a collector.
//!
//! Start-up ([`run`]) is the same for `breaker run` and the end-to-end test, which points
//! `DISCORD_PROXY_URL` at a fake Discord on 127.0.0.1.

mod answer;
mod autocomplete;
mod buttons;
pub mod commands;
mod error;
mod follow_up;
mod gate;
mod identity;
pub mod localize;
pub mod markup;
mod options;
mod reply;
mod retry;
mod scheduler;
mod start;

pub use gate::{Gate, Pass};
pub use start::{register, run};

use crate::service::Service;

/// What every command can reach: the application.
pub struct Data {
    pub service: Service,
    /// Closed on SIGTERM: see `gate`.
    pub gate: Gate,
}

/// Command errors are internal failures only (user mistakes are `Ok` ephemeral replies).
pub type Error = anyhow::Error;

/// The poise context every command takes.
pub type Context<'a> = poise::Context<'a, Data, Error>;
