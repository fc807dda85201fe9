use thiserror::Error;

/// Why a store call failed. Only [`StoreError::Conflict`] is expected in normal use.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Someone else wrote the game first: its version is no longer the one expected.
    #[error("the game changed since it was read (expected version {expected}, found {found})")]
    Conflict { expected: i64, found: i64 },
    /// The game does not exist.
    #[error("no game #{0}")]
    NoGame(i64),
    /// The database was written by a newer Breaker.
    #[error("the database is at schema version {found}, newer than this binary ({known}); upgrade Breaker")]
    TooNew { found: i64, known: i64 },
    /// A stored value this binary cannot read.
    #[error("corrupt row: {0}")]
    Corrupt(String),
    /// The file is not a database or failed SQLite's integrity check at start-up.
    #[error(
        "the database file is damaged ({0}); restore it from a backup (README.md, \"Backups\")"
    )]
    Damaged(String),
    /// The disk (or SQLite's page limit) is full: nothing was written. Reads still work.
    #[error("the database is full: no space left to write")]
    Full,
    #[error(transparent)]
    Sqlite(rusqlite::Error),
    /// The blocking task running the query died.
    #[error("database task failed: {0}")]
    Task(String),
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        // A stored word a `FromSql` refused (store/tournaments.rs): corrupt data.
        if let rusqlite::Error::FromSqlConversionFailure(_, _, inner) = &e {
            if let Some(StoreError::Corrupt(what)) = inner.downcast_ref::<StoreError>() {
                return StoreError::Corrupt(what.clone());
            }
        }
        match e.sqlite_error_code() {
            // SQLITE_FULL: the write rolled back whole, so the caller may refuse and go on.
            Some(rusqlite::ErrorCode::DiskFull) => StoreError::Full,
            Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt) => {
                StoreError::Damaged(e.to_string())
            }
            _ => StoreError::Sqlite(e),
        }
    }
}
