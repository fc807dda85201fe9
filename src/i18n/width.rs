//! How many columns text takes in a monospace font, for tables in terminals and code
//! blocks: Hangul, CJK ideographs and full-width forms take two (East Asian Wide and
//! Fullwidth, Unicode Standard Annex #11), combining marks none, the rest one.
//!
//! ```
//! use breaker::i18n::{pad, width};
//!
//! assert_eq!(width("alice"), 5);
//! assert_eq!(width("민수"), 4);
//! assert_eq!(format!("{}|", pad("민수", 6)), "민수  |");
//! ```

/// The columns `text` takes.
pub fn width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

/// `text` followed by spaces up to `columns` (as it is when already wider).
pub fn pad(text: &str, columns: usize) -> String {
    let mut out = text.to_string();
    out.push_str(&" ".repeat(columns.saturating_sub(width(text))));
    out
}

/// Spaces up to `columns`, then `text` (right-aligned).
pub fn pad_left(text: &str, columns: usize) -> String {
    format!("{}{text}", " ".repeat(columns.saturating_sub(width(text))))
}

fn char_width(c: char) -> usize {
    let u = c as u32;
    let zero = matches!(u, 0x0300..=0x036F | 0x200B..=0x200F | 0xFE00..=0xFE0F | 0x1160..=0x11FF);
    let wide = matches!(
        u,
        0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xA960..=0xA97F
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE10..=0xFE19
            | 0xFE30..=0xFE6F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
            | 0x1F300..=0x1F64F
            | 0x1F900..=0x1F9FF
            | 0x20000..=0x2FFFD
            | 0x30000..=0x3FFFD
    );
    if zero || c.is_control() {
        0
    } else if wide {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts() {
        assert_eq!(width("Ștefan"), 6);
        assert_eq!(width("Алиса"), 5);
        assert_eq!(width("지훈 (백)"), 9);
        assert_eq!(width("ａ２"), 4);
        assert_eq!(width("e\u{301}"), 1);
    }

    #[test]
    fn padding_aligns_mixed_scripts() {
        let rows = ["alice", "민수", "Алиса"];
        let widest = rows.iter().map(|r| width(r)).max().unwrap();
        let padded: Vec<String> = rows
            .iter()
            .map(|r| format!("{}|", pad(r, widest)))
            .collect();
        assert!(padded.iter().all(|p| width(p) == widest + 1), "{padded:?}");
        assert_eq!(pad_left("민수", 5), " 민수");
    }
}
