//! `breaker play`: the console front end. Needs no Discord token and no `.env`.

use clap::Args;
use std::path::PathBuf;
use std::time::Duration;

use crate::console::{self, Options};

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The SQLite database file (created if missing).
    #[arg(long, env = "DATABASE_PATH", default_value = "breaker.db")]
    pub db: PathBuf,
    /// Where board PNGs are written.
    #[arg(long, default_value = "boards")]
    pub out: PathBuf,
    /// How long the AI thinks per move, in milliseconds.
    #[arg(long, env = "AI_MOVE_TIME_MS", default_value_t = 2000)]
    pub ai_move_time_ms: u64,
    /// Run on a manual clock from this UTC instant (e.g. `2027-01-05T12:00:00Z`); the
    /// console line `/wait 25h` moves it. Without it the console uses real time.
    #[arg(long, value_parser = crate::config::parse_now)]
    pub now: Option<i64>,
    /// Console users may not manage the server (`/settings` is refused); by default
    /// every console user may.
    #[arg(long)]
    pub no_manage: bool,
    /// Console users who are moderators (may use `/ladder-admin`), e.g. `alice,carol`.
    #[arg(long, value_delimiter = ',')]
    pub moderators: Vec<String>,
    /// Limit each console user to this many commands per window, e.g. `10/10s` (as the
    /// Discord bot does by default); by default the console has no limit.
    #[arg(long)]
    pub command_rate: Option<crate::service::CommandRate>,
    /// The console's language: `en`, `ko`, `ru` or `ro` (a `LANG`-style `ru_RU.UTF-8`
    /// works too). Replies, posts and the words on boards are in it.
    #[arg(long, env = "BREAKER_LOCALE", default_value = "en")]
    pub locale: crate::i18n::Locale,
}

pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let mut options = Options::new(args.db, args.out);
    options.ai_move_time = Duration::from_millis(args.ai_move_time_ms);
    options.now = args.now;
    options.can_manage = !args.no_manage;
    options.moderators = args.moderators;
    options.command_rate = args.command_rate;
    options.locale = args.locale;
    console::run_stdio(options)
}
