import { eq, sql } from "drizzle-orm";
import * as usersRoute from "@/app/api/auth/users/route";
import * as resetRoute from "@/app/api/auth/users/reset_password/route";
import * as confirmRoute from "@/app/api/auth/users/reset_password_confirm/route";
import * as setPasswordRoute from "@/app/api/auth/users/set_password/route";
import * as refreshRoute from "@/app/api/auth/jwt/refresh/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import { users } from "@/lib/server/db/schema";
import { setAuthClockForTests } from "@/lib/server/auth/clock";
import { DEMO_PASSWORD, ensureDemoPassword } from "@/lib/server/auth/ensure-demo-password";
import { resetConfigForTests } from "@/lib/server/config";
import { insertUsers } from "@/lib/server/db/seed/users";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, minutesLater, outbox, signIn, authSuite } from "./auth-test-kit";
import { FORM_TYPE, rawPost } from "../helpers/call-route";
import { fieldsOf } from "../helpers/fields-of";

const register = (body: unknown) => call(usersRoute, "/api/auth/users/", { method: "POST", body });
const reset = (body: unknown) =>
  call(resetRoute, "/api/auth/users/reset_password/", { method: "POST", body });
const confirm = (body: unknown) =>
  call(confirmRoute, "/api/auth/users/reset_password_confirm/", { method: "POST", body });

async function resetLink(email: string) {
  const mails = (await outbox()).filter((m) => m.to === email && m.subject.includes("восстановление"));
  const link = /https?:\/\/\S+/.exec(mails[0]?.text ?? "")?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  const url = new URL(link);
  return { url, uid: url.searchParams.get("uid")!, token: url.searchParams.get("token")! };
}

