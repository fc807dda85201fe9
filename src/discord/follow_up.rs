//! Work that runs after a reply is sent: a game's thread, a threaded game's result in its
//! channel, AI turns, posted in the game's channel like any
//! player's move. Resumed at start-up, since the database knows whose turn it is.

use super::{reply, retry};
use crate::service::{FollowUp, GameId, Reach, Reply, Service, ThreadRequest};
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

/// The interaction a reply answered where Breaker may only answer ([`Reach::AnswerOnly`]):
/// its follow-up work is sent as follow-ups of it, with its token (valid 15 minutes).
#[derive(Debug, Clone)]
pub struct Answered {
    pub token: String,
    /// Where it was: for the link to the game's last post.
    pub guild: Option<u64>,
    pub channel: u64,
}

/// Starts the reply's follow-up work, if any, in the background: opening the game's
/// thread, announcing a threaded game's result in its channel, an AI turn (only the
/// check for tournament threads to open runs before it returns). `answered`: the
/// interaction the reply answered where Breaker may only answer.
pub async fn start(
    ctx: &serenity::Context,
    service: &Service,
    reply: &Reply,
    answered: Option<Answered>,
) {
    if let Some(answered) = answered {
        // No threads, no channel posts: only the AI's move, as a follow-up.
        if let Some(FollowUp::AiMove(game)) = reply.follow_up {
            let (http, service) = (ctx.http.clone(), service.clone());
            tokio::spawn(async move {
                if let Err(e) = ai_move_answering(&http, &service, game, &answered).await {
                    tracing::error!(%game, "AI turn failed: {e:#}");
                }
            });
        }
        return;
    }
    // A public post may have started tournament games that want their own threads.
    if !reply.ephemeral {
        open_tournament_threads(&ctx.http, service).await;
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

/// Plays the AI's move in an answer-only game and sends it as a follow-up of the move
/// that asked for it; should the token have expired, its players are told by DM.
async fn ai_move_answering(
    http: &serenity::Http,
    service: &Service,
    game: GameId,
    answered: &Answered,
) -> anyhow::Result<()> {
    let Some(post) = service.games().ai_move_answering(game).await? else {
        return Ok(());
    };
    let post = service.games().with_play_buttons(post).await?;
    let post = post.in_language(service.game_language(game).await?);
    let deadline = Instant::now() + retry::TOKEN_WINDOW;
    let sent = retry::until(deadline, "following up with the AI's move", || {
        serenity::Builder::execute(reply::followup(&post), http, (None, &answered.token))
    })
    .await;
    match sent {
        Ok(message) => {
            note_last_post(service, game, answered.guild, answered.channel, message.id).await;
            Ok(())
        }
        Err(e) => {
            tracing::warn!(%game, "the AI's move could not follow up ({e}); telling its players by DM");
            tell_players(http, service, game, &post).await
        }
    }
}

/// Records where game `game`'s last post is (message `message` in `channel`), for the
/// link in the notices its players get by DM.
pub async fn note_last_post(
    service: &Service,
    game: GameId,
    guild: Option<u64>,
    channel: u64,
    message: serenity::MessageId,
) {
    let place = guild.map_or("@me".to_string(), |g| g.to_string());
    let link = format!("https://discord.com/channels/{place}/{channel}/{message}");
    if let Err(e) = service.games().note_last_post(game, link).await {
        tracing::warn!(%game, "could not note the game's last post: {e:#}");
    }
}

/// Sends `reply` to each human player of game `game` by DM (Breaker may not post where
/// the game is played). A player who does not take DMs from Breaker is noted in the
/// log; the game goes on.
pub async fn tell_players(
    http: &serenity::Http,
    service: &Service,
    game: GameId,
    reply: &Reply,
) -> anyhow::Result<()> {
    for (player, language) in service.games().players_to_tell(game).await? {
        let dm = Reply {
            content: reply.content.clone(),
            board: reply.board.clone(),
            ..Reply::default()
        }
        .in_language(language);
        if let Err(e) = direct_message(http, player, &dm, None).await {
            tracing::warn!(%game, player, "could not send a DM (DMs from Breaker blocked?): {e}");
        }
    }
    Ok(())
}

/// Opens the DM with `user` (`POST /users/@me/channels`) and sends `reply` there, with
/// `nonce` so a retried send is not shown twice.
pub async fn direct_message(
    http: &serenity::Http,
    user: u64,
    reply: &Reply,
    nonce: Option<String>,
) -> serenity::Result<serenity::Message> {
    let dm = serenity::UserId::new(user).create_dm_channel(http).await?;
    let mut message = reply::channel_message(reply);
    if let Some(nonce) = nonce {
        message = message
            .nonce(serenity::Nonce::String(nonce))
            .enforce_nonce(true);
    }
    dm.id.send_message(http, message).await
}

/// Posts `reply` (if any) where game `game` is played: its thread, or its channel. A
/// console game sharing the database has nowhere to post on Discord; an answer-only
/// game's players are told by DM.
async fn post_in_game(
    http: &serenity::Http,
    service: &Service,
    game: GameId,
    reply: Option<Reply>,
) -> anyhow::Result<()> {
    let Some(reply) = reply else {
        return Ok(());
    };
    if service.games().reach_of(game).await? == Reach::AnswerOnly {
        return tell_players(http, service, game, &reply).await;
    }
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
    open_tournament_threads(&ctx.http, service).await;
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
/// the service, so never twice), in the background. The check itself (one indexed read)
/// runs here: it finds nothing after almost every post, and a task spawned for nothing
/// woke a second worker thread for each move.
pub(crate) async fn open_tournament_threads(
    http: &std::sync::Arc<serenity::Http>,
    service: &Service,
) {
    let due = match service.tournaments().threads_due().await {
        Ok(due) => due,
        Err(e) => return tracing::warn!("cannot list tournament threads to open: {e:#}"),
    };
    if due.is_empty() {
        return;
    }
    let (http, service) = (http.clone(), service.clone());
    tokio::spawn(async move {
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
