//! Correspondence on a manual clock: `/moretime`, vacations (pausing, resuming, the
//! yearly allowance, planned ends through the scheduler), `/notify`, `/settings` and the
//! server defaults they set, deadlines in `/games` and `/board`.

mod service_support;

use breaker::games::GameKind;
use breaker::service::{Ctx, ManualClock, NoticeKind, Reply, Service, SettingsChange, Span};
use breaker::store::{GameId, GameStatus, TimeControl, DAY_MS, HOUR_MS};
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

struct Clocked {
    _dir: tempfile::TempDir,
    clock: ManualClock,
    s: Service,
}

fn clocked() -> Clocked {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = open_clocked(&dir.path().join("b.db"), &clock);
    Clocked {
        _dir: dir,
        clock,
        s,
    }
}

impl Clocked {
    /// `/vacation start [days]` by `who`.
    async fn vacation(&self, who: &str, days: Option<u32>) -> Reply {
        let mine = ctx(who);
        self.s
            .correspondence()
            .vacation_start(&mine, days)
            .await
            .unwrap()
    }

    /// The notices due now, settled and delivered.
    async fn run_due(&self) -> Vec<breaker::service::Notice> {
        self.s.correspondence().run_due().await.unwrap()
    }

    /// Game `id`'s deadline as stored.
    async fn deadline(&self, id: GameId) -> Option<i64> {
        game(&self.s, id).await.timing.deadline_at
    }
}

fn admin(name: &str) -> Ctx {
    ctx(name).managing(true)
}

/// The times a text shows, its messages resolved (in English).
fn times(text: &breaker::service::Text) -> Vec<i64> {
    text.resolve(breaker::i18n::Locale::ENGLISH)
        .spans()
        .iter()
        .filter_map(|s| match s {
            Span::Time(t) => Some(*t),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn more_time_by_the_opponent_moves_the_deadline_and_the_reminders() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    let deadline = T0 + 3 * DAY_MS;
    c.clock.advance(HOUR_MS);
    // Bob (not to move) gives Alice two days.
    let r =
        c.s.correspondence()
            .more_time(&ctx("bob"), None, Some(2))
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert_eq!(r.mentions, vec![user("alice").id]);
    assert!(
        times(&r.content).contains(&(deadline + 2 * DAY_MS)),
        "{}",
        r.content
    );
    let g = game(&c.s, id).await;
    assert_eq!(g.timing.deadline_at, Some(deadline + 2 * DAY_MS));
    assert_eq!(g.more_time, 2 * DAY_MS);
    // The turn is now 5 days long: reminded 24 h (the cap) and 2 h before the new deadline.
    assert_eq!(g.timing.remind_at, Some(deadline + DAY_MS));
    c.clock.set(deadline + 2 * DAY_MS - 1);
    let n = c.run_due().await;
    assert_eq!(
        n.iter().map(|n| n.kind).collect::<Vec<_>>(),
        vec![NoticeKind::Reminder],
        "no timeout at the old deadline, one reminder (the late one) on the way"
    );
    c.clock.set(deadline + 2 * DAY_MS);
    // Alice never moved in this casual game: aborted at the new deadline.
    assert_eq!(c.run_due().await[0].kind, NoticeKind::Aborted);
}

#[tokio::test]
async fn more_time_refusals_change_nothing() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    let before = game(&c.s, id).await;
    for (who, days, needle) in [
        ("alice", Some(1), "only your opponent"),
        ("carol", Some(1), "not playing"),
        ("bob", Some(0), "1 to 7"),
        ("bob", Some(8), "1 to 7"),
    ] {
        let r =
            c.s.correspondence()
                .more_time(&ctx(who), Some("1"), days)
                .await
                .unwrap();
        refused(&r, needle);
    }
    assert_eq!(game(&c.s, id).await, before);
    // 7 days in all per game.
    let r =
        c.s.correspondence()
            .more_time(&ctx("bob"), None, Some(5))
            .await
            .unwrap();
    assert!(!r.ephemeral);
    let after = game(&c.s, id).await;
    let r =
        c.s.correspondence()
            .more_time(&ctx("bob"), None, Some(3))
            .await
            .unwrap();
    refused_with(&r, "more-time-at-most");
    assert_eq!(game(&c.s, id).await, after);
    let r =
        c.s.correspondence()
            .more_time(&ctx("bob"), None, Some(2))
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    refused_with(
        &c.s.correspondence()
            .more_time(&ctx("bob"), None, Some(1))
            .await
            .unwrap(),
        "more-time-used-up",
    );
    // A finished game.
    c.s.games()
        .resign_confirmed(&ctx("alice"), None)
        .await
        .unwrap();
    refused_with(
        &c.s.correspondence()
            .more_time(&ctx("bob"), Some("1"), Some(1))
            .await
            .unwrap(),
        "play-game-over",
    );
}

#[tokio::test]
async fn more_time_grows_a_fischer_bank() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d+1d")).await;
    let r =
        c.s.correspondence()
            .more_time(&ctx("bob"), None, Some(1))
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let g = game(&c.s, id).await;
    assert_eq!(g.timing.white_bank, Some(4 * DAY_MS));
    assert_eq!(g.timing.black_bank, Some(3 * DAY_MS));
    assert_eq!(g.timing.deadline_at, Some(T0 + 4 * DAY_MS));
    // Alice uses 3.5 days of her 4: her bank after the move is 0.5 + 1 day.
    c.clock.advance(3 * DAY_MS + 12 * HOUR_MS);
    let r =
        c.s.games()
            .play_move(&ctx("alice"), "a2-a3", None)
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert_eq!(
        game(&c.s, id).await.timing.white_bank,
        Some(DAY_MS + 12 * HOUR_MS)
    );
}

