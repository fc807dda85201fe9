//! `/ladder-admin kick`, `restore` and `set-position`: a player moved by a moderator,
//! as an event of the ladder's history.

use super::reason_of;
use super::{refused, Done, Moderated};
use crate::msg;
use crate::service::context::person;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::Fail;
use crate::service::{Span, Text, User};
use crate::store::{Audit, LadderRow, NewEvent};

impl Ladders<'_> {
    pub(super) async fn kick(
        &self,
        m: Moderated<'_>,
        name: String,
        player: User,
        reason: String,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let reason = reason_of(&reason)?;
        let l = self.find(ctx, &name).await?;
        let h = self.history(l.id).await?;
        let Some(p) = h.ladder.position(player.id) else {
            return Err(refused(msg!(
                "ladder-admin-kick-not-on",
                player = mention(player.id),
                ladder = Span::Name(l.name)
            )));
        };
        let change = (format!("position {p}"), "off the ladder".into());
        let said = (
            msg!(
                "ladder-admin-kicked",
                player = mention(player.id),
                ladder = Span::Name(l.name.clone()),
                position = p
            ),
            msg!(
                "ladder-admin-log-kicked",
                moderator = mention(ctx.user.id),
                player = mention(player.id),
                ladder = Span::Name(l.name.clone()),
                position = p
            ),
        );
        let event = NewEvent::Kick(player.id);
        self.player_action(m, &l, &player, event, change, reason, said)
            .await
    }

    pub(super) async fn restore(
        &self,
        m: Moderated<'_>,
        name: String,
        player: User,
        reason: String,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let reason = reason_of(&reason)?;
        let l = self.find(ctx, &name).await?;
        let h = self.history(l.id).await?;
        let Some(&(why, was)) = h
            .off
            .get(&player.id)
            .filter(|_| h.ladder.position(player.id).is_none())
        else {
            return Err(refused(msg!(
                "ladder-admin-restore-not-off",
                player = mention(player.id),
                ladder = Span::Name(l.name)
            )));
        };
        let change = (format!("off ({why:?})"), format!("position {was}"));
        let said = (
            msg!(
                "ladder-admin-restored",
                player = mention(player.id),
                ladder = Span::Name(l.name.clone()),
                position = was.min(h.ladder.players().len() + 1)
            ),
            msg!(
                "ladder-admin-log-restored",
                moderator = mention(ctx.user.id),
                player = mention(player.id),
                ladder = Span::Name(l.name.clone())
            ),
        );
        let event = NewEvent::Restore(player.id);
        self.player_action(m, &l, &player, event, change, reason, said)
            .await
    }

    pub(super) async fn set_position(
        &self,
        m: Moderated<'_>,
        name: String,
        player: User,
        position: i64,
        reason: String,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let reason = reason_of(&reason)?;
        let l = self.find(ctx, &name).await?;
        let h = self.history(l.id).await?;
        let before = h.ladder.position(player.id);
        let n = h.ladder.players().len() + usize::from(before.is_none());
        if position < 1 || position as usize > n {
            return Err(refused(msg!(
                "ladder-admin-bad-position",
                position = position,
                count = n
            )));
        }
        let position = position as usize;
        let change = (
            before.map_or("off the ladder".into(), |p| format!("position {p}")),
            format!("position {position}"),
        );
        let said = (
            msg!(
                "ladder-admin-positioned",
                player = mention(player.id),
                position = position,
                ladder = Span::Name(l.name.clone())
            ),
            msg!(
                "ladder-admin-log-positioned",
                moderator = mention(ctx.user.id),
                player = mention(player.id),
                position = position,
                ladder = Span::Name(l.name.clone())
            ),
        );
        let event = NewEvent::SetPosition(player.id, position);
        self.player_action(m, &l, &player, event, change, reason, said)
            .await
    }

    /// One moderator action on a player of ladder `l`: its audit row (`change`: before and after) commits with `event`, and `said` (to the moderator; for
    /// the mod log, after the moderator's mention) each end with the reason.
    #[allow(clippy::too_many_arguments)]
    async fn player_action(
        &self,
        m: Moderated<'_>,
        l: &LadderRow,
        player: &User,
        event: NewEvent,
        (before, after): (String, String),
        reason: String,
        (reply, log): (Text, Text),
    ) -> Result<Done, Fail> {
        let target = Some(player.name.clone());
        let audit = m.audit(
            self.now(),
            Some(l.id),
            target,
            Some(before),
            Some(after),
            &reason,
        );
        self.moderate(l.id, player, event, audit).await?;
        Ok(Done::logged(reply, log).because(&reason))
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
