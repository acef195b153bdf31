// The sandbox provider signs its callbacks like a real one: X-Sandbox-Signature = hex HMAC-SHA256 of the raw
// body, with a key derived from the auth secret (so every instance on one database agrees, and nobody else knows it).
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthKeys } from "../../auth/auth-keys";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

async function sandboxKey(): Promise<Buffer> {
  const { jwt } = await getAuthKeys();
  return createHmac("sha256", Buffer.from(jwt)).update("store:sandbox-payments:v1").digest();
}

export async function signSandboxBody(rawBody: string): Promise<string> {
  return createHmac("sha256", await sandboxKey())
    .update(rawBody)
    .digest("hex");
}

/** Constant-time comparison of two hex signatures; false for anything malformed. */
export function isSameHexSignature(given: string | null | undefined, expected: string): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), "hex"), Buffer.from(expected, "hex"));
}

export async function verifySandboxSignature(rawBody: string, given: string | null): Promise<boolean> {
  return isSameHexSignature(given, await signSandboxBody(rawBody));
}