#[tokio::test]
async fn vacation_pauses_every_game_and_resuming_moves_the_deadline() {
    let c = clocked();
    let a = accepted(&c.s, "alice", "bob", Some("3d")).await;
    let b = accepted(&c.s, "carol", "bob", Some("3d")).await;
    let r = c.vacation("bob", Some(5)).await;
    assert!(!r.ephemeral, "{}", r.content);
    said(&r.content, "vacation-started");
    assert!(r.mentions.is_empty());
    for id in [a, b] {
        let g = game(&c.s, id).await;
        assert_eq!((g.timing.deadline_at, g.timing.remind_at), (None, None));
    }
    // The next thing due is the vacation's planned end, not a deadline or reminder.
    assert_eq!(
        c.s.correspondence().next_due().await.unwrap(),
        Some(T0 + 5 * DAY_MS)
    );
    // Shown in /games and on the board post.
    let games = c.s.games().list(&ctx("alice")).await.unwrap();
    said(&games.content, "listing-on-vacation");
    let board = c.s.games().board(&ctx("alice"), Some("1")).await.unwrap();
    said(&board.content, "listing-on-vacation");
    // Past the old deadline: no reminder, no timeout.
    c.clock.set(T0 + 4 * DAY_MS);
    assert!(c.run_due().await.is_empty());
    // Back after 4 days: each deadline moves by 4 days.
    let r =
        c.s.correspondence()
            .vacation_end(&ctx("bob"))
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    said_with(&r.content, "vacation-days-left-now", &[("left", "10")]);
    for id in [a, b] {
        let g = game(&c.s, id).await;
        assert_eq!(g.timing.deadline_at, Some(T0 + 7 * DAY_MS));
        assert_eq!(g.status, GameStatus::Active);
    }
    c.clock.set(T0 + 7 * DAY_MS - 1);
    let n = c.run_due().await;
    assert!(n.iter().all(|n| n.kind == NoticeKind::Reminder), "{n:?}");
    c.clock.set(T0 + 7 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 2);
    // Nobody moved yet in these casual games: aborted, at the moved deadline.
    assert!(n.iter().all(|n| n.kind == NoticeKind::Aborted), "{n:?}");
}

