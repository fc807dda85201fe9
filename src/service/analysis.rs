//! `/analyze` and `/hint`: the AI as a teacher. Analysis of a finished game (cached in
//! the database, one per game and node budget) and a suggestion in a game against a
//! beginner level of the AI.

use super::phrases::{player, title};
use super::refusal::{finish, Fail, Refusal};
use super::{lookup::Purpose, Board, Ctx, Reply, Service, ServiceError, Span, Text};
use crate::ai::{self, Limits};
use crate::analysis::{self, Analysis};
use crate::games::{AnyMove, AnyPosition, Color};
use crate::render;
use crate::store::{GameRow, GameStatus};
use crate::text;

/// `/hint` is offered against AI levels up to this one; stronger levels are a test.
pub const MAX_HINT_LEVEL: u8 = 3;

/// How many turning points the analysis marks and lists.
const SWINGS: usize = 3;

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
        let a = self.analysis_of(&game).await?;
        let chances = a.curve();
        let swings: Vec<usize> = a.swings(SWINGS).iter().map(|p| p.ply as usize).collect();
        let caption = format!("#{} {}", game.id, title(&game));
        let png = tokio::task::spawn_blocking(move || {
            render::graph::win_chances(&chances, &swings, &caption)
        })
        .await??;
        let summary = summary_text(&a);
        Ok(Reply {
            content: analysis_text(&game, &a),
            board: Some(Board {
                png,
                diagram: summary,
                game: game.id,
                ply: game.ply,
            }),
            ..Reply::default()
        })
    }

    /// The analysis of finished `game`, from the cache or made now (and cached).
    pub(crate) async fn analysis_of(&self, game: &GameRow) -> Result<Analysis, Fail> {
        let nodes = self
            .config()
            .analysis_nodes
            .unwrap_or_else(|| analysis::default_nodes(game.kind));
        let id = game.id;
        let cached = self.store().call(move |db| db.analysis(id, nodes)).await?;
        if let Some((ply, data)) = cached.filter(|(ply, _)| *ply == game.ply) {
            if let Ok(a) = serde_json::from_str::<Analysis>(&data) {
                if a.plies.len() == ply as usize && a.version == analysis::VERSION {
                    return Ok(a);
                }
            }
        }
        let moves = self.store().call(move |db| db.moves(id)).await?;
        let start =
            AnyPosition::parse(game.kind, &game.start_position).map_err(|e| corrupt(game, e))?;
        let mut pos = start.clone();
        let mut played: Vec<AnyMove> = Vec::with_capacity(moves.len());
        for m in &moves {
            let (next, mv) = pos
                .play_text(&m.text)
                .map_err(|e| corrupt(game, format!("ply {}: {e}", m.ply)))?;
            played.push(mv);
            pos = next;
        }
        let permit = self
            .inner
            .ai_slots
            .acquire()
            .await
            .map_err(|e| ServiceError::Task(e.to_string()))?;
        let a = tokio::task::spawn_blocking(move || analysis::analyze(&start, &played, nodes))
            .await?
            .map_err(|e| corrupt(game, e))?;
        drop(permit);
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
        let limits = Limits::nodes(nodes).with_seed(game.id.0 as u64);
        let chosen = self.think(&pos, 5, limits).await?;
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

fn corrupt(game: &GameRow, why: impl ToString) -> ServiceError {
    ServiceError::Corrupt {
        game: game.id.0,
        why: why.to_string(),
    }
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// The reply text: swings and each player's share of good moves.
fn analysis_text(game: &GameRow, a: &Analysis) -> Text {
    let mut out = text!(
        "**Analysis of game #{}** ({}, level 5 at {} nodes a position)",
        game.id,
        title(game),
        a.nodes
    );
    let swings = a.swings(SWINGS);
    if swings.is_empty() {
        out.append(text!("\nNo move lost more than 5% of the winning chances."));
    }
    for (n, p) in swings.iter().enumerate() {
        let (before, after) = p.mover_chances();
        out.append(text!(
            "\n{}. move {} {} dropped {} from {} to {}; better: {}",
            n + 1,
            p.ply,
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
            "\n{:>3}. {:<12} {:>4}  best {}",
            p.ply,
            p.played,
            percent(p.white_win),
            p.best
        ));
    }
    out.push('\n');
    out
}
