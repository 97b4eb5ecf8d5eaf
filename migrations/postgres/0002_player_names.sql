-- Kibitz: finding a player by the name typed after `@`.
CREATE INDEX players_by_name ON players (platform, lower(display_name));
