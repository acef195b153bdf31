// Social routes with real adapters switched on by configuration, the providers played by scripted fetch answers.
import { createHash, createHmac } from "node:crypto";
import * as urlRoute from "@/app/api/auth/social/[provider]/url/route";
import * as authRoute from "@/app/api/auth/social/[provider]/auth/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import { GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL } from "@/lib/server/auth/providers/google-adapter";
import { setProviderFetchForTests } from "@/lib/server/auth/providers/provider-fetch";
import { codeChallengeOf } from "@/lib/server/auth/pkce";
import { fakeFetch, timeout, type FakeReply } from "../server/auth-fake-fetch";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, startAuthTest, type AuthTestEnv } from "./auth-test-kit";

const SITE = "https://shop.example";
const BOT_TOKEN = "424242:telegram-bot-token";

async function start(provider: string) {
  const redirectUri = `${SITE}/auth/${provider}/redirect`;
  const res = await call(
    urlRoute,
    `${SITE}/api/auth/social/${provider}/url/?redirect_uri=${encodeURIComponent(redirectUri)}`,
    {
      params: { provider },
    },
  );
  expect(res.status).toBe(200);
  const setCookie = res.headers.get("set-cookie")!;
  return { url: new URL(res.json.url), cookie: setCookie.split(";")[0], setCookie, redirectUri };
}

const post = (provider: string, cookie: string, body: Record<string, unknown>) =>
  call(authRoute, `${SITE}/api/auth/social/${provider}/auth/`, {
    method: "POST",
    params: { provider },
    headers: { cookie },
    body,
  });

/** Google's redirect back to us: the `code` it gave, with the state and redirect URI of the flow `start` began. */
const finishGoogle = (flow: Awaited<ReturnType<typeof start>>, code: string) =>
  post("google", flow.cookie, {
    code,
    state: flow.url.searchParams.get("state"),
    redirect_uri: flow.redirectUri,
  });

function googleScript(
  token: FakeReply,
  user: FakeReply = {
    json: { sub: "g-1", email: "real.google@example.com", email_verified: true, name: "Гугл" },
  },
) {
  return fakeFetch({ [GOOGLE_TOKEN_URL]: token, [GOOGLE_USERINFO_URL]: user });
}

