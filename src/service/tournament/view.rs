//! `/tournament list`, `info`, `standings` (a crosstable for round robins and leagues,
//! as a PNG and as text), `pairings [round]` and `games`; the JSON standings of
//! `breaker tournament standings`.

use super::Tournaments;
use super::{outcome, rows, schedule_name, status_name, Format};
use super::{Schedule, Status};
use crate::games::Color;
use crate::i18n::{Arg, Locale};
use crate::msg;
use crate::service::text::command;
use crate::service::text::phrases::{game_title, mention};
use crate::service::text::refusal::finish;
use crate::service::text::refusal::said;
use crate::service::{Attachment, Ctx, Reply, ServiceError, Span, Text};
use crate::store::{EntrantRow, GameStatus, PairingRow, TournamentRow};
use crate::tournament::seating;
use crate::tournament::standings::{cell, points_text, Pairing, Row};
use crate::tournament::tiebreak::Tiebreak;

/// One row of the JSON standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub rank: usize,
    pub player: String,
    pub points: f64,
    pub tiebreaks: Vec<(String, f64)>,
    pub games: u32,
    pub withdrawn: bool,
}

fn name_of(entrants: &[EntrantRow], p: u64) -> String {
    entrants
        .iter()
        .find(|e| e.player == p)
        .map_or_else(|| p.to_string(), |e| e.name.clone())
}

/// The leagues of the current season (`[0]`: the whole event).
pub(crate) fn leagues(t: &TournamentRow, entrants: &[EntrantRow]) -> Vec<u32> {
    if t.format == Format::League {
        seating::leagues_seated(entrants.iter().map(|e| e.league))
    } else {
        vec![0]
    }
}

/// The standings as JSON: `rank`, `player`, `points`, `tiebreaks` (an ordered object
/// of FIDE name → value), `games`, `withdrawn`; a league's rows league by league (each
/// with `league`).
pub fn standings_json(
    t: &TournamentRow,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
) -> String {
    let mut lines = Vec::new();
    for l in leagues(t, entrants) {
        for r in rows(t, entrants, pairings, l) {
            let row = JsonRow {
                rank: r.rank,
                player: name_of(entrants, r.player),
                points: num(f64::from(r.halves) / 2.0),
                tiebreaks: Tiebreaks(
                    r.tiebreaks
                        .iter()
                        .map(|(tb, v)| (tb.name(), num(*v)))
                        .collect(),
                ),
                games: r.games,
                withdrawn: r.withdrawn,
                league: (l > 0).then_some(l),
            };
            let mut line = Vec::new();
            let mut json = serde_json::Serializer::with_formatter(&mut line, OneLine);
            // A row is a few plain values: it always serializes.
            if serde::Serialize::serialize(&row, &mut json).is_ok() {
                lines.push(String::from_utf8_lossy(&line).into_owned());
            }
        }
    }
    // One row a line, as `jq -c` would print them inside the list.
    if lines.is_empty() {
        "[]\n".to_string()
    } else {
        format!("[\n  {}\n]\n", lines.join(",\n  "))
    }
}

/// JSON on one line with a space after each `:` and `,`, as people write it by hand.
struct OneLine;

impl serde_json::ser::Formatter for OneLine {
    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first {
            Ok(())
        } else {
            w.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.begin_object_key(w, first)
    }
}

/// One row of [`standings_json`], its keys in this order.
#[derive(serde::Serialize)]
struct JsonRow {
    rank: usize,
    player: String,
    points: serde_json::Number,
    tiebreaks: Tiebreaks,
    games: u32,
    withdrawn: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    league: Option<u32>,
}

