use std::time::Duration;

use crate::ai::Limits;
use crate::games::{AnyMove, AnyPosition};
use crate::service::{CommandRate, User};
use crate::shards::Shards;

/// An AI search: the move for a position at a level within limits ([`crate::ai::choose`];
/// tests put a failing one in [`Config::ai_search`]).
pub type AiSearch = fn(&AnyPosition, u8, &Limits) -> Option<AnyMove>;

/// How the service behaves; front ends fill it from flags and environment.
#[derive(Debug, Clone)]
pub struct Config {
    /// The bot's own user: challenging it starts a game against the AI.
    pub bot: User,
    /// How long the AI may think per move (`AI_MOVE_TIME_MS`, default 2 s).
    pub ai_move_time: Duration,
    /// How many AI searches may run at once (`AI_THREADS`, default 1); the rest queue.
    pub ai_threads: usize,
    /// Days per move when a challenge does not say.
    pub default_days_per_move: u32,
    /// Nodes per position for `/analyze` and `/hint`; `None`: the game's default
    /// ([`crate::analysis::default_nodes`]). Tests use tiny budgets.
    pub analysis_nodes: Option<u64>,
    /// The `[Site]` tag of exported records; `None`: the game's Discord guild and channel.
    pub site: Option<String>,
    /// How long a challenge waits for an answer (ms; default 7 days).
    pub challenge_expiry_ms: i64,
    /// The shards this process runs: its background work (AI turns resumed at start-up,
    /// the scheduler) covers only their servers. Default: all of them (one process).
    pub shards: Shards,
    /// The search AI turns run ([`crate::ai::choose`]); a search that panics or overruns
    /// its time is retried once, then the game says the AI could not move.
    pub ai_search: AiSearch,
    /// The per-user command rate; `None`: unlimited (the console's default, since its
    /// scripted sessions type many commands a second). Default 10 commands in 10 s.
    pub command_rate: Option<CommandRate>,
    /// How many AI turns may wait for a free AI slot (beyond [`Config::ai_threads`]
    /// searching); a move that would queue one more is refused until one finishes.
    pub ai_queue: usize,
    /// How many games against the AI one user may have open at once (`AI_GAMES`,
    /// default [`DEFAULT_AI_GAMES`]); a new one is refused until one ends.
    pub ai_games: usize,
    /// How many analyses may run at once (`ANALYSIS_THREADS`, default 1), on threads of
    /// their own: never the AI's slots.
    pub analysis_threads: usize,
    /// How many analyses may wait for a free analysis slot (`ANALYSIS_QUEUE`, default
    /// [`DEFAULT_ANALYSIS_QUEUE`]); one user has at most one queued or running.
    pub analysis_queue: usize,
    /// Test hook: the Discord adapter waits this long before running each command, so an
    /// end-to-end test can force its answer to be deferred. Zero in production.
    pub answer_delay: Duration,
    /// The AI's moves are posted from the outbox (the Discord bot: a move committed just
    /// before a crash is still posted after the restart) instead of being answered by
    /// [`Games::ai_move`](crate::service::Games::ai_move) (the console prints them at once).
    pub ai_moves_in_outbox: bool,
}

impl Config {
    /// Defaults for everything but the bot's user.
    pub fn new(bot: User) -> Config {
        Config {
            bot,
            ai_move_time: Duration::from_millis(2000),
            ai_threads: 1,
            default_days_per_move: DEFAULT_DAYS_PER_MOVE,
            analysis_nodes: None,
            site: None,
            challenge_expiry_ms: 7 * crate::store::DAY_MS,
            shards: Shards::default(),
            ai_search: crate::ai::choose,
            command_rate: Some(CommandRate::DEFAULT),
            ai_queue: DEFAULT_AI_QUEUE,
            ai_games: DEFAULT_AI_GAMES,
            analysis_threads: 1,
            analysis_queue: DEFAULT_ANALYSIS_QUEUE,
            answer_delay: Duration::ZERO,
            ai_moves_in_outbox: false,
        }
    }
}

/// Days per move when nobody says.
pub const DEFAULT_DAYS_PER_MOVE: u32 = 3;
/// The most days per move a challenge may give.
pub const MAX_DAYS_PER_MOVE: u32 = 60;
/// At most this many open (unanswered) challenges per challenger.
pub const MAX_OPEN_CHALLENGES: usize = 5;
/// AI turns that may wait for a free AI slot, by default.
pub const DEFAULT_AI_QUEUE: usize = 64;
/// Open games against the AI one user may have, by default.
pub const DEFAULT_AI_GAMES: usize = 3;
/// Analyses that may wait for a free analysis slot, by default.
pub const DEFAULT_ANALYSIS_QUEUE: usize = 8;