describe.each(testEngines)("social routes with real adapters on %s", (engine) => {
  let t: AuthTestEnv;
  beforeAll(async () => {
    t = await startAuthTest(engine, {
      SITE_URL: SITE,
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    });
  });
  afterAll(async () => {
    setProviderFetchForTests(undefined);
    await t.close();
  });

  it("google: PKCE from the authorise URL to the token request, then tokens for a new shopper", async () => {
    const flow = await start("google");
    expect(flow.url.host).toBe("accounts.google.com");
    expect(flow.url.searchParams.get("client_id")).toBe("google-client");
    // An https site gets Secure cookies.
    expect(flow.setCookie).toMatch(/Secure/);
    const fake = googleScript({ json: { access_token: "google-at" } });
    setProviderFetchForTests(fake.impl);
    const res = await finishGoogle(flow, "4/real-code");
    expect(res.status).toBe(200);
    expect(res.json.is_signed_up).toBe(true);
    const sent = new URLSearchParams(fake.calls[0].body);
    expect(sent.get("code")).toBe("4/real-code");
    expect(sent.get("redirect_uri")).toBe(flow.redirectUri);
    expect(codeChallengeOf(sent.get("code_verifier")!)).toBe(flow.url.searchParams.get("code_challenge"));
    const profile = await call(profileRoute, "/api/auth/profile/", { token: res.json.access });
    expect(profile.json).toMatchObject({ email: "real.google@example.com", social_ids: { google: "g-1" } });
  });

  it("google: a verified address signs in to the existing account and binds it", async () => {
    const owner = await insertAccount(t.db, { email: "verified.owner@example.com" });
    const flow = await start("google");
    setProviderFetchForTests(
      googleScript(
        { json: { access_token: "at" } },
        { json: { sub: "g-2", email: "Verified.Owner@example.com", email_verified: true } },
      ).impl,
    );
    const res = await finishGoogle(flow, "c");
    expect(res.status).toBe(200);
    expect(res.json.is_signed_up).toBe(false);
    const profile = await call(profileRoute, "/api/auth/profile/", { token: res.json.access });
    expect(profile.json).toMatchObject({ id: owner.id, social_ids: { google: "g-2" } });
  });

  it("google: SPEC.md's body (code, redirect_uri) signs in, the PKCE verifier taken from the url/ cookie", async () => {
    const flow = await start("google");
    const fake = googleScript(
      { json: { access_token: "at" } },
      { json: { sub: "g-spec", email: "spec.google@example.com", email_verified: true } },
    );
    setProviderFetchForTests(fake.impl);
    const forged = await post("google", "", { code: "4/spec-code", redirect_uri: flow.redirectUri });
    expect(forged.status).toBe(400);
    expect(forged.json.non_field_errors).toHaveLength(1);
    expect(fake.calls).toHaveLength(0);
    const res = await post("google", flow.cookie, { code: "4/spec-code", redirect_uri: flow.redirectUri });
    expect(res.status).toBe(200);
    const sent = new URLSearchParams(fake.calls[0].body);
    expect(sent.get("code")).toBe("4/spec-code");
    expect(codeChallengeOf(sent.get("code_verifier")!)).toBe(flow.url.searchParams.get("code_challenge"));
  });

  it("google: a bad state never reaches the provider", async () => {
    const flow = await start("google");
    const fake = googleScript({ json: { access_token: "at" } });
    setProviderFetchForTests(fake.impl);
    const res = await post("google", flow.cookie, {
      code: "c",
      state: "guessed",
      redirect_uri: flow.redirectUri,
    });
    expect(res.status).toBe(400);
    expect(fake.calls).toHaveLength(0);
  });

  it.each([
    ["an expired code", 400, { status: 400, json: { error: "invalid_grant" } }, undefined],
    ["a provider outage", 502, { status: 502, text: "Bad Gateway" }, "provider_error"],
    ["a timeout", 503, timeout(), "provider_unavailable"],
  ] as [string, number, FakeReply, string | undefined][])(
    "google: %s answers %i in DRF form",
    async (_, status, token, code) => {
      const flow = await start("google");
      setProviderFetchForTests(googleScript(token).impl);
      const res = await finishGoogle(flow, "c");
      expect(res.status).toBe(status);
      if (code) expect(res.json).toEqual({ detail: expect.any(String), code });
      else expect(res.json.non_field_errors).toHaveLength(1);
    },
  );

  it("telegram: signed widget data, then the e-mail Telegram does not share", async () => {
    const flow = await start("telegram");
    expect(flow.url.host).toBe("oauth.telegram.org");
    const returnTo = new URL(flow.url.searchParams.get("return_to")!);
    const state = returnTo.searchParams.get("state")!;
    const data: Record<string, string> = {
      id: "777000",
      first_name: "Тёма",
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const checkString = Object.keys(data)
      .sort()
      .map((k) => `${k}=${data[k]}`)
      .join("\n");
    data.hash = createHmac("sha256", createHash("sha256").update(BOT_TOKEN).digest())
      .update(checkString)
      .digest("hex");
    const code = Buffer.from(JSON.stringify(data)).toString("base64url");
    const first = await post("telegram", flow.cookie, { code, state, redirect_uri: flow.redirectUri });
    expect(first.status).toBe(400);
    expect(first.json.email).toHaveLength(1);
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    const done = await post("telegram", cookie, {
      code,
      state,
      redirect_uri: flow.redirectUri,
      email: "tyoma@example.com",
    });
    expect(done.status).toBe(200);
    expect(done.json.is_signed_up).toBe(true);
    const forged = await start("telegram");
    const bad = await post("telegram", forged.cookie, {
      code: Buffer.from(JSON.stringify({ ...data, id: "1" })).toString("base64url"),
      state: new URL(forged.url.searchParams.get("return_to")!).searchParams.get("state"),
      redirect_uri: forged.redirectUri,
    });
    expect(bad.status).toBe(400);
  });

  it("an unconfigured provider falls back to the sandbox in demo mode", async () => {
    const flow = await start("steam");
    expect(flow.url.pathname).toBe("/sandbox/oauth/authorize");
  });
});
