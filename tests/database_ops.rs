//! `breaker backup` and the database start-up checks, through the real binary.

use breaker::games::{AnyPosition, GameKind};
use breaker::store::{Db, NewGame, NewMove, Player};
use std::path::Path;

#[path = "support/cli.rs"]
mod cli;

fn breaker(args: &[&str], dir: &Path) -> cli::Run {
    cli::breaker(args)
        .env_remove(&["DATABASE_PATH", "DISCORD_TOKEN"])
        .in_dir(dir) // no .env there
        .run()
}

/// A database with one game; returns it open.
fn seeded(path: &Path) -> (Db, breaker::store::GameRow) {
    let mut db = Db::open(path).unwrap();
    let players = [1, 2].map(|id| Player {
        id,
        name: format!("p{id}"),
        is_ai: false,
        ai_level: None,
    });
    let start = AnyPosition::start(GameKind::Breakthrough, None).unwrap();
    let game = db
        .create_game(&NewGame::active(Some(10), 20, &start, [1, 2], 0), &players)
        .unwrap();
    (db, game)
}

#[test]
fn backup_copies_a_database_that_is_being_written() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("live.db");
    let (mut db, game) = seeded(&live);
    let position = AnyPosition::start(GameKind::Breakthrough, None)
        .unwrap()
        .to_string();
    // A writer keeps appending while the backup runs, as the bot would.
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut version = game.version;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let mv = NewMove {
                    player: 1,
                    text: "a2-a3".into(),
                    position: position.clone(),
                    outcome: breaker::games::Outcome::Ongoing,
                    at: version,
                    time: breaker::time::GameTime::new(breaker::time::TimeControl::simple_days(3)),
                };
                version = db.append_move(game.id, version, &mv).unwrap().version;
            }
            version
        })
    };
    std::thread::sleep(std::time::Duration::from_millis(50));
    let out = breaker(
        &["backup", "--db", "live.db", "--out", "copy.db"],
        dir.path(),
    );
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let written = writer.join().unwrap();
    assert!(out.status.success(), "{}", out.stderr);
    assert!(out.stdout.contains("backed up live.db to copy.db"));
    assert!(!dir.path().join("copy.db.partial").exists());
    assert!(!dir.path().join("copy.db-wal").exists());

    // The copy opens (passing the start-up check) and holds a consistent prefix.
    let copy = Db::open(dir.path().join("copy.db")).unwrap();
    let row = copy.game(game.id).unwrap().unwrap();
    let moves = copy.moves(game.id).unwrap();
    assert_eq!(moves.len() as i64, row.version);
    assert!(row.version > 0 && row.version <= written);
}

#[test]
fn backup_refuses_a_missing_database_and_overwriting_itself() {
    let dir = tempfile::tempdir().unwrap();
    let out = breaker(
        &["backup", "--db", "none.db", "--out", "copy.db"],
        dir.path(),
    );
    assert!(!out.status.success());
    assert!(out.stderr.contains("there is no database at none.db"));
    assert!(!dir.path().join("none.db").exists());

    seeded(&dir.path().join("live.db"));
    let out = breaker(
        &["backup", "--db", "live.db", "--out", "./live.db"],
        dir.path(),
    );
    assert!(!out.status.success());
    assert!(out.stderr.contains("would overwrite the database itself"));
    assert!(Db::open(dir.path().join("live.db")).is_ok());
}

/// Start-up refuses with one line on stderr.
fn refuses_to_start(dir: &Path, expected: &str) {
    let out = breaker(&["play", "--db", "x.db"], dir);
    assert!(!out.status.success());
    let err = out.stderr;
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: cannot open the database x.db: "),
        "{err}"
    );
    assert!(err.contains(expected), "{err}");
}

#[test]
fn a_file_that_is_not_a_database_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("x.db"), vec![0x5a; 8192]).unwrap();
    refuses_to_start(dir.path(), "the database file is damaged");
}

#[test]
fn a_damaged_page_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.db");
    drop(seeded(&path));
    // Checkpoint into the main file, then scribble over the middle of a table page.
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let mut bytes = std::fs::read(&path).unwrap();
    let page = 4096;
    assert!(bytes.len() >= 3 * page);
    for b in &mut bytes[page + 8..2 * page] {
        *b = 0xff;
    }
    std::fs::write(&path, bytes).unwrap();
    refuses_to_start(dir.path(), "the database file is damaged");
}

#[test]
fn a_newer_schema_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.db");
    let newer = breaker::store::migrate::latest_version() + 1;
    drop(seeded(&path));
    rusqlite::Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", newer)
        .unwrap();
    refuses_to_start(dir.path(), "newer than this binary");
}
