CREATE TABLE "area" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"thana_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"city_id" integer,
	"address" varchar(300),
	"phone" varchar(20),
	"email" varchar(254),
	CONSTRAINT "branch_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"country_id" integer NOT NULL,
	"division" varchar(40),
	CONSTRAINT "city_division_check" CHECK ("city"."division" in ('Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'))
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"code" varchar(3),
	CONSTRAINT "country_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customer_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "customer_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "department_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "designation" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "designation_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "qualification" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"degree_name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "qualification_degree_name_unique" UNIQUE("degree_name")
);
--> statement-breakpoint
CREATE TABLE "thana" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"contact_person" varchar(120),
	"email" varchar(254),
	"primary_phone" varchar(20),
	"address" varchar(300),
	"city_id" integer,
	"country_id" integer,
	"note" varchar(1000),
	CONSTRAINT "vendor_name_unique" UNIQUE("name")
);
--> statement-breakpoint
DROP INDEX "user_role_idx";--> statement-breakpoint
DROP INDEX "cms_menu_parent_idx";--> statement-breakpoint
ALTER TABLE "menu_item" ALTER COLUMN "type" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "menu_item" ALTER COLUMN "type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "gender" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "contact_message" ALTER COLUMN "subject" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "employee" ALTER COLUMN "gender" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "employee" ALTER COLUMN "marital_status" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "thana_id" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "designation_id" integer;--> statement-breakpoint
ALTER TABLE "area" ADD CONSTRAINT "area_thana_id_thana_id_fk" FOREIGN KEY ("thana_id") REFERENCES "public"."thana"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thana" ADD CONSTRAINT "thana_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_thana_id_idx" ON "area" USING btree ("thana_id");--> statement-breakpoint
CREATE INDEX "branch_city_id_idx" ON "branch" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "city_country_id_idx" ON "city" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "thana_city_id_idx" ON "thana" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "vendor_city_id_idx" ON "vendor" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "vendor_country_id_idx" ON "vendor" USING btree ("country_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_thana_id_thana_id_fk" FOREIGN KEY ("thana_id") REFERENCES "public"."thana"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_designation_id_designation_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designation"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_parent_id_idx" ON "menu_item" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_role_id_idx" ON "user" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "user_thana_id_idx" ON "user" USING btree ("thana_id");--> statement-breakpoint
CREATE INDEX "user_city_id_idx" ON "user" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "user_country_id_idx" ON "user" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "user_branch_id_idx" ON "user" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "cms_menu_content_image_cms_menu_id_idx" ON "cms_menu_content_image" USING btree ("cms_menu_id");--> statement-breakpoint
CREATE INDEX "cms_menu_content_cms_menu_id_idx" ON "cms_menu_content" USING btree ("cms_menu_id");--> statement-breakpoint
CREATE INDEX "cms_menu_parent_id_idx" ON "cms_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "employee_department_id_idx" ON "employee" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employee_branch_id_idx" ON "employee" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "employee_designation_id_idx" ON "employee" USING btree ("designation_id");--> statement-breakpoint
-- Designations were free text on each employee: they become records the employees refer to.
INSERT INTO "designation" ("name") SELECT DISTINCT trim("designation") FROM "employee" WHERE trim(coalesce("designation", '')) <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "employee" SET "designation_id" = d."id" FROM "designation" d WHERE d."name" = trim("employee"."designation");--> statement-breakpoint
ALTER TABLE "employee" DROP COLUMN "designation";--> statement-breakpoint
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_type_check" CHECK ("menu_item"."type" in ('group', 'item'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_gender_check" CHECK ("user"."gender" in ('male', 'female', 'others'));--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_subject_check" CHECK ("contact_message"."subject" in ('Buying', 'Selling', 'Support'));--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_gender_check" CHECK ("employee"."gender" in ('male', 'female', 'others'));--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_marital_status_check" CHECK ("employee"."marital_status" in ('single', 'married', 'widowed', 'divorced'));--> statement-breakpoint
DROP TYPE "public"."gender";--> statement-breakpoint
DROP TYPE "public"."marital_status";