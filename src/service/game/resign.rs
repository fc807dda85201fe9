//! `/resign`: a confirm button first, then the result post.

use super::buttons::ButtonAction;
use super::guard::check_playing;
use super::lookup::Purpose;
use super::Games;
use crate::games::{Color, Outcome, WinReason};
use crate::msg;
use crate::service::text::phrases::{game_title, mention, player, result};
use crate::service::text::refusal::{conflict_to_refusal, finish, Fail};
use crate::service::{Ctx, Reply, ServiceError};
use crate::store::GameRow;

impl Games<'_> {
    /// `/resign [game]`: asks the caller to confirm with a Resign button (ephemeral).
    /// Changes nothing yet.
    pub async fn resign(&self, ctx: &Ctx, game: Option<&str>) -> Result<Reply, ServiceError> {
        finish(async {
            let (game, _) = self.resign_check(ctx, game).await?;
            let opponent = game.player(!game.color_of(ctx.user.id).unwrap_or(Color::White));
            Ok(Reply {
                content: msg!(
                    "resign-confirm",
                    game = game_title(&game),
                    opponent = mention(opponent)
                ),
                ephemeral: true,
                buttons: vec![ButtonAction::Resign(game.id).button()],
                ..Reply::default()
            })
        })
        .await
    }

    /// The Resign button (or `/resign confirm:yes`): the caller resigns; the post gives
    /// the result and pings the winner.
    pub async fn resign_confirmed(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let (game, color) = self.resign_check(ctx, reference).await?;
            let outcome = Outcome::Win {
                winner: !color,
                reason: WinReason::Resignation,
            };
            let (id, version, now) = (game.id, game.version, self.now());
            let game = self
                .store()
                .call(move |db| db.finish(id, version, outcome, now))
                .await
                .map_err(conflict_to_refusal(id))?;
            self.poke();
            self.ended(id).await?;
            let (pos, last) = self.replay(&game).await?;
            let winner = game.player(!color);
            let result = result(&pos, outcome).unwrap_or_default();
            let mut content = msg!(
                "resign-post",
                game = game_title(&game),
                player = player(&game, color),
                result = result,
                winner = mention(winner),
                loser = mention(ctx.user.id)
            );
            content.append(self.ratings().rating_note(&game).await?);
            if let Some(note) = self.ladders().result_note(&game).await? {
                content.append(note);
            }
            let mentions = if winner == self.config().bot.id {
                vec![]
            } else {
                vec![winner]
            };
            let board = self.draw(&game, pos, last).await?;
            Ok(Reply {
                content,
                board: Some(board),
                mentions,
                // A game played in a thread announces its result in its channel too.
                also_in_channel: game.thread.map(|_| game.channel),
                ..Reply::default()
            })
        })
        .await
    }

    /// The game to resign and the caller's colour in it, or why not.
    async fn resign_check(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<(GameRow, Color), Fail> {
        let game = self.find_game(ctx, reference, Purpose::Play).await?;
        let color = check_playing(&game, ctx)?;
        Ok((game, color))
    }
}
