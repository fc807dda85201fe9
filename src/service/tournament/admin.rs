//! `/tournament-admin …`: moderators create, start, decide results, withdraw players
//! and cancel. Checked on every call (Manage Server or the moderator role), audited in
//! the same transaction as the change, posted to the mod log.

use super::control::TournamentChange;
use super::progress::joined;
use super::Status;
use super::Tournaments;
use super::{status_name, Format};
use crate::games::Color;
use crate::i18n::Arg;
use crate::msg;
use crate::service::ladder::admin::{reason_note, reason_of, Done};
use crate::service::ladder::admin::{verdict_of, verdict_word};
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{AdminReply, Ctx, Member, Reply, ServiceError, Span, Text, User};
use crate::store::{AuditAction, AuditReason, AuditValue, GameId, GameStatus, RatingPool, Verdict};
use crate::tournament::{league, seating, swiss};

/// `/tournament-admin create`'s options, as typed (`None`: the default).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CreateTournament {
    pub name: String,
    pub format: String,
    pub game: String,
    pub size: Option<String>,
    pub clock: Option<String>,
    pub rounds: Option<u32>,
    pub rated: Option<bool>,
    pub schedule: Option<String>,
    pub league_size: Option<u32>,
    pub up: Option<u32>,
    pub down: Option<u32>,
    /// The entry cap.
    pub max_players: Option<u32>,
    /// When entries close: a time from now (`3d`) or a UTC date.
    pub deadline: Option<String>,
    /// Each game in its own thread (default: the server's `thread` setting).
    pub thread: Option<bool>,
    /// Swiss: late entrants get a half-point bye for each round they missed
    /// (default: no points for them).
    pub late_byes: Option<bool>,
}

/// A moderator action, with its options as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    Create(CreateTournament),
    /// Change settings: before the start any of them; after it, a Swiss event's
    /// rounds and the entry cap.
    Settings {
        name: String,
        change: TournamentChange,
    },
    Start {
        name: String,
    },
    /// End the current round now: its unfinished games finish outside the standings.
    EndRound {
        name: String,
        reason: String,
    },
    /// Two players who must not be paired together.
    Forbid {
        name: String,
        player: User,
        opponent: User,
        reason: String,
    },
    /// No round or season starts until `Resume`.
    Pause {
        name: String,
        reason: String,
    },
    Resume {
        name: String,
    },
    /// Entries close now; a running league ends after its current season.
    Close {
        name: String,
        reason: String,
    },
    /// Decide (`white`, `black`) or void a tournament game.
    Result {
        game: String,
        outcome: String,
        reason: String,
    },
    Withdraw {
        name: String,
        player: User,
        reason: String,
    },
    Cancel {
        name: String,
        reason: String,
    },
}

impl TournamentAction {
    pub fn name(&self) -> &'static str {
        match self {
            TournamentAction::Create(_) => "create",
            TournamentAction::Settings { .. } => "settings",
            TournamentAction::Start { .. } => "start",
            TournamentAction::EndRound { .. } => "end-round",
            TournamentAction::Forbid { .. } => "forbid",
            TournamentAction::Pause { .. } => "pause",
            TournamentAction::Resume { .. } => "resume",
            TournamentAction::Close { .. } => "close",
            TournamentAction::Result { .. } => "result",
            TournamentAction::Withdraw { .. } => "withdraw",
            TournamentAction::Cancel { .. } => "cancel",
        }
    }
}

/// The most players a round robin may have (its games all start at once).
pub const MAX_ROUND_ROBIN: u32 = 30;

/// The most players a Swiss event may have (a round's games start together).
pub const MAX_SWISS: u32 = 500;

