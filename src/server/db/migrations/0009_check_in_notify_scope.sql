-- A change to someone's check-ins says so: 'check-ins:<user id>' ('check-ins:*' after a truncate),
-- so an instance drops their history pages but keeps their session lookup, which holds no check-in
-- (features/auth/session-cache.ts). A plain '<user id>' (migration 0007) still drops everything of
-- that person. Without this, every save cost the next request a session query.
CREATE OR REPLACE FUNCTION "notify_check_in_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM pg_notify('session_cache', 'check-ins:' || user_id) FROM (SELECT DISTINCT user_id FROM new_check_ins) AS changed;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('session_cache', 'check-ins:' || user_id) FROM (SELECT DISTINCT user_id FROM old_check_ins) AS changed;
	ELSIF TG_OP = 'UPDATE' THEN
		-- Both owners when a tool moves a check-in to another person.
		PERFORM pg_notify('session_cache', 'check-ins:' || user_id)
			FROM (SELECT user_id FROM old_check_ins UNION SELECT user_id FROM new_check_ins) AS changed;
	ELSE
		PERFORM pg_notify('session_cache', 'check-ins:*');
	END IF;
	RETURN NULL;
END
$$;
