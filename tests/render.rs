//! Board images through the public API: decode the PNG, check its size against
//! `render::Layout`, and sample pixels at known squares.

use breaker::games::{breach, breakthrough, AnyMove, AnyPosition, Color, Game, GameKind, Square};
use breaker::render::{self, Header, Layout, RenderError};
use image::RgbImage;

fn header() -> Header {
    Header::new("Kestrel", "amaryllis_42", "Black to move · move 12")
}

/// A deterministic pseudo-random game of up to `plies` moves; returns the position and
/// the move that led to it.
fn playout<G: Game>(mut pos: G, plies: usize, seed: u64) -> (G, Option<G::Move>) {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut last = None;
    let mut moves = Vec::new();
    for _ in 0..plies {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = moves[(state >> 33) as usize % moves.len()];
        pos = pos.play(mv).unwrap();
        last = Some(mv);
    }
    (pos, last)
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("a valid PNG").to_rgb8()
}

fn px(img: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    img.get_pixel(x as u32, y as u32).0
}

fn luma([r, g, b]: [u8; 3]) -> u32 {
    (r as u32 * 3 + g as u32 * 6 + b as u32) / 10
}

/// A pixel near the top-left corner of a square, clear of any piece.
fn corner(layout: &Layout, sq: Square) -> (f32, f32) {
    let r = layout.square_rect(sq).unwrap();
    (r.x + 3.0, r.y + 3.0)
}

#[test]
fn breakthrough_boards_at_several_sizes() {
    for (w, h, plies) in [(2, 4, 1), (8, 8, 9), (16, 16, 25), (5, 7, 7)] {
        let start = breakthrough::Position::new(w, h).unwrap();
        let (pos, last) = playout(start, plies, 7);
        let last = last.unwrap();
        let png = render::breakthrough(&pos, Some(last), &header()).unwrap();
        let img = decode(&png);
        let layout = Layout::breakthrough(w, h).unwrap();
        assert_eq!(
            (img.width(), img.height()),
            (layout.width, layout.height),
            "{w}x{h}"
        );
        assert!(
            (500..=900).contains(&img.width()),
            "{w}x{h}: width {}",
            img.width()
        );
        assert!(png.len() < 150_000, "{w}x{h}: {} bytes", png.len());

        let mut seen = [false; 2];
        for rank in 0..h {
            for file in 0..w {
                let sq = Square::new(file, rank);
                let centre = px(&img, layout.square_center(sq).unwrap());
                match pos.piece_at(sq) {
                    Some(Color::White) => {
                        assert!(luma(centre) > 200, "{w}x{h} {sq}: white piece {centre:?}");
                        seen[0] = true;
                    }
                    Some(Color::Black) => {
                        assert!(luma(centre) < 90, "{w}x{h} {sq}: black piece {centre:?}");
                        seen[1] = true;
                    }
                    None => {
                        // An empty square is flat: its centre is its corner colour.
                        assert_eq!(centre, px(&img, corner(&layout, sq)), "{w}x{h} {sq}");
                    }
                }
            }
        }
        assert_eq!(seen, [true, true], "{w}x{h}: both colours drawn");

        // The last move's squares are tinted: unlike any plain square of their colour.
        let plain = |dark: bool| {
            (0..h)
                .flat_map(|r| (0..w).map(move |f| Square::new(f, r)))
                .find(|&sq| {
                    ((sq.file + sq.rank) % 2 == 0) == dark && sq != last.from() && sq != last.to()
                })
                .map(|sq| px(&img, corner(&layout, sq)))
        };
        let (dark, light) = (plain(true).unwrap(), plain(false).unwrap());
        assert_ne!(dark, light, "{w}x{h}: chequered");
        assert!(luma(light) > luma(dark));
        for sq in [last.from(), last.to()] {
            let tint = px(&img, corner(&layout, sq));
            assert_ne!(tint, dark, "{w}x{h} {sq}");
            assert_ne!(tint, light, "{w}x{h} {sq}");
        }
        // Without a last move, the from-square is plain again.
        let png = render::breakthrough(&pos, None, &header()).unwrap();
        let plain_img = decode(&png);
        let from = last.from();
        let expected = if (from.file + from.rank) % 2 == 0 {
            dark
        } else {
            light
        };
        assert_eq!(px(&plain_img, corner(&layout, from)), expected, "{w}x{h}");
    }
}

