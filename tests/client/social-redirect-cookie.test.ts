// The storefront's social redirect page against the real social routes, as a browser runs it: url/ sets the
// HttpOnly state cookie, the browser keeps it (a small cookie jar here) and sends it with auth/ and bind/;
// the page posts SPEC.md's body (code, redirect_uri, email) plus the callback's state, and never an answer without one.
import { http } from "msw";
import { NextRequest } from "next/server";
import * as urlRoute from "@/app/api/auth/social/[provider]/url/route";
import * as authRoute from "@/app/api/auth/social/[provider]/auth/route";
import * as bindRoute from "@/app/api/auth/social/[provider]/bind/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import { completeSocialLogin } from "@/components/auth/redirect/complete-social-login";
import { readSocialCallback } from "@/components/auth/redirect/read-social-callback";
import { getSocialAuthUrl } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import type { SocialProvider } from "@/lib/api/types/auth";
import { authSuite, call, insertAccount, randomIp, sandboxConsent, signIn } from "../api/auth-test-kit";
import { testEngines } from "../helpers/test-db";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

const ORIGIN = "http://localhost:3000";
const ROUTES = { url: urlRoute, auth: authRoute, bind: bindRoute } as Record<string, Record<string, unknown>>;
type Handler = (req: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The browser's cookies: name -> value and path; Max-Age=0 removes one. */
const jar = new Map<string, { value: string; path: string; attributes: string[] }>();

function keepCookies(res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf("="));
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? "/";
    if (attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
    else jar.set(name, { value: pair.slice(name.length + 1), path, attributes });
  }
}

startMsw();

/** The social routes served by their real handlers, on this site's origin, with the jar's cookies. */
function serveSocialRoutes() {
  server.use(
    http.all(`${BASE}/api/auth/social/:provider/:action/`, async ({ request, params }) => {
      const { pathname, search } = new URL(request.url);
      const headers = new Headers(request.headers);
      const cookies = [...jar]
        .filter(([, c]) => pathname.startsWith(c.path))
        .map(([name, c]) => `${name}=${c.value}`);
      if (cookies.length) headers.set("cookie", cookies.join("; "));
      headers.set("x-store-peer-address", randomIp());
      const body = request.method === "GET" ? undefined : await request.text();
      const req = new NextRequest(new URL(pathname + search, ORIGIN), {
        method: request.method,
        headers,
        body,
      });
      const handler = ROUTES[String(params.action)][request.method] as Handler;
      const res = await handler(req, { params: Promise.resolve({ provider: String(params.provider) }) });
      keepCookies(res);
      return res;
    }),
  );
}

/** The sign-in button (startSocialFlow's call), then the shopper's consent; the address the provider sends back. */
async function leaveAndConsent(
  provider: SocialProvider,
  client: ReturnType<typeof makeClient>["client"],
  email?: string,
) {
  const { url } = await getSocialAuthUrl(
    { provider, redirectUri: `${ORIGIN}/auth/${provider}/redirect` },
    { client },
  );
  return sandboxConsent(new URL(url), {
    decision: "allow",
    email: email ?? `redirect-${provider}-${jar.size}-${Date.now()}@example.com`,
    name: "Игрок",
  });
}

/** What the redirect page reads from that address. */
function answerOf(provider: SocialProvider, back: URL) {
  const callback = readSocialCallback(provider, back.search, back.hash);
  if (callback.kind !== "code") throw new Error(`no code in ${back}`);
  return { code: callback.code, state: callback.state, deviceId: callback.deviceId };
}

const profileOf = async (access: string) =>
  (await call(profileRoute, "/api/auth/profile/", { token: access })).json;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => {
      if (!(error instanceof ResponseError)) throw error;
      return { status: error.status, body: error.body as Record<string, unknown> };
    },
  );

