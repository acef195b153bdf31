import { http, HttpResponse } from "msw";
import { getProfile, signOut } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import { getStandoffSettings } from "@/lib/api/orders-standoff";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

const profile = {
  id: 7,
  email: "a@b.ru",
  nickname: "Алексей",
  avatar_img: null,
  balance: "0.00",
  active_promo_code: null,
  social_ids: {},
};

/** Profile endpoint that accepts only `Bearer fresh`. */
function profileAcceptingFreshToken() {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/api/auth/profile/`, ({ request }) => {
      const auth = request.headers.get("authorization");
      seen.push(auth);
      return auth === "Bearer fresh"
        ? HttpResponse.json(profile)
        : HttpResponse.json({ detail: "Токен недействителен.", code: "token_not_valid" }, { status: 401 });
    }),
  );
  return seen;
}

describe("401 with a refresh token", () => {
  it("refreshes once for concurrent 401s and retries each request with the new token", async () => {
    const seen = profileAcceptingFreshToken();
    const refreshBodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, async ({ request }) => {
        refreshBodies.push(await request.json());
        await new Promise((r) => setTimeout(r, 20)); // keep it in flight while the others get their 401
        return HttpResponse.json({ access: "fresh", refresh: "r2" });
      }),
    );
    const { client, tokens } = makeClient({ access: "stale", refresh: "r1" });
    const results = await Promise.all([1, 2, 3].map(() => getProfile({ client })));
    expect(results.map((p) => p.id)).toEqual([7, 7, 7]);
    expect(refreshBodies).toEqual([{ refresh: "r1" }]);
    expect(seen.filter((h) => h === "Bearer stale")).toHaveLength(3);
    expect(seen.filter((h) => h === "Bearer fresh")).toHaveLength(3);
    expect(tokens.getAccess()).toBe("fresh");
    expect(tokens.getRefresh()).toBe("r2");
  });

  it("a 401 that arrives after another request refreshed is resent without a second refresh", async () => {
    profileAcceptingFreshToken();
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, () => {
        refreshes++;
        return HttpResponse.json({ access: "fresh" });
      }),
      http.get(`${BASE}/api/orders/standoff/settings/`, async ({ request }) => {
        const isFresh = request.headers.get("authorization") === "Bearer fresh";
        if (isFresh) return HttpResponse.json({ need_refund: true });
        await new Promise((r) => setTimeout(r, 60)); // answered well after the profile call refreshed
        return HttpResponse.json({ code: "token_not_valid" }, { status: 401 });
      }),
    );
    const { client } = makeClient({ access: "stale", refresh: "r1" });
    const [, settings] = await Promise.all([getProfile({ client }), getStandoffSettings({ client })]);
    expect(settings).toEqual({ needRefund: true });
    expect(refreshes).toBe(1);
  });

  it("makes up to 5 refresh attempts, one at a time, until one succeeds", async () => {
    profileAcceptingFreshToken();
    let attempts = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, async () => {
        attempts++;
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return attempts < 5
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ access: "fresh" });
      }),
    );
    const { client, tokens } = makeClient({ access: "stale", refresh: "r1" });
    await expect(Promise.all([getProfile({ client }), getProfile({ client })])).resolves.toHaveLength(2);
    expect(attempts).toBe(5);
    expect(maxInFlight).toBe(1);
    expect(tokens.getRefresh()).toBe("r1"); // kept when the server does not rotate it
  });

  it("gives up after 5 failed attempts and returns the original 401", async () => {
    profileAcceptingFreshToken();
    let attempts = 0;
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, () => {
        attempts++;
        return HttpResponse.error();
      }),
    );
    const { client, onLogout } = makeClient({ access: "stale", refresh: "r1" });
    const error = await getProfile({ client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(401);
    expect((error as ResponseError).body).toMatchObject({ code: "token_not_valid" });
    expect(attempts).toBe(5);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("without a refresh token returns the original 401 and does not call refresh", async () => {
    const seen = profileAcceptingFreshToken();
    let attempts = 0;
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, () => {
        attempts++;
        return HttpResponse.json({ access: "fresh" });
      }),
    );
    const { client } = makeClient({ access: "stale" });
    await expect(getProfile({ client })).rejects.toMatchObject({ status: 401 });
    expect(attempts).toBe(0);
    expect(seen).toEqual(["Bearer stale"]);
  });
});

describe("refresh answered 400", () => {
  it("logs out: tokens cleared, onLogout called, the original 401 surfaces", async () => {
    profileAcceptingFreshToken();
    let attempts = 0;
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, () => {
        attempts++;
        return HttpResponse.json(
          { detail: "Токен недействителен.", code: "token_not_valid" },
          { status: 400 },
        );
      }),
    );
    const { client, tokens, onLogout } = makeClient({ access: "stale", refresh: "spent" });
    await expect(getProfile({ client })).rejects.toMatchObject({ status: 401 });
    expect(attempts).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(tokens.getAccess()).toBeUndefined();
    expect(tokens.getRefresh()).toBeUndefined();
  });
});

describe("Bearer header", () => {
  it("is sent when an access token is present", async () => {
    let auth: string | null = "unset";
    server.use(
      http.get(`${BASE}/api/orders/standoff/settings/`, ({ request }) => {
        auth = request.headers.get("authorization");
        return HttpResponse.json({ need_refund: false });
      }),
    );
    const { client } = makeClient({ access: "abc" });
    await getStandoffSettings({ client });
    expect(auth).toBe("Bearer abc");
  });

  it("is absent without a token", async () => {
    let auth: string | null = "unset";
    server.use(
      http.get(`${BASE}/api/orders/standoff/settings/`, ({ request }) => {
        auth = request.headers.get("authorization");
        return HttpResponse.json({ need_refund: false });
      }),
    );
    const { client } = makeClient();
    await getStandoffSettings({ client });
    expect(auth).toBeNull();
  });
});

/** A browser's token store as lib/api/cookie-token-store.ts keeps it: the access token only; the refresh token
 * is the server's HttpOnly cookie, so a session exists while there is an access token (the 30-day cookie). */
function browserLikeStore(initial: string | undefined) {
  let access = initial;
  return {
    getAccess: () => access,
    getRefresh: () => undefined,
    canRefresh: () => access !== undefined,
    setTokens(next: string) {
      access = next;
    },
    clear() {
      access = undefined;
    },
  };
}

describe("a browser session (refresh token in the HttpOnly cookie)", () => {
  it("refreshes with an empty body and credentials included, then retries with the new access token", async () => {
    const seen = profileAcceptingFreshToken();
    const calls: { body: string; credentials: string; type: string | null; auth: string | null }[] = [];
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, async ({ request }) => {
        calls.push({
          body: await request.text(),
          credentials: request.credentials,
          type: request.headers.get("content-type"),
          auth: request.headers.get("authorization"),
        });
        return HttpResponse.json({ access: "fresh", refresh: "r2" });
      }),
    );
    const tokens = browserLikeStore("stale");
    const { client } = makeClient({ tokens });
    expect((await getProfile({ client })).id).toBe(7);
    expect(calls).toEqual([{ body: "", credentials: "include", type: null, auth: null }]);
    expect(seen).toEqual(["Bearer stale", "Bearer fresh"]);
    expect(tokens.getAccess()).toBe("fresh");
  });

  it("logs out when the server refuses the cookie (400)", async () => {
    profileAcceptingFreshToken();
    server.use(
      http.post(`${BASE}/api/auth/jwt/refresh/`, () =>
        HttpResponse.json({ code: "token_not_valid" }, { status: 400 }),
      ),
    );
    const tokens = browserLikeStore("stale");
    const { client, onLogout } = makeClient({ tokens });
    await expect(getProfile({ client })).rejects.toMatchObject({ status: 401 });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(tokens.canRefresh()).toBe(false);
  });
});

describe("signOut", () => {
  function logoutRecorder(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
    const calls: { body: unknown; credentials: string; auth: string | null }[] = [];
    server.use(
      http.post(`${BASE}/api/auth/jwt/logout/`, async ({ request }) => {
        calls.push({
          body: await request.json(),
          credentials: request.credentials,
          auth: request.headers.get("authorization"),
        });
        return answer();
      }),
    );
    return calls;
  }

  it("asks the server to end the sign-in (the cookie's, in a browser) and then forgets the tokens", async () => {
    const calls = logoutRecorder();
    const tokens = browserLikeStore("a1");
    const { client, onLogout } = makeClient({ tokens });
    await signOut({ client });
    expect(calls).toEqual([{ body: {}, credentials: "include", auth: null }]);
    expect(tokens.getAccess()).toBeUndefined();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("sends the refresh token an API client holds", async () => {
    const calls = logoutRecorder();
    const { client, tokens } = makeClient({ access: "a1", refresh: "r1" });
    await signOut({ client });
    expect(calls.map((c) => c.body)).toEqual([{ refresh: "r1" }]);
    expect(tokens.getRefresh()).toBeUndefined();
  });

  it("logs out here even when the server cannot be reached", async () => {
    logoutRecorder(() => HttpResponse.error() as unknown as Response);
    const { client, tokens, onLogout } = makeClient({ access: "a1", refresh: "r1" });
    await signOut({ client });
    expect(tokens.getAccess()).toBeUndefined();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
