-- Kibitz: numbered as PostgreSQL's 0017, which moves the checks of the
-- games' values into domains, read once per connection. SQLite has no
-- domains and keeps the same checks on the table: nothing to do.
SELECT 1;
