//! `/tournament-admin settings`, `end-round`, `forbid`, `pause`, `resume` and `close`:
//! how moderators steer a tournament between its start and its end. Each is checked by
//! [`Tournaments::admin`] (a moderator, on every call), written with its audit
//! row in one transaction, and answered with the public reply and the mod-log line.

use super::view::settings;
use super::Tournaments;
use super::{decided, status_name, Format};
use super::{Schedule, Status};
use crate::msg;
use crate::service::ladder::admin::{parse_clock, reason_note};
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::Fail;
use crate::service::{Ctx, Reply, Span, Text, User};
use crate::store::{Audit, AuditAction, AuditReason, AuditValue, TournamentRow};
use crate::time::{parse_duration, parse_utc};

/// The settings `/tournament-admin settings` changes (`None`: left as it is).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentChange {
    pub clock: Option<String>,
    pub rounds: Option<u32>,
    pub rated: Option<bool>,
    pub max_players: Option<u32>,
    pub deadline: Option<String>,
    pub thread: Option<bool>,
}

/// An entry cap must leave room for a game and for everyone entered already.
pub(crate) fn check_cap(cap: Option<u32>, entered: usize) -> Result<(), Fail> {
    let least = entered.max(2);
    match cap {
        Some(max) if (max as usize) < least => Err(said(msg!(
            "tournament-admin-bad-cap",
            least = least,
            count = entered
        ))),
        _ => Ok(()),
    }
}

/// When entries close: `3d`, `12h` from `now`, or a UTC date (`2027-01-05`,
/// `2027-01-05T18:00`). Never in the past.
pub(crate) fn deadline_of(text: Option<&str>, now: i64) -> Result<Option<i64>, Fail> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let at = match parse_duration(text) {
        Ok(ms) => now.saturating_add(ms),
        Err(_) => parse_utc(text).ok_or_else(|| {
            said(msg!(
                "tournament-admin-bad-deadline",
                deadline = Span::Name(text.chars().take(30).collect::<String>())
            ))
        })?,
    };
    if at <= now {
        return Err(said(msg!(
            "tournament-admin-deadline-past",
            time = Span::Time(at)
        )));
    }
    Ok(Some(at))
}

/// A moderator's optional reason, as the audit log keeps it.
fn reason_text(reason: &str) -> String {
    reason.trim().chars().take(500).collect()
}

/// The audit log's reason: `-` when none was given.
fn audit_reason(reason: &str) -> AuditReason {
    AuditReason::given_or(reason, AuditReason::NoneGiven)
}

/// `text` followed by the reason, when one was given.
fn with_reason(mut text: Text, reason: &str) -> Text {
    if !reason.is_empty() {
        text.append(reason_note(reason));
    }
    text
}

/// A tournament that is over takes no more steering.
fn not_over(t: &TournamentRow) -> Result<(), Fail> {
    if t.status == Status::Finished || t.status == Status::Cancelled {
        return Err(said(msg!(
            "tournament-admin-already-over",
            tournament = Span::Name(t.name.clone()),
            status = status_name(t.status)
        )));
    }
    Ok(())
}

/// The settings as the audit log keeps them (plain words, not shown to players).
fn audit_settings(t: &TournamentRow) -> AuditValue {
    AuditValue::Text(format!(
        "clock {}, rounds {}, {}, cap {}, entries close {}, threads {}, late byes {}",
        t.clock,
        t.rounds.map_or("-".into(), |r| r.to_string()),
        if t.rated { "rated" } else { "unrated" },
        t.max_players.map_or("-".into(), |m| m.to_string()),
        t.closes_at.map_or("-".into(), crate::service::text::utc),
        t.threads,
        t.late_byes
    ))
}

/// A moderator's action on one tournament: who asked, in which server, the tournament
/// as it stands and the reason given (trimmed; may be empty).
pub(crate) struct OnTournament<'c>(&'c Ctx, u64, TournamentRow, String);

