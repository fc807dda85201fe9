//! Two background tasks for everything unprompted.
//!
//! - The **scheduler** sleeps until the service's next due instant (a reminder, a deadline,
//!   a challenge's expiry, a vacation's planned end), is woken early when a write moves
//!   one, and lets the service settle what is due: each decision commits with its notice
//!   in the outbox. No polling: an idle bot wakes once an hour at most.
//! - The **delivery worker** posts the outbox's notices (and the AI's moves), oldest due
//!   first: a channel
//!   message pinging exactly the notice's users (with Discord's `nonce` and
//!   `enforce_nonce`, so a post retried after a crash is not shown twice), and a DM when
//!   the player asked for one (a DM failing breaks nothing). A notice is marked delivered
//!   only once Discord accepted it; a passing failure (5xx, 429, no connection) is retried
//!   with doubling waits, the channel's later notices waiting behind it so they stay in
//!   order; a lasting refusal (no such channel, no permission) or a day of failures gives
//!   it up, with a log line and `breaker_notices_total{outcome="given_up"}`. Each post
//!   holds a shutdown [`Pass`](super::gate::Pass), so a graceful stop lets the posts in
//!   flight finish, and the rest wait in the outbox for the next start.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::gate::Gate;
use super::{reply, retry};
use crate::metrics;
use crate::service::{Outgoing, Reply, Retry, Service};
use poise::serenity_prelude as serenity;
use tokio::sync::Notify;

/// The longest sleep: a safety net should a wake-up ever be missed.
const IDLE: Duration = Duration::from_secs(3600);
/// The shortest sleep, so a due item the service could not settle is not retried in a spin.
const MIN_SLEEP: Duration = Duration::from_millis(500);
/// Notices read from the outbox at a time.
const BATCH: usize = 100;
/// Channels posted to at once (Discord limits each channel, not the bot as tightly).
const CHANNELS_AT_ONCE: usize = 8;
/// One post's longest wait for Discord before it counts as failed (and is retried).
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(15);

/// Starts both tasks in the background; they settle and deliver at once what fell due
/// while Breaker was offline.
pub fn start(http: Arc<serenity::Http>, service: Service, gate: Gate) {
    let outbox = Arc::new(Notify::new());
    tokio::spawn(settle(service.clone(), outbox.clone()));
    tokio::spawn(deliver(http, service, gate, outbox));
}

/// The scheduler: settles what falls due, then wakes the delivery worker.
async fn settle(service: Service, outbox: Arc<Notify>) {
    loop {
        service.sleeping_until(None);
        if let Err(e) = service.correspondence().settle_due().await {
            tracing::error!("settling due deadlines failed: {e:#}");
        }
        outbox.notify_one();
        let wait = match service.correspondence().next_due().await {
            Ok(Some(at)) => Duration::from_millis((at - service.now()).max(0) as u64),
            Ok(None) => IDLE,
            Err(e) => {
                tracing::error!("reading the next deadline failed: {e:#}");
                Duration::from_secs(60)
            }
        };
        let now = service.now();
        let due = now + wait.as_millis() as i64;
        let sleep = wait.clamp(MIN_SLEEP, IDLE);
        // A write moving a due instant before this wakes it; later ones need not.
        service.sleeping_until(Some(now + sleep.as_millis() as i64));
        tokio::select! {
            _ = tokio::time::sleep(sleep) => {
                // Woken for a due item: how late, against the instant it was due.
                if wait < IDLE {
                    let late = (service.now() - due).max(0) as u64;
                    metrics::scheduler_lag(Duration::from_millis(late));
                }
            }
            _ = service.deadlines_moved().notified() => {}
        }
    }
}

/// The delivery worker: drains the outbox, then sleeps until the next retry or a wake.
async fn deliver(http: Arc<serenity::Http>, service: Service, gate: Gate, outbox: Arc<Notify>) {
    loop {
        if gate.is_closed() {
            return;
        }
        let waiting = match service.correspondence().notices_waiting(BATCH).await {
            Ok(waiting) => waiting,
            Err(e) => {
                tracing::error!("reading the outbox failed: {e:#}");
                tokio::time::sleep(Duration::from_secs(60)).await;
                continue;
            }
        };
        if waiting.is_empty() {
            if let Err(e) = service.correspondence().prune_notices().await {
                tracing::warn!("pruning the outbox failed: {e:#}");
            }
            let wait = match service.correspondence().next_notice().await {
                Ok(Some(at)) => Duration::from_millis((at - service.now()).max(0) as u64),
                Ok(None) => IDLE,
                Err(e) => {
                    tracing::error!("reading the outbox failed: {e:#}");
                    Duration::from_secs(60)
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(wait.clamp(MIN_SLEEP, IDLE)) => {}
                _ = outbox.notified() => {}
            }
            continue;
        }
        // Each channel's notices in order; channels side by side.
        let mut channels: Vec<Vec<Outgoing>> = Vec::new();
        let mut index: HashMap<u64, usize> = HashMap::new();
        for notice in waiting {
            let i = *index.entry(notice.notice.channel).or_insert_with(|| {
                channels.push(Vec::new());
                channels.len() - 1
            });
            channels[i].push(notice);
        }
        let mut running = tokio::task::JoinSet::new();
        for queue in channels {
            while running.len() >= CHANNELS_AT_ONCE {
                running.join_next().await;
            }
            let (http, service, gate) = (http.clone(), service.clone(), gate.clone());
            running.spawn(async move { deliver_channel(&http, &service, &gate, queue).await });
        }
        while running.join_next().await.is_some() {}
        // A time forfeit may have started a tournament's next round.
        super::follow_up::open_tournament_threads(&http, &service).await;
    }
}

/// Delivers one channel's notices in order; after a passing failure the rest wait
/// behind the failed one (the outbox holds the channel back until its retry).
async fn deliver_channel(
    http: &serenity::Http,
    service: &Service,
    gate: &Gate,
    queue: Vec<Outgoing>,
) {
    for notice in queue {
        let Some(_pass) = gate.enter() else {
            return;
        };
        let outcome = post(http, &notice).await;
        let stalled = outcome == Err(Failure::Passing);
        let recorded = match outcome {
            Ok(()) => {
                metrics::notice("delivered");
                service.correspondence().notice_delivered(notice.id).await
            }
            Err(failure) => {
                match service
                    .correspondence()
                    .notice_failed(&notice, failure == Failure::Lasting)
                    .await
                {
                    Ok(Retry::At(_)) => {
                        metrics::notice("retried");
                        Ok(())
                    }
                    Ok(Retry::GaveUp) => {
                        metrics::notice("given_up");
                        tracing::error!(
                            notice = notice.id,
                            game = %notice.notice.game,
                            channel = notice.notice.channel,
                            "gave up delivering a notice (after {} tries)",
                            notice.attempts + 1
                        );
                        Ok(())
                    }
                    Err(e) => Err(e),
                }
            }
        };
        if let Err(e) = recorded {
            tracing::error!(notice = notice.id, "recording a delivery failed: {e:#}");
        }
        if stalled {
            return;
        }
    }
}

/// Why a post failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Failure {
    /// Worth trying again later (5xx, 429, no connection, no answer in time).
    Passing,
    /// Discord refused it for good (no such channel, no permission).
    Lasting,
}

