CREATE TABLE "account_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"branch_id" integer,
	"reference_no" varchar(40) NOT NULL,
	"log_type" varchar(40) NOT NULL,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"log_date" date NOT NULL,
	"details" varchar(1000),
	"voucher_id" integer,
	CONSTRAINT "account_log_one_side" CHECK ("account_log"."debit_amount" >= 0 and "account_log"."credit_amount" >= 0 and ("account_log"."debit_amount" = 0) <> ("account_log"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "contra" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"contra_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "contra_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "contra_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "contra_line_one_side" CHECK ("contra_line"."debit_amount" >= 0 and "contra_line"."credit_amount" >= 0 and ("contra_line"."debit_amount" = 0) <> ("contra_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "group" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"head_group_id" integer,
	"head_primarygroup_id" integer,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_deletable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "group_name_unique" UNIQUE("name"),
	CONSTRAINT "group_one_head" CHECK (("group"."head_group_id" is null) <> ("group"."head_primarygroup_id" is null))
);
--> statement-breakpoint
CREATE TABLE "idjournal" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"journal_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "idjournal_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "idjournal_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "idjournal_line_one_side" CHECK ("idjournal_line"."debit_amount" >= 0 and "idjournal_line"."credit_amount" >= 0 and ("idjournal_line"."debit_amount" = 0) <> ("idjournal_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"journal_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "journal_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "journal_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "journal_line_one_side" CHECK ("journal_line"."debit_amount" >= 0 and "journal_line"."credit_amount" >= 0 and ("journal_line"."debit_amount" = 0) <> ("journal_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"ledger_type" varchar(40),
	"reference_id" integer,
	"head_group_id" integer,
	"head_primarygroup_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_deletable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ledger_account_name_unique" UNIQUE("name"),
	CONSTRAINT "ledger_account_one_head" CHECK (("ledger_account"."head_group_id" is null) <> ("ledger_account"."head_primarygroup_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_voucher" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"payment_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "payment_voucher_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "payment_voucher_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "payment_voucher_line_one_side" CHECK ("payment_voucher_line"."debit_amount" >= 0 and "payment_voucher_line"."credit_amount" >= 0 and ("payment_voucher_line"."debit_amount" = 0) <> ("payment_voucher_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "primary_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"is_deletable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "primary_group_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"purchase_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "purchase_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "purchase_line_one_side" CHECK ("purchase_line"."debit_amount" >= 0 and "purchase_line"."credit_amount" >= 0 and ("purchase_line"."debit_amount" = 0) <> ("purchase_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "receipt_voucher" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"receipt_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "receipt_voucher_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "receipt_voucher_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "receipt_voucher_line_one_side" CHECK ("receipt_voucher_line"."debit_amount" >= 0 and "receipt_voucher_line"."credit_amount" >= 0 and ("receipt_voucher_line"."debit_amount" = 0) <> ("receipt_voucher_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"sales_date" date NOT NULL,
	"branch_id" integer,
	"sub_ledger_id" integer,
	"details" varchar(1000),
	"file" varchar(500),
	"ref_invoice_no" varchar(40),
	"invoice_no" varchar(40) NOT NULL,
	CONSTRAINT "sales_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "sales_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"details" varchar(500),
	CONSTRAINT "sales_line_one_side" CHECK ("sales_line"."debit_amount" >= 0 and "sales_line"."credit_amount" >= 0 and ("sales_line"."debit_amount" = 0) <> ("sales_line"."credit_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "sub_ledger_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "sub_ledger_account_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "account_log" ADD CONSTRAINT "account_log_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_log" ADD CONSTRAINT "account_log_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_log" ADD CONSTRAINT "account_log_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contra" ADD CONSTRAINT "contra_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contra" ADD CONSTRAINT "contra_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contra_line" ADD CONSTRAINT "contra_line_document_id_contra_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contra_line" ADD CONSTRAINT "contra_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contra_line" ADD CONSTRAINT "contra_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group" ADD CONSTRAINT "group_head_group_id_group_id_fk" FOREIGN KEY ("head_group_id") REFERENCES "public"."group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group" ADD CONSTRAINT "group_head_primarygroup_id_primary_group_id_fk" FOREIGN KEY ("head_primarygroup_id") REFERENCES "public"."primary_group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idjournal" ADD CONSTRAINT "idjournal_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idjournal" ADD CONSTRAINT "idjournal_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idjournal_line" ADD CONSTRAINT "idjournal_line_document_id_idjournal_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."idjournal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idjournal_line" ADD CONSTRAINT "idjournal_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idjournal_line" ADD CONSTRAINT "idjournal_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_document_id_journal_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."journal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_head_group_id_group_id_fk" FOREIGN KEY ("head_group_id") REFERENCES "public"."group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_head_primarygroup_id_primary_group_id_fk" FOREIGN KEY ("head_primarygroup_id") REFERENCES "public"."primary_group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_line" ADD CONSTRAINT "payment_voucher_line_document_id_payment_voucher_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_voucher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_line" ADD CONSTRAINT "payment_voucher_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_line" ADD CONSTRAINT "payment_voucher_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_document_id_purchase_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line" ADD CONSTRAINT "purchase_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher_line" ADD CONSTRAINT "receipt_voucher_line_document_id_receipt_voucher_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."receipt_voucher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher_line" ADD CONSTRAINT "receipt_voucher_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher_line" ADD CONSTRAINT "receipt_voucher_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_line" ADD CONSTRAINT "sales_line_document_id_sales_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_line" ADD CONSTRAINT "sales_line_ledger_id_ledger_account_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_line" ADD CONSTRAINT "sales_line_sub_ledger_id_sub_ledger_account_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_log_ledger_id_idx" ON "account_log" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "account_log_sub_ledger_id_idx" ON "account_log" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "account_log_branch_id_idx" ON "account_log" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "account_log_ledger_date_idx" ON "account_log" USING btree ("ledger_id","log_date","id");--> statement-breakpoint
CREATE INDEX "account_log_reference_no_idx" ON "account_log" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "account_log_date_idx" ON "account_log" USING btree ("log_date");--> statement-breakpoint
CREATE INDEX "contra_branch_id_idx" ON "contra" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "contra_sub_ledger_id_idx" ON "contra" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "contra_line_document_id_idx" ON "contra_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "contra_line_ledger_id_idx" ON "contra_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "contra_line_sub_ledger_id_idx" ON "contra_line" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "group_head_group_id_idx" ON "group" USING btree ("head_group_id");--> statement-breakpoint
CREATE INDEX "group_head_primarygroup_id_idx" ON "group" USING btree ("head_primarygroup_id");--> statement-breakpoint
CREATE INDEX "idjournal_branch_id_idx" ON "idjournal" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "idjournal_sub_ledger_id_idx" ON "idjournal" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "idjournal_line_document_id_idx" ON "idjournal_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "idjournal_line_ledger_id_idx" ON "idjournal_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "idjournal_line_sub_ledger_id_idx" ON "idjournal_line" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "journal_branch_id_idx" ON "journal" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "journal_sub_ledger_id_idx" ON "journal" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "journal_line_document_id_idx" ON "journal_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "journal_line_ledger_id_idx" ON "journal_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "journal_line_sub_ledger_id_idx" ON "journal_line" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "ledger_account_head_group_id_idx" ON "ledger_account" USING btree ("head_group_id");--> statement-breakpoint
CREATE INDEX "ledger_account_head_primarygroup_id_idx" ON "ledger_account" USING btree ("head_primarygroup_id");--> statement-breakpoint
CREATE INDEX "payment_voucher_branch_id_idx" ON "payment_voucher" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "payment_voucher_sub_ledger_id_idx" ON "payment_voucher" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "payment_voucher_line_document_id_idx" ON "payment_voucher_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "payment_voucher_line_ledger_id_idx" ON "payment_voucher_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "payment_voucher_line_sub_ledger_id_idx" ON "payment_voucher_line" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "purchase_branch_id_idx" ON "purchase" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "purchase_sub_ledger_id_idx" ON "purchase" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "purchase_line_document_id_idx" ON "purchase_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "purchase_line_ledger_id_idx" ON "purchase_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "purchase_line_sub_ledger_id_idx" ON "purchase_line" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "receipt_voucher_branch_id_idx" ON "receipt_voucher" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "receipt_voucher_sub_ledger_id_idx" ON "receipt_voucher" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "receipt_voucher_line_document_id_idx" ON "receipt_voucher_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "receipt_voucher_line_ledger_id_idx" ON "receipt_voucher_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "receipt_voucher_line_sub_ledger_id_idx" ON "receipt_voucher_line" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "sales_branch_id_idx" ON "sales" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "sales_sub_ledger_id_idx" ON "sales" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "sales_line_document_id_idx" ON "sales_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "sales_line_ledger_id_idx" ON "sales_line" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "sales_line_sub_ledger_id_idx" ON "sales_line" USING btree ("sub_ledger_id");