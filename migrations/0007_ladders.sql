-- Breaker schema: ladders (issue 8, part B). Times are Unix milliseconds.

-- When a moderator set this game's result (/ladder-admin result): the result then
-- stands as decided, and a timeout in it is no longer a strike.
ALTER TABLE games ADD COLUMN adjudicated_at INTEGER;
CREATE INDEX games_by_ladder ON games (ladder_id, status) WHERE ladder_id IS NOT NULL;

-- A ladder's settings (see src/ladder: range max(min_range, ceil(sqrt p)), limits,
-- rematch days) and the clock of its games.
ALTER TABLE ladders ADD COLUMN clock TEXT NOT NULL DEFAULT '3d+1d';
ALTER TABLE ladders ADD COLUMN min_range INTEGER NOT NULL DEFAULT 3 CHECK (min_range >= 1);
ALTER TABLE ladders ADD COLUMN max_outgoing INTEGER NOT NULL DEFAULT 2 CHECK (max_outgoing >= 1);
ALTER TABLE ladders ADD COLUMN max_incoming INTEGER NOT NULL DEFAULT 3 CHECK (max_incoming >= 1);
ALTER TABLE ladders ADD COLUMN rematch_days INTEGER NOT NULL DEFAULT 7 CHECK (rematch_days >= 0);
-- Names are unique per server, whatever their case.
CREATE UNIQUE INDEX ladders_by_name ON ladders (guild_id, name COLLATE NOCASE);

-- A ladder's history, from which its positions are computed (in id order): joins,
-- leaves, moderator moves, the results of its games (the game row says who won, so a
-- corrected result recomputes) and season reseeds. Append-only.
CREATE TABLE ladder_events (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    ladder_id   INTEGER NOT NULL REFERENCES ladders(id),
    kind        TEXT    NOT NULL CHECK (kind IN ('join', 'leave', 'kick', 'restore',
                                         'set_position', 'result', 'reseed')),
    player_id   INTEGER REFERENCES players(id),
    position    INTEGER,            -- set_position: the new position
    game_id     INTEGER REFERENCES games(id),  -- result
    players     TEXT,               -- reseed: the new order, ids separated by commas
    at          INTEGER NOT NULL
);
CREATE INDEX ladder_events_by_ladder ON ladder_events (ladder_id, id);
CREATE TRIGGER ladder_events_append_only_update BEFORE UPDATE ON ladder_events
BEGIN SELECT RAISE(ABORT, 'ladder events are append-only'); END;
CREATE TRIGGER ladder_events_append_only_delete BEFORE DELETE ON ladder_events
BEGIN SELECT RAISE(ABORT, 'ladder events are append-only'); END;

-- Every moderator action: who, what, before/after, why, when. Append-only.
CREATE TABLE audit_log (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    ladder_id    INTEGER REFERENCES ladders(id),
    moderator_id INTEGER NOT NULL,
    action       TEXT    NOT NULL,
    target       TEXT,
    before       TEXT,
    after        TEXT,
    reason       TEXT    NOT NULL,
    at           INTEGER NOT NULL
);
CREATE INDEX audit_log_by_ladder ON audit_log (ladder_id, id);
CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

-- The standings of each finished season, as they stood at its end.
CREATE TABLE ladder_seasons (
    ladder_id   INTEGER NOT NULL REFERENCES ladders(id),
    season      INTEGER NOT NULL,
    position    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    wins        INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    archived_at INTEGER NOT NULL,
    PRIMARY KEY (ladder_id, season, position)
) WITHOUT ROWID;

-- Who moderates a server (besides Manage Server) and where moderator actions are posted.
CREATE TABLE moderation_settings (
    guild_id        INTEGER PRIMARY KEY,
    moderator_role  INTEGER,
    modlog_channel  INTEGER,
    updated_at      INTEGER NOT NULL
);