#[tokio::test]
async fn a_planned_vacation_ends_by_itself_with_a_notice() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    c.clock.advance(DAY_MS);
    c.vacation("alice", Some(2)).await;
    let ends = T0 + 3 * DAY_MS;
    assert_eq!(c.s.correspondence().next_due().await.unwrap(), Some(ends));
    c.clock.set(ends - 1);
    assert!(c.run_due().await.is_empty());
    c.clock.set(ends);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].kind, NoticeKind::VacationEnded);
    assert_eq!(n[0].mentions, vec![user("alice").id]);
    assert_eq!(n[0].channel, CHANNEL);
    said(&n[0].text, "vacation-ended");
    // The deadline (T0 + 3d) fell in the vacation: it moves by the vacation's 2 days.
    assert_eq!(c.deadline(id).await, Some(T0 + 5 * DAY_MS));
    assert!(c.run_due().await.is_empty(), "ended once");
    let show =
        c.s.correspondence()
            .vacation_show(&ctx("alice"))
            .await
            .unwrap();
    assert!(show.ephemeral);
    said_with(&show.content, "vacation-days-left", &[("left", "12")]);
}

#[tokio::test]
async fn a_game_waits_until_both_players_are_back() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    c.vacation("alice", Some(3)).await;
    c.clock.advance(DAY_MS);
    c.vacation("bob", Some(3)).await;
    c.clock.advance(DAY_MS);
    c.s.correspondence()
        .vacation_end(&ctx("alice"))
        .await
        .unwrap();
    assert_eq!(c.deadline(id).await, None, "Bob is still away");
    c.clock.advance(DAY_MS);
    c.s.correspondence()
        .vacation_end(&ctx("bob"))
        .await
        .unwrap();
    // Paused for 3 days in all.
    assert_eq!(c.deadline(id).await, Some(T0 + 6 * DAY_MS));
}

#[tokio::test]
async fn a_move_during_a_vacation_starts_the_next_turn_when_it_ends() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    c.vacation("bob", Some(4)).await;
    c.clock.advance(DAY_MS);
    let r =
        c.s.games()
            .play_move(&ctx("alice"), "a2-a3", None)
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    assert_eq!(c.deadline(id).await, None);
    c.clock.set(T0 + 4 * DAY_MS);
    assert_eq!(c.run_due().await[0].kind, NoticeKind::VacationEnded);
    // Bob's 3 days count from his return.
    assert_eq!(c.deadline(id).await, Some(T0 + 7 * DAY_MS));
}

#[tokio::test]
async fn vacation_refusals_are_clear_and_change_nothing() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    let before = game(&c.s, id).await;
    refused_with(
        &c.s.correspondence()
            .vacation_end(&ctx("bob"))
            .await
            .unwrap(),
        "vacation-not-on",
    );
    let r = c.vacation("bob", Some(15)).await;
    refused_with(&r, "vacation-too-many");
    said_with(&r.content, "vacation-too-many", &[("left", "14")]);
    refused_with(
        &c.vacation("bob", Some(0)).await,
        "vacation-at-least-one-day",
    );
    assert_eq!(game(&c.s, id).await, before);
    // No `days`: every day left; then none are left this year.
    let r = c.vacation("bob", None).await;
    assert!(
        times(&r.content).contains(&(T0 + 14 * DAY_MS)),
        "{}",
        r.content
    );
    refused_with(&c.vacation("bob", Some(1)).await, "vacation-already-until");
    c.clock.set(T0 + 14 * DAY_MS);
    c.run_due().await;
    let paused_none = game(&c.s, id).await;
    refused_with(&c.vacation("bob", Some(1)).await, "vacation-none-left");
    assert_eq!(game(&c.s, id).await, paused_none);
    // A new year, a new allowance.
    c.clock
        .set(breaker::store::parse_utc("2028-01-01T00:00:00Z").unwrap());
    let show =
        c.s.correspondence()
            .vacation_show(&ctx("bob"))
            .await
            .unwrap();
    said_with(&show.content, "vacation-days-left", &[("left", "14")]);
}

