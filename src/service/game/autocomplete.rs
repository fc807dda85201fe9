//! Autocomplete for the `move` and `game` options (Discord shows at most 25 choices).

use super::lookup::Purpose;
use super::Games;
use crate::games::{AnyMove, AnyPosition, Square};
use crate::i18n::{Arg, Locale, Span};
use crate::msg;
use crate::service::text::phrases::game_title;
use crate::service::{Ctx, ServiceError};
use crate::store::{GameRow, GameStatus};

/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;

/// One autocomplete choice: what the user sees and the value the option receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// What the console's `/moves` lists: the moves the `move` option's autocomplete offers
/// (at most `MAX_CHOICES` of those that fit what was typed: Breakthrough's first in
/// notation order, Breach's nearest the last stones), shown in a reader's order, by
/// their squares as written, each square files then ranks (`a2` before `a10` before
/// `b1`), and how many more fit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveList {
    /// The moves offered, in reading order.
    pub moves: Vec<String>,
    /// How many other legal moves fit what was typed (not listed).
    pub more: usize,
}

impl Games<'_> {
    /// The caller's legal moves in the game (named, or their only one in the channel)
    /// that fit what they have typed so far, at most 25. Empty when it is not their
    /// turn or no game fits. Breach lists placements near the last stones first.
    pub async fn autocomplete_moves(
        &self,
        ctx: &Ctx,
        partial: &str,
        game: Option<&str>,
    ) -> Result<Vec<String>, ServiceError> {
        let Some((pos, anchors)) = self.to_suggest(ctx, game).await? else {
            return Ok(Vec::new());
        };
        let partial = partial.to_string();
        Ok(tokio::task::spawn_blocking(move || suggest_near(&pos, anchors, &partial)).await?)
    }

    /// The console's `/moves [move] [game]`: [`Games::autocomplete_moves`]'s choices in
    /// reading order, and how many more fit ([`MoveList`]). Empty when it is not the
    /// caller's turn or no game fits.
    pub async fn list_moves(
        &self,
        ctx: &Ctx,
        partial: &str,
        game: Option<&str>,
    ) -> Result<MoveList, ServiceError> {
        let Some((pos, anchors)) = self.to_suggest(ctx, game).await? else {
            return Ok(MoveList::default());
        };
        let partial = partial.to_string();
        Ok(tokio::task::spawn_blocking(move || {
            let (mut moves, fitting) = offered(&pos, anchors, &partial);
            moves.sort_by_cached_key(|m| {
                let (squares, n) = squares_of(m);
                squares[..n]
                    .iter()
                    .map(|s| (s.file, s.rank))
                    .collect::<Vec<_>>()
            });
            MoveList {
                more: fitting - moves.len(),
                moves: moves.iter().map(AnyMove::to_string).collect(),
            }
        })
        .await?)
    }

    /// The position of the game the caller may move in now (named, or their only one in
    /// the channel), and for Breach the last move's squares; `None` when it is not their
    /// turn or no game fits.
    async fn to_suggest(
        &self,
        ctx: &Ctx,
        game: Option<&str>,
    ) -> Result<Option<(AnyPosition, Option<Vec<Square>>)>, ServiceError> {
        let row = match self.find_game(ctx, game, Purpose::Play).await {
            Ok(row) => row,
            Err(crate::service::text::refusal::Fail::Error(e)) => return Err(e),
            Err(crate::service::text::refusal::Fail::Refused(_)) => return Ok(None),
        };
        if row.status != GameStatus::Active {
            return Ok(None);
        }
        let pos = super::board::position(&row)?;
        if row.player(pos.turn()) != ctx.user.id {
            return Ok(None);
        }
        // Only Breach orders by the last move, and only its squares matter: read the last
        // log row rather than replaying the game on every keystroke.
        let anchors = match pos {
            AnyPosition::Breach(_) => {
                let id = row.id;
                let last = self.store().call(move |db| db.last_move(id)).await?;
                last.map(|m| squares_named(&m.text))
            }
            AnyPosition::Breakthrough(_) => None,
        };
        Ok(Some((pos, anchors)))
    }

    /// The games the caller may mean in a `game` option: their open games in the server
    /// and the open games in this channel, filtered by what they typed, at most 25.
    pub async fn autocomplete_games(
        &self,
        ctx: &Ctx,
        partial: &str,
    ) -> Result<Vec<Choice>, ServiceError> {
        let (channel, user, guild) = (ctx.channel, ctx.user.id, ctx.guild);
        let games = self
            .store()
            .call(move |db| {
                let mut games = db.open_games_of(user, guild)?;
                for g in db.games_in_channel(channel, true)? {
                    if !games.iter().any(|m| m.id == g.id) {
                        games.push(g);
                    }
                }
                let mut named = Vec::new();
                for g in games {
                    let w = db.player_name(g.white)?.unwrap_or_default();
                    let b = db.player_name(g.black)?.unwrap_or_default();
                    named.push((g, w, b));
                }
                Ok(named)
            })
            .await?;
        let needle = partial.trim().trim_start_matches('#').to_lowercase();
        // Only the caller sees the choices: in their language.
        let locale = ctx.locale;
        Ok(games
            .into_iter()
            .map(|(g, w, b)| Choice {
                name: choice_name(&g, &w, &b, user, locale),
                value: g.id.to_string(),
            })
            .filter(|c| c.name.to_lowercase().contains(&needle))
            .take(MAX_CHOICES)
            .collect())
    }
}

