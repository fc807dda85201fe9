//! `/vacation start [days]`, `/vacation end`, `/vacation`: per player per server, a
//! number of days each calendar year (the server's `vacation-days`, default 14). While a
//! player is away every active game of theirs in the server waits, their opponent's clock
//! too; when the vacation ends (early, or by itself at its planned end, through the
//! scheduler) each deadline moves by the length of the pause. No reminders and no
//! timeouts meanwhile: a paused game has nothing due.
//!
//! The direct games (`Ctx.guild == None`: Breaker's DM, DMs and group DMs, servers that
//! did not install Breaker) are one more such space, with the direct games' defaults:
//! `/vacation` used there pauses the caller's direct games, and the notice of its planned
//! end goes to the player by DM (Breaker may not post in most of those channels).

use super::notice::Notice;
use super::Correspondence;
use crate::i18n::Arg;
use crate::msg;
use crate::service::context::person;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::{finish, said, Fail};
use crate::service::{Ctx, Reply, ServiceError, Span, Text};
use crate::store::{parse_utc, GameId, Vacation, DAY_MS};

/// The calendar year (UTC) around `now`: its first instant and the next year's.
fn year_of(now: i64) -> (i64, i64) {
    let (y, _, _) = crate::service::text::civil_from_days(now.div_euclid(DAY_MS));
    let start = |y: i64| parse_utc(&format!("{y:04}-01-01")).unwrap_or(now);
    (start(y), start(y + 1))
}

/// Days for sentences: `9`, `9.5`, `0.25`.
/// Days to two decimals (`2.5`, `0.25`), written with the reader's decimal mark.
fn days_text(ms: i64) -> Arg {
    let hundredths = (i128::from(ms.max(0)) * 100 + i128::from(DAY_MS) / 2) / i128::from(DAY_MS);
    Arg::decimal(hundredths as i64, 2)
}

