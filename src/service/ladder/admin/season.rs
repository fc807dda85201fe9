//! `/ladder-admin season-end`: the season's standings archived, positions kept or
//! reseeded by rating.

use super::reason_of;
use super::{Done, Moderated};
use crate::i18n::Arg;
use crate::msg;
use crate::service::ladder::standings::standings;
use crate::service::ladder::Ladders;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::Fail;
use crate::service::Span;
use crate::store::{AuditAction, AuditReason, AuditValue, Reseed, SeasonRow};

impl Ladders<'_> {
    pub(super) async fn season_end(
        &self,
        m: Moderated<'_>,
        name: String,
        reason: String,
        reseed: Option<String>,
    ) -> Result<Done, Fail> {
        let ctx = m.ctx;
        let reason = reason_of(&reason)?;
        let by_rating = match reseed.as_deref().map(|r| r.trim().to_ascii_lowercase()) {
            None => false,
            Some(r) if r == "keep" || r.is_empty() => false,
            Some(r) if r == "by-rating" => true,
            Some(other) => {
                return Err(said(msg!(
                    "ladder-admin-bad-reseed",
                    reseed = Span::Name(other)
                )))
            }
        };
        let l = self.find(ctx, &name).await?;
        let now = self.now();
        let l2 = l.clone();
        let rows = self.store().call(move |db| standings(db, &l2, now)).await?;
        let archive: Vec<SeasonRow> = rows
            .iter()
            .map(|s| SeasonRow {
                position: s.position,
                player: s.player,
                rating: s.rating.rating,
                deviation: s.rating.deviation,
                volatility: s.rating.volatility,
                wins: s.wins,
                losses: s.losses,
            })
            .collect();
        let reseed = by_rating.then(|| {
            let mut order: Vec<_> = rows
                .iter()
                .map(|s| (s.player, s.rating.rating, s.position))
                .collect();
            // Best rating first; equal ratings keep their positions' order.
            order.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)));
            order.into_iter().map(|o| o.0).collect::<Vec<u64>>()
        });
        let how = Some(if by_rating {
            Reseed::ByRating
        } else {
            Reseed::Kept
        });
        let season = |number, reseed| AuditValue::Season { number, reseed };
        let audit = m.audit(
            self.now(),
            AuditAction::SeasonEnd,
            Some(l.id),
            Some(l.name.clone()),
            Some(season(l.season, None)),
            Some(season(l.season + 1, how)),
            AuditReason::Moderator(reason.clone()),
        );
        let (id, season) = (l.id, l.season);
        self.store()
            .call(move |db| db.end_season(id, season, &archive, reseed, &audit))
            .await?;
        let reseeded = Arg::word(if by_rating { "by-rating" } else { "keep" });
        let reply = msg!(
            "ladder-admin-season-ended",
            season = l.season,
            ladder = Span::Name(l.name.clone()),
            count = rows.len(),
            next = l.season + 1,
            reseed = reseeded.clone()
        );
        let log = msg!(
            "ladder-admin-log-season-ended",
            moderator = mention(ctx.user.id),
            season = l.season,
            ladder = Span::Name(l.name),
            reseed = reseeded
        );
        Ok(Done::logged(reply, log).because(&reason))
    }
}
