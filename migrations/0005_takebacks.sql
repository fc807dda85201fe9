-- Breaker schema: takebacks and a thread per game (issue 7).
-- Times are Unix milliseconds.

-- Takebacks are events: the move log stays append-only and an accepted takeback retracts
-- the plies from_ply..=to_ply (stored ply numbers). Replaying a game skips them; new
-- moves get fresh ply numbers after the highest stored one.
CREATE TABLE takebacks (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    asked_by    INTEGER NOT NULL REFERENCES players(id),
    asked_at    INTEGER NOT NULL,
    from_ply    INTEGER NOT NULL CHECK (from_ply >= 0),
    to_ply      INTEGER NOT NULL CHECK (to_ply >= from_ply),
    -- 'expired': a move was made (or the game ended) before anyone answered.
    status      TEXT    NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'expired')),
    answered_by INTEGER REFERENCES players(id),
    answered_at INTEGER
);
CREATE INDEX takebacks_by_game ON takebacks (game_id, status);
-- At most one open request per game.
CREATE UNIQUE INDEX takebacks_one_pending ON takebacks (game_id) WHERE status = 'pending';

-- A thread per game: asked for with the challenge (`thread:true`), opened when the game
-- starts; then the game's posts go there and the channel gets only its start and result.
ALTER TABLE games ADD COLUMN wants_thread INTEGER NOT NULL DEFAULT 0 CHECK (wants_thread IN (0, 1));
ALTER TABLE games ADD COLUMN thread_id INTEGER;
CREATE INDEX games_by_thread ON games (thread_id) WHERE thread_id IS NOT NULL;
