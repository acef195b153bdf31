// Authorisation codes of the sandbox identity provider: minted by its consent page, stored hashed, single
// use, valid 5 minutes, bound to the redirect_uri and the PKCE challenge like a real provider's codes.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { getDb } from "../../db/client";
import { sandboxOauthCodes } from "../../db/schema";
import { authNow } from "../clock";

export const SANDBOX_CODE_TTL_MS = 5 * 60_000;

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** A stable account id per provider and address, so signing in again finds the same sandbox account. */
export const sandboxUid = (provider: string, email: string) =>
  `sandbox-${createHash("sha256").update(`${provider}:${email.toLowerCase()}`).digest("hex").slice(0, 20)}`;

export type SandboxGrant = {
  provider: SocialProvider;
  redirectUri: string;
  codeChallenge: string;
  email: string;
  name: string;
};

export async function mintSandboxCode(grant: SandboxGrant): Promise<string> {
  const code = randomBytes(24).toString("base64url");
  const db = await getDb();
  await db.insert(sandboxOauthCodes).values({
    codeHash: hashCode(code),
    ...grant,
    uid: sandboxUid(grant.provider, grant.email),
    expiresAt: new Date(authNow().getTime() + SANDBOX_CODE_TTL_MS),
  });
  return code;
}

/** Spends the code; null when it is unknown, used, expired or for another provider. */
export async function redeemSandboxCode(provider: SocialProvider, code: string) {
  if (code.length > 256) return null;
  const db = await getDb();
  const now = authNow();
  const [row] = await db
    .update(sandboxOauthCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxOauthCodes.codeHash, hashCode(code)),
        eq(sandboxOauthCodes.provider, provider),
        isNull(sandboxOauthCodes.usedAt),
        gt(sandboxOauthCodes.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
