CREATE TABLE "bank_match" (
	"id" serial PRIMARY KEY NOT NULL,
	"line" integer NOT NULL,
	"account_log" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement" integer NOT NULL,
	"ledger" integer NOT NULL,
	"line_no" integer NOT NULL,
	"txn_date" date NOT NULL,
	"description" text NOT NULL,
	"reference" varchar(120),
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"line_key" varchar(64) NOT NULL,
	"voucher_no" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_mapping" (
	"ledger" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"ledger_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"opening_balance" numeric(14, 2) NOT NULL,
	"closing_balance" numeric(14, 2) NOT NULL,
	"line_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_match" ADD CONSTRAINT "bank_match_line_bank_statement_line_id_fk" FOREIGN KEY ("line") REFERENCES "public"."bank_statement_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match" ADD CONSTRAINT "bank_match_account_log_account_log_id_fk" FOREIGN KEY ("account_log") REFERENCES "public"."account_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_statement_bank_statement_id_fk" FOREIGN KEY ("statement") REFERENCES "public"."bank_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_ledger_ledger_account_id_fk" FOREIGN KEY ("ledger") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mapping" ADD CONSTRAINT "bank_statement_mapping_ledger_ledger_account_id_fk" FOREIGN KEY ("ledger") REFERENCES "public"."ledger_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_match_account_log_unique" ON "bank_match" USING btree ("account_log");--> statement-breakpoint
CREATE INDEX "bank_match_line_idx" ON "bank_match" USING btree ("line");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_line_key_unique" ON "bank_statement_line" USING btree ("ledger","line_key");--> statement-breakpoint
CREATE INDEX "bank_statement_line_statement_idx" ON "bank_statement_line" USING btree ("statement","line_no");--> statement-breakpoint
CREATE INDEX "bank_statement_line_ledger_date_idx" ON "bank_statement_line" USING btree ("ledger","txn_date");--> statement-breakpoint
CREATE INDEX "bank_statement_ledger_id_idx" ON "bank_statement" USING btree ("ledger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_file_unique" ON "bank_statement" USING btree ("ledger_id","file_hash");