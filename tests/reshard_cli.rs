//! `breaker reshard` as a user runs it: one database split for two processes (each game
//! in the file of the process owning its server, direct messages with shard 0), and the
//! two merged back into one that holds exactly the rows of the original. Refusals exit 2
//! with one line and write nothing.

#[path = "support/cli.rs"]
mod cli;

use breaker::games::{AnyPosition, GameKind, Outcome};
use breaker::shards::shard_of;
use breaker::store::{Db, GameId, NewGame, NewMove, Player, Store};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::time::Instant;

const T0: i64 = 1_799_150_400_000;
/// Servers on shard 0, 1, 0 of 2 (Discord's rule: `(id >> 22) % 2`), and DMs (None).
const GUILDS: [Option<u64>; 4] = [
    Some(190_000_000_000 << 22),
    Some((190_000_000_001 << 22) + 7),
    Some((190_000_000_002 << 22) + 9),
    None,
];

fn breaker(args: &[&str]) -> cli::Run {
    cli::breaker(args).env_clear().run()
}

/// `breaker reshard` of the files `from` into `out` for `total` shards, this process
/// set owning `ranges`.
fn reshard(total: &str, ranges: &str, from: &[&Path], out: &Path) -> cli::Run {
    let mut args = vec![
        "reshard",
        "--total-shards",
        total,
        "--ranges",
        ranges,
        "--from",
    ];
    args.extend(from.iter().map(|p| p.to_str().unwrap()));
    args.extend(["--out-dir", out.to_str().unwrap()]);
    breaker(&args)
}

/// `games` games spread over [`GUILDS`], each a few random legal moves long (some
/// finished), between players 100..110.
fn build(path: &Path, games: usize, seed: u64) {
    build_as(path, games, seed, None)
}

