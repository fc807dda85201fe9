//! Nobody acts for someone else, one action at a time: only the two players move,
//! resign, take back or give time; only the challenged player accepts; a game in another
//! server or channel is out of reach. Each refusal is private and changes nothing.

mod service_support;

use breaker::games::GameKind;
use breaker::service::{ColorChoice, Ctx, Reply, ServiceError};
use service_support::*;

/// Runs `act` and asserts it was refused (mentioning `why`) and changed nothing.
async fn nothing_changes<F>(h: &Harness, why: &str, act: F)
where
    F: std::future::Future<Output = Result<Reply, ServiceError>>,
{
    let before = h.snapshot().await;
    let reply = act.await.unwrap();
    refused(&reply, why);
    assert_eq!(h.snapshot().await, before, "{}", reply.content);
}

/// `act` is refused with message `id`, and nothing changed.
async fn refused_unchanged<F>(h: &Harness, id: &str, act: F)
where
    F: std::future::Future<Output = Result<Reply, ServiceError>>,
{
    let before = h.snapshot().await;
    let reply = act.await.unwrap();
    refused_with(&reply, id);
    assert_eq!(h.snapshot().await, before, "{}", reply.content);
}

/// Alice (White) against Bob in the test channel, one move played each.
async fn game(h: &Harness) -> String {
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    let g = id.to_string();
    for (who, mv) in [("alice", "a2-a3"), ("bob", "a7-a6")] {
        let r = h
            .service
            .games()
            .play_move(&ctx(who), mv, Some(&g))
            .await
            .unwrap();
        assert!(!r.ephemeral, "{}", r.content);
    }
    g
}

fn other_server(name: &str) -> Ctx {
    Ctx::new(Some(GUILD + 1), CHANNEL, user(name))
}

#[tokio::test]
async fn only_the_player_to_move_moves() {
    let h = Harness::new();
    let g = game(&h).await;
    let s = &h.service;
    nothing_changes(
        &h,
        "not playing",
        s.games().play_move(&ctx("carol"), "b2-b3", Some(&g)),
    )
    .await;
    nothing_changes(
        &h,
        "not your turn",
        s.games().play_move(&ctx("bob"), "b7-b6", Some(&g)),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-wrong-channel",
        s.games().play_move(&elsewhere("alice"), "b2-b3", Some(&g)),
    )
    .await;
    nothing_changes(
        &h,
        "no game",
        s.games()
            .play_move(&other_server("alice"), "b2-b3", Some(&g)),
    )
    .await;
    // And the one who may, can.
    assert!(
        !s.games()
            .play_move(&ctx("alice"), "b2-b3", Some(&g))
            .await
            .unwrap()
            .ephemeral
    );
}

#[tokio::test]
async fn only_the_players_resign() {
    let h = Harness::new();
    let g = game(&h).await;
    let s = &h.service;
    nothing_changes(&h, "not playing", s.games().resign(&ctx("carol"), Some(&g))).await;
    nothing_changes(
        &h,
        "not playing",
        s.games().resign_confirmed(&ctx("carol"), Some(&g)),
    )
    .await;
    let click = format!("resign:{g}");
    nothing_changes(
        &h,
        "not playing",
        s.games().handle_button(&ctx("carol"), &click),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-wrong-channel",
        s.games().resign_confirmed(&elsewhere("bob"), Some(&g)),
    )
    .await;
    nothing_changes(
        &h,
        "no game",
        s.games().resign_confirmed(&other_server("bob"), Some(&g)),
    )
    .await;
    let done = s
        .games()
        .resign_confirmed(&ctx("bob"), Some(&g))
        .await
        .unwrap();
    assert!(!done.ephemeral, "{}", done.content);
}

