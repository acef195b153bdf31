// The real social adapters against scripted provider answers: success, refused codes, denied consent,
// outages and forgeries, each mapped to the DRF answer the shopper gets.
import { createHash, createHmac } from "node:crypto";
import { errorAnswerOf } from "@/lib/server/http/error-answer";
import {
  createFacebookAdapter,
  FACEBOOK_ME_URL,
  FACEBOOK_TOKEN_URL,
} from "@/lib/server/auth/providers/facebook-adapter";
import {
  createGoogleAdapter,
  GOOGLE_TOKEN_URL,
  GOOGLE_USERINFO_URL,
} from "@/lib/server/auth/providers/google-adapter";
import {
  createSteamAdapter,
  STEAM_OPENID_URL,
  STEAM_SUMMARIES_URL,
} from "@/lib/server/auth/providers/steam-adapter";
import { createTelegramAdapter } from "@/lib/server/auth/providers/telegram-adapter";
import { createVkAdapter, VK_TOKEN_URL, VK_USERS_GET_URL } from "@/lib/server/auth/providers/vk-adapter";
import {
  createVkIdAdapter,
  VK_ID_TOKEN_URL,
  VK_ID_USERINFO_URL,
} from "@/lib/server/auth/providers/vk-id-adapter";
import {
  createYandexAdapter,
  YANDEX_TOKEN_URL,
  YANDEX_USERINFO_URL,
} from "@/lib/server/auth/providers/yandex-adapter";
import type { CallbackData, SocialAdapter } from "@/lib/server/auth/providers/social-adapter";
import { setAuthClockForTests } from "@/lib/server/auth/clock";
import { fakeFetch, timeout, type FakeReply } from "./auth-fake-fetch";

const REDIRECT = "https://shop.example/auth/google/redirect";
const callback = (o: Partial<CallbackData> = {}): CallbackData => ({
  code: "the-code",
  redirectUri: REDIRECT,
  state: "the-state",
  codeVerifier: "v".repeat(43),
  ...o,
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    const known = errorAnswerOf(err);
    if (known) return { status: known.status, body: known.body };
    throw err;
  }
  throw new Error("expected a failure");
}

type OAuthCase = {
  name: string;
  make: (fetchImpl: ReturnType<typeof fakeFetch>["impl"]) => SocialAdapter;
  tokenUrl: string;
  userUrl: string;
  token: FakeReply;
  user: FakeReply;
  expected: { uid: string; email: string | null; isEmailVerified: boolean; name: string };
  extra?: Partial<CallbackData>;
};

const cases: OAuthCase[] = [
  {
    name: "google",
    make: (f) => createGoogleAdapter("gid", "gsecret", f),
    tokenUrl: GOOGLE_TOKEN_URL,
    userUrl: GOOGLE_USERINFO_URL,
    token: { json: { access_token: "g-at", id_token: "x", token_type: "Bearer" } },
    user: {
      json: {
        sub: "1089",
        email: "g@example.com",
        email_verified: true,
        name: "Гоша",
        picture: "https://lh3.example/p.jpg",
      },
    },
    expected: { uid: "1089", email: "g@example.com", isEmailVerified: true, name: "Гоша" },
  },
  {
    name: "yandex",
    make: (f) => createYandexAdapter("yid", "ysecret", f),
    tokenUrl: YANDEX_TOKEN_URL,
    userUrl: YANDEX_USERINFO_URL,
    token: { json: { access_token: "y-at", token_type: "bearer" } },
    user: {
      json: {
        id: "4242",
        login: "yuser",
        default_email: "y@yandex.ru",
        display_name: "Юля",
        default_avatar_id: "131/abc-1",
        is_avatar_empty: false,
      },
    },
    expected: { uid: "4242", email: "y@yandex.ru", isEmailVerified: true, name: "Юля" },
  },
  {
    name: "facebook",
    make: (f) => createFacebookAdapter("fid", "fsecret", f),
    tokenUrl: FACEBOOK_TOKEN_URL,
    userUrl: FACEBOOK_ME_URL,
    token: { json: { access_token: "f-at", token_type: "bearer" } },
    user: {
      json: {
        id: "555",
        name: "Фёдор",
        email: "f@example.com",
        picture: { data: { url: "https://fb.example/p.jpg", is_silhouette: false } },
      },
    },
    expected: { uid: "555", email: "f@example.com", isEmailVerified: true, name: "Фёдор" },
  },
  {
    name: "vk",
    make: (f) => createVkAdapter("vid", "vsecret", f),
    tokenUrl: VK_TOKEN_URL,
    userUrl: VK_USERS_GET_URL,
    token: { json: { access_token: "v-at", expires_in: 86400, user_id: 777, email: "v@vk.example" } },
    user: {
      json: {
        response: [{ id: 777, first_name: "Вера", last_name: "Ким", photo_200: "https://vk.example/p.jpg" }],
      },
    },
    expected: { uid: "777", email: "v@vk.example", isEmailVerified: true, name: "Вера Ким" },
  },
  {
    name: "vk_id",
    make: (f) => createVkIdAdapter("vkid", "vkidsecret", f),
    tokenUrl: VK_ID_TOKEN_URL,
    userUrl: VK_ID_USERINFO_URL,
    token: {
      json: { access_token: "vi-at", refresh_token: "r", id_token: "i", user_id: 9001, token_type: "Bearer" },
    },
    user: {
      json: {
        user: {
          user_id: "9001",
          first_name: "Ира",
          last_name: "",
          avatar: "https://vkid.example/a.jpg",
          email: "",
        },
      },
    },
    expected: { uid: "9001", email: null, isEmailVerified: false, name: "Ира" },
    extra: { deviceId: "device-1" },
  },
];

