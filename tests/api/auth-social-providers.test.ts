// Social routes with real adapters switched on by configuration, the providers played by scripted fetch answers.
import { createHash, createHmac } from "node:crypto";
import * as urlRoute from "@/app/api/auth/social/[provider]/url/route";
import * as authRoute from "@/app/api/auth/social/[provider]/auth/route";
import * as bindRoute from "@/app/api/auth/social/[provider]/bind/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import * as usersRoute from "@/app/api/auth/users/route";
import { FACEBOOK_ME_URL, FACEBOOK_TOKEN_URL } from "@/lib/server/auth/providers/facebook-adapter";
import { GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL } from "@/lib/server/auth/providers/google-adapter";
import { VK_TOKEN_URL, VK_USERS_GET_URL } from "@/lib/server/auth/providers/vk-adapter";
import { setProviderFetchForTests } from "@/lib/server/auth/providers/provider-fetch";
import { codeChallengeOf } from "@/lib/server/auth/pkce";
import { fakeFetch, timeout, type FakeReply } from "../server/auth-fake-fetch";
import { testEngines } from "../helpers/test-db";
import messages from "@/messages/ru.json";
import {
  call,
  insertAccount,
  resetPasswordByMail,
  signIn,
  startAuthTest,
  type AuthTestEnv,
} from "./auth-test-kit";

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

