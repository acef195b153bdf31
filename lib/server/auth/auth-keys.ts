// Keys for tokens and the social-login cookie, derived from one server secret: AUTH_SECRET, or (demo mode)
// a random secret generated once and kept in the settings table, so every instance on one database agrees.
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getConfig } from "../config";
import { getDb, type Db } from "../db/client";
import { settings } from "../db/schema";

export type AuthKeys = { jwt: Uint8Array; socialState: Uint8Array };

const SECRET_SETTING = "auth_secret";
const byDb = new WeakMap<Db, Promise<AuthKeys>>();
let fromEnv: { secret: string; keys: AuthKeys } | undefined;

function deriveKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => new Uint8Array(createHmac("sha256", secret).update(purpose).digest());
  return { jwt: derive("store:jwt:v1"), socialState: derive("store:social-state:v1") };
}

async function loadStoredSecret(db: Db): Promise<string> {
  // Two instances starting together both try to insert; the first one wins and both read its value.
  await db
    .insert(settings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SECRET_SETTING));
  if (typeof row?.value !== "string" || row.value.length < 32)
    throw new Error("stored auth secret is unusable");
  return row.value;
}

export async function getAuthKeys(): Promise<AuthKeys> {
  const secret = getConfig().AUTH_SECRET;
  if (secret) {
    if (fromEnv?.secret !== secret) fromEnv = { secret, keys: deriveKeys(secret) };
    return fromEnv.keys;
  }
  if (getConfig().STORE_MODE === "live") throw new Error("AUTH_SECRET is required when STORE_MODE=live");
  const db = await getDb();
  let keys = byDb.get(db);
  if (!keys) {
    keys = loadStoredSecret(db).then(deriveKeys);
    keys.catch(() => byDb.delete(db));
    byDb.set(db, keys);
  }
  return keys;
}
