//! A pool's ratings as its rated games compute them, in order: the history is the truth
//! and the ratings are its cache, so a corrected or voided result is a recomputation.

use std::collections::HashMap;

use super::{rate, Rating};

/// The result of a rated game, from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    WhiteWins,
    BlackWins,
    Draw,
}

/// A finished rated game, as the pool needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatedGame {
    pub white: u64,
    pub black: u64,
    pub score: Score,
    /// When it ended (Unix ms).
    pub at: i64,
}

/// A player's games in the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The current run: positive for wins, negative for losses, 0 after a draw.
    pub streak: i32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// When the player's last rated game ended.
    pub last_game_at: Option<i64>,
}

impl Record {
    /// Counts one game: `score` 1 a win, -1 a loss, anything else a draw.
    pub fn count(&mut self, score: i32) {
        match score {
            1 => {
                self.wins += 1;
                self.streak = self.streak.max(0) + 1;
                self.best_streak = self.best_streak.max(self.streak as u32);
            }
            -1 => {
                self.losses += 1;
                self.streak = self.streak.min(0) - 1;
            }
            _ => {
                self.draws += 1;
                self.streak = 0;
            }
        }
    }
}

#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    rating: Rating,
    record: Record,
}

/// Every player's rating and record in one pool.
#[derive(Debug, Clone, Default)]
pub struct Pool {
    players: HashMap<u64, Entry>,
}

impl Pool {
    /// A pool where nobody has played.
    pub fn new() -> Pool {
        Pool::default()
    }

    /// The pool after `games`, taken in the order given (the order they ended).
    pub fn replay<'a>(games: impl IntoIterator<Item = &'a RatedGame>) -> Pool {
        let mut pool = Pool::new();
        for g in games {
            pool.record(g);
        }
        pool
    }

    /// A player's rating as it stands (the start rating for newcomers).
    pub fn get(&self, player: u64) -> Rating {
        self.players
            .get(&player)
            .map_or(Rating::START, |e| e.rating)
    }

    /// A player's rating as it would enter a game ending at `at`: grown by the idle
    /// periods since their previous game.
    pub fn at(&self, player: u64, at: i64) -> Rating {
        match self.players.get(&player) {
            Some(e) => e
                .rating
                .after_idle(at - e.record.last_game_at.unwrap_or(at)),
            None => Rating::START,
        }
    }

    /// A player's wins, losses and streaks.
    pub fn record_of(&self, player: u64) -> Record {
        self.players
            .get(&player)
            .map(|e| e.record)
            .unwrap_or_default()
    }

    /// Everyone who has played, with their rating.
    pub fn players(&self) -> impl Iterator<Item = (u64, Rating)> + '_ {
        self.players.iter().map(|(id, e)| (*id, e.rating))
    }

    /// Rates `game`, returning both players' (before, after) ratings: White's, then Black's.
    pub fn record(&mut self, game: &RatedGame) -> ((Rating, Rating), (Rating, Rating)) {
        let white = self.at(game.white, game.at);
        let black = self.at(game.black, game.at);
        let (w, b) = rate(white, black, game.score);
        let (white_score, black_score) = match game.score {
            Score::WhiteWins => (1, -1),
            Score::BlackWins => (-1, 1),
            Score::Draw => (0, 0),
        };
        self.update(game.white, w, white_score, game.at);
        self.update(game.black, b, black_score, game.at);
        ((white, w), (black, b))
    }

    fn update(&mut self, player: u64, rating: Rating, score: i32, at: i64) {
        let e = self.players.entry(player).or_default();
        e.rating = rating;
        e.record.last_game_at = Some(at);
        e.record.count(score);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400_000;

    fn game(white: u64, black: u64, score: Score, day: i64) -> RatedGame {
        RatedGame {
            white,
            black,
            score,
            at: day * DAY,
        }
    }

    #[test]
    fn records_and_streaks() {
        let games = [
            game(1, 2, Score::WhiteWins, 1),
            game(2, 1, Score::BlackWins, 2),
            game(1, 3, Score::WhiteWins, 3),
            game(3, 1, Score::WhiteWins, 4),
            game(1, 2, Score::Draw, 5),
        ];
        let pool = Pool::replay(&games);
        let alice = pool.record_of(1);
        assert_eq!((alice.wins, alice.losses, alice.draws), (3, 1, 1));
        assert_eq!((alice.streak, alice.best_streak), (0, 3));
        assert_eq!(pool.record_of(2).streak, 0);
        assert_eq!(pool.record_of(3).streak, 1);
        assert_eq!(pool.record_of(9), Record::default());
        assert_eq!(pool.get(9), Rating::START);
    }

    #[test]
    fn idle_time_counts_before_the_game() {
        let mut quick = Pool::new();
        quick.record(&game(1, 2, Score::WhiteWins, 0));
        let mut slow = quick.clone();
        quick.record(&game(1, 2, Score::WhiteWins, 10));
        slow.record(&game(1, 2, Score::WhiteWins, 100));
        // Ninety idle days leave more uncertainty, so the same win moves the rating more.
        assert!(slow.get(1).rating > quick.get(1).rating);
        assert!(slow.at(1, 100 * DAY).deviation < slow.at(1, 200 * DAY).deviation);
    }

    /// A sequence replayed by the pool is the same as calling `skillratings` by hand:
    /// one `glicko2` period per game, `decay_deviation` once per full 30 idle days.
    #[test]
    fn a_sequence_matches_skillratings_called_directly() {
        use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
        use skillratings::Outcomes;
        let games = [
            game(1, 2, Score::WhiteWins, 0),
            game(2, 3, Score::BlackWins, 3),
            game(3, 1, Score::Draw, 40),
            game(1, 2, Score::BlackWins, 101),
        ];
        let pool = Pool::replay(&games);
        let start = Glicko2Rating::new();
        let mut r = [start; 4];
        let mut last = [None::<i64>; 4];
        let config = Glicko2Config::new();
        for g in &games {
            let (w, b) = (g.white as usize, g.black as usize);
            for p in [w, b] {
                if let Some(at) = last[p] {
                    for _ in 0..(g.at - at) / (30 * DAY) {
                        r[p] = decay_deviation(&r[p]);
                    }
                }
                last[p] = Some(g.at);
            }
            let outcome = match g.score {
                Score::WhiteWins => Outcomes::WIN,
                Score::BlackWins => Outcomes::LOSS,
                Score::Draw => Outcomes::DRAW,
            };
            (r[w], r[b]) = glicko2(&r[w], &r[b], &outcome, &config);
        }
        for p in 1..=3u64 {
            let mine = pool.get(p);
            let theirs = r[p as usize];
            assert_eq!(
                (mine.rating, mine.deviation, mine.volatility),
                (theirs.rating, theirs.deviation, theirs.volatility),
                "player {p}"
            );
        }
        // Player 3 sat out 37 days before their draw: one idle period grew the deviation.
        assert_ne!(pool.get(3), Pool::replay(&games[..2]).get(3));
    }

    #[test]
    fn replay_is_the_order_of_the_history() {
        let a = [
            game(1, 2, Score::WhiteWins, 1),
            game(2, 3, Score::WhiteWins, 2),
        ];
        let b = [
            game(2, 3, Score::WhiteWins, 2),
            game(1, 2, Score::WhiteWins, 1),
        ];
        assert_ne!(Pool::replay(&a).get(2), Pool::replay(&b).get(2));
        assert_eq!(Pool::replay(&a).get(2), Pool::replay(&a).get(2));
    }
}
