//! `/analyze` and `/hint`: the AI as a teacher. Analysis of a finished game (cached in
//! the database, one per game and node budget) and a suggestion in a game against a
//! beginner level of the AI.

use super::board::replay_log;
use super::error::corrupt;
use super::phrases::{mention, player, title};
use super::refusal::{finish, Fail, Refusal};
use super::{lookup::Purpose, Board, Ctx, FollowUp, Reply, Service, ServiceError, Span, Text};
use crate::ai::{self, Limits};
use crate::analysis::{self, Analysis};
use crate::games::{AnyPosition, Color, GameKind};
use crate::render;
use crate::store::{GameId, GameRow, GameStatus};
use crate::text;
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::{Notify, Semaphore};

/// `/hint` is offered against AI levels up to this one; stronger levels are a test.
pub const MAX_HINT_LEVEL: u8 = 3;

/// How many turning points the analysis marks and lists.
const SWINGS: usize = 3;

/// Games up to this many plies are analysed at the full budget per position
/// ([`analysis::default_nodes`]); longer ones share this many positions' worth of nodes,
/// so an analysis takes about as long as one of this length, whatever the game's length.
pub const FULL_BUDGET_PLIES: u64 = 40;

/// The fewest nodes a position gets, however long the game.
const MIN_NODES: u64 = 1_000;

/// The nodes per position for analysing a game of `kind` that lasted `plies` plies.
pub fn analysis_nodes(kind: GameKind, plies: u32) -> u64 {
    let full = analysis::default_nodes(kind);
    let plies = u64::from(plies).max(1);
    if plies <= FULL_BUDGET_PLIES {
        full
    } else {
        (full * FULL_BUDGET_PLIES / plies).max(MIN_NODES)
    }
}

/// The analyses' own queue: their slots ([`super::Config::analysis_threads`], never the
/// AI's), who has one queued or running (one per user), and the games being analysed.
pub(crate) struct Analyses {
    slots: Semaphore,
    threads: usize,
    state: Mutex<Booked>,
    /// Poked whenever an analysis ends, for the follow-ups waiting on it.
    ended: Notify,
}

#[derive(Default)]
struct Booked {
    /// Users with an analysis queued or running, in the order they asked.
    users: Vec<u64>,
    /// Games with an analysis queued or running, and how many.
    games: HashMap<GameId, usize>,
}

