//! FIDE's Tournament Report File (TRF-16) with the JaVaFo/bbpPairings extensions `XXR`
//! (number of rounds) and `XXC` (initial colour: `white1`/`black1`), as the pairing engines
//! read it.
//!
//! ```
//! use breaker::tournament::trf::Tournament;
//! let text = "012 Spring Swiss\nXXR 5\nXXC white1\n\
//! 001    1      Alice                             2100                             1.0    1     2 w 1\n\
//! 001    2      Bob                               2000                             0.0    2     1 b 0\n";
//! let t: Tournament = text.parse().unwrap();
//! assert_eq!(t.players[0].rounds[0].opponent, Some(2));
//! assert_eq!(t.to_string().parse::<Tournament>().unwrap(), t);
//! ```
//!
//! Player lines (`001`) are read by column as TRF-16 lays them out: pairing number in
//! columns 5–8, name 15–47, rating 49–52, points 81–84, rank 86–89, and one 10-column block
//! per round from column 92: opponent (4 digits, `0000` for a bye or no game), colour
//! (`w`, `b`, `-`), result code.

use std::fmt;
use std::str::FromStr;

/// A piece colour as TRF writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn invert(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A round's result code (TRF-16 and the pairing engines' additions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultCode {
    /// `1`: a played win.
    Win,
    /// `0`: a played loss.
    Loss,
    /// `=`: a played draw.
    Draw,
    /// `+`: a forfeit win (with `0000`: the pairing-allocated bye, JaVaFo's notation).
    ForfeitWin,
    /// `-`: a forfeit loss (with `0000`: absent, not paired).
    ForfeitLoss,
    /// `W`: a win not rated.
    UnratedWin,
    /// `D`: a draw not rated.
    UnratedDraw,
    /// `L`: a loss not rated.
    UnratedLoss,
    /// `H`: a half-point bye.
    HalfBye,
    /// `F`: a full-point bye (not the pairing-allocated one).
    FullBye,
    /// `U`: the pairing-allocated bye.
    PairingBye,
    /// `Z`: a zero-point bye.
    ZeroBye,
    /// ` `: nothing (not paired, no points).
    Blank,
}

impl ResultCode {
    pub fn from_char(c: char) -> Option<ResultCode> {
        Some(match c.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '0' => ResultCode::Loss,
            '=' => ResultCode::Draw,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' => ResultCode::UnratedWin,
            'D' => ResultCode::UnratedDraw,
            'L' => ResultCode::UnratedLoss,
            'H' => ResultCode::HalfBye,
            'F' => ResultCode::FullBye,
            'U' => ResultCode::PairingBye,
            'Z' => ResultCode::ZeroBye,
            ' ' => ResultCode::Blank,
            _ => return None,
        })
    }

    pub fn to_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Loss => '0',
            ResultCode::Draw => '=',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfBye => 'H',
            ResultCode::FullBye => 'F',
            ResultCode::PairingBye => 'U',
            ResultCode::ZeroBye => 'Z',
            ResultCode::Blank => ' ',
        }
    }

    /// Points in tenths (a win 10, a draw 5), the pairing-allocated bye counting as a win.
    pub fn tenths(self) -> u32 {
        match self {
            ResultCode::Win
            | ResultCode::ForfeitWin
            | ResultCode::UnratedWin
            | ResultCode::FullBye
            | ResultCode::PairingBye => 10,
            ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfBye => 5,
            _ => 0,
        }
    }

    /// Codes that never describe a game played over the board.
    fn is_unplayed(self) -> bool {
        matches!(
            self,
            ResultCode::ForfeitWin
                | ResultCode::ForfeitLoss
                | ResultCode::HalfBye
                | ResultCode::FullBye
                | ResultCode::PairingBye
                | ResultCode::ZeroBye
                | ResultCode::Blank
        )
    }
}

/// One player's entry for one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEntry {
    /// The opponent's pairing number; `None` is `0000` (a bye or no game).
    pub opponent: Option<u32>,
    /// `None` is `-` (or blank): no colour, the game was not played.
    pub colour: Option<Colour>,
    pub result: ResultCode,
}

impl RoundEntry {
    /// A game actually played over the board (it counts for colours and rematches).
    pub fn played(&self) -> bool {
        self.opponent.is_some() && self.colour.is_some() && !self.result.is_unplayed()
    }

    /// The player took part in this round's pairing (a game, a forfeit, or the
    /// pairing-allocated bye), as opposed to a requested bye or an absence.
    pub fn paired(&self) -> bool {
        self.opponent.is_some()
            || matches!(self.result, ResultCode::PairingBye | ResultCode::ForfeitWin)
    }

