//! `/tournament-admin create`: a new tournament from its options as typed, checked,
//! stored with its audit row.

use super::admin::CreateTournament;
use super::control::{check_cap, deadline_of};
use super::view::settings_extras;
use super::Tournaments;
use super::{schedule_name, Format, Schedule, Status};
use crate::games::{AnyPosition, GameKind};
use crate::i18n::Arg;
use crate::msg;
use crate::service::ladder::admin::{parse_clock, size_help};
use crate::service::text::command;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::said;
use crate::service::text::refusal::Fail;
use crate::service::{Ctx, Reply, Span, Text};
use crate::store::{AuditAction, AuditReason, AuditValue, Player, TournamentRow};

impl Tournaments<'_> {
    /// `/tournament-admin create` in server `guild`: the reply and the mod log's line.
    pub(super) async fn create(
        &self,
        ctx: &Ctx,
        guild: u64,
        c: CreateTournament,
    ) -> Result<(Reply, Text), Fail> {
        let name = c.name.trim().to_string();
        if name.is_empty() || name.chars().count() > 40 || name.contains(':') {
            return Err(said(msg!("tournament-admin-bad-name")));
        }
        let Some(fmt) = Format::parse(&c.format) else {
            return Err(said(msg!(
                "tournament-admin-bad-format",
                format = Span::Name(c.format.chars().take(30).collect::<String>())
            )));
        };
        let kind: GameKind = c.game.trim().parse().map_err(|_| {
            said(msg!(
                "tournament-admin-bad-game",
                game = Span::Name(c.game.chars().take(30).collect::<String>())
            ))
        })?;
        let start = AnyPosition::start(kind, c.size.as_deref()).map_err(|e| {
            said(msg!(
                "tournament-admin-bad-size",
                error = crate::service::text::refusal::position_error(&e),
                game = kind,
                help = size_help(kind)
            ))
        })?;
        let clock = parse_clock(c.clock.as_deref(), "3d+1d".parse().ok())?;
        let schedule = match c.schedule.as_deref().map(|s| (s, Schedule::parse(s))) {
            // A Swiss round is paired from the last one's results.
            None if fmt == Format::Swiss => Schedule::Rounds,
            None => Schedule::AtOnce,
            Some((_, Some(Schedule::AtOnce))) if fmt == Format::Swiss => {
                return Err(said(msg!("tournament-admin-swiss-at-once")))
            }
            Some((_, Some(s))) => s,
            Some((s, None)) => {
                return Err(said(msg!(
                    "tournament-admin-bad-schedule",
                    schedule = Span::Name(
                        s.trim()
                            .to_ascii_lowercase()
                            .chars()
                            .take(30)
                            .collect::<String>()
                    )
                )))
            }
        };
        if c.rounds.is_some() && fmt != Format::Swiss {
            return Err(said(msg!("tournament-admin-rounds-swiss")));
        }
        if c.rounds.is_some_and(|r| !(1..=30).contains(&r)) {
            return Err(said(msg!("tournament-admin-bad-rounds")));
        }
        check_cap(c.max_players, 0)?;
        let closes_at = deadline_of(c.deadline.as_deref(), self.now())?;
        let (league_size, up, down) = if fmt == Format::League {
            let size = c.league_size.unwrap_or(10);
            if !(3..=20).contains(&size) {
                return Err(said(msg!("tournament-admin-bad-league-size")));
            }
            let (u, d) = (c.up.unwrap_or(2), c.down.unwrap_or(2));
            if u + d > size - 1 || u == 0 && d == 0 {
                return Err(said(msg!(
                    "tournament-admin-bad-up-down",
                    most = size - 1,
                    size = size
                )));
            }
            if schedule == Schedule::Rounds {
                return Err(said(msg!("tournament-admin-league-at-once")));
            }
            (Some(size), Some(u), Some(d))
        } else {
            if c.league_size.is_some() || c.up.is_some() || c.down.is_some() {
                return Err(said(msg!("tournament-admin-league-options")));
            }
            (None, None, None)
        };
        let me = Player {
            id: ctx.user.id,
            name: ctx.user.name.clone(),
            is_ai: false,
            ai_level: None,
        };
        let rated = c.rated.unwrap_or(true);
        let now = self.now();
        // The database numbers it and sets its state (open, season 1, round 0, a 3-day
        // pause between seasons): those fields here are only what it will say.
        let new = TournamentRow {
            id: 0,
            guild,
            channel: ctx.channel,
            name: name.clone(),
            format: fmt,
            kind,
            size: start.size_text(),
            clock,
            rounds: c.rounds,
            rated,
            schedule,
            league_size,
            up,
            down,
            pause_days: 3,
            max_players: c.max_players,
            status: Status::Open,
            season: 1,
            round: 0,
            next_season_at: None,
            created_by: me.id,
            created_at: now,
            started_at: None,
            finished_at: None,
            closes_at,
            paused_at: None,
            last_season: None,
            threads: crate::service::thread_per_game(
                c.thread,
                self.guild_settings(Some(guild)).await?.thread_per_game,
            ),
            late_byes: c.late_byes.unwrap_or(false),
        };
        let settings = format!(
            "{} {} {}, clock {}, {}, {}{}",
            fmt.as_str(),
            kind,
            new.size,
            clock,
            if rated { "rated" } else { "unrated" },
            schedule,
            match (league_size, up, down) {
                (Some(s), Some(u), Some(d)) => format!(", leagues of {s}, {u} up, {d} down"),
                _ => String::new(),
            }
        );
        let audit = self.ladders().audit(
            ctx,
            guild,
            None,
            AuditAction::TournamentCreate,
            Some(name.clone()),
            None,
            Some(AuditValue::Text(settings.clone())),
            AuditReason::Created,
        );
        let made = self
            .store()
            .call(move |db| db.create_tournament(&new, &me, &audit))
            .await?;
        let Some(t) = made else {
            return Err(said(msg!(
                "tournament-admin-name-taken",
                tournament = Span::Name(name)
            )));
        };
        // As typed: "round-robin Breakthrough 5x5, clock 3d, rated, …".
        let mut shown = match (league_size, up, down) {
            (Some(s), Some(u), Some(d)) => msg!(
                "tournament-admin-settings-league",
                format = fmt.name(),
                game = kind,
                size = t.size.clone(),
                clock = Span::Code(clock.to_string()),
                rated = Arg::word(if rated { "yes" } else { "no" }),
                schedule = schedule_name(schedule),
                league_size = s,
                up = u,
                down = d
            ),
            _ => msg!(
                "tournament-admin-settings",
                format = fmt.name(),
                game = kind,
                size = t.size.clone(),
                clock = Span::Code(clock.to_string()),
                rated = Arg::word(if rated { "yes" } else { "no" }),
                schedule = schedule_name(schedule)
            ),
        };
        for part in settings_extras(&t) {
            shown.push(", ");
            shown.append(part);
        }
        Ok((
            Reply::public(msg!(
                "tournament-admin-created",
                tournament = Span::Name(t.name.clone()),
                number = t.id,
                settings = shown.clone(),
                name = command::value("name", &t.name)
            )),
            msg!(
                "tournament-admin-log-created",
                moderator = mention(ctx.user.id),
                tournament = Span::Name(t.name),
                settings = shown
            ),
        ))
    }
}
