//! Takebacks: asked, accepted, declined and refused; the log stays append-only and every
//! replay gives the game as played; the AI grants them at levels 1 to 3.

mod service_support;

use breaker::games::GameKind;
use breaker::service::{ColorChoice, FollowUp, Reply};
use breaker::store::{GameId, GameStatus, TakebackStatus};
use service_support::*;

async fn play(h: &Harness, who: &str, mv: &str) -> Reply {
    let reply = h
        .service
        .games()
        .play_move(&ctx(who), mv, None)
        .await
        .unwrap();
    assert!(!reply.ephemeral, "{mv}: {}", reply.content);
    reply
}

/// Alice (White) and Bob on 5x5: a2-a3, e4-e3, b2-b3.
async fn three_moves(h: &Harness) -> GameId {
    let id = h
        .started(GameKind::Breakthrough, "5x5", "alice", "bob")
        .await;
    play(h, "alice", "a2-a3").await;
    play(h, "bob", "e4-e3").await;
    play(h, "alice", "b2-b3").await;
    id
}

async fn log(h: &Harness, id: GameId) -> Vec<(u32, String)> {
    h.service
        .store()
        .call(move |db| db.move_log(id))
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.ply, m.text))
        .collect()
}

async fn export(h: &Harness, who: &str) -> String {
    let reply = h.service.games().export(&ctx(who), None).await.unwrap();
    reply.files[0].text().unwrap().to_string()
}

#[tokio::test]
async fn accepted_takeback_retracts_the_move_and_the_reply_and_keeps_the_log() {
    let h = Harness::new();
    let s = &h.service;
    let id = three_moves(&h).await;
    // Bob asks: his e4-e3 and Alice's reply b2-b3 go.
    let ask = s
        .correspondence()
        .takeback(&ctx("bob"), None)
        .await
        .unwrap();
    assert!(!ask.ephemeral, "{}", ask.content);
    assert_eq!(ask.mentions, vec![100], "Alice is asked");
    let ids: Vec<&str> = ask.buttons.iter().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(
        ids,
        [
            format!("takeback-accept:{id}"),
            format!("takeback-decline:{id}")
        ]
    );
    assert_eq!(
        ask.buttons[0].command,
        format!("/takeback game:{id} answer:accept")
    );
    let text = ask.content.to_string();
    assert!(text.contains("e4-e3") && text.contains("b2-b3"), "{text}");
    let before = h.game(id).await;

    let granted = s
        .games()
        .handle_button(&ctx("alice"), &format!("takeback-accept:{id}"))
        .await
        .unwrap();
    assert!(!granted.ephemeral, "{}", granted.content);
    assert_eq!(granted.mentions, vec![200], "Bob is to move again");
    assert!(granted.board.is_some());
    let g = h.game(id).await;
    assert_eq!(g.ply, 1);
    assert_eq!(g.version, before.version + 1);
    assert_eq!(replayed(&g, &h.moves(id).await).to_string(), g.position);
    assert_eq!(h.moves(id).await.len(), 1);
    // The log keeps all three; new moves get fresh ply numbers.
    play(&h, "bob", "d4-d3").await;
    assert_eq!(
        log(&h, id).await,
        [
            (0, "a2-a3".to_string()),
            (1, "e4-e3".into()),
            (2, "b2-b3".into()),
            (3, "d4-d3".into())
        ]
    );
    let g = h.game(id).await;
    assert_eq!(g.ply, 2, "the move number counts only live moves");
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    // Two live moves: White's second move is next (move pairs, as the record numbers).
    let (player, next) = to_move(&board.content);
    assert!(player.ends_with("side=color-white)"), "{player}");
    assert_eq!(next, "phrase-next-move(kind=breakthrough, number=2)");
    said_with(&board.content, "board-post-last-move", &[("last", "d4-d3")]);

    // The record and the replay show the game as played.
    let record = export(&h, "alice").await;
    assert!(record.contains("\n1. a2-a3 d4-d3 *\n"), "{record}");
    assert!(
        !record.contains("e4-e3") && !record.contains("b2-b3"),
        "{record}"
    );
    let gif = s.games().replay_gif(&ctx("alice"), None).await.unwrap();
    assert!(!gif.ephemeral, "{}", gif.content);

    let events = s.store().call(move |db| db.takebacks(id)).await.unwrap();
    assert_eq!(events.len(), 1);
    let e = &events[0];
    assert_eq!(
        (e.asked_by, e.answered_by, e.status),
        (200, Some(100), TakebackStatus::Accepted)
    );
    assert_eq!((e.from_ply, e.to_ply), (1, 2));
}

