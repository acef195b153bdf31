// Countries, their method groups and payment methods.
import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { money } from "./columns";

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
  currency: text("currency").notNull(),
  /** Roubles per one unit of the country's currency. */
  rate: numeric("rate", { precision: 14, scale: 6 }).notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const methodGroups = pgTable(
  "method_groups",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("method_groups_country_idx").on(t.countryId, t.order)],
);

export const paymentMethods = pgTable("payment_methods", {
  id: serial("id").primaryKey(),
  /** URL-safe name used in POST /api/payments/{name}/. */
  name: text("name").notNull().unique(),
  title: text("title").notNull(),
  uri: text("uri").notNull().default(""),
  /** Percentage fee, e.g. "2.50". */
  fee: numeric("fee", { precision: 5, scale: 2 }).notNull().default("0.00"),
  fixFee: money("fix_fee").notNull().default("0.00"),
  minAmount: money("min_amount").notNull().default("0.00"),
  icon: text("icon").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isSecondary: boolean("is_secondary").notNull().default(false),
  currencies: text("currencies")
    .array()
    .notNull()
    .default(sql`'{RUB}'::text[]`),
  requiredFields: text("required_fields")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  canRetrievePaymentData: boolean("can_retrieve_payment_data").notNull().default(false),
  /** Which adapter serves it: sandbox, payselection, getpay. */
  provider: text("provider").notNull().default("sandbox"),
  /** Scenario the sandbox adapter answers with. */
  scenarioType: text("scenario_type").notNull().default("redirect"),
});

export const groupMethods = pgTable(
  "group_methods",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => methodGroups.id, { onDelete: "cascade" }),
    methodId: integer("method_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.methodId] })],
);
