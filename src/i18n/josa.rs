//! Korean particles (조사) chosen from the word they follow, as a Korean writer does: `이/가`
//! after a final consonant (받침) or a vowel, `으로/로` where ㄹ counts as a vowel. Translations
//! call it through Fluent as `{ JOSA($game, "은/는") }`, never guessing with a bracket.
//!
//! ```
//! use breaker::i18n::josa::{attach, Ending};
//!
//! assert_eq!(attach("민수", "이/가"), "민수가");
//! assert_eq!(attach("#2", "은/는"), "#2는"); // 이 (two) ends in a vowel
//! assert_eq!(attach("b2xc3", "을/를"), "b2xc3을"); // 삼 (three) ends in ㅁ
//! assert_eq!(attach("서울", "으로/로"), "서울로"); // ㄹ takes 로
//! assert_eq!(Ending::of("Breakthrough"), Some(Ending::Vowel));
//! ```

/// How a word ends, as far as particles care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// No final consonant: 가, 는, 를, 와, 로.
    Vowel,
    /// A final consonant other than ㄹ: 이, 은, 을, 과, 으로.
    Consonant,
    /// A final ㄹ: a consonant for every particle but `으로/로`, which takes 로.
    Rieul,
}

impl Ending {
    /// The ending of `word` as a Korean reader says it: the last letter or digit that is
    /// read (a bracketed aside, quotes and punctuation are skipped). `None` when nothing in
    /// the word is read (an empty word, only symbols).
    pub fn of(word: &str) -> Option<Ending> {
        // A bracketed aside is not read before the particle: 봄 대회(번호 1)를.
        let word = word.trim_end();
        if let Some(open) = word.strip_suffix(')').and_then(|w| w.rfind('(')) {
            if open > 0 {
                return Ending::of(&word[..open]);
            }
        }
        let trimmed = word.trim_end_matches(|c: char| !c.is_alphanumeric());
        let last = trimmed.chars().next_back()?;
        if ('\u{AC00}'..='\u{D7A3}').contains(&last) {
            return Some(match (last as u32 - 0xAC00) % 28 {
                0 => Ending::Vowel,
                8 => Ending::Rieul,
                _ => Ending::Consonant,
            });
        }
        if last.is_ascii_digit() {
            return Some(number_ending(trimmed));
        }
        if last.is_ascii_alphabetic() {
            return Some(latin_ending(trimmed));
        }
        cyrillic_ending(last)
    }
}

/// A number read in Sino-Korean: 일(ㄹ) 이 삼(ㅁ) 사 오 육(ㄱ) 칠(ㄹ) 팔(ㄹ) 구; a number ending
/// in zero is read by its last non-zero place: 십, 백, 천, 만, all closed by a consonant, and
/// zero itself is 영.
fn number_ending(word: &str) -> Ending {
    let digits: String = word
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    match digits.chars().next() {
        Some('2' | '4' | '5' | '9') => Ending::Vowel,
        Some('1' | '7' | '8') => Ending::Rieul,
        _ => Ending::Consonant,
    }
}

/// A Latin word as Koreans transcribe it: a final l is ㄹ; m, n, ng, and k, ck, p, t after
/// one short vowel close the syllable (Cup 컵); every other ending gets a vowel (Mike 마이크,
/// Robert 로버트). Single letters are read by their names.
fn latin_ending(word: &str) -> Ending {
    let lower = word.to_ascii_lowercase();
    let letters: Vec<char> = lower
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect();
    if letters.len() == 1 {
        // Letter names: 엘 (l), 엠 (m), 엔 (n), 알 (r); the rest end in a vowel.
        return match letters[0] {
            'l' | 'r' => Ending::Rieul,
            'm' | 'n' => Ending::Consonant,
            _ => Ending::Vowel,
        };
    }
    let vowel = |c: Option<&char>| c.is_some_and(|c| "aeiou".contains(*c));
    match letters[0] {
        'l' => Ending::Rieul,
        // A consonant and a silent e after it: Google 구글, purple 퍼플.
        'e' if letters.get(1) == Some(&'l') && !vowel(letters.get(2)) => Ending::Rieul,
        'm' | 'n' => Ending::Consonant,
        'g' if letters.get(1) == Some(&'n') => Ending::Consonant,
        // A short closed syllable keeps its stop: Cup 컵, Robot 로봇, Jack 잭.
        'p' | 'k' | 't' if vowel(letters.get(1)) && !vowel(letters.get(2)) => Ending::Consonant,
        'k' if letters.get(1) == Some(&'c') => Ending::Consonant,
        _ => Ending::Vowel,
    }
}

/// A Cyrillic name as Koreans transcribe it: vowels and й end open; л is ㄹ; м, н close;
/// other consonants get a vowel (Борис 보리스).
fn cyrillic_ending(last: char) -> Option<Ending> {
    let c = last.to_lowercase().next()?;
    Some(match c {
        'л' => Ending::Rieul,
        'м' | 'н' => Ending::Consonant,
        'а'..='я' | 'ё' | 'ă' | 'â' | 'î' | 'ș' | 'ț' => Ending::Vowel,
        _ if c.is_alphabetic() => Ending::Vowel,
        _ => return None,
    })
}

