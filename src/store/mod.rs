//! The database: SQLite through rusqlite, the only module with SQL.
//!
//! ```
//! use breaker::games::{AnyPosition, GameKind};
//! use breaker::store::{Db, NewGame, NewMove, Player};
//!
//! let mut db = Db::open_in_memory().unwrap();
//! let alice = Player { id: 1, name: "alice".into(), is_ai: false, ai_level: None };
//! let bob = Player { id: 2, name: "bob".into(), is_ai: false, ai_level: None };
//! let start = AnyPosition::start(GameKind::Breakthrough, Some("3x5")).unwrap();
//! let game = db
//!     .create_game(
//!         // Guild 10, channel 20, alice (White, the challenger) against bob, at the
//!         // service's clock's time (Unix ms).
//!         &NewGame::active(Some(10), 20, &start, [1, 2], 1_799_150_400_000),
//!         &[alice, bob],
//!     )
//!     .unwrap();
//! let (next, mv) = start.play_text("a2-b3").unwrap();
//! let mv = NewMove { player: 1, text: mv.to_string(), position: next.to_string(), outcome: next.outcome(), at: 1_799_150_460_000, time: breaker::time::GameTime::new(breaker::time::TimeControl::simple_days(3)) };
//! let game = db.append_move(game.id, game.version, &mv).unwrap();
//! assert_eq!((game.ply, game.version), (1, 1));
//! // A second write naming the old version is refused: the position changed.
//! assert!(db.append_move(game.id, 0, &mv).is_err());
//! assert_eq!(db.moves(game.id).unwrap()[0].text, "a2-b3");
//! ```
//!
//! # Shape
//! - Schema: `migrations/*.sql`, embedded and applied at start-up ([`migrate`]); the
//!   version is `PRAGMA user_version`, and a database from a newer binary is refused.
//! - A game is a row in `games` (players, status, result, current position text and a
//!   `version` counter) plus its append-only log in `moves` (triggers forbid UPDATE and
//!   DELETE), from which it can always be replayed.
//! - Every write is one IMMEDIATE transaction that checks the game's `version` inside
//!   the lock: of two racing writers exactly one wins, the other gets
//!   [`StoreError::Conflict`] and changed nothing.
//! - WAL, `synchronous=NORMAL` (a commit survives a process crash; a power cut may lose
//!   the last commits but never corrupts), `foreign_keys=ON`, a busy timeout. A commit
//!   never checkpoints: a thread of its own copies the log back (`checkpoint.rs`).
//!
//! [`Db`] is the blocking connection; [`Store`] shares one between async tasks and runs
//! every call on tokio's blocking pool, so SQLite never blocks an async worker thread.

mod analyses;
mod answer_only;
mod audit;
mod backup;
mod checkpoint;
mod conditionals;
mod db;
mod error;
mod finish;
mod games;
pub mod ids;
mod ladders;
mod languages;
mod limits;
pub mod migrate;
mod moves;
mod news;
mod notes;
mod outbox;
pub mod partition;
mod players;
mod ratings;
pub mod reshard;
mod rows;
mod schedule;
mod settings;
pub mod shards;
mod statements;
mod takebacks;
mod tournaments;
mod vacations;

pub use crate::time::{
    duration_text, parse_duration, parse_utc, TimeControl, TimeTextError, DAY_MS, HOUR_MS,
    MINUTE_MS,
};
pub use audit::{Audit, AuditAction, AuditReason, AuditValue, LadderSettings, Reseed};
pub use backup::{backup, BackupDone, BackupError};
pub use conditionals::StoredLine;
pub use db::{Db, BUSY_TIMEOUT};
pub use error::StoreError;
pub use finish::{GameEnd, Moved};
pub use ladders::{LadderRow, Moderation, NewEvent, NewLadder, SeasonRow, Verdict};
pub use languages::GuildLanguage;
pub use news::{HeldNews, NewsKind};
pub use notes::NoteRow;
pub use outbox::{NewNotice, OutboxKind, OutboxRow};
pub use ratings::{PoolKeyError, PoolRating, RatingChange, RatingPool};
pub use rows::{
    GameId, GameRow, GameStatus, MoveRow, NewGame, NewMove, Player, Termination, Timing,
};
pub use settings::GuildSettings;
pub use statements::StatementLog;
pub use takebacks::{TakebackRow, TakebackStatus, Undo};
pub use tournaments::{EntrantRow, Joined, NewPairing, PairingRow, Seat, TournamentRow};
pub use vacations::Vacation;

