-- Kibitz: a game played in two chats, possibly of two platforms (a
-- challenge accepted from another chat than its own, a seek matched
-- across chats). `games.also_channel_id`: the second chat, where the game
-- is played as in its own (`channel_id`): moves typed there are its moves,
-- and its boards are posted there too. `games.board_owed_in`: the chat of
-- the two that has not yet seen the game's latest change (made in the
-- other, on the page or by the scheduler), owed its board; the scheduler
-- posts it and clears the mark, as it does every notice owed.
ALTER TABLE games ADD COLUMN also_channel_id INTEGER REFERENCES channels (id);
ALTER TABLE games ADD COLUMN board_owed_in INTEGER REFERENCES channels (id);
CREATE INDEX games_also_channel ON games (also_channel_id) WHERE also_channel_id IS NOT NULL;