/// Tie-breaks by FIDE name, in the event's order (a JSON object keeps it).
struct Tiebreaks(Vec<(&'static str, serde_json::Number)>);

impl serde::Serialize for Tiebreaks {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// A number as JSON: whole numbers without a fraction (2, not 2.0).
fn num(v: f64) -> serde_json::Number {
    // Adding zero turns a negative zero (a tie-break with nothing to count) into 0.
    let v = v + 0.0;
    if v.fract() == 0.0 && v.abs() < 9e15 {
        serde_json::Number::from(v as i64)
    } else {
        // Not finite (never, for standings): 0 rather than invalid JSON.
        serde_json::Number::from_f64(v).unwrap_or_else(|| 0.into())
    }
}

/// A tie-break value as shown: `3`, `2.5`, `1.75`.
fn shown(v: f64) -> String {
    num((v * 100.0).round() / 100.0).to_string()
}

/// The crosstable of one league (0: the event): a header and one row per ranked
/// player, cells against each opponent in rank order (`1`, `0`, `+`, `-`, `*`
/// running, `·` void; two per cell in a double round robin). Its words in `locale`.
pub fn crosstable(
    t: &TournamentRow,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
    league: u32,
    locale: Locale,
) -> (Vec<String>, Vec<Vec<String>>) {
    let words = |t: Text| t.resolve(locale).to_string();
    let ranked: Vec<Row> = rows(t, entrants, pairings, league);
    let format = t.format;
    let (_, games, withdrawn) = super::table(format, entrants, pairings, league);
    let (games, _) = crate::tournament::standings::effective(format.kind(), &games, &withdrawn);
    let mut head = vec!["#".to_string(), words(msg!("tournament-column-player"))];
    head.extend((1..=ranked.len()).map(|i| i.to_string()));
    head.push(words(msg!("tournament-column-points")));
    if let Some(r) = ranked.iter().find(|r| !r.tiebreaks.is_empty()) {
        head.extend(r.tiebreaks.iter().map(|(tb, _)| words(short(*tb))));
    }
    let mut body = Vec::new();
    for r in &ranked {
        let mut line = vec![
            if r.deleted {
                "-".into()
            } else {
                r.rank.to_string()
            },
            if r.withdrawn {
                words(msg!(
                    "tournament-withdrawn-name",
                    player = name_of(entrants, r.player)
                ))
            } else {
                name_of(entrants, r.player)
            },
        ];
        for o in &ranked {
            if o.player == r.player {
                line.push("×".into());
                continue;
            }
            let between: Vec<&Pairing> = games
                .iter()
                .filter(|g| {
                    (g.white == r.player && g.black == Some(o.player))
                        || (g.white == o.player && g.black == Some(r.player))
                })
                .collect();
            line.push(if between.is_empty() {
                "".into()
            } else {
                between
                    .iter()
                    .map(|g| cell(g, r.player))
                    .collect::<String>()
            });
        }
        line.push(if r.deleted {
            "-".into()
        } else {
            points_text(r.halves)
        });
        line.extend(r.tiebreaks.iter().map(|(_, v)| shown(*v)));
        body.push(line);
    }
    (head, body)
}

/// The keyword of a tie-break in `tournament-tiebreak` and `tournament-tiebreak-short`.
fn tiebreak_word(tb: Tiebreak) -> &'static str {
    match tb {
        Tiebreak::DirectEncounter => "direct-encounter",
        Tiebreak::SonnebornBerger => "sonneborn-berger",
        Tiebreak::Wins => "wins",
        Tiebreak::BuchholzCut1 => "buchholz-cut-1",
        Tiebreak::Buchholz => "buchholz",
    }
}

/// A short column head for a tie-break (`SB`).
fn short(tb: Tiebreak) -> Text {
    msg!(
        "tournament-tiebreak-short",
        tiebreak = Arg::word(tiebreak_word(tb))
    )
}

/// A tie-break's FIDE name in words (the JSON keeps [`Tiebreak::name`]).
fn tiebreak_name(tb: Tiebreak) -> Text {
    msg!(
        "tournament-tiebreak",
        tiebreak = Arg::word(tiebreak_word(tb))
    )
}

/// A tournament's settings in words: format, game, clock, rated, schedule, a league's
/// shape, then [`settings_extras`].
pub(crate) fn settings(t: &TournamentRow) -> Text {
    let mut out = base_settings(t);
    for part in settings_extras(t) {
        out.push(" · ");
        out.append(part);
    }
    out
}

/// The settings beyond the format's: a Swiss event's rounds, the entry cap, when
/// entries close, a league's last season, a pause.
pub(crate) fn settings_extras(t: &TournamentRow) -> Vec<Text> {
    let mut out = Vec::new();
    if let Some(rounds) = t.rounds {
        out.push(msg!("tournament-setting-rounds", count = rounds));
    }
    if let Some(max) = t.max_players {
        out.push(msg!("tournament-setting-cap", count = max));
    }
    if let Some(at) = t.closes_at {
        out.push(msg!("tournament-setting-deadline", time = Span::Time(at)));
    }
    if let Some(season) = t.last_season {
        out.push(msg!("tournament-setting-last-season", season = season));
    }
    if t.threads {
        out.push(msg!("tournament-setting-threads"));
    }
    if t.late_byes {
        out.push(msg!("tournament-setting-late-byes"));
    }
    if let Some(at) = t.paused_at {
        out.push(msg!("tournament-setting-paused", time = Span::Time(at)));
    }
    out
}

fn base_settings(t: &TournamentRow) -> Text {
    let format = t.format.name();
    let rated = Arg::word(if t.rated { "yes" } else { "no" });
    match (t.league_size, t.up, t.down) {
        (Some(size), Some(u), Some(d)) => msg!(
            "tournament-settings-league",
            format = format,
            game = t.kind,
            size = t.size.clone(),
            clock = Span::Code(t.clock.to_string()),
            rated = rated,
            schedule = schedule_name(t.schedule),
            league_size = size,
            up = u,
            down = d,
            pause = msg!("count-days", count = t.pause_days)
        ),
        _ => msg!(
            "tournament-settings",
            format = format,
            game = t.kind,
            size = t.size.clone(),
            clock = Span::Code(t.clock.to_string()),
            rated = rated,
            schedule = schedule_name(t.schedule)
        ),
    }
}

impl Tournaments<'_> {
    /// `/tournament list`.
    pub async fn list(&self, ctx: &Ctx) -> Result<Reply, ServiceError> {
        let Some(guild) = ctx.guild else {
            return Ok(Reply::ephemeral(msg!("tournament-needs-server")));
        };
        let all = self.store().call(move |db| db.tournaments(guild)).await?;
        if all.is_empty() {
            return Ok(Reply::ephemeral(msg!("tournament-list-none")));
        }
        let mut out = msg!("tournament-list-head");
        for t in all {
            out.push("\n");
            out.append(msg!(
                "tournament-list-row",
                tournament = Span::Name(t.name.clone()),
                number = t.id,
                status = status_name(t.status),
                settings = settings(&t)
            ));
        }
        Ok(Reply::ephemeral(out))
    }

    /// `/tournament info name`: settings, state, entrants; the number the CLI takes.
    pub async fn info(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            let (entrants, pairings) = self.state(&t).await?;
            let mut out = msg!(
                "tournament-info-head",
                tournament = Span::Name(t.name.clone()),
                number = t.id,
                settings = settings(&t)
            );
            out.push(" ");
            out.append(match t.status {
                Status::Open => msg!("tournament-info-open"),
                Status::Running if t.next_season_at.is_some() => msg!(
                    "tournament-info-between-seasons",
                    season = t.season,
                    next = t.season + 1,
                    time = Span::Time(t.next_season_at.unwrap_or_default())
                ),
                Status::Running => {
                    let done = pairings
                        .iter()
                        .filter(|p| p.black.is_some() && super::decided(p))
                        .count();
                    let all = pairings.iter().filter(|p| p.black.is_some()).count();
                    if t.format == Format::League {
                        msg!(
                            "tournament-info-running-season",
                            season = t.season,
                            done = done,
                            count = all
                        )
                    } else if t.schedule == Schedule::Rounds {
                        msg!(
                            "tournament-info-running-round",
                            round = t.round,
                            done = done,
                            count = all
                        )
                    } else {
                        msg!("tournament-info-running", done = done, count = all)
                    }
                }
                other @ (Status::Finished | Status::Cancelled) => {
                    msg!("tournament-info-status", status = status_name(other))
                }
            });
            out.push("\n");
            out.append(msg!("tournament-info-players", count = entrants.len()));
            for e in &entrants {
                let mut notes = Vec::new();
                if let Some(p) = e.pairing {
                    notes.push(msg!("tournament-note-pairing", number = p));
                }
                if let Some(l) = e.league {
                    notes.push(msg!("tournament-note-league", league = l));
                }
                if e.withdrawn_at.is_some() {
                    notes.push(msg!("tournament-note-withdrew"));
                }
                if e.left_at.is_some() {
                    notes.push(msg!("tournament-note-leaves"));
                }
                out.push(" ");
                out.push(mention(e.player));
                if !notes.is_empty() {
                    out.push(" (");
                    for (i, n) in notes.into_iter().enumerate() {
                        if i > 0 {
                            out.push(", ");
                        }
                        out.append(n);
                    }
                    out.push(")");
                }
            }
            Ok(Reply::ephemeral(out))
        })
        .await
    }

    /// `/tournament standings name`: the crosstable (PNG and text) with tie-breaks by
    /// their FIDE names.
    pub async fn standings(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            if t.status == Status::Open {
                return Err(said(msg!(
                    "tournament-standings-not-started",
                    tournament = Span::Name(t.name.clone()),
                    name = command::value("name", &t.name)
                )));
            }
            let (entrants, pairings) = self.state(&t).await?;
            let locale = self.reply_language(ctx, true).await?;
            let mut content = msg!(
                "tournament-standings-head",
                tournament = Span::Name(t.name.clone()),
                status = status_name(t.status),
                season = t.season
            );
            let mut files = Vec::new();
            for l in leagues(&t, &entrants) {
                let (head, body) = crosstable(&t, &entrants, &pairings, l, locale);
                if l > 0 {
                    content.push("\n");
                    content.append(msg!("tournament-standings-league", league = l));
                }
                content.push("\n");
                content.push(Span::Code(text_table(&head, &body)));
                let title = if l > 0 {
                    msg!(
                        "tournament-standings-title-league",
                        tournament = t.name.clone(),
                        season = t.season,
                        league = l
                    )
                } else {
                    let format = t.format.name();
                    msg!(
                        "tournament-standings-title",
                        tournament = t.name.clone(),
                        game = t.kind,
                        size = t.size.clone(),
                        format = format
                    )
                }
                .resolve(locale)
                .to_string();
                let png = self
                    .render(move || {
                        let h: Vec<&str> = head.iter().map(String::as_str).collect();
                        crate::render::table::png(&title, &h, &body)
                    })
                    .await??;
                files.push(Attachment {
                    name: if l > 0 {
                        format!("standings-league-{l}.png")
                    } else {
                        "standings.png".into()
                    },
                    bytes: png,
                });
            }
            if let Some(r) = rows(&t, &entrants, &pairings, leagues(&t, &entrants)[0]).first() {
                let mut names = Text::new();
                for (i, (tb, _)) in r.tiebreaks.iter().enumerate() {
                    if i > 0 {
                        names.push(", ");
                    }
                    names.append(tiebreak_name(*tb));
                }
                content.push("\n");
                content.append(msg!("tournament-standings-order", tiebreaks = names));
            }
            // The words beside the pictures are in their language.
            Ok(Reply {
                content,
                ephemeral: true,
                files,
                ..Reply::default()
            }
            .in_language(locale))
        })
        .await
    }

    /// `/tournament pairings name [round]`: a round's boards (default: the current
    /// round; a round robin at once: every round).
    pub async fn pairings(
        &self,
        ctx: &Ctx,
        name: &str,
        round: Option<u32>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            let (entrants, pairings) = self.state(&t).await?;
            if pairings.is_empty() {
                return Err(said(msg!(
                    "tournament-pairings-none",
                    tournament = Span::Name(t.name)
                )));
            }
            let last = pairings.iter().map(|p| p.round).max().unwrap_or(0);
            if let Some(r) = round {
                if r == 0 || r > last {
                    return Err(said(msg!(
                        "tournament-pairings-bad-round",
                        tournament = Span::Name(t.name),
                        last = last
                    )));
                }
            }
            let mut out = msg!(
                "tournament-pairings-head",
                tournament = Span::Name(t.name.clone())
            );
            for r in 1..=last {
                if round.is_some_and(|x| x != r) {
                    continue;
                }
                out.push("\n");
                out.append(msg!("tournament-pairings-round", round = r));
                for p in pairings.iter().filter(|p| p.round == r) {
                    out.push("\n- ");
                    match p.black {
                        None => out.append(msg!(
                            "tournament-pairings-bye",
                            league = p.league,
                            player = Span::Name(name_of(&entrants, p.white))
                        )),
                        Some(b) => {
                            let state = match (p.game, outcome(p)) {
                                (_, o) if o != crate::tournament::standings::Outcome::Pending => {
                                    let g = Pairing {
                                        round: p.round,
                                        white: p.white,
                                        black: p.black,
                                        outcome: o,
                                        bye_halves: 2,
                                    };
                                    Text::from(format!("{}–{}", cell(&g, p.white), cell(&g, b)))
                                }
                                (Some(g), _) => msg!("tournament-pairings-game", game = g),
                                (None, _) => msg!("tournament-pairings-not-started"),
                            };
                            out.append(msg!(
                                "tournament-pairings-board",
                                league = p.league,
                                board = p.board,
                                white = Span::Name(name_of(&entrants, p.white)),
                                black = Span::Name(name_of(&entrants, b)),
                                state = state
                            ));
                        }
                    }
                }
            }
            Ok(Reply::ephemeral(out))
        })
        .await
    }

    /// `/tournament games name`: every game of the tournament, one line each: number,
    /// round, White and Black, as `/games` writes a game.
    pub async fn games(&self, ctx: &Ctx, name: &str) -> Result<Reply, ServiceError> {
        finish(async {
            let t = self.find(ctx, name).await?;
            let (_, pairings) = self.state(&t).await?;
            let ids: Vec<(u32, crate::store::GameId)> = pairings
                .iter()
                .filter_map(|p| p.game.map(|g| (p.round, g)))
                .collect();
            if ids.is_empty() {
                return Err(said(msg!(
                    "tournament-games-none",
                    tournament = Span::Name(t.name)
                )));
            }
            let mut out = msg!(
                "tournament-games-head",
                tournament = Span::Name(t.name.clone()),
                season = t.season
            );
            for (round, id) in ids {
                let Some(g) = self.store().call(move |db| db.game(id)).await? else {
                    continue;
                };
                let state = match g.status {
                    GameStatus::Active => {
                        let turn = crate::service::game::board::position(&g)?.turn();
                        msg!("tournament-games-to-move", player = mention(g.player(turn)))
                    }
                    _ => match (g.ended, g.outcome.winner()) {
                        (Some(crate::store::Termination::Voided), _) => {
                            msg!("ladder-admin-outcome", outcome = Arg::word("void"))
                        }
                        (_, Some(w)) => msg!("tournament-games-wins", side = w),
                        _ => msg!("ladder-admin-outcome", outcome = Arg::word("none")),
                    },
                };
                out.push("\n- ");
                out.append(msg!(
                    "tournament-games-row",
                    game = game_title(&g),
                    round = round,
                    white = mention(g.player(Color::White)),
                    black = mention(g.player(Color::Black)),
                    state = state
                ));
            }
            Ok(Reply::ephemeral(out))
        })
        .await
    }
}

