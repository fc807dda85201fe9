//! Button clicks, handled globally by custom_id (`accept:12`): the state is in the id and
//! the database, so a button posted before a restart still works after it.

use super::answer::DEFER_AFTER;
use super::identity::component_ctx;
use super::retry::{self, ALREADY_ACKNOWLEDGED, CALLBACK_WINDOW, TOKEN_WINDOW};
use super::{error, follow_up, reply, Data, Error};
use crate::service::Reply;
use poise::serenity_prelude as serenity;
use tokio::time::Instant;

/// The framework's event handler: buttons only (commands and autocomplete are poise's).
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let guild = click.guild_id.map(|g| g.get());
        if !framework.user_data.service.owns_guild(guild) {
            // Discord routes a server to one shard's process; this one is not it.
            tracing::warn!(?guild, custom_id = %click.data.custom_id, "ignored a click for a server this process does not own");
            return Ok(());
        }
        let Some(_pass) = framework.user_data.gate.enter() else {
            let refusal = serenity::CreateInteractionResponseMessage::new()
                .content(error::say(
                    crate::msg!("discord-stopping"),
                    super::identity::caller_locale(&click.locale),
                ))
                .ephemeral(true);
            let response = serenity::CreateInteractionResponse::Message(refusal);
            let _ = click
                .create_response(framework.serenity_context, response)
                .await;
            return Ok(());
        };
        if let Err(e) = on_click(framework.serenity_context, click, framework.user_data).await {
            tracing::error!(custom_id = %click.data.custom_id, "button failed: {e:#}");
        }
    }
    Ok(())
}

/// A refusal (not your challenge, already accepted...) is an ephemeral message and leaves
/// the clicked message alone. Anything else is a new post in the channel (so the players
/// it is about get pinged), and the clicked message loses its spent buttons.
async fn on_click(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let arrived = Instant::now();
    let who = component_ctx(click);
    if let Some(slow_down) = data.service.admit(&who) {
        return respond_ephemeral(ctx, click, &slow_down, false).await;
    }
    let games = data.service.games();
    let work = games.handle_button(&who, &click.data.custom_id);
    tokio::pin!(work);
    let (result, deferred) = tokio::select! {
        done = &mut work => (done, false),
        () = tokio::time::sleep(DEFER_AFTER) => {
            if let Err(e) = acknowledge(ctx, click, arrived).await {
                tracing::warn!("could not acknowledge a click: {e}");
            }
            (work.await, true)
        }
    };
    let reply = match result {
        Ok(reply) => reply,
        Err(e) => {
            crate::metrics::interaction("button", crate::metrics::Outcome::Error);
            tracing::error!(custom_id = %click.data.custom_id, "{e:#}");
            let sorry = Reply::ephemeral(crate::msg!("discord-sorry"));
            return respond_ephemeral(ctx, click, &sorry, deferred).await;
        }
    };
    let outcome = if reply.refused {
        crate::metrics::Outcome::Refused
    } else {
        crate::metrics::Outcome::Ok
    };
    crate::metrics::interaction("button", outcome);
    if let Err(e) = data.service.note_locales(&who).await {
        tracing::warn!("could not note the caller's locale: {e:#}");
    }
    if reply.ephemeral {
        return respond_ephemeral(ctx, click, &reply, deferred).await;
    }
    let language = match data.service.reply_language(&who, false).await {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!("the server's language is unknown: {e:#}");
            who.locale
        }
    };
    let reply = reply.in_language(language);
    let acknowledged = if deferred {
        Ok(())
    } else {
        acknowledge(ctx, click, arrived).await
    };
    let posted = match acknowledged {
        Ok(()) => {
            // Only the components change: no `attachments` key is sent, so a board stays.
            let spent = serenity::EditInteractionResponse::new().components(Vec::new());
            if let Err(e) = click.edit_response(ctx, spent).await {
                tracing::warn!("could not remove the spent buttons: {e}");
            }
            let deadline = arrived + TOKEN_WINDOW;
            retry::until(deadline, "following up a click", || {
                click.create_followup(ctx, reply::followup(&reply))
            })
            .await
            .map(|_| ())
        }
        Err(e) => Err(e),
    };
    if let Err(e) = posted {
        // The action is committed: say so in the channel rather than not at all.
        tracing::warn!("the click's answer could not be sent ({e}); posting it in the channel");
        follow_up::post(&ctx.http, click.channel_id, &reply).await?;
    }
    follow_up::start(ctx, &data.service, &reply);
    Ok(())
}

/// Acknowledges the click (a deferred update), retried within Discord's 3 s.
async fn acknowledge(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    arrived: Instant,
) -> serenity::Result<()> {
    retry::until(
        arrived + CALLBACK_WINDOW,
        "acknowledging a click",
        || async {
            match click
                .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
                .await
            {
                Err(e) if retry::discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) => Ok(()),
                done => done,
            }
        },
    )
    .await
}

/// Answers the clicker alone, in their language.
async fn respond_ephemeral(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    reply: &Reply,
    deferred: bool,
) -> Result<(), Error> {
    let reply = &reply.in_language(super::identity::caller_locale(&click.locale));
    if deferred {
        click
            .create_followup(ctx, reply::followup(reply).ephemeral(true))
            .await?;
    } else {
        let message = reply::response_message(reply).ephemeral(true);
        click
            .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
            .await?;
    }
    Ok(())
}
