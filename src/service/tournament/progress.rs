//! What moves a tournament on: starting a season's (or a round's) games, and what a
//! finished game does: the next round of a `schedule:rounds` event, the end of the
//! event, a league season's end and, after the pause, the next season.
//!
//! A game's end moves its tournament on from the end's record ([`Tournaments::on_end`],
//! run after the commit that ended it: see `store/finish.rs`), and records what it did
//! ([`Moved`]); the result notes read that record ([`Tournaments::result_note`]) and never
//! move anything. A league's next season starts at the first tournament command or
//! result after its pause.

use super::Tournaments;
use super::{Schedule, Status};
use std::collections::HashMap;

use super::view::leagues;
use super::{decided, outcome, rows, Format};
use crate::games::{AnyPosition, Color};
use crate::msg;
use crate::service::correspondence::deadline::first_turn;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{ServiceError, Span, Text, ThreadRequest};
use crate::store::{
    Audit, EntrantRow, GameEnd, GameId, GameRow, GameStatus, Moved, NewGame, NewPairing,
    PairingRow, Player, RatingPool, Seat, TournamentRow, DAY_MS,
};
use crate::tournament::{league, seating, swiss};

/// A message about a tournament's progress and the players it should ping.
#[derive(Debug, Default)]
pub(crate) struct Post {
    pub text: Text,
    pub mentions: Vec<u64>,
}

impl Post {
    fn add(&mut self, other: Post) {
        self.text.append(other.text);
        for m in other.mentions {
            if !self.mentions.contains(&m) {
                self.mentions.push(m);
            }
        }
    }
}

