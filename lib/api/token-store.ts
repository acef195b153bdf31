// Where the client keeps the JWT pair; injectable so the server and tests need no cookies.
export interface TokenStore {
  getAccess(): string | undefined;
  /** The refresh token when this client holds it itself (API clients, tests); undefined in the browser, where
   * it is the server's HttpOnly cookie that jwt/refresh/ reads. */
  getRefresh(): string | undefined;
  /** Whether a refresh is worth trying: a token held here, or a browser session whose token is the cookie. */
  canRefresh(): boolean;
  setTokens(access: string, refresh?: string): void;
  clear(): void;
}

/** Tokens held in memory: for tests and server-side calls made on a user's behalf. */
export function createMemoryTokenStore(initial: { access?: string; refresh?: string } = {}): TokenStore {
  let access = initial.access;
  let refresh = initial.refresh;
  return {
    getAccess: () => access,
    getRefresh: () => refresh,
    canRefresh: () => Boolean(refresh),
    setTokens(nextAccess, nextRefresh) {
      access = nextAccess;
      if (nextRefresh !== undefined) refresh = nextRefresh;
    },
    clear() {
      access = undefined;
      refresh = undefined;
    },
  };
}
