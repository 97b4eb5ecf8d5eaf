-- Kibitz: a live game's clock after each move. `move_clocks`: the time
-- its mover had left after each half-move, in milliseconds, separated by
-- spaces, in the order of `moves` (empty for a game without a clock), as
-- the record writes them (`[%clk 0:04:32]`).
ALTER TABLE games ADD COLUMN move_clocks TEXT NOT NULL DEFAULT '';
