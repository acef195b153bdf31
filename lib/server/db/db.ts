// The database type on its own, so that the modules the client runs at start-up (migrations, seed, demo
// password) can name it without importing the client back.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
