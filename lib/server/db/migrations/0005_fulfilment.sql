CREATE TABLE "pubg_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_line_id" integer,
	"issued_at" timestamp with time zone,
	"batch" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "player_id_pattern" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "player_id_hint" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_data" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "pubg_codes" ADD CONSTRAINT "pubg_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubg_codes" ADD CONSTRAINT "pubg_codes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pubg_codes_code_idx" ON "pubg_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pubg_codes_stock_idx" ON "pubg_codes" USING btree ("product_id","status","id");--> statement-breakpoint
CREATE INDEX "pubg_codes_line_idx" ON "pubg_codes" USING btree ("order_line_id");