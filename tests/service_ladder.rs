//! Ladders through the service: joining, every challenge rule (range, limits, one open
//! game per pair, rematch), results moving positions, timeouts as strikes, moderator
//! actions (kick, restore, set-position, adjudication with recomputation, season end)
//! with their audit rows, and a non-moderator refused for each `/ladder-admin` action.

mod service_support;

use breaker::games::GameKind;
use breaker::i18n::Text;
use breaker::service::{
    standings, AdminAction, Ctx, LadderChange, ManualClock, Member, Reply, Service, Standing, User,
};
use breaker::store::{GameId, GameStatus, DAY_MS};
use service_support::{
    arg, game, ids, open_clocked, refused_with, said, said_with, CHANNEL, GUILD,
};

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z
const NAMES: [&str; 6] = ["ann", "ben", "cat", "dan", "eve", "fay"];

/// A player of the ladder tests (ids 500 to 505 in the cast).
fn who(name: &str) -> User {
    service_support::user(name)
}

fn at(name: &str) -> Ctx {
    service_support::ctx(name)
}

struct Ladder {
    _dir: tempfile::TempDir,
    s: Service,
    clock: ManualClock,
}

fn mod_ctx() -> Ctx {
    service_support::ctx("mona")
}

impl Ladder {
    /// A ladder `spring` (Breakthrough 5x5) with `players` joined in order.
    async fn new(players: &[&str]) -> Ladder {
        let dir = tempfile::tempdir().unwrap();
        let clock = ManualClock::new(T0);
        let s = open_clocked(&dir.path().join("b.db"), &clock);
        let l = Ladder {
            _dir: dir,
            s,
            clock,
        };
        let made = l
            .admin(AdminAction::Create {
                name: "spring".into(),
                game: GameKind::Breakthrough,
                size: Some("5x5".into()),
                clock: None,
            })
            .await;
        said(&made.content, "ladder-admin-created");
        for p in players {
            let r = l.s.ladders().join(&at(p), "spring").await.unwrap();
            assert!(!r.ephemeral, "{}", r.content);
        }
        l
    }

    async fn admin(&self, action: AdminAction) -> Reply {
        self.s
            .ladders()
            .admin(&mod_ctx(), &Member::manager(), action)
            .await
            .unwrap()
            .reply
    }

    async fn table(&self) -> Vec<Standing> {
        let now = self.s.now();
        self.s
            .store()
            .call(move |db| {
                let l = db.ladder_named(GUILD, "spring")?.unwrap();
                standings(db, &l, now)
            })
            .await
            .unwrap()
    }

    async fn order(&self) -> Vec<String> {
        self.table().await.into_iter().map(|s| s.name).collect()
    }

    async fn challenge(&self, from: &str, to: &str) -> Reply {
        self.s
            .ladders()
            .challenge(&at(from), "spring", &who(to))
            .await
            .unwrap()
    }

    /// A challenge that must start a game; its id.
    async fn game(&self, from: &str, to: &str) -> GameId {
        let r = self.challenge(from, to).await;
        assert!(!r.ephemeral, "{}", r.content);
        r.board.expect("the start board").game
    }

    async fn resign(&self, name: &str, game: GameId) {
        let r = self
            .s
            .games()
            .resign_confirmed(&at(name), Some(&game.to_string()))
            .await
            .unwrap();
        assert!(!r.ephemeral, "{}", r.content);
    }

    async fn audit_count(&self) -> usize {
        self.s
            .store()
            .call(|db| {
                let l = db.ladder_named(GUILD, "spring")?.unwrap();
                Ok(db.audit_log(l.id, 0, 1)?.1)
            })
            .await
            .unwrap()
    }
}

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[tokio::test]
async fn join_list_info_and_the_range_rule() {
    let l = Ladder::new(&NAMES[..5]).await;
    assert_eq!(l.order().await, names(&["ann", "ben", "cat", "dan", "eve"]));
    refused_with(
        &l.s.ladders().join(&at("ann"), "spring").await.unwrap(),
        "ladder-join-already",
    );
    refused_with(
        &l.s.ladders().join(&at("ann"), "autumn").await.unwrap(),
        "ladder-unknown",
    );
    let list = l.s.ladders().list(&at("ann")).await.unwrap();
    said_with(
        &list.content,
        "ladder-list-row",
        &[("ladder", "spring"), ("count", "5")],
    );
    let info = l.s.ladders().info(&at("ann"), "SPRING").await.unwrap();
    said_with(
        &info.content,
        "ladder-settings",
        &[("clock", "`3d+1d`"), ("season", "1")],
    );

    // Position 5 reaches 3 places up (max(3, ⌈√5⌉) = 3): positions 2..4, not 1.
    let r = l.challenge("eve", "ann").await;
    refused_with(&r, "ladder-rule-range");
    said_with(&r.content, "ladder-detail-range", &[("reach", "4")]);
    refused_with(&l.challenge("ben", "eve").await, "ladder-detail-above");
    refused_with(&l.challenge("eve", "eve").await, "ladder-detail-self");
    refused_with(&l.challenge("fay", "ann").await, "ladder-rule-not-joined");
    // Allowed: the game starts at once, challenger White in the pair's first game.
    let id = l.game("eve", "ben").await;
    let g = game(&l.s, id).await;
    assert_eq!(
        (g.status, g.white, g.black),
        (GameStatus::Active, who("eve").id, who("ben").id)
    );
    assert!(g.rated);
    assert!(
        g.timing.deadline_at.is_some(),
        "the clock runs from the start"
    );
}

