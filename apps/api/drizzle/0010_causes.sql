CREATE TABLE "cause_content_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"cause_id" integer NOT NULL,
	"head" varchar(120) NOT NULL,
	"image" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cause_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"cause_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cause" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(200) NOT NULL,
	"goal_amount" numeric(14, 2) NOT NULL,
	"image" varchar(500) NOT NULL,
	"category" varchar(60),
	"summary" varchar(500),
	"description" text,
	"author_name" varchar(120),
	"author_image" varchar(500),
	"sales_invoice_no" varchar(40),
	CONSTRAINT "cause_sales_invoice_no_unique" UNIQUE("sales_invoice_no")
);
--> statement-breakpoint
ALTER TABLE "cause_content_image" ADD CONSTRAINT "cause_content_image_cause_id_cause_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."cause"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_content" ADD CONSTRAINT "cause_content_cause_id_cause_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."cause"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cause_content_image_cause_id_idx" ON "cause_content_image" USING btree ("cause_id");--> statement-breakpoint
CREATE INDEX "cause_content_cause_id_idx" ON "cause_content" USING btree ("cause_id");