//! `/analyze` and `/hint` through the service: who may ask, what comes back.

mod service_support;

use breaker::games::{AnyPosition, GameKind};
use breaker::service::{ColorChoice, Config, Ctx, Reply, Service, Span, User};
use breaker::store::Store;
use service_support::{ids, not_said, said, said_with};
use std::time::Duration;

fn service(dir: &tempfile::TempDir) -> Service {
    let store = Store::open(dir.path().join("breaker.db")).unwrap();
    let mut config = Config::new(User::bot(1, "Breaker"));
    config.ai_move_time = Duration::from_millis(50);
    config.analysis_nodes = Some(300);
    Service::new(store, config)
}

fn alice() -> Ctx {
    Ctx::new(Some(10), 20, User::new(100, "alice"))
}

fn bob() -> Ctx {
    Ctx::new(Some(10), 20, User::new(200, "bob"))
}

/// A game between alice (White) and bob on a 3×5 board; returns its number.
async fn people_game(s: &Service) -> i64 {
    s.games()
        .challenge(
            &alice(),
            &bob().user,
            GameKind::Breakthrough,
            Some("3x5"),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let start = s.games().handle_button(&bob(), "accept:1").await.unwrap();
    start.board.unwrap().game.0
}

fn code(reply: &Reply) -> String {
    reply
        .content
        .resolve(breaker::i18n::Locale::ENGLISH)
        .spans()
        .iter()
        .find_map(|s| match s {
            Span::Code(c) => Some(c.clone()),
            _ => None,
        })
        .expect("a code span")
}

#[tokio::test]
async fn hint_is_refused_between_people() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir);
    people_game(&s).await;
    let r = s.analysis().hint(&alice(), None).await.unwrap();
    assert!(r.ephemeral);
    said(&r.content, "hint-between-people");
}

#[tokio::test]
async fn hint_is_refused_against_levels_4_and_5_and_given_at_1_to_3() {
    for level in 1..=5u8 {
        let dir = tempfile::tempdir().unwrap();
        let s = service(&dir);
        let start = s
            .games()
            .ai_game(
                &alice(),
                GameKind::Breakthrough,
                Some("5x5"),
                Some(level),
                Some(ColorChoice::White),
            )
            .await
            .unwrap();
        assert!(!start.ephemeral, "{}", start.content);
        let r = s.analysis().hint(&alice(), None).await.unwrap();
        assert!(r.ephemeral);
        let text = r.content.to_string();
        if level <= 3 {
            said_with(&r.content, "hint-given", &[("game", "1")]);
            let pos = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
            assert!(pos.parse_move(&code(&r)).is_ok(), "a legal move: {text}");
        } else {
            said_with(
                &r.content,
                "hint-level-too-strong",
                &[("level", &level.to_string()), ("max", "3")],
            );
        }
    }
}

#[tokio::test]
async fn analyze_waits_for_the_end_then_draws_a_graph() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir);
    let id = people_game(&s).await;
    for (who, mv) in [(alice(), "a2-a3"), (bob(), "c4-c3"), (alice(), "b2-b3")] {
        let r = s.games().play_move(&who, mv, None).await.unwrap();
        assert!(!r.ephemeral, "{}", r.content);
    }
    // Never during the game, not even for its players.
    let early = s
        .analysis()
        .analyze(&alice(), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(early.ephemeral);
    said(&early.content, "analysis-not-finished");
    assert!(early.board.is_none());

    s.games().resign_confirmed(&bob(), None).await.unwrap();
    let spectator = Ctx::new(Some(10), 20, User::new(300, "carol"));
    let r = s
        .analysis()
        .analyze(&spectator, Some(&id.to_string()))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    said_with(&r.content, "analysis-title", &[("game", "1")]);
    let said = ids(&r.content);
    assert!(
        said.contains(&"analysis-accuracy") || said.contains(&"analysis-accuracy-one"),
        "{}",
        r.content
    );
    let graph = r.board.as_ref().expect("a graph");
    let img = image::load_from_memory(&graph.png).expect("the PNG decodes");
    assert!(img.width() > 100 && img.height() > 100);
    assert_eq!(
        graph.diagram.lines().count(),
        4,
        "start + 3 moves: {}",
        graph.diagram
    );
    // Cached: the same answer again.
    assert_eq!(
        s.analysis()
            .analyze(&alice(), Some(&id.to_string()))
            .await
            .unwrap(),
        r
    );
}

#[tokio::test]
async fn an_aborted_game_without_moves_is_not_analysed() {
    use breaker::service::ManualClock;
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(1_799_150_400_000);
    let store = Store::open(dir.path().join("breaker.db")).unwrap();
    let mut config = Config::new(User::bot(1, "Breaker"));
    config.analysis_nodes = Some(300);
    let s = Service::with_clock(store, config, std::sync::Arc::new(clock.clone()));
    let id = people_game(&s).await;
    // White never moves: the casual game is aborted at its deadline.
    clock.advance(30 * 86_400_000);
    s.correspondence().run_due().await.unwrap();
    let r = s
        .analysis()
        .analyze(&bob(), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(r.ephemeral && r.board.is_none(), "{}", r.content);
    said(&r.content, "analysis-no-moves");
}

/// Issue 36: a 4×5 game Black resigned after `a2-a3`. `breaker solve` proves Black wins
/// from the start, so every position reads 0% for White, no move is a turning point with
/// a "better" move of the same value (its mirror image, `d2-d3`), and Black, who made no
/// move, gets no "0% (0/0)".
#[tokio::test]
async fn a_proven_4x5_game_reads_0_percent_throughout_and_black_s_empty_share_is_not_shown() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("breaker.db")).unwrap();
    // The bot's own budget for the game (no `analysis_nodes`).
    let s = Service::new(store, Config::new(User::bot(1, "Breaker")));
    s.games()
        .challenge(
            &alice(),
            &bob().user,
            GameKind::Breakthrough,
            Some("4x5"),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let id = s
        .games()
        .handle_button(&bob(), "accept:1")
        .await
        .unwrap()
        .board
        .unwrap()
        .game
        .0;
    let r = s.games().play_move(&alice(), "a2-a3", None).await.unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    s.games().resign_confirmed(&bob(), None).await.unwrap();
    let r = s
        .analysis()
        .analyze(&alice(), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let text = r.content.to_string();
    let summary = &r.board.as_ref().expect("a graph").diagram;
    let lines: Vec<&str> = summary.lines().collect();
    assert_eq!(lines[0], "White's winning chance: start 0%", "{summary}");
    assert!(
        lines[1].contains("a2-a3") && lines[1].contains(" 0%"),
        "{summary}"
    );
    said(&r.content, "analysis-no-swings");
    not_said(&r.content, "analysis-swing");
    assert!(!text.contains("(0/0)"), "{text}");
    assert!(text.contains("100% (1/1)"), "{text}");
}
