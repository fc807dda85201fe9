//! Small pieces of message text shared by the actions.

use crate::games::numbering::MoveNumber;
use crate::games::{AnyPosition, Color, GameKind, Outcome, WinReason};
use crate::i18n::Arg;
use crate::msg;
use crate::render::Finish;
use crate::service::{Span, Text};
use crate::store::{GameRow, GameStatus, Termination};

/// A user, shown as a mention or a name; it pings only if the reply lists the user in
/// `mentions`.
pub(crate) fn mention(id: u64) -> Span {
    Span::User(id)
}

/// `#12 Breakthrough 8x8`, the game's name in the reader's language.
pub(crate) fn game_title(game: &GameRow) -> Text {
    msg!(
        "phrase-title",
        game = game.id,
        kind = game.kind,
        size = game.size.clone()
    )
}

/// A side as a select keyword (`{ $side -> [white] … }`): sentences that decline it.
pub(crate) fn side(color: Color) -> Arg {
    match color {
        Color::White => Arg::word("white"),
        Color::Black => Arg::word("black"),
    }
}

/// A game as a select keyword: Breach counts turns, Breakthrough moves.
pub(crate) fn kind_word(kind: GameKind) -> Arg {
    match kind {
        GameKind::Breakthrough => Arg::word("breakthrough"),
        GameKind::Breach => Arg::word("breach"),
    }
}

/// The number of the move `turn` is to play next, as players see it: move pairs as the
/// game record numbers them (White's 15th move and Black's reply are both move 15).
pub(crate) fn move_number(game: &GameRow, turn: Color) -> MoveNumber {
    MoveNumber::of(MoveNumber::first_mover(turn, game.ply), game.ply)
}

/// "move 15" (Breakthrough) or "turn 15" (Breach): the move `turn` is to play next.
pub(crate) fn next_move(game: &GameRow, turn: Color) -> Text {
    msg!(
        "phrase-next-move",
        kind = kind_word(game.kind),
        number = move_number(game, turn).number
    )
}

/// "Black to move · move 3": whose turn it is and the number of the move to play.
pub(crate) fn to_move(kind: GameKind, turn: Color, number: u32) -> Text {
    msg!(
        "phrase-to-move",
        side = side(turn),
        kind = kind_word(kind),
        number = number
    )
}

/// The result in words, e.g. "White wins: a piece reached rank 8"; `None` while ongoing.
pub(crate) fn result(pos: &AnyPosition, outcome: Outcome) -> Option<Text> {
    let (winner, reason) = match outcome {
        Outcome::Ongoing => return None,
        Outcome::Draw => return Some(msg!("phrase-draw")),
        Outcome::Win { winner, reason } => (winner, reason),
    };
    let (w, l) = (winner, !winner);
    Some(match (pos, reason) {
        (AnyPosition::Breakthrough(p), WinReason::FarRow) => {
            let rank = if winner == Color::White {
                p.height()
            } else {
                1
            };
            msg!("phrase-win-far-row", winner = w, rank = rank)
        }
        (_, WinReason::AllCaptured) => msg!("phrase-win-all-captured", winner = w, loser = side(l)),
        (AnyPosition::Breach(p), WinReason::BoardFull) => msg!(
            "phrase-win-board-full",
            winner = w,
            marker = p.marker(winner),
            other_marker = p.marker(!winner)
        ),
        (AnyPosition::Breach(p), WinReason::RecordReached) => {
            msg!("phrase-win-record", winner = w, size = p.size())
        }
        (_, WinReason::Resignation) => msg!("phrase-win-resignation", winner = w, loser = l),
        (_, WinReason::Timeout) => msg!("phrase-win-timeout", winner = w, loser = l),
        (_, WinReason::Adjudication) => msg!("phrase-win-adjudication", winner = w),
        (_, _) => msg!("phrase-win-other", winner = w),
    })
}

/// How `game` ended, in words: a result ("Black wins: White resigned", "White wins: a
/// piece reached rank 8"), or why there is none ("Aborted: …", "Voided …"); `None`
/// while it is open.
pub(crate) fn ending(game: &GameRow, pos: &AnyPosition) -> Option<Text> {
    match game.ended {
        Some(Termination::Voided) => return Some(msg!("phrase-voided")),
        Some(Termination::Aborted) => {
            return Some(msg!("phrase-aborted", side = pos.turn()));
        }
        Some(Termination::Expired) => return Some(msg!("phrase-expired")),
        _ => {}
    }
    match game.status {
        GameStatus::Declined => Some(msg!("phrase-declined")),
        GameStatus::Finished => {
            Some(result(pos, game.outcome).unwrap_or_else(|| msg!("phrase-over")))
        }
        GameStatus::Pending | GameStatus::Active => None,
    }
}

