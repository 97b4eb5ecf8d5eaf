-- Kibitz: games against the bot (SQLite).
-- `bot_level`: the bot's playing level, 1 to 8, in a game against it
-- (NULL in games between people). The bot is a player like any other,
-- one per platform, with the user id `kibitz-bot`.
ALTER TABLE games ADD COLUMN bot_level INTEGER CHECK (bot_level BETWEEN 1 AND 8);