#[test]
fn breakthrough_header_and_coordinates_are_drawn() {
    let pos = breakthrough::Position::new(8, 8).unwrap();
    let img = decode(&render::breakthrough(&pos, None, &header()).unwrap());
    let layout = Layout::breakthrough(8, 8).unwrap();
    let header = layout.header_rect();
    let board = layout.board_rect();
    // Some bright text pixels in the header and in the coordinate band left of rank 1.
    let bright_in = |x0: f32, y0: f32, x1: f32, y1: f32| {
        (x0 as u32..x1 as u32)
            .flat_map(|x| (y0 as u32..y1 as u32).map(move |y| (x, y)))
            .filter(|&(x, y)| luma(img.get_pixel(x, y).0) > 170)
            .count()
    };
    assert!(bright_in(header.x, header.y, header.w, header.h) > 200);
    let (_, y1) = layout.square_center(Square::new(0, 0)).unwrap();
    assert!(
        bright_in(0.0, y1 - 12.0, board.x - 2.0, y1 + 12.0) > 10,
        "rank label 1"
    );
    assert_eq!(bright_in(0.0, y1 + 12.0, board.x - 2.0, y1 + 20.0), 0);
}

/// A Breach game played until the side to move holds the replacement option, then one
/// replacement move.
fn breach_with_replacement(n: u8) -> (breach::Position, breach::Move) {
    let mut pos = breach::Position::new(n).unwrap();
    let mut moves = Vec::new();
    let mut seed = 11u64;
    loop {
        pos.legal_moves(&mut moves);
        assert!(!moves.is_empty(), "the game ended before an option came up");
        if pos.has_option() {
            let mv = moves
                .iter()
                .copied()
                .find(|m| m.replaced().is_some())
                .unwrap();
            return (pos.play(mv).unwrap(), mv);
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = moves[(seed >> 33) as usize % moves.len()];
        pos = pos.play(mv).unwrap();
    }
}

fn amber_pixels(img: &RgbImage, layout: &Layout) -> usize {
    let f = layout.footer_rect().unwrap();
    (f.x as u32..(f.x + f.w) as u32)
        .flat_map(|x| (f.y as u32..(f.y + f.h) as u32).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b] = img.get_pixel(x, y).0;
            r > 230 && (180..=215).contains(&g) && b < 110
        })
        .count()
}

