//! `/export`: the game's record ([`super::record`]) as an attached `game-<id>.txt`.

use super::lookup::Purpose;
use super::record::{record_with_notes, Names};
use super::Games;
use crate::games::Color;
use crate::msg;
use crate::service::text::phrases::{game_title, player};
use crate::service::text::refusal::finish;
use crate::service::{Attachment, Ctx, Reply, ServiceError};
use crate::store::{GameId, GameRow};

impl Games<'_> {
    /// `/export [game]`: the record of a game of this server, attached as `game-<id>.txt`.
    /// Anyone may export any game; the post pings nobody.
    pub async fn export(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.find_game(ctx, reference, Purpose::View).await?;
            let text = self.record_of(&game).await?;
            Ok(Reply {
                content: msg!(
                    "export-post",
                    game = game_title(&game),
                    white = player(&game, Color::White),
                    black = player(&game, Color::Black)
                ),
                files: vec![Attachment {
                    name: record_file_name(game.id),
                    bytes: text.into_bytes(),
                }],
                ..Reply::default()
            })
        })
        .await
    }

    /// `/export [game] notes:true`: the record with the caller's own notes as comments
    /// after the move each was written at, privately (no one else's notes, ever).
    pub async fn export_with_notes(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.find_game(ctx, reference, Purpose::View).await?;
            let (id, me) = (game.id, ctx.user.id);
            let notes = self.store().call(move |db| db.notes(id, me)).await?;
            let notes: Vec<(u32, &str)> = notes.iter().map(|n| (n.ply, n.text.as_str())).collect();
            let text = self.record_with(&game, &notes).await?;
            Ok(Reply {
                content: msg!(
                    "export-notes",
                    game = game_title(&game),
                    white = player(&game, Color::White),
                    black = player(&game, Color::Black),
                    count = notes.len()
                ),
                files: vec![Attachment {
                    name: record_file_name(game.id),
                    bytes: text.into_bytes(),
                }],
                ephemeral: true,
                ..Reply::default()
            })
        })
        .await
    }

    /// The record text of game `id` (for `breaker export`), `None` if there is no such game.
    pub async fn record_text(&self, id: GameId) -> Result<Option<String>, ServiceError> {
        let Some(game) = self.store().call(move |db| db.game(id)).await? else {
            return Ok(None);
        };
        self.record_of(&game).await.map(Some)
    }

    async fn record_of(&self, game: &GameRow) -> Result<String, ServiceError> {
        self.record_with(game, &[]).await
    }

    /// The record of `game` with `notes` as comments.
    async fn record_with(
        &self,
        game: &GameRow,
        notes: &[(u32, &str)],
    ) -> Result<String, ServiceError> {
        let (id, w, b) = (game.id, game.white, game.black);
        let (moves, white, black) = self
            .store()
            .call(move |db| Ok((db.moves(id)?, db.player_name(w)?, db.player_name(b)?)))
            .await?;
        let names = Names {
            white: white.unwrap_or_else(|| Color::White.name().to_string()),
            black: black.unwrap_or_else(|| Color::Black.name().to_string()),
            site: self.config().site.clone(),
        };
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        record_with_notes(game, &texts, &names, notes).map_err(|e| ServiceError::Corrupt {
            game: game.id.0,
            why: e.to_string(),
        })
    }
}

/// `game-12.txt`.
pub fn record_file_name(id: GameId) -> String {
    format!("game-{id}.txt")
}
