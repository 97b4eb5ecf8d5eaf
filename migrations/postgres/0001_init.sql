-- Kibitz: players, channels, challenges and games (Postgres).

CREATE TABLE players (
    id BIGSERIAL PRIMARY KEY,
    platform TEXT NOT NULL,
    platform_user_id TEXT NOT NULL,
    display_name TEXT NOT NULL,
    language TEXT NOT NULL DEFAULT 'en',
    theme TEXT NOT NULL DEFAULT 'brown',
    orientation TEXT NOT NULL DEFAULT 'mine',
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (platform, platform_user_id)
);

CREATE TABLE channels (
    id BIGSERIAL PRIMARY KEY,
    platform TEXT NOT NULL,
    platform_channel_id TEXT NOT NULL,
    language TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (platform, platform_channel_id)
);

CREATE TABLE challenges (
    id BIGSERIAL PRIMARY KEY,
    channel_id BIGINT NOT NULL REFERENCES channels (id),
    challenger_id BIGINT NOT NULL REFERENCES players (id),
    challenged_id BIGINT REFERENCES players (id),
    variant TEXT NOT NULL,
    color TEXT NOT NULL CHECK (color IN ('white', 'black', 'random')),
    days_per_move INTEGER CHECK (days_per_move IN (1, 2, 3, 5, 7, 10, 14)),
    status TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled')),
    version BIGINT NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX challenges_open ON challenges (channel_id) WHERE status = 'open';

CREATE TABLE games (
    id BIGSERIAL PRIMARY KEY,
    channel_id BIGINT NOT NULL REFERENCES channels (id),
    challenge_id BIGINT REFERENCES challenges (id),
    variant TEXT NOT NULL,
    white_id BIGINT NOT NULL REFERENCES players (id),
    black_id BIGINT NOT NULL REFERENCES players (id),
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
    deadline TIMESTAMPTZ,
    version BIGINT NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (white_id <> black_id)
);

CREATE INDEX games_active_in_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_of_white ON games (white_id) WHERE status = 'active';
CREATE INDEX games_of_black ON games (black_id) WHERE status = 'active';
CREATE INDEX games_deadline ON games (deadline) WHERE status = 'active' AND deadline IS NOT NULL;
