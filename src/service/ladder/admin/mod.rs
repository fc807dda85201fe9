//! Moderators: `/ladder-admin …` and the moderation settings (`/settings moderator-role`,
//! `/settings modlog`). A moderator is a member with Manage Server or the server's
//! moderator role: the adapter passes those facts ([`Member`]), the service decides, and
//! checks again on every action (Discord hides `/ladder-admin` from others, but hiding is
//! not a check). Every action needs a reason, writes an append-only audit row in the same
//! transaction as its change, and yields a mod-log post if the server set a channel.
//!
//! One file per action (or a small group of them): [`ladder`] (create, settings, close),
//! [`players`] (kick, restore, set-position), [`result`], [`season`] (season-end),
//! [`log`]; [`moderator`] says who moderates and sets the moderation settings. Every
//! action runs inside [`Ladders::audited`]: the moderator checked, the action done with
//! its audit row ([`Moderated::audit`]), the reply and its mod-log line.

mod ladder;
mod log;
mod moderator;
mod players;
mod result;
mod season;

use super::Ladders;
use crate::games::{Color, GameKind};
use crate::msg;
use crate::service::text::refusal::said;
use crate::service::text::refusal::{finish, Fail};
use crate::service::{Ctx, Reply, ServiceError, Span, Text, User};
use crate::store::{Audit, AuditAction, AuditReason, AuditValue, TimeControl, Verdict};
use std::future::Future;

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

/// The settings `/ladder-admin settings` changes (`None`: left as it is).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LadderChange {
    /// How many places above a challenger may challenge.
    pub range: Option<u32>,
    /// Open challenges a player may make.
    pub max_out: Option<u32>,
    /// Open challenges a player may defend.
    pub max_in: Option<u32>,
    /// Days before the same pair may play again.
    pub rematch_days: Option<u32>,
    /// The clock of new games.
    pub clock: Option<String>,
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
        change: LadderChange,
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

pub(crate) fn reason_of(reason: &str) -> Result<String, Fail> {
    let r = reason.trim();
    if r.is_empty() {
        return Err(said(msg!("ladder-admin-needs-reason")));
    }
    Ok(r.chars().take(500).collect())
}

/// A moderator action under way, its moderator checked: who, in which server, and
/// which action, so that each action writes only what it changes.
#[derive(Clone, Copy)]
pub(crate) struct Moderated<'c> {
    pub(crate) ctx: &'c Ctx,
    pub(crate) guild: u64,
}

impl Moderated<'_> {
    /// The audit row of `action`, at `at`: on `ladder` (`None`: the server), `target`
    /// changed from `before` to `after` for `reason`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn audit(
        &self,
        at: i64,
        action: AuditAction,
        ladder: Option<i64>,
        target: Option<String>,
        before: Option<AuditValue>,
        after: Option<AuditValue>,
        reason: AuditReason,
    ) -> Audit {
        Audit {
            guild: self.guild,
            ladder,
            moderator: self.ctx.user.id,
            action,
            target,
            before,
            after,
            reason,
            at,
        }
    }
}

/// What an action says: to the moderator (or, for some, to everyone), and (if it changed
/// anything) the mod log's line.
pub(crate) struct Done {
    reply: Reply,
    log: Option<Text>,
}

impl Done {
    /// A change: the moderator's reply (seen only by them) and the mod log's line.
    fn logged(reply: Text, log: Text) -> Done {
        Done::posted(Reply::ephemeral(reply), log)
    }

    /// A change with its reply as it stands and the mod log's line.
    pub(crate) fn posted(reply: Reply, log: Text) -> Done {
        Done {
            reply,
            log: Some(log),
        }
    }

    /// Both texts end with the reason.
    fn because(mut self, reason: &str) -> Done {
        self.reply.content.append(reason_note(reason));
        if let Some(log) = &mut self.log {
            log.append(reason_note(reason));
        }
        self
    }
}

impl Ladders<'_> {
    /// `/ladder-admin <action>`: checked, done, audited, and posted to the mod log.
    pub async fn admin(
        &self,
        ctx: &Ctx,
        member: &Member,
        action: AdminAction,
    ) -> Result<AdminReply, ServiceError> {
        self.audited(ctx, member, "ladder-admin", action.name(), |m| async move {
            match action {
                AdminAction::Create {
                    name,
                    game,
                    size,
                    clock,
                } => self.create(m, name, game, size, clock).await,
                AdminAction::Settings { name, change } => self.settings(m, name, change).await,
                AdminAction::Close { name, reason } => self.close(m, name, reason).await,
                AdminAction::Kick {
                    name,
                    player,
                    reason,
                } => {
                    self.kick(self.on_player(m, &name, player, &reason).await?)
                        .await
                }
                AdminAction::Restore {
                    name,
                    player,
                    reason,
                } => {
                    let on = self.on_player(m, &name, player, &reason).await?;
                    self.restore(on).await
                }
                AdminAction::SetPosition {
                    name,
                    player,
                    position,
                    reason,
                } => {
                    let on = self.on_player(m, &name, player, &reason).await?;
                    self.set_position(on, position).await
                }
                AdminAction::Result {
                    game,
                    outcome,
                    reason,
                } => self.result(m, game, outcome, reason).await,
                AdminAction::SeasonEnd {
                    name,
                    reason,
                    reseed,
                } => self.season_end(m, name, reason, reseed).await,
                AdminAction::Log { name, page } => self.log(m, name, page).await,
            }
        })
        .await
    }

    /// The one path of every moderator action (`command`: `ladder-admin` or
    /// `tournament-admin`): the caller must moderate the server, then `act` changes what
    /// it changes with its audit row, and its reply comes back with the mod log's line
    /// (if the server set a channel).
    pub(crate) async fn audited<'c, F, Fut>(
        &self,
        ctx: &'c Ctx,
        member: &Member,
        command: &str,
        action: &'static str,
        act: F,
    ) -> Result<AdminReply, ServiceError>
    where
        F: FnOnce(Moderated<'c>) -> Fut,
        Fut: Future<Output = Result<Done, Fail>>,
    {
        let what = format!("{command} {action}");
        finish(async {
            let guild = self.require_moderator(ctx, member, &what).await?;
            let done = act(Moderated { ctx, guild }).await?;
            let modlog = match done.log {
                Some(log) => self.modlog(guild, log).await?,
                None => None,
            };
            Ok(AdminReply {
                reply: done.reply,
                modlog,
            })
        })
        .await
    }
}

pub(crate) fn parse_clock(
    text: Option<&str>,
    default: Option<TimeControl>,
) -> Result<TimeControl, Fail> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => t.parse::<TimeControl>().map_err(|e| {
            said(msg!(
                "ladder-admin-bad-clock",
                error = crate::service::text::refusal::time_text_error(&e)
            ))
        }),
        None => default.ok_or_else(|| said(msg!("ladder-admin-no-clock"))),
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

pub(crate) use crate::service::text::refusal::size_help;

/// `white`, `black` or `void` as a moderator types it; otherwise the text, lowercased,
/// for the refusal.
pub(crate) fn verdict_of(outcome: &str) -> Result<Verdict, String> {
    match outcome.trim().to_ascii_lowercase().as_str() {
        "white" => Ok(Verdict::Wins(Color::White)),
        "black" => Ok(Verdict::Wins(Color::Black)),
        "void" => Ok(Verdict::Void),
        other => Err(other.to_string()),
    }
}

/// A moderator's verdict as the select keyword of `ladder-admin-outcome`.
pub(crate) fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Wins(Color::White) => "white",
        Verdict::Wins(Color::Black) => "black",
        Verdict::Void => "voided",
    }
}
