//! The AI's fair queue and the analyses' queue through the service: round-robin by user,
//! the per-user cap on open AI games, the queue-full refusal on every path that asks the
//! AI for something, and one analysis at a time per user.

mod service_support;

use breaker::ai::Limits;
use breaker::games::{AnyMove, AnyPosition, GameKind};
use breaker::service::{ColorChoice, Config, Ctx, FollowUp, GameId, Reply, Service, User};
use breaker::store::Store;
use service_support::{said, said_with};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Duration;

const BOT: u64 = 1;

fn who(id: u64) -> Ctx {
    Ctx::new(Some(10), 20, User::new(id, format!("player{id}")))
}

fn service(dir: &tempfile::TempDir, tune: impl FnOnce(&mut Config)) -> Service {
    let store = Store::open(dir.path().join("breaker.db")).unwrap();
    let mut config = Config::new(User::bot(BOT, "Breaker"));
    config.ai_move_time = Duration::from_millis(200);
    config.analysis_nodes = Some(300);
    config.command_rate = None;
    tune(&mut config);
    Service::new(store, config)
}

async fn ai_game(s: &Service, ctx: &Ctx, size: &str, color: ColorChoice) -> Reply {
    s.games()
        .ai_game(
            ctx,
            GameKind::Breakthrough,
            Some(size),
            Some(1),
            Some(color),
        )
        .await
        .unwrap()
}

fn started(reply: &Reply) -> GameId {
    assert!(!reply.ephemeral, "{}", reply.content);
    reply.board.as_ref().expect("the start board").game
}

/// `reply` refuses, privately, with message `id`.
fn refused_with(reply: &Reply, id: &str) {
    assert!(reply.ephemeral, "a refusal is private: {}", reply.content);
    said(&reply.content, id);
}

async fn game_count(s: &Service) -> usize {
    s.store()
        .call(|db| db.games_in_channel(20, false))
        .await
        .unwrap()
        .len()
}

/// The searches' order: each records its board size, then takes a little time.
static ORDER: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn recording_search(pos: &AnyPosition, level: u8, limits: &Limits) -> Option<AnyMove> {
    ORDER.lock().unwrap().push(pos.size_text());
    std::thread::sleep(Duration::from_millis(150));
    breaker::ai::choose(pos, level, &Limits::time(50).with_seed(limits.seed))
}

/// One user's six AI turns queued before another user's one: the other's is served
/// second or third (one of the first user's may already hold the slot), not seventh.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_users_many_games_do_not_delay_anothers() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir, |c| {
        c.ai_threads = 1;
        c.ai_games = 10;
        c.ai_search = recording_search;
    });
    let (alice, bob) = (who(100), who(200));
    let sizes = ["5x5", "6x5", "7x5", "5x6", "6x6", "7x6"];
    let mut alices = Vec::new();
    for size in sizes {
        let id = started(&ai_game(&s, &alice, size, ColorChoice::White).await);
        let moved = s
            .games()
            .play_move(&alice, "a2-a3", Some(&id.to_string()))
            .await
            .unwrap();
        assert_eq!(
            moved.follow_up,
            Some(FollowUp::AiMove(id)),
            "{}",
            moved.content
        );
        alices.push(id);
    }
    let bobs = started(&ai_game(&s, &bob, "8x8", ColorChoice::White).await);
    s.games().play_move(&bob, "a2-a3", None).await.unwrap();

    let mut turns = Vec::new();
    for id in alices {
        let s = s.clone();
        turns.push(tokio::spawn(async move { s.games().ai_move(id).await }));
    }
    // All of Alice's turns are in (one searching, five waiting) before Bob's.
    while s.games().ai_backlog() < 6 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(
        s.games().ai_queue_ahead(200),
        Some(2),
        "Bob's turn comes after one of Alice's and the search running"
    );
    let bob_turn = {
        let s = s.clone();
        tokio::spawn(async move { s.games().ai_move(bobs).await })
    };
    for t in turns {
        assert!(t.await.unwrap().unwrap().is_some());
    }
    assert!(bob_turn.await.unwrap().unwrap().is_some());
    let order = ORDER.lock().unwrap().clone();
    let bob_at = order.iter().position(|size| size == "8x8").unwrap();
    assert!(
        bob_at <= 2,
        "Bob's one game is served among the first three of seven: {order:?}"
    );
    assert_eq!(order.len(), 7, "{order:?}");
}

