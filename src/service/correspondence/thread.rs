//! A thread per game: a challenge may ask for one (`thread:true`, or the server's
//! setting). When the game starts, the front end opens a thread from the start post
//! ([`Reply::open_thread`]) and records it with [`Correspondence::set_thread`]; from then on the
//! game's posts and notices go in the thread and the channel gets only the start and the
//! result ([`Reply::also_in_channel`]). Commands typed in the thread find the game by it.

use super::Correspondence;
use crate::service::{Reply, ServiceError};
use crate::store::{GameId, GameRow};

/// Whether a new game gets a thread: the challenge's `thread:` option if given, else the
/// server's default (`false` until servers have settings for it).
pub fn thread_per_game(option: Option<bool>, server_default: bool) -> bool {
    option.unwrap_or(server_default)
}

/// A thread the front end should open for a game that starts with this reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadRequest {
    pub game: GameId,
    /// The thread's name: `#12 alice vs bob`.
    pub name: String,
}

impl Correspondence<'_> {
    /// Records `thread` as game `game`'s thread (after the front end opened it).
    pub async fn set_thread(&self, game: GameId, thread: u64) -> Result<(), ServiceError> {
        Ok(self
            .store()
            .call(move |db| db.set_thread(game, thread))
            .await?)
    }

    /// Where game `game` lives: its channel and, once opened, its thread; `None` for no
    /// such game, and for a console game (channel 0), which Discord cannot reach.
    pub async fn game_place(
        &self,
        game: GameId,
    ) -> Result<Option<(u64, Option<u64>)>, ServiceError> {
        let row = self.store().call(move |db| db.game(game)).await?;
        Ok(row
            .filter(|row| row.channel != 0)
            .map(|row| (row.channel, row.thread)))
    }

    /// Marks the game a successful `reply` started or proposed as wanting a thread; if it
    /// has started already (an AI game), the reply asks the front end to open it.
    pub(crate) async fn want_thread(&self, reply: &mut Reply) -> Result<(), ServiceError> {
        if reply.ephemeral {
            return Ok(());
        }
        let invited = reply
            .buttons
            .first()
            .and_then(|b| crate::service::ButtonAction::parse(&b.custom_id))
            .map(|a| a.game());
        let Some(id) = invited.or(reply.board.as_ref().map(|b| b.game)) else {
            return Ok(());
        };
        let game = self
            .store()
            .call(move |db| {
                db.set_wants_thread(id)?;
                db.game(id)
            })
            .await?;
        if let Some(game) = game.filter(|g| g.status == crate::store::GameStatus::Active) {
            reply.open_thread = Some(self.thread_request(&game).await?);
        }
        Ok(())
    }

    /// The thread to open for `game`, named after its players.
    pub(crate) async fn thread_request(
        &self,
        game: &GameRow,
    ) -> Result<ThreadRequest, ServiceError> {
        let (id, w, b) = (game.id, game.white, game.black);
        let (white, black) = self
            .store()
            .call(move |db| Ok((db.player_name(w)?, db.player_name(b)?)))
            .await?;
        // A channel's name, seen by everyone: in the server's language.
        let locale = self.games().board_language(game).await?;
        let name_of = |n: Option<String>, c: crate::games::Color| match n {
            Some(n) => crate::i18n::Text::from(crate::i18n::Span::Name(n)),
            None => crate::i18n::Text::from(c),
        };
        let name = crate::msg!(
            "thread-name",
            game = id,
            white = name_of(white, crate::games::Color::White),
            black = name_of(black, crate::games::Color::Black)
        )
        .resolve(locale)
        .to_string();
        Ok(ThreadRequest {
            game: id,
            // Discord's 100 for thread names, counted as it counts (UTF-16 units).
            name: crate::service::game::autocomplete::cut_utf16(&name, 100),
        })
    }
}

/// Where a game's posts and notices go: its thread if it has one, else its channel.
pub(crate) fn post_channel(game: &GameRow) -> u64 {
    game.thread.unwrap_or(game.channel)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_option_wins_over_the_default() {
        assert!(thread_per_game(Some(true), false));
        assert!(!thread_per_game(Some(false), true));
        assert!(thread_per_game(None, true));
        assert!(!thread_per_game(None, false));
    }
}
