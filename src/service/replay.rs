//! `/replay`: an animated GIF of the game as played, one frame per turn, drawn by the
//! same renderer as the boards.

use super::lookup::Purpose;
use super::phrases::{player, status_line, title};
use super::refusal::{finish, Fail};
use super::{Attachment, Ctx, Reply, Service, ServiceError};
use crate::games::numbering::MoveNumber;
use crate::games::{AnyPosition, Color, GameKind};
use crate::render::{self, Header};
use crate::text;

/// Discord's upload limit for bots without boosts.
pub const MAX_GIF_BYTES: usize = 8 * 1024 * 1024;

impl Service {
    /// `/replay [game]`: the game so far as `game-<id>.gif` (frames dropped evenly from
    /// long games to stay under [`MAX_GIF_BYTES`]). Anyone may ask; it pings nobody.
    pub async fn replay_gif(&self, ctx: &Ctx, game: Option<&str>) -> Result<Reply, ServiceError> {
        finish(self.replay_inner(ctx, game).await)
    }

    async fn replay_inner(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, Fail> {
        let game = self.find_game(ctx, reference, Purpose::View).await?;
        let (id, w, b) = (game.id, game.white, game.black);
        let (moves, white, black) = self
            .store()
            .call(move |db| Ok((db.moves(id)?, db.player_name(w)?, db.player_name(b)?)))
            .await?;
        let white = white.unwrap_or_else(|| Color::White.name().to_string());
        let black = black.unwrap_or_else(|| Color::Black.name().to_string());
        let corrupt = move |why: String| ServiceError::Corrupt { game: id.0, why };
        let start = AnyPosition::parse(game.kind, &game.start_position)
            .map_err(|e| corrupt(e.to_string()))?;
        let final_status = {
            let mut pos = start.clone();
            for m in &moves {
                pos = pos
                    .play_text(&m.text)
                    .map_err(|e| corrupt(e.to_string()))?
                    .0;
            }
            status_line(&game, &pos)
        };
        let count = moves.len();
        let first = start.turn();
        let finish = super::phrases::finish(&game);
        let kind = game.kind;
        let gif = tokio::task::spawn_blocking(move || {
            // Every position, so frames can be drawn in any order (first and last first).
            let mut positions = Vec::with_capacity(count + 1);
            let mut pos = start;
            let mut last = None;
            for i in 0..=count {
                let next = match moves.get(i) {
                    Some(m) => Some(pos.play_text(&m.text).map_err(|e| corrupt(e.to_string()))?),
                    None => None,
                };
                positions.push((pos.clone(), last));
                if let Some((p, mv)) = next {
                    pos = p;
                    last = Some(mv);
                }
            }
            let draw = |i: usize| {
                let (pos, last) = &positions[i];
                let status = if i == count {
                    final_status.clone()
                } else {
                    let n = MoveNumber::of(first, i as u32).number;
                    format!("{} to move · {} {n}", pos.turn(), kind.move_word())
                };
                let mut header = Header::new(white.clone(), black.clone(), status);
                if i == count {
                    // The last frame marks the real winner (a resignation, a timeout…).
                    header.finish = finish;
                }
                render::board_pixels(pos, last.as_ref(), &header)
            };
            Ok::<_, ServiceError>(render::animation::gif_of(count + 1, draw, MAX_GIF_BYTES)?)
        })
        .await??;
        Ok(Reply {
            content: text!(
                "Replay of **{}**: {} vs {}, {}.",
                title(&game),
                player(&game, Color::White),
                player(&game, Color::Black),
                played_text(game.kind, first, count)
            ),
            files: vec![Attachment {
                name: format!("game-{}.gif", game.id),
                bytes: gif,
            }],
            ..Reply::default()
        })
    }
}

/// How long a game was, numbered as players see it: "15 moves" when White's 15th move
/// was the last (29 plies), "no moves yet"; Breach counts turns.
fn played_text(kind: GameKind, first: Color, plies: usize) -> String {
    let Some(last) = plies.checked_sub(1) else {
        return format!("no {} yet", kind.moves_word());
    };
    let n = MoveNumber::of(first, last as u32).number;
    let word = if n == 1 {
        kind.move_word()
    } else {
        kind.moves_word()
    };
    format!("{n} {word}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_count_move_pairs_or_turns() {
        assert_eq!(
            played_text(GameKind::Breakthrough, Color::White, 29),
            "15 moves"
        );
        assert_eq!(
            played_text(GameKind::Breakthrough, Color::White, 30),
            "15 moves"
        );
        assert_eq!(played_text(GameKind::Breach, Color::White, 1), "1 turn");
        assert_eq!(
            played_text(GameKind::Breach, Color::White, 0),
            "no turns yet"
        );
    }
}