#[tokio::test]
async fn only_the_players_take_back_and_only_the_opponent_answers() {
    let h = Harness::new();
    let g = game(&h).await;
    let s = &h.service;
    nothing_changes(
        &h,
        "not playing",
        s.correspondence().takeback(&ctx("carol"), Some(&g)),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-wrong-channel",
        s.correspondence().takeback(&elsewhere("bob"), Some(&g)),
    )
    .await;
    nothing_changes(
        &h,
        "no game",
        s.correspondence().takeback(&other_server("bob"), Some(&g)),
    )
    .await;
    let asked = s
        .correspondence()
        .takeback(&ctx("bob"), Some(&g))
        .await
        .unwrap();
    assert!(!asked.ephemeral, "{}", asked.content);
    // Neither a stranger nor the one who asked may grant it, by command or button.
    refused_unchanged(
        &h,
        "takeback-not-yours",
        s.correspondence()
            .answer_takeback(&ctx("carol"), Some(&g), true),
    )
    .await;
    refused_unchanged(
        &h,
        "takeback-own-request",
        s.correspondence()
            .answer_takeback(&ctx("bob"), Some(&g), true),
    )
    .await;
    let click = format!("takeback-accept:{g}");
    refused_unchanged(
        &h,
        "takeback-not-yours",
        s.games().handle_button(&ctx("carol"), &click),
    )
    .await;
    refused_unchanged(
        &h,
        "takeback-own-request",
        s.games().handle_button(&ctx("bob"), &click),
    )
    .await;
    let granted = s
        .games()
        .handle_button(&ctx("alice"), &click)
        .await
        .unwrap();
    assert!(!granted.ephemeral, "{}", granted.content);
}

#[tokio::test]
async fn only_the_players_give_time() {
    let h = Harness::new();
    let g = game(&h).await;
    let s = &h.service;
    nothing_changes(
        &h,
        "not playing",
        s.correspondence()
            .more_time(&ctx("carol"), Some(&g), Some(2)),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-wrong-channel",
        s.correspondence()
            .more_time(&elsewhere("bob"), Some(&g), Some(2)),
    )
    .await;
    nothing_changes(
        &h,
        "no game",
        s.correspondence()
            .more_time(&other_server("bob"), Some(&g), Some(2)),
    )
    .await;
}

#[tokio::test]
async fn only_the_challenged_player_accepts() {
    let h = Harness::new();
    let invite = h
        .service
        .games()
        .challenge(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breakthrough,
            Some("5x5"),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let g = game_id(&invite).to_string();
    let s = &h.service;
    let click = format!("accept:{g}");
    refused_unchanged(
        &h,
        "refusal-not-challenged",
        s.games().accept(&ctx("alice"), Some(&g)),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-not-challenged",
        s.games().accept(&ctx("carol"), Some(&g)),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-not-challenged",
        s.games().handle_button(&ctx("carol"), &click),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-not-challenged",
        s.games().handle_button(&ctx("alice"), &click),
    )
    .await;
    refused_unchanged(
        &h,
        "refusal-wrong-channel",
        s.games().accept(&elsewhere("bob"), Some(&g)),
    )
    .await;
    nothing_changes(
        &h,
        "no game",
        s.games().accept(&other_server("bob"), Some(&g)),
    )
    .await;
    // A stranger cannot decline it either.
    nothing_changes(
        &h,
        "not playing",
        s.games().decline(&ctx("carol"), Some(&g)),
    )
    .await;
    let start = s.games().handle_button(&ctx("bob"), &click).await.unwrap();
    assert!(!start.ephemeral, "{}", start.content);
    // The old button, clicked again, is refused.
    refused_unchanged(
        &h,
        "challenge-already-started",
        s.games().handle_button(&ctx("bob"), &click),
    )
    .await;
}

/// Two names are two users: every name the tests use has an id of its own (not the bot's),
/// and a name outside the cast is refused rather than given someone else's id.
#[test]
fn every_test_user_is_someone_else() {
    let mut ids: Vec<u64> = CAST.iter().map(|(_, id)| *id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), CAST.len(), "two names share an id: {CAST:?}");
    assert!(!ids.contains(&BOT));
    for (name, id) in CAST {
        assert_eq!((user(name).id, user(name).name.as_str()), (id, name));
    }
    // The pairs the old length-derived ids merged.
    assert_ne!(user("mona").id, user("erin").id);
    assert_ne!(user("ann").id, user("eve").id);
    assert!(std::panic::catch_unwind(|| user("zed")).is_err());
}
