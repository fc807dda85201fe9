//! Conditional moves at the service: the opponent's move answered exactly once, under
//! racing moves and across a restart between the move and its answer.

mod service_support;

use breaker::games::{AnyPosition, GameKind};
use breaker::store::{GameId, NewMove, StoredLine};
use service_support::*;

/// A 3x5 game where Black (bob) is to move after a2-a3, with alice's line
/// `c4-c3, b2xc3, a4-a3?` stored: `c4-c3 → b2xc3`, then `b4-b3 → c3-c4`.
async fn with_line(h: &Harness) -> GameId {
    let id = h
        .started(GameKind::Breakthrough, "3x5", "alice", "bob")
        .await;
    let g = id.to_string();
    let games = h.service.games();
    let r = games
        .play_move(&ctx("alice"), "a2-a3", Some(&g))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let r = h
        .service
        .correspondence()
        .conditional_add(&ctx("alice"), "c4-c3, b2xc3, b4-b3, c3-c4", Some(&g))
        .await
        .unwrap();
    assert!(
        r.content.to_string().contains("Stored for game"),
        "{}",
        r.content
    );
    id
}

async fn lines(h: &Harness, id: GameId, who: &str) -> Vec<StoredLine> {
    let player = user(who).id;
    h.service
        .store()
        .call(move |db| db.conditional_lines(id, player))
        .await
        .unwrap()
}