describe.each(cases)("$name adapter", (c) => {
  it("exchanges the code and reads the identity", async () => {
    const fake = fakeFetch({ [c.tokenUrl]: c.token, [c.userUrl]: c.user });
    const identity = await c.make(fake.impl).exchange(callback(c.extra));
    expect(identity).toMatchObject(c.expected);
    expect(fake.calls).toHaveLength(2);
    // The code travels to the token endpoint; PKCE adapters send the verifier too.
    const tokenCall = fake.calls[0].url + fake.calls[0].body;
    expect(tokenCall).toContain("the-code");
    if (c.make(fake.impl).usesPkce) expect(tokenCall).toContain(`code_verifier=${"v".repeat(43)}`);
    expect(JSON.stringify(fake.calls[1])).toContain(
      String((c.token as { json: { access_token: string } }).json.access_token),
    );
  });

  it("answers 400 for an expired or unknown code (invalid_grant)", async () => {
    const fake = fakeFetch({
      [c.tokenUrl]: { status: 400, json: { error: "invalid_grant", error_description: "Code has expired" } },
    });
    const result = await failure(c.make(fake.impl).exchange(callback(c.extra)));
    expect(result).toEqual({ status: 400, body: { non_field_errors: [expect.any(String)] } });
  });

  it("answers 400 when the shopper denied consent", async () => {
    const fake = fakeFetch({ [c.tokenUrl]: { status: 400, json: { error: "access_denied" } } });
    const result = await failure(c.make(fake.impl).exchange(callback(c.extra)));
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain("не разрешён");
  });

  it("answers 502 when the provider fails or refuses our client credentials", async () => {
    for (const token of [
      { status: 503, text: "Service Unavailable" },
      { status: 401, json: { error: "invalid_client" } },
      { text: "<html>" },
    ]) {
      const fake = fakeFetch({ [c.tokenUrl]: token });
      const result = await failure(c.make(fake.impl).exchange(callback(c.extra)));
      expect(result).toEqual({ status: 502, body: { detail: expect.any(String), code: "provider_error" } });
    }
  });

  it("answers 503 when the provider does not answer in time", async () => {
    const fake = fakeFetch({ [c.tokenUrl]: timeout() });
    const result = await failure(c.make(fake.impl).exchange(callback(c.extra)));
    expect(result).toEqual({
      status: 503,
      body: { detail: expect.any(String), code: "provider_unavailable" },
    });
  });
});

