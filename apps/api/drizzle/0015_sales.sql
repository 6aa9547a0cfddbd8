CREATE TABLE "customerorder_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2),
	"line_total" numeric(14, 2),
	"unit_cost" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "customerorder" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"customer_id" integer,
	"order_date" date,
	"payment_method_id" integer,
	"note" varchar(1000),
	"order_no" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales_invoice_no" varchar(40),
	"reversal_invoice_no" varchar(40),
	"confirmed_date" date,
	"cancelled_date" date,
	"cancel_reason" varchar(300),
	CONSTRAINT "customerorder_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "customerorder_status_valid" CHECK ("customerorder"."status" in ('draft', 'confirmed', 'cancelled')),
	CONSTRAINT "customerorder_posted_when_confirmed" CHECK ("customerorder"."status" <> 'confirmed' or "customerorder"."sales_invoice_no" is not null),
	CONSTRAINT "customerorder_draft_unposted" CHECK ("customerorder"."status" <> 'draft' or "customerorder"."sales_invoice_no" is null),
	CONSTRAINT "customerorder_paid_not_negative" CHECK ("customerorder"."paid_amount" >= 0 and "customerorder"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"phone" varchar(20),
	"email" varchar(254),
	"address" varchar(300),
	"customer_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "customerorder_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"receipt_invoice_no" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "customerorder_payment_amount_positive" CHECK ("customerorder_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orderstatus" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(60) NOT NULL,
	"code" varchar(40) NOT NULL,
	"description" varchar(300),
	CONSTRAINT "orderstatus_name_unique" UNIQUE("name"),
	CONSTRAINT "orderstatus_code_unique" UNIQUE("code"),
	CONSTRAINT "orderstatus_code_check" CHECK ("orderstatus"."code" in ('draft', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shippingaddress" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"order_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"phone" varchar(20),
	"address" varchar(300) NOT NULL,
	"city" varchar(80),
	"note" varchar(300),
	CONSTRAINT "shippingaddress_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "paymentmethod" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"description" varchar(300),
	"deposit_to" varchar(40) DEFAULT 'cash' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "paymentmethod_name_unique" UNIQUE("name"),
	CONSTRAINT "paymentmethod_deposit_to_check" CHECK ("paymentmethod"."deposit_to" in ('cash', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "customerorder_line" ADD CONSTRAINT "customerorder_line_document_id_customerorder_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."customerorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerorder_line" ADD CONSTRAINT "customerorder_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerorder" ADD CONSTRAINT "customerorder_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerorder" ADD CONSTRAINT "customerorder_payment_method_id_paymentmethod_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."paymentmethod"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_customer_type_id_customer_type_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerorder_payment" ADD CONSTRAINT "customerorder_payment_order_id_customerorder_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customerorder"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerorder_payment" ADD CONSTRAINT "customerorder_payment_method_id_paymentmethod_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."paymentmethod"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerorder_payment" ADD CONSTRAINT "customerorder_payment_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippingaddress" ADD CONSTRAINT "shippingaddress_order_id_customerorder_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customerorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customerorder_line_document_id_idx" ON "customerorder_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "customerorder_line_product_id_idx" ON "customerorder_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "customerorder_customer_id_idx" ON "customerorder" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customerorder_payment_method_id_idx" ON "customerorder" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "customerorder_status_idx" ON "customerorder" USING btree ("status");--> statement-breakpoint
CREATE INDEX "customerorder_order_date_idx" ON "customerorder" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "customer_customer_type_id_idx" ON "customer" USING btree ("customer_type_id");--> statement-breakpoint
CREATE INDEX "customerorder_payment_order_id_idx" ON "customerorder_payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shippingaddress_order_id_idx" ON "shippingaddress" USING btree ("order_id");