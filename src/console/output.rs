//! Printing replies in a terminal: text with `@names`, the board as a diagram, the PNG
//! written to the output folder, and each button's equivalent command.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::users::{Directory, CHANNEL};
use crate::service::{text::utc, Board, Reply, Span, Text};

/// `text` for a terminal: users as `@name`, channels as `#console`, times in UTC, code in
/// backticks, stressed words as they are.
pub fn plain(text: &Text, users: &Directory) -> String {
    let mut out = String::new();
    for span in text.spans() {
        match span {
            Span::Plain(t) | Span::Strong(t) | Span::Name(t) => out.push_str(t),
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
        }
    }
    out
}

/// Where a board's PNG goes: `game-12-ply-3.png` (from Black `game-12-ply-3-black.png`,
/// an analysis graph `game-12-analysis.png`) in `dir`.
pub fn board_path(dir: &Path, board: &Board) -> PathBuf {
    dir.join(format!("{}.png", board.file))
}

/// Prints `reply` and writes its board; a reply only its caller may see says so.
pub fn print(
    out: &mut impl Write,
    reply: &Reply,
    users: &Directory,
    dir: &Path,
) -> std::io::Result<()> {
    let text = plain(&reply.content, users);
    if reply.ephemeral {
        writeln!(out, "(only you can see this) {text}")?;
    } else {
        writeln!(out, "{text}")?;
    }
    if let Some(board) = &reply.board {
        write!(out, "{}", board.diagram)?;
        std::fs::create_dir_all(dir)?;
        let path = board_path(dir, board);
        std::fs::write(&path, &board.png)?;
        writeln!(out, "Board: {}", path.display())?;
    }
    for file in &reply.files {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(&file.name);
        std::fs::write(&path, &file.bytes)?;
        if let Some(text) = file.text() {
            write!(out, "{text}")?;
        }
        writeln!(out, "File: {}", path.display())?;
    }
    for b in &reply.buttons {
        writeln!(out, "[{}] {}", b.label, b.command)?;
    }
    writeln!(out)
}

/// Prints a notice nobody asked for (a reminder, a time forfeit), marked as such.
pub fn print_notice(
    out: &mut impl Write,
    notice: &crate::service::Notice,
    users: &Directory,
    dir: &Path,
) -> std::io::Result<()> {
    let reply = Reply {
        content: notice.text.clone(),
        board: notice.board.clone(),
        mentions: notice.mentions.clone(),
        ..Reply::default()
    };
    write!(out, "[notice] ")?;
    if let Some(dm) = notice.dm {
        write!(
            out,
            "(also by DM to @{}) ",
            users.name(dm).unwrap_or("someone")
        )?;
    }
    print(out, &reply, users, dir)
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
            plain(&text, &users),
            "#1 @bob vs @Breaker in #console @user-99 due 1970-01-01 00:00 UTC"
        );
    }
}
