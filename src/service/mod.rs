//! The application: every user-visible action as a plain async function taking ids and
//! text and returning [`Reply`]s (text, board PNG, buttons, who to ping) as data. No
//! Discord types: the Discord adapter and the console are thin layers over this.
//!
//! The actions are grouped by feature, one folder each, and each feature is a small
//! facade over the same [`Service`]: [`Service::games`] ([`Games`]: `game/`),
//! [`Service::correspondence`] ([`Correspondence`]: `correspondence/`),
//! [`Service::ladders`] ([`Ladders`]: `ladder/`), [`Service::ratings`] ([`Ratings`]:
//! `rating/`), [`Service::analysis`] ([`Analyses`]: `analysis/`) and
//! [`Service::tournaments`] ([`Tournaments`]: `tournament/`). [`Service`] itself keeps
//! only the plumbing: the store, the clock, the configuration, the limits, the settings
//! and the language in force. Message text lives in `text/`.
//!
//! ```
//! use breaker::games::GameKind;
//! use breaker::service::{ColorChoice, Config, Ctx, Service, User};
//! use breaker::store::Store;
//!
//! # tokio::runtime::Runtime::new().unwrap().block_on(async {
//! let dir = tempfile::tempdir().unwrap();
//! let store = Store::open(dir.path().join("breaker.db")).unwrap();
//! let service = Service::new(store, Config::new(User::bot(1, "Breaker")));
//! let alice = Ctx::new(Some(10), 20, User::new(100, "alice"));
//! let bob = Ctx::new(Some(10), 20, User::new(200, "bob"));
//! let games = service.games();
//!
//! let invite = games
//!     .challenge(&alice, &bob.user, GameKind::Breakthrough, Some("3x5"), Some(ColorChoice::White), None)
//!     .await
//!     .unwrap();
//! assert_eq!(invite.buttons[0].custom_id, "accept:1");
//! assert_eq!(invite.mentions, vec![200]);
//!
//! let start = games.handle_button(&bob, "accept:1").await.unwrap();
//! assert!(start.board.is_some());
//! let reply = games.play_move(&alice, "a2-a3", None).await.unwrap();
//! assert!(!reply.ephemeral);
//! assert!(reply.content.contains("a2-a3"));
//! assert_eq!(reply.mentions, vec![200]); // bob is to move
//!
//! // A mistake is an ephemeral reply that changes nothing.
//! let refused = games.play_move(&alice, "b2-b3", None).await.unwrap();
//! assert!(refused.ephemeral);
//! assert!(refused.content.contains("not your turn"));
//! # });
//! ```
//!
//! # The API
//! | action | call | reply |
//! |---|---|---|
//! | `/challenge` | [`Games::challenge`] ([`Games::challenge_with`] with every option) | invite with Accept/Decline buttons, pings the opponent; challenging the bot starts an AI game |
//! | `/ai` | [`Games::ai_game`] | the start board; an AI first move comes as a [`FollowUp`] |
//! | `/accept`, `/decline` | [`Games::accept`], [`Games::decline`] | start board pinging White / a note pinging the challenger |
//! | `/move` | [`Games::play_move`] ([`Games::play_move_at`] with a known version) | the post: who moved, the move, the board, ping for the player to move, the result at the end |
//! | `/board` | [`Games::board`] ([`Games::board_view`] from a side) | the board, pinging nobody |
//! | `/export` | [`Games::export`] ([`Games::record_text`]: the text alone) | the record `game-<id>.txt` attached ([`record`]) |
//! | `/replay` | [`Games::replay_gif`] (a queued one: [`Games::replay_queued`]) | an animated GIF of the game, `game-<id>.gif` |
//! | `/resign` | [`Games::resign`], then [`Games::resign_confirmed`] | ephemeral confirm button, then the result post |
//! | `/games` | [`Games::list`], [`Games::list_page`] | ephemeral list with whose turn it is |
//! | `/rules` | [`Games::rules`] | ephemeral summary with notation |
//! | autocomplete | [`Games::autocomplete_moves`], [`Games::autocomplete_games`] | ≤ 25 choices |
//! | buttons | [`Games::handle_button`] | as the matching command |
//! | AI turns | [`Games::ai_move`], [`Games::pending_ai_turns`], [`Games::active`] | the AI's move post |
//! | `/takeback` | [`Correspondence::takeback`], then [`Correspondence::answer_takeback`] | a request with Accept/Decline buttons pinging the opponent (granted at once by the AI at levels 1–3), then the position again |
//! | `/moretime` | [`Correspondence::more_time`] | public: the new deadline, pinging the player to move |
//! | `/vacation start`, `/vacation end`, `/vacation` | [`Correspondence::vacation_start`], [`Correspondence::vacation_end`], [`Correspondence::vacation_show`] | public start/end (pings nobody); ephemeral days left |
//! | `/notify` | [`Correspondence::notify`] | ephemeral confirmation |
//! | a game's thread | [`Correspondence::game_place`], [`Correspondence::set_thread`] | where a game's posts go |
//! | the scheduler | [`Correspondence::next_due`], [`Correspondence::settle_due`], [`Correspondence::run_due`]; [`Correspondence::notices_waiting`], [`Correspondence::next_notice`], [`Correspondence::notice_delivered`], [`Correspondence::notice_failed`], [`Correspondence::prune_notices`] | reminders, forfeits, aborted games, expired challenges, ended vacations as [`Notice`]s |
//! | `/rating` | [`Ratings::rating`] | rating, deviation, W–L, streaks, head-to-head with `vs`, and `rating.png` |
//! | `/analyze` | [`Analyses::analyze`] (a queued one: [`Analyses::follow_up`]) | a finished game's winning-chance graph, turning points and good-move shares; "queued, N ahead" when it must wait |
//! | `/hint` | [`Analyses::hint`] | ephemeral: the AI's suggestion, against the AI at levels 1–3 |
//! | `/ladder join`, `leave`, `standings`, `challenge`, `list`, `info` | [`Ladders::join`], [`Ladders::leave`], [`Ladders::standings`], [`Ladders::challenge`], [`Ladders::list`], [`Ladders::info`] | public join/leave; the standings table image with page buttons; a rated game at once, pinging the defender; ephemeral list and info |
//! | `/ladder-admin …` | [`Ladders::admin`] with an [`AdminAction`] | the moderator's reply, and the line for the mod log; needs a moderator ([`Member`]) |
//! | `/settings moderator-role`, `/settings modlog` | [`Ladders::set_moderator_role`], [`Ladders::set_modlog`] | ephemeral; needs [`Ctx::can_manage`] |
//! | `/tournament list`, `info`, `standings`, `pairings`, `games` | [`Tournaments::list`], [`Tournaments::info`], [`Tournaments::standings`], [`Tournaments::pairings`], [`Tournaments::games`] | ephemeral tables |
//! | `/tournament join`, `leave`, `withdraw` | [`Tournaments::join`], [`Tournaments::leave`], [`Tournaments::withdraw`] | public; withdrawing asks to confirm with a button |
//! | `/tournament-admin …` | [`Tournaments::admin`] with a [`TournamentAction`] | as `/ladder-admin`; a started round's pairings, pinging the players |
//! | tournament threads | [`Tournaments::threads_due`] | the round's threads to open |
//! | `/settings show`, `/settings change` | [`Service::settings_show`], [`Service::settings_change`] | ephemeral; needs [`Ctx::can_manage`] |
//! | languages | [`Service::note_locales`], [`Service::reply_language`], [`Service::game_language`] | the language a reply or a game's posts are in |
//! | limits | [`Service::admit`] by [`Config::command_rate`]; [`MAX_OPEN_CHALLENGES`]; [`Config::ai_queue`], [`Config::ai_games`]; [`Config::analysis_queue`] | "slow down, try again in N s" (ephemeral); the 6th open challenge refused; a move that must wait for the AI says it is queued (round-robin by player), whatever would overfill the AI's queue (a move, a game the AI opens, `/hint`) is refused, and so is a 4th open AI game; one analysis per player, a queued one answers "queued, N ahead" and comes as a [`FollowUp::Analysis`] |
//! | shards | [`Service::owns_guild`] by [`Config::shards`] | whether this process serves a server; the scheduler and resumed AI turns cover only those |
//!
//! `game` options are text as typed (`12` or `#12`); without one, the caller's only open
//! game in the channel is meant, and if there are several the reply lists them.
//! A user's mistake is `Ok` with an ephemeral reply saying what was wrong and what to
//! do, and changes nothing; `Err` is only for internal failures ([`ServiceError`]).

