-- Kibitz: `channels.left_at`: when the bot was removed from the chat (a
-- Telegram group's `my_chat_member`); it posts nothing there until it is
-- added again. NULL while it is a member.
ALTER TABLE channels ADD COLUMN left_at TIMESTAMPTZ;
