//! Answering a slash command with a service reply, deferring only when the work is slow.
//!
//! The answer is retried through Discord's passing failures within its window
//! ([`retry`]): 3 s for the callback, the token's 15 minutes once deferred. A public reply
//! that still cannot go out as the answer (the token expired: a long outage, a slow AI)
//! is posted in the channel instead; the move or action it reports is committed either way.

use super::retry::{self, ALREADY_ACKNOWLEDGED, CALLBACK_WINDOW, TOKEN_WINDOW};
use super::{follow_up, reply, Context, Error};
use crate::metrics::{self, Outcome};
use crate::service::{Reply, ServiceError};
use std::future::Future;
use std::time::Duration;
use tokio::time::Instant;

/// Discord drops an interaction not answered within 3 s; past this, defer and follow up.
/// Most calls (a move, a render) finish well before, so their reply is the callback itself
/// and a refusal can still be ephemeral (a deferred reply's visibility is fixed at defer).
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Runs `work`, sends its reply, then starts any follow-up work it asks for (an AI turn).
pub async fn answer(
    ctx: Context<'_>,
    work: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<(), Error> {
    let arrived = Instant::now();
    let command: &str = &ctx.command().name;
    let (reply, deferred) = run_deferring(ctx, arrived, work)
        .await
        .inspect_err(|_| metrics::interaction(command, Outcome::Error))?;
    let window = if deferred {
        TOKEN_WINDOW
    } else {
        CALLBACK_WINDOW
    };
    let sent = retry::until(arrived + window, "answering an interaction", || async {
        match ctx.send(reply::command_reply(&reply)).await {
            Ok(_) => Ok(()),
            // An earlier attempt got through after all (its answer was lost on the way).
            Err(e) if retry::discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) => Ok(()),
            Err(e) => Err(e),
        }
    })
    .await;
    if let Err(e) = sent {
        if reply.ephemeral {
            // Only the caller may see it, so it cannot go to the channel.
            tracing::warn!("an ephemeral answer could not be sent: {e}");
        } else {
            tracing::warn!("the answer could not be sent ({e}); posting it in the channel");
            let http = &ctx.serenity_context().http;
            if let Err(e) = follow_up::post(http, ctx.channel_id(), &reply).await {
                tracing::error!("the answer could not be posted in the channel either: {e}");
            }
        }
    }
    let outcome = if reply.refused {
        Outcome::Refused
    } else {
        Outcome::Ok
    };
    metrics::interaction(command, outcome);
    if command == "move" {
        metrics::move_latency(arrived.elapsed());
    }
    follow_up::start(ctx.serenity_context(), &ctx.data().service, &reply);
    Ok(())
}

/// The reply, and whether the answer was deferred on the way.
async fn run_deferring(
    ctx: Context<'_>,
    arrived: Instant,
    work: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<(Reply, bool), Error> {
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => Ok((done?, false)),
        () = tokio::time::sleep(DEFER_AFTER) => {
            let deferred = retry::until(arrived + CALLBACK_WINDOW, "deferring an answer", || ctx.defer()).await;
            if let Err(e) = &deferred {
                tracing::warn!("could not defer the answer: {e}");
            }
            Ok((work.await?, deferred.is_ok()))
        }
    }
}