    /// The pairing-allocated bye (`U`, or `+` against `0000`).
    pub fn is_pairing_bye(&self) -> bool {
        self.opponent.is_none()
            && matches!(self.result, ResultCode::PairingBye | ResultCode::ForfeitWin)
    }

    /// An entry that says nothing (`0000` or blank, no colour, blank result).
    fn is_empty(&self) -> bool {
        self.opponent.is_none() && self.colour.is_none() && self.result == ResultCode::Blank
    }
}

/// A `001` line.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Player {
    /// Starting rank: the pairing number.
    pub number: u32,
    pub sex: String,
    pub title: String,
    pub name: String,
    pub rating: u32,
    pub federation: String,
    pub fide_id: String,
    pub birth_date: String,
    /// Points as written, in tenths (`3.5` is 35).
    pub points: u32,
    /// Rank as written (0 when blank).
    pub rank: u32,
    /// Round 1 first; trailing rounds with no entry are absent.
    pub rounds: Vec<RoundEntry>,
}

/// A tournament file: the lines the engines use, typed; every other line kept as is.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Tournament {
    /// `012`: the tournament's name.
    pub name: Option<String>,
    /// `XXR`: the number of rounds.
    pub rounds: Option<u32>,
    /// `XXC`: the colour of player 1 in round 1.
    pub initial_colour: Option<Colour>,
    /// In pairing-number order.
    pub players: Vec<Player>,
    /// Other lines (headers, `XXA`, team lines, ...), written back first.
    pub other_lines: Vec<String>,
}

/// Why a TRF file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfError {
    #[error("line {line}: {what}")]
    Line { line: usize, what: String },
    #[error("pairing number {0} appears twice")]
    DuplicateNumber(u32),
    #[error("pairing numbers must run from 1 to the number of players; {0} is missing")]
    MissingNumber(u32),
    #[error("player {player} round {round}: opponent {opponent} is not a player")]
    UnknownOpponent {
        player: u32,
        round: usize,
        opponent: u32,
    },
    #[error("player {player} round {round}: the entry does not match opponent {opponent}'s")]
    Inconsistent {
        player: u32,
        round: usize,
        opponent: u32,
    },
}

fn line_err(line: usize, what: impl Into<String>) -> TrfError {
    TrfError::Line {
        line,
        what: what.into(),
    }
}

/// Column slice (0-based, end exclusive), padded with spaces past the end of the line.
fn cols(chars: &[char], from: usize, to: usize) -> String {
    (from..to)
        .map(|i| chars.get(i).copied().unwrap_or(' '))
        .collect()
}

fn parse_tenths(s: &str) -> Option<u32> {
    let s = s.trim();
    if s.is_empty() {
        return Some(0);
    }
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i, f),
        None => (s, "0"),
    };
    let int: u32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    if frac.len() != 1 || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(int * 10 + frac.parse::<u32>().ok()?)
}