/// [`build`] by the process of shard `first_shard` of 2 (its first start chooses the
/// block its ids count in, as `breaker run` does), holding only its own servers' rows;
/// `None`: one process that owns everything, before any process ran on the file.
fn build_as(path: &Path, games: usize, seed: u64, first_shard: Option<u32>) {
    let mine =
        |guild: Option<u64>| first_shard.is_none_or(|s| guild.map_or(0, |g| shard_of(g, 2)) == s);
    let guilds: Vec<Option<u64>> = GUILDS.into_iter().filter(|g| mine(*g)).collect();
    let mut db = Db::open(path).unwrap();
    if let Some(shard) = first_shard {
        db.claim_id_blocks(shard, T0).unwrap();
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let player = |id: u64| Player {
        id,
        name: format!("p{id}"),
        is_ai: false,
        ai_level: None,
    };
    for id in 100..110 {
        db.upsert_player(&player(id), T0).unwrap();
    }
    for i in 0..games {
        let guild = guilds[i % guilds.len()];
        let (white, black) = (100 + rng.gen_range(0..5), 105 + rng.gen_range(0..5));
        let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
        let game = db
            .create_game(
                &NewGame::active(
                    guild,
                    20 + i as u64 % 3,
                    &start,
                    [white, black],
                    T0 + i as i64,
                ),
                &[player(white), player(black)],
            )
            .unwrap();
        let (mut pos, mut version) = (start, game.version);
        for ply in 0..rng.gen_range(0..30) {
            if pos.outcome() != Outcome::Ongoing {
                break;
            }
            let moves = pos.legal_moves();
            let mv = moves[rng.gen_range(0..moves.len())];
            let next = pos.play(mv).unwrap();
            let by = if ply % 2 == 0 { white } else { black };
            let row = db
                .append_move(
                    game.id,
                    version,
                    &NewMove {
                        player: by,
                        text: mv.to_string(),
                        position: next.to_string(),
                        outcome: next.outcome(),
                        at: T0 + i as i64 + ply,
                        time: breaker::time::GameTime::new(
                            breaker::time::TimeControl::simple_days(3),
                        ),
                    },
                )
                .unwrap();
            (pos, version) = (next, row.version);
        }
    }
    // A per-player row: copied with its player.
    db.set_notify_dm(&player(101), true, T0).unwrap();
    drop(db);
    // Rows of the other tables (ladders, ratings, settings, vacations): a ladder with an
    // event, an audit line and a rating in a shard-1 server, a casual rating in a shard-0
    // server, settings of a shard-0 server, a vacation in a shard-1 server.
    let conn = rusqlite::Connection::open(path).unwrap();
    let g0 = GUILDS[0].unwrap() as i64;
    let g1 = GUILDS[1].unwrap() as i64;
    if mine(GUILDS[1]) {
        conn.execute(
            &format!(
                "INSERT INTO ladders (guild_id, kind, size, name, created_by, created_at)
                 VALUES ({g1}, 'breakthrough', '5x5', 'Ladder', 100, {T0})"
            ),
            [],
        )
        .unwrap();
        // 1, or the first id of the block the database counts in.
        let ladder = conn.last_insert_rowid();
        conn.execute_batch(&format!(
            "INSERT INTO ladder_events (ladder_id, kind, player_id, at)
                 VALUES ({ladder}, 'join', 101, {T0});
             INSERT INTO audit_log (guild_id, ladder_id, moderator_id, action, reason, at)
                 VALUES ({g1}, {ladder}, 100, 'create', 'spring', {T0});
             INSERT INTO ratings (pool, player_id, rating, deviation, volatility, last_rated_at, games)
                 VALUES ('ladder:{ladder}', 101, 1500, 350, 0.06, {T0}, 0);
             INSERT INTO vacations (guild_id, player_id, started_at, ends_at) VALUES ({g1}, 103, {T0}, {T0});"
        ))
        .unwrap();
        // A player's conditional line and private note in a game of this server, and
        // news held for its other player: they go with their game.
        conn.execute_batch(&format!(
            "INSERT INTO conditional_lines (game_id, player_id, seq, from_ply, plies, created_at)
                 SELECT id, white_id, 1, ply, 'a4-a3, b2xa3', {T0} FROM games
                 WHERE guild_id = {g1} ORDER BY id LIMIT 1;
             INSERT INTO game_notes (game_id, player_id, seq, ply, text, created_at)
                 SELECT id, white_id, 1, ply, 'push the a-file', {T0} FROM games
                 WHERE guild_id = {g1} ORDER BY id LIMIT 1;
             INSERT INTO held_news (game_id, player_id, kind, data, created_at)
                 SELECT id, black_id, 'conditionals-missed', '{{\"mv\":\"a4-a3\"}}', {T0}
                 FROM games WHERE guild_id = {g1} ORDER BY id LIMIT 1;"
        ))
        .unwrap();
    }
    if mine(None) {
        // A direct game (no server) where Breaker may only answer, with a note: both stay
        // with the direct games, on shard 0.
        conn.execute_batch(&format!(
            "INSERT INTO answer_only_games (game_id, last_post)
                 SELECT id, NULL FROM games WHERE guild_id IS NULL ORDER BY id LIMIT 1;
             INSERT INTO game_notes (game_id, player_id, seq, ply, text, created_at)
                 SELECT id, black_id, 1, ply, 'a direct game', {T0} FROM games
                 WHERE guild_id IS NULL ORDER BY id LIMIT 1;"
        ))
        .unwrap();
        // The direct games' own vacation (guild_id 0) and rating pool: shard 0's too.
        conn.execute_batch(&format!(
            "INSERT INTO vacations (guild_id, player_id, started_at, ends_at)
                 SELECT 0, white_id, {T0}, {T0} FROM games
                 WHERE guild_id IS NULL ORDER BY id LIMIT 1;
             INSERT INTO ratings (pool, player_id, rating, deviation, volatility, last_rated_at, games)
                 SELECT 'direct:breakthrough:5x5', white_id, 1550, 250, 0.06, {T0}, 1 FROM games
                 WHERE guild_id IS NULL ORDER BY id LIMIT 1;"
        ))
        .unwrap();
    }
    if mine(GUILDS[0]) {
        conn.execute_batch(&format!(
            "INSERT INTO ratings (pool, player_id, rating, deviation, volatility, last_rated_at, games)
                 VALUES ('guild:{g0}:breakthrough:5x5', 102, 1600, 200, 0.06, {T0}, 3);
             INSERT INTO guild_settings (guild_id, updated_at) VALUES ({g0}, {T0});"
        ))
        .unwrap();
    }
}

fn count(path: &Path, table: &str) -> i64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
        .unwrap()
}

