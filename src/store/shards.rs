//! The SQL side of shard ownership: which games' rows belong to this process.

use crate::shards::Shards;

/// The bits of a snowflake above its 22 low bits, as an unsigned number: SQLite shifts
/// its signed integers arithmetically, so an id stored with the top bit set is masked.
const HIGH_BITS: u64 = (1 << 42) - 1;

/// A `WHERE` condition on `column` (a guild id, NULL for direct messages) that holds for
/// exactly the rows `shards` owns: Discord's `(guild_id >> 22) % total` in SQL, and the
/// DMs (NULL) for the process on shard 0. Only integers are interpolated.
pub fn owned_by(shards: &Shards, column: &str) -> String {
    if shards.is_all() {
        return "1".to_string();
    }
    let dms = if shards.holds_shard_zero() {
        format!("{column} IS NULL OR ")
    } else {
        String::new()
    };
    format!(
        "({dms}((({column} >> 22) & {HIGH_BITS}) % {total}) BETWEEN {first} AND {last})",
        total = shards.total,
        first = shards.owned.start,
        last = shards.owned.end - 1,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shards::{shard_of, ShardRange};
    use rusqlite::Connection;

    /// The SQL rule and the Rust rule agree, also for ids with the top bit set.
    #[test]
    fn sql_agrees_with_discords_rule() {
        let conn = Connection::open_in_memory().unwrap();
        let guilds: Vec<u64> = vec![
            81_384_788_765_712_384,
            800_000_000_000_000_001,
            800_000_000_004_194_305,
            1 << 22,
            3 << 22,
            u64::MAX,
            (1 << 63) + (5 << 22),
        ];
        for total in [1, 2, 3, 8] {
            for start in 0..total {
                for end in start + 1..=total {
                    let shards = Shards::new(ShardRange::new(start, end).unwrap(), total).unwrap();
                    let sql = format!(
                        "SELECT {} AS owned FROM (SELECT ?1 AS g)",
                        owned_by(&shards, "g")
                    );
                    for &g in &guilds {
                        let owned: bool = conn
                            .query_row(&sql, [g as i64], |r| r.get("owned"))
                            .unwrap();
                        assert_eq!(owned, shards.owns_guild(Some(g)), "{g} {shards}");
                        assert_eq!(owned, shards.owned.contains(&shard_of(g, total)));
                    }
                    let dm: Option<bool> = conn
                        .query_row(&sql, [rusqlite::types::Null], |r| r.get("owned"))
                        .unwrap();
                    assert_eq!(dm.unwrap_or(false), shards.owns_guild(None), "DMs {shards}");
                }
            }
        }
    }
}
