-- Kibitz: numbered as PostgreSQL's 0013, which adds the function that
-- fails a move and its update's mark together. SQLite writes the two in
-- one transaction of its one writer and needs no function: nothing to do.
SELECT 1;
