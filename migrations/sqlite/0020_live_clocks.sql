-- Kibitz: live games on a clock. A challenge and its game keep the clock
-- (`clock_base`, seconds; `clock_increment`, seconds a move adds); a game
-- keeps each side's time left in milliseconds as of `turn_started_at`,
-- when the side to move's time began to run (the previous move's commit).
-- The moment the side to move runs out is the game's `deadline`, which the
-- scheduler watches as it watches correspondence deadlines.
ALTER TABLE challenges ADD COLUMN clock_base INTEGER CHECK (clock_base > 0);
ALTER TABLE challenges ADD COLUMN clock_increment INTEGER CHECK (clock_increment >= 0);
ALTER TABLE games ADD COLUMN clock_base INTEGER CHECK (clock_base > 0);
ALTER TABLE games ADD COLUMN clock_increment INTEGER CHECK (clock_increment >= 0);
ALTER TABLE games ADD COLUMN white_clock_ms INTEGER;
ALTER TABLE games ADD COLUMN black_clock_ms INTEGER;
ALTER TABLE games ADD COLUMN turn_started_at TEXT;
