// Issue 9 section 8: the refresh token lives in an HttpOnly cookie scoped to the auth calls; jwt/refresh/ takes
// it from there when the body has none (API clients keep the body form), and jwt/logout/ ends it for good.
import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as logoutRoute from "@/app/api/auth/jwt/logout/route";
import * as refreshRoute from "@/app/api/auth/jwt/refresh/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import { buildOrderAccessValue, ORDER_ACCESS_COOKIE } from "@/lib/server/orders/access/order-access-cookie";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, authSuite } from "./auth-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const THIRTY_DAYS = 30 * 24 * 3600;

/** The Set-Cookie of `name` (refresh_token unless told) as value and lower-cased attributes. */
function refreshCookieOf(res: { headers: Headers }, name = "refresh_token") {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attrs] = line.split(/;\s*/);
  const attributes = Object.fromEntries(
    attrs.map((a) => {
      const [k, v = ""] = a.split("=");
      return [k.toLowerCase(), v];
    }),
  );
  return { value: pair.slice(name.length + 1), attributes };
}

const cookieHeader = (token: string) => ({ cookie: `refresh_token=${token}` });

describe.each(testEngines)("refresh token cookie on %s", (engine) => {
  const t = authSuite(engine);

  async function signInFresh(url = "/api/auth/jwt/create/") {
    const user = await insertAccount(t.db);
    const res = await call(createRoute, url, {
      method: "POST",
      body: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    return { user, res, cookie: refreshCookieOf(res)! };
  }

  const refreshWith = (init: { body?: unknown; headers?: Record<string, string> }) =>
    call(refreshRoute, "/api/auth/jwt/refresh/", { method: "POST", ...init });

  it("jwt/create sets the refresh token as an HttpOnly, SameSite=Lax cookie on the auth path only", async () => {
    const { res, cookie } = await signInFresh();
    expect(cookie.value).toBe(res.json.refresh);
    expect(cookie.attributes).toMatchObject({
      path: "/api/auth/",
      httponly: "",
      samesite: "lax",
      "max-age": String(THIRTY_DAYS),
    });
    expect(cookie.attributes).not.toHaveProperty("secure");
    // The JSON keeps both tokens for API clients (SPEC.md section 4).
    expect(fieldsOf(res.json).sort()).toEqual(["access", "refresh"]);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const { cookie } = await signInFresh("https://shop.example/api/auth/jwt/create/");
    expect(cookie.attributes).toHaveProperty("secure");
  });

  it("refreshes from the cookie alone (empty body) and sets the rotated token as the new cookie", async () => {
    const { cookie } = await signInFresh();
    const res = await refreshWith({ headers: cookieHeader(cookie.value) });
    expect(res.status).toBe(200);
    expect(fieldsOf(res.json).sort()).toEqual(["access", "refresh"]);
    const renewed = refreshCookieOf(res)!;
    expect(renewed.value).toBe(res.json.refresh);
    expect(renewed.value).not.toBe(cookie.value);
    expect(renewed.attributes).toMatchObject({ path: "/api/auth/", httponly: "" });
    const profile = await call(profileRoute, "/api/auth/profile/", { token: res.json.access });
    expect(profile.status).toBe(200);
    // The cookie's token is spent like a body token: presenting it again is refused.
    expect((await refreshWith({ body: {}, headers: cookieHeader(cookie.value) })).status).toBe(400);
  });

  it("still takes the token from the body, which wins over a cookie", async () => {
    const first = await signInFresh();
    const second = await signInFresh();
    const res = await refreshWith({
      body: { refresh: second.res.json.refresh },
      headers: cookieHeader(first.cookie.value),
    });
    expect(res.status).toBe(200);
    const claims = JSON.parse(Buffer.from(res.json.access.split(".")[1], "base64url").toString());
    expect(claims.sub).toBe(String(second.user.id));
    // The cookie's token was not touched.
    expect((await refreshWith({ headers: cookieHeader(first.cookie.value) })).status).toBe(200);
  });

  it("answers 400 with a field error when neither the body nor a cookie carries a token", async () => {
    const res = await refreshWith({});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ refresh: ["Обязательное поле."] });
  });

  it("clears a refused cookie with the 400", async () => {
    const res = await refreshWith({ headers: cookieHeader("garbage") });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("token_not_valid");
    expect(refreshCookieOf(res)).toMatchObject({ value: "", attributes: { "max-age": "0" } });
  });

  it("logout clears the cookie, and a copy of it kept from before cannot refresh afterwards (400)", async () => {
    const { cookie } = await signInFresh();
    // One rotation first: logout must end the whole sign-in, not just the token in hand.
    const rotated = await refreshWith({ headers: cookieHeader(cookie.value) });
    const current = refreshCookieOf(rotated)!.value;
    const out = await call(logoutRoute, "/api/auth/jwt/logout/", {
      method: "POST",
      headers: cookieHeader(current),
    });
    expect(out.status).toBe(204);
    expect(out.text).toBe("");
    expect(refreshCookieOf(out)).toMatchObject({
      value: "",
      attributes: { path: "/api/auth/", "max-age": "0" },
    });
    const after = await refreshWith({ headers: cookieHeader(current) });
    expect(after.status).toBe(400);
    expect(after.json.code).toBe("token_not_valid");
    // The same for an API client that kept the token and sends it in the body.
    expect((await refreshWith({ body: { refresh: current } })).status).toBe(400);
  });

  it("logout also expires the order_access cookie, so the next person at this browser cannot open those orders", async () => {
    const { cookie } = await signInFresh();
    const orderAccess = `${ORDER_ACCESS_COOKIE}=${await buildOrderAccessValue([], 41)}`;
    const out = await call(logoutRoute, "/api/auth/jwt/logout/", {
      method: "POST",
      headers: { cookie: `refresh_token=${cookie.value}; ${orderAccess}` },
    });
    expect(out.status).toBe(204);
    expect(refreshCookieOf(out, ORDER_ACCESS_COOKIE)).toMatchObject({
      value: "",
      attributes: { path: "/api/", "max-age": "0", httponly: "" },
    });
    // Whatever the browser sent: a logout without a session clears it too.
    const bare = await call(logoutRoute, "/api/auth/jwt/logout/", { method: "POST" });
    expect(refreshCookieOf(bare, ORDER_ACCESS_COOKIE)).toMatchObject({
      value: "",
      attributes: { "max-age": "0" },
    });
  });

  it("logout with the token in the body ends that sign-in only, and answers 204 for anything", async () => {
    const a = await signInFresh();
    const b = await signInFresh();
    const out = await call(logoutRoute, "/api/auth/jwt/logout/", {
      method: "POST",
      body: { refresh: a.res.json.refresh },
    });
    expect(out.status).toBe(204);
    expect((await refreshWith({ body: { refresh: a.res.json.refresh } })).status).toBe(400);
    expect((await refreshWith({ body: { refresh: b.res.json.refresh } })).status).toBe(200);
    for (const init of [{}, { body: { refresh: "garbage" } }, { headers: cookieHeader("x") }]) {
      expect((await call(logoutRoute, "/api/auth/jwt/logout/", { method: "POST", ...init })).status).toBe(
        204,
      );
    }
    const get = await call(logoutRoute, "/api/auth/jwt/logout/");
    expect(get.status).toBe(405);
  });
});
