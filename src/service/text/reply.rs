//! What the service answers: text, an optional board image, buttons and who may be pinged.
//! Front ends turn a [`Reply`] into a Discord message or terminal output; nothing here
//! knows about either.

use crate::service::Text;
use crate::store::GameId;

/// One message to show.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reply {
    /// The text, as values ([`Text`]): front ends format users, times and code. Only the
    /// users in [`Reply::mentions`] may be pinged (front ends must set `allowed_mentions`
    /// to exactly those users, never `@everyone` or roles).
    pub content: Text,
    /// Only the caller sees it (every refusal is ephemeral and changed nothing).
    pub ephemeral: bool,
    /// A refusal: the user's mistake, nothing changed (counted apart in the metrics).
    pub refused: bool,
    /// The board to attach (`board.png` in an embed on Discord).
    pub board: Option<Board>,
    /// Other files to attach (a game record, a replay GIF).
    pub files: Vec<Attachment>,
    /// Buttons under the message; their `custom_id`s go back to
    /// [`Games::handle_button`](crate::service::Games::handle_button)(crate::service::Games::handle_button).
    pub buttons: Vec<Button>,
    /// The users this message is about and may ping.
    pub mentions: Vec<u64>,
    /// Work the front end should start after sending this reply (an AI turn).
    pub follow_up: Option<FollowUp>,
    /// The game starts with this reply and wants a thread: open it from this message,
    /// then record it with [`Correspondence::set_thread`](crate::service::Correspondence::set_thread)(crate::service::Correspondence::set_thread).
    pub open_thread: Option<crate::service::ThreadRequest>,
    /// The game is played in a thread and this reply is its result: also post the text
    /// (no board, no buttons) in this channel, the game's own.
    pub also_in_channel: Option<u64>,
    /// Instead of a message: a form for the clicker to fill in (a Move button's), whose
    /// answer goes to [`Games::submit_form`](crate::service::Games::submit_form).
    pub form: Option<Form>,
    /// A line for the caller alone that goes with a public reply (news held for them:
    /// [`Correspondence::with_news`](crate::service::Correspondence::with_news)): sent
    /// privately after it, in the caller's language. A private reply carries such news
    /// in its content instead.
    pub aside: Option<Text>,
}

/// A form with one line of text to fill in (a modal on Discord).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    /// Carried back with the answer.
    pub custom_id: String,
    pub title: Text,
    /// The label of its one field.
    pub field: Text,
}

impl Reply {
    /// A public message with no board.
    pub fn public(content: impl Into<Text>) -> Reply {
        Reply {
            content: content.into(),
            ..Reply::default()
        }
    }

    /// The same reply with its words (content, button labels) in `locale`; taken, not
    /// copied, since it may carry a picture.
    pub fn in_language(self, locale: crate::i18n::Locale) -> Reply {
        let mut out = self;
        out.content = out.content.resolve(locale);
        for b in &mut out.buttons {
            b.label = b.label.resolve(locale);
        }
        if let Some(form) = &mut out.form {
            form.title = form.title.resolve(locale);
            form.field = form.field.resolve(locale);
        }
        if let Some(aside) = &mut out.aside {
            *aside = aside.resolve(locale);
        }
        out
    }

    /// A message only the caller sees.
    pub fn ephemeral(content: impl Into<Text>) -> Reply {
        Reply {
            content: content.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }
}

/// A rendered board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// PNG bytes.
    pub png: Vec<u8>,
    /// The same board as a plain-text diagram (for terminals and alt text).
    pub diagram: String,
    /// The game shown.
    pub game: GameId,
    /// The number of moves played in the position shown.
    pub ply: u32,
    /// A file name for this picture (without `.png`), distinct for each position, side
    /// and kind of picture: `game-12-ply-29`, `game-12-ply-29-black`,
    /// `game-12-analysis`. The console writes the picture under it.
    pub file: String,
}

impl Board {
    /// The attachment file name to use on Discord.
    pub const FILE_NAME: &'static str = "board.png";
}

/// A file attached to a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The file name shown, e.g. `game-12.txt`.
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Attachment {
    /// The bytes as text, if the file is text (`.txt`) in UTF-8.
    pub fn text(&self) -> Option<&str> {
        if self.name.ends_with(".txt") {
            std::str::from_utf8(&self.bytes).ok()
        } else {
            None
        }
    }
}

/// A button under a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// `accept:<game>`, `decline:<game>` or `resign:<game>`: the state lives in the id
    /// and the database, so a button works after a restart.
    pub custom_id: String,
    /// The text on the button.
    pub label: Text,
    pub style: ButtonStyle,
    /// The console command that does the same (every button has one).
    pub command: String,
}

/// Discord's button colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// Slow work to run after a reply has been sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FollowUp {
    /// The AI is to move in this game: call
    /// [`Games::ai_move`](crate::service::Games::ai_move) (it thinks for up to the configured
    /// move time) and post its reply in the game's channel.
    AiMove(GameId),
    /// A `/replay` waited for a free replay slot: call
    /// [`Games::replay_queued`](crate::service::Games::replay_queued)(crate::service::Games::replay_queued) and post the GIF in the
    /// game's channel.
    Replay(GameId),
    /// An analysis of this game is queued: call
    /// [`Analyses::follow_up`](crate::service::Analyses::follow_up)(crate::service::Analyses::follow_up) (it waits until
    /// the analysis is made) and post its reply in the game's channel.
    Analysis(GameId),
}
