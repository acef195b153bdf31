// Server-side settings.
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value store for server-side settings (generated secrets, build id). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
});
