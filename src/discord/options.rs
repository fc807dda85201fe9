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

/// A text option that Discord caps at `$max` characters: the type sets the cap, so a
/// command's option of it is one line.
macro_rules! capped_text {
    ($(#[$doc:meta])* $name:ident, $max:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Default, PartialEq, Eq)]
        pub struct $name(pub String);

        #[poise::async_trait]
        impl poise::SlashArgument for $name {
            async fn extract(
                ctx: &poise::serenity_prelude::Context,
                interaction: &poise::serenity_prelude::CommandInteraction,
                value: &poise::serenity_prelude::ResolvedValue<'_>,
            ) -> Result<Self, poise::SlashArgError> {
                let text = <String as poise::SlashArgument>::extract(ctx, interaction, value);
                Ok($name(text.await?))
            }

            fn create(
                builder: poise::serenity_prelude::CreateCommandOption,
            ) -> poise::serenity_prelude::CreateCommandOption {
                <String as poise::SlashArgument>::create(builder).max_length($max)
            }
        }

        impl From<$name> for String {
            fn from(text: $name) -> String {
                text.0
            }
        }

        impl std::ops::Deref for $name {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }
    };
}

capped_text!(
    /// A ladder's or tournament's name (`name:`), at most 40 characters.
    Name,
    40
);

capped_text!(
    /// A moderator's reason for the audit log (`reason:`), at most 500 characters.
    Reason,
    500
);
