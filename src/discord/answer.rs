//! Answering a slash command with a service reply, deferring only when the work is slow.

use super::{follow_up, reply, Context, Error};
use crate::metrics::{self, Outcome};
use crate::service::{Reply, ServiceError};
use std::future::Future;
use std::time::Duration;

/// Discord drops an interaction not answered within 3 s; past this, defer and follow up.
/// Most calls (a move, a render) finish well before, so their reply is the callback itself
/// and a refusal can still be ephemeral (a deferred reply's visibility is fixed at defer).
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Runs `work`, sends its reply, then starts any follow-up work it asks for (an AI turn).
pub async fn answer(
    ctx: Context<'_>,
    work: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<(), Error> {
    let started = std::time::Instant::now();
    let command: &str = &ctx.command().name;
    let reply = run_deferring(ctx, work).await.inspect_err(|_| {
        metrics::interaction(command, Outcome::Error);
    })?;
    ctx.send(reply::command_reply(&reply)).await?;
    let outcome = if reply.refused {
        Outcome::Refused
    } else {
        Outcome::Ok
    };
    metrics::interaction(command, outcome);
    if command == "move" {
        metrics::move_latency(started.elapsed());
    }
    follow_up::start(ctx.serenity_context(), &ctx.data().service, &reply);
    Ok(())
}

async fn run_deferring(
    ctx: Context<'_>,
    work: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<Reply, Error> {
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => Ok(done?),
        () = tokio::time::sleep(DEFER_AFTER) => {
            ctx.defer().await?;
            Ok(work.await?)
        }
    }
}
