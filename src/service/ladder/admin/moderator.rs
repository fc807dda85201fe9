//! Who moderates a server (Manage Server, or the server's moderator role), the audit
//! row and mod-log line every moderator action makes (tournaments' too), and the
//! moderation settings (`/settings moderator-role`, `/settings modlog`).

use super::{AdminReply, Member, ModLog, Moderated};
use crate::i18n::Arg;
use crate::msg;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{Ctx, Reply, ServiceError, Span, Text};
use crate::store::{Audit, AuditAction, AuditReason, AuditValue, Moderation};

impl Ladders<'_> {
    /// Whether `member` moderates the caller's server.
    pub async fn is_moderator(&self, ctx: &Ctx, member: &Member) -> Result<bool, ServiceError> {
        if member.manage_guild {
            return Ok(true);
        }
        let Some(guild) = ctx.guild else {
            return Ok(false);
        };
        let m = self.store().call(move |db| db.moderation(guild)).await?;
        Ok(m.moderator_role.is_some_and(|r| member.roles.contains(&r)))
    }

    pub(crate) async fn require_moderator(
        &self,
        ctx: &Ctx,
        member: &Member,
        what: &str,
    ) -> Result<u64, Fail> {
        let Some(guild) = ctx.guild else {
            return Err(said(msg!("ladder-admin-needs-server")));
        };
        if !self.is_moderator(ctx, member).await? {
            return Err(said(msg!(
                "ladder-admin-not-moderator",
                command = Span::Code(format!("/{what}"))
            )));
        }
        Ok(guild)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn audit(
        &self,
        ctx: &Ctx,
        guild: u64,
        ladder: Option<i64>,
        action: AuditAction,
        target: Option<String>,
        before: Option<AuditValue>,
        after: Option<AuditValue>,
        reason: AuditReason,
    ) -> Audit {
        let m = Moderated { ctx, guild };
        m.audit(self.now(), action, ladder, target, before, after, reason)
    }

    pub(crate) async fn modlog(
        &self,
        guild: u64,
        text: Text,
    ) -> Result<Option<ModLog>, ServiceError> {
        let m = self.store().call(move |db| db.moderation(guild)).await?;
        Ok(m.modlog_channel.map(|channel| ModLog { channel, text }))
    }

    /// `/settings moderator-role role` (`None` clears it): members with Manage Server only
    /// (a moderator by role alone could otherwise hand moderation to any role).
    pub async fn set_moderator_role(
        &self,
        ctx: &Ctx,
        member: &Member,
        role: Option<u64>,
    ) -> Result<AdminReply, ServiceError> {
        self.set_moderation(ctx, member, AuditAction::ModeratorRole, move |m| {
            Moderation {
                moderator_role: role,
                ..m
            }
        })
        .await
    }

    /// `/settings modlog channel` (`None` stops posting): members with Manage Server only
    /// (the log is how the server's managers watch the moderators).
    pub async fn set_modlog(
        &self,
        ctx: &Ctx,
        member: &Member,
        channel: Option<u64>,
    ) -> Result<AdminReply, ServiceError> {
        self.set_moderation(ctx, member, AuditAction::ModLog, move |m| Moderation {
            modlog_channel: channel,
            ..m
        })
        .await
    }

    async fn set_moderation(
        &self,
        ctx: &Ctx,
        member: &Member,
        action: AuditAction,
        change: impl FnOnce(Moderation) -> Moderation + Send + 'static,
    ) -> Result<AdminReply, ServiceError> {
        let Some(guild) = ctx.guild else {
            return Ok(Reply::from(Refusal::Said(msg!("ladder-admin-needs-server"))).into());
        };
        if !member.manage_guild {
            return Ok(Reply::from(Refusal::Said(msg!(
                "moderation-managers-only",
                command = Span::Code(action.command())
            )))
            .into());
        }
        let before = self.store().call(move |db| db.moderation(guild)).await?;
        let after = change(before);
        let audit = self.audit(
            ctx,
            guild,
            None,
            action,
            None,
            Some(AuditValue::Moderation(before)),
            Some(AuditValue::Moderation(after)),
            AuditReason::SettingsChanged,
        );
        self.store()
            .call(move |db| db.set_moderation(guild, after, &audit))
            .await?;
        let settings = msg!(
            "moderation-settings",
            role = Arg::word(if after.moderator_role.is_some() {
                "some"
            } else {
                "none"
            }),
            role_name = after
                .moderator_role
                .map_or_else(Text::new, |r| Text::from(Span::Role(r))),
            channel = Arg::word(if after.modlog_channel.is_some() {
                "some"
            } else {
                "none"
            }),
            channel_name = after
                .modlog_channel
                .map_or_else(Text::new, |c| Text::from(Span::Channel(c)))
        );
        let t = msg!("moderation-saved", settings = settings.clone());
        let log = msg!(
            "moderation-log-changed",
            moderator = mention(ctx.user.id),
            settings = settings
        );
        Ok(AdminReply {
            reply: Reply::ephemeral(t),
            modlog: self.modlog(guild, log).await?,
        })
    }
}
