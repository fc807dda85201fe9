//! Breakthrough search scores as winning chances.

/// Scores beyond this are proven wins or losses (the search's mate bound).
pub(crate) const PROVEN: i32 = 29_000;
/// Hundredths of a piece per unit of the logistic: a piece up is about 60%, three
/// pieces (or a strong runner) about 77%.
const SCALE: f64 = 250.0;

/// The side to move's winning chance for a Breakthrough search score (hundredths of a
/// piece, from the side to move's view): 1 or 0 for a proven result, else logistic.
///
/// ```
/// use breaker::analysis::chance_from_score;
/// assert_eq!(chance_from_score(0), 0.5);
/// assert_eq!(chance_from_score(29_990), 1.0);
/// assert!(chance_from_score(100) > 0.5 && chance_from_score(-100) < 0.5);
/// ```
pub fn chance_from_score(score: i32) -> f64 {
    if score > PROVEN {
        1.0
    } else if score < -PROVEN {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(score) / SCALE).exp())
    }
}
