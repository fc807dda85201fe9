//! `/ladder-admin log`: a ladder's audit rows, a page at a time; it changes nothing,
//! so it has no mod-log line.

use super::{Done, Moderated, LOG_PAGE};
use crate::msg;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::Fail;
use crate::service::{Reply, Span};

impl Ladders<'_> {
    pub(super) async fn log(
        &self,
        m: Moderated<'_>,
        name: String,
        page: Option<u32>,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let l = self.find(ctx, &name).await?;
        let page = page.unwrap_or(1).max(1) as usize;
        let id = l.id;
        let (rows, total) = self
            .store()
            .call(move |db| db.audit_log(id, (page - 1) * LOG_PAGE, LOG_PAGE))
            .await?;
        let pages = total.div_ceil(LOG_PAGE).max(1);
        let mut t = msg!(
            "ladder-admin-log-head",
            ladder = Span::Name(l.name),
            page = page,
            pages = pages
        );
        if rows.is_empty() {
            t.push("\n");
            t.append(msg!("ladder-admin-log-empty"));
        }
        for a in rows {
            t.push("\n");
            t.append(msg!(
                "ladder-admin-log-row",
                time = Span::Time(a.at),
                moderator = mention(a.moderator),
                action = a.action,
                target = Span::Name(a.target.unwrap_or_default()),
                before = Span::Name(a.before.unwrap_or_else(|| "-".into())),
                after = Span::Name(a.after.unwrap_or_else(|| "-".into())),
                reason = Span::Name(a.reason)
            ));
        }
        Ok(Done {
            reply: Reply::ephemeral(t),
            log: None,
        })
    }
}
