//! What the Dutch rules need to know about each player before a round: score, colour
//! history and preference (C.04.3 A.6), floats (A.4), bye eligibility (C.04.1 c, C.04.2),
//! and who has met whom. Derived from a TRF file the way JaVaFo and bbpPairings read it.

use super::NoValidPairing;
use crate::tournament::trf::{self, Colour, ResultCode};

/// One round of a player's history.
#[derive(Clone, Copy, Debug)]
pub(super) struct Match {
    /// The opponent's index, or the player's own for a bye or no game.
    pub opponent: usize,
    pub colour: Option<Colour>,
    /// Points in tenths (win 10, draw 5, loss 0).
    pub points: u32,
    /// Played over the board (counts for colours, floats and rematches).
    pub played: bool,
    /// Took part in the pairing of that round (a game, a forfeit or the pairing bye).
    pub paired: bool,
}

#[derive(Clone, Debug)]
pub(super) struct Player {
    /// Pairing number − 1.
    pub id: usize,
    /// Rank among the players taking part (pairing-number order).
    pub rank: usize,
    /// Points in tenths after the rounds played.
    pub score: u32,
    pub matches: Vec<Match>,
    pub imbalance: u32,
    pub preference: Option<Colour>,
    /// The colour of the last two played games when they were the same.
    pub repeated: Option<Colour>,
    pub strong: bool,
    pub played_games: u32,
    /// Still in the tournament and not already given an entry for the round to pair.
    pub to_pair: bool,
}

impl Player {
    /// C.04.3 A.6.a: a colour difference above 1, or the same colour twice in a row.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }

    /// C.04.1 c / C.04.2: no one receives the pairing-allocated bye (or any unplayed
    /// win) twice.
    pub fn eligible_for_bye(&self) -> bool {
        !self
            .matches
            .iter()
            .any(|m| !m.played && (m.points >= 10 || (m.paired && m.opponent == self.id)))
    }
}

pub(super) struct State {
    pub players: Vec<Player>,
    /// Rounds already paired (the round to pair is `played_rounds + 1`).
    pub played_rounds: usize,
    pub expected_rounds: usize,
    pub initial: Colour,
    /// `met[a * n + b]`: the two have played each other.
    pub met: Vec<bool>,
}

impl State {
    pub fn from_trf(t: &trf::Tournament) -> Result<State, NoValidPairing> {
        let n = t.players.len();
        // The round to pair: bbpPairings' reading of a TRF. Entries that took part in a
        // pairing end a round; an entry that did not (a requested bye, an absence) may
        // already stand for the next one.
        let mut played_rounds = 0usize;
        for p in &t.players {
            for (i, e) in p.rounds.iter().enumerate() {
                played_rounds = played_rounds.max(i);
                if e.paired() {
                    played_rounds = played_rounds.max(i + 1);
                }
            }
        }
        if n > 0 && t.players.iter().all(|p| p.rounds.len() > played_rounds) {
            played_rounds += 1;
        }
        let expected_rounds = t.rounds.ok_or(NoValidPairing::RoundsUnknown)? as usize;
        if played_rounds >= expected_rounds {
            return Err(NoValidPairing::Finished {
                rounds: expected_rounds,
            });
        }
        let mut players = Vec::with_capacity(n);
        for (id, p) in t.players.iter().enumerate() {
            let mut matches: Vec<Match> = p
                .rounds
                .iter()
                .map(|e| Match {
                    opponent: e.opponent.map_or(id, |o| o as usize - 1),
                    colour: e.colour,
                    points: e.result.tenths(),
                    played: e.played(),
                    paired: e.paired(),
                })
                .collect();
            let none = Match {
                opponent: id,
                colour: None,
                points: 0,
                played: false,
                paired: false,
            };
            if matches.len() < played_rounds {
                matches.resize(played_rounds, none);
            }
            let to_pair = matches.len() <= played_rounds;
            let valid = to_pair || matches.iter().any(|m| m.paired);
            let score = matches[..played_rounds].iter().map(|m| m.points).sum();
            let mut player = Player {
                id,
                rank: if valid { 0 } else { usize::MAX },
                score,
                matches,
                imbalance: 0,
                preference: None,
                repeated: None,
                strong: false,
                played_games: 0,
                to_pair,
            };
            colour_data(&mut player);
            players.push(player);
        }
        for (rank, p) in players.iter_mut().filter(|p| p.rank == 0).enumerate() {
            p.rank = rank;
        }
        let mut met = vec![false; n * n];
        for p in &players {
            for m in p.matches.iter().filter(|m| m.played) {
                met[p.id * n + m.opponent] = true;
                met[m.opponent * n + p.id] = true;
            }
        }
        let initial = t.initial_colour.unwrap_or_else(|| infer_initial_colour(t));
        Ok(State {
            players,
            played_rounds,
            expected_rounds,
            initial,
            met,
        })
    }

