//! Starting games: `/challenge`, `/ai`, `/accept`, `/decline`.

use super::Games;
use std::str::FromStr;

use super::buttons::ButtonAction;
use super::guard::check_channel;
use super::lookup::Purpose;
use crate::games::{AnyPosition, Color, GameKind};
use crate::msg;
use crate::service::context::person;
use crate::service::correspondence::deadline::first_turn;
use crate::service::text::phrases::clock_text;
use crate::service::text::phrases::{due, game_title, mention, player};
use crate::service::text::refusal::{conflict_to_refusal, finish, Fail, Refusal};
use crate::service::{
    Ctx, FollowUp, Reply, ServiceError, Span, Text, User, MAX_DAYS_PER_MOVE, MAX_OPEN_CHALLENGES,
};
use crate::store::{GameRow, GameStatus, NewGame, Player, TimeControl, Timing};

/// The colour the challenger asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    White,
    Black,
    /// Toss a coin for who is White.
    #[default]
    Random,
}

impl ColorChoice {
    /// The challenger's colour, tossing a coin for `Random`.
    pub fn resolve(self) -> Color {
        match self {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random => {
                if rand::random::<bool>() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        }
    }
}

/// A colour that is none of white, black and random: what was typed (shortened).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a colour: choose white, black or random")]
pub struct BadColor(pub String);

impl BadColor {
    /// The mistake in the reader's language.
    pub fn text(&self) -> Text {
        msg!("challenge-bad-color", typed = Span::Code(self.0.clone()))
    }
}

impl FromStr for ColorChoice {
    type Err = BadColor;
    /// `white`, `black` or `random` (any case; `w`, `b`, `r` too).
    fn from_str(s: &str) -> Result<ColorChoice, BadColor> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(ColorChoice::White),
            "black" | "b" => Ok(ColorChoice::Black),
            "random" | "r" | "" => Ok(ColorChoice::Random),
            _ => Err(BadColor(crate::games::echo(s))),
        }
    }
}

/// A game in the caller's channel from `start`, the caller (who started it) playing
/// `mine` against `opponent`, created `at` (Unix ms).
#[allow(clippy::too_many_arguments)]
fn new_game(
    at: i64,
    ctx: &Ctx,
    start: &AnyPosition,
    mine: Color,
    opponent: u64,
    status: GameStatus,
    clock: TimeControl,
    timing: Timing,
    ai_level: Option<u8>,
    rated: bool,
) -> NewGame {
    let (white, black) = match mine {
        Color::White => (ctx.user.id, opponent),
        Color::Black => (opponent, ctx.user.id),
    };
    NewGame {
        guild: ctx.guild,
        channel: ctx.channel,
        kind: start.kind(),
        size: start.size_text(),
        white,
        black,
        challenger: ctx.user.id,
        status,
        days_per_move: clock.days_rounded_up(),
        clock: Some(clock),
        timing,
        ai_level,
        rated,
        position: start.to_string(),
        at,
        answer_only: ctx.reach == crate::service::Reach::AnswerOnly,
    }
}

fn start_position(kind: GameKind, size: Option<&str>) -> Result<AnyPosition, Refusal> {
    AnyPosition::start(kind, size).map_err(|error| Refusal::BadSize { kind, error })
}

/// The options of `/challenge` beyond the opponent and the game; `None` takes the default.
#[derive(Debug, Clone, Copy, Default)]
pub struct ChallengeOptions<'a> {
    /// `WxH` for Breakthrough, `N` for Breach.
    pub size: Option<&'a str>,
    pub color: Option<ColorChoice>,
    pub days_per_move: Option<u32>,
    /// A clock text (`3d`, `3d+1d`), which wins over `days_per_move`.
    pub clock: Option<&'a str>,
    /// Whether the result counts in the server's rating pool.
    pub rated: bool,
    /// A thread for the game; `None` takes the server's setting.
    pub thread: Option<bool>,
}