#[tokio::test]
async fn limits_pairs_rematch_and_alternating_colours() {
    let l = Ladder::new(&NAMES).await;
    let r = l
        .admin(AdminAction::Settings {
            name: "spring".into(),
            change: LadderChange {
                max_in: Some(2),
                ..Default::default()
            },
        })
        .await;
    said_with(&r.content, "ladder-settings", &[("max_in", "2")]);
    // cat (3) defends at most 2 games at once now.
    l.game("dan", "cat").await;
    l.game("eve", "cat").await;
    let r = l.challenge("fay", "cat").await;
    refused_with(&r, "ladder-rule-incoming");
    said_with(&r.content, "ladder-rule-incoming", &[("limit", "2")]);
    said(&r.content, "ladder-detail-incoming");
    // fay (6) has at most 2 outgoing games, and one open game per pair.
    l.game("fay", "eve").await;
    refused_with(&l.challenge("fay", "eve").await, "ladder-rule-pair");
    let with_dan = l.game("fay", "dan").await;
    let r = l.challenge("fay", "cat").await;
    refused_with(&r, "ladder-rule-outgoing");
    said_with(&r.content, "ladder-rule-outgoing", &[("limit", "2")]);
    // dan defends (no position change); a rematch waits 7 days.
    l.resign("fay", with_dan).await;
    assert_eq!(l.order().await, names(&NAMES));
    let r = l.challenge("fay", "dan").await;
    refused_with(&r, "ladder-rule-rematch");
    said_with(
        &r.content,
        "ladder-rule-rematch",
        &[("days", "count-days(count=7)")],
    );
    said(&r.content, "ladder-detail-rematch");
    l.clock.advance(7 * DAY_MS);
    let rematch = l.game("fay", "dan").await;
    let g = game(&l.s, rematch).await;
    assert_eq!(
        (g.white, g.black),
        (who("dan").id, who("fay").id),
        "colours alternate per pair"
    );
}

/// Standings come in pages of 20 with page buttons (and their console forms); a page
/// past the end is refused with the range.
#[tokio::test]
async fn standings_pages_and_their_buttons() {
    let l = Ladder::new(&[]).await;
    for i in 0..25u64 {
        let ctx = Ctx::new(Some(GUILD), CHANNEL, User::new(700 + i, format!("p{i:02}")));
        l.s.ladders().join(&ctx, "spring").await.unwrap();
    }
    let first =
        l.s.ladders()
            .standings(&at("ann"), "spring", None)
            .await
            .unwrap();
    // A standings page is words in its picture's language (resolved), not message ids.
    assert!(first.content.contains("page 1 of 2"), "{}", first.content);
    assert!(first.content.contains("\n20. p19 ") && !first.content.contains("21. p20"));
    assert_eq!(first.files[0].name, "standings.png");
    assert!(first.files[0].bytes.starts_with(b"\x89PNG"));
    let next: Vec<&str> = first.buttons.iter().map(|b| b.command.as_str()).collect();
    assert_eq!(next, ["/ladder standings name:spring page:2"]);
    assert!(first.buttons[0].custom_id.ends_with(":2"));
    let second =
        l.s.ladders()
            .standings(&at("ann"), "spring", Some(2))
            .await
            .unwrap();
    assert!(second.content.contains("21. p20 ") && second.content.contains("25. p24 "));
    let back: Vec<&str> = second.buttons.iter().map(|b| b.command.as_str()).collect();
    assert_eq!(back, ["/ladder standings name:spring page:1"]);
    refused_with(
        &l.s.ladders()
            .standings(&at("ann"), "spring", Some(3))
            .await
            .unwrap(),
        "ladder-standings-bad-page",
    );
    said_with(
        &l.s.ladders()
            .standings(&at("ann"), "spring", Some(3))
            .await
            .unwrap()
            .content,
        "ladder-standings-bad-page",
        &[("pages", "2")],
    );
}

/// The standings' status: "away" once a ladder game has waited a week on a player's
/// move (not while on vacation), with "on vacation" and the open games beside it.
#[tokio::test]
async fn standings_show_away_and_on_vacation() {
    let l = Ladder::new(&NAMES[..3]).await;
    l.admin(AdminAction::Settings {
        name: "spring".into(),
        change: LadderChange {
            clock: Some("20d".into()),
            ..Default::default()
        },
    })
    .await;
    let g = l.game("ben", "ann").await; // ben White
    let moved =
        l.s.games()
            .play_move(&at("ben"), "a2-a3", Some(&g.to_string()))
            .await
            .unwrap();
    assert!(!moved.ephemeral, "{}", moved.content);
    // A standings page is words in its picture's language (resolved): its rows are read
    // as words.
    let line = |page: &Reply, name: &str| {
        page.content
            .to_string()
            .lines()
            .find(|l| l.contains(&format!(". {name} ")))
            .unwrap_or_else(|| panic!("no {name} in {}", page.content))
            .to_string()
    };
    l.clock.advance(7 * DAY_MS - 60_000);
    let page =
        l.s.ladders()
            .standings(&at("cat"), "spring", None)
            .await
            .unwrap();
    assert!(!line(&page, "ann").contains("away"), "{}", page.content);
    l.clock.advance(60_000);
    let page =
        l.s.ladders()
            .standings(&at("cat"), "spring", None)
            .await
            .unwrap();
    assert!(
        line(&page, "ann").contains("· away, 1 playing ·"),
        "{}",
        page.content
    );
    assert!(!line(&page, "ben").contains("away"), "{}", page.content);
    assert!(!line(&page, "cat").contains("away"), "{}", page.content);
    let t = l.table().await;
    assert_eq!(
        t.iter().map(|s| s.away).collect::<Vec<_>>(),
        [true, false, false]
    );
    // On vacation is not away.
    let v =
        l.s.correspondence()
            .vacation_start(&at("ann"), Some(3))
            .await
            .unwrap();
    assert!(
        !v.ephemeral || ids(&v.content).iter().any(|id| id.starts_with("vacation-")),
        "{}",
        v.content
    );
    let page =
        l.s.ladders()
            .standings(&at("cat"), "spring", None)
            .await
            .unwrap();
    let ann = line(&page, "ann");
    assert!(
        ann.contains("on vacation") && !ann.contains("away"),
        "{ann}"
    );
}

