//! Concurrency and durability: racing moves, and restarts.

mod service_support;

use breaker::games::{AnyPosition, GameKind};
use breaker::service::FollowUp;
use breaker::store::{Db, GameStatus, NewMove, StoreError};
use service_support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_moves_with_the_same_version_exactly_one_applies() {
    let h = Harness::new();
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    let version = h.game(id).await.version;
    let (s1, s2) = (h.service.clone(), h.service.clone());
    let a = tokio::spawn(async move {
        s1.games()
            .play_move_at(&ctx("alice"), "a2-a3", id, version)
            .await
            .unwrap()
    });
    let b = tokio::spawn(async move {
        s2.games()
            .play_move_at(&ctx("alice"), "h2-h3", id, version)
            .await
            .unwrap()
    });
    let (a, b) = (a.await.unwrap(), b.await.unwrap());
    let applied: Vec<_> = [&a, &b].into_iter().filter(|r| !r.ephemeral).collect();
    assert_eq!(applied.len(), 1, "{} / {}", a.content, b.content);
    let loser = if a.ephemeral { &a } else { &b };
    refused_with(loser, "refusal-position-changed");
    let moves = h.moves(id).await;
    assert_eq!(moves.len(), 1);
    assert!(applied[0].content.contains(&moves[0].text));
    assert_eq!(h.game(id).await.version, version + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_plain_moves_never_apply_twice() {
    let h = Harness::new();
    let mut seen_conflict = 0;
    for _ in 0..10 {
        let id = h
            .started(GameKind::Breakthrough, "6x6", "alice", "bob")
            .await;
        let g = id.to_string();
        let (s1, s2, g1, g2) = (h.service.clone(), h.service.clone(), g.clone(), g.clone());
        let a = tokio::spawn(async move {
            s1.games()
                .play_move(&ctx("alice"), "a2-a3", Some(&g1))
                .await
                .unwrap()
        });
        let b = tokio::spawn(async move {
            s2.games()
                .play_move(&ctx("alice"), "f2-f3", Some(&g2))
                .await
                .unwrap()
        });
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        assert_eq!(
            [&a, &b].iter().filter(|r| !r.ephemeral).count(),
            1,
            "{} / {}",
            a.content,
            b.content
        );
        let loser = if a.ephemeral { &a } else { &b };
        // Depending on timing the loser read the game before or after the winner's write.
        let changed = loser.content.message("refusal-position-changed").is_some();
        assert!(
            changed || loser.content.message("refusal-not-your-turn").is_some(),
            "{}",
            loser.content
        );
        seen_conflict += changed as u32;
        assert_eq!(h.moves(id).await.len(), 1);
    }
    eprintln!("{seen_conflict} of 10 races ended in a version conflict");
}

/// Two connections (as two processes would have) write the same game at the same version.
#[test]
fn two_connections_racing_exactly_one_commits() {
    let h = Harness::new();
    let rt = tokio::runtime::Runtime::new().unwrap();
    let id = rt.block_on(h.started(GameKind::Breakthrough, "8x8", "alice", "bob"));
    let game = rt.block_on(h.game(id));
    let start = AnyPosition::parse(game.kind, &game.position).unwrap();
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(2));
    let threads: Vec<_> = ["a2-a3", "b2-b3"]
        .into_iter()
        .map(|text| {
            let (path, barrier, start) = (h.path(), barrier.clone(), start.clone());
            std::thread::spawn(move || {
                let mut db = Db::open(path).unwrap();
                let (next, mv) = start.play_text(text).unwrap();
                let mv = NewMove {
                    player: 100,
                    text: mv.to_string(),
                    position: next.to_string(),
                    outcome: next.outcome(),
                    at: 1_799_150_400_000,
                    time: breaker::time::GameTime::new(breaker::time::TimeControl::simple_days(3)),
                };
                barrier.wait();
                db.append_move(id, game.version, &mv)
            })
        })
        .collect();
    let results: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert!(results
        .iter()
        .any(|r| matches!(r, Err(StoreError::Conflict { .. }))));
    assert_eq!(rt.block_on(h.moves(id)).len(), 1);
}

#[tokio::test]
async fn a_restart_loses_nothing() {
    let mut h = Harness::new();
    let id = h.started(GameKind::Breach, "5", "alice", "bob").await;
    let invite = h
        .service
        .games()
        .challenge(
            &ctx("carol"),
            &user("dave"),
            GameKind::Breakthrough,
            None,
            None,
            None,
        )
        .await
        .unwrap();
    let pending = game_id(&invite);
    for (who, mv) in [("alice", "c3"), ("bob", "a1 e5")] {
        assert!(
            !h.service
                .games()
                .play_move(&ctx(who), mv, None)
                .await
                .unwrap()
                .ephemeral
        );
    }
    let before = h.snapshot().await;

    h.restart();
    assert_eq!(h.snapshot().await, before, "everything is still there");
    // The game continues where it was; the old invite's button still works.
    let reply = h
        .service
        .games()
        .play_move(&ctx("alice"), "b2 b3", None)
        .await
        .unwrap();
    assert!(!reply.ephemeral, "{}", reply.content);
    refused_with(
        &h.service
            .games()
            .play_move(&ctx("alice"), "d4 d2", None)
            .await
            .unwrap(),
        "refusal-not-your-turn",
    );
    let board = h
        .service
        .games()
        .board(&ctx("bob"), Some(&id.to_string()))
        .await
        .unwrap();
    said_with(&board.content, "board-post-last-move", &[("last", "b2 b3")]);
    let accepted = h
        .service
        .games()
        .handle_button(&ctx("dave"), &format!("accept:{pending}"))
        .await
        .unwrap();
    assert!(!accepted.ephemeral, "{}", accepted.content);

    h.restart();
    assert_eq!(h.moves(id).await.len(), 3);
    assert_eq!(h.game(pending).await.status, GameStatus::Active);
    let game = h.game(id).await;
    assert_eq!(
        replayed(&game, &h.moves(id).await).to_string(),
        game.position
    );
}

#[tokio::test]
async fn a_pending_ai_turn_survives_a_restart() {
    let mut h = Harness::new();
    let bot = h.service.config().bot.clone();
    let reply = h
        .service
        .games()
        .challenge(
            &ctx("alice"),
            &bot,
            GameKind::Breach,
            Some("6"),
            Some(breaker::service::ColorChoice::Black),
            None,
        )
        .await
        .unwrap();
    let Some(FollowUp::AiMove(id)) = reply.follow_up else {
        panic!("the AI opens")
    };
    h.restart(); // before the AI moved
    assert_eq!(
        h.service.games().pending_ai_turns().await.unwrap(),
        vec![id]
    );
    let post = h
        .service
        .games()
        .ai_move(id)
        .await
        .unwrap()
        .expect("the AI moves");
    assert_eq!(post.mentions, vec![100]);
    assert!(h
        .service
        .games()
        .pending_ai_turns()
        .await
        .unwrap()
        .is_empty());
}

#[test]
fn a_database_from_a_newer_binary_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.db");
    let known = Db::open(&path).unwrap().schema_version().unwrap();
    // Pretend a newer Breaker migrated this file.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", known + 1).unwrap();
    drop(conn);
    match Db::open(&path) {
        Err(StoreError::TooNew { found, known: k }) => assert_eq!((found, k), (known + 1, known)),
        other => panic!("expected TooNew, got {:?}", other.map(|_| ())),
    }
}
