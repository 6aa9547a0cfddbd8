CREATE TABLE "donation" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80),
	"email" varchar(254) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_method_id" integer NOT NULL,
	"phone_number" varchar(20),
	"address" varchar(500),
	"cause_id" integer,
	"message" varchar(1000),
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'pledged' NOT NULL,
	"user_id" integer,
	"donation_date" date DEFAULT current_date NOT NULL,
	"confirmed_date" date,
	"receipt_no" varchar(20),
	"receipt_invoice_no" varchar(40),
	"failed_reason" varchar(500),
	CONSTRAINT "donation_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "donation_status_check" CHECK ("donation"."status" in ('pledged', 'confirmed', 'failed')),
	CONSTRAINT "donation_confirmed_check" CHECK (("donation"."status" = 'confirmed') = ("donation"."receipt_no" is not null and "donation"."receipt_invoice_no" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "deposit_to" varchar(40) DEFAULT 'bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_cause_id_cause_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."cause"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_payment_method_id_idx" ON "donation" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "donation_cause_id_idx" ON "donation" USING btree ("cause_id");--> statement-breakpoint
CREATE INDEX "donation_status_idx" ON "donation" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donation_user_id_idx" ON "donation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donation_donation_date_idx" ON "donation" USING btree ("donation_date");--> statement-breakpoint
CREATE INDEX "contra_ref_invoice_no_idx" ON "contra" USING btree ("ref_invoice_no");--> statement-breakpoint
CREATE INDEX "idjournal_ref_invoice_no_idx" ON "idjournal" USING btree ("ref_invoice_no");--> statement-breakpoint
CREATE INDEX "journal_ref_invoice_no_idx" ON "journal" USING btree ("ref_invoice_no");--> statement-breakpoint
CREATE INDEX "payment_voucher_ref_invoice_no_idx" ON "payment_voucher" USING btree ("ref_invoice_no");--> statement-breakpoint
CREATE INDEX "purchase_ref_invoice_no_idx" ON "purchase" USING btree ("ref_invoice_no");--> statement-breakpoint
CREATE INDEX "receipt_voucher_ref_invoice_no_idx" ON "receipt_voucher" USING btree ("ref_invoice_no");--> statement-breakpoint
CREATE INDEX "sales_ref_invoice_no_idx" ON "sales" USING btree ("ref_invoice_no");--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_deposit_to_check" CHECK ("payment_method"."deposit_to" in ('cash', 'bank'));--> statement-breakpoint
-- Gifts paid by a method named for cash go to the Cash ledger; every other method keeps the default, Bank.
UPDATE "payment_method" SET "deposit_to" = 'cash' WHERE lower("name") LIKE '%cash%';