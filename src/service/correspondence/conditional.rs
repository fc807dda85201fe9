//! `/conditional add|list|clear`: a player's prepared answers while the opponent is to
//! move, and what the opponent's move does to them.
//!
//! A line is the opponent's expected move, the player's answer, the opponent's next, …,
//! ending with the player's own move; one player's lines in a game form a tree (one
//! answer to each opponent move). When the opponent moves ([`Correspondence::answer_conditionally`],
//! called once after a `/move` commits) a matching line's answer is played at once
//! through the same store path as a `/move`, with its post left to the outbox (kind
//! `ConditionalMove`); a move in no line drops them all and tells their owner privately:
//! by DM where they allowed it, else in the next reply Breaker gives them (news held in
//! the same transaction, [`Correspondence::with_news`]). The version of the game makes the answer exactly-once: two attempts at the
//! same position, only one commits. A restart between a move and its answer leaves lines
//! stored for a position the game has left; the scheduler settles those first
//! ([`Correspondence::settle_conditionals`]) by following the moves played since.

use super::Correspondence;
use crate::games::{echo, Color};
use crate::msg;
use crate::service::game::lookup::Purpose;
use crate::service::text::phrases::game_title;
use crate::service::text::phrases::mention;
use crate::service::text::refusal::{finish, move_error, said, Fail, Refusal};
use crate::service::Text;
use crate::service::{Ctx, Reply, ServiceError, Span};
use crate::store::{
    GameId, GameRow, GameStatus, HeldNews, NewNotice, NewsKind, OutboxKind, StoreError, StoredLine,
};

/// At most this many lines per player and game.
pub const MAX_LINES: usize = 20;
/// At most this many plies in a line.
pub const MAX_PLIES: usize = 40;

/// What adding a line to stored ones gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Merge {
    /// The lines to store: the new one, with any stored line it extends replaced.
    Lines(Vec<Vec<String>>),
    /// A stored line already holds it whole.
    Covered,
    /// Stored line `.0` answers one of the opponent's moves differently.
    Contradicts(usize),
}

/// Adds `line` to the tree `stored`. Even plies (0, 2, …) are the opponent's, odd ones
/// the owner's: two lines may part only at an opponent's ply.
pub(crate) fn merge(stored: &[Vec<String>], line: &[String]) -> Merge {
    let mut kept = Vec::new();
    for (k, s) in stored.iter().enumerate() {
        let common = s.iter().zip(line).take_while(|(a, b)| a == b).count();
        if common < s.len() && common < line.len() {
            if common % 2 == 1 {
                return Merge::Contradicts(k);
            }
            kept.push(s.clone());
        } else if common == line.len() {
            return Merge::Covered;
        }
        // Otherwise `s` is a beginning of `line`, which replaces it.
    }
    kept.push(line.to_vec());
    Merge::Lines(kept)
}

/// Where the lines stand after the moves played since they were stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Step {
    /// Nothing to play: the lines after the first `advanced` plies (all played as the
    /// lines said).
    Wait {
        lines: Vec<Vec<String>>,
        advanced: usize,
    },
    /// Play `answer` now, after `advanced` plies; then `rest` remains.
    Answer {
        answer: String,
        rest: Vec<Vec<String>>,
        advanced: usize,
    },
    /// The opponent played a move no line has (this one): drop them, and say so.
    Missed(String),
    /// The lines are used up, or their owner played something else: drop them.
    Spent,
}

/// Follows `lines` through `since`, the plies played since they were stored (as
/// canonical texts).
pub(crate) fn follow(lines: &[Vec<String>], since: &[String]) -> Step {
    let mut lines: Vec<Vec<String>> = lines.to_vec();
    let mut i = 0;
    loop {
        let Some(theirs) = since.get(i) else {
            return match lines.is_empty() {
                true => Step::Spent,
                false => Step::Wait { lines, advanced: i },
            };
        };
        let matching: Vec<&Vec<String>> = lines
            .iter()
            .filter(|l| l.first() == Some(theirs) && l.len() >= 2)
            .collect();
        let Some(answer) = matching.first().map(|l| l[1].clone()) else {
            return Step::Missed(theirs.clone());
        };
        let rest: Vec<Vec<String>> = matching
            .iter()
            .filter(|l| l.len() > 2)
            .map(|l| l[2..].to_vec())
            .collect();
        match since.get(i + 1) {
            None => {
                return Step::Answer {
                    answer,
                    rest,
                    advanced: i + 1,
                }
            }
            Some(played) if *played != answer => return Step::Spent,
            Some(_) => {
                lines = rest;
                i += 2;
            }
        }
    }
}