#[tokio::test]
async fn a_challenger_win_shifts_positions_and_a_defender_win_does_not() {
    let l = Ladder::new(&NAMES[..5]).await;
    let g = l.game("eve", "ben").await;
    let post =
        l.s.games()
            .resign_confirmed(&at("ben"), Some(&g.to_string()))
            .await
            .unwrap();
    said_with(&post.content, "ladder-note-takes", &[("position", "2")]);
    assert_eq!(l.order().await, names(&["ann", "eve", "ben", "cat", "dan"]));
    let g = l.game("dan", "eve").await;
    let post =
        l.s.games()
            .resign_confirmed(&at("dan"), Some(&g.to_string()))
            .await
            .unwrap();
    said(&post.content, "ladder-note-keeps");
    assert_eq!(l.order().await, names(&["ann", "eve", "ben", "cat", "dan"]));
    let t = l.table().await;
    assert_eq!((t[1].wins, t[1].losses), (2, 0));
    assert!(t[1].rating.rating > 1500.0 && t[1].rating.is_provisional());
    // The standings page: image, text, and who may be challenged.
    let page =
        l.s.ladders()
            .standings(&at("dan"), "spring", None)
            .await
            .unwrap();
    assert_eq!(page.files[0].name, "standings.png");
    image::load_from_memory(&page.files[0].bytes).unwrap();
    let text = page.content.to_string();
    assert!(text.contains("2. eve"), "{text}");
    assert!(text.contains("2–0"), "{text}");
    assert!(text.contains("challenge: yes"), "{text}");
    assert!(text.contains("no rematch within 7 days"), "{text}");
    let past =
        l.s.ladders()
            .standings(&at("dan"), "spring", Some(2))
            .await
            .unwrap();
    refused_with(&past, "ladder-standings-bad-page");
    said_with(
        &past.content,
        "ladder-standings-bad-page",
        &[("pages", "1")],
    );
}

#[tokio::test]
async fn two_timeouts_in_thirty_days_remove_and_a_moderator_restores() {
    let l = Ladder::new(&NAMES[..5]).await;
    // ben defends as Black against eve and never moves after White's first move.
    let g1 = l.game("eve", "ben").await;
    l.s.games()
        .play_move(&at("eve"), "a2-a3", Some(&g1.to_string()))
        .await
        .unwrap();
    l.clock.advance(5 * DAY_MS);
    let notices = l.s.correspondence().run_due().await.unwrap();
    assert!(notices
        .iter()
        .any(|n| n.text.message("notice-time-forfeit").is_some()));
    assert!(
        notices.iter().any(|n| n
            .text
            .messages()
            .iter()
            .any(|m| m.id == "ladder-note-strike" && arg(m, "strike") == "1")),
        "{:?}",
        notices
            .iter()
            .map(|n| n.text.to_string())
            .collect::<Vec<_>>()
    );
    assert_eq!(l.order().await, names(&["ann", "eve", "ben", "cat", "dan"]));
    assert_eq!(l.table().await[2].strikes, 1);
    let g2 = l.game("dan", "ben").await;
    l.s.games()
        .play_move(&at("dan"), "a2-a3", Some(&g2.to_string()))
        .await
        .unwrap();
    l.clock.advance(5 * DAY_MS);
    let notices = l.s.correspondence().run_due().await.unwrap();
    assert!(notices
        .iter()
        .any(|n| n.text.message("ladder-note-struck-off").is_some()));
    // dan took ben's place, then ben was struck off.
    assert_eq!(l.order().await, names(&["ann", "eve", "dan", "cat"]));
    refused_with(
        &l.s.ladders().join(&at("ben"), "spring").await.unwrap(),
        "ladder-join-struck-off",
    );
    let before = l.audit_count().await;
    refused_with(
        &l.admin(AdminAction::Restore {
            name: "spring".into(),
            player: who("ben"),
            reason: " ".into(),
        })
        .await,
        "ladder-admin-needs-reason",
    );
    assert_eq!(l.audit_count().await, before);
    let r = l
        .admin(AdminAction::Restore {
            name: "spring".into(),
            player: who("ben"),
            reason: "server outage".into(),
        })
        .await;
    said(&r.content, "ladder-admin-restored");
    // Back where ben stood when struck off (after dan took his place).
    assert_eq!(l.order().await, names(&["ann", "eve", "dan", "ben", "cat"]));
    assert_eq!(l.table().await[2].strikes, 0);
}