describe.each(testEngines)("registration and password reset on %s", (engine) => {
  const t = authSuite(engine, { SITE_URL: "https://shop.example" });
  afterEach(() => setAuthClockForTests(undefined));

  describe("users/ (sign-up)", () => {
    it("creates an account that can sign in, and mails a welcome", async () => {
      const res = await register({ email: "  New.Shopper@Example.com ", password: "Tr1cky-Passphrase" });
      expect(res.status).toBe(201);
      expect(res.json).toEqual({ id: expect.any(Number), email: "new.shopper@example.com" });
      const tokens = await signIn("new.shopper@example.com", "Tr1cky-Passphrase");
      expect(tokens.access).toEqual(expect.any(String));
      const mails = await outbox();
      expect(mails.find((m) => m.to === "new.shopper@example.com")?.subject).toContain("добро пожаловать");
    });

    it("answers a duplicate exactly like a new address, keeps the password, and notifies the owner", async () => {
      const owner = await insertAccount(t.db, { email: "owner@example.com" });
      const duplicate = await register({ email: "OWNER@example.com", password: "Some-Other-Password1" });
      const fresh = await register({ email: "fresh-one@example.com", password: "Some-Other-Password1" });
      expect(duplicate.status).toBe(201);
      expect(fresh.status).toBe(201);
      expect(fieldsOf(duplicate.json).sort()).toEqual(fieldsOf(fresh.json).sort());
      expect(duplicate.json.email).toBe("owner@example.com");
      expect(duplicate.json.id).not.toBe(owner.id);
      // The id does not point back at the real account, and nothing changed for the owner.
      expect(await signIn("owner@example.com", owner.password)).toHaveProperty("access");
      const [{ count }] = await t.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = 'owner@example.com'`);
      expect(count).toBe(1);
      const notice = (await outbox()).find((m) => m.to === "owner@example.com");
      expect(notice?.subject).toContain("попытка регистрации");
    });

    it("answers a taken and a new address with the same status, headers and body shape", async () => {
      await insertAccount(t.db, { email: "taken-shape@example.com" });
      const taken = await register({ email: "taken-shape@example.com", password: "Some-Other-Password1" });
      const fresh = await register({ email: "fresh-shape@example.com", password: "Some-Other-Password1" });
      const shape = (res: typeof taken) => ({
        status: res.status,
        headers: [...res.headers.keys()].sort(),
        body: { ...res.json, id: typeof res.json.id, email: "" },
      });
      expect(shape(taken)).toEqual(shape(fresh));
      expect(taken.json.email).toBe("taken-shape@example.com");
    });

    it("draws one id per attempt for a taken address as for a new one: the ids answered run on without a gap", async () => {
      await insertAccount(t.db, { email: "taken-gap@example.com" });
      const ids = async (middle: string) => {
        const before = await register({ email: `before-${middle}`, password: "Some-Other-Password1" });
        const between = await register({ email: middle, password: "Some-Other-Password1" });
        const after = await register({ email: `after-${middle}`, password: "Some-Other-Password1" });
        return [before, between, after].map((res) => res.json.id as number);
      };
      // No other registration runs in this file meanwhile, so each answer takes the next value.
      const [a, taken, b] = await ids("taken-gap@example.com");
      expect([taken - a, b - taken]).toEqual([1, 1]);
      const [c, fresh, d] = await ids("fresh-gap@example.com");
      expect([fresh - c, d - fresh]).toEqual([1, 1]);
      // The real accounts have the ids they were answered with; the taken address got no second row.
      const rows = await t.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`${users.id} in (${a}, ${b}, ${fresh})`);
      expect(rows.map((r) => r.email).sort()).toEqual([
        "after-taken-gap@example.com",
        "before-taken-gap@example.com",
        "fresh-gap@example.com",
      ]);
    });

    it("hashes the password for a taken address too (both answers take scrypt's time)", async () => {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await register({ email, password: "Some-Other-Password1" });
        expect(res.status).toBe(201);
        return performance.now() - started;
      };
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      const takenTimes: number[] = [];
      const freshTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        await insertAccount(t.db, { email: `timed-taken-${i}@example.com` });
        takenTimes.push(await timed(`timed-taken-${i}@example.com`));
        freshTimes.push(await timed(`timed-fresh-${i}@example.com`));
      }
      // scrypt (N=16384) dominates both: a path that skipped it would answer ten times faster or more. The bound
      // leaves room for a loaded machine (parallel jest workers once made one median 0.42 of the other).
      expect(median(takenTimes)).toBeGreaterThan(median(freshTimes) * 0.3);
      expect(median(freshTimes)).toBeGreaterThan(median(takenTimes) * 0.3);
    });

    it.each([
      ["short", "Ab1-xyz", "слишком короткий"],
      ["common", "password123", "распространён"],
      ["common in another case", "QWERTYUIOP", "распространён"],
      ["all digits", "830274619253", "только из цифр"],
      ["longer than 128", "ы".repeat(129), "длиннее 128"],
      ["like the e-mail", "weak.person@example.com", "похож"],
    ])("refuses a %s password with a field error", async (_, password, fragment) => {
      const res = await register({ email: "weak.person@example.com", password });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ password: [expect.stringContaining(fragment)] });
    });

    it("refuses a 1 MB password before reading it as JSON (413), creating nothing", async () => {
      const res = await register({ email: "mega@example.com", password: "x".repeat(1024 * 1024) });
      expect(res.status).toBe(413);
      expect(res.json.code).toBe("request_too_large");
      const rows = await t.db.select().from(users).where(eq(users.email, "mega@example.com"));
      expect(rows).toHaveLength(0);
    });

    // Internationalised addresses are accepted (form-wording.test.ts); look-alikes mixing scripts are not.
    it.each(["not-an-email", "a@b", "dеmo@example.com", "демо@примеp.рф", "a\u200b@example.com"])(
      "refuses the address %j",
      async (email) => {
        const res = await register({ email, password: "Tr1cky-Passphrase" });
        expect(res.status).toBe(400);
        expect(res.json.email).toEqual(["Введите правильный адрес электронной почты."]);
      },
    );

    it("refuses an address with a line break (header injection) by the shared control-character rule", async () => {
      const res = await register({ email: "a@example.com\r\nBcc: x@y.z", password: "Tr1cky-Passphrase" });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ email: ["Управляющие символы недопустимы."] });
    });

    it("ignores extra fields (no self-made balance or unblocking)", async () => {
      const res = await register({
        email: "extra@example.com",
        password: "Tr1cky-Passphrase",
        balance: "100000.00",
        is_blocked: false,
        id: 1,
      });
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.email, "extra@example.com"));
      expect(row.balance).toBe("0.00");
      expect(row.id).toBe(res.json.id);
    });

    it("answers 400 for malformed JSON and 415 for a form body", async () => {
      const malformed = await call(usersRoute, "/api/auth/users/", rawPost("{email:"));
      expect(malformed.status).toBe(400);
      expect(malformed.json).toEqual({ detail: expect.any(String), code: "parse_error" });
      const form = await call(
        usersRoute,
        "/api/auth/users/",
        rawPost("email=a%40b.ru&password=x", FORM_TYPE),
      );
      expect(form.status).toBe(415);
    });
  });

  describe("reset_password and reset_password_confirm", () => {
    it("answers 204 for a known and an unknown address alike, mailing only the known one", async () => {
      const user = await insertAccount(t.db, { email: "forgetful@example.com" });
      const known = await reset({ email: user.email });
      const unknown = await reset({ email: "nobody-at-all@example.com" });
      expect(known.status).toBe(204);
      expect(unknown.status).toBe(204);
      expect(known.text).toBe("");
      expect(unknown.text).toBe("");
      const mails = await outbox();
      expect(mails.some((m) => m.to === "nobody-at-all@example.com")).toBe(false);
      const { url } = await resetLink(user.email);
      expect(`${url.origin}${url.pathname}`).toBe("https://shop.example/auth/reset-password");
    });

    it("sets the new password once, signing every session out", async () => {
      const user = await insertAccount(t.db, { email: "resetter@example.com" });
      const before = await signIn(user.email, user.password);
      await reset({ email: user.email });
      const { uid, token } = await resetLink(user.email);
      setAuthClockForTests(minutesLater(0.05));
      const ok = await confirm({ uid, token, new_password: "Brand-New-Secret-7" });
      expect(ok.status).toBe(204);
      // The reset page's copy of the link (reset-link-cookie.ts) is forgotten with it.
      expect(ok.headers.get("set-cookie")).toMatch(
        /^reset_link=; Path=\/auth\/reset-password; Max-Age=0; HttpOnly/,
      );
      expect(await signIn(user.email, "Brand-New-Secret-7")).toHaveProperty("access");
      const old = await call(profileRoute, "/api/auth/profile/", { token: before.access });
      expect(old.status).toBe(401);
      expect(old.json.code).toBe("token_not_valid");
      const oldRefresh = await call(refreshRoute, "/api/auth/jwt/refresh/", {
        method: "POST",
        body: { refresh: before.refresh },
      });
      expect(oldRefresh.status).toBe(400);
      // The link works once.
      const again = await confirm({ uid, token, new_password: "Another-New-Secret-8" });
      expect(again.status).toBe(400);
      expect(again.json.token).toHaveLength(1);
    });

    it("refuses a wrong token, another user's uid, a garbage uid and an expired link", async () => {
      const user = await insertAccount(t.db);
      const other = await insertAccount(t.db);
      await reset({ email: user.email });
      const { uid, token } = await resetLink(user.email);
      const wrong = await confirm({
        uid,
        token: token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"),
        new_password: "Brand-New-Secret-7",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ token: [expect.any(String)] });
      const otherUid = Buffer.from(String(other.id)).toString("base64url");
      expect(
        (await confirm({ uid: otherUid, token, new_password: "Brand-New-Secret-7" })).json.token,
      ).toHaveLength(1);
      const garbage = await confirm({ uid: "!!", token, new_password: "Brand-New-Secret-7" });
      expect(garbage.json).toEqual({ uid: [expect.any(String)] });
      setAuthClockForTests(minutesLater(61));
      const expired = await confirm({ uid, token, new_password: "Brand-New-Secret-7" });
      expect(expired.status).toBe(400);
      expect(expired.json.token).toHaveLength(1);
      setAuthClockForTests(undefined);
      expect(await signIn(user.email, user.password)).toHaveProperty("access");
    });

    it("checks the new password like a sign-up password", async () => {
      const user = await insertAccount(t.db, { email: "ruled@example.com" });
      await reset({ email: user.email });
      const { uid, token } = await resetLink(user.email);
      const weak = await confirm({ uid, token, new_password: "12345678" });
      expect(weak.status).toBe(400);
      expect(weak.json.new_password.length).toBeGreaterThan(0);
      const likeEmail = await confirm({ uid, token, new_password: "ruled@example.com" });
      expect(likeEmail.json.new_password).toHaveLength(1);
      // Refused passwords did not spend the link.
      expect((await confirm({ uid, token, new_password: "Good-Enough-Secret" })).status).toBe(204);
    });

    it("answers field errors for a missing body", async () => {
      const res = await confirm({});
      expect(res.status).toBe(400);
      expect(fieldsOf(res.json).sort()).toEqual(["new_password", "token", "uid"]);
    });
  });

  describe("set_password (the settings' password change)", () => {
    const change = (token: string | undefined, body: unknown) =>
      call(setPasswordRoute, "/api/auth/users/set_password/", { method: "POST", body, token });

    it("changes the password with the current one, signing every session out", async () => {
      const user = await insertAccount(t.db);
      const before = await signIn(user.email, user.password);
      const other = await signIn(user.email, user.password);
      setAuthClockForTests(minutesLater(0.05));
      const ok = await change(before.access, {
        current_password: user.password,
        new_password: "Fresh-Secret-42",
      });
      expect(ok.status).toBe(204);
      expect(await signIn(user.email, "Fresh-Secret-42")).toHaveProperty("access");
      for (const session of [before, other]) {
        expect((await call(profileRoute, "/api/auth/profile/", { token: session.access })).status).toBe(401);
        const refreshed = await call(refreshRoute, "/api/auth/jwt/refresh/", {
          method: "POST",
          body: { refresh: session.refresh },
        });
        expect(refreshed.status).toBe(400);
      }
    });

    it("refuses a wrong current password, a weak new one and a caller without a session", async () => {
      const user = await insertAccount(t.db);
      const { access } = await signIn(user.email, user.password);
      const wrong = await change(access, {
        current_password: "not-it-at-all",
        new_password: "Fresh-Secret-42",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ current_password: ["Неверный текущий пароль."] });
      const weak = await change(access, { current_password: user.password, new_password: "12345678" });
      expect(weak.status).toBe(400);
      expect(weak.json.new_password).toContain("Введённый пароль состоит только из цифр.");
      const anonymous = await change(undefined, {
        current_password: user.password,
        new_password: "Fresh-Secret-42",
      });
      expect(anonymous.status).toBe(401);
      // Nothing changed: the old password still signs in.
      expect(await signIn(user.email, user.password)).toHaveProperty("access");
    });
  });

  describe("demo account", () => {
    it("gets its password in demo mode, once, and never in live mode", async () => {
      await insertUsers(t.db, new Date());
      process.env.STORE_MODE = "live";
      process.env.AUTH_SECRET = "x".repeat(40);
      resetConfigForTests();
      expect(await ensureDemoPassword(t.db)).toBe(false);
      delete process.env.STORE_MODE;
      delete process.env.AUTH_SECRET;
      resetConfigForTests();
      expect(await ensureDemoPassword(t.db)).toBe(true);
      expect(await ensureDemoPassword(t.db)).toBe(false);
      expect(await signIn("demo@example.com", DEMO_PASSWORD)).toHaveProperty("refresh");
    });
  });
});
