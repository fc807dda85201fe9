//! Tournaments where features meet: the same command fired twice at once (the last place
//! under an entry cap; two results ending a Swiss round), a restart between rounds, and
//! a player withdrawing from a running Swiss event.

mod service_support;

use breaker::service::{CreateTournament, ManualClock, Member, Text, TournamentAction};
use breaker::store::{PairingRow, TournamentRow};
use service_support::*;

fn create(name: &str, format: &str, rounds: Option<u32>, cap: Option<u32>) -> TournamentAction {
    TournamentAction::Create(CreateTournament {
        name: name.into(),
        format: format.into(),
        game: "breakthrough".into(),
        size: Some("5x5".into()),
        clock: Some("3d".into()),
        rounds,
        max_players: cap,
        ..Default::default()
    })
}

async fn admin(h: &Harness, action: TournamentAction) -> Text {
    let r = h
        .service
        .tournaments()
        .admin(&ctx("mona"), &Member::manager(), action)
        .await
        .unwrap();
    r.reply.content
}

async fn join(h: &Harness, who: &str, name: &str) -> Text {
    h.service
        .tournaments()
        .join(&ctx(who), name)
        .await
        .unwrap()
        .content
}

async fn state(h: &Harness, name: &str) -> (TournamentRow, Vec<PairingRow>) {
    let name = name.to_string();
    h.service
        .store()
        .call(move |db| {
            let t = db.tournament_named(GUILD, &name)?.unwrap();
            let p = db.tournament_pairings(t.id, t.season)?;
            Ok((t, p))
        })
        .await
        .unwrap()
}

/// The player's name in the test users (ids 100, 200, 300, 400).
fn name_of(id: u64) -> &'static str {
    ["alice", "bob", "carol", "dave"][(id / 100 - 1) as usize]
}

/// Black resigns game `g` (asked, then confirmed with the button): the result's text.
async fn black_resigns(h: &Harness, p: &PairingRow) -> Text {
    let black = ctx(name_of(p.black.unwrap()));
    let g = p.game.unwrap().0.to_string();
    let ask = h.service.games().resign(&black, Some(&g)).await.unwrap();
    let done = h
        .service
        .games()
        .handle_button(&black, &ask.buttons[0].custom_id)
        .await
        .unwrap();
    done.content
}

