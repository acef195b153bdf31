// Who is looking at a page open to anyone (the order and payment pages). The access cookie is verified (its
// presence proves nothing); unlike the profile's check this never redirects.
import { DomainError } from "../errors/domain-error";
import { authenticateAccessToken } from "./authenticate-request";
import { isExpiredToken } from "./jwt";

/** `isUnverified`: the access token is missing or expired but a refresh token may renew it in the browser. That
 * token is an HttpOnly cookie on /api/auth/ that pages never see: a genuine but expired access token marks the
 * session (a refresh cookie left by an older version counts too). */
export type Viewer = { userId: number | null; isUnverified: boolean };

/** The viewer a page's cookies name: `access`, the access token's; `hasLegacyRefresh`, an old refresh cookie. */
export async function viewerOf(access: string | undefined, hasLegacyRefresh: boolean): Promise<Viewer> {
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
