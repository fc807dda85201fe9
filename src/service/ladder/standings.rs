//! `/ladder standings`: a ladder's positions with ratings and records, a page at a time
//! as a PNG table with page buttons, and for each player shown whether the caller may
//! challenge them.

use super::challenge::Barred;
use super::Ladders;
use std::collections::HashMap;

use crate::games::AnyPosition;
use crate::i18n::Arg;
use crate::ladder::History;
use crate::msg;
use crate::rating::Rating;
use crate::service::text::command::{self, Suggested};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Button, ButtonStyle, Ctx, Reply, ServiceError, Span, Text};
use crate::store::{Db, LadderRow, RatingPool, StoreError};

/// Players per standings page.
pub const PAGE: usize = 20;
/// The standings image's file name.
pub const STANDINGS_PNG: &str = "standings.png";

/// One positioned player in a ladder's standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub position: usize,
    pub player: u64,
    /// The display name as last seen.
    pub name: String,
    pub rating: Rating,
    pub wins: u32,
    pub losses: u32,
    /// Timeouts in the last 30 days.
    pub strikes: usize,
    pub on_vacation: bool,
    /// Not on vacation, and a game of this ladder has waited a week (`AWAY_MS`) or more on
    /// their move.
    pub away: bool,
}

/// How long a ladder game may wait on a player's move before the standings show them
/// "away": a week, longer than a move usually takes on the default `3d+1d` clock, so it
/// marks players who are slow to answer, not ones using their time.
pub const AWAY_MS: i64 = 7 * crate::store::DAY_MS;

/// A ladder's standings, best first, at `now` (read inside one connection).
pub fn standings(db: &Db, ladder: &LadderRow, now: i64) -> Result<Vec<Standing>, StoreError> {
    let history = History::replay(&db.ladder_history(ladder.id)?);
    let ratings: HashMap<u64, _> = db
        .pool_ratings(&RatingPool::Ladder(ladder.id))?
        .into_iter()
        .map(|r| (r.player_id as u64, r))
        .collect();
    // Each player's longest wait: the oldest turn start among games waiting on them.
    let mut waiting: HashMap<u64, i64> = HashMap::new();
    for g in db.open_ladder_games(ladder.id)? {
        let (Some(since), Ok(pos)) = (g.turn_started_at, AnyPosition::parse(g.kind, &g.position))
        else {
            continue;
        };
        let t = waiting.entry(g.player(pos.turn())).or_insert(since);
        *t = (*t).min(since);
    }
    let mut out = Vec::with_capacity(history.ladder.players().len());
    for (i, &p) in history.ladder.players().iter().enumerate() {
        let r = ratings.get(&p);
        let on_vacation = db.on_vacation(ladder.guild, p, now)?;
        out.push(Standing {
            position: i + 1,
            player: p,
            name: db.player_name(p)?.unwrap_or_else(|| p.to_string()),
            rating: r.map_or(Rating::START, |r| Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            }),
            wins: r.map_or(0, |r| r.wins),
            losses: r.map_or(0, |r| r.losses),
            strikes: history.strikes_at(p, now),
            on_vacation,
            away: !on_vacation && waiting.get(&p).is_some_and(|&t| now - t >= AWAY_MS),
        });
    }
    Ok(out)
}

/// The page buttons' `custom_id`: `standings:<ladder>:<page>`.
pub(crate) fn page_id(ladder: i64, page: usize) -> String {
    format!("standings:{ladder}:{page}")
}

/// Reads a `standings:<ladder>:<page>` id.
pub(crate) fn parse_page_id(custom_id: &str) -> Option<(i64, usize)> {
    let rest = custom_id.strip_prefix("standings:")?;
    let (l, p) = rest.split_once(':')?;
    Some((
        l.parse().ok().filter(|n| *n > 0)?,
        p.parse().ok().filter(|n| *n > 0)?,
    ))
}