use std::path::Path;
use std::sync::{Arc, Mutex};

/// A shared handle to the database for async code. Cheap to clone.
///
/// One connection serves every call, in turn: SQLite allows one writer at a time anyway,
/// and Breaker's queries take microseconds.
#[derive(Clone)]
pub struct Store {
    db: Arc<Mutex<Db>>,
    /// Calls handed to tokio's blocking pool so far (a test's count of a move's trips).
    pub(crate) handed_off: Arc<std::sync::atomic::AtomicU64>,
}

impl Store {
    /// Opens (creating and migrating if needed) the database at `path`. Blocking: call it
    /// at start-up, or use [`Store::open_async`].
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Ok(Store::from_db(Db::open(path)?))
    }

    /// [`Store::open`] on the blocking pool.
    pub async fn open_async(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref().to_path_buf();
        tokio::task::spawn_blocking(move || Store::open(path))
            .await
            .map_err(|e| StoreError::Task(e.to_string()))?
    }

    /// Wraps an open connection.
    pub fn from_db(db: Db) -> Store {
        Store {
            db: Arc::new(Mutex::new(db)),
            handed_off: Arc::default(),
        }
    }

    /// Runs `f` with the connection on tokio's blocking pool.
    pub async fn call<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Db) -> Result<T, StoreError> + Send + 'static,
    {
        let db = self.db.clone();
        self.handed_off
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        tokio::task::spawn_blocking(move || {
            // A panic inside an earlier call leaves no half-written state (its transaction
            // rolled back on drop), so a poisoned lock is safe to reuse.
            let mut db = db.lock().unwrap_or_else(|e| e.into_inner());
            let _counting = statements::Scope::enter(&db);
            let out = f(&mut db);
            db.drop_attached();
            out
        })
        .await
        .map_err(|e| StoreError::Task(e.to_string()))?
    }

    /// Runs `f` with the connection right here, on the calling task's thread, when no
    /// one holds the connection; else as [`Store::call`]. For the few indexed statements
    /// of a move's path only: the hand-off to the blocking pool and back (two thread
    /// wake-ups) costs more than they do, while a worker thread runs nothing else for
    /// their length. A connection held by other work (the scheduler, a recompute) is
    /// waited for on the blocking pool, never on a worker.
    pub async fn call_short<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Db) -> Result<T, StoreError> + Send + 'static,
    {
        match self.here(f) {
            Ok(out) => out,
            Err(f) => self.call(f).await,
        }
    }

    /// `f` run with the connection on this thread if it is free; `f` back if it is held.
    fn here<T, F>(&self, f: F) -> Result<Result<T, StoreError>, F>
    where
        F: FnOnce(&mut Db) -> Result<T, StoreError>,
    {
        let mut db = match self.db.try_lock() {
            Ok(db) => db,
            // As in `call`: a panic rolled its transaction back.
            Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return Err(f),
        };
        let _counting = statements::Scope::enter(&db);
        let out = f(&mut db);
        db.drop_attached();
        Ok(out)
    }

    /// How many calls this store has handed to the blocking pool so far.
    pub fn handed_off(&self) -> u64 {
        self.handed_off.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Runs `f` with the connection on the current thread (for synchronous callers that
    /// are not on an async runtime).
    pub fn call_blocking<T>(
        &self,
        f: impl FnOnce(&mut Db) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut db = self.db.lock().unwrap_or_else(|e| e.into_inner());
        let _counting = statements::Scope::enter(&db);
        let out = f(&mut db);
        db.drop_attached();
        out
    }
}
