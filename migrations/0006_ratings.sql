-- Breaker schema: ratings per pool (issue 8). Times are Unix milliseconds.
-- A pool is a ladder (`ladder:7`) or, outside ladders, a server, game and size
-- (`guild:10:breakthrough:8x8`). Ratings are a cache of the pool's rated games, in the
-- order they finished; rating_changes keeps each game's before/after values.

-- The table from version 1 was never written: replace it with one keyed by pool.
DROP TABLE ratings;
CREATE TABLE ratings (
    pool          TEXT    NOT NULL,
    player_id     INTEGER NOT NULL REFERENCES players(id),
    rating        REAL    NOT NULL,
    deviation     REAL    NOT NULL,
    volatility    REAL    NOT NULL,
    -- When the player's last rated game in this pool ended (for idle periods).
    last_rated_at INTEGER NOT NULL,
    games         INTEGER NOT NULL,
    wins          INTEGER NOT NULL DEFAULT 0,
    losses        INTEGER NOT NULL DEFAULT 0,
    draws         INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (pool, player_id)
) WITHOUT ROWID;
CREATE INDEX ratings_by_player ON ratings (player_id);

-- Each rated game's effect on both players: the values entering the game (after idle
-- periods) and after it. Written in the same transaction as the result.
CREATE TABLE rating_changes (
    game_id                 INTEGER PRIMARY KEY REFERENCES games(id),
    pool                    TEXT    NOT NULL,
    white_id                INTEGER NOT NULL REFERENCES players(id),
    black_id                INTEGER NOT NULL REFERENCES players(id),
    white_rating_before     REAL    NOT NULL,
    white_deviation_before  REAL    NOT NULL,
    white_volatility_before REAL    NOT NULL,
    white_rating_after      REAL    NOT NULL,
    white_deviation_after   REAL    NOT NULL,
    white_volatility_after  REAL    NOT NULL,
    black_rating_before     REAL    NOT NULL,
    black_deviation_before  REAL    NOT NULL,
    black_volatility_before REAL    NOT NULL,
    black_rating_after      REAL    NOT NULL,
    black_deviation_after   REAL    NOT NULL,
    black_volatility_after  REAL    NOT NULL,
    at                      INTEGER NOT NULL
);
CREATE INDEX rating_changes_by_pool ON rating_changes (pool, at, game_id);
CREATE INDEX rating_changes_by_white ON rating_changes (white_id, pool, at);
CREATE INDEX rating_changes_by_black ON rating_changes (black_id, pool, at);

-- A voided game (a moderator's decision) counts as never played: no rating, no record.
ALTER TABLE games ADD COLUMN voided_at INTEGER;

-- Recomputing a pool reads its rated games in finish order.
CREATE INDEX games_rated_by_ladder ON games (ladder_id, finished_at) WHERE rated = 1;
CREATE INDEX games_rated_casual ON games (guild_id, kind, size, finished_at)
    WHERE rated = 1 AND ladder_id IS NULL;
