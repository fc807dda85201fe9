//! Ratings through the service: rated challenges, the update committed with the result
//! (resignation, a normal end, a time forfeit), idle periods, pools, recomputation,
//! voided games, and `/rating` with its chart.

mod service_support;

use breaker::games::GameKind;
use breaker::rating::{rate, Pool, RatedGame, Rating, Score};
use breaker::service::{
    ChallengeOptions, ColorChoice, Ctx, ManualClock, NoticeKind, Reply, Service, User,
};
use breaker::store::{GameId, GameStatus, RatingPool, DAY_MS};
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

struct Rig {
    dir: tempfile::TempDir,
    clock: ManualClock,
    s: Service,
}

impl Rig {
    fn new() -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let clock = ManualClock::new(T0);
        let s = open_clocked(&dir.path().join("breaker.db"), &clock);
        Rig { dir, clock, s }
    }

    /// A second connection to the same file, for what another branch's code does
    /// (voiding, ladders) and for fault injection.
    fn sql(&self) -> rusqlite::Connection {
        let c = rusqlite::Connection::open(self.dir.path().join("breaker.db")).unwrap();
        c.busy_timeout(std::time::Duration::from_secs(5)).unwrap();
        c
    }

    fn advance(&self, ms: i64) {
        self.clock.set(self.s.now() + ms);
    }

    /// A rated 3x5 Breakthrough game, `white` against `black`, accepted.
    async fn rated(&self, white: &str, black: &str) -> GameId {
        self.rated_at(white, black, "3x5").await
    }

    async fn rated_at(&self, white: &str, black: &str, size: &str) -> GameId {
        let invite = self
            .s
            .games()
            .challenge_with(
                &ctx(white),
                &user(black),
                GameKind::Breakthrough,
                &ChallengeOptions {
                    size: Some(size),
                    color: Some(ColorChoice::White),
                    rated: true,
                    thread: Some(false),
                    ..ChallengeOptions::default()
                },
            )
            .await
            .unwrap();
        said_with(&invite.content, "challenge-invite", &[("rated", "rated")]);
        let id = game_id(&invite);
        self.s
            .games()
            .accept(&ctx(black), Some(&id.to_string()))
            .await
            .unwrap();
        id
    }

    /// `loser` resigns game `id`; the result post.
    async fn resign(&self, loser: &str, id: GameId) -> Reply {
        self.s
            .games()
            .resign_confirmed(&ctx(loser), Some(&id.to_string()))
            .await
            .unwrap()
    }

    async fn pool(&self) -> Vec<breaker::store::PoolRating> {
        self.s.store().pool_ratings(&casual("3x5")).await.unwrap()
    }
}

fn casual(size: &str) -> RatingPool {
    RatingPool::Casual {
        guild_id: GUILD,
        kind: GameKind::Breakthrough,
        size: size.into(),
    }
}

#[tokio::test]
async fn a_rated_result_updates_both_players_with_it_and_stores_before_and_after() {
    let r = Rig::new();
    let id = r.rated("alice", "bob").await;
    assert!(r.s.store().rating_change(id).await.unwrap().is_none());
    let post = r.resign("bob", id).await;
    let text = post.content.to_string();
    assert!(
        text.contains("<@100> 1500? → 1662? (+162)")
            && text.contains("<@200> 1500? → 1338? (-162)"),
        "{text}"
    );
    let change = r.s.store().rating_change(id).await.unwrap().unwrap();
    let (w, b) = rate(Rating::START, Rating::START, Score::WhiteWins);
    assert_eq!((change.white, change.black), (100, 200));
    assert_eq!(
        (change.white_before, change.black_before),
        (Rating::START, Rating::START)
    );
    assert_eq!((change.white_after, change.black_after), (w, b));
    assert_eq!(change.pool, casual("3x5"));
    let pool = r.pool().await;
    assert_eq!(pool.len(), 2);
    assert_eq!(
        (pool[0].player_id, pool[0].wins, pool[0].losses),
        (100, 1, 0)
    );
    assert_eq!(
        (pool[1].player_id, pool[1].wins, pool[1].losses),
        (200, 0, 1)
    );
    assert_eq!(pool[0].rating, w.rating);
    assert_eq!(pool[1].deviation, b.deviation);
}

