//! `/analyze` and `/hint`: the AI as a teacher. Analysis of a finished game (cached in
//! the database, one per game and node budget) and a suggestion in a game against a
//! beginner level of the AI.

crate::service::facade!(
    /// `/analyze` and `/hint`.
    Analyses
);

use crate::ai::{self, Limits};
use crate::analysis::{self, Analysis};
use crate::games::{AnyPosition, Color, GameKind};
use crate::i18n::{Arg, Locale};
use crate::msg;
use crate::render;
use crate::service::error::corrupt;
use crate::service::game::board::replay_log;
use crate::service::text::phrases::{mention, player};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{
    game::lookup::Purpose, Board, Ctx, FollowUp, Reply, Service, ServiceError, Span, Text,
};
use crate::store::{GameId, GameRow, GameStatus};
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

/// The analyses' own queue: their slots ([`crate::service::Config::analysis_threads`], never the
/// AI's), who has one queued or running (one per user), and the games being analysed.
pub(crate) struct AnalysisSlots {
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

impl AnalysisSlots {
    pub(crate) fn new(threads: usize) -> AnalysisSlots {
        let threads = threads.max(1);
        AnalysisSlots {
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

impl Analyses<'_> {
    /// `/analyze [game]`: White's winning chances over a finished game as a graph, the
    /// three largest swings with the engine's better move, and each player's share of
    /// good moves. Anyone who can see the game may ask; never while it is played. Slow
    /// the first time (every position is searched off the async threads), then cached.
    pub async fn analyze(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self
                .games()
                .find_game(ctx, reference, Purpose::View)
                .await?;
            if game.status != GameStatus::Finished {
                return Err(Refusal::Said(msg!("analysis-not-finished", game = game.id)).into());
            }
            if game.ply == 0 {
                // An aborted game: a graph of the start alone would analyse nothing.
                return Err(Refusal::Said(msg!("analysis-no-moves", game = game.id)).into());
            }
            // The post is public: in the server's language, its graph too.
            let locale = self.reply_language(ctx, false).await?;
            if let Some(a) = self.cached_analysis(&game).await? {
                return Ok(self.analysis_reply(&game, &a, locale).await?);
            }
            let (booking, ahead) = self.book_analysis(ctx.user.id, game.id)?;
            let Some(ahead) = ahead else {
                let a = self.analysis_of(&game).await?;
                drop(booking);
                return Ok(self.analysis_reply(&game, &a, locale).await?);
            };
            // It waits: made in the background (and cached), posted by the follow-up.
            let (service, row) = (self.service(), game.clone());
            tokio::spawn(async move {
                let _booking = booking;
                if let Err(e) = service.analysis().analysis_of(&row).await {
                    tracing::error!(game = %row.id, "the queued analysis failed: {e:?}");
                }
            });
            Ok(Reply {
                content: msg!(
                    "analysis-queued",
                    game = game.id,
                    ahead = ahead,
                    player = mention(ctx.user.id)
                ),
                follow_up: Some(FollowUp::Analysis(game.id)),
                ..Reply::default()
            })
        })
        .await
    }

    /// Books an analysis of `game` for `user`: refused while they have one queued or
    /// running, or while the analysis queue is full. Also says how many are ahead of it
    /// (`None`: a slot is free).
    fn book_analysis(&self, user: u64, game: GameId) -> Result<(Booking, Option<usize>), Refusal> {
        let analyses = &self.inner.analyses;
        let mut s = analyses.lock();
        if s.users.contains(&user) {
            return Err(Refusal::Said(msg!("analysis-one-at-a-time")));
        }
        let others = s.users.len();
        if others >= analyses.threads + self.config().analysis_queue {
            return Err(Refusal::Said(msg!(
                "analysis-busy",
                bot = mention(self.config().bot.id),
                count = others
            )));
        }
        s.users.push(user);
        *s.games.entry(game).or_default() += 1;
        let ahead = (others >= analyses.threads).then(|| others - analyses.threads + 1);
        let booking = Booking {
            service: self.service(),
            user,
            game,
        };
        Ok((booking, ahead))
    }

    /// AnalysisSlots queued or running.
    pub fn backlog(&self) -> usize {
        self.inner.analyses.lock().users.len()
    }

    /// The follow-up of a queued `/analyze`: waits until the analyses of `game` now queued
    /// or running have ended, then the analysis post (`None` if the game is gone).
    pub async fn follow_up(&self, game: GameId) -> Result<Option<Reply>, ServiceError> {
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
            Ok(Some(a)) => {
                // Posted in the channel with no interaction to ask: the server's language.
                let locale = self.server_language(row.guild).await?;
                Ok(Some(self.analysis_reply(&row, &a, locale).await?))
            }
            Ok(None) | Err(Fail::Refused(_)) => {
                Ok(Some(Reply::public(msg!("analysis-failed", game = game))))
            }
            Err(Fail::Error(e)) => Err(e),
        }
    }

