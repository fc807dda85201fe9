//! Which games count for ratings: Breaker's rule, fed by the store's rows (the store
//! reads the facts; this decides).

/// What the rule looks at in a stored game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GameFacts {
    /// It is over (status `finished`).
    pub finished: bool,
    /// It was started rated (`/challenge rated:`, every ladder game).
    pub rated: bool,
    /// A moderator voided it.
    pub voided: bool,
    /// It ended without being played out: aborted or expired.
    pub terminated: bool,
    /// It has a result: a win (by any reason) or a draw.
    pub decided: bool,
    /// The AI played in it (an AI level, or either player is the AI).
    pub with_ai: bool,
}

/// Whether a game counts in its pool: finished with a result (a win or a draw, not
/// aborted or expired), rated, not voided, and between two people.
///
/// ```
/// use breaker::rating::{counts, GameFacts};
///
/// let played = GameFacts { finished: true, rated: true, decided: true, ..GameFacts::default() };
/// assert!(counts(&played));
/// assert!(!counts(&GameFacts { voided: true, ..played }));
/// assert!(!counts(&GameFacts { with_ai: true, ..played }));
/// assert!(!counts(&GameFacts { rated: false, ..played }));
/// ```
pub fn counts(game: &GameFacts) -> bool {
    game.finished && game.rated && !game.voided && !game.terminated && game.decided && !game.with_ai
}
