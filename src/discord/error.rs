//! The one error hook: internal failures are logged and the user gets a short ephemeral
//! apology; poise's own errors (bad arguments, checks) go to poise's default handler.

use super::{Data, Error};
use poise::FrameworkError;

/// What the user sees when Breaker itself failed (the details are in the log).
pub const SORRY: &str =
    "Something went wrong on Breaker's side; nothing was changed. Please try again.";

pub async fn on_error(error: FrameworkError<'_, Data, Error>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, user = %ctx.author().id, "{error:#}");
            let sorry = poise::CreateReply::default().content(SORRY).ephemeral(true);
            if let Err(e) = ctx.send(sorry).await {
                tracing::warn!("could not tell the user about the failure: {e}");
            }
        }
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let what = input.map_or_else(String::new, |i| {
                format!(" `{}`", i.chars().take(50).collect::<String>())
            });
            let text = format!("I could not read the option{what}: {error}");
            if let Err(e) = ctx
                .send(poise::CreateReply::default().content(text).ephemeral(true))
                .await
            {
                tracing::warn!("could not send an argument error: {e}");
            }
        }
        FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } if ctx.data().gate.is_closed() => {
            tracing::info!(command = %ctx.command().qualified_name, "refused while stopping");
        }
        FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            // The only global check is shard ownership: another process serves this server.
            tracing::warn!(
                command = %ctx.command().qualified_name,
                guild = ?ctx.guild_id(),
                "ignored an interaction for a server this process does not own"
            );
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!("error while handling an error: {e}");
            }
        }
    }
}
