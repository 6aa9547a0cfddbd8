CREATE TABLE "event_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"event_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"status" varchar(40) DEFAULT 'registered' NOT NULL,
	CONSTRAINT "event_registration_status_check" CHECK ("event_registration"."status" in ('registered', 'waitlisted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "event_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"time" varchar(20) NOT NULL,
	"item" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"image" varchar(500) NOT NULL,
	"starts_on" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5),
	"ends_on" date,
	"place" varchar(200) NOT NULL,
	"map_url" varchar(500),
	"body" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"image" varchar(500) NOT NULL,
	"picture_one" varchar(500),
	"picture_two" varchar(500),
	"location" varchar(120),
	"year" varchar(40),
	"reached" varchar(80),
	"story" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registration" ADD CONSTRAINT "event_registration_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_line" ADD CONSTRAINT "event_line_document_id_event_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registration_event_id_idx" ON "event_registration" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_registration_event_status_idx" ON "event_registration" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_line_document_id_idx" ON "event_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "event_starts_on_idx" ON "event" USING btree ("starts_on");