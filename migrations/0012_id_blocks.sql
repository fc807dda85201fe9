-- Ids that never collide across processes (store/ids.rs): the numbered tables (ladders,
-- games, vacations, takebacks, ladder_events, audit_log) count from a block of ids of
-- their own in each database. This row says the blocks were chosen: by the first
-- `breaker run` on the file (the block of its first shard) or by `breaker reshard`.
CREATE TABLE id_blocks (
    only         INTEGER PRIMARY KEY CHECK (only = 0),
    -- The block the games table counts in (informational: every table has its own).
    games_block  INTEGER NOT NULL,
    chosen_by    TEXT NOT NULL,
    chosen_at    INTEGER NOT NULL
);
