use thiserror::Error;

use crate::render::RenderError;
use crate::store::{GameRow, StoreError};

/// An internal failure: the database, the renderer, or a stored game that no longer
/// reads. Never a user's mistake (those are `Ok` ephemeral replies). Front ends log it
/// and tell the user something went wrong on Breaker's side.
#[derive(Debug, Error)]
pub enum ServiceError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("rendering the board failed: {0}")]
    Render(#[from] RenderError),
    /// A stored game that does not replay (a bug or a hand-edited database).
    #[error("game #{game} is corrupt: {why}")]
    Corrupt { game: i64, why: String },
    /// A blocking task (render, AI) died.
    #[error("background task failed: {0}")]
    Task(String),
}

/// `game` does not read back as stored (a move log that does not replay, a bad position).
pub(crate) fn corrupt(game: &GameRow, why: impl ToString) -> ServiceError {
    ServiceError::Corrupt {
        game: game.id.0,
        why: why.to_string(),
    }
}

impl From<tokio::task::JoinError> for ServiceError {
    fn from(e: tokio::task::JoinError) -> ServiceError {
        ServiceError::Task(e.to_string())
    }
}
