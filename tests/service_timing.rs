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
            let choices = h.service.autocomplete_moves(&ctx(who), "", Some(&g)).await.unwrap();
            suggest.push(t.elapsed());
            let mv = &choices[turn % choices.len()];
            let t = Instant::now();
            let reply = h.service.play_move(&ctx(who), mv, Some(&g)).await.unwrap();
            times.push(t.elapsed());
            bytes = reply.board.unwrap().png.len();
        }
        let t = Instant::now();
        h.service.board(&ctx("carol"), Some(&g)).await.unwrap();
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