/// Every row of every table, as text, sorted: two databases with the same dump hold the
/// same data.
fn dump(path: &Path) -> Vec<(String, Vec<String>)> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    tables
        .into_iter()
        .map(|t| {
            let mut stmt = conn.prepare(&format!("SELECT * FROM \"{t}\"")).unwrap();
            let n = stmt.column_count();
            let mut rows: Vec<String> = stmt
                .query_map([], |r| {
                    Ok((0..n)
                        .map(|i| format!("{:?}", r.get_ref(i).unwrap()))
                        .collect::<Vec<_>>()
                        .join("|"))
                })
                .unwrap()
                .map(Result::unwrap)
                .collect();
            rows.sort();
            (t, rows)
        })
        .collect()
}

fn game_guilds(path: &Path) -> Vec<(i64, Option<u64>)> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut stmt = conn
        .prepare("SELECT id, guild_id FROM games ORDER BY id")
        .unwrap();
    stmt.query_map([], |r| {
        Ok((r.get(0)?, r.get::<_, Option<i64>>(1)?.map(|g| g as u64)))
    })
    .unwrap()
    .map(Result::unwrap)
    .collect()
}

#[test]
fn split_for_two_processes_and_merge_back() {
    let dir = tempfile::tempdir().unwrap();
    let original = dir.path().join("one.db");
    build(&original, 40, 1);
    let all = game_guilds(&original);
    let two = dir.path().join("two");

    let out = reshard("2", "0..1,1..2", &[&original], &two);
    let text = out.ok();
    assert!(
        text.contains("shards-0..1.db") && text.contains("shards-1..2.db"),
        "{text}"
    );
    assert!(text.contains("40 games replay"), "{text}");
    let (zero, one) = (two.join("shards-0..1.db"), two.join("shards-1..2.db"));
    // Each game is in exactly the file of its server's shard, with its id; DMs on shard 0.
    let expect = |shard: u32| -> Vec<(i64, Option<u64>)> {
        all.iter()
            .copied()
            .filter(|(_, g)| g.map_or(0, |g| shard_of(g, 2)) == shard)
            .collect()
    };
    assert_eq!(game_guilds(&zero), expect(0));
    assert_eq!(game_guilds(&one), expect(1));
    assert!(!expect(0).is_empty() && !expect(1).is_empty());
    // Server rows go with their server, a ladder's with its server, a rating with its
    // pool's server.
    assert_eq!((count(&zero, "ladders"), count(&one, "ladders")), (0, 1));
    assert_eq!(
        (count(&zero, "vacations"), count(&one, "vacations")),
        (1, 1),
        "a server's vacation with its server, the direct games' on shard 0"
    );
    assert_eq!(
        (
            count(&zero, "ratings WHERE pool LIKE 'direct:%'"),
            count(&one, "ratings WHERE pool LIKE 'direct:%'")
        ),
        (1, 0),
        "the direct games' pools stay on shard 0"
    );
    assert_eq!(
        (
            count(&zero, "guild_settings"),
            count(&one, "guild_settings")
        ),
        (1, 0)
    );
    // A game's own rows go with it: conditional lines, notes and held news, and a direct game's
    // answer-only mark (direct games stay on shard 0, where Discord sends DMs).
    assert_eq!(count(&original, "answer_only_games"), 1);
    for (table, split) in [
        ("conditional_lines", (0, 1)),
        ("game_notes", (1, 1)),
        ("held_news", (0, 1)),
        ("answer_only_games", (1, 0)),
    ] {
        assert_eq!((count(&zero, table), count(&one, table)), split, "{table}");
    }
    for table in [
        "ladder_events",
        "audit_log",
        "ratings WHERE pool = 'ladder:1'",
    ] {
        assert_eq!((count(&zero, table), count(&one, table)), (0, 1), "{table}");
    }
    assert_eq!(
        (
            count(&zero, "ratings WHERE pool LIKE 'guild:%'"),
            count(&one, "ratings WHERE pool LIKE 'guild:%'")
        ),
        (1, 0),
        "a casual rating goes with its server"
    );

    // The split files are ordinary databases: every game loads and replays, and a new
    // game gets an id past every old one.
    for file in [&zero, &one] {
        let store = Store::open(file).unwrap();
        store
            .call_blocking(|db| {
                for (id, _) in game_guilds(file) {
                    let g = db.game(GameId(id))?.unwrap();
                    assert_eq!(db.moves(g.id)?.len() as u32, g.ply);
                }
                Ok(())
            })
            .unwrap();
    }
    // Both processes go on creating games: the first output continues the ids of the
    // input, the second counts in a block of its own, so the two never collide.
    let start = AnyPosition::start(GameKind::Breakthrough, Some("5x5")).unwrap();
    let p = |id| Player {
        id,
        name: "x".into(),
        is_ai: false,
        ai_level: None,
    };
    let mut new_ids = Vec::new();
    for (file, guild) in [(&zero, GUILDS[0]), (&one, GUILDS[1])] {
        let mut db = Db::open(file).unwrap();
        let new = db
            .create_game(
                &NewGame::active(guild, 1, &start, [200, 205], T0),
                &[p(200), p(205)],
            )
            .unwrap();
        new_ids.push(new.id.0);
    }
    assert_eq!(
        new_ids,
        vec![41, 1_000_000_001],
        "shard 0 continues the old ids, shard 1 counts in block 1"
    );
    // So the two files merge, every game with its id.
    let merged_new = dir.path().join("merged-new");
    let out = reshard("1", "0..1", &[&zero, &one], &merged_new);
    let text = out.ok();
    assert!(text.contains("42 games replay"), "{text}");
    let mut ids: Vec<i64> = game_guilds(&merged_new.join("shards-0..1.db"))
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    ids.sort();
    let mut want: Vec<i64> = all.iter().map(|(id, _)| *id).chain(new_ids).collect();
    want.sort();
    assert_eq!(ids, want);
    // Take the new games out again to compare the round trip with the original.
    for file in [&zero, &one] {
        let conn = rusqlite::Connection::open(file).unwrap();
        conn.execute_batch(
            "DELETE FROM games WHERE id IN (41, 1000000001); DELETE FROM players WHERE id >= 200;",
        )
        .unwrap();
    }

    // Merge back into one process: exactly the original rows.
    let back = dir.path().join("back");
    let out = reshard("1", "0..1", &[&zero, &one], &back);
    out.ok();
    let merged = back.join("shards-0..1.db");
    let mut want = dump(&original);
    let mut got = dump(&merged);
    // Sequences and the blocks chosen differ (the deleted games); the data may not.
    want.retain(|(t, _)| t != "sqlite_sequence" && t != "id_blocks");
    got.retain(|(t, _)| t != "sqlite_sequence" && t != "id_blocks");
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(&want) {
        assert!(g == w, "table {} differs after the round trip", w.0);
    }
}

