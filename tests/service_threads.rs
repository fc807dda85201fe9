//! A thread per game: asked for with the challenge, opened at the start, then the game is
//! played and its notices posted in the thread; the result also goes to the channel.

mod service_support;

use std::sync::Arc;

use breaker::games::GameKind;
use breaker::service::{
    ChallengeOptions, ColorChoice, Config, Ctx, ManualClock, Service, SettingsChange, User,
};
use breaker::store::{GameStatus, Store, DAY_MS};
use service_support::*;

const THREAD: u64 = 77;

fn in_thread(name: &str) -> Ctx {
    Ctx::new(Some(GUILD), THREAD, user(name))
}

async fn challenge(s: &Service, thread: Option<bool>) -> breaker::service::Reply {
    let options = ChallengeOptions {
        size: Some("3x5"),
        color: Some(ColorChoice::White),
        clock: Some("1d"),
        thread,
        ..ChallengeOptions::default()
    };
    s.games()
        .challenge_with(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breakthrough,
            &options,
        )
        .await
        .unwrap()
}

#[tokio::test]
async fn a_game_with_a_thread_is_played_there() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(1_799_150_400_000);
    let store = Store::open(dir.path().join("b.db")).unwrap();
    let s = Service::with_clock(
        store,
        Config::new(User::bot(BOT, "Breaker")),
        Arc::new(clock.clone()),
    );
    let invite = challenge(&s, Some(true)).await;
    assert!(!invite.ephemeral, "{}", invite.content);
    assert_eq!(invite.open_thread, None, "no thread before the game starts");
    let id = game_id(&invite);
    let start = s.games().accept(&ctx("bob"), None).await.unwrap();
    let request = start
        .open_thread
        .clone()
        .expect("the start opens the thread");
    assert_eq!(
        (request.game, request.name.as_str()),
        (id, "#1 alice vs bob")
    );
    s.correspondence().set_thread(id, THREAD).await.unwrap();

    // Played in the thread, not in the channel.
    let here = s
        .games()
        .play_move(&ctx("alice"), "a2-a3", None)
        .await
        .unwrap();
    refused_with(&here, "refusal-wrong-channel");
    said_with(
        &here.content,
        "refusal-wrong-channel",
        &[("channel", "<#77>")],
    );
    let moved = s
        .games()
        .play_move(&in_thread("alice"), "a2-a3", None)
        .await
        .unwrap();
    assert!(!moved.ephemeral, "{}", moved.content);
    assert_eq!(
        moved.also_in_channel, None,
        "only the result goes to the channel"
    );
    let board = s.games().board(&in_thread("carol"), None).await.unwrap();
    assert!(!board.ephemeral, "found from the thread: {}", board.content);

    // Notices go to the thread: a reminder, then the time forfeit.
    clock.advance(DAY_MS + 1);
    let notices = s.correspondence().run_due().await.unwrap();
    assert!(!notices.is_empty());
    assert!(notices.iter().all(|n| n.channel == THREAD), "{notices:?}");
    let s_game = game(&s, id).await;
    assert_eq!(s_game.status, GameStatus::Finished);
}

#[tokio::test]
async fn a_threaded_game_announces_its_result_in_the_channel() {
    let h = Harness::new();
    let s = &h.service;
    let invite = challenge(s, Some(true)).await;
    let id = game_id(&invite);
    s.games().accept(&ctx("bob"), None).await.unwrap();
    s.correspondence().set_thread(id, THREAD).await.unwrap();
    s.games()
        .play_move(&in_thread("alice"), "a2-a3", None)
        .await
        .unwrap();
    let over = s
        .games()
        .resign_confirmed(&in_thread("bob"), None)
        .await
        .unwrap();
    assert!(!over.ephemeral, "{}", over.content);
    assert_eq!(over.also_in_channel, Some(CHANNEL));
}

#[tokio::test]
async fn without_thread_true_nothing_changes() {
    let h = Harness::new();
    let s = &h.service;
    for option in [None, Some(false)] {
        let invite = challenge(s, option).await;
        let id = game_id(&invite);
        let start = s
            .games()
            .accept(&ctx("bob"), Some(&id.to_string()))
            .await
            .unwrap();
        assert_eq!(start.open_thread, None);
        let g = h.game(id).await;
        assert!(!g.wants_thread && g.thread.is_none());
    }
    // Against the AI the game starts at once, so the thread is asked for at once.
    let bot = s.config().bot.clone();
    let reply = s
        .games()
        .challenge_with(
            &ctx("carol"),
            &bot,
            GameKind::Breakthrough,
            &ChallengeOptions {
                size: Some("3x5"),
                color: Some(ColorChoice::White),
                thread: Some(true),
                ..ChallengeOptions::default()
            },
        )
        .await
        .unwrap();
    let request = reply
        .open_thread
        .expect("an AI game opens its thread at once");
    assert_eq!(request.name, format!("#{} carol vs Breaker", request.game));
}

#[tokio::test]
async fn the_servers_thread_setting_is_the_default_and_the_option_overrides_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("b.db")).unwrap();
    let s = Service::with_clock(
        store,
        Config::new(User::bot(BOT, "Breaker")),
        Arc::new(ManualClock::new(1_799_150_400_000)),
    );
    let change = SettingsChange {
        thread_per_game: Some(true),
        ..SettingsChange::default()
    };
    let changed = s
        .settings_change(&ctx("alice").managing(true), &change)
        .await
        .unwrap();
    assert!(changed.ephemeral, "{}", changed.content);
    assert!(
        s.guild_settings(Some(GUILD)).await.unwrap().thread_per_game,
        "{}",
        changed.content
    );

    // No option: the server's `thread:on` gives the game a thread.
    challenge(&s, None).await;
    let start = s.games().accept(&ctx("bob"), None).await.unwrap();
    assert!(start.open_thread.is_some(), "{}", start.content);

    // `thread:false` on the challenge wins over the server's setting.
    challenge(&s, Some(false)).await;
    let start = s.games().accept(&ctx("bob"), None).await.unwrap();
    assert_eq!(start.open_thread, None, "{}", start.content);
}