/// A feature's facade: the [`Service`] borrowed, with that feature's actions as its
/// methods; it derefs to the [`Service`] for the plumbing (`store`, `now`, `config`).
macro_rules! facade {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        pub struct $name<'a>(pub(in crate::service) &'a crate::service::Service);

        impl std::ops::Deref for $name<'_> {
            type Target = crate::service::Service;
            fn deref(&self) -> &crate::service::Service {
                self.0
            }
        }

        impl $name<'_> {
            /// The service itself, owned: for work that outlives this borrow.
            #[allow(dead_code)]
            pub(crate) fn service(&self) -> crate::service::Service {
                self.0.clone()
            }
        }
    };
}
pub(crate) use facade;

mod analysis;
mod clock;
mod command_rate;
mod config;
mod context;
mod correspondence;
mod error;
mod game;
mod ladder;
mod rating;
mod settings;
pub mod text;
mod tournament;

use game::fair;
use text::{language, refusal::Refusal};

pub use analysis::{analysis_nodes, Analyses, FULL_BUDGET_PLIES, MAX_HINT_LEVEL};
pub use clock::{Clock, ManualClock, OffsetClock, SystemClock};
pub use command_rate::{BadCommandRate, CommandRate};
pub use config::{
    AiSearch, Config, DEFAULT_AI_GAMES, DEFAULT_AI_QUEUE, DEFAULT_ANALYSIS_QUEUE,
    DEFAULT_DAYS_PER_MOVE, MAX_DAYS_PER_MOVE, MAX_OPEN_CHALLENGES,
};
pub use context::{Ctx, Reach, User};
pub use correspondence::conditional::{MAX_LINES, MAX_PLIES};
pub use correspondence::deadline;
pub use correspondence::more_time::MAX_MORE_TIME_DAYS;
pub use correspondence::notes::{MAX_NOTES, MAX_NOTE_CHARS};
pub use correspondence::notice::{DirectDelivery, Notice, NoticeKind, Outgoing, Retry, GIVE_UP_MS};
pub use correspondence::takeback::MAX_TAKEBACK_LEVEL;
pub use correspondence::thread::{thread_per_game, ThreadRequest};
pub use correspondence::Correspondence;
pub use error::ServiceError;
pub use game::autocomplete::{Choice, MoveList};
pub use game::buttons::ButtonAction;
pub use game::challenge::{BadColor, ChallengeOptions, ColorChoice};
pub use game::record;
pub use game::replay::{MAX_GIF_BYTES, MAX_REPLAYS_WAITING, REPLAY_CACHE_BYTES, REPLAY_SLOTS};
pub use game::Games;
pub use ladder::admin::{AdminAction, AdminReply, LadderChange, Member, ModLog};
pub use ladder::standings::{standings, Standing};
pub use ladder::Ladders;
pub use rating::Ratings;
pub use settings::{SettingsChange, MAX_VACATION_DAYS};
pub(crate) use text::refusal::{position_error, time_text_error};
pub use text::reply::{Attachment, Board, Button, ButtonStyle, FollowUp, Form, Reply};
pub use text::{Span, Text};
pub use tournament::Tournaments;
pub use tournament::{
    standings_json, tournament_table, trf, CreateTournament, Format as TournamentFormat,
    Line as TournamentLine, TournamentAction, TournamentChange,
};

