// Session layer: Bearer header on every call, and one token refresh + retry when the server answers 401.
import type { Middleware } from "../http-client";
import type { TokenStore } from "../token-store";
import { REFRESH_PATH, type TokenRefresher } from "./token-refresher";

const JWT_PATHS = /\/api\/auth\/jwt\/(create|refresh|logout)\/$/;

function withBearer(init: RequestInit, access: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (access) headers.set("Authorization", `Bearer ${access}`);
  else headers.delete("Authorization");
  return { ...init, headers };
}

function sentBearer(init: RequestInit): string | undefined {
  const header = new Headers(init.headers).get("Authorization");
  return header?.startsWith("Bearer ") ? header.slice(7) : undefined;
}

export function bearerAuth(options: {
  tokens: TokenStore;
  refresher: TokenRefresher;
  logout(): void;
}): Middleware {
  const { tokens, refresher, logout } = options;
  return {
    pre({ url, init }) {
      // The token calls need no access token, and a stale one would get them refused with 401.
      const isJwtCall = JWT_PATHS.test(new URL(url, "http://base").pathname);
      return { url, init: withBearer(init, isJwtCall ? undefined : tokens.getAccess()) };
    },
    async post({ url, init, response, refetch }) {
      const path = new URL(url, "http://base").pathname;
      if (JWT_PATHS.test(path)) {
        if (path.endsWith(REFRESH_PATH) && response.status === 400) logout();
        // A wrong password on jwt/create is an answer for the form, not a reason to refresh.
        return undefined;
      }
      if (response.status !== 401 || !tokens.canRefresh()) return undefined;
      const current = tokens.getAccess();
      // Another request already refreshed while this one was on the wire: just resend.
      const access = current && current !== sentBearer(init) ? current : await refresher.refresh();
      if (!access) return undefined;
      return refetch();
    },
  };
}
