CREATE TABLE "blog_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_tag" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_post_tag_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"title" varchar(200) NOT NULL,
	"excerpt" varchar(600),
	"body" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"published_on" date NOT NULL,
	"author" varchar(120),
	"author_title" varchar(120),
	"author_bio" varchar(1000),
	"author_image" varchar(500),
	"cover" varchar(500),
	"picture" varchar(500),
	"format" varchar(40) DEFAULT 'standard' NOT NULL,
	"video_url" varchar(500),
	"status" varchar(40) DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	CONSTRAINT "blog_post_format_check" CHECK ("blog_post"."format" in ('standard', 'video')),
	CONSTRAINT "blog_post_status_check" CHECK ("blog_post"."status" in ('draft', 'scheduled', 'published'))
);
--> statement-breakpoint
CREATE TABLE "tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" integer NOT NULL,
	"record" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_post_id_blog_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_tag_id_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tag"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_category_id_blog_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_category_name_unique" ON "blog_category" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "blog_post_tag_tag_idx" ON "blog_post_tag" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "blog_post_category_id_idx" ON "blog_post" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_post_visible_idx" ON "blog_post" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "blog_post_published_on_idx" ON "blog_post" USING btree ("published_on");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_name_unique" ON "tag" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "content_version_entity_idx" ON "content_version" USING btree ("entity","entity_id","id");--> statement-breakpoint
-- Hand-written: an existing installation gets the new seeded Publisher role, holding what its Content editor holds
-- (permissions and menu); at the next start syncAccess gives it the new content.publish permission and the blog's.
-- A new database has no roles yet: syncAccess makes every seeded role then.
INSERT INTO "role" ("name", "description")
SELECT 'Publisher', 'Everything a Content editor does, and publishing: sets posts and pages published or scheduled.'
WHERE EXISTS (SELECT 1 FROM "role") AND NOT EXISTS (SELECT 1 FROM "role" WHERE lower("name") = 'publisher');
--> statement-breakpoint
INSERT INTO "role_permission" ("role_id", "permission_id")
SELECT "publisher"."id", "granted"."permission_id"
FROM "role" "publisher", "role" "editor"
JOIN "role_permission" "granted" ON "granted"."role_id" = "editor"."id"
WHERE "publisher"."name" = 'Publisher' AND "editor"."name" = 'Content editor'
  AND NOT EXISTS (SELECT 1 FROM "role_permission" "held" WHERE "held"."role_id" = "publisher"."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("role_id", "menu_item_id")
SELECT "publisher"."id", "shown"."menu_item_id"
FROM "role" "publisher", "role" "editor"
JOIN "role_menu" "shown" ON "shown"."role_id" = "editor"."id"
WHERE "publisher"."name" = 'Publisher' AND "editor"."name" = 'Content editor'
  AND NOT EXISTS (SELECT 1 FROM "role_menu" "listed" WHERE "listed"."role_id" = "publisher"."id");