pub use crate::store::GameId;

/// Typed-option readers, for the fuzz targets (`crate::fuzz`).
pub(crate) use ladder::standings::parse_page_id as parse_standings_page;
/// Reads a `game:` option (`12`, `#12`) into an id, or the refusal's text.
pub(crate) fn parse_game_ref(text: &str) -> Result<GameId, Text> {
    game::lookup::parse_ref(text).map_err(|r| r.text())
}

use crate::store::Store;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::Arc;
use tokio::sync::{Notify, Semaphore};

// Blocking work runs in separately bounded pools, so that one kind cannot starve another:
// - tokio's blocking pool, [`BLOCKING_THREADS`] threads: database calls (every command
//   needs some), board and chart renders (at most [`RENDER_SLOTS`] at once, so at least
//   half the pool is always free for the database), replays and autocomplete;
// - AI searches (turns, first moves, resumed turns, `/hint`): a thread of their own each,
//   at most `Config::ai_threads` at once, handed out round-robin by user ([`fair`]);
// - analyses: a thread of their own each, at most `Config::analysis_threads` at once,
//   from their own bounded queue (one per user), never taking an AI slot.

/// Threads for the short blocking work of a front end's runtime (board renders, SQLite
/// calls); AI searches and analyses run on threads of their own. tokio's default of 512
/// let a burst of moves render on hundreds of threads at once. Measured (`bench service`,
/// 1 000 games at 300 moves/s): peak RSS 535 MB with 512 threads, 167 MB with 16, the
/// same moves/s and p99; 100 games flat out: 433 MB against 95 MB, 589 against 646 moves/s.
pub const BLOCKING_THREADS: usize = 16;