    /// `a` and `b` (indices) must not meet: as if they had played.
    pub fn forbid(&mut self, a: usize, b: usize) {
        let n = self.players.len();
        if a < n && b < n && a != b {
            self.met[a * n + b] = true;
            self.met[b * n + a] = true;
        }
    }

    /// The score `rounds_back` rounds ago.
    pub fn score_before(&self, p: &Player, rounds_back: usize) -> u32 {
        let mut s = p.score;
        for r in self.played_rounds - rounds_back..self.played_rounds {
            s -= p.matches[r].points;
        }
        s
    }

    /// The float of `p` in the round `rounds_back` before the one to pair.
    pub fn float(&self, p: &Player, rounds_back: usize) -> Float {
        let m = &p.matches[self.played_rounds - rounds_back];
        if !m.played {
            // A bye or a forfeit win counts as a downfloat (A.4.b).
            return if m.points > 0 {
                Float::Down
            } else {
                Float::None
            };
        }
        let mine = self.score_before(p, rounds_back);
        let theirs = self.score_before(&self.players[m.opponent], rounds_back);
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }

    /// C1 and C3: not opponents before, and not two players with the same absolute
    /// colour preference (except topscorers in the last round).
    pub fn compatible(&self, a: &Player, b: &Player) -> bool {
        let n = self.players.len();
        if self.met[a.id * n + b.id] {
            return false;
        }
        let top = (self.played_rounds as u32 * 10) >> 1;
        !a.absolute()
            || !b.absolute()
            || a.preference != b.preference
            || (self.played_rounds + 1 >= self.expected_rounds && (a.score > top || b.score > top))
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Float {
    Down,
    Up,
    None,
}

/// C.04.3 A.6: colour difference, the colour repeated in the last two games, and the
/// preference (absolute, strong or mild) they give.
fn colour_data(p: &mut Player) {
    let (mut white, mut black, mut run, mut played) = (0u32, 0u32, 0u32, 0u32);
    let mut last: Option<Colour> = None;
    for m in p.matches.iter().filter(|m| m.played) {
        let c = m.colour.expect("a played game has a colour");
        played += 1;
        match c {
            Colour::White => white += 1,
            Colour::Black => black += 1,
        }
        run = if run == 0 || Some(c) != last {
            1
        } else {
            run + 1
        };
        last = Some(c);
    }
    p.played_games = played;
    let lower = if white > black {
        Colour::Black
    } else {
        Colour::White
    };
    p.imbalance = white.abs_diff(black);
    p.preference = if p.imbalance > 1 {
        Some(lower)
    } else if run > 1 {
        last.map(Colour::invert)
    } else if p.imbalance > 0 {
        Some(lower)
    } else if run > 0 {
        last.map(Colour::invert)
    } else {
        None
    };
    p.repeated = if run > 1 { last } else { None };
    p.strong = !p.absolute() && p.imbalance > 0;
}

/// Without `XXC`: the first round with a colour, the colour of its highest player who
/// took part in the pairing so far, inverted for each higher player without one
/// (bbpPairings' inference).
fn infer_initial_colour(t: &trf::Tournament) -> Colour {
    let Some(first) = (0..t.players.iter().map(|p| p.rounds.len()).max().unwrap_or(0)).find(|&r| {
        t.players
            .iter()
            .any(|p| p.rounds.get(r).is_some_and(|e| e.colour.is_some()))
    }) else {
        return Colour::White;
    };
    let mut flip = false;
    for p in &t.players {
        if !p.rounds.iter().take(first + 1).any(|e| e.paired()) {
            continue;
        }
        if let Some(c) = p
            .rounds
            .get(first)
            .filter(|e| e.result != ResultCode::Blank)
            .and_then(|e| e.colour)
        {
            return if flip { c.invert() } else { c };
        }
        flip = !flip;
    }
    Colour::White
}