/// Delivers a notice about an answer-only game (where Breaker may not post): to each
/// player by DM, with the link to the game's last post. A player who takes no DMs from
/// Breaker is noted in the log, and the game goes on; a passing failure is retried
/// (the nonce keeps a DM already sent from showing twice).
async fn tell_players(
    http: &serenity::Http,
    notice: &Outgoing,
    unprompted: &Reply,
    direct: &crate::service::DirectDelivery,
) -> Result<(), Failure> {
    let n = &notice.notice;
    let mut failure = Ok(());
    for (player, language) in &direct.players {
        let mut dm = unprompted.clone();
        if let Some(link) = &direct.last_post {
            dm.content.push("\n");
            dm.content.append(link.clone());
        }
        let dm = dm.in_language(*language);
        let nonce = format!("dm{}-{player}", notice.id);
        let sent = super::follow_up::direct_message(http, *player, &dm, Some(nonce));
        match tokio::time::timeout(ATTEMPT_TIMEOUT, sent).await {
            Ok(Ok(_)) => {}
            Ok(Err(e)) if retry::transient(&e, Duration::ZERO).is_some() => {
                tracing::warn!(notice = notice.id, game = %n.game, player, "a notice by DM failed: {e}");
                failure = Err(Failure::Passing);
            }
            Ok(Err(e)) => {
                tracing::warn!(notice = notice.id, game = %n.game, player, "a player takes no DMs from Breaker: {e}");
            }
            Err(_) => failure = Err(Failure::Passing),
        }
    }
    failure
}

/// One try at delivering `notice`: the channel post (in the server's language), then the
/// DM if asked for (in the recipient's).
async fn post(http: &serenity::Http, notice: &Outgoing) -> Result<(), Failure> {
    let n = &notice.notice;
    let unprompted = Reply {
        content: n.text.clone(),
        board: n.board.clone(),
        mentions: n.mentions.clone(),
        ..Reply::default()
    };
    if let Some(direct) = &n.direct {
        return tell_players(http, notice, &unprompted, direct).await;
    }
    let post = unprompted.clone().in_language(n.language);
    // Channel 0 is a console game sharing the database: nowhere to post on Discord.
    if n.channel != 0 {
        let message = reply::channel_message(&post)
            .nonce(serenity::Nonce::String(notice.id.to_string()))
            .enforce_nonce(true);
        let sent = serenity::ChannelId::new(n.channel).send_message(http, message);
        match tokio::time::timeout(ATTEMPT_TIMEOUT, sent).await {
            Ok(Ok(_)) => {}
            Ok(Err(e)) => {
                let failure = if retry::transient(&e, Duration::ZERO).is_some() {
                    Failure::Passing
                } else {
                    Failure::Lasting
                };
                tracing::warn!(notice = notice.id, game = %n.game, "posting a notice failed: {e}");
                return Err(failure);
            }
            Err(_) => {
                tracing::warn!(notice = notice.id, game = %n.game, "posting a notice timed out");
                return Err(Failure::Passing);
            }
        }
    }
    // A threaded game's result, announced in its channel too (best effort).
    if let Some(channel) = n.also_in_channel {
        let result = Reply {
            content: post.content.clone(),
            mentions: n.mentions.clone(),
            ..Reply::default()
        };
        let message = reply::channel_message(&result)
            .nonce(serenity::Nonce::String(format!("ch{}", notice.id)))
            .enforce_nonce(true);
        if let Err(e) = serenity::ChannelId::new(channel)
            .send_message(http, message)
            .await
        {
            tracing::warn!(channel, "could not announce the result in the channel: {e}");
        }
    }
    if let Some(user) = n.dm {
        let post = unprompted.in_language(n.dm_language);
        let sent = async {
            let dm = serenity::UserId::new(user).create_dm_channel(http).await?;
            let message = reply::channel_message(&post)
                .nonce(serenity::Nonce::String(format!("dm{}", notice.id)))
                .enforce_nonce(true);
            dm.id.send_message(http, message).await
        };
        if let Err(e) = sent.await {
            tracing::debug!(user, "a reminder DM could not be sent: {e}");
        }
    }
    Ok(())
}
