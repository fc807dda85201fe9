//! Every user mistake gets an ephemeral reply saying what was wrong and what to do, and
//! changes nothing in the database.

mod service_support;

use breaker::games::GameKind;
use breaker::service::{ColorChoice, Ctx, Reply, User};
use breaker::store::GameStatus;
use service_support::*;

#[tokio::test]
async fn every_mistake_is_refused_and_changes_nothing() {
    let h = Harness::new();
    let s = &h.service;
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    let g = id.to_string();
    s.games()
        .play_move(&ctx("alice"), "e2-e3", None)
        .await
        .unwrap();
    let pending = game_id(
        &s.games()
            .challenge(
                &ctx("carol"),
                &user("dave"),
                GameKind::Breach,
                Some("6"),
                None,
                None,
            )
            .await
            .unwrap(),
    );
    let p = pending.to_string();
    let before = h.snapshot().await;
    let wrong_channel = format!("is played in <#{CHANNEL}>");

    let cases: Vec<(Reply, &str)> = vec![
        // Unknown or unreadable games.
        (
            s.games()
                .play_move(&ctx("bob"), "e7-e6", Some("999"))
                .await
                .unwrap(),
            "no game #999",
        ),
        (
            s.games().board(&ctx("bob"), Some("999")).await.unwrap(),
            "no game #999",
        ),
        (
            s.games().accept(&ctx("bob"), Some("abc")).await.unwrap(),
            "not a game number",
        ),
        (
            s.games().resign(&ctx("bob"), Some("#0")).await.unwrap(),
            "not a game number",
        ),
        // No game given, and none or several fit.
        (
            s.games()
                .play_move(&elsewhere("bob"), "e7-e6", None)
                .await
                .unwrap(),
            "no game in progress in this channel",
        ),
        (
            s.games().accept(&ctx("alice"), None).await.unwrap(),
            "nobody has challenged you",
        ),
        // Turn, player, channel.
        (
            s.games()
                .play_move(&ctx("alice"), "d2-d3", None)
                .await
                .unwrap(),
            "not your turn",
        ),
        (
            s.games()
                .play_move(&ctx("carol"), "e7-e6", Some(&g))
                .await
                .unwrap(),
            "not playing in game",
        ),
        (
            s.games()
                .play_move(&elsewhere("bob"), "e7-e6", Some(&g))
                .await
                .unwrap(),
            &wrong_channel,
        ),
        (
            s.games().resign(&ctx("carol"), Some(&g)).await.unwrap(),
            "not playing",
        ),
        // Illegal and malformed moves.
        (
            s.games()
                .play_move(&ctx("bob"), "e7-e5", None)
                .await
                .unwrap(),
            "not possible",
        ),
        (
            s.games()
                .play_move(&ctx("bob"), "e7xe6", None)
                .await
                .unwrap(),
            "not possible",
        ),
        (
            s.games()
                .play_move(&ctx("bob"), "hello", None)
                .await
                .unwrap(),
            "`hello` is not a move",
        ),
        (
            s.games().play_move(&ctx("bob"), "", None).await.unwrap(),
            "not possible",
        ),
        (
            s.games()
                .play_move(&ctx("bob"), "z9-z10", None)
                .await
                .unwrap(),
            "not possible",
        ),
        (
            s.games()
                .play_move(&ctx("bob"), &"é".repeat(5000), None)
                .await
                .unwrap(),
            // Not Latin: how moves are written, with a legal move.
            "latin letters",
        ),
        // Sizes, days, levels.
        (
            challenge(
                s,
                "alice",
                "bob",
                GameKind::Breakthrough,
                Some("9x99"),
                None,
            )
            .await,
            "size",
        ),
        (
            challenge(s, "alice", "bob", GameKind::Breakthrough, Some("abc"), None).await,
            "width x height",
        ),
        (
            challenge(s, "alice", "bob", GameKind::Breach, Some("4"), None).await,
            "from 5 to 19",
        ),
        (
            challenge(s, "alice", "bob", GameKind::Breach, Some("5x6"), None).await,
            "square",
        ),
        (
            challenge(s, "alice", "bob", GameKind::Breach, None, Some(0)).await,
            "1 to 60 days",
        ),
        (
            challenge(s, "alice", "bob", GameKind::Breach, None, Some(61)).await,
            "1 to 60 days",
        ),
        (
            s.games()
                .ai_game(&ctx("alice"), GameKind::Breach, None, Some(9), None)
                .await
                .unwrap(),
            "no ai level 9",
        ),
        // Challenges to oneself and to other bots.
        (
            challenge(s, "alice", "alice", GameKind::Breakthrough, None, None).await,
            "cannot challenge yourself",
        ),
        (
            s.games()
                .challenge(
                    &ctx("alice"),
                    &User::bot(77, "OtherBot"),
                    GameKind::Breach,
                    None,
                    None,
                    None,
                )
                .await
                .unwrap(),
            "bots cannot play",
        ),
        // Accept and decline by the wrong people, or of the wrong games.
        (
            s.games().accept(&ctx("bob"), Some(&p)).await.unwrap(),
            "only <@400> can accept",
        ),
        (
            s.games().accept(&ctx("carol"), Some(&p)).await.unwrap(),
            "only <@400> can accept",
        ),
        (
            s.games()
                .handle_button(&ctx("alice"), &format!("accept:{p}"))
                .await
                .unwrap(),
            "only <@400>",
        ),
        (
            s.games().decline(&ctx("alice"), Some(&p)).await.unwrap(),
            "not playing",
        ),
        (
            s.games()
                .accept(&elsewhere("dave"), Some(&p))
                .await
                .unwrap(),
            "is played in",
        ),
        (
            s.games().accept(&ctx("bob"), Some(&g)).await.unwrap(),
            "has already started",
        ),
        (
            s.games()
                .play_move(&ctx("dave"), "c3", Some(&p))
                .await
                .unwrap(),
            "has not started",
        ),
        (
            s.games().resign(&ctx("dave"), Some(&p)).await.unwrap(),
            "has not started",
        ),
        // Buttons that mean nothing.
        (
            s.games()
                .handle_button(&ctx("bob"), "launch:1")
                .await
                .unwrap(),
            "no longer works",
        ),
        (
            s.games()
                .handle_button(&ctx("bob"), "accept:999")
                .await
                .unwrap(),
            "no game #999",
        ),
    ];
    for (reply, needle) in &cases {
        refused(reply, needle);
    }
    assert_eq!(h.snapshot().await, before, "refusals change nothing");
    assert_eq!(h.game(pending).await.status, GameStatus::Pending);
    assert_eq!(h.moves(id).await.len(), 1);
}

