//! `breaker reshard`: move every server's rows into the database of the process that owns
//! it under a new shard layout, in one pass, then check the result.
//!
//! Each output is a fresh database (this binary's schema) named [`output_name`], filled
//! from every input attached read-only, table by table as [`super::partition`] says:
//! server-owned rows move to exactly one output, per-player rows are copied where their
//! player is referenced. Ids are kept, and every AUTOINCREMENT sequence continues in a
//! block of ids no other output counts in, past every id of any input. Afterwards: foreign keys hold, every game replays from
//! its move log to its stored position, and the rows per table add up (moved tables: the
//! same count; copied tables: the same set of keys). Any failure removes the outputs.
//!
//! Ids are never renumbered (players typed and saw them); instead each output's numbered
//! tables go on counting in a block of ids no other database uses ([`super::ids`]), so the
//! outputs can themselves be resharded again, in any layout.

use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};

use rusqlite::{params, Connection, OpenFlags};

use super::ids::{self, TableIds};
use super::partition::{is_partitioned, placement, Placement, TABLES};
use super::shards::owned_by;
use super::{migrate, Db, GameId, StoreError};
use crate::games::{replay, AnyPosition};
use crate::shards::Shards;

/// SQLite attaches at most 10 databases to one connection.
pub const MAX_INPUTS: usize = 10;

/// Why a reshard was refused or failed; nothing is left in the output directory.
#[derive(Debug, thiserror::Error)]
pub enum ReshardError {
    #[error("{0}")]
    Refused(String),
    #[error("check failed: {0}")]
    Check(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for ReshardError {
    fn from(e: rusqlite::Error) -> ReshardError {
        ReshardError::Store(StoreError::from(e))
    }
}

/// One table's rows before and after.
#[derive(Debug, Clone)]
pub struct TableCount {
    pub table: String,
    /// Rows in all inputs together.
    pub before: u64,
    /// Rows in each output, in layout order.
    pub after: Vec<u64>,
    /// Moved (each row in one output) or copied (per player, possibly in several).
    pub moved: bool,
    /// Distinct rows (by primary key) in the outputs together: equals `before` when the
    /// inputs hold no row twice.
    pub distinct_after: u64,
}

/// One output database.
#[derive(Debug, Clone)]
pub struct Output {
    pub shards: Shards,
    pub path: PathBuf,
    pub games: u64,
}

/// What a reshard did; everything in it was checked.
#[derive(Debug, Clone)]
pub struct ReshardReport {
    pub outputs: Vec<Output>,
    pub tables: Vec<TableCount>,
    /// Games replayed from their move logs to their stored positions.
    pub games_replayed: u64,
}

/// The file name of the database for `shards`, e.g. `shards-0..4.db`.
pub fn output_name(shards: &Shards) -> String {
    format!("shards-{}..{}.db", shards.owned.start, shards.owned.end)
}

/// Moves the rows of `inputs` into one database per entry of `layout` (which must cover
/// every shard once: [`crate::shards::parse_layout`]), in `out_dir`.
pub fn reshard(
    inputs: &[PathBuf],
    layout: &[Shards],
    out_dir: &Path,
) -> Result<ReshardReport, ReshardError> {
    check_inputs(inputs)?;
    let outputs: Vec<PathBuf> = layout
        .iter()
        .map(|s| out_dir.join(output_name(s)))
        .collect();
    for out in &outputs {
        for suffix in ["", "-wal", "-shm"] {
            let file = PathBuf::from(format!("{}{suffix}", out.display()));
            if file.exists() {
                return Err(ReshardError::Refused(format!(
                    "{} already exists: choose an empty --out-dir or remove it",
                    file.display()
                )));
            }
        }
    }
    let before = count_inputs(inputs)?;
    std::fs::create_dir_all(out_dir)
        .map_err(|e| ReshardError::Refused(format!("cannot create {}: {e}", out_dir.display())))?;
    let result = (|| {
        for (shards, path) in layout.iter().zip(&outputs) {
            fill(path, shards, inputs)?;
        }
        number(inputs, &outputs)?;
        verify(layout, &outputs, before)
    })();
    if result.is_err() {
        for out in &outputs {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", out.display()));
            }
        }
    }
    result
}

/// Inputs exist, are distinct, healthy, at this binary's schema, with no unknown table.
fn check_inputs(inputs: &[PathBuf]) -> Result<(), ReshardError> {
    if inputs.is_empty() {
        return Err(ReshardError::Refused("no input database (--from)".into()));
    }
    if inputs.len() > MAX_INPUTS {
        return Err(ReshardError::Refused(format!(
            "at most {MAX_INPUTS} input databases at once (SQLite's attach limit); got {}",
            inputs.len()
        )));
    }
    let mut seen = HashSet::new();
    for path in inputs {
        let canonical = path
            .canonicalize()
            .map_err(|e| ReshardError::Refused(format!("cannot read {}: {e}", path.display())))?;
        if !seen.insert(canonical) {
            return Err(ReshardError::Refused(format!(
                "{} is given twice",
                path.display()
            )));
        }
        let conn = open_input(path)?;
        super::db::quick_check(&conn)
            .map_err(|e| ReshardError::Refused(format!("{}: {e}", path.display())))?;
        let version = migrate::version(&conn)?;
        if version != migrate::latest_version() {
            return Err(ReshardError::Refused(format!(
                "{} is at schema version {version}, this Breaker writes {}: start this Breaker on it once to migrate it (or use the matching binary)",
                path.display(),
                migrate::latest_version()
            )));
        }
        for table in user_tables(&conn)? {
            if placement(&table).is_none() {
                return Err(ReshardError::Refused(format!(
                    "{}: table `{table}` is not in the reshard registry (store/partition.rs)",
                    path.display()
                )));
            }
        }
    }
    Ok(())
}

fn open_input(path: &Path) -> Result<Connection, ReshardError> {
    Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| ReshardError::Refused(format!("cannot open {}: {e}", path.display())))
}

