//! Ids that never collide across processes.
//!
//! Every process of a sharded deployment writes its own database, and each numbered
//! table (`AUTOINCREMENT`: games, ladders, vacations, takebacks, ladder events, audit
//! lines) counts in a **block** of [`BLOCK`] ids of its own: block `b` is the ids
//! `b·10⁹ + 1 ..= (b+1)·10⁹`. Players keep seeing plain numbers (`#12` in the first
//! block, `#1000000012` in block 1), every id a player ever saw stays valid, and two
//! databases never hand out the same id, so any set of them can be merged or split by
//! `breaker reshard`:
//!
//! - The first `breaker run` on a database takes the block of its first shard
//!   ([`Db::claim_id_blocks`]): `SHARDS=0..1` counts from 1 as before, `SHARDS=4..8` from
//!   4 000 000 001. Processes of one layout have different first shards, so their
//!   blocks differ. A database that already chose keeps its blocks.
//! - `breaker reshard` chooses each output's block per table ([`choose`]): an output
//!   continues the highest block it holds past every id any input has in that block (one
//!   output per block), and the others take blocks no input uses at all. SQLite's
//!   `AUTOINCREMENT` then counts on from there (it never goes below the largest id in
//!   the table, which is why a block is chosen above the output's own ids).
//!
//! A block holds a billion ids: a process would need decades at Discord scale to spill
//! into the next one.

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::{params, Connection, OptionalExtension};

use super::{Db, StoreError};

/// Ids per block.
pub const BLOCK: i64 = 1_000_000_000;

/// The block of a positive id.
pub fn block_of(id: i64) -> i64 {
    (id.max(1) - 1) / BLOCK
}

/// The numbered tables of the schema (those whose ids come from `sqlite_sequence`).
pub(crate) fn numbered_tables(conn: &Connection, schema: &str) -> Result<Vec<String>, StoreError> {
    let mut stmt = conn.prepare(&format!(
        "SELECT name FROM {schema}.sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' ORDER BY name"
    ))?;
    let names = stmt.query_map([], |r| r.get("name"))?;
    Ok(names.collect::<Result<_, _>>()?)
}

/// `schema.sqlite_sequence`'s value for `table` (0 when it has none yet).
pub(crate) fn sequence(conn: &Connection, schema: &str, table: &str) -> Result<i64, StoreError> {
    Ok(conn
        .query_row(
            &format!("SELECT seq FROM {schema}.sqlite_sequence WHERE name = ?1"),
            [table],
            |r| r.get::<_, i64>("seq"),
        )
        .optional()?
        .unwrap_or(0))
}

/// Sets `main.sqlite_sequence` for `table`: the next row gets `seq + 1` (or more, if the
/// table already holds a larger id).
pub(crate) fn set_sequence(conn: &Connection, table: &str, seq: i64) -> Result<(), StoreError> {
    conn.execute("DELETE FROM main.sqlite_sequence WHERE name = ?1", [table])?;
    conn.execute(
        "INSERT INTO main.sqlite_sequence (name, seq) VALUES (?1, ?2)",
        params![table, seq],
    )?;
    Ok(())
}

/// The largest rowid of `schema.table` (0 when empty).
pub(crate) fn max_id(conn: &Connection, schema: &str, table: &str) -> Result<i64, StoreError> {
    Ok(conn.query_row(
        &format!("SELECT coalesce(max(rowid), 0) AS n FROM {schema}.\"{table}\""),
        [],
        |r| r.get("n"),
    )?)
}

/// Records that this database's blocks are chosen.
pub(crate) fn mark_chosen(conn: &Connection, how: &str, at: i64) -> Result<(), StoreError> {
    let games = sequence(conn, "main", "games")?.max(max_id(conn, "main", "games")?);
    // The block the next game id falls in.
    conn.execute(
        "INSERT OR REPLACE INTO id_blocks (only, games_block, chosen_by, chosen_at) VALUES (0, ?1, ?2, ?3)",
        params![block_of(games + 1), how, at],
    )?;
    Ok(())
}

impl Db {
    /// On a process's first start on this database, moves every numbered table to the
    /// block of `first_shard` (the first shard the process runs), so processes started
    /// side by side never number alike. Returns the games table's block when it chose
    /// now, `None` when the database had chosen before (a restart, or a reshard's output):
    /// its blocks are kept. Block 0 changes nothing: a single process counts from 1.
    pub fn claim_id_blocks(
        &mut self,
        first_shard: u32,
        at: i64,
    ) -> Result<Option<i64>, StoreError> {
        self.write(|tx| {
            let chosen: Option<i64> = tx
                .query_row("SELECT games_block FROM id_blocks", [], |r| {
                    r.get("games_block")
                })
                .optional()?;
            if chosen.is_some() {
                return Ok(None);
            }
            let floor = i64::from(first_shard) * BLOCK;
            for table in numbered_tables(tx, "main")? {
                let used = sequence(tx, "main", &table)?.max(max_id(tx, "main", &table)?);
                // Ids already handed out stay; new ones start in the block (a table that
                // already passed it, from an older layout, counts on where it is).
                if used < floor {
                    set_sequence(tx, &table, floor)?;
                }
            }
            mark_chosen(tx, &format!("first start, shard {first_shard}"), at)?;
            Ok(tx.query_row("SELECT games_block FROM id_blocks", [], |r| {
                r.get("games_block")
            })?)
        })
    }

