//! Ladders for players: `/ladder join`, `leave`, `standings`, `challenge`, `list`,
//! `info`. A ladder's positions are what its history computes
//! ([`crate::ladder::History`]); ratings are its pool's ([`RatingPool::Ladder`]).
//! A challenge starts a rated game at once (no accept step), colours alternating per
//! pair (first game: challenger White); every refusal names the rule and when it would
//! be allowed.

use std::collections::HashMap;

use super::context::person;
use super::deadline::first_turn;
use super::phrases::{clock_text, due, mention, player, title};
use super::refusal::{finish, Fail, Refusal};
use super::{Button, ButtonStyle, Ctx, Reply, Service, ServiceError, Span, Text, User};
use crate::games::{AnyPosition, Color};
use crate::ladder::{Event, History, Load, Off, Refused};
use crate::rating::Rating;
use crate::store::{Db, GameRow, GameStatus, LadderRow, NewEvent, NewGame, RatingPool, StoreError};
use crate::text;

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
    /// Not on vacation, and a game of this ladder has waited [`AWAY_MS`] or more on
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

/// `3d+1d, range 3, 2 out / 3 in, rematch 7 days` etc.
pub(crate) fn settings_text(l: &LadderRow) -> String {
    format!(
        "{} {}, clock {}, range max({}, ⌈√p⌉), at most {} outgoing / {} incoming games, rematch after {} days, season {}",
        l.kind, l.size, l.clock, l.rules.min_range, l.rules.max_outgoing, l.rules.max_incoming,
        l.rules.rematch_days, l.season
    )
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

impl Service {
    /// The ladder `name` of the caller's server, or a refusal listing the ladders.
    pub(crate) async fn find_ladder(&self, ctx: &Ctx, name: &str) -> Result<LadderRow, Fail> {
        let Some(guild) = ctx.guild else {
            return Err(
                Refusal::Said("Ladders belong to a server: use this in one.".into()).into(),
            );
        };
        let typed = name.trim().to_string();
        let (found, all) = self
            .store()
            .call(move |db| Ok((db.ladder_named(guild, &typed)?, db.ladders(guild)?)))
            .await?;
        match found {
            Some(l) => Ok(l),
            None => {
                let names: Vec<String> = all.iter().map(|l| l.name.clone()).collect();
                let known = if names.is_empty() {
                    "This server has no ladders yet (a moderator creates one with `/ladder-admin create`).".to_string()
                } else {
                    format!("Ladders here: {}.", names.join(", "))
                };
                Err(Refusal::Said(text!(
                    "There is no ladder called {} in this server. {}",
                    Span::Name(name.trim().to_string()),
                    known
                ))
                .into())
            }
        }
    }

    async fn history(&self, ladder: i64) -> Result<History, Fail> {
        let events = self
            .store()
            .call(move |db| db.ladder_history(ladder))
            .await?;
        Ok(History::replay(&events))
    }

    /// `/ladder join name`: the caller goes to the bottom.
    pub async fn ladder_join(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(self.ladder_join_inner(ctx, name).await)
    }

    async fn ladder_join_inner(&self, ctx: &Ctx, name: &str) -> Result<Reply, Fail> {
        let ladder = self.find_ladder(ctx, name).await?;
        if ladder.closed_at.is_some() {
            return Err(Refusal::Said(text!(
                "Ladder {} is closed: no new players.",
                Span::Name(ladder.name)
            ))
            .into());
        }
        let h = self.history(ladder.id).await?;
        let me = ctx.user.id;
        if let Some(p) = h.ladder.position(me) {
            return Err(Refusal::Said(text!(
                "You are already on ladder {}, at position {}.",
                Span::Name(ladder.name),
                p
            ))
            .into());
        }
        match h.off.get(&me) {
            Some((Off::Kicked, _)) => {
                return Err(Refusal::Said(text!("A moderator removed you from ladder {}: only a moderator can restore you (`/ladder-admin restore`).", Span::Name(ladder.name))).into())
            }
            Some((Off::StruckOff, _)) => {
                return Err(Refusal::Said(text!("You lost two ladder games on time within 30 days, so you are off ladder {}: only a moderator can restore you (`/ladder-admin restore`).", Span::Name(ladder.name))).into())
            }
            _ => {}
        }
        let (id, who, now) = (ladder.id, person(&ctx.user), self.now());
        self.store()
            .call(move |db| db.ladder_event(id, &who, &NewEvent::Join(who.id), now))
            .await?;
        let position = h.ladder.players().len() + 1;
        Ok(Reply::public(text!(
            "{} joined ladder {} at position {}. Challenge someone above you with `/ladder challenge`.",
            mention(me),
            Span::Name(ladder.name),
            position
        )))
    }

    /// `/ladder leave name`: the caller's position goes; running games finish and count.
    pub async fn ladder_leave(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(self.ladder_leave_inner(ctx, name).await)
    }

    async fn ladder_leave_inner(&self, ctx: &Ctx, name: &str) -> Result<Reply, Fail> {
        let ladder = self.find_ladder(ctx, name).await?;
        let h = self.history(ladder.id).await?;
        let me = ctx.user.id;
        let Some(position) = h.ladder.position(me) else {
            return Err(
                Refusal::Said(text!("You are not on ladder {}.", Span::Name(ladder.name))).into(),
            );
        };
        let (id, who, now) = (ladder.id, person(&ctx.user), self.now());
        self.store()
            .call(move |db| db.ladder_event(id, &who, &NewEvent::Leave(who.id), now))
            .await?;
        Ok(Reply::public(text!(
            "{} left ladder {} (was position {}). Running ladder games still finish and count.",
            mention(me),
            Span::Name(ladder.name),
            position
        )))
    }

    /// The rule refusing `challenger` → `defender` now, as data (the rule, its meaning
    /// here, when it would be allowed); `None` if allowed.
    #[allow(clippy::too_many_arguments)]
    fn challenge_refusal(
        &self,
        ladder: &LadderRow,
        h: &History,
        open: &[GameRow],
        last_pair: Option<i64>,
        challenger: u64,
        defender: u64,
        now: i64,
    ) -> Option<Barred> {
        let pair_game = open
            .iter()
            .find(|g| g.color_of(challenger).is_some() && g.color_of(defender).is_some());
        let outgoing: Vec<&GameRow> = open.iter().filter(|g| g.challenger == challenger).collect();
        let incoming: Vec<&GameRow> = open
            .iter()
            .filter(|g| g.challenger != defender && g.color_of(defender).is_some())
            .collect();
        let load = Load {
            outgoing: outgoing.len() as u32,
            incoming: incoming.len() as u32,
            pair_playing: pair_game.is_some(),
            pair_last_at: last_pair,
        };
        let refused = ladder
            .rules
            .check(&h.ladder, challenger, defender, load, now)
            .err()?;
        let games = |gs: &[&GameRow]| {
            gs.iter()
                .map(|g| format!("#{}", g.id))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let barred =
            |rule: &str, short: &'static str, detail: Text, general: Option<Text>| Barred {
                rule: rule.to_string(),
                short,
                general: general.unwrap_or_else(|| detail.clone()),
                detail,
            };
        Some(match refused {
            Refused::NotOnLadder(p) if p == challenger => match h.off.get(&p) {
                // A removed player cannot simply join again: say what is true.
                Some((Off::Kicked, _)) => barred(
                    "a moderator removed you from this ladder",
                    "no: removed",
                    text!("only a moderator can restore you (`/ladder-admin restore`)."),
                    None,
                ),
                Some((Off::StruckOff, _)) => barred(
                    "two timeouts within 30 days took you off this ladder",
                    "no: off ladder",
                    text!("only a moderator can restore you (`/ladder-admin restore`)."),
                    None,
                ),
                _ => barred(
                    "you are not on this ladder",
                    "no: join first",
                    text!(
                        "join first with `/ladder join name:{}`.",
                        ladder.name.clone()
                    ),
                    None,
                ),
            },
            Refused::NotOnLadder(p) => barred(
                "not on this ladder",
                "no: not on ladder",
                match h.off.get(&p) {
                    Some(_) => text!(
                        "{} was taken off it; allowed if a moderator restores them.",
                        mention(p)
                    ),
                    None => text!("{} is not on it; allowed once they join.", mention(p)),
                },
                None,
            ),
            Refused::SelfChallenge => {
                barred("", "you", "you cannot challenge yourself.".into(), None)
            }
            Refused::NotAbove {
                challenger: c,
                defender: d,
            } => barred(
                "range rule: challenge players above you",
                "no: not above you",
                text!(
                    "position {} is not above yours ({}). They may challenge you.",
                    d,
                    c
                ),
                Some(text!(
                    "you are at position {}; players below you may challenge you.",
                    c
                )),
            ),
            Refused::OutOfRange { from, highest } => {
                let d = h.ladder.position(defender).unwrap_or(highest);
                // The lowest position from which `d` is in range.
                let reach = (d + 1..from)
                    .rev()
                    .find(|c| c.saturating_sub(ladder.rules.range(*c)).max(1) <= d)
                    .unwrap_or(d + 1);
                barred(
                    &format!(
                        "range rule: up to max({}, ⌈√p⌉) places above you",
                        ladder.rules.min_range
                    ),
                    "no: out of range",
                    text!(
                        "from position {} you may challenge up to position {}. Allowed once you reach position {}.",
                        from, highest, reach
                    ),
                    Some(text!(
                        "from position {} you may challenge up to position {}.",
                        from,
                        highest
                    )),
                )
            }
            Refused::PairPlaying => barred(
                "one open game per pair",
                "no: playing now",
                text!(
                    "you already play each other in game {}. Allowed when it ends.",
                    pair_game.map(|g| format!("#{}", g.id)).unwrap_or_default()
                ),
                None,
            ),
            Refused::TooManyOutgoing { limit } => barred(
                &format!("at most {limit} outgoing challenges"),
                "no: your limit",
                text!(
                    "you already challenged in {}. Allowed when one of them ends.",
                    games(&outgoing)
                ),
                None,
            ),
            Refused::TooManyIncoming { limit } => barred(
                &format!("at most {limit} incoming challenges"),
                "no: their limit",
                text!(
                    "{} already defends {}. Allowed when one of them ends.",
                    mention(defender),
                    games(&incoming)
                ),
                None,
            ),
            Refused::Rematch { allowed_at } => barred(
                &format!("no rematch within {} days", ladder.rules.rematch_days),
                "no: rematch wait",
                text!(
                    "you played each other recently. Allowed again {}.",
                    Span::Time(allowed_at)
                ),
                None,
            ),
        })
    }

    /// `/ladder challenge name opponent`: starts a rated ladder game at once.
    pub async fn ladder_challenge(
        &self,
        ctx: &Ctx,
        name: &str,
        opponent: &User,
    ) -> Result<Reply, ServiceError> {
        finish(self.ladder_challenge_inner(ctx, name, opponent).await)
    }

    async fn ladder_challenge_inner(
        &self,
        ctx: &Ctx,
        name: &str,
        opponent: &User,
    ) -> Result<Reply, Fail> {
        let ladder = self.find_ladder(ctx, name).await?;
        if ladder.closed_at.is_some() {
            return Err(Refusal::Said(text!(
                "Ladder {} is closed: no new challenges.",
                Span::Name(ladder.name)
            ))
            .into());
        }
        if opponent.is_bot {
            return Err(
                Refusal::Said("Not allowed: ladder games are between people.".into()).into(),
            );
        }
        let h = self.history(ladder.id).await?;
        let (id, me, them) = (ladder.id, ctx.user.id, opponent.id);
        let (open, last) = self
            .store()
            .call(move |db| Ok((db.open_ladder_games(id)?, db.last_pair_game(id, me, them)?)))
            .await?;
        let now = self.now();
        if let Some(why) =
            self.challenge_refusal(&ladder, &h, &open, last.map(|l| l.0), me, them, now)
        {
            return Err(Refusal::Said(why.sentence()).into());
        }
        // Colours alternate per pair; the first game gives the challenger White.
        let mine = last.map_or(Color::White, |(_, had)| !had);
        let start = AnyPosition::start(ladder.kind, Some(&ladder.size)).map_err(|e| {
            Refusal::Said(text!("This ladder's size cannot start: {}", e.to_string()))
        })?;
        let (white, black) = match mine {
            Color::White => (me, them),
            Color::Black => (them, me),
        };
        let timing = first_turn(&ladder.clock, now, false);
        let new = NewGame {
            guild: ctx.guild,
            channel: ctx.channel,
            kind: ladder.kind,
            size: start.size_text(),
            white,
            black,
            challenger: me,
            status: GameStatus::Active,
            days_per_move: ladder.clock.days_rounded_up(),
            clock: Some(ladder.clock),
            timing,
            ai_level: None,
            rated: true,
            position: start.to_string(),
            at: now,
        };
        let players = [person(&ctx.user), person(opponent)];
        // The same rules again inside the transaction that creates the game, on the open
        // games as they are then: concurrent challenges cannot exceed the limits or give
        // a pair two games.
        let (service, rules_of, history) = (self.clone(), ladder.clone(), h.clone());
        let game = self
            .store()
            .call(move |db| {
                db.create_ladder_game_if(id, &new, &players, them, |open, last| {
                    let last = last.map(|l| l.0);
                    match service.challenge_refusal(&rules_of, &history, open, last, me, them, now)
                    {
                        Some(why) => Err(why.sentence()),
                        None => Ok(()),
                    }
                })
            })
            .await?
            .map_err(|why| Fail::from(Refusal::Said(why)))?;
        self.poke();
        let (cp, dp) = (h.ladder.position(me), h.ladder.position(them));
        let content = text!(
            "Ladder {}: {} (position {}) challenges {} (position {}). **{}** begins at once: {} vs {}, clock {}. {}, your move: `/move`{}.",
            Span::Name(ladder.name.clone()),
            mention(me),
            cp.unwrap_or(0),
            mention(them),
            dp.unwrap_or(0),
            title(&game),
            player(&game, Color::White),
            player(&game, Color::Black),
            clock_text(&game.clock),
            mention(game.white),
            due(&game),
        );
        let board = self.draw(&game, start, None).await?;
        Ok(Reply {
            content,
            board: Some(board),
            mentions: vec![them],
            ..Reply::default()
        })
    }

    /// `/ladder standings name [page]`: a PNG table (and text) of one page, with page
    /// buttons and, for each player shown, whether the caller may challenge them.
    pub async fn ladder_standings(
        &self,
        ctx: &Ctx,
        name: &str,
        page: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find_ladder(ctx, name).await?;
                self.standings_page(ctx, ladder, page.unwrap_or(1) as usize)
                    .await
            }
            .await,
        )
    }

    /// A standings page button (`standings:<ladder>:<page>`).
    pub(crate) async fn standings_button(
        &self,
        ctx: &Ctx,
        ladder: i64,
        page: usize,
    ) -> Result<Reply, ServiceError> {
        finish(
            async {
                let row = self.store().call(move |db| db.ladder(ladder)).await?;
                match row.filter(|l| Some(l.guild) == ctx.guild) {
                    Some(l) => self.standings_page(ctx, l, page).await,
                    None => Err(Refusal::UnknownButton.into()),
                }
            }
            .await,
        )
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
            return Err(Refusal::Said(text!(
                "Ladder {} has {} page{} of standings: choose page 1 to {}.",
                Span::Name(ladder.name),
                pages,
                if pages == 1 { "" } else { "s" },
                pages
            ))
            .into());
        }
        let shown = &rows[(page - 1) * PAGE..(page * PAGE).min(rows.len())];
        let mut cells = Vec::new();
        let mut content = text!(
            "**Ladder {}** ({} players, season {}), page {} of {}:",
            Span::Name(ladder.name.clone()),
            rows.len(),
            ladder.season,
            page,
            pages
        );
        // Each rule that bars the caller is said once, under the rows it bars.
        let mut barred: Vec<(Barred, Vec<usize>)> = Vec::new();
        for s in shown {
            let them = s.player;
            let last = last_games.get(&them).copied();
            let (mark, cell) = if them == me {
                (" · you".to_string(), "you".to_string())
            } else {
                match self.challenge_refusal(&ladder, &h, &open, last, me, them, now) {
                    None => (" · challenge: yes".to_string(), "yes".to_string()),
                    Some(why) => {
                        let cell = why.short.to_string();
                        match barred.iter_mut().find(|(b, _)| b.same_reason(&why)) {
                            Some((_, positions)) => positions.push(s.position),
                            None => barred.push((why, vec![s.position])),
                        }
                        (String::new(), cell)
                    }
                }
            };
            let mut status = Vec::new();
            if s.on_vacation {
                status.push("on vacation".to_string());
            }
            if s.away {
                status.push("away".to_string());
            }
            let playing = open.iter().filter(|g| g.color_of(them).is_some()).count();
            if playing > 0 {
                status.push(format!("{playing} playing"));
            }
            if s.strikes > 0 {
                status.push(format!(
                    "{} strike{}",
                    s.strikes,
                    if s.strikes == 1 { "" } else { "s" }
                ));
            }
            let status = if status.is_empty() {
                "-".to_string()
            } else {
                status.join(", ")
            };
            content.append(text!(
                "\n{}. {} {} {}–{} · {}{}",
                s.position,
                Span::Name(s.name.clone()),
                s.rating.to_string(),
                s.wins,
                s.losses,
                status.clone(),
                mark
            ));
            cells.push(vec![
                s.position.to_string(),
                s.name.clone(),
                s.rating.to_string(),
                format!("{}–{}", s.wins, s.losses),
                status,
                cell,
            ]);
        }
        for (why, positions) in barred {
            let list: Vec<String> = positions.iter().map(usize::to_string).collect();
            content.append(text!(
                "\n{} {}: not allowed ({}): {}",
                if positions.len() == 1 {
                    "Position"
                } else {
                    "Positions"
                },
                list.join(", "),
                why.rule,
                why.general
            ));
        }
        if rows.is_empty() {
            content.append(text!(
                "\nNobody yet: `/ladder join name:{}`.",
                ladder.name.clone()
            ));
        }
        let title_text = format!(
            "Ladder {} · {} {} · season {} · page {}/{}",
            ladder.name, ladder.kind, ladder.size, ladder.season, page, pages
        );
        let png = self
            .render(move || {
                crate::render::table::png(
                    &title_text,
                    &["#", "Player", "Rating", "W–L", "Status", "Challenge?"],
                    &cells,
                )
            })
            .await??;
        let mut buttons = Vec::new();
        if page > 1 {
            buttons.push(Button {
                custom_id: page_id(id, page - 1),
                label: Text::from("◀ Previous"),
                style: ButtonStyle::Secondary,
                command: format!("/ladder standings name:{} page:{}", ladder.name, page - 1),
            });
        }
        if page < pages {
            buttons.push(Button {
                custom_id: page_id(id, page + 1),
                label: Text::from("Next ▶"),
                style: ButtonStyle::Secondary,
                command: format!("/ladder standings name:{} page:{}", ladder.name, page + 1),
            });
        }
        Ok(Reply {
            content,
            files: vec![super::Attachment {
                name: STANDINGS_PNG.into(),
                bytes: png,
            }],
            buttons,
            ..Reply::default()
        })
    }

    /// `/ladder list`: this server's ladders.
    pub async fn ladder_list(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        let Some(guild) = ctx.guild else {
            return Ok(Reply::ephemeral(
                "Ladders belong to a server: use this in one.",
            ));
        };
        let now = self.now();
        let ladders = self
            .store()
            .call(move |db| {
                db.ladders(guild)?
                    .into_iter()
                    .map(|l| {
                        let n = History::replay(&db.ladder_history(l.id)?)
                            .ladder
                            .players()
                            .len();
                        Ok((l, n))
                    })
                    .collect::<Result<Vec<_>, StoreError>>()
            })
            .await?;
        let _ = now;
        if ladders.is_empty() {
            return Ok(Reply::ephemeral("This server has no ladders yet: a moderator creates one with `/ladder-admin create name game size`."));
        }
        let mut content = Text::from("Ladders in this server:");
        for (l, n) in ladders {
            content.append(text!(
                "\n{} · {} players · {}{}",
                Span::Name(l.name.clone()),
                n,
                settings_text(&l),
                if l.closed_at.is_some() {
                    " · closed"
                } else {
                    ""
                }
            ));
        }
        Ok(Reply::ephemeral(content))
    }

    /// `/ladder info name`: one ladder's settings, season and player count.
    pub async fn ladder_info(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find_ladder(ctx, name).await?;
                let h = self.history(ladder.id).await?;
                let id = ladder.id;
                let open = self
                    .store()
                    .call(move |db| db.open_ladder_games(id))
                    .await?;
                Ok(Reply::ephemeral(text!(
                    "Ladder {}: {}. {} players, {} games running{}. Clock {}.",
                    Span::Name(ladder.name.clone()),
                    settings_text(&ladder),
                    h.ladder.players().len(),
                    open.len(),
                    if ladder.closed_at.is_some() {
                        ", closed"
                    } else {
                        ""
                    },
                    clock_text(&ladder.clock)
                )))
            }
            .await,
        )
    }
}

