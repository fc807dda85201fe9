//! A service [`Reply`] as Discord messages: the board as `board.png` in an embed, buttons
//! as an action row, and `allowed_mentions` set to exactly the players the reply is about
//! (never @everyone or roles, whatever a user typed into a name).

use crate::service::{Attachment, Board, Button, ButtonStyle, Reply};
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// Discord's limit on buttons in one action row.
const BUTTONS_PER_ROW: usize = 5;

/// The one body of every form below: content, mentions, buttons, board and files,
/// visibility where the form has it. Serenity's builders share no trait, hence a macro.
macro_rules! build {
    ($out:expr, $reply:expr, $attach:ident $(, $ephemeral:ident)?) => {{
        let reply: &Reply = $reply;
        let mut out = $out
            .content(content(reply))
            .allowed_mentions(allowed_mentions(reply))
            .components(buttons(&reply.buttons));
        $(out = out.$ephemeral(reply.ephemeral);)?
        if let Some(board) = &reply.board {
            out = out.embed(board_embed()).$attach(board_file(board));
        }
        for file in &reply.files {
            out = out.$attach(other_file(file));
        }
        out
    }};
}

/// The reply to a slash command (poise sends it as the interaction callback or a follow-up).
pub fn command_reply(reply: &Reply) -> CreateReply {
    build!(CreateReply::default(), reply, attachment, ephemeral)
}

/// The same reply as an interaction-response message (for button clicks).
pub fn response_message(reply: &Reply) -> serenity::CreateInteractionResponseMessage {
    build!(
        serenity::CreateInteractionResponseMessage::new(),
        reply,
        add_file,
        ephemeral
    )
}

/// The same reply as a follow-up to an interaction that was already answered.
pub fn followup(reply: &Reply) -> serenity::CreateInteractionResponseFollowup {
    build!(
        serenity::CreateInteractionResponseFollowup::new(),
        reply,
        add_file,
        ephemeral
    )
}

/// The same reply as a plain channel message (AI moves, which answer no interaction).
pub fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    build!(serenity::CreateMessage::new(), reply, add_file)
}

fn content(reply: &Reply) -> String {
    super::markup::markup(&reply.content)
}

/// Ping exactly the users the reply is about.
fn allowed_mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .users(reply.mentions.iter().copied().map(serenity::UserId::new))
        .replied_user(false)
}

fn board_embed() -> serenity::CreateEmbed {
    serenity::CreateEmbed::new().image(format!("attachment://{}", Board::FILE_NAME))
}

fn board_file(board: &Board) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(board.png.clone(), Board::FILE_NAME)
}

fn other_file(file: &Attachment) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(file.bytes.clone(), file.name.clone())
}

fn buttons(buttons: &[Button]) -> Vec<serenity::CreateActionRow> {
    buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        serenity::CreateButton::new(&b.custom_id)
                            .label(b.label.to_string())
                            .style(style(b.style))
                    })
                    .collect(),
            )
        })
        .collect()
}

fn style(style: ButtonStyle) -> serenity::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}
