// Sets the console's staff-verified cookie on an answer (lib/server/auth/staff/staff-verified-cookie.ts says what it
// proves), or expires it.
import type { NextResponse } from "next/server";
import { STAFF_VERIFIED_COOKIE, STAFF_VERIFIED_LIFETIME_SEC } from "../auth/staff/staff-verified-cookie";
import { secureCookieOptions } from "../auth/cookie-options";
import { getConfig } from "../config";

/** Sets the cookie (or expires it when `token` is null). Path "/": both /admin pages and /api/admin read it. */
export function setStaffVerifiedCookie<R extends NextResponse>(
  res: R,
  requestUrl: URL,
  token: string | null,
): R {
  const base = secureCookieOptions(requestUrl, "/", token ? STAFF_VERIFIED_LIFETIME_SEC : 0);
  res.cookies.set(STAFF_VERIFIED_COOKIE, token ?? "", {
    ...base,
    // Only the console itself sends it; live mode runs behind HTTPS whatever a proxy reports.
    sameSite: "strict",
    secure: base.secure || getConfig().STORE_MODE === "live",
  });
  return res;
}
