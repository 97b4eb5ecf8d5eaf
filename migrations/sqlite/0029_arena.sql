-- Kibitz: lichess's arena. A player may go berserk in an arena game
-- before their first move (half their clock, a point more for a win of
-- at least 14 plies): `white_berserk`, `black_berserk` on its board.
ALTER TABLE tournament_boards ADD COLUMN white_berserk BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE tournament_boards ADD COLUMN black_berserk BOOLEAN NOT NULL DEFAULT 0;
