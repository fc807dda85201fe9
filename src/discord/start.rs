//! Start-up: open the database, build the HTTP client (through the proxy if one is set),
//! register the slash commands on READY, and serve until the gateway closes or Ctrl-C.

use super::{buttons, commands, error, follow_up, scheduler, Data, Error};
use crate::config::DiscordConfig;
use crate::service::{Clock, OffsetClock, Service, SystemClock, User};
use crate::store::Store;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Runs the bot with `config` until it is stopped. The end-to-end test drives this very
/// function through `breaker run` with `DISCORD_PROXY_URL` pointing at a fake Discord.
pub async fn run(config: &DiscordConfig) -> anyhow::Result<()> {
    let token = config.token().context("DISCORD_TOKEN is not set")?;
    let store = Store::open_async(&config.database_path)
        .await
        .with_context(|| {
            format!(
                "cannot open the database {}",
                config.database_path.display()
            )
        })?;

    let mut http = serenity::HttpBuilder::new(token)
        // A safety net: a message that forgets its allowed_mentions pings nobody.
        .default_allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(proxy) = config.proxy_url() {
        // serenity's rate limiter talks to discord.com directly, ignoring the proxy, so
        // it must be off; the proxy does the rate limiting.
        http = http.proxy(proxy).ratelimiter_disabled(true);
        tracing::info!(proxy, "all REST calls go through the proxy");
    }

    let guild = config.guild_id()?.map(serenity::GuildId::from);
    let config = config.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(error::on_error(e)),
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            ..Default::default()
        })
        // No owner-only commands, so no application-info request at start-up.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move { setup(ctx, ready, framework, store, guild, &config).await })
        })
        .build();

    let mut client =
        serenity::ClientBuilder::new_with_http(http.build(), serenity::GatewayIntents::GUILDS)
            .framework(framework)
            .await
            .context("cannot create the Discord client")?;

    let shards = client.shard_manager.clone();
    let stopped = async move {
        stop_signal().await;
        tracing::info!("stopping: closing the gateway");
        // serenity may keep retrying a shard that never connected: give up waiting.
        let _ = tokio::time::timeout(SHUTDOWN_GRACE, shards.shutdown_all()).await;
    };
    tokio::select! {
        result = client.start() => result.context("the Discord connection failed"),
        () = stopped => Ok(()),
    }
}

/// How long a stop waits for the gateway to close cleanly.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Ctrl-C, or SIGTERM from a service manager or container runtime.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                Ok(()) = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    if tokio::signal::ctrl_c().await.is_err() {
        // No signal handling here: run until the gateway closes.
        std::future::pending::<()>().await;
    }
}

/// On the first READY: register the commands, build the service, resume pending work.
async fn setup(
    ctx: &serenity::Context,
    ready: &serenity::Ready,
    framework: &poise::Framework<Data, Error>,
    store: Store,
    guild: Option<serenity::GuildId>,
    config: &DiscordConfig,
) -> Result<Data, Error> {
    let commands = &framework.options().commands;
    let registered = match guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    let scope = guild.map_or("globally".to_string(), |g| format!("in guild {g}"));
    // Serve even if this fails: commands registered by an earlier start still work.
    match registered {
        Ok(()) => {
            tracing::info!(bot = %ready.user.name, "connected; {} slash commands registered {scope}", commands.len())
        }
        Err(e) => {
            tracing::error!("connected, but registering the slash commands {scope} failed: {e}")
        }
    }
    let bot = User::bot(ready.user.id.get(), ready.user.name.clone());
    let clock: Arc<dyn Clock> = match config.now {
        Some(now) => Arc::new(OffsetClock::starting_at(now)),
        None => Arc::new(SystemClock),
    };
    let service = Service::with_clock(store, config.service_config(bot), clock);
    follow_up::resume_pending(ctx, &service).await;
    scheduler::start(ctx.http.clone(), service.clone());
    Ok(Data { service })
}
