//! Either game behind one type, for the service that stores both side by side.
//!
//! ```
//! use breaker::games::{AnyPosition, GameKind};
//!
//! let pos = AnyPosition::start(GameKind::Breach, None).unwrap();
//! assert_eq!(pos.to_string(), "10/10/10/10/10/10/10/10/10/10 w 0 0 -");
//! let (next, mv) = pos.play_text("e5").unwrap();
//! assert_eq!(mv.to_string(), "e5");
//! assert_eq!(next.turn(), breaker::games::Color::Black);
//! ```

use super::{
    breach, breakthrough, Color, Game, MoveError, MoveExample, Outcome, PositionError, SizeError,
    SyntaxHint, WinReason,
};
use std::fmt;
use std::str::FromStr;

/// Which game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameKind {
    Breakthrough,
    Breach,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Breakthrough, GameKind::Breach];

    /// Lower-case name, as stored and typed: `breakthrough`, `breach`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Breakthrough => "breakthrough",
            GameKind::Breach => "breach",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameKind::Breakthrough => "Breakthrough",
            GameKind::Breach => "Breach",
        }
    }

    /// What players call one move of this game, as numbered by [`MoveNumber`](super::numbering::MoveNumber): "move"
    /// (Breakthrough) or "turn" (Breach, where a turn places one or two stones).
    pub fn move_word(self) -> &'static str {
        match self {
            GameKind::Breakthrough => "move",
            GameKind::Breach => "turn",
        }
    }

    /// The plural of [`GameKind::move_word`].
    pub fn moves_word(self) -> &'static str {
        match self {
            GameKind::Breakthrough => "moves",
            GameKind::Breach => "turns",
        }
    }

    /// The default board size text: `8x8` or `10`.
    pub fn default_size(self) -> &'static str {
        match self {
            GameKind::Breakthrough => "8x8",
            GameKind::Breach => "10",
        }
    }

    /// What sizes look like, for messages.
    pub fn size_help(self) -> &'static str {
        match self {
            GameKind::Breakthrough => "width x height, from 2x4 to 16x16 (e.g. 8x8)",
            GameKind::Breach => "one number from 5 to 19 (e.g. 10)",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<GameKind, PositionError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "breakthrough" | "bt" => Ok(GameKind::Breakthrough),
            "breach" => Ok(GameKind::Breach),
            _ => Err(PositionError::UnknownGame(super::echo(s))),
        }
    }
}

/// A position of either game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyPosition {
    Breakthrough(breakthrough::Position),
    Breach(breach::Position),
}

/// A move of either game; `Display` is its canonical text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Breakthrough(breakthrough::Move),
    Breach(breach::Move),
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Breakthrough(m) => m.fmt(f),
            AnyMove::Breach(m) => m.fmt(f),
        }
    }
}

impl AnyPosition {
    /// The start position of `kind` at `size` (`8x8`, `10`, …), or the default size.
    pub fn start(kind: GameKind, size: Option<&str>) -> Result<AnyPosition, PositionError> {
        let size = size
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .unwrap_or(kind.default_size());
        match kind {
            GameKind::Breakthrough => {
                breakthrough::Position::from_size(size).map(AnyPosition::Breakthrough)
            }
            GameKind::Breach => {
                let t = size.to_ascii_lowercase();
                // Accept `10` and also `10x10`, as players may type either.
                let n = match t.split_once(['x', '×']) {
                    Some((a, b)) if a.trim() == b.trim() => a.trim(),
                    Some(_) => {
                        return Err(PositionError::Size(SizeError::BreachSquare(super::echo(
                            size,
                        ))))
                    }
                    None => t.as_str(),
                };
                let n: u8 = n
                    .parse()
                    .map_err(|_| PositionError::Size(SizeError::BreachSyntax(super::echo(size))))?;
                breach::Position::new(n).map(AnyPosition::Breach)
            }
        }
    }

    /// Reads a position text of `kind`.
    pub fn parse(kind: GameKind, text: &str) -> Result<AnyPosition, PositionError> {
        match kind {
            GameKind::Breakthrough => text.parse().map(AnyPosition::Breakthrough),
            GameKind::Breach => text.parse().map(AnyPosition::Breach),
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyPosition::Breakthrough(_) => GameKind::Breakthrough,
            AnyPosition::Breach(_) => GameKind::Breach,
        }
    }

