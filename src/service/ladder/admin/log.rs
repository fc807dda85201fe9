//! `/ladder-admin log`: a ladder's audit rows, a page at a time; it changes nothing,
//! so it has no mod-log line.

use super::{Done, Moderated, LOG_PAGE};
use crate::games::GameKind;
use crate::i18n::{Arg, Text};
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
                action = action(&a.action),
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
/// their language. Rows store the subcommand (`kick`, `tournament result`).
fn action(stored: &str) -> Text {
    let command = match stored.strip_prefix("tournament ") {
        Some(sub) => format!("/tournament-admin {sub}"),
        None => format!("/ladder-admin {stored}"),
    };
    Text::from(Span::Code(command))
}

/// A stored before or after value (written in English when the row was made) in the
/// reader's words where Breaker knows its shape; any other as code, as it was stored.
fn value(stored: Option<String>) -> Text {
    let Some(v) = stored else {
        return Text::from("-");
    };
    if let Some(n) = v
        .strip_prefix("position ")
        .and_then(|n| n.parse::<u64>().ok())
    {
        return msg!("ladder-log-position", position = n);
    }
    if v == "off the ladder" {
        return msg!("ladder-log-off-ladder");
    }
    if let Some(rest) = v.strip_prefix("season ") {
        let (number, how) = match rest.split_once(" (") {
            Some((n, how)) => (n, Some(how.trim_end_matches(')'))),
            None => (rest, None),
        };
        if let Ok(season) = number.parse::<u64>() {
            return match how {
                None => msg!("ladder-log-season", season = season),
                Some(how) => msg!(
                    "ladder-log-season-reseeded",
                    season = season,
                    how = Arg::word(if how.contains("rating") {
                        "by-rating"
                    } else {
                        "keep"
                    })
                ),
            };
        }
    }
    let outcome = match v.as_str() {
        "running" => Some("running"),
        "white" => Some("white"),
        "black" => Some("black"),
        "draw" => Some("draw"),
        "void" => Some("void"),
        "none" => Some("none"),
        _ => None,
    };
    if let Some(o) = outcome {
        return msg!("ladder-log-outcome", outcome = Arg::word(o));
    }
    // A ladder's creation: `Breakthrough 5x5 clock 3d+1d`.
    if let Some((what, clock)) = v.split_once(" clock ") {
        if let Some((kind, size)) = what.split_once(' ') {
            if let Ok(kind) = kind.parse::<GameKind>() {
                return msg!(
                    "ladder-log-created",
                    kind = kind,
                    size = size.to_string(),
                    clock = Span::Code(clock.to_string())
                );
            }
        }
    }
    Text::from(Span::Code(v))
}

/// A moderator's reason as typed, or Breaker's own word for a row it wrote itself.
fn reason(stored: String) -> Text {
    let own = match stored.as_str() {
        "created" => "created",
        "started" => "started",
        "changed" => "changed",
        "settings changed" => "settings",
        _ => return Text::from(Span::Name(stored)),
    };
    msg!("ladder-log-reason", reason = Arg::word(own))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    fn shown(t: Text, code: &str) -> String {
        t.resolve(code.parse::<Locale>().unwrap()).to_string()
    }

    #[test]
    fn stored_values_in_the_readers_words() {
        assert_eq!(shown(value(Some("position 3".into())), "en"), "position 3");
        assert_eq!(shown(value(Some("position 3".into())), "ro"), "locul 3");
        assert_eq!(
            shown(value(Some("off the ladder".into())), "ru"),
            "вне лестницы"
        );
        assert_eq!(
            shown(value(Some("season 2 (positions kept)".into())), "ko"),
            "시즌 2 (순위 유지)"
        );
        assert_eq!(shown(value(Some("void".into())), "ro"), "anulată");
        assert_eq!(
            shown(value(Some("Breakthrough 5x5 clock 3d+1d".into())), "ru"),
            "Прорыв 5x5, контроль `3d+1d`"
        );
        // A shape Breaker does not know stays as it was stored, as code.
        assert_eq!(shown(value(Some("range 3".into())), "ru"), "`range 3`");
        assert_eq!(shown(value(None), "ko"), "-");
    }

    #[test]
    fn actions_are_commands_and_own_reasons_are_words() {
        assert_eq!(shown(action("kick"), "en"), "`/ladder-admin kick`");
        assert!(!shown(action("kick"), "ro").contains("kick"));
        assert_eq!(shown(reason("created".into()), "ko"), "생성");
        assert_eq!(shown(reason("spam".into()), "ru"), "spam");
    }
}
