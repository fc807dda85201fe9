//! `/moretime [game] [days:1]`: the opponent of the player to move gives them more time
//! before the deadline, at most 7 days in all per game, also while the game waits for a
//! vacation. The time model moves the deadline (and a Fischer bank) and the reminders
//! ([`crate::time::GameTime::extended`]).

use super::deadline::MAX_MORE_TIME_MS;
use super::Correspondence;
use crate::msg;
use crate::service::game::guard::check_playing;
use crate::service::text::phrases::{game_title, mention};
use crate::service::text::refusal::{conflict_to_refusal, finish, said, Refusal};
use crate::service::{Ctx, Reply, ServiceError, Span};
use crate::store::DAY_MS;

/// The most days one `/moretime` may give.
pub const MAX_MORE_TIME_DAYS: u32 = 7;

impl Correspondence<'_> {
    /// `/moretime [game] [days]` (default 1 day). Announced publicly with the new
    /// deadline, pinging the player to move; every refusal is ephemeral and changes
    /// nothing.
    pub async fn more_time(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
        days: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let days = days.unwrap_or(1);

            if !(1..=MAX_MORE_TIME_DAYS).contains(&days) {
                return Err(said(msg!(
                    "more-time-bad-days",
                    max = MAX_MORE_TIME_DAYS,
                    days = days
                )));
            }
            let game = self.played_game(ctx, reference).await?;
            let mine = check_playing(&game, ctx)?;
            let to_move = crate::service::game::board::position(&game)?.turn();
            if to_move == mine {
                return Err(said(msg!("more-time-your-move", game = game.id)));
            }
            let extra = i64::from(days) * DAY_MS;
            let given = game.more_time;
            if given + extra > MAX_MORE_TIME_MS {
                let left = MAX_MORE_TIME_MS - given;
                return Err(said(if left <= 0 {
                    msg!("more-time-used-up", game = game.id)
                } else {
                    msg!(
                        "more-time-at-most",
                        game = game.id,
                        given = crate::i18n::duration(given),
                        left = crate::i18n::duration(left)
                    )
                }));
            }
            let game = self.check_time(game).await?;
            let now = self.now();
            let time = game.time();
            if time.deadline.is_none() {
                return Err(said(msg!("more-time-no-deadline", game = game.id)));
            }
            // Allowed while the game waits for a vacation: the paused deadline moves.
            let time = time.extended(extra, to_move, now);
            let (id, version) = (game.id, game.version);
            let stored = self
                .store()
                .call(move |db| db.set_time(id, version, time, given + extra))
                .await
                .map_err(conflict_to_refusal(id))?;
            if !stored {
                return Err(Refusal::PositionChanged(id).into());
            }
            self.poke();
            let mover = game.player(to_move);
            Ok(Reply {
                content: match (time.due(), time.left(now)) {
                    (Some(at), _) => msg!(
                        "more-time-given",
                        game = game_title(&game),
                        giver = mention(ctx.user.id),
                        player = mention(mover),
                        side = to_move,
                        days = days,
                        time = Span::Time(at),
                        total = crate::i18n::duration(given + extra)
                    ),
                    (None, left) => msg!(
                        "more-time-given-paused",
                        game = game_title(&game),
                        giver = mention(ctx.user.id),
                        player = mention(mover),
                        side = to_move,
                        days = days,
                        left = crate::i18n::duration(left.unwrap_or(0)),
                        total = crate::i18n::duration(given + extra)
                    ),
                },
                mentions: vec![mover],
                ..Reply::default()
            })
        })
        .await
    }
}
