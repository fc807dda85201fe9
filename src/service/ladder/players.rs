//! Ladders for players: `/ladder join`, `leave`, `list`, `info`, and what a finished
//! ladder game says about the positions. A ladder's positions are what its history
//! computes ([`crate::ladder::History`]); ratings are its pool's ([`crate::store::RatingPool::Ladder`]).
//! Challenges are in [`super::challenge`], standings in [`super::standings`].

use super::Ladders;

use crate::i18n::Arg;
use crate::ladder::{Event, History, Off};
use crate::msg;
use crate::service::context::person;
use crate::service::text::phrases::{clock_text, mention};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Ctx, Reply, ServiceError, Span, Text};
use crate::store::{GameRow, LadderRow, LadderSettings, NewEvent, StoreError};

/// A ladder's settings for replies: `breakthrough 8x8, clock 3d+1d, range max(3, ⌈√p⌉), …`.
pub(crate) fn settings_msg(l: &LadderRow) -> Text {
    settings_words(&LadderSettings {
        kind: l.kind,
        size: l.size.clone(),
        clock: l.clock,
        rules: l.rules,
        season: l.season,
    })
}

/// The same for settings as an audit row records them.
pub(crate) fn settings_words(s: &LadderSettings) -> Text {
    msg!(
        "ladder-settings",
        game = s.kind,
        size = s.size.clone(),
        clock = Span::Code(s.clock.to_string()),
        min_range = s.rules.min_range,
        max_out = s.rules.max_outgoing,
        max_in = s.rules.max_incoming,
        rematch_days = s.rules.rematch_days,
        season = s.season
    )
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

    pub(super) async fn history(&self, ladder: i64) -> Result<History, Fail> {
        let events = self
            .store()
            .call(move |db| db.ladder_history(ladder))
            .await?;
        Ok(History::replay(&events))
    }

    /// `/ladder join name`: the caller goes to the bottom.
    pub async fn join(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
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
        })
        .await
    }

    /// `/ladder leave name`: the caller's position goes; running games finish and count.
    pub async fn leave(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
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
        })
        .await
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
        finish(async {
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
        })
        .await
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
        // A tournament game's note (its round, what its end moved on) instead.
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
        // A tournament game's note (its round, what its end moved on) instead.
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
