//! Work that runs after a reply is sent: a game's thread, a threaded game's result in its
//! channel, AI turns, posted in the game's channel like any
//! player's move. Resumed at start-up, since the database knows whose turn it is.

use super::{reply, retry};
use crate::service::{FollowUp, GameId, Reply, Service, ThreadRequest};
use poise::serenity_prelude as serenity;
use tokio::time::Instant;

/// Posts `reply` in `channel`, retried through Discord's passing failures for up to
/// [`retry::CHANNEL_WINDOW`].
pub async fn post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> serenity::Result<serenity::Message> {
    let deadline = Instant::now() + retry::CHANNEL_WINDOW;
    retry::until(deadline, "posting in a channel", || {
        channel.send_message(http, reply::channel_message(reply))
    })
    .await
}

/// Starts the reply's follow-up work, if any, in the background: opening the game's
/// thread, announcing a threaded game's result in its channel, an AI turn.
pub fn start(ctx: &serenity::Context, service: &Service, reply: &Reply) {
    // A public post may have started tournament games that want their own threads.
    if !reply.ephemeral {
        spawn_tournament_threads(ctx.http.clone(), service.clone());
    }
    if let Some(channel) = reply.also_in_channel {
        let result = Reply {
            content: reply.content.clone(),
            mentions: reply.mentions.clone(),
            ..Reply::default()
        };
        let http = ctx.http.clone();
        tokio::spawn(async move {
            if let Err(e) = post(&http, serenity::ChannelId::new(channel), &result).await {
                tracing::warn!(channel, "could not announce the result in the channel: {e}");
            }
        });
    }
    if let Some(FollowUp::Replay(game)) = reply.follow_up {
        let (http, service) = (ctx.http.clone(), service.clone());
        tokio::spawn(async move {
            if let Err(e) = replay(&http, &service, game).await {
                tracing::warn!(%game, "queued replay failed: {e:#}");
            }
        });
    }
    if let Some(FollowUp::Analysis(game)) = reply.follow_up {
        let (http, service) = (ctx.http.clone(), service.clone());
        tokio::spawn(async move {
            if let Err(e) = analysis(&http, &service, game).await {
                tracing::error!(%game, "the queued analysis could not be posted: {e:#}");
            }
        });
    }
    let ai = match reply.follow_up {
        Some(FollowUp::AiMove(game)) => Some(game),
        _ => None,
    };
    if let Some(request) = reply.open_thread.clone() {
        let (http, service) = (ctx.http.clone(), service.clone());
        // The thread first, so an AI's opening move is posted in it.
        tokio::spawn(async move {
            if let Err(e) = open_thread(&http, &service, &request).await {
                tracing::warn!(game = %request.game, "could not open the game's thread: {e:#}");
            }
            if let Some(game) = ai {
                if let Err(e) = ai_move(&http, &service, game).await {
                    tracing::error!(%game, "AI turn failed: {e:#}");
                }
            }
        });
        return;
    }
    if let Some(game) = ai {
        spawn_ai_move(ctx.http.clone(), service.clone(), game);
    }
}

/// Opens a public thread for the game in its channel, records it, and says so in it.
/// Without the permission the game simply stays in the channel.
async fn open_thread(
    http: &serenity::Http,
    service: &Service,
    request: &ThreadRequest,
) -> anyhow::Result<()> {
    let id = request.game;
    let Some((channel, _)) = service.correspondence().game_place(id).await? else {
        return Ok(());
    };
    let builder =
        serenity::CreateThread::new(request.name.clone()).kind(serenity::ChannelType::PublicThread);
    let thread = serenity::ChannelId::new(channel)
        .create_thread(http, builder)
        .await?;
    service
        .correspondence()
        .set_thread(id, thread.id.get())
        .await?;
    let hello = Reply::public(crate::msg!("discord-thread-hello", game = id));
    let hello = hello.in_language(service.game_language(id).await?);
    post(http, thread.id, &hello).await?;
    Ok(())
}

/// Waits for a queued analysis and posts it in the game's channel (or thread).
async fn analysis(http: &serenity::Http, service: &Service, game: GameId) -> anyhow::Result<()> {
    let post = service.analysis().follow_up(game).await?;
    post_in_game(http, service, game, post).await
}

/// Posts `reply` (if any) where game `game` is played: its thread, or its channel. A
/// console game sharing the database has nowhere to post on Discord.
async fn post_in_game(
    http: &serenity::Http,
    service: &Service,
    game: GameId,
    reply: Option<Reply>,
) -> anyhow::Result<()> {
    let Some(reply) = reply else {
        return Ok(());
    };
    let Some((channel, thread)) = service.correspondence().game_place(game).await? else {
        return Ok(());
    };
    let reply = reply.in_language(service.game_language(game).await?);
    post(
        http,
        serenity::ChannelId::new(thread.unwrap_or(channel)),
        &reply,
    )
    .await?;
    Ok(())
}

/// After a restart: play every AI turn that was pending.
pub async fn resume_pending(ctx: &serenity::Context, service: &Service) {
    spawn_tournament_threads(ctx.http.clone(), service.clone());
    match service.games().pending_ai_turns().await {
        Ok(games) => {
            for game in games {
                spawn_ai_move(ctx.http.clone(), service.clone(), game);
            }
        }
        Err(e) => tracing::error!("cannot list pending AI turns: {e:#}"),
    }
}

/// Makes a replay that waited for a slot and posts it in the game's channel (its thread
/// if it has one).
async fn replay(http: &serenity::Http, service: &Service, game: GameId) -> anyhow::Result<()> {
    let gif = service.games().replay_queued(game).await?;
    post_in_game(http, service, game, gif).await
}

/// Opens the threads of tournament games started with `thread:true` (each claimed by
/// the service, so never twice).
pub(crate) fn spawn_tournament_threads(http: std::sync::Arc<serenity::Http>, service: Service) {
    tokio::spawn(async move {
        let due = match service.tournaments().threads_due().await {
            Ok(due) => due,
            Err(e) => return tracing::warn!("cannot list tournament threads to open: {e:#}"),
        };
        for request in due {
            if let Err(e) = open_thread(&http, &service, &request).await {
                tracing::warn!(game = %request.game, "could not open the game's thread: {e:#}");
            }
        }
    });
}

fn spawn_ai_move(http: std::sync::Arc<serenity::Http>, service: Service, game: GameId) {
    tokio::spawn(async move {
        if let Err(e) = ai_move(&http, &service, game).await {
            tracing::error!(%game, "AI turn failed: {e:#}");
        }
    });
}

/// Plays the AI's move and posts it; the AI may be to move again only after a human.
async fn ai_move(http: &serenity::Http, service: &Service, game: GameId) -> anyhow::Result<()> {
    let post = service.games().ai_move(game).await?;
    post_in_game(http, service, game, post).await
}