#[test]
fn breach_boards_at_several_sizes() {
    for n in [5u8, 10, 19] {
        let (pos, last) = breach_with_replacement(n);
        let png = render::breach(&pos, Some(last), &header()).unwrap();
        let img = decode(&png);
        let layout = Layout::breach(n).unwrap();
        assert_eq!(
            (img.width(), img.height()),
            (layout.width, layout.height),
            "{n}"
        );
        assert!(
            (500..=900).contains(&img.width()),
            "{n}: width {}",
            img.width()
        );
        assert!(png.len() < 150_000, "{n}: {} bytes", png.len());

        // Stones by colour; empty points show wood just off the grid lines.
        let off = layout.cell * 0.25;
        let marked = |sq: Square| last.placed().any(|p| p == sq) || last.replaced() == Some(sq);
        for rank in 0..n {
            for file in 0..n {
                let sq = Square::new(file, rank);
                let (x, y) = layout.square_center(sq).unwrap();
                let sample = px(&img, (x + off, y + off));
                match pos.stone_at(sq) {
                    Some(Color::White) => assert!(luma(sample) > 190, "{n} {sq}: {sample:?}"),
                    Some(Color::Black) => assert!(luma(sample) < 90, "{n} {sq}: {sample:?}"),
                    None => {
                        let [r, g, b] = sample;
                        assert!(r > 190 && g > 140 && b < 140, "{n} {sq}: wood {sample:?}");
                    }
                }
                if !marked(sq) && pos.stone_at(sq).is_some() {
                    // Unmarked stones have no red or blue in the middle.
                    let [r, g, b] = px(&img, (x + layout.piece_radius() * 0.42, y));
                    assert!(!(r > 180 && g < 100), "{n} {sq}");
                    assert!(!(b > 200 && r < 100), "{n} {sq}");
                }
            }
        }

        // Placed stones are ringed in red; the replaced stone has a blue square.
        for sq in last.placed() {
            let (x, y) = layout.square_center(sq).unwrap();
            let [r, g, _] = px(&img, (x + layout.piece_radius() * 0.42, y));
            assert!(r > 180 && g < 100, "{n} {sq}: red ring");
        }
        let rep = last.replaced().unwrap();
        let (x, y) = layout.square_center(rep).unwrap();
        let [r, _, b] = px(&img, (x + layout.piece_radius() * 0.36, y));
        assert!(b > 200 && r < 100, "{n} {rep}: blue square");

        // Markers on the track at their scores (0 = the off-track slot).
        for color in Color::BOTH {
            let score = pos.marker(color);
            let centre = px(&img, layout.marker_center(color, score).unwrap());
            match color {
                Color::White => assert!(luma(centre) > 200, "{n}: White marker at {score}"),
                Color::Black => assert!(luma(centre) < 90, "{n}: Black marker at {score}"),
            }
            // No marker at a score where neither stands.
            let empty =
                (2..=n).find(|&s| s != pos.marker(Color::White) && s != pos.marker(Color::Black));
            if let Some(s) = empty {
                let [r, g, b] = px(&img, layout.marker_center(color, s).unwrap());
                assert!(
                    r < 120 && g < 120 && b < 120 && r > 40,
                    "{n}: slot {s} empty"
                );
            }
        }

        // The option note appears exactly when the side to move holds the option.
        let amber = amber_pixels(&img, &layout);
        if pos.has_option() {
            assert!(amber > 500, "{n}: option note {amber}");
        } else {
            assert_eq!(amber, 0, "{n}");
        }
    }
}

#[test]
fn breach_option_note_shows() {
    // Black's first turn: two adjacent stones make a row of 2; White holds the option.
    let pos = breach::Position::new(10).unwrap();
    let pos = pos.play(pos.parse_move("e5").unwrap()).unwrap();
    let mv = pos.parse_move("f6 g7").unwrap();
    let pos = pos.play(mv).unwrap();
    assert!(pos.has_option());
    let layout = Layout::breach(10).unwrap();
    let img = decode(&render::breach(&pos, Some(mv), &header()).unwrap());
    assert!(amber_pixels(&img, &layout) > 500);
    let black = px(&img, layout.marker_center(Color::Black, 2).unwrap());
    let white = px(&img, layout.marker_center(Color::White, 0).unwrap());
    assert!(luma(black) < 90 && luma(white) > 200, "{black:?} {white:?}");

    let empty = breach::Position::new(10).unwrap();
    let img = decode(&render::breach(&empty, None, &header()).unwrap());
    assert_eq!(amber_pixels(&img, &layout), 0);
}

