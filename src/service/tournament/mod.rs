//! Tournaments: round robins, double round robins, Swiss events paired by the FIDE
//! Dutch system and Little Golem-style leagues, run in a server by its moderators and
//! played as ordinary games. A small facade over one file per action group: [`create`]
//! (moderators: a new tournament from its options), [`admin`] (moderators:
//! start, result, withdraw, cancel), [`control`] (moderators: settings, end-round,
//! forbid, pause, resume, close), [`entry`] (join, leave, withdraw), [`view`] (list,
//! info, standings, pairings, games, the JSON and TRF exports) and [`progress`] (what a
//! finished game does to its tournament: the next round or season, the end). The pure
//! rules (pairings, seating, standings, tie-breaks) are in [`crate::tournament`].
//!
//! Games are ordinary rated (or unrated) games between the players, started as ladder
//! games are (clock, vacations), so `/games`, `/board`, `/move`, `/resign` and `/export`
//! work on them; the tournament reads their results from the games table.

crate::service::facade!(
    /// The tournaments.
    Tournaments
);

mod admin;
mod control;
mod create;
mod entry;
mod progress;
mod view;

pub use admin::{CreateTournament, TournamentAction};
pub use control::TournamentChange;
pub use view::{standings_json, tournament_table, trf, Line};

use crate::games::Color;
use crate::i18n::Arg;
use crate::msg;
use crate::service::text::refusal::{Fail, Refusal};
use crate::service::{Ctx, Span, Text};
use crate::store::{EntrantRow, GameStatus, PairingRow, TournamentRow};
use crate::tournament::standings::{self, Outcome, Pairing};

pub use crate::tournament::{Format, Schedule, Status};

impl Format {
    /// The format's name in words (`round-robin` in English).
    pub(crate) fn name(self) -> Text {
        msg!("tournament-format", format = Arg::word(self.as_str()))
    }
}

/// A tournament's state (`open`, `running`, `finished`, `cancelled`) in words.
pub(crate) fn status_name(status: Status) -> Text {
    msg!("tournament-status", status = Arg::word(status.as_str()))
}

/// How a tournament's games start (`at-once`, `rounds`) in words.
pub(crate) fn schedule_name(schedule: Schedule) -> Text {
    msg!(
        "tournament-schedule",
        schedule = Arg::word(schedule.as_str())
    )
}

/// What a stored pairing counts as.
pub(crate) fn outcome(p: &PairingRow) -> Outcome {
    match p.forfeit {
        Some(Some(Color::White)) => return Outcome::WhiteByForfeit,
        Some(Some(Color::Black)) => return Outcome::BlackByForfeit,
        Some(None) => return Outcome::Void,
        None => {}
    }
    match (p.game_status, p.voided, p.winner) {
        (Some(GameStatus::Finished), true, _) => Outcome::Void,
        (Some(GameStatus::Finished), false, Some(Color::White)) => Outcome::WhiteWon,
        (Some(GameStatus::Finished), false, Some(Color::Black)) => Outcome::BlackWon,
        // Aborted or otherwise over without a winner.
        (Some(GameStatus::Finished | GameStatus::Declined), _, None) => Outcome::Void,
        _ => Outcome::Pending,
    }
}

/// Whether a pairing is decided (a result, a forfeit, a void, or a bye).
pub(crate) fn decided(p: &PairingRow) -> bool {
    p.black.is_none() || outcome(p) != Outcome::Pending
}

/// The pure standings input for one league (0: the whole event) of a season.
pub(crate) fn table(
    format: Format,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
    league: u32,
) -> (Vec<u64>, Vec<Pairing>, Vec<u64>) {
    let players: Vec<u64> = entrants
        .iter()
        .filter(|e| league == 0 || e.league == Some(league))
        .filter(|e| e.pairing.is_some())
        .map(|e| e.player)
        .collect();
    let withdrawn: Vec<u64> = entrants
        .iter()
        .filter(|e| e.withdrawn_at.is_some() && players.contains(&e.player))
        .map(|e| e.player)
        .collect();
    let mut games: Vec<Pairing> = pairings
        .iter()
        .filter(|p| p.league == league)
        // A round robin's bye (the dummy's game) is a rest, worth nothing: left out.
        .filter(|p| p.black.is_some() || format == Format::Swiss)
        .map(|p| Pairing {
            round: p.round,
            white: p.white,
            black: p.black,
            outcome: outcome(p),
            bye_halves: 2,
        })
        .collect();
    // A late entrant's half-point byes, for the rounds paired before they joined.
    for e in entrants
        .iter()
        .filter(|e| e.half_byes > 0 && players.contains(&e.player))
    {
        for round in 1..=e.half_byes {
            let paired = games
                .iter()
                .any(|g| g.round == round && (g.white == e.player || g.black == Some(e.player)));
            if !paired {
                games.push(Pairing {
                    round,
                    white: e.player,
                    black: None,
                    outcome: Outcome::Pending,
                    bye_halves: 1,
                });
            }
        }
    }
    (players, games, withdrawn)
}

/// The standings of one league (0: the whole event) of the current season.
pub(crate) fn rows(
    t: &TournamentRow,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
    league: u32,
) -> Vec<standings::Row> {
    let format = t.format;
    let (players, games, withdrawn) = table(format, entrants, pairings, league);
    standings::standings(format.kind(), &players, &games, &withdrawn)
}

impl Tournaments<'_> {
    /// The tournament `name` of the caller's server, brought up to date (a league's
    /// next season started if its pause is over), or a refusal listing the tournaments.
    pub(crate) async fn find(&self, ctx: &Ctx, name: &str) -> Result<TournamentRow, Fail> {
        let Some(guild) = ctx.guild else {
            return Err(Refusal::Said(msg!("tournament-needs-server")).into());
        };
        let typed = name.trim().to_string();
        let (found, all) = self
            .store()
            .call(move |db| Ok((db.tournament_named(guild, &typed)?, db.tournaments(guild)?)))
            .await?;
        match found {
            Some(t) => Ok(self.catch_up(t).await?),
            None => {
                let names: Vec<String> = all.iter().map(|t| t.name.clone()).collect();
                let typed = Span::Name(name.trim().to_string());
                Err(Refusal::Said(if names.is_empty() {
                    msg!("tournament-unknown-none", tournament = typed)
                } else {
                    msg!(
                        "tournament-unknown",
                        tournament = typed,
                        tournaments = Span::Name(names.join(", "))
                    )
                })
                .into())
            }
        }
    }

    /// The entrants and the current season's pairings.
    pub(crate) async fn state(
        &self,
        t: &TournamentRow,
    ) -> Result<(Vec<EntrantRow>, Vec<PairingRow>), Fail> {
        let (id, season) = (t.id, t.season);
        Ok(self
            .store()
            .call(move |db| {
                Ok((
                    db.tournament_players(id)?,
                    db.tournament_pairings(id, season)?,
                ))
            })
            .await?)
    }
}
