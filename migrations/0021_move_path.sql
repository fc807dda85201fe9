-- Lookups a move makes, kept off scans of tables that grow with a server's history.

-- A game that ends asks whether it was a tournament's (the round may be over).
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);

-- After every public post the front end asks for tournament games that still want their
-- own thread: these are few and short-lived, so the index holds only them.
CREATE INDEX games_wanting_a_thread ON games (id)
    WHERE wants_thread = 1 AND thread_id IS NULL;
