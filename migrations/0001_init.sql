-- Breaker schema, version 1. Never edit once released: add a new numbered file instead.
-- Ids are Discord snowflakes (u64) stored bit-for-bit as INTEGER (i64).
-- Times are Unix milliseconds.

-- Everyone who has played or been challenged; the bot's own user is the AI player.
CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    is_ai       INTEGER NOT NULL DEFAULT 0 CHECK (is_ai IN (0, 1)),
    -- The AI's default level (1..=5) when is_ai; NULL for people.
    ai_level    INTEGER CHECK (ai_level BETWEEN 1 AND 5),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- Rated ladders, planned for the ladder issue: one per guild, game and board size, with seasons.
CREATE TABLE ladders (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('breakthrough', 'breach')),
    size        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    season      INTEGER NOT NULL DEFAULT 1,
    created_by  INTEGER NOT NULL REFERENCES players(id),
    created_at  INTEGER NOT NULL,
    closed_at   INTEGER
);

-- Glicko-2 ratings per player, game and size (ladder_id 0: unladdered rated games).
CREATE TABLE ratings (
    player_id   INTEGER NOT NULL REFERENCES players(id),
    ladder_id   INTEGER NOT NULL DEFAULT 0,
    kind        TEXT    NOT NULL CHECK (kind IN ('breakthrough', 'breach')),
    size        TEXT    NOT NULL,
    rating      REAL    NOT NULL DEFAULT 1500,
    deviation   REAL    NOT NULL DEFAULT 350,
    volatility  REAL    NOT NULL DEFAULT 0.06,
    games       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (player_id, ladder_id, kind, size)
) WITHOUT ROWID;

CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER,                -- NULL in direct messages
    channel_id      INTEGER NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('breakthrough', 'breach')),
    size            TEXT    NOT NULL,       -- '8x8' (Breakthrough) or '10' (Breach)
    white_id        INTEGER NOT NULL REFERENCES players(id),
    black_id        INTEGER NOT NULL REFERENCES players(id),
    challenger_id   INTEGER NOT NULL REFERENCES players(id),
    status          TEXT    NOT NULL CHECK (status IN ('pending', 'active', 'finished', 'declined')),
    -- Set when finished: winner NULL means a draw.
    winner          TEXT    CHECK (winner IN ('white', 'black')),
    reason          TEXT    CHECK (reason IN ('far_row', 'all_captured', 'board_full',
                                   'record_reached', 'resignation', 'timeout', 'draw')),
    days_per_move   INTEGER NOT NULL CHECK (days_per_move > 0),
    ai_level        INTEGER CHECK (ai_level BETWEEN 1 AND 5),  -- the AI side's level, if any
    rated           INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),
    ladder_id       INTEGER REFERENCES ladders(id),
    start_position  TEXT    NOT NULL,
    position        TEXT    NOT NULL,       -- after `ply` moves; replayable from `moves`
    ply             INTEGER NOT NULL DEFAULT 0,
    version         INTEGER NOT NULL DEFAULT 0,  -- bumped by every write (optimistic concurrency)
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    turn_started_at INTEGER,                -- for days-per-move reminders and timeouts
    reminded_at     INTEGER,
    finished_at     INTEGER,
    CHECK (white_id <> black_id)
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_white ON games (white_id, status);
CREATE INDEX games_by_black ON games (black_id, status);
CREATE INDEX games_by_status ON games (status, turn_started_at);

-- The append-only move log: every game is its start position plus these moves.
CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    ply         INTEGER NOT NULL CHECK (ply >= 0),
    player_id   INTEGER NOT NULL REFERENCES players(id),
    move        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TRIGGER moves_append_only_update BEFORE UPDATE ON moves
BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END;
CREATE TRIGGER moves_append_only_delete BEFORE DELETE ON moves
BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END;

-- Per-guild settings (default days per move, ladder moderators, …), planned.
CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    settings    TEXT    NOT NULL DEFAULT '{}',  -- JSON
    updated_at  INTEGER NOT NULL
);
