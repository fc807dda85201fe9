//! User text quoted back in an error, cut to a readable length.
//!
//! ```
//! use breaker::games::echo;
//!
//! assert_eq!(echo("  b2-b3 "), "b2-b3");
//! assert_eq!(echo(&"x".repeat(6000)).chars().count(), 41);
//! ```

/// At most 40 characters of `text`, trimmed, with `…` when cut: an error that echoes a
/// 6 000-character option stays short enough to show.
pub fn echo(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}