#[tokio::test]
async fn a_takeback_right_after_moving_undoes_one_move_and_the_deadline_resets() {
    let h = Harness::new();
    let s = &h.service;
    let id = three_moves(&h).await;
    // Alice just moved b2-b3: only that move goes, and it is her turn again.
    s.correspondence()
        .takeback(&ctx("alice"), None)
        .await
        .unwrap();
    let granted = s
        .correspondence()
        .answer_takeback(&ctx("bob"), None, true)
        .await
        .unwrap();
    assert!(!granted.ephemeral, "{}", granted.content);
    assert_eq!(granted.mentions, vec![100]);
    let g = h.game(id).await;
    assert_eq!(g.ply, 2);
    let texts: Vec<String> = h.moves(id).await.into_iter().map(|m| m.text).collect();
    assert_eq!(texts, ["a2-a3", "e4-e3"]);
    // Alice's deadline is a full move's time from the takeback.
    let deadline = g.timing.deadline_at.unwrap();
    assert_eq!(deadline - g.turn_started_at.unwrap(), g.clock.base_ms);
    play(&h, "alice", "c2-c3").await;
}

#[tokio::test]
async fn declined_takeback_changes_nothing_but_the_event() {
    let h = Harness::new();
    let s = &h.service;
    let id = three_moves(&h).await;
    s.correspondence()
        .takeback(&ctx("alice"), None)
        .await
        .unwrap();
    let before = h.game(id).await;
    let no = s
        .games()
        .handle_button(&ctx("bob"), &format!("takeback-decline:{id}"))
        .await
        .unwrap();
    assert!(!no.ephemeral, "{}", no.content);
    assert_eq!(no.mentions, vec![100]);
    said(&no.content, "takeback-declined");
    assert_eq!(h.game(id).await, before);
    assert_eq!(h.moves(id).await.len(), 3);
    let events = s.store().call(move |db| db.takebacks(id)).await.unwrap();
    assert_eq!(events[0].status, TakebackStatus::Declined);
    // Nothing left to answer.
    refused_with(
        &s.correspondence()
            .answer_takeback(&ctx("bob"), None, true)
            .await
            .unwrap(),
        "takeback-no-request",
    );
}

#[tokio::test]
async fn refusals_are_ephemeral_and_change_nothing() {
    let h = Harness::new();
    let s = &h.service;
    let id = h
        .started(GameKind::Breakthrough, "5x5", "alice", "bob")
        .await;
    // Nothing to take back yet.
    refused_with(
        &s.correspondence()
            .takeback(&ctx("alice"), None)
            .await
            .unwrap(),
        "takeback-nothing",
    );
    play(&h, "alice", "a2-a3").await;
    refused_with(
        &s.correspondence()
            .takeback(&ctx("bob"), None)
            .await
            .unwrap(),
        "takeback-nothing",
    );
    // A stranger can neither ask nor answer.
    let g = id.to_string();
    refused_with(
        &s.correspondence()
            .takeback(&ctx("carol"), Some(&g))
            .await
            .unwrap(),
        "refusal-not-a-player",
    );
    s.correspondence()
        .takeback(&ctx("alice"), None)
        .await
        .unwrap();
    let snap_asked = h.snapshot().await;
    refused_with(
        &s.correspondence()
            .answer_takeback(&ctx("carol"), Some(&g), true)
            .await
            .unwrap(),
        "takeback-not-yours",
    );
    said_with(
        &s.correspondence()
            .answer_takeback(&ctx("carol"), Some(&g), true)
            .await
            .unwrap()
            .content,
        "takeback-not-yours",
        &[("player", "<@200>")],
    );
    // The requester cannot answer their own request, nor ask twice.
    refused_with(
        &s.correspondence()
            .answer_takeback(&ctx("alice"), None, true)
            .await
            .unwrap(),
        "takeback-own-request",
    );
    refused_with(
        &s.correspondence()
            .takeback(&ctx("alice"), None)
            .await
            .unwrap(),
        "takeback-already-asked",
    );
    refused_with(
        &s.correspondence()
            .takeback(&ctx("bob"), None)
            .await
            .unwrap(),
        "takeback-opponent-asked",
    );
    assert_eq!(h.snapshot().await, snap_asked);
    // Any move expires the request.
    play(&h, "bob", "e4-e3").await;
    refused_with(
        &s.correspondence()
            .answer_takeback(&ctx("bob"), None, true)
            .await
            .unwrap(),
        "takeback-no-request",
    );
    let events = s.store().call(move |db| db.takebacks(id)).await.unwrap();
    assert_eq!(events[0].status, TakebackStatus::Expired);

    // Rated games: no takebacks.
    let conn = rusqlite::Connection::open(h.path()).unwrap();
    conn.execute("UPDATE games SET rated = 1 WHERE id = ?1", [id.0])
        .unwrap();
    drop(conn);
    let snap = h.snapshot().await;
    refused_with(
        &s.correspondence()
            .takeback(&ctx("alice"), None)
            .await
            .unwrap(),
        "takeback-rated",
    );
    assert_eq!(h.snapshot().await, snap);

    // Never after the end.
    let over = h
        .started(GameKind::Breakthrough, "3x5", "carol", "dave")
        .await;
    play(&h, "carol", "a2-a3").await;
    s.games()
        .resign_confirmed(&ctx("dave"), None)
        .await
        .unwrap();
    assert_eq!(h.game(over).await.status, GameStatus::Finished);
    let snap = h.snapshot().await;
    refused_with(
        &s.correspondence()
            .takeback(&ctx("carol"), Some(&over.to_string()))
            .await
            .unwrap(),
        "play-game-over",
    );
    assert_eq!(h.snapshot().await, snap);
}

