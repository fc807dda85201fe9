//! Tournaments where features meet: the same command fired twice at once (the last place
//! under an entry cap; two results ending a Swiss round), a restart between rounds, and
//! a player withdrawing from a running Swiss event.

mod service_support;

use breaker::service::{CreateTournament, Member, TournamentAction};
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

async fn admin(h: &Harness, action: TournamentAction) -> String {
    let r = h
        .service
        .tournaments()
        .admin(&ctx("mona"), &Member::manager(), action)
        .await
        .unwrap();
    r.reply.content.to_string()
}

async fn join(h: &Harness, who: &str, name: &str) -> String {
    h.service
        .tournaments()
        .join(&ctx(who), name)
        .await
        .unwrap()
        .content
        .to_string()
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
async fn black_resigns(h: &Harness, p: &PairingRow) -> String {
    let black = ctx(name_of(p.black.unwrap()));
    let g = p.game.unwrap().0.to_string();
    let ask = h.service.games().resign(&black, Some(&g)).await.unwrap();
    let done = h
        .service
        .games()
        .handle_button(&black, &ask.buttons[0].custom_id)
        .await
        .unwrap();
    done.content.to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_joins_for_the_last_place_at_once_admit_one() {
    let h = Harness::new();
    admin(&h, create("cup", "round-robin", None, Some(2))).await;
    assert!(join(&h, "alice", "cup").await.contains("joined"));
    let (bob, carol) = tokio::join!(join(&h, "bob", "cup"), join(&h, "carol", "cup"));
    let joined = [&bob, &carol]
        .iter()
        .filter(|t| t.contains("joined"))
        .count();
    assert_eq!(joined, 1, "{bob} / {carol}");
    assert!(
        bob.contains("is full (2 players)") || carol.contains("is full (2 players)"),
        "{bob} / {carol}"
    );
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
    assert!(started.contains("2 games begin"), "{started}");
    let (_, r1) = state(&h, "open").await;
    assert_eq!(r1.len(), 2);
    // Both games of round 1 end at the same moment.
    let (a, b) = tokio::join!(black_resigns(&h, &r1[0]), black_resigns(&h, &r1[1]));
    let begins = [&a, &b]
        .iter()
        .filter(|t| t.contains("round 2 begins"))
        .count();
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
    assert!(last.contains("round 2 is over; round 3 begins"), "{last}");
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
        .content
        .to_string();
    assert!(gone.contains("withdrew"), "{gone}");
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
        assert!(late.contains("paired from round 2"), "{late}");
        let granted = "a half-point bye for each round already paired (0.5)";
        assert_eq!(late.contains(granted), byes.is_some(), "{late}");
    }
    // erin (id 1004) missed round 1: a half-point bye where the event grants one.
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
    assert!(
        all.iter()
            .any(|p| p.round == 2 && (p.white == 1004 || p.black == Some(1004))),
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
    let said = r.reply.content.to_string();
    assert!(said.contains("Only moderators"), "{said}");
    assert!(said.contains("tournament-admin create"), "{said}");
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
