//! Games Breaker reaches only by answering interactions (`answer_only_games`): where it
//! may not post on its own, so their notices go to the players by DM.

use rusqlite::{params, OptionalExtension};

use super::{Db, GameId, StoreError};

impl Db {
    /// Whether game `id` is answer-only, and the link to its last post if known:
    /// `None` for a game Breaker may post in.
    pub fn answer_only(&self, id: GameId) -> Result<Option<Option<String>>, StoreError> {
        // Asked by every move where Breaker may only answer: prepared once.
        Ok(self
            .conn
            .prepare_cached("SELECT last_post FROM answer_only_games WHERE game_id = ?1")?
            .query_row([id.0], |r| r.get::<_, Option<String>>("last_post"))
            .optional()?)
    }

    /// Records `link` as the last post of the answer-only game `id` (nothing for
    /// another game).
    pub fn set_last_post(&mut self, id: GameId, link: &str) -> Result<(), StoreError> {
        self.write(|tx| {
            tx.execute(
                "UPDATE answer_only_games SET last_post = ?2 WHERE game_id = ?1",
                params![id.0, link],
            )?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyPosition, GameKind};
    use crate::store::{NewGame, Player};

    #[test]
    fn an_answer_only_game_keeps_its_last_post() {
        let mut db = Db::open_in_memory().unwrap();
        let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
        let person = |id: u64| Player {
            id,
            name: format!("p{id}"),
            is_ai: false,
            ai_level: None,
        };
        let players = [person(1), person(2)];
        let posted = db
            .create_game(&NewGame::active(Some(5), 6, &start, [1, 2], 0), &players)
            .unwrap();
        let new = NewGame {
            answer_only: true,
            ..NewGame::active(None, 7, &start, [1, 2], 0)
        };
        let direct = db.create_game(&new, &players).unwrap();
        assert_eq!(db.answer_only(posted.id).unwrap(), None);
        assert_eq!(db.answer_only(direct.id).unwrap(), Some(None));
        db.set_last_post(direct.id, "https://x/1").unwrap();
        db.set_last_post(posted.id, "https://x/2").unwrap();
        assert_eq!(
            db.answer_only(direct.id).unwrap(),
            Some(Some("https://x/1".to_string()))
        );
        assert_eq!(db.answer_only(posted.id).unwrap(), None);
    }
}
