//! What the board pictures and texts say about a game: the winner's badge after a
//! resignation or a timeout, an aborted game shown as aborted, one move numbering
//! (move pairs, Breach turns) in the board, the replay and the analysis, and a long
//! status line kept whole in the picture.

mod service_support;

use std::sync::Arc;

use breaker::games::GameKind;
use breaker::service::{Config, ManualClock, NoticeKind, Reply, Service, User};
use breaker::store::{GameId, Store, DAY_MS, HOUR_MS};
use image::RgbImage;
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

/// The header's badge edges: the winner's (gold) and the side to move's (blue).
const GOLD: [u8; 3] = [240, 190, 60];
const BLUE: [u8; 3] = [120, 140, 235];
/// The header band's background and height.
const HEADER_BG: [u8; 3] = [30, 31, 34];
const HEADER_H: u32 = 74;

fn clocked(dir: &tempfile::TempDir, clock: &ManualClock) -> Service {
    let store = Store::open(dir.path().join("b.db")).unwrap();
    Service::with_clock(
        store,
        Config::new(User::bot(BOT, "Breaker")),
        Arc::new(clock.clone()),
    )
}

async fn start(s: &Service, kind: GameKind, size: &str) -> GameId {
    let invite = invite_to(s, &ctx("alice"), &user("bob"), kind, size, Some("3d")).await;
    let id = game_id(&invite);
    s.games().accept(&ctx("bob"), None).await.unwrap();
    id
}

fn picture(reply: &Reply) -> RgbImage {
    let board = reply.board.as_ref().expect("a board");
    image::load_from_memory(&board.png).unwrap().to_rgb8()
}

fn near(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 12)
}

/// How many pixels of `color` the header's pills show on the left (White's) and the
/// right (Black's) half.
fn badge(img: &RgbImage, color: [u8; 3]) -> (usize, usize) {
    let mut sides = (0, 0);
    for y in 0..46 {
        for x in 0..img.width() {
            if near(img.get_pixel(x, y).0, color) {
                if x < img.width() / 2 {
                    sides.0 += 1;
                } else {
                    sides.1 += 1;
                }
            }
        }
    }
    sides
}

/// The winner's pill is marked (gold) and nobody is marked to move (blue).
fn assert_badges_winner(img: &RgbImage, white_wins: bool) {
    let (gold_w, gold_b) = badge(img, GOLD);
    let (blue_w, blue_b) = badge(img, BLUE);
    assert_eq!(
        (blue_w, blue_b),
        (0, 0),
        "nobody is to move in a finished game"
    );
    if white_wins {
        assert!(gold_w > 20 && gold_b == 0, "gold {gold_w}/{gold_b}");
    } else {
        assert!(gold_b > 20 && gold_w == 0, "gold {gold_w}/{gold_b}");
    }
}

#[tokio::test]
async fn a_resignation_badges_the_winner_not_the_player_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir, &clock);
    let id = start(&s, GameKind::Breakthrough, "3x5").await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    // bob is to move, and resigns: White wins.
    let post = s.games().resign_confirmed(&ctx("bob"), None).await.unwrap();
    said_with(
        &post.content,
        "phrase-win-resignation",
        &[("winner", "color-white"), ("loser", "color-black")],
    );
    assert_badges_winner(&picture(&post), true);
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    said_with(
        &board.content,
        "phrase-win-resignation",
        &[("winner", "color-white"), ("loser", "color-black")],
    );
    assert_badges_winner(&picture(&board), true);
    let diagram = &board.board.as_ref().unwrap().diagram;
    assert!(
        diagram.ends_with("White wins: Black resigned.\n"),
        "{diagram}"
    );
    assert!(!diagram.contains("to move"), "{diagram}");
}

#[tokio::test]
async fn a_timeout_badges_the_winner_not_the_late_player() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir, &clock);
    let id = start(&s, GameKind::Breakthrough, "3x5").await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    s.games()
        .play_move(&ctx("bob"), "c4-c3", None)
        .await
        .unwrap();
    // alice (White) never moves again: Black wins on time.
    clock.advance(3 * DAY_MS + HOUR_MS);
    let notices = s.correspondence().run_due().await.unwrap();
    let forfeit = notices
        .iter()
        .find(|n| n.kind == NoticeKind::TimeForfeit)
        .expect("a time forfeit");
    let img = image::load_from_memory(&forfeit.board.as_ref().unwrap().png)
        .unwrap()
        .to_rgb8();
    assert_badges_winner(&img, false);
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    said_with(
        &board.content,
        "phrase-win-timeout",
        &[("winner", "color-black"), ("loser", "color-white")],
    );
    assert_badges_winner(&picture(&board), false);
    assert!(board
        .board
        .as_ref()
        .unwrap()
        .diagram
        .ends_with("Black wins: White ran out of time.\n"));
}

