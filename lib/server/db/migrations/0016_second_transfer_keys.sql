DROP INDEX "capture_credits_payment_idx";--> statement-breakpoint
DROP INDEX "payment_callbacks_key_idx";--> statement-breakpoint
ALTER TABLE "capture_credits" ADD COLUMN "transaction_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "transaction_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_credits_payment_idx" ON "capture_credits" USING btree ("payment_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_key_idx" ON "payment_callbacks" USING btree ("provider","provider_payment_id","event","transaction_id");