//! `/notify dm:on|off`: whether the caller's reminders also come by direct message.
//! Refused (changing nothing) when this server's settings do not allow reminder DMs.

use super::refusal::{finish, Fail, Refusal};
use super::{Ctx, Reply, Service, ServiceError};
use crate::store::Player;
use crate::text;

impl Service {
    /// `/notify dm:on|off`. Ephemeral.
    pub async fn notify(&self, ctx: &Ctx, dm: bool) -> Result<Reply, ServiceError> {
        finish(self.notify_inner(ctx, dm).await)
    }

    async fn notify_inner(&self, ctx: &Ctx, dm: bool) -> Result<Reply, Fail> {
        if dm && !self.guild_settings(ctx.guild).await?.reminder_dms {
            return Err(Refusal::Said(text!(
                "This server does not allow reminders by DM (its moderators set `reminder-dms` off). You are still reminded in the game's channel."
            ))
            .into());
        }
        let player = Player {
            id: ctx.user.id,
            name: ctx.user.name.clone(),
            is_ai: false,
            ai_level: None,
        };
        let now = self.now();
        self.store()
            .call(move |db| db.set_notify_dm(&player, dm, now))
            .await?;
        Ok(Reply::ephemeral(if dm {
            text!("Reminders will also come by DM (`/notify dm:off` stops them). If your DMs are closed, you are still reminded in the game's channel.")
        } else {
            text!("Reminders come only in the game's channel now (`/notify dm:on` adds DMs).")
        }))
    }
}
