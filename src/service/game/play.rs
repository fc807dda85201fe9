//! `/move`: the player to move, in the game's channel; the reply is the post everyone sees.

use super::guard::check_playing;
use super::lookup::Purpose;
use super::Games;
use crate::games::{AnyMove, AnyPosition, Color, MoveError};
use crate::msg;
use crate::service::text::phrases::{due, game_title, mention, player, result};
use crate::service::text::refusal::{conflict_to_refusal, finish, Fail, Refusal};
use crate::service::{Ctx, FollowUp, Reply, ServiceError};
use crate::store::{GameId, GameRow, GameStatus, NewMove};

impl Games<'_> {
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
        self.play_at(ctx, move_text, game, None).await
    }

    /// [`Games::play_move`] for a caller that saw the game at `version`: if anything
    /// changed since, the move is refused with "the position changed".
    pub async fn play_move_at(
        &self,
        ctx: &Ctx,
        move_text: &str,
        game: GameId,
        version: i64,
    ) -> Result<Reply, ServiceError> {
        let game = game.to_string();
        self.play_at(ctx, move_text, Some(&game), Some(version))
            .await
    }

    /// The one body of [`Games::play_move`] and [`Games::play_move_at`]: the move,
    /// if the game is still at `version` when one is given.
    async fn play_at(
        &self,
        ctx: &Ctx,
        move_text: &str,
        reference: Option<&str>,
        version: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.find_game(ctx, reference, Purpose::Play).await?;
            let expected = version.unwrap_or(game.version);
            if expected != game.version {
                return Err(Refusal::PositionChanged(game.id).into());
            }
            let color = check_playing(&game, ctx)?;
            let game = self.correspondence().check_time(game).await?;
            // A vacation that ended on the way bumped the version; the position is the one
            // the caller saw.
            let expected = game.version;
            let pos = super::board::position(&game)?;
            super::guard::check_turn(&game, pos.turn(), color)?;
            let (next, mv) = pos
                .play_text(move_text)
                .map_err(|error| illegal(&game, &pos, move_text, error))?;
            if !next.outcome().is_over() && game.player(!color) == self.config().bot.id {
                self.check_ai_queue(ctx.user.id, "your move was not played")?;
            }
            let over = next.outcome().is_over();
            let post = self.commit_move(&game, expected, color, next, mv).await?;
            if !over && game.player(!color) != self.config().bot.id {
                // The opponent's prepared answer, if they have one (one indexed read).
                self.correspondence()
                    .answer_conditionally(&game, game.player(!color), &mv.to_string())
                    .await;
            }
            Ok(post)
        })
        .await
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
        let outbox = self.config().ai_moves_in_outbox;
        self.commit_move_with(game, expected, mover, next, mv, outbox)
            .await
    }

    /// [`Games::commit_move`], the AI's move's post left to the outbox only if `outbox`
    /// (where Breaker may only answer, it is the follow-up of the move before it).
    pub(crate) async fn commit_move_with(
        &self,
        game: &GameRow,
        expected: i64,
        mover: Color,
        next: AnyPosition,
        mv: AnyMove,
        outbox: bool,
    ) -> Result<Reply, Fail> {
        // The AI's move is posted from the outbox, committed with the move itself.
        let bot = self.config().bot.id;
        let post =
            (outbox && game.player(mover) == bot).then_some(crate::store::OutboxKind::AiMove);
        let after = self
            .store_move(game, expected, mover, (&next, mv), self.now(), post)
            .await?;
        Ok(self.move_post(&after, next, mv, mover).await?)
    }

    /// The stored half of [`Games::commit_move`]: `mv` (leading to `next`) appended at
    /// `now`, with its post left to the outbox (a notice of kind `post`) when one is given.
    pub(crate) async fn store_move(
        &self,
        game: &GameRow,
        expected: i64,
        mover: Color,
        (next, mv): (&AnyPosition, AnyMove),
        now: i64,
        post: Option<crate::store::OutboxKind>,
    ) -> Result<GameRow, Fail> {
        let next_is_ai = game.player(!mover) == self.config().bot.id;
        let record = NewMove {
            player: game.player(mover),
            text: mv.to_string(),
            position: next.to_string(),
            outcome: next.outcome(),
            at: now,
            time: crate::service::correspondence::deadline::after_move(
                game, mover, now, next_is_ai,
            ),
        };
        let id = game.id;
        let notice = post.map(|kind| crate::store::NewNotice {
            kind,
            guild: game.guild,
            game: id,
            channel: crate::service::correspondence::thread::post_channel(game),
            player: game.player(mover),
            due_at: now,
            settled_at: now,
            data: serde_json::json!({ "ply": game.ply + 1 }).to_string(),
        });
        let after = self
            .store()
            .call_short(move |db| {
                if let Some(notice) = notice {
                    db.attach_notice(notice);
                }
                db.append_move(id, expected, &record)
            })
            .await
            .map_err(conflict_to_refusal(id))?;
        if post.is_some() || after.status == GameStatus::Finished {
            // A notice to post, or an end's consequences: the outbox is woken through it.
            self.poke();
        } else {
            self.poke_for(after.timing.next_due());
        }
        // A finished game's consequences, whichever way the move came (a /move or a
        // conditional answer).
        if after.status == GameStatus::Finished {
            self.ended(id).await?;
        }
        Ok(after)
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
        let played = msg!(
            "play-played",
            game = game_title(game),
            player = player(game, mover),
            mv = mv.to_string()
        );
        self.move_post_as(game, pos, mv, mover, played).await
    }

    /// [`Games::move_post`] saying how the move was played with `played` (a conditional
    /// move says so).
    pub(crate) async fn move_post_as(
        &self,
        game: &GameRow,
        pos: AnyPosition,
        mv: AnyMove,
        mover: Color,
        played: crate::service::Text,
    ) -> Result<Reply, ServiceError> {
        let bot = self.config().bot.id;
        let mut mentions = Vec::new();
        let mut follow_up = None;
        let (away, board) = self.draw_noting_away(game, pos.clone(), Some(mv)).await?;
        let content = match result(&pos, game.outcome) {
            Some(result) => {
                let other = game.player(!mover);
                if other != bot {
                    mentions.push(other);
                }
                let ratings = self.ratings().rating_note(game).await?;
                let mut t = match game.outcome.winner() {
                    Some(w) => msg!(
                        "play-result-win",
                        played = played,
                        result = result,
                        winner = mention(game.player(w)),
                        loser = mention(game.player(!w))
                    ),
                    None => msg!("play-result", played = played, result = result),
                };
                t.append(ratings);
                if let Some(note) = self.ladders().result_note(game).await? {
                    t.append(note);
                }
                t
            }
            None => {
                let to_move = game.player(pos.turn());
                if to_move == bot {
                    follow_up = Some(FollowUp::AiMove(game.id));
                    match self.ai_queue_ahead(game.player(mover)) {
                        None => msg!("play-ai-thinking", played = played, bot = mention(bot)),
                        Some(ahead) => msg!(
                            "play-ai-queued",
                            played = played,
                            bot = mention(bot),
                            ahead = ahead
                        ),
                    }
                } else {
                    mentions.push(to_move);
                    let mut t = msg!(
                        "play-your-move",
                        played = played,
                        player = mention(to_move),
                        side = pos.turn(),
                        due = due(game)
                    );
                    t.append(away);
                    t
                }
            }
        };
        let over = game.status == GameStatus::Finished;
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

/// Why `typed` cannot be played: a text in another script gets how moves are written, with
/// one legal move of `pos` as the example; any other mistake its own reason.
pub(crate) fn illegal(game: &GameRow, pos: &AnyPosition, typed: &str, error: MoveError) -> Refusal {
    match (&error, pos.legal_moves().first()) {
        (MoveError::Syntax { .. }, Some(example)) if crate::games::has_foreign_letters(typed) => {
            Refusal::NotLatin {
                game: game.id,
                typed: crate::games::echo(typed),
                example: example.to_string(),
            }
        }
        _ => Refusal::Illegal {
            game: game.id,
            error,
        },
    }
}

#[cfg(test)]
mod tests {
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::service::{test_table, ColorChoice, Config, User};

    /// A move's post and a refusal read in Russian and Korean, with the players, sides,
    /// game number and move in place.
    #[tokio::test]
    async fn a_move_and_a_refusal_in_russian_and_korean() {
        let (_dir, service, alice, bob) = test_table(Config::new(User::bot(1, "Breaker")));
        let games = service.games();
        let invite = games
            .challenge(
                &alice,
                &User::new(200, "bob"),
                GameKind::Breakthrough,
                Some("5x5"),
                Some(ColorChoice::White),
                None,
            )
            .await
            .unwrap();
        let ru: Locale = "ru".parse().unwrap();
        let ko: Locale = "ko".parse().unwrap();
        let labels: Vec<String> = invite
            .in_language(ru)
            .buttons
            .iter()
            .map(|b| b.label.to_string())
            .collect();
        assert_eq!(labels, ["Принять", "Отклонить"]);
        games.accept(&bob, Some("1")).await.unwrap();
        let post = games.play_move(&alice, "a2-a3", Some("1")).await.unwrap();
        let text = words(&post.content.resolve(ru));
        assert!(
            text.starts_with(
                "#1 Прорыв 5x5 · @100 (белые) делает ход a2-a3. @200 (чёрные), ваш ход"
            ),
            "{text}"
        );
        let refused = games.play_move(&alice, "b2-b3", Some("1")).await.unwrap();
        assert!(refused.ephemeral);
        let text = words(&refused.content.resolve(ko));
        assert_eq!(
            text,
            "대국 #1에서 지금은 둘 차례가 아닙니다: @200 님 차례입니다. 차례가 되면 알려 드립니다."
        );
    }

    /// Resolved text with users as `@id` (no markup in the service's own code).
    fn words(t: &crate::i18n::Text) -> String {
        t.spans()
            .iter()
            .map(|s| match s {
                crate::i18n::Span::User(id) => format!("@{id}"),
                other => crate::i18n::Text::from(other.clone()).to_string(),
            })
            .collect()
    }
}
