//! Printing replies in a terminal: text with `@names`, the board as a diagram, the PNG
//! written to the output folder, and each button's equivalent command.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::users::{Directory, CHANNEL};
use crate::service::{Board, Reply};

/// Replaces `<@id>` with `@name` and `<#id>` with `#channel`, and drops `**` bold marks.
pub fn plain(text: &str, users: &Directory) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let token = tail.find('>').map(|end| (&tail[1..end], end));
        match token.and_then(|(inner, end)| resolve(inner, users).map(|t| (t, end))) {
            Some((shown, end)) => {
                out.push_str(&shown);
                rest = &tail[end + 1..];
            }
            None => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out.replace("**", "")
}

fn resolve(inner: &str, users: &Directory) -> Option<String> {
    if let Some(id) = inner.strip_prefix('@') {
        let id: u64 = id.parse().ok()?;
        return Some(format!(
            "@{}",
            users
                .name(id)
                .map_or_else(|| format!("user-{id}"), str::to_string)
        ));
    }
    let id: u64 = inner.strip_prefix('#')?.parse().ok()?;
    Some(if id == CHANNEL {
        "#console".to_string()
    } else {
        format!("#channel-{id}")
    })
}

/// Where a board's PNG goes: `game-12-ply-3.png` in `dir`.
pub fn board_path(dir: &Path, board: &Board) -> PathBuf {
    dir.join(format!("game-{}-ply-{}.png", board.game, board.ply))
}

/// Prints `reply` for `viewer` (the user who typed the command) and writes its board.
pub fn print(
    out: &mut impl Write,
    reply: &Reply,
    viewer: &str,
    users: &Directory,
    dir: &Path,
) -> std::io::Result<()> {
    let text = plain(&reply.content, users);
    if reply.ephemeral {
        writeln!(out, "(only {viewer} sees this) {text}")?;
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
    for b in &reply.buttons {
        writeln!(out, "[{}] {}", b.label, b.command)?;
    }
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_become_names() {
        let mut users = Directory::new();
        let bob = users.user("bob");
        let text = format!("**#1** <@{}> vs <@1> in <#{CHANNEL}> <@99> <x> <@", bob.id);
        assert_eq!(
            plain(&text, &users),
            "#1 @bob vs @Breaker in #console @user-99 <x> <@"
        );
    }
}
