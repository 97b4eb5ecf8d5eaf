-- Kibitz: games that start from a set position or after a line of moves (SQLite).
-- `start_state`: the state the challenged game starts from (FEN for the
-- classic family, the variant's own state string otherwise); NULL for the
-- variant's usual start (a random one in Chess960), chosen on acceptance.
-- `start_moves`: moves in UCI, separated by spaces, already played from
-- it when the game begins; empty for none.
ALTER TABLE challenges ADD COLUMN start_state TEXT;
ALTER TABLE challenges ADD COLUMN start_moves TEXT NOT NULL DEFAULT '';
