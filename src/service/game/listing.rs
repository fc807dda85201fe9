//! `/games` and `/rules`.

use super::Games;
use crate::games::{Color, GameKind};
use crate::msg;
use crate::service::text::phrases::{game_title, mention, player};
use crate::service::{Ctx, Reply, ServiceError, Span, Text};
use crate::store::{GameRow, GameStatus, Vacation};

/// How many games one `/games` section lists.
const LIST_LIMIT: usize = 10;

impl Games<'_> {
    /// How many games are in progress in this process's database (a metrics gauge).
    pub async fn active(&self) -> Result<u64, ServiceError> {
        Ok(self.store().call(|db| db.count_active_games()).await?)
    }

    /// `/games`: the open games in this channel, and the caller's open games elsewhere in
    /// the server, with whose turn it is. Ephemeral; pings nobody. The first page of
    /// [`Games::list_page`].
    pub async fn list(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        self.list_page(ctx, None).await
    }

    /// `/games [page]`: [`Games::list`], `LIST_LIMIT` (10) games of each section a page;
    /// a page past the last is refused with the number of pages.
    pub async fn list_page(&self, ctx: &Ctx, page: Option<u32>) -> Result<Reply, ServiceError> {
        let (channel, user, guild) = (ctx.channel, ctx.user.id, ctx.guild);
        let (here, mine) = self
            .store()
            .call(move |db| {
                Ok((
                    db.games_in_channel(channel, true)?,
                    db.open_games_of(user, guild)?,
                ))
            })
            .await?;
        let away = self.correspondence().vacations_in(ctx.guild).await?;
        let elsewhere: Vec<GameRow> = mine.into_iter().filter(|g| g.channel != channel).collect();
        let pages = here.len().max(elsewhere.len()).div_ceil(LIST_LIMIT).max(1);
        let page = page.unwrap_or(1) as usize;
        if page == 0 || page > pages {
            return Ok(Reply::ephemeral(msg!("listing-no-page", pages = pages)));
        }
        let slice = |games: &[GameRow]| -> Vec<GameRow> {
            games
                .iter()
                .skip((page - 1) * LIST_LIMIT)
                .take(LIST_LIMIT)
                .cloned()
                .collect()
        };
        let mut out = Text::new();
        if here.is_empty() {
            out.append(msg!("listing-none-here"));
        } else {
            out.append(msg!("listing-here"));
            let shown = slice(&here);
            if shown.is_empty() {
                out.push(" ");
                out.append(msg!("listing-earlier-pages"));
            }
            for g in &shown {
                out.push("\n- ");
                out.append(line(g, user, &away)?);
            }
        }
        if !elsewhere.is_empty() {
            out.push("\n");
            out.append(msg!("listing-elsewhere"));
            let shown = slice(&elsewhere);
            if shown.is_empty() {
                out.push(" ");
                out.append(msg!("listing-earlier-pages"));
            }
            for g in &shown {
                out.push("\n- ");
                out.append(msg!(
                    "listing-elsewhere-line",
                    game = line(g, user, &away)?,
                    channel = Span::Channel(g.channel)
                ));
            }
        }
        if pages > 1 {
            out.push("\n");
            out.append(if page < pages {
                msg!(
                    "listing-page-more",
                    page = page,
                    pages = pages,
                    next = page + 1
                )
            } else {
                msg!("listing-page-last", page = page, pages = pages)
            });
        }
        Ok(Reply::ephemeral(out))
    }

    /// `/rules [game]`: a short summary with the notation, for one game or both.
    pub fn rules(&self, kind: Option<GameKind>) -> Reply {
        let text = match kind {
            Some(k) => rules_text(k),
            None => {
                let mut out = Text::new();
                for (i, k) in GameKind::ALL.into_iter().enumerate() {
                    if i > 0 {
                        out.push("\n\n");
                    }
                    out.append(rules_text(k));
                }
                out
            }
        };
        Reply::ephemeral(text)
    }
}

