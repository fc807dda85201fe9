-- Breaker schema: news held for a player until their next reply (issue 38). Times are Unix ms.

-- What a player must be told privately and could not be by DM (they did not allow DMs):
-- one row per player and game, written in the transaction that made the news (their
-- conditional lines dropped), taken (deleted) when Breaker next answers that player,
-- and said in that answer. `kind` says what happened, `data` its details (JSON).
CREATE TABLE held_news (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    player_id  INTEGER NOT NULL REFERENCES players(id),
    kind       TEXT    NOT NULL,
    data       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

-- Every answer asks whether its caller has news: one step down this index.
CREATE INDEX held_news_by_player ON held_news (player_id);