    /// The analysis post of finished `game`: the text, and the graph with the summary,
    /// drawn and written in `locale`.
    async fn analysis_reply(
        &self,
        game: &GameRow,
        a: &Analysis,
        locale: Locale,
    ) -> Result<Reply, ServiceError> {
        let chances = a.curve();
        let swings: Vec<usize> = a.swings(SWINGS).iter().map(|p| p.ply as usize).collect();
        let caption = crate::service::text::phrases::game_title(game)
            .resolve(locale)
            .to_string();
        let first = a.plies.first().map_or(Color::White, |p| p.mover);
        let word = msg!("analysis-axis", game = Arg::word(game.kind.id()))
            .resolve(locale)
            .to_string();
        let words = crate::service::text::language::picture_words(locale);
        let png = self
            .render(move || {
                render::graph::win_chances_numbered_with(
                    &chances, &swings, &caption, first, &word, &words,
                )
            })
            .await??;
        let summary = summary_text(a, locale);
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
        let a = crate::service::on_own_thread("an analysis", move || {
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
    pub async fn hint(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self
                .games()
                .find_game(ctx, reference, Purpose::Play)
                .await?;
            let bot = self.config().bot.id;
            let Some(color) = game.color_of(ctx.user.id) else {
                return Err(Refusal::NotAPlayer(game.id).into());
            };
            if game.status != GameStatus::Active {
                return Err(Refusal::Said(msg!("hint-not-in-progress", game = game.id)).into());
            }
            if game.color_of(bot).is_none() {
                return Err(Refusal::Said(msg!(
                    "hint-between-people",
                    game = game.id,
                    max = MAX_HINT_LEVEL
                ))
                .into());
            }
            let level = game.ai_level.unwrap_or(ai::DEFAULT_LEVEL);
            if level > MAX_HINT_LEVEL {
                return Err(Refusal::Said(msg!(
                    "hint-level-too-strong",
                    game = game.id,
                    level = level,
                    max = MAX_HINT_LEVEL
                ))
                .into());
            }
            let pos = crate::service::game::board::position(&game)?;
            crate::service::game::guard::check_turn(&game, pos.turn(), color)?;
            let nodes = self
                .config()
                .analysis_nodes
                .unwrap_or_else(|| analysis::default_nodes(game.kind));
            self.games()
                .check_ai_queue(ctx.user.id, "no hint was given")?;
            let limits = Limits::nodes(nodes).with_seed(game.id.0 as u64);
            let chosen = self.games().think(ctx.user.id, &pos, 5, limits).await?;
            let Some(mv) = chosen else {
                return Err(Refusal::Said(msg!("hint-no-move", game = game.id)).into());
            };
            Ok(Reply::ephemeral(msg!(
                "hint-given",
                game = game.id,
                hint = Span::Code(mv.to_string())
            )))
        })
        .await
    }
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// `white` or `black`, for the messages that choose words by side.
fn side(color: Color) -> Arg {
    Arg::word(if color == Color::White {
        "white"
    } else {
        "black"
    })
}

/// The reply text: swings and each player's share of good moves.
fn analysis_text(game: &GameRow, a: &Analysis) -> Text {
    let mut out = msg!(
        "analysis-title",
        game = game.id,
        kind = game.kind,
        size = game.size.clone(),
        nodes = a.nodes
    );
    let swings = a.swings(SWINGS);
    if swings.is_empty() {
        out.push("\n");
        out.append(msg!("analysis-no-swings"));
    }
    for (n, p) in swings.iter().enumerate() {
        let (before, after) = p.mover_chances();
        out.push("\n");
        out.append(msg!(
            "analysis-swing",
            n = n + 1,
            game = Arg::word(game.kind.id()),
            number = p.number().to_string(),
            played = Span::Code(p.played.clone()),
            side = side(p.mover),
            before = percent(before),
            after = percent(after),
            best = Span::Code(p.best.clone())
        ));
    }
    // A side that made no move has no share to show (never "0% (0/0)").
    let share = |color: Color| {
        let (good, total) = a.accuracy(color);
        (total > 0).then(|| (percent(good as f64 / total as f64), good, total))
    };
    let accuracy = match (share(Color::White), share(Color::Black)) {
        (
            Some((white_share, white_good, white_total)),
            Some((black_share, black_good, black_total)),
        ) => msg!(
            "analysis-accuracy",
            white = player(game, Color::White),
            white_share = white_share,
            white_good = white_good,
            white_total = white_total,
            black = player(game, Color::Black),
            black_share = black_share,
            black_good = black_good,
            black_total = black_total
        ),
        (one, other) => {
            let (color, (share, good, total)) = match (one, other) {
                (Some(white), _) => (Color::White, white),
                (_, Some(black)) => (Color::Black, black),
                // Not analysed: a game without moves.
                (None, None) => return out,
            };
            msg!(
                "analysis-accuracy-one",
                player = player(game, color),
                share = share,
                good = good,
                total = total
            )
        }
    };
    out.push("\n");
    out.append(accuracy);
    out
}

/// The graph's text alternative: White's chance after each move, in `locale`.
fn summary_text(a: &Analysis, locale: Locale) -> String {
    let words = |t: Text| t.resolve(locale).to_string();
    let mut out = words(msg!("analysis-summary", chance = percent(a.white_start)));
    for p in &a.plies {
        out.push_str(&format!(
            "\n{:>5} {:<12} {:>4}  {}",
            p.number().to_string(),
            p.played,
            percent(p.white_win),
            words(msg!("analysis-summary-best", best = p.best.clone()))
        ));
    }
    out.push('\n');
    out
}
