-- Kibitz: a move made for an update and the update's mark as handled go in
-- one statement (one round trip), which must fail as a whole when the
-- update turns out to be handled already. This function is how it fails:
-- it passes a count of marked updates that is 1, and raises KB001 for 0,
-- undoing everything the statement did.
CREATE FUNCTION kibitz_require_marked(marked BIGINT) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
BEGIN
    IF marked <> 1 THEN
        RAISE EXCEPTION 'update handled already' USING ERRCODE = 'KB001';
    END IF;
    RETURN TRUE;
END
$$;
