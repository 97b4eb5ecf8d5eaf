-- Kibitz: every move rewrites its game's row. Room left on each page lets
-- the new version stay beside the old one (a HOT update: no new index
-- entries, the old version pruned in place), so that the indexes of games
-- do not fill with entries of versions long gone.
ALTER TABLE games SET (fillfactor = 70);
