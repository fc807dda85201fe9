//! `/takeback`: undo the caller's last move (and the opponent's reply after it, if any)
//! when the opponent agrees. Casual games only, never after the end; Breaker's AI grants
//! it at once at levels 1 to 3.
//!
//! The move log is never changed: a takeback is an event that retracts log plies, the
//! store's [`moves`](crate::store::Db::moves) skips them, so every replay (the board,
//! `/export`, `/replay`, analysis) gives the game as played. A Breach turn is one log
//! entry, so whole turns are taken back. Any move expires an open request.

use super::Correspondence;
use crate::msg;
use crate::service::error::corrupt;
use crate::service::game::board::replay_log;
use crate::service::game::buttons::ButtonAction;
use crate::service::game::guard::check_channel;
use crate::service::game::guard::{check_active, check_playing};
use crate::service::text::phrases::{due, game_title, mention, player};
use crate::service::text::refusal::{conflict_to_refusal, finish, said, Fail};
use crate::service::{correspondence::deadline, Ctx, FollowUp, Reply, ServiceError, Text};
use crate::store::{GameRow, MoveRow, TakebackRow, Undo};

/// The strongest AI level that grants takebacks; stronger levels refuse them.
pub const MAX_TAKEBACK_LEVEL: u8 = 3;

impl Correspondence<'_> {
    /// `/takeback [game]`: asks the opponent (Accept/Decline buttons, pinging them) to undo
    /// the caller's last move and the reply after it. Against the AI at levels 1–3 it is
    /// granted at once; at 4–5 refused. Refused (ephemeral, nothing changes) in rated or
    /// ladder games, in games that are over, and when the caller has no move to take back.
    pub async fn takeback(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.played_game(ctx, reference).await?;
            let color = check_playing(&game, ctx)?;
            let me = ctx.user.id;
            let game = self.check_time(game).await?;
            let id = game.id;
            let (competitive, moves, open) = self
                .store()
                .call(move |db| {
                    Ok((
                        db.is_competitive(id)?,
                        db.moves(id)?,
                        db.pending_takeback(id)?,
                    ))
                })
                .await?;
            if competitive {
                return Err(said(msg!("takeback-rated", game = id)));
            }
            let opponent = game.player(!color);
            if let Some(open) = open {
                return Err(said(if open.asked_by == me {
                    msg!(
                        "takeback-already-asked",
                        game = id,
                        opponent = mention(opponent)
                    )
                } else {
                    msg!(
                        "takeback-opponent-asked",
                        opponent = mention(opponent),
                        game = id
                    )
                }));
            }
            let Some(from) = moves.iter().rposition(|m| m.player == me) else {
                return Err(said(msg!("takeback-nothing", game = id)));
            };
            let bot = self.config().bot.id;
            let level = game.ai_level.unwrap_or(crate::ai::DEFAULT_LEVEL);
            if opponent == bot && level > MAX_TAKEBACK_LEVEL {
                return Err(said(msg!(
                    "takeback-ai-refuses",
                    bot = mention(bot),
                    level = level,
                    max = MAX_TAKEBACK_LEVEL
                )));
            }
            let (first, last) = (moves[from].ply, moves[moves.len() - 1].ply);
            let now = self.now();
            let asked = self
                .store()
                .call(move |db| db.ask_takeback(id, game.version, me, first, last, now))
                .await
                .map_err(conflict_to_refusal(id))?;
            if opponent == bot {
                return self.grant(&game, &asked, bot, &moves, from).await;
            }
            let content = retracted(
                &moves[from..],
                |mv| {
                    msg!(
                        "takeback-asks",
                        game = game_title(&game),
                        player = player(&game, color),
                        mv = mv,
                        opponent = mention(opponent)
                    )
                },
                |mv, reply| {
                    msg!(
                        "takeback-asks-with-reply",
                        game = game_title(&game),
                        player = player(&game, color),
                        mv = mv,
                        reply = reply,
                        opponent = mention(opponent)
                    )
                },
            );
            Ok(Reply {
                content,
                buttons: vec![
                    ButtonAction::TakebackAccept(id).button(),
                    ButtonAction::TakebackDecline(id).button(),
                ],
                mentions: vec![opponent],
                ..Reply::default()
            })
        })
        .await
    }

    /// `/takeback answer:accept|decline [game]` (or the buttons): the opponent answers the
    /// open request. Accepting undoes the moves and gives the turn back, as after a move.
    pub async fn answer_takeback(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
        accept: bool,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.played_game(ctx, reference).await?;
            check_active(&game)?;
            let id = game.id;
            let (open, moves) = self
                .store()
                .call(move |db| Ok((db.pending_takeback(id)?, db.moves(id)?)))
                .await?;
            let Some(open) = open else {
                return Err(said(msg!("takeback-no-request", game = id)));
            };
            let me = ctx.user.id;
            let Some(asker) = game.color_of(open.asked_by) else {
                return Err(corrupt(&game, "a takeback asked by a non-player").into());
            };
            let answerer = game.player(!asker);
            if me == open.asked_by {
                return Err(said(msg!(
                    "takeback-own-request",
                    player = mention(answerer)
                )));
            }
            if me != answerer {
                return Err(said(msg!(
                    "takeback-not-yours",
                    player = mention(answerer),
                    game = id
                )));
            }
            check_channel(&game, ctx)?;
            let game = self.check_time(game).await?;
            if accept {
                let from = moves
                    .iter()
                    .position(|m| m.ply >= open.from_ply)
                    .ok_or_else(|| corrupt(&game, "a takeback of moves not in the log"))?;
                return self.grant(&game, &open, me, &moves, from).await;
            }
            let now = self.now();
            let tb = open.id;
            self.store()
                .call(move |db| db.answer_takeback(id, game.version, tb, me, None, now))
                .await
                .map_err(conflict_to_refusal(id))?;
            Ok(Reply {
                content: msg!(
                    "takeback-declined",
                    game = game_title(&game),
                    player = mention(me),
                    asker = mention(open.asked_by)
                ),
                mentions: vec![open.asked_by],
                ..Reply::default()
            })
        })
        .await
    }

    /// Grants `request` (answered by `answerer`): `moves` from index `from` on are taken
    /// back; the post shows the position again, pinging the player to move.
    async fn grant(
        &self,
        game: &GameRow,
        request: &TakebackRow,
        answerer: u64,
        moves: &[MoveRow],
        from: usize,
    ) -> Result<Reply, Fail> {
        let played = replay_log(game, &moves[..from])?;
        let last = played.last();
        let pos = played.position;
        let bot = self.config().bot.id;
        let to_move = pos.turn();
        let to_move_is_ai = game.player(to_move) == bot;
        let now = self.now();
        let undo = Undo {
            position: pos.to_string(),
            ply: from as u32,
            time: deadline::after_takeback(game, &moves[..from], to_move, now, to_move_is_ai),
        };
        let (id, version, tb) = (game.id, game.version, request.id);
        let after = self
            .store()
            .call(move |db| db.answer_takeback(id, version, tb, answerer, Some(&undo), now))
            .await
            .map_err(conflict_to_refusal(id))?;
        self.poke();
        let mut mentions = Vec::new();
        let mut follow_up = None;
        // Who agreed (the AI says so), and who moves next: one sentence each way.
        let agreed = crate::i18n::Arg::word(if answerer == bot { "ai" } else { "player" });
        let next = if to_move_is_ai {
            follow_up = Some(FollowUp::AiMove(id));
            msg!("takeback-next-ai", bot = mention(bot))
        } else {
            mentions.push(after.player(to_move));
            msg!(
                "takeback-next-player",
                player = player(&after, to_move),
                due = due(&after)
            )
        };
        let mut content = retracted(
            &moves[from..],
            |mv| {
                msg!(
                    "takeback-took-back",
                    game = game_title(&after),
                    player = mention(request.asked_by),
                    mv = mv,
                    agreed = agreed.clone(),
                    bot = mention(bot),
                    next = next.clone()
                )
            },
            |mv, reply| {
                msg!(
                    "takeback-took-back-with-reply",
                    game = game_title(&after),
                    player = mention(request.asked_by),
                    mv = mv,
                    reply = reply,
                    agreed = agreed.clone(),
                    bot = mention(bot),
                    next = next.clone()
                )
            },
        );
        let (away, board) = self.games().draw_noting_away(&after, pos, last).await?;
        if !to_move_is_ai {
            content.append(away);
        }
        Ok(Reply {
            content,
            board: Some(board),
            mentions,
            follow_up,
            ..Reply::default()
        })
    }
}

/// The sentence about the moves taken back: `alone(move)` for one move, or
/// `with_reply(move, replies)` for a move and the reply after it ("**b2-b3** and the
/// reply **g7-g6**").
fn retracted(
    moves: &[MoveRow],
    alone: impl FnOnce(String) -> Text,
    with_reply: impl FnOnce(String, String) -> Text,
) -> Text {
    let first = moves[0].text.clone();
    if moves.len() > 1 {
        let replies: Vec<&str> = moves[1..].iter().map(|m| m.text.as_str()).collect();
        with_reply(first, replies.join(" "))
    } else {
        alone(first)
    }
}
