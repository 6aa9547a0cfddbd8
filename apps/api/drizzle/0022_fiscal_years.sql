CREATE TABLE "closed_fiscal_year" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_start" date NOT NULL,
	"year_end" date NOT NULL,
	"closing_invoice_no" varchar(40),
	"previous_lock_date" date,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	CONSTRAINT "closed_fiscal_year_start_unique" UNIQUE("year_start")
);
--> statement-breakpoint
-- Books that already hold the chart of accounts get the Accumulated fund a closed year's surplus is carried
-- into; a new installation gets it from the seeded chart.
INSERT INTO "ledger_account" ("name", "head_group_id", "is_default", "is_deletable", "ledger_type")
  SELECT 'Accumulated fund', g."id", true, false, 'default' FROM "group" g
  WHERE g."name" = 'Reserves & Surplus' AND NOT EXISTS (SELECT 1 FROM "ledger_account" WHERE "name" = 'Accumulated fund');