fn texts(h: &[breaker::store::MoveRow]) -> Vec<String> {
    h.iter().map(|m| m.text.clone()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_racing_moves_by_the_opponent_get_exactly_one_answer() {
    for round in 0..6 {
        let h = Harness::new();
        let id = with_line(&h).await;
        let version = h.game(id).await.version;
        // The expected move and another, or the expected move twice.
        let other = if round % 2 == 0 { "c4-c3" } else { "b4-b3" };
        let (s1, s2) = (h.service.clone(), h.service.clone());
        let a = tokio::spawn(async move {
            s1.games()
                .play_move_at(&ctx("bob"), "c4-c3", id, version)
                .await
                .unwrap()
        });
        let b = tokio::spawn(async move {
            s2.games()
                .play_move_at(&ctx("bob"), other, id, version)
                .await
                .unwrap()
        });
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        let applied = [&a, &b].iter().filter(|r| !r.ephemeral).count();
        assert_eq!(applied, 1, "{} / {}", a.content, b.content);
        let moves = texts(&h.moves(id).await);
        if moves[1] == "c4-c3" {
            assert_eq!(moves, ["a2-a3", "c4-c3", "b2xc3"]);
            let left = lines(&h, id, "alice").await;
            assert_eq!(left.len(), 1);
            assert_eq!(left[0].plies, ["b4-b3", "c3-c4"]);
            assert_eq!(left[0].from_ply, 3);
        } else {
            assert_eq!(moves, ["a2-a3", "b4-b3"]);
            assert!(lines(&h, id, "alice").await.is_empty());
        }
        // The answer's post waits in the outbox, once.
        let notices = h.service.correspondence().run_due().await.unwrap();
        let answered = notices
            .iter()
            .filter(|n| n.text.to_string().contains("conditional move"))
            .count();
        assert_eq!(answered, usize::from(moves.len() == 3));
    }
}

/// The opponent's move committed, then Breaker stopped before answering: the answer is
/// played after the restart, once, with no time used; a second settling plays nothing.
#[tokio::test]
async fn a_restart_between_the_move_and_the_answer_plays_it_once() {
    let mut h = Harness::new();
    let id = with_line(&h).await;
    // Bob's move, stored the way `/move` stores it, but no answer (a crash right after).
    let game = h.game(id).await;
    let pos = AnyPosition::parse(game.kind, &game.position).unwrap();
    let (next, mv) = pos.play_text("c4-c3").unwrap();
    let at = game.updated_at;
    let record = NewMove {
        player: game.black,
        text: mv.to_string(),
        position: next.to_string(),
        outcome: next.outcome(),
        at,
        time: breaker::service::deadline::after_move(
            &game,
            breaker::games::Color::Black,
            at,
            false,
        ),
    };
    let version = game.version;
    h.service
        .store()
        .call(move |db| db.append_move(id, version, &record))
        .await
        .unwrap();
    h.restart();
    assert_eq!(texts(&h.moves(id).await), ["a2-a3", "c4-c3"]);
    h.service.correspondence().settle_due().await.unwrap();
    h.service.correspondence().settle_due().await.unwrap();
    let moves = h.moves(id).await;
    assert_eq!(texts(&moves), ["a2-a3", "c4-c3", "b2xc3"]);
    // Played the instant bob's move was: no time used.
    assert_eq!(moves[2].created_at, at);
    assert_eq!(lines(&h, id, "alice").await[0].plies, ["b4-b3", "c3-c4"]);
    // Then the line's continuation still fires.
    let r = h
        .service
        .games()
        .play_move(&ctx("bob"), "b4-b3", Some(&id.to_string()))
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert_eq!(
        texts(&h.moves(id).await),
        ["a2-a3", "c4-c3", "b2xc3", "b4-b3", "c3-c4"]
    );
    assert!(lines(&h, id, "alice").await.is_empty());
}

/// The answer was committed but the lines not yet trimmed when Breaker stopped: after the
/// restart nothing is played again and the lines move on.
#[tokio::test]
async fn a_restart_after_the_answer_plays_nothing_more() {
    let mut h = Harness::new();
    let id = with_line(&h).await;
    let mut game = h.game(id).await;
    for (text, color) in [
        ("c4-c3", breaker::games::Color::Black),
        ("b2xc3", breaker::games::Color::White),
    ] {
        let pos = AnyPosition::parse(game.kind, &game.position).unwrap();
        let (next, mv) = pos.play_text(text).unwrap();
        let at = game.updated_at + 1;
        let record = NewMove {
            player: game.player(color),
            text: mv.to_string(),
            position: next.to_string(),
            outcome: next.outcome(),
            at,
            time: breaker::service::deadline::after_move(&game, color, at, false),
        };
        let version = game.version;
        game = h
            .service
            .store()
            .call(move |db| db.append_move(id, version, &record))
            .await
            .unwrap();
    }
    h.restart();
    h.service.correspondence().settle_due().await.unwrap();
    assert_eq!(texts(&h.moves(id).await), ["a2-a3", "c4-c3", "b2xc3"]);
    let left = lines(&h, id, "alice").await;
    assert_eq!(left[0].plies, ["b4-b3", "c3-c4"]);
    assert_eq!(left[0].from_ply, 3);
}

/// A move in no line drops them; an accepted takeback drops them; lines are refused in
/// games against the AI and while it is the caller's own move.
#[tokio::test]
async fn lines_are_dropped_by_a_miss_and_a_takeback() {
    let h = Harness::new();
    let id = with_line(&h).await;
    let g = id.to_string();
    let games = h.service.games();
    games
        .play_move(&ctx("bob"), "a4-b3", Some(&g))
        .await
        .unwrap();
    assert_eq!(texts(&h.moves(id).await), ["a2-a3", "a4-b3"]);
    assert!(lines(&h, id, "alice").await.is_empty());
    // A takeback accepted drops the lines stored meanwhile.
    let c = h.service.correspondence();
    games
        .play_move(&ctx("alice"), "c2-c3", Some(&g))
        .await
        .unwrap();
    let r = c
        .conditional_add(&ctx("alice"), "b4xa3, b2xa3", Some(&g))
        .await
        .unwrap();
    assert!(!r.refused, "{}", r.content);
    assert_eq!(lines(&h, id, "alice").await.len(), 1);
    c.takeback(&ctx("alice"), Some(&g)).await.unwrap();
    let r = c
        .answer_takeback(&ctx("bob"), Some(&g), true)
        .await
        .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert!(lines(&h, id, "alice").await.is_empty());
    // Alice's own move: refused, and nothing stored.
    let r = c
        .conditional_add(&ctx("alice"), "b4xa3, b2xa3", Some(&g))
        .await
        .unwrap();
    refused(&r, "It is your move in game");
}

/// A move in no line, for a player who takes no DMs: they are told once, privately, in
/// the next reply Breaker gives them (appended to a private one, beside a public one),
/// even after a restart; nobody else is told, and nothing goes to the outbox.
#[tokio::test]
async fn a_missed_line_is_told_once_in_the_owners_next_reply() {
    let mut h = Harness::new();
    let id = with_line(&h).await;
    let g = id.to_string();
    let bobs = h
        .service
        .games()
        .play_move(&ctx("bob"), "a4-b3", Some(&g))
        .await
        .unwrap();
    assert!(!bobs.ephemeral, "{}", bobs.content);
    assert!(lines(&h, id, "alice").await.is_empty());
    let c = h.service.correspondence();
    // Bob's own reply carries nothing of it.
    let bobs = c.with_news(&ctx("bob"), bobs).await;
    assert_eq!(bobs.aside, None);
    assert!(!bobs.content.to_string().contains("did not apply"));
    let notices = c.run_due().await.unwrap();
    assert!(
        notices
            .iter()
            .all(|n| !n.text.to_string().contains("did not apply")),
        "{notices:?}"
    );
    h.restart();
    let c = h.service.correspondence();
    // A public reply to Alice: the news goes beside it, for her alone.
    let board = h
        .service
        .games()
        .board_view(&ctx("alice"), Some(&g), None)
        .await
        .unwrap();
    assert!(!board.ephemeral);
    let board = c.with_news(&ctx("alice"), board).await;
    assert_eq!(
        board.aside.map(|t| t.to_string()),
        Some(format!(
            "Your conditional moves in #{id} Breakthrough 3x5 did not apply: <@{}> played a4-b3, which none of your lines expected. They are removed.",
            user("bob").id
        ))
    );
    // Said once: the next reply has nothing more.
    let list = c.conditional_list(&ctx("alice"), Some(&g)).await.unwrap();
    let list = c.with_news(&ctx("alice"), list).await;
    assert_eq!(list.aside, None);
    assert_eq!(
        list.content.to_string(),
        format!("You have no conditional moves in game #{id}.")
    );
}

/// A private reply gets the news appended; a player who allowed DMs gets a DM instead
/// and nothing is held for their replies.
#[tokio::test]
async fn a_private_reply_carries_the_news_and_a_dm_replaces_it() {
    let h = Harness::new();
    let id = with_line(&h).await;
    let g = id.to_string();
    let (games, c) = (h.service.games(), h.service.correspondence());
    games
        .play_move(&ctx("bob"), "b4-b3", Some(&g))
        .await
        .unwrap();
    let list = c.conditional_list(&ctx("alice"), Some(&g)).await.unwrap();
    let list = c.with_news(&ctx("alice"), list).await;
    assert!(list.ephemeral && list.aside.is_none());
    assert_eq!(
        list.content.to_string(),
        format!(
            "You have no conditional moves in game #{id}.\nYour conditional moves in #{id} Breakthrough 3x5 did not apply: <@{}> played b4-b3, which none of your lines expected. They are removed.",
            user("bob").id
        )
    );

    // With DMs on: told by DM (a notice to Alice alone), nothing held.
    let h = Harness::new();
    let c = h.service.correspondence();
    c.notify(&ctx("alice"), true).await.unwrap();
    let id = with_line(&h).await;
    h.service
        .games()
        .play_move(&ctx("bob"), "b4-b3", Some(&id.to_string()))
        .await
        .unwrap();
    let notices = c.run_due().await.unwrap();
    let told: Vec<_> = notices
        .iter()
        .filter(|n| n.text.to_string().contains("did not apply"))
        .collect();
    assert_eq!(told.len(), 1, "{notices:?}");
    assert_eq!(told[0].dm, Some(user("alice").id));
    assert_eq!(told[0].channel, 0, "no post in the channel");
    let list = c.conditional_list(&ctx("alice"), None).await.unwrap();
    let list = c.with_news(&ctx("alice"), list).await;
    assert!(!list.content.to_string().contains("did not apply"));
}

/// In a direct game (Breaker may only answer, its notices go to the players by DM), the
/// DM that lines did not apply goes to their owner alone, never to the opponent.
#[tokio::test]
async fn in_a_direct_game_the_missed_lines_dm_is_the_owners_alone() {
    use breaker::service::{ColorChoice, Ctx, Reach};
    let h = Harness::new();
    let direct = |name: &str| Ctx::new(None, 4242, user(name)).reaching(Reach::AnswerOnly);
    let (games, c) = (h.service.games(), h.service.correspondence());
    let r = c.notify(&direct("alice"), true).await.unwrap();
    assert!(!r.refused, "{}", r.content);
    let invite = games
        .challenge(
            &direct("alice"),
            &user("bob"),
            GameKind::Breakthrough,
            Some("3x5"),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let id = game_id(&invite);
    let g = id.to_string();
    let r = games.accept(&direct("bob"), Some(&g)).await.unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let marked = h.service.store().call(move |db| db.answer_only(id)).await;
    assert!(marked.unwrap().is_some(), "an answer-only game");
    games
        .play_move(&direct("alice"), "a2-a3", Some(&g))
        .await
        .unwrap();
    let r = c
        .conditional_add(&direct("alice"), "c4-c3, b2xc3", Some(&g))
        .await
        .unwrap();
    assert!(!r.refused, "{}", r.content);
    c.run_due().await.unwrap();
    games
        .play_move(&direct("bob"), "b4-b3", Some(&g))
        .await
        .unwrap();
    let notices = c.notices_waiting(100).await.unwrap();
    let told: Vec<_> = notices
        .iter()
        .filter(|n| n.notice.kind == breaker::service::NoticeKind::ConditionalsMissed)
        .collect();
    assert_eq!(told.len(), 1, "{notices:?}");
    assert_eq!(told[0].notice.dm, Some(user("alice").id));
    assert_eq!(told[0].notice.direct, None, "not sent to every player");
}
