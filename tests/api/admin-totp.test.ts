// The staff's TOTP second factor with real otplib codes: live mode refuses staff without it (enrolment code) and
// staff who have not passed it (totp_required); enrolment keeps the secret encrypted and is confirmed with a code;
// the sign-in step sets the signed staff-verified cookie the console then needs; a code is taken once; switching
// it off takes a code; every step is audited without the secret; demo mode leaves it optional.
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { generate } from "otplib";
import * as logoutRoute from "@/app/api/auth/jwt/logout/route";
import * as refreshRoute from "@/app/api/auth/jwt/refresh/route";
import { createOperator } from "@/lib/server/auth/staff/create-operator";
import { setUserBlocked } from "@/lib/server/accounts/set-user-blocked";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { setAuthClockForTests } from "@/lib/server/auth/clock";
import { resetConfigForTests } from "@/lib/server/config";
import { auditLog, users } from "@/lib/server/db/schema";
import { setRateLimitClockForTests } from "@/lib/server/rate-limit/clock";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { testEngines } from "../helpers/test-db";
import { callAdmin, routeFileOf, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { call as callAuth, resetPasswordByMail, signIn } from "./auth-test-kit";

const { listAdminFeedback, getAdminTotp, startTotpEnrolment, confirmTotpEnrolment, verifyTotp, disableTotp } =
  adminEndpoints;

const START = Date.now();
/**
 * Moves the accounts' clock (and so TOTP's time steps) and the rate limit's window by whole minutes from the start;
 * access tokens live 15 minutes, so the tests sign in again after a longer move.
 */
function moveClocks(minutes: number) {
  const at = new Date(START + minutes * 60_000);
  setAuthClockForTests(() => at);
  setRateLimitClockForTests(() => at);
  return Math.floor(at.getTime() / 1000);
}

function setMode(mode: "demo" | "live") {
  process.env.STORE_MODE = mode;
  resetConfigForTests();
}

/** The staff_verified cookie a response sets ("" when it clears it), as a Cookie header. */
function verifiedCookie(res: { headers: Headers }): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("staff_verified="));
  return header?.split(";")[0];
}

