-- Every instance keeps the history pages it answered for a few seconds (check-ins/page-cache.ts)
-- and drops a person's pages when told on the channel of migration 0007: any change to their
-- check-ins, whichever code or tool makes it (account deletion's cascade included). Statement-level
-- with transition tables, as the totals of 0006: a bulk write notifies each person once, not once a
-- row. The payload is the user id, nothing else; '*' (a truncate) means everyone.
CREATE FUNCTION "notify_check_in_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM pg_notify('session_cache', user_id) FROM (SELECT DISTINCT user_id FROM new_check_ins) AS changed;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('session_cache', user_id) FROM (SELECT DISTINCT user_id FROM old_check_ins) AS changed;
	ELSIF TG_OP = 'UPDATE' THEN
		-- Both owners when a tool moves a check-in to another person.
		PERFORM pg_notify('session_cache', user_id)
			FROM (SELECT user_id FROM old_check_ins UNION SELECT user_id FROM new_check_ins) AS changed;
	ELSE
		PERFORM pg_notify('session_cache', '*');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_inserted_notify_pages" AFTER INSERT ON "check_ins"
	REFERENCING NEW TABLE AS new_check_ins
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_check_in_pages"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_updated_notify_pages" AFTER UPDATE ON "check_ins"
	REFERENCING OLD TABLE AS old_check_ins NEW TABLE AS new_check_ins
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_check_in_pages"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_deleted_notify_pages" AFTER DELETE ON "check_ins"
	REFERENCING OLD TABLE AS old_check_ins
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_check_in_pages"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_truncated_notify_pages" AFTER TRUNCATE ON "check_ins"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_check_in_pages"();
