// The session machinery with the real API client and cookie store (fetch faked): start-up fetch, the
// 30-minute cache, the code events, logout, no_access and a refused refresh.
jest.mock("@/lib/api/auth", () => {
  const actual = jest.requireActual("@/lib/api/auth");
  return { ...actual, getProfile: jest.fn((...args: unknown[]) => actual.getProfile(...args)) };
});

import { waitFor } from "@testing-library/react";
import { noSocialIds } from "../../helpers/social-ids";

type Modules = {
  session: typeof import("@/lib/state/session");
  notifications: typeof import("@/lib/state/notifications");
  queryClient: typeof import("@/lib/state/session-query-client");
  auth: typeof import("@/lib/api/auth");
};

const profileWire = {
  id: 5,
  email: "shopper@example.com",
  nickname: "Шопер",
  avatar_img: null,
  balance: "150.00",
  active_promo_code: null,
  social_ids: { ...noSocialIds, google: "g-1" },
};

/** Enough of a fetch Response for the API client. */
function fakeResponse(status: number, body?: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(body === undefined ? {} : { "content-type": "application/json" }),
      text: async () => text,
      json: async () => JSON.parse(text),
      clone: make,
    }) as unknown as Response;
  return make();
}

let fetchMock: jest.Mock;
let loaded: Modules | null = null;

/** Fresh modules per test: the session, its runtime and its store start from nothing. */
function load(): Modules {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- a fresh instance of each module for this test */
  loaded = {
    session: require("@/lib/state/session"),
    notifications: require("@/lib/state/notifications"),
    queryClient: require("@/lib/state/session-query-client"),
    auth: require("@/lib/api/auth"),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return loaded;
}

function clearCookies() {
  for (const name of ["access", "refresh"]) document.cookie = `${name}=; path=/; max-age=0`;
}

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
  fetchMock = jest.fn(async (url: string) => {
    if (url.endsWith("/api/auth/profile/")) return fakeResponse(200, profileWire);
    return fakeResponse(404, { detail: "Страница не найдена." });
  });
  global.fetch = fetchMock;
});

afterEach(async () => {
  // The previous test's session stops listening (its window listeners then find nothing to re-fetch).
  await loaded?.session.logout();
  loaded = null;
  jest.restoreAllMocks();
});

const profileCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/auth/profile/"));

