// Where the client keeps the JWT pair; injectable so the server and tests need no cookies.
export interface TokenStore {
  getAccess(): string | undefined;
  getRefresh(): string | undefined;
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
