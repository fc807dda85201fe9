//! The checks every action on a running game makes first (`/move`, `/resign`,
//! `/takeback`, `/moretime`, accept and decline): one place for each refusal.

use crate::games::Color;
use crate::msg;
use crate::service::correspondence::thread::post_channel;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::Refusal;
use crate::service::Ctx;
use crate::store::{GameRow, GameStatus};

/// Refuses unless `game` is being played.
pub(crate) fn check_active(game: &GameRow) -> Result<(), Refusal> {
    let why = match game.status {
        GameStatus::Active => return Ok(()),
        GameStatus::Pending => msg!(
            "play-not-started",
            game = game.id,
            player = mention(game.challenged())
        ),
        GameStatus::Finished => msg!("play-game-over", game = game.id),
        GameStatus::Declined => msg!("play-game-declined", game = game.id),
    };
    Err(Refusal::Said(why))
}

/// Refuses unless the command came from the game's channel.
pub(crate) fn check_channel(game: &GameRow, ctx: &Ctx) -> Result<(), Refusal> {
    // A game with a thread is played in the thread.
    let home = post_channel(game);
    if home == ctx.channel {
        Ok(())
    } else {
        Err(Refusal::WrongChannel {
            game: game.id,
            channel: home,
        })
    }
}

/// Refuses unless `game` is being played, by the caller, and the command came from its
/// channel (in that order); the caller's colour.
pub(crate) fn check_playing(game: &GameRow, ctx: &Ctx) -> Result<Color, Refusal> {
    check_active(game)?;
    let Some(color) = game.color_of(ctx.user.id) else {
        return Err(Refusal::NotAPlayer(game.id));
    };
    check_channel(game, ctx)?;
    Ok(color)
}

/// Refuses unless it is `color`'s turn in `game`, whose side to move is `to_move`.
pub(crate) fn check_turn(game: &GameRow, to_move: Color, color: Color) -> Result<(), Refusal> {
    if to_move != color {
        return Err(Refusal::NotYourTurn {
            game: game.id,
            to_move: game.player(to_move),
        });
    }
    Ok(())
}