impl Service {
    /// For a ladder game lost on time: what the result did to the positions, the strike
    /// it gave, and whether it took the late player off the ladder. `None` for other
    /// games.
    pub(crate) async fn ladder_timeout_note(
        &self,
        game: &GameRow,
        late: u64,
        now: i64,
    ) -> Result<Option<Text>, ServiceError> {
        // A tournament game's note (its round, what it moved on) instead.
        if let Some(note) = self.tournament_result_note(game).await? {
            return Ok(Some(note));
        }
        let Some((ladder, events)) = self.ladder_events_of(game).await? else {
            return Ok(None);
        };
        let h = History::replay(&events);
        let mut note = positions_note(game, &ladder.name, &events);
        note.append(match h.off.get(&late) {
            Some((Off::StruckOff, _)) if h.ladder.position(late).is_none() => text!(
                " {}'s second timeout within 30 days: off ladder {} (a moderator can restore).",
                mention(late),
                Span::Name(ladder.name)
            ),
            _ => text!(
                " {} gets strike {} of 2 in 30 days.",
                mention(late),
                h.strikes_at(late, now)
            ),
        });
        Ok(Some(note))
    }

    /// For a ladder game that just ended: what it did to the positions, for the result
    /// post ("bob takes position 1"). `None` for other games.
    pub(crate) async fn ladder_result_note(
        &self,
        game: &GameRow,
    ) -> Result<Option<Text>, ServiceError> {
        // Every finish path asks for this note: a tournament learns its results here.
        if let Some(note) = self.tournament_result_note(game).await? {
            return Ok(Some(note));
        }
        Ok(self
            .ladder_events_of(game)
            .await?
            .map(|(ladder, events)| positions_note(game, &ladder.name, &events)))
    }