impl Analyses {
    pub(crate) fn new(threads: usize) -> Analyses {
        let threads = threads.max(1);
        Analyses {
            slots: Semaphore::new(threads),
            threads,
            state: Mutex::new(Booked::default()),
            ended: Notify::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Booked> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether an analysis of `game` is queued or running.
    fn busy(&self, game: GameId) -> bool {
        self.lock().games.contains_key(&game)
    }
}

/// One user's analysis, queued or running; dropping it frees the user's turn.
struct Booking {
    service: Service,
    user: u64,
    game: GameId,
}

impl Drop for Booking {
    fn drop(&mut self) {
        let analyses = &self.service.inner.analyses;
        {
            let mut s = analyses.lock();
            s.users.retain(|u| *u != self.user);
            if let Some(n) = s.games.get_mut(&self.game) {
                *n -= 1;
                if *n == 0 {
                    s.games.remove(&self.game);
                }
            }
        }
        analyses.ended.notify_waiters();
    }
}

impl Service {
    /// `/analyze [game]`: White's winning chances over a finished game as a graph, the
    /// three largest swings with the engine's better move, and each player's share of
    /// good moves. Anyone who can see the game may ask; never while it is played. Slow
    /// the first time (every position is searched off the async threads), then cached.
    pub async fn analyze(&self, ctx: &Ctx, game: Option<&str>) -> Result<Reply, ServiceError> {
        finish(self.analyze_inner(ctx, game).await)
    }

    async fn analyze_inner(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, Fail> {
        let game = self.find_game(ctx, reference, Purpose::View).await?;
        if game.status != GameStatus::Finished {
            return Err(Refusal::WrongState {
                game: game.id,
                why: "is not finished: analysis is for finished games, never during one.".into(),
            }
            .into());
        }
        if game.ply == 0 {
            // An aborted game: a graph of the start alone would analyse nothing.
            return Err(Refusal::WrongState {
                game: game.id,
                why: "ended before any move was played: nothing to analyse.".into(),
            }
            .into());
        }
        if let Some(a) = self.cached_analysis(&game).await? {
            return Ok(self.analysis_reply(&game, &a).await?);
        }
        let (booking, ahead) = self.book_analysis(ctx.user.id, game.id)?;
        let Some(ahead) = ahead else {
            let a = self.analysis_of(&game).await?;
            drop(booking);
            return Ok(self.analysis_reply(&game, &a).await?);
        };
        // It waits: made in the background (and cached), posted by the follow-up.
        let (service, row) = (self.clone(), game.clone());
        tokio::spawn(async move {
            let _booking = booking;
            if let Err(e) = service.analysis_of(&row).await {
                tracing::error!(game = %row.id, "the queued analysis failed: {e:?}");
            }
        });
        Ok(Reply {
            content: text!(
                "Your analysis of game #{} is queued, {} ahead: it is posted here when it is ready, {}.",
                game.id,
                ahead,
                mention(ctx.user.id)
            ),
            follow_up: Some(FollowUp::Analysis(game.id)),
            ..Reply::default()
        })
    }

    /// Books an analysis of `game` for `user`: refused while they have one queued or
    /// running, or while the analysis queue is full. Also says how many are ahead of it
    /// (`None`: a slot is free).
    fn book_analysis(&self, user: u64, game: GameId) -> Result<(Booking, Option<usize>), Refusal> {
        let analyses = &self.inner.analyses;
        let mut s = analyses.lock();
        if s.users.contains(&user) {
            return Err(Refusal::Said(text!(
                "You already have an analysis queued or running: one at a time per player. Wait until it is posted, then ask again."
            )));
        }
        let others = s.users.len();
        if others >= analyses.threads + self.config().analysis_queue {
            return Err(Refusal::Said(text!(
                "{} is busy: {} analyses are queued or running right now, so yours was not started. Try again in a few minutes.",
                mention(self.config().bot.id),
                others
            )));
        }
        s.users.push(user);
        *s.games.entry(game).or_default() += 1;
        let ahead = (others >= analyses.threads).then(|| others - analyses.threads + 1);
        let booking = Booking {
            service: self.clone(),
            user,
            game,
        };
        Ok((booking, ahead))
    }

    /// Analyses queued or running.
    pub fn analysis_backlog(&self) -> usize {
        self.inner.analyses.lock().users.len()
    }

    /// The follow-up of a queued `/analyze`: waits until the analyses of `game` now queued
    /// or running have ended, then the analysis post (`None` if the game is gone).
    pub async fn analysis_follow_up(&self, game: GameId) -> Result<Option<Reply>, ServiceError> {
        let analyses = &self.inner.analyses;
        loop {
            let ended = analyses.ended.notified();
            tokio::pin!(ended);
            // Registered before looking, so an end in between is not missed.
            ended.as_mut().enable();
            if !analyses.busy(game) {
                break;
            }
            ended.await;
        }
        let Some(row) = self.store().call(move |db| db.game(game)).await? else {
            return Ok(None);
        };
        match self.cached_analysis(&row).await {
            Ok(Some(a)) => Ok(Some(self.analysis_reply(&row, &a).await?)),
            Ok(None) | Err(Fail::Refused(_)) => Ok(Some(Reply::public(text!(
                "The analysis of game #{} could not be made. Sorry: try `/analyze game:{}` again later.",
                game,
                game
            )))),
            Err(Fail::Error(e)) => Err(e),
        }
    }

    /// The analysis post of finished `game`: the text, and the graph with the summary.
    async fn analysis_reply(&self, game: &GameRow, a: &Analysis) -> Result<Reply, ServiceError> {
        let chances = a.curve();
        let swings: Vec<usize> = a.swings(SWINGS).iter().map(|p| p.ply as usize).collect();
        let caption = title(game);
        let first = a.plies.first().map_or(Color::White, |p| p.mover);
        let word = game.kind.move_word();
        let png = self
            .render(move || {
                render::graph::win_chances_numbered(&chances, &swings, &caption, first, word)
            })
            .await??;
        let summary = summary_text(a);
        Ok(Reply {
            content: analysis_text(game, a),
            board: Some(Board {
                png,
                diagram: summary,
                game: game.id,
                ply: game.ply,
                // Its own file: the final board keeps `game-<id>-ply-<n>.png`.
                file: format!("game-{}-analysis", game.id),
            }),
            ..Reply::default()
        })
    }

    /// The nodes per position for analysing `game` ([`analysis_nodes`], or the configured
    /// budget).
    fn nodes_for(&self, game: &GameRow) -> u64 {
        self.config()
            .analysis_nodes
            .unwrap_or_else(|| analysis_nodes(game.kind, game.ply))
    }

    /// The cached analysis of finished `game`, if there is one for its moves and budget.
    async fn cached_analysis(&self, game: &GameRow) -> Result<Option<Analysis>, Fail> {
        let (id, nodes) = (game.id, self.nodes_for(game));
        let cached = self.store().call(move |db| db.analysis(id, nodes)).await?;
        if let Some((ply, data)) = cached.filter(|(ply, _)| *ply == game.ply) {
            if let Ok(a) = serde_json::from_str::<Analysis>(&data) {
                if a.plies.len() == ply as usize && a.version == analysis::VERSION {
                    return Ok(Some(a));
                }
            }
        }
        Ok(None)
    }

    /// The analysis of finished `game`, from the cache or made now (and cached) on a
    /// thread of its own once an analysis slot is free.
    pub(crate) async fn analysis_of(&self, game: &GameRow) -> Result<Analysis, Fail> {
        let slot = self
            .inner
            .analyses
            .slots
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        // Another request may have made it while this one waited.
        if let Some(a) = self.cached_analysis(game).await? {
            return Ok(a);
        }
        let (id, nodes) = (game.id, self.nodes_for(game));
        let moves = self.store().call(move |db| db.moves(id)).await?;
        let start =
            AnyPosition::parse(game.kind, &game.start_position).map_err(|e| corrupt(game, e))?;
        let played = replay_log(game, &moves)?.moves;
        let a = super::on_own_thread("an analysis", move || {
            analysis::analyze(&start, &played, nodes)
        })
        .await?
        .map_err(|e| corrupt(game, e))?;
        drop(slot);
        let data = serde_json::to_string(&a).map_err(|e| corrupt(game, e))?;
        let (ply, at) = (game.ply, self.now());
        self.store()
            .call(move |db| db.save_analysis(id, nodes, ply, &data, at))
            .await?;
        Ok(a)
    }

    /// `/hint [game]`: the AI's suggested move for the caller, who must be to move in a
    /// game against the AI at level 1..=3. Ephemeral. Refused in games between people and
    /// against levels 4 and 5.
    pub async fn hint(&self, ctx: &Ctx, game: Option<&str>) -> Result<Reply, ServiceError> {
        finish(self.hint_inner(ctx, game).await)
    }

    async fn hint_inner(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, Fail> {
        let game = self.find_game(ctx, reference, Purpose::Play).await?;
        let bot = self.config().bot.id;
        let Some(color) = game.color_of(ctx.user.id) else {
            return Err(Refusal::NotAPlayer(game.id).into());
        };
        if game.status != GameStatus::Active {
            return Err(Refusal::WrongState {
                game: game.id,
                why: "is not in progress: hints are for games being played.".into(),
            }
            .into());
        }
        if game.color_of(bot).is_none() {
            return Err(Refusal::WrongState {
                game: game.id,
                why: "is between people: hints are only for games against the AI (levels 1–3)."
                    .into(),
            }
            .into());
        }
        let level = game.ai_level.unwrap_or(ai::DEFAULT_LEVEL);
        if level > MAX_HINT_LEVEL {
            return Err(Refusal::WrongState {
                game: game.id,
                why: text!(
                    "is against AI level {}: hints are only for levels 1–{}.",
                    level,
                    MAX_HINT_LEVEL
                ),
            }
            .into());
        }
        let pos = super::board::position(&game)?;
        if pos.turn() != color {
            return Err(Refusal::NotYourTurn {
                game: game.id,
                to_move: game.player(pos.turn()),
            }
            .into());
        }
        let nodes = self
            .config()
            .analysis_nodes
            .unwrap_or_else(|| analysis::default_nodes(game.kind));
        self.check_ai_queue(ctx.user.id, "no hint was given")?;
        let limits = Limits::nodes(nodes).with_seed(game.id.0 as u64);
        let chosen = self.think(ctx.user.id, &pos, 5, limits).await?;
        let Some(mv) = chosen else {
            return Err(Refusal::WrongState {
                game: game.id,
                why: "has no move to suggest.".into(),
            }
            .into());
        };
        Ok(Reply::ephemeral(text!(
            "Hint for game #{}: try {}.",
            game.id,
            Span::Code(mv.to_string())
        )))
    }
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// The reply text: swings and each player's share of good moves.
fn analysis_text(game: &GameRow, a: &Analysis) -> Text {
    let mut out = text!(
        "**Analysis of game #{}** ({} {}, level 5 at {} nodes a position)",
        game.id,
        game.kind,
        game.size.clone(),
        a.nodes
    );
    let swings = a.swings(SWINGS);
    if swings.is_empty() {
        out.append(text!("\nNo move lost more than 5% of the winning chances."));
    }
    for (n, p) in swings.iter().enumerate() {
        let (before, after) = p.mover_chances();
        out.append(text!(
            "\n{}. {} {} {} dropped {} from {} to {}; better: {}",
            n + 1,
            game.kind.move_word(),
            p.number().to_string(),
            Span::Code(p.played.clone()),
            p.mover.name(),
            percent(before),
            percent(after),
            Span::Code(p.best.clone())
        ));
    }
    out.append(text!("\nMoves within 5% of the engine's best:"));
    for color in Color::BOTH {
        let (good, total) = a.accuracy(color);
        let share = if total == 0 {
            0.0
        } else {
            good as f64 / total as f64
        };
        out.append(text!(
            " {} {} ({}/{}){}",
            player(game, color),
            percent(share),
            good,
            total,
            if color == Color::White { ";" } else { "." }
        ));
    }
    out
}

/// The graph's text alternative: White's chance after each move.
fn summary_text(a: &Analysis) -> String {
    let mut out = format!("White's winning chance: start {}", percent(a.white_start));
    for p in &a.plies {
        out.push_str(&format!(
            "\n{:>5} {:<12} {:>4}  best {}",
            p.number().to_string(),
            p.played,
            percent(p.white_win),
            p.best
        ));
    }
    out.push('\n');
    out
}