/// A plain-text table, columns padded to the width they show in a monospace font.
pub fn text_table(head: &[String], body: &[Vec<String>]) -> String {
    let cols = head.len();
    let mut width = vec![0; cols];
    for row in std::iter::once(head).chain(body.iter().map(Vec::as_slice)) {
        for (i, c) in row.iter().enumerate().take(cols) {
            width[i] = width[i].max(crate::i18n::width(c));
        }
    }
    let mut out = String::new();
    for row in std::iter::once(head).chain(body.iter().map(Vec::as_slice)) {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, c)| {
                // Aligned by columns shown, not characters: Hangul takes two.
                if i == 1 {
                    crate::i18n::pad(c, width[i])
                } else {
                    crate::i18n::pad_left(c, width[i])
                }
            })
            .collect();
        out.push_str(cells.join(" ").trim_end());
        out.push('\n');
    }
    out.pop();
    out
}

/// The crosstable(s) as plain text, for `breaker tournament standings`.
pub fn tournament_table(
    t: &TournamentRow,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
) -> String {
    let mut out = format!(
        "Tournament {} (number {}): {}, {}, season {}\n",
        t.name,
        t.id,
        settings(t),
        t.status,
        t.season
    );
    for l in leagues(t, entrants) {
        if l > 0 {
            out.push_str(&format!("League {l}\n"));
        }
        let (head, body) = crosstable(t, entrants, pairings, l, Locale::ENGLISH);
        out.push_str(&text_table(&head, &body));
        out.push('\n');
    }
    out
}

