-- Kibitz: the messages sent to each Telegram chat, and by the bot in all,
-- in the last minute or so, by every process: each send takes its slot
-- here first, so that together the processes keep to Telegram's limits
-- (one message a second in a chat, twenty a minute in a group, thirty a
-- second in all). `bucket`: `chat:<id>` or `all`; `sent_at`: the slot's
-- time (a slot may lie a little ahead, its sender waiting for it).
CREATE TABLE send_pacing (
    bucket TEXT NOT NULL,
    sent_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX send_pacing_by_bucket ON send_pacing (bucket, sent_at);
