CREATE TABLE "service_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"text" varchar(1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" varchar(200) NOT NULL,
	"icon" varchar(500) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"image" varchar(500) NOT NULL,
	"picture_one" varchar(500) NOT NULL,
	"picture_two" varchar(500) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"role" varchar(120) NOT NULL,
	"image" varchar(500) NOT NULL,
	"bio" varchar(2000),
	"location" varchar(120),
	"email" varchar(254),
	"phone" varchar(20),
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonial" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"role" varchar(120) NOT NULL,
	"image" varchar(500) NOT NULL,
	"quote" varchar(1000) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_line" ADD CONSTRAINT "service_line_document_id_service_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_line" ADD CONSTRAINT "team_member_line_document_id_team_member_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."team_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_line_document_id_idx" ON "service_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "service_shown_idx" ON "service" USING btree ("active","position");--> statement-breakpoint
CREATE INDEX "team_member_line_document_id_idx" ON "team_member_line" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "team_member_shown_idx" ON "team_member" USING btree ("active","position");--> statement-breakpoint
CREATE INDEX "testimonial_shown_idx" ON "testimonial" USING btree ("active","position");