//! `/replay`: an animated GIF of the game as played, one frame per turn, drawn by the
//! same renderer as the boards.

use super::lookup::Purpose;
use super::phrases::{player, status_line, title};
use super::refusal::{finish, Fail};
use super::{Attachment, Ctx, Reply, Service, ServiceError};
use crate::games::{AnyPosition, Color};
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
                    format!("{} to move · move {}", pos.turn(), i + 1)
                };
                let header = Header::new(white.clone(), black.clone(), status);
                render::board_pixels(pos, last.as_ref(), &header)
            };
            Ok::<_, ServiceError>(render::animation::gif_of(count + 1, draw, MAX_GIF_BYTES)?)
        })
        .await??;
        Ok(Reply {
            content: text!(
                "Replay of **{}**: {} vs {}, {} moves.",
                title(&game),
                player(&game, Color::White),
                player(&game, Color::Black),
                count
            ),
            files: vec![Attachment {
                name: format!("game-{}.gif", game.id),
                bytes: gif,
            }],
            ..Reply::default()
        })
    }
}
