//! Whole games through the service, against a real SQLite file.

mod service_support;

use breaker::games::{AnyPosition, Color, GameKind, Outcome};
use breaker::service::{ButtonStyle, ColorChoice, FollowUp, Span, Text};
use breaker::store::GameStatus;
use service_support::*;

#[tokio::test]
async fn a_scripted_breakthrough_game_from_challenge_to_win() {
    let h = Harness::new();
    let s = &h.service;
    let invite = s
        .games()
        .challenge(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breakthrough,
            Some("3x5"),
            Some(ColorChoice::White),
            Some(2),
        )
        .await
        .unwrap();
    assert!(!invite.ephemeral);
    assert_eq!(
        invite.mentions,
        vec![200],
        "the invite pings the opponent only"
    );
    said_with(
        &invite.content,
        "challenge-invite",
        &[
            ("opponent", "<@200>"),
            ("kind", "game-breakthrough"),
            ("size", "3x5"),
        ],
    );
    let labels: Vec<(String, ButtonStyle)> = invite
        .buttons
        .iter()
        .map(|b| (b.label.to_string(), b.style))
        .collect();
    assert_eq!(
        labels,
        vec![
            ("Accept".to_string(), ButtonStyle::Success),
            ("Decline".to_string(), ButtonStyle::Danger)
        ]
    );
    let id = game_id(&invite);
    assert_eq!(h.game(id).await.status, GameStatus::Pending);
    assert_eq!(h.game(id).await.days_per_move, 2);

    let start = s
        .games()
        .handle_button(&ctx("bob"), &format!("accept:{id}"))
        .await
        .unwrap();
    assert!(!start.ephemeral);
    assert_eq!(start.mentions, vec![100], "White is pinged to move");
    decodes(&start);
    assert_eq!(h.game(id).await.status, GameStatus::Active);

    let script = [
        ("alice", "b2-b3"),
        ("bob", "a4xb3"),
        ("alice", "c2xb3"),
        ("bob", "c4-c3"),
        ("alice", "B3A4"), // any accepted notation; stored canonically
        ("bob", "c3-c2"),
    ];
    for (ply, (who, mv)) in script.iter().enumerate() {
        let reply = s.games().play_move(&ctx(who), mv, None).await.unwrap();
        assert!(!reply.ephemeral, "{who} {mv}: {}", reply.content);
        let next = if *who == "alice" { 200 } else { 100 };
        assert_eq!(reply.mentions, vec![next], "the player to move is pinged");
        assert!(reply.content.contains(&format!("<@{next}>")));
        let board = reply.board.as_ref().unwrap();
        assert_eq!(board.ply, ply as u32 + 1);
        decodes(&reply);
    }
    let last = s
        .games()
        .play_move(&ctx("alice"), "a4xb5", None)
        .await
        .unwrap();
    said_with(
        &last.content,
        "phrase-win-far-row",
        &[("winner", "color-white"), ("rank", "5")],
    );
    assert!(last.content.contains("a4xb5"));
    assert_eq!(last.mentions, vec![200], "the loser hears about it");
    assert!(last
        .board
        .as_ref()
        .unwrap()
        .diagram
        .contains("White wins: a piece reached rank 5."));

    let game = h.game(id).await;
    assert_eq!(game.status, GameStatus::Finished);
    assert!(matches!(
        game.outcome,
        Outcome::Win {
            winner: Color::White,
            ..
        }
    ));
    let moves = h.moves(id).await;
    let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(
        texts,
        ["b2-b3", "a4xb3", "c2xb3", "c4-c3", "b3-a4", "c3-c2", "a4xb5"]
    );
    assert_eq!(
        replayed(&game, &moves).to_string(),
        game.position,
        "the log replays to the stored position"
    );

    // Finished games refuse moves, and `/board` still shows them to anyone.
    refused_with(
        &s.games()
            .play_move(&ctx("bob"), "b5-b4", Some(&id.to_string()))
            .await
            .unwrap(),
        "play-game-over",
    );
    let board = s
        .games()
        .board(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    said_with(
        &board.content,
        "phrase-win-far-row",
        &[("winner", "color-white")],
    );
    assert!(board.mentions.is_empty());
}

/// Plays `kind` at `size` to its end, choosing moves from the service's own suggestions
/// (autocomplete), and checks every post against a position kept alongside.
async fn play_out(kind: GameKind, size: &str) -> (Harness, breaker::store::GameId, Text) {
    let h = Harness::new();
    let id = h.started(kind, size, "alice", "bob").await;
    let mut pos = AnyPosition::start(kind, Some(size)).unwrap();
    let mut last = Text::new();
    let mut turn = 0usize;
    while !pos.outcome().is_over() {
        let who = if pos.turn() == Color::White {
            "alice"
        } else {
            "bob"
        };
        let choices = h
            .service
            .games()
            .autocomplete_moves(&ctx(who), "", None)
            .await
            .unwrap();
        assert!(!choices.is_empty() && choices.len() <= 25);
        // The other player gets no suggestions: it is not their turn.
        let other = if who == "alice" { "bob" } else { "alice" };
        assert!(h
            .service
            .games()
            .autocomplete_moves(&ctx(other), "", None)
            .await
            .unwrap()
            .is_empty());
        let mv = &choices[turn * 7 % choices.len()];
        let reply = h
            .service
            .games()
            .play_move(&ctx(who), mv, Some(&id.to_string()))
            .await
            .unwrap();
        assert!(!reply.ephemeral, "{mv}: {}", reply.content);
        pos = pos.play_text(mv).unwrap().0;
        assert!(reply
            .content
            .resolve(breaker::i18n::Locale::ENGLISH)
            .spans()
            .contains(&Span::Strong(mv.to_string())));
        if turn.is_multiple_of(10) {
            decodes(&reply);
        }
        last = reply.content;
        turn += 1;
        assert!(turn < 500, "the game must end");
    }
    let game = h.game(id).await;
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(game.outcome, pos.outcome());
    assert_eq!(game.position, pos.to_string());
    assert_eq!(
        replayed(&game, &h.moves(id).await).to_string(),
        game.position
    );
    (h, id, last)
}

#[tokio::test]
async fn a_breakthrough_game_played_out_from_suggestions() {
    let (_h, _id, last) = play_out(GameKind::Breakthrough, "5x6").await;
    let ended = ids(&last);
    assert!(
        ended.contains(&"phrase-win-far-row") || ended.contains(&"phrase-win-all-captured"),
        "{last}"
    );
}

#[tokio::test]
async fn a_breach_game_on_5x5_to_the_end() {
    let (h, id, last) = play_out(GameKind::Breach, "5").await;
    let ended = ids(&last);
    assert!(
        ended.contains(&"phrase-win-board-full") || ended.contains(&"phrase-win-record"),
        "{last}"
    );
    let game = h.game(id).await;
    let pos = AnyPosition::parse(GameKind::Breach, &game.position).unwrap();
    if let AnyPosition::Breach(p) = pos {
        assert!(
            p.empty_count() == 0 || p.record() == 5,
            "ends on a full board or a full row"
        );
    }
}

#[tokio::test]
async fn challenging_the_bot_plays_the_ai() {
    let h = Harness::new();
    let s = &h.service;
    let bot = s.config().bot.clone();
    // The human plays Black, so the AI opens.
    let reply = s
        .games()
        .challenge(
            &ctx("alice"),
            &bot,
            GameKind::Breakthrough,
            Some("4x5"),
            Some(ColorChoice::Black),
            None,
        )
        .await
        .unwrap();
    assert!(!reply.ephemeral, "{}", reply.content);
    assert!(
        reply.buttons.is_empty(),
        "no invite: the game starts at once"
    );
    let Some(FollowUp::AiMove(id)) = reply.follow_up else {
        panic!("the AI moves first: {reply:?}")
    };
    assert_eq!(s.games().pending_ai_turns().await.unwrap(), vec![id]);
    let mut next = s.games().ai_move(id).await.unwrap();
    let mut turns = 0;
    while let Some(post) = next {
        assert!(!post.ephemeral);
        assert!(post.content.contains(&format!("<@{BOT}>")));
        let game = h.game(id).await;
        if game.status == GameStatus::Finished {
            break;
        }
        assert_eq!(
            post.mentions,
            vec![100],
            "the human is pinged, never the bot"
        );
        let mv = s
            .games()
            .autocomplete_moves(&ctx("alice"), "", None)
            .await
            .unwrap()[0]
            .clone();
        let reply = s.games().play_move(&ctx("alice"), &mv, None).await.unwrap();
        assert!(!reply.ephemeral, "{}", reply.content);
        assert!(reply.mentions.is_empty(), "the bot is not pinged");
        next = match reply.follow_up {
            Some(FollowUp::AiMove(g)) => {
                assert_eq!(g, id);
                s.games().ai_move(id).await.unwrap()
            }
            Some(other) => panic!("a move asks for no {other:?}"),
            None => None,
        };
        turns += 1;
        assert!(turns < 100);
    }
    assert_eq!(h.game(id).await.status, GameStatus::Finished);
    assert!(s.games().pending_ai_turns().await.unwrap().is_empty());
    assert_eq!(
        s.games().ai_move(id).await.unwrap(),
        None,
        "nothing to do once the game is over"
    );
}

#[tokio::test]
async fn resigning_needs_a_confirmation() {
    let h = Harness::new();
    let id = h.started(GameKind::Breach, "7", "alice", "bob").await;
    let ask = h.service.games().resign(&ctx("bob"), None).await.unwrap();
    assert!(ask.ephemeral);
    assert_eq!(ask.buttons[0].custom_id, format!("resign:{id}"));
    assert_eq!(ask.buttons[0].style, ButtonStyle::Danger);
    assert_eq!(
        h.game(id).await.status,
        GameStatus::Active,
        "asking changes nothing"
    );

    let done = h
        .service
        .games()
        .handle_button(&ctx("bob"), &ask.buttons[0].custom_id)
        .await
        .unwrap();
    assert!(!done.ephemeral);
    said_with(
        &done.content,
        "phrase-win-resignation",
        &[("winner", "color-white"), ("loser", "color-black")],
    );
    assert_eq!(done.mentions, vec![100]);
    assert!(done
        .board
        .as_ref()
        .unwrap()
        .diagram
        .contains("White wins: Black resigned."));
    decodes(&done);
    let game = h.game(id).await;
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(
        game.outcome,
        Outcome::Win {
            winner: Color::White,
            reason: breaker::games::WinReason::Resignation
        }
    );
    // A second click is refused.
    refused_with(
        &h.service
            .games()
            .handle_button(&ctx("bob"), &ask.buttons[0].custom_id)
            .await
            .unwrap(),
        "play-game-over",
    );
}

#[tokio::test]
async fn decline_and_withdraw() {
    let h = Harness::new();
    let s = &h.service;
    let invite = s
        .games()
        .challenge(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breach,
            None,
            None,
            None,
        )
        .await
        .unwrap();
    let id = game_id(&invite);
    let reply = s
        .games()
        .handle_button(&ctx("bob"), &format!("decline:{id}"))
        .await
        .unwrap();
    assert!(!reply.ephemeral);
    said(&reply.content, "challenge-declined");
    assert_eq!(reply.mentions, vec![100]);
    assert_eq!(h.game(id).await.status, GameStatus::Declined);
    refused_with(
        &s.games()
            .accept(&ctx("bob"), Some(&id.to_string()))
            .await
            .unwrap(),
        "play-game-declined",
    );

    let invite = s
        .games()
        .challenge(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breach,
            Some("10"),
            None,
            None,
        )
        .await
        .unwrap();
    let id = game_id(&invite);
    let reply = s.games().decline(&ctx("alice"), None).await.unwrap();
    said(&reply.content, "challenge-withdrawn");
    assert_eq!(reply.mentions, vec![200]);
    assert_eq!(h.game(id).await.status, GameStatus::Declined);
}

#[tokio::test]
async fn games_lists_this_channel_and_mine_elsewhere() {
    let h = Harness::new();
    let s = &h.service;
    let here = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    let there = s
        .games()
        .challenge(
            &elsewhere("carol"),
            &user("alice"),
            GameKind::Breach,
            None,
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let there = game_id(&there);
    let list = s.games().list(&ctx("alice")).await.unwrap();
    assert!(list.ephemeral && list.mentions.is_empty());
    let (here_id, there_id) = (here.to_string(), there.to_string());
    said_with(
        &list.content,
        "phrase-title",
        &[
            ("game", &here_id),
            ("kind", "game-breakthrough"),
            ("size", "8x8"),
        ],
    );
    said(&list.content, "listing-your-turn");
    said_with(
        &list.content,
        "phrase-title",
        &[("game", &there_id), ("kind", "game-breach"), ("size", "10")],
    );
    said(&list.content, "listing-waiting-for-you");
    assert!(list.content.contains(&format!("<#{OTHER_CHANNEL}>")));

    // Bob sees the channel's game, not alice's challenge elsewhere.
    let list = s.games().list(&ctx("bob")).await.unwrap();
    assert!(
        list.content.contains(&format!("#{here} "))
            && !list.content.contains(&format!("#{there} "))
    );
    said_with(&list.content, "listing-to-move", &[("player", "<@100>")]);

    let choices = s
        .games()
        .autocomplete_games(&ctx("alice"), "")
        .await
        .unwrap();
    assert_eq!(choices.len(), 2);
    assert_eq!(choices[0].value, here.to_string());
    assert!(
        choices[0].name.contains("alice vs bob · your turn"),
        "{}",
        choices[0].name
    );
    let choices = s
        .games()
        .autocomplete_games(&ctx("alice"), "breach")
        .await
        .unwrap();
    assert_eq!(
        choices.iter().map(|c| c.value.clone()).collect::<Vec<_>>(),
        vec![there.to_string()]
    );
}

/// Discord counts a choice name's 100 in UTF-16 units: names of emoji outside the Basic
/// Multilingual Plane (two units each) are cut to 100 units, never mid-pair.
#[tokio::test]
async fn game_choices_fit_discords_utf16_limit() {
    let h = Harness::new();
    let s = &h.service;
    let white = breaker::service::User::new(501, "😀".repeat(32));
    let black = breaker::service::User::new(502, "🎲".repeat(32));
    let at =
        |u: &breaker::service::User| breaker::service::Ctx::new(Some(GUILD), CHANNEL, u.clone());
    let invite = s
        .games()
        .challenge(
            &at(&white),
            &black,
            GameKind::Breakthrough,
            Some("8x8"),
            Some(ColorChoice::White),
            None,
        )
        .await
        .unwrap();
    let id = game_id(&invite);
    s.games().accept(&at(&black), None).await.unwrap();
    let choices = s.games().autocomplete_games(&at(&white), "").await.unwrap();
    assert_eq!(choices.len(), 1);
    let name = &choices[0].name;
    assert_eq!(choices[0].value, id.to_string());
    let units = name.encode_utf16().count();
    assert!(units <= 100, "{units} UTF-16 units: {name}");
    // Cut, and as late as the limit allows (one unit short at most, for a pair).
    assert!(units >= 99, "{units}: {name}");
    assert!(
        name.starts_with(&format!("#{id} Breakthrough 8x8 · 😀")),
        "{name}"
    );
}

#[tokio::test]
async fn rules_and_board_for_spectators() {
    let h = Harness::new();
    let s = &h.service;
    for kind in GameKind::ALL {
        let r = s.games().rules(Some(kind));
        assert!(r.ephemeral && r.content.contains(kind.name()));
    }
    assert!(s
        .games()
        .rules(Some(GameKind::Breakthrough))
        .content
        .contains("b2-b3"));
    assert!(s
        .games()
        .rules(Some(GameKind::Breach))
        .content
        .contains("xd4"));
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    s.games()
        .play_move(&ctx("alice"), "d2-d3", None)
        .await
        .unwrap();
    // Carol plays in no game here: she sees the channel's only game.
    let board = s.games().board(&ctx("carol"), None).await.unwrap();
    assert!(!board.ephemeral && board.mentions.is_empty());
    said_with(&board.content, "board-post-last-move", &[("last", "d2-d3")]);
    said_with(&board.content, "phrase-title", &[("game", &id.to_string())]);
    assert!(board
        .board
        .as_ref()
        .unwrap()
        .diagram
        .contains("Last move: d2-d3"));
    let (w, hgt) = decodes(&board);
    assert!(w > 300 && hgt > 300);
}

/// `/replay`: one frame per position, each decoding to the whole board as drawn (the GIF
/// stores only what changed, over a shared palette), small enough for Discord.
#[tokio::test]
async fn a_replay_shows_every_position_as_drawn() {
    use image::AnimationDecoder;
    let (h, id, _) = play_out(GameKind::Breakthrough, "5x6").await;
    let plies = h.moves(id).await.len();
    let reply = h
        .service
        .games()
        .replay_gif(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    let gif = &reply.files[0].bytes;
    // The first frame is whole; each later one holds only its few changed squares.
    assert!(
        gif.len() < 120 * 1024 + plies * 16 * 1024,
        "{} bytes for {plies} plies",
        gif.len()
    );
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).unwrap();
    let frames = decoder.into_frames().collect_frames().unwrap();
    assert_eq!(frames.len(), plies + 1);
    // The first frame is the start position as the renderer draws it.
    let start = AnyPosition::start(GameKind::Breakthrough, Some("5x6")).unwrap();
    let header = breaker::render::Header::new("alice", "bob", "White to move · move 1");
    let drawn = breaker::render::board_pixels(&start, None, &header).unwrap();
    let shown = frames[0].buffer();
    assert_eq!((shown.width(), shown.height()), (drawn.width, drawn.height));
    let diff: u64 = shown
        .as_raw()
        .iter()
        .zip(&drawn.rgba)
        .map(|(a, b)| a.abs_diff(*b) as u64)
        .sum();
    let mean = diff as f64 / drawn.rgba.len() as f64;
    assert!(mean < 2.0, "mean difference {mean} per channel");
    // Later frames differ from it (pieces moved) but keep its size.
    assert!(frames
        .iter()
        .all(|f| f.buffer().dimensions() == shown.dimensions()));
    assert_ne!(frames.last().unwrap().buffer(), shown);
}

/// `/replay` of a 16×16 game of straight pawn pushes (the frames painted over each other,
/// the unchanged pixels compressed as runs): a valid animated GIF of one frame per
/// position whose last frame shows the final position's pieces where they stand, and
/// every square as the renderer draws it there.
#[tokio::test]
async fn a_long_replay_ends_on_the_final_position() {
    use image::AnimationDecoder;
    let h = Harness::new();
    let id = h
        .started(GameKind::Breakthrough, "16x16", "alice", "bob")
        .await;
    // File by file, each side's front pawn three squares up (no capture, nobody arrives).
    let mut pos = AnyPosition::start(GameKind::Breakthrough, Some("16x16")).unwrap();
    let mut last = None;
    for k in 0..24usize {
        let file = (b'a' + (k / 3) as u8) as char;
        let j = k % 3;
        for (who, mv) in [
            ("alice", format!("{file}{}-{file}{}", 2 + j, 3 + j)),
            ("bob", format!("{file}{}-{file}{}", 15 - j, 14 - j)),
        ] {
            let reply = h
                .service
                .games()
                .play_move(&ctx(who), &mv, None)
                .await
                .unwrap();
            assert!(!reply.ephemeral, "{mv}: {}", reply.content);
            let (next, played) = pos.play_text(&mv).unwrap();
            pos = next;
            last = Some(played);
        }
    }
    let reply = h
        .service
        .games()
        .replay_gif(&ctx("carol"), Some(&id.to_string()))
        .await
        .unwrap();
    let gif = &reply.files[0].bytes;
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).unwrap();
    let frames = decoder.into_frames().collect_frames().unwrap();
    assert_eq!(frames.len(), 48 + 1, "one frame per position");
    let shown = frames.last().unwrap().buffer();
    let header = breaker::render::Header::new("alice", "bob", "");
    let drawn = breaker::render::board_pixels(&pos, last.as_ref(), &header).unwrap();
    assert_eq!((shown.width(), shown.height()), (drawn.width, drawn.height));
    let layout = breaker::render::layout(&pos).unwrap();
    let AnyPosition::Breakthrough(board) = &pos else {
        unreachable!()
    };
    for rank in 0..16 {
        for file in 0..16 {
            let sq = breaker::games::Square::new(file, rank);
            let (x, y) = layout.square_center(sq).unwrap();
            let (x, y) = (x as u32, y as u32);
            let got = shown.get_pixel(x, y).0;
            let at = ((y * drawn.width + x) * 4) as usize;
            let want = &drawn.rgba[at..at + 3];
            let near = (0..3).all(|c| got[c].abs_diff(want[c]) <= 8);
            assert!(near, "{sq}: shows {got:?}, drawn {want:?}");
            match board.piece_at(sq) {
                Some(Color::White) => assert!(got[0] > 200, "a white piece on {sq}: {got:?}"),
                Some(Color::Black) => assert!(got[0] < 90, "a black piece on {sq}: {got:?}"),
                None => {}
            }
        }
    }
    // The pawns that moved stand on their new squares, their old ones are empty.
    assert_eq!(
        board.piece_at(breaker::games::Square::new(0, 4)),
        Some(Color::White)
    );
    assert_eq!(board.piece_at(breaker::games::Square::new(0, 1)), None);
}
