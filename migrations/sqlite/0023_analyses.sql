-- Kibitz (SQLite): computer analysis of finished games, queued and done once.
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
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    channel_id INTEGER NOT NULL REFERENCES channels (id),
    requested_by INTEGER NOT NULL REFERENCES players (id),
    requested_at TEXT NOT NULL,
    nodes INTEGER NOT NULL CHECK (nodes > 0),
    claimed_until TEXT,
    done_at TEXT,
    moves TEXT,
    posted BOOLEAN NOT NULL DEFAULT 0
);
CREATE INDEX analyses_queue ON analyses (requested_at) WHERE done_at IS NULL;
CREATE INDEX analyses_to_post ON analyses (done_at) WHERE done_at IS NOT NULL AND NOT posted;
