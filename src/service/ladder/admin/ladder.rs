//! `/ladder-admin create`, `settings` and `close`: a ladder's own life.

use super::{parse_clock, size_help};
use super::{reason_note, Done, Moderated};
use crate::games::GameKind;
use crate::msg;
use crate::service::context::person;
use crate::service::ladder::players::settings_msg;
use crate::service::ladder::Ladders;
use crate::service::text::command;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::Fail;
use crate::service::{LadderChange, Span};
use crate::store::{AuditAction, AuditReason, AuditValue, LadderRow, LadderSettings, NewLadder};

impl Ladders<'_> {
    pub(super) async fn create(
        &self,
        m: Moderated<'_>,
        name: String,
        game: GameKind,
        size: Option<String>,
        clock: Option<String>,
    ) -> Result<Done, Fail> {
        let (ctx, guild) = (m.ctx, m.guild);
        let me = person(&ctx.user);
        let name = name.trim().to_string();
        if name.is_empty() || name.chars().count() > 40 || name.contains(':') {
            return Err(said(msg!("ladder-admin-bad-name")));
        }
        let start = crate::games::AnyPosition::start(game, size.as_deref()).map_err(|e| {
            said(msg!(
                "ladder-admin-bad-size",
                error = crate::service::text::refusal::position_error(&e),
                game = game,
                help = size_help(game)
            ))
        })?;
        let clock = parse_clock(clock.as_deref(), "3d+1d".parse().ok())?;
        let new = NewLadder {
            guild,
            kind: game,
            size: start.size_text(),
            name: name.clone(),
            clock,
            created_by: me,
            at: self.now(),
        };
        let audit = m.audit(
            self.now(),
            AuditAction::Create,
            None,
            Some(name.clone()),
            None,
            Some(AuditValue::Created {
                kind: game,
                size: new.size.clone(),
                clock,
            }),
            AuditReason::Created,
        );
        let made = self
            .store()
            .call(move |db| db.create_ladder(&new, &audit))
            .await?;
        let Some(l) = made else {
            return Err(said(msg!(
                "ladder-admin-name-taken",
                ladder = Span::Name(name)
            )));
        };
        let t = msg!(
            "ladder-admin-created",
            ladder = Span::Name(l.name.clone()),
            settings = settings_msg(&l),
            name = command::value("name", &l.name)
        );
        Ok(Done::logged(
            t.clone(),
            msg!(
                "ladder-admin-log-created",
                moderator = mention(ctx.user.id),
                ladder = Span::Name(l.name)
            ),
        ))
    }

    pub(super) async fn settings(
        &self,
        m: Moderated<'_>,
        name: String,
        c: LadderChange,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let l = self.find(ctx, &name).await?;
        let mut rules = l.rules;
        for (v, lo, hi, what) in [
            (c.range, 1, 100, "range"),
            (c.max_out, 1, 20, "max-out"),
            (c.max_in, 1, 20, "max-in"),
            (c.rematch_days, 0, 365, "rematch-days"),
        ] {
            if let Some(v) = v {
                if !(lo..=hi).contains(&v) {
                    return Err(said(msg!(
                        "ladder-admin-out-of-bounds",
                        option = Span::Code(what.to_string()),
                        low = lo,
                        high = hi
                    )));
                }
            }
        }
        if let Some(v) = c.range {
            rules.min_range = v as usize;
        }
        if let Some(v) = c.max_out {
            rules.max_outgoing = v;
        }
        if let Some(v) = c.max_in {
            rules.max_incoming = v;
        }
        if let Some(v) = c.rematch_days {
            rules.rematch_days = v;
        }
        let clock = parse_clock(c.clock.as_deref(), Some(l.clock))?;
        if rules == l.rules && clock == l.clock {
            return Err(said(msg!(
                "ladder-admin-nothing-to-change",
                ladder = Span::Name(l.name.clone()),
                settings = settings_msg(&l)
            )));
        }
        let after = LadderRow {
            rules,
            clock,
            ..l.clone()
        };
        let audit = m.audit(
            self.now(),
            AuditAction::Settings,
            Some(l.id),
            Some(l.name.clone()),
            Some(audit_settings(&l)),
            Some(audit_settings(&after)),
            AuditReason::SettingsChanged,
        );
        let id = l.id;
        self.store()
            .call(move |db| db.set_ladder_settings(id, rules, clock, &audit))
            .await?;
        let t = msg!(
            "ladder-admin-settings-now",
            ladder = Span::Name(l.name.clone()),
            settings = settings_msg(&after)
        );
        Ok(Done::logged(
            t.clone(),
            msg!(
                "ladder-admin-log-settings",
                moderator = mention(ctx.user.id),
                ladder = Span::Name(l.name),
                settings = settings_msg(&after)
            ),
        ))
    }

    pub(super) async fn close(
        &self,
        m: Moderated<'_>,
        name: String,
        reason: String,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let reason: String = reason.trim().chars().take(500).collect();
        let l = self.find(ctx, &name).await?;
        if l.closed_at.is_some() {
            return Err(said(msg!(
                "ladder-admin-already-closed",
                ladder = Span::Name(l.name)
            )));
        }
        let audit = m.audit(
            self.now(),
            AuditAction::Close,
            Some(l.id),
            Some(l.name.clone()),
            Some(AuditValue::Open),
            Some(AuditValue::Closed),
            AuditReason::given_or(&reason, AuditReason::Closed),
        );
        let id = l.id;
        self.store()
            .call(move |db| db.close_ladder(id, &audit))
            .await?;
        let mut reply = msg!("ladder-admin-closed", ladder = Span::Name(l.name.clone()));
        let mut post = msg!(
            "ladder-admin-log-closed",
            moderator = mention(ctx.user.id),
            ladder = Span::Name(l.name)
        );
        if !reason.is_empty() {
            reply.append(reason_note(&reason));
            post.append(reason_note(&reason));
        }
        Ok(Done::logged(reply, post))
    }
}

/// A ladder's settings as its audit row records them.
fn audit_settings(l: &LadderRow) -> AuditValue {
    AuditValue::LadderSettings(LadderSettings {
        kind: l.kind,
        size: l.size.clone(),
        clock: l.clock,
        rules: l.rules,
        season: l.season,
    })
}