/// The longest choice name Discord takes, in UTF-16 code units (how Discord counts: an
/// emoji outside the Basic Multilingual Plane is two).
pub const MAX_CHOICE_NAME: usize = 100;

/// The longest start of `text` that is at most `max` UTF-16 code units, cut between
/// characters (a surrogate pair is never split).
pub(crate) fn cut_utf16(text: &str, max: usize) -> String {
    let mut units = 0;
    let mut end = 0;
    for (i, c) in text.char_indices() {
        units += c.len_utf16();
        if units > max {
            break;
        }
        end = i + c.len_utf8();
    }
    text[..end].to_string()
}

/// `#12 Breakthrough 8x8 · alice vs bob · your turn`, at most [`MAX_CHOICE_NAME`] UTF-16
/// units.
fn choice_name(g: &GameRow, white: &str, black: &str, viewer: u64, locale: Locale) -> String {
    let state = match g.status {
        GameStatus::Pending => "challenge",
        _ => match super::board::position(g) {
            Ok(p) if g.player(p.turn()) == viewer => "yours",
            _ => "theirs",
        },
    };
    let name = msg!(
        "choice-game",
        game = game_title(g),
        white = Span::Name(white.to_string()),
        black = Span::Name(black.to_string()),
        state = Arg::word(state)
    )
    .resolve(locale)
    .to_string();
    cut_utf16(&name, MAX_CHOICE_NAME)
}

/// What the user typed, read as squares: complete ones, and the unfinished last one.
struct Typed {
    squares: Vec<String>,
    partial: Option<String>,
}

/// `None` if the text cannot be the start of a move (stray characters or letters).
fn typed(text: &str) -> Option<Typed> {
    let text = text.to_ascii_lowercase();
    if !text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '-' | ','))
    {
        return None;
    }
    let ends_open = text
        .chars()
        .last()
        .is_some_and(|c| c.is_ascii_alphanumeric());
    let mut tokens = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        // A square is a file letter (never `x`, the capture/replace sign) then digits.
        let starts_square = c.is_ascii_lowercase() && c != 'x';
        if starts_square || !c.is_ascii_digit() {
            if !current.is_empty() {
                tokens.push(std::mem::take(&mut current));
            }
            if starts_square {
                current.push(c);
            }
        } else if !current.is_empty() {
            current.push(c);
        }
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    let partial = if ends_open { tokens.pop() } else { None };
    if tokens.iter().any(|t| t.len() < 2) {
        return None;
    }
    Some(Typed {
        squares: tokens,
        partial,
    })
}

