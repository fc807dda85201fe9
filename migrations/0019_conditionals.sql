-- Breaker schema: conditional moves and private notes (issue 38). Times are Unix ms.

-- A player's conditional lines in a game: plies in canonical notation, separated by
-- ", ", starting with the opponent's expected move and ending with the player's own.
-- `from_ply`: the game's ply when the line's first ply is to be played; a game that
-- moved past it is settled (answered, trimmed or dropped) by the next move or, after
-- a restart, by the scheduler. Together one player's lines in a game form a tree.
CREATE TABLE conditional_lines (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    player_id  INTEGER NOT NULL REFERENCES players(id),
    seq        INTEGER NOT NULL,
    from_ply   INTEGER NOT NULL CHECK (from_ply >= 0),
    plies      TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id, seq)
);

-- Private notes on a game, seen only by their author; `ply`: moves played when written.
CREATE TABLE game_notes (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    player_id  INTEGER NOT NULL REFERENCES players(id),
    seq        INTEGER NOT NULL,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    text       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id, seq)
);
