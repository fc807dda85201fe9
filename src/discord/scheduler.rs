//! The one scheduler task: it sleeps until the service's next due instant (a reminder, a
//! deadline, a challenge's expiry), is woken early when a write moves one, lets the service
//! settle what is due, and delivers each notice: a channel message pinging exactly the
//! notice's users, and a DM when the player asked for one (a DM failing breaks nothing).
//! No polling: an idle bot wakes once an hour at most.

use std::sync::Arc;
use std::time::Duration;

use super::reply;
use crate::service::{Notice, Reply, Service};
use poise::serenity_prelude as serenity;

/// The longest sleep: a safety net should a wake-up ever be missed.
const IDLE: Duration = Duration::from_secs(3600);
/// The shortest sleep, so a due item the service could not settle is not retried in a spin.
const MIN_SLEEP: Duration = Duration::from_millis(500);

/// Starts the task in the background; it settles at once what fell due while offline.
pub fn start(http: Arc<serenity::Http>, service: Service) {
    tokio::spawn(async move {
        loop {
            match service.run_due().await {
                Ok(notices) => {
                    // Delivered in order in the background: a post retried through an
                    // outage must not hold up the next deadline.
                    let http = http.clone();
                    tokio::spawn(async move {
                        for notice in &notices {
                            deliver(&http, notice).await;
                        }
                    });
                }
                Err(e) => tracing::error!("settling due deadlines failed: {e:#}"),
            }
            let wait = match service.next_due().await {
                Ok(Some(at)) => Duration::from_millis((at - service.now()).max(0) as u64),
                Ok(None) => IDLE,
                Err(e) => {
                    tracing::error!("reading the next deadline failed: {e:#}");
                    Duration::from_secs(60)
                }
            };
            let due = service.now() + wait.as_millis() as i64;
            tokio::select! {
                _ = tokio::time::sleep(wait.clamp(MIN_SLEEP, IDLE)) => {
                    // Woken for a due item: how late, against the instant it was due.
                    if wait < IDLE {
                        let late = (service.now() - due).max(0) as u64;
                        crate::metrics::scheduler_lag(Duration::from_millis(late));
                    }
                }
                _ = service.deadlines_moved().notified() => {}
            }
        }
    });
}

async fn deliver(http: &serenity::Http, notice: &Notice) {
    let post = Reply {
        content: notice.text.clone(),
        board: notice.board.clone(),
        mentions: notice.mentions.clone(),
        ..Reply::default()
    };
    // Channel 0 is a console game sharing the database: nowhere to post on Discord.
    if notice.channel != 0 {
        let channel = serenity::ChannelId::new(notice.channel);
        if let Err(e) = super::follow_up::post(http, channel, &post).await {
            tracing::warn!(game = %notice.game, "posting a notice failed: {e}");
        }
    }
    if let Some(user) = notice.dm {
        let sent = async {
            let dm = serenity::UserId::new(user).create_dm_channel(http).await?;
            dm.id
                .send_message(http, reply::channel_message(&post))
                .await
        };
        if let Err(e) = sent.await {
            tracing::debug!(user, "a reminder DM could not be sent: {e}");
        }
    }
}
