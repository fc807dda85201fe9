//! The console's `/ladder …` and `/ladder-admin …`: the words before the first option
//! name the subcommand, as on Discord (`/ladder challenge name:spring opponent:bob`,
//! `carol: /ladder-admin create name:spring game:breakthrough size:5x5`). Users named
//! with `breaker play --moderators` are moderators (as if they had Manage Server).

use super::subcommand::{needs, parse_sub, Opts};
use super::users::Directory;
use crate::games::GameKind;
use crate::i18n::{Span, Text};
use crate::msg;
use crate::service::{AdminAction, Ctx, LadderChange, Reply, Service, ServiceError};

/// The console's refusal of a moderator command: its users hold no roles and Manage
/// Server is not theirs to have, so moderators are the users named at start.
pub fn not_a_moderator(command: &str) -> Text {
    msg!(
        "console-not-a-moderator",
        command = Span::Code(command.to_string())
    )
}

/// `/ladder …`.
pub async fn ladder(
    s: &Service,
    users: &mut Directory,
    ctx: &Ctx,
    rest: &str,
) -> Result<Result<Reply, ServiceError>, Text> {
    let (sub, o) = parse_sub("ladder", rest)?;
    let usage = format!("/ladder {sub}");
    Ok(match sub {
        "join" => s.ladders().join(ctx, o.require("name", &usage)?).await,
        "leave" => s.ladders().leave(ctx, o.require("name", &usage)?).await,
        "standings" => {
            let page = o.number::<u32>("page")?;
            s.ladders()
                .standings(ctx, o.require("name", &usage)?, page)
                .await
        }
        "challenge" => {
            let opponent = users.user(o.require("opponent", &usage)?);
            s.ladders()
                .challenge(ctx, o.require("name", &usage)?, &opponent)
                .await
        }
        "list" => s.ladders().list(ctx).await,
        _ => s.ladders().info(ctx, o.require("name", &usage)?).await,
    })
}

/// The action of `/ladder-admin <sub> …` from its options (`usage`: `/ladder-admin <sub>`).
pub(super) fn admin_action(
    users: &mut Directory,
    sub: &str,
    o: &Opts,
    usage: &str,
) -> Result<AdminAction, Text> {
    let name = || o.require("name", usage).map(str::to_string);
    let reason = || o.get("reason").unwrap_or("").to_string();
    let mut player = || o.require("player", usage).map(|p| users.user(p));
    Ok(match sub {
        "create" => AdminAction::Create {
            name: name()?,
            game: o
                .require("game", usage)?
                .parse::<GameKind>()
                .map_err(|e| crate::service::position_error(&e))?,
            size: o.get("size").map(str::to_string),
            clock: o.get("clock").map(str::to_string),
        },
        "settings" => AdminAction::Settings {
            name: name()?,
            change: LadderChange {
                range: o.number("range")?,
                max_out: o.number("max-out")?,
                max_in: o.number("max-in")?,
                rematch_days: o.number("rematch-days")?,
                clock: o.get("clock").map(str::to_string),
            },
        },
        "close" => AdminAction::Close {
            name: name()?,
            reason: reason(),
        },
        "kick" => AdminAction::Kick {
            player: player()?,
            name: name()?,
            reason: reason(),
        },
        "restore" => AdminAction::Restore {
            player: player()?,
            name: name()?,
            reason: reason(),
        },
        "set-position" => AdminAction::SetPosition {
            player: player()?,
            name: name()?,
            position: o
                .number("position")?
                .ok_or_else(|| needs(usage, "position"))?,
            reason: reason(),
        },
        "result" => AdminAction::Result {
            game: o.require("game", usage)?.to_string(),
            outcome: o.require("outcome", usage)?.to_string(),
            reason: reason(),
        },
        "season-end" => AdminAction::SeasonEnd {
            name: name()?,
            reason: reason(),
            reseed: o.get("reseed").map(str::to_string),
        },
        _ => AdminAction::Log {
            name: name()?,
            page: o.number("page")?,
        },
    })
}
