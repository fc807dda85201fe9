//! Answering a slash command with a service reply, deferring only when the work is slow.
//!
//! A deferred answer's visibility is fixed when it is deferred (Discord shows a "thinking"
//! placeholder to the channel or to the caller alone), so it is decided up front: the
//! commands whose answer is private ([`answers_privately`]: `/hint`, `/games`,
//! `/settings`, `/ladder-admin`, …, and through [`answer_privately`] `/export notes:true`)
//! defer privately, the rest publicly. A reply whose
//! visibility differs from its deferral (a refusal after a public deferral) is sent as a
//! follow-up of its own visibility and the placeholder is deleted.
//!
//! The answer is retried through Discord's passing failures within its window
//! ([`retry`]): 3 s for the callback, the token's 15 minutes once deferred. A public reply
//! that still cannot go out as the answer (the token expired: a long outage, a slow AI)
//! is posted in the channel instead; the move or action it reports is committed either way.
//!
//! News held for the caller ([`crate::service::Correspondence::with_news`]: their
//! conditional moves did not apply) goes with every answer: in a private one, or as a
//! private follow-up of a public one.

use super::identity::command_ctx;
use super::retry::{self, ALREADY_ACKNOWLEDGED, CALLBACK_WINDOW, TOKEN_WINDOW};
use super::{follow_up, reply, Context, Error};
use crate::metrics::{self, Outcome};
use crate::service::{Reach, Reply, ServiceError};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Duration;
use tokio::time::Instant;

/// Discord drops an interaction not answered within 3 s; past this, defer and follow up.
/// Most calls (a move, a render) finish well before, so their reply is the callback itself
/// and a refusal can still be ephemeral (a deferred reply's visibility is fixed at defer).
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Commands (by qualified name) whose answer is private when it succeeds.
const PRIVATE: &[&str] = &[
    "hint",
    "games",
    "rules",
    "notify",
    "resign",
    "vacation show",
    "ladder list",
    "ladder info",
    "tournament list",
    "tournament info",
    "tournament standings",
    "tournament pairings",
    "tournament games",
];

/// Command groups whose every subcommand answers privately.
const PRIVATE_GROUPS: &[&str] = &["settings", "ladder-admin", "conditional", "note"];

/// Whether the command `qualified_name` (`vacation show`) answers privately, so a slow
/// answer is deferred privately.
pub fn answers_privately(qualified_name: &str) -> bool {
    let group = qualified_name.split(' ').next().unwrap_or_default();
    PRIVATE.contains(&qualified_name) || PRIVATE_GROUPS.contains(&group)
}

/// How an answer was deferred, if it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Deferred {
    No,
    Publicly,
    Privately,
}

/// Runs `work`, sends its reply, then starts any follow-up work it asks for (an AI turn).
///
/// `work` is boxed before anything else: a service call's future holds kilobytes of
/// state, and each layer of the answer that held it by value copied all of it again
/// (issue 39: the copies were 2% of a move's CPU).
pub fn answer<'a>(
    ctx: Context<'a>,
    work: impl Future<Output = Result<Reply, ServiceError>> + Send + 'a,
) -> impl Future<Output = Result<(), Error>> + Send + 'a {
    let private = answers_privately(&ctx.command().qualified_name);
    respond(ctx, private, Box::pin(work))
}

/// [`answer`] for a command whose answer is private by its options (`/export
/// notes:true`): a slow answer is deferred privately, so nothing shows in the channel.
pub fn answer_privately<'a>(
    ctx: Context<'a>,
    work: impl Future<Output = Result<Reply, ServiceError>> + Send + 'a,
) -> impl Future<Output = Result<(), Error>> + Send + 'a {
    respond(ctx, true, Box::pin(work))
}

