//! Timings of a move through the service (store write + PNG), printed; run with
//! `cargo test --release --test service_timing -- --ignored --nocapture`.

mod service_support;

use breaker::games::GameKind;
use service_support::*;
use std::time::{Duration, Instant};

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check"]
async fn time_moves_through_the_service() {
    let h = Harness::new();
    for (kind, size) in [(GameKind::Breakthrough, "8x8"), (GameKind::Breach, "10")] {
        let id = h.started(kind, size, "alice", "bob").await;
        let g = id.to_string();
        let (mut times, mut bytes, mut suggest) = (Vec::new(), 0, Vec::new());
        for turn in 0..20 {
            let who = if turn % 2 == 0 { "alice" } else { "bob" };
            let t = Instant::now();
            let choices = h
                .service
                .games()
                .autocomplete_moves(&ctx(who), "", Some(&g))
                .await
                .unwrap();
            suggest.push(t.elapsed());
            let mv = &choices[turn % choices.len()];
            let t = Instant::now();
            let reply = h
                .service
                .games()
                .play_move(&ctx(who), mv, Some(&g))
                .await
                .unwrap();
            times.push(t.elapsed());
            bytes = reply.board.unwrap().png.len();
        }
        let t = Instant::now();
        h.service
            .games()
            .board(&ctx("carol"), Some(&g))
            .await
            .unwrap();
        let board = t.elapsed();
        println!(
            "{kind} {size}: move incl. PNG median {:?} (max {:?}), PNG {} bytes, /board {:?}, autocomplete median {:?}",
            median(times.clone()),
            times.iter().max().unwrap(),
            bytes,
            board,
            median(suggest)
        );
    }
}

#[test]
#[ignore = "a measurement, not a check"]
fn time_the_parts_of_a_move() {
    use breaker::games::AnyPosition;
    use breaker::render::{self, Header};
    use breaker::store::{Db, NewGame, NewMove, Player};
    let dir = tempfile::tempdir().unwrap();
    let mut db = Db::open(dir.path().join("t.db")).unwrap();
    let p = |id, name: &str| Player {
        id,
        name: name.into(),
        is_ai: false,
        ai_level: None,
    };
    for (kind, size) in [(GameKind::Breakthrough, "8x8"), (GameKind::Breach, "10")] {
        let mut pos = AnyPosition::start(kind, Some(size)).unwrap();
        let new = NewGame::active(Some(1), 2, &pos, [1, 2], 1_799_150_400_000);
        let mut game = db.create_game(&new, &[p(1, "a"), p(2, "b")]).unwrap();
        let (mut writes, mut renders) = (Vec::new(), Vec::new());
        for turn in 0..20 {
            let moves = pos.legal_moves();
            let mv = moves[turn * 7 % moves.len()];
            pos = pos.play(mv).unwrap();
            let rec = NewMove {
                player: 1 + (turn as u64 % 2),
                text: mv.to_string(),
                position: pos.to_string(),
                outcome: pos.outcome(),
                at: 1_799_150_400_000 + turn as i64 * 60_000,
                time: breaker::time::GameTime::new(breaker::time::TimeControl::simple_days(3)),
            };
            let t = Instant::now();
            game = db.append_move(game.id, game.version, &rec).unwrap();
            writes.push(t.elapsed());
            let t = Instant::now();
            render::board(&pos, Some(&mv), &Header::new("alice", "bob", "status")).unwrap();
            renders.push(t.elapsed());
        }
        println!(
            "{kind} {size}: store append_move median {:?}, render PNG median {:?}",
            median(writes),
            median(renders)
        );
    }
}