#[tokio::test]
async fn settings_only_for_managers_and_their_defaults_are_used() {
    let c = clocked();
    refused_with(
        &c.s.settings_show(&ctx("alice")).await.unwrap(),
        "settings-manage-server-only",
    );
    let change = SettingsChange {
        clock: Some("5d".into()),
        vacation_days: Some(21),
        challenge_expiry: Some("2d".into()),
        ..SettingsChange::default()
    };
    refused_with(
        &c.s.settings_change(&ctx("alice"), &change).await.unwrap(),
        "settings-manage-server-only",
    );
    let r = c.s.settings_change(&admin("alice"), &change).await.unwrap();
    assert!(r.ephemeral);
    said(&r.content, "settings-saved");
    said_with(&r.content, "settings-list", &[("clock", "`5d`")]);
    let stored =
        c.s.store()
            .call(|db| db.guild_settings(GUILD))
            .await
            .unwrap();
    assert_eq!(stored.clock, "5d".parse::<TimeControl>().unwrap());
    assert_eq!(
        (stored.vacation_days, stored.challenge_expiry_ms),
        (21, 2 * DAY_MS)
    );
    assert!(stored.reminder_dms && !stored.thread_per_game);
    // Bad values change nothing.
    for (bad, needle) in [
        (
            SettingsChange {
                clock: Some("5x".into()),
                ..Default::default()
            },
            "not a clock",
        ),
        (
            SettingsChange {
                challenge_expiry: Some("10m".into()),
                ..Default::default()
            },
            "between 1 hour and 60 days",
        ),
        (
            SettingsChange {
                vacation_days: Some(400),
                ..Default::default()
            },
            "0 to 365",
        ),
        (SettingsChange::default(), "Nothing to change"),
    ] {
        refused(
            &c.s.settings_change(&admin("alice"), &bad).await.unwrap(),
            needle,
        );
    }
    assert_eq!(
        c.s.store()
            .call(|db| db.guild_settings(GUILD))
            .await
            .unwrap(),
        stored
    );
    let show = c.s.settings_show(&admin("carol")).await.unwrap();
    said_with(&show.content, "settings-list", &[("vacation_days", "21")]);
    // A challenge without a clock takes the server's, and expires after its 2 days.
    let id = accepted(&c.s, "alice", "bob", None).await;
    assert_eq!(game(&c.s, id).await.clock.to_string(), "5d");
    let invite =
        c.s.games()
            .challenge(
                &ctx("carol"),
                &user("dave"),
                GameKind::Breach,
                Some("5"),
                None,
                None,
            )
            .await
            .unwrap();
    assert!(
        times(&invite.content).contains(&(T0 + 2 * DAY_MS)),
        "{}",
        invite.content
    );
    // 21 vacation days.
    let show =
        c.s.correspondence()
            .vacation_show(&ctx("bob"))
            .await
            .unwrap();
    said_with(&show.content, "vacation-days-left", &[("left", "21")]);
}

#[tokio::test]
async fn notify_dm_is_stored_used_for_reminders_and_refused_when_the_server_says_no() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("1d")).await;
    let r =
        c.s.correspondence()
            .notify(&ctx("alice"), true)
            .await
            .unwrap();
    assert!(r.ephemeral);
    let alice = user("alice").id;
    assert!(c
        .s
        .store()
        .call(move |db| db.notify_dm(alice))
        .await
        .unwrap());
    c.clock.set(game(&c.s, id).await.timing.remind_at.unwrap());
    let n = c.run_due().await;
    assert_eq!(n[0].dm, Some(alice));
    // The server turns reminder DMs off: none are sent, and asking is refused.
    let off = SettingsChange {
        reminder_dms: Some(false),
        ..SettingsChange::default()
    };
    c.s.settings_change(&admin("carol"), &off).await.unwrap();
    c.clock.set(game(&c.s, id).await.timing.remind_at.unwrap());
    let n = c.run_due().await;
    assert_eq!((n[0].kind, n[0].dm), (NoticeKind::Reminder, None));
    refused_with(
        &c.s.correspondence()
            .notify(&ctx("bob"), true)
            .await
            .unwrap(),
        "notify-dm-not-allowed",
    );
    let bob = user("bob").id;
    assert!(!c.s.store().call(move |db| db.notify_dm(bob)).await.unwrap());
    not_said(
        &c.s.correspondence()
            .notify(&ctx("alice"), false)
            .await
            .unwrap()
            .content,
        "notify-dm-not-allowed",
    );
    assert!(!c
        .s
        .store()
        .call(move |db| db.notify_dm(alice))
        .await
        .unwrap());
}

