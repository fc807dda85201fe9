//! The shutdown gate: on SIGTERM the bot stops taking interactions, lets the ones it is
//! handling finish (their writes commit and their replies go out), and only then closes
//! the gateway. Every command and button holds a [`Pass`] while it runs.
//!
//! ```
//! # tokio::runtime::Runtime::new().unwrap().block_on(async {
//! use breaker::discord::Gate;
//! use std::time::Duration;
//!
//! let gate = Gate::new();
//! let pass = gate.enter().expect("open");
//! gate.close();
//! assert!(gate.enter().is_none(), "closed to new work");
//! // Work in flight still finishes: the drain waits for the pass.
//! let late = tokio::spawn(async move { drop(pass) });
//! assert!(gate.drained(Duration::from_secs(5)).await);
//! late.await.unwrap();
//! # });
//! ```

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// Shared by the framework (every interaction) and the stop signal.
#[derive(Clone, Debug, Default)]
pub struct Gate(Arc<Inner>);

#[derive(Debug, Default)]
struct Inner {
    closed: AtomicBool,
    in_flight: AtomicUsize,
    idle: Notify,
}

/// One interaction being handled; dropping it lets a draining shutdown go on.
#[derive(Debug)]
pub struct Pass(Gate);

impl Gate {
    pub fn new() -> Gate {
        Gate::default()
    }

    /// A pass for one interaction, or `None` once the gate is closed.
    pub fn enter(&self) -> Option<Pass> {
        // Count first, then check: a close seen after counting waits for this pass.
        self.0.in_flight.fetch_add(1, Ordering::SeqCst);
        let pass = Pass(self.clone());
        (!self.0.closed.load(Ordering::SeqCst)).then_some(pass)
    }

    /// Refuses new interactions from now on.
    pub fn close(&self) {
        self.0.closed.store(true, Ordering::SeqCst);
    }

    pub fn is_closed(&self) -> bool {
        self.0.closed.load(Ordering::SeqCst)
    }

    /// Interactions being handled now.
    pub fn in_flight(&self) -> usize {
        self.0.in_flight.load(Ordering::SeqCst)
    }

    /// Waits until no interaction is in flight, or `limit` passes; true if drained.
    pub async fn drained(&self, limit: Duration) -> bool {
        let wait = async {
            loop {
                let idle = self.0.idle.notified();
                tokio::pin!(idle);
                // Register before checking, so a pass dropped in between is not missed.
                idle.as_mut().enable();
                if self.in_flight() == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        if self.0 .0.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0 .0.idle.notify_waiters();
        }
    }
}

/// The framework's check for every slash command: a pass held for the whole invocation
/// (poise drops the invocation data when the command and its error handling are done),
/// or, once closed, an ephemeral "restarting" and no command. Autocomplete reads only
/// and needs no pass.
pub(super) async fn admit(ctx: super::Context<'_>) -> Result<bool, super::Error> {
    if let poise::Context::Application(app) = ctx {
        if app.interaction_type == poise::CommandInteractionType::Autocomplete {
            return Ok(true);
        }
    }
    match ctx.data().gate.enter() {
        Some(pass) => {
            ctx.set_invocation_data(pass).await;
            Ok(true)
        }
        None => {
            let refusal = poise::CreateReply::default()
                .content(super::error::say(
                    crate::msg!("discord-stopping"),
                    super::identity::command_locale(ctx),
                ))
                .ephemeral(true);
            ctx.send(refusal).await?;
            Ok(false)
        }
    }
}
