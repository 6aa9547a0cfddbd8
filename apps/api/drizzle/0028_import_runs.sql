CREATE TABLE "import_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"dry_run" boolean NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(20) NOT NULL,
	"rows" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" integer
);
--> statement-breakpoint
CREATE INDEX "import_run_started_idx" ON "import_run" USING btree ("started_at");