#[tokio::test]
async fn leave_kick_restore_and_set_position() {
    let l = Ladder::new(&NAMES[..5]).await;
    let r = l.s.ladders().leave(&at("ben"), "spring").await.unwrap();
    assert!(!r.ephemeral);
    assert_eq!(l.order().await, names(&["ann", "cat", "dan", "eve"]));
    refused_with(
        &l.s.ladders().leave(&at("ben"), "spring").await.unwrap(),
        "ladder-leave-not-on",
    );
    l.s.ladders().join(&at("ben"), "spring").await.unwrap();
    assert_eq!(l.order().await, names(&["ann", "cat", "dan", "eve", "ben"]));
    l.admin(AdminAction::Kick {
        name: "spring".into(),
        player: who("cat"),
        reason: "abuse".into(),
    })
    .await;
    assert_eq!(l.order().await, names(&["ann", "dan", "eve", "ben"]));
    refused_with(
        &l.s.ladders().join(&at("cat"), "spring").await.unwrap(),
        "ladder-join-kicked",
    );
    refused_with(&l.challenge("ben", "cat").await, "ladder-rule-not-on");
    l.admin(AdminAction::Restore {
        name: "spring".into(),
        player: who("cat"),
        reason: "appeal".into(),
    })
    .await;
    assert_eq!(l.order().await, names(&["ann", "cat", "dan", "eve", "ben"]));
    l.admin(AdminAction::SetPosition {
        name: "spring".into(),
        player: who("ben"),
        position: 1,
        reason: "last season's winner".into(),
    })
    .await;
    assert_eq!(l.order().await, names(&["ben", "ann", "cat", "dan", "eve"]));
    let r = l
        .admin(AdminAction::SetPosition {
            name: "spring".into(),
            player: who("ben"),
            position: 9,
            reason: "x".into(),
        })
        .await;
    refused_with(&r, "ladder-admin-bad-position");
    said_with(&r.content, "ladder-admin-bad-position", &[("count", "5")]);
    let log = l
        .admin(AdminAction::Log {
            name: "spring".into(),
            page: None,
        })
        .await
        .content;
    said_with(
        &log,
        "ladder-admin-log-row",
        &[
            ("action", "`/ladder-admin set-position`"),
            ("reason", "last season's winner"),
            ("before", "ladder-log-position(position=5)"),
            ("after", "ladder-log-position(position=1)"),
        ],
    );
    assert_eq!(l.audit_count().await, 4);
}

#[tokio::test]
async fn adjudication_rewrites_positions_and_ratings_and_void_is_as_if_never_played() {
    let l = Ladder::new(&NAMES[..5]).await;
    let g = l.game("eve", "ben").await;
    l.resign("ben", g).await;
    assert_eq!(l.order().await, names(&["ann", "eve", "ben", "cat", "dan"]));
    let g2 = l.game("dan", "eve").await; // still running
                                         // The finished game flipped: ben won, so no swap; ratings recomputed.
    let r = l
        .admin(AdminAction::Result {
            game: g.to_string(),
            outcome: "black".into(),
            reason: "eve used an engine".into(),
        })
        .await;
    said_with(
        &r.content,
        "ladder-admin-decided",
        &[("outcome", "ladder-admin-outcome(outcome=black)")],
    );
    assert_eq!(l.order().await, names(&["ann", "ben", "cat", "dan", "eve"]));
    let t = l.table().await;
    assert_eq!((t[1].name.as_str(), t[1].wins, t[1].losses), ("ben", 1, 0));
    // Adjudicating the running game ends it: dan (challenger, White) wins and moves up.
    l.admin(AdminAction::Result {
        game: g2.to_string(),
        outcome: "white".into(),
        reason: "eve abandoned".into(),
    })
    .await;
    assert_eq!(l.game_status(g2).await, GameStatus::Finished);
    assert_eq!(l.order().await, names(&["ann", "ben", "cat", "dan", "eve"]));
    // Void the first game: as if never played.
    l.admin(AdminAction::Result {
        game: g.to_string(),
        outcome: "void".into(),
        reason: "wrong ladder".into(),
    })
    .await;
    let t = l.table().await;
    assert_eq!((t[1].wins, t[1].losses), (0, 0), "ben's voided win is gone");
    refused_with(
        &l.admin(AdminAction::Result {
            game: g.to_string(),
            outcome: "purple".into(),
            reason: "x".into(),
        })
        .await,
        "ladder-admin-bad-outcome",
    );
    let r = l
        .admin(AdminAction::Result {
            game: "999".into(),
            outcome: "white".into(),
            reason: "x".into(),
        })
        .await;
    refused_with(&r, "refusal-unknown-game");
    said_with(&r.content, "refusal-unknown-game", &[("game", "999")]);
}

/// A game paused for a vacation and then voided by a moderator: the void is the whole
/// record (no `aborted` termination), nothing of the paused clock is left on the row,
/// and when the player comes back no game of theirs resumes.
#[tokio::test]
async fn a_paused_game_voided_keeps_no_termination_nor_paused_clock() {
    let l = Ladder::new(&NAMES[..3]).await;
    let g = l.game("cat", "ben").await;
    let v =
        l.s.correspondence()
            .vacation_start(&at("ben"), Some(3))
            .await
            .unwrap();
    said_with(&v.content, "vacation-started", &[("games", "1")]);
    let paused = game(&l.s, g).await;
    assert!(
        paused.paused_at.is_some() && paused.paused_deadline_at.is_some(),
        "the vacation pauses the game first: {paused:?}"
    );
    l.clock.advance(DAY_MS);
    let r = l
        .admin(AdminAction::Result {
            game: g.to_string(),
            outcome: "void".into(),
            reason: "played by mistake".into(),
        })
        .await;
    said_with(
        &r.content,
        "ladder-admin-decided",
        &[("outcome", "ladder-admin-outcome(outcome=voided)")],
    );
    // The stored row: finished, voided, not aborted, no paused clock.
    let conn = rusqlite::Connection::open(l._dir.path().join("b.db")).unwrap();
    let row: (
        String,
        Option<String>,
        bool,
        Option<i64>,
        Option<i64>,
        Option<i64>,
    ) = conn
        .query_row(
            "SELECT status, termination, voided_at IS NOT NULL, paused_at,
                 paused_deadline_at, paused_remind_at FROM games WHERE id = ?1",
            [g.0],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            },
        )
        .unwrap();
    assert_eq!(row, ("finished".into(), None, true, None, None, None));
    // Nothing of it reads as paused: not the game, not ben's return.
    let voided = game(&l.s, g).await;
    assert!(!voided.time().is_paused(), "{voided:?}");
    assert_eq!(voided.time().due(), None);
    let back = l.s.correspondence().vacation_end(&at("ben")).await.unwrap();
    said(&back.content, "vacation-ended-nothing");
    assert!(
        !ids(&back.content).contains(&"vacation-ended"),
        "{}",
        back.content
    );
}