impl Tournaments<'_> {
    /// Pool ratings of `players` for the tournament's game and size (the start rating
    /// for players without one).
    pub(crate) async fn seed_ratings(
        &self,
        t: &TournamentRow,
    ) -> Result<HashMap<u64, f64>, ServiceError> {
        let pool = RatingPool::Casual {
            guild_id: t.guild,
            kind: t.kind,
            size: t.size.clone(),
        };
        let got = self.store().call(move |db| db.pool_ratings(&pool)).await?;
        Ok(got
            .into_iter()
            .map(|r| (r.player_id as u64, r.rating))
            .collect())
    }

    /// Stores a season's seats and pairings and starts its first games. `None` if the
    /// season had begun already.
    pub(crate) async fn begin_season(
        &self,
        t: &TournamentRow,
        season: u32,
        rounds: Option<u32>,
        seats: Vec<Seat>,
        pairings: Vec<NewPairing>,
        audit: Option<Audit>,
    ) -> Result<Option<Post>, Fail> {
        let (row, now) = (t.clone(), self.now());
        let began = self
            .store()
            .call(move |db| {
                db.tournament_begin(&row, season, rounds, &seats, &pairings, now, audit.as_ref())
            })
            .await?;
        if !began {
            return Ok(None);
        }
        let id = t.id;
        let t = self
            .store()
            .call(move |db| db.tournament(id))
            .await?
            .ok_or_else(|| Fail::from(Refusal::Said(msg!("tournament-gone"))))?;
        let (_, pairings) = self.state(&t).await?;
        let first: Vec<PairingRow> = if t.schedule == Schedule::Rounds {
            pairings.into_iter().filter(|p| p.round == 1).collect()
        } else {
            pairings
        };
        let round = if t.schedule == Schedule::Rounds {
            1
        } else {
            first.iter().map(|p| p.round).max().unwrap_or(0)
        };
        if !self.start_pairings(&t, &first, round).await? {
            return Ok(Some(Post::default()));
        }
        let (_, pairings) = self.state(&t).await?;
        let rounds: Vec<u32> = first.iter().map(|p| p.round).collect();
        let started: Vec<PairingRow> = pairings
            .into_iter()
            .filter(|p| rounds.contains(&p.round))
            .collect();
        Ok(Some(announce(&t, &started)))
    }

    /// Starts the games of `pairings` (not byes; a withdrawn player's are forfeits).
    /// Whether this call moved the tournament on to `round` (`false` when another caller
    /// started it first: that caller announces it).
    pub(crate) async fn start_pairings(
        &self,
        t: &TournamentRow,
        pairings: &[PairingRow],
        round: u32,
    ) -> Result<bool, Fail> {
        let (entrants, _) = self.state(t).await?;
        let gone = |p: u64| {
            entrants
                .iter()
                .any(|e| e.player == p && e.withdrawn_at.is_some())
        };
        let start = AnyPosition::start(t.kind, Some(&t.size)).map_err(|e| {
            Refusal::Said(msg!(
                "tournament-size-cannot-start",
                error = crate::service::text::refusal::position_error(&e)
            ))
        })?;
        let now = self.now();
        let mut games = Vec::new();
        let mut forfeits = Vec::new();
        for p in pairings
            .iter()
            .filter(|p| p.game.is_none() && p.forfeit.is_none())
        {
            let Some(black) = p.black else {
                continue;
            };
            match (gone(p.white), gone(black)) {
                (false, false) => {}
                (w, b) => {
                    let winner = match (w, b) {
                        (true, false) => Some(Color::Black),
                        (false, true) => Some(Color::White),
                        _ => None,
                    };
                    forfeits.push((p.id, winner));
                    continue;
                }
            }
            let name = |id: u64| {
                entrants
                    .iter()
                    .find(|e| e.player == id)
                    .map_or_else(|| id.to_string(), |e| e.name.clone())
            };
            let player = |id: u64| Player {
                id,
                name: name(id),
                is_ai: false,
                ai_level: None,
            };
            let new = NewGame {
                guild: Some(t.guild),
                channel: t.channel,
                kind: t.kind,
                size: start.size_text(),
                white: p.white,
                black,
                challenger: p.white,
                status: GameStatus::Active,
                days_per_move: t.clock.days_rounded_up(),
                clock: Some(t.clock),
                timing: first_turn(&t.clock, now, false),
                ai_level: None,
                rated: t.rated,
                position: start.to_string(),
                at: now,
                answer_only: false,
            };
            games.push((p.id, new, [player(p.white), player(black)]));
        }
        if !forfeits.is_empty() {
            self.store()
                .call(move |db| db.tournament_forfeits(&forfeits, now))
                .await?;
        }
        let (id, threads) = (t.id, t.threads);
        let (_, advanced) = self
            .store()
            .call(move |db| db.tournament_start_games(id, round, &games, threads))
            .await?;
        self.poke();
        Ok(advanced)
    }

    /// A public reply saying `text`, followed by what it moved on in `t` (the next round,
    /// the end), pinging the players of any games that started.
    pub(crate) async fn reply_and_advance(
        &self,
        t: &TournamentRow,
        text: Text,
    ) -> Result<crate::service::Reply, Fail> {
        let moved = self.advance(t).await?;
        self.reply_moved(t, text, moved).await
    }

    /// A public reply saying `text`, followed by what `moved` did in `t`, pinging the
    /// players of any games that started.
    pub(crate) async fn reply_moved(
        &self,
        t: &TournamentRow,
        mut text: Text,
        moved: Option<Moved>,
    ) -> Result<crate::service::Reply, Fail> {
        let mut mentions = Vec::new();
        if let Some(moved) = moved {
            let post = self.moved_post(t, moved).await?;
            text.append(post.text);
            mentions = post.mentions;
        }
        Ok(crate::service::Reply {
            content: text,
            mentions,
            ..crate::service::Reply::default()
        })
    }

    /// After a result in `t`: starts the next round, ends the event or the league
    /// season, as due, and says which. Nothing if nothing is due, or if another caller
    /// moved the tournament on first.
    pub(crate) async fn advance(&self, t: &TournamentRow) -> Result<Option<Moved>, Fail> {
        if t.status != Status::Running || t.next_season_at.is_some() || t.paused_at.is_some() {
            return Ok(None);
        }
        let (entrants, pairings) = self.state(t).await?;
        if pairings.is_empty() {
            return Ok(None);
        }
        let format = t.format;
        let current: Vec<&PairingRow> = pairings.iter().filter(|p| p.round == t.round).collect();
        let last_round = pairings.iter().map(|p| p.round).max().unwrap_or(0);
        if t.schedule == Schedule::Rounds
            && t.round < last_round
            && current.iter().all(|p| decided(p))
        {
            let next: Vec<PairingRow> = pairings
                .iter()
                .filter(|p| p.round == t.round + 1)
                .cloned()
                .collect();
            // Two results ending the round at once: the caller that starts it says so.
            let round = t.round + 1;
            let started = self.start_pairings(t, &next, round).await?;
            return Ok(started.then_some(Moved::Round {
                season: t.season,
                round,
            }));
        }
        if !pairings.iter().all(decided) {
            return Ok(None);
        }
        if format == Format::Swiss && t.round < t.rounds.unwrap_or(0) {
            return self.next_swiss_round(t, &entrants, &pairings).await;
        }
        let now = self.now();
        let id = t.id;
        if format == Format::League && t.last_season != Some(t.season) {
            let at = now + t.pause_days as i64 * DAY_MS;
            self.store()
                .call(move |db| db.tournament_status(id, Status::Running, Some(at), now, None))
                .await?;
            return Ok(Some(Moved::Season {
                season: t.season,
                at,
            }));
        }
        self.store()
            .call(move |db| db.tournament_status(id, Status::Finished, None, now, None))
            .await?;
        Ok(Some(Moved::Over))
    }

    /// The post saying what `moved` did in `t`, from the stored state: the round over
    /// and the next one's games, a season's or the event's final standings. It only
    /// reads, so a post made again (a notice delivered late) says the same.
    pub(crate) async fn moved_post(&self, t: &TournamentRow, moved: Moved) -> Result<Post, Fail> {
        let name = || Span::Name(t.name.clone());
        let season = match moved {
            Moved::Round { season, .. } | Moved::Season { season, .. } => season,
            Moved::Over | Moved::Unpaired { .. } => t.season,
        };
        let id = t.id;
        let (entrants, pairings) = self
            .store()
            .call(move |db| {
                Ok((
                    db.tournament_players(id)?,
                    db.tournament_pairings(id, season)?,
                ))
            })
            .await?;
        let mut text = Text::from("\n");
        match moved {
            Moved::Round { round, .. } => {
                text.append(msg!(
                    "tournament-round-over",
                    tournament = name(),
                    round = round - 1,
                    next = round
                ));
                let started: Vec<PairingRow> =
                    pairings.into_iter().filter(|p| p.round == round).collect();
                let mut post = Post {
                    text,
                    mentions: Vec::new(),
                };
                post.add(announce(t, &started));
                return Ok(post);
            }
            Moved::Season { season, at } => {
                text.append(msg!(
                    "tournament-season-over",
                    tournament = name(),
                    season = season
                ));
                text.append(final_lines(t, &entrants, &pairings));
                text.push("\n");
                text.append(msg!(
                    "tournament-season-starts",
                    season = season + 1,
                    time = Span::Time(at)
                ));
            }
            Moved::Over => {
                text.append(msg!("tournament-over", tournament = name()));
                text.append(final_lines(t, &entrants, &pairings));
            }
            Moved::Unpaired { round } => {
                text.append(msg!(
                    "tournament-swiss-no-pairing",
                    tournament = name(),
                    round = round,
                    played = round - 1
                ));
                text.push("\n");
                text.append(msg!("tournament-over", tournament = name()));
                text.append(final_lines(t, &entrants, &pairings));
            }
        }
        Ok(Post {
            text,
            mentions: Vec::new(),
        })
    }

    /// A league whose pause is over starts its next season; everything else as it is.
    pub(crate) async fn catch_up(&self, t: TournamentRow) -> Result<TournamentRow, Fail> {
        let due = t.status == Status::Running
            && t.paused_at.is_none()
            && t.format == Format::League
            && t.next_season_at.is_some_and(|at| at <= self.now());
        if !due {
            return Ok(t);
        }
        self.next_season(&t).await?;
        let id = t.id;
        Ok(self
            .store()
            .call(move |db| db.tournament(id))
            .await?
            .unwrap_or(t))
    }

    /// Promotions and relegations, leavers out, newcomers in the bottom league, and the
    /// next season's games.
    async fn next_season(&self, t: &TournamentRow) -> Result<Option<Post>, Fail> {
        let (entrants, pairings) = self.state(t).await?;
        let leagues = seating::leagues_seated(entrants.iter().map(|e| e.league));
        let gone = |p: u64| {
            entrants
                .iter()
                .any(|e| e.player == p && (e.left_at.is_some() || e.withdrawn_at.is_some()))
        };
        let mut order = Vec::new();
        for l in leagues {
            let ranked = rows(t, &entrants, &pairings, l);
            order.push(
                ranked
                    .iter()
                    .map(|r| r.player)
                    .filter(|p| !gone(*p))
                    .collect::<Vec<u64>>(),
            );
        }
        let ratings = self.seed_ratings(t).await?;
        let fresh: Vec<(u64, u32)> = entrants
            .iter()
            .filter(|e| e.league.is_none() && !gone(e.player))
            .map(|e| (e.player, e.seq))
            .collect();
        let newcomers: Vec<u64> = seating::by_rating(&fresh, &ratings)
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        let next = league::next_season(
            &order,
            t.up.unwrap_or(2) as usize,
            t.down.unwrap_or(2) as usize,
            &newcomers,
        );
        let id = t.id;
        self.store()
            .call(move |db| db.tournament_drop_leavers(id))
            .await?;
        let joined = joined(&entrants);
        let (seats, new) = seating::league_seats(&next, &ratings, &joined, t.season + 1);
        self.begin_season(t, t.season + 1, None, seats, new, None)
            .await
    }

    /// Round 1 of a Swiss event with `seats` (pairing order) and `rounds` rounds.
    pub(crate) async fn swiss_first_round(
        &self,
        t: &TournamentRow,
        seats: &[Seat],
        rounds: u32,
    ) -> Result<Vec<NewPairing>, Fail> {
        let id = t.id;
        let forbidden = self
            .store()
            .call(move |db| db.tournament_forbidden(id))
            .await?;
        let players: Vec<swiss::Entrant> = seats
            .iter()
            .map(|s| swiss::Entrant {
                player: s.player,
                rating: seating::pairing_rating(s.rating),
                active: true,
                half_byes: 0,
            })
            .collect();
        let paired = tokio::task::spawn_blocking(move || {
            swiss::next_round(&players, &[], rounds, &forbidden)
        })
        .await
        .map_err(ServiceError::from)?
        .map_err(|_| Refusal::Said(msg!("tournament-swiss-no-first-round")))?;
        Ok(paired
            .into_iter()
            .enumerate()
            .map(|(i, (white, black))| NewPairing {
                season: t.season,
                league: 0,
                round: 1,
                board: i as u32 + 1,
                white,
                black,
            })
            .collect())
    }

    /// Pairs and starts the next round of a Swiss event whose round is over (the Dutch
    /// system, withdrawn players left out, forbidden pairs kept apart). When no valid
    /// pairing exists, the event ends with the rounds played. `None` if another caller
    /// paired the round first.
    async fn next_swiss_round(
        &self,
        t: &TournamentRow,
        entrants: &[EntrantRow],
        pairings: &[PairingRow],
    ) -> Result<Option<Moved>, Fail> {
        let id = t.id;
        let forbidden = self
            .store()
            .call(move |db| db.tournament_forbidden(id))
            .await?;
        let players = swiss_entrants(entrants);
        let boards: Vec<swiss::Board> = pairings
            .iter()
            .map(|p| swiss::Board {
                round: p.round,
                white: p.white,
                black: p.black,
                outcome: outcome(p),
            })
            .collect();
        let rounds = t.rounds.unwrap_or(0);
        let paired = tokio::task::spawn_blocking(move || {
            swiss::next_round(&players, &boards, rounds, &forbidden)
        })
        .await
        .map_err(ServiceError::from)?;
        let round = t.round + 1;
        let pairs = match paired {
            Ok(pairs) if !pairs.is_empty() => pairs,
            _ => {
                // Nobody left to pair, or the absolute criteria leave no pairing.
                let now = self.now();
                self.store()
                    .call(move |db| db.tournament_status(id, Status::Finished, None, now, None))
                    .await?;
                return Ok(Some(Moved::Unpaired { round }));
            }
        };
        let new: Vec<NewPairing> = pairs
            .iter()
            .enumerate()
            .map(|(i, &(white, black))| NewPairing {
                season: t.season,
                league: 0,
                round,
                board: i as u32 + 1,
                white,
                black,
            })
            .collect();
        let row = t.clone();
        let added = self
            .store()
            .call(move |db| db.tournament_add_round(&row, &new))
            .await?;
        if !added {
            return Ok(None);
        }
        let (_, all) = self.state(t).await?;
        let next: Vec<PairingRow> = all.into_iter().filter(|p| p.round == round).collect();
        let started = self.start_pairings(t, &next, round).await?;
        Ok(started.then_some(Moved::Round {
            season: t.season,
            round,
        }))
    }
}

