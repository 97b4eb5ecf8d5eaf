-- Kibitz: a thread or topic per game.
-- `channels.parent_id`: the chat a thread or forum topic belongs to (its
-- settings are the parent's unless it has its own).
-- `channels.games_place`: where a new game of the chat is played, as its
-- managers chose: 'thread' (a thread or topic of its own) or 'here'.
-- `channels.opened_for`: the game a thread or topic was opened for.
ALTER TABLE channels ADD COLUMN parent_id INTEGER REFERENCES channels (id);
ALTER TABLE channels ADD COLUMN games_place TEXT;
ALTER TABLE channels ADD COLUMN opened_for INTEGER REFERENCES games (id);
