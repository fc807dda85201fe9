//! `/replay`: an animated GIF of the game as played, one frame per turn, drawn by the
//! same renderer as the boards.
//!
//! Bounded three ways, so replays cannot slow the bot for everyone:
//! - **Memory**: frames are drawn and streamed into the GIF encoder one at a time
//!   ([`render::animation::gif_of`]), at most [`render::animation::MAX_FRAMES`] of them.
//! - **Concurrency**: at most [`REPLAY_SLOTS`] GIFs are made at once. A `/replay` that
//!   finds them busy is answered at once ("your replay is being made (N ahead)") and the
//!   GIF follows as [`FollowUp::Replay`]; past [`MAX_REPLAYS_WAITING`] waiting, refused.
//! - **Repetition**: made GIFs are kept in memory, per game, ply count and version (a
//!   takeback or a result changes the version), in an LRU of at most
//!   [`REPLAY_CACHE_BYTES`]: a finished game's GIF is made once. In memory, not in
//!   SQLite: a GIF is derived data that is cheap to make again after a restart, and
//!   keeping it out of the database keeps backups and reshards small.

use super::Games;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;

use super::lookup::Purpose;
use crate::games::numbering::MoveNumber;
use crate::games::{AnyPosition, Color, GameKind};
use crate::i18n::Locale;
use crate::msg;
use crate::render::{self, Header};
use crate::service::text::phrases::{game_title, player, status_line, to_move};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Attachment, Ctx, FollowUp, Reply, ServiceError, Text};
use crate::store::{GameId, GameRow};

/// Discord's upload limit for bots without boosts.
pub const MAX_GIF_BYTES: usize = 8 * 1024 * 1024;
/// GIFs made at once (each on a blocking thread).
pub const REPLAY_SLOTS: usize = 2;
/// Replays waiting for a slot beyond which `/replay` is refused for now.
pub const MAX_REPLAYS_WAITING: usize = 8;
/// Bytes of GIFs kept for repeated `/replay`s.
pub const REPLAY_CACHE_BYTES: usize = 64 * 1024 * 1024;

/// The replay slots, the queue before them and the made GIFs.
pub(crate) struct Replays {
    slots: Semaphore,
    /// Replays being made or waiting for a slot.
    busy: AtomicUsize,
    cache: Mutex<GifCache>,
}

impl Default for Replays {
    fn default() -> Replays {
        Replays {
            slots: Semaphore::new(REPLAY_SLOTS),
            busy: AtomicUsize::new(0),
            cache: Mutex::new(GifCache::new(REPLAY_CACHE_BYTES)),
        }
    }
}

/// What a GIF shows: the game, its plies, its version, the language of its status lines.
type Key = (i64, u32, i64, Locale);

/// A least-recently-used map of GIFs bounded in bytes.
pub(crate) struct GifCache {
    budget: usize,
    bytes: usize,
    tick: u64,
    entries: HashMap<Key, (Arc<Vec<u8>>, u64)>,
}

impl GifCache {
    pub(crate) fn new(budget: usize) -> GifCache {
        GifCache {
            budget,
            bytes: 0,
            tick: 0,
            entries: HashMap::new(),
        }
    }

    pub(crate) fn get(&mut self, key: Key) -> Option<Arc<Vec<u8>>> {
        self.tick += 1;
        let tick = self.tick;
        self.entries.get_mut(&key).map(|(gif, used)| {
            *used = tick;
            gif.clone()
        })
    }

