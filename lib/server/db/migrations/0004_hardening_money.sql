CREATE TABLE "capture_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"amount_rub" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"payment_id" integer,
	"order_id" integer,
	"user_id" integer,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(12, 2),
	"currency" text,
	"amount_rub" numeric(12, 2),
	"detail" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "balance_held" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "capture_credits" ADD CONSTRAINT "capture_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_credits_payment_idx" ON "capture_credits" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "capture_credits_status_idx" ON "capture_credits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_ledger_payment_idx" ON "payment_ledger" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree (coalesce("last_attempt_at", "created")) WHERE "orders"."status" in ('created', 'waiting_for_payment');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_held_check" CHECK ("balance_held" >= 0 AND "balance_held" <= "balance");--> statement-breakpoint
CREATE FUNCTION "payment_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_ledger is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_ledger_no_change" BEFORE UPDATE OR DELETE ON "payment_ledger"
  FOR EACH ROW EXECUTE FUNCTION "payment_ledger_append_only"();