/// Every entrant as (player, join order), what seating orders by.
pub(crate) fn joined(entrants: &[EntrantRow]) -> Vec<(u64, u32)> {
    entrants.iter().map(|e| (e.player, e.seq)).collect()
}

/// A Swiss event's players in pairing-number order, as the pairing engine reads them.
pub(crate) fn swiss_entrants(entrants: &[EntrantRow]) -> Vec<swiss::Entrant> {
    let mut seated: Vec<&EntrantRow> = entrants.iter().filter(|e| e.pairing.is_some()).collect();
    seated.sort_by_key(|e| (e.pairing, e.seq));
    seated
        .iter()
        .map(|e| swiss::Entrant {
            player: e.player,
            rating: e.rating.map_or(0, seating::pairing_rating),
            active: e.withdrawn_at.is_none(),
            half_byes: e.half_byes,
        })
        .collect()
}

/// "Round 1: #12 @a (White) vs @b (Black) …", pinging each player once: the games and
/// rests of the `started` pairings (a withdrawn player's forfeits are neither). A round
/// robin started at once lists every round's rest, each with its round.
fn announce(t: &TournamentRow, started: &[PairingRow]) -> Post {
    let mut post = Post::default();
    let games: Vec<(GameId, u64, u64)> = started
        .iter()
        .filter_map(|p| Some((p.game?, p.white, p.black?)))
        .collect();
    let byes: Vec<&PairingRow> = started.iter().filter(|p| p.black.is_none()).collect();
    if games.is_empty() && byes.is_empty() {
        return post;
    }
    post.text.push("\n");
    post.text.append(msg!(
        "tournament-games-begin",
        tournament = Span::Name(t.name.clone()),
        count = games.len(),
        clock = Span::Code(t.clock.to_string())
    ));
    for &(game, white, black) in &games {
        post.text.push("\n- ");
        post.text.append(msg!(
            "tournament-game-line",
            game = game,
            white = mention(white),
            black = mention(black)
        ));
        for p in [white, black] {
            if !post.mentions.contains(&p) {
                post.mentions.push(p);
            }
        }
    }
    for p in byes {
        post.text.push("\n- ");
        post.text.append(msg!(
            "tournament-round-bye",
            round = p.round,
            player = mention(p.white)
        ));
    }
    post
}

