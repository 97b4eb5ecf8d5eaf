-- Kibitz (SQLite): the handle a platform guarantees to be one user's (a Telegram
-- username, a Discord username, a console name), apart from the name shown
-- (which on Telegram may be a first name anyone can take). A typed `@name`
-- finds a player by this alone; NULL for a user who has none, who is then
-- found only by a link to them (a text mention) or a reply. At most one
-- player of a platform holds a handle: whoever shows it last.
ALTER TABLE players ADD COLUMN username TEXT;
UPDATE players SET username = display_name WHERE platform = 'console';
CREATE INDEX players_username ON players (platform, lower(username));
