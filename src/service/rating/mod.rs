//! Ratings as players see them: the change line under a rated game's result, and
//! `/rating [player] [game] [size] [ladder] [vs]` with its chart.

crate::service::facade!(
    /// Ratings as players see them.
    Ratings
);

use crate::games::{AnyPosition, GameKind};
use crate::i18n::{Arg, Locale};
use crate::msg;
use crate::rating::{Rating, Record};
use crate::render::chart::{self, RatingPoint};
use crate::service::text::command::{self, Suggested};
use crate::service::text::refusal::{finish, Fail, Refusal};
use crate::service::{Attachment, Ctx, Reply, ServiceError, Span, Text, User};
use crate::store::{GameRow, RatingChange, RatingPool};

/// `1612 → 1627 (+15)`: rounded as shown, so the difference adds up.
fn change_text(before: Rating, after: Rating) -> String {
    let diff = after.rating.round() as i64 - before.rating.round() as i64;
    format!("{before} → {after} ({diff:+})")
}

/// "1 rated game", "3 rated games".
fn games_text(n: usize) -> Text {
    msg!("rating-rated-games", count = n)
}

/// "3 wins", "1 loss", "none".
fn streak_text(streak: i32) -> Text {
    let kind = match streak {
        0 => "none",
        n if n > 0 => "win",
        _ => "loss",
    };
    msg!(
        "rating-streak",
        kind = Arg::word(kind),
        count = streak.unsigned_abs()
    )
}

/// Wins, losses, draws and streaks of `player` over `history`, counted as the pool counts
/// them ([`Record::count`]).
fn tally<'a>(player: u64, history: impl IntoIterator<Item = &'a RatingChange>) -> Record {
    let mut r = Record::default();
    for c in history {
        r.count(c.result_of(player));
    }
    r
}

/// `12–5` (W–L), or `12–5–1` (W–L–D) with draws.
fn record_text(r: &Record) -> Text {
    if r.draws == 0 {
        msg!("rating-record", wins = r.wins, losses = r.losses)
    } else {
        msg!(
            "rating-record-draws",
            wins = r.wins,
            losses = r.losses,
            draws = r.draws
        )
    }
}