impl Correspondence<'_> {
    /// How much vacation (ms) `player` has left this calendar year in `guild` (`None`:
    /// the direct games), and the yearly allowance in days.
    async fn vacation_left(
        &self,
        player: u64,
        guild: Option<u64>,
    ) -> Result<(i64, u32), ServiceError> {
        let allowance = self.guild_settings(guild).await?.vacation_days;
        let (from, to) = year_of(self.now());
        let used = self
            .store()
            .call(move |db| db.vacation_used(player, guild, from, to))
            .await?;
        Ok(((i64::from(allowance) * DAY_MS - used).max(0), allowance))
    }

    /// `/vacation start [days]`: goes on vacation for `days` (default: every day left this
    /// year), pausing the caller's games in this server (outside servers: their direct
    /// games). Announced publicly, pinging nobody.
    pub async fn vacation_start(
        &self,
        ctx: &Ctx,
        days: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let guild = ctx.guild;
            let me = ctx.user.id;
            // Every vacation here past its planned end is over first: an opponent's may have
            // set a game of the caller running again, and it may have run out since.
            self.vacations_due(guild, |_| true).await?;
            if let Some(v) = self.store().call(move |db| db.vacation(me, guild)).await? {
                return Err(said(msg!(
                    "vacation-already-until",
                    until = Span::Time(v.ends_at)
                )));
            }
            // A game whose time ran out is settled before anything can pause it; a player
            // who ran out of time themselves cannot go on vacation until that is done.
            let now = self.now();
            let games = self
                .store()
                .call(move |db| db.open_games_of(me, guild))
                .await?;
            for game in games {
                let time = game.time();
                if time.reminder_due().is_some_and(|r| r <= now) && !time.expired(now) {
                    // A reminder that fell due meanwhile goes out before the game waits.
                    self.remind(&game, now).await?;
                    continue;
                }
                if !time.expired(now) {
                    continue;
                }
                let late =
                    Some(crate::service::game::board::position(&game)?.turn()) == game.color_of(me);
                match self.check_time(game).await {
                    Err(Fail::Refused(refusal)) if late => return Err(refusal.into()),
                    Err(Fail::Error(e)) => return Err(e.into()),
                    _ => {}
                }
            }
            let (left, allowance) = self.vacation_left(me, guild).await?;
            if left < 60_000 {
                let allowance = msg!("count-days", count = allowance);
                return Err(said(match guild {
                    Some(_) => msg!("vacation-none-left", allowance = allowance),
                    None => msg!("vacation-none-left-direct", allowance = allowance),
                }));
            }
            let length = match days {
                None => left,
                Some(0) => return Err(said(msg!("vacation-at-least-one-day"))),
                Some(d) if i64::from(d) * DAY_MS > left => {
                    return Err(said(msg!(
                        "vacation-too-many",
                        asked = msg!("count-days", count = d),
                        left = days_text(left),
                        rest = (left / DAY_MS).max(1)
                    )))
                }
                Some(d) => i64::from(d) * DAY_MS,
            };
            let now = self.now();
            let ends_at = now + length;
            let player = person(&ctx.user);
            let channel = ctx.channel;
            let started = self
                .store()
                .call(move |db| db.start_vacation(&player, guild, channel, now, ends_at))
                .await?;
            let Some((_, games)) = started else {
                return Err(said(msg!("vacation-already")));
            };
            self.poke();
            let started = match guild {
                Some(_) => msg!(
                    "vacation-started",
                    player = mention(me),
                    until = Span::Time(ends_at),
                    games = games.len(),
                    left = days_text(left - length)
                ),
                None => msg!(
                    "vacation-started-direct",
                    player = mention(me),
                    until = Span::Time(ends_at),
                    games = games.len(),
                    left = days_text(left - length)
                ),
            };
            Ok(Reply {
                content: started,
                ..Reply::default()
            })
        })
        .await
    }

    /// `/vacation end`: the caller is back; their games resume, each deadline moved by
    /// the length of the vacation (unless the opponent is away too).
    pub async fn vacation_end(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        finish(async {
            let guild = ctx.guild;
            let (me, now) = (ctx.user.id, self.now());
            // Vacations past their planned end are over already, as of that end: settled
            // first, so this end (now) comes after theirs and a game resumes when the last
            // of its players is back.
            self.vacations_due(guild, |_| true).await?;
            let ended = self
                .store()
                .call(move |db| db.end_vacation(me, guild, now, None))
                .await?;
            let Some((vacation, games)) = ended else {
                return Err(said(msg!("vacation-not-on")));
            };
            self.poke();
            let (left, _) = self.vacation_left(me, guild).await?;
            let mut content = back_text(&vacation, games.len());
            content.push(" ");
            content.append(msg!("vacation-days-left-now", left = days_text(left)));
            content.append(self.still_waiting(me, guild).await?);
            Ok(Reply {
                content,
                ..Reply::default()
            })
        })
        .await
    }

    /// `/vacation`: the days the caller has left this year, and the running vacation.
    pub async fn vacation_show(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        finish(async {
            let guild = ctx.guild;
            let me = ctx.user.id;
            self.vacations_due(guild, |_| true).await?;
            let running = self.store().call(move |db| db.vacation(me, guild)).await?;
            let (left, allowance) = self.vacation_left(me, guild).await?;
            let mut out = match guild {
                Some(_) => msg!(
                    "vacation-days-left",
                    left = days_text(left),
                    allowance = allowance
                ),
                None => msg!(
                    "vacation-days-left-direct",
                    left = days_text(left),
                    allowance = allowance
                ),
            };
            out.push(" ");
            out.append(match running {
                Some(v) => msg!("vacation-running", until = Span::Time(v.ends_at)),
                None => msg!("vacation-start-hint"),
            });
            Ok(Reply::ephemeral(out))
        })
        .await
    }

    /// Ends every vacation planned to end by `now`, as of its planned end, each with its
    /// notice (in the channel it was started in; a direct games' one by DM) in the
    /// outbox. How many ended.
    pub(crate) async fn end_due_vacations(&self, now: i64) -> Result<usize, ServiceError> {
        let shards = self.config().shards.clone();
        let due = self
            .store()
            .call(move |db| db.due_vacations(now, &shards))
            .await?;
        let mut ended = 0;
        for v in due {
            let (player, guild, at) = (v.player, v.guild, v.ends_at);
            if self
                .store()
                .call(move |db| db.end_vacation(player, guild, at, Some(now)))
                .await?
                .is_some()
            {
                ended += 1;
            }
        }
        if ended > 0 {
            self.poke();
        }
        Ok(ended)
    }

    /// The notice that `vacation` reached its planned end, resuming `games` games (the
    /// first is `game`), settled at `settled_at`.
    pub(crate) async fn vacation_ended_notice(
        &self,
        vacation: &Vacation,
        games: usize,
        settled_at: i64,
        game: GameId,
    ) -> Result<Notice, ServiceError> {
        let at = vacation.end();
        let mut text = super::schedule::offline(at, settled_at, back_text(vacation, games));
        text.append(self.still_waiting(vacation.player, vacation.guild).await?);
        let (player, channel) = (vacation.player, vacation.channel);
        if vacation.guild.is_none() {
            // The direct games' channels are mostly ones Breaker may not post in: the
            // player hears it by DM, in their language.
            let language = self.user_language(player).await?;
            return Ok(Notice::vacation_ended_by_dm(
                player, game, at, text, language,
            ));
        }
        let language = self.server_language(vacation.guild).await?;
        Ok(Notice::vacation_ended(
            player, channel, game, at, text, language,
        ))
    }

    /// " Game #12 still waits: @b is on vacation until <time>." for each running game of
    /// `player` in `guild` (`None`: the direct games) whose opponent is away (said when
    /// `player`'s vacation ends).
    async fn still_waiting(&self, player: u64, guild: Option<u64>) -> Result<Text, ServiceError> {
        let away = self.vacations_in(guild).await?;
        let mut out = Text::new();
        if away.is_empty() {
            return Ok(out);
        }
        let games = self
            .store()
            .call(move |db| db.open_games_of(player, guild))
            .await?;
        for g in games {
            let Some(color) = g.color_of(player) else {
                continue;
            };
            let opponent = g.player(!color);
            if g.status != crate::store::GameStatus::Active {
                continue;
            }
            if let Some(v) = away.iter().find(|v| v.player == opponent) {
                out.push(" ");
                out.append(msg!(
                    "vacation-game-still-waits",
                    game = g.id,
                    opponent = mention(opponent),
                    until = Span::Time(v.ends_at)
                ));
            }
        }
        Ok(out)
    }

    /// The running vacations in `guild` (`None`: the direct games; for `/games` and the
    /// board).
    pub(crate) async fn vacations_in(
        &self,
        guild: Option<u64>,
    ) -> Result<Vec<Vacation>, ServiceError> {
        Ok(self.store().call(move |db| db.vacations_in(guild)).await?)
    }
}

