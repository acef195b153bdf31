// Who is looking at a page open to anyone (the order and payment pages). The access cookie is verified (its
// presence proves nothing); unlike the profile's check this never redirects.
import { cookies } from "next/headers";
import { ACCESS_COOKIE, LEGACY_REFRESH_COOKIE } from "@/lib/api/constants";
import { DomainError } from "../errors/domain-error";
import { authenticateAccessToken } from "./authenticate-request";
import { isExpiredToken } from "./jwt";

/** `isUnverified`: the access token is missing or expired but a refresh token may renew it in the browser. That
 * token is an HttpOnly cookie on /api/auth/ that pages never see: a genuine but expired access token marks the
 * session (a refresh cookie left by an older version counts too). */
export type Viewer = { userId: number | null; isUnverified: boolean };

export async function readViewer(): Promise<Viewer> {
  const jar = await cookies();
  const access = jar.get(ACCESS_COOKIE)?.value;
  const hasLegacyRefresh = Boolean(jar.get(LEGACY_REFRESH_COOKIE)?.value);
  if (!access) return { userId: null, isUnverified: hasLegacyRefresh };
  try {
    const user = await authenticateAccessToken(access);
    return { userId: user.id, isUnverified: false };
  } catch (err) {
    const isRefused = err instanceof DomainError && err.kind === "unauthenticated";
    return {
      userId: null,
      isUnverified: isRefused && (hasLegacyRefresh || (await isExpiredToken(access, "access"))),
    };
  }
}
