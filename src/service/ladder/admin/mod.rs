//! Moderators: `/ladder-admin …` and the moderation settings (`/settings moderator-role`,
//! `/settings modlog`). A moderator is a member with Manage Server or the server's
//! moderator role: the adapter passes those facts ([`Member`]), the service decides, and
//! checks again on every action (Discord hides `/ladder-admin` from others, but hiding is
//! not a check). Every action needs a reason, writes an append-only audit row in the same
//! transaction as its change, and yields a mod-log post if the server set a channel.

use super::Ladders;
use crate::games::{Color, GameKind};
use crate::i18n::Arg;
use crate::ladder::History;
use crate::msg;
use crate::service::context::person;
use crate::service::ladder::players::{settings_msg, settings_text, standings};
use crate::service::text::phrases::mention;
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Ctx, Reply, ServiceError, Span, Text, User};
use crate::store::{
    Audit, GameId, GameStatus, LadderRow, Moderation, NewEvent, NewLadder, RatingPool, SeasonRow,
    TimeControl, Verdict,
};

/// What the adapter knows about the caller as a server member.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Member {
    /// The member has Manage Server (or is the owner / an administrator).
    pub manage_guild: bool,
    /// The member's role ids.
    pub roles: Vec<u64>,
}

impl Member {
    /// A member with Manage Server.
    pub fn manager() -> Member {
        Member {
            manage_guild: true,
            roles: Vec::new(),
        }
    }
}

/// A moderator action, with its options as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminAction {
    Create {
        name: String,
        game: GameKind,
        size: Option<String>,
        clock: Option<String>,
    },
    Settings {
        name: String,
        range: Option<u32>,
        max_out: Option<u32>,
        max_in: Option<u32>,
        rematch_days: Option<u32>,
        clock: Option<String>,
    },
    Close {
        name: String,
        /// Optional (empty: none); recorded in the audit log like the others' reasons.
        reason: String,
    },
    Kick {
        name: String,
        player: User,
        reason: String,
    },
    Restore {
        name: String,
        player: User,
        reason: String,
    },
    SetPosition {
        name: String,
        player: User,
        position: i64,
        reason: String,
    },
    Result {
        game: String,
        outcome: String,
        reason: String,
    },
    SeasonEnd {
        name: String,
        reason: String,
        reseed: Option<String>,
    },
    Log {
        name: String,
        page: Option<u32>,
    },
}

impl AdminAction {
    /// The subcommand's name.
    pub fn name(&self) -> &'static str {
        match self {
            AdminAction::Create { .. } => "create",
            AdminAction::Settings { .. } => "settings",
            AdminAction::Close { .. } => "close",
            AdminAction::Kick { .. } => "kick",
            AdminAction::Restore { .. } => "restore",
            AdminAction::SetPosition { .. } => "set-position",
            AdminAction::Result { .. } => "result",
            AdminAction::SeasonEnd { .. } => "season-end",
            AdminAction::Log { .. } => "log",
        }
    }
}

/// A post for the server's mod-log channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModLog {
    pub channel: u64,
    pub text: Text,
}

/// A moderator action's answer: the reply to the moderator, and the mod-log post.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AdminReply {
    pub reply: Reply,
    pub modlog: Option<ModLog>,
}

impl From<Reply> for AdminReply {
    fn from(reply: Reply) -> AdminReply {
        AdminReply {
            reply,
            modlog: None,
        }
    }
}

/// Audit rows per `/ladder-admin log` page.
pub const LOG_PAGE: usize = 10;

pub(crate) fn refused(text: impl Into<Text>) -> Fail {
    Refusal::Said(text.into()).into()
}

pub(crate) fn reason_of(reason: &str) -> Result<String, Fail> {
    let r = reason.trim();
    if r.is_empty() {
        return Err(refused(msg!("ladder-admin-needs-reason")));
    }
    Ok(r.chars().take(500).collect())
}

