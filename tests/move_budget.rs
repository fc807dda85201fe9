//! What one move costs, counted rather than timed: the SQL statements it executes and
//! the boards it draws, for each kind of move. Each budget is what the move needs today;
//! a change that adds a statement or a render to a move fails here, listing the
//! statements, so that the cost is a decision and not an accident (issue 39: the move
//! got slower one feature at a time and nothing said so).
//!
//! Counted through the service on a real SQLite file ([`Store::count_statements`]);
//! boards through [`breaker::render::boards_drawn`], which counts for the whole process,
//! so the tests here run one at a time.

mod service_support;

use breaker::games::{AnyPosition, GameKind};
use breaker::service::{
    AdminAction, ColorChoice, CreateTournament, Member, Reply, Service, ServiceError,
    TournamentAction,
};
use breaker::store::{GameId, StatementLog};
use service_support::*;

/// The budgets, in SQL statements per move (each also draws exactly one board). A plain
/// move: the game read, the write transaction (read at its version, the log's next ply,
/// the move, pending takebacks expired, position, clock, read back), who is away (for the
/// post and the picture), the players' names, and the opponent's conditional lines (one
/// indexed read; a move that ends the game or answers the AI skips it). A game's end
/// adds its result, ratings, its record in `game_ends` and, after the commit, its
/// consequences and the ladder's or tournament's note.
const PLAIN_MOVE: usize = 13;
const MOVE_BEFORE_AI: usize = 12;
const AI_MOVE: usize = 12;
const LADDER_WIN: usize = 30;
const TOURNAMENT_MOVE: usize = 14;
const TOURNAMENT_GAME_END: usize = 35;
/// Every answer then passes through `with_news` in the front ends (news held for the
/// caller: conditional lines of theirs that were dropped): one indexed read when there
/// is none.
const NEWS_PASS: usize = 1;
/// And every public post asks for tournament games waiting for their threads (the
/// Discord front end opens them): one indexed read, on the caller's thread.
const THREAD_CHECK: usize = 1;
/// Store calls a move hands to the blocking pool when nothing else holds the connection:
/// none, but for a move that ends a ladder game, whose note reads the ladder's history
/// (a read that grows with the ladder, so it waits on the pool, not on a worker thread).
const HANDED_OFF: u64 = 0;
const HANDED_OFF_LADDER_END: u64 = 1;
/// A tournament game's end runs the tournament's consequences (the round's standing, the
/// next round's pairing): work that grows with the tournament, on the pool.
const HANDED_OFF_TOURNAMENT_END: u64 = 3;

/// The render counter is the process's: one test at a time.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// What a move cost: its statements and the boards drawn for it.
struct Cost {
    statements: Vec<String>,
    boards: u64,
    /// Store calls handed to the blocking pool (the render's own hand-off aside).
    handed_off: u64,
}

impl Cost {
    /// Fails, listing the statements, if the move took more than `statements` or drew
    /// other than one board.
    fn within(&self, what: &str, statements: usize) {
        self.within_handing_off(what, statements, HANDED_OFF)
    }

    /// [`Cost::within`], with `handed_off` store calls sent to the blocking pool.
    fn within_handing_off(&self, what: &str, statements: usize, handed_off: u64) {
        let listed = self
            .statements
            .iter()
            .enumerate()
            .map(|(i, s)| {
                format!(
                    "{:>3}. {}",
                    i + 1,
                    s.split_whitespace().collect::<Vec<_>>().join(" ")
                )
            })
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            self.statements.len() <= statements,
            "{what}: {} SQL statements, over its budget of {statements}; if the new ones \
             belong on the move's path, raise the budget and say why:\n{listed}",
            self.statements.len()
        );
        assert_eq!(self.boards, 1, "{what}: one board per move\n{listed}");
        // A move's store calls run on the task's own thread when the connection is free
        // (`Store::call_short`); one sent to the blocking pool costs two thread wake-ups.
        assert!(
            self.handed_off <= handed_off,
            "{what}: {} store calls handed to the blocking pool, over its budget of \
             {handed_off}; a call on the move's path belongs in `Store::call_short`",
            self.handed_off
        );
    }
}

/// Runs `act` and counts what it cost on `s`'s connection and in the renderer.
async fn measure<F>(log: &StatementLog, act: F) -> (Reply, Cost)
where
    F: std::future::Future<Output = Result<Reply, ServiceError>>,
{
    log.take();
    let boards = breaker::render::boards_drawn();
    let handed_off = log.handed_off();
    let reply = act.await.unwrap();
    let cost = Cost {
        statements: log.take(),
        boards: breaker::render::boards_drawn() - boards,
        handed_off: log.handed_off() - handed_off,
    };
    (reply, cost)
}

