//! Printing replies in a terminal: text with `@names`, the board as a diagram, the PNG
//! written to the output folder, and each button's equivalent command.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::users::{Directory, CHANNEL};
use crate::i18n::Locale;
use crate::msg;
use crate::service::{text::utc, Board, Reply, Span, Text};

/// `text` in `locale` for a terminal: users as `@name`, channels as `#console`, times in
/// UTC, code in backticks, stressed words as they are.
pub fn plain(text: &Text, users: &Directory, locale: Locale) -> String {
    let mut out = String::new();
    for span in text.resolve(locale).spans() {
        match span {
            Span::Plain(t) | Span::Strong(t) | Span::Name(t) => out.push_str(t),
            // A table of several lines is printed as it is, its columns lined up.
            Span::Code(t) if t.contains('\n') => out.push_str(t.trim_end_matches('\n')),
            Span::Code(t) => {
                out.push('`');
                out.push_str(t);
                out.push('`');
            }
            Span::User(id) => {
                out.push('@');
                match users.name(*id) {
                    Some(name) => out.push_str(name),
                    None => out.push_str(&format!("user-{id}")),
                }
            }
            Span::Channel(id) if *id == CHANNEL => out.push_str("#console"),
            Span::Channel(id) => match users.channel_name(*id) {
                Some(name) => out.push_str(&format!("#{name}")),
                None => out.push_str(&format!("#channel-{id}")),
            },
            Span::Role(id) => match users.role_name(*id) {
                Some(name) => out.push_str(&format!("@{name}")),
                None => out.push_str(&format!("@role-{id}")),
            },
            Span::Time(ms) => out.push_str(&utc(*ms)),
            Span::Msg(_) => unreachable!("resolved above"),
        }
    }
    out
}

/// Where a board's PNG goes: `game-12-ply-3.png` (from Black `game-12-ply-3-black.png`,
/// an analysis graph `game-12-analysis.png`) in `dir`.
pub fn board_path(dir: &Path, board: &Board) -> PathBuf {
    dir.join(format!("{}.png", board.file))
}

/// Where replies go and in which words: the console's users, the folder for pictures and
/// files, and the language (`breaker play --locale`).
#[derive(Debug, Clone, Copy)]
pub struct Out<'a> {
    pub users: &'a Directory,
    pub dir: &'a Path,
    pub locale: Locale,
}

impl Out<'_> {
    /// `text` in the console's language, as [`plain`] writes it.
    pub fn words(&self, text: &Text) -> String {
        plain(text, self.users, self.locale)
    }
}

/// Prints `reply` and writes its board; a reply only its caller may see says so.
pub fn print(out: &mut impl Write, reply: &Reply, to: Out<'_>) -> std::io::Result<()> {
    let text = to.words(&reply.content);
    if reply.ephemeral {
        writeln!(out, "{}", to.words(&msg!("console-private", text = text)))?;
    } else {
        writeln!(out, "{text}")?;
    }
    if let Some(board) = &reply.board {
        write!(out, "{}", board.diagram)?;
        std::fs::create_dir_all(to.dir)?;
        let path = board_path(to.dir, board);
        std::fs::write(&path, &board.png)?;
        let path = path.display().to_string();
        writeln!(out, "{}", to.words(&msg!("console-board", path = path)))?;
    }
    for file in &reply.files {
        std::fs::create_dir_all(to.dir)?;
        let path = to.dir.join(&file.name);
        std::fs::write(&path, &file.bytes)?;
        if let Some(text) = file.text() {
            write!(out, "{text}")?;
        }
        let path = path.display().to_string();
        writeln!(out, "{}", to.words(&msg!("console-file", path = path)))?;
    }
    for b in &reply.buttons {
        let command = crate::i18n::commands::localize_code(&b.command, to.locale);
        writeln!(out, "[{}] {command}", to.words(&b.label))?;
    }
    if let Some(aside) = &reply.aside {
        let text = to.words(aside);
        writeln!(out, "{}", to.words(&msg!("console-private", text = text)))?;
    }
    writeln!(out)
}

/// Prints a notice nobody asked for (a reminder, a time forfeit), marked as such.
pub fn print_notice(
    out: &mut impl Write,
    notice: &crate::service::Notice,
    to: Out<'_>,
) -> std::io::Result<()> {
    let reply = Reply {
        content: notice.text.clone(),
        board: notice.board.clone(),
        mentions: notice.mentions.clone(),
        ..Reply::default()
    };
    write!(out, "{} ", to.words(&msg!("console-notice")))?;
    if let Some(dm) = notice.dm {
        let name = Span::Name(to.users.name(dm).unwrap_or("someone").to_string());
        write!(out, "{} ", to.words(&msg!("console-dm", name = name)))?;
    }
    print(out, &reply, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_become_names() {
        let mut users = Directory::new();
        let bob = users.user("bob");
        let text = crate::text!(
            "**#1** {} vs {} in {} {} due {}",
            Span::User(bob.id),
            Span::User(1),
            Span::Channel(CHANNEL),
            Span::User(99),
            Span::Time(0)
        );
        assert_eq!(
            plain(&text, &users, Locale::ENGLISH),
            "#1 @bob vs @Breaker in #console @user-99 due 1970-01-01 00:00 UTC"
        );
    }
}