/// "Welcome back, @alice: your vacation ended; 2 games resume, each deadline moved by 3d."
fn back_text(v: &Vacation, games: usize) -> Text {
    let length = crate::i18n::duration(v.end() - v.started_at);
    if games == 0 {
        return msg!(
            "vacation-ended-nothing",
            player = mention(v.player),
            length = length
        );
    }
    msg!(
        "vacation-ended",
        player = mention(v.player),
        games = games,
        length = length
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_and_days() {
        let now = parse_utc("2027-06-01T12:00:00Z").unwrap();
        let (from, to) = year_of(now);
        assert_eq!(from, parse_utc("2027-01-01").unwrap());
        assert_eq!(to, parse_utc("2028-01-01").unwrap());
        let words = |ms: i64, lang: &str| {
            let left = msg!("vacation-days-left-now", left = days_text(ms));
            left.resolve(lang.parse().unwrap()).to_string()
        };
        assert!(words(14 * DAY_MS, "en").starts_with("14 vacation days"));
        assert!(words(DAY_MS * 19 / 2, "en").starts_with("9.5 vacation days"));
        assert!(words(0, "en").starts_with("0 vacation days"));
        assert!(words(DAY_MS / 4, "en").starts_with("0.25 vacation days"));
        // Russian and Romanian write a decimal comma; Korean a point.
        assert!(
            words(DAY_MS * 19 / 2, "ru").ends_with(": 9,5."),
            "{}",
            words(DAY_MS * 19 / 2, "ru")
        );
        assert!(words(DAY_MS * 19 / 2, "ro").contains("9,5 zile"));
        assert!(words(DAY_MS * 19 / 2, "ko").contains("9.5일"));
        assert!(words(14 * DAY_MS, "ru").ends_with(": 14."));
    }
}