impl Ladders<'_> {
    /// Whether `member` moderates the caller's server.
    pub async fn is_moderator(&self, ctx: &Ctx, member: &Member) -> Result<bool, ServiceError> {
        if member.manage_guild {
            return Ok(true);
        }
        let Some(guild) = ctx.guild else {
            return Ok(false);
        };
        let m = self.store().call(move |db| db.moderation(guild)).await?;
        Ok(m.moderator_role.is_some_and(|r| member.roles.contains(&r)))
    }

    pub(crate) async fn require_moderator(
        &self,
        ctx: &Ctx,
        member: &Member,
        what: &str,
    ) -> Result<u64, Fail> {
        let Some(guild) = ctx.guild else {
            return Err(refused(msg!("ladder-admin-needs-server")));
        };
        if !self.is_moderator(ctx, member).await? {
            return Err(refused(msg!(
                "ladder-admin-not-moderator",
                command = Span::Code(format!("/{what}"))
            )));
        }
        Ok(guild)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn audit(
        &self,
        ctx: &Ctx,
        guild: u64,
        ladder: Option<i64>,
        action: &str,
        target: Option<String>,
        before: Option<String>,
        after: Option<String>,
        reason: &str,
    ) -> Audit {
        Audit {
            guild,
            ladder,
            moderator: ctx.user.id,
            action: action.to_string(),
            target,
            before,
            after,
            reason: reason.to_string(),
            at: self.now(),
        }
    }

    pub(crate) async fn modlog(
        &self,
        guild: u64,
        text: Text,
    ) -> Result<Option<ModLog>, ServiceError> {
        let m = self.store().call(move |db| db.moderation(guild)).await?;
        Ok(m.modlog_channel.map(|channel| ModLog { channel, text }))
    }

    /// `/ladder-admin <action>`: checked, done, audited, and posted to the mod log.
    pub async fn admin(
        &self,
        ctx: &Ctx,
        member: &Member,
        action: AdminAction,
    ) -> Result<AdminReply, ServiceError> {
        let what = format!("ladder-admin {}", action.name());
        finish(
            async {
                let what = what.as_str();

                let guild = self.require_moderator(ctx, member, what).await?;
                let me = person(&ctx.user);
                let (reply, log): (Text, Text) = match action {
                    AdminAction::Create {
                        name,
                        game,
                        size,
                        clock,
                    } => {
                        let name = name.trim().to_string();
                        if name.is_empty() || name.chars().count() > 40 || name.contains(':') {
                            return Err(refused(msg!("ladder-admin-bad-name")));
                        }
                        let start = crate::games::AnyPosition::start(game, size.as_deref())
                            .map_err(|e| {
                                refused(msg!(
                                    "ladder-admin-bad-size",
                                    error = crate::service::text::refusal::position_error(&e),
                                    game = game,
                                    help = size_help(game)
                                ))
                            })?;
                        let clock = parse_clock(clock.as_deref(), "3d+1d".parse().ok())?;
                        let new = NewLadder {
                            guild,
                            kind: game,
                            size: start.size_text(),
                            name: name.clone(),
                            clock,
                            created_by: me,
                            at: self.now(),
                        };
                        let audit = self.audit(
                            ctx,
                            guild,
                            None,
                            "create",
                            Some(name.clone()),
                            None,
                            Some(format!("{game} {} clock {clock}", new.size)),
                            "created",
                        );
                        let made = self
                            .store()
                            .call(move |db| db.create_ladder(&new, &audit))
                            .await?;
                        let Some(l) = made else {
                            return Err(refused(msg!(
                                "ladder-admin-name-taken",
                                ladder = Span::Name(name)
                            )));
                        };
                        let t = msg!(
                            "ladder-admin-created",
                            ladder = Span::Name(l.name.clone()),
                            settings = settings_msg(&l),
                            name = l.name.clone()
                        );
                        (
                            t.clone(),
                            msg!(
                                "ladder-admin-log-created",
                                moderator = mention(ctx.user.id),
                                ladder = Span::Name(l.name)
                            ),
                        )
                    }
                    AdminAction::Settings {
                        name,
                        range,
                        max_out,
                        max_in,
                        rematch_days,
                        clock,
                    } => {
                        let l = self.find(ctx, &name).await?;
                        let mut rules = l.rules;
                        for (v, lo, hi, what) in [
                            (range, 1, 100, "range"),
                            (max_out, 1, 20, "max-out"),
                            (max_in, 1, 20, "max-in"),
                            (rematch_days, 0, 365, "rematch-days"),
                        ] {
                            if let Some(v) = v {
                                if !(lo..=hi).contains(&v) {
                                    return Err(refused(msg!(
                                        "ladder-admin-out-of-bounds",
                                        option = Span::Code(what.to_string()),
                                        low = lo,
                                        high = hi
                                    )));
                                }
                            }
                        }
                        if let Some(v) = range {
                            rules.min_range = v as usize;
                        }
                        if let Some(v) = max_out {
                            rules.max_outgoing = v;
                        }
                        if let Some(v) = max_in {
                            rules.max_incoming = v;
                        }
                        if let Some(v) = rematch_days {
                            rules.rematch_days = v;
                        }
                        let clock = parse_clock(clock.as_deref(), Some(l.clock))?;
                        if rules == l.rules && clock == l.clock {
                            return Err(refused(msg!(
                                "ladder-admin-nothing-to-change",
                                ladder = Span::Name(l.name.clone()),
                                settings = settings_msg(&l)
                            )));
                        }
                        let after = LadderRow {
                            rules,
                            clock,
                            ..l.clone()
                        };
                        let audit = self.audit(
                            ctx,
                            guild,
                            Some(l.id),
                            "settings",
                            Some(l.name.clone()),
                            Some(settings_text(&l)),
                            Some(settings_text(&after)),
                            "settings changed",
                        );
                        let id = l.id;
                        self.store()
                            .call(move |db| db.set_ladder_settings(id, rules, clock, &audit))
                            .await?;
                        let t = msg!(
                            "ladder-admin-settings-now",
                            ladder = Span::Name(l.name.clone()),
                            settings = settings_msg(&after)
                        );
                        (
                            t.clone(),
                            msg!(
                                "ladder-admin-log-settings",
                                moderator = mention(ctx.user.id),
                                ladder = Span::Name(l.name),
                                settings = settings_msg(&after)
                            ),
                        )
                    }
                    AdminAction::Close { name, reason } => {
                        let reason: String = reason.trim().chars().take(500).collect();
                        let l = self.find(ctx, &name).await?;
                        if l.closed_at.is_some() {
                            return Err(refused(msg!(
                                "ladder-admin-already-closed",
                                ladder = Span::Name(l.name)
                            )));
                        }
                        let audit = self.audit(
                            ctx,
                            guild,
                            Some(l.id),
                            "close",
                            Some(l.name.clone()),
                            Some("open".into()),
                            Some("closed".into()),
                            if reason.is_empty() { "closed" } else { &reason },
                        );
                        let id = l.id;
                        self.store()
                            .call(move |db| db.close_ladder(id, &audit))
                            .await?;
                        let mut reply =
                            msg!("ladder-admin-closed", ladder = Span::Name(l.name.clone()));
                        let mut post = msg!(
                            "ladder-admin-log-closed",
                            moderator = mention(ctx.user.id),
                            ladder = Span::Name(l.name)
                        );
                        if !reason.is_empty() {
                            reply.append(reason_note(&reason));
                            post.append(reason_note(&reason));
                        }
                        (reply, post)
                    }
                    AdminAction::Kick {
                        name,
                        player,
                        reason,
                    } => {
                        let reason = reason_of(&reason)?;
                        let l = self.find(ctx, &name).await?;
                        let h = self.ladder_history(l.id).await?;
                        let Some(p) = h.ladder.position(player.id) else {
                            return Err(refused(msg!(
                                "ladder-admin-kick-not-on",
                                player = mention(player.id),
                                ladder = Span::Name(l.name)
                            )));
                        };
                        let change = ("kick", format!("position {p}"), "off the ladder".into());
                        let said = (
                            msg!(
                                "ladder-admin-kicked",
                                player = mention(player.id),
                                ladder = Span::Name(l.name.clone()),
                                position = p
                            ),
                            msg!(
                                "ladder-admin-log-kicked",
                                moderator = mention(ctx.user.id),
                                player = mention(player.id),
                                ladder = Span::Name(l.name.clone()),
                                position = p
                            ),
                        );
                        let event = NewEvent::Kick(player.id);
                        self.player_action(ctx, guild, &l, &player, event, change, reason, said)
                            .await?
                    }
                    AdminAction::Restore {
                        name,
                        player,
                        reason,
                    } => {
                        let reason = reason_of(&reason)?;
                        let l = self.find(ctx, &name).await?;
                        let h = self.ladder_history(l.id).await?;
                        let Some(&(why, was)) = h
                            .off
                            .get(&player.id)
                            .filter(|_| h.ladder.position(player.id).is_none())
                        else {
                            return Err(refused(msg!(
                                "ladder-admin-restore-not-off",
                                player = mention(player.id),
                                ladder = Span::Name(l.name)
                            )));
                        };
                        let change = (
                            "restore",
                            format!("off ({why:?})"),
                            format!("position {was}"),
                        );
                        let said = (
                            msg!(
                                "ladder-admin-restored",
                                player = mention(player.id),
                                ladder = Span::Name(l.name.clone()),
                                position = was.min(h.ladder.players().len() + 1)
                            ),
                            msg!(
                                "ladder-admin-log-restored",
                                moderator = mention(ctx.user.id),
                                player = mention(player.id),
                                ladder = Span::Name(l.name.clone())
                            ),
                        );
                        let event = NewEvent::Restore(player.id);
                        self.player_action(ctx, guild, &l, &player, event, change, reason, said)
                            .await?
                    }
                    AdminAction::SetPosition {
                        name,
                        player,
                        position,
                        reason,
                    } => {
                        let reason = reason_of(&reason)?;
                        let l = self.find(ctx, &name).await?;
                        let h = self.ladder_history(l.id).await?;
                        let before = h.ladder.position(player.id);
                        let n = h.ladder.players().len() + usize::from(before.is_none());
                        if position < 1 || position as usize > n {
                            return Err(refused(msg!(
                                "ladder-admin-bad-position",
                                position = position,
                                count = n
                            )));
                        }
                        let position = position as usize;
                        let change = (
                            "set-position",
                            before.map_or("off the ladder".into(), |p| format!("position {p}")),
                            format!("position {position}"),
                        );
                        let said = (
                            msg!(
                                "ladder-admin-positioned",
                                player = mention(player.id),
                                position = position,
                                ladder = Span::Name(l.name.clone())
                            ),
                            msg!(
                                "ladder-admin-log-positioned",
                                moderator = mention(ctx.user.id),
                                player = mention(player.id),
                                position = position,
                                ladder = Span::Name(l.name.clone())
                            ),
                        );
                        let event = NewEvent::SetPosition(player.id, position);
                        self.player_action(ctx, guild, &l, &player, event, change, reason, said)
                            .await?
                    }
                    AdminAction::Result {
                        game,
                        outcome,
                        reason,
                    } => {
                        let reason = reason_of(&reason)?;
                        let verdict = match outcome.trim().to_ascii_lowercase().as_str() {
                            "white" => Verdict::Wins(Color::White),
                            "black" => Verdict::Wins(Color::Black),
                            "void" => Verdict::Void,
                            other => {
                                return Err(refused(msg!(
                                    "ladder-admin-bad-outcome",
                                    outcome = Span::Name(other.to_string())
                                )))
                            }
                        };
                        let id: GameId = game
                            .parse()
                            .map_err(|_| Refusal::BadGameRef(game.clone()))?;
                        let row = self.store().call(move |db| db.game(id)).await?;
                        let Some(row) = row.filter(|g| g.guild == Some(guild)) else {
                            return Err(Refusal::UnknownGame(id).into());
                        };
                        if !row.rated {
                            return Err(refused(msg!("ladder-admin-unrated", game = id)));
                        }
                        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
                            return Err(refused(msg!("ladder-admin-not-started", game = id)));
                        }
                        let voided = self.store().call(move |db| db.is_voided(id)).await?;
                        let before = if voided {
                            "void".to_string()
                        } else {
                            outcome_text(&row)
                        };
                        let was = if voided { "void" } else { outcome_word(&row) };
                        let ladder = self.store().call(move |db| db.ladder_of_game(id)).await?;
                        let audit = self.audit(
                            ctx,
                            guild,
                            ladder,
                            "result",
                            Some(format!("#{id}")),
                            Some(before.clone()),
                            Some(outcome.trim().to_ascii_lowercase()),
                            &reason,
                        );
                        let now = self.now();
                        let pool = match ladder {
                            Some(l) => RatingPool::Ladder(l),
                            None => RatingPool::Casual {
                                guild_id: guild,
                                kind: row.kind,
                                size: row.size.clone(),
                            },
                        };
                        let counted = self
                            .store()
                            .call(move |db| {
                                db.adjudicate(id, verdict, &audit)?;
                                db.recompute_pool(&pool, now)
                            })
                            .await?;
                        self.poke();
                        let now_word = verdict_word(verdict);
                        let outcome =
                            |w: &'static str| msg!("ladder-admin-outcome", outcome = Arg::word(w));
                        let mut reply = msg!(
                            "ladder-admin-decided",
                            game = id,
                            outcome = outcome(now_word),
                            was = outcome(was),
                            count = counted
                        );
                        reply.append(reason_note(&reason));
                        let mut log = msg!(
                            "ladder-admin-log-decided",
                            moderator = mention(ctx.user.id),
                            game = id,
                            outcome = outcome(now_word),
                            was = outcome(was)
                        );
                        log.append(reason_note(&reason));
                        (reply, log)
                    }
                    AdminAction::SeasonEnd {
                        name,
                        reason,
                        reseed,
                    } => {
                        let reason = reason_of(&reason)?;
                        let by_rating =
                            match reseed.as_deref().map(|r| r.trim().to_ascii_lowercase()) {
                                None => false,
                                Some(r) if r == "keep" || r.is_empty() => false,
                                Some(r) if r == "by-rating" => true,
                                Some(other) => {
                                    return Err(refused(msg!(
                                        "ladder-admin-bad-reseed",
                                        reseed = Span::Name(other)
                                    )))
                                }
                            };
                        let l = self.find(ctx, &name).await?;
                        let now = self.now();
                        let l2 = l.clone();
                        let rows = self.store().call(move |db| standings(db, &l2, now)).await?;
                        let archive: Vec<SeasonRow> = rows
                            .iter()
                            .map(|s| SeasonRow {
                                position: s.position,
                                player: s.player,
                                rating: s.rating.rating,
                                deviation: s.rating.deviation,
                                volatility: s.rating.volatility,
                                wins: s.wins,
                                losses: s.losses,
                            })
                            .collect();
                        let reseed = by_rating.then(|| {
                            let mut order: Vec<_> = rows
                                .iter()
                                .map(|s| (s.player, s.rating.rating, s.position))
                                .collect();
                            // Best rating first; equal ratings keep their positions' order.
                            order.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)));
                            order.into_iter().map(|o| o.0).collect::<Vec<u64>>()
                        });
                        let how = if by_rating {
                            "reseeded by rating"
                        } else {
                            "positions kept"
                        };
                        let audit = self.audit(
                            ctx,
                            guild,
                            Some(l.id),
                            "season-end",
                            Some(l.name.clone()),
                            Some(format!("season {}", l.season)),
                            Some(format!("season {} ({how})", l.season + 1)),
                            &reason,
                        );
                        let (id, season) = (l.id, l.season);
                        self.store()
                            .call(move |db| db.end_season(id, season, &archive, reseed, &audit))
                            .await?;
                        let reseeded = Arg::word(if by_rating { "by-rating" } else { "keep" });
                        let mut reply = msg!(
                            "ladder-admin-season-ended",
                            season = l.season,
                            ladder = Span::Name(l.name.clone()),
                            count = rows.len(),
                            next = l.season + 1,
                            reseed = reseeded.clone()
                        );
                        reply.append(reason_note(&reason));
                        let mut log = msg!(
                            "ladder-admin-log-season-ended",
                            moderator = mention(ctx.user.id),
                            season = l.season,
                            ladder = Span::Name(l.name),
                            reseed = reseeded
                        );
                        log.append(reason_note(&reason));
                        (reply, log)
                    }
                    AdminAction::Log { name, page } => {
                        let l = self.find(ctx, &name).await?;
                        let page = page.unwrap_or(1).max(1) as usize;
                        let id = l.id;
                        let (rows, total) = self
                            .store()
                            .call(move |db| db.audit_log(id, (page - 1) * LOG_PAGE, LOG_PAGE))
                            .await?;
                        let pages = total.div_ceil(LOG_PAGE).max(1);
                        let mut t = msg!(
                            "ladder-admin-log-head",
                            ladder = Span::Name(l.name),
                            page = page,
                            pages = pages
                        );
                        if rows.is_empty() {
                            t.push("\n");
                            t.append(msg!("ladder-admin-log-empty"));
                        }
                        for a in rows {
                            t.push("\n");
                            t.append(msg!(
                                "ladder-admin-log-row",
                                time = Span::Time(a.at),
                                moderator = mention(a.moderator),
                                action = a.action,
                                target = Span::Name(a.target.unwrap_or_default()),
                                before = Span::Name(a.before.unwrap_or_else(|| "-".into())),
                                after = Span::Name(a.after.unwrap_or_else(|| "-".into())),
                                reason = Span::Name(a.reason)
                            ));
                        }
                        return Ok(Reply::ephemeral(t).into());
                    }
                };
                Ok(AdminReply {
                    reply: Reply::ephemeral(reply),
                    modlog: self.modlog(guild, log).await?,
                })
            }
            .await,
        )
    }

    async fn ladder_history(&self, ladder: i64) -> Result<History, Fail> {
        let events = self
            .store()
            .call(move |db| db.ladder_history(ladder))
            .await?;
        Ok(History::replay(&events))
    }

    /// One moderator action on a player of ladder `l`: its audit row (`change` is the
    /// action, before and after) commits with `event`, and `said` (to the moderator; for
    /// the mod log, after the moderator's mention) each end with the reason.
    #[allow(clippy::too_many_arguments)]
    async fn player_action(
        &self,
        ctx: &Ctx,
        guild: u64,
        l: &LadderRow,
        player: &User,
        event: NewEvent,
        (action, before, after): (&str, String, String),
        reason: String,
        (reply, log): (Text, Text),
    ) -> Result<(Text, Text), Fail> {
        let target = Some(player.name.clone());
        let audit = self.audit(
            ctx,
            guild,
            Some(l.id),
            action,
            target,
            Some(before),
            Some(after),
            &reason,
        );
        self.moderate(l.id, player, event, audit).await?;
        let (mut reply, mut log) = (reply, log);
        reply.append(reason_note(&reason));
        log.append(reason_note(&reason));
        Ok((reply, log))
    }

    async fn moderate(
        &self,
        ladder: i64,
        player: &User,
        event: NewEvent,
        audit: Audit,
    ) -> Result<(), Fail> {
        let p = person(player);
        let at = audit.at;
        self.store()
            .call(move |db| {
                db.upsert_player(&p, at)?;
                db.moderate_ladder(ladder, &event, &audit)
            })
            .await?;
        Ok(())
    }

    /// `/settings moderator-role role` (`None` clears it): members with Manage Server only
    /// (a moderator by role alone could otherwise hand moderation to any role).
    pub async fn set_moderator_role(
        &self,
        ctx: &Ctx,
        member: &Member,
        role: Option<u64>,
    ) -> Result<AdminReply, ServiceError> {
        self.set_moderation(ctx, member, "settings moderator-role", move |m| {
            Moderation {
                moderator_role: role,
                ..m
            }
        })
        .await
    }

    /// `/settings modlog channel` (`None` stops posting): members with Manage Server only
    /// (the log is how the server's managers watch the moderators).
    pub async fn set_modlog(
        &self,
        ctx: &Ctx,
        member: &Member,
        channel: Option<u64>,
    ) -> Result<AdminReply, ServiceError> {
        self.set_moderation(ctx, member, "settings modlog", move |m| Moderation {
            modlog_channel: channel,
            ..m
        })
        .await
    }

    async fn set_moderation(
        &self,
        ctx: &Ctx,
        member: &Member,
        what: &str,
        change: impl FnOnce(Moderation) -> Moderation + Send + 'static,
    ) -> Result<AdminReply, ServiceError> {
        let Some(guild) = ctx.guild else {
            return Ok(Reply::from(Refusal::Said(msg!("ladder-admin-needs-server"))).into());
        };
        if !member.manage_guild {
            return Ok(Reply::from(Refusal::Said(msg!(
                "moderation-managers-only",
                command = Span::Code(format!("/{what}"))
            )))
            .into());
        }
        let before = self.store().call(move |db| db.moderation(guild)).await?;
        let after = change(before);
        let show = |m: &Moderation| {
            format!(
                "moderator role {}, mod log {}",
                m.moderator_role.map_or("none".into(), |r| r.to_string()),
                m.modlog_channel.map_or("none".into(), |c| c.to_string())
            )
        };
        let audit = self.audit(
            ctx,
            guild,
            None,
            what,
            None,
            Some(show(&before)),
            Some(show(&after)),
            "settings changed",
        );
        self.store()
            .call(move |db| db.set_moderation(guild, after, &audit))
            .await?;
        let settings = msg!(
            "moderation-settings",
            role = Arg::word(if after.moderator_role.is_some() {
                "some"
            } else {
                "none"
            }),
            role_name = after
                .moderator_role
                .map_or_else(Text::new, |r| Text::from(Span::Role(r))),
            channel = Arg::word(if after.modlog_channel.is_some() {
                "some"
            } else {
                "none"
            }),
            channel_name = after
                .modlog_channel
                .map_or_else(Text::new, |c| Text::from(Span::Channel(c)))
        );
        let t = msg!("moderation-saved", settings = settings.clone());
        let log = msg!(
            "moderation-log-changed",
            moderator = mention(ctx.user.id),
            settings = settings
        );
        Ok(AdminReply {
            reply: Reply::ephemeral(t),
            modlog: self.modlog(guild, log).await?,
        })
    }
}

