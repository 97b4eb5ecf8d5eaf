-- Kibitz: the lobby across chats, and challenges shared as links. A seek
-- is an open challenge to no one in particular, made from a player's
-- private chat with the bot and put in one pool shared by every chat of
-- both platforms; the first compatible seek (same game, each player's rating within the other's range) starts
-- a game played in the two players' private chats.
-- `challenges.seek_until`: when the seek leaves the pool (NULL: an
-- ordinary challenge); `seek_rating`: the seeker's rating in the game's
-- kind when they sought; `seek_min`, `seek_max`: the ratings they will
-- play (NULL: any).
ALTER TABLE challenges ADD COLUMN seek_until TIMESTAMPTZ;
ALTER TABLE challenges ADD COLUMN seek_rating INTEGER;
ALTER TABLE challenges ADD COLUMN seek_min INTEGER;
ALTER TABLE challenges ADD COLUMN seek_max INTEGER;
CREATE INDEX challenges_pool ON challenges (variant, seek_until)
    WHERE seek_until IS NOT NULL AND status = 'open';
-- `games.also_for`: of a game played in two chats, the player whose chat
-- the second is (who took up the challenge or the seek there); reminders
-- go to the chat of the player to move, and each chat's board is shown as
-- its player sees it.
ALTER TABLE games ADD COLUMN also_for BIGINT REFERENCES players (id);
-- `challenges.by_link`: an open challenge made to be shared as a link
-- (`challenge link`), which anyone may take up from any chat of either
-- platform: its game is then played in both chats, as a seek's is.
ALTER TABLE challenges ADD COLUMN by_link BOOLEAN NOT NULL DEFAULT FALSE;
-- The bot's own name on each platform, as the platform last told a
-- process serving it (Telegram's username, for the links that open a
-- chat with the bot: `t.me/<username>?start=accept-12`), so that every
-- process can write those links, whichever platforms it serves.
CREATE TABLE bot_accounts (
    platform TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    seen_at TIMESTAMPTZ NOT NULL
);
