-- Kibitz: who holds an update's claim. `claimed_by`: the process that
-- claimed it (a token of its own, new at each start), so that a process
-- whose claim was recorded though it never heard so (the database froze
-- while its write was in flight) can take the update it claimed again at
-- once, rather than wait for its own claim to run out.
ALTER TABLE updates ADD COLUMN claimed_by TEXT;