/// A moderator's decision is an adjudication: the record's `[Termination]` says so, and
/// the board reads "adjudicated by a moderator"; a voided game has no result, and
/// deciding it again makes it count again.
#[tokio::test]
async fn a_moderators_decision_exports_as_adjudication() {
    let l = Ladder::new(&NAMES[..3]).await;
    let g = l.game("cat", "ben").await; // cat (3) challenges ben (2): cat is White
    let record = |l: &Ladder| {
        let s = l.s.clone();
        async move {
            let r = s
                .games()
                .export(&at("ben"), Some(&g.to_string()))
                .await
                .unwrap();
            String::from_utf8(r.files[0].bytes.clone()).unwrap()
        }
    };
    assert!(!record(&l).await.contains("[Termination"));
    l.admin(AdminAction::Result {
        game: g.to_string(),
        outcome: "black".into(),
        reason: "cat stopped playing".into(),
    })
    .await;
    let text = record(&l).await;
    assert!(
        text.contains("[Result \"0-1\"]\n[Termination \"adjudication\"]\n"),
        "{text}"
    );
    let board =
        l.s.games()
            .board_view(&at("ben"), Some(&g.to_string()), None)
            .await
            .unwrap();
    said_with(
        &board.content,
        "phrase-win-adjudication",
        &[("winner", "color-black")],
    );
    let t = l.table().await;
    assert_eq!((t[1].name.as_str(), t[1].wins), ("ben", 1));

    l.admin(AdminAction::Result {
        game: g.to_string(),
        outcome: "void".into(),
        reason: "wrong pairing".into(),
    })
    .await;
    let text = record(&l).await;
    assert!(
        text.contains("[Result \"*\"]\n[Termination \"adjudication\"]\n"),
        "{text}"
    );
    assert_eq!((l.table().await[1].wins, l.table().await[2].losses), (0, 0));

    // Decided again after the void: White (cat, the challenger) wins and moves up.
    l.admin(AdminAction::Result {
        game: g.to_string(),
        outcome: "white".into(),
        reason: "the pairing was right after all".into(),
    })
    .await;
    assert!(record(&l)
        .await
        .contains("[Result \"1-0\"]\n[Termination \"adjudication\"]\n"));
    let t = l.table().await;
    assert_eq!(l.order().await, names(&["ann", "cat", "ben"]));
    assert_eq!((t[1].wins, t[2].losses), (1, 1));
}

impl Ladder {
    async fn game_status(&self, id: GameId) -> GameStatus {
        game(&self.s, id).await.status
    }
}

#[tokio::test]
async fn season_end_archives_and_reseeds_by_rating_or_keeps() {
    let l = Ladder::new(&NAMES[..4]).await;
    // dan beats cat but loses position order games elsewhere: dan 2 wins.
    let g = l.game("dan", "cat").await;
    l.resign("cat", g).await;
    assert_eq!(l.order().await, names(&["ann", "ben", "dan", "cat"]));
    let g = l.game("dan", "ben").await;
    l.resign("dan", g).await; // ben defends
    l.admin(AdminAction::SeasonEnd {
        name: "spring".into(),
        reason: "winter".into(),
        reseed: Some("keep".into()),
    })
    .await;
    assert_eq!(l.order().await, names(&["ann", "ben", "dan", "cat"]));
    let r = l
        .admin(AdminAction::SeasonEnd {
            name: "spring".into(),
            reason: "spring".into(),
            reseed: Some("by-rating".into()),
        })
        .await;
    said_with(&r.content, "ladder-admin-season-ended", &[("next", "3")]);
    // Ratings: ben 1 win (1662), dan 1–1, ann unrated 1500, cat 1 loss.
    assert_eq!(l.order().await[0], "ben");
    assert_eq!(l.order().await.last().unwrap(), "cat");
    let archived =
        l.s.store()
            .call(|db| db.season_standings(1, 1))
            .await
            .unwrap();
    assert_eq!(archived.len(), 4);
    assert_eq!(archived[2].player, who("dan").id);
    let info = l.s.ladders().info(&at("ann"), "spring").await.unwrap();
    said_with(&info.content, "ladder-settings", &[("season", "3")]);
    refused_with(
        &l.admin(AdminAction::SeasonEnd {
            name: "spring".into(),
            reason: "x".into(),
            reseed: Some("random".into()),
        })
        .await,
        "ladder-admin-bad-reseed",
    );
}

