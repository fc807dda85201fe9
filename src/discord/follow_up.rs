//! Work that runs after a reply is sent: AI turns, posted in the game's channel like any
//! player's move. Resumed at start-up, since the database knows whose turn it is.

use super::reply;
use crate::service::{FollowUp, GameId, Reply, Service};
use poise::serenity_prelude as serenity;

/// Starts the reply's follow-up work, if any, in the background.
pub fn start(ctx: &serenity::Context, service: &Service, reply: &Reply) {
    if let Some(FollowUp::AiMove(game)) = reply.follow_up {
        spawn_ai_move(ctx.http.clone(), service.clone(), game);
    }
}

/// After a restart: play every AI turn that was pending.
pub async fn resume_pending(ctx: &serenity::Context, service: &Service) {
    match service.pending_ai_turns().await {
        Ok(games) => {
            for game in games {
                spawn_ai_move(ctx.http.clone(), service.clone(), game);
            }
        }
        Err(e) => tracing::error!("cannot list pending AI turns: {e:#}"),
    }
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
    let Some(post) = service.ai_move(game).await? else {
        return Ok(());
    };
    let channel = match service.store().call(move |db| db.game(game)).await? {
        // Channel 0 is a console game sharing the database: nowhere to post on Discord.
        Some(row) if row.channel != 0 => serenity::ChannelId::new(row.channel),
        _ => return Ok(()),
    };
    channel
        .send_message(http, reply::channel_message(&post))
        .await?;
    Ok(())
}
