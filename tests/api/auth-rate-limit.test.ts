import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as usersRoute from "@/app/api/auth/users/route";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import * as confirmRoute from "@/app/api/auth/users/reset_password_confirm/route";
import { sql } from "drizzle-orm";
import { openDatabase, setProcessDatabase } from "@/lib/server/db/client";
import { hitRate, limitRate } from "@/lib/server/rate-limit/limit-rate";
import { setRateLimitClockForTests } from "@/lib/server/rate-limit/clock";
import { DomainError } from "@/lib/server/errors/domain-error";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, outbox, authSuite } from "./auth-test-kit";

const FIFTEEN_MINUTES = 15 * 60_000;

/** Pins the limiter's clock to the start of a window, and moves it on. */
function pinClock() {
  let now = Math.ceil(Date.now() / FIFTEEN_MINUTES) * FIFTEEN_MINUTES;
  setRateLimitClockForTests(() => new Date(now));
  return { advance: (ms: number) => (now += ms) };
}

describe.each(testEngines)("rate limits on %s", (engine) => {
  const t = authSuite(engine);
  afterEach(() => setRateLimitClockForTests(undefined));

  /** A sign-in from `address` (the peer address our server entry passes on; the client cannot set it). */
  const signInFrom = (address: string, email: string, password: string) =>
    call(createRoute, "/api/auth/jwt/create/", {
      method: "POST",
      body: { email, password },
      ip: address,
      headers: { "x-store-peer-address": address },
    });

  it("jwt/create: an attacker's failures from many addresses never lock the owner out", async () => {
    pinClock();
    const owner = await insertAccount(t.db);
    // 25 addresses x 5 wrong guesses: 125 failures on one account, more than any account-wide limit allowed.
    for (let a = 0; a < 25; a++) {
      for (let i = 0; i < 5; i++)
        expect((await signInFrom(`198.18.0.${a}`, owner.email, `wrong-${a}-${i}`)).status).toBe(401);
    }
    expect((await signInFrom("198.18.0.1", owner.email, owner.password)).status).toBe(429);
    const home = await signInFrom("198.51.100.20", owner.email, owner.password);
    expect(home.status).toBe(200);
    expect(home.json).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  }, 60_000);

  it("jwt/create: 5 free failures per address and account, then each failure doubles the wait; a success resets it", async () => {
    const clock = pinClock();
    const user = await insertAccount(t.db);
    const address = "198.18.1.1";
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(address, user.email, `guess-${i}`)).status).toBe(401);
    const waits = [];
    for (let round = 0; round < 4; round++) {
      const limited = await signInFrom(address, user.email, `guess-late-${round}`);
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({ detail: expect.stringContaining("Повторите через"), code: "throttled" });
      const wait = Number(limited.headers.get("retry-after"));
      waits.push(wait);
      // Within the wait not even the right password is checked.
      clock.advance(wait * 1000 - 500);
      expect((await signInFrom(address, user.email, user.password)).status).toBe(429);
      clock.advance(500);
      expect((await signInFrom(address, user.email, `guess-after-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const limited = await signInFrom(address, user.email, user.password);
    expect(Number(limited.headers.get("retry-after"))).toBe(16);
    clock.advance(16_000);
    expect((await signInFrom(address, user.email, user.password)).status).toBe(200);
    // The success cleared the delay: five free failures again.
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(address, user.email, `again-${i}`)).status).toBe(401);
    expect(Number((await signInFrom(address, user.email, "again-5")).headers.get("retry-after"))).toBe(1);
  }, 30_000);

  it("jwt/create: an IPv6 client is one address per /64, so rotating inside its /64 gets no fresh guesses", async () => {
    pinClock();
    const user = await insertAccount(t.db);
    // 10 addresses of one /64, each in its own spelling of the prefix: 5 free failures between them, then 429.
    const rotated = Array.from({ length: 10 }, (_, i) => `2001:db8:77:1:${(i + 1).toString(16)}::${i + 1}`);
    rotated[1] = "2001:DB8:77:1:0:0:0:2";
    rotated[2] = "[2001:db8:77:1::3]:443";
    const statuses = [];
    for (const [i, address] of rotated.entries())
      statuses.push((await signInFrom(address, user.email, `rotated-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // The next /64 is another client; an IPv4-mapped address is its IPv4 address.
    expect((await signInFrom("2001:db8:77:2::1", user.email, "other-64")).status).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await signInFrom("198.18.3.1", user.email, `v4-${i}`)).status).toBe(401);
    expect((await signInFrom("::ffff:198.18.3.1", user.email, "v4-mapped")).status).toBe(429);
  });

  it("jwt/create: delays are capped at 15 minutes and forgotten after a quiet day", async () => {
    const clock = pinClock();
    const user = await insertAccount(t.db);
    const address = "198.18.2.1";
    let wait = 0;
    for (let i = 0; i < 16; i++) {
      const res = await signInFrom(address, user.email, `guess-${i}`);
      if (res.status === 429) {
        wait = Number(res.headers.get("retry-after"));
        clock.advance(wait * 1000);
        expect((await signInFrom(address, user.email, `guess-${i}`)).status).toBe(401);
      }
    }
    expect(wait).toBe(15 * 60);
    expect(Number((await signInFrom(address, user.email, "x")).headers.get("retry-after"))).toBe(15 * 60);
    clock.advance(24 * 3600_000 + 1000);
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(address, user.email, `fresh-${i}`)).status).toBe(401);
  }, 30_000);

  it("jwt/create: 30 free failures per address whatever the e-mail; successes there do not count", async () => {
    pinClock();
    const address = "192.0.2.99";
    const user = await insertAccount(t.db);
    for (let i = 0; i < 29; i++)
      expect((await signInFrom(address, `spray${i}@example.com`, "Spray-Password-1")).status).toBe(401);
    expect((await signInFrom(address, user.email, user.password)).status).toBe(200);
    expect((await signInFrom(address, user.email, user.password)).status).toBe(200);
    expect((await signInFrom(address, "spray-29@example.com", "Spray-Password-1")).status).toBe(401);
    const res = await signInFrom(address, "spray-last@example.com", "Spray-Password-1");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("1");
    // The same account from another address is not slowed down by this one.
    expect((await signInFrom("192.0.2.100", "spray-last@example.com", "Spray-Password-1")).status).toBe(401);
  }, 30_000);

  it("jwt/create: parallel guesses each take a slot, so a burst gets no more than the free ones", async () => {
    pinClock();
    const user = await insertAccount(t.db);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom("198.18.3.1", user.email, `burst-${i}`)),
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  if (engine === "postgres") {
    it("jwt/create: two instances on one PostgreSQL database share one budget", async () => {
      pinClock();
      const user = await insertAccount(t.db);
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const [{ name }] = result.rows;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const other = await openDatabase(url.toString());
      const first = await openDatabase(url.toString());
      try {
        const statuses = [];
        for (let i = 0; i < 6; i++) {
          // Alternate between two connection pools as two app instances would.
          setProcessDatabase(i % 2 ? other : first);
          statuses.push((await signInFrom("198.18.4.1", user.email, `shared-${i}`)).status);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      } finally {
        setProcessDatabase({ db: t.db, exec: async () => ({ rows: [] }), close: async () => {} });
        await other.close();
        await first.close();
      }
    }, 30_000);
  }

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

  it("limitRate is reusable: counts per key and window, and throws a throttled DomainError", async () => {
    const clock = pinClock();
    for (let i = 1; i <= 3; i++)
      expect(await hitRate("promo:user:1", 3, 60)).toMatchObject({ allowed: true, count: i });
    await expect(limitRate("promo:user:1", 3, 60)).rejects.toMatchObject({
      kind: "throttled",
      code: "throttled",
      retryAfterSeconds: 60,
    });
    await expect(limitRate("promo:user:2", 3, 60)).resolves.toBeUndefined();
    clock.advance(30_000);
    const err = await limitRate("promo:user:1", 3, 60).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).retryAfterSeconds).toBe(30);
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
