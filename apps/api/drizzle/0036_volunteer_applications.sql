CREATE TABLE "volunteer_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"full_name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"area" varchar(40) NOT NULL,
	"message" varchar(2000),
	"language" varchar(40) DEFAULT 'en' NOT NULL,
	"status" varchar(40) DEFAULT 'new' NOT NULL,
	"ip" varchar(64),
	CONSTRAINT "volunteer_application_area_check" CHECK ("volunteer_application"."area" in ('teaching', 'health', 'water', 'relief', 'office')),
	CONSTRAINT "volunteer_application_language_check" CHECK ("volunteer_application"."language" in ('en', 'bn')),
	CONSTRAINT "volunteer_application_status_check" CHECK ("volunteer_application"."status" in ('new', 'contacted', 'active', 'declined'))
);
--> statement-breakpoint
CREATE INDEX "volunteer_application_status_idx" ON "volunteer_application" USING btree ("status","id");