/// Renders (boards, charts) that may run at once in the blocking pool: the rest of
/// [`BLOCKING_THREADS`] stays free for database calls.
pub const RENDER_SLOTS: usize = BLOCKING_THREADS / 2;

/// The application. Cheap to clone; share one between all tasks.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    config: Config,
    clock: Arc<dyn Clock>,
    /// The AI's slots ([`Config::ai_threads`]), handed out round-robin by user; its
    /// waiting requests are bounded by [`Config::ai_queue`].
    ai: fair::FairQueue,
    /// Analyses: their slots, who has one queued or running, games being analysed.
    analyses: analysis::AnalysisSlots,
    /// Bounds the renders running at once in the blocking pool ([`RENDER_SLOTS`]).
    renders: Semaphore,
    /// Recent commands per user, for [`Config::command_rate`].
    rate: command_rate::RateLimiter,
    /// Poked by writes that move a deadline, so the scheduler re-reads the next one.
    deadlines_moved: Notify,
    /// When the scheduler plans to wake (Unix ms), or `i64::MAX` while it is awake (or
    /// there is none): a write whose due instant comes later need not wake it.
    planned_wake: AtomicI64,
    /// `/replay`'s slots, queue and cache of made GIFs.
    replays: game::replay::Replays,
    /// Locales last seen, and each server's language in force.
    locales: language::SeenLocales,
    /// Whether the ends a crash left unsettled have been settled since start-up
    /// ([`Games::settle_ends`]).
    ends_swept: AtomicBool,
}

impl Service {
    /// A service over `store`, on the system's clock.
    pub fn new(store: Store, config: Config) -> Service {
        Service::with_clock(store, config, Arc::new(SystemClock))
    }

    /// A service over `store` whose time is `clock`'s (a [`ManualClock`] in tests and
    /// `breaker play --now`).
    pub fn with_clock(store: Store, config: Config, clock: Arc<dyn Clock>) -> Service {
        let slots = config.ai_threads.max(1);
        let analyses = analysis::AnalysisSlots::new(config.analysis_threads);
        Service {
            inner: Arc::new(Inner {
                store,
                config,
                clock,
                ai: fair::FairQueue::new(slots),
                analyses,
                renders: Semaphore::new(RENDER_SLOTS),
                rate: command_rate::RateLimiter::default(),
                deadlines_moved: Notify::new(),
                planned_wake: AtomicI64::new(i64::MAX),
                replays: game::replay::Replays::default(),
                locales: language::SeenLocales::default(),
                ends_swept: AtomicBool::new(false),
            }),
        }
    }

    /// Now, in Unix milliseconds, by the service's clock.
    pub fn now(&self) -> i64 {
        self.inner.clock.now()
    }

    /// `true` the first time it is asked after start-up, then `false`.
    pub(crate) fn first_sweep(&self) -> bool {
        !self.inner.ends_swept.swap(true, Ordering::SeqCst)
    }

    /// Notified whenever a write may have moved the next due instant (a move, a game
    /// started or ended, more time, a vacation): the scheduler waits on it.
    pub fn deadlines_moved(&self) -> &Notify {
        &self.inner.deadlines_moved
    }

    /// Tells the scheduler the next due instant may have changed.
    pub(crate) fn poke(&self) {
        self.inner.deadlines_moved.notify_one();
    }

