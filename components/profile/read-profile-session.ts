// Server-side check of the profile's session: the access cookie is verified (its presence proves nothing).
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { signInHref } from "@/lib/routing/sign-in-return";
import { authenticateAccessToken } from "@/lib/server/auth/authenticate-request";
import { isExpiredToken } from "@/lib/server/auth/jwt";
import type { AuthUser } from "@/lib/server/http/auth-context";
import { statusOfError } from "@/lib/server/http/error-answer";

/**
 * The signed-in shopper; null when only the short-lived access token has expired and a refresh token may
 * renew it in the browser. Anyone else (no token, forged token, blocked account) is sent to the home page, where
 * the sign-in dialog opens and returns to `path`.
 */
export async function readProfileSession(path: string): Promise<AuthUser | null> {
  const jar = await cookies();
  const access = jar.get(ACCESS_COOKIE)?.value;
  let isExpired = false;
  if (access) {
    try {
      return await authenticateAccessToken(access);
    } catch (err) {
      isExpired = statusOfError(err) === 401 && (await isExpiredToken(access, "access"));
    }
  }
  if (isExpired) return null;
  redirect(signInHref(path));
}
