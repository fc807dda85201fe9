//! `breaker bench autocomplete`: the `move` option's autocomplete on a long game, as a
//! player types a move key by key: p50/p99 per answer (target p99 ≤ 5 ms on a 200-ply
//! game), beside what replaying the game's log costs (what each keystroke cost when
//! autocomplete replayed the game).

use super::common::{in_temp_dir, percentile, runtime};
use super::service::Table;
use crate::games::rng::SplitMix64;
use crate::games::GameKind;
use crate::service::{Config, Service, User};
use crate::store::Store;
use anyhow::{bail, Context};
use clap::Args;
use std::time::Instant;

#[derive(Args, Debug, Clone)]
pub struct AutocompleteBenchArgs {
    /// autocomplete: plies played before typing starts.
    #[arg(long, default_value_t = 200)]
    plies: usize,
}

/// Rounds of typing; every keystroke of every round is one timed answer.
const ROUNDS: usize = 60;

pub fn run(args: &AutocompleteBenchArgs) -> anyhow::Result<()> {
    in_temp_dir("autocomplete", |dir| runtime()?.block_on(bench(args, dir)))
}

async fn bench(args: &AutocompleteBenchArgs, dir: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open_async(dir.join("bench.db")).await?;
    let service = Service::new(store, Config::new(User::bot(1, "Breaker")));
    println!("autocomplete: a player types a legal move key by key, {ROUNDS} times; every key is one answer");
    // A 19×19 Breach board is full after 181 plies, so Breach runs shorter games; its
    // middle game has the most moves to filter and sort (tens of thousands of pairs).
    let cases = [
        (GameKind::Breakthrough, "16x16", args.plies),
        (GameKind::Breach, "19", args.plies.min(170)),
        (GameKind::Breach, "19", args.plies.min(40)),
        (GameKind::Breach, "10", args.plies.min(30)),
    ];
    for (i, (kind, size, plies)) in cases.into_iter().enumerate() {
        let table = Table::new(i as u64);
        case(&service, &table, kind, size, plies).await?;
    }
    Ok(())
}

async fn case(
    service: &Service,
    table: &Table,
    kind: GameKind,
    size: &str,
    plies: usize,
) -> anyhow::Result<()> {
    let mut pos = table.start_game(service, kind, size).await?;
    let mut rng = SplitMix64::new(9);
    for ply in 0..plies {
        // Random legal moves that keep the game going, so it reaches its length;
        // replacements where there are some, since they fill the board more slowly.
        let mut moves = pos.legal_moves();
        if moves.iter().any(|m| m.to_string().contains('x')) {
            moves.retain(|m| m.to_string().contains('x'));
        }
        let keeps_going =
            |mv: &crate::games::AnyMove| pos.play(*mv).is_ok_and(|next| !next.outcome().is_over());
        let quiet = (0..64)
            .map(|_| moves[rng.below(moves.len())])
            .find(keeps_going)
            .or_else(|| moves.iter().copied().find(keeps_going));
        let Some(mv) = quiet else {
            bail!("no quiet move found at ply {ply}");
        };
        pos = table.play(service, &pos, mv).await?;
    }
    let typist = table.player(pos.turn());
    let first = service.games().autocomplete_moves(typist, "", None).await?;
    let Some(target) = first.first() else {
        bail!("autocomplete suggested nothing");
    };
    let keys: Vec<&str> = (0..=target.len()).map(|n| &target[..n]).collect();
    let mut times = Vec::with_capacity(ROUNDS * keys.len());
    for _ in 0..ROUNDS {
        for partial in &keys {
            let t = Instant::now();
            let choices = service
                .games()
                .autocomplete_moves(typist, partial, None)
                .await?;
            times.push(t.elapsed().as_secs_f64() * 1e3);
            if !choices.contains(target) {
                bail!("{partial:?} lost the move {target}: {choices:?}");
            }
        }
    }
    times.sort_by(f64::total_cmp);
    // The replay each keystroke used to pay for, for comparison.
    let id = service
        .store()
        .call({
            let channel = typist.channel;
            move |db| db.games_in_channel(channel, true)
        })
        .await?
        .pop()
        .context("the bench's game is stored")?;
    let mut replays = Vec::new();
    for _ in 0..10 {
        let t = Instant::now();
        service.games().replay(&id).await?;
        replays.push(t.elapsed().as_secs_f64() * 1e3);
    }
    replays.sort_by(f64::total_cmp);
    println!(
        "{kind} {size}, {plies} plies, typing {target:?}: p50 {:.2} ms, p99 {:.2} ms (target ≤ 5), max {:.2} ms; a replay of the game (paid per key before): p50 {:.2} ms",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[times.len() - 1],
        percentile(&replays, 0.5)
    );
    Ok(())
}