async fn challenge(
    s: &breaker::service::Service,
    from: &str,
    to: &str,
    kind: GameKind,
    size: Option<&str>,
    days: Option<u32>,
) -> Reply {
    s.games()
        .challenge(
            &ctx(from),
            &user(to),
            kind,
            size,
            Some(ColorChoice::Random),
            days,
        )
        .await
        .unwrap()
}

#[tokio::test]
async fn several_games_need_a_game_option() {
    let h = Harness::new();
    let s = &h.service;
    let a = h
        .started(GameKind::Breakthrough, "6x6", "alice", "bob")
        .await;
    let b = h.started(GameKind::Breach, "5", "alice", "carol").await;
    let reply = s
        .games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    refused_with(&reply, "lookup-several");
    said_with(
        &reply.content,
        "phrase-title",
        &[
            ("game", &a.to_string()),
            ("kind", "game-breakthrough"),
            ("size", "6x6"),
        ],
    );
    said_with(
        &reply.content,
        "phrase-title",
        &[
            ("game", &b.to_string()),
            ("kind", "game-breach"),
            ("size", "5"),
        ],
    );
    // Naming one works; bob has only one game here, so he needs no option.
    assert!(
        !s.games()
            .play_move(&ctx("alice"), "a2-a3", Some(&a.to_string()))
            .await
            .unwrap()
            .ephemeral
    );
    assert!(
        !s.games()
            .play_move(&ctx("bob"), "a5-a4", None)
            .await
            .unwrap()
            .ephemeral
    );
    // Autocomplete needs to know the game too: no suggestions rather than a guess.
    assert!(s
        .games()
        .autocomplete_moves(&ctx("alice"), "", None)
        .await
        .unwrap()
        .is_empty());
    assert!(!s
        .games()
        .autocomplete_moves(&ctx("alice"), "", Some(&b.to_string()))
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn games_of_other_servers_and_dms_are_invisible() {
    let h = Harness::new();
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    let other_server = Ctx::new(Some(GUILD + 1), CHANNEL, user("bob"));
    refused_with(
        &h.service
            .games()
            .board(&other_server, Some(&id.to_string()))
            .await
            .unwrap(),
        "refusal-unknown-game",
    );
    let dm = Ctx::new(None, 5, user("bob"));
    refused_with(
        &h.service
            .games()
            .play_move(&dm, "a7-a6", Some(&id.to_string()))
            .await
            .unwrap(),
        "refusal-unknown-game",
    );
}