#[tokio::test]
async fn the_update_is_in_the_finishing_transaction() {
    let r = Rig::new();
    let id = r.rated("alice", "bob").await;
    // Make the rating write fail: the result must not commit without it.
    r.sql()
        .execute_batch(
            "CREATE TRIGGER no_changes BEFORE INSERT ON rating_changes
             BEGIN SELECT RAISE(ABORT, 'injected'); END;",
        )
        .unwrap();
    assert!(r
        .s
        .games()
        .resign_confirmed(&ctx("bob"), Some(&id.to_string()))
        .await
        .is_err());
    let g = game(&r.s, id).await;
    assert_eq!(g.status, GameStatus::Active);
    assert!(r.pool().await.is_empty());
    r.sql().execute_batch("DROP TRIGGER no_changes;").unwrap();
    r.resign("bob", id).await;
    assert_eq!(r.pool().await.len(), 2);
}

#[tokio::test]
async fn a_normal_end_and_a_time_forfeit_are_rated_too() {
    let r = Rig::new();
    // 3x5: White wins by reaching rank 5.
    let id = r.rated("alice", "bob").await;
    let g = id.to_string();
    for (who, mv) in [
        ("alice", "b2-b3"),
        ("bob", "a4xb3"),
        ("alice", "c2xb3"),
        ("bob", "c4-c3"),
        ("alice", "b3-a4"),
        ("bob", "c3-c2"),
        ("alice", "a4xb5"),
    ] {
        let post =
            r.s.games()
                .play_move(&ctx(who), mv, Some(&g))
                .await
                .unwrap();
        assert!(!post.ephemeral, "{who} {mv}: {}", post.content);
        if mv == "a4xb5" {
            said_with(
                &post.content,
                "rating-note",
                &[
                    ("white", "<@100>"),
                    ("white_change", "1500? → 1662? (+162)"),
                ],
            );
        }
    }
    // A rated game is never aborted: the late player loses on time, rated.
    let id2 = r.rated("carol", "dave").await;
    r.advance(30 * DAY_MS);
    let notices = r.s.correspondence().run_due().await.unwrap();
    let forfeit = notices
        .iter()
        .find(|n| n.game == id2 && n.kind == NoticeKind::TimeForfeit)
        .expect("a time forfeit");
    assert!(
        forfeit.text.contains("<@400> 1500? → 1662? (+162)"),
        "{}",
        forfeit.text
    );
    assert!(r.s.store().rating_change(id2).await.unwrap().is_some());
}

#[tokio::test]
async fn sixty_one_idle_days_are_two_idle_periods() {
    let r = Rig::new();
    let first = r.rated("alice", "bob").await;
    r.resign("bob", first).await;
    let after_first = r.s.store().rating_change(first).await.unwrap().unwrap();
    r.advance(61 * DAY_MS);
    let second = r.rated("alice", "bob").await;
    r.resign("alice", second).await;
    let change = r.s.store().rating_change(second).await.unwrap().unwrap();
    // φ ← √(φ² + σ²), twice, on the Glicko-2 scale (173.7178).
    let grown = |r: Rating, n: i32| {
        let mut phi = r.deviation / 173.7178;
        for _ in 0..n {
            phi = (phi * phi + r.volatility * r.volatility).sqrt();
        }
        phi * 173.7178
    };
    for (before, after) in [
        (change.white_before, after_first.white_after),
        (change.black_before, after_first.black_after),
    ] {
        assert!(
            (before.deviation - grown(after, 2)).abs() < 1e-9,
            "{before:?}"
        );
        assert!((before.deviation - grown(after, 1)).abs() > 0.1);
        assert!((before.deviation - grown(after, 3)).abs() > 0.1);
        assert_eq!(before.rating, after.rating);
    }
}