impl Ratings<'_> {
    /// The rating lines of a finished rated game's result post (empty otherwise):
    /// `@alice 1612 → 1627 (+15) · @bob 1500? → 1485? (-15)`.
    pub(crate) async fn rating_note(&self, game: &GameRow) -> Result<Text, ServiceError> {
        if !game.rated {
            return Ok(Text::new());
        }
        let Some(change) = self.store().rating_change(game.id).await? else {
            return Ok(Text::new());
        };
        let mut note = Text::from("\n");
        note.append(msg!(
            "rating-note",
            white = Span::User(change.white),
            white_change = change_text(change.white_before, change.white_after),
            black = Span::User(change.black),
            black_change = change_text(change.black_before, change.black_after)
        ));
        Ok(note)
    }

    /// `/rating [player] [game] [size] [ladder] [vs:<player>]`: `player`'s (default the
    /// caller's) rating, deviation, W–L and streaks in one pool of this server, with a
    /// PNG chart of the rating over their games (±2·deviation shaded), and with `vs` the
    /// head-to-head record. The pool: `ladder` by name; else this server's rated games
    /// of `game` at `size` (default size for the game); else the only pool they have
    /// here, or a list of their pools to choose from. Outside a server the pools are the
    /// direct games' (no ladders there).
    pub async fn rating(
        &self,
        ctx: &Ctx,
        player: Option<&User>,
        game: Option<GameKind>,
        size: Option<&str>,
        ladder: Option<&str>,
        vs: Option<&User>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            // Outside a server: the direct games' pools.
            let guild = ctx.guild;
            let target = player.unwrap_or(&ctx.user);
            if let Some(other) = vs {
                if other.id == target.id {
                    return Err(Refusal::Said(msg!(
                        "rating-vs-self",
                        player = Span::User(target.id)
                    ))
                    .into());
                }
            }
            let pool = self
                .pick_pool(guild, target, game, size, ladder, (player, vs))
                .await?;
            let key = pool.clone();
            let id = target.id;
            let history = self
                .store()
                .call(move |db| db.rating_history(&key, id))
                .await?;
            let pool_name = self.pool_name(&pool).await?;
            let (Some(first), Some(last)) = (history.first(), history.last()) else {
                let mut said = msg!(
                    "rating-none-yet",
                    player = Span::User(target.id),
                    pool = pool_name.clone(),
                    start = Rating::START.to_string()
                );
                said.append(self.elsewhere_rated(guild, id, Some(&pool)).await?);
                return Err(Refusal::Said(said).into());
            };
            let now_rating = last.of(id).map_or(Rating::START, |(_, after)| after);
            let record = tally(id, &history);
            let mut content = msg!(
                "rating-summary",
                player = Span::User(id),
                pool = pool_name.clone(),
                rating = now_rating.to_string(),
                deviation = now_rating.deviation.round() as i64,
                record = record_text(&record),
                streak = streak_text(record.streak),
                best = streak_text(record.best_streak as i32)
            );
            if now_rating.is_provisional() {
                content.push(" ");
                content.append(msg!(
                    "rating-provisional",
                    deviation = crate::rating::PROVISIONAL_DEVIATION as i64
                ));
            }
            if let Some(other) = vs {
                let games: Vec<&RatingChange> = history
                    .iter()
                    .filter(|c| c.opponent_of(id) == other.id)
                    .collect();
                let h2h = tally(id, games.iter().copied());
                content.push("\n");
                content.append(if games.is_empty() {
                    msg!(
                        "rating-head-to-head-none",
                        opponent = Span::User(other.id),
                        pool = pool_name.clone()
                    )
                } else {
                    msg!(
                        "rating-head-to-head",
                        opponent = Span::User(other.id),
                        record = record_text(&h2h),
                        games = games_text(games.len())
                    )
                });
            }
            let mut points = vec![first.of(id).map_or(Rating::START, |(before, _)| before)];
            points.extend(history.iter().filter_map(|c| c.of(id).map(|(_, a)| a)));
            let points: Vec<RatingPoint> = points
                .iter()
                .map(|r| RatingPoint {
                    rating: r.rating,
                    deviation: r.deviation,
                })
                .collect();
            let name = self
                .store()
                .call(move |db| db.player_name(id))
                .await?
                .unwrap_or_else(|| target.name.clone());
            // The chart is drawn in the reply's language (public: the server's).
            let locale: Locale = self.reply_language(ctx, false).await?;
            let day = |ms: i64| crate::service::text::utc(ms)[..10].to_string();
            let title = format!("{name} · {}", pool_name.resolve(locale));
            let note = msg!(
                "rating-chart-dates",
                from = day(first.at),
                to = day(last.at)
            )
            .resolve(locale)
            .to_string();
            let words = crate::service::text::language::picture_words(locale);
            let png = self
                .render(move || chart::rating_history_with(&points, &title, &note, &words))
                .await??;
            Ok(Reply {
                content,
                files: vec![Attachment {
                    name: "rating.png".into(),
                    bytes: png,
                }],
                ..Reply::default()
            })
        })
        .await
    }

    /// The pool `/rating` means (see [`Ratings::rating`]); `given` are the `player` and
    /// `vs` options as given, which the commands it suggests keep.
    async fn pick_pool(
        &self,
        guild: Option<u64>,
        target: &User,
        game: Option<GameKind>,
        size: Option<&str>,
        ladder: Option<&str>,
        given: (Option<&User>, Option<&User>),
    ) -> Result<RatingPool, Fail> {
        let size = size.map(str::trim).filter(|s| !s.is_empty());
        if let Some(name) = ladder.map(str::trim).filter(|n| !n.is_empty()) {
            let Some(guild) = guild else {
                return Err(Refusal::Said(msg!("rating-ladder-in-server")).into());
            };
            let typed = name.to_string();
            return match self
                .store()
                .call(move |db| db.ladder_named(guild, &typed))
                .await?
            {
                Some(l) => Ok(RatingPool::Ladder(l.id)),
                None => Err(Refusal::Said(msg!(
                    "rating-no-such-ladder",
                    ladder = Span::Name(name.chars().take(40).collect())
                ))
                .into()),
            };
        }
        if let Some(kind) = game {
            let start =
                AnyPosition::start(kind, size).map_err(|error| Refusal::BadSize { kind, error })?;
            let size = start.size_text();
            return Ok(match guild {
                Some(guild_id) => RatingPool::Casual {
                    guild_id,
                    kind,
                    size,
                },
                None => RatingPool::Direct { kind, size },
            });
        }
        let id = target.id;
        let pools = self
            .store()
            .call(move |db| db.player_pools(id, guild))
            .await?;
        let fits = |p: &RatingPool| match (p, size) {
            (_, None) => true,
            (
                RatingPool::Casual { size: s, .. } | RatingPool::Direct { size: s, .. },
                Some(want),
            ) => s.eq_ignore_ascii_case(want),
            (RatingPool::Ladder(_), Some(_)) => false,
        };
        let candidates: Vec<&(RatingPool, u32)> = pools.iter().filter(|(p, _)| fits(p)).collect();
        let casual: Vec<&(RatingPool, u32)> = candidates
            .iter()
            .copied()
            .filter(|(p, _)| !matches!(p, RatingPool::Ladder(_)))
            .collect();
        match (casual.as_slice(), candidates.as_slice()) {
            ([(only, _)], _) | (_, [(only, _)]) => return Ok(only.clone()),
            (_, []) if !pools.is_empty() => {
                // Rated, but not at this size (or only in ladders): say where.
                let mut said = msg!(
                    "rating-none-at-size",
                    player = Span::User(target.id),
                    size = size.unwrap_or_default().to_string()
                );
                said.append(self.elsewhere_rated(guild, id, None).await?);
                return Err(Refusal::Said(said).into());
            }
            (_, []) => {
                let player = Span::User(target.id);
                return Err(Refusal::Said(match (size, guild) {
                    (None, Some(_)) => msg!("rating-none-here", player = player),
                    (Some(s), Some(_)) => msg!(
                        "rating-none-here-at-size",
                        player = player,
                        size = s.to_string()
                    ),
                    (None, None) => msg!("rating-none-direct", player = player),
                    (Some(s), None) => msg!(
                        "rating-none-direct-at-size",
                        player = player,
                        size = s.to_string()
                    ),
                })
                .into());
            }
            _ => {}
        }
        let mut list = msg!("rating-choose-pool", player = Span::User(target.id));
        // Each choice keeps every option the caller gave.
        let (player, vs) = given;
        for (pool, games) in candidates {
            let mut command = Suggested::new("/rating");
            if let Some(p) = player {
                command = command.user("player", p);
            }
            command = match pool {
                RatingPool::Casual { kind, size, .. } | RatingPool::Direct { kind, size } => {
                    command.with("game", kind.id()).with("size", size)
                }
                RatingPool::Ladder(lid) => {
                    let lid = *lid;
                    let name = self
                        .store()
                        .call(move |db| db.ladder(lid))
                        .await?
                        .map_or_else(|| lid.to_string(), |l| l.name);
                    command.with("ladder", name)
                }
            };
            if let Some(v) = vs {
                command = command.user("vs", v);
            }
            list.push("\n");
            list.append(msg!(
                "rating-pool-choice",
                command = Span::Code(command.into()),
                games = games_text(*games as usize)
            ));
        }
        Err(Refusal::Said(list).into())
    }

    /// " Rated in ladder spring: try `ladder:spring`." for the pools (other than
    /// `pool`) where `player` has rated games here (a ladder is a pool of its own);
    /// nothing if none.
    async fn elsewhere_rated(
        &self,
        guild: Option<u64>,
        player: u64,
        pool: Option<&RatingPool>,
    ) -> Result<Text, ServiceError> {
        let pools = self
            .store()
            .call(move |db| db.player_pools(player, guild))
            .await?;
        let mut places = Vec::new();
        for (other, _) in pools.iter().filter(|(p, _)| Some(p) != pool) {
            places.push(match other {
                RatingPool::Casual { kind, size, .. } | RatingPool::Direct { kind, size } => msg!(
                    "rating-elsewhere-pool",
                    game = *kind,
                    size = size.clone(),
                    option = Span::Code(format!(
                        "{} {}",
                        command::option("game", kind.id()),
                        command::option("size", size)
                    ))
                ),
                RatingPool::Ladder(lid) => {
                    let lid = *lid;
                    match self.store().call(move |db| db.ladder(lid)).await? {
                        Some(l) => msg!(
                            "rating-elsewhere-ladder",
                            ladder = Span::Name(l.name.clone()),
                            option = Span::Code(command::option("ladder", &l.name))
                        ),
                        None => continue,
                    }
                }
            });
        }
        let mut list = Text::new();
        for (i, place) in places.into_iter().enumerate() {
            if i > 0 {
                list.push("; ");
            }
            list.append(place);
        }
        if list.is_empty() {
            return Ok(list);
        }
        let mut out = Text::from(" ");
        out.append(msg!("rating-elsewhere", places = list));
        Ok(out)
    }

    /// "Breakthrough 8x8" for a server pool, "Breakthrough 8x8 (direct games)" for the
    /// direct games' pool, "ladder spring (Breakthrough 5x5)" for a ladder's.
    async fn pool_name(&self, pool: &RatingPool) -> Result<Text, ServiceError> {
        Ok(match pool {
            RatingPool::Casual { kind, size, .. } => {
                msg!("rating-pool", game = *kind, size = size.clone())
            }
            RatingPool::Direct { kind, size } => {
                msg!("rating-pool-direct", game = *kind, size = size.clone())
            }
            RatingPool::Ladder(id) => {
                let id = *id;
                match self.store().call(move |db| db.ladder(id)).await? {
                    // A ladder's name is user text: shown as a name, never as markup.
                    Some(l) => msg!(
                        "rating-pool-ladder",
                        ladder = Span::Name(l.name),
                        game = l.kind,
                        size = l.size
                    ),
                    None => msg!("rating-pool-ladder-gone", id = id),
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_read_as_shown() {
        let r = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        assert_eq!(
            change_text(r(1612.4, 80.0), r(1627.3, 79.0)),
            "1612 → 1627 (+15)"
        );
        assert_eq!(
            change_text(Rating::START, r(1662.3, 290.3)),
            "1500? → 1662? (+162)"
        );
        assert_eq!(
            change_text(r(1500.0, 90.0), r(1499.6, 90.0)),
            "1500 → 1500 (+0)"
        );
        assert_eq!(
            change_text(r(1500.0, 90.0), r(1480.0, 90.0)),
            "1500 → 1480 (-20)"
        );
    }

    #[test]
    fn streak_words() {
        assert_eq!(streak_text(0).to_string(), "none");
        assert_eq!(streak_text(3).to_string(), "3 wins");
        assert_eq!(streak_text(-1).to_string(), "1 loss");
        assert_eq!(streak_text(-4).to_string(), "4 losses");
    }
}
