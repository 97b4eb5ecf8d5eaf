-- Kibitz: the values a game's columns may hold, as domains (PostgreSQL).
-- A table's CHECK constraints are read back from the catalogue's text and
-- prepared anew by every statement that writes a row of it, and every move
-- writes its game's row: with nine of them that was about a tenth of the
-- server's work on a move. A domain's check is read once per connection
-- and kept.
-- The values allowed are the same; NULL still passes, as it did.
CREATE DOMAIN game_status AS TEXT CHECK (VALUE IN ('active', 'finished'));
CREATE DOMAIN game_result AS TEXT CHECK (VALUE IN ('1-0', '0-1', '1/2-1/2', '*'));
CREATE DOMAIN game_side AS TEXT CHECK (VALUE IN ('white', 'black'));
CREATE DOMAIN game_days_per_move AS INTEGER CHECK (VALUE IN (1, 2, 3, 5, 7, 10, 14));
CREATE DOMAIN game_notice AS TEXT CHECK (VALUE IN ('timeout'));
CREATE DOMAIN game_bot_level AS INTEGER CHECK (VALUE BETWEEN 1 AND 8);
CREATE DOMAIN game_vacation_news AS TEXT
    CHECK (VALUE IN ('away-white', 'away-black', 'back-white', 'back-black'));

ALTER TABLE games
    DROP CONSTRAINT games_status_check,
    DROP CONSTRAINT games_result_check,
    DROP CONSTRAINT games_draw_offer_check,
    DROP CONSTRAINT games_takeback_offer_check,
    DROP CONSTRAINT games_days_per_move_check,
    DROP CONSTRAINT games_notice_check,
    DROP CONSTRAINT games_bot_level_check,
    DROP CONSTRAINT games_rematch_offer_check,
    DROP CONSTRAINT games_vacation_news_check,
    ALTER COLUMN status TYPE game_status,
    ALTER COLUMN result TYPE game_result,
    ALTER COLUMN draw_offer TYPE game_side,
    ALTER COLUMN takeback_offer TYPE game_side,
    ALTER COLUMN rematch_offer TYPE game_side,
    ALTER COLUMN days_per_move TYPE game_days_per_move,
    ALTER COLUMN notice TYPE game_notice,
    ALTER COLUMN bot_level TYPE game_bot_level,
    ALTER COLUMN vacation_news TYPE game_vacation_news;
