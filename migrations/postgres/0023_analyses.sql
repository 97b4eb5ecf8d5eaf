-- Kibitz: computer analysis of finished games, queued and done once.
-- `channel_id`: the chat the result is posted in (where it was asked).
-- `nodes`: the engine's nodes a position.
-- `claimed_until`: a process is analysing it until then (a lease; a
-- process that dies leaves it to another when it runs out).
-- `moves`: the analysis, once done: per move, the score after it (as
-- PGN's %eval writes it) and the engine's better move (UCI) or `-`, the
-- two joined by `/`, moves separated by spaces. Everything shown
-- (accuracy, judgements) is computed from it.
-- `posted`: whether the result has been posted in the chat.
CREATE TABLE analyses (
    game_id BIGINT PRIMARY KEY REFERENCES games (id),
    channel_id BIGINT NOT NULL REFERENCES channels (id),
    requested_by BIGINT NOT NULL REFERENCES players (id),
    requested_at TIMESTAMPTZ NOT NULL,
    nodes BIGINT NOT NULL CHECK (nodes > 0),
    claimed_until TIMESTAMPTZ,
    done_at TIMESTAMPTZ,
    moves TEXT,
    posted BOOLEAN NOT NULL DEFAULT false
);
CREATE INDEX analyses_queue ON analyses (requested_at) WHERE done_at IS NULL;
CREATE INDEX analyses_to_post ON analyses (done_at) WHERE done_at IS NOT NULL AND NOT posted;
