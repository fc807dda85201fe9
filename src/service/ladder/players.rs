//! Ladders for players: `/ladder join`, `leave`, `standings`, `challenge`, `list`,
//! `info`. A ladder's positions are what its history computes
//! ([`crate::ladder::History`]); ratings are its pool's ([`RatingPool::Ladder`]).
//! A challenge starts a rated game at once (no accept step), colours alternating per
//! pair (first game: challenger White); every refusal names the rule and when it would
//! be allowed.

use super::Ladders;
use std::collections::HashMap;

use crate::games::{AnyPosition, Color};
use crate::i18n::Arg;
use crate::ladder::{Event, History, Load, Off, Refused};
use crate::msg;
use crate::rating::Rating;
use crate::service::context::person;
use crate::service::correspondence::deadline::first_turn;
use crate::service::text::phrases::{clock_text, due, game_title, mention, player};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Button, ButtonStyle, Ctx, Reply, ServiceError, Span, Text, User};
use crate::store::{Db, GameRow, GameStatus, LadderRow, NewEvent, NewGame, RatingPool, StoreError};

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

/// A ladder's settings for replies: `breakthrough 8x8, clock 3d+1d, range max(3, ⌈√p⌉), …`.
pub(crate) fn settings_msg(l: &LadderRow) -> Text {
    msg!(
        "ladder-settings",
        game = l.kind,
        size = l.size.clone(),
        clock = l.clock.to_string(),
        min_range = l.rules.min_range,
        max_out = l.rules.max_outgoing,
        max_in = l.rules.max_incoming,
        rematch_days = l.rules.rematch_days,
        season = l.season
    )
}

/// The same settings in English for the audit log (stored data, not a reply).
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

