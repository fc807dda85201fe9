//! `/notify dm:on|off`: whether the caller's reminders also come by direct message.
//! Refused (changing nothing) when this server's settings do not allow reminder DMs.

use super::Correspondence;
use crate::msg;
use crate::service::text::refusal::{finish, Refusal};
use crate::service::{Ctx, Reply, ServiceError};
use crate::store::Player;

impl Correspondence<'_> {
    /// `/notify dm:on|off`. Ephemeral.
    pub async fn notify(&self, ctx: &Ctx, dm: bool) -> Result<Reply, ServiceError> {
        finish(async {
            if dm && !self.guild_settings(ctx.guild).await?.reminder_dms {
                return Err(Refusal::Said(msg!("notify-dm-not-allowed")).into());
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
                msg!("notify-dm-on")
            } else {
                msg!("notify-dm-off")
            }))
        })
        .await
    }
}