/// The squares of a move, in its canonical order.
#[cfg(test)]
fn move_squares(mv: &AnyMove) -> Vec<Square> {
    match mv {
        AnyMove::Breakthrough(m) => vec![m.from(), m.to()],
        AnyMove::Breach(m) => m.placed().chain(m.replaced()).collect(),
    }
}

/// A move's squares without allocating (at most 3), in canonical order.
fn squares_of(mv: &AnyMove) -> ([Square; 3], usize) {
    let mut out = [Square::new(0, 0); 3];
    let mut n = 0;
    let all: [Option<Square>; 3] = match mv {
        AnyMove::Breakthrough(m) => [Some(m.from()), Some(m.to()), None],
        AnyMove::Breach(m) => {
            let mut placed = m.placed();
            [placed.next(), placed.next(), m.replaced()]
        }
    };
    for sq in all.into_iter().flatten() {
        out[n] = sq;
        n += 1;
    }
    (out, n)
}

/// Every square's name, made once per answer: matching tens of thousands of Breach pairs
/// against the typed text must not format each square again.
struct Names(Vec<String>);

impl Names {
    const SIDE: usize = 32;

    fn new() -> Names {
        let mut names = Vec::with_capacity(Self::SIDE * Self::SIDE);
        for file in 0..Self::SIDE as u8 {
            for rank in 0..Self::SIDE as u8 {
                names.push(Square::new(file, rank).to_string());
            }
        }
        Names(names)
    }

    fn of(&self, sq: Square) -> &str {
        let (f, r) = (sq.file as usize, sq.rank as usize);
        if f < Self::SIDE && r < Self::SIDE {
            &self.0[f * Self::SIDE + r]
        } else {
            ""
        }
    }
}

/// True if the move fits what was typed: Breakthrough squares in order, Breach squares
/// in any order.
fn fits(mv: &AnyMove, typed: &Typed, names: &Names) -> bool {
    let (squares, n) = squares_of(mv);
    let mut left: [Option<&str>; 3] = [None; 3];
    for i in 0..n {
        left[i] = Some(names.of(squares[i]));
    }
    let ordered = matches!(mv, AnyMove::Breakthrough(_));
    let mut next = 0;
    for sq in &typed.squares {
        if ordered {
            if next >= n || left[next] != Some(sq.as_str()) {
                return false;
            }
            next += 1;
        } else if let Some(slot) = left.iter_mut().find(|l| **l == Some(sq.as_str())) {
            *slot = None;
        } else {
            return false;
        }
    }
    match &typed.partial {
        None => true,
        Some(p) if ordered => left[next.min(2)].is_some_and(|n| n.starts_with(p.as_str())),
        Some(p) => left.iter().flatten().any(|n| n.starts_with(p.as_str())),
    }
}

/// Chebyshev distance between two sites.
fn distance(a: Square, b: Square) -> u32 {
    (a.file.abs_diff(b.file)).max(a.rank.abs_diff(b.rank)) as u32
}

/// How far a Breach move is from the action: the summed distance of its sites to the
/// nearest stone of the last move (or the centre on an empty board).
fn remoteness(mv: &AnyMove, anchors: &[Square]) -> u32 {
    let (squares, n) = squares_of(mv);
    squares[..n]
        .iter()
        .map(|&s| anchors.iter().map(|a| distance(s, *a)).min().unwrap_or(0))
        .sum()
}

/// The squares a stored move's text names (`e6 f6`, `d4 xe5`), in any order.
fn squares_named(text: &str) -> Vec<Square> {
    typed(text)
        .map(|t| t.squares.into_iter().chain(t.partial).collect::<Vec<_>>())
        .unwrap_or_default()
        .iter()
        .filter_map(|s| Square::parse(s))
        .collect()
}

/// Up to 25 legal moves fitting `partial`: Breakthrough in alphabetical order, Breach
/// nearest the action first.
#[cfg(test)]
pub(crate) fn suggest(pos: &AnyPosition, last: Option<AnyMove>, partial: &str) -> Vec<String> {
    suggest_near(pos, last.map(|m| move_squares(&m)), partial)
}

