import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as usersRoute from "@/app/api/auth/users/route";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import * as confirmRoute from "@/app/api/auth/users/reset_password_confirm/route";
import { hitRate, limitRate } from "@/lib/server/rate-limit/limit-rate";
import { setRateLimitClockForTests } from "@/lib/server/rate-limit/clock";
import { ApiError } from "@/lib/server/http/api-error";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, outbox, startAuthTest, type AuthTestEnv } from "./auth-test-kit";

const FIFTEEN_MINUTES = 15 * 60_000;

/** Pins the limiter's clock to the start of a window, and moves it on. */
function pinClock() {
  let now = Math.ceil(Date.now() / FIFTEEN_MINUTES) * FIFTEEN_MINUTES;
  setRateLimitClockForTests(() => new Date(now));
  return { advance: (ms: number) => (now += ms) };
}

describe.each(testEngines)("rate limits on %s", (engine) => {
  let t: AuthTestEnv;
  beforeAll(async () => {
    t = await startAuthTest(engine);
  });
  afterAll(() => t.close());
  afterEach(() => setRateLimitClockForTests(undefined));

  it("jwt/create: 10 attempts per account and IP, then 429 with Retry-After, allowed again after the window", async () => {
    const clock = pinClock();
    const user = await insertAccount(t.db);
    const attempt = (password: string, ip = "203.0.113.7") =>
      call(createRoute, "/api/auth/jwt/create/", {
        method: "POST",
        body: { email: user.email, password },
        ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-guess-${i}`)).status).toBe(401);
    const limited = await attempt(user.password);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ detail: expect.any(String), code: "throttled" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner on another network is not locked out by someone hammering from this one.
    expect((await attempt(user.password, "198.51.100.20")).status).toBe(200);
    clock.advance(retryAfter * 1000);
    expect((await attempt(user.password)).status).toBe(200);
  });

  it("jwt/create: 50 attempts per IP whatever the e-mail", async () => {
    pinClock();
    const ip = "192.0.2.99";
    for (let i = 0; i < 50; i++) {
      const res = await call(createRoute, "/api/auth/jwt/create/", {
        method: "POST",
        body: { email: `spray${i}@example.com`, password: "Spray-Password-1" },
        ip,
      });
      expect(res.status).toBe(401);
    }
    const res = await call(createRoute, "/api/auth/jwt/create/", {
      method: "POST",
      body: { email: "spray-last@example.com", password: "Spray-Password-1" },
      ip,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("reset_password: a few mails per address, so nobody can flood an inbox", async () => {
    pinClock();
    const user = await insertAccount(t.db, { email: "flooded@example.com" });
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (
          await call(resetRoute, "/api/auth/users/reset_password/", {
            method: "POST",
            body: { email: user.email },
            ip: "203.0.113.50",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await outbox()).filter((m) => m.to === user.email)).toHaveLength(5);
  });

  it("registration and reset confirmation are limited per IP too", async () => {
    pinClock();
    const ip = "203.0.113.60";
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (
        await call(usersRoute, "/api/auth/users/", {
          method: "POST",
          body: { email: `bulk${i}@example.com`, password: "Bulk-Password-9" },
          ip,
        })
      ).status;
    }
    expect(last).toBe(429);
    for (let i = 0; i < 31; i++) {
      last = (
        await call(confirmRoute, "/api/auth/users/reset_password_confirm/", {
          method: "POST",
          body: { uid: `MQ${i}`, token: "guess", new_password: "Brand-New-Secret-7" },
          ip,
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  it("limitRate is reusable: counts per key and window, and throws a 429 ApiError", async () => {
    const clock = pinClock();
    for (let i = 1; i <= 3; i++)
      expect(await hitRate("promo:user:1", 3, 60)).toMatchObject({ allowed: true, count: i });
    await expect(limitRate("promo:user:1", 3, 60)).rejects.toMatchObject({
      status: 429,
      headers: { "Retry-After": "60" },
    });
    await expect(limitRate("promo:user:2", 3, 60)).resolves.toBeUndefined();
    clock.advance(30_000);
    const err = await limitRate("promo:user:1", 3, 60).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).headers["Retry-After"]).toBe("30");
    clock.advance(30_000);
    expect(await hitRate("promo:user:1", 3, 60)).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent hits exactly", async () => {
    pinClock();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRate("burst", 10, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
