// The TOTP secret at rest: encrypted and authenticated (JWE, dir + A256GCM) with a key derived from the server's
// auth secret, so a database dump alone does not give away anyone's second factor.
import { createHmac } from "node:crypto";
import { CompactEncrypt, compactDecrypt } from "jose";
import { getAuthKeys } from "../auth-keys";

async function boxKey(): Promise<Uint8Array> {
  const { socialState } = await getAuthKeys();
  return new Uint8Array(createHmac("sha256", socialState).update("store:totp-secret:v1").digest());
}

export async function sealTotpSecret(secret: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(secret))
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .encrypt(await boxKey());
}

/** The Base32 secret, or null when the stored value cannot be opened (another server secret, damage). */
export async function openTotpSecret(sealed: string): Promise<string | null> {
  try {
    const { plaintext } = await compactDecrypt(sealed, await boxKey(), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    return new TextDecoder().decode(plaintext);
  } catch {
    return null;
  }
}
