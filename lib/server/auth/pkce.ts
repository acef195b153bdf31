// PKCE (RFC 7636), S256 only.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const newCodeVerifier = () => randomBytes(32).toString("base64url");

export const codeChallengeOf = (verifier: string) =>
  createHash("sha256").update(verifier).digest("base64url");

export function isVerifierForChallenge(verifier: string | undefined, challenge: string): boolean {
  if (!verifier) return false;
  const actual = Buffer.from(codeChallengeOf(verifier));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
