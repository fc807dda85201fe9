//! Slash-command options with fixed choices (Discord shows them as a menu).

use crate::games::GameKind;
use crate::service::ColorChoice;

/// `game:` on `/challenge` and `/rules`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameOption {
    Breakthrough,
    Breach,
}

impl From<GameOption> for GameKind {
    fn from(game: GameOption) -> GameKind {
        match game {
            GameOption::Breakthrough => GameKind::Breakthrough,
            GameOption::Breach => GameKind::Breach,
        }
    }
}

/// `color:` on `/challenge`: the challenger's colour.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorOption {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
    #[name = "random"]
    Random,
}

impl From<ColorOption> for ColorChoice {
    fn from(color: ColorOption) -> ColorChoice {
        match color {
            ColorOption::White => ColorChoice::White,
            ColorOption::Black => ColorChoice::Black,
            ColorOption::Random => ColorChoice::Random,
        }
    }
}

/// `dm:` on `/notify`, and on/off settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

impl From<OnOff> for bool {
    fn from(v: OnOff) -> bool {
        v == OnOff::On
    }
}

/// `answer:` on `/takeback`: the opponent's answer to a takeback request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AnswerOption {
    #[name = "accept"]
    Accept,
    #[name = "decline"]
    Decline,
}

/// `view:` on `/board`: the side drawn at the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ViewOption {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
}

impl ViewOption {
    /// The option's text, as the service reads it.
    pub fn name(self) -> &'static str {
        match self {
            ViewOption::White => "white",
            ViewOption::Black => "black",
        }
    }
}