/// The tables of the schema, without SQLite's own.
pub(crate) fn user_tables(conn: &Connection) -> Result<Vec<String>, StoreError> {
    let mut stmt = conn.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )?;
    let names = stmt.query_map([], |r| r.get("name"))?;
    Ok(names.collect::<Result<_, _>>()?)
}

/// The columns of `schema.table`, in order.
pub(crate) fn columns(
    conn: &Connection,
    schema: &str,
    table: &str,
) -> Result<Vec<String>, StoreError> {
    let mut stmt = conn.prepare(&format!("PRAGMA {schema}.table_info(\"{table}\")"))?;
    let names = stmt.query_map([], |r| r.get("name"))?;
    Ok(names.collect::<Result<_, _>>()?)
}

/// The primary-key columns of `schema.table` (the rowid's name when it has none).
fn key_columns(conn: &Connection, schema: &str, table: &str) -> Result<Vec<String>, StoreError> {
    let mut stmt = conn.prepare(&format!("PRAGMA {schema}.table_info(\"{table}\")"))?;
    let mut keyed: Vec<(i64, String)> = stmt
        .query_map([], |r| {
            Ok((r.get::<_, i64>("pk")?, r.get::<_, String>("name")?))
        })?
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter(|(pk, _)| *pk > 0)
        .collect();
    keyed.sort();
    let keys: Vec<String> = keyed.into_iter().map(|(_, c)| c).collect();
    Ok(if keys.is_empty() {
        vec!["rowid".into()]
    } else {
        keys
    })
}

