//! `/move`: the player to move, in the game's channel; the reply is the post everyone sees.

use super::challenge::check_channel;
use super::lookup::Purpose;
use super::phrases::{due, mention, player, result, title};
use super::refusal::{conflict_to_refusal, finish, Fail, Refusal};
use super::{Ctx, FollowUp, Reply, Service, ServiceError, Text};
use crate::games::{AnyMove, AnyPosition, Color};
use crate::store::{GameId, GameRow, GameStatus, NewMove};
use crate::text;

impl Service {
    /// `/move move:<text> [game]`: plays `move_text` (any accepted notation) for the
    /// caller. Only the player to move, only in the game's channel. The move is committed
    /// before the reply exists; the reply is the post: who moved, the move, the board,
    /// and a ping for the player to move, or at the end the result and why.
    pub async fn play_move(
        &self,
        ctx: &Ctx,
        move_text: &str,
        game: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(self.play_inner(ctx, move_text, game, None).await)
    }

    /// [`Service::play_move`] for a caller that saw the game at `version`: if anything
    /// changed since, the move is refused with "the position changed".
    pub async fn play_move_at(
        &self,
        ctx: &Ctx,
        move_text: &str,
        game: GameId,
        version: i64,
    ) -> Result<Reply, ServiceError> {
        let game = game.to_string();
        finish(
            self.play_inner(ctx, move_text, Some(&game), Some(version))
                .await,
        )
    }

    async fn play_inner(
        &self,
        ctx: &Ctx,
        move_text: &str,
        reference: Option<&str>,
        version: Option<i64>,
    ) -> Result<Reply, Fail> {
        let game = self.find_game(ctx, reference, Purpose::Play).await?;
        let expected = version.unwrap_or(game.version);
        if expected != game.version {
            return Err(Refusal::PositionChanged(game.id).into());
        }
        check_active(&game)?;
        let Some(color) = game.color_of(ctx.user.id) else {
            return Err(Refusal::NotAPlayer(game.id).into());
        };
        check_channel(&game, ctx)?;
        let game = self.check_time(game).await?;
        // A vacation that ended on the way bumped the version; the position is the one
        // the caller saw.
        let expected = game.version;
        let pos = super::board::position(&game)?;
        if pos.turn() != color {
            return Err(Refusal::NotYourTurn {
                game: game.id,
                to_move: game.player(pos.turn()),
            }
            .into());
        }
        let (next, mv) = pos.play_text(move_text).map_err(|error| Refusal::Illegal {
            game: game.id,
            error,
        })?;
        if !next.outcome().is_over() && game.player(!color) == self.config().bot.id {
            self.check_ai_queue(ctx.user.id, "your move was not played")?;
        }
        self.commit_move(&game, expected, color, next, mv).await
    }

    /// Appends `mv` (leading to `next`), played by the `mover` side, to `game` at version
    /// `expected`, then builds the post. A conflicting write refuses with "the position
    /// changed".
    pub(crate) async fn commit_move(
        &self,
        game: &GameRow,
        expected: i64,
        mover: Color,
        next: AnyPosition,
        mv: AnyMove,
    ) -> Result<Reply, Fail> {
        let now = self.now();
        let next_is_ai = game.player(!mover) == self.config().bot.id;
        let record = NewMove {
            player: game.player(mover),
            text: mv.to_string(),
            position: next.to_string(),
            outcome: next.outcome(),
            at: now,
            time: super::deadline::after_move(game, mover, now, next_is_ai),
        };
        let id = game.id;
        // The AI's move is posted from the outbox, committed with the move itself.
        let bot = self.config().bot.id;
        let notice = (self.config().ai_moves_in_outbox && game.player(mover) == bot).then(|| {
            crate::store::NewNotice {
                kind: crate::store::OutboxKind::AiMove,
                guild: game.guild,
                game: id,
                channel: super::thread::post_channel(game),
                player: bot,
                due_at: now,
                settled_at: now,
                data: serde_json::json!({ "ply": game.ply + 1 }).to_string(),
            }
        });
        let after = self
            .store()
            .call(move |db| {
                if let Some(notice) = notice {
                    db.attach_notice(notice);
                }
                db.append_move(id, expected, &record)
            })
            .await
            .map_err(conflict_to_refusal(id))?;
        self.poke();
        Ok(self.move_post(&after, next, mv, mover).await?)
    }

    /// The post after a move: "#12 Breakthrough 8x8 · @a (White) played b2-b3. @b, your
    /// move." with the board, or the result at the end.
    pub(crate) async fn move_post(
        &self,
        game: &GameRow,
        pos: AnyPosition,
        mv: AnyMove,
        mover: Color,
    ) -> Result<Reply, ServiceError> {
        let bot = self.config().bot.id;
        let played = text!(
            "**{}** · {} played **{}**.",
            title(game),
            player(game, mover),
            mv.to_string()
        );
        let mut mentions = Vec::new();
        let mut follow_up = None;
        let content = match result(&pos, game.outcome) {
            Some(result) => {
                let other = game.player(!mover);
                if other != bot {
                    mentions.push(other);
                }
                let verdict = match game.outcome.winner() {
                    Some(w) => text!(
                        " {} beats {}.",
                        mention(game.player(w)),
                        mention(game.player(!w))
                    ),
                    None => Text::new(),
                };
                let ratings = self.rating_note(game).await?;
                let mut t = text!("{} **{}.**{}{}", played, result, verdict, ratings);
                if let Some(note) = self.ladder_result_note(game).await? {
                    t.append(note);
                }
                t
            }
            None => {
                let to_move = game.player(pos.turn());
                if to_move == bot {
                    follow_up = Some(FollowUp::AiMove(game.id));
                    match self.ai_queue_ahead(game.player(mover)) {
                        None => text!("{} {} is thinking…", played, mention(bot)),
                        Some(ahead) => text!(
                            "{} {} is busy: your game is queued for the AI ({} ahead of it); its move comes as soon as it is free.",
                            played,
                            mention(bot),
                            ahead
                        ),
                    }
                } else {
                    mentions.push(to_move);
                    let mut t = text!(
                        "{} {} ({}), your move{}.",
                        played,
                        mention(to_move),
                        pos.turn(),
                        due(game)
                    );
                    t.append(self.away_note(game).await?);
                    t
                }
            }
        };
        let over = game.status == GameStatus::Finished;
        let board = self.draw(game, pos, Some(mv)).await?;
        Ok(Reply {
            content,
            board: Some(board),
            mentions,
            follow_up,
            // A game played in a thread announces its result in its channel too.
            also_in_channel: game.thread.filter(|_| over).map(|_| game.channel),
            ..Reply::default()
        })
    }
}

/// Refuses unless `game` is being played.
pub(crate) fn check_active(game: &GameRow) -> Result<(), Refusal> {
    let why = match game.status {
        GameStatus::Active => return Ok(()),
        GameStatus::Pending => text!(
            "has not started: {} has not accepted yet.",
            mention(game.challenged())
        ),
        GameStatus::Finished => text!("is over."),
        GameStatus::Declined => text!("was declined."),
    };
    Err(Refusal::WrongState { game: game.id, why })
}
