import * as urlRoute from "@/app/api/auth/social/[provider]/url/route";
import * as authRoute from "@/app/api/auth/social/[provider]/auth/route";
import * as bindRoute from "@/app/api/auth/social/[provider]/bind/route";
import * as unbindRoute from "@/app/api/auth/social/[provider]/unbind/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { setAuthClockForTests } from "@/lib/server/auth/clock";
import { mintSandboxCode } from "@/lib/server/auth/providers/sandbox-codes";
import { resetConfigForTests } from "@/lib/server/config";
import { testEngines } from "../helpers/test-db";
import {
  call,
  insertAccount,
  minutesLater,
  signIn,
  authSuite,
  postConsentForm,
  sandboxConsent,
} from "./auth-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const ORIGIN = "http://localhost:3000";
const redirectUriOf = (provider: string) => `${ORIGIN}/auth/${provider}/redirect`;

async function startFlow(provider: SocialProvider, redirectUri = redirectUriOf(provider)) {
  const res = await call(
    urlRoute,
    `/api/auth/social/${provider}/url/?redirect_uri=${encodeURIComponent(redirectUri)}`,
    {
      params: { provider },
    },
  );
  if (res.status !== 200) return { res, authorize: null as unknown as URL, cookie: "", setCookie: "" };
  const setCookie = res.headers.get("set-cookie") ?? "";
  return { res, authorize: new URL(res.json.url), cookie: setCookie.split(";")[0], setCookie };
}

async function consent(authorize: URL, decision: "allow" | "deny" = "allow", email?: string) {
  const provider = authorize.searchParams.get("provider")!;
  const back = await sandboxConsent(authorize, {
    decision,
    email: email ?? `sandbox-${provider}@example.com`,
    name: "Тестовый игрок",
  });
  return {
    back,
    code: back.searchParams.get("code"),
    state: back.searchParams.get("state"),
    error: back.searchParams.get("error"),
  };
}

/** The body of auth/ and bind/: SPEC.md's (code, redirect_uri, email); state is an optional extra. */
type Finish = { code: string; state?: string; email?: string; redirect_uri?: string };
const finish = (
  provider: string,
  cookie: string,
  body: Finish,
  route: Record<string, unknown> = authRoute,
  token?: string,
) =>
  call(route, `/api/auth/social/${provider}/${route === authRoute ? "auth" : "bind"}/`, {
    method: "POST",
    params: { provider },
    headers: cookie ? { cookie } : {},
    token,
    body: { redirect_uri: redirectUriOf(provider), ...body },
  });

async function signInThroughSandbox(provider: SocialProvider, email?: string) {
  const flow = await startFlow(provider);
  const answer = await consent(flow.authorize, "allow", email);
  return finish(provider, flow.cookie, { code: answer.code!, state: answer.state! });
}

const profileOf = (access: string) => call(profileRoute, "/api/auth/profile/", { token: access });