    /// Keeps `gif`, dropping the least recently used ones until the total fits.
    pub(crate) fn put(&mut self, key: Key, gif: Arc<Vec<u8>>) {
        if gif.len() > self.budget {
            return;
        }
        self.tick += 1;
        if let Some((old, _)) = self.entries.insert(key, (gif.clone(), self.tick)) {
            self.bytes -= old.len();
        }
        self.bytes += gif.len();
        while self.bytes > self.budget {
            let Some((&oldest, _)) = self.entries.iter().min_by_key(|(_, (_, used))| *used) else {
                break;
            };
            if let Some((gone, _)) = self.entries.remove(&oldest) {
                self.bytes -= gone.len();
            }
        }
    }

    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

/// Releases a place in the replay count when dropped.
struct Busy<'a>(&'a AtomicUsize);

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Games<'_> {
    /// `/replay [game]`: the game so far as `game-<id>.gif` (at most
    /// [`render::animation::MAX_FRAMES`] frames, dropped evenly from long games, and under
    /// [`MAX_GIF_BYTES`]). Anyone may ask; it pings nobody. When both replay slots are
    /// busy the answer says how many are ahead and carries [`FollowUp::Replay`]: the front
    /// end then calls [`Games::replay_queued`] and posts its GIF.
    pub async fn replay_gif(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.find_game(ctx, reference, Purpose::View).await?;
            // The GIF is posted for everyone: drawn in the post's language.
            let locale = self.reply_language(ctx, false).await?;
            if let Some(gif) = self.cached_replay(&game, locale) {
                return Ok(self.replay_reply(&game, gif));
            }
            let replays = &self.inner.replays;
            let ahead = replays.busy.load(Ordering::SeqCst);
            match replays.slots.try_acquire() {
                Ok(_slot) => {
                    replays.busy.fetch_add(1, Ordering::SeqCst);
                    let _busy = Busy(&replays.busy);
                    let gif = self.make_replay(&game, locale).await?;
                    Ok(self.replay_reply(&game, gif))
                }
                Err(_) if ahead >= REPLAY_SLOTS + MAX_REPLAYS_WAITING => {
                    Err(Refusal::Said(msg!("replay-too-many", count = ahead)).into())
                }
                Err(_) => Ok(Reply {
                    content: msg!("replay-queued", game = game_title(&game), ahead = ahead),
                    follow_up: Some(FollowUp::Replay(game.id)),
                    ..Reply::default()
                }),
            }
        })
        .await
    }

    /// The replay a [`FollowUp::Replay`] waits for: made when a slot is free (or taken
    /// from the cache), as the post to make in the game's channel. `None` when the game is
    /// gone.
    pub async fn replay_queued(&self, game: GameId) -> Result<Option<Reply>, ServiceError> {
        let Some(row) = self.store().call(move |db| db.game(game)).await? else {
            return Ok(None);
        };
        let replays = &self.inner.replays;
        replays.busy.fetch_add(1, Ordering::SeqCst);
        let _busy = Busy(&replays.busy);
        let _slot = replays
            .slots
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        let locale = self.board_language(&row).await?;
        // Made meanwhile by someone else's `/replay`?
        let gif = match self.cached_replay(&row, locale) {
            Some(gif) => gif,
            None => match self.make_replay(&row, locale).await {
                Ok(gif) => gif,
                Err(Fail::Error(e)) => return Err(e),
                Err(Fail::Refused(r)) => return Ok(Some(r.into())),
            },
        };
        Ok(Some(self.replay_reply(&row, gif)))
    }

    /// Replays being made or waiting for a slot now.
    pub fn replays_busy(&self) -> usize {
        self.inner.replays.busy.load(Ordering::SeqCst)
    }

    /// Bytes of GIFs in the replay cache.
    pub fn replay_cache_bytes(&self) -> usize {
        self.inner
            .replays
            .cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .bytes()
    }

    fn cache_key(game: &GameRow, locale: Locale) -> Key {
        (game.id.0, game.ply, game.version, locale)
    }

    fn cached_replay(&self, game: &GameRow, locale: Locale) -> Option<Arc<Vec<u8>>> {
        let mut cache = self
            .inner
            .replays
            .cache
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        cache.get(Self::cache_key(game, locale))
    }

    fn replay_reply(&self, game: &GameRow, gif: Arc<Vec<u8>>) -> Reply {
        let first =
            AnyPosition::parse(game.kind, &game.start_position).map_or(Color::White, |p| p.turn());
        Reply {
            content: msg!(
                "replay-post",
                game = game_title(game),
                white = player(game, Color::White),
                black = player(game, Color::Black),
                length = played_text(game.kind, first, game.ply as usize)
            ),
            files: vec![Attachment {
                name: format!("game-{}.gif", game.id),
                bytes: gif.as_ref().clone(),
            }],
            ..Reply::default()
        }
    }

    /// Draws the GIF of `game` (the caller holds a slot), its status lines in `locale`,
    /// and keeps it in the cache.
    async fn make_replay(&self, game: &GameRow, locale: Locale) -> Result<Arc<Vec<u8>>, Fail> {
        let (id, w, b) = (game.id, game.white, game.black);
        let (moves, white, black) = self
            .store()
            .call(move |db| Ok((db.moves(id)?, db.player_name(w)?, db.player_name(b)?)))
            .await?;
        let side = |c: Color| Text::from(c).resolve(locale).to_string();
        let white = white.unwrap_or_else(|| side(Color::White));
        let black = black.unwrap_or_else(|| side(Color::Black));
        let corrupt = move |why: String| ServiceError::Corrupt { game: id.0, why };
        let start = AnyPosition::parse(game.kind, &game.start_position)
            .map_err(|e| corrupt(e.to_string()))?;
        let row = game.clone();
        let count = moves.len();
        let first = start.turn();
        let finish = crate::service::text::phrases::finish(game);
        let kind = game.kind;
        let gif = tokio::task::spawn_blocking(move || {
            // Every position (a few hundred bytes each), so frames can be drawn in any
            // order (the ends first, for the palette) and again if the GIF must shrink.
            let mut positions = Vec::with_capacity(count + 1);
            let mut pos = start;
            let mut last = None;
            for i in 0..=count {
                let next = match moves.get(i) {
                    Some(m) => Some(pos.play_text(&m.text).map_err(|e| corrupt(e.to_string()))?),
                    None => None,
                };
                positions.push((pos.clone(), last));
                if let Some((p, mv)) = next {
                    pos = p;
                    last = Some(mv);
                }
            }
            let final_status = status_line(&row, &positions[count].0)
                .resolve(locale)
                .to_string();
            // Each frame painted over the one before (the squares that changed).
            let mut painter = render::FramePainter::new();
            let words = crate::service::text::language::picture_words(locale);
            let draw = |i: usize| {
                let (pos, last) = &positions[i];
                let status = if i == count {
                    final_status.clone()
                } else {
                    let n = MoveNumber::of(first, i as u32).number;
                    to_move(kind, pos.turn(), n).resolve(locale).to_string()
                };
                let mut header =
                    Header::new(white.clone(), black.clone(), status).with_words(words.clone());
                if i == count {
                    // The last frame marks the real winner (a resignation, a timeout…).
                    header.finish = finish;
                }
                painter.draw(pos, last.as_ref(), &header)
            };
            Ok::<_, ServiceError>(render::animation::gif_of(count + 1, draw, MAX_GIF_BYTES)?)
        })
        .await
        .map_err(|e| ServiceError::Task(e.to_string()))??;
        let gif = Arc::new(gif);
        self.inner
            .replays
            .cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .put(Self::cache_key(game, locale), gif.clone());
        Ok(gif)
    }
}

