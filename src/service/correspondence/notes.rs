//! `/note add|list|clear`: private notes on a game, seen only by their author, each
//! stamped with the move it was written at; `/export notes:true` shows them as comments.

use super::Correspondence;
use crate::msg;
use crate::service::game::lookup::Purpose;
use crate::service::text::refusal::{finish, said};
use crate::service::{Ctx, Reply, ServiceError, Span, Text};
use crate::store::NoteRow;

/// At most this many notes per player and game.
pub const MAX_NOTES: usize = 50;
/// At most this many characters in a note.
pub const MAX_NOTE_CHARS: usize = 1000;

impl Correspondence<'_> {
    /// `/note add text:"…" [game]`: a private note on a game, at its current move.
    pub async fn note_add(
        &self,
        ctx: &Ctx,
        text: &str,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self
                .games()
                .find_game(ctx, reference, Purpose::View)
                .await?;
            let text = text.trim();
            if text.is_empty() {
                return Err(said(msg!("note-empty")));
            }
            let count = text.chars().count();
            if count > MAX_NOTE_CHARS {
                return Err(said(msg!(
                    "note-too-long",
                    max = MAX_NOTE_CHARS,
                    count = count
                )));
            }
            let note = NoteRow {
                ply: game.ply,
                text: text.to_string(),
                created_at: self.now(),
            };
            let (id, me) = (game.id, ctx.user.id);
            let added = self
                .store()
                .call(move |db| db.add_note(id, me, &note, MAX_NOTES))
                .await?;
            if !added {
                return Err(said(msg!("note-too-many", game = id, max = MAX_NOTES)));
            }
            Ok(Reply::ephemeral(msg!(
                "note-added",
                game = id,
                ply = game.ply
            )))
        })
        .await
    }

    /// `/note list [game]`: the caller's notes on a game, privately.
    pub async fn note_list(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self
                .games()
                .find_game(ctx, reference, Purpose::View)
                .await?;
            let (id, me) = (game.id, ctx.user.id);
            let notes = self.store().call(move |db| db.notes(id, me)).await?;
            if notes.is_empty() {
                return Ok(Reply::ephemeral(msg!("note-none", game = id)));
            }
            let mut text = msg!("note-list", game = id);
            for note in notes {
                text.push("\n");
                text.append(note_line(&note));
            }
            Ok(Reply::ephemeral(text))
        })
        .await
    }

    /// `/note clear [game]`: removes the caller's notes on a game.
    pub async fn note_clear(
        &self,
        ctx: &Ctx,
        reference: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        finish(async {
            let game = self
                .games()
                .find_game(ctx, reference, Purpose::View)
                .await?;
            let (id, me) = (game.id, ctx.user.id);
            let removed = self.store().call(move |db| db.clear_notes(id, me)).await?;
            if removed == 0 {
                return Ok(Reply::ephemeral(msg!("note-none", game = id)));
            }
            Ok(Reply::ephemeral(msg!(
                "note-cleared",
                game = id,
                count = removed
            )))
        })
        .await
    }
}

/// "after move 12: …" (the note as its author typed it).
fn note_line(note: &NoteRow) -> Text {
    msg!(
        "note-line",
        ply = note.ply,
        text = Span::Name(note.text.clone())
    )
}
