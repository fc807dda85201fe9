//! Players' names in any script on a real board: Korean, Russian and Romanian names
//! drawn with glyphs (not empty boxes), a character no font has drawn as its hex box.
//!
//! `BREAKER_WRITE_DOCS=1 cargo test --lib render::names` also writes the example picture
//! `docs/img/board-names.png`.

use crate::games::{AnyPosition, Color, GameKind};

use super::font::{missing_glyphs, Style, Weight};
use super::geometry::PAD;
use super::header::HEADER_BG;
use super::{board_seen_from, Header};

const KOREAN: &str = "민수";
const RUSSIAN: &str = "Дмитрий";
const ROMANIAN: &str = "Ștefan Țăran";

/// The header's name style and where a left pill's name starts (`header::player`).
const NAME: Style = Style::new(Weight::Bold, 17.0);
const NAME_X: f32 = PAD + 10.0 + 18.0 + 8.0;

fn start() -> AnyPosition {
    AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap()
}

/// The board with `white` and `black` as names, Black to move (so White's pill is plain
/// header background), decoded.
fn picture(white: &str, black: &str) -> image::RgbaImage {
    let (pos, last) = start().play_text("b2-b3").unwrap();
    let header = Header::new(white, black, "Black to move · move 1");
    let png = board_seen_from(&pos, Some(&last), &header, Color::White).unwrap();
    image::load_from_memory(&png).unwrap().to_rgba8()
}

/// Pixels of White's name (left pill) that stand out from the header background.
fn name_ink(img: &image::RgbaImage, name: &str) -> usize {
    let (x0, x1) = (NAME_X as u32, (NAME_X + NAME.width(name)).ceil() as u32);
    let bg = [HEADER_BG.r, HEADER_BG.g, HEADER_BG.b];
    (x0..x1)
        .flat_map(|x| (7..45).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let p = img.get_pixel(x, y).0;
            (0..3).any(|i| p[i].abs_diff(bg[i]) > 60)
        })
        .count()
}

#[test]
fn korean_russian_and_romanian_names_have_glyphs() {
    for name in [
        KOREAN,
        RUSSIAN,
        ROMANIAN,
        "Ana-Maria Ionescu",
        "Ёлка ăâîșț ĂÂÎȘȚ",
    ] {
        assert_eq!(missing_glyphs(name), Vec::<char>::new(), "{name}");
    }
    assert_eq!(missing_glyphs("Ana 🐉"), vec!['🐉']);
    // DejaVu has the emoticons block (😀); other emoji and Hanja get the box.
    assert_eq!(missing_glyphs("😀 🦊 王 🦊"), vec!['🦊', '王']);
    // Joiners and variation selectors are not characters to see.
    assert_eq!(missing_glyphs("a\u{200D}b\u{FE0F}"), Vec::<char>::new());
}

#[test]
fn names_in_every_script_are_drawn_on_the_board() {
    for name in [KOREAN, RUSSIAN, ROMANIAN, "Ana 🐉"] {
        let img = picture(name, "Kestrel");
        let ink = name_ink(&img, name);
        // Each character leaves strokes: far more than a few stray pixels.
        let chars = name.chars().filter(|c| !c.is_whitespace()).count();
        assert!(ink > 25 * chars, "{name}: {ink} pixels of ink");
    }
}

#[test]
fn hangul_leaves_ink_not_empty_boxes() {
    // An empty box (.notdef) is a thin outline; a syllable has several strokes inside.
    let img = picture(KOREAN, "Kestrel");
    let x0 = NAME_X as u32;
    let w = NAME.width("민") as u32;
    // The middle third of the first syllable's cell: inside a .notdef box it is blank.
    let inside = (x0 + w / 3..x0 + 2 * w / 3)
        .flat_map(|x| (14..38).map(move |y| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y).0[0] > 120)
        .count();
    assert!(inside > 20, "{inside}");
}

