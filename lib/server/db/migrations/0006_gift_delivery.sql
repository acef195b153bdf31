ALTER TABLE "orders" ADD COLUMN "delivery_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_data" jsonb;