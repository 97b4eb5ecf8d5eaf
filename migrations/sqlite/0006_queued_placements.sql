-- Kibitz: placements a player sends ahead in a chess football line-up (SQLite).
-- `queued_white`, `queued_black`: each side's placements still to come,
-- in order, separated by spaces (`P@a2 N@c3`); each is played, judged in
-- its turn, as soon as that side is to place again. Empty when none.
ALTER TABLE games ADD COLUMN queued_white TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN queued_black TEXT NOT NULL DEFAULT '';
