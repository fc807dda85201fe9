//! Schema migrations: numbered `.sql` files in `migrations/`, embedded in the binary,
//! applied in order, each in one transaction that also records the new
//! `PRAGMA user_version`.

use rusqlite::{Connection, TransactionBehavior};

use super::StoreError;

/// Every migration, in order: migration `i` (0-based) brings the schema to version `i + 1`.
/// Add new files at the end; never edit or reorder released ones.
pub const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_init.sql",
        include_str!("../../migrations/0001_init.sql"),
    ),
    (
        "0002_clocks.sql",
        include_str!("../../migrations/0002_clocks.sql"),
    ),
    (
        "0003_analysis.sql",
        include_str!("../../migrations/0003_analysis.sql"),
    ),
    (
        "0004_settings.sql",
        include_str!("../../migrations/0004_settings.sql"),
    ),
    (
        "0005_takebacks.sql",
        include_str!("../../migrations/0005_takebacks.sql"),
    ),
    (
        "0006_ratings.sql",
        include_str!("../../migrations/0006_ratings.sql"),
    ),
    (
        "0007_ladders.sql",
        include_str!("../../migrations/0007_ladders.sql"),
    ),
    (
        "0008_move_banks.sql",
        include_str!("../../migrations/0008_move_banks.sql"),
    ),
    (
        "0012_id_blocks.sql",
        include_str!("../../migrations/0012_id_blocks.sql"),
    ),
    (
        "0013_outbox.sql",
        include_str!("../../migrations/0013_outbox.sql"),
    ),
    (
        "0014_tournaments.sql",
        include_str!("../../migrations/0014_tournaments.sql"),
    ),
    (
        "0015_languages.sql",
        include_str!("../../migrations/0015_languages.sql"),
    ),
    (
        "0016_tournament_controls.sql",
        include_str!("../../migrations/0016_tournament_controls.sql"),
    ),
    (
        "0017_late_byes.sql",
        include_str!("../../migrations/0017_late_byes.sql"),
    ),
    (
        "0018_direct_games.sql",
        include_str!("../../migrations/0018_direct_games.sql"),
    ),
    (
        "0019_conditionals.sql",
        include_str!("../../migrations/0019_conditionals.sql"),
    ),
    (
        "0020_game_ends.sql",
        include_str!("../../migrations/0020_game_ends.sql"),
    ),
    (
        "0021_move_path.sql",
        include_str!("../../migrations/0021_move_path.sql"),
    ),
    (
        "0022_held_news.sql",
        include_str!("../../migrations/0022_held_news.sql"),
    ),
];

/// The schema version this binary writes.
pub fn latest_version() -> i64 {
    MIGRATIONS.len() as i64
}

/// The schema version recorded in the database (0 for a new file).
pub fn version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("PRAGMA user_version", [], |r| r.get("user_version"))?)
}

/// Brings the database up to [`latest_version`]; refuses a database from a newer binary.
/// Returns the number of migrations applied.
pub fn migrate(conn: &mut Connection) -> Result<usize, StoreError> {
    let found = version(conn)?;
    let known = latest_version();
    if found > known {
        return Err(StoreError::TooNew { found, known });
    }
    let mut applied = 0;
    for (i, (_name, sql)) in MIGRATIONS.iter().enumerate().skip(found as usize) {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        // Re-check inside the write lock: another process may have migrated meanwhile.
        if version(&tx)? > i as i64 {
            continue;
        }
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", i as i64 + 1)?;
        tx.commit()?;
        applied += 1;
    }
    Ok(applied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_migrations_is_embedded_in_order() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        let embedded: Vec<&str> = MIGRATIONS.iter().map(|(n, _)| *n).collect();
        assert_eq!(files, embedded);
        // Numbered in order, no repeats. Branches reserve numbers ahead (a gap until
        // they merge); the version is the list position either way.
        let numbers: Vec<usize> = embedded
            .iter()
            .map(|n| n[..4].parse::<usize>().unwrap())
            .collect();
        assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{embedded:?}");
        assert_eq!(numbers[0], 1);
    }

    #[test]
    fn migrates_once_and_refuses_newer() {
        let mut conn = Connection::open_in_memory().unwrap();
        assert_eq!(migrate(&mut conn).unwrap(), MIGRATIONS.len());
        assert_eq!(version(&conn).unwrap(), latest_version());
        assert_eq!(migrate(&mut conn).unwrap(), 0);
        conn.pragma_update(None, "user_version", latest_version() + 1)
            .unwrap();
        assert!(matches!(migrate(&mut conn), Err(StoreError::TooNew { .. })));
    }
}
