// Issue 23 item 5: /dev/outbox holds password-reset links, so in demo mode it opens only for a local client (the
// socket's peer, as the server entry sets x-store-peer-address, is loopback and no proxy forwarded the request) or
// for signed-in staff past their second factor; never in live mode. The staff takeover of the issue (reset the
// admin's password, read the link from the outbox) is refused to a remote visitor.
import { generate } from "otplib";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { mayReadOutbox, outboxVisitorFrom } from "@/lib/server/mail/outbox-access";
import { resetConfigForTests } from "@/lib/server/config";
import { testEngines } from "../helpers/test-db";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { call, outbox, resetPasswordByMail, signIn } from "./auth-test-kit";

const { listAdminFeedback, startTotpEnrolment, confirmTotpEnrolment } = adminEndpoints;

/** The page's visitor from request headers as the server entry hands them on, and the cookies sent. */
function visitor(headers: Record<string, string>, cookies: Record<string, string> = {}) {
  return outboxVisitorFrom(new Headers(headers), (name) => cookies[name]);
}

describe.each(testEngines)("/dev/outbox access on %s", (engine) => {
  let t: AdminTestEnv;
  beforeAll(async () => {
    t = await startAdminTest(engine, { AUTH_SECRET: "s".repeat(40), SITE_URL: "http://localhost:3000" });
  });
  afterAll(() => t.close());
  afterEach(() => {
    process.env.STORE_MODE = "demo";
    resetConfigForTests();
  });

  it("refuses a remote visitor the admin's reset link, and opens for this machine", async () => {
    const res = await call(resetRoute, "/api/auth/users/reset_password/", {
      method: "POST",
      body: { email: t.accounts.admin.email },
      ip: "203.0.113.7",
    });
    expect(res.status).toBe(204);
    expect((await outbox()).some((m) => m.to === t.accounts.admin.email)).toBe(true);

    expect(await mayReadOutbox(visitor({ "x-store-peer-address": "203.0.113.7" }))).toBe(false);
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(await mayReadOutbox(visitor({ "x-store-peer-address": local }))).toBe(true);
    }
  });

  it("never takes a forwarded header for the peer, and refuses a request that did not pass the server entry", async () => {
    // A client's own claims: ignored, the peer is remote.
    const claims = { "x-forwarded-for": "127.0.0.1", forwarded: "for=127.0.0.1", "x-real-ip": "127.0.0.1" };
    expect(await mayReadOutbox(visitor({ "x-store-peer-address": "198.51.100.4", ...claims }))).toBe(false);
    // A proxy on this machine (nginx) forwards someone else's request: not local.
    expect(
      await mayReadOutbox(
        visitor({ "x-store-peer-address": "127.0.0.1", "x-forwarded-for": "198.51.100.4" }),
      ),
    ).toBe(false);
    // Behind the server entry, Next adds x-forwarded-* of its own: the entry's mark says what really arrived.
    const nextAdds = { "x-forwarded-for": "127.0.0.1", "x-forwarded-host": "127.0.0.1:3000" };
    const local = { "x-store-peer-address": "127.0.0.1", ...nextAdds };
    expect(await mayReadOutbox(visitor({ ...local, "x-store-forwarded": "0" }))).toBe(true);
    expect(await mayReadOutbox(visitor({ ...local, "x-store-forwarded": "1" }))).toBe(false);
    // No peer header at all (the address is "unknown" outside the server entry).
    expect(await mayReadOutbox(visitor({}))).toBe(false);
    expect(await mayReadOutbox(visitor({ "x-store-peer-address": "garbage" }))).toBe(false);
  });

  it("opens for signed-in staff anywhere, not for a shopper or a forged token", async () => {
    const remote = { "x-store-peer-address": "203.0.113.9" };
    expect(await mayReadOutbox(visitor(remote, { [ACCESS_COOKIE]: t.tokens.support }))).toBe(true);
    expect(await mayReadOutbox(visitor(remote, { [ACCESS_COOKIE]: t.tokens.admin }))).toBe(true);
    expect(await mayReadOutbox(visitor(remote, { [ACCESS_COOKIE]: t.tokens.shopper }))).toBe(false);
    expect(await mayReadOutbox(visitor(remote, { [ACCESS_COOKIE]: `${t.tokens.admin}x` }))).toBe(false);
  });

  it("stays closed in live mode, even for this machine and staff", async () => {
    process.env.STORE_MODE = "live";
    resetConfigForTests();
    expect(await mayReadOutbox(visitor({ "x-store-peer-address": "127.0.0.1" }))).toBe(false);
    expect(
      await mayReadOutbox(
        visitor({ "x-store-peer-address": "127.0.0.1" }, { [ACCESS_COOKIE]: t.tokens.admin }),
      ),
    ).toBe(false);
  });

  it("in demo mode, a reset link that did leak still ends at the code step for staff with a second factor", async () => {
    const admin = t.tokens.admin;
    const { secret } = (await callAdmin(startTotpEnrolment, { token: admin, body: {} })).json;
    const enrolled = await callAdmin(confirmTotpEnrolment, {
      token: admin,
      body: { code: await generate({ secret }) },
    });
    expect(enrolled.status).toBe(200);
    const verified = enrolled.headers
      .getSetCookie()
      .find((c) => c.startsWith("staff_verified="))!
      .split(";")[0];
    expect((await callAdmin(listAdminFeedback, { token: admin, cookie: verified })).status).toBe(200);

    const confirmed = await resetPasswordByMail(t.accounts.admin.email, "Taken-Over-Passw0rd");
    expect(confirmed.status).toBe(204);
    const intruder = (await signIn(t.accounts.admin.email, "Taken-Over-Passw0rd")).access;
    // Neither without the cookie nor with the one the admin's browser holds.
    for (const cookie of [undefined, verified]) {
      const res = await callAdmin(listAdminFeedback, { token: intruder, cookie });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("totp_required");
    }
  });
});