/// The lines as a tree: each opponent move with its answer, the continuations indented.
pub(crate) fn tree(lines: &[Vec<String>]) -> String {
    fn branch(lines: &[&[String]], depth: usize, out: &mut String) {
        let mut seen: Vec<&String> = Vec::new();
        for l in lines {
            let Some(theirs) = l.first() else { continue };
            if seen.contains(&theirs) {
                continue;
            }
            seen.push(theirs);
            let same: Vec<&[String]> = lines
                .iter()
                .filter(|m| m.first() == Some(theirs))
                .copied()
                .collect();
            let answer = same
                .iter()
                .find_map(|m| m.get(1))
                .map_or("", |a| a.as_str());
            out.push_str(&"    ".repeat(depth));
            out.push_str(&format!("{theirs} → {answer}\n"));
            let deeper: Vec<&[String]> = same
                .iter()
                .filter(|m| m.len() > 2)
                .map(|m| &m[2..])
                .collect();
            branch(&deeper, depth + 1, out);
        }
    }
    let all: Vec<&[String]> = lines.iter().map(Vec::as_slice).collect();
    let mut out = String::new();
    branch(&all, 0, &mut out);
    out
}

/// The plies of a line as the player wrote it: comma-separated, trimmed.
fn plies_of(text: &str) -> Vec<String> {
    text.split(',').map(|p| p.trim().to_string()).collect()
}

fn plain(stored: &[StoredLine]) -> Vec<Vec<String>> {
    stored.iter().map(|l| l.plies.clone()).collect()
}

