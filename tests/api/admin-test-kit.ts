// Shared set-up of the console's API tests: a fresh database with one account of each role, signed in.
import { readdirSync } from "node:fs";
import path from "node:path";
import { desc } from "drizzle-orm";
import { clearLocalCache } from "@/lib/server/cache/invalidate-tags";
import type { Db } from "@/lib/server/db/client";
import { auditLog } from "@/lib/server/db/schema";
import { buildPath } from "@/lib/schemas/endpoint";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { endpointRegistry } from "@/lib/schemas/registry";
import { call, insertAccount, signIn, startAuthTest, type AuthTestEnv } from "./auth-test-kit";

export type Role = "shopper" | "support" | "admin";
export type AdminTestEnv = AuthTestEnv & {
  tokens: Record<Role, string>;
  accounts: Record<Role, { id: number; email: string }>;
};

export async function startAdminTest(
  engine: "pglite" | "postgres",
  env: Record<string, string> = {},
): Promise<AdminTestEnv> {
  const t = await startAuthTest(engine, env);
  const tokens = {} as Record<Role, string>;
  const accounts = {} as AdminTestEnv["accounts"];
  for (const role of ["shopper", "support", "admin"] as const) {
    const account = await insertAccount(t.db, { role, email: `${role}-${Date.now()}@example.com` });
    accounts[role] = { id: account.id, email: account.email };
    tokens[role] = (await signIn(account.email, account.password)).access;
  }
  return { ...t, tokens, accounts };
}

/** app/api/admin/orders/{id}/ -> app/api/admin/orders/[id]/route.ts */
export const routeFileOf = (e: { path: string }) =>
  path.join(process.cwd(), "app", e.path.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");

/** Every route file under app/api/admin, as a path with {placeholders}. */
export function adminRouteFiles(dir = path.join(process.cwd(), "app/api/admin")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminRouteFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every endpoint of the registry under /api/admin/ (the walk's list: a new admin route is in it by being there). */
export const namedAdminEndpoints = (Object.entries(endpointRegistry) as [string, Endpoint][]).filter(
  ([, e]) => e.path.startsWith("/api/admin/"),
) as [string, AdminEndpoint][];

/** Calls an admin endpoint with the given token (or none) and path parameters. */
export async function callAdmin(
  e: AdminEndpoint,
  init: {
    token?: string;
    params?: Record<string, string>;
    query?: string;
    body?: unknown;
    cookie?: string;
  } = {},
) {
  const params = init.params ?? {};
  const url = buildPath(e.path, params) + (init.query ? `?${init.query}` : "");
  return call(await import(routeFileOf(e)), url, {
    method: e.method,
    params,
    token: init.token,
    ...(init.cookie ? { headers: { cookie: init.cookie } } : {}),
    ...(e.method === "GET" ? {} : { body: init.body ?? {} }),
  });
}

/** Calls an admin endpoint as the file's admin; `env` is read at call time (the file starts it in beforeAll). */
export const callAsAdmin =
  (env: () => AdminTestEnv) =>
  (e: AdminEndpoint, init: Parameters<typeof callAdmin>[1] = {}) =>
    callAdmin(e, { token: env().tokens.admin, ...init });

/**
 * Turns the storefront's read cache on for the file (as in production; tests run without it), so a write seen
 * on the storefront "at once" proves the cache was dropped.
 */
export function useStoreCache() {
  beforeAll(() => {
    process.env.STORE_CACHE = "on";
    clearLocalCache();
  });
  afterAll(() => {
    delete process.env.STORE_CACHE;
    clearLocalCache();
  });
}

/** The newest audit-log entry. */
export async function lastAuditEntry(db: Db) {
  return (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
}