pub(crate) fn parse_clock(
    text: Option<&str>,
    default: Option<TimeControl>,
) -> Result<TimeControl, Fail> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => t.parse::<TimeControl>().map_err(|e| {
            refused(msg!(
                "ladder-admin-bad-clock",
                error = crate::service::text::refusal::time_text_error(&e)
            ))
        }),
        None => default.ok_or_else(|| refused(msg!("ladder-admin-no-clock"))),
    }
}

fn outcome_text(game: &crate::store::GameRow) -> String {
    match (game.status, game.outcome) {
        (GameStatus::Active, _) => "running".into(),
        (_, crate::games::Outcome::Win { winner, .. }) => format!("{winner} wins"),
        (_, crate::games::Outcome::Draw) => "draw".into(),
        _ => "no result".into(),
    }
}

/// The outcome of a game as a keyword of `ladder-admin-outcome`.
fn outcome_word(game: &crate::store::GameRow) -> &'static str {
    match (game.status, game.outcome) {
        (GameStatus::Active, _) => "running",
        (_, crate::games::Outcome::Win { winner, .. }) => match winner {
            Color::White => "white",
            Color::Black => "black",
        },
        (_, crate::games::Outcome::Draw) => "draw",
        _ => "none",
    }
}

/// " Reason: …" after a moderator's action.
pub(crate) fn reason_note(reason: &str) -> Text {
    let mut t = Text::from(" ");
    t.append(msg!(
        "ladder-admin-reason",
        reason = Span::Name(reason.to_string())
    ));
    t
}

/// How a game's size is written, for a refusal.
pub(crate) fn size_help(game: GameKind) -> Text {
    msg!(
        "ladder-admin-size-help",
        game = Arg::word(match game {
            GameKind::Breakthrough => "breakthrough",
            GameKind::Breach => "breach",
        })
    )
}

/// A moderator's verdict as the select keyword of `ladder-admin-outcome`.
pub(crate) fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Wins(Color::White) => "white",
        Verdict::Wins(Color::Black) => "black",
        Verdict::Void => "voided",
    }
}
