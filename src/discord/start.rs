//! Start-up: open the database, build the HTTP client (through the proxy if one is set),
//! settle the shard layout, register the slash commands on READY (the process running
//! shard 0 only), and serve until the gateway closes or Ctrl-C.

use super::{buttons, commands, error, follow_up, gate, identity, scheduler, Data, Error, Gate};
use crate::config::{DiscordConfig, ShardArgs};
use crate::service::{Clock, OffsetClock, Service, SystemClock, User};
use crate::shards::{Shards, TotalShards};
use crate::store::Store;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Runs the bot with `config` on the shards `shards` says until it is stopped. The
/// end-to-end tests drive this very function through `breaker run` with
/// `DISCORD_PROXY_URL` pointing at a fake Discord.
pub async fn run(config: &DiscordConfig, shards: &ShardArgs) -> anyhow::Result<()> {
    let store = Store::open_async(&config.database_path)
        .await
        .with_context(|| {
            format!(
                "cannot open the database {}",
                config.database_path.display()
            )
        })?;

    if let Some(addr) = config.metrics_addr {
        crate::metrics::serve(addr)?;
        tracing::info!(%addr, "serving Prometheus metrics");
    }
    let http = http_client(config)?;
    let layout = layout(&http, shards).await?;
    tracing::info!("serving {layout}");
    // New ids count in the block of this process's first shard, so no two processes'
    // databases ever hold the same game number (`store::ids`); chosen once per database.
    let first_shard = layout.owned.start;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    if let Some(block) = store
        .call(move |db| db.claim_id_blocks(first_shard, now))
        .await
        .context("choosing the block of new ids")?
    {
        tracing::info!(
            block,
            "new games are numbered from {}",
            block * crate::store::ids::BLOCK + 1
        );
    }
    let register = layout.holds_shard_zero() && !shards.no_register;

    let guild = config.guild_id()?.map(serenity::GuildId::from);
    let gate = Gate::new();
    let closing = gate.clone();
    let config = config.clone();
    let owned = layout.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(error::on_error(e)),
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            // Discord sends a server's interactions to the process running its shard only;
            // should one arrive here anyway, it is logged and ignored (see `on_error`).
            // Then the per-user command rate: "slow down" instead of running the command.
            command_check: Some(|ctx| {
                Box::pin(async move {
                    let service = &ctx.data().service;
                    let me = identity::command_ctx(ctx);
                    if !service.owns_guild(me.guild) {
                        return Ok(false);
                    }
                    // A moderator's command never runs outside a server that installed
                    // Breaker (Discord offers it nowhere else; this holds even if it did).
                    if me.guild.is_none() && commands::server_only(&ctx.command().name) {
                        let refusal = crate::service::Reply::ephemeral(crate::msg!(
                            "discord-server-install-only"
                        ));
                        return Err(error::Refused(refusal).into());
                    }
                    if error::is_autocomplete(ctx) {
                        return Ok(true);
                    }
                    // Moves are paced by the game itself (the opponent or the AI answers
                    // first), so a fast game is never told to slow down.
                    if ctx.command().name != "move" {
                        if let Some(slow_down) = service.admit(&me) {
                            return Err(error::Refused(slow_down).into());
                        }
                    }
                    // Then a pass for the whole invocation, or "restarting" when stopping.
                    gate::admit(ctx).await
                })
            }),
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            ..Default::default()
        })
        // No owner-only commands, so no application-info request at start-up.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let registration = register.then_some(guild);
                let data = setup(
                    ctx,
                    ready,
                    framework,
                    store,
                    registration,
                    &config,
                    owned,
                    gate.clone(),
                );
                data.await.map(|service| Data { service, gate })
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .context("cannot create the Discord client")?;

    let shards = client.shard_manager.clone();
    let stopped = async move {
        stop_signal().await;
        // New interactions get "restarting"; those being handled finish and answer.
        closing.close();
        tracing::info!(
            in_flight = closing.in_flight(),
            "stopping: finishing the interactions in flight"
        );
        if !closing.drained(DRAIN_GRACE).await {
            tracing::warn!(
                in_flight = closing.in_flight(),
                "stopping without waiting any longer for interactions in flight"
            );
        }
        tracing::info!("stopping: closing the gateway");
        // serenity may keep retrying a shard that never connected: give up waiting.
        let _ = tokio::time::timeout(SHUTDOWN_GRACE, shards.shutdown_all()).await;
    };
    tokio::select! {
        result = client.start_shard_range(layout.serenity_range(), layout.total) => {
            result.context("the Discord connection failed")
        }
        () = stopped => Ok(()),
    }
}