#[tokio::test]
async fn deadlines_show_in_games_and_board() {
    let c = clocked();
    accepted(&c.s, "alice", "bob", Some("3d")).await;
    let due = T0 + 3 * DAY_MS;
    let games = c.s.games().list(&ctx("bob")).await.unwrap();
    assert!(times(&games.content).contains(&due), "{}", games.content);
    let board = c.s.games().board(&ctx("bob"), None).await.unwrap();
    assert!(times(&board.content).contains(&due), "{}", board.content);
}

#[tokio::test]
async fn a_game_accepted_during_a_vacation_waits_for_it() {
    let c = clocked();
    c.vacation("alice", Some(2)).await;
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    assert_eq!(c.deadline(id).await, None);
    c.clock.set(T0 + 2 * DAY_MS);
    assert_eq!(c.run_due().await[0].kind, NoticeKind::VacationEnded);
    assert_eq!(c.deadline(id).await, Some(T0 + 5 * DAY_MS));
}

/// A player on vacation is shown on the board image's header (it differs while they are
/// away and is as before once they are back), in the move posts of their games, and in
/// the notice of a vacation that ends while the opponent is still away.
#[tokio::test]
async fn vacation_is_shown_on_the_board_and_in_posts_and_notices() {
    let c = clocked();
    let id = accepted(&c.s, "alice", "bob", Some("3d")).await;
    let png = |r: &breaker::service::Reply| r.board.as_ref().expect("a board").png.clone();
    let before = png(&c.s.games().board(&ctx("carol"), Some("1")).await.unwrap());
    c.vacation("bob", Some(5)).await;
    let away = png(&c.s.games().board(&ctx("carol"), Some("1")).await.unwrap());
    assert_ne!(before, away, "the header marks Bob away");

    // Alice moves while Bob is away: the post says the game waits, and for whom.
    let post =
        c.s.games()
            .play_move(&ctx("alice"), "a2-a3", None)
            .await
            .unwrap();
    said_with(
        &post.content,
        "listing-game-waits",
        &[("player", &format!("<@{}>", user("bob").id))],
    );
    assert!(
        times(&post.content).contains(&(T0 + 5 * DAY_MS)),
        "until when: {}",
        post.content
    );

    // Alice goes away too and comes back first: her notice says the game still waits.
    c.clock.advance(DAY_MS);
    c.vacation("alice", Some(1)).await;
    c.clock.advance(2 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].kind, NoticeKind::VacationEnded);
    said_with(
        &n[0].text,
        "vacation-game-still-waits",
        &[("game", &id.to_string())],
    );

    // Bob is back: the board no longer says he is away.
    c.s.correspondence()
        .vacation_end(&ctx("bob"))
        .await
        .unwrap();
    let back = c.s.games().board(&ctx("carol"), Some("1")).await.unwrap();
    not_said(&back.content, "listing-on-vacation");
    let g = game(&c.s, id).await;
    assert!(g.timing.deadline_at.is_some(), "the game runs again");
}