impl Ladders<'_> {
    /// `/ladder standings name [page]`: a PNG table (and text) of one page, with page
    /// buttons and, for each player shown, whether the caller may challenge them.
    pub async fn standings(
        &self,
        ctx: &Ctx,
        name: &str,
        page: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let ladder = self.find(ctx, name).await?;
            self.standings_page(ctx, ladder, page.unwrap_or(1) as usize)
                .await
        })
        .await
    }

    /// A standings page button (`standings:<ladder>:<page>`).
    pub(crate) async fn standings_button(
        &self,
        ctx: &Ctx,
        ladder: i64,
        page: usize,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let row = self.store().call(move |db| db.ladder(ladder)).await?;
            match row.filter(|l| Some(l.guild) == ctx.guild) {
                Some(l) => self.standings_page(ctx, l, page).await,
                None => Err(Refusal::UnknownButton.into()),
            }
        })
        .await
    }

    async fn standings_page(
        &self,
        ctx: &Ctx,
        ladder: LadderRow,
        page: usize,
    ) -> Result<Reply, Fail> {
        let now = self.now();
        let (id, me) = (ladder.id, ctx.user.id);
        let l2 = ladder.clone();
        let (rows, events, open, last_games) = self
            .store()
            .call(move |db| {
                Ok((
                    standings(db, &l2, now)?,
                    db.ladder_history(id)?,
                    db.open_ladder_games(id)?,
                    db.last_pair_games(id, me)?,
                ))
            })
            .await?;
        let h = History::replay(&events);
        let pages = rows.len().div_ceil(PAGE).max(1);
        if page == 0 || page > pages {
            return Err(Refusal::Said(msg!(
                "ladder-standings-bad-page",
                ladder = Span::Name(ladder.name),
                pages = pages
            ))
            .into());
        }
        let locale = self.reply_language(ctx, false).await?;
        let shown = &rows[(page - 1) * PAGE..(page * PAGE).min(rows.len())];
        let mut cells = Vec::new();
        let mut content = msg!(
            "ladder-standings-head",
            ladder = Span::Name(ladder.name.clone()),
            count = rows.len(),
            season = ladder.season,
            page = page,
            pages = pages
        );
        // Each rule that bars the caller is said once, under the rows it bars.
        let mut barred: Vec<(Barred, Vec<usize>)> = Vec::new();
        for s in shown {
            let them = s.player;
            let last = last_games.get(&them).copied();
            let (mark, cell) = if them == me {
                ("you", msg!("ladder-cell-you"))
            } else {
                match self.challenge_refusal(&ladder, &h, &open, last, me, them, now) {
                    None => ("yes", msg!("ladder-cell-yes")),
                    Some(why) => {
                        let cell = why.short.clone();
                        match barred.iter_mut().find(|(b, _)| b.same_reason(&why)) {
                            Some((_, positions)) => positions.push(s.position),
                            None => barred.push((why, vec![s.position])),
                        }
                        ("none", cell)
                    }
                }
            };
            let mut status = Vec::new();
            if s.on_vacation {
                status.push(msg!("ladder-status-vacation"));
            }
            if s.away {
                status.push(msg!("ladder-status-away"));
            }
            let playing = open.iter().filter(|g| g.color_of(them).is_some()).count();
            if playing > 0 {
                status.push(msg!("ladder-status-playing", count = playing));
            }
            if s.strikes > 0 {
                status.push(msg!("ladder-status-strikes", count = s.strikes));
            }
            let mut status_text = Text::new();
            for (i, item) in status.into_iter().enumerate() {
                if i > 0 {
                    status_text.push(", ");
                }
                status_text.append(item);
            }
            if status_text.is_empty() {
                status_text.push("-");
            }
            content.push("\n");
            content.append(msg!(
                "ladder-standings-row",
                position = s.position,
                player = Span::Name(s.name.clone()),
                rating = s.rating.to_string(),
                wins = s.wins,
                losses = s.losses,
                status = status_text.clone(),
                mark = Arg::word(mark)
            ));
            cells.push(vec![
                s.position.to_string(),
                s.name.clone(),
                s.rating.to_string(),
                format!("{}–{}", s.wins, s.losses),
                status_text.resolve(locale).to_string(),
                cell.resolve(locale).to_string(),
            ]);
        }
        for (why, positions) in barred {
            let list: Vec<String> = positions.iter().map(usize::to_string).collect();
            content.push("\n");
            content.append(msg!(
                "ladder-standings-barred",
                count = positions.len(),
                positions = list.join(", "),
                rule = why.rule,
                why = why.general
            ));
        }
        if rows.is_empty() {
            content.push("\n");
            content.append(msg!(
                "ladder-standings-empty",
                ladder = command::value("name", &ladder.name)
            ));
        }
        let title_text = msg!(
            "ladder-standings-title",
            ladder = ladder.name.clone(),
            game = ladder.kind,
            size = ladder.size.clone(),
            season = ladder.season,
            page = page,
            pages = pages
        )
        .resolve(locale)
        .to_string();
        let headers: Vec<String> = [
            Text::from("#"),
            msg!("ladder-column-player"),
            msg!("ladder-column-rating"),
            msg!("ladder-column-record"),
            msg!("ladder-column-status"),
            msg!("ladder-column-challenge"),
        ]
        .iter()
        .map(|h| h.resolve(locale).to_string())
        .collect();
        let png = self
            .render(move || {
                let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
                crate::render::table::png(&title_text, &headers, &cells)
            })
            .await??;
        let mut buttons = Vec::new();
        if page > 1 {
            buttons.push(Button {
                custom_id: page_id(id, page - 1),
                label: msg!("ladder-page-previous"),
                style: ButtonStyle::Secondary,
                command: Suggested::new("/ladder standings")
                    .with("name", &ladder.name)
                    .with("page", page - 1)
                    .into(),
            });
        }
        if page < pages {
            buttons.push(Button {
                custom_id: page_id(id, page + 1),
                label: msg!("ladder-page-next"),
                style: ButtonStyle::Secondary,
                command: Suggested::new("/ladder standings")
                    .with("name", &ladder.name)
                    .with("page", page + 1)
                    .into(),
            });
        }
        // The words beside the picture are in its language.
        Ok(Reply {
            content,
            files: vec![crate::service::Attachment {
                name: STANDINGS_PNG.into(),
                bytes: png,
            }],
            buttons,
            ..Reply::default()
        }
        .in_language(locale))
    }
}
