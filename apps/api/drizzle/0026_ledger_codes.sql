ALTER TABLE "ledger_account" ADD COLUMN "code" varchar(20);--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_code_unique" UNIQUE("code");--> statement-breakpoint
-- Hand-written: the ledgers opened for donors and members were named by the person's username or email; they are
-- titled with the person's name, as new ones are (personTitle in the access module). A name another ledger already
-- has gets the record's id added, then a number, as openLedger does; ledgers staff renamed are left alone.
DO $$
DECLARE
  person record;
  candidate text;
  n integer;
BEGIN
  FOR person IN
    SELECT "l"."id", "l"."reference_id",
      btrim(concat_ws(' ', btrim("u"."first_name"), nullif(btrim("u"."last_name"), ''))) AS "title"
    FROM "ledger_account" "l"
    JOIN "user" "u" ON "u"."id" = CASE "l"."ledger_type"
      WHEN 'user_ledger' THEN "l"."reference_id"
      ELSE (SELECT "m"."user_id" FROM "member" "m" WHERE "m"."id" = "l"."reference_id")
    END
    WHERE "l"."ledger_type" IN ('user_ledger', 'member_ledger')
      AND ("l"."name" LIKE '%@%' OR "l"."name" = "u"."username")
      AND btrim("u"."first_name") <> ''
    ORDER BY "l"."id"
  LOOP
    candidate := person."title";
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "ledger_account" "o" WHERE lower("o"."name") = lower(candidate) AND "o"."id" <> person."id") LOOP
      candidate := person."title" || ' #' || person."reference_id" || CASE WHEN n > 1 THEN '-' || n ELSE '' END;
      n := n + 1;
    END LOOP;
    UPDATE "ledger_account" SET "name" = candidate, "updated_at" = now() WHERE "id" = person."id";
  END LOOP;
END $$;
