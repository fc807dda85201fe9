//! One SQLite connection: opening, pragmas, and the write-transaction helper.

use rusqlite::{Connection, Transaction, TransactionBehavior};
use std::path::Path;
use std::time::Duration;

use super::checkpoint::{self, Checkpointer};
use super::{migrate, StoreError};

/// How long a writer waits for another process's lock before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// A synchronous connection to the database. Every method blocks: call them through
/// [`Store::call`](super::Store::call), never on an async worker thread.
pub struct Db {
    pub(crate) conn: Connection,
    /// Notices for the next write transaction to insert ([`Db::attach_notice`]).
    pub(crate) attached: Vec<super::outbox::NewNotice>,
    /// Where executed statements are logged, once a test asked ([`super::StatementLog`]).
    pub(crate) statements: Option<super::StatementLog>,
    /// A file's WAL checkpoints, off the committing thread (none in memory); held for
    /// its drop, which stops the thread.
    pub(crate) _checkpointer: Option<Checkpointer>,
}

impl Db {
    /// Opens (creating if needed) the database at `path`, checks it (`PRAGMA
    /// quick_check`) and migrates it. A damaged file is [`StoreError::Damaged`], one from
    /// a newer Breaker [`StoreError::TooNew`]: refuse to start rather than make it worse.
    pub fn open(path: impl AsRef<Path>) -> Result<Db, StoreError> {
        let conn = Connection::open(path.as_ref())?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        quick_check(&conn)?;
        Db::setup(conn, Some(path.as_ref()))
    }

    /// A private in-memory database (tests, examples).
    pub fn open_in_memory() -> Result<Db, StoreError> {
        Db::setup(Connection::open_in_memory()?, None)
    }

    /// `file`: where `conn` was opened from, for its checkpoint thread (none in memory).
    fn setup(mut conn: Connection, file: Option<&Path>) -> Result<Db, StoreError> {
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // journal_mode answers with a row, so read it rather than execute it.
        let mode: String =
            conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get("journal_mode"))?;
        let checkpointer = match file {
            Some(file) if mode.eq_ignore_ascii_case("wal") => {
                // Commits only append to the log; the checkpointer copies it back.
                conn.pragma_update(None, "wal_autocheckpoint", 0)?;
                Some(Checkpointer::start(file, checkpoint::EVERY)?)
            }
            _ => None,
        };
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // A move alone runs about fifteen statements; rusqlite keeps 16 by default.
        conn.set_prepared_statement_cache_capacity(128);
        migrate::migrate(&mut conn)?;
        Ok(Db {
            conn,
            attached: Vec::new(),
            statements: None,
            _checkpointer: checkpointer,
        })
    }

    /// Runs `f` in one IMMEDIATE transaction (the write lock is taken up front, so two
    /// writers never deadlock upgrading a read lock) and commits if it returns `Ok`, with
    /// the notices attached to it ([`Db::attach_notice`]): they are written only if it is.
    pub(crate) fn write<T>(
        &mut self,
        f: impl FnOnce(&Transaction<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let notices = std::mem::take(&mut self.attached);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let before = tx.total_changes();
        let value = f(&tx)?;
        // No change, no notice: a write that found nothing to do (a stale version, a
        // vacation already over) announces nothing.
        if tx.total_changes() != before {
            super::outbox::insert(&tx, &notices)?;
        }
        tx.commit()?;
        Ok(value)
    }

    /// The schema version of this database.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        migrate::version(&self.conn)
    }
}

/// SQLite's quick integrity check (pages, records, no index-content cross-check):
/// linear in the file size, well under a second for any database Breaker writes.
pub(crate) fn quick_check(conn: &Connection) -> Result<(), StoreError> {
    let mut stmt = conn.prepare("PRAGMA quick_check")?;
    let problems: Vec<String> = stmt
        .query_map([], |r| r.get::<_, String>("quick_check"))?
        .collect::<Result<_, _>>()?;
    match problems.first() {
        Some(first) if first != "ok" => Err(StoreError::Damaged(format!(
            "quick_check: {}{}",
            // SQLite's report spans lines; the refusal is one.
            first.split_whitespace().collect::<Vec<_>>().join(" "),
            match problems.len() {
                1 => String::new(),
                n => format!(" and {} more problems", n - 1),
            }
        ))),
        _ => Ok(()),
    }
}

/// A snowflake as stored: the same 64 bits as an `i64`.
pub(crate) fn sql_id(id: u64) -> i64 {
    id as i64
}

/// A stored id back as a snowflake.
pub(crate) fn user_id(id: i64) -> u64 {
    id as u64
}
