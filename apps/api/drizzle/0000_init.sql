CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'others');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('single', 'married', 'widowed', 'divorced');--> statement-breakpoint
CREATE TABLE "cms_menu_content_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"cms_menu_id" integer NOT NULL,
	"head" varchar(120) NOT NULL,
	"image" varchar(500) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_menu_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"cms_menu_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"name_link" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "cms_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"parent_id" integer,
	"position" integer,
	"image" varchar(500),
	"note" varchar(500),
	CONSTRAINT "cms_menu_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "general_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"site_name" varchar(120) NOT NULL,
	"title" varchar(200),
	"site_address" varchar(500),
	"email" varchar(254),
	"phone" varchar(40),
	"address" varchar(300),
	"logo" varchar(500),
	"footer_logo" varchar(500),
	"favicon" varchar(500),
	"slider" varchar(500),
	"facebook_url" varchar(500),
	"twitter_url" varchar(500),
	"instagram_url" varchar(500),
	"google_url" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "homepage_slider" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" text,
	"subtitle" varchar(255),
	"details" varchar(100),
	"link" varchar(500),
	"serial_number" integer,
	"image" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"note" varchar(2000),
	"file" varchar(500) NOT NULL,
	"show_on_homepage" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(80),
	"primary_phone" varchar(20),
	"secondary_phone" varchar(20),
	"gender" "gender",
	"date_of_birth" date,
	"street_address_one" varchar(200),
	"street_address_two" varchar(200),
	"postal_code" varchar(20),
	"nid" varchar(40),
	"emp_id_no" varchar(40),
	"emp_join_date" date,
	"designation" varchar(120),
	"basic_money" numeric(14, 2),
	"allowance_money" numeric(14, 2),
	"father_name" varchar(120),
	"mother_name" varchar(120),
	"marital_status" "marital_status",
	"image" varchar(500),
	CONSTRAINT "employee_email_unique" UNIQUE("email"),
	CONSTRAINT "employee_emp_id_no_unique" UNIQUE("emp_id_no")
);
--> statement-breakpoint
ALTER TABLE "cms_menu_content_image" ADD CONSTRAINT "cms_menu_content_image_cms_menu_id_cms_menu_id_fk" FOREIGN KEY ("cms_menu_id") REFERENCES "public"."cms_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_menu_content" ADD CONSTRAINT "cms_menu_content_cms_menu_id_cms_menu_id_fk" FOREIGN KEY ("cms_menu_id") REFERENCES "public"."cms_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_menu" ADD CONSTRAINT "cms_menu_parent_id_cms_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_menu_content_image_menu_idx" ON "cms_menu_content_image" USING btree ("cms_menu_id","head","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_menu_content_menu_name_unique" ON "cms_menu_content" USING btree ("cms_menu_id","name");--> statement-breakpoint
CREATE INDEX "cms_menu_parent_idx" ON "cms_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "notice_date_idx" ON "notice" USING btree ("date");