#[tokio::test]
async fn ai_games_and_casual_games_are_never_rated() {
    let r = Rig::new();
    let bot = User::bot(BOT, "Breaker");
    let before =
        r.s.store()
            .call(|db| db.games_in_channel(CHANNEL, false))
            .await
            .unwrap()
            .len();
    let refusal =
        r.s.games()
            .challenge_with(
                &ctx("alice"),
                &bot,
                GameKind::Breakthrough,
                &ChallengeOptions {
                    size: Some("3x5"),
                    rated: true,
                    thread: Some(false),
                    ..ChallengeOptions::default()
                },
            )
            .await
            .unwrap();
    refused_with(&refusal, "challenge-ai-unrated");
    let after =
        r.s.store()
            .call(|db| db.games_in_channel(CHANNEL, false))
            .await
            .unwrap()
            .len();
    assert_eq!(before, after, "a refused challenge creates nothing");

    // An AI game and an unrated game end without any rating.
    let ai =
        r.s.games()
            .ai_game(
                &ctx("alice"),
                GameKind::Breakthrough,
                Some("3x5"),
                Some(1),
                Some(ColorChoice::White),
            )
            .await
            .unwrap();
    let ai_id = ai.board.as_ref().unwrap().game;
    r.resign("alice", ai_id).await;
    let invite =
        r.s.games()
            .challenge(
                &ctx("alice"),
                &user("bob"),
                GameKind::Breakthrough,
                Some("3x5"),
                None,
                None,
            )
            .await
            .unwrap();
    let casual_id = game_id(&invite);
    r.s.games().accept(&ctx("bob"), None).await.unwrap();
    let post = r.resign("bob", casual_id).await;
    not_said(&post.content, "rating-note");
    // An unrated game whose first mover never moves is aborted: no result, no rating.
    let invite =
        r.s.games()
            .challenge(
                &ctx("carol"),
                &user("dave"),
                GameKind::Breakthrough,
                Some("3x5"),
                Some(ColorChoice::White),
                None,
            )
            .await
            .unwrap();
    let aborted = game_id(&invite);
    r.s.games().accept(&ctx("dave"), None).await.unwrap();
    r.advance(30 * DAY_MS);
    let notices = r.s.correspondence().run_due().await.unwrap();
    assert!(notices
        .iter()
        .any(|n| n.game == aborted && n.kind == NoticeKind::Aborted));
    for id in [ai_id, casual_id, aborted] {
        assert!(r.s.store().rating_change(id).await.unwrap().is_none());
    }
    assert!(r.pool().await.is_empty());
    // Even a row marked rated does not rate an AI game or an aborted one.
    r.sql()
        .execute(
            "UPDATE games SET rated = 1 WHERE id IN (?1, ?2)",
            [ai_id.0, aborted.0],
        )
        .unwrap();
    assert_eq!(
        r.s.store()
            .recompute_pool(&casual("3x5"), r.s.now())
            .await
            .unwrap(),
        0
    );
}

/// Plays rated games among four players over months; returns the ids, in order.
async fn season(r: &Rig) -> Vec<GameId> {
    let pairs = [
        ("alice", "bob", "bob"),
        ("carol", "alice", "carol"),
        ("bob", "carol", "bob"),
        ("dave", "alice", "alice"),
        ("alice", "bob", "alice"),
        ("bob", "dave", "bob"),
    ];
    let mut ids = Vec::new();
    for (i, (white, black, loser)) in pairs.into_iter().enumerate() {
        let id = r.rated(white, black).await;
        r.resign(loser, id).await;
        ids.push(id);
        // Gaps of 5 to 50 days: some games come after idle periods.
        r.advance([5, 40, 12, 50, 31, 9][i] * DAY_MS);
    }
    ids
}

#[tokio::test]
async fn recomputing_a_pool_gives_the_incremental_values() {
    let r = Rig::new();
    let ids = season(&r).await;
    let incremental = r.pool().await;
    let mut changes = Vec::new();
    for id in &ids {
        changes.push(r.s.store().rating_change(*id).await.unwrap().unwrap());
    }
    let counted =
        r.s.store()
            .recompute_pool(&casual("3x5"), r.s.now())
            .await
            .unwrap();
    assert_eq!(counted, ids.len());
    assert_eq!(r.pool().await, incremental);
    for (id, before) in ids.iter().zip(&changes) {
        assert_eq!(
            &r.s.store().rating_change(*id).await.unwrap().unwrap(),
            before
        );
    }
    // And both are the pure replay of the games, through skillratings.
    let games: Vec<RatedGame> = changes
        .iter()
        .map(|c| RatedGame {
            white: c.white,
            black: c.black,
            score: c.score,
            at: c.at,
        })
        .collect();
    let replay = Pool::replay(&games);
    for p in &incremental {
        assert_eq!(replay.get(p.player_id as u64).rating, p.rating);
        assert_eq!(replay.get(p.player_id as u64).deviation, p.deviation);
    }
}

