ALTER TABLE "stock_movement" DROP CONSTRAINT "stock_movement_kind_check";--> statement-breakpoint
ALTER TABLE "purchase_final" DROP CONSTRAINT "purchase_final_status_in";--> statement-breakpoint
ALTER TABLE "purchase_final" DROP CONSTRAINT "purchase_final_paid_has_voucher";--> statement-breakpoint
ALTER TABLE "purchase_status" DROP CONSTRAINT "purchase_status_code_check";--> statement-breakpoint
ALTER TABLE "customerorder" ALTER COLUMN "cancel_reason" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "purchase_final" ADD COLUMN "returned_date" date;--> statement-breakpoint
ALTER TABLE "purchase_final" ADD COLUMN "return_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "purchase_final" ADD COLUMN "return_invoice_no" varchar(40);--> statement-breakpoint
ALTER TABLE "purchase_final" ADD COLUMN "refund_invoice_no" varchar(40);--> statement-breakpoint
ALTER TABLE "customerorder" ADD COLUMN "refund_invoice_no" varchar(40);--> statement-breakpoint
CREATE INDEX "purchase_final_return_invoice_no_idx" ON "purchase_final" USING btree ("return_invoice_no");--> statement-breakpoint
CREATE INDEX "purchase_final_refund_invoice_no_idx" ON "purchase_final" USING btree ("refund_invoice_no");--> statement-breakpoint
CREATE INDEX "customerorder_refund_invoice_no_idx" ON "customerorder" USING btree ("refund_invoice_no");--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_kind_check" CHECK ("stock_movement"."kind" in ('purchase_received', 'purchase_returned', 'order_confirmed', 'order_cancelled', 'adjustment'));--> statement-breakpoint
ALTER TABLE "purchase_final" ADD CONSTRAINT "purchase_final_returned_has_reversal" CHECK (("purchase_final"."status" = 'returned') = ("purchase_final"."return_invoice_no" is not null));--> statement-breakpoint
ALTER TABLE "purchase_final" ADD CONSTRAINT "purchase_final_status_in" CHECK ("purchase_final"."status" in ('finalised', 'paid', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "purchase_final" ADD CONSTRAINT "purchase_final_paid_has_voucher" CHECK (("purchase_final"."status" in ('paid', 'returned')) = ("purchase_final"."voucher_invoice_no" is not null and "purchase_final"."paid_date" is not null and "purchase_final"."paid_from" is not null));--> statement-breakpoint
ALTER TABLE "purchase_status" ADD CONSTRAINT "purchase_status_code_check" CHECK ("purchase_status"."code" in ('requested', 'finalised', 'paid', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "customerorder" ADD CONSTRAINT "customerorder_refunded_when_cancelled" CHECK ("customerorder"."refund_invoice_no" is null or "customerorder"."status" = 'cancelled');--> statement-breakpoint
-- Hand-written: the bills' status lookup gains the status a returned bill is in.
INSERT INTO "purchase_status" ("code", "name", "position") VALUES ('returned', 'Returned', 5) ON CONFLICT DO NOTHING;