/// The particle of a pair (`"이/가"`: after a consonant first, after a vowel second) for a
/// word ending so. `None` for a pair that is not `a/b`.
pub fn particle(pair: &str, ending: Ending) -> Option<&str> {
    let (closed, open) = pair.split_once('/')?;
    Some(match ending {
        Ending::Vowel => open,
        Ending::Rieul if closed == "으로" || closed.starts_with("으로") => open,
        Ending::Rieul | Ending::Consonant => closed,
    })
}

/// `word` followed by the right particle of `pair`. A word whose ending cannot be read
/// keeps both forms, the closed one bracketed (`이(가)`), which the translation lint
/// refuses: it means a particle was put after something that has no sound (a mention).
pub fn attach(word: &str, pair: &str) -> String {
    match (Ending::of(word), pair.split_once('/')) {
        (Some(e), _) => format!("{word}{}", particle(pair, e).unwrap_or(pair)),
        (None, Some((closed, open))) => format!("{word}{closed}({open})"),
        (None, None) => format!("{word}{pair}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hangul_final_consonants() {
        assert_eq!(attach("민수", "이/가"), "민수가");
        assert_eq!(attach("지훈", "이/가"), "지훈이");
        assert_eq!(attach("봄 대회", "을/를"), "봄 대회를");
        assert_eq!(attach("리그", "은/는"), "리그는");
        assert_eq!(attach("흑", "이/가"), "흑이");
        assert_eq!(attach("백", "과/와"), "백과");
        assert_eq!(attach("대국", "으로/로"), "대국으로");
        assert_eq!(attach("하루", "으로/로"), "하루로");
    }

    #[test]
    fn rieul_takes_ro_but_closed_forms_otherwise() {
        assert_eq!(attach("서울", "으로/로"), "서울로");
        assert_eq!(attach("서울", "이/가"), "서울이");
        assert_eq!(attach("레일", "을/를"), "레일을");
        assert_eq!(attach("1", "으로/로"), "1로");
        assert_eq!(attach("1", "이/가"), "1이");
    }

    #[test]
    fn numbers_as_read() {
        // 영 일 이 삼 사 오 육 칠 팔 구
        let expect = ["은", "은", "는", "은", "는", "는", "은", "은", "은", "는"];
        for (d, want) in expect.iter().enumerate() {
            assert_eq!(attach(&d.to_string(), "은/는"), format!("{d}{want}"), "{d}");
        }
        assert_eq!(attach("10", "이/가"), "10이"); // 십
        assert_eq!(attach("100", "이/가"), "100이"); // 백
        assert_eq!(attach("1000", "이/가"), "1000이"); // 천
        assert_eq!(attach("20", "으로/로"), "20으로");
        assert_eq!(attach("22", "으로/로"), "22로");
        assert_eq!(attach("101", "으로/로"), "101로");
        assert_eq!(attach("#2", "은/는"), "#2는");
        assert_eq!(attach("#13", "은/는"), "#13은");
    }

    #[test]
    fn moves_and_codes_end_in_a_digit() {
        assert_eq!(attach("a2-a4", "은/는"), "a2-a4는");
        assert_eq!(attach("b2xc3", "을/를"), "b2xc3을");
        assert_eq!(attach("e5 f6", "을/를"), "e5 f6을");
        assert_eq!(attach("`c4-c3`", "을/를"), "`c4-c3`을");
    }

    #[test]
    fn latin_and_cyrillic_names() {
        assert_eq!(attach("alice", "이/가"), "alice가");
        assert_eq!(attach("Bill", "으로/로"), "Bill로");
        assert_eq!(attach("Bill", "이/가"), "Bill이");
        assert_eq!(attach("John", "은/는"), "John은");
        assert_eq!(attach("Spring Cup", "을/를"), "Spring Cup을");
        assert_eq!(attach("purple", "은/는"), "purple은");
        assert_eq!(attach("Google", "으로/로"), "Google로");
        assert_eq!(attach("Kate", "이/가"), "Kate가");
        assert_eq!(attach("Борис", "이/가"), "Борис가");
        assert_eq!(attach("Степан", "이/가"), "Степан이");
        assert_eq!(attach("Ștefan", "이/가"), "Ștefan이");
    }

    #[test]
    fn punctuation_after_the_word_is_skipped() {
        assert_eq!(attach("봄 대회(번호 1)", "을/를"), "봄 대회(번호 1)를");
        assert_eq!(attach("\"민수\"", "이/가"), "\"민수\"가");
    }

    #[test]
    fn unreadable_endings_keep_both_forms_for_the_lint() {
        assert_eq!(attach("", "이/가"), "이(가)");
        assert_eq!(attach("🙂", "을/를"), "🙂을(를)");
        assert_eq!(Ending::of("?!"), None);
    }
}
