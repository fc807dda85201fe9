//! Finding the game a command means: by the number typed, or the caller's only fitting
//! game in the channel.

use super::Games;
use crate::msg;
use crate::service::text::phrases::{game_title, mention};
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{Ctx, Text};
use crate::store::{GameId, GameRow, GameStatus};

/// What a command needs from the game it acts on (used to pick one when none is named).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Purpose {
    /// An active game the caller plays.
    Play,
    /// A pending challenge to the caller.
    Accept,
    /// A pending challenge the caller is part of (to decline or withdraw).
    Decline,
    /// Any open game in the channel, the caller's first; else the caller's latest game here.
    View,
}

impl Purpose {
    fn fits(self, game: &GameRow, user: u64) -> bool {
        let plays = game.color_of(user).is_some();
        match self {
            Purpose::Play => plays && game.status == GameStatus::Active,
            Purpose::Accept => game.status == GameStatus::Pending && game.challenged() == user,
            Purpose::Decline => plays && game.status == GameStatus::Pending,
            Purpose::View => game.status.is_open(),
        }
    }

    fn none_found(self) -> Text {
        match self {
            Purpose::Play => msg!("lookup-none-to-play"),
            Purpose::Accept => msg!("lookup-none-to-accept"),
            Purpose::Decline => msg!("lookup-none-to-decline"),
            Purpose::View => msg!("lookup-none-to-view"),
        }
    }
}

/// Reads a `game` option: `12` or `#12`.
pub(crate) fn parse_ref(text: &str) -> Result<GameId, Refusal> {
    let digits: String = text
        .trim()
        .trim_start_matches('#')
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits
        .parse::<i64>()
        .ok()
        .filter(|n| *n > 0)
        .map(GameId)
        .ok_or_else(|| Refusal::BadGameRef(text.to_string()))
}

impl Games<'_> {
    /// The game `reference` names, if it exists and belongs to the caller's server.
    pub(crate) async fn game_by_ref(&self, ctx: &Ctx, reference: &str) -> Result<GameRow, Fail> {
        let id = parse_ref(reference)?;
        self.game_by_id(ctx, id).await
    }

    /// Game `id`, if it exists and belongs to the caller's server (or DM channel).
    pub(crate) async fn game_by_id(&self, ctx: &Ctx, id: GameId) -> Result<GameRow, Fail> {
        let game = self.store().call_short(move |db| db.game(id)).await?;
        match game {
            Some(g) if visible(&g, ctx) => Ok(g),
            _ => Err(Refusal::UnknownGame(id).into()),
        }
    }

    /// The game a command means: the one named, or else the caller's only game in this
    /// channel that fits `purpose`.
    pub(crate) async fn find_game(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
        purpose: Purpose,
    ) -> Result<GameRow, Fail> {
        if let Some(r) = reference.map(str::trim).filter(|r| !r.is_empty()) {
            return self.game_by_ref(ctx, r).await;
        }
        let channel = ctx.channel;
        let user = ctx.user.id;
        let open = self
            .store()
            .call_short(move |db| db.games_in_channel(channel, true))
            .await?;
        let mut fitting: Vec<GameRow> =
            open.into_iter().filter(|g| purpose.fits(g, user)).collect();
        if purpose == Purpose::View {
            // Spectators see the channel's only open game; players see theirs first; after
            // a game ends, its players still see it.
            let mine: Vec<GameRow> = fitting
                .iter()
                .filter(|g| g.color_of(user).is_some())
                .cloned()
                .collect();
            if !mine.is_empty() {
                fitting = mine;
            } else if fitting.is_empty() {
                let last = self
                    .store()
                    .call_short(move |db| db.latest_game_of_in(user, channel))
                    .await?;
                fitting.extend(last);
            }
        }
        match fitting.len() {
            0 => Err(Refusal::NoGame(purpose.none_found()).into()),
            1 => Ok(fitting.remove(0)),
            _ => Err(Refusal::SeveralGames(several(&fitting)).into()),
        }
    }
}

/// A game is visible from the server it was started in (or its DM channel).
fn visible(game: &GameRow, ctx: &Ctx) -> bool {
    match (game.guild, ctx.guild) {
        (Some(g), Some(c)) => g == c,
        (None, None) => game.channel == ctx.channel,
        _ => false,
    }
}

/// "Several games fit: … add `game:`".
fn several(games: &[GameRow]) -> Text {
    let mut out = msg!("lookup-several");
    for g in games.iter().take(10) {
        out.push("\n- ");
        out.append(msg!(
            "lookup-several-game",
            game = game_title(g),
            white = mention(g.white),
            black = mention(g.black)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_refs() {
        assert_eq!(parse_ref("12"), Ok(GameId(12)));
        assert_eq!(parse_ref(" #7 "), Ok(GameId(7)));
        assert_eq!(parse_ref("12 Breakthrough vs bob"), Ok(GameId(12)));
        for bad in ["", "abc", "#", "0", "-3", "99999999999999999999"] {
            assert!(parse_ref(bad).is_err(), "{bad}");
        }
    }
}
