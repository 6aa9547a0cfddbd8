CREATE TABLE "kept_count" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "customerorder_status_idx";--> statement-breakpoint
CREATE INDEX "kept_count_key_idx" ON "kept_count" USING btree ("table_name","value");--> statement-breakpoint
CREATE INDEX "customerorder_status_id_idx" ON "customerorder" USING btree ("status","id");--> statement-breakpoint
-- Counts per value of one column (the trigger's argument), kept as one added row per statement and value:
-- the difference the statement made. See apps/api/src/resource/kept-counts.ts.
CREATE FUNCTION "keep_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO kept_count (table_name, value, n) SELECT %L, v, count(*) FROM (SELECT %I::text AS v FROM new_rows) d GROUP BY v',
      TG_TABLE_NAME, counted);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO kept_count (table_name, value, n) SELECT %L, v, -count(*) FROM (SELECT %I::text AS v FROM old_rows) d GROUP BY v',
      TG_TABLE_NAME, counted);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('INSERT INTO kept_count (table_name, value, n) SELECT %L, v, sum(n) FROM '
      '(SELECT %I::text AS v, 1 AS n FROM new_rows UNION ALL SELECT %I::text, -1 FROM old_rows) d GROUP BY v HAVING sum(n) <> 0',
      TG_TABLE_NAME, counted, counted);
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM kept_count WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customerorder_count_insert" AFTER INSERT ON "customerorder" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
CREATE TRIGGER "customerorder_count_update" AFTER UPDATE ON "customerorder" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
CREATE TRIGGER "customerorder_count_delete" AFTER DELETE ON "customerorder" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
CREATE TRIGGER "customerorder_count_truncate" AFTER TRUNCATE ON "customerorder"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_rows('status');--> statement-breakpoint
INSERT INTO "kept_count" ("table_name", "value", "n") SELECT 'customerorder', "status", count(*) FROM "customerorder" GROUP BY "status";
