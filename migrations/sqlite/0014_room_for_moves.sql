-- Kibitz: numbered as PostgreSQL's 0014, which leaves room on the pages of
-- games for updates in place. SQLite has no fill factor: nothing to do.
SELECT 1;
