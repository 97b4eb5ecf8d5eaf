-- Kibitz: ratings by speed, as lichess keeps them. Standard chess is rated
-- apart for bullet, blitz, rapid, classical and correspondence (by the
-- game's estimated length, base + 40 × increment: under 180 s bullet,
-- under 480 s blitz, under 1500 s rapid, else classical; days per move or
-- no limit: correspondence); every other variant keeps one rating. A
-- rating's key, `perf`, is the speed's name for standard chess and the
-- variant's name for any other.
--
-- Carrying over: every standard rating held before live clocks was earned
-- in games without a clock (by days per move or unlimited), so it becomes
-- the correspondence rating unchanged (rating, deviation, volatility,
-- games); bullet, blitz, rapid and classical start as any new rating does.
-- A history line gets the rating its game counts for, by the game's clock.
ALTER TABLE ratings RENAME COLUMN variant TO perf;
UPDATE ratings SET perf = 'correspondence' WHERE perf = 'standard';
ALTER TABLE standings RENAME COLUMN variant TO perf;
UPDATE standings SET perf = 'correspondence' WHERE perf = 'standard';
ALTER TABLE results ADD COLUMN perf TEXT NOT NULL DEFAULT '';
UPDATE results SET perf = CASE
    WHEN variant <> 'standard' THEN variant
    ELSE COALESCE((
        SELECT CASE
            WHEN g.clock_base + 40 * g.clock_increment < 180 THEN 'bullet'
            WHEN g.clock_base + 40 * g.clock_increment < 480 THEN 'blitz'
            WHEN g.clock_base + 40 * g.clock_increment < 1500 THEN 'rapid'
            ELSE 'classical'
        END
        FROM games g WHERE g.id = results.game_id AND g.clock_base IS NOT NULL
    ), 'correspondence')
END;
CREATE INDEX results_of_player_in_perf ON results (player_id, perf, game_id DESC);
