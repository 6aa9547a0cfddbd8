-- Hand-written: the ledgers opened for records (a donor's, a member's, a customer's, a vendor's, a cause's) whose
-- name another ledger had were titled `Kamrul Hasan #2`, or `Kamrul Hasan #2-2`. They are titled as new ones are
-- (ledgerTitle in the accounting module): the name alone when no other ledger has it, else the kind of record and its
-- number in plain words, `Kamrul Hasan (member 2)`, then a number after those. Ledgers staff renamed are left alone.
DO $$
DECLARE
  ledger record;
  candidate text;
  n integer;
BEGIN
  FOR ledger IN
    SELECT "l"."id", "l"."reference_id", (regexp_match("l"."name", '^(.*) #[0-9]+(-[0-9]+)?$'))[1] AS "title",
      CASE "l"."ledger_type"
        WHEN 'user_ledger' THEN 'donor'
        WHEN 'member_ledger' THEN 'member'
        WHEN 'customer_ledger' THEN 'customer'
        WHEN 'vendor_ledger' THEN 'vendor'
        ELSE 'cause'
      END AS "kind"
    FROM "ledger_account" "l"
    WHERE "l"."ledger_type" IN ('user_ledger', 'member_ledger', 'customer_ledger', 'vendor_ledger', 'cause_ledger')
      AND "l"."name" ~ ('^.* #' || "l"."reference_id" || '(-[0-9]+)?$')
    ORDER BY "l"."id"
  LOOP
    candidate := ledger."title";
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "ledger_account" "o" WHERE lower("o"."name") = lower(candidate) AND "o"."id" <> ledger."id") LOOP
      candidate := ledger."title" || ' (' || ledger."kind" || ' ' || ledger."reference_id" || CASE WHEN n > 1 THEN ', ' || n ELSE '' END || ')';
      n := n + 1;
    END LOOP;
    UPDATE "ledger_account" SET "name" = candidate, "updated_at" = now() WHERE "id" = ledger."id";
  END LOOP;
END $$;