/// The REST client: through the proxy if one is set, which then also rate-limits.
fn http_client(config: &DiscordConfig) -> anyhow::Result<serenity::Http> {
    let token = config.token().context("DISCORD_TOKEN is not set")?;
    let mut http = serenity::HttpBuilder::new(token)
        // A safety net: a message that forgets its allowed_mentions pings nobody.
        .default_allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(proxy) = config.proxy_url() {
        // serenity's rate limiter talks to discord.com directly, ignoring the proxy, so
        // it must be off; the proxy does the rate limiting (shared by every process).
        http = http.proxy(proxy).ratelimiter_disabled(true);
        // The URL may carry the proxy's credentials: never into the log.
        let proxy = crate::config::redact_url(proxy);
        tracing::info!(proxy, "all REST calls go through the proxy");
    }
    Ok(http.build())
}

/// The shards this process runs: `--shards` of `--total-shards`, the total asked of
/// Discord when it is `auto`; every shard when no range is given.
async fn layout(http: &serenity::Http, args: &ShardArgs) -> anyhow::Result<Shards> {
    let total = match args.total_shards {
        TotalShards::Fixed(n) => n.get(),
        TotalShards::Auto => {
            let gateway = http
                .get_bot_gateway()
                .await
                .context("cannot ask Discord how many shards to run (GET /gateway/bot)")?;
            tracing::info!(
                shards = gateway.shards,
                max_concurrency = gateway.session_start_limit.max_concurrency,
                "Discord recommends {} shards",
                gateway.shards
            );
            gateway.shards.max(1)
        }
    };
    Ok(match args.shards {
        Some(range) => Shards::new(range, total)?,
        None => Shards::all(total),
    })
}

/// `breaker register`: registers the slash commands (in `DISCORD_GUILD_ID`'s server, else
/// globally) and returns how many, without connecting to the gateway.
pub async fn register(config: &DiscordConfig) -> anyhow::Result<(usize, String)> {
    let http = http_client(config)?;
    let app = http
        .get_current_application_info()
        .await
        .context("cannot read the bot's application (is DISCORD_TOKEN right?)")?;
    http.set_application_id(app.id);
    let commands = poise::builtins::create_application_commands(&commands::all());
    let count = commands.len();
    let scope = match config.guild_id()?.map(serenity::GuildId::from) {
        Some(guild) => {
            guild.set_commands(&http, commands).await?;
            format!("in guild {guild}")
        }
        None => {
            serenity::Command::set_global_commands(&http, commands).await?;
            "globally".to_string()
        }
    };
    Ok((count, scope))
}

/// How long a stop waits for the interactions in flight (a slow AI reply included).
const DRAIN_GRACE: Duration = Duration::from_secs(10);

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

/// How often the games-active gauge is refreshed (one indexed count).
const GAMES_GAUGE_EVERY: Duration = Duration::from_secs(5);

/// Keeps `breaker_games_active` current while metrics are on.
fn count_games(service: Service) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(GAMES_GAUGE_EVERY);
        loop {
            every.tick().await;
            match service.games().active().await {
                Ok(n) => crate::metrics::games_active(n),
                Err(e) => tracing::warn!("counting active games failed: {e:#}"),
            }
        }
    });
}

/// On the first READY: register the commands (`registration`: `Some(guild)` to register,
/// in that guild or globally), build the service, resume pending work in the servers
/// `shards` owns.
// The framework's setup hands over its three; the rest is this process's own.
#[allow(clippy::too_many_arguments)]
async fn setup(
    ctx: &serenity::Context,
    ready: &serenity::Ready,
    framework: &poise::Framework<Data, Error>,
    store: Store,
    registration: Option<Option<serenity::GuildId>>,
    config: &DiscordConfig,
    shards: Shards,
    gate: Gate,
) -> Result<Service, Error> {
    let commands = &framework.options().commands;
    let bot = User::bot(ready.user.id.get(), ready.user.name.clone());
    let mut service_config = config.service_config(bot);
    service_config.shards = shards;
    // `--now`: real time running from a chosen instant (tests restart "hours later").
    let clock: Arc<dyn Clock> = match config.now {
        Some(now) => Arc::new(OffsetClock::starting_at(now)),
        None => Arc::new(SystemClock),
    };
    let service = Service::with_clock(store, service_config, clock);
    if config.metrics_addr.is_some() {
        count_games(service.clone());
    }
    let Some(guild) = registration else {
        tracing::info!(bot = %ready.user.name, "connected; the slash commands are registered by shard 0's process or `breaker register`");
        follow_up::resume_pending(ctx, &service).await;
        scheduler::start(ctx.http.clone(), service.clone(), gate);
        return Ok(service);
    };
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
    follow_up::resume_pending(ctx, &service).await;
    scheduler::start(ctx.http.clone(), service.clone(), gate);
    Ok(service)
}
