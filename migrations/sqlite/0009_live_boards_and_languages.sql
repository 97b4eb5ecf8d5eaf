-- Kibitz: live boards and languages that follow the platform.
-- `live_boards`: which message shows each game's live board, per chat, so
-- that whichever process posts the next board takes the buttons off this one.
-- `ply`: the half-moves of the position it shows (a board of an earlier
-- position never replaces it). `previous`: the message this one replaced
-- (read once, by the poster).
CREATE TABLE live_boards (
    game_id INTEGER NOT NULL REFERENCES games (id),
    channel_id INTEGER NOT NULL REFERENCES channels (id),
    message_id TEXT NOT NULL,
    ply INTEGER NOT NULL,
    previous TEXT,
    PRIMARY KEY (game_id, channel_id)
);

-- `players.language_chosen`: whether the player chose their language
-- (`set language`); until they do, it follows their platform's locale.
ALTER TABLE players ADD COLUMN language_chosen BOOLEAN NOT NULL DEFAULT 0;
