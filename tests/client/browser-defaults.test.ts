/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.test/games/1"}
 */
import { createApiClient } from "@/lib/api/api-client";
import { createCookieTokenStore } from "@/lib/api/cookie-token-store";
import { resolveBaseUrl } from "@/lib/api/http-client";

describe("cookie token store", () => {
  afterEach(() => createCookieTokenStore().clear());

  it("keeps tokens in cookies access and refresh for 30 days, SameSite=Lax, Secure on https", () => {
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
      expect(store.getRefresh()).toBe("ref.1");
      expect(writes).toHaveLength(2);
      for (const write of writes) {
        expect(write).toMatch(/^(access|refresh)=/);
        expect(write).toContain("Max-Age=2592000");
        expect(write).toContain("Path=/");
        expect(write).toContain("SameSite=Lax");
        expect(write).toContain("Secure");
      }
    } finally {
      spy.mockRestore();
    }
  });

  it("clear() removes both cookies", () => {
    const store = createCookieTokenStore();
    store.setTokens("a", "r");
    store.clear();
    expect(store.getAccess()).toBeUndefined();
    expect(store.getRefresh()).toBeUndefined();
    expect(document.cookie).not.toMatch(/access=|refresh=/);
  });

  it("a new access token alone keeps the refresh cookie", () => {
    const store = createCookieTokenStore();
    store.setTokens("a1", "r1");
    store.setTokens("a2");
    expect(store.getAccess()).toBe("a2");
    expect(store.getRefresh()).toBe("r1");
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