    /// Tells the scheduler of a new due instant `due` only if it comes before the wake
    /// it planned: a move sets its game's next deadline days ahead, and waking the
    /// scheduler (and through it the outbox) for that would cost every move several
    /// queries in the background.
    pub(crate) fn poke_for(&self, due: Option<i64>) {
        let planned = self.inner.planned_wake.load(Ordering::SeqCst);
        if due.is_some_and(|due| due < planned) {
            self.poke();
        }
    }

    /// The scheduler says when it will wake unless poked (`None`: it is awake and will
    /// read the next due instant afresh, so every poke counts).
    pub fn sleeping_until(&self, wake: Option<i64>) {
        let at = wake.unwrap_or(i64::MAX);
        self.inner.planned_wake.store(at, Ordering::SeqCst);
    }

    /// Runs the render `draw` off the async workers once one of the [`RENDER_SLOTS`] is
    /// free.
    pub(crate) async fn render<T: Send + 'static>(
        &self,
        draw: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ServiceError> {
        let _slot = self
            .inner
            .renders
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        // On a multi-threaded runtime the render runs on this thread, its worker's other
        // tasks handed to another thread meanwhile: the move waits for no thread to
        // wake, twice, as it does through the blocking pool.
        if tokio::runtime::Handle::current().runtime_flavor()
            == tokio::runtime::RuntimeFlavor::MultiThread
        {
            return Ok(tokio::task::block_in_place(draw));
        }
        Ok(tokio::task::spawn_blocking(draw).await?)
    }

    /// The database handle.
    pub fn store(&self) -> &Store {
        &self.inner.store
    }
}

/// The features, each a facade over the same service.
impl Service {
    /// Games: `/challenge`, `/move`, `/resign`, `/board`, `/games`, `/export`, `/replay`, buttons, AI turns.
    pub fn games(&self) -> Games<'_> {
        Games(self)
    }

    /// Correspondence: `/moretime`, `/vacation`, `/takeback`, `/notify`, notices and the scheduler.
    pub fn correspondence(&self) -> Correspondence<'_> {
        Correspondence(self)
    }

    /// Ladders: `/ladder …` and `/ladder-admin …`.
    pub fn ladders(&self) -> Ladders<'_> {
        Ladders(self)
    }

    /// Ratings: `/rating` and the change line under a result.
    pub fn ratings(&self) -> Ratings<'_> {
        Ratings(self)
    }

    /// Analysis: `/analyze` and `/hint`.
    pub fn analysis(&self) -> Analyses<'_> {
        Analyses(self)
    }

    /// Tournaments: `/tournament …`.
    pub fn tournaments(&self) -> Tournaments<'_> {
        Tournaments(self)
    }
}

/// For unit tests: a service on a fresh database in a temporary folder (keep the folder
/// alive), and two players in guild 10, channel 20: alice (100) and bob (200).
#[cfg(test)]
pub(crate) fn test_table(config: Config) -> (tempfile::TempDir, Service, Ctx, Ctx) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("breaker.db")).unwrap();
    let alice = Ctx::new(Some(10), 20, User::new(100, "alice"));
    let bob = Ctx::new(Some(10), 20, User::new(200, "bob"));
    (dir, Service::new(store, config), alice, bob)
}

/// Runs `work` on a new thread of its own (not in tokio's blocking pool, which the
/// database calls need) and awaits its result; a panic comes back as its message.
pub(crate) async fn on_own_thread<T: Send + 'static>(
    name: &str,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ServiceError> {
    let (done, result) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name(name.to_string())
        .spawn(move || {
            let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
            let _ = done.send(out);
        })
        .map_err(|e| ServiceError::Task(format!("cannot start a thread: {e}")))?;
    match result.await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(panic)) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_string());
            Err(ServiceError::Task(format!("{name} panicked: {why}")))
        }
        Err(_) => Err(ServiceError::Task(format!(
            "{name} ended without an answer"
        ))),
    }
}

impl Service {
    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// Whether this process serves the server `guild` (`None`: a direct message) under
    /// [`Config::shards`]; front ends ignore the rest.
    pub fn owns_guild(&self, guild: Option<u64>) -> bool {
        self.inner.config.shards.owns_guild(guild)
    }
}
