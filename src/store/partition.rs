//! Which server each table's rows belong to: the registry `breaker reshard` moves rows by.
//!
//! Every table in the schema must be listed in [`TABLES`] (a test fails otherwise), so a
//! new table is one line here: how to find the server (guild) a row belongs to.
//!
//! ```
//! use breaker::store::partition::{placement, Placement};
//!
//! assert_eq!(placement("games"), Some(Placement::Guild { column: "guild_id" }));
//! assert_eq!(placement("moves"), Some(Placement::Game { column: "game_id" }));
//! assert_eq!(placement("no_such_table"), None);
//! ```

/// How a table's rows find their server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// The row has its own guild column (NULL: a direct message, which goes with shard 0).
    Guild { column: &'static str },
    /// The row belongs to a game (`column` → `games.id`), so to the game's server.
    Game { column: &'static str },
    /// The row belongs to a ladder (`column` → `ladders.id`), so to the ladder's server;
    /// a row with no such ladder (e.g. `ladder_id` 0) follows its player (`player`).
    Ladder {
        column: &'static str,
        player: &'static str,
    },
    /// Per player, not per server: copied to every database whose rows reference the
    /// player (`column` → `players.id`); a player referenced nowhere goes with shard 0.
    /// Where two inputs disagree, the row with the later `updated_at` wins.
    Player { column: &'static str },
    /// Keyed by a rating pool text (`column`): `guild:G:…` belongs to server G,
    /// `ladder:L` to ladder L's server, `direct:…` (the direct games' pools) to shard 0.
    Pool { column: &'static str },
    /// Not per server at all: copied to every database.
    Everywhere,
    /// About the database itself, not copied: each output writes its own (`id_blocks`,
    /// the blocks its ids count in: [`super::ids`]).
    Local,
}

/// Every table of the schema and how its rows are placed.
pub const TABLES: &[(&str, Placement)] = &[
    ("players", Placement::Player { column: "id" }),
    ("ladders", Placement::Guild { column: "guild_id" }),
    ("ratings", Placement::Pool { column: "pool" }),
    ("rating_changes", Placement::Game { column: "game_id" }),
    ("games", Placement::Guild { column: "guild_id" }),
    ("moves", Placement::Game { column: "game_id" }),
    ("guild_settings", Placement::Guild { column: "guild_id" }),
    (
        "player_settings",
        Placement::Player {
            column: "player_id",
        },
    ),
    // A direct games' vacation has guild_id 0 (`vacations::DIRECT_SPACE`): shard 0's.
    ("vacations", Placement::Guild { column: "guild_id" }),
    ("analyses", Placement::Game { column: "game_id" }),
    ("takebacks", Placement::Game { column: "game_id" }),
    (
        "ladder_events",
        Placement::Ladder {
            column: "ladder_id",
            player: "player_id",
        },
    ),
    (
        "ladder_seasons",
        Placement::Ladder {
            column: "ladder_id",
            player: "player_id",
        },
    ),
    ("audit_log", Placement::Guild { column: "guild_id" }),
    (
        "moderation_settings",
        Placement::Guild { column: "guild_id" },
    ),
    ("outbox", Placement::Guild { column: "guild_id" }),
    ("id_blocks", Placement::Local),
    ("tournaments", Placement::Guild { column: "guild_id" }),
    (
        "tournament_players",
        Placement::Guild { column: "guild_id" },
    ),
    ("tournament_games", Placement::Guild { column: "guild_id" }),
    (
        "tournament_forbidden",
        Placement::Guild { column: "guild_id" },
    ),
    ("guild_languages", Placement::Guild { column: "guild_id" }),
    ("game_ends", Placement::Guild { column: "guild_id" }),
    ("answer_only_games", Placement::Game { column: "game_id" }),
    ("conditional_lines", Placement::Game { column: "game_id" }),
    ("game_notes", Placement::Game { column: "game_id" }),
    ("held_news", Placement::Game { column: "game_id" }),
];

/// How `table`'s rows are placed, if the registry knows it.
pub fn placement(table: &str) -> Option<Placement> {
    TABLES
        .iter()
        .find(|(name, _)| *name == table)
        .map(|(_, p)| *p)
}

/// Whether a row of a table placed `p` exists once in all (moved) or may be copied.
pub fn is_partitioned(p: Placement) -> bool {
    matches!(
        p,
        Placement::Guild { .. } | Placement::Game { .. } | Placement::Pool { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Db;

    /// Fails when a migration adds a table and nobody said which server its rows are on.
    #[test]
    fn every_table_in_the_schema_is_in_the_registry() {
        let db = Db::open_in_memory().unwrap();
        let tables = super::super::reshard::user_tables(&db.conn).unwrap();
        let missing: Vec<&String> = tables.iter().filter(|t| placement(t).is_none()).collect();
        assert!(
            missing.is_empty(),
            "tables missing from store/partition.rs TABLES: {missing:?}"
        );
        // And nothing stale: every registry entry is a real table with its columns.
        for (table, p) in TABLES {
            assert!(
                tables.iter().any(|t| t == table),
                "{table} is not in the schema"
            );
            let columns = super::super::reshard::columns(&db.conn, "main", table).unwrap();
            let named: Vec<&str> = match p {
                Placement::Guild { column }
                | Placement::Game { column }
                | Placement::Player { column }
                | Placement::Pool { column } => vec![column],
                Placement::Ladder { column, player } => vec![column, player],
                Placement::Everywhere | Placement::Local => vec![],
            };
            for c in named {
                assert!(columns.iter().any(|x| x == c), "{table}.{c}");
            }
        }
    }
}
