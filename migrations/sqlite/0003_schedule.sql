-- Kibitz: scheduled work on correspondence games (SQLite).
-- `remind_at`: when the player to move is reminded (once per move).
-- `notice`: an announcement decided but not yet delivered ('timeout').
-- `due_at`: the earliest of these and the deadline; what the scheduler scans.
-- `claimed_until`: a scheduler's lease on the game's due work.
ALTER TABLE games ADD COLUMN remind_at TEXT;
ALTER TABLE games ADD COLUMN notice TEXT CHECK (notice IN ('timeout'));
ALTER TABLE games ADD COLUMN due_at TEXT;
ALTER TABLE games ADD COLUMN claimed_until TEXT;
UPDATE games SET due_at = deadline WHERE status = 'active';
CREATE INDEX games_due ON games (due_at) WHERE due_at IS NOT NULL;
