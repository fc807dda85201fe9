-- Breaker schema: games Breaker can reach only by answering interactions (issue 37).
-- A user-installed Breaker in a DM or group DM between people, or in a server that has
-- not installed it, may answer an interaction but never post on its own there: such a
-- game's unprompted notices go to each player by DM, with a link to its last post.
-- (Games outside servers, the "direct games", have guild_id NULL in `games` already.)
CREATE TABLE answer_only_games (
    game_id    INTEGER PRIMARY KEY REFERENCES games(id),
    -- A link to the game's last post, once Discord told where it is.
    last_post  TEXT
);
