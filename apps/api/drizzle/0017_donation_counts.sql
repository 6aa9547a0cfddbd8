DROP INDEX "donation_status_idx";--> statement-breakpoint
CREATE INDEX "donation_status_id_idx" ON "donation" USING btree ("status","id");--> statement-breakpoint
-- Donations are counted by status as orders are (0016_kept_counts.sql, apps/api/src/resource/kept-counts.ts).
CREATE TRIGGER "donation_count_insert" AFTER INSERT ON "donation" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
CREATE TRIGGER "donation_count_update" AFTER UPDATE ON "donation" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
CREATE TRIGGER "donation_count_delete" AFTER DELETE ON "donation" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
CREATE TRIGGER "donation_count_truncate" AFTER TRUNCATE ON "donation"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
INSERT INTO "kept_count" ("table_name", "value", "n") SELECT 'donation', "status", count(*) FROM "donation" GROUP BY "status";
