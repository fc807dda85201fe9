//! AI faults: a search that panics or runs away never takes the service down; the AI turn
//! is tried once more, then the game says the AI could not move, and stays playable.

mod service_support;

use breaker::ai::Limits;
use breaker::games::{AnyMove, AnyPosition, GameKind};
use breaker::service::{AiSearch, ColorChoice, Config, FollowUp, Service, User};
use breaker::store::{GameId, GameStatus, Store};
use service_support::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// A service whose AI searches with `search`, thinking 50 ms a move.
fn with_search(h: &Harness, search: AiSearch) -> Service {
    let store = Store::open(h.path()).unwrap();
    let mut config = Config::new(User::bot(BOT, "Breaker"));
    config.ai_move_time = Duration::from_millis(50);
    config.ai_search = search;
    Service::new(store, config)
}

/// Alice (Black) against the AI on `service`: the AI is to move.
async fn ai_to_move(service: &Service) -> GameId {
    let reply = service
        .games()
        .challenge(
            &ctx("alice"),
            &service.config().bot.clone(),
            GameKind::Breakthrough,
            Some("5x5"),
            Some(ColorChoice::Black),
            None,
        )
        .await
        .unwrap();
    let Some(FollowUp::AiMove(id)) = reply.follow_up else {
        panic!("the AI opens: {reply:?}")
    };
    id
}

static PANICS: AtomicUsize = AtomicUsize::new(0);

fn panicking(_: &AnyPosition, _: u8, _: &Limits) -> Option<AnyMove> {
    PANICS.fetch_add(1, Ordering::SeqCst);
    panic!("a bug in the search");
}

#[tokio::test]
async fn a_panicking_search_is_retried_once_then_the_game_says_so() {
    let h = Harness::new();
    let service = with_search(&h, panicking);
    let id = ai_to_move(&service).await;

    let post = service
        .games()
        .ai_move(id)
        .await
        .expect("a panic is not an error of the service")
        .expect("a post says what happened");
    assert_eq!(PANICS.load(Ordering::SeqCst), 2, "tried, then retried once");
    assert!(!post.ephemeral);
    said(&post.content, "ai-search-failed");
    assert!(post.board.is_none(), "{}", post.content);
    assert_eq!(post.mentions, vec![100], "Alice is told");

    // Nothing changed: the game is open, the AI still to move, the board can be fetched.
    let game = h.game(id).await;
    assert_eq!((game.status, game.ply), (GameStatus::Active, 0));
    let board = service
        .games()
        .board(&ctx("alice"), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(board.board.is_some(), "{}", board.content);
    assert_eq!(service.games().pending_ai_turns().await.unwrap(), vec![id]);

    // After a restart with a working search, the AI turn is played.
    let fixed = open(&h.path());
    let post = fixed
        .games()
        .ai_move(id)
        .await
        .unwrap()
        .expect("the AI moves");
    assert!(post.board.is_some(), "{}", post.content);
    assert_eq!(h.game(id).await.ply, 1);
}

static RUNS: AtomicUsize = AtomicUsize::new(0);

/// Panics the first time only: the retry plays the move.
fn flaky(pos: &AnyPosition, level: u8, limits: &Limits) -> Option<AnyMove> {
    if RUNS.fetch_add(1, Ordering::SeqCst) == 0 {
        panic!("once");
    }
    breaker::ai::choose(pos, level, limits)
}

#[tokio::test]
async fn a_search_that_fails_once_is_retried_and_the_ai_moves() {
    let h = Harness::new();
    let service = with_search(&h, flaky);
    let id = ai_to_move(&service).await;
    let post = service
        .games()
        .ai_move(id)
        .await
        .unwrap()
        .expect("the AI moves");
    assert!(post.board.is_some(), "{}", post.content);
    assert_eq!(RUNS.load(Ordering::SeqCst), 2);
    assert_eq!(h.game(id).await.ply, 1);
}

/// Ignores its budget: returns only long after (a search stuck in a loop).
fn runaway(pos: &AnyPosition, _: u8, limits: &Limits) -> Option<AnyMove> {
    let until = Instant::now() + Duration::from_secs(30);
    while Instant::now() < until && !limits.cancel.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(10));
    }
    // Even cancelled, a runaway answers late.
    std::thread::sleep(Duration::from_millis(200));
    pos.legal_moves().first().copied()
}

#[tokio::test]
async fn a_runaway_search_is_given_up_and_the_service_keeps_serving() {
    let h = Harness::new();
    let service = with_search(&h, runaway);
    let id = ai_to_move(&service).await;
    let began = Instant::now();
    let game = id.to_string();
    let games = service.games();
    let (post, other) = tokio::join!(games.ai_move(id), async {
        // Meanwhile the service answers everyone else.
        tokio::time::sleep(Duration::from_millis(100)).await;
        service.games().board(&ctx("alice"), Some(&game)).await
    });
    let post = post.unwrap().expect("a post says what happened");
    assert!(
        other.unwrap().board.is_some(),
        "the board while the AI is stuck"
    );
    said(&post.content, "ai-search-failed");
    // Two tries, each given up at twice its 50 ms budget plus the grace.
    assert!(
        began.elapsed() < Duration::from_secs(20),
        "{:?}",
        began.elapsed()
    );
    assert_eq!(h.game(id).await.ply, 0, "no move was made");
}
