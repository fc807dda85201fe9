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

/// A command refused before it runs, with the reply that says why: the per-user command
/// rate (how long to wait), or a server's command outside a server that installed Breaker.
#[derive(Debug)]
pub struct Refused(pub Reply);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("command refused before it ran")
    }
}

impl std::error::Error for Refused {}

/// Whether `ctx` is an autocomplete request (it runs the checks too, but is not a command).
pub fn is_autocomplete(ctx: super::Context<'_>) -> bool {
    matches!(ctx, poise::Context::Application(a)
        if a.interaction_type == poise::CommandInteractionType::Autocomplete)
}

/// Why poise could not read an option, in the reader's language: each kind of error an
/// option can give as a message (poise's own texts are English; they go to the log).
fn argument_error(error: &(dyn std::error::Error + Send + Sync + 'static)) -> Text {
    if error.is::<poise::InvalidChoice>() {
        msg!("discord-bad-choice")
    } else if error.is::<std::num::ParseIntError>() || error.is::<std::num::ParseFloatError>() {
        msg!("discord-bad-number")
    } else if error.is::<poise::InvalidBool>() || error.is::<std::str::ParseBoolError>() {
        msg!("discord-bad-bool")
    } else if error.is::<poise::TooFewArguments>() || error.is::<poise::TooManyArguments>() {
        msg!("discord-bad-count")
    } else {
        msg!("discord-bad-value")
    }
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
            tracing::info!(command = %ctx.command().qualified_name, "unreadable option: {error}");
            let error = argument_error(error.as_ref());
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
        } if error.is::<Refused>() => {
            if let Some(Refused(slow_down)) = error.downcast_ref::<Refused>() {
                let slow_down = slow_down.clone().in_language(command_locale(ctx));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(error: &(dyn std::error::Error + Send + Sync + 'static), lang: &str) -> String {
        let words = msg!(
            "discord-bad-option",
            input = "purple",
            error = argument_error(error)
        );
        say(words, lang.parse().unwrap())
    }

    #[test]
    fn an_unreadable_option_is_answered_in_the_callers_language() {
        let choice = poise::InvalidChoice::default();
        assert_eq!(
            answer(&choice, "ko"),
            "입력한 값을 읽지 못했습니다(`purple`): 선택지에 없는 값입니다. 디스코드가 보여 주는 목록에서 고르세요"
        );
        assert_eq!(
            answer(&choice, "ru"),
            "Не удалось прочитать параметр `purple`: такого варианта нет; выберите из списка, который показывает Discord"
        );
        let number = "x".parse::<u32>().unwrap_err();
        let ro = answer(&number, "ro");
        assert!(
            ro.contains("`purple`") && ro.ends_with("nu este un număr întreg"),
            "{ro}"
        );
        // An error of a kind Breaker does not know: still the reader's words, not poise's.
        let other: Box<dyn std::error::Error + Send + Sync> =
            "cannot use member parameter in DMs".into();
        let ko = answer(other.as_ref(), "ko");
        assert!(
            ko.starts_with("입력한 값을 읽지 못했습니다(`purple`)") && ko.contains("쓸 수 없는 값"),
            "{ko}"
        );
    }
}
