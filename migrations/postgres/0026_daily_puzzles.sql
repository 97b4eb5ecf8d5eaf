-- Kibitz: a chat's daily puzzle, posted by the scheduler once a day.
-- `daily_puzzle_at`: when the chat's next daily puzzle is due (NULL: its
-- managers have not asked for one). `daily_puzzle_by`: the manager who
-- asked (the post is in their language unless the chat has one).
-- `daily_puzzle_claimed_until`: a scheduler's lease on that post.
-- A daily round is a puzzle round marked with its day (`daily_on`,
-- `YYYY-MM-DD` in UTC): at most one a day in a chat, so that a post
-- tried twice (by two processes, or again after a failed delivery)
-- puts the same puzzle, never a second one.
ALTER TABLE channels ADD COLUMN daily_puzzle_at TIMESTAMPTZ;
ALTER TABLE channels ADD COLUMN daily_puzzle_by BIGINT REFERENCES players (id);
ALTER TABLE channels ADD COLUMN daily_puzzle_claimed_until TIMESTAMPTZ;
CREATE INDEX channels_daily_puzzle ON channels (daily_puzzle_at) WHERE daily_puzzle_at IS NOT NULL;

ALTER TABLE puzzle_rounds ADD COLUMN daily_on TEXT;
CREATE UNIQUE INDEX puzzle_rounds_daily ON puzzle_rounds (channel_id, daily_on)
    WHERE daily_on IS NOT NULL;
