-- Breaker schema: the post-game analysis cache (issue 11). One analysis per game and
-- node budget, as the JSON the service wrote; a game's moves never change once it is
-- finished, so an entry never goes stale.
CREATE TABLE IF NOT EXISTS analyses (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    nodes       INTEGER NOT NULL CHECK (nodes > 0),
    ply         INTEGER NOT NULL CHECK (ply >= 0),  -- moves analysed
    data        TEXT    NOT NULL,                   -- JSON
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, nodes)
) WITHOUT ROWID;
