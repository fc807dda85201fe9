-- Breaker schema: each move records its player's Fischer bank after it, so an accepted
-- takeback can give both players the banks they had before the retracted plies.
-- NULL for simple clocks and for moves made before this migration.
ALTER TABLE moves ADD COLUMN bank_after INTEGER;