#[tokio::test]
async fn non_moderators_are_refused_for_every_admin_action_and_nothing_changes() {
    let l = Ladder::new(&NAMES[..3]).await;
    let g = l.game("cat", "ben").await;
    let actions = [
        AdminAction::Create {
            name: "autumn".into(),
            game: GameKind::Breach,
            size: None,
            clock: None,
        },
        AdminAction::Settings {
            name: "spring".into(),
            change: LadderChange {
                range: Some(5),
                ..Default::default()
            },
        },
        AdminAction::Close {
            name: "spring".into(),
            reason: String::new(),
        },
        AdminAction::Kick {
            name: "spring".into(),
            player: who("ann"),
            reason: "x".into(),
        },
        AdminAction::Restore {
            name: "spring".into(),
            player: who("ann"),
            reason: "x".into(),
        },
        AdminAction::SetPosition {
            name: "spring".into(),
            player: who("cat"),
            position: 1,
            reason: "x".into(),
        },
        AdminAction::Result {
            game: g.to_string(),
            outcome: "white".into(),
            reason: "x".into(),
        },
        AdminAction::SeasonEnd {
            name: "spring".into(),
            reason: "x".into(),
            reseed: None,
        },
        AdminAction::Log {
            name: "spring".into(),
            page: None,
        },
    ];
    let before = (l.order().await, l.audit_count().await);
    let member = Member {
        manage_guild: false,
        roles: vec![77],
    };
    for a in actions.clone() {
        let what = a.name();
        let out = l.s.ladders().admin(&at("ann"), &member, a).await.unwrap();
        refused_with(&out.reply, "ladder-admin-not-moderator");
        said_with(
            &out.reply.content,
            "ladder-admin-not-moderator",
            &[("command", &format!("`/ladder-admin {what}`"))],
        );
        assert!(out.modlog.is_none());
    }
    refused_with(
        &l.s.ladders()
            .set_moderator_role(&at("ann"), &member, Some(77))
            .await
            .unwrap()
            .reply,
        "moderation-managers-only",
    );
    refused_with(
        &l.s.ladders()
            .set_modlog(&at("ann"), &member, Some(55))
            .await
            .unwrap()
            .reply,
        "moderation-managers-only",
    );
    assert_eq!((l.order().await, l.audit_count().await), before);
    assert_eq!(l.game_status(g).await, GameStatus::Active);
    let list = l.s.ladders().list(&at("ann")).await.unwrap().content;
    assert_eq!(
        ids(&list)
            .iter()
            .filter(|id| **id == "ladder-list-row")
            .count(),
        1,
        "{list}"
    );

    // The moderator role makes ann a moderator; a mod-log channel gets every action.
    l.s.ladders()
        .set_moderator_role(&mod_ctx(), &Member::manager(), Some(77))
        .await
        .unwrap();
    l.s.ladders()
        .set_modlog(&mod_ctx(), &Member::manager(), Some(55))
        .await
        .unwrap();
    let out =
        l.s.ladders()
            .admin(&at("ann"), &member, actions[2].clone())
            .await
            .unwrap();
    said(&out.reply.content, "ladder-admin-closed");
    let post = out.modlog.expect("a mod-log post");
    assert_eq!(post.channel, 55);
    said(&post.text, "ladder-admin-log-closed");

    // A moderator by role alone moderates, but cannot hand moderation to another role or
    // move (or stop) the mod log: only Manage Server may.
    let audits = l.audit_count().await;
    for out in [
        l.s.ladders()
            .set_moderator_role(&at("ann"), &member, Some(99))
            .await
            .unwrap(),
        l.s.ladders()
            .set_moderator_role(&at("ann"), &member, None)
            .await
            .unwrap(),
        l.s.ladders()
            .set_modlog(&at("ann"), &member, Some(66))
            .await
            .unwrap(),
        l.s.ladders()
            .set_modlog(&at("ann"), &member, None)
            .await
            .unwrap(),
    ] {
        refused_with(&out.reply, "moderation-managers-only");
        assert!(out.modlog.is_none());
    }
    assert_eq!(l.audit_count().await, audits, "nothing was changed");
    let m = l.s.store().call(|db| db.moderation(GUILD)).await.unwrap();
    assert_eq!((m.moderator_role, m.modlog_channel), (Some(77), Some(55)));
    refused_with(
        &l.s.ladders().join(&at("fay"), "spring").await.unwrap(),
        "ladder-join-closed",
    );
}

#[tokio::test]
async fn the_audit_log_and_ladder_history_are_append_only() {
    let l = Ladder::new(&NAMES[..2]).await;
    let path = l._dir.path().join("b.db");
    let conn = rusqlite::Connection::open(path).unwrap();
    for sql in [
        "UPDATE audit_log SET reason = 'x'",
        "DELETE FROM audit_log",
        "UPDATE ladder_events SET player_id = 1",
        "DELETE FROM ladder_events",
    ] {
        let e = conn.execute(sql, []).unwrap_err().to_string();
        assert!(e.contains("append-only"), "{sql}: {e}");
    }
}

/// The same ladder challenges fired at once: the limits are checked inside the
/// transaction that creates the game, so they hold under concurrency.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_ladder_challenges_keep_the_limits() {
    async fn fire(l: &Ladder, from: &'static str, to: &[&'static str]) -> (usize, Vec<Text>) {
        let mut tasks = tokio::task::JoinSet::new();
        for i in 0..10 {
            let (s, to) = (l.s.clone(), to[i % to.len()]);
            tasks.spawn(async move {
                s.ladders()
                    .challenge(&at(from), "spring", &who(to))
                    .await
                    .unwrap()
            });
        }
        let (mut made, mut refusals) = (0, Vec::new());
        while let Some(r) = tasks.join_next().await {
            let r = r.unwrap();
            if r.ephemeral {
                refusals.push(r.content);
            } else {
                made += 1;
            }
        }
        (made, refusals)
    }
    let open = |l: &Ladder| {
        let s = l.s.clone();
        async move {
            s.store()
                .call(|db| {
                    let id = db.ladder_named(GUILD, "spring")?.unwrap().id;
                    db.open_ladder_games(id)
                })
                .await
                .unwrap()
        }
    };
    // One game per pair: ten challenges of eve by fay start one game.
    let l = Ladder::new(&NAMES).await;
    let (made, refusals) = fire(&l, "fay", &["eve"]).await;
    assert_eq!(made, 1, "{refusals:?}");
    assert!(
        refusals
            .iter()
            .all(|r| r.message("ladder-rule-pair").is_some()),
        "{refusals:?}"
    );
    assert_eq!(open(&l).await.len(), 1);

    // At most 2 outgoing: ten challenges by fay of three players in range start two.
    let l = Ladder::new(&NAMES).await;
    let (made, refusals) = fire(&l, "fay", &["cat", "dan", "eve"]).await;
    assert_eq!(made, 2, "{refusals:?}");
    assert!(
        refusals.iter().all(|r| r
            .message("ladder-rule-outgoing")
            .is_some_and(|m| arg(m, "limit") == "2")
            || r.message("ladder-rule-pair").is_some()),
        "{refusals:?}"
    );
    let games = open(&l).await;
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|g| g.challenger == who("fay").id));
}