describe("OAuth adapters, details", () => {
  it("google: an unverified e-mail is not trusted, and a broken userinfo is a 502", async () => {
    const ok = fakeFetch({
      [GOOGLE_TOKEN_URL]: { json: { access_token: "at" } },
      [GOOGLE_USERINFO_URL]: { json: { sub: "1", email: "x@example.com", email_verified: false } },
    });
    expect(await createGoogleAdapter("a", "b", ok.impl).exchange(callback())).toMatchObject({
      isEmailVerified: false,
    });
    const broken = fakeFetch({
      [GOOGLE_TOKEN_URL]: { json: { access_token: "at" } },
      [GOOGLE_USERINFO_URL]: { status: 401, json: {} },
    });
    expect((await failure(createGoogleAdapter("a", "b", broken.impl).exchange(callback()))).status).toBe(502);
  });

  it("google and yandex authorise URLs carry state and an S256 challenge; facebook and vk carry state", () => {
    const request = { redirectUri: REDIRECT, state: "st", codeChallenge: "ch" };
    for (const adapter of [
      createGoogleAdapter("a", "b"),
      createYandexAdapter("a", "b"),
      createVkIdAdapter("a", undefined),
    ]) {
      const url = new URL(adapter.authorizeUrl(request));
      expect(url.protocol).toBe("https:");
      expect(url.searchParams.get("state")).toBe("st");
      expect(url.searchParams.get("code_challenge")).toBe("ch");
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);
    }
    for (const adapter of [createFacebookAdapter("a", "b"), createVkAdapter("a", "b")]) {
      const url = new URL(adapter.authorizeUrl(request));
      expect(url.searchParams.get("state")).toBe("st");
      expect(url.searchParams.get("code_challenge")).toBeNull();
    }
  });

  it("facebook signs the profile call with appsecret_proof", async () => {
    const fake = fakeFetch({
      [FACEBOOK_TOKEN_URL]: { json: { access_token: "f-at" } },
      [FACEBOOK_ME_URL]: { json: { id: "1" } },
    });
    await createFacebookAdapter("fid", "fsecret", fake.impl).exchange(callback());
    const proof = createHmac("sha256", "fsecret").update("f-at").digest("hex");
    expect(new URL(fake.calls[1].url).searchParams.get("appsecret_proof")).toBe(proof);
  });

  it("vk_id needs the callback's device_id", async () => {
    const fake = fakeFetch({});
    const result = await failure(createVkIdAdapter("a", undefined, fake.impl).exchange(callback()));
    expect(result).toEqual({ status: 400, body: { device_id: [expect.any(String)] } });
    expect(fake.calls).toHaveLength(0);
  });

  it("vk: an API error on users.get still signs in with the id from the token answer", async () => {
    const fake = fakeFetch({
      [VK_TOKEN_URL]: { json: { access_token: "at", user_id: 5 } },
      [VK_USERS_GET_URL]: { json: { error: { error_code: 6, error_msg: "Too many requests" } } },
    });
    expect(await createVkAdapter("a", "b", fake.impl).exchange(callback())).toMatchObject({
      uid: "5",
      email: null,
      name: "",
    });
  });
});

describe("steam adapter (OpenID 2.0)", () => {
  const redirect = "https://shop.example/auth/steam/redirect";
  const steamId = "76561198000000001";
  const response = (o: Record<string, string> = {}) =>
    new URLSearchParams({
      state: "the-state",
      "openid.ns": "http://specs.openid.net/auth/2.0",
      "openid.mode": "id_res",
      "openid.op_endpoint": STEAM_OPENID_URL,
      "openid.claimed_id": `https://steamcommunity.com/openid/id/${steamId}`,
      "openid.identity": `https://steamcommunity.com/openid/id/${steamId}`,
      "openid.return_to": `${redirect}?state=the-state`,
      "openid.response_nonce": "2026-01-01T00:00:00Zabc",
      "openid.assoc_handle": "1234567890",
      "openid.signed": "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle",
      "openid.sig": "c2lnbmF0dXJl",
      ...o,
    }).toString();
  const steamCallback = (code: string) => callback({ code, redirectUri: redirect, codeVerifier: undefined });

  it("builds a checkid_setup URL returning to redirect_uri with the state", () => {
    const url = new URL(createSteamAdapter(undefined).authorizeUrl({ redirectUri: redirect, state: "st" }));
    expect(`${url.origin}${url.pathname}`).toBe(STEAM_OPENID_URL);
    expect(url.searchParams.get("openid.mode")).toBe("checkid_setup");
    expect(url.searchParams.get("openid.return_to")).toBe(`${redirect}?state=st`);
    expect(url.searchParams.get("openid.realm")).toBe("https://shop.example");
  });

  it("asks Steam to check the signature and reads the profile with an API key", async () => {
    const fake = fakeFetch({
      [STEAM_OPENID_URL]: { text: "ns:http://specs.openid.net/auth/2.0\nis_valid:true\n" },
      [STEAM_SUMMARIES_URL]: {
        json: {
          response: { players: [{ personaname: "Headshot", avatarfull: "https://steam.example/a.jpg" }] },
        },
      },
    });
    const identity = await createSteamAdapter("api-key", fake.impl).exchange(steamCallback(response()));
    expect(identity).toEqual({
      uid: steamId,
      email: null,
      isEmailVerified: false,
      name: "Headshot",
      avatar: "https://steam.example/a.jpg",
    });
    const check = new URLSearchParams(fake.calls[0].body);
    expect(check.get("openid.mode")).toBe("check_authentication");
    expect(check.get("openid.sig")).toBe("c2lnbmF0dXJl");
    expect(check.has("state")).toBe(false);
  });

  it("refuses a response Steam does not confirm, a cancelled login, and forged fields without asking Steam", async () => {
    const invalid = fakeFetch({
      [STEAM_OPENID_URL]: { text: "ns:http://specs.openid.net/auth/2.0\nis_valid:false\n" },
    });
    expect(
      (await failure(createSteamAdapter(undefined, invalid.impl).exchange(steamCallback(response())))).status,
    ).toBe(400);
    const none = fakeFetch({});
    const adapter = createSteamAdapter(undefined, none.impl);
    expect(
      (await failure(adapter.exchange(steamCallback(response({ "openid.mode": "cancel" }))))).status,
    ).toBe(400);
    const forged: Record<string, string>[] = [
      { "openid.return_to": "https://evil.example/auth/steam/redirect?state=the-state" },
      { "openid.return_to": `${redirect}?state=another` },
      { "openid.op_endpoint": "https://evil.example/openid/login" },
      { "openid.claimed_id": "https://evil.example/openid/id/76561198000000001" },
      { "openid.signed": "signed,op_endpoint,claimed_id,identity" },
    ];
    for (const fields of forged) {
      expect((await failure(adapter.exchange(steamCallback(response(fields))))).status).toBe(400);
    }
    expect(none.calls).toHaveLength(0);
  });

  it("maps a Steam outage to 502 and a timeout to 503", async () => {
    const down = fakeFetch({ [STEAM_OPENID_URL]: { status: 500, text: "" } });
    expect(
      (await failure(createSteamAdapter(undefined, down.impl).exchange(steamCallback(response())))).status,
    ).toBe(502);
    const slow = fakeFetch({ [STEAM_OPENID_URL]: timeout() });
    expect(
      (await failure(createSteamAdapter(undefined, slow.impl).exchange(steamCallback(response())))).status,
    ).toBe(503);
  });
});