/// At most `ai_games` open games against the AI per player, by `/ai` and by challenging
/// the bot; a finished one frees a place. Others are not limited by it.
#[tokio::test]
async fn open_ai_games_are_capped_per_player() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir, |_| {});
    assert_eq!(s.config().ai_games, 3, "the default");
    let alice = who(100);
    for _ in 0..3 {
        started(&ai_game(&s, &alice, "5x5", ColorChoice::White).await);
    }
    let before = game_count(&s).await;
    let fourth = ai_game(&s, &alice, "5x5", ColorChoice::White).await;
    refused_with(&fourth, "ai-too-many-games");
    said_with(
        &fourth.content,
        "ai-too-many-games",
        &[("count", "3"), ("bot", "Breaker"), ("max", "3")],
    );
    let bot = User::bot(BOT, "Breaker");
    let challenged = s
        .games()
        .challenge(
            &alice,
            &bot,
            GameKind::Breakthrough,
            Some("5x5"),
            None,
            None,
        )
        .await
        .unwrap();
    refused_with(&challenged, "ai-too-many-games");
    said_with(
        &challenged.content,
        "ai-too-many-games",
        &[("count", "3"), ("bot", "Breaker")],
    );
    assert_eq!(game_count(&s).await, before, "refusals start nothing");

    // Someone else may still play the AI.
    started(&ai_game(&s, &who(200), "5x5", ColorChoice::White).await);
    // A resigned game frees a place.
    s.games().resign_confirmed(&alice, Some("1")).await.unwrap();
    started(&ai_game(&s, &alice, "5x5", ColorChoice::White).await);
}

/// Ten new games against the AI from one player at once, half by `/ai` and half by
/// challenging the bot: the cap is counted inside the transaction that writes each game,
/// so exactly `ai_games` start and the rest get the clear refusal, writing nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_ai_games_cannot_pass_the_cap() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir, |_| {});
    let cap = s.config().ai_games;
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..10 {
        let s = s.clone();
        tasks.spawn(async move {
            let alice = who(100);
            if i % 2 == 0 {
                ai_game(&s, &alice, "5x5", ColorChoice::White).await
            } else {
                let bot = User::bot(BOT, "Breaker");
                s.games()
                    .challenge(
                        &alice,
                        &bot,
                        GameKind::Breakthrough,
                        Some("5x5"),
                        None,
                        None,
                    )
                    .await
                    .unwrap()
            }
        });
    }
    let mut made = 0;
    while let Some(reply) = tasks.join_next().await {
        let reply = reply.unwrap();
        if reply.ephemeral {
            refused_with(&reply, "ai-too-many-games");
            said_with(
                &reply.content,
                "ai-too-many-games",
                &[("count", &cap.to_string()), ("bot", "Breaker")],
            );
        } else {
            started(&reply);
            made += 1;
        }
    }
    assert_eq!(made, cap);
    assert_eq!(
        game_count(&s).await,
        cap,
        "the database holds exactly the cap"
    );
}

/// Releases the blocked searches of [`full_queue_refuses_every_path`].
static RELEASE: AtomicBool = AtomicBool::new(false);

fn blocked_search(pos: &AnyPosition, level: u8, limits: &Limits) -> Option<AnyMove> {
    while !RELEASE.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(5));
    }
    breaker::ai::choose(pos, level, &Limits::time(20).with_seed(limits.seed))
}

