//! `/ladder-admin kick`, `restore` and `set-position`: a player moved by a moderator,
//! as an event of the ladder's history.

use super::reason_of;
use super::{Done, Moderated};
use crate::ladder::History;
use crate::msg;
use crate::service::context::person;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::Fail;
use crate::service::{Span, Text, User};
use crate::store::{Audit, AuditAction, AuditReason, AuditValue, LadderRow, NewEvent};

/// A moderator's action on one player of one ladder, checked so far: the reason given,
/// and the ladder and its history as they stand.
pub(super) struct OnPlayer<'c> {
    m: Moderated<'c>,
    ladder: LadderRow,
    history: History,
    player: User,
    reason: String,
}

impl Ladders<'_> {
    /// The ladder `name` and its history, for moderator action `m` on `player`; refused
    /// without a reason or a ladder of that name.
    pub(super) async fn on_player<'c>(
        &self,
        m: Moderated<'c>,
        name: &str,
        player: User,
        reason: &str,
    ) -> Result<OnPlayer<'c>, Fail> {
        let reason = reason_of(reason)?;
        let ladder = self.find(m.ctx, name).await?;
        let history = self.history(ladder.id).await?;
        Ok(OnPlayer {
            m,
            ladder,
            history,
            player,
            reason,
        })
    }

    pub(super) async fn kick(&self, on: OnPlayer<'_>) -> Result<Done, Fail> {
        let (player, l) = (on.player.id, &on.ladder);
        let Some(p) = on.history.ladder.position(player) else {
            return Err(said(msg!(
                "ladder-admin-kick-not-on",
                player = mention(player),
                ladder = Span::Name(l.name.clone())
            )));
        };
        let change = (AuditValue::Position(p), AuditValue::OffLadder);
        let said = (
            msg!(
                "ladder-admin-kicked",
                player = mention(player),
                ladder = Span::Name(l.name.clone()),
                position = p
            ),
            msg!(
                "ladder-admin-log-kicked",
                moderator = mention(on.m.ctx.user.id),
                player = mention(player),
                ladder = Span::Name(l.name.clone()),
                position = p
            ),
        );
        self.player_action(&on, AuditAction::Kick, NewEvent::Kick(player), change, said)
            .await
    }

    pub(super) async fn restore(&self, on: OnPlayer<'_>) -> Result<Done, Fail> {
        let (player, l, h) = (on.player.id, &on.ladder, &on.history);
        let Some(&(why, was)) = h
            .off
            .get(&player)
            .filter(|_| h.ladder.position(player).is_none())
        else {
            return Err(said(msg!(
                "ladder-admin-restore-not-off",
                player = mention(player),
                ladder = Span::Name(l.name.clone())
            )));
        };
        let change = (AuditValue::Off(why), AuditValue::Position(was));
        let said = (
            msg!(
                "ladder-admin-restored",
                player = mention(player),
                ladder = Span::Name(l.name.clone()),
                position = was.min(h.ladder.players().len() + 1)
            ),
            msg!(
                "ladder-admin-log-restored",
                moderator = mention(on.m.ctx.user.id),
                player = mention(player),
                ladder = Span::Name(l.name.clone())
            ),
        );
        self.player_action(
            &on,
            AuditAction::Restore,
            NewEvent::Restore(player),
            change,
            said,
        )
        .await
    }

    pub(super) async fn set_position(&self, on: OnPlayer<'_>, position: i64) -> Result<Done, Fail> {
        let (player, l, h) = (on.player.id, &on.ladder, &on.history);
        let before = h.ladder.position(player);
        let n = h.ladder.players().len() + usize::from(before.is_none());
        if position < 1 || position as usize > n {
            return Err(said(msg!(
                "ladder-admin-bad-position",
                position = position,
                count = n
            )));
        }
        let position = position as usize;
        let change = (
            before.map_or(AuditValue::OffLadder, AuditValue::Position),
            AuditValue::Position(position),
        );
        let said = (
            msg!(
                "ladder-admin-positioned",
                player = mention(player),
                position = position,
                ladder = Span::Name(l.name.clone())
            ),
            msg!(
                "ladder-admin-log-positioned",
                moderator = mention(on.m.ctx.user.id),
                player = mention(player),
                position = position,
                ladder = Span::Name(l.name.clone())
            ),
        );
        let event = NewEvent::SetPosition(player, position);
        self.player_action(&on, AuditAction::SetPosition, event, change, said)
            .await
    }

    /// One moderator action on a player: its audit row (`change`: before and after)
    /// commits with `event`, and `said` (to the moderator; for the mod log, after the
    /// moderator's mention) each end with the reason.
    async fn player_action(
        &self,
        on: &OnPlayer<'_>,
        action: AuditAction,
        event: NewEvent,
        (before, after): (AuditValue, AuditValue),
        (reply, log): (Text, Text),
    ) -> Result<Done, Fail> {
        let target = Some(on.player.name.clone());
        let audit = on.m.audit(
            self.now(),
            action,
            Some(on.ladder.id),
            target,
            Some(before),
            Some(after),
            AuditReason::Moderator(on.reason.clone()),
        );
        self.moderate(on.ladder.id, &on.player, event, audit)
            .await?;
        Ok(Done::logged(reply, log).because(&on.reason))
    }

    async fn moderate(
        &self,
        ladder: i64,
        player: &User,
        event: NewEvent,
        audit: Audit,
    ) -> Result<(), Fail> {
        let p = person(player);
        let at = audit.at;
        self.store()
            .call(move |db| {
                db.upsert_player(&p, at)?;
                db.moderate_ladder(ladder, &event, &audit)
            })
            .await?;
        Ok(())
    }
}
