-- Breaker schema: server settings, and vacations that pause games.
-- Times are Unix milliseconds.

-- Each server's defaults, changed with /settings; a server without a row uses the
-- built-in defaults (3d clock, 7-day challenge expiry, 14 vacation days a year,
-- reminder DMs allowed, no thread per game).
-- (The table is from version 1; its JSON `settings` column stays unused.)
ALTER TABLE guild_settings ADD COLUMN clock TEXT NOT NULL DEFAULT '3d';
ALTER TABLE guild_settings ADD COLUMN challenge_expiry_ms INTEGER NOT NULL DEFAULT 604800000
    CHECK (challenge_expiry_ms > 0);
ALTER TABLE guild_settings ADD COLUMN vacation_days INTEGER NOT NULL DEFAULT 14
    CHECK (vacation_days BETWEEN 0 AND 366);
ALTER TABLE guild_settings ADD COLUMN reminder_dms INTEGER NOT NULL DEFAULT 1
    CHECK (reminder_dms IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN thread_per_game INTEGER NOT NULL DEFAULT 0
    CHECK (thread_per_game IN (0, 1));

-- Where a vacation was started: its end is announced there.
ALTER TABLE vacations ADD COLUMN channel_id INTEGER;
-- The scheduler's query: the planned end of the earliest running vacation.
CREATE INDEX vacations_by_end ON vacations (ends_at) WHERE ended_at IS NULL;

-- A game waits while one of its players is on vacation: since `paused_at`, its deadline
-- and reminder are kept here (and `deadline_at`/`remind_at` are NULL, so nothing falls
-- due); on resuming both move by the length of the pause.
ALTER TABLE games ADD COLUMN paused_at INTEGER;
ALTER TABLE games ADD COLUMN paused_deadline_at INTEGER;
ALTER TABLE games ADD COLUMN paused_remind_at INTEGER;
