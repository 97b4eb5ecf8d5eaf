-- Kibitz: conditional moves (SQLite). `conditional_white`,
-- `conditional_black`: the lines a side left while its opponent is to
-- move, each a series of moves in UCI from the position the game now has
-- (the opponent's first), separated by spaces; lines separated by `;`.
-- Empty when none. Only their owner ever sees them.
ALTER TABLE games ADD COLUMN conditional_white TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN conditional_black TEXT NOT NULL DEFAULT '';