describe.each(testEngines)("social sign-in through the sandbox provider on %s", (engine) => {
  const t = authSuite(engine);
  afterEach(() => setAuthClockForTests(undefined));

  describe("url/", () => {
    it("answers the sandbox authorise URL with state and an S256 challenge, bound by an HttpOnly cookie", async () => {
      const { res, authorize, setCookie } = await startFlow("google");
      expect(res.status).toBe(200);
      expect(fieldsOf(res.json)).toEqual(["url"]);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ORIGIN}/sandbox/oauth/authorize`);
      expect(authorize.searchParams.get("provider")).toBe("google");
      expect(authorize.searchParams.get("redirect_uri")).toBe(redirectUriOf("google"));
      expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{32}$/);
      expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(setCookie).toMatch(/^social_state_google=[^;]+;/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=lax/i);
      expect(setCookie).toMatch(/Path=\/api\/auth\/social\/google\//);
      // Nothing of the state is readable in the cookie: it is encrypted.
      expect(setCookie).not.toContain(authorize.searchParams.get("state")!);
    });

    it.each([
      ["another host", "https://evil.example/auth/google/redirect"],
      ["another path", `${ORIGIN}/profile`],
      ["another provider's page", `${ORIGIN}/auth/yandex/redirect`],
      ["a query string", `${ORIGIN}/auth/google/redirect?next=https://evil.example`],
      ["credentials", "http://user@localhost:3000/auth/google/redirect"],
      ["a javascript: URL", "javascript:alert(1)"],
      ["a relative path", "/auth/google/redirect"],
    ])("refuses a redirect_uri with %s (no open redirect)", async (_, redirectUri) => {
      const { res } = await startFlow("google", redirectUri);
      expect(res.status).toBe(400);
      expect(res.json.redirect_uri).toHaveLength(1);
      expect(res.headers.get("set-cookie")).toBeNull();
    });

    it("answers 404 for an unknown provider and 400 without redirect_uri", async () => {
      const unknown = await call(urlRoute, "/api/auth/social/myspace/url/?redirect_uri=x", {
        params: { provider: "myspace" },
      });
      expect(unknown.status).toBe(404);
      const missing = await call(urlRoute, "/api/auth/social/google/url/", {
        params: { provider: "google" },
      });
      expect(missing.status).toBe(400);
      expect(missing.json.redirect_uri).toHaveLength(1);
    });
  });

  describe("auth/", () => {
    it("signs a new shopper up through the full code exchange, and signs them in the second time", async () => {
      const first = await signInThroughSandbox("vk", "vk.gamer@example.com");
      expect(first.status).toBe(200);
      expect(first.json).toEqual({
        access: expect.any(String),
        refresh: expect.any(String),
        is_signed_up: true,
      });
      // The cookie is spent with the sign-in.
      expect(first.headers.get("set-cookie")).toMatch(/social_state_vk=;.*Max-Age=0/i);
      // The refresh token also goes into the HttpOnly cookie that browsers renew the session with.
      const refreshCookie = first.headers.getSetCookie().find((c) => c.startsWith("refresh_token="));
      expect(refreshCookie).toMatch(new RegExp(`^refresh_token=${first.json.refresh};.*HttpOnly`, "i"));
      const profile = await profileOf(first.json.access);
      expect(profile.json).toMatchObject({ email: "vk.gamer@example.com", nickname: "Тестовый игрок" });
      expect(profile.json.social_ids.vk).toMatch(/^sandbox-/);
      const second = await signInThroughSandbox("vk", "vk.gamer@example.com");
      expect(second.status).toBe(200);
      expect(second.json.is_signed_up).toBe(false);
      expect((await profileOf(second.json.access)).json.id).toBe(profile.json.id);
    });

    it("refuses a forged state, a missing cookie, and the cookie of another attempt", async () => {
      const flow = await startFlow("yandex");
      const answer = await consent(flow.authorize);
      const forged = await finish("yandex", flow.cookie, { code: answer.code!, state: "forged-state" });
      expect(forged.status).toBe(400);
      expect(forged.json.non_field_errors).toHaveLength(1);
      const noCookie = await finish("yandex", "", { code: answer.code!, state: answer.state! });
      expect(noCookie.status).toBe(400);
      const other = await startFlow("yandex");
      const crossed = await finish("yandex", other.cookie, { code: answer.code!, state: answer.state! });
      expect(crossed.status).toBe(400);
      const tampered = await finish("yandex", flow.cookie.slice(0, -3) + "abc", {
        code: answer.code!,
        state: answer.state!,
      });
      expect(tampered.status).toBe(400);
      // None of that spent the code: the genuine request still works.
      expect((await finish("yandex", flow.cookie, { code: answer.code!, state: answer.state! })).status).toBe(
        200,
      );
    });

    it("refuses a redirect_uri other than the one the attempt started with", async () => {
      const flow = await startFlow("google");
      const answer = await consent(flow.authorize);
      const res = await finish("google", flow.cookie, {
        code: answer.code!,
        state: answer.state!,
        redirect_uri: "https://evil.example/auth/google/redirect",
      });
      expect(res.status).toBe(400);
      expect(res.json.redirect_uri).toHaveLength(1);
    });

    it("refuses a code used twice", async () => {
      const flow = await startFlow("google");
      const answer = await consent(flow.authorize);
      const first = await finish("google", flow.cookie, { code: answer.code!, state: answer.state! });
      expect(first.status).toBe(200);
      const again = await finish("google", flow.cookie, { code: answer.code!, state: answer.state! });
      expect(again.status).toBe(400);
    });

    it("refuses an expired code", async () => {
      const flow = await startFlow("google");
      const answer = await consent(flow.authorize);
      setAuthClockForTests(minutesLater(6));
      const res = await finish("google", flow.cookie, { code: answer.code!, state: answer.state! });
      expect(res.status).toBe(400);
      expect(res.json.non_field_errors).toHaveLength(1);
    });

    it("refuses a code minted for another PKCE challenge or another redirect_uri", async () => {
      const flow = await startFlow("google");
      const state = flow.authorize.searchParams.get("state")!;
      const otherChallenge = await mintSandboxCode({
        provider: "google",
        redirectUri: redirectUriOf("google"),
        codeChallenge: "A".repeat(43),
        email: "pkce@example.com",
        name: "",
      });
      expect((await finish("google", flow.cookie, { code: otherChallenge, state })).status).toBe(400);
      const otherRedirect = await mintSandboxCode({
        provider: "google",
        redirectUri: `${ORIGIN}/auth/google/redirect/`,
        codeChallenge: flow.authorize.searchParams.get("code_challenge")!,
        email: "pkce@example.com",
        name: "",
      });
      expect((await finish("google", flow.cookie, { code: otherRedirect, state })).status).toBe(400);
    });

    it("sends the browser back with access_denied and no code when consent is refused", async () => {
      const flow = await startFlow("steam");
      const answer = await consent(flow.authorize, "deny");
      expect(answer.error).toBe("access_denied");
      expect(answer.code).toBeNull();
      expect(answer.state).toBe(flow.authorize.searchParams.get("state"));
      expect(`${answer.back.origin}${answer.back.pathname}`).toBe(redirectUriOf("steam"));
    });

    it("never links an unverified address to an existing account: it asks for another e-mail", async () => {
      const owner = await insertAccount(t.db, { email: "taken@example.com" });
      const flow = await startFlow("telegram");
      const answer = await consent(flow.authorize, "allow", "taken@example.com");
      const refused = await finish("telegram", flow.cookie, { code: answer.code!, state: answer.state! });
      expect(refused.status).toBe(400);
      expect(refused.json.email).toHaveLength(1);
      // The verified identity waits in the refreshed cookie: the same code with another address finishes.
      const cookie = refused.headers.get("set-cookie")!.split(";")[0];
      const done = await finish("telegram", cookie, {
        code: answer.code!,
        state: answer.state!,
        email: "mine@example.com",
      });
      expect(done.status).toBe(200);
      expect(done.json.is_signed_up).toBe(true);
      const profile = await profileOf(done.json.access);
      expect(profile.json.email).toBe("mine@example.com");
      expect(profile.json.id).not.toBe(owner.id);
    });

    it("answers 403 no_access for a blocked account", async () => {
      const first = await signInThroughSandbox("vk_id", "blocked.social@example.com");
      const { id } = (await profileOf(first.json.access)).json;
      const { users } = await import("@/lib/server/db/schema");
      const { eq } = await import("drizzle-orm");
      await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, id));
      const again = await signInThroughSandbox("vk_id", "blocked.social@example.com");
      expect(again.status).toBe(403);
      expect(again.json.code).toBe("no_access");
    });
  });

  describe("SPEC.md's body (code, redirect_uri, email): the state travels in the url/ cookie", () => {
    /** A finished consent and the cookie url/ set, and a body with no state. */
    async function consented(provider: SocialProvider, email?: string) {
      const flow = await startFlow(provider);
      const answer = await consent(flow.authorize, "allow", email);
      return { flow, answer, body: { code: answer.code! } };
    }

    it("signs in with code and redirect_uri alone when the browser sends the url/ cookie", async () => {
      const { flow, body } = await consented("vk", "spec.body@example.com");
      const res = await finish("vk", flow.cookie, body);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        access: expect.any(String),
        refresh: expect.any(String),
        is_signed_up: true,
      });
      expect(res.headers.get("set-cookie")).toMatch(/social_state_vk=;.*Max-Age=0/i);
      expect((await profileOf(res.json.access)).json.email).toBe("spec.body@example.com");
    });

    it("asks for an e-mail and finishes with (code, redirect_uri, email), no state either time", async () => {
      await insertAccount(t.db, { email: "spec.taken@example.com" });
      const { flow, body } = await consented("telegram", "spec.taken@example.com");
      const asked = await finish("telegram", flow.cookie, body);
      expect(asked.status).toBe(400);
      expect(asked.json.email).toHaveLength(1);
      const cookie = asked.headers.get("set-cookie")!.split(";")[0];
      const done = await finish("telegram", cookie, { ...body, email: "spec.typed@example.com" });
      expect(done.status).toBe(200);
      expect((await profileOf(done.json.access)).json.email).toBe("spec.typed@example.com");
    });

    it("refuses a forged callback without the cookie, a mismatching state, and another provider's cookie", async () => {
      const { flow, answer, body } = await consented("yandex");
      const noCookie = await finish("yandex", "", body);
      expect(noCookie.status).toBe(400);
      expect(noCookie.json).toEqual({ non_field_errors: [expect.stringContaining("state")] });
      const mismatch = await finish("yandex", flow.cookie, { ...body, state: `${answer.state}x` });
      expect(mismatch.status).toBe(400);
      expect(mismatch.json.non_field_errors).toHaveLength(1);
      // Google's attempt, its cookie renamed for yandex, and google's state with yandex's code.
      const google = await startFlow("google");
      const renamed = google.cookie.replace(/^social_state_google=/, "social_state_yandex=");
      const otherCookie = await finish("yandex", renamed, body);
      expect(otherCookie.status).toBe(400);
      expect(otherCookie.json.non_field_errors).toHaveLength(1);
      const otherState = await finish("yandex", flow.cookie, {
        ...body,
        state: google.authorize.searchParams.get("state")!,
      });
      expect(otherState.status).toBe(400);
      // None of that spent the code: the genuine SPEC body still signs in.
      expect((await finish("yandex", flow.cookie, body)).status).toBe(200);
    });

    it("binds with code and redirect_uri alone, and refuses the same forgeries", async () => {
      const user = await insertAccount(t.db);
      const { access } = await signIn(user.email, user.password);
      const { flow, answer, body } = await consented("vk_id", "spec.bind@example.com");
      const noCookie = await finish("vk_id", "", body, bindRoute, access);
      expect(noCookie.status).toBe(400);
      expect(noCookie.json.non_field_errors).toHaveLength(1);
      const mismatch = await finish(
        "vk_id",
        flow.cookie,
        { ...body, state: `${answer.state}x` },
        bindRoute,
        access,
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.json.non_field_errors).toHaveLength(1);
      const google = await startFlow("google");
      const renamed = google.cookie.replace(/^social_state_google=/, "social_state_vk_id=");
      const otherCookie = await finish("vk_id", renamed, body, bindRoute, access);
      expect(otherCookie.status).toBe(400);
      expect(otherCookie.json.non_field_errors).toHaveLength(1);
      expect((await profileOf(access)).json.social_ids.vk_id).toBeNull();
      const bound = await finish("vk_id", flow.cookie, body, bindRoute, access);
      expect(bound.status).toBe(204);
      expect(bound.headers.get("set-cookie")).toMatch(/social_state_vk_id=;.*Max-Age=0/i);
      expect((await profileOf(access)).json.social_ids.vk_id).toMatch(/^sandbox-/);
    });
  });

  describe("bind/ and unbind/", () => {
    it("binds and unbinds a provider for a signed-in shopper", async () => {
      const user = await insertAccount(t.db);
      const { access } = await signIn(user.email, user.password);
      const flow = await startFlow("steam");
      const answer = await consent(flow.authorize, "allow", "steam-binder@example.com");
      const bound = await finish(
        "steam",
        flow.cookie,
        { code: answer.code!, state: answer.state! },
        bindRoute,
        access,
      );
      expect(bound.status).toBe(204);
      expect(bound.text).toBe("");
      const steamId = (await profileOf(access)).json.social_ids.steam;
      expect(steamId).toMatch(/^sandbox-/);
      // The bound account now signs in to this shopper.
      const viaSteam = await signInThroughSandbox("steam", "steam-binder@example.com");
      expect(viaSteam.json.is_signed_up).toBe(false);
      expect((await profileOf(viaSteam.json.access)).json.id).toBe(user.id);
      const unbound = await call(unbindRoute, "/api/auth/social/steam/unbind/", {
        method: "POST",
        params: { provider: "steam" },
        token: access,
      });
      expect(unbound.status).toBe(204);
      expect((await profileOf(access)).json.social_ids.steam).toBeNull();
      const twice = await call(unbindRoute, "/api/auth/social/steam/unbind/", {
        method: "POST",
        params: { provider: "steam" },
        token: access,
      });
      expect(twice.status).toBe(404);
    });

    it("refuses to bind an account that belongs to another shopper", async () => {
      const taken = await signInThroughSandbox("yandex", "first.owner@example.com");
      expect(taken.status).toBe(200);
      const user = await insertAccount(t.db);
      const { access } = await signIn(user.email, user.password);
      const flow = await startFlow("yandex");
      const answer = await consent(flow.authorize, "allow", "first.owner@example.com");
      const res = await finish(
        "yandex",
        flow.cookie,
        { code: answer.code!, state: answer.state! },
        bindRoute,
        access,
      );
      expect(res.status).toBe(400);
      expect(res.json.non_field_errors).toHaveLength(1);
    });

    it("needs a token, and follows the spec's provider lists (no facebook bind, no google unbind)", async () => {
      const noToken = await finish("google", "", { code: "x", state: "y" }, bindRoute);
      expect(noToken.status).toBe(401);
      const user = await insertAccount(t.db);
      const { access } = await signIn(user.email, user.password);
      const facebookBind = await finish("facebook", "", { code: "x", state: "y" }, bindRoute, access);
      expect(facebookBind.status).toBe(404);
      const googleUnbind = await call(unbindRoute, "/api/auth/social/google/unbind/", {
        method: "POST",
        params: { provider: "google" },
        token: access,
      });
      expect(googleUnbind.status).toBe(404);
      const noTokenUnbind = await call(unbindRoute, "/api/auth/social/vk/unbind/", {
        method: "POST",
        params: { provider: "vk" },
      });
      expect(noTokenUnbind.status).toBe(401);
    });

    it("refuses to unbind the only way to sign in", async () => {
      const social = await signInThroughSandbox("facebook", "only.facebook@example.com");
      const res = await call(unbindRoute, "/api/auth/social/facebook/unbind/", {
        method: "POST",
        params: { provider: "facebook" },
        token: social.json.access,
      });
      expect(res.status).toBe(400);
      expect(res.json.non_field_errors).toHaveLength(1);
      expect((await profileOf(social.json.access)).json.social_ids.facebook).toMatch(/^sandbox-/);
    });
  });

  describe("live mode", () => {
    afterEach(() => {
      delete process.env.STORE_MODE;
      delete process.env.AUTH_SECRET;
      delete process.env.SITE_URL;
      resetConfigForTests();
    });

    it("offers no sandbox: unconfigured providers answer 404 provider_not_configured, the consent route 404", async () => {
      // Same secret before and after the switch, so the attempt's cookie stays readable.
      process.env.AUTH_SECRET = "s".repeat(48);
      resetConfigForTests();
      const flow = await startFlow("vk");
      const answer = await consent(flow.authorize);
      Object.assign(process.env, { STORE_MODE: "live", SITE_URL: ORIGIN });
      resetConfigForTests();
      const { res } = await startFlow("google");
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: expect.any(String), code: "provider_not_configured" });
      const decision = await postConsentForm("decision=allow");
      expect(decision.status).toBe(404);
      // A sandbox code minted before the switch is worthless now.
      const late = await finish("vk", flow.cookie, { code: answer.code!, state: answer.state! });
      expect(late.status).toBe(404);
      expect(late.json.code).toBe("provider_not_configured");
    });
  });
});
