//! Playing where Breaker may only answer ([`Reach::AnswerOnly`](crate::service::Reach)):
//! a player there may not be able to use Breaker's commands (only the user who installed
//! it can), so every board of a running game carries a Move button, which opens a form
//! for the move, and a Resign button. Both are for the player the game needs: the Move
//! form opens only for the player to move, and the move it sends is checked again as
//! `/move` checks it.

use super::buttons::ButtonAction;
use super::guard::check_playing;
use super::Games;
use crate::msg;
use crate::service::text::refusal::{finish, Refusal};
use crate::service::{Ctx, Reach};
use crate::service::{Form, Reply, ServiceError};
use crate::store::{GameId, GameStatus};

/// The `custom_id` prefix of the Move form (`move:12`), which its answer carries back.
const FORM_PREFIX: &str = "move:";

impl Games<'_> {
    /// `reply` with the buttons of an answer-only game: Move and Resign under the board
    /// of a running game that Breaker may only answer in; any other reply unchanged.
    pub async fn with_play_buttons(&self, mut reply: Reply) -> Result<Reply, ServiceError> {
        let Some(id) = reply.board.as_ref().map(|b| b.game) else {
            return Ok(reply);
        };
        if reply.ephemeral || !reply.buttons.is_empty() {
            return Ok(reply);
        }
        let (reach, game) = self
            .store()
            .call(move |db| Ok((db.answer_only(id)?, db.game(id)?)))
            .await?;
        let running = game.is_some_and(|g| g.status == GameStatus::Active);
        if reach.is_some() && running {
            reply.buttons = vec![
                ButtonAction::Move(id).button(),
                ButtonAction::ResignAsk(id).button(),
            ];
        }
        Ok(reply)
    }

    /// How Breaker reaches game `id`'s channel.
    pub async fn reach_of(&self, id: GameId) -> Result<Reach, ServiceError> {
        let answer_only = self.store().call(move |db| db.answer_only(id)).await?;
        Ok(if answer_only.is_some() {
            Reach::AnswerOnly
        } else {
            Reach::Post
        })
    }

    /// Records where the last post of game `id` is (`link`: a link to it), for the
    /// notices its players get by DM; nothing for a game Breaker may post in.
    pub async fn note_last_post(&self, id: GameId, link: String) -> Result<(), ServiceError> {
        self.store()
            .call(move |db| db.set_last_post(id, &link))
            .await?;
        Ok(())
    }

    /// The human players of game `id` and the language of a DM to each.
    pub async fn players_to_tell(
        &self,
        id: GameId,
    ) -> Result<Vec<(u64, crate::i18n::Locale)>, ServiceError> {
        let Some(game) = self.store().call(move |db| db.game(id)).await? else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for p in [game.white, game.black] {
            if p != self.config().bot.id {
                out.push((p, self.user_language(p).await?));
            }
        }
        Ok(out)
    }

    /// The Move button of game `id`: the form for the move, for the player to move only.
    pub(crate) async fn move_form(&self, ctx: &Ctx, id: GameId) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.game_by_id(ctx, id).await?;
            let color = check_playing(&game, ctx)?;
            let pos = super::board::position(&game)?;
            super::guard::check_turn(&game, pos.turn(), color)?;
            Ok(Reply {
                form: Some(Form {
                    custom_id: format!("{FORM_PREFIX}{id}"),
                    title: msg!("move-form-title", game = id.to_string()),
                    field: msg!("move-form-field"),
                }),
                ephemeral: true,
                ..Reply::default()
            })
        })
        .await
    }

    /// The Move form sent back (`custom_id` as `Games::move_form` made it) with the
    /// move `text`: played as `/move move:<text> game:<id>` would play it.
    pub async fn submit_form(
        &self,
        ctx: &Ctx,
        custom_id: &str,
        text: &str,
    ) -> Result<Reply, ServiceError> {
        let Some(game) = custom_id
            .strip_prefix(FORM_PREFIX)
            .and_then(|id| id.parse::<i64>().ok())
            .filter(|id| *id > 0)
        else {
            return Ok(Refusal::UnknownButton.into());
        };
        // A form's answer does not say how Breaker is installed where it was sent: the
        // game it is about stands for its place when it was sent from the game's channel
        // (the move is then checked as any `/move`: the player to move, that channel).
        let id = GameId(game);
        let (reach, row) = self
            .store()
            .call(move |db| Ok((db.answer_only(id)?, db.game(id)?)))
            .await?;
        let mut ctx = ctx.clone();
        if let Some(row) = row.filter(|g| g.channel == ctx.channel) {
            ctx.guild = row.guild;
            ctx.reach = if reach.is_some() {
                Reach::AnswerOnly
            } else {
                Reach::Post
            };
        }
        self.play_move(&ctx, text, Some(&game.to_string())).await
    }
}