/// [`suggest`] given the last move's squares (`None`: no move yet).
pub(crate) fn suggest_near(
    pos: &AnyPosition,
    last: Option<Vec<Square>>,
    partial: &str,
) -> Vec<String> {
    offered(pos, last, partial)
        .0
        .iter()
        .map(AnyMove::to_string)
        .collect()
}

/// The moves [`suggest_near`] offers, in its order, and how many legal moves fit
/// `partial` in all.
fn offered(pos: &AnyPosition, last: Option<Vec<Square>>, partial: &str) -> (Vec<AnyMove>, usize) {
    let Some(typed) = typed(partial) else {
        return (Vec::new(), 0);
    };
    let names = Names::new();
    let mut moves: Vec<AnyMove> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| fits(m, &typed, &names))
        .collect();
    let fitting = moves.len();
    match pos {
        AnyPosition::Breakthrough(_) => moves.sort_by_cached_key(|m| m.to_string()),
        AnyPosition::Breach(p) => {
            let anchors: Vec<Square> = match last.filter(|s| !s.is_empty()) {
                Some(squares) => squares,
                None => {
                    let c = p.size() / 2;
                    vec![Square::new(c, c)]
                }
            };
            // The 25 nearest, ties in generation order, as a stable sort would give,
            // without sorting tens of thousands of pairs.
            let mut keyed: Vec<(u32, usize)> = moves
                .iter()
                .enumerate()
                .map(|(i, m)| (remoteness(m, &anchors), i))
                .collect();
            if keyed.len() > MAX_CHOICES {
                keyed.select_nth_unstable(MAX_CHOICES - 1);
                keyed.truncate(MAX_CHOICES);
            }
            keyed.sort_unstable();
            moves = keyed.into_iter().map(|(_, i)| moves[i]).collect();
        }
    }
    moves.truncate(MAX_CHOICES);
    (moves, fitting)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    #[test]
    fn names_are_cut_as_discord_counts_them() {
        let utf16 = |s: &str| s.encode_utf16().count();
        assert_eq!(cut_utf16("short", 100), "short");
        assert_eq!(cut_utf16(&"a".repeat(150), 100), "a".repeat(100));
        // 😀 is one char but two UTF-16 units: 60 of them are 120 units.
        let emoji = "😀".repeat(60);
        let cut = cut_utf16(&emoji, 100);
        assert_eq!(cut.chars().count(), 50);
        assert_eq!(utf16(&cut), 100);
        // An odd limit never splits a pair: the last whole emoji that fits.
        let odd = cut_utf16(&format!("x{emoji}"), 100);
        assert_eq!(utf16(&odd), 99);
        assert!(odd.ends_with('😀'));
        assert_eq!(cut_utf16("é😀", 2), "é");
    }

    #[test]
    fn breakthrough_suggestions_follow_the_typed_squares() {
        let pos = AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap();
        assert_eq!(suggest(&pos, None, "").len(), 22);
        assert_eq!(suggest(&pos, None, "b2"), vec!["b2-a3", "b2-b3", "b2-c3"]);
        assert_eq!(suggest(&pos, None, "b2-b"), vec!["b2-b3"]);
        assert_eq!(suggest(&pos, None, "B2B3"), vec!["b2-b3"]);
        assert!(suggest(&pos, None, "e7").is_empty());
        assert!(suggest(&pos, None, "zzz!!").is_empty());
    }

    #[test]
    fn breach_suggestions_start_near_the_last_stones() {
        let start = AnyPosition::start(GameKind::Breach, Some("10")).unwrap();
        let (pos, last) = start.play_text("e5").unwrap();
        let all = suggest(&pos, Some(last), "");
        assert_eq!(all.len(), MAX_CHOICES);
        let first = pos.parse_move(&all[0]).unwrap();
        assert_eq!(remoteness(&first, &[Square::new(4, 4)]), 2);
        let typed = suggest(&pos, Some(last), "e6 d");
        assert!(!typed.is_empty());
        assert!(
            typed.iter().all(|m| m.contains("e6") && m.contains('d')),
            "{typed:?}"
        );
        // Order does not matter for Breach.
        assert!(suggest(&pos, Some(last), "f6 e6").contains(&"e6 f6".to_string()));
    }

    #[test]
    fn stored_move_texts_name_the_squares_of_the_move() {
        // Every kind of Breach move, as the log stores it, names the squares the replayed
        // move has, so ordering by the stored text is ordering by the move.
        let mut pos = AnyPosition::start(GameKind::Breach, Some("10")).unwrap();
        let mut rng = crate::games::rng::SplitMix64::new(7);
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..120 {
            if pos.outcome().is_over() {
                break;
            }
            let moves = pos.legal_moves();
            let mv = moves[rng.below(moves.len())];
            let mut named = squares_named(&mv.to_string());
            let mut squares = move_squares(&mv);
            named.sort_by_key(|s| (s.file, s.rank));
            squares.sort_by_key(|s| (s.file, s.rank));
            assert_eq!(named, squares, "{mv}");
            kinds.insert(mv.to_string().split(' ').count() + mv.to_string().matches('x').count());
            pos = pos.play(mv).unwrap();
        }
        assert!(kinds.len() >= 2, "{kinds:?}");
    }

    /// The first implementation: names formatted per move, a stable sort of every move.
    fn reference(pos: &AnyPosition, last: Option<AnyMove>, partial: &str) -> Vec<String> {
        let Some(typed) = typed(partial) else {
            return Vec::new();
        };
        let fits = |mv: &AnyMove| {
            let mut names: Vec<String> = move_squares(mv).iter().map(Square::to_string).collect();
            let ordered = matches!(mv, AnyMove::Breakthrough(_));
            for sq in &typed.squares {
                if ordered {
                    if names.is_empty() || names.remove(0) != *sq {
                        return false;
                    }
                } else if let Some(i) = names.iter().position(|n| n == sq) {
                    names.remove(i);
                } else {
                    return false;
                }
            }
            match &typed.partial {
                None => true,
                Some(p) if ordered => names.first().is_some_and(|n| n.starts_with(p.as_str())),
                Some(p) => names.iter().any(|n| n.starts_with(p.as_str())),
            }
        };
        let mut moves: Vec<AnyMove> = pos.legal_moves().into_iter().filter(fits).collect();
        match pos {
            AnyPosition::Breakthrough(_) => moves.sort_by_cached_key(|m| m.to_string()),
            AnyPosition::Breach(p) => {
                let anchors = match last {
                    Some(m) => move_squares(&m),
                    None => vec![Square::new(p.size() / 2, p.size() / 2)],
                };
                moves.sort_by_cached_key(|m| remoteness(m, &anchors));
            }
        }
        moves
            .into_iter()
            .take(MAX_CHOICES)
            .map(|m| m.to_string())
            .collect()
    }

    #[test]
    fn suggestions_match_the_first_implementation() {
        let mut rng = crate::games::rng::SplitMix64::new(3);
        for (kind, size) in [
            (GameKind::Breach, "7"),
            (GameKind::Breach, "10"),
            (GameKind::Breakthrough, "8x8"),
        ] {
            let mut pos = AnyPosition::start(kind, Some(size)).unwrap();
            let mut last = None;
            for _ in 0..30 {
                if pos.outcome().is_over() {
                    break;
                }
                let moves = pos.legal_moves();
                let target = moves[rng.below(moves.len())].to_string();
                for n in 0..=target.len() {
                    let typed = &target[..n];
                    assert_eq!(
                        suggest(&pos, last, typed),
                        reference(&pos, last, typed),
                        "{kind} {size} at {pos}, typed {typed:?}"
                    );
                }
                let mv = moves[rng.below(moves.len())];
                pos = pos.play(mv).unwrap();
                last = Some(mv);
            }
        }
    }
}
