//! `/tournament join`, `leave` (before the start; a league: after this season) and
//! `withdraw` (after the start, confirmed): FIDE's withdrawal rule then decides what the
//! player's results count for (see [`crate::tournament::standings`]).

use super::super::ladder_admin::refused;
use super::super::phrases::mention;
use super::super::refusal::{finish, Fail};
use super::super::{Button, ButtonStyle, Ctx, Reply, Service, ServiceError, Span, Text};
use super::Format;
use crate::games::Color;
use crate::store::{Audit, GameStatus, Player, TournamentRow, Verdict};
use crate::text;

impl Service {
    /// `/tournament join name`.
    pub async fn tournament_join(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(
            async {
                let t = self.find_tournament(ctx, name).await?;
                let league_running = Format::of(&t) == Format::League && t.status == "running";
                if t.status != "open" && !league_running {
                    return Err(refused(text!(
                        "Tournament {} has {}: entries are closed.",
                        Span::Name(t.name),
                        if t.status == "running" {
                            "started"
                        } else {
                            "ended"
                        }
                    )));
                }
                if ctx.user.is_bot {
                    return Err(refused("Tournament games are between people."));
                }
                let (entrants, _) = self.tournament_state(&t).await?;
                if let Some(max) = t.max_players {
                    if entrants.len() as u32 >= max {
                        return Err(refused(text!(
                            "Tournament {} is full ({} players).",
                            Span::Name(t.name),
                            max
                        )));
                    }
                }
                let me = Player {
                    id: ctx.user.id,
                    name: ctx.user.name.clone(),
                    is_ai: false,
                    ai_level: None,
                };
                let (row, now) = (t.clone(), self.now());
                let joined = self
                    .store()
                    .call(move |db| db.tournament_join(&row, &me, now))
                    .await?;
                if !joined {
                    return Err(refused(text!(
                        "You are already entered in tournament {}.",
                        Span::Name(t.name)
                    )));
                }
                Ok(Reply::public(text!(
                    "{} joined tournament {} ({} players){}.",
                    mention(ctx.user.id),
                    Span::Name(t.name),
                    entrants.len() + 1,
                    if league_running {
                        format!(
                            ": you start next season (season {}) in the bottom league",
                            t.season + 1
                        )
                    } else {
                        String::new()
                    }
                )))
            }
            .await,
        )
    }

    /// `/tournament leave name`: before the start, off the list; in a running league,
    /// out after this season.
    pub async fn tournament_leave(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(
            async {
                let t = self.find_tournament(ctx, name).await?;
                let me = ctx.user.id;
                let (entrants, _) = self.tournament_state(&t).await?;
                let Some(entry) = entrants.iter().find(|e| e.player == me) else {
                    return Err(refused(text!(
                        "You are not entered in tournament {}.",
                        Span::Name(t.name)
                    )));
                };
                let id = t.id;
                if t.status == "open" || entry.pairing.is_none() {
                    self.store()
                        .call(move |db| db.tournament_unjoin(id, me))
                        .await?;
                    return Ok(Reply::public(text!(
                        "{} left tournament {}.",
                        mention(me),
                        Span::Name(t.name)
                    )));
                }
                if Format::of(&t) == Format::League && t.status == "running" {
                    let now = self.now();
                    self.store()
                        .call(move |db| db.tournament_leave_later(id, me, now))
                        .await?;
                    return Ok(Reply::public(text!(
                        "{} leaves league tournament {} after season {}: this season's games still count.",
                        mention(me),
                        Span::Name(t.name),
                        t.season
                    )));
                }
                Err(refused(text!(
                    "Tournament {} has started: to stop playing, withdraw with `/tournament withdraw name:{}` (FIDE's withdrawal rule decides what your results count for).",
                    Span::Name(t.name.clone()),
                    t.name
                )))
            }
            .await,
        )
    }

    /// `/tournament withdraw name [confirm]`: without `confirm:yes`, asks first.
    pub async fn tournament_withdraw(
        &self,
        ctx: &Ctx,
        name: &str,
        confirmed: bool,
    ) -> Result<Reply, ServiceError> {
        finish(
            async {
                let t = self.find_tournament(ctx, name).await?;
                self.check_withdrawal(&t, ctx.user.id).await?;
                if !confirmed {
                    let command = format!("/tournament withdraw name:{} confirm:yes", t.name);
                    return Ok(Reply {
                        content: text!(
                            "Withdraw from tournament {}? This is final: your running games there are forfeited, and in a round robin, if you played less than half your games, all your results are deleted (otherwise the rest are forfeits). To confirm: {}.",
                            Span::Name(t.name.clone()),
                            Span::Code(command.clone())
                        ),
                        ephemeral: true,
                        buttons: vec![Button {
                            custom_id: format!("twithdraw:{}", t.id),
                            label: "Withdraw".into(),
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
                    action: "tournament withdraw".into(),
                    target: Some(format!("{} from {}", ctx.user.id, t.name)),
                    before: Some("entered".into()),
                    after: Some("withdrawn".into()),
                    reason: "withdrew".into(),
                    at: self.now(),
                };
                Ok(Reply::public(self.withdraw_player(&t, ctx.user.id, audit).await?))
            }
            .await,
        )
    }

    /// The confirm button of `/tournament withdraw` (`twithdraw:<tournament>`).
    pub(crate) async fn tournament_withdraw_button(
        &self,
        ctx: &Ctx,
        tournament: i64,
    ) -> Result<Reply, ServiceError> {
        let found = self
            .store()
            .call(move |db| db.tournament(tournament))
            .await?;
        match found.filter(|t| Some(t.guild) == ctx.guild) {
            Some(t) => self.tournament_withdraw(ctx, &t.name, true).await,
            None => Ok(super::super::refusal::Refusal::UnknownButton.into()),
        }
    }

    async fn check_withdrawal(&self, t: &TournamentRow, player: u64) -> Result<(), Fail> {
        let (entrants, _) = self.tournament_state(t).await?;
        let Some(e) = entrants.iter().find(|e| e.player == player) else {
            return Err(refused(text!(
                "{} is not entered in tournament {}: nothing to withdraw.",
                mention(player),
                Span::Name(t.name.clone())
            )));
        };
        if e.withdrawn_at.is_some() {
            return Err(refused(text!(
                "{} has already withdrawn from tournament {}.",
                mention(player),
                Span::Name(t.name.clone())
            )));
        }
        if t.status != "running" || e.pairing.is_none() {
            return Err(refused(text!(
                "Tournament {} has not started for {}: leave it with `/tournament leave name:{}` instead.",
                Span::Name(t.name.clone()),
                mention(player),
                t.name.clone()
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
        let (_, pairings) = self.tournament_state(t).await?;
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
        self.store()
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
                db.tournament_forfeits(&forfeits)?;
                db.tournament_withdraw(id, player, now, Some(&audit))
            })
            .await?;
        self.poke();
        let mut text = text!(
            "{} withdrew from tournament {}",
            mention(player),
            Span::Name(t.name.clone())
        );
        text.append(if n > 0 {
            text!(
                " ({} running game{} forfeited).",
                n,
                if n == 1 { "" } else { "s" }
            )
        } else {
            text!(".")
        });
        text.append(match Format::of(t) {
            Format::Swiss => text!(" They are not paired again; their results stand."),
            _ => text!(" Under FIDE's rule, if they played less than half their games all their results are deleted; otherwise their remaining games are forfeits."),
        });
        if let Some(post) = self.advance(t).await? {
            text.append(post.text);
        }
        Ok(text)
    }
}
