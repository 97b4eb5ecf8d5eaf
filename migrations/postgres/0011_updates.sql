-- Kibitz: every update a chat service delivers, recorded before it is
-- acknowledged, so that each is handled exactly once.
-- `platform`, `update_id`: Telegram's update_id, Discord's interaction id.
-- `body`: the update as received, until it is handled (so that another
-- process, or this one after a restart, can handle it); NULL where the
-- service never delivers again (Discord).
-- `claimed_until`: a process is handling it until then.
-- `handled_at`: set in the same transaction as the update's effect, or
-- after a handling that changed nothing; a replay finds it set.
CREATE TABLE updates (
    id BIGSERIAL PRIMARY KEY,
    platform TEXT NOT NULL,
    update_id TEXT NOT NULL,
    body TEXT,
    received_at TIMESTAMPTZ NOT NULL,
    claimed_until TIMESTAMPTZ,
    handled_at TIMESTAMPTZ,
    UNIQUE (platform, update_id)
);
CREATE INDEX updates_waiting ON updates (received_at) WHERE handled_at IS NULL;