#[tokio::test]
async fn an_aborted_game_says_so_and_marks_nobody() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir, &clock);
    let id = start(&s, GameKind::Breakthrough, "3x5").await;
    s.games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    // bob never makes a first move: the casual game is aborted.
    clock.advance(3 * DAY_MS + HOUR_MS);
    let notices = s.correspondence().run_due().await.unwrap();
    assert!(notices.iter().any(|n| n.kind == NoticeKind::Aborted));
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    said_with(&board.content, "phrase-aborted", &[("side", "color-black")]);
    for id in [
        "board-state-active",
        "board-state-active-due",
        "phrase-to-move",
    ] {
        not_said(&board.content, id);
    }
    let img = picture(&board);
    assert_eq!(badge(&img, BLUE), (0, 0), "nobody is to move");
    assert_eq!(badge(&img, GOLD), (0, 0), "nobody won");
    let diagram = &board.board.as_ref().unwrap().diagram;
    assert!(
        diagram.ends_with("Aborted: Black never moved, no result.\n"),
        "{diagram}"
    );
}

#[tokio::test]
async fn moves_are_numbered_in_pairs_and_breach_in_turns() {
    let h = Harness::new();
    let s = &h.service;
    let id = h
        .started(GameKind::Breakthrough, "3x5", "alice", "bob")
        .await;
    for (who, mv) in [
        ("alice", "b2-b3"),
        ("bob", "a4xb3"),
        ("alice", "c2xb3"),
        ("bob", "c4-c3"),
        ("alice", "b3-a4"),
    ] {
        s.games().play_move(&ctx(who), mv, None).await.unwrap();
    }
    // Five plies: Black is to play its third move (move 3), not "move 6".
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    let (player, next) = to_move(&board.content);
    assert!(player.ends_with("side=color-black)"), "{player}");
    assert_eq!(next, "phrase-next-move(kind=breakthrough, number=3)");
    s.games()
        .play_move(&ctx("bob"), "c3-c2", None)
        .await
        .unwrap();
    let end = s
        .games()
        .play_move(&ctx("alice"), "a4xb5", None)
        .await
        .unwrap();
    said_with(
        &end.content,
        "phrase-win-far-row",
        &[("winner", "color-white")],
    );
    // Seven plies: White's fourth move ended it.
    let replay = s
        .games()
        .replay_gif(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    said_with(
        &replay.content,
        "replay-post",
        &[("length", "count-moves(count=4)")],
    );
    let analysis = s
        .analysis()
        .analyze(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    let text = analysis.content.to_string();
    assert!(!text.contains("ply"), "{text}");
    // Any swing it lists names a move pair: "move 3…" (Black's) or "move 4." (White's).
    for line in text.lines().filter(|l| l.contains(" dropped ")) {
        let number = line.split("move ").nth(1).unwrap();
        let label = number.split(' ').next().unwrap();
        assert!(
            label.ends_with('.') || label.ends_with('…'),
            "{label} in {line}"
        );
        let n: u32 = label.trim_end_matches(['.', '…']).parse().unwrap();
        assert!((1..=4).contains(&n), "{line}");
    }
    let summary = &analysis.board.as_ref().unwrap().diagram;
    let labels: Vec<&str> = summary
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(
        labels,
        ["1.", "1…", "2.", "2…", "3.", "3…", "4."],
        "{summary}"
    );

    // Breach counts turns: after White's opening stone and Black's first turn it is
    // White's second turn.
    let id = h.started(GameKind::Breach, "5", "alice", "bob").await;
    s.games()
        .play_move(&ctx("alice"), "c3", Some(&id.to_string()))
        .await
        .unwrap();
    s.games()
        .play_move(&ctx("bob"), "a1 e5", Some(&id.to_string()))
        .await
        .unwrap();
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    let (player, next) = to_move(&board.content);
    assert!(player.ends_with("side=color-white)"), "{player}");
    assert_eq!(next, "phrase-next-move(kind=breach, number=2)");
}

#[tokio::test]
async fn a_long_status_line_is_wrapped_not_cut() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = clocked(&dir, &clock);
    let id = start(&s, GameKind::Breakthrough, "4x5").await;
    s.correspondence()
        .vacation_start(&ctx("bob"), Some(14))
        .await
        .unwrap();
    s.correspondence()
        .vacation_start(&ctx("alice"), Some(14))
        .await
        .unwrap();
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    let text = board.content.to_string();
    assert!(text.matches("on vacation until").count() == 2, "{text}");
    let img = picture(&board);
    // Under the pills: the status ink. In two lines, the second well below the
    // single line's place, and none of it in the side margins.
    let ink_rows: Vec<u32> = (46..HEADER_H - 1)
        .filter(|&y| (0..img.width()).any(|x| !near(img.get_pixel(x, y).0, HEADER_BG)))
        .collect();
    assert!(
        ink_rows.iter().any(|&y| y >= 67),
        "a second status line: rows {ink_rows:?}"
    );
    for y in 46..HEADER_H - 1 {
        for x in (0..12).chain(img.width() - 12..img.width()) {
            assert!(
                near(img.get_pixel(x, y).0, HEADER_BG),
                "status ink at ({x}, {y}) in the margin"
            );
        }
    }
}
