//! Moves as players type them on their own keyboards, read as the Latin notation they
//! mean: Cyrillic letters that look Latin (`а2-а3`), full-width forms from an East Asian
//! input method (`ａ２－ａ３`), Korean keys typed with the Hangul layout on (`ㅁ2-ㅁ3`), en
//! and em dashes, and `×` for a capture.
//!
//! ```
//! use breaker::games::latin;
//!
//! assert_eq!(latin("а2-а3"), "a2-a3"); // Cyrillic а
//! assert_eq!(latin("b2–b3"), "b2-b3"); // en dash
//! assert_eq!(latin("ａ２－ａ３"), "a2-a3");
//! assert_eq!(latin("ㅊ4×ㅇ5"), "c4xd5");
//! assert_eq!(latin("e5 f6"), "e5 f6"); // already Latin: borrowed as it is
//! ```

use std::borrow::Cow;

/// `text` with every look-alike replaced by the Latin character it stands for.
pub fn latin(text: &str) -> Cow<'_, str> {
    if text.is_ascii() {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(|c| one(c).unwrap_or(c)).collect())
}

/// Whether `text` holds letters that are not Latin even after [`latin`]: a move written in
/// another script, for the refusal to say that moves are written in Latin letters.
pub fn has_foreign_letters(text: &str) -> bool {
    latin(text)
        .chars()
        .any(|c| c.is_alphabetic() && !c.is_ascii_alphabetic())
}

fn one(c: char) -> Option<char> {
    Some(match c {
        // Cyrillic letters shaped like Latin ones, lower and upper case.
        'а' => 'a',
        'в' | 'В' => 'b',
        'е' => 'e',
        'к' => 'k',
        'м' => 'm',
        'н' | 'Н' => 'h',
        'о' => 'o',
        'р' => 'p',
        'с' => 'c',
        'т' | 'Т' => 't',
        'у' => 'y',
        'х' => 'x',
        'А' => 'A',
        'Е' => 'E',
        'К' => 'K',
        'М' => 'M',
        'О' => 'O',
        'Р' => 'P',
        'С' => 'C',
        'Х' => 'X',
        'У' => 'Y',
        // Dashes and minus signs; the multiplication sign for a capture.
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' => '-',
        '×' => 'x',
        '\u{3000}' => ' ',
        // Full-width ASCII (U+FF01–FF5E).
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0)?,
        // A Latin key pressed with the Korean (두벌식) layout on gives its jamo.
        'ㅁ' => 'a',
        'ㅠ' => 'b',
        'ㅊ' => 'c',
        'ㅇ' => 'd',
        'ㄷ' => 'e',
        'ㄹ' => 'f',
        'ㅎ' => 'g',
        'ㅗ' => 'h',
        'ㅑ' => 'i',
        'ㅓ' => 'j',
        'ㅏ' => 'k',
        'ㅣ' => 'l',
        'ㅡ' => 'm',
        'ㅜ' => 'n',
        'ㅐ' => 'o',
        'ㅔ' => 'p',
        'ㅂ' => 'q',
        'ㄱ' => 'r',
        'ㄴ' => 's',
        'ㅅ' => 't',
        'ㅕ' => 'u',
        'ㅍ' => 'v',
        'ㅈ' => 'w',
        'ㅌ' => 'x',
        'ㅛ' => 'y',
        'ㅋ' => 'z',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_cyrillic_lookalike() {
        assert_eq!(latin("авекмнорстух"), "abekmhopctyx");
        assert_eq!(latin("АВЕКМНОРСТУХ"), "AbEKMhOPCtYX");
    }

    #[test]
    fn dashes_and_full_width() {
        assert_eq!(latin("b2—b3"), "b2-b3");
        assert_eq!(latin("b2−b3"), "b2-b3");
        assert_eq!(latin("ｂ２ｘｃ３"), "b2xc3");
        assert_eq!(latin("ｅ５\u{3000}ｆ６"), "e5 f6");
    }

    #[test]
    fn foreign_letters_left_are_found() {
        assert!(has_foreign_letters("б2-б3"));
        assert!(has_foreign_letters("가2"));
        assert!(!has_foreign_letters("а2-а3"));
        assert!(!has_foreign_letters("b2-b3"));
    }
}
