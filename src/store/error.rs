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
    #[error(transparent)]
    Sqlite(#[from] rusqlite::Error),
    /// The blocking task running the query died.
    #[error("database task failed: {0}")]
    Task(String),
}