/// A time forfeit says what it did to the positions; the ladder note starts its own
/// line after the ratings; the standings say each rule once; a removed player is not
/// told to join; `/rating` in the wrong pool says where the ladder ratings are.
#[tokio::test]
async fn ladder_posts_say_what_changed_and_what_is_true() {
    let l = Ladder::new(&NAMES[..5]).await;
    // eve (5) challenges cat (3) and plays White; cat never answers and loses on time.
    let g = l.game("eve", "cat").await;
    l.s.games()
        .play_move(&at("eve"), "a2-a3", Some(&g.to_string()))
        .await
        .unwrap();
    l.clock.advance(5 * DAY_MS);
    let notices = l.s.correspondence().run_due().await.unwrap();
    let forfeit = notices
        .iter()
        .map(|n| &n.text)
        .find(|t| t.message("notice-time-forfeit").is_some())
        .expect("a time forfeit");
    said_with(forfeit, "ladder-note-takes", &[("position", "3")]);
    said_with(forfeit, "ladder-note-strike", &[("strike", "1")]);
    // The layout: the ladder's note on a line of its own.
    let forfeit = forfeit.to_string();
    assert!(forfeit.contains("\nLadder spring: "), "{forfeit}");
    assert!(!forfeit.contains(") Ladder"), "{forfeit}");
    assert_eq!(l.order().await, names(&["ann", "ben", "eve", "cat", "dan"]));

    // A resignation's post: the ratings, then the ladder on a line of its own.
    let g = l.game("dan", "eve").await;
    let post =
        l.s.games()
            .resign_confirmed(&at("eve"), Some(&g.to_string()))
            .await
            .unwrap();
    let text = post.content.to_string();
    assert!(text.contains("\nRatings: "), "{text}");
    assert!(text.contains(")\nLadder spring: "), "{text}");

    // ann (1) may challenge nobody: the rule is said once, not on every row.
    let page =
        l.s.ladders()
            .standings(&at("ann"), "spring", None)
            .await
            .unwrap();
    let text = page.content.to_string();
    assert_eq!(text.matches("range rule").count(), 1, "{text}");
    assert!(
        text.contains(
            "Positions 2, 3, 4, 5: not allowed (range rule: challenge players above you)"
        ),
        "{text}"
    );
    assert!(!text.contains("challenge: yes"), "{text}");
    // cat (5) may challenge 2 and 3 (ann is out of range, eve a recent opponent): only
    // those rows say so; each bar is said once below.
    let page =
        l.s.ladders()
            .standings(&at("cat"), "spring", None)
            .await
            .unwrap();
    let text = page.content.to_string();
    assert_eq!(text.matches("challenge: yes").count(), 2, "{text}");
    assert_eq!(text.matches("not allowed (").count(), 2, "{text}");

    // A kicked player is told what is true, not to join (which is refused).
    l.admin(AdminAction::Kick {
        name: "spring".into(),
        player: who("ben"),
        reason: "abuse".into(),
    })
    .await;
    let r = l.challenge("ben", "ann").await;
    refused_with(&r, "ladder-rule-removed");
    assert!(!r.content.contains("/ladder join"), "{}", r.content);
    let page =
        l.s.ladders()
            .standings(&at("ben"), "spring", None)
            .await
            .unwrap();
    assert!(!page.content.contains("/ladder join"), "{}", page.content);

    // eve's only rated games are in the ladder's pool: /rating elsewhere says so.
    let r =
        l.s.ratings()
            .rating(
                &at("ann"),
                Some(&who("eve")),
                Some(GameKind::Breakthrough),
                Some("5x5"),
                None,
                None,
            )
            .await
            .unwrap();
    refused_with(&r, "rating-none-yet");
    said_with(
        &r.content,
        "rating-none-yet",
        &[("pool", "rating-pool(game=game-breakthrough, size=5x5)")],
    );
    said_with(
        &r.content,
        "rating-elsewhere-ladder",
        &[("ladder", "spring"), ("option", "`ladder:spring`")],
    );
    // A size alone: the ladder is the only pool, and the reply says so.
    let r =
        l.s.ratings()
            .rating(&at("ann"), Some(&who("eve")), None, Some("5x5"), None, None)
            .await
            .unwrap();
    refused_with(&r, "rating-none-at-size");
    said_with(&r.content, "rating-none-at-size", &[("size", "5x5")]);
    said_with(
        &r.content,
        "rating-elsewhere-ladder",
        &[("ladder", "spring"), ("option", "`ladder:spring`")],
    );
}

/// A standings page is data all the way: each bar is said with its user and time as
/// spans (a mention and a time on Discord), never as reference text such as a literal
/// `<@id>`; the last game of each pair (read for the whole page at once) still bars a
/// rematch on its row.
#[tokio::test]
async fn standings_say_bars_as_spans_not_reference_text() {
    use breaker::service::Span;
    let l = Ladder::new(&NAMES[..3]).await;
    // cat (3) challenges ben (2) and resigns: the order stays, the pair must wait.
    let g = l.game("cat", "ben").await;
    l.resign("cat", g).await;
    assert_eq!(l.order().await, names(&["ann", "ben", "cat"]));
    let page =
        l.s.ladders()
            .standings(&at("cat"), "spring", None)
            .await
            .unwrap();
    let text = page.content.to_string();
    assert!(
        text.contains("Position 2: not allowed (no rematch within"),
        "{text}"
    );
    assert!(
        text.contains("1. ann") && text.contains("challenge: yes"),
        "{text}"
    );
    let spans = page.content.spans();
    assert!(
        spans.iter().any(|s| matches!(s, Span::Time(_))),
        "{spans:?}"
    );
    for s in spans {
        if let Span::Plain(t) | Span::Strong(t) | Span::Name(t) | Span::Code(t) = s {
            assert!(!t.contains("<@") && !t.contains("<t:"), "{spans:?}");
        }
    }
}

