//! The one error hook: internal failures are logged and the user gets a short ephemeral
//! apology; poise's own errors (bad arguments, checks) go to poise's default handler.

use super::identity::{caller_locale, command_locale};
use super::markup::markup;
use super::{Data, Error};
use crate::i18n::{Locale, Text};
use crate::msg;
use crate::service::Reply;
use poise::FrameworkError;

/// The adapter's own `words` in `locale`, as message content.
pub fn say(words: Text, locale: Locale) -> String {
    markup(&words.resolve(locale))
}

/// A command refused by the per-user command rate; the reply says how long to wait.
#[derive(Debug)]
pub struct Throttled(pub Reply);

impl std::fmt::Display for Throttled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("command rate exceeded")
    }
}

impl std::error::Error for Throttled {}

/// Whether `ctx` is an autocomplete request (it runs the checks too, but is not a command).
pub fn is_autocomplete(ctx: super::Context<'_>) -> bool {
    matches!(ctx, poise::Context::Application(a)
        if a.interaction_type == poise::CommandInteractionType::Autocomplete)
}

pub async fn on_error(error: FrameworkError<'_, Data, Error>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, user = %ctx.author().id, "{error:#}");
            // What the user sees when Breaker itself failed (the details are in the log).
            let sorry = say(msg!("discord-sorry"), command_locale(ctx));
            let sorry = poise::CreateReply::default().content(sorry).ephemeral(true);
            if let Err(e) = ctx.send(sorry).await {
                tracing::warn!("could not tell the user about the failure: {e}");
            }
        }
        FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let error = error.to_string();
            let words = match input {
                Some(i) => msg!(
                    "discord-bad-option",
                    input = i.chars().take(50).collect::<String>(),
                    error = error
                ),
                None => msg!("discord-bad-option-unnamed", error = error),
            };
            let text = say(words, command_locale(ctx));
            if let Err(e) = ctx
                .send(poise::CreateReply::default().content(text).ephemeral(true))
                .await
            {
                tracing::warn!("could not send an argument error: {e}");
            }
        }
        FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } if error.is::<Throttled>() => {
            if let Some(Throttled(slow_down)) = error.downcast_ref::<Throttled>() {
                let slow_down = slow_down.in_language(command_locale(ctx));
                let reply = super::reply::command_reply(&slow_down).ephemeral(true);
                if let Err(e) = ctx.send(reply).await {
                    tracing::warn!("could not send a slow-down reply: {e}");
                }
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
        // A hand-made or stale interaction: a command this bot does not have, or options
        // of the wrong type. The user hears so; nothing runs.
        FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            let name: String = interaction.data.name.chars().take(32).collect();
            tracing::warn!(command = %name, "unknown command");
            let words = msg!("discord-unknown-command", command = name.replace('`', "'"));
            let text = say(words, caller_locale(&interaction.locale));
            let message = poise::serenity_prelude::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true)
                .allowed_mentions(poise::serenity_prelude::CreateAllowedMentions::new());
            let response = poise::serenity_prelude::CreateInteractionResponse::Message(message);
            if let Err(e) = interaction
                .create_response(framework.serenity_context, response)
                .await
            {
                tracing::warn!("could not answer an unknown command: {e}");
            }
        }
        FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, "malformed options: {description}");
            let words = msg!(
                "discord-malformed-options",
                command = ctx.command().qualified_name.to_string()
            );
            let text = say(words, caller_locale(&ctx.interaction.locale));
            let reply = poise::CreateReply::default().content(text).ephemeral(true);
            if let Err(e) = poise::Context::Application(ctx).send(reply).await {
                tracing::warn!("could not answer a malformed command: {e}");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!("error while handling an error: {e}");
            }
        }
    }
}
