CREATE TABLE "newsletter_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"email" varchar(254) NOT NULL,
	"name" varchar(120),
	"language" varchar(40) DEFAULT 'en' NOT NULL,
	"status" varchar(40) DEFAULT 'pending' NOT NULL,
	"consent_text" varchar(500),
	"consented_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"confirm_nonce" varchar(32),
	"ip" varchar(64),
	CONSTRAINT "newsletter_subscriber_language_check" CHECK ("newsletter_subscriber"."language" in ('en', 'bn')),
	CONSTRAINT "newsletter_subscriber_status_check" CHECK ("newsletter_subscriber"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_email_unique" ON "newsletter_subscriber" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_status_idx" ON "newsletter_subscriber" USING btree ("status","id");