-- Kibitz: the answer an update was given in the webhook's own response
-- (a Bot API call, as JSON), recorded with its handled mark before the
-- response is written. A post that Telegram makes again because the
-- first response never reached it (the process was killed, the
-- connection broke) gets the same answer, so that the user hears it once.
ALTER TABLE updates ADD COLUMN answer TEXT;
