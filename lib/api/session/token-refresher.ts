// Exchanges the refresh token for a new pair; concurrent callers share the one request in flight.
import { refreshJwt } from "@/lib/schemas/auth/jwt";
import { REFRESH_ATTEMPTS } from "../constants";
import type { HttpClient } from "../http-client";
import type { TokenStore } from "../token-store";

export const REFRESH_PATH = refreshJwt.path;

export type TokenRefresher = {
  /** New access token, or null when there is no session to renew, it was refused, or attempts ran out. */
  refresh(): Promise<string | null>;
};

type Options = {
  /** A client without the auth interceptor, so a refresh never triggers another refresh. */
  http: HttpClient;
  tokens: TokenStore;
  logout(): void;
  attempts?: number;
};

async function readTokens(response: Response): Promise<{ access?: unknown; refresh?: unknown } | null> {
  try {
    return (await response.json()) as { access?: unknown; refresh?: unknown };
  } catch {
    return null;
  }
}

export function createTokenRefresher({
  http,
  tokens,
  logout,
  attempts = REFRESH_ATTEMPTS,
}: Options): TokenRefresher {
  let inFlight: Promise<string | null> | null = null;

  async function run(): Promise<string | null> {
    for (let i = 0; i < attempts; i++) {
      if (!tokens.canRefresh()) return null;
      // A browser holds no token: the empty body makes the server read its HttpOnly cookie.
      const refresh = tokens.getRefresh();
      let response: Response;
      try {
        response = await http.fetchApi(REFRESH_PATH, {
          method: refreshJwt.method,
          headers: refresh
            ? { "Content-Type": "application/json", Accept: "application/json" }
            : { Accept: "application/json" },
          body: refresh ? JSON.stringify({ refresh }) : undefined,
          credentials: "include",
        });
      } catch {
        continue;
      }
      // 400 is the server's word that the refresh token is invalid, expired or spent (DESIGN.md section 4).
      if (response.status === 400) {
        logout();
        return null;
      }
      // 403 is a refusal by policy (a blocked account's no_access, which the client's no-access layer has already
      // logged out and shown): asking again would only present a spent token.
      if (response.status === 403) return null;
      if (!response.ok) continue;
      const body = await readTokens(response);
      if (typeof body?.access !== "string") continue;
      tokens.setTokens(body.access, typeof body.refresh === "string" ? body.refresh : undefined);
      return body.access;
    }
    return null;
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