/// `who` plays `mv` in game `id`, which must be a public post: what it cost.
async fn played(s: &Service, log: &StatementLog, who: &str, mv: &str, id: GameId) -> Cost {
    let (r, cost) = measure(
        log,
        s.games().play_move(&ctx(who), mv, Some(&id.to_string())),
    )
    .await;
    assert!(!r.ephemeral, "{}", r.content);
    cost
}

/// The game's position as stored.
async fn position(s: &Service, id: GameId) -> AnyPosition {
    let row = game(s, id).await;
    AnyPosition::parse(row.kind, &row.position).unwrap()
}

/// A legal move of game `id` that wins at once, if the side to move has one.
async fn winning_move(s: &Service, id: GameId) -> Option<String> {
    let pos = position(s, id).await;
    pos.legal_moves()
        .into_iter()
        .map(|m| m.to_string())
        .find(|m| pos.play_text(m).unwrap().0.outcome().is_over())
}

/// Plays game `id` (White `white`, Black `black`) with the first move that neither wins
/// nor lets the opponent win at once, until the side to move can win; returns who that
/// is. Deterministic: the same game every run.
async fn until_a_win_is_there(s: &Service, id: GameId, white: &str, black: &str) -> String {
    loop {
        let pos = position(s, id).await;
        let mover = if pos.turn() == breaker::games::Color::White {
            white
        } else {
            black
        };
        if winning_move(s, id).await.is_some() {
            return mover.to_string();
        }
        let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        let quiet = moves
            .iter()
            .find(|m| {
                let (next, _) = pos.play_text(m).unwrap();
                !next.legal_moves().iter().any(|r| {
                    next.play_text(&r.to_string())
                        .unwrap()
                        .0
                        .outcome()
                        .is_over()
                })
            })
            .unwrap_or(&moves[0])
            .clone();
        let r = s
            .games()
            .play_move(&ctx(mover), &quiet, Some(&id.to_string()))
            .await
            .unwrap();
        assert!(!r.ephemeral, "{}", r.content);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plain_move() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    let log = h.service.store().count_statements();
    let cost = played(&h.service, &log, "alice", "a2-a3", id).await;
    cost.within("a plain move", PLAIN_MOVE);
}

/// Alice's answer to her first move (a2-a3) in a new 8×8 game against bob.
async fn first_move_answer(h: &Harness) -> Reply {
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    h.service
        .games()
        .play_move(&ctx("alice"), "a2-a3", Some(&id.to_string()))
        .await
        .unwrap()
}

/// Fails, listing them, if a pass after a move's answer (`what`) took more than
/// `budget` statements.
fn pass_within(what: &str, statements: &[String], budget: usize) {
    assert!(
        statements.len() <= budget,
        "{what}: {} statements, over its budget of {budget}: {statements:?}",
        statements.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_news_pass_of_a_moves_answer() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    let reply = first_move_answer(&h).await;
    let log = h.service.store().count_statements();
    log.take();
    let passed = h
        .service
        .correspondence()
        .with_news(&ctx("alice"), reply.clone())
        .await;
    pass_within("the news pass", &log.take(), NEWS_PASS);
    assert_eq!(passed.content, reply.content, "no news, the same answer");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_thread_check_after_a_public_post() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    first_move_answer(&h).await;
    let log = h.service.store().count_statements();
    log.take();
    let handed_off = log.handed_off();
    let due = h.service.tournaments().threads_due().await.unwrap();
    pass_within("the thread check", &log.take(), THREAD_CHECK);
    assert!(due.is_empty());
    assert_eq!(
        log.handed_off() - handed_off,
        HANDED_OFF,
        "the thread check after every post belongs on the caller's thread \
         (`Store::call_short`), not the blocking pool"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_answered_by_the_ai_and_the_ais_move() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    let start = h
        .service
        .games()
        .ai_game(
            &ctx("alice"),
            GameKind::Breakthrough,
            Some("8x8"),
            Some(1),
            Some(ColorChoice::White),
        )
        .await
        .unwrap();
    let id = start.board.expect("the start board").game;
    let log = h.service.store().count_statements();
    let cost = played(&h.service, &log, "alice", "a2-a3", id).await;
    cost.within("a move answered by the AI", MOVE_BEFORE_AI);
    let (_, cost) = measure(&log, async {
        Ok(h.service.games().ai_move(id).await?.expect("the AI's move"))
    })
    .await;
    cost.within("the AI's move", AI_MOVE);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_that_ends_a_rated_ladder_game() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    let made = h
        .service
        .ladders()
        .admin(
            &ctx("mona"),
            &Member::manager(),
            AdminAction::Create {
                name: "spring".into(),
                game: GameKind::Breakthrough,
                size: Some("3x5".into()),
                clock: None,
            },
        )
        .await
        .unwrap();
    said_with(
        &made.reply.content,
        "ladder-admin-created",
        &[("ladder", "spring")],
    );
    for p in ["alice", "bob"] {
        h.service.ladders().join(&ctx(p), "spring").await.unwrap();
    }
    let r = h
        .service
        .ladders()
        .challenge(&ctx("bob"), "spring", &user("alice"))
        .await
        .unwrap();
    let id = r.board.expect("the ladder game's board").game;
    let g = game(&h.service, id).await;
    assert!(g.rated, "ladder games are rated");
    let name = |uid: u64| {
        if uid == user("alice").id {
            "alice"
        } else {
            "bob"
        }
    };
    let (white, black) = (name(g.white), name(g.black));
    let winner = until_a_win_is_there(&h.service, id, white, black).await;
    let win = winning_move(&h.service, id).await.unwrap();
    let log = h.service.store().count_statements();
    let cost = played(&h.service, &log, &winner, &win, id).await;
    assert_eq!(
        game(&h.service, id).await.status,
        breaker::store::GameStatus::Finished
    );
    cost.within_handing_off(
        "a move that ends a rated ladder game",
        LADDER_WIN,
        HANDED_OFF_LADDER_END,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_in_a_tournament_round() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    let admin = |action| async {
        h.service
            .tournaments()
            .admin(&ctx("mona"), &Member::manager(), action)
            .await
            .unwrap()
            .reply
    };
    admin(TournamentAction::Create(CreateTournament {
        name: "cup".into(),
        format: "swiss".into(),
        game: "breakthrough".into(),
        size: Some("3x5".into()),
        clock: Some("3d".into()),
        rounds: Some(2),
        ..Default::default()
    }))
    .await;
    for p in ["alice", "bob", "carol", "dave"] {
        h.service.tournaments().join(&ctx(p), "cup").await.unwrap();
    }
    let started = admin(TournamentAction::Start { name: "cup".into() }).await;
    said(&started.content, "tournament-games-begin");
    let pairing = h
        .service
        .store()
        .call(|db| {
            let t = db.tournament_named(GUILD, "cup")?.unwrap();
            db.tournament_pairings(t.id, t.season)
        })
        .await
        .unwrap()
        .remove(0);
    let id = pairing.game.expect("round 1's game");
    let name = |uid: u64| ["alice", "bob", "carol", "dave"][(uid / 100 - 1) as usize];
    let (white, black) = (name(pairing.white), name(pairing.black.unwrap()));
    let pos = position(&h.service, id).await;
    let first = pos.legal_moves()[0].to_string();
    let log = h.service.store().count_statements();
    let cost = played(&h.service, &log, white, &first, id).await;
    cost.within("a move in a tournament round", TOURNAMENT_MOVE);

    let winner = until_a_win_is_there(&h.service, id, white, black).await;
    let win = winning_move(&h.service, id).await.unwrap();
    let cost = played(&h.service, &log, &winner, &win, id).await;
    cost.within_handing_off(
        "a move that ends a tournament game",
        TOURNAMENT_GAME_END,
        HANDED_OFF_TOURNAMENT_END,
    );
}

/// `who` plays `mv` in game `id`.
async fn play(s: &Service, who: &str, mv: &str, id: GameId) {
    let game = id.to_string();
    s.games()
        .play_move(&ctx(who), mv, Some(&game))
        .await
        .unwrap();
}

/// Whether the scheduler was poked since it last looked (takes the poke).
async fn poked(s: &Service) -> bool {
    let wake = s.deadlines_moved().notified();
    tokio::time::timeout(std::time::Duration::ZERO, wake)
        .await
        .is_ok()
}

/// A move wakes the scheduler (and through it the outbox, several queries in the
/// background) only when its game's next due instant comes before the scheduler's
/// planned wake: a move sets a deadline days ahead, so under load almost never.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_wakes_the_scheduler_only_for_what_comes_sooner() {
    let _one = ONE_AT_A_TIME.lock().await;
    let h = Harness::new();
    let s = &h.service;
    let id = h
        .started(GameKind::Breakthrough, "8x8", "alice", "bob")
        .await;
    while poked(s).await {}
    // Asleep until a minute from now: the move's deadline (days ahead) can wait.
    s.sleeping_until(Some(s.now() + 60_000));
    play(s, "alice", "a2-a3", id).await;
    let due = game(s, id).await.timing.next_due().expect("a deadline");
    assert!(due > s.now() + 60_000, "the deadline is days ahead");
    assert!(
        !poked(s).await,
        "a later deadline does not wake the scheduler"
    );
    // Asleep until after the next deadline: woken.
    s.sleeping_until(Some(due + 7 * 86_400_000));
    play(s, "bob", "a7-a6", id).await;
    assert!(
        poked(s).await,
        "a deadline before the planned wake wakes it"
    );
    // Awake (reading the next due instant afresh): every move pokes it.
    s.sleeping_until(None);
    play(s, "alice", "b2-b3", id).await;
    assert!(poked(s).await, "an awake scheduler is told of every move");
}