#[test]
fn any_position_dispatch_and_determinism() {
    for (kind, size) in [(GameKind::Breakthrough, "6x9"), (GameKind::Breach, "7")] {
        let start = AnyPosition::start(kind, Some(size)).unwrap();
        let mv = start.legal_moves()[0];
        let pos = start.play(mv).unwrap();
        let a = render::board(&pos, Some(&mv), &header()).unwrap();
        let b = render::board(&pos, Some(&mv), &header()).unwrap();
        assert_eq!(a, b, "deterministic");
        let layout = render::layout(&pos).unwrap();
        let img = decode(&a);
        assert_eq!((img.width(), img.height()), (layout.width, layout.height));
        assert!(render::text_diagram(&pos, Some(&mv)).contains(&mv.to_string()));
    }
    let bt = AnyPosition::start(GameKind::Breakthrough, None).unwrap();
    let br = AnyPosition::start(GameKind::Breach, None).unwrap();
    let br_move: AnyMove = br.legal_moves()[0];
    assert_eq!(
        render::board(&bt, Some(&br_move), &header()),
        Err(RenderError::WrongGame)
    );
}

#[test]
fn odd_headers_do_not_break_rendering() {
    let pos = breakthrough::Position::new(2, 4).unwrap();
    for h in [
        Header::default(),
        Header::new("x".repeat(200), "名前 with ünïcödé 🎲", "s".repeat(300)),
        Header::new("\n\t", "  ", "line\nbreak"),
    ] {
        let png = render::breakthrough(&pos, None, &h).unwrap();
        let img = decode(&png);
        assert_eq!(img.width(), Layout::breakthrough(2, 4).unwrap().width);
    }
}

#[test]
fn finished_games_render() {
    // A Breakthrough game played to the end, and a full Breach board.
    let (bt, last) = playout(breakthrough::Position::new(5, 5).unwrap(), 400, 3);
    assert!(bt.outcome().is_over());
    render::breakthrough(&bt, last, &header()).unwrap();
    let (br, last) = playout(breach::Position::new(5).unwrap(), 400, 3);
    assert!(br.outcome().is_over());
    render::breach(&br, last, &header()).unwrap();
    assert!(
        render::breach_text(&br, last).contains("wins")
            || render::breach_text(&br, last).contains("draw")
    );
}

#[test]
fn text_diagrams() {
    let pos = breakthrough::Position::new(3, 5).unwrap();
    let mv = pos.parse_move("a2-a3").unwrap();
    let next = pos.play(mv).unwrap();
    assert_eq!(
        render::breakthrough_text(&next, Some(mv)),
        "5  B B B\n4  B B B\n3 [W]. .\n2 [.]W W\n1  W W W\n   a b c\nLast move: a2-a3\nBlack to move.\n"
    );

    let pos = breach::Position::new(5).unwrap();
    let pos = pos.play(pos.parse_move("c3").unwrap()).unwrap();
    let mv = pos.parse_move("a1 b1").unwrap();
    let pos = pos.play(mv).unwrap();
    let text = render::breach_text(&pos, Some(mv));
    assert!(text.contains("\n1 (B|B). . .\n"), "{text}");
    assert!(
        text.contains("Score: White 0, Black 2 (record 2 of 5)"),
        "{text}"
    );
    assert!(
        text.contains("White may replace a stone this turn."),
        "{text}"
    );
}

