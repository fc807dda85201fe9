//! The service's side of the time model ([`crate::time::GameTime`], which owns the
//! rules): a game's time after a start, a move or a takeback, from its stored row.

use crate::games::Color;
use crate::store::{GameRow, MoveRow, TimeControl, Timing};
use crate::time::GameTime;

/// The clocks autocomplete offers: Lichess's days per move, OGS's and Little Golem's
/// Fischer clocks.
pub const PRESETS: &[&str] = &[
    "1d", "2d", "3d", "5d", "7d", "10d", "14d", "3d+1d", "10d+36h",
];

/// The most extra time `/moretime` may give in one game.
pub const MAX_MORE_TIME_MS: i64 = 7 * crate::store::DAY_MS;

/// The timing of a game starting at `now` with White to move (`white_is_ai`: nothing is
/// due until White has moved).
pub fn first_turn(clock: &TimeControl, now: i64, white_is_ai: bool) -> Timing {
    let t = GameTime::started(*clock, now, !white_is_ai);
    Timing {
        deadline_at: t.deadline,
        remind_at: t.remind_at,
        white_bank: t.white_bank,
        black_bank: t.black_bank,
    }
}

/// The game's time after `mover` moved in `game` at `now` (`next_is_ai`: the AI moves
/// next, so nothing is due).
pub fn after_move(game: &GameRow, mover: Color, now: i64, next_is_ai: bool) -> GameTime {
    game.time().moved(mover, now, !next_is_ai)
}

/// The game's time after a takeback at `now` gives the turn to `to_move`
/// (`to_move_is_ai`: nothing is due): a fresh turn, as after a move. With a Fischer clock
/// each bank is what it was before the retracted plies: after that player's last move in
/// `kept` (the moves that stand), or the base if they have none; a move stored without
/// its bank leaves the bank as it is.
pub fn after_takeback(
    game: &GameRow,
    kept: &[MoveRow],
    to_move: Color,
    now: i64,
    to_move_is_ai: bool,
) -> GameTime {
    let bank = |color: Color| {
        let who = game.player(color);
        match kept.iter().rev().find(|m| m.player == who) {
            None => Some(game.clock.base_ms),
            Some(m) => m.bank_after,
        }
    };
    let banks = (bank(Color::White), bank(Color::Black));
    game.time().taken_back(banks, to_move, now, !to_move_is_ai)
}

/// The [`PRESETS`] as code, as a player types them: `` `1d`, `2d`, … ``.
pub(crate) fn presets() -> crate::i18n::Text {
    let mut out = crate::i18n::Text::new();
    for (i, p) in PRESETS.iter().enumerate() {
        if i > 0 {
            out.push(", ");
        }
        out.push(crate::i18n::Span::Code((*p).to_string()));
    }
    out
}