#[tokio::test]
async fn the_ai_grants_takebacks_at_levels_1_to_3_only() {
    for (level, granted) in [(1u8, true), (3, true), (4, false), (5, false)] {
        let h = Harness::new();
        let s = &h.service;
        let start = s
            .games()
            .ai_game(
                &ctx("alice"),
                GameKind::Breakthrough,
                Some("5x5"),
                Some(level),
                Some(ColorChoice::White),
            )
            .await
            .unwrap();
        assert!(!start.ephemeral, "{}", start.content);
        let id = h.game_ids().await[0];
        let reply = play(&h, "alice", "a2-a3").await;
        assert_eq!(reply.follow_up, Some(FollowUp::AiMove(id)));
        s.games()
            .ai_move(id)
            .await
            .unwrap()
            .expect("the AI replies");
        let before = h.game(id).await;
        assert_eq!(before.ply, 2);
        let reply = s
            .correspondence()
            .takeback(&ctx("alice"), None)
            .await
            .unwrap();
        if granted {
            assert!(!reply.ephemeral, "level {level}: {}", reply.content);
            assert!(reply.buttons.is_empty(), "no question to answer");
            let g = h.game(id).await;
            assert_eq!(g.ply, 0, "level {level}: the move and the AI's reply go");
            assert_eq!(reply.mentions, vec![100]);
            assert!(g.timing.deadline_at.is_some(), "Alice's clock runs again");
            play(&h, "alice", "b2-b3").await;
        } else {
            refused_with(&reply, "takeback-ai-refuses");
            said_with(
                &reply.content,
                "takeback-ai-refuses",
                &[("level", &level.to_string())],
            );
            assert_eq!(h.game(id).await, before);
        }
    }
}

#[tokio::test]
async fn breach_takes_back_whole_turns() {
    let h = Harness::new();
    let s = &h.service;
    let id = h.started(GameKind::Breach, "5", "alice", "bob").await;
    let first = s
        .games()
        .autocomplete_moves(&ctx("alice"), "", None)
        .await
        .unwrap()[0]
        .clone();
    play(&h, "alice", &first).await;
    let turn = s
        .games()
        .autocomplete_moves(&ctx("bob"), "", None)
        .await
        .unwrap()[0]
        .clone();
    play(&h, "bob", &turn).await;
    s.correspondence()
        .takeback(&ctx("bob"), None)
        .await
        .unwrap();
    s.correspondence()
        .answer_takeback(&ctx("alice"), None, true)
        .await
        .unwrap();
    let g = h.game(id).await;
    assert_eq!(g.ply, 1);
    assert_eq!(replayed(&g, &h.moves(id).await).to_string(), g.position);
    let record = export(&h, "bob").await;
    assert!(record.contains(&format!("\n1. {first} *\n")), "{record}");
}
