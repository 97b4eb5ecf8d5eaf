-- Kibitz: notifications by direct message (Postgres).
-- `notify_dm`: the player is told by direct message of their opponents'
-- moves and of reminders.
-- `digest_at`: when the player's next daily digest is due (NULL: none).
-- `digest_claimed_until`: a scheduler's lease on that digest.
-- `games.dm_for`: the player owed a direct message about the game's latest change.
ALTER TABLE players ADD COLUMN notify_dm BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE players ADD COLUMN digest_at TIMESTAMPTZ;
ALTER TABLE players ADD COLUMN digest_claimed_until TIMESTAMPTZ;
CREATE INDEX players_digest ON players (digest_at) WHERE digest_at IS NOT NULL;
ALTER TABLE games ADD COLUMN dm_for BIGINT REFERENCES players (id);
