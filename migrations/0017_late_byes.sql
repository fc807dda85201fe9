-- Breaker schema: half-point byes for late entrants (issue 28). `late_byes`: a Swiss
-- event's option, set when it is created; `half_byes`: the rounds a late entrant gets a
-- half-point bye for (every round paired before they joined), fixed when they join.
ALTER TABLE tournaments ADD COLUMN late_byes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournament_players ADD COLUMN half_byes INTEGER NOT NULL DEFAULT 0;
