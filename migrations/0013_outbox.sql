-- The outbox (store/outbox.rs): every unprompted message (reminders, time forfeits,
-- aborted games, expired challenges, vacations that ended) is a row written in the same
-- transaction as the state change that causes it, and stays until the delivery worker
-- saw Discord accept it (or gave up on it). Its words are made at delivery from the row
-- and the stored game, so a crash anywhere in between loses nothing.
CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT NOT NULL,
    guild_id     INTEGER,
    game_id      INTEGER NOT NULL,
    -- Where it is posted (its game's thread or channel when settled): each channel's
    -- notices are delivered in the order they fell due.
    channel_id   INTEGER NOT NULL,
    -- The player it is about: reminded, late, challenger, back from vacation.
    player_id    INTEGER NOT NULL,
    -- When it fell due, and when Breaker settled it (later after downtime).
    due_at       INTEGER NOT NULL,
    settled_at   INTEGER NOT NULL,
    -- What the words need that the stored game no longer says (JSON).
    data         TEXT NOT NULL DEFAULT '{}',
    attempts     INTEGER NOT NULL DEFAULT 0,
    next_try_at  INTEGER NOT NULL,
    delivered_at INTEGER,
    gave_up_at   INTEGER
);
CREATE INDEX outbox_waiting ON outbox (next_try_at)
    WHERE delivered_at IS NULL AND gave_up_at IS NULL;
CREATE INDEX outbox_channel ON outbox (channel_id, due_at)
    WHERE delivered_at IS NULL AND gave_up_at IS NULL;
