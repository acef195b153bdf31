// Settings of an order kind live in the settings table (key -> JSON) so an operator can change them without a
// release; the defaults are written on first read. A value that does not parse falls back to the defaults.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Db } from "../../db/client";
import { settings } from "../../db/schema";
import { logger } from "../../logger";
import { cacheTags } from "../../cache/cache-tags";
import { taggedRead } from "../../cache/tag-collector";

export async function readOrderSetting<S extends z.ZodType>(
  key: string,
  schema: S,
  defaults: z.output<S>,
  /** The caller's transaction, when it has one (PGlite has a single connection: another would wait for it). */
  tx?: Db,
): Promise<z.output<S>> {
  // A tagged read: a page showing a setting (the Steam commission) is kept until the console changes one.
  const row = await taggedRead([cacheTags.orderSettings], async () => {
    const db = tx ?? (await getDb());
    await db.insert(settings).values({ key, value: defaults }).onConflictDoNothing();
    const [found] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return found;
  });
  const parsed = schema.safeParse({ ...(defaults as object), ...(row?.value as object | undefined) });
  if (parsed.success) return parsed.data;
  logger.error({ key, issues: parsed.error.issues.slice(0, 3) }, "unusable order setting, defaults used");
  return defaults;
}