/// Whom the board picture marks for a game that is over: its winner, or nobody (a
/// draw, an aborted or voided game); `None` while it is open (the position decides).
pub(crate) fn finish(game: &GameRow) -> Option<Finish> {
    match (game.status, game.ended) {
        (GameStatus::Pending | GameStatus::Active, _) => None,
        (_, Some(t)) if !t.has_result() => Some(Finish::NoWinner),
        _ => Some(match game.outcome.winner() {
            Some(w) => Finish::Winner(w),
            None => Finish::NoWinner,
        }),
    }
}

/// The line under the players in the board image: "Black to move · move 3", or how the
/// game ended ([`ending`]).
pub(crate) fn status_line(game: &GameRow, pos: &AnyPosition) -> Text {
    match ending(game, pos) {
        Some(r) => r,
        None => {
            let turn = pos.turn();
            to_move(game.kind, turn, move_number(game, turn).number)
        }
    }
}

/// A player with their side, in a sentence: "@alice (White)".
pub(crate) fn player(game: &GameRow, color: Color) -> Text {
    msg!(
        "phrase-player",
        player = mention(game.player(color)),
        side = color
    )
}

/// A clock for sentences: `3d` → "3d (3d per move)".
pub(crate) fn clock_text(clock: &crate::store::TimeControl) -> Text {
    let plain = crate::i18n::duration(clock.base_ms);
    match clock.increment_ms {
        None => msg!(
            "phrase-clock",
            clock = Span::Code(clock.to_string()),
            base = plain
        ),
        Some(inc) => msg!(
            "phrase-clock-increment",
            clock = Span::Code(clock.to_string()),
            base = plain,
            increment = crate::i18n::duration(inc)
        ),
    }
}

/// ", due <time>" for an active game with a deadline; nothing otherwise. A tail for the
/// sentences that place it (`{ $due }`).
pub(crate) fn due(game: &GameRow) -> Text {
    match game.timing.deadline_at {
        Some(at) if game.status == crate::store::GameStatus::Active => {
            msg!("phrase-due", time = Span::Time(at))
        }
        _ => Text::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(outcome: Outcome, ended: Option<Termination>) -> GameRow {
        let mut game = GameRow::sample(GameKind::Breakthrough, "3x5");
        game.status = GameStatus::Finished;
        game.outcome = outcome;
        game.ended = ended;
        game
    }

    fn win(winner: Color, reason: WinReason) -> Outcome {
        Outcome::Win { winner, reason }
    }

    /// Every way a game ends is said, and the picture marks the winner or nobody.
    #[test]
    fn every_ending_is_said_and_marked() {
        let pos = AnyPosition::start(GameKind::Breakthrough, Some("3x5")).unwrap();
        let cases = [
            (
                finished(win(Color::White, WinReason::FarRow), None),
                "White wins: a piece reached rank 5",
                Finish::Winner(Color::White),
            ),
            (
                finished(win(Color::Black, WinReason::Resignation), None),
                "Black wins: White resigned",
                Finish::Winner(Color::Black),
            ),
            (
                finished(win(Color::White, WinReason::Timeout), None),
                "White wins: Black ran out of time",
                Finish::Winner(Color::White),
            ),
            (
                finished(Outcome::Ongoing, Some(Termination::Aborted)),
                "Aborted: White never moved, no result",
                Finish::NoWinner,
            ),
            (
                finished(win(Color::Black, WinReason::Adjudication), None),
                "Black wins: adjudicated by a moderator",
                Finish::Winner(Color::Black),
            ),
            // A voided game keeps the verdict it had, but has no result.
            (
                finished(
                    win(Color::Black, WinReason::Adjudication),
                    Some(Termination::Voided),
                ),
                "Voided by a moderator: no result",
                Finish::NoWinner,
            ),
        ];
        for (game, said, marked) in cases {
            assert_eq!(status_line(&game, &pos).to_string(), said);
            assert_eq!(finish(&game), Some(marked), "{said}");
        }
        let mut open = finished(Outcome::Ongoing, None);
        open.status = GameStatus::Active;
        open.ply = 3;
        assert_eq!(finish(&open), None);
        // Three plies played: Black's second move is next (pos says White only because
        // this test's position is the start).
        assert_eq!(next_move(&open, Color::Black).to_string(), "move 2");
    }
}