describe.each(testEngines)("staff TOTP second factor on %s", (engine) => {
  let t: AdminTestEnv;
  beforeAll(async () => {
    t = await startAdminTest(engine, { AUTH_SECRET: "s".repeat(40), SITE_URL: "http://localhost:3000" });
  });
  afterAll(() => t.close());
  afterEach(() => setMode("demo"));

  let secret: string;
  const signInAgain = async (role: "admin" | "support") =>
    (await signIn(t.accounts[role].email, "correct-horse-battery")).access;
  const call = (e: AdminEndpoint, token: string, cookie?: string, body?: unknown) =>
    callAdmin(e, { token, body, cookie });

  it("is optional in demo mode: staff without it use the console", async () => {
    moveClocks(0);
    expect((await call(listAdminFeedback, t.tokens.support)).status).toBe(200);
    expect((await call(getAdminTotp, t.tokens.support)).json).toMatchObject({
      is_enabled: false,
      is_required: false,
      is_verified: false,
    });
  });

  it("in live mode refuses staff who have not enrolled, except on the enrolment calls", async () => {
    setMode("live");
    const res = await call(listAdminFeedback, t.tokens.admin);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: expect.stringContaining("/admin/security"),
      code: "totp_enrolment_required",
    });
    expect((await call(listAdminFeedback, t.tokens.support)).json.code).toBe("totp_enrolment_required");
    expect((await call(getAdminTotp, t.tokens.admin)).json).toMatchObject({
      is_required: true,
      is_enabled: false,
    });
    // A shopper is still a shopper.
    expect((await call(getAdminTotp, t.tokens.shopper)).json.code).toBe("permission_denied");
  });

  it("enrols with a QR secret, confirms with a code, then needs the cookie; codes are taken once", async () => {
    setMode("live");
    const epoch0 = moveClocks(1);
    const enrolment = await call(startTotpEnrolment, t.tokens.admin, undefined, {});
    expect(enrolment.status).toBe(200);
    secret = enrolment.json.secret;
    const uri: string = enrolment.json.otpauth_uri;
    expect(uri).toMatch(/^otpauth:\/\/totp\/GameCoin:/);
    expect(uri).toContain(encodeURIComponent(t.accounts.admin.email));
    expect(uri).toContain(`secret=${secret}`);
    // Stored encrypted, never as the secret itself; not yet required of anyone.
    const [row] = await t.db.select().from(users).where(eq(users.id, t.accounts.admin.id));
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpSecret?.split(".")).toHaveLength(5);
    expect(row.totpEnabledAt).toBeNull();
    expect((await call(getAdminTotp, t.tokens.admin)).json).toMatchObject({
      is_pending: true,
      is_enabled: false,
    });

    expect((await call(confirmTotpEnrolment, t.tokens.admin, undefined, { code: "12345" })).json).toEqual({
      code: ["Введите 6 цифр из приложения."],
    });
    const wrong = String((Number(await generate({ secret, epoch: epoch0 })) + 1) % 1_000_000).padStart(
      6,
      "0",
    );
    const refused = await call(confirmTotpEnrolment, t.tokens.admin, undefined, { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toEqual([expect.stringContaining("Неверный код")]);

    const code = await generate({ secret, epoch: epoch0 });
    const confirmed = await call(confirmTotpEnrolment, t.tokens.admin, undefined, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ is_enabled: true, is_pending: false, is_verified: true });
    const cookie = verifiedCookie(confirmed)!;
    expect(cookie).toMatch(/^staff_verified=.+/);
    expect(confirmed.headers.getSetCookie().join()).toMatch(/HttpOnly/i);

    // The console now needs the cookie: without it (another browser) the code is asked for.
    expect((await call(listAdminFeedback, t.tokens.admin, cookie)).status).toBe(200);
    const noCookie = await call(listAdminFeedback, t.tokens.admin);
    expect(noCookie.status).toBe(403);
    expect(noCookie.json.code).toBe("totp_required");
    // The cookie is the admin's: it does nothing for support, and a forged one does nothing at all.
    expect((await call(listAdminFeedback, t.tokens.support, cookie)).json.code).toBe(
      "totp_enrolment_required",
    );
    expect((await call(listAdminFeedback, t.tokens.admin, `${cookie}x`)).json.code).toBe("totp_required");

    // The sign-in step in another browser: the code used for the enrolment is refused (replay), a later one passes.
    const replay = await call(verifyTotp, t.tokens.admin, undefined, { code });
    expect(replay.status).toBe(400);
    expect(verifiedCookie(replay)).toBeUndefined();
    const epoch1 = moveClocks(2);
    const next = await generate({ secret, epoch: epoch1 });
    const verified = await call(verifyTotp, t.tokens.admin, undefined, { code: next });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ is_verified: true, verified_until: expect.any(String) });
    const cookie2 = verifiedCookie(verified)!;
    expect((await call(listAdminFeedback, t.tokens.admin, cookie2)).status).toBe(200);
    expect((await call(verifyTotp, t.tokens.admin, undefined, { code: next })).status).toBe(400);

    // The cookie lasts one shift.
    moveClocks(2 + 8 * 60 + 1);
    const admin = await signInAgain("admin");
    expect((await call(listAdminFeedback, admin, cookie2)).json.code).toBe("totp_required");

    // Demo mode holds an enrolled account to its factor too.
    setMode("demo");
    expect((await call(listAdminFeedback, admin)).json.code).toBe("totp_required");
  });

  it("binds the verification to its sign-in: a new sign-in, logout, reset, block and role change ask again", async () => {
    setMode("live");
    const password = "correct-horse-battery";
    const email = t.accounts.admin.email;
    let minute = 500;
    /** A fresh code at a later time step (a code is taken once). */
    const nextCode = async () => generate({ secret, epoch: moveClocks(++minute) });
    const verify = async (access: string) => {
      const res = await call(verifyTotp, access, undefined, { code: await nextCode() });
      expect(res.status).toBe(200);
      return verifiedCookie(res)!;
    };
    const consoleCode = async (access: string, cookie: string) => {
      const res = await call(listAdminFeedback, access, cookie);
      return res.status === 200 ? "ok" : res.json.code;
    };

    moveClocks(minute);
    const first = await signIn(email, password);
    const cookie = await verify(first.access);
    expect(await consoleCode(first.access, cookie)).toBe("ok");
    expect((await call(getAdminTotp, first.access, cookie)).json.is_verified).toBe(true);

    // The same browser signs in again (or someone who learnt the password and has the cookie): a code is asked for.
    const second = await signIn(email, password);
    expect(await consoleCode(second.access, cookie)).toBe("totp_required");
    expect((await call(getAdminTotp, second.access, cookie)).json.is_verified).toBe(false);

    // Renewing the tokens keeps the sign-in, and the verification with it.
    const renewed = await callAuth(refreshRoute, "/api/auth/jwt/refresh/", {
      method: "POST",
      body: { refresh: first.refresh },
    });
    expect(renewed.status).toBe(200);
    expect(await consoleCode(renewed.json.access, cookie)).toBe("ok");

    // Logout clears the cookie and ends the sign-in: its access token, still valid, no longer passes with it.
    const out = await callAuth(logoutRoute, "/api/auth/jwt/logout/", {
      method: "POST",
      body: { refresh: renewed.json.refresh },
    });
    expect(out.status).toBe(204);
    expect(verifiedCookie(out)).toBe("staff_verified=");
    expect(await consoleCode(renewed.json.access, cookie)).toBe("totp_required");
    const afterLogout = await signIn(email, password);
    expect(await consoleCode(afterLogout.access, cookie)).toBe("totp_required");

    // A password reset: the new sign-in needs a code, whatever cookie the browser kept.
    const beforeReset = await verify(afterLogout.access);
    expect(await consoleCode(afterLogout.access, beforeReset)).toBe("ok");
    const confirmed = await resetPasswordByMail(email, password);
    expect(confirmed.status).toBe(204);
    moveClocks(++minute);
    const afterReset = await signIn(email, password);
    expect(await consoleCode(afterReset.access, beforeReset)).toBe("totp_required");

    // Blocking (then unblocking) ends the sign-in and its verification.
    const beforeBlock = await verify(afterReset.access);
    await setUserBlocked(t.accounts.admin.id, true, t.accounts.support);
    await setUserBlocked(t.accounts.admin.id, false, t.accounts.support);
    expect(await consoleCode(afterReset.access, beforeBlock)).toBe("totp_required");

    // So does a role change.
    const afterBlock = await signIn(email, password);
    const beforeRole = await verify(afterBlock.access);
    expect(await consoleCode(afterBlock.access, beforeRole)).toBe("ok");
    await createOperator(t.db, { email, role: "support" });
    expect(await consoleCode(afterBlock.access, beforeRole)).toBe("totp_required");
    await createOperator(t.db, { email, role: "admin" });
  });

  it("switches off only with a valid code; live mode then asks for a new enrolment; all audited", async () => {
    setMode("live");
    const epoch = moveClocks(9 * 60);
    const admin = await signInAgain("admin");
    expect((await call(disableTotp, admin, undefined, { code: "000000" })).status).toBe(400);
    const [before] = await t.db.select().from(users).where(eq(users.id, t.accounts.admin.id));
    expect(before.totpEnabledAt).not.toBeNull();

    const res = await call(disableTotp, admin, undefined, {
      code: await generate({ secret, epoch }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_enabled: false, is_pending: false, is_required: true });
    expect(verifiedCookie(res)).toBe("staff_verified=");
    const [after] = await t.db.select().from(users).where(eq(users.id, t.accounts.admin.id));
    expect(after).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect((await call(listAdminFeedback, admin)).json.code).toBe("totp_enrolment_required");

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, t.accounts.admin.id));
    expect(entries.map((e) => e.action)).toEqual([
      "staff.totp_enrolment",
      "staff.totp_enable",
      // The enrolment test's sign-in step, then the four of the sign-in binding test.
      ...Array<string>(5).fill("staff.totp_verify"),
      "staff.totp_disable",
    ]);
    expect(entries.every((e) => e.targetType === "user" && e.targetId === String(t.accounts.admin.id))).toBe(
      true,
    );
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it("slows wrong codes per account and address with growing waits, never locking the owner out", async () => {
    const start = moveClocks(20 * 60);
    const support = await signInAgain("support");
    const totp = async (e: AdminEndpoint, code: string, ip: string) =>
      callAuth(await import(routeFileOf(e)), e.path, { method: "POST", token: support, body: { code }, ip });
    const enrolled = await call(startTotpEnrolment, support, undefined, {});
    const supportSecret: string = enrolled.json.secret;
    const owner = "10.200.0.1";
    const attacker = "10.200.0.2";
    expect(
      (await totp(confirmTotpEnrolment, await generate({ secret: supportSecret, epoch: start }), owner))
        .status,
    ).toBe(200);

    // A code valid at no step accepted now or after the owner's minute below (one step of drift either way).
    const valid = await Promise.all(
      [-30, 0, 30, 60, 90].map((d) => generate({ secret: supportSecret, epoch: start + d })),
    );
    let wrong = 0;
    while (valid.includes(String(wrong).padStart(6, "0"))) wrong++;
    const guess = String(wrong).padStart(6, "0");

    // Five free guesses from one address, then a wait that doubles with each further guess.
    for (let i = 0; i < 5; i++) expect((await totp(verifyTotp, guess, attacker)).status).toBe(400);
    const first = await totp(verifyTotp, guess, attacker);
    expect(first.status).toBe(429);
    expect(first.json.code).toBe("throttled");
    expect(first.headers.get("retry-after")).toBe("1");
    let at = START + 20 * 60 * 60_000;
    const later = (seconds: number) => {
      at += seconds * 1000;
      const now = new Date(at);
      setRateLimitClockForTests(() => now);
    };
    later(1);
    expect((await totp(verifyTotp, guess, attacker)).status).toBe(400);
    const second = await totp(verifyTotp, guess, attacker);
    expect(second.headers.get("retry-after")).toBe("2");

    // Meanwhile the owner, from their own address, passes at once with the right code.
    const ownerCode = await generate({ secret: supportSecret, epoch: moveClocks(20 * 60 + 1) });
    later(0);
    const passed = await totp(verifyTotp, ownerCode, owner);
    expect(passed.status).toBe(200);
    expect(passed.json.is_verified).toBe(true);

    // A day of guessing as fast as the waits allow from that address: a few dozen tries, not 1 440.
    let tries = 6;
    const dayEnd = at + 24 * 3600 * 1000;
    while (at < dayEnd) {
      const res = await totp(verifyTotp, guess, attacker);
      if (res.status === 429) later(Number(res.headers.get("retry-after")));
      else {
        expect(res.status).toBe(400);
        tries++;
      }
    }
    expect(tries).toBeLessThan(50);
  });

  it('a database error while checking a code answers a server error, never "wrong code"', async () => {
    const start = moveClocks(40 * 60);
    const email = `totp-blip-${engine}@example.com`;
    await createOperator(t.db, { email, role: "support", password: "correct-horse-battery" });
    const token = (await signIn(email, "correct-horse-battery")).access;
    const enrolled = await call(startTotpEnrolment, token, undefined, {});
    const code = await generate({ secret: enrolled.json.secret, epoch: start });
    // The table of the last time step used is gone for a moment, as in a database blip.
    await t.db.execute(sql.raw("alter table audit_log rename to audit_log_away"));
    // The handler itself, not through the contract check: a server error is the one answer the document leaves out.
    const route = (await import(routeFileOf(confirmTotpEnrolment))) as {
      POST: (req: NextRequest, ctx: { params: Promise<object> }) => Promise<Response>;
    };
    const address = "10.201.0.1";
    let blip: Response;
    try {
      blip = await route.POST(
        new NextRequest(new URL(confirmTotpEnrolment.path, "http://localhost:3000"), {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "x-store-peer-address": address,
            "x-forwarded-for": address,
          },
          body: JSON.stringify({ code }),
        }),
        { params: Promise.resolve({}) },
      );
    } finally {
      await t.db.execute(sql.raw("alter table audit_log_away rename to audit_log"));
    }
    expect(blip.status).toBe(500);
    expect(await blip.json()).toEqual({ code: "server_error", detail: expect.any(String) });
    // Once the database answers again, the same code is taken.
    const again = await call(confirmTotpEnrolment, token, undefined, { code });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ is_enabled: true, is_verified: true });
  });
});
