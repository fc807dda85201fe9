//! Positions from the database, board images, and `/board`.

use super::Games;
use crate::games::{self, AnyMove, AnyPosition, Color, Replayed};
use crate::i18n::Locale;
use crate::msg;
use crate::render::{self, Header};
use crate::service::error::corrupt;
use crate::service::text::phrases::{game_title, mention, next_move, player, status_line};
use crate::service::text::refusal::{finish, Refusal};
use crate::service::{game::lookup::Purpose, Board, Ctx, Reply, ServiceError, Span, Text};
use crate::store::{GameRow, GameStatus, MoveRow, Termination, Vacation};

/// The stored current position of `game`.
pub(crate) fn position(game: &GameRow) -> Result<AnyPosition, ServiceError> {
    AnyPosition::parse(game.kind, &game.position).map_err(|e| corrupt(game, e))
}

/// `moves` (a prefix of `game`'s log, or all of it) replayed from `game`'s start; a log
/// that does not replay is a corrupt game, naming the ply.
pub(crate) fn replay_log(game: &GameRow, moves: &[MoveRow]) -> Result<Replayed, ServiceError> {
    let start =
        AnyPosition::parse(game.kind, &game.start_position).map_err(|e| corrupt(game, e))?;
    games::replay(&start, moves.iter().map(|m| m.text.as_str())).map_err(|e| {
        let ply = moves[e.index].ply;
        corrupt(game, format!("ply {ply}: {}", e.error))
    })
}

/// The console's file name for a board picture of `game` (without `.png`): one per
/// position and side, so a later picture never overwrites another
/// (`game-12-ply-29`, `game-12-ply-29-black`).
pub(crate) fn board_file(game: &GameRow, view: Color) -> String {
    match view {
        Color::White => format!("game-{}-ply-{}", game.id, game.ply),
        Color::Black => format!("game-{}-ply-{}-black", game.id, game.ply),
    }
}

