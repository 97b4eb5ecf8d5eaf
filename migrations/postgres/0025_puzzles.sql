-- Kibitz: puzzles solved in the chat, as lichess runs them.
-- A round is one puzzle put to a chat (`puzzle`): `puzzle_id` is lichess's
-- id in the shipped set; `progress` counts the solution's half-moves
-- played so far (the solvers' and the bot's replies); a round ends solved
-- (`solved_by`, who played its last move) or given up; a chat has at most
-- one round open. Each player's try at a round is an attempt: open
-- (`solved` NULL) while their moves are right, rated once as a Glicko-2
-- game between the player and the puzzle when they miss (`solved` false)
-- or the round is solved (true); a puzzle a player tried, or asked for,
-- is never given to them again.
CREATE TABLE puzzle_rounds (
    id BIGSERIAL PRIMARY KEY,
    channel_id BIGINT NOT NULL REFERENCES channels (id),
    puzzle_id TEXT NOT NULL,
    asked_by BIGINT NOT NULL REFERENCES players (id),
    started_at TIMESTAMPTZ NOT NULL,
    progress INTEGER NOT NULL DEFAULT 0 CHECK (progress >= 0),
    finished_at TIMESTAMPTZ,
    solved_by BIGINT REFERENCES players (id)
);
CREATE UNIQUE INDEX puzzle_rounds_open ON puzzle_rounds (channel_id) WHERE finished_at IS NULL;

CREATE TABLE puzzle_attempts (
    player_id BIGINT NOT NULL REFERENCES players (id),
    puzzle_id TEXT NOT NULL,
    round_id BIGINT NOT NULL REFERENCES puzzle_rounds (id),
    solved BOOLEAN,
    rating_before DOUBLE PRECISION,
    rating_after DOUBLE PRECISION,
    tried_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);

-- A player's puzzle rating (Glicko-2, as a game's), their current run of
-- puzzles solved without a miss and their best.
CREATE TABLE puzzle_ratings (
    player_id BIGINT PRIMARY KEY REFERENCES players (id),
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts INTEGER NOT NULL,
    streak INTEGER NOT NULL,
    best_streak INTEGER NOT NULL,
    rated_at TIMESTAMPTZ NOT NULL
);