#[tokio::test]
async fn voided_games_are_skipped_by_recomputation() {
    let r = Rig::new();
    let ids = season(&r).await;
    let voided = ids[1];
    r.sql()
        .execute(
            "UPDATE games SET voided_at = ?2 WHERE id = ?1",
            [voided.0, T0 + 400 * DAY_MS],
        )
        .unwrap();
    let counted =
        r.s.store()
            .recompute_pool(&casual("3x5"), r.s.now())
            .await
            .unwrap();
    assert_eq!(counted, ids.len() - 1);
    assert!(r.s.store().rating_change(voided).await.unwrap().is_none());
    let kept: Vec<RatedGame> = {
        let mut v = Vec::new();
        for id in ids.iter().filter(|id| **id != voided) {
            let c = r.s.store().rating_change(*id).await.unwrap().unwrap();
            v.push(RatedGame {
                white: c.white,
                black: c.black,
                score: c.score,
                at: c.at,
            });
        }
        v
    };
    let replay = Pool::replay(&kept);
    let pool = r.pool().await;
    for p in &pool {
        let rec = replay.record_of(p.player_id as u64);
        assert_eq!((p.wins, p.losses), (rec.wins, rec.losses));
        assert_eq!(replay.get(p.player_id as u64).rating, p.rating);
    }
    // carol lost to alice in the voided game: only her win over bob counts.
    let carol = pool.iter().find(|p| p.player_id == 300).unwrap();
    assert_eq!((carol.wins, carol.losses), (1, 0));
}

#[tokio::test]
async fn rating_shows_the_numbers_the_chart_and_the_head_to_head() {
    let r = Rig::new();
    season(&r).await;
    let reply =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, None, None, Some(&user("bob")))
            .await
            .unwrap();
    assert!(!reply.ephemeral, "{}", reply.content);
    // alice beat bob and carol, then lost to dave and bob.
    said_with(
        &reply.content,
        "rating-summary",
        &[
            ("player", "<@100>"),
            ("pool", "rating-pool(game=game-breakthrough, size=3x5)"),
            ("record", "rating-record(wins=2, losses=2)"),
            ("streak", "rating-streak(kind=loss, count=2)"),
            ("best", "rating-streak(kind=win, count=2)"),
        ],
    );
    said_with(
        &reply.content,
        "rating-head-to-head",
        &[
            ("opponent", "<@200>"),
            ("record", "rating-record(wins=1, losses=1)"),
            ("games", "rating-rated-games(count=2)"),
        ],
    );
    let chart = &reply.files[0];
    assert_eq!(chart.name, "rating.png");
    let img = image::load_from_memory(&chart.bytes).expect("the chart decodes");
    assert_eq!((img.width(), img.height()), (800, 360));

    // Someone else's, by game and size; the default size is 8x8, where nobody played.
    let bob =
        r.s.ratings()
            .rating(
                &ctx("carol"),
                Some(&user("bob")),
                Some(GameKind::Breakthrough),
                Some("3x5"),
                None,
                None,
            )
            .await
            .unwrap();
    said_with(
        &bob.content,
        "rating-summary",
        &[
            ("player", "<@200>"),
            ("pool", "rating-pool(game=game-breakthrough, size=3x5)"),
        ],
    );
    let none =
        r.s.ratings()
            .rating(
                &ctx("carol"),
                Some(&user("bob")),
                Some(GameKind::Breakthrough),
                None,
                None,
                None,
            )
            .await
            .unwrap();
    refused_with(&none, "rating-none-yet");
    said_with(
        &none.content,
        "rating-none-yet",
        &[("pool", "rating-pool(game=game-breakthrough, size=8x8)")],
    );
}

