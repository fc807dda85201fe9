//! Configuration of the Discord bot: flags, each with an environment variable behind it.
//!
//! `main` loads `.env` (dotenvy) before clap parses, so a value comes from, in order: the
//! flag, the process environment, `.env`, the default. `.env.example` documents each one.

use crate::service::{CommandRate, Config, User};
use crate::shards::{ShardRange, TotalShards};
use clap::Args;
use std::num::NonZeroU64;
use std::path::PathBuf;
use std::time::Duration;

/// Everything `breaker run` needs; the end-to-end test sets the same variables.
#[derive(Args, Debug, Clone)]
pub struct DiscordConfig {
    /// The bot token from the Discord developer portal (Bot page).
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub token: Option<String>,

    /// The SQLite database file (created if missing).
    #[arg(long = "db", env = "DATABASE_PATH", default_value = "breaker.db")]
    pub database_path: PathBuf,

    /// Register the slash commands in this server only (instant updates while developing);
    /// without it they are registered globally.
    #[arg(long, env = "DISCORD_GUILD_ID")]
    pub guild_id: Option<String>,

    /// Send every REST call through this Discord-compatible HTTP proxy (nirn-proxy,
    /// twilight-http-proxy, or a test's fake Discord), e.g. `http://127.0.0.1:3000`.
    /// serenity's own rate limiter is then off: the proxy does that job.
    #[arg(long, env = "DISCORD_PROXY_URL")]
    pub proxy_url: Option<String>,

    /// Serve Prometheus metrics on this address (e.g. `127.0.0.1:9100`); off when unset.
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<std::net::SocketAddr>,

    /// How long the AI may think per move, in milliseconds (default 2000).
    #[arg(long, env = "AI_MOVE_TIME_MS")]
    pub ai_move_time_ms: Option<u64>,

    /// How many AI searches may run at once; the rest queue (default 1).
    #[arg(long, env = "AI_THREADS")]
    pub ai_threads: Option<usize>,

    /// AI turns that may wait for a free AI search; a move that would queue one more is
    /// refused until one finishes (default 64).
    #[arg(long, env = "AI_QUEUE")]
    pub ai_queue: Option<usize>,

    /// Open games against the AI one user may have; a new one is refused until one ends
    /// (default 3).
    #[arg(long, env = "AI_GAMES")]
    pub ai_games: Option<usize>,

    /// How many analyses (`/analyze`) may run at once, on threads of their own (default 1).
    #[arg(long, env = "ANALYSIS_THREADS")]
    pub analysis_threads: Option<usize>,

    /// Analyses that may wait for a free analysis thread; beyond it `/analyze` is refused
    /// until one finishes (default 8).
    #[arg(long, env = "ANALYSIS_QUEUE")]
    pub analysis_queue: Option<usize>,

    /// Test hook: wait this long (ms) before running each command, to force deferred
    /// answers in the end-to-end tests.
    #[arg(long, env = "BREAKER_TEST_ANSWER_DELAY_MS", hide = true)]
    pub test_answer_delay_ms: Option<u64>,

    /// Commands one user may give per window, e.g. `10/10s` (the default), or `off`.
    #[arg(long, env = "COMMAND_RATE", value_parser = parse_command_rate)]
    pub command_rate: Option<CommandRateSetting>,

    /// Run as if it were this UTC instant (e.g. `2027-01-05T12:00:00Z`), time then passing
    /// at real speed: for trying out deadlines and reminders. Default: real time.
    #[arg(long, env = "BREAKER_NOW", value_parser = parse_now)]
    pub now: Option<i64>,
}

/// `COMMAND_RATE`: a rate like `10/10s`, or `off` for none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandRateSetting(pub Option<CommandRate>);

/// Reads `COMMAND_RATE` / `--command-rate`.
pub fn parse_command_rate(text: &str) -> Result<CommandRateSetting, String> {
    if text.trim().eq_ignore_ascii_case("off") {
        return Ok(CommandRateSetting(None));
    }
    text.parse()
        .map(|rate| CommandRateSetting(Some(rate)))
        .map_err(|e: crate::service::BadCommandRate| e.to_string())
}

/// A UTC instant like `2027-01-05T12:00:00Z`, as Unix milliseconds.
pub fn parse_now(text: &str) -> Result<i64, String> {
    crate::store::parse_utc(text).ok_or_else(|| {
        format!(
            "`{}` is not a UTC instant like 2027-01-05T12:00:00Z",
            crate::games::echo(text)
        )
    })
}