/// The README's example, word for word, on the databases of two processes that ran side
/// by side (`SHARDS=0..1` and `SHARDS=1..2` of 2, each numbering its own games), then
/// back into one process: every game, with its id, lands once in the file of its server.
#[test]
fn the_readmes_example_reshards_two_processes_databases() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.db"), dir.path().join("b.db"));
    build_as(&a, 30, 4, Some(0));
    build_as(&b, 30, 5, Some(1));
    let (in_a, in_b) = (game_guilds(&a), game_guilds(&b));
    assert_eq!(in_a.first().map(|g| g.0), Some(1));
    assert_eq!(in_b.first().map(|g| g.0), Some(1_000_000_001));
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let example =
        "breaker reshard --total-shards 8 --ranges 0..4,4..8 --from a.db b.db --out-dir new";
    assert!(
        readme.contains(&format!("`{example}`")),
        "the README shows the example"
    );
    let args: Vec<&str> = example.split(' ').skip(1).collect();
    let out = cli::breaker(&args).in_dir(dir.path()).env_clear().run();
    let text = out.ok();
    assert!(text.contains("60 games replay"), "{text}");
    let mut every: Vec<(i64, Option<u64>)> = in_a.iter().chain(&in_b).copied().collect();
    every.sort();
    let new = dir.path().join("new");
    let mut seen = Vec::new();
    for (file, shards) in [("shards-0..4.db", 0..4), ("shards-4..8.db", 4..8)] {
        for (id, guild) in game_guilds(&new.join(file)) {
            let shard = guild.map_or(0, |g| shard_of(g, 8));
            assert!(
                shards.contains(&shard),
                "game {id} of shard {shard} in {file}"
            );
            seen.push((id, guild));
        }
    }
    seen.sort();
    assert_eq!(seen, every, "every game once, with its id");
    // And back into one process.
    let out = reshard(
        "1",
        "0..1",
        &[&new.join("shards-0..4.db"), &new.join("shards-4..8.db")],
        &dir.path().join("one"),
    );
    out.ok();
    assert_eq!(game_guilds(&dir.path().join("one/shards-0..1.db")), every);
}