describe("session", () => {
  it("a guest's visit fetches nothing and is a guest", async () => {
    const m = load();
    m.session.bootSession();
    expect(m.session.sessionStore.get()).toEqual({ status: "guest", profile: null });
    window.dispatchEvent(new Event("activate-code"));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with token cookies fetches the profile at start-up, stamped with fetchedAt, with the Bearer token", async () => {
    document.cookie = "access=acc-1; path=/";
    document.cookie = "refresh=ref-1; path=/";
    const m = load();
    const before = Date.now();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("signed-in"));
    const { profile } = m.session.sessionStore.get();
    expect(profile).toMatchObject({ id: 5, nickname: "Шопер", balance: "150.00", avatarImg: null });
    expect(profile!.socialIds).toMatchObject({ google: "g-1", vk_id: null });
    expect(profile!.fetchedAt).toBeGreaterThanOrEqual(before);
    expect(profileCalls()).toHaveLength(1);
    const [, init] = profileCalls()[0];
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer acc-1");
    // Idempotent: booting again (a second mount) does not fetch again.
    m.session.bootSession();
    await m.session.startSession();
    expect(profileCalls()).toHaveLength(1);
  });

  it("re-fetches on activate-code and deactivate-code once the profile was fetched", async () => {
    document.cookie = "access=acc-1; path=/";
    const m = load();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("signed-in"));
    fetchMock.mockImplementation(async () => fakeResponse(200, { ...profileWire, balance: "90.00" }));
    window.dispatchEvent(new Event("activate-code"));
    await waitFor(() => expect(m.session.sessionStore.get().profile?.balance).toBe("90.00"));
    expect(profileCalls()).toHaveLength(2);
    window.dispatchEvent(new Event("deactivate-code"));
    await waitFor(() => expect(profileCalls()).toHaveLength(3));
  });

  it("keeps the profile for 30 minutes: a focus re-fetches only once it is older", async () => {
    document.cookie = "access=acc-1; path=/";
    const m = load();
    const start = Date.now();
    const now = jest.spyOn(Date, "now").mockReturnValue(start);
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("signed-in"));
    const focus = () => window.dispatchEvent(new Event("visibilitychange"));
    now.mockReturnValue(start + 29 * 60_000);
    focus();
    await new Promise((r) => setTimeout(r, 20));
    expect(profileCalls()).toHaveLength(1);
    now.mockReturnValue(start + 31 * 60_000);
    focus();
    await waitFor(() => expect(profileCalls()).toHaveLength(2));
  });

  it("a profile read on the server for this page counts as the start-up fetch", async () => {
    document.cookie = "access=acc-1; path=/";
    const m = load();
    const seeded = m.auth.parseProfile(profileWire);
    m.session.seedSession(seeded);
    m.session.bootSession();
    await new Promise((r) => setTimeout(r, 20));
    expect(m.session.sessionStore.get()).toEqual({ status: "signed-in", profile: seeded });
    expect(profileCalls()).toHaveLength(0);
  });

  it("logout clears the user, both token cookies, the saved cart and every cached answer", async () => {
    document.cookie = "access=acc-1; path=/";
    document.cookie = "refresh=ref-1; path=/";
    window.localStorage.setItem("cart", JSON.stringify({ 3: { 11: 2 } }));
    window.localStorage.setItem("other", "kept");
    const m = load();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("signed-in"));
    const queryClient = m.queryClient.getQueryClient();
    queryClient.setQueryData(["orders", "list", {}], { count: 1 });

    await m.session.logout();

    expect(m.session.sessionStore.get()).toEqual({ status: "guest", profile: null });
    expect(document.cookie).not.toMatch(/(^|; )access=/);
    expect(document.cookie).not.toMatch(/(^|; )refresh=/);
    expect(window.localStorage.getItem("cart")).toBeNull();
    expect(window.localStorage.getItem("other")).toBe("kept");
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // A code event after logout fetches nothing.
    window.dispatchEvent(new Event("activate-code"));
    await new Promise((r) => setTimeout(r, 20));
    expect(profileCalls()).toHaveLength(1);
  });

  it("an answer with code no_access logs out and shows its detail as an error toast", async () => {
    document.cookie = "access=acc-1; path=/";
    document.cookie = "refresh=ref-1; path=/";
    window.localStorage.setItem("cart", "{}");
    fetchMock.mockImplementation(async () =>
      fakeResponse(403, { detail: "Ваш аккаунт заблокирован. Обратитесь в поддержку.", code: "no_access" }),
    );
    const m = load();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("guest"));
    expect(m.notifications.notificationsStore.get().current).toEqual({
      type: "error",
      text: "Ваш аккаунт заблокирован. Обратитесь в поддержку.",
    });
    expect(document.cookie).not.toMatch(/access=|refresh=/);
    expect(window.localStorage.getItem("cart")).toBeNull();
  });

  it("a refresh answering 400 logs out", async () => {
    document.cookie = "access=expired; path=/";
    document.cookie = "refresh=spent; path=/";
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith("/api/auth/jwt/refresh/")
        ? fakeResponse(400, { detail: "Токен недействителен или просрочен", code: "token_not_valid" })
        : fakeResponse(401, { detail: "Токен недействителен или просрочен", code: "token_not_valid" }),
    );
    const m = load();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("guest"));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/auth/jwt/refresh/"))).toBe(true);
    expect(document.cookie).not.toMatch(/access=|refresh=/);
  });

  it("an access token refused with no refresh cookie on the server to renew it logs out (a cookie's presence is no session)", async () => {
    document.cookie = "access=forged; path=/";
    window.localStorage.setItem("cart", "{}");
    // The refresh token is the server's HttpOnly cookie: without one, jwt/refresh/ answers 400 to the empty body.
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith("/api/auth/jwt/refresh/")
        ? fakeResponse(400, { refresh: ["Обязательное поле."] })
        : fakeResponse(401, { detail: "Токен недействителен или просрочен", code: "token_not_valid" }),
    );
    const m = load();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get().status).toBe("guest"));
    expect(document.cookie).not.toMatch(/access=/);
    expect(window.localStorage.getItem("cart")).toBeNull();
  });

  it("a server failure keeps the shopper signed in (tokens kept), without a profile", async () => {
    document.cookie = "access=acc-1; path=/";
    fetchMock.mockImplementation(async () => fakeResponse(500, { detail: "Внутренняя ошибка сервера." }));
    const m = load();
    m.session.bootSession();
    await waitFor(() => expect(m.session.sessionStore.get()).toEqual({ status: "signed-in", profile: null }));
    expect(document.cookie).toMatch(/access=acc-1/);
  });
});
