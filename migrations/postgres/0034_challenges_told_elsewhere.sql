-- Kibitz: a challenge to a player who does not play on the platform of
-- the chat it was made in (named by their name on the other platform) is
-- owed a private message on theirs, which the scheduler sends once.
-- `challenges.notice_at`: when it is due (NULL: none owed, or sent);
-- `challenges.notice_claimed_until`: a scheduler's claim on it.
ALTER TABLE challenges ADD COLUMN notice_at TIMESTAMPTZ;
ALTER TABLE challenges ADD COLUMN notice_claimed_until TIMESTAMPTZ;
CREATE INDEX challenges_notice_at ON challenges (notice_at) WHERE notice_at IS NOT NULL;
