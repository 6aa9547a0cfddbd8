CREATE INDEX "donation_receipt_invoice_no_idx" ON "donation" USING btree ("receipt_invoice_no");--> statement-breakpoint
CREATE INDEX "monthly_subscription_receipt_invoice_no_idx" ON "monthly_subscription" USING btree ("receipt_invoice_no");--> statement-breakpoint
CREATE INDEX "purchase_final_voucher_invoice_no_idx" ON "purchase_final" USING btree ("voucher_invoice_no");--> statement-breakpoint
CREATE INDEX "customerorder_sales_invoice_no_idx" ON "customerorder" USING btree ("sales_invoice_no");--> statement-breakpoint
CREATE INDEX "customerorder_reversal_invoice_no_idx" ON "customerorder" USING btree ("reversal_invoice_no");--> statement-breakpoint
CREATE INDEX "customerorder_payment_receipt_invoice_no_idx" ON "customerorder_payment" USING btree ("receipt_invoice_no");