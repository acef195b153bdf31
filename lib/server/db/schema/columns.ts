// Column builders every table uses: money as numeric(12,2) (decimal strings, never floats) and creation time.
import { numeric, timestamp } from "drizzle-orm/pg-core";

export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const createdAt = () => timestamp("created", { withTimezone: true }).notNull().defaultNow();