/// Columns of tables (other than per-player ones) that reference `players`.
fn player_references(conn: &Connection, schema: &str) -> Result<Vec<(String, String)>, StoreError> {
    let mut refs = Vec::new();
    for (table, p) in TABLES {
        if matches!(p, Placement::Player { .. }) {
            continue;
        }
        let mut stmt = conn.prepare(&format!("PRAGMA {schema}.foreign_key_list(\"{table}\")"))?;
        // `table` is the referenced table, `from` the referencing column.
        let fks = stmt.query_map([], |r| {
            Ok((r.get::<_, String>("table")?, r.get::<_, String>("from")?))
        })?;
        for fk in fks {
            let (target, column) = fk?;
            if target == "players" {
                refs.push((table.to_string(), column));
            }
        }
    }
    Ok(refs)
}

/// Rows per table in all inputs, and the distinct keys of every copied table.
struct Before {
    counts: Vec<u64>,
    keys: Vec<Option<BTreeSet<String>>>,
}

fn count_inputs(inputs: &[PathBuf]) -> Result<Before, ReshardError> {
    let mut counts = vec![0; TABLES.len()];
    let mut keys: Vec<Option<BTreeSet<String>>> = TABLES
        .iter()
        .map(|(_, p)| (!is_partitioned(*p)).then(BTreeSet::new))
        .collect();
    for path in inputs {
        let conn = open_input(path)?;
        for (i, (table, _)) in TABLES.iter().enumerate() {
            counts[i] += count(&conn, "main", table)?;
            if let Some(set) = &mut keys[i] {
                set.extend(key_texts(&conn, "main", table)?);
            }
        }
    }
    Ok(Before { counts, keys })
}

fn count(conn: &Connection, schema: &str, table: &str) -> Result<u64, StoreError> {
    Ok(conn.query_row(
        &format!("SELECT count(*) AS n FROM {schema}.\"{table}\""),
        [],
        |r| r.get::<_, i64>("n"),
    )? as u64)
}

