//! Online backup: a consistent copy of a live database through SQLite's backup API, safe
//! while the bot writes to it (WAL: the copy reads one snapshot; writers are not blocked).
//!
//! ```
//! use breaker::store::{backup, Db};
//!
//! let dir = tempfile::tempdir().unwrap();
//! let live = dir.path().join("breaker.db");
//! let db = Db::open(&live).unwrap();
//! let copy = dir.path().join("copy.db");
//! let done = backup(&live, &copy).unwrap();
//! assert_eq!(done.schema_version, db.schema_version().unwrap());
//! assert_eq!(Db::open(&copy).unwrap().schema_version().unwrap(), done.schema_version);
//! ```

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{migrate, StoreError, BUSY_TIMEOUT};

/// What [`backup`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupDone {
    /// Size of the copy, in bytes.
    pub bytes: u64,
    /// The copy's schema version (`PRAGMA user_version`).
    pub schema_version: i64,
}

/// Why a backup was not made. Nothing is left at `out` but what was there before.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("there is no database at {0}")]
    Missing(PathBuf),
    #[error("the backup would overwrite the database itself ({0}): choose another --out")]
    SameFile(PathBuf),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("writing {0}: {1}")]
    Io(PathBuf, std::io::Error),
}

impl From<rusqlite::Error> for BackupError {
    fn from(e: rusqlite::Error) -> BackupError {
        BackupError::Store(e.into())
    }
}

/// Copies the database at `db` to `out` (replacing it) in one consistent snapshot. The
/// copy is written beside `out` first and renamed into place only once it is complete
/// and passes `PRAGMA quick_check`, so `out` is never a half-written file.
pub fn backup(db: &Path, out: &Path) -> Result<BackupDone, BackupError> {
    if !db.is_file() {
        return Err(BackupError::Missing(db.to_path_buf()));
    }
    if out.exists() && same_file(db, out) {
        return Err(BackupError::SameFile(out.to_path_buf()));
    }
    // Read-write without CREATE: SQLite may need to write the WAL index, never the data.
    let src = Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    src.busy_timeout(BUSY_TIMEOUT)?;

    let mut partial = out.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let result = copy_into(&src, &partial);
    match result {
        Ok(schema_version) => {
            std::fs::rename(&partial, out).map_err(|e| BackupError::Io(out.to_path_buf(), e))?;
            let bytes = std::fs::metadata(out)
                .map_err(|e| BackupError::Io(out.to_path_buf(), e))?
                .len();
            Ok(BackupDone {
                bytes,
                schema_version,
            })
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            Err(e)
        }
    }
}

/// Writes the whole of `src` to a fresh file at `path`; returns its schema version.
fn copy_into(src: &Connection, path: &Path) -> Result<i64, BackupError> {
    match std::fs::remove_file(path) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(BackupError::Io(path.to_path_buf(), e)),
    }
    create_private(path).map_err(|e| BackupError::Io(path.to_path_buf(), e))?;
    let mut dst = Connection::open(path)?;
    {
        let copy = Backup::new(src, &mut dst)?;
        // All pages in one step: one read snapshot, so a concurrent writer (which in WAL
        // mode never waits for readers) cannot make the copy start over.
        let mut waits = 0;
        loop {
            match copy.step(-1)? {
                StepResult::Done => break,
                StepResult::More => {}
                StepResult::Busy | StepResult::Locked if waits < 100 => {
                    waits += 1;
                    std::thread::sleep(Duration::from_millis(50));
                }
                StepResult::Busy | StepResult::Locked => {
                    return Err(StoreError::Sqlite(rusqlite::Error::SqliteFailure(
                        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
                        Some("the database stayed locked for 5 s".into()),
                    ))
                    .into())
                }
                _ => {}
            }
        }
    }
    // A single self-contained file: no -wal beside it.
    let _mode: String = dst.query_row("PRAGMA journal_mode = DELETE", [], |r| {
        r.get("journal_mode")
    })?;
    super::db::quick_check(&dst)?;
    let version = migrate::version(&dst)?;
    dst.close().map_err(|(_, e)| BackupError::from(e))?;
    Ok(version)
}

/// Creates the empty file the copy is written into, readable by its owner only (0600):
/// a backup holds every player's games and settings, and SQLite keeps the mode it finds.
fn create_private(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)?;
    // The mode given at creation is narrowed by the umask, never widened; set it exactly.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    }
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// The copy is private to its owner whatever the umask, also when it replaces a
    /// world-readable file.
    #[test]
    fn backups_are_written_0600() {
        let dir = tempfile::tempdir().unwrap();
        let live = dir.path().join("live.db");
        drop(super::super::Db::open(&live).unwrap());
        let out = dir.path().join("copy.db");
        std::fs::write(&out, b"old").unwrap();
        std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o644)).unwrap();
        backup(&live, &out).unwrap();
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{mode:o}");
        let fresh = dir.path().join("fresh.db");
        backup(&live, &fresh).unwrap();
        let mode = std::fs::metadata(&fresh).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{mode:o}");
    }
}
