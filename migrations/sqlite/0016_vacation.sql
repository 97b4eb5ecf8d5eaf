-- Kibitz: vacation (SQLite). A player's latest vacation runs from
-- `vacation_from` until `vacation_until` (its planned end: when the year's
-- allowance runs out; or the moment it was turned off). `vacation_used`:
-- the seconds of vacation of `vacation_year` taken before the latest.
-- A game's `vacation_news`: the chat is owed the news that one of its
-- players went away or came back ('away-white', 'back-black', ...).
ALTER TABLE players ADD COLUMN vacation_from TEXT;
ALTER TABLE players ADD COLUMN vacation_until TEXT;
ALTER TABLE players ADD COLUMN vacation_year INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN vacation_used BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN vacation_news TEXT
    CHECK (vacation_news IN ('away-white', 'away-black', 'back-white', 'back-black'));
