//! `/tournament join`, `leave` (before the start; a league: after this season) and
//! `withdraw` (after the start, confirmed): FIDE's withdrawal rule then decides what the
//! player's results count for (see [`crate::tournament::standings`]).

use super::Format;
use super::Status;
use super::Tournaments;
use crate::games::Color;
use crate::i18n::Arg;
use crate::msg;
use crate::service::text::command::{self, Suggested};
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::{finish, Fail};
use crate::service::{Button, ButtonStyle, Ctx, Reply, ServiceError, Span, Text};
use crate::store::{
    Audit, AuditAction, AuditReason, AuditValue, GameStatus, Joined, Player, TournamentRow, Verdict,
};

impl Tournaments<'_> {
    /// `/tournament join name`.
    pub async fn join(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            let running = t.status == Status::Running;
            let format = t.format;
            let league_running = format == Format::League && running;
            // A Swiss event takes late entrants: no points, paired from the next round.
            let swiss_running = format == Format::Swiss && running;
            if t.status != Status::Open && !league_running && !swiss_running {
                return Err(said(msg!(
                    "tournament-join-closed",
                    tournament = Span::Name(t.name),
                    state = Arg::word(if running { "started" } else { "ended" })
                )));
            }
            let now = self.now();
            if let Some(at) = t.closes_at.filter(|&at| at <= now) {
                return Err(said(msg!(
                    "tournament-join-deadline",
                    tournament = Span::Name(t.name),
                    time = Span::Time(at)
                )));
            }
            if ctx.user.is_bot {
                return Err(said(msg!("tournament-join-bot")));
            }
            let seat = if swiss_running {
                let ratings = self.seed_ratings(&t).await?;
                Some(
                    ratings
                        .get(&ctx.user.id)
                        .copied()
                        .unwrap_or(crate::rating::Rating::START.rating),
                )
            } else {
                None
            };
            let me = Player {
                id: ctx.user.id,
                name: ctx.user.name.clone(),
                is_ai: false,
                ai_level: None,
            };
            let row = t.clone();
            let joined = self
                .store()
                .call(move |db| db.tournament_join(&row, &me, seat, now))
                .await?;
            match joined {
                Joined::Entered => {}
                Joined::Already => {
                    return Err(said(msg!(
                        "tournament-join-already",
                        tournament = Span::Name(t.name)
                    )))
                }
                Joined::Full => {
                    return Err(said(msg!(
                        "tournament-join-full",
                        tournament = Span::Name(t.name),
                        count = t.max_players.unwrap_or(0)
                    )))
                }
            }
            let (entrants, _) = self.state(&t).await?;
            let count = entrants.len();
            Ok(Reply::public(if league_running {
                msg!(
                    "tournament-joined-league",
                    player = mention(ctx.user.id),
                    tournament = Span::Name(t.name),
                    count = count,
                    season = t.season + 1
                )
            } else if swiss_running && t.late_byes && t.round > 0 {
                msg!(
                    "tournament-joined-swiss-byes",
                    player = mention(ctx.user.id),
                    tournament = Span::Name(t.name),
                    count = count,
                    points = Arg::decimal(t.round as i64 * 5, 1),
                    round = t.round + 1
                )
            } else if swiss_running {
                msg!(
                    "tournament-joined-swiss",
                    player = mention(ctx.user.id),
                    tournament = Span::Name(t.name),
                    count = count,
                    round = t.round + 1
                )
            } else {
                msg!(
                    "tournament-joined",
                    player = mention(ctx.user.id),
                    tournament = Span::Name(t.name),
                    count = count
                )
            }))
        })
        .await
    }

    /// `/tournament leave name`: before the start, off the list; in a running league,
    /// out after this season.
    pub async fn leave(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            let me = ctx.user.id;
            let (entrants, _) = self.state(&t).await?;
            let Some(entry) = entrants.iter().find(|e| e.player == me) else {
                return Err(said(msg!(
                    "tournament-leave-not-entered",
                    tournament = Span::Name(t.name)
                )));
            };
            let id = t.id;
            if t.status == Status::Open || entry.pairing.is_none() {
                self.store()
                    .call(move |db| db.tournament_unjoin(id, me))
                    .await?;
                return Ok(Reply::public(msg!(
                    "tournament-left",
                    player = mention(me),
                    tournament = Span::Name(t.name)
                )));
            }
            if t.format == Format::League && t.status == Status::Running {
                let now = self.now();
                self.store()
                    .call(move |db| db.tournament_leave_later(id, me, now))
                    .await?;
                return Ok(Reply::public(msg!(
                    "tournament-leaves-later",
                    player = mention(me),
                    tournament = Span::Name(t.name),
                    season = t.season
                )));
            }
            Err(said(msg!(
                "tournament-leave-started",
                tournament = Span::Name(t.name.clone()),
                name = command::value("name", &t.name)
            )))
        })
        .await
    }

    /// `/tournament withdraw name [confirm]`: without `confirm:yes`, asks first.
    pub async fn withdraw(
        &self,
        ctx: &Ctx,
        name: &str,
        confirmed: bool,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            self.check_withdrawal(&t, ctx.user.id).await?;
            if !confirmed {
                let command: String = Suggested::new("/tournament withdraw")
                    .with("name", &t.name)
                    .with("confirm", "yes")
                    .into();
                return Ok(Reply {
                    content: msg!(
                        "tournament-withdraw-confirm",
                        tournament = Span::Name(t.name.clone()),
                        command = Span::Code(command.clone())
                    ),
                    ephemeral: true,
                    buttons: vec![Button {
                        custom_id: format!("twithdraw:{}", t.id),
                        label: msg!("tournament-withdraw-button"),
                        style: ButtonStyle::Danger,
                        command,
                    }],
                    ..Reply::default()
                });
            }
            let audit = Audit {
                guild: t.guild,
                ladder: None,
                moderator: ctx.user.id,
                action: AuditAction::TournamentWithdraw,
                target: Some(format!("{} from {}", ctx.user.id, t.name)),
                before: Some(AuditValue::Entered),
                after: Some(AuditValue::Withdrawn),
                reason: AuditReason::Withdrew,
                at: self.now(),
            };
            Ok(Reply::public(
                self.withdraw_player(&t, ctx.user.id, audit).await?,
            ))
        })
        .await
    }

    /// The confirm button of `/tournament withdraw` (`twithdraw:<tournament>`).
    pub(crate) async fn withdraw_button(
        &self,
        ctx: &Ctx,
        tournament: i64,
    ) -> Result<Reply, ServiceError> {
        let found = self
            .store()
            .call(move |db| db.tournament(tournament))
            .await?;
        match found.filter(|t| Some(t.guild) == ctx.guild) {
            Some(t) => self.withdraw(ctx, &t.name, true).await,
            None => Ok(crate::service::text::refusal::Refusal::UnknownButton.into()),
        }
    }

    async fn check_withdrawal(&self, t: &TournamentRow, player: u64) -> Result<(), Fail> {
        let (entrants, _) = self.state(t).await?;
        let Some(e) = entrants.iter().find(|e| e.player == player) else {
            return Err(said(msg!(
                "tournament-withdraw-not-entered",
                player = mention(player),
                tournament = Span::Name(t.name.clone())
            )));
        };
        if e.withdrawn_at.is_some() {
            return Err(said(msg!(
                "tournament-withdraw-already",
                player = mention(player),
                tournament = Span::Name(t.name.clone())
            )));
        }
        if t.status != Status::Running || e.pairing.is_none() {
            return Err(said(msg!(
                "tournament-withdraw-not-started",
                tournament = Span::Name(t.name.clone()),
                player = mention(player),
                name = command::value("name", &t.name)
            )));
        }
        Ok(())
    }

    /// Withdraws `player`: their running games are forfeits (the game voided, the
    /// opponent scores `+`), as are their games not yet started; then whatever is due
    /// (the round or the event may be over).
    pub(crate) async fn withdraw_player(
        &self,
        t: &TournamentRow,
        player: u64,
        audit: Audit,
    ) -> Result<Text, Fail> {
        self.check_withdrawal(t, player).await?;
        let (_, pairings) = self.state(t).await?;
        let mut forfeits = Vec::new();
        let mut voided = Vec::new();
        for p in &pairings {
            let Some(black) = p.black else { continue };
            if p.forfeit.is_some() || (p.white != player && black != player) {
                continue;
            }
            let opponent = if p.white == player {
                Color::Black
            } else {
                Color::White
            };
            match (p.game, p.game_status) {
                (None, _) => forfeits.push((p.id, Some(opponent))),
                (Some(g), Some(GameStatus::Active)) => {
                    forfeits.push((p.id, Some(opponent)));
                    voided.push(g);
                }
                _ => {}
            }
        }
        let (id, now) = (t.id, self.now());
        let n = voided.len();
        let decided: Vec<i64> = forfeits.iter().map(|(p, _)| *p).collect();
        let ends = self
            .store()
            .call(move |db| {
                for g in &voided {
                    db.adjudicate(
                        *g,
                        Verdict::Void,
                        &Audit {
                            target: Some(format!("#{g}")),
                            ..audit.clone()
                        },
                    )?;
                }
                db.tournament_forfeits(&forfeits, now)?;
                db.tournament_withdraw(id, player, now, Some(&audit))?;
                db.ends_of_pairings(&decided)
            })
            .await?;
        self.poke();
        // The forfeits end games: the tournament moves on from their records.
        let mut moved = None;
        for end in &ends {
            moved = moved.or(self.service().games().after_end(end).await?);
        }
        let mut text = msg!(
            "tournament-withdrew",
            player = mention(player),
            tournament = Span::Name(t.name.clone()),
            forfeited = n
        );
        text.push(" ");
        text.append(match t.format {
            Format::Swiss => msg!("tournament-withdrew-swiss"),
            _ => msg!("tournament-withdrew-fide"),
        });
        if let Some(moved) = moved {
            text.append(self.moved_post(t, moved).await?.text);
        }
        Ok(text)
    }
}
