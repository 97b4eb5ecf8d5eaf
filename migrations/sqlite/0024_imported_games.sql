-- Kibitz: games not played here, pasted (a PGN record or a position) to be
-- drawn and analysed like any finished game.
-- `imported_by`: who pasted it (NULL for a game played here). Its sides
-- are its platform's two record players (user ids `kibitz-record-white`
-- and `kibitz-record-black`, as the bot is a player); an imported game is
-- never rated, leaves no history line and is no thread's game.
-- `record_tags`: the record's tag pairs as it gave them, one
-- `[Name "value"]` a line (the names of its players among them).
ALTER TABLE games ADD COLUMN imported_by INTEGER REFERENCES players (id);
ALTER TABLE games ADD COLUMN record_tags TEXT;
