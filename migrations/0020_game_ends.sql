-- Breaker schema: a finished game's one record (issue 40). Every way a game ends writes
-- its row in the transaction that ends it (`store/finish.rs`); a pairing decided without
-- a game (a withdrawal's forfeit) writes one too. What follows after commit (a
-- tournament's next round or season) is done from the row: `settled_at` stays NULL until
-- it is done, and a row left unsettled by a crash is settled again after the restart.
-- `moved` says what the end moved its tournament on to (`round`, `season`, `over`,
-- `unpaired`), with `moved_round` (the round started or not paired) and `moved_at` (when
-- a league's next season starts), for the result notes to read.
CREATE TABLE game_ends (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER,
    game_id         INTEGER UNIQUE REFERENCES games(id),
    pairing_id      INTEGER REFERENCES tournament_games(id),
    tournament_id   INTEGER REFERENCES tournaments(id),
    ended_at        INTEGER NOT NULL,
    settled_at      INTEGER,
    moved           TEXT CHECK (moved IN ('round', 'season', 'over', 'unpaired')),
    moved_season    INTEGER,
    moved_round     INTEGER,
    moved_at        INTEGER
);
CREATE INDEX game_ends_unsettled ON game_ends (ended_at) WHERE settled_at IS NULL;
CREATE INDEX game_ends_by_pairing ON game_ends (pairing_id);