/** Telegram widget data for `id`, signed with the bot token: the `code` the redirect page posts. */
function telegramCode(id: string) {
  const data: Record<string, string> = {
    id,
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
  return Buffer.from(JSON.stringify(data)).toString("base64url");
}

const telegramStateOf = (flow: Awaited<ReturnType<typeof start>>) =>
  new URL(flow.url.searchParams.get("return_to")!).searchParams.get("state")!;

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
      FACEBOOK_CLIENT_ID: "facebook-client",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      VK_CLIENT_ID: "vk-client",
      VK_CLIENT_SECRET: "vk-secret",
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

  it("google: a verified address another account holds is not linked (pre-hijack): no tokens for that account", async () => {
    // The attacker registers the victim's address by password first (accounts never prove their e-mail)...
    const victim = "pre.hijack@example.com";
    const password = "Attacker-Pass-123!";
    const registered = await call(usersRoute, "/api/auth/users/", {
      method: "POST",
      body: { email: victim, password },
    });
    expect(registered.status).toBe(201);
    // ...then the victim signs in with Google, which verified that address.
    const flow = await start("google");
    setProviderFetchForTests(
      googleScript(
        { json: { access_token: "at" } },
        { json: { sub: "g-victim", email: "Pre.Hijack@example.com", email_verified: true } },
      ).impl,
    );
    const res = await finishGoogle(flow, "c");
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: [messages.auth.redirect.emailTaken] });
    expect(res.json.email[0]).toMatch(/войдите в него по паролю.*привяжите соцсеть в настройках профиля/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("refresh_token="))).toBe(false);
    // Nothing was linked: the attacker's account holds no Google, and Google still signs in to no account.
    const attacker = await signIn(victim, password);
    const attackerProfile = await call(profileRoute, "/api/auth/profile/", { token: attacker.access });
    expect(attackerProfile.json.social_ids.google).toBeNull();
    // Another address finishes with a new account of the victim's own, the same Google answer waiting in the cookie.
    const cookie = res.headers.get("set-cookie")!.split(";")[0];
    const own = await post("google", cookie, {
      code: "c",
      state: flow.url.searchParams.get("state"),
      redirect_uri: flow.redirectUri,
      email: "pre.hijack.own@example.com",
    });
    expect(own.status).toBe(200);
    expect(own.json.is_signed_up).toBe(true);
    const ownProfile = await call(profileRoute, "/api/auth/profile/", { token: own.json.access });
    expect(ownProfile.json).toMatchObject({
      email: "pre.hijack.own@example.com",
      social_ids: { google: "g-victim" },
    });
    expect(ownProfile.json.id).not.toBe(attackerProfile.json.id);
  });

  it("google: the owner of the address binds Google from the profile, then Google signs in to that account", async () => {
    const owner = await insertAccount(t.db, { email: "verified.owner@example.com" });
    const answer = { json: { sub: "g-2", email: "Verified.Owner@example.com", email_verified: true } };
    setProviderFetchForTests(googleScript({ json: { access_token: "at" } }, answer).impl);
    const refused = await finishGoogle(await start("google"), "c");
    expect(refused.status).toBe(400);
    expect(refused.json.email).toHaveLength(1);
    const { access } = await signIn(owner.email, owner.password);
    const bindFlow = await start("google");
    const bound = await call(bindRoute, `${SITE}/api/auth/social/google/bind/`, {
      method: "POST",
      params: { provider: "google" },
      headers: { cookie: bindFlow.cookie },
      token: access,
      body: { code: "c2", state: bindFlow.url.searchParams.get("state"), redirect_uri: bindFlow.redirectUri },
    });
    expect(bound.status).toBe(204);
    const res = await finishGoogle(await start("google"), "c3");
    expect(res.status).toBe(200);
    expect(res.json.is_signed_up).toBe(false);
    const profile = await call(profileRoute, "/api/auth/profile/", { token: res.json.access });
    expect(profile.json).toMatchObject({ id: owner.id, social_ids: { google: "g-2" } });
  });

  it("facebook: a taken verified address asks for another e-mail, offering no binding (facebook cannot be bound)", async () => {
    await insertAccount(t.db, { email: "facebook.taken@example.com" });
    const flow = await start("facebook");
    setProviderFetchForTests(
      fakeFetch({
        [FACEBOOK_TOKEN_URL]: { json: { access_token: "fb-at" } },
        [FACEBOOK_ME_URL]: { json: { id: "fb-1", name: "Фёдор", email: "facebook.taken@example.com" } },
      }).impl,
    );
    const res = await post("facebook", flow.cookie, {
      code: "fb-code",
      state: flow.url.searchParams.get("state"),
      redirect_uri: flow.redirectUri,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: [messages.auth.redirect.emailTakenNoBind] });
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
    const code = telegramCode("777000");
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
      // Signed for 777000, claiming to be 1.
      code: Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(code, "base64url").toString()), id: "1" }),
      ).toString("base64url"),
      state: new URL(forged.url.searchParams.get("return_to")!).searchParams.get("state"),
      redirect_uri: forged.redirectUri,
    });
    expect(bad.status).toBe(400);
  });

  it("telegram: a stranger who typed someone's address loses the account once its owner resets the password", async () => {
    /** A Telegram sign-in of `id`: the answer to the e-mail step with `email` typed. */
    const telegramWith = async (id: string, email?: string) => {
      const flow = await start("telegram");
      const body = { code: telegramCode(id), state: telegramStateOf(flow), redirect_uri: flow.redirectUri };
      const asked = await post("telegram", flow.cookie, body);
      if (asked.status === 200 || !email) return asked;
      return post("telegram", asked.headers.get("set-cookie")!.split(";")[0], { ...body, email });
    };
    const owner = "mailbox.owner@example.com";
    // The stranger signs in with their own Telegram and types the owner's address, which nobody checks.
    expect((await telegramWith("888000", owner)).status).toBe(200);
    expect((await telegramWith("888000")).status).toBe(200);

    // The owner, told the address is registered, resets the password through the mailbox.
    const confirmed = await resetPasswordByMail(owner, "Owner-pass-2026");
    expect(confirmed.status).toBe(204);

    // The stranger's Telegram no longer opens the account: asked for an address, the owner's is taken.
    const again = await telegramWith("888000");
    expect(again.status).toBe(400);
    expect(again.json.email).toHaveLength(1);
    expect((await telegramWith("888000", owner)).json.email).toEqual([expect.any(String)]);
    const { access } = await signIn(owner, "Owner-pass-2026");
    const profile = await call(profileRoute, "/api/auth/profile/", { token: access });
    expect(profile.json.social_ids.telegram).toBeNull();
  });

  it("telegram (no PKCE): the attacker's own widget data posted without state into a victim's attempt is refused", async () => {
    // Login CSRF: the attacker signs up with their own Telegram, then makes the victim's browser open url/ (a fresh
    // attempt cookie the attacker never sees) and the redirect page with the attacker's tgAuthResult but no state.
    const attackerCode = telegramCode("666000");
    const own = await start("telegram");
    const asked = await post("telegram", own.cookie, {
      code: attackerCode,
      state: telegramStateOf(own),
      redirect_uri: own.redirectUri,
    });
    const ownCookie = asked.headers.get("set-cookie")!.split(";")[0];
    const signedUp = await post("telegram", ownCookie, {
      code: attackerCode,
      state: telegramStateOf(own),
      redirect_uri: own.redirectUri,
      email: "csrf.attacker@example.com",
    });
    expect(signedUp.status).toBe(200);
    const victim = await start("telegram");
    const forced = await post("telegram", victim.cookie, {
      code: attackerCode,
      redirect_uri: victim.redirectUri,
    });
    expect(forced.status).toBe(400);
    expect(forced.json).toEqual({ non_field_errors: [expect.stringContaining("state")] });
    expect(forced.headers.getSetCookie().some((c) => c.startsWith("refresh_token="))).toBe(false);
    // Another attempt's state does not do either.
    const crossed = await post("telegram", victim.cookie, {
      code: attackerCode,
      state: telegramStateOf(own),
      redirect_uri: victim.redirectUri,
    });
    expect(crossed.status).toBe(400);
    // The victim's own answer with this attempt's state goes through (to the e-mail Telegram does not share).
    const genuine = await post("telegram", victim.cookie, {
      code: telegramCode("666001"),
      state: telegramStateOf(victim),
      redirect_uri: victim.redirectUri,
    });
    expect(genuine.status).toBe(400);
    expect(genuine.json.email).toHaveLength(1);
  });

  it("telegram (no PKCE): the second post with the e-mail needs the state as well", async () => {
    const flow = await start("telegram");
    const code = telegramCode("666002");
    const state = telegramStateOf(flow);
    const asked = await post("telegram", flow.cookie, { code, state, redirect_uri: flow.redirectUri });
    expect(asked.status).toBe(400);
    const cookie = asked.headers.get("set-cookie")!.split(";")[0];
    const noState = await post("telegram", cookie, {
      code,
      redirect_uri: flow.redirectUri,
      email: "no.state.second@example.com",
    });
    expect(noState.status).toBe(400);
    expect(noState.json.non_field_errors).toHaveLength(1);
    const done = await post("telegram", cookie, {
      code,
      state,
      redirect_uri: flow.redirectUri,
      email: "no.state.second@example.com",
    });
    expect(done.status).toBe(200);
  });

  it("vk (no PKCE): a code posted without state never reaches VK; with the attempt's state it signs in", async () => {
    const flow = await start("vk");
    expect(flow.url.host).toBe("oauth.vk.com");
    expect(flow.url.searchParams.get("code_challenge")).toBeNull();
    const fake = fakeFetch({
      [VK_TOKEN_URL]: { json: { access_token: "vk-at", user_id: 4242, email: "vk.csrf@example.com" } },
      [VK_USERS_GET_URL]: { json: { response: [{ id: 4242, first_name: "Вася" }] } },
    });
    setProviderFetchForTests(fake.impl);
    const forced = await post("vk", flow.cookie, { code: "attacker-code", redirect_uri: flow.redirectUri });
    expect(forced.status).toBe(400);
    expect(forced.json.non_field_errors).toHaveLength(1);
    expect(fake.calls).toHaveLength(0);
    const res = await post("vk", flow.cookie, {
      code: "victim-code",
      state: flow.url.searchParams.get("state"),
      redirect_uri: flow.redirectUri,
    });
    expect(res.status).toBe(200);
  });

  it("an unconfigured provider falls back to the sandbox in demo mode", async () => {
    const flow = await start("steam");
    expect(flow.url.pathname).toBe("/sandbox/oauth/authorize");
  });
});