#[test]
fn refusals_exit_2_with_one_line_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("one.db");
    build(&db, 4, 2);
    let out_dir = dir.path().join("out");
    let run = |ranges: &str, total: &str| reshard(total, ranges, &[&db], &out_dir);
    for (ranges, total, why) in [
        ("0..1,2..3", "3", "shards 1..2 are in no range"),
        ("0..2,1..3", "3", "overlaps"),
        ("0..1", "2", "shards 1..2 are in no range"),
        ("0..1,1..3", "2", "do not exist"),
        ("2..2", "2", "empty"),
        ("0-1", "1", "not a shard range"),
        ("0..1", "auto", "must be a number"),
    ] {
        let out = run(ranges, total);
        let err = &out.stderr;
        assert_eq!(out.status.code(), Some(2), "{ranges}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(why), "{ranges}: {err}");
        assert!(!out_dir.join("shards-0..1.db").exists());
    }
    // An existing output is never overwritten.
    std::fs::create_dir_all(&out_dir).unwrap();
    std::fs::write(out_dir.join("shards-1..2.db"), b"keep me").unwrap();
    let out = run("0..1,1..2", "2");
    let err = &out.stderr;
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("already exists"), "{err}");
    assert_eq!(
        std::fs::read(out_dir.join("shards-1..2.db")).unwrap(),
        b"keep me"
    );
    assert!(!out_dir.join("shards-0..1.db").exists());
    // A missing input.
    let out = reshard("1", "0..1", &[Path::new("nope.db")], &dir.path().join("o2"));
    assert_eq!(out.status.code(), Some(2));
    assert!(&out.stderr.contains("nope.db"));
}

/// The figure for docs/scaling.md: reshard 10 000 games (1 → 2 shards).
/// `cargo test --release --test reshard_cli -- --ignored --nocapture`
#[test]
#[ignore]
fn reshard_ten_thousand_games() {
    let dir = tempfile::tempdir().unwrap();
    let db: PathBuf = dir.path().join("big.db");
    let built = Instant::now();
    build(&db, 10_000, 3);
    // Checkpointed (the connection closed), so the file holds everything.
    let bytes = std::fs::metadata(&db).unwrap().len();
    eprintln!(
        "built 10 000 games in {:.1} s: {:.1} MB on disk",
        built.elapsed().as_secs_f64(),
        bytes as f64 / 1e6
    );
    let out_dir = dir.path().join("out");
    let started = Instant::now();
    let out = reshard("2", "0..1,1..2", &[&db], &out_dir);
    let text = out.ok();
    eprintln!(
        "{text}reshard of 10 000 games: {:.2} s wall",
        started.elapsed().as_secs_f64()
    );
    assert!(text.contains("10000 games replay"), "{text}");
}