/// How long a game was, numbered as players see it: "15 moves" when White's 15th move
/// was the last (29 plies), "no moves yet"; Breach counts turns.
fn played_text(kind: GameKind, first: Color, plies: usize) -> Text {
    let Some(last) = plies.checked_sub(1) else {
        return msg!(
            "replay-no-moves",
            kind = crate::service::text::phrases::kind_word(kind)
        );
    };
    let n = MoveNumber::of(first, last as u32).number;
    match kind {
        GameKind::Breakthrough => msg!("count-moves", count = n),
        GameKind::Breach => msg!("replay-count-turns", count = n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E: Locale = Locale::ENGLISH;

    #[test]
    fn the_cache_keeps_the_recently_used_within_its_bytes() {
        let mut cache = GifCache::new(100);
        let gif = |n: usize| Arc::new(vec![0u8; n]);
        cache.put((1, 10, 1, E), gif(40));
        cache.put((2, 10, 1, E), gif(40));
        assert!(
            cache.get((1, 10, 1, E)).is_some(),
            "1 is now the most recent"
        );
        cache.put((3, 10, 1, E), gif(40));
        assert_eq!(cache.bytes(), 80);
        assert!(cache.get((2, 10, 1, E)).is_none(), "the least recent went");
        assert!(cache.get((1, 10, 1, E)).is_some() && cache.get((3, 10, 1, E)).is_some());
        // Another ply count or version is another GIF.
        assert!(cache.get((1, 11, 1, E)).is_none() && cache.get((1, 10, 2, E)).is_none());
        // Too big to keep at all: not kept, nothing dropped for it.
        cache.put((4, 1, 1, E), gif(101));
        assert_eq!(cache.bytes(), 80);
        // Replacing an entry counts its bytes once.
        cache.put((1, 10, 1, E), gif(10));
        assert_eq!(cache.bytes(), 50);
    }

    #[test]
    fn lengths_count_move_pairs_or_turns() {
        assert_eq!(
            played_text(GameKind::Breakthrough, Color::White, 29).to_string(),
            "15 moves"
        );
        assert_eq!(
            played_text(GameKind::Breakthrough, Color::White, 30).to_string(),
            "15 moves"
        );
        assert_eq!(
            played_text(GameKind::Breach, Color::White, 1).to_string(),
            "1 turn"
        );
        assert_eq!(
            played_text(GameKind::Breach, Color::White, 0).to_string(),
            "no turns yet"
        );
    }
}