/// A challenge cannot expire while the challenged player is on vacation: its expiry moves
/// by the vacation's length, as a game's deadline does, and then it expires as usual.
#[tokio::test]
async fn a_challenge_does_not_expire_while_the_challenged_player_is_away() {
    let c = clocked();
    let invite = invite_to(
        &c.s,
        &ctx("alice"),
        &user("bob"),
        GameKind::Breakthrough,
        "3x5",
        Some("3d"),
    )
    .await;
    let id = game_id(&invite);
    let expiry = c.deadline(id).await.expect("an expiry");
    assert_eq!(expiry, T0 + 7 * DAY_MS, "the default 7 days");
    c.clock.set(T0 + 6 * DAY_MS);
    c.vacation("bob", Some(5)).await;
    c.clock.set(expiry);
    assert!(c.run_due().await.is_empty(), "no expiry notice");
    let g = game(&c.s, id).await;
    assert_eq!(g.status, GameStatus::Pending);
    assert_eq!(g.timing.deadline_at, Some(expiry + 5 * DAY_MS));
    // Bob is back (the planned end), then the moved expiry comes.
    c.clock.set(T0 + 11 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].kind, NoticeKind::VacationEnded);
    c.clock.set(expiry + 5 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].kind, NoticeKind::Expired);
    assert_eq!(game(&c.s, id).await.status, GameStatus::Declined);
}

/// Catch-up after downtime: a vacation's end and a game's timeout come out in the order
/// they fell due, whichever was settled first.
#[tokio::test]
async fn catch_up_notices_come_in_the_order_they_fell_due() {
    let c = clocked();
    accepted(&c.s, "alice", "bob", Some("3d")).await; // aborted at T0 + 3d
    c.vacation("carol", Some(5)).await; // ends at T0 + 5d
    c.clock.set(T0 + 6 * DAY_MS);
    let n = c.run_due().await;
    let kinds: Vec<(NoticeKind, i64)> = n.iter().map(|n| (n.kind, n.due_at)).collect();
    assert_eq!(
        kinds,
        [
            (NoticeKind::Aborted, T0 + 3 * DAY_MS),
            (NoticeKind::VacationEnded, T0 + 5 * DAY_MS)
        ]
    );
    assert!(n.iter().all(|n| matches!(
        n.text.spans().first(),
        Some(Span::Msg(m)) if m.id == "notice-offline"
    )));
}

/// `name` outside servers (a DM or group DM): the direct games.
fn in_dm(name: &str) -> Ctx {
    Ctx::new(None, 99, user(name))
}

