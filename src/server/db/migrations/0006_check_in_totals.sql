CREATE TABLE "check_in_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "check_in_totals_total_non_negative" CHECK ("check_in_totals"."total" >= 0)
);
--> statement-breakpoint
-- The old index sorted created_at DESC NULLS LAST, which ORDER BY created_at DESC (nulls first)
-- cannot use: the history's page of a person with many check-ins read and sorted all of them.
DROP INDEX "check_ins_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "check_ins_user_id_created_at_id_idx" ON "check_ins" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "check_in_totals" ADD CONSTRAINT "check_in_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whatever writes check_ins (the app, a bulk import, account deletion's cascade), the totals follow
-- in the same transaction. Statement-level with transition tables: a bulk insert of 100,000 rows
-- moves each person's total once, not 100,000 times. Rows are visited in user_id order, so two
-- statements touching the same people lock their totals in the same order (no deadlock).
CREATE FUNCTION check_in_totals_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO check_in_totals (user_id, total)
    SELECT user_id, count(*) FROM inserted_check_ins GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET total = check_in_totals.total + excluded.total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_count_inserted AFTER INSERT ON check_ins
  REFERENCING NEW TABLE AS inserted_check_ins
  FOR EACH STATEMENT EXECUTE FUNCTION check_in_totals_after_insert();
--> statement-breakpoint
-- An update only: a person whose account is being deleted gets no new row (their totals row goes
-- with the account through its own cascade).
CREATE FUNCTION check_in_totals_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE check_in_totals
    SET total = check_in_totals.total - deleted.total
    FROM (SELECT user_id, count(*) AS total FROM deleted_check_ins GROUP BY user_id ORDER BY user_id) AS deleted
    WHERE check_in_totals.user_id = deleted.user_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_count_deleted AFTER DELETE ON check_ins
  REFERENCING OLD TABLE AS deleted_check_ins
  FOR EACH STATEMENT EXECUTE FUNCTION check_in_totals_after_delete();
--> statement-breakpoint
CREATE FUNCTION check_in_totals_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM check_in_totals;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_count_truncated AFTER TRUNCATE ON check_ins
  FOR EACH STATEMENT EXECUTE FUNCTION check_in_totals_after_truncate();
--> statement-breakpoint
-- The app never moves a check-in to another person; a tool that does keeps both totals right.
CREATE FUNCTION check_in_totals_after_owner_change() RETURNS trigger AS $$
BEGIN
  UPDATE check_in_totals SET total = total - 1 WHERE user_id = OLD.user_id;
  INSERT INTO check_in_totals (user_id, total) VALUES (NEW.user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET total = check_in_totals.total + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_count_moved AFTER UPDATE OF user_id ON check_ins
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION check_in_totals_after_owner_change();
--> statement-breakpoint
-- Existing check-ins, counted once (the triggers above take it from here).
INSERT INTO check_in_totals (user_id, total)
  SELECT user_id, count(*) FROM check_ins GROUP BY user_id;