fn key_texts(conn: &Connection, schema: &str, table: &str) -> Result<Vec<String>, StoreError> {
    let keys = key_columns(conn, schema, table)?;
    let expr = keys
        .iter()
        .map(|k| format!("quote(\"{k}\")"))
        .collect::<Vec<_>>()
        .join(" || ',' || ");
    let mut stmt = conn.prepare(&format!(
        "SELECT {expr} AS key_text FROM {schema}.\"{table}\""
    ))?;
    let rows = stmt.query_map([], |r| r.get("key_text"))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Creates the database for `shards` at `path` and copies its rows from every input.
fn fill(path: &Path, shards: &Shards, inputs: &[PathBuf]) -> Result<(), ReshardError> {
    let db = Db::open(path)?;
    let mut conn = db.conn;
    // Rows arrive table by table; the foreign keys are checked once, at the end.
    conn.pragma_update(None, "foreign_keys", "OFF")?;
    let schemas: Vec<String> = (0..inputs.len()).map(|k| format!("in{k}")).collect();
    for (path, schema) in inputs.iter().zip(&schemas) {
        conn.execute("ATTACH DATABASE ?1 AS ?2", params![ro_uri(path), schema])?;
    }
    let tx = conn.transaction()?;
    let owned = owned_by(shards, "guild_id");
    // 1. Rows of the servers this output owns: moved, each exactly once.
    for (table, p) in TABLES {
        let filter = match p {
            Placement::Guild { column } => owned_by(shards, column),
            Placement::Game { column } => {
                format!("{column} IN (SELECT id FROM {{in}}.games WHERE {owned})")
            }
            Placement::Ladder { column, .. } => {
                format!("{column} IN (SELECT id FROM {{in}}.ladders WHERE {owned})")
            }
            Placement::Pool { column } => {
                let guild = format!(
                    "CAST(substr({column}, 7, instr(substr({column}, 7), ':') - 1) AS INTEGER)"
                );
                // The direct games' pools (`direct:…`) go with shard 0, as their games do.
                let direct = if shards.holds_shard_zero() {
                    format!(" OR {column} LIKE 'direct:%'")
                } else {
                    String::new()
                };
                format!(
                    "(({column} LIKE 'guild:%' AND {}) OR ({column} LIKE 'ladder:%' AND CAST(substr({column}, 8) AS INTEGER) IN (SELECT id FROM {{in}}.ladders WHERE {owned})){direct})",
                    owned_by(shards, &guild)
                )
            }
            Placement::Player { .. } | Placement::Everywhere | Placement::Local => continue,
        };
        for (path, schema) in inputs.iter().zip(&schemas) {
            copy(&tx, schema, table, &filter.replace("{in}", schema), false).map_err(|e| {
                ReshardError::Refused(format!(
                    "{}: table {table}: {e} (a row with the same key came from another input: ids must be unique across the inputs)",
                    path.display()
                ))
            })?;
        }
    }
    // 2. The players those rows reference, and (with shard 0) players referenced nowhere.
    tx.execute_batch(
        "CREATE TEMP TABLE referenced (id INTEGER PRIMARY KEY);
         CREATE TEMP TABLE anywhere (id INTEGER PRIMARY KEY);",
    )?;
    for (table, column) in player_references(&tx, "main")? {
        tx.execute(
            &format!("INSERT OR IGNORE INTO temp.referenced SELECT \"{column}\" FROM main.\"{table}\" WHERE \"{column}\" IS NOT NULL"),
            [],
        )?;
    }
    if shards.holds_shard_zero() {
        for schema in &schemas {
            for (table, column) in player_references(&tx, schema)? {
                // Rows that follow their player (unladdered ratings) place nobody.
                let placed = match placement(&table) {
                    Some(Placement::Ladder { column: ladder, .. }) => {
                        format!(" AND {ladder} IN (SELECT id FROM {schema}.ladders)")
                    }
                    _ => String::new(),
                };
                tx.execute(
                    &format!("INSERT OR IGNORE INTO temp.anywhere SELECT \"{column}\" FROM {schema}.\"{table}\" WHERE \"{column}\" IS NOT NULL{placed}"),
                    [],
                )?;
            }
        }
        for schema in &schemas {
            tx.execute(
                &format!("INSERT OR IGNORE INTO temp.referenced SELECT id FROM {schema}.players WHERE id NOT IN (SELECT id FROM temp.anywhere)"),
                [],
            )?;
        }
    }
    // 3. Per-player rows, copied; where inputs disagree the latest `updated_at` wins.
    for (table, p) in TABLES {
        for schema in &schemas {
            let filter = match p {
                Placement::Player { column } => {
                    format!("{column} IN (SELECT id FROM temp.referenced)")
                }
                Placement::Ladder { column, player } => format!(
                    "{column} NOT IN (SELECT id FROM {schema}.ladders) AND {player} IN (SELECT id FROM temp.referenced)"
                ),
                Placement::Everywhere => "1".to_string(),
                Placement::Guild { .. }
                | Placement::Game { .. }
                | Placement::Pool { .. }
                | Placement::Local => continue,
            };
            copy(&tx, schema, table, &filter, true)?;
        }
    }
    tx.commit()?;
    for schema in &schemas {
        conn.execute(&format!("DETACH DATABASE {schema}"), [])?;
    }
    conn.pragma_update(None, "foreign_keys", "ON")?;
    let broken: Vec<(String, i64)> = {
        let mut stmt = conn.prepare("PRAGMA foreign_key_check")?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get("table")?,
                r.get::<_, Option<i64>>("rowid")?.unwrap_or(0),
            ))
        })?;
        rows.collect::<Result<_, _>>()?
    };
    if let Some((table, rowid)) = broken.first() {
        return Err(ReshardError::Check(format!(
            "{}: {} rows break a foreign key (first: {table} row {rowid})",
            path.display(),
            broken.len()
        )));
    }
    Ok(())
}

