// The order-access cookie (DESIGN.md section 5): the ids of the orders this browser created or opened, signed
// with a key derived from the auth secret (HMAC-SHA256), HttpOnly. It proves access to calls addressed by a
// numeric order id for guests; it is bounded to the latest orders so it stays small.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthKeys } from "../../auth/auth-keys";
import { secureCookieOptions } from "../../auth/cookie-options";

export const ORDER_ACCESS_COOKIE = "order_access";
export const ORDER_ACCESS_MAX_IDS = 20;
const MAX_AGE_SEC = 30 * 24 * 3600;
const MAX_COOKIE_LENGTH = 600;

/** The key derived last, with the (cached) auth key it came from: every order answer signs a cookie with it. */
let derived: { jwt: Uint8Array; key: Buffer } | undefined;

async function signingKey(): Promise<Buffer> {
  const { jwt } = await getAuthKeys();
  if (derived?.jwt !== jwt)
    derived = { jwt, key: createHmac("sha256", Buffer.from(jwt)).update("store:order-access:v1").digest() };
  return derived.key;
}

async function signatureOf(payload: string): Promise<Buffer> {
  return createHmac("sha256", await signingKey())
    .update(payload)
    .digest();
}

/** The order ids a cookie value grants, or [] when it is missing, malformed or forged. */
export async function readOrderAccessIds(value: string | undefined): Promise<number[]> {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const match = /^(\d{1,10}(?:-\d{1,10}){0,99})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return [];
  const given = Buffer.from(match[2], "base64url");
  const expected = await signatureOf(match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return match[1].split("-").map(Number);
}

/** A cookie value granting `ids` plus `orderId` (moved to the end), keeping the latest ones. */
export async function buildOrderAccessValue(ids: number[], orderId: number): Promise<string> {
  const kept = [...ids.filter((id) => id !== orderId), orderId].slice(-ORDER_ACCESS_MAX_IDS);
  const payload = kept.join("-");
  return `${payload}.${(await signatureOf(payload)).toString("base64url")}`;
}

export const orderAccessCookieOptions = (url: URL) => secureCookieOptions(url, "/api/", MAX_AGE_SEC);