impl Tournaments<'_> {
    /// The tournament `name` of the caller's server, for a moderator's action.
    pub(crate) async fn on_tournament<'c>(
        &self,
        ctx: &'c Ctx,
        guild: u64,
        name: &str,
        reason: &str,
    ) -> Result<OnTournament<'c>, Fail> {
        let t = self.find(ctx, name).await?;
        let reason = reason_text(reason);
        Ok(OnTournament(ctx, guild, t, reason))
    }

    /// Writes `new` (a changed copy of `t`) with its audit row, or refuses when the
    /// tournament changed state meanwhile.
    async fn update(
        &self,
        t: &TournamentRow,
        new: TournamentRow,
        audit: Audit,
    ) -> Result<(), Fail> {
        let written = self
            .store()
            .call(move |db| db.tournament_update(&new, &audit))
            .await?;
        if !written {
            return Err(said(msg!(
                "tournament-admin-changed-meanwhile",
                tournament = Span::Name(t.name.clone())
            )));
        }
        Ok(())
    }

    /// `/tournament-admin settings`: before the start anything; after it, a Swiss
    /// event's rounds (not fewer than those paired) and the entry cap.
    pub(crate) async fn change_settings(
        &self,
        on: OnTournament<'_>,
        c: TournamentChange,
    ) -> Result<(Reply, Text), Fail> {
        let OnTournament(ctx, guild, t, _) = on;
        not_over(&t)?;
        if c.clock.is_none()
            && c.rounds.is_none()
            && c.rated.is_none()
            && c.max_players.is_none()
            && c.deadline.is_none()
            && c.thread.is_none()
        {
            return Err(said(msg!("tournament-admin-settings-nothing")));
        }
        let running = t.status == Status::Running;
        if running && (c.clock.is_some() || c.rated.is_some() || c.deadline.is_some()) {
            return Err(said(msg!(
                "tournament-admin-settings-started",
                tournament = Span::Name(t.name.clone())
            )));
        }
        let (entrants, _) = self.state(&t).await?;
        let mut new = t.clone();
        if let Some(clock) = c.clock.as_deref() {
            new.clock = parse_clock(Some(clock), None)?;
        }
        if let Some(r) = c.rounds {
            if t.format != Format::Swiss {
                return Err(said(msg!("tournament-admin-rounds-swiss")));
            }
            if !(1..=30).contains(&r) {
                return Err(said(msg!("tournament-admin-bad-rounds")));
            }
            if running && r < t.round {
                return Err(said(msg!(
                    "tournament-admin-rounds-too-few",
                    tournament = Span::Name(t.name.clone()),
                    played = t.round
                )));
            }
            let players = entrants.iter().filter(|e| e.withdrawn_at.is_none()).count();
            if running && r as usize >= entrants.len() {
                return Err(said(msg!(
                    "tournament-admin-swiss-rounds-many",
                    count = players,
                    most = entrants.len().saturating_sub(1),
                    rounds = r
                )));
            }
            new.rounds = Some(r);
        }
        if let Some(rated) = c.rated {
            new.rated = rated;
        }
        if let Some(max) = c.max_players {
            check_cap(Some(max), entrants.len())?;
            new.max_players = Some(max);
        }
        if c.deadline.is_some() {
            new.closes_at = deadline_of(c.deadline.as_deref(), self.now())?;
        }
        if let Some(thread) = c.thread {
            new.threads = thread;
        }
        let audit = self.ladders().audit(
            ctx,
            guild,
            None,
            AuditAction::TournamentSettings,
            Some(t.name.clone()),
            Some(audit_settings(&t)),
            Some(audit_settings(&new)),
            AuditReason::Changed,
        );
        self.update(&t, new.clone(), audit).await?;
        let shown = settings(&new);
        Ok((
            Reply::public(msg!(
                "tournament-admin-settings-changed",
                tournament = Span::Name(t.name.clone()),
                settings = shown.clone()
            )),
            msg!(
                "tournament-admin-log-settings",
                moderator = mention(ctx.user.id),
                tournament = Span::Name(t.name),
                settings = shown
            ),
        ))
    }

    /// `/tournament-admin end-round`: the current round ends now. Its unfinished games
    /// go on as ordinary games but count for nobody in the tournament (a moderator who
    /// wants one to count decides it with `result` first); then the next round.
    pub(crate) async fn end_round(&self, on: OnTournament<'_>) -> Result<(Reply, Text), Fail> {
        let OnTournament(ctx, guild, t, reason) = on;
        if t.status != Status::Running {
            return Err(said(msg!(
                "tournament-admin-not-running",
                tournament = Span::Name(t.name.clone()),
                status = status_name(t.status)
            )));
        }
        if t.schedule != Schedule::Rounds {
            return Err(said(msg!(
                "tournament-admin-end-round-at-once",
                tournament = Span::Name(t.name.clone())
            )));
        }
        let (_, pairings) = self.state(&t).await?;
        let open: Vec<_> = pairings
            .iter()
            .filter(|p| p.round == t.round && !decided(p))
            .collect();
        let ids: Vec<i64> = open.iter().map(|p| p.id).collect();
        let games: Vec<String> = open
            .iter()
            .filter_map(|p| p.game.map(|g| format!("#{g}")))
            .collect();
        let audit = self.ladders().audit(
            ctx,
            guild,
            None,
            AuditAction::TournamentEndRound,
            Some(format!("round {} of {}", t.round, t.name)),
            Some(AuditValue::Unfinished(ids.len())),
            Some(AuditValue::RoundOver),
            audit_reason(&reason),
        );
        self.store()
            .call(move |db| db.tournament_set_aside(&ids, &audit))
            .await?;
        let text = with_reason(
            msg!(
                "tournament-admin-round-ended",
                tournament = Span::Name(t.name.clone()),
                round = t.round,
                count = games.len(),
                games = Span::Name(games.join(", "))
            ),
            &reason,
        );
        Ok((
            self.reply_and_advance(&t, text).await?,
            with_reason(
                msg!(
                    "tournament-admin-log-round-ended",
                    moderator = mention(ctx.user.id),
                    round = t.round,
                    tournament = Span::Name(t.name)
                ),
                &reason,
            ),
        ))
    }

    /// `/tournament-admin forbid`: two players who must not be paired together (a
    /// Swiss event's pairings avoid them, as Lichess allows).
    pub(crate) async fn forbid(
        &self,
        on: OnTournament<'_>,
        [a, b]: [&User; 2],
    ) -> Result<(Reply, Text), Fail> {
        let OnTournament(ctx, guild, t, reason) = on;
        let format = t.format;
        if format != Format::Swiss {
            return Err(said(msg!(
                "tournament-admin-forbid-swiss",
                format = format.name()
            )));
        }
        not_over(&t)?;
        if a.id == b.id {
            return Err(said(msg!("tournament-admin-forbid-same")));
        }
        let audit = self.ladders().audit(
            ctx,
            guild,
            None,
            AuditAction::TournamentForbid,
            Some(format!("{} and {} in {}", a.id, b.id, t.name)),
            None,
            Some(AuditValue::NeverPaired),
            audit_reason(&reason),
        );
        let (row, x, y) = (t.clone(), a.id, b.id);
        let added = self
            .store()
            .call(move |db| db.tournament_forbid(&row, x, y, &audit))
            .await?;
        if !added {
            return Err(said(msg!(
                "tournament-admin-forbidden-already",
                player = mention(a.id),
                opponent = mention(b.id),
                tournament = Span::Name(t.name.clone())
            )));
        }
        let done = msg!(
            "tournament-admin-forbidden",
            player = mention(a.id),
            opponent = mention(b.id),
            tournament = Span::Name(t.name.clone())
        );
        Ok((
            Reply::public(with_reason(done, &reason)),
            with_reason(
                msg!(
                    "tournament-admin-log-forbidden",
                    moderator = mention(ctx.user.id),
                    player = mention(a.id),
                    opponent = mention(b.id),
                    tournament = Span::Name(t.name.clone())
                ),
                &reason,
            ),
        ))
    }

    /// `/tournament-admin pause` (`pause`) and `resume`: while paused no round or
    /// season starts; games already started go on. Resuming starts what became due.
    pub(crate) async fn pause(
        &self,
        on: OnTournament<'_>,
        pause: bool,
    ) -> Result<(Reply, Text), Fail> {
        let OnTournament(ctx, guild, t, reason) = on;
        not_over(&t)?;
        let tournament = Span::Name(t.name.clone());
        match (pause, t.paused_at) {
            (true, Some(at)) => {
                return Err(said(msg!(
                    "tournament-admin-paused-already",
                    tournament = tournament,
                    time = Span::Time(at)
                )))
            }
            (false, None) => {
                return Err(said(msg!(
                    "tournament-admin-not-paused",
                    tournament = tournament
                )))
            }
            _ => {}
        }
        let now = self.now();
        let mut new = t.clone();
        new.paused_at = pause.then_some(now);
        let audit = self.ladders().audit(
            ctx,
            guild,
            None,
            if pause {
                AuditAction::TournamentPause
            } else {
                AuditAction::TournamentResume
            },
            Some(t.name.clone()),
            Some(if pause {
                AuditValue::Running
            } else {
                AuditValue::Paused
            }),
            Some(if pause {
                AuditValue::Paused
            } else {
                AuditValue::Running
            }),
            audit_reason(&reason),
        );
        self.update(&t, new, audit).await?;
        if pause {
            return Ok((
                Reply::public(with_reason(
                    msg!("tournament-admin-paused", tournament = tournament.clone()),
                    &reason,
                )),
                with_reason(
                    msg!(
                        "tournament-admin-log-paused",
                        moderator = mention(ctx.user.id),
                        tournament = tournament
                    ),
                    &reason,
                ),
            ));
        }
        // What waited for the pause to end: a league's next season, the next round.
        let id = t.id;
        let fresh = self
            .store()
            .call(move |db| db.tournament(id))
            .await?
            .unwrap_or(t);
        let fresh = self.catch_up(fresh).await?;
        let text = msg!("tournament-admin-resumed", tournament = tournament.clone());
        Ok((
            self.reply_and_advance(&fresh, text).await?,
            msg!(
                "tournament-admin-log-resumed",
                moderator = mention(ctx.user.id),
                tournament = tournament
            ),
        ))
    }

    /// `/tournament-admin close`: entries close now; a running league plays out its
    /// current season and ends (between seasons: it ends now).
    pub(crate) async fn close(&self, on: OnTournament<'_>) -> Result<(Reply, Text), Fail> {
        let OnTournament(ctx, guild, t, reason) = on;
        not_over(&t)?;
        let now = self.now();
        let league = t.format == Format::League && t.status == Status::Running;
        let closed_entries = t.closes_at.is_some_and(|at| at <= now);
        let taking_entries = t.status == Status::Open || t.format == Format::Swiss || league;
        if (closed_entries || !taking_entries) && (!league || t.last_season.is_some()) {
            return Err(said(msg!(
                "tournament-admin-closed-already",
                tournament = Span::Name(t.name.clone())
            )));
        }
        let mut new = t.clone();
        new.closes_at = Some(t.closes_at.map_or(now, |at| at.min(now)));
        if league {
            new.last_season = Some(t.season);
        }
        let audit = self.ladders().audit(
            ctx,
            guild,
            None,
            AuditAction::TournamentClose,
            Some(t.name.clone()),
            Some(AuditValue::EntriesOpen),
            Some(AuditValue::EntriesClosed {
                last_season: league.then_some(t.season),
            }),
            audit_reason(&reason),
        );
        self.update(&t, new, audit).await?;
        let tournament = Span::Name(t.name.clone());
        let mut text = if league {
            msg!(
                "tournament-admin-closed-league",
                tournament = tournament.clone(),
                season = t.season
            )
        } else {
            msg!("tournament-admin-closed", tournament = tournament.clone())
        };
        text = with_reason(text, &reason);
        // Between seasons: the season that ended was the last.
        if league && t.next_season_at.is_some() {
            let id = t.id;
            self.store()
                .call(move |db| db.tournament_status(id, Status::Finished, None, now, None))
                .await?;
            text.push("\n");
            text.append(msg!("tournament-over-now", tournament = tournament.clone()));
        }
        Ok((
            Reply::public(text),
            with_reason(
                msg!(
                    "tournament-admin-log-closed",
                    moderator = mention(ctx.user.id),
                    tournament = tournament
                ),
                &reason,
            ),
        ))
    }
}