/// With the AI's one slot busy and its queue (1) full, every path that would ask the AI
/// for something more is refused and changes nothing: `/ai` where the AI opens,
/// challenging the bot to open, `/hint`, a move against the AI. A game where the human
/// opens asks nothing of the AI and still starts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_ai_queue_refuses_every_path() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir, |c| {
        c.ai_threads = 1;
        c.ai_queue = 1;
        c.ai_search = blocked_search;
        c.ai_move_time = Duration::from_secs(30);
    });
    let (alice, carol, dave) = (who(100), who(300), who(400));
    let mine = started(&ai_game(&s, &alice, "5x5", ColorChoice::White).await);
    // Carol's and Dave's games open with the AI to move: one searches, one waits.
    let mut busy = Vec::new();
    for ctx in [&carol, &dave] {
        let start = ai_game(&s, ctx, "5x5", ColorChoice::Black).await;
        let id = started(&start);
        assert_eq!(start.follow_up, Some(FollowUp::AiMove(id)));
        let s = s.clone();
        let n = busy.len() + 1;
        let service = s.clone();
        busy.push(tokio::spawn(
            async move { service.games().ai_move(id).await },
        ));
        // Carol's turn takes the slot before Dave's game starts; Dave's then waits.
        while s.games().ai_backlog() < n {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    let before = game_count(&s).await;

    let opening = ai_game(&s, &alice, "5x5", ColorChoice::Black).await;
    refused_with(&opening, "ai-queue-full");
    said_with(&opening.content, "ai-queue-full", &[("undone", "game")]);
    let bot = User::bot(BOT, "Breaker");
    let challenged = s
        .games()
        .challenge(
            &alice,
            &bot,
            GameKind::Breakthrough,
            Some("5x5"),
            Some(ColorChoice::Black),
            None,
        )
        .await
        .unwrap();
    refused_with(&challenged, "ai-queue-full");
    assert_eq!(game_count(&s).await, before, "no game started");
    let hint = s
        .analysis()
        .hint(&alice, Some(&mine.to_string()))
        .await
        .unwrap();
    refused_with(&hint, "ai-queue-full");
    said_with(&hint.content, "ai-queue-full", &[("undone", "hint")]);
    let moved = s
        .games()
        .play_move(&alice, "a2-a3", Some(&mine.to_string()))
        .await
        .unwrap();
    refused_with(&moved, "ai-queue-full");
    said_with(&moved.content, "ai-queue-full", &[("undone", "move")]);
    let row = s
        .store()
        .call(move |db| db.game(mine))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.ply, 0, "the refused move was not played");

    // A game the human opens asks nothing of the AI yet.
    let carols = ai_game(&s, &carol, "5x5", ColorChoice::White).await;
    started(&carols);

    RELEASE.store(true, Ordering::SeqCst);
    for t in busy {
        assert!(t.await.unwrap().unwrap().is_some());
    }
    assert_eq!(s.games().ai_backlog(), 0);
    // With the queue free again, the hint is given.
    let hint = s
        .analysis()
        .hint(&alice, Some(&mine.to_string()))
        .await
        .unwrap();
    assert!(hint.ephemeral, "{}", hint.content);
    said(&hint.content, "hint-given");
}

/// A finished game between `white` and `black` of `plies` pawn pushes, then a
/// resignation by Black.
async fn finished_game(s: &Service, white: &Ctx, black: &Ctx, size: &str) -> GameId {
    let invite = s
        .games()
        .challenge(
            white,
            &black.user,
            GameKind::Breakthrough,
            Some(size),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let id = invite.buttons[0].custom_id.clone();
    let start = s.games().handle_button(black, &id).await.unwrap();
    let game = start.board.unwrap().game;
    let g = game.to_string();
    for (w, b) in [("a2-a3", "a7-a6"), ("b2-b3", "b7-b6"), ("c2-c3", "c7-c6")] {
        s.games().play_move(white, w, Some(&g)).await.unwrap();
        s.games().play_move(black, b, Some(&g)).await.unwrap();
    }
    s.games().resign_confirmed(black, Some(&g)).await.unwrap();
    game
}

/// One analysis at a time per player: a second one while the first is queued or running
/// is refused; another player's waits its turn in the analyses' own queue (shown with
/// the count ahead) and comes as a follow-up. A cached analysis needs no queue.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_analysis_at_a_time_per_player() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(&dir, |c| {
        c.analysis_threads = 1;
        c.analysis_nodes = Some(20_000);
    });
    let (alice, bob, carol) = (who(100), who(200), who(300));
    let first = finished_game(&s, &alice, &bob, "8x8").await;
    let second = finished_game(&s, &bob, &carol, "8x8").await;

    let running = {
        let (s, alice) = (s.clone(), alice.clone());
        tokio::spawn(async move { s.analysis().analyze(&alice, Some(&first.to_string())).await })
    };
    while s.analysis().backlog() == 0 {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let again = s
        .analysis()
        .analyze(&alice, Some(&second.to_string()))
        .await
        .unwrap();
    refused_with(&again, "analysis-one-at-a-time");

    let queued = s
        .analysis()
        .analyze(&carol, Some(&second.to_string()))
        .await
        .unwrap();
    assert!(!queued.ephemeral, "{}", queued.content);
    said_with(&queued.content, "analysis-queued", &[("ahead", "1")]);
    assert_eq!(queued.follow_up, Some(FollowUp::Analysis(second)));
    assert_eq!(s.analysis().backlog(), 2);

    let done = running.await.unwrap().unwrap();
    said(&done.content, "analysis-title");
    let post = s
        .analysis()
        .follow_up(second)
        .await
        .unwrap()
        .expect("the post");
    said(&post.content, "analysis-title");
    assert!(post.board.is_some(), "with its graph");
    assert_eq!(s.analysis().backlog(), 0);

    // Cached now: Alice's answer comes at once, with no booking.
    let cached = s
        .analysis()
        .analyze(&alice, Some(&second.to_string()))
        .await
        .unwrap();
    assert!(
        cached.follow_up.is_none() && cached.board.is_some(),
        "{}",
        cached.content
    );
}