/// Whether `text` says a round is over and round `next` begins.
fn round_begins(text: &Text, next: u32) -> bool {
    text.messages()
        .iter()
        .any(|m| m.id == "tournament-round-over" && arg(m, "next") == next.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_joins_for_the_last_place_at_once_admit_one() {
    let h = Harness::new();
    admin(&h, create("cup", "round-robin", None, Some(2))).await;
    said(&join(&h, "alice", "cup").await, "tournament-joined");
    let (bob, carol) = tokio::join!(join(&h, "bob", "cup"), join(&h, "carol", "cup"));
    let joined = [&bob, &carol]
        .iter()
        .filter(|t| t.message("tournament-joined").is_some())
        .count();
    assert_eq!(joined, 1, "{bob} / {carol}");
    let full = |t: &Text| {
        t.message("tournament-join-full")
            .is_some_and(|m| arg(m, "count") == "2")
    };
    assert!(full(&bob) || full(&carol), "{bob} / {carol}");
    let entrants = h
        .service
        .store()
        .call(|db| {
            let t = db.tournament_named(GUILD, "cup")?.unwrap();
            db.tournament_players(t.id)
        })
        .await
        .unwrap();
    assert_eq!(entrants.len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_round_ended_by_two_results_at_once_is_paired_once_and_survives_a_restart() {
    let mut h = Harness::new();
    admin(&h, create("open", "swiss", Some(3), None)).await;
    for p in ["alice", "bob", "carol", "dave"] {
        join(&h, p, "open").await;
    }
    let started = admin(
        &h,
        TournamentAction::Start {
            name: "open".into(),
        },
    )
    .await;
    said_with(&started, "tournament-games-begin", &[("count", "2")]);
    let (_, r1) = state(&h, "open").await;
    assert_eq!(r1.len(), 2);
    // Both games of round 1 end at the same moment.
    let (a, b) = tokio::join!(black_resigns(&h, &r1[0]), black_resigns(&h, &r1[1]));
    let begins = [&a, &b].iter().filter(|t| round_begins(t, 2)).count();
    assert_eq!(begins, 1, "{a}\n---\n{b}");
    let (t, all) = state(&h, "open").await;
    assert_eq!(t.round, 2);
    let r2: Vec<&PairingRow> = all.iter().filter(|p| p.round == 2).collect();
    assert_eq!(r2.len(), 2, "{all:?}");
    assert!(
        r2.iter().all(|p| p.game.is_some()),
        "round 2's games started"
    );
    // The winners meet, and the losers: nobody plays the same opponent twice.
    for p in &r2 {
        assert!(!r1.iter().any(|q| (q.white, q.black) == (p.white, p.black)
            || (q.white, q.black) == (p.black.unwrap(), Some(p.white))));
    }

    // A restart between rounds: round 2 goes on, round 3 is paired after it.
    h.restart();
    let (_, all) = state(&h, "open").await;
    let r2: Vec<PairingRow> = all.into_iter().filter(|p| p.round == 2).collect();
    black_resigns(&h, &r2[0]).await;
    let last = black_resigns(&h, &r2[1]).await;
    said_with(
        &last,
        "tournament-round-over",
        &[("round", "2"), ("next", "3")],
    );
    let (t, all) = state(&h, "open").await;
    assert_eq!((t.round, t.status.as_str()), (3, "running"));
    assert_eq!(all.iter().filter(|p| p.round == 3).count(), 2);
}

#[tokio::test]
async fn a_withdrawn_player_is_not_paired_again_in_a_swiss_event() {
    let h = Harness::new();
    admin(&h, create("open", "swiss", Some(3), None)).await;
    for p in ["alice", "bob", "carol", "dave"] {
        join(&h, p, "open").await;
    }
    admin(
        &h,
        TournamentAction::Start {
            name: "open".into(),
        },
    )
    .await;
    let (_, r1) = state(&h, "open").await;
    black_resigns(&h, &r1[0]).await;
    // Dave withdraws (confirmed) while his round-1 game may still run: it becomes a
    // forfeit, the round ends, and round 2 pairs the other three (one bye).
    let gone = h
        .service
        .tournaments()
        .withdraw(&ctx("dave"), "open", true)
        .await
        .unwrap()
        .content;
    said(&gone, "tournament-withdrew");
    let (_, all) = state(&h, "open").await;
    if all.iter().all(|p| p.round == 1) {
        // Dave's game had already ended: the other one ends round 1.
        let open = all
            .iter()
            .find(|p| {
                p.round == 1
                    && p.game_status
                        .is_some_and(|s| s == breaker::store::GameStatus::Active)
            })
            .unwrap();
        black_resigns(&h, open).await;
    }
    let (t, all) = state(&h, "open").await;
    assert_eq!(t.round, 2, "{all:?}");
    let r2: Vec<&PairingRow> = all.iter().filter(|p| p.round == 2).collect();
    assert_eq!(r2.len(), 2, "one game and one bye: {r2:?}");
    assert!(r2.iter().any(|p| p.black.is_none()), "{r2:?}");
    assert!(
        r2.iter().all(|p| p.white != 400 && p.black != Some(400)),
        "dave is not paired: {r2:?}"
    );
}

/// The entrants, pairings and standings of tournament `name`, as stored.
async fn export(h: &Harness, name: &str) -> (String, String) {
    let name = name.to_string();
    h.service
        .store()
        .call(move |db| {
            let t = db.tournament_named(GUILD, &name)?.unwrap();
            let e = db.tournament_players(t.id)?;
            let p = db.tournament_pairings(t.id, t.season)?;
            Ok((
                breaker::service::trf(&t, &e, &p),
                breaker::service::standings_json(&t, &e, &p),
            ))
        })
        .await
        .unwrap()
}

#[tokio::test]
async fn a_late_entrant_to_a_swiss_event_with_late_byes_has_half_a_point_for_each_round_missed() {
    let h = Harness::new();
    for (name, byes) in [("byes", Some(true)), ("plain", None)] {
        let mut action = create(name, "swiss", Some(3), None);
        if let TournamentAction::Create(c) = &mut action {
            c.late_byes = byes;
        }
        admin(&h, action).await;
        for p in ["alice", "bob", "carol", "dave"] {
            join(&h, p, name).await;
        }
        admin(&h, TournamentAction::Start { name: name.into() }).await;
        let late = join(&h, "erin", name).await;
        let id = if byes.is_some() {
            "tournament-joined-swiss-byes"
        } else {
            "tournament-joined-swiss"
        };
        said_with(&late, id, &[("round", "2")]);
        if byes.is_some() {
            said_with(&late, id, &[("points", "0.5")]);
        } else {
            not_said(&late, "tournament-joined-swiss-byes");
        }
    }
    // erin missed round 1: a half-point bye where the event grants one.
    let (trf, json) = export(&h, "byes").await;
    let line = trf.lines().find(|l| l.contains("erin")).unwrap();
    assert!(line.ends_with("0000 - H"), "{trf}");
    assert!(line.contains(" 0.5 "), "{line}");
    assert!(
        json.contains(r#""player": "erin", "points": 0.5,"#),
        "{json}"
    );
    assert!(!json.contains("-0"), "no negative zero: {json}");
    let (trf, json) = export(&h, "plain").await;
    let line = trf.lines().find(|l| l.contains("erin")).unwrap();
    assert!(!line.contains("0000 - H"), "{trf}");
    assert!(json.contains(r#""player": "erin", "points": 0,"#), "{json}");

    // Round 1 ends: erin is paired in round 2 with her half point.
    let (_, r1) = state(&h, "byes").await;
    for p in r1.iter().filter(|p| p.round == 1) {
        black_resigns(&h, p).await;
    }
    let (t, all) = state(&h, "byes").await;
    assert_eq!(t.round, 2, "{all:?}");
    let erin = user("erin").id;
    assert!(
        all.iter()
            .any(|p| p.round == 2 && (p.white == erin || p.black == Some(erin))),
        "{all:?}"
    );
    let (trf, _) = export(&h, "byes").await;
    let line = trf.lines().find(|l| l.contains("erin")).unwrap();
    assert!(line.contains("0000 - H"), "{line}");
}

/// Tournament moderators pass the same check as ladder moderators: a member without
/// Manage Server is refused privately, nothing is created and nothing goes to the mod log;
/// a manager's create is audited and public.
#[tokio::test]
async fn a_member_who_does_not_moderate_is_refused_and_nothing_changes() {
    let h = Harness::new();
    let member = Member {
        manage_guild: false,
        roles: Vec::new(),
    };
    let r = h
        .service
        .tournaments()
        .admin(
            &ctx("alice"),
            &member,
            create("cup", "swiss", Some(3), None),
        )
        .await
        .unwrap();
    assert!(r.reply.ephemeral, "{}", r.reply.content);
    assert!(r.modlog.is_none());
    said_with(
        &r.reply.content,
        "ladder-admin-not-moderator",
        &[("command", "`/tournament-admin create`")],
    );
    let found = h
        .service
        .store()
        .call(|db| db.tournament_named(GUILD, "cup"))
        .await
        .unwrap();
    assert!(found.is_none());
    let made = h
        .service
        .tournaments()
        .admin(
            &ctx("mona"),
            &Member::manager(),
            create("cup", "swiss", Some(3), None),
        )
        .await
        .unwrap();
    assert!(!made.reply.ephemeral, "{}", made.reply.content);
}

/// A rated Swiss event of four on `clock`, started: its first round's pairings.
async fn rated_swiss(h: &ClockedHarness) -> Vec<PairingRow> {
    let mut action = create("open", "swiss", Some(3), None);
    if let TournamentAction::Create(c) = &mut action {
        c.rated = Some(true);
    }
    admin(&h.h, action).await;
    for p in ["alice", "bob", "carol", "dave"] {
        join(&h.h, p, "open").await;
    }
    admin(
        &h.h,
        TournamentAction::Start {
            name: "open".into(),
        },
    )
    .await;
    let (_, r1) = state(&h.h, "open").await;
    assert_eq!(r1.len(), 2);
    r1
}

/// A harness whose time is a manual clock.
struct ClockedHarness {
    h: Harness,
    clock: ManualClock,
}

impl ClockedHarness {
    fn new() -> ClockedHarness {
        let mut h = Harness::new();
        let clock = ManualClock::new(1_700_000_000_000);
        h.service = open_clocked(&h.path(), &clock);
        ClockedHarness { h, clock }
    }

    fn restart(&mut self) {
        self.h.service = open_clocked(&self.h.path(), &self.clock);
    }
}

const DAY: i64 = 24 * 3600 * 1000;

#[tokio::test]
async fn a_swiss_round_ended_by_a_time_forfeit_is_paired_at_once_while_every_post_fails() {
    let h = ClockedHarness::new();
    let r1 = rated_swiss(&h).await;
    black_resigns(&h.h, &r1[0]).await;
    // Nobody moves in the other game: White loses on time after three days. The
    // scheduler settles it; Discord is down, so nothing is delivered yet.
    h.clock.advance(4 * DAY);
    h.h.service.correspondence().settle_due().await.unwrap();
    let (t, paired) = state(&h.h, "open").await;
    assert_eq!(t.round, 2, "round 2 is paired before any post is made");
    let r2: Vec<&PairingRow> = paired.iter().filter(|p| p.round == 2).collect();
    assert_eq!(r2.len(), 2);
    assert!(
        r2.iter().all(|p| p.game.is_some()),
        "round 2's games started"
    );

    // Every post fails: first a 5xx (tried again later), then a 403 (given up). Each
    // composed notice only reads: the tournament stays as it was.
    let forfeit = r1[1].game.unwrap();
    for lasting in [false, true] {
        let waiting =
            h.h.service
                .correspondence()
                .notices_waiting(100)
                .await
                .unwrap();
        let notice = waiting
            .iter()
            .find(|n| {
                n.notice.game == forfeit && n.notice.text.message("notice-time-forfeit").is_some()
            })
            .expect("the time forfeit's notice");
        // It says what the forfeit moved on: round 1 over, round 2 begins.
        let over = notice
            .notice
            .text
            .message("tournament-round-over")
            .expect("the round's end in the notice");
        assert_eq!(over.arg("next"), Some(&breaker::i18n::Arg::Number(2)));
        for n in &waiting {
            h.h.service
                .correspondence()
                .notice_failed(n, lasting)
                .await
                .unwrap();
        }
        assert_eq!(state(&h.h, "open").await, (t.clone(), paired.clone()));
        h.clock.advance(DAY / 2);
    }
    assert!(h
        .h
        .service
        .correspondence()
        .notices_waiting(100)
        .await
        .unwrap()
        .iter()
        .all(|n| n.notice.game != forfeit));
    assert_eq!(state(&h.h, "open").await, (t, paired));
}

#[tokio::test]
async fn a_restart_between_a_round_s_last_result_and_the_next_pairing_pairs_it_once() {
    let mut h = ClockedHarness::new();
    let r1 = rated_swiss(&h).await;
    black_resigns(&h.h, &r1[0]).await;
    // The last game of round 1 ends in the store, and the process dies before anything
    // after the commit runs.
    let id = r1[1].game.unwrap();
    let g = h.h.game(id).await;
    let (version, now) = (g.version, h.h.service.now());
    let outcome = breaker::games::Outcome::Win {
        winner: breaker::games::Color::White,
        reason: breaker::games::WinReason::Resignation,
    };
    h.h.service
        .store()
        .call(move |db| db.finish(id, version, outcome, now))
        .await
        .unwrap();
    let (t, _) = state(&h.h, "open").await;
    assert_eq!(t.round, 1, "nothing after the commit ran");

    for _ in 0..2 {
        h.restart();
        h.h.service.correspondence().settle_due().await.unwrap();
        h.h.service.correspondence().settle_due().await.unwrap();
        let (t, all) = state(&h.h, "open").await;
        assert_eq!(t.round, 2);
        assert_eq!(all.iter().filter(|p| p.round == 2).count(), 2, "{all:?}");
    }
    let end =
        h.h.service
            .store()
            .call(move |db| db.end_of_game(id))
            .await
            .unwrap()
            .unwrap();
    assert!(end.settled_at.is_some());
    assert_eq!(
        end.moved,
        Some(breaker::store::Moved::Round {
            season: 1,
            round: 2
        })
    );
}

#[tokio::test]
async fn a_stored_format_status_or_schedule_this_binary_does_not_know_is_corrupt_data() {
    for (column, word) in [
        ("format", "knockout"),
        ("status", "paused"),
        ("schedule", "weekly"),
    ] {
        let h = Harness::new();
        admin(&h, create("cup", "round-robin", None, None)).await;
        let conn = rusqlite::Connection::open(h.path()).unwrap();
        // A word a newer binary might write, past the schema's own check.
        conn.pragma_update(None, "ignore_check_constraints", true)
            .unwrap();
        conn.execute(&format!("UPDATE tournaments SET {column} = ?1"), [word])
            .unwrap();
        drop(conn);
        let read = h
            .service
            .store()
            .call(|db| db.tournament_named(GUILD, "cup"))
            .await;
        match read {
            Err(breaker::store::StoreError::Corrupt(what)) => {
                assert!(what.contains(word), "{column}: {what}")
            }
            other => panic!("{column} `{word}` read as {other:?}"),
        }
    }
}
