CREATE TABLE "blog_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"body" text NOT NULL,
	"avatar" varchar(500),
	"status" varchar(40) DEFAULT 'pending' NOT NULL,
	"ip" varchar(64),
	CONSTRAINT "blog_comment_status_check" CHECK ("blog_comment"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "blog_comment" ADD CONSTRAINT "blog_comment_post_id_blog_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comment" ADD CONSTRAINT "blog_comment_parent_id_blog_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_comment_post_id_idx" ON "blog_comment" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "blog_comment_parent_id_idx" ON "blog_comment" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blog_comment_post_status_idx" ON "blog_comment" USING btree ("post_id","status");