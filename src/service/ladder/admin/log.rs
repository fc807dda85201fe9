//! `/ladder-admin log`: a ladder's audit rows, a page at a time; it changes nothing,
//! so it has no mod-log line.

use super::{Done, Moderated, LOG_PAGE};
use crate::games::Color;
use crate::i18n::{Arg, Text};
use crate::msg;
use crate::service::ladder::players::settings_words;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::Fail;
use crate::service::{Reply, Span};
use crate::store::{AuditAction, AuditReason, AuditValue, Reseed};

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
                action = action(a.action),
                target = Span::Name(a.target.unwrap_or_default()),
                before = value(a.before),
                after = value(a.after),
                reason = reason(a.reason)
            ));
        }
        Ok(Done {
            reply: Reply::ephemeral(t),
            log: None,
        })
    }
}

/// The action as the command that did it (`/ladder-admin kick`), which each reader sees in
/// their language.
fn action(stored: AuditAction) -> Text {
    Text::from(Span::Code(stored.command()))
}

/// A before or after value in the reader's words; a value no ladder's row shows in words
/// (a tournament's, the server's, free text) as code, as it was stored.
fn value(stored: Option<AuditValue>) -> Text {
    use AuditValue as V;
    let Some(v) = stored else {
        return Text::from("-");
    };
    let outcome = |o: &'static str| msg!("ladder-log-outcome", outcome = Arg::word(o));
    let state = |s: &'static str| msg!("ladder-log-state", state = Arg::word(s));
    match v {
        V::Position(n) => msg!("ladder-log-position", position = n),
        V::OffLadder | V::Off(_) => msg!("ladder-log-off-ladder"),
        V::Season {
            number,
            reseed: None,
        } => msg!("ladder-log-season", season = number),
        V::Season {
            number,
            reseed: Some(how),
        } => msg!(
            "ladder-log-season-reseeded",
            season = number,
            how = Arg::word(match how {
                Reseed::ByRating => "by-rating",
                Reseed::Kept => "keep",
            })
        ),
        V::Running => outcome("running"),
        V::Winner(c) | V::Won(c) | V::WonByForfeit(c) => outcome(match c {
            Color::White => "white",
            Color::Black => "black",
        }),
        V::Draw => outcome("draw"),
        V::Void | V::VoidAsIfNeverPlayed => outcome("void"),
        V::NoResult => outcome("none"),
        V::Created { kind, size, clock } => msg!(
            "ladder-log-created",
            kind = kind,
            size = size,
            clock = Span::Code(clock.to_string())
        ),
        V::LadderSettings(s) => settings_words(&s),
        V::Open => state("open"),
        V::Closed => state("closed"),
        V::Moderation(_)
        | V::Paused
        | V::Finished
        | V::Cancelled
        | V::Started { .. }
        | V::Unfinished(_)
        | V::RoundOver
        | V::NeverPaired
        | V::EntriesOpen
        | V::EntriesClosed { .. }
        | V::Entered
        | V::Withdrawn
        | V::Text(_) => Text::from(Span::Code(v.to_string())),
    }
}

/// A moderator's reason as typed, or Breaker's own word for a row it wrote itself.
fn reason(stored: AuditReason) -> Text {
    let own = match stored {
        AuditReason::Moderator(text) => return Text::from(Span::Name(text)),
        AuditReason::NoneGiven => return Text::from("-"),
        AuditReason::Created => "created",
        AuditReason::Started => "started",
        AuditReason::Changed => "changed",
        AuditReason::SettingsChanged => "settings",
        AuditReason::Closed => "closed",
        AuditReason::Withdrew => "withdrew",
    };
    msg!("ladder-log-reason", reason = Arg::word(own))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::i18n::Locale;

    fn shown(t: Text, code: &str) -> String {
        t.resolve(code.parse::<Locale>().unwrap()).to_string()
    }

    #[test]
    fn stored_values_in_the_readers_words() {
        use AuditValue as V;
        let kept = Some(Reseed::Kept);
        assert_eq!(shown(value(Some(V::Position(3))), "en"), "position 3");
        assert_eq!(shown(value(Some(V::Position(3))), "ro"), "locul 3");
        assert_eq!(shown(value(Some(V::OffLadder)), "ru"), "вне лестницы");
        assert_eq!(
            shown(
                value(Some(V::Season {
                    number: 2,
                    reseed: kept
                })),
                "ko"
            ),
            "시즌 2 (순위 유지)"
        );
        assert_eq!(shown(value(Some(V::Void)), "ro"), "anulată");
        let created = V::Created {
            kind: GameKind::Breakthrough,
            size: "5x5".into(),
            clock: "3d+1d".parse().unwrap(),
        };
        assert_eq!(
            shown(value(Some(created)), "ru"),
            "Прорыв 5x5, контроль `3d+1d`"
        );
        // Free text stays as it was stored, as code.
        assert_eq!(
            shown(value(Some(V::Text("range 3".into()))), "ru"),
            "`range 3`"
        );
        assert_eq!(shown(value(None), "ko"), "-");
        // A result as a game's row records it reads as the verdict's word.
        assert_eq!(
            shown(value(Some(V::Won(Color::White))), "ru"),
            shown(value(Some(V::Winner(Color::White))), "ru")
        );
        assert_eq!(shown(value(Some(V::Closed)), "en"), "closed");
    }

    #[test]
    fn actions_are_commands_and_own_reasons_are_words() {
        assert_eq!(
            shown(action(AuditAction::Kick), "en"),
            "`/ladder-admin kick`"
        );
        assert!(!shown(action(AuditAction::Kick), "ro").contains("kick"));
        assert_eq!(
            shown(action(AuditAction::TournamentEndRound), "en"),
            "`/tournament-admin end-round`"
        );
        assert_eq!(shown(reason(AuditReason::Created), "ko"), "생성");
        assert_eq!(
            shown(reason(AuditReason::Moderator("spam".into())), "ru"),
            "spam"
        );
    }
}