impl Correspondence<'_> {
    /// The caller's game for `/conditional`: one they play, against a person.
    async fn conditional_game(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<(GameRow, Color), Fail> {
        let game = self
            .games()
            .find_game(ctx, reference, Purpose::Play)
            .await?;
        // A turn whose time ran out is settled first, as for a move.
        let game = self.check_time(game).await?;
        let color = game
            .color_of(ctx.user.id)
            .ok_or(Refusal::NotAPlayer(game.id))?;
        if game.status != GameStatus::Active {
            return Err(said(msg!("play-game-over", game = game.id)));
        }
        let bot = self.config().bot.id;
        if game.player(!color) == bot {
            return Err(said(msg!(
                "conditional-ai-game",
                game = game.id,
                bot = mention(bot)
            )));
        }
        Ok((game, color))
    }

    /// `/conditional add line:"<plies>" [game]`: stores a line, privately, while the
    /// opponent is to move. Every ply is checked in order from the current position.
    pub async fn conditional_add(
        &self,
        ctx: &Ctx,
        line: &str,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let (game, color) = self.conditional_game(ctx, reference).await?;
            let mut pos = crate::service::game::board::position(&game)?;
            if pos.turn() == color {
                return Err(said(msg!("conditional-your-turn", game = game.id)));
            }
            let typed = plies_of(line);
            if line.trim().is_empty() || typed.iter().any(String::is_empty) {
                return Err(said(msg!(
                    "conditional-empty",
                    example = Span::Code(example(&pos))
                )));
            }
            if typed.len() > MAX_PLIES {
                return Err(said(msg!(
                    "conditional-too-long",
                    max = MAX_PLIES,
                    count = typed.len()
                )));
            }
            let mut plies = Vec::with_capacity(typed.len());
            for (i, ply) in typed.iter().enumerate() {
                if pos.outcome().is_over() {
                    return Err(said(msg!(
                        "conditional-after-end",
                        number = i + 1,
                        ply = Span::Code(echo(ply))
                    )));
                }
                let (next, mv) = pos.play_text(ply).map_err(|error| {
                    // The bare reason: a whole refusal would name the game again and
                    // point to `/board` and the `move` option, which a line has not.
                    said(msg!(
                        "conditional-illegal",
                        number = i + 1,
                        ply = Span::Code(echo(ply)),
                        why = move_error(&error)
                    ))
                })?;
                plies.push(mv.to_string());
                pos = next;
            }
            if plies.len() % 2 == 1 {
                return Err(said(msg!(
                    "conditional-odd",
                    last = Span::Code(plies.last().cloned().unwrap_or_default())
                )));
            }
            let (id, me) = (game.id, ctx.user.id);
            let stored = self
                .store()
                .call(move |db| db.conditional_lines(id, me))
                .await?;
            let merged = match merge(&plain(&stored), &plies) {
                Merge::Contradicts(k) => {
                    let theirs = &stored[k].plies;
                    let at = theirs
                        .iter()
                        .zip(&plies)
                        .take_while(|(a, b)| a == b)
                        .count();
                    return Err(said(msg!(
                        "conditional-contradicts",
                        mv = Span::Code(plies[at - 1].clone()),
                        yours = Span::Code(plies[at].clone()),
                        stored = Span::Code(theirs.join(", ")),
                        answer = Span::Code(theirs[at].clone())
                    )));
                }
                Merge::Covered => {
                    return Ok(Reply::ephemeral(msg!(
                        "conditional-covered",
                        game = game.id,
                        line = Span::Code(plies.join(", "))
                    )))
                }
                Merge::Lines(lines) => lines,
            };
            if merged.len() > MAX_LINES {
                return Err(said(msg!(
                    "conditional-too-many",
                    game = game.id,
                    max = MAX_LINES
                )));
            }
            let count = merged.len();
            let lines: Vec<StoredLine> = merged
                .into_iter()
                .map(|plies| StoredLine {
                    from_ply: game.ply,
                    plies,
                })
                .collect();
            let now = self.now();
            self.store()
                .call(move |db| db.replace_conditional_lines(id, me, &stored, &lines, now))
                .await
                .map_err(|e| match e {
                    StoreError::Conflict { .. } => Fail::from(Refusal::PositionChanged(id)),
                    e => Fail::from(ServiceError::from(e)),
                })?;
            Ok(Reply::ephemeral(msg!(
                "conditional-added",
                game = game.id,
                line = Span::Code(plies.join(", ")),
                count = count
            )))
        })
        .await
    }

    /// `/conditional list [game]`: the caller's lines as a tree, privately.
    pub async fn conditional_list(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let (game, _) = self.conditional_game(ctx, reference).await?;
            let (id, me, ply) = (game.id, ctx.user.id, game.ply);
            let stored = self
                .store()
                .call(move |db| db.conditional_lines(id, me))
                .await?;
            // Lines for a position the game has left are being settled: not shown.
            let lines: Vec<Vec<String>> = stored
                .into_iter()
                .filter(|l| l.from_ply == ply)
                .map(|l| l.plies)
                .collect();
            if lines.is_empty() {
                return Ok(Reply::ephemeral(msg!("conditional-none", game = id)));
            }
            Ok(Reply::ephemeral(msg!(
                "conditional-list",
                game = id,
                tree = Span::Code(tree(&lines))
            )))
        })
        .await
    }

    /// `/conditional clear [game]`: removes the caller's lines.
    pub async fn conditional_clear(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let (game, _) = self.conditional_game(ctx, reference).await?;
            let (id, me) = (game.id, ctx.user.id);
            let now = self.now();
            let removed = self
                .store()
                .call(move |db| {
                    let stored = db.conditional_lines(id, me)?;
                    db.replace_conditional_lines(id, me, &stored, &[], now)?;
                    Ok::<_, StoreError>(stored.len())
                })
                .await?;
            if removed == 0 {
                return Ok(Reply::ephemeral(msg!("conditional-none", game = id)));
            }
            Ok(Reply::ephemeral(msg!(
                "conditional-cleared",
                game = id,
                count = removed
            )))
        })
        .await
    }

    /// After a move in `before` (the game as it was) by `owner`'s opponent: `owner`'s
    /// answer if a line has it, else their lines dropped. One indexed read when `owner`
    /// has no lines. A failure is logged, not the mover's: the scheduler settles the
    /// lines again.
    pub(crate) async fn answer_conditionally(&self, before: &GameRow, owner: u64, played: &str) {
        let id = before.id;
        let known = (before.ply, played.to_string());
        let lines = match self
            .store()
            .call_short(move |db| db.conditional_lines(id, owner))
            .await
        {
            Ok(lines) => lines,
            Err(e) => {
                tracing::warn!(game = %id, "reading conditional lines failed: {e}");
                return;
            }
        };
        if lines.is_empty() {
            return;
        }
        if let Err(e) = self.settle_lines(id, owner, lines, Some(known)).await {
            tracing::warn!(game = %id, "settling conditional lines failed: {e:?}");
        }
    }

    /// Every game of this process whose lines were stored for a position it has left
    /// (a restart between a move and its answer, a game that ended): settled now.
    pub async fn settle_conditionals(&self) -> Result<(), ServiceError> {
        let shards = self.config().shards.clone();
        let behind = self
            .store()
            .call(move |db| db.conditional_lines_behind(&shards))
            .await?;
        for (id, owner) in behind {
            let lines = self
                .store()
                .call(move |db| db.conditional_lines(id, owner))
                .await?;
            match self.settle_lines(id, owner, lines, None).await {
                Ok(()) => {}
                Err(Fail::Refused(_)) => {}
                Err(Fail::Error(ServiceError::Store(StoreError::Conflict { .. }))) => {}
                Err(Fail::Error(e)) => return Err(e),
            }
        }
        Ok(())
    }

    /// Brings `owner`'s `lines` in game `id` up to the game as stored: the answer
    /// played, lines trimmed or dropped. `known`: the ply before the last move and that
    /// move, when the caller has it (no need to read the log).
    async fn settle_lines(
        &self,
        id: GameId,
        owner: u64,
        lines: Vec<StoredLine>,
        known: Option<(u32, String)>,
    ) -> Result<(), Fail> {
        let Some(from) = lines.first().map(|l| l.from_ply) else {
            return Ok(());
        };
        let Some(game) = self.store().call(move |db| db.game(id)).await? else {
            return Ok(());
        };
        let owner_color = game.color_of(owner);
        if game.status != GameStatus::Active || owner_color.is_none() || game.ply < from {
            return self
                .replace_lines(&game, owner, lines, Vec::new(), None)
                .await;
        }
        if game.ply == from {
            return Ok(());
        }
        let since: Vec<String> = match known {
            Some((ply, mv)) if ply == from && game.ply == from + 1 => vec![mv],
            _ => {
                let moves = self.store().call(move |db| db.moves(id)).await?;
                moves
                    .into_iter()
                    .skip(from as usize)
                    .map(|m| m.text)
                    .collect()
            }
        };
        let at = |advanced: usize| from + advanced as u32;
        match follow(&plain(&lines), &since) {
            Step::Wait {
                lines: rest,
                advanced,
            } => {
                let rest = stored(rest, at(advanced));
                self.replace_lines(&game, owner, lines, rest, None).await
            }
            Step::Spent => {
                self.replace_lines(&game, owner, lines, Vec::new(), None)
                    .await
            }
            Step::Missed(theirs) => {
                let tell = self.missed(&game, owner, &theirs).await?;
                self.replace_lines(&game, owner, lines, Vec::new(), Some(tell))
                    .await
            }
            Step::Answer {
                answer,
                rest,
                advanced,
            } => {
                let color = owner_color.unwrap_or(Color::White);
                let pos = crate::service::game::board::position(&game)?;
                let played = match pos.play_text(&answer) {
                    Ok(played) if pos.turn() == color => played,
                    // Checked when stored; a position that disagrees drops the lines.
                    _ => {
                        return self
                            .replace_lines(&game, owner, lines, Vec::new(), None)
                            .await
                    }
                };
                let (next, mv) = played;
                // The answer is made the instant the opponent's move was: no time used.
                let now = self.now();
                let last = self.store().call(move |db| db.last_move(id)).await?;
                let when = last.map_or(now, |m| m.created_at.min(now));
                self.games()
                    .store_move(
                        &game,
                        game.version,
                        color,
                        (&next, mv),
                        when,
                        Some(OutboxKind::ConditionalMove),
                    )
                    .await?;
                let rest = stored(rest, at(advanced) + 1);
                let replaced = self.replace_lines(&game, owner, lines, rest, None).await;
                // The lines are settled again from the log if this write lost a race.
                match replaced {
                    Err(Fail::Error(ServiceError::Store(StoreError::Conflict { .. }))) => Ok(()),
                    other => other,
                }
            }
        }
    }

    /// Replaces `owner`'s lines `old` in `game` with `new`, telling them `tell` if given
    /// (in the same transaction).
    async fn replace_lines(
        &self,
        game: &GameRow,
        owner: u64,
        old: Vec<StoredLine>,
        new: Vec<StoredLine>,
        tell: Option<Tell>,
    ) -> Result<(), Fail> {
        let (id, now) = (game.id, self.now());
        self.store()
            .call(move |db| {
                let held = match tell {
                    Some(Tell::ByDm(notice)) => {
                        db.attach_notice(notice);
                        None
                    }
                    Some(Tell::Held(news)) => Some(news),
                    None => None,
                };
                db.replace_conditional_lines_telling(id, owner, &old, &new, held.as_ref(), now)
            })
            .await?;
        self.poke();
        Ok(())
    }

    /// How `owner` learns that the opponent's move (`theirs`) was in none of their lines:
    /// by DM where they allowed it (`/notify dm:on`, in a server allowing reminder DMs),
    /// else in the next reply Breaker gives them. Never in a post: others would see they
    /// had lines.
    async fn missed(&self, game: &GameRow, owner: u64, theirs: &str) -> Result<Tell, Fail> {
        let now = self.now();
        let data = serde_json::json!({ "mv": theirs }).to_string();
        let dms_allowed = self.guild_settings(game.guild).await?.reminder_dms;
        let by_dm = dms_allowed && self.store().call(move |db| db.notify_dm(owner)).await?;
        Ok(match by_dm {
            true => Tell::ByDm(NewNotice {
                kind: OutboxKind::ConditionalsMissed,
                guild: game.guild,
                game: game.id,
                channel: super::thread::post_channel(game),
                player: owner,
                due_at: now,
                settled_at: now,
                data,
            }),
            false => Tell::Held(HeldNews {
                game: game.id,
                player: owner,
                kind: NewsKind::ConditionalsMissed,
                data,
                created_at: now,
            }),
        })
    }

    /// `reply` to `ctx`'s user with the news held for them taken and added: appended to a
    /// private reply, else as its [`Reply::aside`] (sent privately after it). Every front
    /// end passes each answer to a user through here; each piece of news is said once.
    /// A failure to read the news is logged and leaves the reply as it was.
    pub async fn with_news(&self, ctx: &Ctx, mut reply: Reply) -> Reply {
        let news = match self.take_news(ctx.user.id).await {
            Ok(Some(news)) => news,
            Ok(None) => return reply,
            Err(e) => {
                tracing::warn!(user = ctx.user.id, "taking held news failed: {e}");
                return reply;
            }
        };
        if reply.ephemeral {
            reply.content.push("\n");
            reply.content.append(news);
        } else {
            reply.aside = Some(news);
        }
        reply
    }

    /// The news held for `player`, taken, as one text (a line each), if any.
    async fn take_news(&self, player: u64) -> Result<Option<Text>, ServiceError> {
        let held = self
            .store()
            .call_short(move |db| db.take_news(player))
            .await?;
        let mut text: Option<Text> = None;
        for news in held {
            let id = news.game;
            let Some(game) = self.store().call(move |db| db.game(id)).await? else {
                continue;
            };
            let line = match news.kind {
                NewsKind::ConditionalsMissed => {
                    let data: serde_json::Value =
                        serde_json::from_str(&news.data).unwrap_or_default();
                    let mv = data.get("mv").and_then(|v| v.as_str()).unwrap_or("");
                    missed_text(&game, player, mv)
                }
            };
            let Some(line) = line else { continue };
            match &mut text {
                Some(t) => {
                    t.push("\n");
                    t.append(line);
                }
                None => text = Some(line),
            }
        }
        Ok(text)
    }
}