impl Tournaments<'_> {
    /// `/tournament-admin <action>`: checked, done, audited, posted to the mod log.
    pub async fn admin(
        &self,
        ctx: &Ctx,
        member: &Member,
        action: TournamentAction,
    ) -> Result<AdminReply, ServiceError> {
        let ladders = self.ladders();
        let name = action.name();
        ladders
            .audited(ctx, member, "tournament-admin", name, |m| async move {
                let (reply, log) = self.act(m.ctx, m.guild, action).await?;
                Ok(Done::posted(reply, log))
            })
            .await
    }

    /// Does `action` in server `guild`: the reply and the mod log's line.
    async fn act(
        &self,
        ctx: &Ctx,
        guild: u64,
        action: TournamentAction,
    ) -> Result<(Reply, Text), Fail> {
        Ok(match action {
            TournamentAction::Create(c) => self.create(ctx, guild, c).await?,
            TournamentAction::Start { name } => {
                let t = self.find(ctx, &name).await?;
                if t.status != Status::Open {
                    return Err(said(msg!(
                        "tournament-admin-start-not-open",
                        tournament = Span::Name(t.name),
                        status = status_name(t.status)
                    )));
                }
                let (entrants, _) = self.state(&t).await?;
                let fmt = t.format;
                let min = if fmt == Format::League { 3 } else { 2 };
                if entrants.len() < min {
                    return Err(said(msg!(
                        "tournament-admin-too-few",
                        tournament = Span::Name(t.name),
                        count = entrants.len(),
                        least = min
                    )));
                }
                let most = if fmt == Format::Swiss {
                    MAX_SWISS
                } else {
                    MAX_ROUND_ROBIN
                };
                if fmt != Format::League && entrants.len() as u32 > most {
                    return Err(said(msg!(
                        "tournament-admin-too-many",
                        most = most,
                        count = entrants.len()
                    )));
                }
                let rounds = (fmt == Format::Swiss)
                    .then(|| t.rounds.unwrap_or(swiss::default_rounds(entrants.len())));
                if let Some(r) = rounds.filter(|&r| r as usize >= entrants.len()) {
                    return Err(said(msg!(
                        "tournament-admin-swiss-rounds-many",
                        count = entrants.len(),
                        most = entrants.len() - 1,
                        rounds = r
                    )));
                }
                let ratings = self.seed_ratings(&t).await?;
                let all = joined(&entrants);
                let ordered = seating::by_rating(&all, &ratings);
                let ids: Vec<u64> = ordered.iter().map(|(p, _)| *p).collect();
                let (seats, pairings) = if fmt == Format::League {
                    let leagues = league::group(&ids, t.league_size.unwrap_or(10) as usize);
                    seating::league_seats(&leagues, &ratings, &all, 1)
                } else {
                    let seats = seating::seats(&ordered, None);
                    let pairings = match rounds {
                        Some(rounds) => self.swiss_first_round(&t, &seats, rounds).await?,
                        None => seating::round_robin(&ids, fmt == Format::DoubleRoundRobin, 1, 0),
                    };
                    (seats, pairings)
                };
                let audit = self.ladders().audit(
                    ctx,
                    guild,
                    None,
                    AuditAction::TournamentStart,
                    Some(t.name.clone()),
                    Some(AuditValue::Open),
                    Some(AuditValue::Started {
                        players: entrants.len(),
                    }),
                    AuditReason::Started,
                );
                let Some(post) = self
                    .begin_season(&t, 1, rounds, seats, pairings, Some(audit))
                    .await?
                else {
                    return Err(said(msg!(
                        "tournament-admin-already-started",
                        tournament = Span::Name(t.name)
                    )));
                };
                let mut text = msg!(
                    "tournament-admin-started",
                    tournament = Span::Name(t.name.clone()),
                    count = entrants.len()
                );
                text.append(post.text);
                (
                    Reply {
                        content: text,
                        mentions: post.mentions,
                        ..Reply::default()
                    },
                    msg!(
                        "tournament-admin-log-started",
                        moderator = mention(ctx.user.id),
                        tournament = Span::Name(t.name)
                    ),
                )
            }
            TournamentAction::Settings { name, change } => {
                let on = self.on_tournament(ctx, guild, &name, "").await?;
                self.change_settings(on, change).await?
            }
            TournamentAction::EndRound { name, reason } => {
                self.end_round(self.on_tournament(ctx, guild, &name, &reason).await?)
                    .await?
            }
            TournamentAction::Forbid {
                name,
                player,
                opponent,
                reason,
            } => {
                let on = self.on_tournament(ctx, guild, &name, &reason).await?;
                self.forbid(on, [&player, &opponent]).await?
            }
            TournamentAction::Pause { name, reason } => {
                let on = self.on_tournament(ctx, guild, &name, &reason).await?;
                self.pause(on, true).await?
            }
            TournamentAction::Resume { name } => {
                let on = self.on_tournament(ctx, guild, &name, "").await?;
                self.pause(on, false).await?
            }
            TournamentAction::Close { name, reason } => {
                self.close(self.on_tournament(ctx, guild, &name, &reason).await?)
                    .await?
            }
            TournamentAction::Result {
                game,
                outcome,
                reason,
            } => {
                let reason = reason_of(&reason)?;
                let verdict = verdict_of(&outcome).map_err(|other| {
                    said(msg!(
                        "tournament-admin-bad-outcome",
                        outcome = Span::Name(other.chars().take(30).collect::<String>())
                    ))
                })?;
                let id: GameId = game
                    .parse()
                    .map_err(|_| Refusal::BadGameRef(game.clone()))?;
                let found = self
                    .store()
                    .call(move |db| db.tournament_of_game(id))
                    .await?;
                let Some((t, pairing)) = found.filter(|(t, _)| t.guild == guild) else {
                    return Err(said(msg!(
                        "tournament-admin-not-tournament-game",
                        game = id
                    )));
                };
                let row = self
                    .store()
                    .call(move |db| db.game(id))
                    .await?
                    .ok_or(Refusal::UnknownGame(id))?;
                if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
                    return Err(said(msg!("ladder-admin-not-started", game = id)));
                }
                use crate::tournament::standings::Outcome as O;
                let (before, was) = match super::outcome(&pairing) {
                    O::Pending => (AuditValue::Running, "running"),
                    O::Void => (AuditValue::Void, "void"),
                    O::WhiteWon => (AuditValue::Won(Color::White), "white"),
                    O::BlackWon => (AuditValue::Won(Color::Black), "black"),
                    O::WhiteByForfeit => (AuditValue::WonByForfeit(Color::White), "white-forfeit"),
                    O::BlackByForfeit => (AuditValue::WonByForfeit(Color::Black), "black-forfeit"),
                };
                let now_word = verdict_word(verdict);
                let outcome =
                    |w: &'static str| msg!("ladder-admin-outcome", outcome = Arg::word(w));
                let after = match verdict {
                    Verdict::Wins(c) => AuditValue::Won(c),
                    Verdict::Void => AuditValue::VoidAsIfNeverPlayed,
                };
                let audit = self.ladders().audit(
                    ctx,
                    guild,
                    None,
                    AuditAction::TournamentResult,
                    Some(format!("#{id} in {}", t.name)),
                    Some(before),
                    Some(after),
                    AuditReason::Moderator(reason.clone()),
                );
                let now = self.now();
                let pool = RatingPool::Casual {
                    guild_id: guild,
                    kind: row.kind,
                    size: row.size.clone(),
                };
                let (rated, running) = (row.rated, row.status == GameStatus::Active);
                let counted = self
                    .store()
                    .call(move |db| {
                        db.adjudicate(id, verdict, &audit)?;
                        if rated {
                            db.recompute_pool(&pool, now)
                        } else {
                            Ok(0)
                        }
                    })
                    .await?;
                self.poke();
                let mut text = msg!(
                    "tournament-admin-decided",
                    game = id,
                    tournament = Span::Name(t.name.clone()),
                    round = pairing.round,
                    outcome = outcome(now_word),
                    was = outcome(was),
                    rated = Arg::word(if rated { "yes" } else { "no" }),
                    count = counted
                );
                text.append(reason_note(&reason));
                let reply = if running {
                    // The game ended now: its tournament moves on from its end's record.
                    let moved = self.service().games().ended(id).await?;
                    self.reply_moved(&t, text, moved).await?
                } else {
                    // A finished game's result replaced: no end, but the standings moved.
                    self.reply_and_advance(&t, text).await?
                };
                (reply, {
                    let mut log = msg!(
                        "tournament-admin-log-decided",
                        moderator = mention(ctx.user.id),
                        game = id,
                        tournament = Span::Name(t.name),
                        outcome = outcome(now_word),
                        was = outcome(was)
                    );
                    log.append(reason_note(&reason));
                    log
                })
            }
            TournamentAction::Withdraw {
                name,
                player,
                reason,
            } => {
                let reason = reason_of(&reason)?;
                let t = self.find(ctx, &name).await?;
                let audit = self.ladders().audit(
                    ctx,
                    guild,
                    None,
                    AuditAction::TournamentWithdraw,
                    Some(format!("{} from {}", player.id, t.name)),
                    Some(AuditValue::Entered),
                    Some(AuditValue::Withdrawn),
                    AuditReason::Moderator(reason.clone()),
                );
                let mut text = self.withdraw_player(&t, player.id, audit).await?;
                text.append(reason_note(&reason));
                let mut log = msg!(
                    "tournament-admin-log-withdrew",
                    moderator = mention(ctx.user.id),
                    player = mention(player.id),
                    tournament = Span::Name(t.name)
                );
                log.append(reason_note(&reason));
                (Reply::public(text), log)
            }
            TournamentAction::Cancel { name, reason } => {
                let reason = reason_of(&reason)?;
                let t = self.find(ctx, &name).await?;
                if t.status == Status::Finished || t.status == Status::Cancelled {
                    return Err(said(msg!(
                        "tournament-admin-already-over",
                        tournament = Span::Name(t.name),
                        status = status_name(t.status)
                    )));
                }
                let audit = self.ladders().audit(
                    ctx,
                    guild,
                    None,
                    AuditAction::TournamentCancel,
                    Some(t.name.clone()),
                    Some(t.status.into()),
                    Some(AuditValue::Cancelled),
                    AuditReason::Moderator(reason.clone()),
                );
                let (id, now) = (t.id, self.now());
                self.store()
                    .call(move |db| {
                        db.tournament_status(id, Status::Cancelled, None, now, Some(&audit))
                    })
                    .await?;
                let mut reply = msg!(
                    "tournament-admin-cancelled",
                    tournament = Span::Name(t.name.clone())
                );
                reply.append(reason_note(&reason));
                let mut log = msg!(
                    "tournament-admin-log-cancelled",
                    moderator = mention(ctx.user.id),
                    tournament = Span::Name(t.name)
                );
                log.append(reason_note(&reason));
                (Reply::public(reply), log)
            }
        })
    }
}