impl Ladders<'_> {
    /// The ladder `name` of the caller's server, or a refusal listing the ladders.
    pub(crate) async fn find(&self, ctx: &Ctx, name: &str) -> Result<LadderRow, Fail> {
        let Some(guild) = ctx.guild else {
            return Err(Refusal::Said(msg!("ladder-needs-server")).into());
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
                let typed = Span::Name(name.trim().to_string());
                Err(Refusal::Said(if names.is_empty() {
                    msg!("ladder-unknown-none", ladder = typed)
                } else {
                    msg!(
                        "ladder-unknown",
                        ladder = typed,
                        ladders = Span::Name(names.join(", "))
                    )
                })
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
    pub async fn join(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find(ctx, name).await?;
                if ladder.closed_at.is_some() {
                    return Err(Refusal::Said(msg!(
                        "ladder-join-closed",
                        ladder = Span::Name(ladder.name)
                    ))
                    .into());
                }
                let h = self.history(ladder.id).await?;
                let me = ctx.user.id;
                if let Some(p) = h.ladder.position(me) {
                    return Err(Refusal::Said(msg!(
                        "ladder-join-already",
                        ladder = Span::Name(ladder.name),
                        position = p
                    ))
                    .into());
                }
                match h.off.get(&me) {
                    Some((Off::Kicked, _)) => {
                        return Err(Refusal::Said(msg!(
                            "ladder-join-kicked",
                            ladder = Span::Name(ladder.name)
                        ))
                        .into())
                    }
                    Some((Off::StruckOff, _)) => {
                        return Err(Refusal::Said(msg!(
                            "ladder-join-struck-off",
                            ladder = Span::Name(ladder.name)
                        ))
                        .into())
                    }
                    _ => {}
                }
                let (id, who, now) = (ladder.id, person(&ctx.user), self.now());
                self.store()
                    .call(move |db| db.ladder_event(id, &who, &NewEvent::Join(who.id), now))
                    .await?;
                let position = h.ladder.players().len() + 1;
                Ok(Reply::public(msg!(
                    "ladder-joined",
                    player = mention(me),
                    ladder = Span::Name(ladder.name),
                    position = position
                )))
            }
            .await,
        )
    }

    /// `/ladder leave name`: the caller's position goes; running games finish and count.
    pub async fn leave(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find(ctx, name).await?;
                let h = self.history(ladder.id).await?;
                let me = ctx.user.id;
                let Some(position) = h.ladder.position(me) else {
                    return Err(Refusal::Said(msg!(
                        "ladder-leave-not-on",
                        ladder = Span::Name(ladder.name)
                    ))
                    .into());
                };
                let (id, who, now) = (ladder.id, person(&ctx.user), self.now());
                self.store()
                    .call(move |db| db.ladder_event(id, &who, &NewEvent::Leave(who.id), now))
                    .await?;
                Ok(Reply::public(msg!(
                    "ladder-left",
                    player = mention(me),
                    ladder = Span::Name(ladder.name),
                    position = position
                )))
            }
            .await,
        )
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
        let barred = |rule: Text, short: Text, detail: Text, general: Option<Text>| Barred {
            rule,
            short,
            general: general.unwrap_or_else(|| detail.clone()),
            detail,
        };
        Some(match refused {
            Refused::NotOnLadder(p) if p == challenger => match h.off.get(&p) {
                // A removed player cannot simply join again: say what is true.
                Some((Off::Kicked, _)) => barred(
                    msg!("ladder-rule-removed"),
                    msg!("ladder-short-removed"),
                    msg!("ladder-detail-restore"),
                    None,
                ),
                Some((Off::StruckOff, _)) => barred(
                    msg!("ladder-rule-struck-off"),
                    msg!("ladder-short-struck-off"),
                    msg!("ladder-detail-restore"),
                    None,
                ),
                _ => barred(
                    msg!("ladder-rule-not-joined"),
                    msg!("ladder-short-not-joined"),
                    msg!("ladder-detail-not-joined", ladder = ladder.name.clone()),
                    None,
                ),
            },
            Refused::NotOnLadder(p) => barred(
                msg!("ladder-rule-not-on"),
                msg!("ladder-short-not-on"),
                match h.off.get(&p) {
                    Some(_) => msg!("ladder-detail-taken-off", player = mention(p)),
                    None => msg!("ladder-detail-not-on", player = mention(p)),
                },
                None,
            ),
            Refused::SelfChallenge => barred(
                Text::new(),
                msg!("ladder-cell-you"),
                msg!("ladder-detail-self"),
                None,
            ),
            Refused::NotAbove {
                challenger: c,
                defender: d,
            } => barred(
                msg!("ladder-rule-above"),
                msg!("ladder-short-above"),
                msg!("ladder-detail-above", theirs = d, mine = c),
                Some(msg!("ladder-general-above", mine = c)),
            ),
            Refused::OutOfRange { from, highest } => {
                let d = h.ladder.position(defender).unwrap_or(highest);
                // The lowest position from which `d` is in range.
                let reach = (d + 1..from)
                    .rev()
                    .find(|c| c.saturating_sub(ladder.rules.range(*c)).max(1) <= d)
                    .unwrap_or(d + 1);
                barred(
                    msg!("ladder-rule-range", min_range = ladder.rules.min_range),
                    msg!("ladder-short-range"),
                    msg!(
                        "ladder-detail-range",
                        from = from,
                        highest = highest,
                        reach = reach
                    ),
                    Some(msg!("ladder-general-range", from = from, highest = highest)),
                )
            }
            Refused::PairPlaying => barred(
                msg!("ladder-rule-pair"),
                msg!("ladder-short-pair"),
                msg!(
                    "ladder-detail-pair",
                    game = pair_game.map(|g| format!("#{}", g.id)).unwrap_or_default()
                ),
                None,
            ),
            Refused::TooManyOutgoing { limit } => barred(
                msg!("ladder-rule-outgoing", limit = limit),
                msg!("ladder-short-outgoing"),
                msg!("ladder-detail-outgoing", games = games(&outgoing)),
                None,
            ),
            Refused::TooManyIncoming { limit } => barred(
                msg!("ladder-rule-incoming", limit = limit),
                msg!("ladder-short-incoming"),
                msg!(
                    "ladder-detail-incoming",
                    player = mention(defender),
                    games = games(&incoming)
                ),
                None,
            ),
            Refused::Rematch { allowed_at } => barred(
                msg!(
                    "ladder-rule-rematch",
                    days = msg!("count-days", count = ladder.rules.rematch_days)
                ),
                msg!("ladder-short-rematch"),
                msg!("ladder-detail-rematch", time = Span::Time(allowed_at)),
                None,
            ),
        })
    }

    /// `/ladder challenge name opponent`: starts a rated ladder game at once.
    pub async fn challenge(
        &self,
        ctx: &Ctx,
        name: &str,
        opponent: &User,
    ) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find(ctx, name).await?;
                if ladder.closed_at.is_some() {
                    return Err(Refusal::Said(msg!(
                        "ladder-challenge-closed",
                        ladder = Span::Name(ladder.name)
                    ))
                    .into());
                }
                if opponent.is_bot {
                    return Err(Refusal::Said(msg!("ladder-challenge-bot")).into());
                }
                let h = self.history(ladder.id).await?;
                let (id, me, them) = (ladder.id, ctx.user.id, opponent.id);
                let (open, last) = self
                    .store()
                    .call(move |db| {
                        Ok((db.open_ladder_games(id)?, db.last_pair_game(id, me, them)?))
                    })
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
                    Refusal::Said(msg!(
                        "ladder-size-cannot-start",
                        error = crate::service::text::refusal::position_error(&e)
                    ))
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
                let (service, rules_of, history) = (self.service(), ladder.clone(), h.clone());
                let game =
                    self.store()
                        .call(move |db| {
                            db.create_ladder_game_if(id, &new, &players, them, |open, last| {
                                let last = last.map(|l| l.0);
                                match service.ladders().challenge_refusal(
                                    &rules_of, &history, open, last, me, them, now,
                                ) {
                                    Some(why) => Err(why.sentence()),
                                    None => Ok(()),
                                }
                            })
                        })
                        .await?
                        .map_err(|why| Fail::from(Refusal::Said(why)))?;
                self.poke();
                let (cp, dp) = (h.ladder.position(me), h.ladder.position(them));
                let content = msg!(
                    "ladder-challenged",
                    ladder = Span::Name(ladder.name.clone()),
                    challenger = mention(me),
                    challenger_position = cp.unwrap_or(0),
                    defender = mention(them),
                    defender_position = dp.unwrap_or(0),
                    game = game_title(&game),
                    white = player(&game, Color::White),
                    black = player(&game, Color::Black),
                    clock = clock_text(&game.clock),
                    first = mention(game.white),
                    due = due(&game),
                );
                let board = self.games().draw(&game, start, None).await?;
                Ok(Reply {
                    content,
                    board: Some(board),
                    mentions: vec![them],
                    ..Reply::default()
                })
            }
            .await,
        )
    }

    /// `/ladder standings name [page]`: a PNG table (and text) of one page, with page
    /// buttons and, for each player shown, whether the caller may challenge them.
    pub async fn standings(
        &self,
        ctx: &Ctx,
        name: &str,
        page: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find(ctx, name).await?;
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
            content.append(msg!("ladder-standings-empty", ladder = ladder.name.clone()));
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
                command: format!("/ladder standings name:{} page:{}", ladder.name, page - 1),
            });
        }
        if page < pages {
            buttons.push(Button {
                custom_id: page_id(id, page + 1),
                label: msg!("ladder-page-next"),
                style: ButtonStyle::Secondary,
                command: format!("/ladder standings name:{} page:{}", ladder.name, page + 1),
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

    /// `/ladder list`: this server's ladders.
    pub async fn list(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        let Some(guild) = ctx.guild else {
            return Ok(Reply::ephemeral(msg!("ladder-needs-server")));
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
            return Ok(Reply::ephemeral(msg!("ladder-list-none")));
        }
        let mut content = msg!("ladder-list-head");
        for (l, n) in ladders {
            content.push("\n");
            content.append(msg!(
                "ladder-list-row",
                ladder = Span::Name(l.name.clone()),
                count = n,
                settings = settings_msg(&l),
                closed = Arg::word(if l.closed_at.is_some() { "yes" } else { "no" })
            ));
        }
        Ok(Reply::ephemeral(content))
    }

    /// `/ladder info name`: one ladder's settings, season and player count.
    pub async fn info(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(
            async {
                let ladder = self.find(ctx, name).await?;
                let h = self.history(ladder.id).await?;
                let id = ladder.id;
                let open = self
                    .store()
                    .call(move |db| db.open_ladder_games(id))
                    .await?;
                Ok(Reply::ephemeral(msg!(
                    "ladder-info",
                    ladder = Span::Name(ladder.name.clone()),
                    settings = settings_msg(&ladder),
                    players = h.ladder.players().len(),
                    games = open.len(),
                    closed = Arg::word(if ladder.closed_at.is_some() {
                        "yes"
                    } else {
                        "no"
                    }),
                    clock = clock_text(&ladder.clock)
                )))
            }
            .await,
        )
    }
}

impl Ladders<'_> {
    /// For a ladder game lost on time: what the result did to the positions, the strike
    /// it gave, and whether it took the late player off the ladder. `None` for other
    /// games.
    pub(crate) async fn timeout_note(
        &self,
        game: &GameRow,
        late: u64,
        now: i64,
    ) -> Result<Option<Text>, ServiceError> {
        // A tournament game's note (its round, what it moved on) instead.
        if let Some(note) = self.tournaments().result_note(game).await? {
            return Ok(Some(note));
        }
        let Some((ladder, events)) = self.ladder_events_of(game).await? else {
            return Ok(None);
        };
        let h = History::replay(&events);
        let mut note = positions_note(game, &ladder.name, &events);
        note.push(" ");
        note.append(match h.off.get(&late) {
            Some((Off::StruckOff, _)) if h.ladder.position(late).is_none() => msg!(
                "ladder-note-struck-off",
                player = mention(late),
                ladder = Span::Name(ladder.name)
            ),
            _ => msg!(
                "ladder-note-strike",
                player = mention(late),
                strike = h.strikes_at(late, now)
            ),
        });
        Ok(Some(note))
    }

    /// For a ladder game that just ended: what it did to the positions, for the result
    /// post ("bob takes position 1"). `None` for other games.
    pub(crate) async fn result_note(&self, game: &GameRow) -> Result<Option<Text>, ServiceError> {
        // Every finish path asks for this note: a tournament learns its results here.
        if let Some(note) = self.tournaments().result_note(game).await? {
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
    let mut note = Text::from("\n");
    note.append(
        match (before.ladder.position(d), after.ladder.position(c)) {
            (Some(was), Some(now)) if now == was && before.ladder.position(c) != Some(now) => {
                msg!(
                    "ladder-note-takes",
                    ladder = name,
                    winner = mention(c),
                    position = now,
                    loser = mention(d),
                    down = now + 1
                )
            }
            _ => match after.ladder.position(d) {
                Some(p) => msg!(
                    "ladder-note-keeps",
                    ladder = name,
                    player = mention(d),
                    position = p
                ),
                None => msg!("ladder-note-unchanged", ladder = name),
            },
        },
    );
    note
}

/// Why a ladder challenge is not allowed, as data (not text to parse back).
#[derive(Debug, Clone)]
struct Barred {
    /// The rule in a few words: "range rule: challenge players above you" (empty: no
    /// rule to name).
    rule: Text,
    /// For the standings table's cell: "no: not above you".
    short: Text,
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
            return msg!("ladder-not-allowed", why = self.detail.clone());
        }
        msg!(
            "ladder-not-allowed-rule",
            rule = self.rule.clone(),
            why = self.detail.clone()
        )
    }

    /// Whether `other` is said by the same words on a standings page.
    fn same_reason(&self, other: &Barred) -> bool {
        self.rule == other.rule && self.general == other.general
    }
}
