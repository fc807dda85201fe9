//! Shard ownership in the service: a process's background work (the scheduler's due
//! deadlines, AI turns resumed at start-up) covers only the servers of its shards, and
//! direct messages only on shard 0. Two services share one file here so that the test
//! sees every game from both sides.

mod service_support;

use std::sync::Arc;

use breaker::games::GameKind;
use breaker::service::{ColorChoice, Config, Ctx, FollowUp, ManualClock, Service, User};
use breaker::shards::{shard_of, ShardRange, Shards};
use breaker::store::{GameId, Store, DAY_MS};
use service_support::*;

const T0: i64 = 1_799_150_400_000;
/// Servers on shard 0 and shard 1 of 2 (Discord's rule: `(id >> 22) % 2`).
const GUILD_0: u64 = (190_000_000_000 << 22) + 12_345;
const GUILD_1: u64 = (190_000_000_001 << 22) + 12_345;

fn service(path: &std::path::Path, clock: &ManualClock, shards: Shards) -> Service {
    let mut config = Config::new(User::bot(BOT, "Breaker"));
    config.shards = shards;
    Service::with_clock(Store::open(path).unwrap(), config, Arc::new(clock.clone()))
}

fn of_two(start: u32) -> Shards {
    Shards::new(ShardRange::new(start, start + 1).unwrap(), 2).unwrap()
}

fn in_guild(guild: Option<u64>, name: &str) -> Ctx {
    Ctx::new(guild, CHANNEL, user(name))
}

/// A human game (a challenge accepted, so a deadline is due in 3 days) and a game against
/// the AI where the AI is to move, in `guild`.
async fn games_in(s: &Service, guild: Option<u64>) -> (GameId, GameId) {
    let invite = invite_to(
        s,
        &in_guild(guild, "alice"),
        &user("bob"),
        GameKind::Breakthrough,
        "3x5",
        Some("3d"),
    )
    .await;
    let human = game_id(&invite);
    s.games()
        .accept(&in_guild(guild, "bob"), None)
        .await
        .unwrap();
    let ai = s
        .games()
        .ai_game(
            &in_guild(guild, "carol"),
            GameKind::Breakthrough,
            Some("3x5"),
            Some(1),
            Some(ColorChoice::Black),
        )
        .await
        .unwrap();
    // White is the AI: its first move is the reply's follow-up, left pending here.
    let Some(FollowUp::AiMove(ai)) = ai.follow_up else {
        panic!("an AI game where the AI moves first: {:?}", ai.content)
    };
    (human, ai)
}

#[tokio::test]
async fn each_process_works_only_on_its_own_servers() {
    assert_eq!(shard_of(GUILD_0, 2), 0);
    assert_eq!(shard_of(GUILD_1, 2), 1);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.db");
    let clock = ManualClock::new(T0);
    let all = service(&path, &clock, Shards::default());
    let (human_0, ai_0) = games_in(&all, Some(GUILD_0)).await;
    let (human_1, ai_1) = games_in(&all, Some(GUILD_1)).await;
    let (human_dm, ai_dm) = games_in(&all, None).await;

    let zero = service(&path, &clock, of_two(0));
    let one = service(&path, &clock, of_two(1));
    let mut pending = all.games().pending_ai_turns().await.unwrap();
    pending.sort();
    assert_eq!(pending, vec![ai_0, ai_1, ai_dm]);
    assert_eq!(
        zero.games().pending_ai_turns().await.unwrap(),
        vec![ai_0, ai_dm]
    );
    assert_eq!(one.games().pending_ai_turns().await.unwrap(), vec![ai_1]);

    // Every human game is due at the same instant: each process sees only its own.
    let due = T0 + 3 * DAY_MS;
    clock.set(due + 1);
    let settled = |notices: Vec<breaker::service::Notice>| {
        let mut games: Vec<GameId> = notices.iter().map(|n| n.game).collect();
        games.sort();
        games.dedup();
        games
    };
    assert_eq!(
        settled(one.correspondence().run_due().await.unwrap()),
        vec![human_1]
    );
    assert_eq!(
        one.correspondence().next_due().await.unwrap(),
        None,
        "shard 1 has nothing left"
    );
    assert!(zero.correspondence().next_due().await.unwrap().is_some());
    assert_eq!(
        settled(zero.correspondence().run_due().await.unwrap()),
        vec![human_0, human_dm]
    );
    assert_eq!(all.correspondence().next_due().await.unwrap(), None);
    assert!(zero.owns_guild(Some(GUILD_0)) && !zero.owns_guild(Some(GUILD_1)));
    assert!(one.owns_guild(Some(GUILD_1)) && !one.owns_guild(None));
}
