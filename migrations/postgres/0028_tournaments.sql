-- Kibitz: tournaments a community runs in its chat (Swiss, round-robin,
-- arena). `format`: swiss | round-robin | arena. `rounds`: a Swiss's
-- rounds, a round-robin's cycles (1 or 2), an arena's minutes. A
-- correspondence tournament gives `days_per_move` and `round_days` (how
-- long a round may last); a live one `clock_base`/`clock_increment`.
-- `first_colour`: the colour the higher-ranked player of board 1 gets
-- when neither wishes one (drawn once, as FIDE's lot). `status`: open |
-- started | finished | cancelled. `round`: the round under way (0 before
-- the first); `announced_round` the last round whose post was delivered
-- (a post that failed is owed: the tournament stays due until it is
-- sent); `round_due_at` the round's deadline. `due_at`: when the
-- scheduler acts next (the start, a post owed, the round's deadline, the
-- end's post), `claimed_until` its lease; a round starts by moving
-- `round` on at the version read, so it starts once.
CREATE TABLE tournaments (
    id BIGSERIAL PRIMARY KEY,
    channel_id BIGINT NOT NULL REFERENCES channels (id),
    created_by BIGINT NOT NULL REFERENCES players (id),
    format TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    variant TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    days_per_move INTEGER,
    round_days INTEGER,
    clock_base INTEGER,
    clock_increment INTEGER,
    first_colour TEXT NOT NULL,
    status TEXT NOT NULL,
    round INTEGER NOT NULL DEFAULT 0,
    announced_round INTEGER NOT NULL DEFAULT 0,
    round_due_at TIMESTAMPTZ,
    starts_at TIMESTAMPTZ NOT NULL,
    due_at TIMESTAMPTZ,
    claimed_until TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL,
    version BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_due ON tournaments (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX tournaments_channel ON tournaments (channel_id, status);

-- Who plays: `rating` at joining (the seeding), `seat` the pairing number
-- given at the start (by rating), `joined_round` the first round they
-- play (1 unless they joined late), `withdrawn_round` the first they do
-- not (NULL: still playing).
CREATE TABLE tournament_players (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    player_id BIGINT NOT NULL REFERENCES players (id),
    rating INTEGER NOT NULL,
    seat INTEGER,
    joined_round INTEGER NOT NULL,
    withdrawn_round INTEGER,
    joined_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
);

-- A round's boards: White and Black, or a bye (`black_id` NULL), the game
-- played (`game_id`), and White's score once it ended (win | draw | loss;
-- a bye's is win), written in the game's ending transaction. `played` is
-- false for a game decided without play (a forfeit: a game aborted, or
-- ended at the round's deadline, before both players moved);
-- `double_forfeit` when neither moved (both lose).
CREATE TABLE tournament_boards (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    round INTEGER NOT NULL,
    board INTEGER NOT NULL,
    white_id BIGINT NOT NULL REFERENCES players (id),
    black_id BIGINT REFERENCES players (id),
    game_id BIGINT UNIQUE REFERENCES games (id),
    white_score TEXT,
    played BOOLEAN NOT NULL DEFAULT TRUE,
    double_forfeit BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (tournament_id, round, board)
);
