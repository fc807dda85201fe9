//! Small pieces of message text shared by the actions.

use super::{Span, Text};
use crate::games::{AnyPosition, Color, Outcome};
use crate::store::GameRow;
use crate::text;

/// A user, shown as a mention or a name; it pings only if the reply lists the user in
/// `mentions`.
pub(crate) fn mention(id: u64) -> Span {
    Span::User(id)
}

/// `#12 Breakthrough 8x8`.
pub(crate) fn title(game: &GameRow) -> String {
    format!("#{} {} {}", game.id, game.kind, game.size)
}

/// The move number shown to players: the turn being played, counting from 1.
pub(crate) fn move_number(game: &GameRow) -> u32 {
    game.ply + 1
}

/// The result in words, e.g. "White wins: a piece reached rank 8"; `None` while ongoing.
pub(crate) fn result(pos: &AnyPosition, outcome: Outcome) -> Option<String> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Draw => Some("Draw".to_string()),
        Outcome::Win { winner, reason } => Some(format!(
            "{winner} wins: {}",
            pos.reason_text(winner, reason)
        )),
    }
}

/// The line under the players in the board image: "Black to move · move 3" or the result.
pub(crate) fn status_line(game: &GameRow, pos: &AnyPosition) -> String {
    match result(pos, game.outcome) {
        Some(r) => r,
        None => format!("{} to move · move {}", pos.turn(), move_number(game)),
    }
}

/// A player with their side, in a sentence: "@alice (White)".
pub(crate) fn player(game: &GameRow, color: Color) -> Text {
    text!("{} ({})", mention(game.player(color)), color)
}

/// A clock for sentences: `3d` → "3d (3 days per move)".
pub(crate) fn clock_text(clock: &crate::store::TimeControl) -> Text {
    let plain = crate::store::duration_text(clock.base_ms);
    match clock.increment_ms {
        None => text!("{} ({} per move)", Span::Code(clock.to_string()), plain),
        Some(inc) => text!(
            "{} ({} bank, +{} per move)",
            Span::Code(clock.to_string()),
            plain,
            crate::store::duration_text(inc)
        ),
    }
}

/// ", due <time>" for an active game with a deadline; nothing otherwise.
pub(crate) fn due(game: &GameRow) -> Text {
    match game.timing.deadline_at {
        Some(at) if game.status == crate::store::GameStatus::Active => {
            text!(", due {}", Span::Time(at))
        }
        _ => Text::new(),
    }
}
