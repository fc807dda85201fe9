//! `/ladder challenge`: a rated game at once (no accept step), colours alternating per
//! pair (first game: challenger White); every refusal names the rule and when it would
//! be allowed ([`Barred`], also the standings' "may I challenge" cells).

use super::Ladders;

use crate::games::{AnyPosition, Color};
use crate::ladder::{History, Load, Off, Refused};
use crate::msg;
use crate::service::context::person;
use crate::service::correspondence::deadline::first_turn;
use crate::service::text::command;
use crate::service::text::phrases::{clock_text, due, game_title, mention, player};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Ctx, Reply, ServiceError, Span, Text, User};
use crate::store::{GameRow, GameStatus, LadderRow, NewGame};

impl Ladders<'_> {
    /// The rule refusing `challenger` → `defender` now, as data (the rule, its meaning
    /// here, when it would be allowed); `None` if allowed.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn challenge_refusal(
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
                    msg!(
                        "ladder-detail-not-joined",
                        ladder = command::value("name", &ladder.name)
                    ),
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
        finish(async {
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
                answer_only: false,
            };
            let players = [person(&ctx.user), person(opponent)];
            // The same rules again inside the transaction that creates the game, on the open
            // games as they are then: concurrent challenges cannot exceed the limits or give
            // a pair two games.
            let (service, rules_of, history) = (self.service(), ladder.clone(), h.clone());
            let game = self
                .store()
                .call(move |db| {
                    db.create_ladder_game_if(id, &new, &players, them, |open, last| {
                        let last = last.map(|l| l.0);
                        match service
                            .ladders()
                            .challenge_refusal(&rules_of, &history, open, last, me, them, now)
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
            let mut content = msg!(
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
            // A player away (on vacation): the game waits, as a casual game's start says.
            let (away, board) = self.games().draw_noting_away(&game, start, None).await?;
            content.append(away);
            Ok(Reply {
                content,
                board: Some(board),
                mentions: vec![them],
                ..Reply::default()
            })
        })
        .await
    }
}

/// Why a ladder challenge is not allowed, as data (not text to parse back).
#[derive(Debug, Clone)]
pub(super) struct Barred {
    /// The rule in a few words: "range rule: challenge players above you" (empty: no
    /// rule to name).
    pub(super) rule: Text,
    /// For the standings table's cell: "no: not above you".
    pub(super) short: Text,
    /// What it means for this pair and when it would be allowed, for a refused
    /// challenge: "position 3 is not above yours (1). They may challenge you."
    pub(super) detail: Text,
    /// What it means for the caller, said once on a standings page for every row it
    /// bars: "you are at position 1; players below you may challenge you."
    pub(super) general: Text,
}

impl Barred {
    /// The refusal of a challenge: "Not allowed (rule): detail".
    pub(super) fn sentence(&self) -> Text {
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
    pub(super) fn same_reason(&self, other: &Barred) -> bool {
        self.rule == other.rule && self.general == other.general
    }
}
