//! `/moretime [game] [days:1]`: the opponent of the player to move gives them more time
//! before the deadline, at most 7 days in all per game, also while the game waits for a
//! vacation. The time model moves the deadline (and a Fischer bank) and the reminders
//! ([`crate::time::GameTime::extended`]).

use super::challenge::check_channel;
use super::deadline::MAX_MORE_TIME_MS;
use super::lookup::Purpose;
use super::phrases::{mention, title};
use super::play::check_active;
use super::refusal::{conflict_to_refusal, finish, said, Fail, Refusal};
use super::{Ctx, Reply, Service, ServiceError, Span};
use crate::store::{duration_text, DAY_MS};
use crate::text;

/// The most days one `/moretime` may give.
pub const MAX_MORE_TIME_DAYS: u32 = 7;

impl Service {
    /// `/moretime [game] [days]` (default 1 day). Announced publicly with the new
    /// deadline, pinging the player to move; every refusal is ephemeral and changes
    /// nothing.
    pub async fn more_time(
        &self,
        ctx: &Ctx,
        game: Option<&str>,
        days: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(self.more_time_inner(ctx, game, days.unwrap_or(1)).await)
    }

    async fn more_time_inner(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
        days: u32,
    ) -> Result<Reply, Fail> {
        if !(1..=MAX_MORE_TIME_DAYS).contains(&days) {
            return Err(said(text!(
                "You can give 1 to {} days at a time, not {}.",
                MAX_MORE_TIME_DAYS,
                days
            )));
        }
        let game = self.find_game(ctx, reference, Purpose::Play).await?;
        check_active(&game)?;
        let Some(mine) = game.color_of(ctx.user.id) else {
            return Err(Refusal::NotAPlayer(game.id).into());
        };
        check_channel(&game, ctx)?;
        let to_move = super::board::position(&game)?.turn();
        if to_move == mine {
            return Err(said(text!(
                "It is your move in game #{}: only your opponent can give you more time. Make your move with `/move`.",
                game.id
            )));
        }
        let extra = i64::from(days) * DAY_MS;
        let given = game.more_time;
        if given + extra > MAX_MORE_TIME_MS {
            let left = MAX_MORE_TIME_MS - given;
            return Err(said(if left <= 0 {
                text!(
                    "Game #{} already had the most extra time a game may get (7 days).",
                    game.id
                )
            } else {
                text!(
                    "Game #{} may get at most 7 days of extra time in all; {} already given, so at most {} more.",
                    game.id,
                    duration_text(given),
                    duration_text(left)
                )
            }));
        }
        let game = self.check_time(game).await?;
        let now = self.now();
        let time = game.time();
        if time.deadline.is_none() {
            return Err(said(text!("Game #{} has no deadline to extend.", game.id)));
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
            content: text!(
                "**{}** · {} gives {} ({}) **{} more day{}**: {}. Extra time in this game: {} of 7 days.",
                title(&game),
                mention(ctx.user.id),
                mention(mover),
                to_move,
                days,
                if days == 1 { "" } else { "s" },
                match (time.due(), time.left(now)) {
                    (Some(at), _) => text!("time now runs out {}", Span::Time(at)),
                    (None, left) => text!(
                        "the game waits for a vacation; when it resumes {} will have {}",
                        mention(mover),
                        duration_text(left.unwrap_or(0))
                    ),
                },
                duration_text(given + extra)
            ),
            mentions: vec![mover],
            ..Reply::default()
        })
    }
}
