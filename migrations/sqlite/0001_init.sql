-- Kibitz: players, channels, challenges and games (SQLite). Times are
-- RFC 3339 text in UTC.

CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    platform TEXT NOT NULL,
    platform_user_id TEXT NOT NULL,
    display_name TEXT NOT NULL,
    language TEXT NOT NULL DEFAULT 'en',
    theme TEXT NOT NULL DEFAULT 'brown',
    orientation TEXT NOT NULL DEFAULT 'mine',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (platform, platform_user_id)
);

CREATE TABLE channels (
    id INTEGER PRIMARY KEY,
    platform TEXT NOT NULL,
    platform_channel_id TEXT NOT NULL,
    language TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (platform, platform_channel_id)
);

CREATE TABLE challenges (
    id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL REFERENCES channels (id),
    challenger_id INTEGER NOT NULL REFERENCES players (id),
    challenged_id INTEGER REFERENCES players (id),
    variant TEXT NOT NULL,
    color TEXT NOT NULL CHECK (color IN ('white', 'black', 'random')),
    days_per_move INTEGER CHECK (days_per_move IN (1, 2, 3, 5, 7, 10, 14)),
    status TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled')),
    version INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX challenges_open ON challenges (channel_id) WHERE status = 'open';

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL REFERENCES channels (id),
    challenge_id INTEGER REFERENCES challenges (id),
    variant TEXT NOT NULL,
    white_id INTEGER NOT NULL REFERENCES players (id),
    black_id INTEGER NOT NULL REFERENCES players (id),
    start_state TEXT NOT NULL,
    -- The moves in UCI, separated by single spaces.
    moves TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
    result TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
    end_reason TEXT,
    draw_offer TEXT CHECK (draw_offer IN ('white', 'black')),
    takeback_offer TEXT CHECK (takeback_offer IN ('white', 'black')),
    days_per_move INTEGER CHECK (days_per_move IN (1, 2, 3, 5, 7, 10, 14)),
    deadline TEXT,
    version INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK (white_id <> black_id)
);

CREATE INDEX games_active_in_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_of_white ON games (white_id) WHERE status = 'active';
CREATE INDEX games_of_black ON games (black_id) WHERE status = 'active';
CREATE INDEX games_deadline ON games (deadline) WHERE status = 'active' AND deadline IS NOT NULL;
