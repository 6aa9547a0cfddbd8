ALTER TABLE "general_setting" ADD COLUMN "dues_reminder_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_subscription" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: dues already past the reminder's day when reminders arrived are not all mailed on the first run.
UPDATE "monthly_subscription" SET "reminded_at" = now() WHERE "status" = 'due' AND "subscription_date" < current_date - 10;