/// The direct games are a vacation scope of their own: `/vacation` used outside a server
/// pauses the caller's direct games (not their server games, nor the other way round),
/// with the direct games' default allowance; their clocks and challenge expiries wait;
/// its planned end resumes them and reaches the player by DM.
#[tokio::test]
async fn a_vacation_outside_servers_pauses_the_direct_games() {
    let c = clocked();
    // The server allows 5 days a year; the direct games keep the default 14.
    let change = SettingsChange {
        vacation_days: Some(5),
        ..SettingsChange::default()
    };
    c.s.settings_change(&admin("carol"), &change).await.unwrap();
    let server_game = accepted(&c.s, "alice", "bob", Some("1d")).await;
    let invite = invite_to(
        &c.s,
        &in_dm("alice"),
        &user("bob"),
        GameKind::Breakthrough,
        "3x5",
        Some("1d"),
    )
    .await;
    let direct = game_id(&invite);
    c.s.games()
        .accept(&in_dm("bob"), Some(&direct.to_string()))
        .await
        .unwrap();
    assert_eq!(game(&c.s, direct).await.guild, None);
    // A challenge to Dave outside servers, which he never answers.
    let pending = game_id(
        &invite_to(
            &c.s,
            &in_dm("carol"),
            &user("dave"),
            GameKind::Breakthrough,
            "3x5",
            None,
        )
        .await,
    );
    let expiry = game(&c.s, pending).await.timing.deadline_at.unwrap();

    // Bob goes away from the direct games for 3 days; Dave for 8, over his challenge's
    // expiry.
    let r =
        c.s.correspondence()
            .vacation_start(&in_dm("bob"), Some(3))
            .await
            .unwrap();
    assert!(!r.ephemeral, "{}", r.content);
    let said = r.content.to_string();
    assert!(
        said.contains("their 1 game outside servers waits"),
        "{said}"
    );
    assert!(said.contains("11 vacation days are left"), "{said}");
    let direct_game = game(&c.s, direct).await;
    assert_eq!(
        direct_game.timing.deadline_at, None,
        "the direct game waits"
    );
    assert!(direct_game.paused_at.is_some());
    let server = game(&c.s, server_game).await;
    assert_eq!(
        server.timing.deadline_at,
        Some(T0 + DAY_MS),
        "not the server's"
    );
    // The server's own allowance is untouched, and no vacation runs there.
    let show =
        c.s.correspondence()
            .vacation_show(&ctx("bob"))
            .await
            .unwrap();
    assert!(
        show.content.contains("5 vacation days left"),
        "{}",
        show.content
    );
    assert!(show.content.contains("pauses all your games here"));
    let show =
        c.s.correspondence()
            .vacation_show(&in_dm("bob"))
            .await
            .unwrap();
    let said = show.content.to_string();
    assert!(said.contains("11 vacation days left"), "{said}");
    assert!(said.contains("outside servers (of 14 per year)"), "{said}");
    assert!(said.contains("on vacation until"), "{said}");
    // Already away from the direct games; the server is another scope.
    refused(
        &c.s.correspondence()
            .vacation_start(&in_dm("bob"), Some(1))
            .await
            .unwrap(),
        "already on vacation",
    );
    refused(
        &c.s.correspondence()
            .vacation_end(&ctx("bob"))
            .await
            .unwrap(),
        "not on vacation",
    );
    c.s.correspondence()
        .vacation_start(&in_dm("dave"), Some(8))
        .await
        .unwrap();
    let board =
        c.s.games()
            .board(&in_dm("alice"), Some(&direct.to_string()))
            .await
            .unwrap();
    assert!(
        board.content.contains("on vacation until"),
        "{}",
        board.content
    );

    // Two days on: the server game ran out; the direct game did not.
    c.clock.set(T0 + 2 * DAY_MS);
    let n = c.run_due().await;
    assert!(n.iter().all(|n| n.game == server_game), "{n:?}");
    assert_eq!(game(&c.s, direct).await.status, GameStatus::Active);
    // Bob is back by himself: told by DM alone, no channel post.
    c.clock.set(T0 + 3 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].kind, NoticeKind::VacationEnded);
    assert_eq!(n[0].channel, 0);
    let by_dm = n[0].direct.as_ref().expect("by DM");
    assert_eq!(
        by_dm.players,
        vec![(user("bob").id, breaker::i18n::Locale::ENGLISH)]
    );
    let said = n[0].text.to_string();
    assert!(said.contains("vacation ended: 1 game resumes"), "{said}");
    // The deadline (T0 + 1d) moves by the 3 days of the vacation.
    assert_eq!(c.deadline(direct).await, Some(T0 + 4 * DAY_MS));
    c.clock.set(T0 + 4 * DAY_MS);
    let n = c.run_due().await;
    assert!(
        n.iter()
            .any(|n| n.game == direct && n.kind == NoticeKind::Aborted),
        "{n:?}"
    );
    // Dave was away when his challenge was to expire: it waits as long as he is away.
    c.clock.set(expiry);
    assert!(c.run_due().await.is_empty(), "the challenge waits for Dave");
    assert_eq!(game(&c.s, pending).await.status, GameStatus::Pending);
    assert_eq!(
        game(&c.s, pending).await.timing.deadline_at,
        Some(expiry + 8 * DAY_MS)
    );
    c.clock.set(T0 + 8 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].kind, NoticeKind::VacationEnded);
    let by_dm = n[0].direct.as_ref().expect("by DM");
    assert_eq!(by_dm.players[0].0, user("dave").id);
    c.clock.set(expiry + 8 * DAY_MS);
    let n = c.run_due().await;
    assert_eq!(n.len(), 1, "{n:?}");
    assert_eq!(n[0].kind, NoticeKind::Expired);
}
