ALTER TABLE "event" ADD COLUMN "status" varchar(40) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "status" varchar(40) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "event_visible_idx" ON "event" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "project_visible_idx" ON "project" USING btree ("status","publish_at");--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_status_check" CHECK ("event"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_status_check" CHECK ("project"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
-- Hand-written: the events and projects an installation already has were shown to visitors; they stay published.
UPDATE "event" SET "status" = 'published', "publish_at" = "created_at";--> statement-breakpoint
UPDATE "project" SET "status" = 'published', "publish_at" = "created_at";