#[tokio::test]
async fn rating_defaults_and_refusals() {
    let r = Rig::new();
    let nothing =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, None, None, None)
            .await
            .unwrap();
    refused_with(&nothing, "rating-none-here");
    let dm = Ctx::new(None, 99, user("alice"));
    refused_with(
        &r.s.ratings()
            .rating(&dm, None, None, None, None, None)
            .await
            .unwrap(),
        "rating-none-direct",
    );
    // Ladders are a server's: `ladder:` outside servers is refused, saying so.
    refused_with(
        &r.s.ratings()
            .rating(&dm, None, None, None, Some("spring"), None)
            .await
            .unwrap(),
        "rating-ladder-in-server",
    );
    let same =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, None, None, Some(&user("alice")))
            .await
            .unwrap();
    refused_with(&same, "rating-vs-self");
    let bad =
        r.s.ratings()
            .rating(
                &ctx("alice"),
                None,
                Some(GameKind::Breakthrough),
                Some("99x2"),
                None,
                None,
            )
            .await
            .unwrap();
    assert!(bad.ephemeral);
    let nope =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, None, Some("nope"), None)
            .await
            .unwrap();
    refused_with(&nope, "rating-no-such-ladder");
    said_with(
        &nope.content,
        "rating-no-such-ladder",
        &[("ladder", "nope")],
    );
    // Two pools: the reply lists both, as commands to type.
    let a = r.rated_at("alice", "bob", "3x5").await;
    r.resign("bob", a).await;
    let b = r.rated_at("alice", "bob", "4x5").await;
    r.resign("bob", b).await;
    let several =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, None, None, None)
            .await
            .unwrap();
    refused(&several, "/rating game:breakthrough size:3x5");
    refused(&several, "/rating game:breakthrough size:4x5");
    let by_size =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, Some("4x5"), None, None)
            .await
            .unwrap();
    said_with(
        &by_size.content,
        "rating-summary",
        &[("pool", "rating-pool(game=game-breakthrough, size=4x5)")],
    );
}

/// Issue 36: `/rating player:Алиса vs:Борис` without a pool, where Алиса has two: each
/// command suggested keeps `player` and `vs`, and works pasted into the console.
#[tokio::test]
async fn the_pools_suggested_keep_every_option_given() {
    let r = Rig::new();
    let a = r.rated_at("alice", "bob", "3x5").await;
    r.resign("bob", a).await;
    let b = r.rated_at("alice", "bob", "4x5").await;
    r.resign("bob", b).await;
    let (alisa, boris) = (User::new(100, "Алиса"), User::new(200, "Борис Петров"));
    let several =
        r.s.ratings()
            .rating(&ctx("carol"), Some(&alisa), None, None, None, Some(&boris))
            .await
            .unwrap();
    for size in ["3x5", "4x5"] {
        refused(
            &several,
            &format!("`/rating player:@Алиса game:breakthrough size:{size} vs:\"@Борис Петров\"`"),
        );
    }
}

#[tokio::test]
async fn a_ladder_pool_by_name() {
    let r = Rig::new();
    let id = r.rated("alice", "bob").await;
    // What the ladder branch does: a ladder of this server, its game in its pool.
    let sql = r.sql();
    sql.execute(
        "INSERT INTO ladders (guild_id, kind, size, name, created_by, created_at)
         VALUES (?1, 'breakthrough', '3x5', 'Spring', 100, 0)",
        [GUILD as i64],
    )
    .unwrap();
    let ladder = sql.last_insert_rowid();
    sql.execute(
        "UPDATE games SET ladder_id = ?1 WHERE id = ?2",
        [ladder, id.0],
    )
    .unwrap();
    r.resign("bob", id).await;
    assert!(
        r.pool().await.is_empty(),
        "a ladder game is not in the casual pool"
    );
    let ladder_pool =
        r.s.store()
            .pool_ratings(&RatingPool::Ladder(ladder))
            .await
            .unwrap();
    assert_eq!(ladder_pool.len(), 2);
    let reply =
        r.s.ratings()
            .rating(&ctx("bob"), None, None, None, Some("spring"), None)
            .await
            .unwrap();
    said_with(
        &reply.content,
        "rating-summary",
        &[
            ("player", "<@200>"),
            (
                "pool",
                "rating-pool-ladder(ladder=Spring, game=game-breakthrough, size=3x5)",
            ),
            ("rating", "1338?"),
            ("deviation", "290"),
            ("record", "rating-record(wins=0, losses=1)"),
        ],
    );
    // Their only pool here: `/rating` alone finds it.
    let plain =
        r.s.ratings()
            .rating(&ctx("bob"), None, None, None, None, None)
            .await
            .unwrap();
    said_with(
        &plain.content,
        "rating-pool-ladder",
        &[("ladder", "Spring")],
    );
}