impl Games<'_> {
    /// The clock a challenge asks for: `clock` text wins over `days_per_move`; neither
    /// gives `default` (the server's setting).
    fn clock(
        &self,
        days: Option<u32>,
        clock: Option<&str>,
        default: TimeControl,
    ) -> Result<TimeControl, Refusal> {
        if let Some(text) = clock.map(str::trim).filter(|t| !t.is_empty()) {
            return text.parse::<TimeControl>().map_err(|e| {
                Refusal::Said(msg!(
                    "challenge-bad-clock",
                    error = crate::service::text::refusal::time_text_error(&e),
                    presets = crate::service::correspondence::deadline::presets()
                ))
            });
        }
        let Some(days) = days else {
            return Ok(default);
        };
        if (1..=MAX_DAYS_PER_MOVE).contains(&days) {
            Ok(TimeControl::simple_days(days))
        } else {
            Err(Refusal::BadDays(days))
        }
    }

    /// `/challenge` with the common options only: invites `opponent` to a game of `kind`
    /// at `size` (`WxH` for Breakthrough, `N` for Breach; default 8x8 / 10), the caller
    /// playing `color` (default random), with `days_per_move` (default 3), unrated and never
    /// in a thread. The reply pings the opponent and carries Accept and Decline buttons.
    /// Challenging the bot itself starts an AI game at once (as [`Games::ai_game`]);
    /// yourself or another bot is refused. Shorthand for [`Games::challenge_with`], the
    /// one entry point.
    pub async fn challenge(
        &self,
        ctx: &Ctx,
        opponent: &User,
        kind: GameKind,
        size: Option<&str>,
        color: Option<ColorChoice>,
        days_per_move: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        let options = ChallengeOptions {
            size,
            color,
            days_per_move,
            thread: Some(false),
            ..ChallengeOptions::default()
        };
        self.challenge_with(ctx, opponent, kind, &options).await
    }

    /// Refuses a rated challenge the ratings cannot count: against the AI. (Outside a
    /// server it counts in the direct games' pool.)
    fn check_rated(&self, opponent: &User) -> Result<(), Refusal> {
        if opponent.id == self.config().bot.id {
            return Err(Refusal::Said(msg!(
                "challenge-ai-unrated",
                bot = mention(opponent.id)
            )));
        }
        Ok(())
    }

    /// The refusal of a new challenge from someone who already has `open` unanswered
    /// ones ([`MAX_OPEN_CHALLENGES`] or more).
    fn too_many_challenges(open: usize) -> Fail {
        Refusal::Said(msg!(
            "challenge-too-many",
            count = open,
            max = MAX_OPEN_CHALLENGES
        ))
        .into()
    }

    /// A challenge to a person: the checks, the pending game, and the invite with its
    /// Accept and Decline buttons ([`Games::challenge_with`]'s step for people).
    async fn invite(
        &self,
        ctx: &Ctx,
        opponent: &User,
        kind: GameKind,
        size: Option<&str>,
        color: ColorChoice,
        (days, clock, rated): (Option<u32>, Option<&str>, bool),
    ) -> Result<Reply, Fail> {
        if opponent.id == ctx.user.id {
            return Err(Refusal::SelfChallenge.into());
        }
        if opponent.is_bot {
            return Err(Refusal::BotChallenge {
                bot: self.config().bot.id,
            }
            .into());
        }
        let settings = self.guild_settings(ctx.guild).await?;
        let clock = self.clock(days, clock, settings.clock)?;
        let start = start_position(kind, size)?;
        let mine = color.resolve();
        let now = self.now();
        let expires = now + settings.challenge_expiry_ms;
        let timing = Timing {
            deadline_at: Some(expires),
            ..Timing::default()
        };
        let new = new_game(
            now,
            ctx,
            &start,
            mine,
            opponent.id,
            GameStatus::Pending,
            clock,
            timing,
            None,
            rated,
        );
        let players = [person(&ctx.user), person(opponent)];
        // The cap is counted inside the transaction that writes the challenge, so ten
        // `/challenge`s at once cannot all pass it.
        let game = self
            .store()
            .call(move |db| db.create_challenge_within(&new, &players, MAX_OPEN_CHALLENGES))
            .await?
            .map_err(Self::too_many_challenges)?;
        self.poke();
        let content = msg!(
            "challenge-invite",
            opponent = mention(opponent.id),
            challenger = mention(ctx.user.id),
            rated = crate::i18n::Arg::word(if rated { "rated" } else { "casual" }),
            kind = kind,
            size = game.size.clone(),
            game = game.id.to_string(),
            side = mine,
            other_side = !mine,
            clock = clock_text(&game.clock),
            until = Span::Time(expires),
        );
        Ok(Reply {
            content,
            buttons: vec![
                ButtonAction::Accept(game.id).button(),
                ButtonAction::Decline(game.id).button(),
            ],
            mentions: vec![opponent.id],
            ..Reply::default()
        })
    }

    /// `/challenge` with all its options: the one entry point (the Discord command, the
    /// console, [`Games::challenge`]). A `clock` text (`3d`, `3d+1d`, `10d+36h`) wins over
    /// `days_per_move`; a bad one is refused and changes nothing. A rated game counts in this server's pool for
    /// its game and size; rated challenges to the AI or outside a server are refused and
    /// change nothing. When [`thread_per_game`](crate::service::thread_per_game)
    /// says so (the `thread:` option, else the server's `thread` setting), the game gets a
    /// thread when it starts (the start reply's `open_thread`).
    pub async fn challenge_with(
        &self,
        ctx: &Ctx,
        opponent: &User,
        kind: GameKind,
        options: &ChallengeOptions<'_>,
    ) -> Result<Reply, ServiceError> {
        let ChallengeOptions {
            size,
            color,
            days_per_move,
            clock,
            rated,
            thread,
        } = *options;
        if rated {
            if let Err(refusal) = self.check_rated(opponent) {
                return Ok(refusal.into());
            }
        }
        // A thread asked for in a server channel where Breaker may not open one (or may
        // only answer) is refused before anything is written, not quietly dropped.
        let server_post = ctx.guild.is_some() && ctx.reach == crate::service::Reach::Post;
        if thread == Some(true) && ctx.guild.is_some() && !(server_post && ctx.threads) {
            return Ok(Refusal::Said(msg!("challenge-no-thread-permission")).into());
        }
        let mut reply = if opponent.id == self.config().bot.id {
            self.ai_game(ctx, kind, size, None, color).await?
        } else {
            let settings = (days_per_move, clock, rated);
            let invite = self.invite(
                ctx,
                opponent,
                kind,
                size,
                color.unwrap_or_default(),
                settings,
            );
            finish(invite).await?
        };
        let server_default = self.guild_settings(ctx.guild).await?.thread_per_game;
        // Threads are a server's: never in the direct games, never where Breaker may
        // only answer or may not open one.
        let may_thread = server_post && ctx.threads;
        if may_thread && crate::service::thread_per_game(thread, server_default) {
            self.correspondence().want_thread(&mut reply).await?;
        }
        Ok(reply)
    }

    /// `/ai`: starts a game against Breaker's AI at `level` (1..=5, default
    /// [`crate::ai::DEFAULT_LEVEL`]), the caller playing `color` (default random). The
    /// reply shows the start board; if the AI moves first it carries
    /// [`FollowUp::AiMove`].
    pub async fn ai_game(
        &self,
        ctx: &Ctx,
        kind: GameKind,
        size: Option<&str>,
        level: Option<u8>,
        color: Option<ColorChoice>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let color = color.unwrap_or_default();

            let level = level.unwrap_or(crate::ai::DEFAULT_LEVEL);
            if !crate::ai::LEVELS.contains(&level) {
                return Err(Refusal::BadLevel(level).into());
            }
            let start = start_position(kind, size)?;
            let bot = self.config().bot.clone();
            let mine = color.resolve();
            if mine == Color::Black {
                // The AI opens: that is a request for the AI like any turn.
                self.check_ai_queue(ctx.user.id, "no game was started")?;
            }
            let clock = self.guild_settings(ctx.guild).await?.clock;
            let now = self.now();
            let timing = first_turn(&clock, now, mine == Color::Black);
            let new = new_game(
                now,
                ctx,
                &start,
                mine,
                bot.id,
                GameStatus::Active,
                clock,
                timing,
                Some(level),
                false,
            );
            let ai = Player {
                id: bot.id,
                name: bot.name.clone(),
                is_ai: true,
                ai_level: Some(crate::ai::DEFAULT_LEVEL),
            };
            let players = [person(&ctx.user), ai];
            let game = self.create_ai_game(ctx.user.id, new, players).await?;
            self.poke();
            let ai_first = mine == Color::Black;
            let next = if ai_first {
                match self.ai_queue_ahead(ctx.user.id) {
                    None => msg!("challenge-ai-thinking", bot = mention(bot.id)),
                    Some(ahead) => {
                        msg!("challenge-ai-queued", bot = mention(bot.id), ahead = ahead)
                    }
                }
            } else {
                msg!(
                    "challenge-ai-your-move",
                    player = mention(ctx.user.id),
                    due = due(&game)
                )
            };
            let content = msg!(
                "challenge-ai-begins",
                game = game_title(&game),
                white = player(&game, Color::White),
                black = player(&game, Color::Black),
                level = level,
                next = next
            );
            let board = self.draw(&game, start, None).await?;
            Ok(Reply {
                content,
                board: Some(board),
                follow_up: ai_first.then_some(FollowUp::AiMove(game.id)),
                ..Reply::default()
            })
        })
        .await
    }

    /// A pending challenge becomes `to` (accepted: active, with `timing`; or declined),
    /// if nobody answered it first.
    async fn settle_challenge(
        &self,
        game: &GameRow,
        to: GameStatus,
        now: i64,
        timing: Timing,
    ) -> Result<GameRow, Fail> {
        let (id, version) = (game.id, game.version);
        let game = self
            .store()
            .call(move |db| db.set_status(id, version, GameStatus::Pending, to, now, timing))
            .await
            .map_err(conflict_to_refusal(id))?;
        self.poke();
        Ok(game)
    }

    /// `/accept [game]` (or the Accept button): only the challenged player, in the game's
    /// channel. The reply starts the game: the board, pinging White to move.
    pub async fn accept(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.find_game(ctx, reference, Purpose::Accept).await?;
            check_pending(&game)?;
            if game.challenged() != ctx.user.id {
                return Err(Refusal::NotChallenged {
                    game: game.id,
                    challenged: game.challenged(),
                }
                .into());
            }
            check_channel(&game, ctx)?;
            let now = self.now();
            let timing = first_turn(&game.clock, now, false);
            let game = self
                .settle_challenge(&game, GameStatus::Active, now, timing)
                .await?;
            let pos = super::board::position(&game)?;
            let white = game.white;
            let mut content = msg!(
                "challenge-begins",
                game = game_title(&game),
                white = player(&game, Color::White),
                black = player(&game, Color::Black),
                clock = clock_text(&game.clock),
                rated = crate::i18n::Arg::word(if game.rated { "rated" } else { "casual" }),
                player = mention(white),
                due = due(&game),
            );
            let (away, board) = self.draw_noting_away(&game, pos, None).await?;
            content.append(away);
            let open_thread = match game.wants_thread {
                true => Some(self.correspondence().thread_request(&game).await?),
                false => None,
            };
            Ok(Reply {
                content,
                board: Some(board),
                mentions: vec![white],
                open_thread,
                ..Reply::default()
            })
        })
        .await
    }

    /// `/decline [game]` (or the Decline button): the challenged player declines, or the
    /// challenger withdraws; the other is pinged.
    pub async fn decline(&self, ctx: &Ctx, reference: Option<&str>) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self.find_game(ctx, reference, Purpose::Decline).await?;
            check_pending(&game)?;
            if game.color_of(ctx.user.id).is_none() {
                return Err(Refusal::NotAPlayer(game.id).into());
            }
            check_channel(&game, ctx)?;
            let now = self.now();
            let game = self
                .settle_challenge(&game, GameStatus::Declined, now, Timing::default())
                .await?;
            let (challenger, challenged) = (game.challenger, game.challenged());
            let (content, ping) = if ctx.user.id == challenged {
                (
                    msg!(
                        "challenge-declined",
                        challenged = mention(challenged),
                        challenger = mention(challenger),
                        game = game.id.to_string()
                    ),
                    challenger,
                )
            } else {
                (
                    msg!(
                        "challenge-withdrawn",
                        challenger = mention(challenger),
                        challenged = mention(challenged),
                        game = game.id.to_string()
                    ),
                    challenged,
                )
            };
            Ok(Reply {
                content,
                mentions: vec![ping],
                ..Reply::default()
            })
        })
        .await
    }
}

/// Refuses unless `game` is waiting for an answer to its challenge.
fn check_pending(game: &GameRow) -> Result<(), Refusal> {
    let why = match game.status {
        GameStatus::Pending => return Ok(()),
        GameStatus::Active => msg!("challenge-already-started", game = game.id),
        GameStatus::Finished => msg!("play-game-over", game = game.id),
        GameStatus::Declined => msg!("play-game-declined", game = game.id),
    };
    Err(Refusal::Said(why))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_choices() {
        assert_eq!("White".parse(), Ok(ColorChoice::White));
        assert_eq!(" b ".parse(), Ok(ColorChoice::Black));
        assert_eq!("random".parse(), Ok(ColorChoice::Random));
        assert!("purple".parse::<ColorChoice>().is_err());
        assert_eq!(ColorChoice::Black.resolve(), Color::Black);
        let tosses: Vec<Color> = (0..64).map(|_| ColorChoice::Random.resolve()).collect();
        assert!(tosses.contains(&Color::White) && tosses.contains(&Color::Black));
    }
}