/// The season as a FIDE TRF-16 file: a `001` line per player (starting rank = pairing
/// number; league by league for a league), each round's opponent, colour and result
/// (`1`, `0`, `+`, `-`; a round robin's rest round `0000 - Z`; blank while unplayed),
/// then `XXR` (rounds).
pub fn trf(t: &TournamentRow, entrants: &[EntrantRow], pairings: &[PairingRow]) -> String {
    let mut seated: Vec<&EntrantRow> = entrants.iter().filter(|e| e.pairing.is_some()).collect();
    seated.sort_by_key(|e| (e.league.unwrap_or(0), e.pairing.unwrap_or(0)));
    let number = |p: u64| {
        seated
            .iter()
            .position(|e| e.player == p)
            .map_or(0, |i| i + 1)
    };
    let rounds = pairings.iter().map(|p| p.round).max().unwrap_or(0);
    let mut points = std::collections::HashMap::new();
    let mut ranks = std::collections::HashMap::new();
    for l in leagues(t, entrants) {
        for r in rows(t, entrants, pairings, l) {
            points.insert(r.player, r.halves);
            ranks.insert(r.player, r.rank);
        }
    }
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", t.name));
    out.push_str(&format!("022 Breaker, {} {}\n", t.kind, t.size));
    if let Some(at) = t.started_at {
        out.push_str(&format!(
            "042 {}\n",
            &crate::service::text::utc(at)[..10].replace('-', "/")
        ));
    }
    out.push_str(&format!("062 {}\n", seated.len()));
    out.push_str(&format!("092 {}\n", t.format));
    out.push_str(&format!("122 {}\n", t.clock));
    for e in &seated {
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4.1} {:>4}",
            number(e.player),
            e.name.chars().take(33).collect::<String>(),
            e.rating.map_or(0, seating::pairing_rating),
            "",
            "",
            "",
            points.get(&e.player).copied().unwrap_or(0) as f64 / 2.0,
            ranks.get(&e.player).copied().unwrap_or(0)
        );
        for r in 1..=rounds {
            let mine = pairings
                .iter()
                .find(|p| p.round == r && (p.white == e.player || p.black == Some(e.player)));
            let cellv = match mine {
                // A late entrant's half-point bye for a round paired before they joined.
                None if r <= e.half_byes => "0000 - H".to_string(),
                None => "        ".to_string(),
                Some(p) => match p.black {
                    // A Swiss event's pairing-allocated bye is a win; a round robin's rest
                    // (the dummy's game) scores nothing.
                    None if t.format == Format::Swiss => "0000 - U".to_string(),
                    None => "0000 - Z".to_string(),
                    Some(b) => {
                        let white = p.white == e.player;
                        let opp = if white { b } else { p.white };
                        let g = Pairing {
                            round: p.round,
                            white: p.white,
                            black: p.black,
                            outcome: outcome(p),
                            bye_halves: 2,
                        };
                        let res = match cell(&g, e.player) {
                            "*" | "·" => " ",
                            c => c,
                        };
                        if res == " " {
                            "        ".to_string()
                        } else {
                            format!(
                                "{:>4} {} {}",
                                number(opp),
                                if white { "w" } else { "b" },
                                res
                            )
                        }
                    }
                },
            };
            line.push_str("  ");
            line.push_str(&cellv);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let rounds = t.rounds.map_or(rounds, |r| r.max(rounds));
    out.push_str(&format!("XXR {rounds}\n"));
    out
}
