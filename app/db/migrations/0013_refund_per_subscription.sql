-- Concurrent withdrawals could record two refunds for one subscription: keep the first of each.
DELETE FROM "test_payment_refunds" r USING "test_payment_refunds" o WHERE r."subscription_id" = o."subscription_id" AND (r."created_at", r."id") > (o."created_at", o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_refunds_subscription_idx" ON "test_payment_refunds" USING btree ("subscription_id");