/// How the owner of dropped lines is told: a DM (a notice), or news held for their next
/// reply.
enum Tell {
    ByDm(NewNotice),
    Held(HeldNews),
}

/// "Your conditional moves in #12 did not apply: @bob played b4-b3, …", to `owner` of
/// `game` (`None` if they no longer play it).
pub(crate) fn missed_text(game: &GameRow, owner: u64, mv: &str) -> Option<Text> {
    let color = game.color_of(owner)?;
    Some(msg!(
        "conditional-missed",
        game = game_title(game),
        opponent = mention(game.player(!color)),
        mv = mv.to_string()
    ))
}

/// `lines` as rows to be played from `from_ply`.
fn stored(lines: Vec<Vec<String>>, from_ply: u32) -> Vec<StoredLine> {
    lines
        .into_iter()
        .map(|plies| StoredLine { from_ply, plies })
        .collect()
}

/// A line of two legal plies from `pos`, the form a line is written in.
fn example(pos: &crate::games::AnyPosition) -> String {
    let Some(first) = pos.legal_moves().into_iter().next() else {
        return "c4-c3, b2xc3".to_string();
    };
    let after = pos.play_text(&first.to_string()).ok();
    match after.and_then(|(next, _)| next.legal_moves().into_iter().next()) {
        Some(second) => format!("{first}, {second}"),
        None => first.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn l(text: &str) -> Vec<String> {
        plies_of(text)
    }

    #[test]
    fn a_line_that_answers_the_same_move_differently_contradicts() {
        let stored = vec![l("c4-c3, b2xc3, a4-a3, c3-c4")];
        assert_eq!(merge(&stored, &l("c4-c3, d2xc3")), Merge::Contradicts(0));
        assert_eq!(
            merge(&stored, &l("c4-c3, b2xc3, a4-a3, a2-b3")),
            Merge::Contradicts(0)
        );
    }

    #[test]
    fn lines_part_at_the_opponents_moves_and_extend_their_beginnings() {
        let stored = vec![l("c4-c3, b2xc3")];
        assert_eq!(
            merge(&stored, &l("a4-a3, a2-b3")),
            Merge::Lines(vec![l("c4-c3, b2xc3"), l("a4-a3, a2-b3")])
        );
        // A longer line replaces the line it begins with.
        assert_eq!(
            merge(&stored, &l("c4-c3, b2xc3, a4-a3, c3-c4")),
            Merge::Lines(vec![l("c4-c3, b2xc3, a4-a3, c3-c4")])
        );
        assert_eq!(merge(&stored, &l("c4-c3, b2xc3")), Merge::Covered);
        let long = vec![l("c4-c3, b2xc3, a4-a3, c3-c4")];
        assert_eq!(merge(&long, &l("c4-c3, b2xc3")), Merge::Covered);
    }

    #[test]
    fn the_opponents_move_fires_trims_or_misses() {
        let lines = vec![l("c4-c3, b2xc3, a4-a3, c3-c4"), l("a4-a3, a2-b3")];
        assert_eq!(
            follow(&lines, &l("c4-c3")),
            Step::Answer {
                answer: "b2xc3".into(),
                rest: vec![l("a4-a3, c3-c4")],
                advanced: 1
            }
        );
        assert_eq!(follow(&lines, &l("b4-b3")), Step::Missed("b4-b3".into()));
        assert_eq!(
            follow(&lines, &[]),
            Step::Wait {
                lines: lines.clone(),
                advanced: 0
            }
        );
        // After a restart: the answer was played, the lines not yet trimmed.
        assert_eq!(
            follow(&lines, &l("c4-c3, b2xc3")),
            Step::Wait {
                lines: vec![l("a4-a3, c3-c4")],
                advanced: 2
            }
        );
        assert_eq!(
            follow(&lines, &l("c4-c3, b2xc3, a4-a3")),
            Step::Answer {
                answer: "c3-c4".into(),
                rest: vec![],
                advanced: 3
            }
        );
        // The owner played something else themselves; a line used up.
        assert_eq!(follow(&lines, &l("c4-c3, a2-a3")), Step::Spent);
        assert_eq!(follow(&lines, &l("a4-a3, a2-b3")), Step::Spent);
    }

    #[test]
    fn the_tree_shows_each_answer_once_with_its_continuations() {
        let lines = vec![
            l("c4-c3, b2xc3, a4-a3, c3-c4"),
            l("c4-c3, b2xc3, a4-b3, a2xb3"),
            l("a4-a3, a2-b3"),
        ];
        assert_eq!(
            tree(&lines),
            "c4-c3 → b2xc3\n    a4-a3 → c3-c4\n    a4-b3 → a2xb3\na4-a3 → a2-b3\n"
        );
    }
}
