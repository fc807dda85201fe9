-- Breaker schema: languages.
-- A server's public posts are in `language` (set with /settings change language:), else in
-- the locale Discord last sent for the server (`discord_locale`), else English. Codes as in
-- locales/languages.txt (`ko`, `ru`, `ro`, `en`).
CREATE TABLE guild_languages (
    guild_id        INTEGER PRIMARY KEY,
    language        TEXT,
    discord_locale  TEXT,
    updated_at      INTEGER NOT NULL
);

-- The locale Discord last sent for a player: their direct messages are in it.
ALTER TABLE player_settings ADD COLUMN locale TEXT;