impl Games<'_> {
    /// Replays `game` from its move log: the position and the last move.
    pub(crate) async fn replay(
        &self,
        game: &GameRow,
    ) -> Result<(AnyPosition, Option<AnyMove>), ServiceError> {
        let id = game.id;
        let moves = self.store().call(move |db| db.moves(id)).await?;
        let played = replay_log(game, &moves)?;
        let last = played.last();
        let pos = played.position;
        if pos.to_string() != game.position {
            return Err(corrupt(
                game,
                "the move log does not lead to the stored position",
            ));
        }
        Ok((pos, last))
    }

    /// Draws `pos`, the position of `game`, with `last` highlighted: PNG and text diagram,
    /// made on the blocking pool.
    pub(crate) async fn draw(
        &self,
        game: &GameRow,
        pos: AnyPosition,
        last: Option<AnyMove>,
    ) -> Result<Board, ServiceError> {
        let locale = self.board_language(game).await?;
        let (board, _) = self
            .draw_from(game, pos, last, Color::White, locale)
            .await?;
        Ok(board)
    }

    /// [`Games::draw`] and the note saying which of the game's players is away (" The
    /// game waits: @b is on vacation until …"; nothing for a game not running): the
    /// vacations are read once for both, as the post and its picture show them.
    pub(crate) async fn draw_noting_away(
        &self,
        game: &GameRow,
        pos: AnyPosition,
        last: Option<AnyMove>,
    ) -> Result<(Text, Board), ServiceError> {
        let locale = self.board_language(game).await?;
        let (board, away) = self
            .draw_from(game, pos, last, Color::White, locale)
            .await?;
        Ok((super::listing::waits_for(game, &away), board))
    }

    /// The language of a game's posts when no caller says more: its server's, or in a
    /// direct message its (human) player's.
    pub(crate) async fn board_language(&self, game: &GameRow) -> Result<Locale, ServiceError> {
        match game.guild {
            Some(_) => self.server_language(game.guild).await,
            None => {
                let bot = self.config().bot.id;
                let human = if game.white == bot {
                    game.black
                } else {
                    game.white
                };
                self.user_language(human).await
            }
        }
    }

    /// [`Games::draw`] with `view` at the bottom of the picture and the diagram, its
    /// words in `locale`; with the running vacations of the game's players it read
    /// (none for a game not running).
    pub(crate) async fn draw_from(
        &self,
        game: &GameRow,
        pos: AnyPosition,
        last: Option<AnyMove>,
        view: Color,
        locale: Locale,
    ) -> Result<(Board, Vec<Vacation>), ServiceError> {
        let (w, b) = (game.white, game.black);
        // Only a running game waits for a player on vacation.
        let running = game.status == GameStatus::Active;
        let guild = game.guild;
        let (white, black, vacations) = self
            .store()
            .call_short(move |db| {
                let vacations = match running {
                    true => db.vacations_of(guild, [w, b])?,
                    false => Vec::new(),
                };
                let [white, black] = db.player_names([w, b])?;
                Ok((white, black, vacations))
            })
            .await?;
        // Each side away once (its player's first vacation), White first.
        let away: Vec<(Color, i64)> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|c| {
                let v = vacations
                    .iter()
                    .find(|v| game.color_of(v.player) == Some(c))?;
                Some((c, v.ends_at))
            })
            .collect();
        // A player with no stored name is shown by their side, in the picture's language.
        let name = |n: Option<String>, c: Color| {
            n.unwrap_or_else(|| crate::i18n::Text::from(c).resolve(locale).to_string())
        };
        let names = [name(white, Color::White), name(black, Color::Black)];
        let mut status = status_line(game, &pos);
        for (color, until) in &away {
            let who = &names[usize::from(*color == Color::Black)];
            // The image has no timestamps the reader's client localises: a UTC date.
            let date = &crate::service::text::utc(*until)[..10];
            status = msg!(
                "board-status-away",
                status = status,
                player = Span::Name(who.clone()),
                date = date
            );
        }
        let status = status.resolve(locale).to_string();
        let [white, black] = names;
        let mut header = Header::new(white, black, status)
            .with_words(crate::service::text::language::picture_words(locale));
        for (color, _) in away {
            header = header.with_away(color);
        }
        // A resignation, timeout, abort or moderator's decision ends a game the position
        // alone thinks goes on: the header marks the real winner (or nobody).
        header.finish = crate::service::text::phrases::finish(game);
        let file = board_file(game, view);
        let (id, ply) = (game.id, game.ply);
        let board = self
            .render(move || -> Result<Board, ServiceError> {
                let png = render::board_seen_from(&pos, last.as_ref(), &header, view)?;
                let diagram = if header.finish.is_some() {
                    render::text_diagram_finished(&pos, last.as_ref(), view, &header)
                } else {
                    // The rules' own closing line, in the picture's words.
                    let going_on = Header {
                        status: String::new(),
                        finish: None,
                        ..header.clone()
                    };
                    render::text_diagram_finished(&pos, last.as_ref(), view, &going_on)
                };
                Ok(Board {
                    png,
                    diagram,
                    game: id,
                    ply,
                    file,
                })
            })
            .await??;
        Ok((board, vacations))
    }

    /// `/board [game]`: anyone may look at any game of the server; the board pings nobody.
    pub async fn board(&self, ctx: &Ctx, game: Option<&str>) -> Result<Reply, ServiceError> {
        self.board_view(ctx, game, None).await
    }

    /// `/board [game] [view:white|black]`: [`Games::board`] drawn from `view`'s side
    /// (from Black: turned half a turn, coordinates following). Any other `view` text is
    /// refused.
    pub async fn board_view(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
        view: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let view = match view.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
                None | Some("" | "white" | "w") => Color::White,
                Some("black" | "b") => Color::Black,
                Some(other) => {
                    let typed: String = other.chars().take(20).collect();
                    return Err(
                        Refusal::Said(msg!("board-bad-view", view = Span::Code(typed))).into(),
                    );
                }
            };
            let game = self.find_game(ctx, reference, Purpose::View).await?;
            let (pos, last) = self.replay(&game).await?;
            let state = match game.status {
                GameStatus::Pending => {
                    msg!("board-state-pending", player = mention(game.challenged()))
                }
                GameStatus::Declined => match game.ended {
                    Some(Termination::Expired) => msg!("board-state-expired"),
                    _ => msg!("board-state-declined"),
                },
                GameStatus::Active => {
                    let turn = pos.turn();
                    let mut state = match game.timing.deadline_at {
                        Some(at) => msg!(
                            "board-state-active-due",
                            player = player(&game, turn),
                            next = next_move(&game, turn),
                            time = Span::Time(at)
                        ),
                        None => msg!(
                            "board-state-active",
                            player = player(&game, turn),
                            next = next_move(&game, turn)
                        ),
                    };
                    let away = self.correspondence().vacations_in(game.guild).await?;
                    state.append(super::listing::waiting(&game, &away));
                    state
                }
                GameStatus::Finished => {
                    msg!("board-state-finished", result = status_line(&game, &pos))
                }
            };
            let content = match last {
                Some(mv) => msg!(
                    "board-post-last-move",
                    game = game_title(&game),
                    white = player(&game, Color::White),
                    black = player(&game, Color::Black),
                    state = state,
                    last = mv.to_string()
                ),
                None => msg!(
                    "board-post",
                    game = game_title(&game),
                    white = player(&game, Color::White),
                    black = player(&game, Color::Black),
                    state = state
                ),
            };
            let locale = self.reply_language(ctx, false).await?;
            let (board, _) = self.draw_from(&game, pos, last, view, locale).await?;
            Ok(Reply {
                content,
                board: Some(board),
                ..Reply::default()
            })
        })
        .await
    }
}
