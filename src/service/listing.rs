//! `/games` and `/rules`.

use super::phrases::{mention, player, title};
use super::{Ctx, Reply, Service, ServiceError, Span, Text};
use crate::games::{Color, GameKind};
use crate::store::{GameRow, GameStatus, Vacation};
use crate::text;

/// How many games one `/games` section lists.
const LIST_LIMIT: usize = 10;

impl Service {
    /// How many games are in progress in this process's database (a metrics gauge).
    pub async fn games_active(&self) -> Result<u64, ServiceError> {
        Ok(self.store().call(|db| db.count_active_games()).await?)
    }

    /// `/games`: the open games in this channel, and the caller's open games elsewhere in
    /// the server, with whose turn it is. Ephemeral; pings nobody. The first page of
    /// [`Service::games_page`].
    pub async fn games(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        self.games_page(ctx, None).await
    }

    /// `/games [page]`: [`Service::games`], [`LIST_LIMIT`] games of each section a page;
    /// a page past the last is refused with the number of pages.
    pub async fn games_page(&self, ctx: &Ctx, page: Option<u32>) -> Result<Reply, ServiceError> {
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
        let away = self.vacations_in(ctx.guild).await?;
        let elsewhere: Vec<GameRow> = mine.into_iter().filter(|g| g.channel != channel).collect();
        let pages = here.len().max(elsewhere.len()).div_ceil(LIST_LIMIT).max(1);
        let page = page.unwrap_or(1) as usize;
        if page == 0 || page > pages {
            return Ok(Reply::ephemeral(text!(
                "There {} {} page{} of games: choose `page:1`{}.",
                if pages == 1 { "is" } else { "are" },
                pages,
                if pages == 1 { "" } else { "s" },
                if pages == 1 {
                    String::new()
                } else {
                    format!(" to `page:{pages}`")
                }
            )));
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
            out.append(text!(
                "No open games in this channel. Start one with `/challenge` or `/ai`."
            ));
        } else {
            out.append(text!("**Open games in this channel**"));
            let shown = slice(&here);
            if shown.is_empty() {
                out.append(text!(" (all on earlier pages)"));
            }
            for g in &shown {
                out.append(text!("\n- {}", line(g, user, &away)?));
            }
        }
        if !elsewhere.is_empty() {
            out.append(text!("\n**Your games elsewhere in this server**"));
            let shown = slice(&elsewhere);
            if shown.is_empty() {
                out.append(text!(" (all on earlier pages)"));
            }
            for g in &shown {
                out.append(text!(
                    "\n- {} in {}",
                    line(g, user, &away)?,
                    Span::Channel(g.channel)
                ));
            }
        }
        if pages > 1 {
            out.append(if page < pages {
                text!(
                    "\nShowing page {} of {}: `/games page:{}` for more.",
                    page,
                    pages,
                    page + 1
                )
            } else {
                text!(
                    "\nShowing page {} of {}: `/games page:1` for the first.",
                    page,
                    pages
                )
            });
        }
        Ok(Reply::ephemeral(out))
    }

    /// `/rules [game]`: a short summary with the notation, for one game or both.
    pub fn rules(&self, kind: Option<GameKind>) -> Reply {
        let text = match kind {
            Some(k) => rules_text(k).to_string(),
            None => GameKind::ALL.map(rules_text).join("\n\n"),
        };
        Reply::ephemeral(Text::template(&text, vec![]))
    }
}

/// `#12 Breakthrough 8x8: @a (White) vs @b (Black) · your turn · due <time>`, or
/// `· @b on vacation until <time>` while the game waits.
fn line(g: &GameRow, viewer: u64, away: &[Vacation]) -> Result<Text, ServiceError> {
    let state = match g.status {
        GameStatus::Pending if g.challenged() == viewer => text!("waiting for you to accept"),
        GameStatus::Pending => text!("waiting for {} to accept", mention(g.challenged())),
        _ => {
            let turn = super::board::position(g)?.turn();
            if g.player(turn) == viewer {
                text!("**your turn**")
            } else {
                text!("{} to move", mention(g.player(turn)))
            }
        }
    };
    let mut out = text!(
        "{}: {} vs {} · {}",
        title(g),
        player(g, Color::White),
        player(g, Color::Black),
        state
    );
    if g.status == GameStatus::Active {
        out.append(waiting(g, away));
        if let Some(at) = g.timing.deadline_at {
            out.append(text!(" · due {}", Span::Time(at)));
        }
    }
    Ok(out)
}

/// " · @b on vacation until <time>" for each player of active game `g` who is away.
pub(crate) fn waiting(g: &GameRow, away: &[Vacation]) -> Text {
    let mut out = Text::new();
    for v in away {
        if g.color_of(v.player).is_some() && Some(v.guild) == g.guild {
            out.append(text!(
                " · {} on vacation until {}",
                mention(v.player),
                Span::Time(v.ends_at)
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
        if g.color_of(v.player).is_some() && Some(v.guild) == g.guild {
            out.append(text!(
                " The game waits: {} is on vacation until {}.",
                mention(v.player),
                Span::Time(v.ends_at)
            ));
        }
    }
    out
}

/// The rules of `kind` in a few lines.
pub fn rules_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Breakthrough => "**Breakthrough** (Dan Troyka, 2000)\n\
- Each side starts with its two home rows full: White at the bottom (ranks 1–2), Black at the top. White moves first.\n\
- On your turn move one piece one square forward, straight or diagonally, onto an empty square.\n\
- Capture by moving diagonally forward onto an enemy piece. Straight moves never capture; capturing is optional.\n\
- You win by reaching the far row, or by capturing every enemy piece. There are no draws.\n\
- Notation: squares `a1`…(a1 is White's bottom-left); moves `b2-b3`, captures `c4xd5` (`b2b3` works too).\n\
- Sizes: `WxH` from 2x4 to 16x16, default 8x8.",
        GameKind::Breach => "**Breach** (Nick Bentley)\n\
- An empty square board. White opens with 1 stone; then each turn, starting with Black, place 2 stones of your colour.\n\
- A row is a straight line of your stones, across, down or diagonal. After your turn, if your longest row beats the record (and is at least 2), your marker moves up the score track to it.\n\
- When your opponent has just set a record, you may instead place 1 stone and replace any one of their stones with yours.\n\
- The game ends when the board is full (higher marker wins), or at once when a row fills the whole track (N stones).\n\
- Notation: sites `e5`; a turn is `d4 e5`; with the replacement option `f6 xd4` (place f6, replace d4).\n\
- Sizes: `N` from 5 to 19, default 10.",
    }
}