describe.each(testEngines)("the social redirect page with the url/ cookie on %s", (engine) => {
  const t = authSuite(engine);
  beforeEach(() => {
    jar.clear();
    serveSocialRoutes();
  });

  it("url/ leaves the state in an HttpOnly cookie for the auth path, nothing in the page's hands", async () => {
    const { client } = makeClient();
    await leaveAndConsent("google", client);
    expect([...jar.keys()]).toEqual(["social_state_google"]);
    const cookie = jar.get("social_state_google")!;
    expect(cookie.path).toBe("/api/auth/social/google/");
    expect(cookie.attributes).toEqual(expect.arrayContaining([expect.stringMatching(/^httponly$/i)]));
    expect(cookie.attributes).toEqual(expect.arrayContaining([expect.stringMatching(/^samesite=lax$/i)]));
  });

  it("posts nothing for a return without state (login CSRF), and signs in from the one that has it", async () => {
    const { client, tokens } = makeClient();
    const back = await leaveAndConsent("vk", client, "page.with.state@example.com");
    const stripped = new URL(back);
    stripped.searchParams.delete("state");
    expect(readSocialCallback("vk", stripped.search, stripped.hash)).toEqual({ kind: "missing" });
    const answer = answerOf("vk", back);
    expect(answer.state).toBe(back.searchParams.get("state"));
    const outcome = await completeSocialLogin("vk", "sign-in", answer, undefined, { client, origin: ORIGIN });
    expect(outcome).toEqual({ kind: "signed-in", isSignedUp: true });
    expect((await profileOf(tokens.getAccess()!)).email).toBe("page.with.state@example.com");
    // The attempt is spent: its cookie is gone.
    expect(jar.has("social_state_vk")).toBe(false);
  });

  it("signs in with the state the provider returned, and refuses one of another attempt", async () => {
    const { client } = makeClient();
    const back = await leaveAndConsent("yandex", client);
    const forged = { ...answerOf("yandex", back), state: "another-attempt" };
    const refused = await refusal(
      completeSocialLogin("yandex", "sign-in", forged, undefined, { client, origin: ORIGIN }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.nonFieldErrors).toHaveLength(1);
    const outcome = await completeSocialLogin("yandex", "sign-in", answerOf("yandex", back), undefined, {
      client,
      origin: ORIGIN,
    });
    expect(outcome.kind).toBe("signed-in");
  });

  it("is refused in a browser that did not start the attempt (no cookie)", async () => {
    const { client } = makeClient();
    const back = await leaveAndConsent("google", client);
    jar.clear();
    const refused = await refusal(
      completeSocialLogin("google", "sign-in", answerOf("google", back), undefined, {
        client,
        origin: ORIGIN,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.nonFieldErrors).toEqual([expect.stringContaining("Начните вход заново")]);
  });

  it("asks for an e-mail, then finishes with it through the cookie the answer refreshed", async () => {
    await insertAccount(t.db, { email: "page.taken@example.com" });
    const { client, tokens } = makeClient();
    const back = await leaveAndConsent("telegram", client, "page.taken@example.com");
    const answer = answerOf("telegram", back);
    const asked = await refusal(
      completeSocialLogin("telegram", "sign-in", answer, undefined, { client, origin: ORIGIN }),
    );
    expect(asked.status).toBe(400);
    expect(asked.body.email).toHaveLength(1);
    expect(jar.has("social_state_telegram")).toBe(true);
    const outcome = await completeSocialLogin("telegram", "sign-in", answer, "page.typed@example.com", {
      client,
      origin: ORIGIN,
    });
    expect(outcome).toEqual({ kind: "signed-in", isSignedUp: true });
    expect((await profileOf(tokens.getAccess()!)).email).toBe("page.typed@example.com");
  });

  it("binds from the settings with SPEC.md's body and the callback's state", async () => {
    const user = await insertAccount(t.db);
    const { access, refresh } = await signIn(user.email, user.password);
    const { client } = makeClient({ access, refresh });
    const back = await leaveAndConsent("vk_id", client);
    const outcome = await completeSocialLogin("vk_id", "bind", answerOf("vk_id", back), undefined, {
      client,
      origin: ORIGIN,
    });
    expect(outcome).toEqual({ kind: "bound" });
    expect((await profileOf(access)).social_ids.vk_id).toMatch(/^sandbox-/);
  });
});
