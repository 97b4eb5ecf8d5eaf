-- Kibitz: puzzles mined from the games analysed here (SQLite; times are
-- RFC 3339 text in UTC), by lichess's puzzle generator's criteria, each a
-- puzzle of the community whose chat played
-- its game. `id`: `g41-5`, game 41's move 5 (0-based) sets it; `fen`: the
-- position before that move; `moves`: that move, then the solution, in
-- UCI, spaced (as the shipped puzzles keep them); `themes`: lichess's
-- names, spaced. Its rating is a Glicko-2 rating like a player's, moved
-- by every rated try.
CREATE TABLE community_puzzles (
    id TEXT PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games (id),
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    themes TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    rated_at TEXT NOT NULL
);
CREATE INDEX community_puzzles_near ON community_puzzles (platform, community, rating);