/// Writes sample boards to /tmp/render-samples and prints sizes and timings:
/// `cargo test --release --test render -- --ignored --nocapture`.
#[test]
#[ignore]
fn samples_and_timing() {
    use std::time::Instant;
    let dir = std::path::Path::new("/tmp/render-samples");
    std::fs::create_dir_all(dir).unwrap();
    let save = |name: &str, png: &[u8]| {
        std::fs::write(dir.join(name), png).unwrap();
        println!("{name}: {} bytes", png.len());
    };
    for (w, h, plies) in [
        (8, 8, 24),
        (2, 4, 1),
        (16, 16, 60),
        (5, 7, 10),
        (16, 4, 3),
        (3, 16, 12),
    ] {
        let (pos, last) = playout(breakthrough::Position::new(w, h).unwrap(), plies, 5);
        let status = format!("{} to move · move {}", pos.turn(), plies / 2 + 1);
        let h2 = Header::new("Kestrel", "amaryllis_42", status);
        save(
            &format!("breakthrough-{w}x{h}.png"),
            &render::breakthrough(&pos, last, &h2).unwrap(),
        );
    }
    let (pos, last) = playout(breakthrough::Position::new(6, 6).unwrap(), 400, 9);
    let h2 = Header::new(
        "Kestrel",
        "AI level 5",
        "Black wins: a piece reached rank 1",
    );
    save(
        "breakthrough-6x6-over.png",
        &render::breakthrough(&pos, last, &h2).unwrap(),
    );
    for n in [5u8, 10, 13, 19] {
        let plies = n as usize * n as usize / 5;
        let (pos, last) = playout(breach::Position::new(n).unwrap(), plies, n as u64);
        let status = format!("{} to move", pos.turn());
        let h2 = Header::new("Kestrel", "amaryllis_42", status);
        save(
            &format!("breach-{n}.png"),
            &render::breach(&pos, last, &h2).unwrap(),
        );
    }
    for n in [10u8, 19] {
        let (pos, last) = playout(breach::Position::new(n).unwrap(), 1000, 1);
        assert!(pos.outcome().is_over());
        let status = format!(
            "{} wins",
            pos.outcome().winner().map_or("Nobody", |c| c.name())
        );
        let h2 = Header::new("Kestrel", "amaryllis_42", status);
        save(
            &format!("breach-{n}-over.png"),
            &render::breach(&pos, last, &h2).unwrap(),
        );
    }
    let (pos, last) = breach_with_replacement(10);
    save(
        "breach-10-replaced.png",
        &render::breach(&pos, Some(last), &header()).unwrap(),
    );
    let pos = breach::Position::new(10).unwrap();
    let pos = pos.play(pos.parse_move("e5").unwrap()).unwrap();
    let mv = pos.parse_move("f6 g7").unwrap();
    let pos = pos.play(mv).unwrap();
    save(
        "breach-10-option.png",
        &render::breach(&pos, Some(mv), &header()).unwrap(),
    );
    println!("{}", render::breach_text(&pos, Some(mv)));

    let (bt, bt_last) = playout(breakthrough::Position::new(8, 8).unwrap(), 24, 5);
    let (br, br_last) = playout(breach::Position::new(10).unwrap(), 30, 5);
    let rounds = 20;
    let t = Instant::now();
    for _ in 0..rounds {
        std::hint::black_box(render::breakthrough(&bt, bt_last, &header()).unwrap());
    }
    println!("breakthrough 8x8: {:?} per image", t.elapsed() / rounds);
    let t = Instant::now();
    for _ in 0..rounds {
        std::hint::black_box(render::breach(&br, br_last, &header()).unwrap());
    }
    println!("breach 10x10: {:?} per image", t.elapsed() / rounds);
}

/// The pixels of the rectangle `x0..x1` × `y0..y1`.
fn crop(img: &RgbImage, x0: f32, y0: f32, x1: f32, y1: f32) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for y in y0 as u32..y1 as u32 {
        for x in x0 as u32..x1 as u32 {
            out.push(img.get_pixel(x, y).0);
        }
    }
    out
}

/// The file label under column `sq.file`'s centre as `layout` places it, and the rank
/// label left of `sq.rank`'s.
fn labels(img: &RgbImage, layout: &Layout, sq: Square) -> (Vec<[u8; 3]>, Vec<[u8; 3]>) {
    let (x, y) = layout.square_center(sq).unwrap();
    let area = layout.board_rect();
    let half = layout.cell / 2.0;
    let file = crop(
        img,
        x - half,
        area.y + area.h + 1.0,
        x + half,
        area.y + area.h + 22.0,
    );
    let rank = crop(img, area.x - 22.0, y - half, area.x - 1.0, y + half);
    (file, rank)
}

