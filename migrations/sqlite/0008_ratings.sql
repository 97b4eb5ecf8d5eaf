-- Kibitz: ratings, results and leaderboards; rematches (SQLite).
-- `challenges.rated`, `games.rated`: whether the game's result changes
-- ratings (games against the bot or from a set position never do).
-- `games.ended_at`: when the game ended.
-- `games.rematch_offer`: the side that offered a rematch of this finished game.
-- `games.rematch_id`: the rematch, once both agreed.
-- `games.set_up_plies`: how many of its moves were the line it was set up
-- from (a rematch starts after them too).
-- `channels.community`: the Discord server a channel belongs to (NULL: the
-- chat is its own community, as a Telegram chat is).
ALTER TABLE challenges ADD COLUMN rated BOOLEAN NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN ended_at TEXT;
ALTER TABLE games ADD COLUMN rematch_offer TEXT CHECK (rematch_offer IN ('white', 'black'));
ALTER TABLE games ADD COLUMN rematch_id INTEGER REFERENCES games (id);
ALTER TABLE games ADD COLUMN set_up_plies INTEGER NOT NULL DEFAULT 0;
ALTER TABLE channels ADD COLUMN community TEXT;
UPDATE games SET ended_at = updated_at WHERE status = 'finished';

-- A player's Glicko-2 rating in one variant, as of their last rated game.
CREATE TABLE ratings (
    player_id INTEGER NOT NULL REFERENCES players (id),
    variant TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    rated_at TEXT NOT NULL,
    PRIMARY KEY (player_id, variant)
);

-- One line of a player's history per finished game (aborted games have
-- none): the score from their side and, in a rated game, their rating
-- before and after.
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    opponent_id INTEGER NOT NULL REFERENCES players (id),
    variant TEXT NOT NULL,
    color TEXT NOT NULL CHECK (color IN ('white', 'black')),
    score TEXT NOT NULL CHECK (score IN ('win', 'draw', 'loss')),
    rating_before REAL,
    rating_after REAL,
    deviation_after REAL,
    ended_at TEXT NOT NULL,
    PRIMARY KEY (game_id, player_id)
);
CREATE INDEX results_of_player ON results (player_id, game_id DESC);
CREATE INDEX results_of_player_in_variant ON results (player_id, variant, game_id DESC);

-- The leaderboards: a player's rating in a variant, once per community
-- they played a rated game in and once for the whole platform
-- (community '*'). `steady_until`: when the rating's deviation, growing
-- with inactivity, passes the provisional mark (it is shown only before).
CREATE TABLE standings (
    platform TEXT NOT NULL,
    community TEXT NOT NULL,
    variant TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    rating REAL NOT NULL,
    games INTEGER NOT NULL,
    steady_until TEXT NOT NULL,
    PRIMARY KEY (platform, community, variant, player_id)
);
CREATE INDEX standings_board ON standings (platform, community, variant, rating DESC, player_id);
CREATE INDEX standings_of_player ON standings (player_id, variant);

-- The games that ended before ratings: in their players' history, unrated.
INSERT INTO results (game_id, player_id, opponent_id, variant, color, score, ended_at)
SELECT id, white_id, black_id, variant, 'white',
       CASE result WHEN '1-0' THEN 'win' WHEN '0-1' THEN 'loss' ELSE 'draw' END, ended_at
FROM games WHERE status = 'finished' AND result IN ('1-0', '0-1', '1/2-1/2');
INSERT INTO results (game_id, player_id, opponent_id, variant, color, score, ended_at)
SELECT id, black_id, white_id, variant, 'black',
       CASE result WHEN '1-0' THEN 'loss' WHEN '0-1' THEN 'win' ELSE 'draw' END, ended_at
FROM games WHERE status = 'finished' AND result IN ('1-0', '0-1', '1/2-1/2');