fn parse_player(n: usize, line: &str) -> Result<Player, TrfError> {
    let chars: Vec<char> = line.chars().collect();
    let number: u32 = cols(&chars, 4, 8)
        .trim()
        .parse()
        .map_err(|_| line_err(n, "the pairing number (columns 5-8) is not a number"))?;
    if number == 0 {
        return Err(line_err(n, "pairing number 0"));
    }
    let rating_s = cols(&chars, 48, 52);
    let rating = if rating_s.trim().is_empty() {
        0
    } else {
        rating_s
            .trim()
            .parse()
            .map_err(|_| line_err(n, "the rating (columns 49-52) is not a number"))?
    };
    let points = parse_tenths(&cols(&chars, 80, 84))
        .ok_or_else(|| line_err(n, "the points (columns 81-84) are not a number like 3.5"))?;
    let rank_s = cols(&chars, 85, 89);
    let rank = if rank_s.trim().is_empty() {
        0
    } else {
        rank_s
            .trim()
            .parse()
            .map_err(|_| line_err(n, "the rank (columns 86-89) is not a number"))?
    };
    let mut rounds = Vec::new();
    let mut start = 91;
    while start < chars.len() {
        let round = rounds.len() + 1;
        let block = cols(&chars, start, start + 8);
        let b: Vec<char> = block.chars().collect();
        if b[4] != ' ' {
            return Err(line_err(
                n,
                format!("round {round}: expected a space after the opponent"),
            ));
        }
        let opp_s: String = b[0..4].iter().collect();
        let opponent = match opp_s.trim() {
            "" | "0000" | "0" => None,
            s => match s.parse::<u32>() {
                Ok(0) => None,
                Ok(o) if o == number => {
                    return Err(line_err(
                        n,
                        format!("round {round}: a player cannot meet themself"),
                    ))
                }
                Ok(o) => Some(o),
                Err(_) => {
                    return Err(line_err(
                        n,
                        format!("round {round}: opponent {s:?} is not a number"),
                    ))
                }
            },
        };
        let colour = match b[5] {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => {
                return Err(line_err(
                    n,
                    format!("round {round}: colour {c:?} is not w, b or -"),
                ))
            }
        };
        let result = ResultCode::from_char(b[7]).ok_or_else(|| {
            line_err(
                n,
                format!(
                    "round {round}: result {:?} is not one of 1 0 = + - W D L H F U Z",
                    b[7]
                ),
            )
        })?;
        let entry = RoundEntry {
            opponent,
            colour,
            result,
        };
        if opponent.is_none() && colour.is_some() {
            return Err(line_err(n, format!("round {round}: a bye has no colour")));
        }
        if opponent.is_some() && !result.is_unplayed() && colour.is_none() {
            return Err(line_err(
                n,
                format!("round {round}: a played game needs a colour w or b"),
            ));
        }
        if opponent.is_some()
            && matches!(
                result,
                ResultCode::HalfBye
                    | ResultCode::FullBye
                    | ResultCode::PairingBye
                    | ResultCode::ZeroBye
            )
        {
            return Err(line_err(
                n,
                format!("round {round}: a bye code with an opponent"),
            ));
        }
        if opponent.is_none()
            && matches!(
                result,
                ResultCode::Win
                    | ResultCode::Loss
                    | ResultCode::UnratedWin
                    | ResultCode::UnratedLoss
                    | ResultCode::UnratedDraw
            )
        {
            return Err(line_err(
                n,
                format!("round {round}: a game result without an opponent"),
            ));
        }
        rounds.push(entry);
        start += 10;
    }
    while rounds.last().is_some_and(|e: &RoundEntry| e.is_empty()) {
        rounds.pop();
    }
    Ok(Player {
        number,
        sex: cols(&chars, 9, 10).trim().to_string(),
        title: cols(&chars, 10, 13).trim().to_string(),
        name: cols(&chars, 14, 47).trim().to_string(),
        rating,
        federation: cols(&chars, 53, 56).trim().to_string(),
        fide_id: cols(&chars, 57, 68).trim().to_string(),
        birth_date: cols(&chars, 69, 79).trim().to_string(),
        points,
        rank,
        rounds,
    })
}

impl FromStr for Tournament {
    type Err = TrfError;

    fn from_str(text: &str) -> Result<Tournament, TrfError> {
        let mut t = Tournament::default();
        let mut players: Vec<Player> = Vec::new();
        // Lines end in LF, CRLF or a lone CR (bbpPairings' generator writes CR).
        let text = text.replace("\r\n", "\n");
        for (i, line) in text.split(['\n', '\r']).enumerate() {
            let n = i + 1;
            if line.trim().is_empty() {
                continue;
            }
            let code: String = line.chars().take(3).collect();
            let rest = line.get(3..).unwrap_or("").trim();
            match code.as_str() {
                "001" => players.push(parse_player(n, line)?),
                "012" => t.name = Some(rest.to_string()),
                "XXR" => {
                    t.rounds =
                        Some(rest.parse().map_err(|_| {
                            line_err(n, "XXR needs the number of rounds, e.g. `XXR 7`")
                        })?)
                }
                "XXC" => {
                    let mut colour = None;
                    for word in rest.split_whitespace() {
                        match word.to_ascii_lowercase().as_str() {
                            "white1" => colour = Some(Colour::White),
                            "black1" => colour = Some(Colour::Black),
                            "rank" => {}
                            w => {
                                return Err(line_err(
                                    n,
                                    format!("XXC: {w:?} is not white1 or black1"),
                                ))
                            }
                        }
                    }
                    t.initial_colour = colour;
                }
                _ => t.other_lines.push(line.to_string()),
            }
        }
        players.sort_by_key(|p| p.number);
        for (i, p) in players.iter().enumerate() {
            if i > 0 && players[i - 1].number == p.number {
                return Err(TrfError::DuplicateNumber(p.number));
            }
            if p.number != i as u32 + 1 {
                return Err(TrfError::MissingNumber(i as u32 + 1));
            }
        }
        // Every game must be written the same way on both sides.
        for p in &players {
            for (r, e) in p.rounds.iter().enumerate() {
                let Some(o) = e.opponent else { continue };
                let Some(op) = players.get(o as usize - 1) else {
                    return Err(TrfError::UnknownOpponent {
                        player: p.number,
                        round: r + 1,
                        opponent: o,
                    });
                };
                let ok = op.rounds.get(r).is_some_and(|oe| {
                    oe.opponent == Some(p.number)
                        && (e.colour.is_none() || oe.colour == e.colour.map(Colour::invert))
                });
                if !ok {
                    return Err(TrfError::Inconsistent {
                        player: p.number,
                        round: r + 1,
                        opponent: o,
                    });
                }
            }
        }
        t.players = players;
        Ok(t)
    }
}

