CREATE TABLE "adviser_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"designation" varchar(120),
	"note" varchar(1000),
	CONSTRAINT "adviser_member_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "executive_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"designation" varchar(120),
	"note" varchar(1000),
	CONSTRAINT "executive_member_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "fee_generation" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"month" varchar(7) NOT NULL,
	"executive_amount" numeric(14, 2),
	"adviser_amount" numeric(14, 2),
	"general_amount" numeric(14, 2),
	"note" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "general_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"designation" varchar(120),
	"note" varchar(1000),
	CONSTRAINT "general_member_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"father_name" varchar(120),
	"mother_name" varchar(120),
	"spouse_name" varchar(120),
	"village" varchar(120),
	"post_office" varchar(120),
	"union" varchar(120),
	"profession" varchar(120),
	"religion" varchar(40),
	"user_id" integer NOT NULL,
	CONSTRAINT "member_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "monthly_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"member_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"subscription_date" date NOT NULL,
	"note" varchar(1000),
	"month" varchar(7) NOT NULL,
	"status" varchar(10) DEFAULT 'due' NOT NULL,
	"paid_date" date,
	"receipt_invoice_no" varchar(40),
	"fee_generation_id" integer,
	CONSTRAINT "monthly_subscription_status_check" CHECK ("monthly_subscription"."status" in ('due', 'paid')),
	CONSTRAINT "monthly_subscription_paid_check" CHECK (("monthly_subscription"."status" = 'paid') = ("monthly_subscription"."receipt_invoice_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_method_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"payment_method_id" integer NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"account_number" varchar(60),
	"bank_name" varchar(120),
	"branch_name" varchar(120),
	"routing_number" varchar(20),
	"instructions" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"description" varchar(500),
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_method_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "adviser_member" ADD CONSTRAINT "adviser_member_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_member" ADD CONSTRAINT "executive_member_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_member" ADD CONSTRAINT "general_member_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_subscription" ADD CONSTRAINT "monthly_subscription_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_subscription" ADD CONSTRAINT "monthly_subscription_fee_generation_id_fee_generation_id_fk" FOREIGN KEY ("fee_generation_id") REFERENCES "public"."fee_generation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_detail" ADD CONSTRAINT "payment_method_detail_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adviser_member_member_id_idx" ON "adviser_member" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "executive_member_member_id_idx" ON "executive_member" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "general_member_member_id_idx" ON "general_member" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "monthly_subscription_member_id_idx" ON "monthly_subscription" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_subscription_member_month_unique" ON "monthly_subscription" USING btree ("member_id","month");--> statement-breakpoint
CREATE INDEX "monthly_subscription_fee_generation_idx" ON "monthly_subscription" USING btree ("fee_generation_id");--> statement-breakpoint
CREATE INDEX "payment_method_detail_payment_method_id_idx" ON "payment_method_detail" USING btree ("payment_method_id");