/// `#12 Breakthrough 8x8: @a (White) vs @b (Black) · your turn · due <time>`, or
/// `· @b on vacation until <time>` while the game waits.
fn line(g: &GameRow, viewer: u64, away: &[Vacation]) -> Result<Text, ServiceError> {
    let state = match g.status {
        GameStatus::Pending if g.challenged() == viewer => msg!("listing-waiting-for-you"),
        GameStatus::Pending => msg!("listing-waiting-for", player = mention(g.challenged())),
        _ => {
            let turn = super::board::position(g)?.turn();
            if g.player(turn) == viewer {
                msg!("listing-your-turn")
            } else {
                msg!("listing-to-move", player = mention(g.player(turn)))
            }
        }
    };
    let mut out = msg!(
        "listing-line",
        game = game_title(g),
        white = player(g, Color::White),
        black = player(g, Color::Black),
        state = state
    );
    if g.status == GameStatus::Active {
        out.append(waiting(g, away));
        if let Some(at) = g.timing.deadline_at {
            out.push(" · ");
            out.append(msg!("listing-due", time = Span::Time(at)));
        }
    }
    Ok(out)
}

/// " · @b on vacation until <time>" for each player of active game `g` who is away.
pub(crate) fn waiting(g: &GameRow, away: &[Vacation]) -> Text {
    let mut out = Text::new();
    for v in away {
        if g.color_of(v.player).is_some() && v.guild == g.guild {
            out.push(" · ");
            out.append(msg!(
                "listing-on-vacation",
                player = mention(v.player),
                until = Span::Time(v.ends_at)
            ));
        }
    }
    out
}

/// " The game waits: @b is on vacation until <time>." for each player of active game `g`
/// who is away; nothing otherwise.
pub(crate) fn waits_for(g: &GameRow, away: &[Vacation]) -> Text {
    let mut out = Text::new();
    if g.status != GameStatus::Active {
        return out;
    }
    for v in away {
        if g.color_of(v.player).is_some() && v.guild == g.guild {
            out.push(" ");
            out.append(msg!(
                "listing-game-waits",
                player = mention(v.player),
                until = Span::Time(v.ends_at)
            ));
        }
    }
    out
}

/// The rules of `kind` in a few lines (`locales/*/rules.ftl`, from the rule
/// specifications of each game).
pub fn rules_text(kind: GameKind) -> Text {
    match kind {
        GameKind::Breakthrough => msg!("rules-breakthrough"),
        GameKind::Breach => msg!("rules-breach"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    /// Both games' rules fit one Discord message (2 000 characters) in every language,
    /// keep their notation as code and say it in that language's script.
    #[test]
    fn rules_fit_one_message_in_every_language() {
        for l in Locale::all() {
            let mut both = Text::new();
            for k in GameKind::ALL {
                let t = rules_text(k).resolve(l);
                assert!(t.spans().contains(&Span::Code("b2-b3".into())) || k == GameKind::Breach);
                assert!(t.spans().contains(&Span::Code("f6 xd4".into())) || k != GameKind::Breach);
                both.append(t);
            }
            let words = both.to_string();
            assert!(
                words.chars().count() < 1900,
                "{l}: {}",
                words.chars().count()
            );
            let script = |c: char| match l.code() {
                "ko" => ('\u{AC00}'..='\u{D7A3}').contains(&c),
                "ru" => ('\u{0400}'..='\u{04FF}').contains(&c),
                _ => c.is_ascii_alphabetic(),
            };
            assert!(
                words.chars().filter(|c| script(*c)).count() > 300,
                "{l}: {words}"
            );
        }
    }

    #[test]
    fn page_counts_in_russian_and_korean() {
        let ru: Locale = "ru".parse().unwrap();
        let ko: Locale = "ko".parse().unwrap();
        let t = |pages: usize, l: Locale| msg!("listing-no-page", pages = pages).resolve(l);
        assert_eq!(
            t(1, Locale::ENGLISH).to_string(),
            "There is 1 page of games: choose `page:1`."
        );
        assert_eq!(
            t(3, Locale::ENGLISH).to_string(),
            "There are 3 pages of games: choose `page:1` to `page:3`."
        );
        assert_eq!(
            t(3, ru).to_string(),
            "Партии занимают 3 страницы: выберите от `страница:1` до `страница:3`."
        );
        assert!(t(5, ru).to_string().contains("5 страниц:"));
        assert!(t(5, ko).spans().contains(&Span::Code("페이지:5".into())));
    }
}
