// The console's proof that staff passed the TOTP second factor: an HttpOnly cookie holding a signed token (HS256,
// its own derived key) naming the account, the enrolment it was checked against and the sign-in it was made for
// (the access token's sid, a refresh-token family), valid for one shift at most. It is worthless for another
// account, after a new enrolment, with another sign-in, and once its sign-in has ended (logout, password reset or
// change, block, role change revoke the family): a new sign-in always asks for a new code.
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { getAuthKeys } from "../auth-keys";
import { isSessionLive } from "../is-session-live";
import { authNow } from "../clock";

export const STAFF_VERIFIED_COOKIE = "staff_verified";
/** Long enough for a working shift, short enough that a forgotten browser does not stay open for days. */
export const STAFF_VERIFIED_LIFETIME_SEC = 8 * 3600;

export type StaffVerifiedClaim = {
  userId: number;
  enabledAt: number;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
};

async function claimKey(): Promise<Uint8Array> {
  const { jwt } = await getAuthKeys();
  return new Uint8Array(createHmac("sha256", jwt).update("store:staff-verified:v1").digest());
}

export async function signStaffVerified(userId: number, enabledAt: Date, sessionId: string) {
  const iat = Math.floor(authNow().getTime() / 1000);
  const token = await new SignJWT({ purpose: "staff_verified", en: enabledAt.getTime(), sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + STAFF_VERIFIED_LIFETIME_SEC)
    .sign(await claimKey());
  return { token, expiresAt: new Date((iat + STAFF_VERIFIED_LIFETIME_SEC) * 1000) };
}

/** The claim of a genuine, unexpired cookie; null for anything else. */
export async function readStaffVerified(token: string | undefined): Promise<StaffVerifiedClaim | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, await claimKey(), {
      algorithms: ["HS256"],
      currentDate: authNow(),
      requiredClaims: ["sub", "iat", "exp"],
    });
    if (payload.purpose !== "staff_verified" || typeof payload.en !== "number") return null;
    if (typeof payload.sid !== "string" || !payload.sid) return null;
    if (typeof payload.sub !== "string" || !/^\d{1,10}$/.test(payload.sub)) return null;
    return {
      userId: Number(payload.sub),
      enabledAt: payload.en,
      sessionId: payload.sid,
      issuedAt: new Date(payload.iat! * 1000),
      expiresAt: new Date(payload.exp! * 1000),
    };
  } catch {
    return null;
  }
}

/**
 * The claim of the cookie when it proves the second factor for this request: this account, this enrolment, the
 * sign-in of the access token used, and that sign-in not ended. Null otherwise.
 */
export async function readStaffVerifiedFor(
  token: string | undefined,
  staff: { id: number; sessionId: string | null },
  enabledAt: Date | null,
): Promise<StaffVerifiedClaim | null> {
  if (!enabledAt || !staff.sessionId) return null;
  const claim = await readStaffVerified(token);
  if (claim?.userId !== staff.id || claim.enabledAt !== enabledAt.getTime()) return null;
  if (claim.sessionId !== staff.sessionId) return null;
  return (await isSessionLive(staff.id, claim.sessionId)) ? claim : null;
}