#[test]
fn boards_seen_from_black_are_turned_with_their_coordinates() {
    let start = AnyPosition::start(GameKind::Breakthrough, Some("8x8")).unwrap();
    let (pos, last) = start.play_text("b2-b3").unwrap();
    let white = decode(&render::board(&pos, Some(&last), &header()).unwrap());
    let black =
        decode(&render::board_seen_from(&pos, Some(&last), &header(), Color::Black).unwrap());
    let from_white = render::layout(&pos).unwrap();
    let from_black = render::layout_seen_from(&pos, Color::Black).unwrap();
    assert_eq!(white.dimensions(), black.dimensions());
    let (a1, h8) = (Square::new(0, 0), Square::new(7, 7));
    // a1 moves from the bottom-left corner to the top-right one, h8 the other way.
    let (wx, wy) = from_white.square_center(a1).unwrap();
    let (bx, by) = from_black.square_center(a1).unwrap();
    assert!(bx > wx && by < wy);
    assert_eq!(from_black.square_center(a1), from_white.square_center(h8));
    // The same pieces stand on the same squares, wherever they are drawn.
    for sq in [
        a1,
        h8,
        Square::new(1, 2),
        Square::new(1, 1),
        Square::new(4, 4),
    ] {
        let seen = px(&black, from_black.square_center(sq).unwrap());
        assert_eq!(
            seen,
            px(&white, from_white.square_center(sq).unwrap()),
            "{sq:?}"
        );
    }
    // At a1's old place there is now Black's h8 piece: dark, where White's was light.
    let there = from_white.square_center(a1).unwrap();
    assert!(luma(px(&black, there)) + 60 < luma(px(&white, there)));
    // The labels follow: `h` under the leftmost column, `1` beside the top rank.
    let (h_black, r8_black) = labels(&black, &from_black, h8);
    let (h_white, r8_white) = labels(&white, &from_white, h8);
    assert!(h_black == h_white, "the `h` label moved with its file");
    assert!(r8_black == r8_white, "the `8` label moved with its rank");
    let (a_white, _) = labels(&white, &from_white, a1);
    assert!(
        h_white != a_white,
        "the labels differ, so the test can tell them apart"
    );
    let (a_black_left, _) = labels(&black, &from_white, a1);
    assert!(
        a_black_left == h_white,
        "the leftmost label from Black is `h`"
    );

    // The text diagram turns too.
    let text = render::text_diagram_seen_from(&pos, Some(&last), Color::Black);
    assert!(
        text.starts_with("1  W W W W W W W W\n2  W W W W W W[.]W\n"),
        "{text}"
    );
    assert!(text.contains("\n   h g f e d c b a\n"), "{text}");
}

