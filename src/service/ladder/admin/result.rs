//! `/ladder-admin result`: a moderator's verdict on a rated game, and the pool's
//! ratings recomputed.

use super::{reason_of, verdict_of, verdict_word};
use super::{Done, Moderated};
use crate::games::Color;
use crate::i18n::Arg;
use crate::msg;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::Span;
use crate::store::{AuditAction, AuditReason, AuditValue, GameId, GameStatus, RatingPool, Verdict};

impl Ladders<'_> {
    pub(super) async fn result(
        &self,
        m: Moderated<'_>,
        game: String,
        outcome: String,
        reason: String,
    ) -> Result<Done, Fail> {
        let (ctx, guild) = (m.ctx, m.guild);
        let reason = reason_of(&reason)?;
        let verdict = verdict_of(&outcome).map_err(|other| {
            said(msg!(
                "ladder-admin-bad-outcome",
                outcome = Span::Name(other.to_string())
            ))
        })?;
        let id: GameId = game
            .parse()
            .map_err(|_| Refusal::BadGameRef(game.clone()))?;
        let row = self.store().call(move |db| db.game(id)).await?;
        let Some(row) = row.filter(|g| g.guild == Some(guild)) else {
            return Err(Refusal::UnknownGame(id).into());
        };
        if !row.rated {
            return Err(said(msg!("ladder-admin-unrated", game = id)));
        }
        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
            return Err(said(msg!("ladder-admin-not-started", game = id)));
        }
        let voided = self.store().call(move |db| db.is_voided(id)).await?;
        let before = if voided {
            AuditValue::Void
        } else {
            outcome_value(&row)
        };
        let was = if voided { "void" } else { outcome_word(&row) };
        let ladder = self.store().call(move |db| db.ladder_of_game(id)).await?;
        let after = match verdict {
            Verdict::Wins(winner) => AuditValue::Winner(winner),
            Verdict::Void => AuditValue::Void,
        };
        let audit = m.audit(
            self.now(),
            AuditAction::Result,
            ladder,
            Some(format!("#{id}")),
            Some(before),
            Some(after),
            AuditReason::Moderator(reason.clone()),
        );
        let now = self.now();
        let pool = match ladder {
            Some(l) => RatingPool::Ladder(l),
            None => RatingPool::Casual {
                guild_id: guild,
                kind: row.kind,
                size: row.size.clone(),
            },
        };
        let counted = self
            .store()
            .call(move |db| {
                db.adjudicate(id, verdict, &audit)?;
                db.recompute_pool(&pool, now)
            })
            .await?;
        self.poke();
        self.games().ended(id).await?;
        let now_word = verdict_word(verdict);
        let outcome = |w: &'static str| msg!("ladder-admin-outcome", outcome = Arg::word(w));
        let reply = msg!(
            "ladder-admin-decided",
            game = id,
            outcome = outcome(now_word),
            was = outcome(was),
            count = counted
        );
        let log = msg!(
            "ladder-admin-log-decided",
            moderator = mention(ctx.user.id),
            game = id,
            outcome = outcome(now_word),
            was = outcome(was)
        );
        Ok(Done::logged(reply, log).because(&reason))
    }
}

/// The game's result as its audit row records it.
fn outcome_value(game: &crate::store::GameRow) -> AuditValue {
    match (game.status, game.outcome) {
        (GameStatus::Active, _) => AuditValue::Running,
        (_, crate::games::Outcome::Win { winner, .. }) => AuditValue::Won(winner),
        (_, crate::games::Outcome::Draw) => AuditValue::Draw,
        _ => AuditValue::NoResult,
    }
}

/// The outcome of a game as a keyword of `ladder-admin-outcome`.
fn outcome_word(game: &crate::store::GameRow) -> &'static str {
    match (game.status, game.outcome) {
        (GameStatus::Active, _) => "running",
        (_, crate::games::Outcome::Win { winner, .. }) => match winner {
            Color::White => "white",
            Color::Black => "black",
        },
        (_, crate::games::Outcome::Draw) => "draw",
        _ => "none",
    }
}
