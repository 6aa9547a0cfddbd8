ALTER TABLE "cms_menu" ADD COLUMN "status" varchar(40) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_menu" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cms_menu_visible_idx" ON "cms_menu" USING btree ("status","publish_at");--> statement-breakpoint
ALTER TABLE "cms_menu" ADD CONSTRAINT "cms_menu_status_check" CHECK ("cms_menu"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
-- Hand-written: the menu's entries an installation already has were shown to visitors (in the menu, as pages); they stay published.
UPDATE "cms_menu" SET "status" = 'published', "publish_at" = "created_at";
