CREATE TYPE "public"."game_kind" AS ENUM('pubg', 'standoff', 'steam', 'supply');--> statement-breakpoint
CREATE TYPE "public"."gift_region" AS ENUM('cis', 'ru', 'ru_cis', 'world');--> statement-breakpoint
CREATE TYPE "public"."gift_type" AS ENUM('dlc', 'edition', 'game');--> statement-breakpoint
CREATE TYPE "public"."line_status" AS ENUM('processing', 'sending', 'completed', 'refunded', 'incorrect-details');--> statement-breakpoint
CREATE TYPE "public"."order_kind" AS ENUM('pubg', 'standoff', 'steam', 'supply', 'rokky');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('created', 'waiting_for_payment', 'paid', 'sending', 'sent', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "articles" (
	"slug" text PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"inn" text NOT NULL,
	"company_id" text NOT NULL,
	"extra" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"text" text NOT NULL,
	"answer" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "game_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"background_desktop" text NOT NULL,
	"background_tablet" text NOT NULL,
	"background_mobile" text NOT NULL,
	"foreground_desktop" text NOT NULL,
	"foreground_tablet" text NOT NULL,
	"foreground_mobile" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"game_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "game_kind" NOT NULL,
	"title" text NOT NULL,
	"detail_title" text DEFAULT '' NOT NULL,
	"detail_description" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"is_auth_required" boolean DEFAULT false NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"product_preview_name" text DEFAULT '' NOT NULL,
	"product_preview_icon" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_server_needed" boolean DEFAULT false NOT NULL,
	"is_server_enum" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"background_desktop" text NOT NULL,
	"background_tablet" text NOT NULL,
	"background_mobile" text NOT NULL,
	"foreground_desktop" text NOT NULL,
	"foreground_tablet" text NOT NULL,
	"foreground_mobile" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"gift_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" "gift_type" NOT NULL,
	"region" "gift_region" NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"cashback" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"logo" text NOT NULL,
	"discount_price" numeric(12, 2),
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_old_classic" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_methods" (
	"group_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_methods_group_id_method_id_pk" PRIMARY KEY("group_id","method_id")
);
--> statement-breakpoint
CREATE TABLE "method_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" "line_status" DEFAULT 'processing' NOT NULL,
	"code" text,
	"amount_uc" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"kind" "order_kind" NOT NULL,
	"status" "order_status" DEFAULT 'created' NOT NULL,
	"user_id" integer,
	"game_id" integer,
	"gift_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"total_without_promocode" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"total_to_pay" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"promo_code_id" integer,
	"reject_reason" text,
	"game_account_id" text,
	"game_avatar" text,
	"surplus" numeric(4, 2),
	"steam_account_id" text,
	"steam_amount" numeric(12, 2),
	"supply_user_id" text,
	"supply_server" integer,
	"supply_server_custom_id" text,
	"gift_code" text,
	"payment_method" text,
	"payment_id" text,
	"payment_status" text,
	"currency" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"uri" text DEFAULT '' NOT NULL,
	"fee" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"fix_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"min_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"icon" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_secondary" boolean DEFAULT false NOT NULL,
	"currencies" text[] DEFAULT '{RUB}'::text[] NOT NULL,
	"required_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"can_retrieve_payment_data" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"scenario_type" text DEFAULT 'redirect' NOT NULL,
	CONSTRAINT "payment_methods_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer DEFAULT 100 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount_price" numeric(12, 2),
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"amount_uc" integer,
	"gold" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" smallint NOT NULL,
	"game_id" integer,
	"gift_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar_img" text,
	"balance" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"active_promo_code_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_banners" ADD CONSTRAINT "game_banners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_servers" ADD CONSTRAINT "game_servers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_banners" ADD CONSTRAINT "gift_banners_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_methods" ADD CONSTRAINT "group_methods_group_id_method_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."method_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_methods" ADD CONSTRAINT "group_methods_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "method_groups" ADD CONSTRAINT "method_groups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_game_idx" ON "faq_items" USING btree ("game_id","order");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created");--> statement-breakpoint
CREATE INDEX "game_servers_game_idx" ON "game_servers" USING btree ("game_id","position");--> statement-breakpoint
CREATE INDEX "games_position_idx" ON "games" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "games_title_idx" ON "games" USING btree ("title");--> statement-breakpoint
CREATE INDEX "gifts_created_idx" ON "gifts" USING btree ("created");--> statement-breakpoint
CREATE INDEX "gifts_price_idx" ON "gifts" USING btree ("price");--> statement-breakpoint
CREATE INDEX "gifts_type_region_idx" ON "gifts" USING btree ("type","region");--> statement-breakpoint
CREATE INDEX "method_groups_country_idx" ON "method_groups" USING btree ("country_id","order");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created");--> statement-breakpoint
CREATE INDEX "products_game_idx" ON "products" USING btree ("game_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));