-- Kibitz: one player on several platforms (`link`, `link CODE`, `unlink`).
-- `players.linked_to`: on an account joined into another player, that
-- player; every lookup of the account finds the player it joined, and
-- nothing refers to the account's own row any more. NULL: a player of its
-- own. `players.also_*`: on a player, the account joined into it (its
-- platform, id there, name and handle), as that platform last told them.
-- `link_codes`: the one-time codes asked for with `link`, kept as the
-- SHA-256 of the code (never the code), with who asked, on which platform,
-- and until when it is good; `used_at` once typed on the other platform.
-- `link_attempts`: each wrong, stale or spent code typed, by whom and when,
-- so that guessing is slowed to a handful of tries an hour.
-- The leaderboards of everywhere (community '*') are one across platforms
-- now (platform '*'): a linked player is ranked once.
ALTER TABLE players ADD COLUMN linked_to BIGINT REFERENCES players (id);
ALTER TABLE players ADD COLUMN also_platform TEXT;
ALTER TABLE players ADD COLUMN also_user_id TEXT;
ALTER TABLE players ADD COLUMN also_name TEXT;
ALTER TABLE players ADD COLUMN also_username TEXT;
CREATE INDEX players_linked_to ON players (linked_to) WHERE linked_to IS NOT NULL;

CREATE TABLE link_codes (
    code_hash TEXT PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id),
    platform TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
);
CREATE INDEX link_codes_of_player ON link_codes (player_id, created_at);

CREATE TABLE link_attempts (
    player_id BIGINT NOT NULL REFERENCES players (id),
    tried_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX link_attempts_of_player ON link_attempts (player_id, tried_at);

UPDATE standings SET platform = '*' WHERE community = '*';
