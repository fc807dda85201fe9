//! Buttons: the action and game live in the `custom_id` (`accept:12`), the rest in the
//! database, so a button still works after a restart.

use super::Games;
use std::fmt;

use crate::msg;
use crate::service::{Button, ButtonStyle, Ctx, Refusal, Reply, ServiceError};
use crate::store::GameId;

/// What a button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonAction {
    Accept(GameId),
    Decline(GameId),
    /// Confirms a resignation.
    Resign(GameId),
    /// Grants the game's open takeback request.
    TakebackAccept(GameId),
    /// Refuses it.
    TakebackDecline(GameId),
    /// Opens the form for a move (where Breaker may only answer).
    Move(GameId),
    /// Asks to resign, as `/resign` does (where Breaker may only answer).
    ResignAsk(GameId),
}

impl ButtonAction {
    /// Reads a `custom_id`; `None` for anything else.
    pub fn parse(custom_id: &str) -> Option<ButtonAction> {
        let (action, id) = custom_id.split_once(':')?;
        let id = GameId(id.parse().ok().filter(|n: &i64| *n > 0)?);
        match action {
            "accept" => Some(ButtonAction::Accept(id)),
            "decline" => Some(ButtonAction::Decline(id)),
            "resign" => Some(ButtonAction::Resign(id)),
            "takeback-accept" => Some(ButtonAction::TakebackAccept(id)),
            "takeback-decline" => Some(ButtonAction::TakebackDecline(id)),
            "move" => Some(ButtonAction::Move(id)),
            "resign-ask" => Some(ButtonAction::ResignAsk(id)),
            _ => None,
        }
    }

    pub fn game(self) -> GameId {
        match self {
            ButtonAction::Accept(g)
            | ButtonAction::Decline(g)
            | ButtonAction::Resign(g)
            | ButtonAction::TakebackAccept(g)
            | ButtonAction::TakebackDecline(g)
            | ButtonAction::Move(g)
            | ButtonAction::ResignAsk(g) => g,
        }
    }

    /// The button to show.
    pub fn button(self) -> Button {
        let g = self.game();
        let (label, style, command) = match self {
            ButtonAction::Accept(_) => (
                msg!("button-accept"),
                ButtonStyle::Success,
                format!("/accept game:{g}"),
            ),
            ButtonAction::Decline(_) => (
                msg!("button-decline"),
                ButtonStyle::Danger,
                format!("/decline game:{g}"),
            ),
            ButtonAction::Resign(_) => (
                msg!("button-resign"),
                ButtonStyle::Danger,
                format!("/resign game:{g} confirm:yes"),
            ),
            ButtonAction::TakebackAccept(_) => (
                msg!("button-takeback-accept"),
                ButtonStyle::Success,
                format!("/takeback game:{g} answer:accept"),
            ),
            ButtonAction::TakebackDecline(_) => (
                msg!("button-takeback-decline"),
                ButtonStyle::Danger,
                format!("/takeback game:{g} answer:decline"),
            ),
            ButtonAction::Move(_) => (
                msg!("button-move"),
                ButtonStyle::Primary,
                format!("/move game:{g}"),
            ),
            ButtonAction::ResignAsk(_) => (
                msg!("button-resign"),
                ButtonStyle::Secondary,
                format!("/resign game:{g}"),
            ),
        };
        Button {
            custom_id: self.to_string(),
            label,
            style,
            command,
        }
    }
}

impl fmt::Display for ButtonAction {
    /// The `custom_id`: `accept:12`, `decline:12`, `resign:12`, `takeback-accept:12`,
    /// `takeback-decline:12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            ButtonAction::Accept(_) => "accept",
            ButtonAction::Decline(_) => "decline",
            ButtonAction::Resign(_) => "resign",
            ButtonAction::TakebackAccept(_) => "takeback-accept",
            ButtonAction::TakebackDecline(_) => "takeback-decline",
            ButtonAction::Move(_) => "move",
            ButtonAction::ResignAsk(_) => "resign-ask",
        };
        write!(f, "{name}:{}", self.game())
    }
}

impl Games<'_> {
    /// A button click, by its `custom_id`; answers as the matching command would.
    pub async fn handle_button(&self, ctx: &Ctx, custom_id: &str) -> Result<Reply, ServiceError> {
        if let Some((ladder, page)) = crate::service::ladder::standings::parse_page_id(custom_id) {
            return self.ladders().standings_button(ctx, ladder, page).await;
        }
        if let Some(t) = custom_id
            .strip_prefix("twithdraw:")
            .and_then(|id| id.parse::<i64>().ok())
        {
            return self.tournaments().withdraw_button(ctx, t).await;
        }
        let Some(action) = ButtonAction::parse(custom_id) else {
            return Ok(Refusal::UnknownButton.into());
        };
        let game = action.game().to_string();
        match action {
            ButtonAction::Accept(_) => self.accept(ctx, Some(&game)).await,
            ButtonAction::Decline(_) => self.decline(ctx, Some(&game)).await,
            ButtonAction::Resign(_) => self.resign_confirmed(ctx, Some(&game)).await,
            ButtonAction::TakebackAccept(_) => {
                self.correspondence()
                    .answer_takeback(ctx, Some(&game), true)
                    .await
            }
            ButtonAction::TakebackDecline(_) => {
                self.correspondence()
                    .answer_takeback(ctx, Some(&game), false)
                    .await
            }
            ButtonAction::Move(id) => self.move_form(ctx, id).await,
            ButtonAction::ResignAsk(_) => self.resign(ctx, Some(&game)).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip() {
        for a in [
            ButtonAction::Accept(GameId(3)),
            ButtonAction::Decline(GameId(40)),
            ButtonAction::Resign(GameId(7)),
            ButtonAction::TakebackAccept(GameId(8)),
            ButtonAction::TakebackDecline(GameId(9)),
        ] {
            assert_eq!(ButtonAction::parse(&a.to_string()), Some(a));
            assert_eq!(a.button().custom_id, a.to_string());
        }
        for bad in [
            "",
            "accept",
            "accept:",
            "accept:x",
            "accept:-1",
            "launch:3",
            "accept:0",
        ] {
            assert_eq!(ButtonAction::parse(bad), None, "{bad}");
        }
    }
}