impl DiscordConfig {
    /// The service configuration for the bot user `bot`, with the AI settings applied.
    pub fn service_config(&self, bot: User) -> Config {
        let mut config = Config::new(bot);
        config.ai_moves_in_outbox = true;
        if let Some(ms) = self.ai_move_time_ms {
            config.ai_move_time = Duration::from_millis(ms);
        }
        if let Some(threads) = self.ai_threads {
            config.ai_threads = threads.max(1);
        }
        if let Some(queue) = self.ai_queue {
            config.ai_queue = queue;
        }
        if let Some(games) = self.ai_games {
            config.ai_games = games;
        }
        if let Some(threads) = self.analysis_threads {
            config.analysis_threads = threads.max(1);
        }
        if let Some(queue) = self.analysis_queue {
            config.analysis_queue = queue;
        }
        if let Some(ms) = self.test_answer_delay_ms {
            config.answer_delay = Duration::from_millis(ms);
        }
        if let Some(CommandRateSetting(rate)) = self.command_rate {
            config.command_rate = rate;
        }
        config
    }

    /// The token, if one is set and not blank (`DISCORD_TOKEN=` from `.env.example` is unset).
    pub fn token(&self) -> Option<&str> {
        self.token
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
    }

    /// The guild to register commands in; blank means none (global registration).
    pub fn guild_id(&self) -> anyhow::Result<Option<NonZeroU64>> {
        match self
            .guild_id
            .as_deref()
            .map(str::trim)
            .filter(|g| !g.is_empty())
        {
            None => Ok(None),
            Some(text) => match text.parse::<NonZeroU64>() {
                Ok(id) => Ok(Some(id)),
                Err(_) => {
                    anyhow::bail!("DISCORD_GUILD_ID must be a server id (a number), not `{text}`")
                }
            },
        }
    }

    /// The proxy URL, if set and not blank.
    pub fn proxy_url(&self) -> Option<&str> {
        self.proxy_url
            .as_deref()
            .map(str::trim)
            .filter(|u| !u.is_empty())
    }
}

/// `url` as it may be logged: any user name and password before the host are replaced
/// by `***` (`http://user:pass@host:3000/x` → `http://***@host:3000/x`).
pub fn redact_url(url: &str) -> String {
    let (scheme, rest) = match url.find("://") {
        Some(i) => url.split_at(i + 3),
        None => ("", url),
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    match rest[..authority_end].rfind('@') {
        Some(at) => format!("{scheme}***{}", &rest[at..]),
        None => url.to_string(),
    }
}

/// Which gateway shards `breaker run` starts (see docs/scaling.md).
#[derive(Args, Debug, Clone, Default)]
pub struct ShardArgs {
    /// Run shards A..B (B excluded) of `--total-shards`, e.g. `0..2`; this process then
    /// serves only those shards' servers (and direct messages if it runs shard 0).
    /// Default: every shard.
    #[arg(long, env = "SHARDS", value_name = "A..B")]
    pub shards: Option<ShardRange>,

    /// How many shards the whole bot runs, across all its processes: a number, or `auto`
    /// for Discord's recommendation (`GET /gateway/bot`).
    #[arg(long, env = "TOTAL_SHARDS", default_value_t = TotalShards::default())]
    pub total_shards: TotalShards,

    /// Do not register the slash commands at start-up (register them once at deploy time
    /// with `breaker register`). Only the process running shard 0 registers anyway.
    #[arg(long, env = "NO_REGISTER", value_parser = clap::builder::BoolishValueParser::new())]
    pub no_register: bool,
}

#[cfg(test)]
mod tests {
    use super::redact_url;

    #[test]
    fn proxy_credentials_never_reach_the_log() {
        assert_eq!(redact_url("http://user:pass@host"), "http://***@host");
        assert_eq!(
            redact_url("https://u:p%40ss@proxy:3000/api?x=1"),
            "https://***@proxy:3000/api?x=1"
        );
        // An `@` in a password (unencoded) or only a user name: all of it hidden.
        assert_eq!(redact_url("http://a:b@c@host/"), "http://***@host/");
        assert_eq!(redact_url("http://token@host"), "http://***@host");
        // Nothing to hide: unchanged, also with an `@` after the host.
        assert_eq!(redact_url("http://proxy:3000"), "http://proxy:3000");
        assert_eq!(redact_url("http://host/p@th"), "http://host/p@th");
        assert_eq!(redact_url("user:pass@host"), "***@host");
        assert_eq!(redact_url(""), "");
    }
}
