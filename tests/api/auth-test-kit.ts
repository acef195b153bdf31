// Shared set-up of the accounts API tests: a fresh database and outbox per file, callers from random IPs
// (so the rate limits only bite where a test means them to), and small helpers to sign in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import * as confirmResetRoute from "@/app/api/auth/users/reset_password_confirm/route";
import * as decisionRoute from "@/app/sandbox/oauth/decision/route";
import { resetConfigForTests } from "@/lib/server/config";
import type { Db } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { hashPassword } from "@/lib/server/auth/password-hash";
import { setAuthClockForTests } from "@/lib/server/auth/clock";
import { setRateLimitClockForTests } from "@/lib/server/rate-limit/clock";
import { listOutbox } from "@/lib/server/mail/outbox";
import { callRoute, FORM_TYPE } from "../helpers/call-route";
import { runMailJobs } from "../helpers/mail-jobs";
import { suiteEnv } from "../helpers/suite-env";
import { startTestDb, type TestDb } from "../helpers/test-db";

type RouteModule = Record<string, unknown>;
type Init = Parameters<typeof callRoute>[2] & { ip?: string; token?: string };

let ipCounter = 0;
export const randomIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/**
 * callRoute from a fresh address unless one is given, passed as our server entry passes the socket's peer
 * (x-store-peer-address; X-Forwarded-For alone counts for nothing without trusted proxies); `token` becomes a
 * Bearer header.
 */
export function call(mod: RouteModule, url: string, init: Init = {}) {
  const { ip, token, ...rest } = init;
  const address = ip ?? randomIp();
  const headers: Record<string, string> = {
    "x-store-peer-address": address,
    "x-forwarded-for": address,
    ...rest.headers,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return callRoute(mod, url, { ...rest, headers });
}

export type AuthTestEnv = TestDb & { dataDir: string };

/** Env vars the accounts module reads, reset around each file. */
const AUTH_ENV = [
  "STORE_MODE",
  "AUTH_SECRET",
  "SITE_URL",
  "SMTP_URL",
  "DATA_DIR",
  "ACCESS_TOKEN_LIFETIME",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "TELEGRAM_BOT_TOKEN",
  "STEAM_ENABLED",
];

export async function startAuthTest(
  engine: "pglite" | "postgres",
  env: Record<string, string> = {},
): Promise<AuthTestEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "auth-test-"));
  for (const key of AUTH_ENV) delete process.env[key];
  Object.assign(process.env, { DATA_DIR: dataDir, ...env });
  resetConfigForTests();
  const t = await startTestDb({ engine, seed: false });
  return {
    ...t,
    dataDir,
    close: async () => {
      setAuthClockForTests(undefined);
      setRateLimitClockForTests(undefined);
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
      for (const key of AUTH_ENV) delete process.env[key];
      resetConfigForTests();
    },
  };
}

/** The accounts environment of the enclosing describe block (see suiteEnv), with these env vars set. */
export const authSuite = (engine: "pglite" | "postgres", env: Record<string, string> = {}) =>
  suiteEnv(() => startAuthTest(engine, env));

let userCounter = 0;
export async function insertAccount(
  db: Db,
  o: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = "correct-horse-battery", ...rest } = o;
  const [row] = await db
    .insert(users)
    .values({
      email: `shopper${userCounter++}-${Date.now()}@example.com`,
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return { ...row, password };
}

export async function signIn(email: string, password: string): Promise<{ access: string; refresh: string }> {
  const res = await call(createRoute, "/api/auth/jwt/create/", { method: "POST", body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.json;
}

/** The outbox once the queued mail jobs have run (the mail worker's part). */
export async function outbox() {
  const { failed } = await runMailJobs();
  if (failed.length) throw new Error(`mail jobs failed: ${failed.join("; ")}`);
  return listOutbox();
}

/**
 * The password reset as the mailbox's owner does it: asks for the link, reads it from the outbox and sets
 * `newPassword` with it. Answers the confirmation (204 when it took).
 */
export async function resetPasswordByMail(email: string, newPassword: string) {
  await call(resetRoute, "/api/auth/users/reset_password/", { method: "POST", body: { email } });
  const mail = (await outbox()).findLast((m) => m.to === email && /uid=/.test(m.text));
  if (!mail) throw new Error(`no reset mail to ${email}`);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return call(confirmResetRoute, "/api/auth/users/reset_password_confirm/", {
    method: "POST",
    body: {
      uid: link.searchParams.get("uid"),
      token: link.searchParams.get("token"),
      new_password: newPassword,
    },
  });
}

/** A token signed with another key, or with alg "none": both must be refused. */
export async function forgedToken(type: "access" | "refresh", userId: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: type })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setJti("forged")
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode("an-attackers-secret-of-at-least-32-bytes"));
}

export function unsignedToken(type: "access" | "refresh", userId: number) {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${b64({ alg: "none", typ: "JWT" })}.${b64({ token_type: type, sub: String(userId), jti: "x", iat: now, exp: now + 600 })}.`;
}

export const minutesLater = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  return () => at;
};

/**
 * The shopper's answer on the sandbox provider's consent page that url/'s `authorize` address opens (posted from
 * this site's origin, as the page's form is); answers the address the provider sends the browser back to.
 */
export async function sandboxConsent(
  authorize: URL,
  answer: { decision: "allow" | "deny"; email: string; name: string },
) {
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), ...answer });
  const res = await postConsentForm(form.toString());
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!);
}

/** A form posted to the sandbox provider's consent decision route from this site's origin, as its page posts. */
export const postConsentForm = (form: string) =>
  callRoute(decisionRoute, "/sandbox/oauth/decision", {
    method: "POST",
    rawBody: form,
    headers: { "content-type": FORM_TYPE, origin: "http://localhost:3000" },
  });
