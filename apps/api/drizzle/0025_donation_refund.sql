ALTER TABLE "donation" DROP CONSTRAINT "donation_status_check";--> statement-breakpoint
ALTER TABLE "donation" DROP CONSTRAINT "donation_confirmed_check";--> statement-breakpoint
ALTER TABLE "donation" ADD COLUMN "refunded_date" date;--> statement-breakpoint
ALTER TABLE "donation" ADD COLUMN "refund_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "donation" ADD COLUMN "refund_invoice_no" varchar(40);--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_refunded_check" CHECK (("donation"."status" = 'refunded') = ("donation"."refund_invoice_no" is not null));--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_status_check" CHECK ("donation"."status" in ('pledged', 'confirmed', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "donation" ADD CONSTRAINT "donation_confirmed_check" CHECK (("donation"."status" in ('confirmed', 'refunded')) = ("donation"."receipt_no" is not null and "donation"."receipt_invoice_no" is not null));