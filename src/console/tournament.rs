//! The console's `/tournament …` and `/tournament-admin …`, written as on Discord
//! (`/tournament join name:spring`, `carol: /tournament-admin create name:spring
//! format:round-robin game:breakthrough size:5x5 clock:3d`). Users named with
//! `breaker play --moderators` are moderators.

use super::subcommand::{parse_sub, Opts};
use super::users::Directory;
use crate::i18n::Text;
use crate::service::{
    CreateTournament, Ctx, Reply, Service, ServiceError, TournamentAction, TournamentChange,
};

/// `/tournament …`.
pub async fn tournament(
    s: &Service,
    ctx: &Ctx,
    rest: &str,
) -> Result<Result<Reply, ServiceError>, Text> {
    let (sub, o) = parse_sub("tournament", rest)?;
    let usage = format!("/tournament {sub}");
    let name = || o.require("name", &usage);
    Ok(match sub {
        "list" => s.tournaments().list(ctx).await,
        "info" => s.tournaments().info(ctx, name()?).await,
        "join" => s.tournaments().join(ctx, name()?).await,
        "leave" => s.tournaments().leave(ctx, name()?).await,
        "withdraw" => {
            // Like `/resign confirm:`: yes withdraws; anything else asks again.
            let confirmed = o.get("confirm").and_then(super::commands::switch) == Some(true);
            s.tournaments().withdraw(ctx, name()?, confirmed).await
        }
        "standings" => s.tournaments().standings(ctx, name()?).await,
        "pairings" => {
            let round = o.number("round")?;
            s.tournaments().pairings(ctx, name()?, round).await
        }
        _ => s.tournaments().games(ctx, name()?).await,
    })
}

/// The action of `/tournament-admin <sub> …` from its options (`usage`:
/// `/tournament-admin <sub>`).
pub(super) fn admin_action(
    users: &mut Directory,
    sub: &str,
    o: &Opts,
    usage: &str,
) -> Result<TournamentAction, Text> {
    let name = || o.require("name", usage).map(str::to_string);
    let reason = || o.get("reason").unwrap_or("").to_string();
    Ok(match sub {
        "create" => TournamentAction::Create(CreateTournament {
            name: name()?,
            format: o.require("format", usage)?.to_string(),
            game: o.require("game", usage)?.to_string(),
            size: o.get("size").map(str::to_string),
            clock: o.get("clock").map(str::to_string),
            rounds: o.number("rounds")?,
            rated: o.flag("rated")?,
            schedule: o.get("schedule").map(str::to_string),
            league_size: o.number("league-size")?,
            up: o.number("up")?,
            down: o.number("down")?,
            max_players: o.number("max-players")?,
            deadline: o.get("deadline").map(str::to_string),
            thread: o.flag("thread")?,
            late_byes: o.flag("late-byes")?,
        }),
        "settings" => TournamentAction::Settings {
            name: name()?,
            change: TournamentChange {
                clock: o.get("clock").map(str::to_string),
                rounds: o.number("rounds")?,
                rated: o.flag("rated")?,
                max_players: o.number("max-players")?,
                deadline: o.get("deadline").map(str::to_string),
                thread: o.flag("thread")?,
            },
        },
        "start" => TournamentAction::Start { name: name()? },
        "end-round" => TournamentAction::EndRound {
            name: name()?,
            reason: reason(),
        },
        "forbid" => TournamentAction::Forbid {
            player: users.user(o.require("player", usage)?),
            opponent: users.user(o.require("opponent", usage)?),
            name: name()?,
            reason: reason(),
        },
        "pause" => TournamentAction::Pause {
            name: name()?,
            reason: reason(),
        },
        "resume" => TournamentAction::Resume { name: name()? },
        "close" => TournamentAction::Close {
            name: name()?,
            reason: reason(),
        },
        "result" => TournamentAction::Result {
            game: o.require("game", usage)?.to_string(),
            outcome: o.require("outcome", usage)?.to_string(),
            reason: reason(),
        },
        "withdraw" => TournamentAction::Withdraw {
            player: users.user(o.require("player", usage)?),
            name: name()?,
            reason: reason(),
        },
        _ => TournamentAction::Cancel {
            name: name()?,
            reason: reason(),
        },
    })
}
