-- Breaker schema, version 2: correspondence clocks, reminders, challenge expiry, vacation.
-- Times are Unix milliseconds.

-- The game's clock as players write it: '3d' (per move) or '3d+1d' (Fischer bank).
-- NULL in games from before version 2: `days_per_move` days per move.
ALTER TABLE games ADD COLUMN clock TEXT;
-- Fischer banks (ms left for each player's moves); NULL for simple clocks.
ALTER TABLE games ADD COLUMN white_bank INTEGER;
ALTER TABLE games ADD COLUMN black_bank INTEGER;
-- Active: when the player to move loses (or the game is aborted). Pending: when the
-- challenge expires. NULL: nothing is due (finished, the AI to move, or paused).
ALTER TABLE games ADD COLUMN deadline_at INTEGER;
-- When the player to move is next reminded; NULL when no reminder is left this turn.
ALTER TABLE games ADD COLUMN remind_at INTEGER;
-- Extra time given with /moretime so far in this game (ms; at most 7 days).
ALTER TABLE games ADD COLUMN more_time INTEGER NOT NULL DEFAULT 0;
-- How a game ended when `winner`/`reason` cannot say it: 'aborted' (finished, nobody
-- won: the late player never moved) or 'expired' (declined: the challenge ran out).
ALTER TABLE games ADD COLUMN termination TEXT CHECK (termination IN ('aborted', 'expired'));

-- The scheduler's queries: the earliest instant due, and everything due by now.
CREATE INDEX games_by_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;
CREATE INDEX games_by_reminder ON games (remind_at) WHERE remind_at IS NOT NULL;

-- Per-player preferences (reminders by DM).
CREATE TABLE player_settings (
    player_id   INTEGER PRIMARY KEY REFERENCES players(id),
    notify_dm   INTEGER NOT NULL DEFAULT 0 CHECK (notify_dm IN (0, 1)),
    updated_at  INTEGER NOT NULL
);

-- Vacations: a player's deadlines in a guild wait from started_at until ended_at (or
-- ends_at, planned).
CREATE TABLE vacations (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    started_at  INTEGER NOT NULL,
    ends_at     INTEGER NOT NULL,
    ended_at    INTEGER
);
CREATE INDEX vacations_by_player ON vacations (player_id, guild_id, started_at);
