CREATE TABLE "books_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"fiscal_year_start_month" integer DEFAULT 7 NOT NULL,
	"lock_date" date,
	"adviser_lock_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "books_setting_month" CHECK ("books_setting"."fiscal_year_start_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "contra" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "contra" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "idjournal" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "idjournal" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "journal" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "journal" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reversal_of" varchar(40);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reversed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "contra" ADD CONSTRAINT "contra_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
ALTER TABLE "idjournal" ADD CONSTRAINT "idjournal_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reversal_of_unique" UNIQUE("reversal_of");--> statement-breakpoint
-- The books' settings are one row, there from the start: postings hold it while they check the lock dates.
INSERT INTO "books_setting" ("id") VALUES (1) ON CONFLICT DO NOTHING;