#[test]
fn breach_seen_from_black_turns_the_board_but_not_the_scoring_track() {
    let start = AnyPosition::start(GameKind::Breach, Some("7")).unwrap();
    let (pos, last) = start.play_text("a1").unwrap();
    let (pos, last) = {
        let _ = last;
        pos.play_text("b1 c1").unwrap()
    };
    let white = decode(&render::board(&pos, Some(&last), &header()).unwrap());
    let black =
        decode(&render::board_seen_from(&pos, Some(&last), &header(), Color::Black).unwrap());
    let from_white = render::layout(&pos).unwrap();
    let from_black = render::layout_seen_from(&pos, Color::Black).unwrap();
    let (a1, g7) = (Square::new(0, 0), Square::new(6, 6));
    assert_eq!(from_black.square_center(a1), from_white.square_center(g7));
    // White's stone on a1 is drawn top-right from Black.
    let stone = px(&white, from_white.square_center(a1).unwrap());
    assert_eq!(px(&black, from_black.square_center(a1).unwrap()), stone);
    assert_ne!(px(&black, from_white.square_center(a1).unwrap()), stone);
    // The track (Black's marker at 2) is the same picture from either side.
    let panel = from_white.track().unwrap().panel;
    assert_eq!(from_black.track(), from_white.track());
    for s in [0, 2, 7] {
        assert_eq!(from_black.track_slot(s), from_white.track_slot(s));
    }
    let track = |img: &RgbImage| crop(img, panel.x, panel.y, panel.x + panel.w, panel.y + panel.h);
    let (tb, tw) = (track(&black), track(&white));
    // Images are indexed PNGs with per-image palettes: a shade may move by a few steps (a turned track would move by far more).
    let close = |a: [u8; 3], b: [u8; 3]| (0..3).all(|c| a[c].abs_diff(b[c]) <= 32);
    let differ: Vec<usize> = (0..tb.len()).filter(|&i| !close(tb[i], tw[i])).collect();
    let w = (panel.x + panel.w) as usize - panel.x as usize;
    let at: Vec<_> = differ
        .iter()
        .take(8)
        .map(|i| (i % w, i / w, tb[*i], tw[*i]))
        .collect();
    // A handful of edge pixels may land on another palette entry; a turned track (7 at
    // the bottom) would change thousands.
    assert!(
        differ.len() * 200 < tb.len(),
        "{} pixels differ: {at:?}",
        differ.len()
    );
    // Breach's file labels sit on the wood below the bottom line: the leftmost is `g`.
    let file_label = |img: &RgbImage, file: u8| {
        let (x, y) = from_white.square_center(Square::new(file, 0)).unwrap();
        let bottom = from_white.board_rect().y + from_white.board_rect().h;
        let third = from_white.cell / 3.0;
        crop(
            img,
            x - third,
            y + from_white.cell / 2.0,
            x + third,
            bottom - 2.0,
        )
    };
    let same = |a: &[[u8; 3]], b: &[[u8; 3]]| {
        a.len() == b.len() && (0..a.len()).filter(|&i| !close(a[i], b[i])).count() * 50 < a.len()
    };
    assert!(
        same(&file_label(&black, 0), &file_label(&white, 6)),
        "`g` leftmost from Black"
    );
    assert!(
        same(&file_label(&black, 1), &file_label(&white, 5)),
        "then `f`"
    );
    assert!(
        !same(&file_label(&white, 0), &file_label(&white, 6)),
        "`a` and `g` differ"
    );
}

/// A player on vacation gets an "away" tag in their pill: only the header band changes.
#[test]
fn an_away_player_is_tagged_in_the_header_only() {
    let start = breakthrough::Position::new(8, 8).unwrap();
    let (pos, last) = playout(start, 6, 3);
    let plain = decode(&render::breakthrough(&pos, last, &header()).unwrap());
    let away = header().with_away(Color::Black);
    assert_eq!(away.away, [Color::Black]);
    let tagged = decode(&render::breakthrough(&pos, last, &away).unwrap());
    assert_eq!(plain.dimensions(), tagged.dimensions());
    if let Ok(dir) = std::env::var("AWAY_PNG_DIR") {
        tagged.save(format!("{dir}/away.png")).unwrap();
        plain.save(format!("{dir}/plain.png")).unwrap();
    }
    let (w, h) = plain.dimensions();
    // The palette encoder may shift a few edge colours anywhere; the tag changes pixels
    // loudly, and only there.
    let loud = |x: u32, y: u32| {
        let (a, b) = (plain.get_pixel(x, y).0, tagged.get_pixel(x, y).0);
        (0..3).any(|i| a[i].abs_diff(b[i]) > 40)
    };
    let changed: Vec<(u32, u32)> = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .filter(|&(x, y)| loud(x, y))
        .collect();
    let in_black_pill = changed
        .iter()
        .filter(|&&(x, y)| y < 74 && x > w / 2)
        .count();
    assert!(in_black_pill > 20, "the tag is drawn: {in_black_pill}");
    // The header band is 74 px high: below it only a few palette edges may move.
    let below = changed.iter().filter(|&&(_, y)| y >= 74).count();
    assert!(
        below * 1000 < (w * h) as usize,
        "the board is untouched: {below} loud changes below the header, {in_black_pill} in it"
    );
}
