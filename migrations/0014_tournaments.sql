-- Breaker schema: tournaments (issue 28). Times are Unix milliseconds. Every row carries
-- its server (guild_id) so `breaker reshard` places it (store/partition.rs).

-- A tournament and its settings. `round` counts the rounds started this season;
-- `next_season_at` is when a league's next season starts (NULL: none planned).
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    format          TEXT    NOT NULL CHECK (format IN ('round-robin', 'double-round-robin',
                                                       'swiss', 'league')),
    kind            TEXT    NOT NULL,
    size            TEXT    NOT NULL,
    clock           TEXT    NOT NULL,
    rounds          INTEGER,
    rated           INTEGER NOT NULL DEFAULT 1,
    schedule        TEXT    NOT NULL DEFAULT 'at-once' CHECK (schedule IN ('at-once', 'rounds')),
    league_size     INTEGER,
    up              INTEGER,
    down            INTEGER,
    pause_days      INTEGER NOT NULL DEFAULT 3,
    max_players     INTEGER,
    status          TEXT    NOT NULL DEFAULT 'open'
                    CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    season          INTEGER NOT NULL DEFAULT 1,
    round           INTEGER NOT NULL DEFAULT 0,
    next_season_at  INTEGER,
    created_by      INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    finished_at     INTEGER
);
CREATE UNIQUE INDEX tournaments_by_name ON tournaments (guild_id, name COLLATE NOCASE);

-- Who entered, in join order (`seq`), with the pairing number, seeding rating and
-- (leagues) league of the current season; `left_at`: leaves a running league after this
-- season; `withdrawn_at`: withdrew (FIDE's withdrawal rule applies).
CREATE TABLE tournament_players (
    guild_id        INTEGER NOT NULL,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    player_id       INTEGER NOT NULL REFERENCES players(id),
    seq             INTEGER NOT NULL,
    joined_at       INTEGER NOT NULL,
    rating          REAL,
    pairing         INTEGER,
    league          INTEGER,
    left_at         INTEGER,
    withdrawn_at    INTEGER,
    PRIMARY KEY (tournament_id, player_id)
) WITHOUT ROWID;

-- Every pairing of every season: White, Black (NULL: White's bye), its game once started
-- (the result is the game's), or who won it unplayed (`forfeit`: 'white', 'black', or
-- 'none' when neither scores).
CREATE TABLE tournament_games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    season          INTEGER NOT NULL,
    league          INTEGER NOT NULL DEFAULT 0,
    round           INTEGER NOT NULL,
    board           INTEGER NOT NULL,
    white_id        INTEGER NOT NULL,
    black_id        INTEGER,
    game_id         INTEGER UNIQUE REFERENCES games(id),
    forfeit         TEXT CHECK (forfeit IN ('white', 'black', 'none')),
    UNIQUE (tournament_id, season, league, round, board)
);
CREATE INDEX tournament_games_by_tournament ON tournament_games (tournament_id, season, round);