/// Alice and Bob in their DM, where no server is: `ctx` outside servers.
fn in_dm(name: &str) -> Ctx {
    Ctx::new(None, 99, user(name))
}

/// A rated challenge between people outside servers is allowed and rates in the direct
/// games' pool of its game and size: `/rating` there shows it, and the server's pool for
/// the same game and size is untouched (and the other way round).
#[tokio::test]
async fn a_rated_direct_game_rates_in_the_direct_pool() {
    let r = Rig::new();
    // A rated server game first: Bob beats Carol in the server.
    let server_game = r.rated("bob", "carol").await;
    r.resign("carol", server_game).await;
    let server_before = r.pool().await;

    let invite =
        r.s.games()
            .challenge_with(
                &in_dm("alice"),
                &user("bob"),
                GameKind::Breakthrough,
                &ChallengeOptions {
                    size: Some("3x5"),
                    color: Some(ColorChoice::White),
                    rated: true,
                    thread: Some(true),
                    ..ChallengeOptions::default()
                },
            )
            .await
            .unwrap();
    assert!(!invite.ephemeral, "{}", invite.content);
    assert!(invite.content.contains("rated"), "{}", invite.content);
    let id = game_id(&invite);
    r.s.games()
        .accept(&in_dm("bob"), Some(&id.to_string()))
        .await
        .unwrap();
    r.advance(DAY_MS);
    let post =
        r.s.games()
            .resign_confirmed(&in_dm("bob"), Some(&id.to_string()))
            .await
            .unwrap();
    assert!(post.content.contains("Ratings"), "{}", post.content);

    let direct = RatingPool::Direct {
        kind: GameKind::Breakthrough,
        size: "3x5".into(),
    };
    assert_eq!(direct.to_string(), "direct:breakthrough:3x5");
    let pool = r.s.store().pool_ratings(&direct).await.unwrap();
    assert_eq!(pool.len(), 2, "{pool:?}");
    assert_eq!(pool[0].player_id, user("alice").id as i64);
    assert!(
        pool[0].rating > 1500.0 && pool[1].rating < 1500.0,
        "{pool:?}"
    );
    let change = r.s.store().rating_change(id).await.unwrap().unwrap();
    assert_eq!(change.pool, direct);
    // The server's pool did not move.
    assert_eq!(r.pool().await, server_before);

    // `/rating` outside servers: the direct pool, named as such.
    let shown =
        r.s.ratings()
            .rating(&in_dm("alice"), None, None, None, None, None)
            .await
            .unwrap();
    assert!(!shown.ephemeral, "{}", shown.content);
    let text = shown.content.to_string();
    assert!(text.contains("Breakthrough 3x5 outside servers"), "{text}");
    assert!(text.contains("1–0"), "{text}");
    // In the server Alice has no rating; Bob's there is his server game only.
    let here =
        r.s.ratings()
            .rating(&ctx("alice"), None, None, None, None, None)
            .await
            .unwrap();
    refused(&here, "no rated games in this server");
    let bob_here =
        r.s.ratings()
            .rating(&ctx("bob"), None, None, None, None, None)
            .await
            .unwrap();
    let text = bob_here.content.to_string();
    assert!(text.contains("1–0") && !text.contains("outside"), "{text}");
    let bob_direct =
        r.s.ratings()
            .rating(
                &in_dm("bob"),
                None,
                Some(GameKind::Breakthrough),
                Some("3x5"),
                None,
                None,
            )
            .await
            .unwrap();
    let text = bob_direct.content.to_string();
    assert!(
        text.contains("0–1") && text.contains("outside servers"),
        "{text}"
    );
    // Recomputing the direct pool gives the same ratings.
    let again =
        r.s.store()
            .recompute_pool(&direct, r.s.now())
            .await
            .unwrap();
    assert_eq!(again, 1);
    assert_eq!(r.s.store().pool_ratings(&direct).await.unwrap(), pool);
}
