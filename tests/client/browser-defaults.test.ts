/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.test/games/1"}
 */
import { createApiClient } from "@/lib/api/api-client";
import { createCookieTokenStore } from "@/lib/api/cookie-token-store";
import { resolveBaseUrl } from "@/lib/api/http-client";

describe("cookie token store", () => {
  afterEach(() => createCookieTokenStore().clear());

  it("keeps the access token in the cookie access for 30 days, SameSite=Lax, Secure on https", () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    const spy = jest.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      const store = createCookieTokenStore();
      store.setTokens("acc.1", "ref.1");
      expect(store.getAccess()).toBe("acc.1");
      const set = writes.filter((w) => !/^[^=]+=;/.test(w));
      expect(set).toHaveLength(1);
      expect(set[0]).toMatch(/^access=acc\.1;/);
      expect(set[0]).toContain("Max-Age=2592000");
      expect(set[0]).toContain("Path=/");
      expect(set[0]).toContain("SameSite=Lax");
      expect(set[0]).toContain("Secure");
    } finally {
      spy.mockRestore();
    }
  });

  it("never writes the refresh token where scripts can read it (the server keeps it HttpOnly)", () => {
    const store = createCookieTokenStore();
    store.setTokens("acc.1", "ref.1");
    expect(document.cookie).not.toContain("ref.1");
    expect(store.getRefresh()).toBeUndefined();
    // The access cookie marks a session that the HttpOnly cookie may renew.
    expect(store.canRefresh()).toBe(true);
  });

  it("without an access cookie there is nothing to renew", () => {
    expect(createCookieTokenStore().canRefresh()).toBe(false);
  });

  it("hands over a refresh cookie left by an older version once, then deletes it", () => {
    document.cookie = "refresh=legacy.1; path=/";
    const store = createCookieTokenStore();
    expect(store.getRefresh()).toBe("legacy.1");
    expect(store.canRefresh()).toBe(true);
    store.setTokens("acc.2", "ref.2");
    expect(store.getRefresh()).toBeUndefined();
    expect(document.cookie).toBe("access=acc.2");
  });

  it("clear() removes the access cookie and a left-over refresh cookie", () => {
    document.cookie = "refresh=legacy.1; path=/";
    const store = createCookieTokenStore();
    store.setTokens("a", "r");
    document.cookie = "refresh=legacy.2; path=/";
    store.clear();
    expect(store.getAccess()).toBeUndefined();
    expect(store.getRefresh()).toBeUndefined();
    expect(document.cookie).toBe("");
  });

  it("logout() of a client clears the cookies", () => {
    const onLogout = jest.fn();
    const tokens = createCookieTokenStore();
    tokens.setTokens("a", "r");
    createApiClient({ tokens, onLogout }).logout();
    expect(document.cookie).toBe("");
    expect(onLogout).toHaveBeenCalled();
  });
});

describe("default API base", () => {
  it("is the page origin when NEXT_PUBLIC_API_BASE is not set", () => {
    const saved = process.env.NEXT_PUBLIC_API_BASE;
    delete process.env.NEXT_PUBLIC_API_BASE;
    try {
      expect(resolveBaseUrl()).toBe("https://shop.test");
    } finally {
      if (saved !== undefined) process.env.NEXT_PUBLIC_API_BASE = saved;
    }
  });
});
