CREATE TABLE "purchase_final_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_final" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"vendor_id" integer NOT NULL,
	"purchase_date" date NOT NULL,
	"note" varchar(1000),
	"invoice_no" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'finalised' NOT NULL,
	"purchase_request_id" integer,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_from" varchar(10),
	"paid_date" date,
	"voucher_invoice_no" varchar(40),
	CONSTRAINT "purchase_final_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "purchase_final_status_in" CHECK ("purchase_final"."status" in ('finalised', 'paid', 'cancelled')),
	CONSTRAINT "purchase_final_paid_from_in" CHECK ("purchase_final"."paid_from" is null or "purchase_final"."paid_from" in ('cash', 'bank', 'vendor')),
	CONSTRAINT "purchase_final_paid_has_voucher" CHECK (("purchase_final"."status" = 'paid') = ("purchase_final"."voucher_invoice_no" is not null and "purchase_final"."paid_date" is not null and "purchase_final"."paid_from" is not null)),
	CONSTRAINT "purchase_final_total_not_negative" CHECK ("purchase_final"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_req_item_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"purchase_request_id" integer NOT NULL,
	"purchase_req_item" integer NOT NULL,
	"image" varchar(500) NOT NULL,
	"caption" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "purchase_request_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expected_unit_cost" numeric(14, 2) NOT NULL,
	"note" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "purchase_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"vendor_id" integer NOT NULL,
	"request_date" date NOT NULL,
	"note" varchar(1000),
	"request_no" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	CONSTRAINT "purchase_request_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "purchase_request_status_in" CHECK ("purchase_request"."status" in ('requested', 'finalised', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "purchase_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" varchar(40) NOT NULL,
	"name" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "purchase_status_code_unique" UNIQUE("code"),
	CONSTRAINT "purchase_status_name_unique" UNIQUE("name"),
	CONSTRAINT "purchase_status_code_check" CHECK ("purchase_status"."code" in ('requested', 'finalised', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "purchase_final_line" ADD CONSTRAINT "purchase_final_line_document_id_purchase_final_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."purchase_final"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_final_line" ADD CONSTRAINT "purchase_final_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_final" ADD CONSTRAINT "purchase_final_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_final" ADD CONSTRAINT "purchase_final_purchase_request_id_purchase_request_id_fk" FOREIGN KEY ("purchase_request_id") REFERENCES "public"."purchase_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_req_item_image" ADD CONSTRAINT "purchase_req_item_image_purchase_request_id_purchase_request_id_fk" FOREIGN KEY ("purchase_request_id") REFERENCES "public"."purchase_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_line" ADD CONSTRAINT "purchase_request_line_document_id_purchase_request_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."purchase_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_line" ADD CONSTRAINT "purchase_request_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request" ADD CONSTRAINT "purchase_request_vendor_id_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_final_line_document_id_idx" ON "purchase_final_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "purchase_final_line_product_id_idx" ON "purchase_final_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_final_vendor_id_idx" ON "purchase_final" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_final_status_idx" ON "purchase_final" USING btree ("status");--> statement-breakpoint
CREATE INDEX "purchase_final_purchase_date_idx" ON "purchase_final" USING btree ("purchase_date");--> statement-breakpoint
CREATE INDEX "purchase_final_purchase_request_id_idx" ON "purchase_final" USING btree ("purchase_request_id");--> statement-breakpoint
CREATE INDEX "purchase_req_item_image_purchase_request_id_idx" ON "purchase_req_item_image" USING btree ("purchase_request_id");--> statement-breakpoint
CREATE INDEX "purchase_req_item_image_item_idx" ON "purchase_req_item_image" USING btree ("purchase_req_item");--> statement-breakpoint
CREATE INDEX "purchase_request_line_document_id_idx" ON "purchase_request_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "purchase_request_line_product_id_idx" ON "purchase_request_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_request_vendor_id_idx" ON "purchase_request" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_request_status_idx" ON "purchase_request" USING btree ("status");--> statement-breakpoint
CREATE INDEX "purchase_request_request_date_idx" ON "purchase_request" USING btree ("request_date");--> statement-breakpoint
INSERT INTO "purchase_status" ("code", "name", "position") VALUES ('requested', 'Requested', 1), ('finalised', 'Finalised', 2), ('paid', 'Paid', 3), ('cancelled', 'Cancelled', 4) ON CONFLICT DO NOTHING;
