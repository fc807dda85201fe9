//! Button clicks, handled globally by custom_id (`accept:12`): the state is in the id and
//! the database, so a button posted before a restart still works after it.

use super::answer::DEFER_AFTER;
use super::identity::{component_ctx, modal_ctx};
use super::retry::{self, ALREADY_ACKNOWLEDGED, CALLBACK_WINDOW, TOKEN_WINDOW};
use super::{error, follow_up, reply, Data, Error};
use crate::service::{Ctx, Form, Reach, Reply};
use poise::serenity_prelude as serenity;
use tokio::time::Instant;

/// The framework's event handler: buttons and forms (commands and autocomplete are
/// poise's).
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Modal(form),
    } = event
    {
        let service = &framework.user_data.service;
        let guild = form.guild_id.map(|g| g.get());
        // A form sent from a server without Breaker is about a direct game (shard 0's).
        if !service.owns_guild(guild) && !service.owns_guild(None) {
            tracing::warn!(
                ?guild,
                "ignored a form for a server this process does not own"
            );
            return Ok(());
        }
        let Some(_pass) = framework.user_data.gate.enter() else {
            return Ok(());
        };
        if let Err(e) = on_form(framework.serenity_context, form, framework.user_data).await {
            tracing::error!(custom_id = %form.data.custom_id, "form failed: {e:#}");
        }
        return Ok(());
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let guild = component_ctx(click).guild;
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
    if reply.form.is_some() {
        crate::metrics::interaction("button", crate::metrics::Outcome::Ok);
        if deferred {
            // A form must be the click's first answer; too late for it now.
            let sorry = Reply::ephemeral(crate::msg!("discord-sorry"));
            return respond_ephemeral(ctx, click, &sorry, true).await;
        }
        let Some(form) = reply.in_language(who.locale).form else {
            let sorry = Reply::ephemeral(crate::msg!("discord-sorry"));
            return respond_ephemeral(ctx, click, &sorry, false).await;
        };
        let response = serenity::CreateInteractionResponse::Modal(modal(&form));
        click.create_response(ctx, response).await?;
        return Ok(());
    }
    let mut reply = data.service.correspondence().with_news(&who, reply).await;
    let aside = reply.aside.take();
    let answer_only = who.reach == Reach::AnswerOnly;
    let reply = if answer_only {
        data.service.games().with_play_buttons(reply).await?
    } else {
        reply
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
        }
        Err(e) => Err(e),
    };
    match posted {
        Ok(message) if answer_only => {
            if let Some(board) = &reply.board {
                let guild = click.guild_id.map(serenity::GuildId::get);
                let channel = click.channel_id.get();
                follow_up::note_last_post(&data.service, board.game, guild, channel, message.id)
                    .await;
            }
        }
        Ok(_) => {}
        Err(e) if answer_only => {
            // Breaker may not post there: the action is committed, the answer lost.
            tracing::warn!("the click's answer could not be sent: {e}");
        }
        Err(e) => {
            // The action is committed: say so in the channel rather than not at all.
            tracing::warn!("the click's answer could not be sent ({e}); posting it in the channel");
            follow_up::post(&ctx.http, click.channel_id, &reply).await?;
        }
    }
    if let Some(aside) = aside {
        let private = Reply::ephemeral(aside).in_language(who.locale);
        if let Err(e) = click.create_followup(ctx, reply::followup(&private)).await {
            tracing::warn!("news for the clicker could not be sent: {e}");
        }
    }
    let answered = answer_only.then(|| follow_up::Answered {
        token: click.token.clone(),
        guild: click.guild_id.map(serenity::GuildId::get),
        channel: click.channel_id.get(),
    });
    follow_up::start(ctx, &data.service, &reply, answered).await;
    Ok(())
}

/// A service form as a Discord modal: one short text field, required.
fn modal(form: &Form) -> serenity::CreateModal {
    let field = serenity::CreateInputText::new(
        serenity::InputTextStyle::Short,
        form.field.to_string(),
        FORM_FIELD,
    )
    .required(true)
    .max_length(FORM_FIELD_MAX);
    serenity::CreateModal::new(&form.custom_id, form.title.to_string())
        .components(vec![serenity::CreateActionRow::InputText(field)])
}

/// The `custom_id` of a form's one field.
const FORM_FIELD: &str = "move";
/// The longest move anyone types (Discord allows 4 000).
const FORM_FIELD_MAX: u16 = 100;

/// A form sent back (the Move form): its move is played as `/move` plays it, and the
/// answer is the new post, followed up by the AI's move if it is the AI's turn.
async fn on_form(
    ctx: &serenity::Context,
    form: &serenity::ModalInteraction,
    data: &Data,
) -> Result<(), Error> {
    let who: Ctx = modal_ctx(form);
    if let Some(slow_down) = data.service.admit(&who) {
        let slow_down = slow_down.in_language(who.locale);
        let message = reply::response_message(&slow_down).ephemeral(true);
        form.create_response(ctx, serenity::CreateInteractionResponse::Message(message))
            .await?;
        return Ok(());
    }
    let text = form
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            serenity::ActionRowComponent::InputText(t) if t.custom_id == FORM_FIELD => {
                t.value.clone()
            }
            _ => None,
        })
        .unwrap_or_default();
    let games = data.service.games();
    let reply = match games.submit_form(&who, &form.data.custom_id, &text).await {
        Ok(reply) => reply,
        Err(e) => {
            crate::metrics::interaction("form", crate::metrics::Outcome::Error);
            tracing::error!(custom_id = %form.data.custom_id, "{e:#}");
            Reply::ephemeral(crate::msg!("discord-sorry"))
        }
    };
    let mut reply = data.service.correspondence().with_news(&who, reply).await;
    let aside = reply.aside.take();
    let outcome = if reply.refused {
        crate::metrics::Outcome::Refused
    } else {
        crate::metrics::Outcome::Ok
    };
    crate::metrics::interaction("form", outcome);
    let answer_only = match reply.board.as_ref() {
        Some(board) => games.reach_of(board.game).await? == Reach::AnswerOnly,
        None => false,
    };
    let reply = if answer_only {
        games.with_play_buttons(reply).await?
    } else {
        reply
    };
    let language = if reply.ephemeral {
        who.locale
    } else {
        match reply.board.as_ref() {
            Some(board) => data.service.game_language(board.game).await?,
            None => who.locale,
        }
    };
    let reply = reply.in_language(language);
    let message = reply::response_message(&reply);
    form.create_response(ctx, serenity::CreateInteractionResponse::Message(message))
        .await?;
    if let Some(aside) = aside {
        let private = Reply::ephemeral(aside).in_language(who.locale);
        if let Err(e) = form.create_followup(ctx, reply::followup(&private)).await {
            tracing::warn!("news for the form's sender could not be sent: {e}");
        }
    }
    let guild = form.guild_id.map(serenity::GuildId::get);
    let channel = form.channel_id.get();
    if let (true, Some(board)) = (answer_only, &reply.board) {
        match form.get_response(ctx).await {
            Ok(message) => {
                follow_up::note_last_post(&data.service, board.game, guild, channel, message.id)
                    .await
            }
            Err(e) => tracing::warn!("could not read the form's answer: {e}"),
        }
    }
    let answered = answer_only.then(|| follow_up::Answered {
        token: form.token.clone(),
        guild,
        channel,
    });
    follow_up::start(ctx, &data.service, &reply, answered).await;
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
    let reply = &reply
        .clone()
        .in_language(super::identity::caller_locale(&click.locale));
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