/// The standings in lines (per league for a league), for a final post.
fn final_lines(t: &TournamentRow, entrants: &[EntrantRow], pairings: &[PairingRow]) -> Text {
    let mut out = Text::new();
    for l in leagues(t, entrants) {
        if l > 0 {
            out.push("\n");
            out.append(msg!("tournament-final-league", league = l));
        }
        for r in rows(t, entrants, pairings, l) {
            if r.deleted {
                continue;
            }
            out.push("\n");
            out.append(msg!(
                "tournament-final-row",
                rank = r.rank,
                player = mention(r.player),
                points = crate::tournament::standings::points_text(r.halves),
                value = crate::i18n::Arg::decimal(i64::from(r.halves) * 5, 1)
            ));
        }
    }
    out
}

impl Tournaments<'_> {
    /// The threads to open for tournament games started with `thread:true`, each claimed
    /// by this call (two callers never open two threads for one game). The front end
    /// opens them after a public post and at start-up; a game whose thread cannot be
    /// opened stays in the channel.
    pub async fn threads_due(&self) -> Result<Vec<ThreadRequest>, ServiceError> {
        // Asked after every public post and nearly always empty: one indexed read on the
        // caller's thread, not a trip through the blocking pool (two thread wake-ups).
        let due = self
            .store()
            .call_short(|db| db.tournament_threads_due())
            .await?;
        let mut out = Vec::new();
        for id in due {
            if !self.store().call(move |db| db.claim_thread(id)).await? {
                continue;
            }
            if let Some(game) = self.store().call(move |db| db.game(id)).await? {
                out.push(self.correspondence().thread_request(&game).await?);
            }
        }
        Ok(out)
    }

    /// For a game that just ended: its tournament and round, and what its end moved on
    /// ("round 2 begins", final standings), as recorded when it was settled. `None` for
    /// other games. It only reads.
    pub(crate) async fn result_note(&self, game: &GameRow) -> Result<Option<Text>, ServiceError> {
        let id = game.id;
        let found = self
            .store()
            .call_short(move |db| Ok((db.tournament_of_game(id)?, db.end_of_game(id)?)))
            .await?;
        let (Some((t, p)), end) = found else {
            return Ok(None);
        };
        let mut text = Text::from("\n");
        text.append(msg!(
            "tournament-result-note",
            tournament = Span::Name(t.name.clone()),
            round = p.round,
            league = p.league
        ));
        if let Some(moved) = end.and_then(|e| e.moved) {
            text.append(self.moved_text(&t, moved).await?);
        }
        Ok(Some(text))
    }

    /// [`Tournaments::moved_post`]'s text, for a note inside another post.
    pub(crate) async fn moved_text(
        &self,
        t: &TournamentRow,
        moved: Moved,
    ) -> Result<Text, ServiceError> {
        match self.moved_post(t, moved).await {
            Ok(post) => Ok(post.text),
            Err(Fail::Error(e)) => Err(e),
            // Reading stored state refuses nothing a reader should see.
            Err(Fail::Refused(_)) => Ok(Text::new()),
        }
    }

    /// What follows a game's end after commit: its tournament moved on (the next round
    /// or season, the end), recorded with the end. A refusal here (a size that cannot
    /// start) is the moderators' to see, not a public post's: it is logged, and the end
    /// counts as settled. Run by the caller that ended the game, right after commit, and
    /// again for an end left unsettled ([`crate::service::Games::settle_ends`]).
    pub(crate) async fn on_end(&self, end: &GameEnd) -> Result<Option<Moved>, ServiceError> {
        let tournament = end.tournament;
        let t = match tournament {
            Some(id) => self.store().call(move |db| db.tournament(id)).await?,
            None => None,
        };
        let moved = match t {
            None => None,
            Some(t) => match self.advance(&t).await {
                Ok(moved) => moved,
                Err(Fail::Refused(r)) => {
                    tracing::warn!(
                        tournament = t.id,
                        "a finished game could not move its tournament on: {}",
                        r.text()
                    );
                    None
                }
                Err(Fail::Error(e)) => return Err(e),
            },
        };
        let (id, now) = (end.id, self.now());
        self.store()
            .call(move |db| db.settle_end(id, moved, now))
            .await?;
        Ok(moved)
    }
}
