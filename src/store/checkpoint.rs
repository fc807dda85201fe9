//! The WAL's checkpoints, on a thread of their own.
//!
//! SQLite copies the write-ahead log back into the database file (a checkpoint) when a
//! commit finds the log over 1 000 pages, in that commit, with a sync of the file: a
//! move every second or two waited 5–10 ms for it, and every interaction behind it
//! (the load's slowest moves came in pairs at that rhythm). Breaker's connection turns
//! that off (`wal_autocheckpoint = 0`) and a [`Checkpointer`] runs a PASSIVE
//! checkpoint on its own connection every [`EVERY`] instead: it waits for no reader or
//! writer and blocks none, so a commit only appends to the log.
//!
//! Durability does not change: a commit is in the log before it returns either way,
//! and the log is the truth until it is copied.

use rusqlite::{Connection, OpenFlags};
use std::path::Path;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use super::StoreError;

/// How often the log is copied back: about as often as SQLite's own 1 000-page
/// threshold triggers under the load of 100 games.
pub const EVERY: Duration = Duration::from_secs(1);

/// The checkpoint thread of one database file. Dropping it stops the thread (after
/// the checkpoint under way, if any) and closes its connection.
pub struct Checkpointer {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing the database at `path` every `every`. The file must exist
    /// and be in WAL mode (the main connection opened it first).
    pub fn start(path: &Path, every: Duration) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || {
                // Until the database is closed (the sender dropped).
                while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(every) {
                    if let Err(e) = checkpoint(&conn) {
                        // The next round tries again; the log only grows meanwhile.
                        tracing::warn!("a WAL checkpoint failed: {e}");
                    }
                }
            })
            .map_err(|e| StoreError::Task(format!("the checkpoint thread: {e}")))?;
        Ok(Checkpointer {
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// One PASSIVE checkpoint: as many log pages as no reader still needs, copied back.
/// Returns the log's pages and how many of them are now in the database file.
pub(crate) fn checkpoint(conn: &Connection) -> Result<(i64, i64), rusqlite::Error> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
        Ok((r.get("log")?, r.get("checkpointed")?))
    })
}

#[cfg(test)]
mod tests {
    use super::super::Db;
    use std::path::Path;
    use std::time::Duration;

    fn size(path: &Path) -> u64 {
        std::fs::metadata(path).map_or(0, |m| m.len())
    }

    /// 8 MB in 2 000 rows: twice the log SQLite would have checkpointed in a commit.
    fn write_8_mb(db: &Db) {
        db.conn
            .execute_batch("CREATE TABLE IF NOT EXISTS filler (b BLOB)")
            .unwrap();
        for _ in 0..2_000 {
            db.conn
                .execute("INSERT INTO filler VALUES (zeroblob(4096))", [])
                .unwrap();
        }
    }

    #[test]
    fn a_commit_never_checkpoints() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("breaker.db");
        let mut db = Db::open(&path).unwrap();
        let auto: i64 = db
            .conn
            .query_row("PRAGMA wal_autocheckpoint", [], |r| {
                r.get("wal_autocheckpoint")
            })
            .unwrap();
        assert_eq!(auto, 0, "commits leave the log to the checkpointer");
        // Without the thread, nothing copies the log back: 2 000 commits stay in it.
        db._checkpointer = None;
        let before = size(&path);
        write_8_mb(&db);
        assert_eq!(size(&path), before, "no commit wrote the database file");
        assert!(size(&path.with_extension("db-wal")) > 8_000_000);
    }

    #[test]
    fn the_checkpointer_copies_the_log_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("breaker.db");
        let mut db = Db::open(&path).unwrap();
        write_8_mb(&db);
        // Up to 30 s: the thread's round is a second.
        for waited in 0.. {
            if size(&path) >= 8_000_000 {
                break;
            }
            assert!(waited < 600, "the log was copied back");
            std::thread::sleep(Duration::from_millis(50));
        }
        // Dropping the checkpointer stops its thread (a round under way ends first):
        // a round running beside the next write would keep the log from starting over.
        db._checkpointer = None;
        // Copied whole, the log starts over: the next 8 MB do not grow it.
        let (log, copied) = super::checkpoint(&db.conn).unwrap();
        assert_eq!(log, copied, "every page is in the database file");
        let wal = size(&path.with_extension("db-wal"));
        write_8_mb(&db);
        assert!(size(&path.with_extension("db-wal")) < wal + 1_000_000);
        // The last connection removes the log.
        drop(db);
        assert!(!path.with_extension("db-wal").exists());
    }
}
