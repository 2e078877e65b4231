-- Every instance keeps the session lookups it made for a few seconds (session-cache.ts) and drops a
-- person's entries when told on this channel: any change to their sessions, user row, profile or
-- subscription, whichever code or tool makes it. The payload is the user id, nothing else.
CREATE FUNCTION "notify_session_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_user text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
	new_user text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
	IF old_user IS NOT NULL THEN
		PERFORM pg_notify('session_cache', old_user);
	END IF;
	IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN
		PERFORM pg_notify('session_cache', new_user);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session has no cached lookup yet: only its changes and its removal matter.
CREATE TRIGGER "sessions_notify_session_cache" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_notify_session_cache" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"('id');
--> statement-breakpoint
CREATE TRIGGER "profiles_notify_session_cache" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"('id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_session_cache" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"('user_id');