    /// The size as typed in commands: `8x8` or `10`.
    pub fn size_text(&self) -> String {
        match self {
            AnyPosition::Breakthrough(p) => format!("{}x{}", p.width(), p.height()),
            AnyPosition::Breach(p) => p.size().to_string(),
        }
    }

    pub fn turn(&self) -> Color {
        match self {
            AnyPosition::Breakthrough(p) => p.turn(),
            AnyPosition::Breach(p) => p.turn(),
        }
    }

    pub fn outcome(&self) -> Outcome {
        match self {
            AnyPosition::Breakthrough(p) => p.outcome(),
            AnyPosition::Breach(p) => p.outcome(),
        }
    }

    pub fn hash(&self) -> u64 {
        match self {
            AnyPosition::Breakthrough(p) => p.hash(),
            AnyPosition::Breach(p) => p.hash(),
        }
    }

    pub fn legal_moves(&self) -> Vec<AnyMove> {
        match self {
            AnyPosition::Breakthrough(p) => {
                let mut v = Vec::new();
                p.legal_moves(&mut v);
                v.into_iter().map(AnyMove::Breakthrough).collect()
            }
            AnyPosition::Breach(p) => {
                let mut v = Vec::new();
                p.legal_moves(&mut v);
                v.into_iter().map(AnyMove::Breach).collect()
            }
        }
    }

    /// Reads a move in any accepted notation and checks it is legal here.
    /// Look-alike letters, full-width forms and dashes are read as the Latin notation they
    /// stand for ([`latin`](super::latin)).
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, MoveError> {
        let text = &*super::latin(text);
        match self {
            AnyPosition::Breakthrough(p) => p.parse_move(text).map(AnyMove::Breakthrough),
            AnyPosition::Breach(p) => p.parse_move(text).map(AnyMove::Breach),
        }
    }

    /// Plays a move of this game after checking it.
    pub fn play(&self, mv: AnyMove) -> Result<AnyPosition, MoveError> {
        match (self, mv) {
            (AnyPosition::Breakthrough(p), AnyMove::Breakthrough(m)) => {
                p.play(m).map(AnyPosition::Breakthrough)
            }
            (AnyPosition::Breach(p), AnyMove::Breach(m)) => p.play(m).map(AnyPosition::Breach),
            _ => Err(MoveError::Syntax {
                text: mv.to_string(),
                hint: SyntaxHint {
                    example: MoveExample::WrongGame(self.kind()),
                    detail: None,
                },
            }),
        }
    }

    /// Parses and plays in one step: the next position and the canonical move.
    pub fn play_text(&self, text: &str) -> Result<(AnyPosition, AnyMove), MoveError> {
        let mv = self.parse_move(text)?;
        Ok((self.play(mv)?, mv))
    }

    /// Why the game ended, in words, e.g. "a piece reached rank 8".
    pub fn reason_text(&self, winner: Color, reason: WinReason) -> String {
        match (self, reason) {
            (AnyPosition::Breakthrough(p), WinReason::FarRow) => {
                let rank = if winner == Color::White {
                    p.height()
                } else {
                    1
                };
                format!("a piece reached rank {rank}")
            }
            (_, WinReason::AllCaptured) => format!("all of {}'s pieces were captured", !winner),
            (AnyPosition::Breach(p), WinReason::BoardFull) => format!(
                "the board is full, {} {} to {}",
                winner,
                p.marker(winner),
                p.marker(!winner)
            ),
            (AnyPosition::Breach(p), WinReason::RecordReached) => {
                format!("a row of {} reached the top of the track", p.size())
            }
            (_, WinReason::Resignation) => format!("{} resigned", !winner),
            (_, WinReason::Timeout) => format!("{} ran out of time", !winner),
            (_, WinReason::Adjudication) => "adjudicated by a moderator".to_string(),
            (_, other) => format!("{other:?}"),
        }
    }
}

impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyPosition::Breakthrough(p) => p.fmt(f),
            AnyPosition::Breach(p) => p.fmt(f),
        }
    }
}