describe("telegram adapter (login widget)", () => {
  const botToken = "123456:ABC-test-token";
  const now = new Date("2026-03-01T12:00:00Z");
  const signed = (data: Record<string, string>, token = botToken): Record<string, string> => {
    const checkString = Object.keys(data)
      .sort()
      .map((k) => `${k}=${data[k]}`)
      .join("\n");
    const hash = createHmac("sha256", createHash("sha256").update(token).digest())
      .update(checkString)
      .digest("hex");
    return { ...data, hash };
  };
  const widget = (o: Record<string, string> = {}) =>
    signed({
      id: "31337",
      first_name: "Тимур",
      username: "timur",
      photo_url: "https://t.me/i/u.jpg",
      auth_date: String(now.getTime() / 1000 - 60),
      ...o,
    });
  const adapter = createTelegramAdapter(botToken);
  beforeAll(() => setAuthClockForTests(() => now));
  afterAll(() => setAuthClockForTests(undefined));

  it("accepts correctly signed data as a query string, JSON, or tgAuthResult", async () => {
    const data = widget();
    const forms = [
      new URLSearchParams(data).toString(),
      JSON.stringify(data),
      Buffer.from(JSON.stringify({ ...data, id: 31337, auth_date: Number(data.auth_date) })).toString(
        "base64url",
      ),
    ];
    for (const code of forms) {
      expect(await adapter.exchange(callback({ code }))).toEqual({
        uid: "31337",
        email: null,
        isEmailVerified: false,
        name: "Тимур",
        avatar: "https://t.me/i/u.jpg",
      });
    }
  });

  it("refuses a changed field, another bot's signature, stale data and garbage", async () => {
    const tampered = { ...widget(), id: "1" };
    const otherBot = signed({ id: "31337", auth_date: String(now.getTime() / 1000) }, "999:other");
    const stale = widget({ auth_date: String(now.getTime() / 1000 - 2 * 86400) });
    for (const data of [tampered, otherBot, stale]) {
      expect(
        (await failure(adapter.exchange(callback({ code: new URLSearchParams(data).toString() })))).status,
      ).toBe(400);
    }
    for (const code of ["garbage", "hash=zz", "{}", "e30"]) {
      expect((await failure(adapter.exchange(callback({ code })))).status).toBe(400);
    }
  });

  it("points the authorise URL at oauth.telegram.org with the bot id and the state in return_to", () => {
    const url = new URL(
      adapter.authorizeUrl({ redirectUri: "https://shop.example/auth/telegram/redirect", state: "st" }),
    );
    expect(url.host).toBe("oauth.telegram.org");
    expect(url.searchParams.get("bot_id")).toBe("123456");
    expect(url.searchParams.get("return_to")).toBe("https://shop.example/auth/telegram/redirect?state=st");
    expect(url.toString()).not.toContain("ABC-test-token");
  });
});