impl Tournament {
    /// The tournament as it stood when round `round` (1-based) was to be paired: the
    /// earlier rounds, plus the entries of round `round` that were known before its
    /// pairing (requested byes, absences). Points are recounted.
    pub fn before_round(&self, round: usize) -> Tournament {
        let mut t = self.clone();
        for p in &mut t.players {
            let known = p
                .rounds
                .get(round - 1)
                .copied()
                .filter(|e| !e.paired() && !e.is_empty());
            p.rounds.truncate(round - 1);
            p.points = p.rounds.iter().map(|e| e.result.tenths()).sum();
            p.rounds.extend(known);
        }
        t
    }

    /// How many rounds have an entry for some player.
    pub fn rounds_recorded(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0)
    }
}

fn write_tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rating = if self.rating == 0 {
            String::new()
        } else {
            self.rating.to_string()
        };
        let rank = if self.rank == 0 {
            String::new()
        } else {
            self.rank.to_string()
        };
        write!(
            f,
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            self.number,
            self.sex,
            self.title,
            self.name.chars().take(33).collect::<String>(),
            rating,
            self.federation,
            self.fide_id,
            self.birth_date,
            write_tenths(self.points),
            rank
        )?;
        for e in &self.rounds {
            let opp = match e.opponent {
                Some(o) => format!("{o:>4}"),
                None => "0000".to_string(),
            };
            let colour = match e.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            write!(f, "  {opp} {colour} {}", e.result.to_char())?;
        }
        Ok(())
    }
}

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = &self.name {
            writeln!(f, "012 {name}")?;
        }
        for line in &self.other_lines {
            writeln!(f, "{line}")?;
        }
        for p in &self.players {
            writeln!(f, "{}", p.to_string().trim_end())?;
        }
        if let Some(r) = self.rounds {
            writeln!(f, "XXR {r}")?;
        }
        match self.initial_colour {
            Some(Colour::White) => writeln!(f, "XXC white1")?,
            Some(Colour::Black) => writeln!(f, "XXC black1")?,
            None => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "012 Test\n\
XXR 3\n\
XXC black1\n\
001    1 m GM Carlsen, Magnus                   2830 NOR     1503014 1990/11/30  1.5    1     3 b 1  0000 - H\n\
001    2      Second                            2000                             0.0    3  0000 - -\n\
001    3      Third                             1900                             1.0    2     1 w 0  0000 - U\n";

    #[test]
    fn reads_columns_codes_and_extensions() {
        let t: Tournament = SAMPLE.parse().unwrap();
        assert_eq!(t.name.as_deref(), Some("Test"));
        assert_eq!(t.rounds, Some(3));
        assert_eq!(t.initial_colour, Some(Colour::Black));
        let p = &t.players[0];
        assert_eq!((p.number, p.rating, p.points, p.rank), (1, 2830, 15, 1));
        assert_eq!(p.name, "Carlsen, Magnus");
        assert_eq!(p.title, "GM");
        assert_eq!(p.fide_id, "1503014");
        assert_eq!(
            p.rounds,
            vec![
                RoundEntry {
                    opponent: Some(3),
                    colour: Some(Colour::Black),
                    result: ResultCode::Win
                },
                RoundEntry {
                    opponent: None,
                    colour: None,
                    result: ResultCode::HalfBye
                },
            ]
        );
        assert!(p.rounds[0].played());
        assert!(!p.rounds[1].paired());
        assert_eq!(t.players[1].rounds[0].result, ResultCode::ForfeitLoss);
        assert!(t.players[2].rounds[1].is_pairing_bye());
    }

    #[test]
    fn writes_what_it_reads() {
        let t: Tournament = SAMPLE.parse().unwrap();
        let again: Tournament = t.to_string().parse().unwrap();
        assert_eq!(again, t);
        // Columns: the first round block starts at column 92.
        let line = t.players[0].to_string();
        assert_eq!(&line[91..99], "   3 b 1");
        assert_eq!(&line[80..84], " 1.5");
    }

    #[test]
    fn refuses_bad_input_with_a_reason() {
        let bad_result = SAMPLE.replace("3 b 1", "3 b X");
        assert!(matches!(
            bad_result.parse::<Tournament>(),
            Err(TrfError::Line { line: 4, .. })
        ));
        let one_sided = SAMPLE.replace("1 w 0", "2 w 0");
        assert!(one_sided.parse::<Tournament>().is_err());
        let missing = SAMPLE.replace("001    2", "001    7");
        assert_eq!(
            missing.parse::<Tournament>(),
            Err(TrfError::MissingNumber(2))
        );
        assert!("XXR seven\n".parse::<Tournament>().is_err());
        assert!("XXC green1\n".parse::<Tournament>().is_err());
    }
}