/// Ladder replies in the reader's language: Russian and Korean words around the same
/// names, positions and counts; the standings page (its text and its picture) follows the
/// server's language.
#[tokio::test]
async fn ladder_replies_in_russian_and_korean() {
    use breaker::i18n::Locale;
    let ru: Locale = "ru".parse().unwrap();
    let ko: Locale = "ko".parse().unwrap();
    let cyrillic = |s: &str| s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
    let hangul = |s: &str| s.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
    let l = Ladder::new(&NAMES[..5]).await;

    // eve (5) reaches positions 2..4, not ann (1): the rule and the positions, in Russian.
    let r = l.challenge("eve", "ann").await;
    assert!(r.ephemeral);
    let text = r.content.resolve(ru).to_string();
    assert!(cyrillic(&text), "{text}");
    assert!(
        text.starts_with("Нельзя (правило диапазона: не более `max(3, ⌈√p⌉)` мест выше вас)"),
        "{text}"
    );
    assert!(
        text.contains("на 5-м месте можно вызывать игроков только до 2-го места включительно"),
        "{text}"
    );

    // /ladder info: five players (Russian plural "many"), the clock as code.
    let info = l.s.ladders().info(&at("ann"), "spring").await.unwrap();
    let text = info.content.resolve(ru).to_string();
    assert!(
        text.starts_with("Лестница spring: Прорыв 5x5, контроль `3d+1d`"),
        "{text}"
    );
    assert!(text.contains("5 игроков, идёт 0 партий"), "{text}");
    let text = info.content.resolve(ko).to_string();
    assert!(hangul(&text) && text.contains("플레이어 5명"), "{text}");

    // The standings in a Korean server: the words and the picture are Korean.
    let mut ctx = at("eve");
    ctx.guild_locale = Some(ko);
    let page = l.s.ladders().standings(&ctx, "spring", None).await.unwrap();
    let text = page.content.to_string();
    assert!(
        text.starts_with("spring 래더 (5명, 시즌 1), 1/1페이지:"),
        "{text}"
    );
    assert!(
        text.contains("\n5. eve ") && text.contains(" · 나"),
        "{text}"
    );
    assert!(
        text.contains("1위에는 도전할 수 없습니다 (범위 규칙"),
        "{text}"
    );
    let english =
        l.s.ladders()
            .standings(&at("eve"), "spring", None)
            .await
            .unwrap();
    assert!(
        english.content.contains("Position 1: not allowed"),
        "{}",
        english.content
    );
    assert_eq!(page.files[0].name, "standings.png");
    assert_ne!(page.files[0].bytes, english.files[0].bytes);
}

/// A tournament's standings for a Russian reader: the crosstable (text and picture) has
/// Russian headings and tie-break names, the players and points stay as they are; a
/// result post speaks Korean.
#[tokio::test]
async fn tournament_standings_in_russian() {
    use breaker::i18n::Locale;
    use breaker::service::{CreateTournament, TournamentAction};
    let ru: Locale = "ru".parse().unwrap();
    let ko: Locale = "ko".parse().unwrap();
    let l = Ladder::new(&[]).await;
    let created =
        l.s.tournaments()
            .admin(
                &mod_ctx(),
                &Member::manager(),
                TournamentAction::Create(CreateTournament {
                    name: "cup".into(),
                    format: "round-robin".into(),
                    game: "breakthrough".into(),
                    size: Some("5x5".into()),
                    ..Default::default()
                }),
            )
            .await
            .unwrap()
            .reply;
    let text = created.content.resolve(ru).to_string();
    assert!(
        text.contains(
            "создан: круговая система, Прорыв 5x5, контроль `3d+1d`, рейтинговый, все партии сразу"
        ),
        "{text}"
    );
    for p in ["ann", "ben", "cat"] {
        let r = l.s.tournaments().join(&at(p), "cup").await.unwrap();
        assert!(!r.ephemeral, "{}", r.content);
    }
    let started =
        l.s.tournaments()
            .admin(
                &mod_ctx(),
                &Member::manager(),
                TournamentAction::Start { name: "cup".into() },
            )
            .await
            .unwrap()
            .reply;
    let text = started.content.resolve(ko).to_string();
    assert!(
        text.starts_with("cup 대회가 3명으로 시작되었습니다."),
        "{text}"
    );
    assert!(text.contains("대국 3판 시작, 제한 시간 `3d+1d`:"), "{text}");

    let mut ctx = at("ann");
    ctx.locale = ru;
    let page = l.s.tournaments().standings(&ctx, "cup").await.unwrap();
    let text = page.content.to_string();
    assert!(text.starts_with("Турнир cup · идёт · сезон 1"), "{text}");
    assert!(
        text.contains("Игрок") && text.contains("Очки") && text.contains("ЛВ"),
        "{text}"
    );
    assert!(
        text.contains("ann") && text.contains("ben") && text.contains("cat"),
        "{text}"
    );
    assert!(
        text.contains(
            "Порядок: очки, затем личная встреча, коэффициент Зоннеборна — Бергера, число побед."
        ),
        "{text}"
    );
    let english =
        l.s.tournaments()
            .standings(&at("ann"), "cup")
            .await
            .unwrap();
    assert!(
        english
            .content
            .contains("Order: points, then Direct encounter, Sonneborn-Berger, Number of wins."),
        "{}",
        english.content
    );
    assert_eq!(page.files.len(), 1);
    assert_ne!(page.files[0].bytes, english.files[0].bytes);
}