/// Chooses where each output's numbered tables count on ([`ids::choose`]): past every
/// id of every input, in blocks no two outputs share. Records the choice in `id_blocks`.
fn number(inputs: &[PathBuf], outputs: &[PathBuf]) -> Result<(), ReshardError> {
    let first = open_input(&inputs[0])?;
    let tables = ids::numbered_tables(&first, "main")?;
    drop(first);
    let mut seen: Vec<TableIds> = vec![TableIds::default(); tables.len()];
    for path in inputs {
        let conn = open_input(path)?;
        for (table, ids) in tables.iter().zip(&mut seen) {
            let mut stmt = conn.prepare(&format!(
                "SELECT ((rowid - 1) / {}) AS b, max(rowid) AS hi FROM \"{table}\" GROUP BY b",
                ids::BLOCK
            ))?;
            let rows =
                stmt.query_map([], |r| Ok((r.get::<_, i64>("b")?, r.get::<_, i64>("hi")?)))?;
            let seq = ids::sequence(&conn, "main", table)?;
            for (block, max) in rows
                .collect::<Result<Vec<_>, _>>()?
                .into_iter()
                .chain((seq > 0).then(|| (ids::block_of(seq), seq)))
            {
                let hi = ids.used.entry(block).or_insert(max);
                *hi = (*hi).max(max);
            }
        }
    }
    for path in outputs {
        let db = Db::open(path)?;
        for (table, ids) in tables.iter().zip(&mut seen) {
            ids.outputs.push(ids::max_id(&db.conn, "main", table)?);
        }
    }
    let chosen: Vec<Vec<i64>> = seen.iter().map(ids::choose).collect();
    for (k, path) in outputs.iter().enumerate() {
        let mut db = Db::open(path)?;
        db.write(|tx| {
            for (table, seqs) in tables.iter().zip(&chosen) {
                ids::set_sequence(tx, table, seqs[k])?;
            }
            ids::mark_chosen(tx, "breaker reshard", now_ms())
        })?;
    }
    Ok(())
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// `INSERT INTO main.table SELECT … FROM schema.table WHERE filter`; with `merge`, a row
/// whose key is already there replaces it only if its `updated_at` is later.
fn copy(
    tx: &Connection,
    schema: &str,
    table: &str,
    filter: &str,
    merge: bool,
) -> Result<usize, StoreError> {
    let cols = columns(tx, "main", table)?;
    let list = cols
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let mut sql =
        format!("INSERT INTO main.\"{table}\" ({list}) SELECT {list} FROM {schema}.\"{table}\" WHERE {filter}");
    if merge {
        let keys = key_columns(tx, "main", table)?.join(", ");
        if cols.iter().any(|c| c == "updated_at") {
            let set = cols
                .iter()
                .map(|c| format!("\"{c}\" = excluded.\"{c}\""))
                .collect::<Vec<_>>()
                .join(", ");
            sql.push_str(&format!(
                " ON CONFLICT ({keys}) DO UPDATE SET {set} WHERE excluded.updated_at > \"{table}\".updated_at"
            ));
        } else {
            sql.push_str(&format!(" ON CONFLICT ({keys}) DO NOTHING"));
        }
    }
    Ok(tx.execute(&sql, [])?)
}

/// A read-only URI for ATTACH (`?` and `#` would end a URI's path).
fn ro_uri(path: &Path) -> String {
    let text = path.to_string_lossy();
    let escaped = text
        .replace('%', "%25")
        .replace('?', "%3f")
        .replace('#', "%23");
    format!("file:{escaped}?mode=ro")
}

/// Counts, keys and replays of the outputs against the inputs.
fn verify(
    layout: &[Shards],
    outputs: &[PathBuf],
    before: Before,
) -> Result<ReshardReport, ReshardError> {
    let mut tables: Vec<TableCount> = TABLES
        .iter()
        .zip(&before.counts)
        .map(|((table, p), n)| TableCount {
            table: table.to_string(),
            before: *n,
            after: Vec::new(),
            moved: is_partitioned(*p),
            distinct_after: 0,
        })
        .collect();
    let mut keys_after: Vec<BTreeSet<String>> = vec![BTreeSet::new(); TABLES.len()];
    let mut report_outputs = Vec::new();
    let mut replayed = 0;
    for (shards, path) in layout.iter().zip(outputs) {
        let db = Db::open(path)?;
        for (i, (table, p)) in TABLES.iter().enumerate() {
            tables[i].after.push(count(&db.conn, "main", table)?);
            if !is_partitioned(*p) {
                keys_after[i].extend(key_texts(&db.conn, "main", table)?);
            }
        }
        // Every row here belongs here.
        let stray: u64 = db.conn.query_row(
            &format!(
                "SELECT count(*) AS n FROM games WHERE NOT {}",
                owned_by(shards, "guild_id")
            ),
            [],
            |r| r.get::<_, i64>("n"),
        )? as u64;
        if stray > 0 {
            return Err(ReshardError::Check(format!(
                "{}: {stray} games of servers {shards} do not own",
                path.display()
            )));
        }
        let games = replay_all(&db, path)?;
        replayed += games;
        report_outputs.push(Output {
            shards: shards.clone(),
            path: path.clone(),
            games,
        });
    }
    for (i, t) in tables.iter_mut().enumerate() {
        let sum: u64 = t.after.iter().sum();
        if TABLES[i].1 == Placement::Local {
            // Written by the reshard itself, per output.
            t.distinct_after = sum;
            continue;
        }
        match &before.keys[i] {
            None => {
                t.distinct_after = sum;
                if sum != t.before {
                    return Err(ReshardError::Check(format!(
                        "table {}: {} rows before, {sum} after",
                        t.table, t.before
                    )));
                }
            }
            Some(keys) => {
                t.distinct_after = keys_after[i].len() as u64;
                if *keys != keys_after[i] {
                    let lost = keys.difference(&keys_after[i]).count();
                    let new = keys_after[i].difference(keys).count();
                    return Err(ReshardError::Check(format!(
                        "table {}: {lost} rows lost, {new} rows that were in no input",
                        t.table
                    )));
                }
            }
        }
    }
    // The reshard's own bookkeeping is no data of anyone's.
    tables.retain(|t| placement(&t.table) != Some(Placement::Local));
    Ok(ReshardReport {
        outputs: report_outputs,
        tables,
        games_replayed: replayed,
    })
}

/// Replays every game in `db` from its start position and move log; the position and
/// ply reached must be the stored ones.
fn replay_all(db: &Db, path: &Path) -> Result<u64, ReshardError> {
    let ids: Vec<i64> = {
        let mut stmt = db.conn.prepare("SELECT id FROM games ORDER BY id")?;
        let rows = stmt.query_map([], |r| r.get("id"))?;
        rows.collect::<Result<_, _>>()?
    };
    let bad = |id: i64, why: String| {
        ReshardError::Check(format!(
            "{}: game {id} does not replay: {why}",
            path.display()
        ))
    };
    for &id in &ids {
        let game = db.game(GameId(id))?.ok_or(StoreError::NoGame(id))?;
        let moves = db.moves(game.id)?;
        let start = AnyPosition::parse(game.kind, &game.start_position)
            .map_err(|e| bad(id, format!("start position: {e}")))?;
        let pos = replay(&start, moves.iter().map(|m| m.text.as_str()))
            .map_err(|e| bad(id, format!("ply {}: {}", moves[e.index].ply, e.error)))?
            .position;
        if pos.to_string() != game.position || moves.len() as u32 != game.ply {
            return Err(bad(
                id,
                format!(
                    "{} moves lead elsewhere than the stored position",
                    moves.len()
                ),
            ));
        }
    }
    Ok(ids.len() as u64)
}
