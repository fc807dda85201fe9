//! `breaker bench pairing`: the Dutch engine on Swiss tournaments of 200 and 1 000
//! players (targets: a round in ≤ 1 s and ≤ 10 s). Each tournament is played out round by
//! round with the engine's own pairings and rating-weighted random results (a quarter of
//! games drawn), and every round's pairing time is measured.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};

use crate::tournament::dutch;
use crate::tournament::trf::{Colour, Player, ResultCode, RoundEntry, Tournament};

/// Plays a Swiss of `players` over `rounds` rounds; returns each round's pairing time.
pub fn simulate(
    players: u32,
    rounds: u32,
    seed: u64,
) -> anyhow::Result<(Tournament, Vec<Duration>)> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut t = Tournament {
        rounds: Some(rounds),
        initial_colour: Some(Colour::White),
        ..Default::default()
    };
    for n in 1..=players {
        t.players.push(Player {
            number: n,
            name: format!("Player {n}"),
            rating: 2800 - n * 1200 / players,
            ..Default::default()
        });
    }
    let mut times = Vec::new();
    for _ in 0..rounds {
        let start = Instant::now();
        let boards = dutch::pair(&t)?;
        times.push(start.elapsed());
        for b in boards {
            let w = b.white as usize - 1;
            let Some(black) = b.black else {
                t.players[w].rounds.push(RoundEntry {
                    opponent: None,
                    colour: None,
                    result: ResultCode::PairingBye,
                });
                continue;
            };
            let bl = black as usize - 1;
            let edge = (t.players[w].rating as f64 - t.players[bl].rating as f64) / 800.0;
            let roll: f64 = rng.gen();
            let (rw, rb) = if roll < 0.25 {
                (ResultCode::Draw, ResultCode::Draw)
            } else if rng.gen::<f64>() < 0.5 + edge {
                (ResultCode::Win, ResultCode::Loss)
            } else {
                (ResultCode::Loss, ResultCode::Win)
            };
            t.players[w].rounds.push(RoundEntry {
                opponent: Some(black),
                colour: Some(Colour::White),
                result: rw,
            });
            t.players[bl].rounds.push(RoundEntry {
                opponent: Some(b.white),
                colour: Some(Colour::Black),
                result: rb,
            });
        }
    }
    Ok((t, times))
}

pub fn run() -> anyhow::Result<()> {
    for (players, rounds, target) in [(200u32, 9u32, 1.0f64), (1000, 9, 10.0)] {
        let (_, times) = simulate(players, rounds, 1)?;
        let worst = times
            .iter()
            .max()
            .copied()
            .unwrap_or_default()
            .as_secs_f64();
        let total: f64 = times.iter().map(Duration::as_secs_f64).sum();
        println!(
            "pairing: {players} players, {rounds} rounds: slowest round {worst:.3} s, mean {:.3} s (target ≤ {target} s) {}",
            total / rounds as f64,
            if worst <= target { "ok" } else { "OVER" }
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_swiss_plays_out_with_every_player_paired_each_round() {
        let (t, times) = simulate(15, 5, 3).unwrap();
        assert_eq!(times.len(), 5);
        for p in &t.players {
            assert_eq!(p.rounds.len(), 5, "player {} missed a round", p.number);
            let mut met: Vec<u32> = p.rounds.iter().filter_map(|e| e.opponent).collect();
            met.sort();
            met.dedup();
            let games = p.rounds.iter().filter(|e| e.opponent.is_some()).count();
            assert_eq!(met.len(), games, "player {} met someone twice", p.number);
        }
    }

    /// `PAIRING_BENCH=N cargo test --lib bench::pairing -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn timing() {
        let n = std::env::var("PAIRING_BENCH")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(200);
        let (_, times) = simulate(n, 9, 1).unwrap();
        eprintln!("{n} players: {times:?}");
    }
}