#[test]
fn different_missing_characters_look_different() {
    let dragon = picture("Ana 🐉", "Kestrel");
    let fox = picture("Ana 🦊", "Kestrel");
    assert_eq!(dragon.dimensions(), fox.dimensions());
    let differ = dragon
        .pixels()
        .zip(fox.pixels())
        .filter(|(a, b)| a != b)
        .count();
    assert!(differ > 20, "{differ} pixels differ");
    // And the box is not what an empty name looks like.
    assert!(name_ink(&dragon, "Ana 🐉") > name_ink(&picture("Ana", "Kestrel"), "Ana") + 20);
}

#[test]
fn fallback_glyphs_have_width() {
    for weight in [Weight::Regular, Weight::Bold] {
        let style = Style::new(weight, 17.0);
        for (mixed, latin) in [
            ("Ana 민수", "Ana "),
            ("Ana 🐉", "Ana "),
            ("Ștefan Дмитрий", "Ștefan "),
        ] {
            let (w, l) = (style.width(mixed), style.width(latin));
            assert!(w > l + style.size, "{weight:?} {mixed}: {w} vs {l}");
        }
        // A syllable is about an em wide, each the same.
        let one = style.width("민");
        assert!(
            (0.8 * style.size..1.05 * style.size).contains(&one),
            "{one}"
        );
        assert!((style.width("민수") - 2.0 * one).abs() < 0.01);
        // What width says is what drawing advances.
        let mut canvas = super::canvas::Canvas::new(400, 40, HEADER_BG).unwrap();
        for text in [KOREAN, RUSSIAN, ROMANIAN, "Ana 🐉 민수 Țăran"] {
            let drawn = style.draw(&mut canvas, text, 2.0, 30.0, super::canvas::rgb(0, 0, 0));
            assert!((drawn - style.width(text)).abs() < 0.01, "{text}");
        }
    }
}

#[test]
fn an_example_picture_of_names() {
    let pos = start();
    let mut header = Header::new(
        "민수 Minsu",
        "Дмитрий 🐉",
        "Ștefan Țăran watching · 민수 to move · move 1",
    );
    header.away.push(Color::Black);
    let png = board_seen_from(&pos, None, &header, Color::White).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    if std::env::var_os("BREAKER_WRITE_DOCS").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/img/board-names.png");
        std::fs::create_dir_all(std::path::Path::new(path).parent().unwrap()).unwrap();
        std::fs::write(path, &png).unwrap();
    }
}

#[test]
fn words_in_another_language_reach_pictures_and_diagrams() {
    use super::{text_diagram_finished, Words};
    let korean = Words {
        white: "백".into(),
        black: "흑".into(),
        tag_to_move: "차례".into(),
        score_title: "점수".into(),
        no_replacement: "이번 차례에는 교체할 수 없음".into(),
        diagram_to_move: "{side} 차례.".into(),
        ..Words::default()
    };
    let breach = AnyPosition::start(GameKind::Breach, Some("9")).unwrap();
    let english = Header::new("민수", "", "");
    let translated = english.clone().with_words(korean.clone());
    let draw = |h: &Header| board_seen_from(&breach, None, h, Color::White).unwrap();
    let (a, b) = (draw(&english), draw(&translated));
    assert_ne!(a, b);
    // English words are the default: the same bytes as a header built without them.
    assert_eq!(a, draw(&english.clone().with_words(Words::default())));
    // And the base layer (the English track title) is not changed by the other picture.
    assert_eq!(a, draw(&english));
    for words in [&korean] {
        for text in [&words.white, &words.tag_to_move, &words.score_title] {
            assert_eq!(missing_glyphs(text), Vec::<char>::new(), "{text}");
        }
    }
    let diagram = text_diagram_finished(&breach, None, Color::White, &translated);
    assert!(diagram.ends_with("백 차례.\n"), "{diagram}");
    if std::env::var_os("BREAKER_WRITE_DOCS").is_some() {
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/target/board-words-ko.png"),
            &b,
        )
        .unwrap();
    }
}
