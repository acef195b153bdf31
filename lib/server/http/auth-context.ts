// Who is calling: the Bearer access token is verified by the accounts module; guests get user null.
// An invalid token answers 401 and a blocked account 403 no_access on any endpoint, as DRF's authentication does.
import type { NextRequest } from "next/server";
import { authenticateRequest, type AuthContext } from "../auth/authenticate-request";

export type { AuthContext, AuthUser } from "../auth/authenticate-request";

export function resolveAuth(req: NextRequest): Promise<AuthContext> {
  return authenticateRequest(req);
}