    /// The block the next game id comes from, if chosen.
    pub fn games_id_block(&self) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT games_block FROM id_blocks", [], |r| {
                r.get("games_block")
            })
            .optional()?)
    }
}

/// One numbered table as the inputs and outputs of a reshard hold it.
#[derive(Debug, Default, Clone)]
pub struct TableIds {
    /// The highest id (row or sequence) of any input in each block used.
    pub used: BTreeMap<i64, i64>,
    /// The largest id in each output, in layout order (0: none).
    pub outputs: Vec<i64>,
}

/// The `sqlite_sequence` value of each output (in layout order) for one table: the first
/// output whose highest block is `b` continues `b` past every id any input has there;
/// every other output takes the lowest block above its own ids that no input uses and no
/// other output took. No id can then be handed out twice, by any output, or be one that
/// exists already.
pub fn choose(table: &TableIds) -> Vec<i64> {
    let mut continued = BTreeSet::new();
    let mut fresh = BTreeSet::new();
    table
        .outputs
        .iter()
        .map(|&max| {
            if max > 0 {
                let b = block_of(max);
                if continued.insert(b) {
                    return table.used.get(&b).copied().unwrap_or(max).max(max);
                }
            }
            let mut b = if max > 0 { block_of(max) + 1 } else { 0 };
            while table.used.contains_key(&b) || fresh.contains(&b) {
                b += 1;
            }
            fresh.insert(b);
            b * BLOCK
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn used(pairs: &[(i64, i64)]) -> BTreeMap<i64, i64> {
        pairs.iter().copied().collect()
    }

    #[test]
    fn blocks_are_a_billion_ids() {
        assert_eq!(block_of(1), 0);
        assert_eq!(block_of(BLOCK), 0);
        assert_eq!(block_of(BLOCK + 1), 1);
        assert_eq!(block_of(4 * BLOCK + 7), 4);
    }

    #[test]
    fn one_output_continues_a_block_the_others_take_new_ones() {
        // Two processes (blocks 0 and 1) into four outputs: the first holding block 1 ids
        // continues it, one holding only block 0 continues that, the empty ones and a
        // second output in block 1 get unused blocks.
        let table = TableIds {
            used: used(&[(0, 40), (1, BLOCK + 9)]),
            outputs: vec![BLOCK + 3, 12, 0, BLOCK + 9],
        };
        assert_eq!(choose(&table), vec![BLOCK + 9, 40, 2 * BLOCK, 3 * BLOCK]);
        // Into one: it holds both blocks and continues the higher one.
        let one = TableIds {
            used: used(&[(0, 40), (1, BLOCK + 9)]),
            outputs: vec![BLOCK + 9],
        };
        assert_eq!(choose(&one), vec![BLOCK + 9]);
        // Nothing numbered yet: blocks 0, 1, 2 in layout order.
        let empty = TableIds {
            used: used(&[]),
            outputs: vec![0, 0, 0],
        };
        assert_eq!(choose(&empty), vec![0, BLOCK, 2 * BLOCK]);
    }

    /// Whatever the inputs, the ranges the outputs will count in are disjoint and above
    /// every id they hold, and no output can reach an id another database holds.
    #[test]
    fn chosen_ranges_never_meet_an_existing_id() {
        let table = TableIds {
            used: used(&[(0, 500), (3, 3 * BLOCK + 2), (4, 4 * BLOCK + 1)]),
            outputs: vec![4 * BLOCK + 1, 3 * BLOCK + 2, 4 * BLOCK, 0, 17],
        };
        let seqs = choose(&table);
        for (i, (&seq, &max)) in seqs.iter().zip(&table.outputs).enumerate() {
            assert!(seq >= max, "output {i} counts above its own ids");
            let b = block_of(seq + 1);
            // The next ids of output i: seq+1 ..= end of its block.
            for (j, &other) in seqs.iter().enumerate() {
                if i != j {
                    assert_ne!(b, block_of(other + 1), "outputs {i} and {j} share a block");
                }
            }
            if let Some(&hi) = table.used.get(&b) {
                assert!(seq >= hi, "output {i} would repeat an id of block {b}");
            }
        }
    }

    #[test]
    fn a_first_start_takes_its_shards_block_once() {
        let mut db = Db::open_in_memory().unwrap();
        assert_eq!(db.games_id_block().unwrap(), None);
        assert_eq!(db.claim_id_blocks(4, 1).unwrap(), Some(4));
        assert_eq!(sequence(&db.conn, "main", "games").unwrap(), 4 * BLOCK);
        assert_eq!(sequence(&db.conn, "main", "ladders").unwrap(), 4 * BLOCK);
        // A restart (even with another layout) keeps the blocks chosen.
        assert_eq!(db.claim_id_blocks(0, 2).unwrap(), None);
        assert_eq!(db.games_id_block().unwrap(), Some(4));
        // Shard 0 changes nothing: a single process counts from 1.
        let mut zero = Db::open_in_memory().unwrap();
        assert_eq!(zero.claim_id_blocks(0, 1).unwrap(), Some(0));
        assert_eq!(sequence(&zero.conn, "main", "games").unwrap(), 0);
    }
}