    /// The ladder `game` belongs to and its history, if it is a ladder game.
    async fn ladder_events_of(
        &self,
        game: &GameRow,
    ) -> Result<Option<(LadderRow, Vec<Event>)>, ServiceError> {
        let id = game.id;
        let found = self
            .store()
            .call(move |db| {
                let Some(ladder) = db.ladder_of_game(id)? else {
                    return Ok(None);
                };
                Ok(db.ladder(ladder)?.map(|l| (l, db.ladder_history(ladder))))
            })
            .await?;
        match found {
            None => Ok(None),
            Some((ladder, events)) => Ok(Some((ladder, events?))),
        }
    }
}

/// On a line of its own after the result and the ratings: "Ladder spring: @bob takes
/// position 1; @ann moves down to 2." or "positions unchanged". `events` ends with
/// `game`'s result: the ladder without it and with it are compared.
fn positions_note(game: &GameRow, ladder: &str, events: &[Event]) -> Text {
    let before = History::replay(&events[..events.len().saturating_sub(1)]);
    let after = History::replay(events);
    let (c, d) = (game.challenger, game.challenged());
    let name = Span::Name(ladder.to_string());
    match (before.ladder.position(d), after.ladder.position(c)) {
        (Some(was), Some(now)) if now == was && before.ladder.position(c) != Some(now) => {
            text!(
                "\nLadder {}: {} takes position {}; {} moves down to {}.",
                name,
                mention(c),
                now,
                mention(d),
                now + 1
            )
        }
        _ => match after.ladder.position(d) {
            Some(p) => text!(
                "\nLadder {}: positions unchanged ({} keeps position {}).",
                name,
                mention(d),
                p
            ),
            None => text!("\nLadder {}: positions unchanged.", name),
        },
    }
}

/// Why a ladder challenge is not allowed, as data (not text to parse back).
#[derive(Debug, Clone)]
struct Barred {
    /// The rule in a few words: "range rule: challenge players above you".
    rule: String,
    /// For the standings table's cell: "no: not above you".
    short: &'static str,
    /// What it means for this pair and when it would be allowed, for a refused
    /// challenge: "position 3 is not above yours (1). They may challenge you."
    detail: Text,
    /// What it means for the caller, said once on a standings page for every row it
    /// bars: "you are at position 1; players below you may challenge you."
    general: Text,
}

impl Barred {
    /// The refusal of a challenge: "Not allowed (rule): detail".
    fn sentence(&self) -> Text {
        if self.rule.is_empty() {
            return text!("Not allowed: {}", self.detail.clone());
        }
        text!(
            "Not allowed ({}): {}",
            self.rule.clone(),
            self.detail.clone()
        )
    }

    /// Whether `other` is said by the same words on a standings page.
    fn same_reason(&self, other: &Barred) -> bool {
        self.rule == other.rule && self.general == other.general
    }
}
