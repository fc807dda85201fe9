-- Breaker schema: what moderators control in a tournament (issue 28).
-- `closes_at`: entries close then (a registration deadline, or now for
-- `/tournament-admin close`); `paused_at`: no round or season starts while set;
-- `last_season`: a league closed by a moderator ends after this season.
ALTER TABLE tournaments ADD COLUMN closes_at INTEGER;
ALTER TABLE tournaments ADD COLUMN paused_at INTEGER;
ALTER TABLE tournaments ADD COLUMN last_season INTEGER;

-- Two players who must not be paired together (Swiss), as Lichess allows. `low` < `high`.
CREATE TABLE tournament_forbidden (
    guild_id        INTEGER NOT NULL,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id),
    low             INTEGER NOT NULL,
    high            INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, low, high)
) WITHOUT ROWID;
