-- Custom SQL migration file, put your code below! ---- A cause's goal is a memorandum, not income: books that already hold the chart of accounts get the memorandum
-- (a primary group no statement counts, its Cause goals group and the Goal contra ledger); a new installation
-- gets them from the seeded chart.
INSERT INTO "primary_group" ("name", "is_deletable")
  SELECT 'Memorandum', false WHERE EXISTS (SELECT 1 FROM "primary_group") AND NOT EXISTS (SELECT 1 FROM "primary_group" WHERE "name" = 'Memorandum');--> statement-breakpoint
INSERT INTO "group" ("name", "head_primarygroup_id", "is_primary", "is_default", "is_deletable")
  SELECT 'Cause goals', p."id", true, true, false FROM "primary_group" p
  WHERE p."name" = 'Memorandum' AND NOT EXISTS (SELECT 1 FROM "group" WHERE "name" = 'Cause goals');--> statement-breakpoint
INSERT INTO "ledger_account" ("name", "head_group_id", "is_default", "is_deletable", "ledger_type")
  SELECT 'Goal contra', g."id", true, false, 'default' FROM "group" g
  WHERE g."name" = 'Cause goals' AND NOT EXISTS (SELECT 1 FROM "ledger_account" WHERE "name" = 'Goal contra');--> statement-breakpoint
-- Each cause's ledger moves into the memorandum, and its goal's credit from Company Sales to the Goal contra:
-- on the goal's sales voucher line and on the account-log row it posted.
UPDATE "ledger_account" SET "head_group_id" = (SELECT "id" FROM "group" WHERE "name" = 'Cause goals'), "head_primarygroup_id" = NULL
  WHERE "ledger_type" = 'cause_ledger';--> statement-breakpoint
UPDATE "sales_line" SET "ledger_id" = (SELECT "id" FROM "ledger_account" WHERE "name" = 'Goal contra')
  WHERE "ledger_id" = (SELECT "id" FROM "ledger_account" WHERE "name" = 'Company Sales' AND "is_default")
  AND "document_id" IN (SELECT s."id" FROM "sales" s JOIN "cause" c ON c."sales_invoice_no" = s."invoice_no");--> statement-breakpoint
UPDATE "account_log" SET "ledger_id" = (SELECT "id" FROM "ledger_account" WHERE "name" = 'Goal contra')
  WHERE "ledger_id" = (SELECT "id" FROM "ledger_account" WHERE "name" = 'Company Sales' AND "is_default")
  AND "reference_no" IN (SELECT "sales_invoice_no" FROM "cause" WHERE "sales_invoice_no" IS NOT NULL);