/// [`answer`], deferring privately when `private`.
async fn respond(
    ctx: Context<'_>,
    private: bool,
    work: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<(), Error> {
    let arrived = Instant::now();
    let command: &str = &ctx.command().name;
    let delay = ctx.data().service.config().answer_delay;
    let work = async move {
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
        work.await
    };
    let (reply, deferred) = run_deferring(ctx, arrived, private, work)
        .await
        .inspect_err(|_| metrics::interaction(command, Outcome::Error))?;
    let me = command_ctx(ctx);
    let service = &ctx.data().service;
    let mut reply = service.correspondence().with_news(&me, reply).await;
    let aside = reply.aside.take();
    let answer_only = me.reach == Reach::AnswerOnly;
    let reply = if answer_only {
        with_play_buttons(ctx, reply).await
    } else {
        reply
    };
    let reply = in_language(ctx, reply).await;
    let window = if deferred == Deferred::No {
        CALLBACK_WINDOW
    } else {
        TOKEN_WINDOW
    };
    let mismatch = match deferred {
        Deferred::No => false,
        Deferred::Publicly => reply.ephemeral,
        Deferred::Privately => !reply.ephemeral,
    };
    let sent = if mismatch {
        switch_visibility(ctx, arrived + window, &reply).await
    } else {
        retry::until(arrived + window, "answering an interaction", || async {
            match ctx.send(reply::command_reply(&reply)).await {
                Ok(_) => Ok(()),
                // An earlier attempt got through after all (its answer was lost on the way).
                Err(e) if retry::discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) => Ok(()),
                Err(e) => Err(e),
            }
        })
        .await
    };
    if let Err(e) = &sent {
        if answer_only {
            // Breaker may not post there: the action is committed, the answer lost.
            tracing::warn!("an answer where Breaker may only answer could not be sent: {e}");
        } else if reply.ephemeral {
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
    if let Some(aside) = aside {
        tell_aside(ctx, arrived + TOKEN_WINDOW, aside).await;
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
    let answered = match ctx {
        poise::Context::Application(actx) if answer_only => {
            let token = actx.interaction.token.clone();
            if sent.is_ok() && !reply.ephemeral {
                if let Some(board) = &reply.board {
                    note_answer(ctx, &token, board.game).await;
                }
            }
            Some(follow_up::Answered {
                token,
                guild: ctx.guild_id().map(serenity::GuildId::get),
                channel: ctx.channel_id().get(),
            })
        }
        _ => None,
    };
    follow_up::start(
        ctx.serenity_context(),
        &ctx.data().service,
        &reply,
        answered,
    )
    .await;
    Ok(())
}

/// Sends `aside` (news for the caller alone) as a private follow-up of the answer, in the
/// caller's language. A failure is logged: the answer itself went out.
async fn tell_aside(ctx: Context<'_>, deadline: Instant, aside: crate::service::Text) {
    let me = command_ctx(ctx);
    let language = match ctx.data().service.reply_language(&me, true).await {
        Ok(l) => l,
        Err(_) => me.locale,
    };
    let private = Reply::ephemeral(aside).in_language(language);
    let sent = retry::until(deadline, "following up with news", || async {
        ctx.send(reply::command_reply(&private)).await.map(|_| ())
    })
    .await;
    if let Err(e) = sent {
        tracing::warn!("news for the caller could not be sent: {e}");
    }
}

/// The reply with the Move and Resign buttons of an answer-only game's board.
async fn with_play_buttons(ctx: Context<'_>, reply: Reply) -> Reply {
    let games = ctx.data().service.games();
    match games.with_play_buttons(reply.clone()).await {
        Ok(reply) => reply,
        Err(e) => {
            tracing::warn!("could not add the play buttons: {e:#}");
            reply
        }
    }
}

/// Notes where the answer showing game `game`'s board is, for its players' DM notices.
async fn note_answer(ctx: Context<'_>, token: &str, game: crate::service::GameId) {
    let http = &ctx.serenity_context().http;
    match http.get_original_interaction_response(token).await {
        Ok(message) => {
            follow_up::note_last_post(
                &ctx.data().service,
                game,
                ctx.guild_id().map(serenity::GuildId::get),
                ctx.channel_id().get(),
                message.id,
            )
            .await
        }
        Err(e) => tracing::warn!(%game, "could not read the answer's message: {e}"),
    }
}

/// The reply in its reader's language: the caller's when only they see it, else the
/// server's. Notes the locales Discord sent on the way.
async fn in_language(ctx: Context<'_>, reply: Reply) -> Reply {
    let me = command_ctx(ctx);
    let service = &ctx.data().service;
    if let Err(e) = service.note_locales(&me).await {
        tracing::warn!("could not note the caller's locale: {e:#}");
    }
    let language = match service.reply_language(&me, reply.ephemeral).await {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!("the server's language is unknown: {e:#}");
            me.locale
        }
    };
    reply.in_language(language)
}

/// The reply, and how the answer was deferred on the way (`private`: as the command
/// answers, [`answers_privately`]).
async fn run_deferring(
    ctx: Context<'_>,
    arrived: Instant,
    private: bool,
    work: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<(Reply, Deferred), Error> {
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => Ok((done?, Deferred::No)),
        () = tokio::time::sleep(DEFER_AFTER) => {
            let deferred = retry::until(arrived + CALLBACK_WINDOW, "deferring an answer", || async {
                if private {
                    ctx.defer_ephemeral().await
                } else {
                    ctx.defer().await
                }
            })
            .await;
            let how = match &deferred {
                Err(e) => {
                    tracing::warn!("could not defer the answer: {e}");
                    Deferred::No
                }
                Ok(()) if private => Deferred::Privately,
                Ok(()) => Deferred::Publicly,
            };
            Ok((work.await?, how))
        }
    }
}

/// Sends a reply whose visibility differs from its deferral's (a refusal after a public
/// deferral): the placeholder is resolved (a follow-up would otherwise take its place and
/// its visibility), the reply follows with its own visibility, then the placeholder goes.
async fn switch_visibility(
    ctx: Context<'_>,
    deadline: Instant,
    reply: &Reply,
) -> serenity::Result<()> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let (http, interaction) = (ctx.serenity_context(), actx.interaction);
    let placeholder = super::error::say(
        if reply.ephemeral {
            crate::msg!("discord-answered-privately")
        } else {
            crate::msg!("discord-answered-publicly")
        },
        super::identity::caller_locale(&interaction.locale),
    );
    retry::until(deadline, "resolving a deferred answer", || {
        interaction.edit_response(
            http,
            serenity::EditInteractionResponse::new().content(placeholder.clone()),
        )
    })
    .await?;
    retry::until(deadline, "answering a deferred interaction", || {
        interaction.create_followup(http, reply::followup(reply))
    })
    .await?;
    if let Err(e) = retry::until(deadline, "removing a deferred placeholder", || {
        interaction.delete_response(http)
    })
    .await
    {
        tracing::warn!("could not remove the deferred placeholder: {e}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every private name is a real command, and the commands whose replies are public
    /// stay public.
    #[test]
    fn private_commands_are_known() {
        let mut names = Vec::new();
        for c in crate::discord::commands::all() {
            names.push(c.name.to_string());
            for sub in &c.subcommands {
                names.push(format!("{} {}", c.name, sub.name));
            }
        }
        for name in PRIVATE.iter().chain(PRIVATE_GROUPS) {
            assert!(names.iter().any(|n| n == name), "/{name} is not a command");
        }
        for private in [
            "hint",
            "settings change",
            "ladder-admin kick",
            "vacation show",
            "games",
            "tournament standings",
            "tournament pairings",
            "settings modlog",
        ] {
            assert!(answers_privately(private), "{private}");
        }
        for public in [
            "move",
            "ai",
            "challenge",
            "analyze",
            "replay",
            "vacation start",
            "rating",
            "ladder standings",
        ] {
            assert!(!answers_privately(public), "{public}");
        }
    }
}
