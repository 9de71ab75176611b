-- Every ended session is announced on the channel "sessions_ended", so each instance drops its cached
-- copy at once, whichever code path deleted the row (sign-out, password change or reset, a staff
-- account disabled, erasure, the retention sweep, an operator's SQL). One notification per statement:
-- the ended ids joined by commas, or "*" (forget every cached session) when there are too many to list.
CREATE FUNCTION "sessions_announce_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended_count integer;
BEGIN
  SELECT count(*) INTO ended_count FROM ended;
  IF ended_count > 100 THEN
    PERFORM pg_notify('sessions_ended', '*');
  ELSIF ended_count > 0 THEN
    PERFORM pg_notify('sessions_ended', (SELECT string_agg(id, ',') FROM ended));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sessions_announce_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_announce_deleted"();--> statement-breakpoint
CREATE TRIGGER "sessions_announce_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_announce_truncated"();
